// The new_expense webhook's body (issue 35): the expense as the API shows it (the proto
// Expense's fields and order, null where unset), from tracking's expense.created. Its
// `revision` orders the expense's events for their consumers and is not sent.
import { ExpenseCreated, type EventDataOf } from '@workmesh/platform';

/** expense.created: the expense as the API shows it. */
export const expenseCreatedSchema = ExpenseCreated.schema;
export type ExpenseEventData = EventDataOf<typeof expenseCreatedSchema>;
export type ExpensePayload = Omit<ExpenseEventData, 'revision'>;

export interface NewExpenseBody {
  event: 'new_expense';
  payload: ExpensePayload;
  criteria: { team_id: number };
}

export function newExpenseBody(data: ExpenseEventData): NewExpenseBody {
  return {
    event: 'new_expense',
    payload: {
      id: data.id,
      team_id: data.team_id,
      user_id: data.user_id,
      project_id: data.project_id,
      client_id: data.client_id,
      task_id: data.task_id,
      category_id: data.category_id,
      category_name: data.category_name,
      date: data.date,
      amount: data.amount,
      currency: data.currency,
      quantity: data.quantity,
      unit_price: data.unit_price,
      unit_name: data.unit_name,
      notes: data.notes,
      billable: data.billable,
      untaxed: data.untaxed,
      receipt: data.receipt,
      locked: data.locked,
      locked_reason: data.locked_reason,
      invoice_id: data.invoice_id,
      project_name: data.project_name,
      client_name: data.client_name,
      task_name: data.task_name,
      // Tags (issue 36) when the event has them (events made before tags have none).
      ...(data.tag_ids ? { tag_ids: data.tag_ids } : {}),
      created_by: data.created_by,
      created_at: data.created_at,
      updated_at: data.updated_at,
    },
    criteria: { team_id: data.team_id },
  };
}
