// Who consumes which events: every subscription of every process, declared once beside
// the contracts. Each process subscribes with its entry's queue and routing keys, and the
// AsyncAPI document (asyncapi-document.ts) lists the consumers from the same entries.
import { ChangeRecorded } from './changes';
import { ProjectCreated } from './clients';
import { ExportFinished } from './portability';
import {
  SessionRevoked,
  TokenRevoked,
  UserTwoFactorChanged,
  UserCurrentTeamChanged,
  UserPasswordResetRequested,
  UserRegistered,
  UserSessionsRevoked,
} from './identity';
import { InvoiceLateFeeAdded, InvoiceReminderDue, InvoiceSent, InvoiceVoided } from './invoices';
import {
  BudgetAlertMailRequested,
  NotificationMailResult,
  WebhookDeliveryRequested,
} from './notifier';
import { TaskAssigneeChanged, TaskCreated, TaskDeleted, TaskStatusChanged } from './tasks';
import {
  TeamInvitationSent,
  TeamMemberAdded,
  TeamMemberRemoved,
  TeamTwoFactorPolicyChanged,
  TeamMemberRoleChanged,
} from './teams';
import {
  BudgetThresholdReached,
  ExpenseCreated,
  ExpenseDeleted,
  ExpenseUpdated,
  TimeEntryCreated,
  TimeEntryDeleted,
  TimeEntryUpdated,
  TimeEntryRepriced,
  TimerStoppedAtLimit,
  TimesheetApproved,
  TimesheetRejected,
} from './tracking';
import { TimeOffApproved, TimeOffRejected } from './scheduling';
import { WEBHOOK_KIND_OF } from './webhooks';
import { UserErased } from './portability';

export interface EventSubscriptionDeclaration {
  /** The process that consumes (a service, or the gateway). */
  readonly service: string;
  /**
   * The queue's name after `${AMQP_PREFIX}.`; a per-process queue's name is this and a
   * random part.
   */
  readonly queue: string;
  /** Each process (replica) has a queue of its own, exclusive and deleted with its connection. */
  readonly perProcess: boolean;
  /** Bound on the topic exchange `${AMQP_PREFIX}.events`. */
  readonly routingKeys: readonly string[];
  /** What the consumer does with them. */
  readonly purpose: string;
}

export const IDENTITY_TEAM_EVENTS: EventSubscriptionDeclaration = {
  service: 'identity',
  queue: 'identity.team-events',
  perProcess: false,
  routingKeys: [
    ProjectCreated.type,
    TaskCreated.type,
    TeamInvitationSent.type,
    TeamMemberAdded.type,
    TeamMemberRoleChanged.type,
    TeamMemberRemoved.type,
  ],
  purpose: "First-step flags, the User record's role and current team.",
};

export const IDENTITY_MAIL_RESULTS: EventSubscriptionDeclaration = {
  service: 'identity',
  queue: 'identity.mail-results',
  perProcess: true,
  routingKeys: [NotificationMailResult.type],
  purpose: "A password reset logs and counts its mail's result (its answer does not wait for it).",
};

export const CLIENTS_TASK_EVENTS: EventSubscriptionDeclaration = {
  service: 'clients',
  queue: 'clients.task-events',
  perProcess: false,
  routingKeys: [TaskCreated.type, TaskStatusChanged.type, TaskDeleted.type],
  purpose: "A project's task counts.",
};

export const TRACKING_BUDGET_USE: EventSubscriptionDeclaration = {
  service: 'tracking',
  queue: 'tracking.budget-use',
  perProcess: false,
  routingKeys: [
    TimeEntryCreated.type,
    TimeEntryUpdated.type,
    TimeEntryRepriced.type,
    TimeEntryDeleted.type,
    // Issue 35: a total_cost budget counts billable expenses (tracking's expense-budget.ts).
    ExpenseCreated.type,
    ExpenseUpdated.type,
    ExpenseDeleted.type,
  ],
  purpose: "Clients' budget use, and its threshold alerts.",
};

export const TRACKING_INVOICE_VOIDS: EventSubscriptionDeclaration = {
  service: 'tracking',
  queue: 'tracking.invoice-voids',
  perProcess: false,
  routingKeys: [InvoiceVoided.type],
  purpose: "A voided invoice's time entries are released.",
};

export const TRACKING_IMPORT_MEMBERS: EventSubscriptionDeclaration = {
  service: 'tracking',
  queue: 'tracking.import-members',
  perProcess: false,
  routingKeys: [TeamMemberAdded.type],
  purpose: 'Imported entries held for an invited person become their time entries when they join.',
};

export const SCHEDULING_APPROVED_WEEKS: EventSubscriptionDeclaration = {
  service: 'scheduling',
  queue: 'scheduling.approved-weeks',
  perProcess: false,
  // A rejection of an approved week re-opens it (tracking may reject an approved timesheet).
  routingKeys: [TimesheetApproved.type, TimesheetRejected.type],
  purpose: "Members' approved timesheet weeks, in which no time off may be requested.",
};

export const NOTIFIER_MAIL: EventSubscriptionDeclaration = {
  service: 'notifier',
  queue: 'notifier.mail',
  perProcess: false,
  routingKeys: [
    UserRegistered.type,
    UserPasswordResetRequested.type,
    TeamInvitationSent.type,
    TeamMemberAdded.type,
    TaskAssigneeChanged.type,
    TimesheetRejected.type,
    TimerStoppedAtLimit.type,
    BudgetAlertMailRequested.type,
    InvoiceSent.type,
    InvoiceReminderDue.type,
    InvoiceLateFeeAdded.type,
    // A budget alert becomes one mail job per owner and manager (BudgetAlertMailRequested).
    BudgetThresholdReached.type,
    // Time off (issue 36): the member is told of the review.
    TimeOffApproved.type,
    TimeOffRejected.type,
    // Data in and out: the requester of an export is told it is ready.
    ExportFinished.type,
  ],
  purpose: 'The mails (SMTP).',
};

export const NOTIFIER_WEBHOOKS: EventSubscriptionDeclaration = {
  service: 'notifier',
  queue: 'notifier.webhooks',
  perProcess: false,
  routingKeys: Object.keys(WEBHOOK_KIND_OF),
  purpose: 'Records the deliveries of the webhook each event fires (WEBHOOK_KINDS).',
};

export const NOTIFIER_WEBHOOK_DELIVERIES: EventSubscriptionDeclaration = {
  service: 'notifier',
  queue: 'notifier.webhook-deliveries',
  perProcess: false,
  routingKeys: [WebhookDeliveryRequested.type],
  purpose: 'Attempts one webhook delivery (signed HTTP POST), with its retries.',
};

export const GATEWAY_CALLERS: EventSubscriptionDeclaration = {
  service: 'gateway',
  queue: 'gateway.callers',
  perProcess: true,
  routingKeys: [
    UserSessionsRevoked.type,
    UserCurrentTeamChanged.type,
    SessionRevoked.type,
    TokenRevoked.type,
    UserTwoFactorChanged.type,
    TeamTwoFactorPolicyChanged.type,
  ],
  purpose:
    'The caller cache forgets the user; the token cache forgets a revoked token, or every token of a user whose sessions were revoked.',
};

export const AUDIT_CHANGES: EventSubscriptionDeclaration = {
  service: 'audit',
  queue: 'audit.changes',
  perProcess: false,
  routingKeys: [ChangeRecorded.type],
  purpose: "Appends each change to its team's hash-chained audit records, once per event id.",
};

/** Each data-holding service's consumer of user.erased (docs/account-erasure.md). */
const userErasure = (service: string, purpose: string): EventSubscriptionDeclaration => ({
  service,
  queue: `${service}.user-erasure`,
  perProcess: false,
  routingKeys: [UserErased.type],
  purpose,
});

export const TEAMS_USER_ERASURE = userErasure(
  'teams',
  "An erased person's invitations lose their address (pending ones are withdrawn); the outbox is redacted.",
);
export const CLIENTS_USER_ERASURE = userErasure(
  'clients',
  "An erased person's traces in the outbox are redacted.",
);
export const TASKS_USER_ERASURE = userErasure(
  'tasks',
  "An erased person's traces in the outbox are redacted.",
);
export const SCHEDULING_USER_ERASURE = userErasure(
  'scheduling',
  "An erased person's traces in the outbox are redacted.",
);
export const TRACKING_USER_ERASURE = userErasure(
  'tracking',
  "An erased person's traces in the outbox are redacted.",
);
export const INVOICES_USER_ERASURE = userErasure(
  'invoices',
  'An erased person\'s name on invoices becomes "Deleted user #id"; the outbox is redacted.',
);
export const NOTIFIER_USER_ERASURE = userErasure(
  'notifier',
  'Mails to an erased person lose their address; webhook bodies naming them are redacted.',
);
export const AUDIT_USER_ERASURE = userErasure(
  'audit',
  "Audit records keep only an erased person's id: names and addresses in their changes are redacted.",
);

export const EVENT_SUBSCRIPTIONS: readonly EventSubscriptionDeclaration[] = [
  IDENTITY_TEAM_EVENTS,
  IDENTITY_MAIL_RESULTS,
  CLIENTS_TASK_EVENTS,
  TRACKING_BUDGET_USE,
  TRACKING_INVOICE_VOIDS,
  TRACKING_IMPORT_MEMBERS,
  SCHEDULING_APPROVED_WEEKS,
  NOTIFIER_MAIL,
  NOTIFIER_WEBHOOKS,
  NOTIFIER_WEBHOOK_DELIVERIES,
  GATEWAY_CALLERS,
  AUDIT_CHANGES,
  TEAMS_USER_ERASURE,
  CLIENTS_USER_ERASURE,
  TASKS_USER_ERASURE,
  SCHEDULING_USER_ERASURE,
  TRACKING_USER_ERASURE,
  INVOICES_USER_ERASURE,
  NOTIFIER_USER_ERASURE,
  AUDIT_USER_ERASURE,
];
