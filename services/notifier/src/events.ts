// The events the notifier consumes and records (docs/events.md). Their
// contracts (type names, data, rules) are platform's: events/contracts/. The notifier
// reads of each event the fields its mail or webhook body uses, with the contract's
// rules (a producer may add more).
import {
  INVOICE_WEBHOOK_FIELDS,
  SCHEDULE_WEBHOOK_FIELDS,
  BudgetAlertMailRequested,
  BudgetThresholdReached,
  ClientCreated,
  InvoiceCreated,
  InvoicePaid,
  InvoiceLateFeeAdded,
  InvoiceReminderDue,
  InvoiceSent,
  InvoiceVoided,
  NotificationMailResult,
  ScheduleCreated,
  TaskAssigneeChanged,
  TeamInvitationSent,
  TeamMemberAdded,
  TimeEntryCreated,
  TimerStarted,
  TimerStopped,
  TimerStoppedAtLimit,
  TimesheetApproved,
  TimesheetRejected,
  TimeOffApproved,
  TimeOffRejected,
  UserPasswordResetRequested,
  UserRegistered,
  WebhookDeliveryRequested,
  changeRecorded,
  type BudgetAlertMailRequestedData,
  type ChangeRecordedData,
  type Changes,
  type DomainEvent,
  type EventDataOf,
  type WebhookDeliveryRequestedData,
} from '@workmesh/platform';

export const userRegisteredSchema = UserRegistered.pick(
  'user_id',
  'name',
  'email',
  'verification_token',
);
export type UserRegisteredData = EventDataOf<typeof userRegisteredSchema>;

export const passwordResetRequestedSchema = UserPasswordResetRequested.schema;
export type PasswordResetRequestedData = EventDataOf<typeof passwordResetRequestedSchema>;

export const invitationSentSchema = TeamInvitationSent.schema;
export type InvitationSentData = EventDataOf<typeof invitationSentSchema>;

// invited_by is identity's business.
export const memberAddedSchema = TeamMemberAdded.pick(
  'team_id',
  'team_name',
  'user_id',
  'email',
  'role',
  'via',
);
export type MemberAddedData = EventDataOf<typeof memberAddedSchema>;

// What the mail needs: the task, the project, the assignee and who assigned it.
export const taskAssigneeChangedSchema = TaskAssigneeChanged.pick(
  'task_id',
  'task_name',
  'project_name',
  'assignee_user_id',
  'assignee_email',
  'assignee_name',
  'comment',
  'changed_by_name',
);
export type AssigneeChangedData = EventDataOf<typeof taskAssigneeChangedSchema>;

export const mailResultEvent = NotificationMailResult.make;

/** client.created, the fields its new_client webhook uses (clients adds email, user_id). */
export const clientCreatedSchema = ClientCreated.pick(
  'id',
  'name',
  'profile',
  'team_id',
  'retrieved_at',
);
export type ClientCreatedData = EventDataOf<typeof clientCreatedSchema>;

/** schedule.created, the fields its new_schedule webhook uses (scheduling adds timezone, entries, created_by). */
export const scheduleCreatedSchema = ScheduleCreated.pick(...SCHEDULE_WEBHOOK_FIELDS);
export type ScheduleCreatedData = EventDataOf<typeof scheduleCreatedSchema>;

// Tracking's events carry the entry or the week as the API shows it; the webhooks send
// all of it (the payload is "the entry or timesheet"), so the whole contract is read.
/** time_entry.created: a manual entry, or a timer's entry as it starts (new_time_entry). */
export const timeEntryCreatedSchema = TimeEntryCreated.schema;
/** timer.started: the running entry (timer_started). */
export const timerStartedSchema = TimerStarted.schema;
/** timer.stopped: the entry the stop ended (timer_stopped). */
export const timerStoppedSchema = TimerStopped.schema;
export type TimeEntryEventData = EventDataOf<typeof timeEntryCreatedSchema>;

/** timesheet.approved: the week, its totals and review, without its entries (timesheet_approved). */
export const timesheetApprovedSchema = TimesheetApproved.schema;
export type TimesheetEventData = EventDataOf<typeof timesheetApprovedSchema>;

/** timesheet.rejected, what the rejection mail tells: whose week, which, who, and why. */
export const timesheetRejectedSchema = TimesheetRejected.pick(
  'team_id',
  'user_id',
  'week',
  'from',
  'to',
  'timezone',
  'reviewed_by',
  'comment',
);
export type TimesheetRejectedData = EventDataOf<typeof timesheetRejectedSchema>;

// Scheduling's time-off events (issue 36) carry the request as the API shows it.
/** What a time-off mail tells: whose request, under which policy, which days, who and why. */
const TIME_OFF_MAIL_FIELDS = [
  'id',
  'team_id',
  'user_id',
  'policy_name',
  'paid',
  'unit',
  'from',
  'to',
  'half_day',
  'amount',
  'comment',
  'reviewed_by',
] as const;

/** time_off.approved: the member's mail. */
export const timeOffApprovedMailSchema = TimeOffApproved.pick(...TIME_OFF_MAIL_FIELDS);
/** time_off.rejected: the member's mail, with the reviewer's comment. */
export const timeOffRejectedMailSchema = TimeOffRejected.pick(...TIME_OFF_MAIL_FIELDS);
export type TimeOffMailData = EventDataOf<typeof timeOffApprovedMailSchema>;

/** time_off.approved: the request as the API shows it (time_off_approved). */
export const timeOffApprovedSchema = TimeOffApproved.schema;
export type TimeOffRequestEventData = EventDataOf<typeof timeOffApprovedSchema>;

/**
 * client.budget_threshold_reached (issue 19): the whole alert, for its budget_alert webhook
 * and its mails to the team's owners and managers.
 */
export const budgetThresholdReachedSchema = BudgetThresholdReached.schema;
export type BudgetAlertData = EventDataOf<typeof budgetThresholdReachedSchema>;

/** notification.budget_alert_mail_requested: the notifier's own job, one mail of an alert. */
export const budgetAlertMailRequestedSchema = BudgetAlertMailRequested.schema;
export type BudgetAlertMailData = EventDataOf<typeof budgetAlertMailRequestedSchema>;

export function budgetAlertMailRequested(
  data: BudgetAlertMailRequestedData,
): DomainEvent<BudgetAlertMailRequestedData> {
  return BudgetAlertMailRequested.make(data);
}

/** timer.stopped_at_limit (issue 19), what its mail tells: whose timer, which limit, the entry. */
export const timerStoppedAtLimitSchema = TimerStoppedAtLimit.schema;
export type TimerStoppedAtLimitData = EventDataOf<typeof timerStoppedAtLimitSchema>;

// The invoices service's events (issue 20) all carry the invoice's summary after the change.
/** What the webhooks send of it: all of it but the client's address (webhook-bodies.ts says why). */
const INVOICE_SUMMARY_FIELDS = INVOICE_WEBHOOK_FIELDS;

/** invoice.created: the new draft (new_invoice). */
export const invoiceCreatedSchema = InvoiceCreated.pick(...INVOICE_SUMMARY_FIELDS);
/** invoice.sent, invoice.paid, invoice.voided: the invoice after the change (invoice_updated). */
export const invoiceSentSchema = InvoiceSent.pick(...INVOICE_SUMMARY_FIELDS);
export const invoicePaidSchema = InvoicePaid.pick(...INVOICE_SUMMARY_FIELDS);
export const invoiceVoidedSchema = InvoiceVoided.pick(...INVOICE_SUMMARY_FIELDS);
/** invoice.late_fee_added: the invoice with its new total (invoice_updated, and the client's mail). */
export const invoiceLateFeeAddedSchema = InvoiceLateFeeAdded.pick(...INVOICE_SUMMARY_FIELDS);
export type InvoiceSummaryData = EventDataOf<typeof invoiceCreatedSchema>;

/** What the mail of a sent invoice and of its reminder tells, and whom, and which PDF it attaches. */
const INVOICE_MAIL_FIELDS = [
  'invoice_id',
  'team_id',
  'team_name',
  'client_name',
  'client_email',
  'number',
  'period_from',
  'period_to',
  'issue_date',
  'due_date',
  'currency',
  'total',
] as const;

/** invoice.sent: the invoice mailed to the client, its PDF attached. */
export const invoiceSentMailSchema = InvoiceSent.pick(...INVOICE_MAIL_FIELDS);
/** invoice.reminder_due: the reminder mailed to the client, the PDF attached again. */
export const invoiceReminderMailSchema = InvoiceReminderDue.pick(...INVOICE_MAIL_FIELDS);
/** invoice.late_fee_added: the late-fee notice mailed to the client, the PDF with the fee attached. */
export const invoiceLateFeeMailSchema = InvoiceLateFeeAdded.pick(...INVOICE_MAIL_FIELDS);
export type InvoiceMailData = EventDataOf<typeof invoiceSentMailSchema>;

export const webhookDeliveryRequestedSchema = WebhookDeliveryRequested.schema;

export function webhookDeliveryRequested(
  deliveryId: number,
): DomainEvent<WebhookDeliveryRequestedData> {
  return WebhookDeliveryRequested.make({ delivery_id: deliveryId });
}

/** The envelope's `source` of the change.recorded events the notifier records. */
export const NOTIFIER_SOURCE = 'notifier';

/** The audit actions of the notifier's API writes, by rpc (change.recorded, docs/audit.md). */
export const NOTIFIER_AUDIT_ACTIONS = {
  CreateWebhook: 'webhook.created',
  DeleteWebhook: 'webhook.deleted',
  ReplayDelivery: 'webhook_delivery.replayed',
} as const;

export type NotifierAuditAction =
  (typeof NOTIFIER_AUDIT_ACTIONS)[keyof typeof NOTIFIER_AUDIT_ACTIONS];

/**
 * Fields never recorded: bookkeeping, and a delivery's body and attempt log (the event's
 * payload and the receiver's answers, not the caller's change). A subscription's signing
 * secret is never in its record (and platform's diff helpers drop any `secret` field).
 */
export const NOTIFIER_AUDIT_OMIT = ['created_at', 'body', 'attempt_log', 'secret'] as const;

/** change.recorded of a webhook or delivery write. */
export function notifierChangeRecorded(
  action: NotifierAuditAction,
  object: { team_id: number; object_type: 'webhook' | 'webhook_delivery'; object_id: number },
  changes: Changes,
): DomainEvent<ChangeRecordedData> {
  return changeRecorded(NOTIFIER_SOURCE, {
    team_id: object.team_id,
    action,
    object_type: object.object_type,
    object_id: String(object.object_id),
    changes,
    subject_user_id: 0,
  });
}
