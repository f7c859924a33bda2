// The use case: an event that asks for a mail → its template → the relay → the record.
//
//   user.registered                → the email verification mail
//   user.password_reset_requested  → the password reset mail
//   team.invitation_sent           → the invitation mail (to the invited address, accept link)
//   team.member_added, via direct  → the "you were added to <team>" mail
//   team.member_added, via invitation → nothing: the invitee has just accepted
//   task.assignee_changed          → the "you were assigned <task>" mail to the new
//                                    assignee, with the assigner's comment and a task link
//   task.assignee_changed, unassigned → nothing: there is nobody to tell
//   timesheet.rejected             → the "your timesheet was rejected" mail to the member,
//                                    with the reviewer's comment and the week; the event
//                                    names people by id, so their names and the member's
//                                    address are asked of identity (GetUsers)
//   notification.budget_alert_mail_requested → the "client <name> has used N% of its budget"
//                                    mail to one owner or manager (the notifier's own job:
//                                    budget-alert-mail.ts makes one per owner and manager of a
//                                    client.budget_threshold_reached); address from identity
//   timer.stopped_at_limit         → the "your timer was stopped at your weekly limit" mail
//                                    to the member; address from identity
//   invoice.sent                   → the invoice to the client's address (issue 20), its PDF
//                                    attached: asked of invoices (GetInvoicePdfForTeam) when
//                                    the mail is sent, under the event's lease
//   invoice.reminder_due           → the "invoice … is overdue" reminder to the client, the
//                                    PDF attached again
//
// Each event gets one mail at most, however often RabbitMQ delivers it: an attempt
// leases the event's delivery log entry (so a second copy never sends meanwhile),
// and the outcome is recorded in one transaction that claims the event id
// (ProcessedEvents), finishes the delivery log entry and records
// notification.mail_result in the outbox, for identity's reset, which logs and counts it.
//
// Outcomes: sent → result 'sent'. The relay refuses (5xx) or the event cannot make a
// mail → result 'failed', no retry. The relay is unreachable or answers 4xx → thrown,
// so the bus retries later; on the last attempt it counts as failed instead, so that
// the reset waiter gets an answer and nothing is lost silently. Identity not answering
// is retried the same way, and counts as failed on the last attempt; so is invoices not
// giving the PDF. An invoice invoices no longer has → failed, no retry (logged as a
// warning: the invoice is gone, nothing is wrong here).
import {
  BudgetAlertMailRequested,
  InvoiceReminderDue,
  InvoiceSent,
  NOTIFIER_MAIL,
  TaskAssigneeChanged,
  TeamInvitationSent,
  TeamMemberAdded,
  TimerStoppedAtLimit,
  TimesheetRejected,
  UserPasswordResetRequested,
  UserRegistered,
  type DomainEvent,
  type EventHandler,
  type ProcessedEvents,
} from '@workmesh/platform';
import type { NotifierDependencies } from './dependencies';
import {
  budgetAlertMailRequestedSchema,
  invitationSentSchema,
  invoiceReminderMailSchema,
  invoiceSentMailSchema,
  mailResultEvent,
  memberAddedSchema,
  passwordResetRequestedSchema,
  taskAssigneeChangedSchema,
  timerStoppedAtLimitSchema,
  timesheetRejectedSchema,
  userRegisteredSchema,
  type AssigneeChangedData,
  type BudgetAlertMailData,
  type InvitationSentData,
  type InvoiceMailData,
  type MemberAddedData,
  type PasswordResetRequestedData,
  type TimerStoppedAtLimitData,
  type TimesheetRejectedData,
  type UserRegisteredData,
} from './events';
import type { IdentityDirectory, UserContact } from './identity-directory';
import type { InvoicesDirectory } from './invoices-directory';
import { cleanName, type MailTemplates, type RenderedMail } from './mail-templates';
import {
  classifySendError,
  MailSendError,
  SEND_DEADLINE_MS,
  type MailAttachment,
  type Mailer,
} from './mailer';
import type { MailTemplateName } from './models';
import type { OutcomeMetrics } from './outcome-metrics';

export const MAIL_QUEUE = NOTIFIER_MAIL.queue;
/** ProcessedEvents consumer name: event ids this use case has finished with. */
export const MAIL_CONSUMER = 'notifier.mail';

/** An attempt owns its event this long; it outlives the slowest possible send. */
const DELIVERY_LEASE_MS = 2 * SEND_DEADLINE_MS;

export interface MailConsumerDeps extends Pick<
  NotifierDependencies,
  'repository' | 'outbox' | 'logger'
> {
  processedEvents: ProcessedEvents;
  mailer: Mailer;
  templates: MailTemplates;
  /** Names and addresses of users an event names by id only. */
  identity: Pick<IdentityDirectory, 'contactsOf'>;
  /** The PDF of an invoice mailed to its client. */
  invoices: Pick<InvoicesDirectory, 'pdfOf'>;
  /** Counts each attempt by outcome (the notifier's metrics). */
  outcomes: Pick<OutcomeMetrics, 'mail'>;
  /** How many times the bus delivers an event at most: 1 + the number of retry delays. */
  maxAttempts: number;
}

/** The mail an event asks for, or why it cannot make one. */
type ComposedMail =
  | {
      template: MailTemplateName;
      to: string;
      name: string;
      mail: RenderedMail;
      /** What the mail attaches, asked for when it is sent (under the event's lease). */
      attachments?: () => Promise<MailAttachment[]>;
      invalid?: undefined;
    }
  | {
      template: MailTemplateName | null;
      to: string;
      /** Why no mail can be made. */
      invalid: string;
      /** What the record says; default `invalid event: <invalid>`. */
      error?: string;
    };

/** An event of a mail type that, this time, asks for no mail. */
interface NoMail {
  noMail: string;
}

/** Thrown when identity cannot be asked: retrying may mend it. */
export class IdentityUnavailableError extends Error {
  constructor(
    /** The mail that waits for the answer. */
    readonly template: MailTemplateName,
    cause: unknown,
  ) {
    super(`identity could not be asked: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'IdentityUnavailableError';
  }
}

/** What a mail attaches is gone (an invoice invoices no longer has): the mail can never be sent. */
export class AttachmentGoneError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AttachmentGoneError';
  }
}

type Contacts = Awaited<ReturnType<IdentityDirectory['contactsOf']>>;

/** Identity's answer for the users; throws IdentityUnavailableError when it does not answer. */
async function contactsFor(
  identity: Pick<IdentityDirectory, 'contactsOf'>,
  template: MailTemplateName,
  userIds: number[],
): Promise<Contacts> {
  try {
    return await identity.contactsOf(userIds);
  } catch (cause) {
    throw new IdentityUnavailableError(template, cause);
  }
}

/** The recipient identity has an address for, or why there is none. */
function recipientIn(
  contacts: Contacts,
  userId: number,
): { contact: UserContact; problem?: undefined } | { problem: string } {
  const contact = contacts.get(userId);
  if (!contact) return { problem: `identity knows no user ${userId}` };
  if (!contact.email) return { problem: `identity has no address for user ${userId}` };
  return { contact };
}

/**
 * timesheet.rejected → the member's mail: the member's address and name and the
 * reviewer's name, from identity. Throws IdentityUnavailableError when identity does not answer.
 */
async function composeTimesheetRejected(
  event: DomainEvent,
  templates: MailTemplates,
  identity: Pick<IdentityDirectory, 'contactsOf'>,
): Promise<ComposedMail> {
  const template = 'timesheet_rejected';
  const { value, error } = timesheetRejectedSchema.validate(event.data, { convert: false });
  if (error) return { template, to: '', invalid: error.message };
  const data: TimesheetRejectedData = value;
  const contacts = await contactsFor(
    identity,
    template,
    data.reviewed_by === null ? [data.user_id] : [data.user_id, data.reviewed_by],
  );
  const recipient = recipientIn(contacts, data.user_id);
  if (recipient.problem !== undefined) return { template, to: '', invalid: recipient.problem };
  const member = recipient.contact;
  return {
    template,
    to: member.email,
    name: member.name,
    mail: templates.timesheetRejected({
      memberName: member.name,
      reviewerName: data.reviewed_by === null ? '' : (contacts.get(data.reviewed_by)?.name ?? ''),
      week: data.week,
      from: data.from,
      to: data.to,
      timezone: data.timezone,
      comment: data.comment ?? '',
    }),
  };
}

/**
 * notification.budget_alert_mail_requested → one owner's or manager's budget alert: their
 * address and name from identity. Throws IdentityUnavailableError when identity does not answer.
 */
async function composeBudgetAlert(
  event: DomainEvent,
  templates: MailTemplates,
  identity: Pick<IdentityDirectory, 'contactsOf'>,
): Promise<ComposedMail> {
  const template = 'budget_alert';
  const { value, error } = budgetAlertMailRequestedSchema.validate(event.data, { convert: false });
  if (error) return { template, to: '', invalid: error.message };
  const { user_id: userId, alert }: BudgetAlertMailData = value;
  const recipient = recipientIn(await contactsFor(identity, template, [userId]), userId);
  if (recipient.problem !== undefined) return { template, to: '', invalid: recipient.problem };
  const { contact } = recipient;
  return {
    template,
    to: contact.email,
    name: contact.name,
    mail: templates.budgetAlert({
      recipientName: contact.name,
      clientId: alert.client_id,
      clientName: alert.client_name,
      budgetType: alert.budget_type,
      threshold: alert.threshold,
      usedPercent: alert.used_percent,
      usedHours: alert.used_hours,
      usedCost: alert.used_cost,
      limitHours: alert.limit_hours,
      limitCost: alert.limit_cost,
      periodFrom: alert.period_from,
      periodTo: alert.period_to,
      timezone: alert.timezone,
    }),
  };
}

/**
 * timer.stopped_at_limit → the member's mail: their address and name from identity; the
 * stop's time in the entry's zone. Throws IdentityUnavailableError when identity does not answer.
 */
async function composeTimerStoppedAtLimit(
  event: DomainEvent,
  templates: MailTemplates,
  identity: Pick<IdentityDirectory, 'contactsOf'>,
): Promise<ComposedMail> {
  const template = 'timer_stopped_at_limit';
  const { value, error } = timerStoppedAtLimitSchema.validate(event.data, { convert: false });
  if (error) return { template, to: '', invalid: error.message };
  const data: TimerStoppedAtLimitData = value;
  const recipient = recipientIn(
    await contactsFor(identity, template, [data.user_id]),
    data.user_id,
  );
  if (recipient.problem !== undefined) return { template, to: '', invalid: recipient.problem };
  const { contact } = recipient;
  return {
    template,
    to: contact.email,
    name: contact.name,
    mail: templates.timerStoppedAtLimit({
      memberName: contact.name,
      weeklyLimit: data.weekly_limit,
      week: data.week,
      projectName: data.time_entry.project_name,
      taskName: data.time_entry.task_name,
      stoppedAt: data.time_entry.end,
      timezone: data.time_entry.timezone,
    }),
  };
}

/** A client's mail of an invoice (issue 20): its template, and the event's data it reads. */
interface InvoiceMail {
  template: 'invoice_sent' | 'invoice_reminder';
  schema: typeof invoiceSentMailSchema;
}

const INVOICE_MAILS: ReadonlyMap<string, InvoiceMail> = new Map<string, InvoiceMail>([
  [InvoiceSent.type, { template: 'invoice_sent', schema: invoiceSentMailSchema }],
  [InvoiceReminderDue.type, { template: 'invoice_reminder', schema: invoiceReminderMailSchema }],
]);

/**
 * invoice.sent or invoice.reminder_due → the client's mail, to the address the event
 * carries; the invoice's PDF is asked of invoices only when the mail is sent.
 */
function composeInvoiceMail(
  event: DomainEvent,
  mail: InvoiceMail,
  templates: MailTemplates,
  invoices: Pick<InvoicesDirectory, 'pdfOf'>,
): ComposedMail {
  const { template } = mail;
  const { value, error } = mail.schema.validate(event.data, { convert: false });
  if (error) return { template, to: recipientOf(event, 'client_email'), invalid: error.message };
  const data: InvoiceMailData = value;
  const values = {
    teamName: data.team_name,
    clientName: data.client_name,
    number: data.number,
    issueDate: data.issue_date,
    dueDate: data.due_date,
    periodFrom: data.period_from,
    periodTo: data.period_to,
    total: data.total,
    currency: data.currency,
  };
  return {
    template,
    to: data.client_email,
    name: data.client_name,
    mail:
      template === 'invoice_sent'
        ? templates.invoiceSent(values)
        : templates.invoiceReminder(values),
    async attachments() {
      const pdf = await invoices.pdfOf(data.team_id, data.invoice_id);
      if (!pdf)
        throw new AttachmentGoneError(
          `invoices has no invoice ${data.invoice_id} of team ${data.team_id} any more`,
        );
      return [
        {
          filename: pdf.filename || `${data.number}.pdf`,
          content: pdf.content,
          contentType: 'application/pdf',
        },
      ];
    },
  };
}

/** The mails of events that name people by id only: their addresses are asked of identity. */
const COMPOSED_WITH_IDENTITY = new Map<string, typeof composeTimesheetRejected>([
  [TimesheetRejected.type, composeTimesheetRejected],
  [BudgetAlertMailRequested.type, composeBudgetAlert],
  [TimerStoppedAtLimit.type, composeTimerStoppedAtLimit],
]);

/**
 * The mail an event asks for; identity is asked only by events that name people by id, and
 * invoices (for a PDF) only when an invoice's mail is sent.
 */
export async function composeMail(
  event: DomainEvent,
  { templates, identity, invoices }: Pick<MailConsumerDeps, 'templates' | 'identity' | 'invoices'>,
): Promise<ComposedMail | NoMail> {
  const withIdentity = COMPOSED_WITH_IDENTITY.get(event.type);
  if (withIdentity) return withIdentity(event, templates, identity);
  const invoiceMail = INVOICE_MAILS.get(event.type);
  if (invoiceMail) return composeInvoiceMail(event, invoiceMail, templates, invoices);
  return composeFromEvent(event, templates);
}

/** The mail of an event that carries all the mail needs. */
function composeFromEvent(event: DomainEvent, templates: MailTemplates): ComposedMail | NoMail {
  switch (event.type) {
    case UserRegistered.type: {
      const { value, error } = userRegisteredSchema.validate(event.data);
      if (error)
        return { template: 'email_verification', to: recipientOf(event), invalid: error.message };
      const data: UserRegisteredData = value;
      return {
        template: 'email_verification',
        to: data.email,
        name: data.name,
        mail: templates.emailVerification({ name: data.name, token: data.verification_token }),
      };
    }
    case UserPasswordResetRequested.type: {
      const { value, error } = passwordResetRequestedSchema.validate(event.data);
      if (error)
        return { template: 'password_reset', to: recipientOf(event), invalid: error.message };
      const data: PasswordResetRequestedData = value;
      return {
        template: 'password_reset',
        to: data.email,
        name: data.name,
        mail: templates.passwordReset({
          name: data.name,
          email: data.email,
          token: data.reset_token,
          expiresAt: data.expires_at,
        }),
      };
    }
    case TeamInvitationSent.type: {
      const { value, error } = invitationSentSchema.validate(event.data);
      if (error)
        return { template: 'team_invitation', to: recipientOf(event), invalid: error.message };
      const data: InvitationSentData = value;
      return {
        template: 'team_invitation',
        to: data.email,
        // The invitee may not have an account: the address is all we know of them.
        name: '',
        mail: templates.teamInvitation({
          teamName: data.team_name,
          inviterName: data.inviter_name,
          role: data.role,
          token: data.accept_token,
          expiresAt: data.expires_at,
        }),
      };
    }
    case TeamMemberAdded.type: {
      // The invitee accepted the invitation mail a moment ago: nothing to tell them.
      if ((event.data as { via?: unknown } | null)?.via === 'invitation')
        return { noMail: 'the member joined by accepting an invitation' };
      const { value, error } = memberAddedSchema.validate(event.data);
      if (error)
        return { template: 'team_member_added', to: recipientOf(event), invalid: error.message };
      const data: MemberAddedData = value;
      return {
        template: 'team_member_added',
        to: data.email,
        name: '',
        mail: templates.teamMemberAdded({ teamName: data.team_name, role: data.role }),
      };
    }
    case TaskAssigneeChanged.type: {
      // Unassigned: the task has nobody to tell (the previous assignee gets no mail).
      if ((event.data as { assignee_user_id?: unknown } | null)?.assignee_user_id === null)
        return { noMail: 'the task was unassigned' };
      const { value, error } = taskAssigneeChangedSchema.validate(event.data);
      if (error)
        return {
          template: 'task_assigned',
          to: recipientOf(event, 'assignee_email'),
          invalid: error.message,
        };
      const data: AssigneeChangedData = value;
      return {
        template: 'task_assigned',
        to: data.assignee_email,
        name: data.assignee_name,
        mail: templates.taskAssigned({
          taskId: data.task_id,
          taskName: data.task_name,
          projectName: data.project_name,
          assigneeName: data.assignee_name,
          assignerName: data.changed_by_name,
          comment: data.comment,
        }),
      };
    }
    default:
      return {
        template: null,
        to: recipientOf(event),
        invalid: `no mail is sent for ${event.type} events`,
      };
  }
}

export function createMailConsumer(deps: MailConsumerDeps): EventHandler {
  const { repository, logger, outcomes } = deps;
  const deliveries = repository.mailDeliveries;

  /** Claims the event and records its outcome: all of it, or (on error) none of it. */
  async function recordOutcome(
    event: DomainEvent,
    composed: ComposedMail,
    outcome: { status: 'sent' } | { status: 'failed'; error: string },
  ): Promise<boolean> {
    const { applied } = await deps.processedEvents.applyOnce(repository, event, async () => {
      await deliveries.finish(event.id, outcome);
      await deps.outbox.record(
        mailResultEvent({
          event_id: event.id,
          template: composed.template,
          to: composed.to,
          ...outcome,
        }),
      );
    });
    if (applied) deps.outbox.kick();
    return applied;
  }

  /** The event's mail; identity not answering is retried, and on the last attempt it is a failure. */
  async function composeOrGiveUp(
    event: DomainEvent,
    attempt: number,
  ): Promise<ComposedMail | NoMail> {
    try {
      return await composeMail(event, deps);
    } catch (error) {
      if (!(error instanceof IdentityUnavailableError)) throw error;
      const context = { event_id: event.id, event_type: event.type, attempt };
      if (attempt < deps.maxAttempts) {
        logger.warn(context, 'identity could not be asked for the recipient; retrying later');
        throw error;
      }
      return {
        template: error.template,
        to: '',
        invalid: error.message,
        error: `gave up after ${attempt} attempts: ${error.message}`,
      };
    }
  }

  type SendableMail = Extract<ComposedMail, { invalid?: undefined }>;

  /**
   * What the mail attaches, asked for under the lease; null when the attempt ended without
   * a mail (recorded as failed). The attachment gone → failed at once; not to be had now →
   * retried like a relay that cannot take the mail, and a failure on the last attempt.
   */
  async function attachmentsOf(
    event: DomainEvent,
    composed: SendableMail,
    context: Record<string, unknown> & { attempt: number },
  ): Promise<MailAttachment[] | null> {
    if (!composed.attachments) return [];
    try {
      return await composed.attachments();
    } catch (error) {
      if (error instanceof AttachmentGoneError) {
        await recordOutcome(event, composed, { status: 'failed', error: error.message });
        outcomes.mail(composed.template, 'failed_final');
        // Not an error of ours or of the event's: what the mail was about no longer exists.
        logger.warn(
          { ...context, reason: error.message },
          'what the mail attaches is gone: no mail, recorded as failed',
        );
        return null;
      }
      const problem = `the attachment could not be had: ${(error as Error)?.message ?? String(error)}`;
      if (context.attempt < deps.maxAttempts) {
        await deliveries.markRetrying(event.id, problem);
        outcomes.mail(composed.template, 'failed_retrying');
        logger.warn(
          { ...context, reason: problem },
          'the attachment could not be had now; retrying later',
        );
        throw error;
      }
      await recordOutcome(event, composed, {
        status: 'failed',
        error: `gave up after ${context.attempt} attempts: ${problem}`,
      });
      outcomes.mail(composed.template, 'failed_final');
      logger.error({ ...context, reason: problem }, 'mail not sent: recorded as failed');
      return null;
    }
  }

  return async function sendMailForEvent(event, delivery) {
    const composed = await composeOrGiveUp(event, delivery.attempt);
    if ('noMail' in composed) {
      // No mail, so no delivery log entry and no result: nobody waits for one.
      logger.info(
        { event_id: event.id, event_type: event.type, reason: composed.noMail },
        'no mail for this event',
      );
      return;
    }
    const context = {
      event_id: event.id,
      event_type: event.type,
      template: composed.template,
      recipient_domain: domainOf(composed.to),
      attempt: delivery.attempt,
    };

    const reservation = await deliveries.reserve(
      { eventId: event.id, eventType: event.type, template: composed.template, to: composed.to },
      DELIVERY_LEASE_MS,
    );
    if (reservation.outcome === 'finished') {
      logger.info(
        { ...context, status: reservation.delivery.status },
        'event already handled: no mail sent again',
      );
      return;
    }
    if (reservation.outcome === 'busy') {
      // Another copy of this event is being sent right now: come back later (bus retry)
      // and find it finished, or take over if that attempt died.
      throw new Error(`another attempt is sending the mail of event ${event.id}`);
    }

    const kind = composed.template ?? 'none';
    if (composed.invalid !== undefined) {
      await recordOutcome(event, composed, {
        status: 'failed',
        error: composed.error ?? `invalid event: ${composed.invalid}`,
      });
      outcomes.mail(kind, 'failed_final');
      logger.error(
        { ...context, reason: composed.invalid },
        'event cannot make a mail: recorded as failed',
      );
      return;
    }

    const attachments = await attachmentsOf(event, composed, context);
    if (attachments === null) return;

    try {
      await deps.mailer.send({
        to: { name: cleanName(composed.name), address: composed.to },
        ...composed.mail,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    } catch (error) {
      const failure = error instanceof MailSendError ? error : classifySendError(error);
      const failureContext = {
        ...context,
        smtp_code: failure.responseCode,
        error_code: failure.code,
      };
      const lastAttempt = delivery.attempt >= deps.maxAttempts;
      if (failure.kind === 'transient' && !lastAttempt) {
        await deliveries.markRetrying(event.id, failure.message);
        outcomes.mail(kind, 'failed_retrying');
        logger.warn(failureContext, 'the mail relay could not take the mail now; retrying later');
        // The bus logs what it is thrown; the relay's own words (which may quote the
        // address) stay in the delivery log, hence no `cause`.
        // eslint-disable-next-line preserve-caught-error
        throw new Error(
          `the mail relay could not take the mail (${failure.responseCode ?? failure.code ?? 'unknown'})`,
        );
      }
      const reason =
        failure.kind === 'transient'
          ? `gave up after ${delivery.attempt} attempts: ${failure.message}`
          : failure.message;
      await recordOutcome(event, composed, { status: 'failed', error: reason });
      outcomes.mail(kind, 'failed_final');
      logger.error({ ...failureContext, kind: failure.kind }, 'mail not sent: recorded as failed');
      return;
    }

    outcomes.mail(kind, 'sent');
    const recorded = await recordOutcome(event, composed, { status: 'sent' });
    if (recorded) logger.info(context, 'mail sent');
    else logger.warn(context, 'mail sent, but another attempt had already recorded this event');
  };
}

/** The address an event names (in `field`), for the record of a mail it could not make. */
function recipientOf(event: DomainEvent, field = 'email'): string {
  const email = (event.data as Record<string, unknown> | null)?.[field];
  return typeof email === 'string' ? email.slice(0, 320) : '';
}

function domainOf(address: string): string | undefined {
  const at = address.lastIndexOf('@');
  return at >= 0 ? address.slice(at + 1).toLowerCase() : undefined;
}
