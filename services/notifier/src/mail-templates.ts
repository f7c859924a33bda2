// Every mail the product sends, each with a text and an HTML part: here (accounts, teams,
// tasks), the time-tracking mails in mail-templates-tracking.ts, the client's invoice mails
// in mail-templates-invoices.ts and the time-off mails in mail-templates-time-off.ts
// (createMailTemplates adds them).
// Links are built from PUBLIC_URL (the invitation's from INVITATION_ACCEPT_URL); every interpolated value is HTML-escaped in the
// HTML part and every query value is URL-encoded, so a name such as
// `<script>` or a token with `&` in it can neither inject markup nor break a link.
// What every mail shares (the frame, escaping, cleaning): mail-layout.ts.

import {
  cleanName,
  cleanText,
  displayName,
  escapeHtml,
  home,
  htmlLayout,
  link,
  linkTo,
  type MailTemplateSettings,
  type RenderedMail,
} from './mail-layout';
import { createInvoiceMailTemplates, type InvoiceMailTemplates } from './mail-templates-invoices';
import { createTimeOffMailTemplates, type TimeOffMailTemplates } from './mail-templates-time-off';
import { createExportMailTemplates, type ExportMailTemplates } from './mail-templates-exports';
import { createTrackingMailTemplates, type TrackingMailTemplates } from './mail-templates-tracking';

export type { InvoiceMailValues } from './mail-templates-invoices';
export type { TimeOffReviewValues } from './mail-templates-time-off';
export {
  budgetPeriod,
  instantIn,
  weekDays,
  type BudgetAlertValues,
  type TimerStoppedAtLimitValues,
  type TimesheetRejectedValues,
} from './mail-templates-tracking';

export {
  cleanName,
  cleanText,
  dayText,
  escapeHtml,
  moneyText,
  type MailTemplateSettings,
  type RenderedMail,
} from './mail-layout';

export interface EmailVerificationValues {
  name: string;
  token: string;
}

export interface PasswordResetValues {
  name: string;
  email: string;
  token: string;
  /** When the link stops working (ISO 8601), if the event says. */
  expiresAt?: string;
}

export interface TeamInvitationValues {
  teamName: string;
  inviterName: string;
  /** The role the invitee will have: owner, manager or member. */
  role: string;
  token: string;
  /** When the invitation stops working (ISO 8601), if the event says. */
  expiresAt?: string;
}

export interface TeamMemberAddedValues {
  teamName: string;
  role: string;
}

export interface TaskAssignedValues {
  taskId: number;
  taskName: string;
  projectName: string;
  assigneeName: string;
  /** Who made the change. */
  assignerName: string;
  /** The assigner's note, possibly several lines; '' when none. */
  comment: string;
}

export interface MailTemplates
  extends TimeOffMailTemplates, InvoiceMailTemplates, TrackingMailTemplates, ExportMailTemplates {
  emailVerification(values: EmailVerificationValues): RenderedMail;
  passwordReset(values: PasswordResetValues): RenderedMail;
  teamInvitation(values: TeamInvitationValues): RenderedMail;
  teamMemberAdded(values: TeamMemberAddedValues): RenderedMail;
  taskAssigned(values: TaskAssignedValues): RenderedMail;
}

/** "as a manager", "as an owner": a role with its article. */
function asRole(role: string): string {
  const cleaned = cleanName(role).toLowerCase() || 'member';
  return `as ${/^[aeiou]/.test(cleaned) ? 'an' : 'a'} ${cleaned}`;
}

function formatExpiry(expiresAt: string | undefined): string | undefined {
  if (expiresAt === undefined) return undefined;
  const time = Date.parse(expiresAt);
  if (Number.isNaN(time)) return undefined;
  return new Date(time).toUTCString();
}

export function createMailTemplates(settings: MailTemplateSettings): MailTemplates {
  const product = settings.productName;
  const productHtml = escapeHtml(product);

  return {
    ...createTimeOffMailTemplates(settings),
    ...createInvoiceMailTemplates(settings),
    ...createTrackingMailTemplates(settings),
    ...createExportMailTemplates(settings),

    emailVerification({ name, token }) {
      const url = link(settings.publicUrl, '/api/v3/user/verify-email', { token });
      const who = displayName(name);
      return {
        subject: `Verify your email address for ${product}`,
        text: [
          `Hi ${who},`,
          '',
          `Welcome to ${product}! Please confirm your email address by opening this link:`,
          '',
          url,
          '',
          `If you did not create a ${product} account, you can ignore this email.`,
          '',
          `— The ${product} team`,
        ].join('\n'),
        html: htmlLayout({
          title: `Verify your email address`,
          paragraphs: [
            `Hi ${escapeHtml(who)},`,
            `Welcome to ${productHtml}! Please confirm your email address.`,
          ],
          buttonLabel: 'Verify email address',
          href: url,
          footer: `If you did not create a ${productHtml} account, you can ignore this email.`,
        }),
      };
    },

    passwordReset({ name, email, token, expiresAt }) {
      const url = link(settings.publicUrl, '/reset-password', { token, email });
      const who = displayName(name);
      const expiry = formatExpiry(expiresAt);
      const expiryLine = expiry
        ? `The link works once and expires on ${expiry}.`
        : 'The link works once and expires soon.';
      return {
        subject: `Reset your ${product} password`,
        text: [
          `Hi ${who},`,
          '',
          `Someone asked to reset the password of your ${product} account. To choose a new password, open this link:`,
          '',
          url,
          '',
          expiryLine,
          `If you did not ask for this, ignore this email: your password stays as it is. For your security, you have been signed out of ${product} everywhere.`,
          '',
          `— The ${product} team`,
        ].join('\n'),
        html: htmlLayout({
          title: 'Reset your password',
          paragraphs: [
            `Hi ${escapeHtml(who)},`,
            `Someone asked to reset the password of your ${productHtml} account. To choose a new password, use the button below.`,
            escapeHtml(expiryLine),
          ],
          buttonLabel: 'Choose a new password',
          href: url,
          footer: `If you did not ask for this, ignore this email: your password stays as it is. For your security, you have been signed out of ${productHtml} everywhere.`,
        }),
      };
    },

    teamInvitation({ teamName, inviterName, role, token, expiresAt }) {
      const url = linkTo(settings.invitationAcceptUrl, { token });
      const team = cleanName(teamName) || 'a team';
      const inviter = cleanName(inviterName) || 'Someone';
      const expiry = formatExpiry(expiresAt);
      const expiryLine = expiry
        ? `The invitation expires on ${expiry}.`
        : 'The invitation expires soon.';
      const accountLine = `No ${product} account yet? Sign up with this email address, then open the link again.`;
      return {
        subject: `${inviter} invited you to join ${team} on ${product}`,
        text: [
          'Hi,',
          '',
          `${inviter} invited you to join the team ${team} on ${product} ${asRole(role)}. To accept the invitation, open this link:`,
          '',
          url,
          '',
          expiryLine,
          accountLine,
          `If you did not expect this invitation, you can ignore this email.`,
          '',
          `— The ${product} team`,
        ].join('\n'),
        html: htmlLayout({
          title: `Join ${escapeHtml(team)} on ${productHtml}`,
          paragraphs: [
            'Hi,',
            `<strong>${escapeHtml(inviter)}</strong> invited you to join the team <strong>${escapeHtml(team)}</strong> on ${productHtml} ${escapeHtml(asRole(role))}.`,
            escapeHtml(expiryLine),
            escapeHtml(accountLine),
          ],
          buttonLabel: 'Accept the invitation',
          href: url,
          footer: 'If you did not expect this invitation, you can ignore this email.',
        }),
      };
    },

    teamMemberAdded({ teamName, role }) {
      const url = home(settings.publicUrl);
      const team = cleanName(teamName) || 'a team';
      const switchLine = `To work in it, open ${product} and switch to ${team} in your list of teams.`;
      return {
        subject: `You were added to ${team} on ${product}`,
        text: [
          'Hi,',
          '',
          `You were added to the team ${team} on ${product} ${asRole(role)}.`,
          switchLine,
          '',
          url,
          '',
          `If you think this is a mistake, ask the team's owner or a manager to remove you.`,
          '',
          `— The ${product} team`,
        ].join('\n'),
        html: htmlLayout({
          title: `You were added to ${escapeHtml(team)}`,
          paragraphs: [
            'Hi,',
            `You were added to the team <strong>${escapeHtml(team)}</strong> on ${productHtml} ${escapeHtml(asRole(role))}.`,
            escapeHtml(switchLine),
          ],
          buttonLabel: `Open ${productHtml}`,
          href: url,
          footer: `If you think this is a mistake, ask the team&#39;s owner or a manager to remove you.`,
        }),
      };
    },

    taskAssigned({ taskId, taskName, projectName, assigneeName, assignerName, comment }) {
      const url = link(settings.publicUrl, `/tasks/${encodeURIComponent(String(taskId))}`);
      const who = displayName(assigneeName);
      const task = cleanName(taskName);
      const project = cleanName(projectName);
      const assigner = cleanName(assignerName) || 'Someone';
      const note = cleanText(comment);
      const taskText = task ? `the task "${task}"` : 'a task';
      const projectText = project ? ` in the project ${project}` : '';
      const taskHtml = task ? `the task <strong>${escapeHtml(task)}</strong>` : 'a task';
      const projectHtml = project ? ` in the project <strong>${escapeHtml(project)}</strong>` : '';
      return {
        subject: task ? `You were assigned "${task}"` : `You were assigned a task on ${product}`,
        text: [
          `Hi ${who},`,
          '',
          `${assigner} assigned you ${taskText}${projectText} on ${product}.`,
          ...(note ? ['', `${assigner} wrote:`, '', note] : []),
          '',
          'To open the task, follow this link:',
          '',
          url,
          '',
          `You get this email because the task was assigned to you.`,
          '',
          `— The ${product} team`,
        ].join('\n'),
        html: htmlLayout({
          title: task
            ? `You were assigned &quot;${escapeHtml(task)}&quot;`
            : 'You were assigned a task',
          paragraphs: [
            `Hi ${escapeHtml(who)},`,
            `<strong>${escapeHtml(assigner)}</strong> assigned you ${taskHtml}${projectHtml} on ${productHtml}.`,
            ...(note ? [`${escapeHtml(assigner)} wrote:`] : []),
          ],
          quote: note ? escapeHtml(note).split('\n').join('<br>') : undefined,
          buttonLabel: 'Open the task',
          href: url,
          footer: 'You get this email because the task was assigned to you.',
        }),
      };
    },
  };
}
