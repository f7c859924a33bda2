// What mail an event asks for (the list heads mail-consumer.ts): its template, recipient
// and text, or why it can make none. Identity is asked only by events that name people
// by id, and invoices (for a PDF) only when an invoice's mail is sent.
import {
  BudgetAlertMailRequested,
  InvoiceLateFeeAdded,
  InvoiceReminderDue,
  InvoiceSent,
  TaskAssigneeChanged,
  TeamInvitationSent,
  TeamMemberAdded,
  TimerStoppedAtLimit,
  ExportFinished,
  type ExportFinishedData,
  TimesheetRejected,
  UserPasswordResetRequested,
  UserRegistered,
  type DomainEvent,
} from '@workmesh/platform';
import {
  budgetAlertMailRequestedSchema,
  invitationSentSchema,
  invoiceLateFeeMailSchema,
  invoiceReminderMailSchema,
  invoiceSentMailSchema,
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
import {
  AttachmentGoneError,
  contactsFor,
  recipientIn,
  recipientOf,
  type ComposedMail,
  type MailCompositionDeps,
  type NoMail,
} from './composed-mail';
import type { IdentityDirectory } from './identity-directory';
import { composeTimeOffReview, TIME_OFF_MAILS } from './mail-composition-time-off';
import type { InvoicesDirectory } from './invoices-directory';
import type { InvoiceMailValues, MailTemplates } from './mail-templates';

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
      ...(alert.currency ? { currency: alert.currency } : {}),
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
  template: 'invoice_sent' | 'invoice_reminder' | 'invoice_late_fee';
  schema: typeof invoiceSentMailSchema;
}

const INVOICE_MAILS: ReadonlyMap<string, InvoiceMail> = new Map<string, InvoiceMail>([
  [InvoiceSent.type, { template: 'invoice_sent', schema: invoiceSentMailSchema }],
  [InvoiceReminderDue.type, { template: 'invoice_reminder', schema: invoiceReminderMailSchema }],
  [InvoiceLateFeeAdded.type, { template: 'invoice_late_fee', schema: invoiceLateFeeMailSchema }],
]);

const INVOICE_TEMPLATES = {
  invoice_sent: (templates: MailTemplates, values: InvoiceMailValues) =>
    templates.invoiceSent(values),
  invoice_reminder: (templates: MailTemplates, values: InvoiceMailValues) =>
    templates.invoiceReminder(values),
  invoice_late_fee: (templates: MailTemplates, values: InvoiceMailValues) =>
    templates.invoiceLateFee(values),
} as const;

/**
 * invoice.sent, invoice.reminder_due or invoice.late_fee_added → the client's mail, to the address the event
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
    mail: INVOICE_TEMPLATES[template](templates, values),
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

/**
 * export.finished → the requester's mail (docs/exports.md): their address and name from
 * identity. Throws IdentityUnavailableError when identity does not answer.
 */
async function composeExportFinished(
  event: DomainEvent,
  templates: MailTemplates,
  identity: Pick<IdentityDirectory, 'contactsOf'>,
): Promise<ComposedMail> {
  const template = 'export_finished';
  const { value, error } = ExportFinished.schema.validate(event.data, { convert: false });
  if (error) return { template, to: '', invalid: error.message };
  const data: ExportFinishedData = value;
  const recipient = recipientIn(
    await contactsFor(identity, template, [data.requested_by]),
    data.requested_by,
  );
  if (recipient.problem !== undefined) return { template, to: '', invalid: recipient.problem };
  const { contact } = recipient;
  return {
    template,
    to: contact.email,
    name: contact.name,
    mail: templates.exportFinished({
      recipientName: contact.name,
      exportId: data.export_id,
      personal: data.team_id === 0,
      done: data.status === 'done',
    }),
  };
}

/** The mails of events that name people by id only: their addresses are asked of identity. */
const COMPOSED_WITH_IDENTITY = new Map<string, typeof composeTimesheetRejected>([
  [TimesheetRejected.type, composeTimesheetRejected],
  [BudgetAlertMailRequested.type, composeBudgetAlert],
  [TimerStoppedAtLimit.type, composeTimerStoppedAtLimit],
  [ExportFinished.type, composeExportFinished],
]);

/**
 * The mail an event asks for; identity is asked only by events that name people by id, and
 * invoices (for a PDF) only when an invoice's mail is sent.
 */
export async function composeMail(
  event: DomainEvent,
  { templates, identity, invoices }: MailCompositionDeps,
): Promise<ComposedMail | NoMail> {
  const withIdentity = COMPOSED_WITH_IDENTITY.get(event.type);
  if (withIdentity) return withIdentity(event, templates, identity);
  const timeOffMail = TIME_OFF_MAILS.get(event.type);
  if (timeOffMail) return composeTimeOffReview(event, timeOffMail, templates, identity);
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
