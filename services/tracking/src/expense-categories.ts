// Expense categories (issue 35): a team's kinds of spending. Owners and managers create,
// update (rename, price per unit, untaxed, archive) and delete them; everyone in the team
// lists them. Names are unique per team whatever their case (409); an archived category
// takes no new expenses; a category expenses use cannot be deleted (409: archive it).
// Expenses snapshot a category's name, unit and price when written.
import {
  asUniqueIndexViolation,
  Joi,
  permissionDeniedError,
  type Caller,
} from '@workmesh/platform';
import type { TrackingDependencies } from './dependencies';
import { TRACKING_AUDIT_ACTIONS } from './events';
import { expenseCategoryChangeRecorded } from './expense-events';
import {
  categoryInUseError,
  categoryNameTakenError,
  categoryNotFoundError,
  expenseFieldError,
  MAX_EXPENSE_DECIMAL,
  positiveDecimal,
} from './expense-rules';
import type { ExpenseCategoryChanges, ExpenseCategoryRecord } from './models';
import type { RequestOf } from './models/proto-messages';
import { authorizeMember, seesTeamEntries } from './permissions';
import {
  pageOf,
  pagingFields,
  positiveId,
  validated,
  windowOf,
  type Page,
  type Paging,
} from './request-validation';

export const CATEGORY_NAME_MAX_LENGTH = 100;
export const UNIT_NAME_MAX_LENGTH = 20;
export { MAX_EXPENSE_DECIMAL };

interface CategoryFieldsInput {
  name?: string;
  unit_name?: string;
  unit_price?: number;
  untaxed?: boolean;
  archived?: boolean;
}

const categoryFieldsSchema = Joi.object({
  name: Joi.string()
    .trim()
    .min(1)
    .max(CATEGORY_NAME_MAX_LENGTH)
    .messages({
      'string.empty': 'The name field is required.',
      'string.max': `The name may not be greater than ${CATEGORY_NAME_MAX_LENGTH} characters.`,
      '*': 'The name must be a string.',
    }),
  unit_name: Joi.string()
    .trim()
    .allow('')
    .max(UNIT_NAME_MAX_LENGTH)
    .messages({
      'string.max': `The unit_name may not be greater than ${UNIT_NAME_MAX_LENGTH} characters.`,
      '*': 'The unit_name must be a string.',
    }),
  unit_price: positiveDecimal('unit_price', 3),
  untaxed: Joi.boolean().messages({ '*': 'The untaxed must be true or false.' }),
  archived: Joi.boolean().messages({ '*': 'The archived must be true or false.' }),
});

const UNIT_TOGETHER = 'The unit_name and unit_price must be given together.';

/** The fields of a new category: a name, and a unit name with its price or neither. */
function newCategoryFields(
  request: unknown,
): Required<Pick<CategoryFieldsInput, 'name'>> & CategoryFieldsInput {
  const input = validated<CategoryFieldsInput>(categoryFieldsSchema, request ?? {});
  if (input.name === undefined) throw expenseFieldError('name', 'The name field is required.');
  const hasUnit = Boolean(input.unit_name);
  if (hasUnit !== (input.unit_price !== undefined))
    throw expenseFieldError('unit_name', UNIT_TOGETHER);
  return { ...input, name: input.name };
}

/** An update's changes: `unit_name: ""` clears the unit (and its price). */
function categoryChanges(
  category: ExpenseCategoryRecord,
  request: unknown,
): ExpenseCategoryChanges {
  const input = validated<CategoryFieldsInput>(categoryFieldsSchema, request ?? {});
  const changes: ExpenseCategoryChanges = {};
  if (input.name !== undefined && input.name !== category.name) changes.name = input.name;
  if (input.unit_name === '') {
    if (input.unit_price !== undefined) throw expenseFieldError('unit_name', UNIT_TOGETHER);
    changes.unit_name = null;
    changes.unit_price = null;
  } else {
    const unitName = input.unit_name ?? category.unit_name;
    const unitPrice = input.unit_price ?? category.unit_price;
    if ((unitName === null) !== (unitPrice === null))
      throw expenseFieldError('unit_name', UNIT_TOGETHER);
    if (unitName !== category.unit_name) changes.unit_name = unitName;
    if (unitPrice !== category.unit_price) changes.unit_price = unitPrice;
  }
  if (input.untaxed !== undefined && input.untaxed !== category.untaxed)
    changes.untaxed = input.untaxed;
  if (input.archived !== undefined && input.archived !== category.archived)
    changes.archived = input.archived;
  return changes;
}

const categoryRefSchema = Joi.object({ category_id: positiveId('category_id').required() });
const listCategoriesSchema = Joi.object({
  include_archived: Joi.boolean()
    .default(false)
    .messages({ '*': 'The include_archived must be true or false.' }),
  ...pagingFields,
});

/** A unique-name clash (a race past the look-up) is the rule's 409. */
async function nameChecked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (asUniqueIndexViolation(error)) throw categoryNameTakenError();
    throw error;
  }
}

/** Owners and managers manage categories. */
async function managerAccess(teams: TrackingDependencies['teams'], caller: Caller | undefined) {
  const access = await authorizeMember(teams, caller);
  if (!seesTeamEntries(access)) throw permissionDeniedError();
  return access;
}

/** The team's category, or EXPENSE_CATEGORY_NOT_FOUND. */
const categoryLookup =
  ({ repository }: TrackingDependencies) =>
  async (teamId: number, id: number): Promise<ExpenseCategoryRecord> => {
    const category = await repository.expenseCategories.findInTeam(teamId, id);
    if (!category) throw categoryNotFoundError();
    return category;
  };

/** Create and list. */
function categoryCreation(deps: TrackingDependencies) {
  const { repository, teams, logger, outbox } = deps;

  /** POST expense-category/create. */
  async function createExpenseCategory(
    caller: Caller | undefined,
    request: RequestOf<'CreateExpenseCategory'>,
  ): Promise<ExpenseCategoryRecord> {
    const access = await managerAccess(teams, caller);
    const input = newCategoryFields(request);
    if (await repository.expenseCategories.findByName(access.teamId, input.name))
      throw categoryNameTakenError();
    const id = await repository.nextId('expense_categories');
    const category = await nameChecked(() =>
      repository.transaction(async () => {
        const inserted = await repository.expenseCategories.insert({
          id,
          team_id: access.teamId,
          name: input.name,
          unit_name: input.unit_name ? input.unit_name : null,
          unit_price: input.unit_name ? (input.unit_price ?? null) : null,
          untaxed: input.untaxed ?? false,
          archived: input.archived ?? false,
        });
        await outbox.record(
          expenseCategoryChangeRecorded(
            TRACKING_AUDIT_ACTIONS.CreateExpenseCategory,
            null,
            inserted,
          ),
        );
        return inserted;
      }),
    );
    outbox.kick();
    logger.info({ team_id: access.teamId, expense_category_id: id }, 'expense category created');
    return category;
  }

  /** GET expense-category/list: by name; archived ones only when asked. */
  async function listExpenseCategories(
    caller: Caller | undefined,
    request: RequestOf<'ListExpenseCategories'>,
  ): Promise<Page<ExpenseCategoryRecord>> {
    const access = await authorizeMember(teams, caller);
    const input = validated<Paging & { include_archived: boolean }>(listCategoriesSchema, request);
    return pageOf(
      await repository.expenseCategories.page(
        access.teamId,
        input.include_archived,
        windowOf(input),
      ),
      input,
    );
  }

  return { createExpenseCategory, listExpenseCategories };
}

/** Update and delete. */
function categoryChangesOf(deps: TrackingDependencies) {
  const { repository, teams, logger, outbox } = deps;
  const categoryOf = categoryLookup(deps);

  /** POST expense-category/:id/update: the fields given. */
  async function updateExpenseCategory(
    caller: Caller | undefined,
    request: RequestOf<'UpdateExpenseCategory'>,
  ): Promise<ExpenseCategoryRecord> {
    const access = await managerAccess(teams, caller);
    const { category_id } = validated<{ category_id: number }>(categoryRefSchema, {
      category_id: request.category_id,
    });
    const category = await categoryOf(access.teamId, category_id);
    const changes = categoryChanges(category, request.fields);
    if (Object.keys(changes).length === 0) return category;
    if (changes.name !== undefined) {
      const same = await repository.expenseCategories.findByName(access.teamId, changes.name);
      if (same && same.id !== category.id) throw categoryNameTakenError();
    }
    const updated = await nameChecked(() =>
      repository.transaction(async () => {
        const after = await repository.expenseCategories.update(
          access.teamId,
          category.id,
          changes,
        );
        if (!after) throw categoryNotFoundError();
        await outbox.record(
          expenseCategoryChangeRecorded(
            TRACKING_AUDIT_ACTIONS.UpdateExpenseCategory,
            category,
            after,
          ),
        );
        return after;
      }),
    );
    outbox.kick();
    return updated;
  }

  /** POST expense-category/:id/delete: refused while expenses use it. */
  async function deleteExpenseCategory(
    caller: Caller | undefined,
    request: RequestOf<'DeleteExpenseCategory'>,
  ): Promise<{ success: string }> {
    const access = await managerAccess(teams, caller);
    const { category_id } = validated<{ category_id: number }>(categoryRefSchema, request);
    await categoryOf(access.teamId, category_id);
    await repository.transaction(async () => {
      if (await repository.expenses.usesCategory(access.teamId, category_id))
        throw categoryInUseError();
      const deleted = await repository.expenseCategories.delete(access.teamId, category_id);
      if (!deleted) throw categoryNotFoundError();
      await outbox.record(
        expenseCategoryChangeRecorded(TRACKING_AUDIT_ACTIONS.DeleteExpenseCategory, deleted, null),
      );
    });
    outbox.kick();
    logger.info(
      { team_id: access.teamId, expense_category_id: category_id },
      'expense category deleted',
    );
    return { success: 'Expense category deleted' };
  }

  return { updateExpenseCategory, deleteExpenseCategory };
}

export function expenseCategoriesUseCases(deps: TrackingDependencies) {
  return {
    ...categoryCreation(deps),
    ...categoryChangesOf(deps),
    /** The team's category, or EXPENSE_CATEGORY_NOT_FOUND (expenses.ts). */
    categoryOf: categoryLookup(deps),
  };
}

export type ExpenseCategoriesUseCases = ReturnType<typeof expenseCategoriesUseCases>;
