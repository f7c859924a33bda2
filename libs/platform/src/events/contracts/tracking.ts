// The events tracking records. Every time-entry and timer event carries the entry as the
// API shows it (the proto TimeEntry, with null where a field is unset), so a consumer
// (the notifier's webhooks; budgets and invoices later) needs no call back; the
// timesheet events carry the week's state and totals, without its entries.
import {
  BUDGET_TYPES,
  RATE_TYPES,
  TIME_ENTRY_SOURCES,
  TIMESHEET_STATUSES,
  type BudgetType,
  type TimesheetStatus,
} from '../../closed-values';
import type { CurrencyAmounts } from '../../currencies';
import { Joi } from '../../joi';
import { eventContract } from '../event-contract';
import { expenseRules, type ExpenseData } from './expense-data';
import { id, idOrNull, isoDateTime, isoDateTimeOrNull, text, tagIds } from './field-rules';

const SOURCE = 'tracking';

const money = Joi.number().min(0).required();
const currency = Joi.string()
  .pattern(/^[A-Z]{3}$/)
  .required();
/** Money per currency (issue 34): amounts are never summed across currencies. */
const currencyAmounts = Joi.array()
  .items(Joi.object({ currency, billable_amount: money, cost_amount: money }))
  .required();
const seconds = Joi.number().integer().min(0).required();
const zone = Joi.string().min(1).max(100).required();
const textOrNull = Joi.string().max(1000).allow(null).required();

// Type aliases (not interfaces) so they fit DomainEvent's Record<string, unknown> data.

/** A time entry as the API shows it (tracking's mapper of the record). */
export type TimeEntryData = {
  id: number;
  team_id: number;
  user_id: number;
  project_id: number;
  client_id: number;
  task_id: number | null;
  description: string;
  /** ISO 8601 UTC. */
  start: string;
  /** null while running. */
  end: string | null;
  /** Seconds; a running entry's up to when the event was recorded. */
  duration: number;
  billable: boolean;
  timezone: string;
  /**
   * Hourly, snapshotted when the entry was written (issue 34: the rate in force at its start
   * for its member, project and client): bill_rate and billable_amount in `currency` (the
   * client's), pay_rate and cost_amount in `cost_currency` (the team's), each a decimal with
   * its currency's places.
   */
  bill_rate: number;
  pay_rate: number;
  pay_type: string;
  billable_amount: number;
  cost_amount: number;
  currency: string;
  cost_currency: string;
  /** No bill rate applies in `currency` (none set at any level that may): it bills 0. */
  rate_missing: boolean;
  source: (typeof TIME_ENTRY_SOURCES)[number];
  locked: boolean;
  locked_reason: string | null;
  invoice_id: number | null;
  project_name: string;
  task_name: string | null;
  client_name: string;
  /** An owner or manager let this entry take the week past the member's weekly limit. */
  limit_overridden: boolean;
  /** The team's tags it carries (issue 36), ascending; absent from events made before them. */
  tag_ids?: number[];
  /** 1 when written, + 1 at every change: a consumer applies an entry's events in this order. */
  revision: number;
  created_at: string;
  updated_at: string;
};

const timeEntryRules = {
  id,
  team_id: id,
  user_id: id,
  project_id: id,
  client_id: Joi.number().integer().min(0).required(),
  task_id: idOrNull,
  description: text(5000),
  start: isoDateTime,
  end: isoDateTimeOrNull,
  duration: seconds,
  billable: Joi.boolean().required(),
  timezone: zone,
  bill_rate: money,
  pay_rate: money,
  pay_type: Joi.string()
    .valid(...RATE_TYPES)
    .required(),
  billable_amount: money,
  cost_amount: money,
  currency,
  cost_currency: currency,
  rate_missing: Joi.boolean().required(),
  source: Joi.string()
    .valid(...TIME_ENTRY_SOURCES)
    .required(),
  locked: Joi.boolean().required(),
  locked_reason: textOrNull,
  invoice_id: idOrNull,
  project_name: text(1000),
  task_name: textOrNull,
  client_name: text(1000),
  limit_overridden: Joi.boolean().required(),
  tag_ids: tagIds,
  revision: Joi.number().integer().min(1).required(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
};

/** A manual entry, or a timer's entry once started (it is also timer.started). */
export const TimeEntryCreated = eventContract('time_entry.created', SOURCE).withData<TimeEntryData>(
  timeEntryRules,
);
/** Any change of an entry: an edit, a stop, a lock or an unlock. */
export const TimeEntryUpdated = eventContract('time_entry.updated', SOURCE).withData<TimeEntryData>(
  timeEntryRules,
);
/**
 * An owner or manager repriced the entry (issue 34: a rate update with `apply_from`): the
 * entry with its new rates and amounts.
 */
export const TimeEntryRepriced = eventContract(
  'time_entry.repriced',
  SOURCE,
).withData<TimeEntryData>(timeEntryRules);
/** The entry as it was when it was deleted. */
export const TimeEntryDeleted = eventContract('time_entry.deleted', SOURCE).withData<TimeEntryData>(
  timeEntryRules,
);
/** The running entry a timer start created. */
export const TimerStarted = eventContract('timer.started', SOURCE).withData<TimeEntryData>(
  timeEntryRules,
);
/** The entry a timer stop (or a start that replaced it) ended. */
export const TimerStopped = eventContract('timer.stopped', SOURCE).withData<TimeEntryData>(
  timeEntryRules,
);

export type TimesheetTotalsData = {
  seconds: number;
  billable_seconds: number;
  /** One row per currency met (issue 34), sorted by code; none when the week is empty. */
  amounts: CurrencyAmounts[];
};

/** A user's week in a team, as the API shows it without its entries. */
export type TimesheetData = {
  team_id: number;
  user_id: number;
  /** ISO week name, e.g. 2026-W48. */
  week: string;
  /** The week's bounds, UTC instants. */
  from: string;
  to: string;
  timezone: string;
  status: TimesheetStatus;
  totals: TimesheetTotalsData;
  submitted_at: string | null;
  reviewed_at: string | null;
  reviewed_by: number | null;
  /** The rejection's comment; null otherwise. */
  comment: string | null;
};

const timesheetRules = {
  team_id: id,
  user_id: id,
  week: Joi.string()
    .pattern(/^\d{4}-W\d{2}$/)
    .required(),
  from: isoDateTime,
  to: isoDateTime,
  timezone: zone,
  status: Joi.string()
    .valid(...TIMESHEET_STATUSES)
    .required(),
  totals: Joi.object({
    seconds,
    billable_seconds: seconds,
    amounts: currencyAmounts,
  }).required(),
  submitted_at: isoDateTimeOrNull,
  reviewed_at: isoDateTimeOrNull,
  reviewed_by: idOrNull,
  comment: Joi.string().max(5000).allow(null).required(),
};

export const TimesheetSubmitted = eventContract(
  'timesheet.submitted',
  SOURCE,
).withData<TimesheetData>(timesheetRules);
export const TimesheetApproved = eventContract(
  'timesheet.approved',
  SOURCE,
).withData<TimesheetData>(timesheetRules);
/** The notifier mails the member the comment. */
export const TimesheetRejected = eventContract(
  'timesheet.rejected',
  SOURCE,
).withData<TimesheetData>(timesheetRules);

// Issue 19: budgets that count and weekly limits that hold.

/**
 * A client's budget use crossed a threshold (its `notifyAt` %, or 100 %) in a period: once
 * per threshold and period (re-armed when use falls back below it). The notifier mails the
 * team's owners and managers and fires the `budget_alert` webhook.
 */
export type BudgetThresholdReachedData = {
  client_id: number;
  team_id: number;
  client_name: string;
  budget_type: BudgetType;
  /** The percentage crossed: the budget's notifyAt, or 100. */
  threshold: number;
  /** Of `limit_hours` (hours_cost) or `limit_cost` (total_cost), 2 decimals. */
  used_percent: number;
  used_hours: number;
  /** In `currency`, with its places. */
  used_cost: number;
  limit_hours: number;
  limit_cost: number;
  /**
   * The currency used_cost and limit_cost are in (issue 34): the client's when the budget
   * counts bill rates, the team's when it counts pay rates. Absent: USD (events before it).
   */
  currency?: string;
  /** ISO 8601 UTC: where the counted period starts; null when it counts all time. */
  period_from: string | null;
  /** ISO 8601 UTC: where it ends (monthly); null when it never resets. */
  period_to: string | null;
  /**
   * The IANA zone the period is read in (the team's), so a mail can show its days; the
   * notifier shows them in UTC when it is absent.
   */
  timezone?: string;
};

export const BudgetThresholdReached = eventContract(
  'client.budget_threshold_reached',
  SOURCE,
).withData<BudgetThresholdReachedData>({
  client_id: id,
  team_id: id,
  client_name: text(1000),
  budget_type: Joi.string()
    .valid(...BUDGET_TYPES)
    .required(),
  threshold: Joi.number().integer().min(0).max(100).required(),
  used_percent: Joi.number().min(0).required(),
  used_hours: Joi.number().min(0).required(),
  used_cost: money,
  limit_hours: money,
  limit_cost: money,
  currency: Joi.string().pattern(/^[A-Z]{3}$/),
  period_from: isoDateTimeOrNull,
  period_to: isoDateTimeOrNull,
  timezone: Joi.string().min(1).max(100),
});

/**
 * A running timer was stopped because the member's week reached their weekly limit (its
 * end is the instant the limit was reached). The notifier mails the member. The stop is
 * also a timer.stopped and a time_entry.updated.
 */
export type TimerStoppedAtLimitData = {
  team_id: number;
  user_id: number;
  /** The member's weekly limit, hours. */
  weekly_limit: number;
  /** The team's week the limit was reached in (ISO week name, e.g. 2026-W48). */
  week: string;
  time_entry: TimeEntryData;
};

export const TimerStoppedAtLimit = eventContract(
  'timer.stopped_at_limit',
  SOURCE,
).withData<TimerStoppedAtLimitData>({
  team_id: id,
  user_id: id,
  weekly_limit: Joi.number().positive().required(),
  week: Joi.string()
    .pattern(/^\d{4}-W\d{2}$/)
    .required(),
  time_entry: Joi.object(timeEntryRules).unknown(true).required(),
});

// Issue 35: expenses, beside time entries (docs/adr/0100). Each carries the expense as the
// API shows it (expense-data.ts).

/** A new expense; the notifier fires the `new_expense` webhook. */
export const ExpenseCreated = eventContract('expense.created', SOURCE).withData<ExpenseData>(
  expenseRules,
);
/** Any change of an expense: an edit, a lock or an unlock. */
export const ExpenseUpdated = eventContract('expense.updated', SOURCE).withData<ExpenseData>(
  expenseRules,
);
/** The expense as it was when it was deleted. */
export const ExpenseDeleted = eventContract('expense.deleted', SOURCE).withData<ExpenseData>(
  expenseRules,
);
