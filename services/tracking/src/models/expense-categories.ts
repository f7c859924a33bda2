// Persistence of expense categories (issue 35): a team's kinds of spending, some priced
// per unit (mileage: km × a unit price). Names are unique per team, case-insensitively
// (a unique index on the lower-cased name). Every query names the team (tenancy). A
// category becomes the proto's message here and nowhere else (toExpenseCategoryMessage).
import {
  connectionModel,
  insertRecord,
  mongoose,
  recordSchemaOptions,
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
categorySchema.index({ team_id: 1, name_key: 1 }, { name: 'team_id_name_key', unique: true });

/** The name as the unique index compares it. */
export const categoryNameKey = (name: string): string => name.trim().toLowerCase();

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

  return {
    model: Category,

    /** A unique-name clash surfaces as UniqueIndexViolation (the transaction's). */
    async insert(category: NewExpenseCategory): Promise<ExpenseCategoryRecord> {
      return toCategory(
        await insertRecord<ExpenseCategoryDocument>(Category, category, {
          name_key: categoryNameKey(category.name),
        }),
      );
    },

    /** Tenancy: a category of another team is not found. */
    async findInTeam(teamId: number, id: number): Promise<ExpenseCategoryRecord | null> {
      const document = await Category.findOne({
        _id: id,
        team_id: teamId,
      }).lean<ExpenseCategoryDocument>();
      return document ? toCategory(document) : null;
    },

    /** The team's category with this name (any case), or null. */
    async findByName(teamId: number, name: string): Promise<ExpenseCategoryRecord | null> {
      const document = await Category.findOne({
        team_id: teamId,
        name_key: categoryNameKey(name),
      }).lean<ExpenseCategoryDocument>();
      return document ? toCategory(document) : null;
    },

    /** One page of the team's categories by name (archived ones only when asked). */
    async page(
      teamId: number,
      includeArchived: boolean,
      window: { skip: number; limit: number },
    ): Promise<{ items: ExpenseCategoryRecord[]; total: number }> {
      const query = {
        team_id: teamId,
        ...(includeArchived ? {} : { archived: { $ne: true } }),
      };
      const [documents, total] = await Promise.all([
        Category.find(query)
          .sort({ name_key: 1, _id: 1 })
          .skip(window.skip)
          .limit(window.limit)
          .lean<ExpenseCategoryDocument[]>(),
        Category.countDocuments(query),
      ]);
      return { items: documents.map(toCategory), total };
    },

    /** Applies the changes; null when the category is not the team's. */
    async update(
      teamId: number,
      id: number,
      changes: ExpenseCategoryChanges,
    ): Promise<ExpenseCategoryRecord | null> {
      const set: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(changes))
        if (value !== undefined) set[field] = value;
      if (changes.name !== undefined) set.name_key = categoryNameKey(changes.name);
      const document = await Category.findOneAndUpdate(
        { _id: id, team_id: teamId },
        { $set: set },
        { returnDocument: 'after' },
      ).lean<ExpenseCategoryDocument>();
      return document ? toCategory(document) : null;
    },

    /** The deleted category, or null when it was not the team's. */
    async delete(teamId: number, id: number): Promise<ExpenseCategoryRecord | null> {
      const document = await Category.findOneAndDelete({
        _id: id,
        team_id: teamId,
      }).lean<ExpenseCategoryDocument>();
      return document ? toCategory(document) : null;
    },
  };
}
