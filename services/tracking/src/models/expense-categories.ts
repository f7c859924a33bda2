// Persistence of expense categories (issue 35): a team's kinds of spending, some priced
// per unit (mileage: km × a unit price). Names are unique per team, case-insensitively
// (a unique index on the lower-cased name). Every query names the team (tenancy). A
// category becomes the proto's message here and nowhere else (toExpenseCategoryMessage).
import {
  connectionModel,
  indexNamesPerTeam,
  mongoose,
  recordSchemaOptions,
  teamNamedRecords,
  type Connection,
} from '@workmesh/platform';
import type { ResponseOf } from './proto-messages';

export type ExpenseCategoryMessage = ResponseOf<'CreateExpenseCategory'>;

export interface ExpenseCategoryRecord {
  id: number;
  team_id: number;
  name: string;
  /** e.g. km; set together with unit_price. */
  unit_name: string | null;
  /** Per unit (a decimal, up to 3 places), in the currency of each expense's client. */
  unit_price: number | null;
  /** An invoice does not tax its expenses. */
  untaxed: boolean;
  /** Takes no new expenses; existing ones keep it. */
  archived: boolean;
  created_at: Date;
  updated_at: Date;
}

export type NewExpenseCategory = Omit<ExpenseCategoryRecord, 'created_at' | 'updated_at'>;

export type ExpenseCategoryChanges = Partial<
  Pick<ExpenseCategoryRecord, 'name' | 'unit_name' | 'unit_price' | 'untaxed' | 'archived'>
>;

interface ExpenseCategoryDocument extends Omit<ExpenseCategoryRecord, 'id'> {
  _id: number;
  /** The name lower-cased: unique per team. */
  name_key: string;
}

const categorySchema = new mongoose.Schema<ExpenseCategoryDocument>(
  {
    _id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    name: { type: String, required: true },
    name_key: { type: String, required: true },
    unit_name: { type: String, default: null },
    unit_price: { type: Number, default: null },
    untaxed: { type: Boolean, default: false },
    archived: { type: Boolean, default: false },
  },
  recordSchemaOptions('expense_categories'),
);

// One category per name in a team, whatever its case.
indexNamesPerTeam(categorySchema);

const toCategory = ({ _id, ...fields }: ExpenseCategoryDocument): ExpenseCategoryRecord => ({
  id: _id,
  team_id: fields.team_id,
  name: fields.name,
  unit_name: fields.unit_name ?? null,
  unit_price: fields.unit_price ?? null,
  untaxed: fields.untaxed ?? false,
  archived: fields.archived ?? false,
  created_at: fields.created_at,
  updated_at: fields.updated_at,
});

/** The proto's ExpenseCategory: unset optional fields for the nulls. */
export function toExpenseCategoryMessage(category: ExpenseCategoryRecord): ExpenseCategoryMessage {
  return {
    id: category.id,
    team_id: category.team_id,
    name: category.name,
    ...(category.unit_name === null ? {} : { unit_name: category.unit_name }),
    ...(category.unit_price === null ? {} : { unit_price: category.unit_price }),
    untaxed: category.untaxed,
    archived: category.archived,
    created_at: category.created_at.toISOString(),
    updated_at: category.updated_at.toISOString(),
  };
}

export type ExpenseCategoryStore = ReturnType<typeof expenseCategoryStore>;

export function expenseCategoryStore(connection: Connection) {
  const Category = connectionModel(connection, 'ExpenseCategory', categorySchema);

  const named = teamNamedRecords<ExpenseCategoryDocument, ExpenseCategoryRecord>(
    Category,
    toCategory,
  );

  return {
    model: Category,
    insert: (category: NewExpenseCategory): Promise<ExpenseCategoryRecord> =>
      named.insert(category),
    findInTeam: named.findInTeam,
    findByName: named.findByName,

    /** One page of the team's categories by name (archived ones only when asked). */
    async page(
      teamId: number,
      includeArchived: boolean,
      window: { skip: number; limit: number },
    ): Promise<{ items: ExpenseCategoryRecord[]; total: number }> {
      return named.pageByName(teamId, includeArchived ? {} : { archived: { $ne: true } }, window);
    },

    /** Applies the changes; null when the category is not the team's. */
    update: (
      teamId: number,
      id: number,
      changes: ExpenseCategoryChanges,
    ): Promise<ExpenseCategoryRecord | null> => named.update(teamId, id, changes),

    /** The deleted category, or null when it was not the team's. */
    delete: named.delete,
  };
}
