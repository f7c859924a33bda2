// The outgoing webhook kinds (docs/webhooks.md): which domain events fire
// each, and the fields of its body's `payload`, taken from those events' contracts. The
// notifier routes events to kinds with WEBHOOK_KIND_OF; the AsyncAPI document
// (asyncapi-document.ts) describes each kind's body from WEBHOOK_KINDS.
import { Joi } from '../../joi';
import { ClientCreated } from './clients';
import {
  InvoiceCreated,
  InvoiceLateFeeAdded,
  InvoicePaid,
  InvoiceSent,
  InvoiceVoided,
  type InvoiceEventData,
} from './invoices';
import type { WebhookEvent } from './notifier';
import { ScheduleCreated, TimeOffApproved } from './scheduling';
import type { ExpenseData } from './expense-data';
import {
  BudgetThresholdReached,
  ExpenseCreated,
  TimeEntryCreated,
  TimerStarted,
  TimerStopped,
  TimesheetApproved,
  type TimeEntryData,
} from './tracking';

export interface WebhookKind {
  readonly kind: WebhookEvent;
  readonly description: string;
  /** The events (their contracts) that fire it. */
  readonly firedBy: readonly { readonly type: string; readonly source: string }[];
  /** The body's `payload`: fields of the events' data (the body is `{event, payload, criteria: {team_id}}`). */
  readonly payload: Joi.ObjectSchema;
}

/** The entry as the API shows it: the event's entry without `revision` (it orders the entry's events). */
const TIME_ENTRY_PAYLOAD_FIELDS = (
  Object.keys(TimeEntryCreated.schema.describe().keys) as (keyof TimeEntryData)[]
).filter((field) => field !== 'revision');

/** The expense as the API shows it: the event's expense without `revision` (issue 35). */
export const EXPENSE_PAYLOAD_FIELDS = (
  Object.keys(ExpenseCreated.schema.describe().keys) as (keyof ExpenseData)[]
).filter((field) => field !== 'revision');

/** What a new_schedule webhook sends of schedule.created (scheduling adds timezone, entries, created_by). */
export const SCHEDULE_WEBHOOK_FIELDS = [
  'user_id',
  'team_id',
  'sid',
  'title',
  'hours',
  'shift_start',
  'shift_end',
  'start_date',
  'end_date',
  'repetition',
  'day_repeat',
  'retrieved_at',
] as const;

/** The invoice's summary as the API shows it, in the webhooks (and the notifier's view): no client address. */
export const INVOICE_WEBHOOK_FIELDS = [
  'invoice_id',
  'team_id',
  'team_name',
  'client_id',
  'client_name',
  'number',
  'status',
  'period_from',
  'period_to',
  'issue_date',
  'due_date',
  'currency',
  'subtotal',
  'tax_amount',
  'total',
  'automatic',
  'sent_at',
  'paid_at',
  'voided_at',
  'updated_at',
] as const satisfies readonly (keyof InvoiceEventData)[];

// The contracts' rules may let a newer producer's fields through; a body carries exactly these.
const exactly = (schema: Joi.ObjectSchema) => schema.unknown(false);
const timeEntryPayload = exactly(TimeEntryCreated.pick(...TIME_ENTRY_PAYLOAD_FIELDS));
const invoicePayload = exactly(InvoiceCreated.pick(...INVOICE_WEBHOOK_FIELDS));

export const WEBHOOK_KINDS: readonly WebhookKind[] = [
  {
    kind: 'new_client',
    description: 'A client was created (the spec).',
    firedBy: [ClientCreated],
    payload: exactly(ClientCreated.pick('id', 'name', 'profile', 'retrieved_at')),
  },
  {
    kind: 'new_schedule',
    description: 'A schedule was added: one webhook per assigned member (the spec).',
    firedBy: [ScheduleCreated],
    payload: exactly(ScheduleCreated.pick(...SCHEDULE_WEBHOOK_FIELDS)),
  },
  {
    kind: 'new_time_entry',
    description: 'A manual time entry was created (a timer’s entry is told by timer_started).',
    firedBy: [TimeEntryCreated],
    payload: timeEntryPayload,
  },
  {
    kind: 'timer_started',
    description: 'A timer was started: its running entry.',
    firedBy: [TimerStarted],
    payload: timeEntryPayload,
  },
  {
    kind: 'timer_stopped',
    description: 'A timer was stopped: its ended entry.',
    firedBy: [TimerStopped],
    payload: timeEntryPayload,
  },
  {
    kind: 'timesheet_approved',
    description: 'A week was approved: the timesheet without its days and entries.',
    firedBy: [TimesheetApproved],
    payload: exactly(TimesheetApproved.schema),
  },
  {
    kind: 'budget_alert',
    description: "A client's budget crossed a threshold.",
    firedBy: [BudgetThresholdReached],
    payload: exactly(
      BudgetThresholdReached.pick(
        'client_id',
        'team_id',
        'threshold',
        'used_percent',
        'used_hours',
        'used_cost',
        'currency',
        'period_from',
      ),
    ),
  },
  {
    kind: 'new_invoice',
    description: 'An invoice was drafted: its summary.',
    firedBy: [InvoiceCreated],
    payload: invoicePayload,
  },
  {
    kind: 'invoice_updated',
    description:
      'An invoice was sent, paid or voided, or a late fee was added to it: its summary after the change, and which.',
    firedBy: [InvoiceSent, InvoicePaid, InvoiceVoided, InvoiceLateFeeAdded],
    payload: invoicePayload.keys({
      change: Joi.string().valid('sent', 'paid', 'voided', 'late_fee_added').required(),
    }),
  },
  {
    kind: 'new_expense',
    description: 'An expense was recorded: the expense as the API shows it (issue 35).',
    firedBy: [ExpenseCreated],
    payload: exactly(ExpenseCreated.pick(...EXPENSE_PAYLOAD_FIELDS)),
  },
  {
    kind: 'time_off_approved',
    description:
      'A time-off request was approved (or made under a policy that needs no approval): the request as the API shows it (issue 36).',
    firedBy: [TimeOffApproved],
    payload: exactly(TimeOffApproved.schema),
  },
];

/** The domain events that fire webhooks, and the kind each fires. */
export const WEBHOOK_KIND_OF: Readonly<Record<string, WebhookEvent>> = Object.fromEntries(
  WEBHOOK_KINDS.flatMap(({ kind, firedBy }) => firedBy.map((contract) => [contract.type, kind])),
);
