// The expenses' routes (issue 35; docs/expenses.md), served by the tracking service:
// expenses (JSON or multipart with a `receipt` file; the list also as CSV; the receipt
// downloaded as an attachment) and the team's expense categories. How their answers are
// presented: expenses.presenters.ts; what openapi.yaml says of them: expenses.docs.ts.
// `expense/list` and `expense/create` come before `expense/:id`, which would otherwise
// take them for an id.
import { Reason } from '@workmesh/platform';
import type { RpcName } from '../downstream-clients';
import type { Route } from '../http-route';
import { flagGivenLists } from '../message-completion';
import { page } from '../reply-presentation';
import { EXPENSES_NOTES as NOTES } from './expenses.docs';
import { EXPENSES_CSV, errorsOf, expenseReceipt } from './expenses.presenters';
import { route, type RouteDefinition } from './route';
import { confirmation } from './route.presenters';

const FILTER_SELECTORS = ['user_id', 'project_id', 'client_id', 'category_id'];
/** A receipt travels to the tracking service and on to the object store. */
const UPLOAD_DEADLINE_MS = 15_000;
const BY_ID = { params: { id: 'expense_id' } } as const;
const CATEGORY_BY_ID = { params: { id: 'category_id' } } as const;

/** Every expense route needs a bearer token: the caller's current team is the one acted on. */
function expenseRoute<M extends RpcName<'tracking'>>(
  definition: Omit<RouteDefinition<'tracking', M>, 'service' | 'auth'>,
): Route {
  return route({ ...definition, service: 'tracking', auth: true });
}

const WRITE_ERRORS = [
  Reason.EXPENSE_LOCKED,
  Reason.EXPENSE_CATEGORY_NOT_FOUND,
  Reason.EXPENSE_CATEGORY_ARCHIVED,
  Reason.RECEIPT_TYPE_NOT_ALLOWED,
  Reason.FILE_TOO_LARGE,
] as const;

export const EXPENSES_ROUTES: readonly Route[] = [
  expenseRoute({
    method: 'POST',
    paths: ['/api/v3/expense/create'],
    rpc: 'CreateExpense',
    idempotent: true,
    source: 'body',
    selectors: ['user_id'],
    upload: 'receipt',
    deadlineMs: UPLOAD_DEADLINE_MS,
    successStatus: 201,
    errors: errorsOf(...WRITE_ERRORS),
    notes: NOTES.CreateExpense,
  }),
  expenseRoute({
    method: 'GET',
    paths: ['/api/v3/expense/list'],
    rpc: 'ListExpenses',
    source: 'query',
    selectors: FILTER_SELECTORS,
    formats: [EXPENSES_CSV],
    errors: errorsOf(),
    notes: NOTES.ListExpenses,
  }),
  expenseRoute({
    method: 'GET',
    paths: ['/api/v3/expense/:id'],
    rpc: 'GetExpense',
    source: 'none',
    ...BY_ID,
    errors: errorsOf(Reason.EXPENSE_NOT_FOUND),
    notes: NOTES.GetExpense,
  }),
  expenseRoute({
    method: 'POST',
    paths: ['/api/v3/expense/:id/update'],
    rpc: 'UpdateExpense',
    source: 'body',
    ...BY_ID,
    // tag_ids given (even empty, "" in a form) replaces the expense's tags; left out, they stay.
    complete: flagGivenLists({ tag_ids: 'replace_tag_ids' }),
    upload: 'receipt',
    deadlineMs: UPLOAD_DEADLINE_MS,
    errors: errorsOf(Reason.EXPENSE_NOT_FOUND, ...WRITE_ERRORS),
    notes: NOTES.UpdateExpense,
  }),
  expenseRoute({
    method: 'POST',
    paths: ['/api/v3/expense/:id/delete'],
    rpc: 'DeleteExpense',
    source: 'body',
    ...BY_ID,
    reply: confirmation,
    errors: errorsOf(Reason.EXPENSE_NOT_FOUND, Reason.EXPENSE_LOCKED),
    notes: NOTES.DeleteExpense,
  }),
  expenseRoute({
    method: 'GET',
    paths: ['/api/v3/expense/:id/receipt'],
    rpc: 'GetExpenseReceipt',
    source: 'none',
    ...BY_ID,
    fileReply: expenseReceipt,
    errors: errorsOf(Reason.EXPENSE_NOT_FOUND, Reason.RECEIPT_NOT_FOUND),
    notes: NOTES.GetExpenseReceipt,
  }),

  // Categories
  expenseRoute({
    method: 'POST',
    paths: ['/api/v3/expense-category/create'],
    rpc: 'CreateExpenseCategory',
    idempotent: true,
    source: 'body',
    successStatus: 201,
    errors: errorsOf(Reason.EXPENSE_CATEGORY_NAME_TAKEN),
    notes: NOTES.CreateExpenseCategory,
  }),
  expenseRoute({
    method: 'GET',
    paths: ['/api/v3/expense-category/list'],
    rpc: 'ListExpenseCategories',
    source: 'query',
    reply: page,
    errors: errorsOf(),
    notes: NOTES.ListExpenseCategories,
  }),
  expenseRoute({
    method: 'POST',
    paths: ['/api/v3/expense-category/:id/update'],
    rpc: 'UpdateExpenseCategory',
    source: 'body',
    bodyField: 'fields',
    ...CATEGORY_BY_ID,
    errors: errorsOf(Reason.EXPENSE_CATEGORY_NOT_FOUND, Reason.EXPENSE_CATEGORY_NAME_TAKEN),
    notes: NOTES.UpdateExpenseCategory,
  }),
  expenseRoute({
    method: 'POST',
    paths: ['/api/v3/expense-category/:id/delete'],
    rpc: 'DeleteExpenseCategory',
    source: 'body',
    ...CATEGORY_BY_ID,
    reply: confirmation,
    errors: errorsOf(Reason.EXPENSE_CATEGORY_NOT_FOUND, Reason.EXPENSE_CATEGORY_IN_USE),
    notes: NOTES.DeleteExpenseCategory,
  }),
];
