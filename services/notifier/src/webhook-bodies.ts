// The webhook bodies, built from the domain events that cause them (docs/http-api.md, "Errors",
// "Webhooks", Kinds and bodies): the spec's new_client and new_schedule (fields in the
// spec's order; retrieved_at is the event's own), and tracking's new_time_entry,
// timer_started, timer_stopped and timesheet_approved (issue 18: the entry or the week as
// the API shows it, fields in the proto's order), budget_alert (issue 19: the alert's use
// of the budget), and new_invoice and invoice_updated (issue 20: the invoice's summary,
// and for an update which change it was), new_expense (issue 35: webhook-expense-body.ts), time_off_approved (issue 36:
// webhook-time-off-body.ts). Everything comes from the event, so every retry
// and replay sends the same bytes.
import {
  BudgetThresholdReached,
  checkEventData,
  ClientCreated,
  ExpenseCreated,
  InvoiceCreated,
  InvoiceLateFeeAdded,
  InvoicePaid,
  InvoiceSent,
  InvoiceVoided,
  ScheduleCreated,
  TimeEntryCreated,
  TimerStarted,
  TimerStopped,
  TimesheetApproved,
  TimeOffApproved,
  DEFAULT_CURRENCY,
  type DomainEvent,
  type Joi,
} from '@workmesh/platform';
import {
  budgetThresholdReachedSchema,
  clientCreatedSchema,
  invoiceCreatedSchema,
  invoicePaidSchema,
  invoiceSentSchema,
  invoiceVoidedSchema,
  invoiceLateFeeAddedSchema,
  scheduleCreatedSchema,
  timeEntryCreatedSchema,
  timerStartedSchema,
  timerStoppedSchema,
  timesheetApprovedSchema,
  timeOffApprovedSchema,
  type BudgetAlertData,
  type ClientCreatedData,
  type InvoiceSummaryData,
  type ScheduleCreatedData,
  type TimeEntryEventData,
  type TimesheetEventData,
} from './events';
import { expenseCreatedSchema, newExpenseBody, type NewExpenseBody } from './webhook-expense-body';
import { timeOffApprovedBody, type TimeOffApprovedBody } from './webhook-time-off-body';
import type { WebhookEvent } from './models';

// The payloads are the fields of the notifier's view of each event (events.ts), written
// out one by one in the builders below so that their order is the spec's and nothing else
// a producer adds can leak into a body.
export interface NewClientBody {
  event: 'new_client';
  payload: Omit<ClientCreatedData, 'team_id'>;
  criteria: { team_id: number };
}

export interface NewScheduleBody {
  event: 'new_schedule';
  payload: ScheduleCreatedData;
  criteria: { team_id: number };
}

/**
 * The entry as the API shows it: the event's entry without `revision`, which orders an
 * entry's events for their consumers and is not a field of the proto TimeEntry.
 */
export type TimeEntryPayload = Omit<TimeEntryEventData, 'revision'>;

/** A time entry's body: the entry as the API shows it (proto TimeEntry order). */
export interface TimeEntryBody {
  event: 'new_time_entry' | 'timer_started' | 'timer_stopped';
  payload: TimeEntryPayload;
  criteria: { team_id: number };
}

/** A week's body: the timesheet as the API shows it, without its days and entries. */
export interface TimesheetBody {
  event: 'timesheet_approved';
  payload: TimesheetEventData;
  criteria: { team_id: number };
}

/** A budget alert's body: the client, the threshold crossed and the use (issue 19). */
export interface BudgetAlertBody {
  event: 'budget_alert';
  payload: Pick<
    BudgetAlertData,
    | 'client_id'
    | 'team_id'
    | 'threshold'
    | 'used_percent'
    | 'used_hours'
    | 'used_cost'
    | 'period_from'
  > & {
    /** used_cost's (issue 34); USD for alerts recorded before currencies. */
    currency: string;
  };
  criteria: { team_id: number };
}

/**
 * An invoice's summary as its events carry it, in the contract's order, without the
 * client's address: the API's Invoice has none (it is the client's, shown with the client),
 * and new_client leaves it out of its client too.
 */
export type InvoicePayload = InvoiceSummaryData;

/** A new invoice's body: the draft's summary (issue 20). */
export interface NewInvoiceBody {
  event: 'new_invoice';
  payload: InvoicePayload;
  criteria: { team_id: number };
}

/** What happened to the invoice, by the event that tells it. */
export type InvoiceChange = 'sent' | 'paid' | 'voided' | 'late_fee_added';

/** An updated invoice's body: its summary after the change, and which change it was. */
export interface InvoiceUpdatedBody {
  event: 'invoice_updated';
  payload: InvoicePayload & { change: InvoiceChange };
  criteria: { team_id: number };
}

export type WebhookBody =
  | NewExpenseBody
  | NewClientBody
  | NewScheduleBody
  | TimeEntryBody
  | TimesheetBody
  | BudgetAlertBody
  | NewInvoiceBody
  | InvoiceUpdatedBody
  | TimeOffApprovedBody;

/** One event's webhook: its kind, the team whose subscriptions get it, and the JSON sent. */
export interface EventWebhook {
  kind: WebhookEvent;
  teamId: number;
  /** JSON.stringify of the body: the exact bytes signed and sent to every target. */
  body: string;
}

export function newClientBody(data: ClientCreatedData): NewClientBody {
  return {
    event: 'new_client',
    payload: {
      id: data.id,
      name: data.name,
      profile: data.profile,
      retrieved_at: data.retrieved_at,
    },
    criteria: { team_id: data.team_id },
  };
}

export function newScheduleBody(data: ScheduleCreatedData): NewScheduleBody {
  return {
    event: 'new_schedule',
    payload: {
      user_id: data.user_id,
      team_id: data.team_id,
      sid: data.sid,
      title: data.title,
      hours: data.hours,
      shift_start: data.shift_start,
      shift_end: data.shift_end,
      start_date: data.start_date,
      end_date: data.end_date,
      repetition: data.repetition,
      day_repeat: data.day_repeat,
      retrieved_at: data.retrieved_at,
    },
    criteria: { team_id: data.team_id },
  };
}

/** The entry, field by field in the proto's order: nothing a producer adds leaks out. */
function timeEntryPayload(data: TimeEntryEventData): TimeEntryPayload {
  return {
    id: data.id,
    team_id: data.team_id,
    user_id: data.user_id,
    project_id: data.project_id,
    client_id: data.client_id,
    task_id: data.task_id,
    description: data.description,
    start: data.start,
    end: data.end,
    duration: data.duration,
    billable: data.billable,
    timezone: data.timezone,
    bill_rate: data.bill_rate,
    pay_rate: data.pay_rate,
    billable_amount: data.billable_amount,
    cost_amount: data.cost_amount,
    source: data.source,
    locked: data.locked,
    locked_reason: data.locked_reason,
    invoice_id: data.invoice_id,
    created_at: data.created_at,
    updated_at: data.updated_at,
    pay_type: data.pay_type,
    project_name: data.project_name,
    task_name: data.task_name,
    client_name: data.client_name,
    limit_overridden: data.limit_overridden,
    currency: data.currency,
    cost_currency: data.cost_currency,
    rate_missing: data.rate_missing,
    // Tags (issue 36) when the event has them (events made before tags have none).
    ...(data.tag_ids ? { tag_ids: data.tag_ids } : {}),
  };
}

export function timeEntryBody(
  event: TimeEntryBody['event'],
  data: TimeEntryEventData,
): TimeEntryBody {
  return { event, payload: timeEntryPayload(data), criteria: { team_id: data.team_id } };
}

export function timesheetApprovedBody(data: TimesheetEventData): TimesheetBody {
  return {
    event: 'timesheet_approved',
    payload: {
      team_id: data.team_id,
      user_id: data.user_id,
      week: data.week,
      from: data.from,
      to: data.to,
      timezone: data.timezone,
      status: data.status,
      // Money per currency (issue 34), row by row: never one sum across currencies.
      totals: {
        seconds: data.totals.seconds,
        billable_seconds: data.totals.billable_seconds,
        amounts: data.totals.amounts.map((row) => ({
          currency: row.currency,
          billable_amount: row.billable_amount,
          cost_amount: row.cost_amount,
        })),
      },
      submitted_at: data.submitted_at,
      reviewed_at: data.reviewed_at,
      reviewed_by: data.reviewed_by,
      comment: data.comment,
    },
    criteria: { team_id: data.team_id },
  };
}

export function budgetAlertBody(data: BudgetAlertData): BudgetAlertBody {
  return {
    event: 'budget_alert',
    payload: {
      client_id: data.client_id,
      team_id: data.team_id,
      threshold: data.threshold,
      used_percent: data.used_percent,
      used_hours: data.used_hours,
      used_cost: data.used_cost,
      currency: data.currency ?? DEFAULT_CURRENCY,
      period_from: data.period_from,
    },
    criteria: { team_id: data.team_id },
  };
}

/** The invoice's summary, field by field in the contract's order: nothing a producer adds leaks out. */
function invoicePayload(data: InvoiceSummaryData): InvoicePayload {
  return {
    invoice_id: data.invoice_id,
    team_id: data.team_id,
    team_name: data.team_name,
    client_id: data.client_id,
    client_name: data.client_name,
    number: data.number,
    status: data.status,
    period_from: data.period_from,
    period_to: data.period_to,
    issue_date: data.issue_date,
    due_date: data.due_date,
    currency: data.currency,
    subtotal: data.subtotal,
    tax_amount: data.tax_amount,
    total: data.total,
    automatic: data.automatic,
    sent_at: data.sent_at,
    paid_at: data.paid_at,
    voided_at: data.voided_at,
    updated_at: data.updated_at,
  };
}

export function newInvoiceBody(data: InvoiceSummaryData): NewInvoiceBody {
  return {
    event: 'new_invoice',
    payload: invoicePayload(data),
    criteria: { team_id: data.team_id },
  };
}

export function invoiceUpdatedBody(
  change: InvoiceChange,
  data: InvoiceSummaryData,
): InvoiceUpdatedBody {
  return {
    event: 'invoice_updated',
    payload: { ...invoicePayload(data), change },
    criteria: { team_id: data.team_id },
  };
}

/** What webhookOf answers: the webhook; none, on purpose; or why the data cannot make one. */
export type WebhookOutcome =
  | { webhook: EventWebhook; none?: undefined; problem?: undefined }
  | { none: string; webhook?: undefined; problem?: undefined }
  | { problem: string; webhook?: undefined; none?: undefined };

const built = (body: WebhookBody): WebhookOutcome => ({
  webhook: { kind: body.event, teamId: body.criteria.team_id, body: JSON.stringify(body) },
});

/** The event's data read with the schema, made into a body; or what is wrong with it. */
function bodyOf<T>(
  schema: Joi.ObjectSchema<T>,
  event: DomainEvent,
  make: (data: T) => WebhookBody | { none: string },
): WebhookOutcome {
  const checked = checkEventData(schema, event);
  if (checked.problem !== undefined) return { problem: checked.problem };
  const made = make(checked.data);
  return 'none' in made ? { none: made.none } : built(made);
}

/** The event's webhook, none (a timer's entry as it is created), or why its data cannot make one. */
export function webhookOf(event: DomainEvent): WebhookOutcome {
  switch (event.type) {
    case ClientCreated.type:
      return bodyOf(clientCreatedSchema, event, newClientBody);
    case ScheduleCreated.type:
      return bodyOf(scheduleCreatedSchema, event, newScheduleBody);
    case TimeEntryCreated.type:
      return bodyOf(timeEntryCreatedSchema, event, (data) =>
        // A timer's entry, running, also comes as timer.started (and, ended, as
        // timer.stopped): new_time_entry is for entries created whole (docs/adr/0043-new-time-entry-webhook-fires-for-manual-entries-only.md).
        data.source === 'timer'
          ? { none: "a timer's entry is told by timer_started and timer_stopped" }
          : timeEntryBody('new_time_entry', data),
      );
    case TimerStarted.type:
      return bodyOf(timerStartedSchema, event, (data) => timeEntryBody('timer_started', data));
    case TimerStopped.type:
      return bodyOf(timerStoppedSchema, event, (data) => timeEntryBody('timer_stopped', data));
    case TimesheetApproved.type:
      return bodyOf(timesheetApprovedSchema, event, timesheetApprovedBody);
    case BudgetThresholdReached.type:
      return bodyOf(budgetThresholdReachedSchema, event, budgetAlertBody);
    case InvoiceCreated.type:
      return bodyOf(invoiceCreatedSchema, event, newInvoiceBody);
    case InvoiceSent.type:
      return bodyOf(invoiceSentSchema, event, (data) => invoiceUpdatedBody('sent', data));
    case InvoicePaid.type:
      return bodyOf(invoicePaidSchema, event, (data) => invoiceUpdatedBody('paid', data));
    case InvoiceVoided.type:
      return bodyOf(invoiceVoidedSchema, event, (data) => invoiceUpdatedBody('voided', data));
    case ExpenseCreated.type:
      return bodyOf(expenseCreatedSchema, event, newExpenseBody);
    case TimeOffApproved.type:
      return bodyOf(timeOffApprovedSchema, event, timeOffApprovedBody);
    case InvoiceLateFeeAdded.type:
      return bodyOf(invoiceLateFeeAddedSchema, event, (data) =>
        invoiceUpdatedBody('late_fee_added', data),
      );
    default:
      return { problem: `no webhook is sent for ${event.type} events` };
  }
}
