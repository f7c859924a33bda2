// An expense as the API shows it (issue 35): the data of tracking's expense.* events and
// of the `new_expense` webhook. Declared beside tracking.ts (its events are there).
import { Joi } from '../../joi';
import { id, idOrNull, isoDateTime, text, tagIds } from './field-rules';

/** A receipt's description (never its bytes). */
export type ExpenseReceiptData = {
  filename: string;
  content_type: string;
  size: number;
};

// A type alias (not an interface) so it fits DomainEvent's Record<string, unknown> data.
export type ExpenseData = {
  id: number;
  team_id: number;
  user_id: number;
  project_id: number;
  /** The project's client (0 when the project has none). */
  client_id: number;
  task_id: number | null;
  category_id: number;
  category_name: string;
  /** YYYY-MM-DD, a day in the team's zone. */
  date: string;
  /** In `currency`, a decimal with its places. */
  amount: number;
  currency: string;
  /** Unit categories only: the quantity, the unit price (snapshotted) and its unit's name. */
  quantity: number | null;
  unit_price: number | null;
  unit_name: string | null;
  notes: string;
  billable: boolean;
  untaxed: boolean;
  receipt: ExpenseReceiptData | null;
  locked: boolean;
  locked_reason: string | null;
  invoice_id: number | null;
  project_name: string;
  client_name: string;
  task_name: string | null;
  /** The team's tags it carries (issue 36), ascending; absent from events made before them. */
  tag_ids?: number[];
  created_by: number;
  /** 1 when written, + 1 at every change: a consumer applies an expense's events in this order. */
  revision: number;
  created_at: string;
  updated_at: string;
};

const textOrNull = Joi.string().max(1000).allow(null).required();
const decimalOrNull = Joi.number().min(0).allow(null).required();

export const expenseRules = {
  id,
  team_id: id,
  user_id: id,
  project_id: id,
  client_id: Joi.number().integer().min(0).required(),
  task_id: idOrNull,
  category_id: id,
  category_name: text(1000),
  date: Joi.string()
    .pattern(/^\d{4}-\d{2}-\d{2}$/)
    .required(),
  amount: Joi.number().min(0).required(),
  currency: Joi.string()
    .pattern(/^[A-Z]{3}$/)
    .required(),
  quantity: decimalOrNull,
  unit_price: decimalOrNull,
  unit_name: textOrNull,
  notes: text(5000),
  billable: Joi.boolean().required(),
  untaxed: Joi.boolean().required(),
  receipt: Joi.object({
    filename: text(1000),
    content_type: Joi.string().max(100).required(),
    size: Joi.number().integer().min(0).required(),
  })
    .allow(null)
    .required(),
  locked: Joi.boolean().required(),
  locked_reason: textOrNull,
  invoice_id: idOrNull,
  project_name: text(1000),
  client_name: text(1000),
  task_name: textOrNull,
  tag_ids: tagIds,
  created_by: id,
  revision: Joi.number().integer().min(1).required(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
};
