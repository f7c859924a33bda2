// The rules of an expense's fields (issue 35): ids positive integers; date a calendar day
// YYYY-MM-DD (a day in the team's zone); amount a positive decimal with at most the
// places of the project's client's currency (JPY 0, USD 2, KWD 3); for a category with a
// unit price a positive quantity (up to 3 places) instead, amount = quantity × unit price
// rounded half up to the currency's minor unit; notes at most 5000 characters. Pure: no
// I/O. Also the errors expenses raise and the new record.
import {
  alreadyExists,
  dayOfIsoDate,
  ExpenseText,
  failedPrecondition,
  invalidArgument,
  Joi,
  minorDigits,
  Reason,
  recordNotFound,
  toMinorUnits,
  type TagMatch,
} from '@workmesh/platform';
import { pagingFields, positiveId, validated, type Paging } from './request-validation';
import type { UploadedReceipt } from './receipt-rules';
import { tagFilterFields, tagIdList } from './tag-rules';

export const EXPENSE_NOTES_MAX_LENGTH = 5000;
/** The largest amount (or quantity, or unit price) taken: far past any real expense. */
export const MAX_EXPENSE_DECIMAL = 1_000_000_000;

export const expenseNotFoundError = () => recordNotFound(Reason.EXPENSE_NOT_FOUND);
export const receiptNotFoundError = () => recordNotFound(Reason.RECEIPT_NOT_FOUND);
export const expenseLockedError = () =>
  failedPrecondition(Reason.EXPENSE_LOCKED, ExpenseText.EXPENSE_LOCKED);
export const categoryNotFoundError = () => recordNotFound(Reason.EXPENSE_CATEGORY_NOT_FOUND);
export const categoryNameTakenError = () =>
  alreadyExists(Reason.EXPENSE_CATEGORY_NAME_TAKEN, ExpenseText.CATEGORY_NAME_TAKEN);
export const categoryInUseError = () =>
  failedPrecondition(Reason.EXPENSE_CATEGORY_IN_USE, ExpenseText.CATEGORY_IN_USE);
export const categoryArchivedError = () =>
  failedPrecondition(Reason.EXPENSE_CATEGORY_ARCHIVED, ExpenseText.CATEGORY_ARCHIVED);

export const expenseFieldError = (field: string, message: string) =>
  invalidArgument(Reason.INVALID_PARAMETERS, message, { [field]: [message] });

/** A calendar day, YYYY-MM-DD (never rolled over: 2026-02-30 is refused). */
export const isoDay = (name: string) =>
  Joi.string()
    .trim()
    .custom((value: string, helpers) =>
      dayOfIsoDate(value) === undefined ? helpers.error('any.invalid') : value,
    )
    .messages({
      'any.required': `The ${name} field is required.`,
      '*': `The ${name} must be a date in the format YYYY-MM-DD.`,
    });

/** A positive decimal of at most `places` places, up to MAX_EXPENSE_DECIMAL. */
export const positiveDecimal = (name: string, places: number) =>
  Joi.number()
    .greater(0)
    .max(MAX_EXPENSE_DECIMAL)
    .custom((value: number, helpers) =>
      Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6
        ? value
        : helpers.error('number.precision'),
    )
    .messages({
      'number.precision': `The ${name} may have at most ${places} decimal places.`,
      'number.max': `The ${name} may not be greater than ${MAX_EXPENSE_DECIMAL}.`,
      '*': `The ${name} must be a number greater than 0.`,
    });

const notes = Joi.string()
  .max(EXPENSE_NOTES_MAX_LENGTH)
  .allow('')
  .messages({
    'string.max': `The notes may not be greater than ${EXPENSE_NOTES_MAX_LENGTH} characters.`,
    '*': 'The notes must be a string.',
  });
const billable = Joi.boolean().messages({ '*': 'The billable must be true or false.' });
/** Checked by receipt-rules.ts (bytes, size); here only its shape. */
const receipt = Joi.object().unknown(true);

export interface CreateExpenseInput {
  date: string;
  project_id: number;
  task_id: number | null;
  category_id: number;
  amount?: number;
  quantity?: number;
  notes: string;
  billable?: boolean;
  user_id?: number;
  receipt?: UploadedReceipt;
  /** Sorted, unique; checked against the team's tags by the use case. */
  tag_ids: number[];
}

const createExpenseSchema = Joi.object({
  date: isoDay('date').required(),
  project_id: positiveId('project_id').required(),
  task_id: positiveId('task_id').default(null),
  category_id: positiveId('category_id').required(),
  // The currency's places are checked once the project's client is known (amountMinorOf).
  amount: positiveDecimal('amount', 3),
  quantity: positiveDecimal('quantity', 3),
  notes: notes.default(''),
  billable,
  user_id: positiveId('user_id'),
  receipt,
  tag_ids: tagIdList.default([]),
});

export const validatedCreateExpense = (request: unknown): CreateExpenseInput =>
  validated<CreateExpenseInput>(createExpenseSchema, request);

export interface UpdateExpenseInput {
  expense_id: number;
  date?: string;
  project_id?: number;
  /** 0 clears the task. */
  task_id?: number;
  category_id?: number;
  amount?: number;
  quantity?: number;
  notes?: string;
  billable?: boolean;
  receipt?: UploadedReceipt;
  remove_receipt: boolean;
  /** The expense's new tags; undefined: kept (replace_tag_ids unset). */
  tag_ids?: number[];
}

const updateExpenseSchema = Joi.object({
  expense_id: positiveId('expense_id').required(),
  date: isoDay('date'),
  project_id: positiveId('project_id'),
  task_id: Joi.number()
    .integer()
    .min(0)
    .messages({ '*': 'The task_id must be a positive integer, or 0 to clear it.' }),
  category_id: positiveId('category_id'),
  amount: positiveDecimal('amount', 3),
  quantity: positiveDecimal('quantity', 3),
  notes,
  billable,
  receipt,
  remove_receipt: Joi.boolean()
    .default(false)
    .messages({ '*': 'The remove_receipt must be true or false.' }),
  tag_ids: tagIdList.default([]),
  replace_tag_ids: Joi.boolean().default(false),
});

/** The update's fields; tag_ids only when replace_tag_ids says the body gave them. */
export function validatedUpdateExpense(request: unknown): UpdateExpenseInput {
  const { replace_tag_ids, tag_ids, ...input } = validated<
    UpdateExpenseInput & { replace_tag_ids: boolean; tag_ids: number[] }
  >(updateExpenseSchema, request);
  return replace_tag_ids ? { ...input, tag_ids } : input;
}

const expenseRefSchema = Joi.object({ expense_id: positiveId('expense_id').required() });

export const validatedExpenseRef = (request: unknown): { expense_id: number } =>
  validated<{ expense_id: number }>(expenseRefSchema, request);

export interface ListExpensesInput extends Paging {
  user_id?: number;
  project_id?: number;
  client_id?: number;
  category_id?: number;
  from?: string;
  to?: string;
  billable?: boolean;
  invoiced?: boolean;
  tag_ids: number[];
  tag_match: TagMatch;
}

const listExpensesSchema = Joi.object({
  user_id: positiveId('user_id'),
  project_id: positiveId('project_id'),
  client_id: positiveId('client_id'),
  category_id: positiveId('category_id'),
  from: isoDay('from'),
  to: isoDay('to'),
  billable,
  invoiced: Joi.boolean().messages({ '*': 'The invoiced must be true or false.' }),
  ...tagFilterFields,
  ...pagingFields,
});

export function validatedListExpenses(request: unknown): ListExpensesInput {
  const input = validated<ListExpensesInput>(listExpensesSchema, request);
  if (input.from && input.to && input.to < input.from)
    throw expenseFieldError('to', 'The to must be a date on or after the from.');
  return input;
}

/** How an expense is priced: a category's unit price, or none (an amount). */
export interface Pricing {
  unitPrice: number | null;
}

/**
 * quantity × unitPrice in minor units of the currency, rounded half up (exact: both are
 * taken as thousandths, the product in BigInt).
 */
export function unitAmountMinor(quantity: number, unitPrice: number, currency: string): number {
  const product = BigInt(Math.round(quantity * 1000)) * BigInt(Math.round(unitPrice * 1000));
  const scaled = product * 10n ** BigInt(minorDigits(currency));
  return Number((scaled + 500_000n) / 1_000_000n);
}

/**
 * The expense's amount in minor units, from the amount given (at most the currency's
 * places) or, for a unit category, the quantity; 400 with the field otherwise.
 */
export function amountMinorOf(
  given: { amount?: number; quantity?: number },
  pricing: Pricing,
  currency: string,
): { amount_minor: number; quantity: number | null } {
  if (pricing.unitPrice !== null) {
    if (given.amount !== undefined)
      throw expenseFieldError(
        'amount',
        'The amount is computed from the quantity for this category: give a quantity instead.',
      );
    if (given.quantity === undefined)
      throw expenseFieldError('quantity', 'The quantity field is required for this category.');
    return {
      amount_minor: unitAmountMinor(given.quantity, pricing.unitPrice, currency),
      quantity: given.quantity,
    };
  }
  if (given.quantity !== undefined)
    throw expenseFieldError('quantity', 'This category has no unit price: give an amount instead.');
  if (given.amount === undefined)
    throw expenseFieldError('amount', 'The amount field is required.');
  const minor = toMinorUnits(given.amount, currency);
  if (minor === null) {
    const places = minorDigits(currency);
    throw expenseFieldError(
      'amount',
      `The amount may have at most ${places} decimal places in ${currency}.`,
    );
  }
  return { amount_minor: minor, quantity: null };
}
