// Every mail the product sends, each with a text and an HTML part: here, the client's
// invoice mails in mail-templates-invoices.ts and the time-off mails in
// mail-templates-time-off.ts (createMailTemplates adds them).
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
  instantFormat,
  link,
  linkTo,
  moneyText,
  numberFormat,
  type MailTemplateSettings,
  type RenderedMail,
} from './mail-layout';
import { createInvoiceMailTemplates, type InvoiceMailTemplates } from './mail-templates-invoices';
import { createTimeOffMailTemplates, type TimeOffMailTemplates } from './mail-templates-time-off';

export type { InvoiceMailValues } from './mail-templates-invoices';
export type { TimeOffReviewValues } from './mail-templates-time-off';

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

export interface TimesheetRejectedValues {
  memberName: string;
  /** Who rejected the week; '' when unknown. */
  reviewerName: string;
  /** ISO week name, e.g. 2026-W48. */
  week: string;
  /** The week's bounds (UTC instants; `to` is the next week's start) and the zone it is read in. */
  from: string;
  to: string;
  timezone: string;
  /** The reviewer's comment, possibly several lines; '' when none. */
  comment: string;
}

export interface BudgetAlertValues {
  /** The owner or manager mailed. */
  recipientName: string;
  clientId: number;
  clientName: string;
  /** hours_cost: the percentage is of the hours; total_cost: of the cost. */
  budgetType: string;
  /** The percentage crossed: the budget's notifyAt, or 100. */
  threshold: number;
  usedPercent: number;
  usedHours: number;
  /** In `currency`. */
  usedCost: number;
  /** 0: no limit of hours (or of cost). */
  limitHours: number;
  limitCost: number;
  /** ISO 4217 of the costs (issue 34): the client's or the team's; USD when absent. */
  currency?: string;
  /** The counted period's bounds (UTC instants; `periodTo` is the next period's start); null: open. */
  periodFrom: string | null;
  periodTo: string | null;
  /** The zone the period's days are read in; undefined: UTC, and the mail says so. */
  timezone?: string;
}

export interface TimerStoppedAtLimitValues {
  memberName: string;
  /** Hours. */
  weeklyLimit: number;
  /** ISO week name, e.g. 2026-W48. */
  week: string;
  projectName: string;
  /** null when the entry has no task. */
  taskName: string | null;
  /** When the timer stopped (the entry's end, UTC), shown in the entry's zone. */
  stoppedAt: string | null;
  timezone: string;
}

export interface MailTemplates extends TimeOffMailTemplates, InvoiceMailTemplates {
  emailVerification(values: EmailVerificationValues): RenderedMail;
  passwordReset(values: PasswordResetValues): RenderedMail;
  teamInvitation(values: TeamInvitationValues): RenderedMail;
  teamMemberAdded(values: TeamMemberAddedValues): RenderedMail;
  taskAssigned(values: TaskAssignedValues): RenderedMail;
  timesheetRejected(values: TimesheetRejectedValues): RenderedMail;
  budgetAlert(values: BudgetAlertValues): RenderedMail;
  timerStoppedAtLimit(values: TimerStoppedAtLimitValues): RenderedMail;
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

/**
 * A week's days as its team reads them: "Mon, 23 Nov 2026 – Sun, 29 Nov 2026" (from's day
 * to the day before `to`, in the zone); '' when the bounds cannot be read.
 */
export function weekDays(from: string, to: string, timezone: string): string {
  const start = Date.parse(from);
  const end = Date.parse(to);
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return '';
  const days = instantFormat(timezone);
  return `${days.format(new Date(start))} – ${days.format(new Date(end - 1))}`;
}

/**
 * A budget's counted period as its team reads it: "Sun, 1 Nov 2026 – Mon, 30 Nov 2026"
 * (`to` is the next period's start), "since Sun, 1 Nov 2026" (never resets), or "all time";
 * "(UTC)" after the days when the zone is not known.
 */
export function budgetPeriod(
  from: string | null,
  to: string | null,
  timezone: string | undefined,
): string {
  const start = from === null ? Number.NaN : Date.parse(from);
  const end = to === null ? Number.NaN : Date.parse(to);
  const days = instantFormat(timezone ?? 'UTC');
  const zone = timezone === undefined ? ' (UTC)' : '';
  if (!Number.isNaN(start) && !Number.isNaN(end) && end > start)
    return `${days.format(new Date(start))} – ${days.format(new Date(end - 1))}${zone}`;
  if (!Number.isNaN(start)) return `since ${days.format(new Date(start))}${zone}`;
  if (!Number.isNaN(end)) return `until ${days.format(new Date(end - 1))}${zone}`;
  return 'all time';
}

/** The instant as read in the zone, with its time and the zone: "Mon, 23 Nov 2026, 17:30 (Europe/Berlin)". */
export function instantIn(instant: string, timezone: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return '';
  const format = instantFormat(timezone, true);
  return `${format.format(new Date(time))} (${format.resolvedOptions().timeZone})`;
}

/** "1 hour", "37.5 hours", "1,234.57 hours". */
const hoursText = (hours: number): string =>
  `${numberFormat.format(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
/** "83.5%". */
const percentText = (percent: number): string => `${numberFormat.format(percent)}%`;

export function createMailTemplates(settings: MailTemplateSettings): MailTemplates {
  const product = settings.productName;
  const productHtml = escapeHtml(product);

  return {
    ...createTimeOffMailTemplates(settings),
    ...createInvoiceMailTemplates(settings),

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

    timesheetRejected({ memberName, reviewerName, week, from, to, timezone, comment }) {
      const url = link(settings.publicUrl, '/timesheet', { week });
      const who = displayName(memberName);
      const reviewer = cleanName(reviewerName);
      const weekName = cleanName(week);
      const days = weekDays(from, to, timezone);
      const note = cleanText(comment);
      const weekText = `the week ${weekName}${days ? ` (${days})` : ''}`;
      const rejected = reviewer
        ? `${reviewer} rejected your timesheet for ${weekText} on ${product}.`
        : `Your timesheet for ${weekText} was rejected on ${product}.`;
      const rejectedHtml = reviewer
        ? `<strong>${escapeHtml(reviewer)}</strong> rejected your timesheet for the week <strong>${escapeHtml(weekName)}</strong>${days ? ` (${escapeHtml(days)})` : ''} on ${productHtml}.`
        : `Your timesheet for the week <strong>${escapeHtml(weekName)}</strong>${days ? ` (${escapeHtml(days)})` : ''} was rejected on ${productHtml}.`;
      const nextStep =
        "The week's entries are unlocked again: correct them, then submit the week once more.";
      const wrote = `${reviewer || 'The reviewer'} wrote:`;
      return {
        subject: `Your timesheet for ${weekName} was rejected`,
        text: [
          `Hi ${who},`,
          '',
          rejected,
          nextStep,
          ...(note ? ['', wrote, '', note] : []),
          '',
          'To open the timesheet, follow this link:',
          '',
          url,
          '',
          'You get this email because your timesheet was reviewed.',
          '',
          `— The ${product} team`,
        ].join('\n'),
        html: htmlLayout({
          title: `Your timesheet for ${escapeHtml(weekName)} was rejected`,
          paragraphs: [
            `Hi ${escapeHtml(who)},`,
            rejectedHtml,
            escapeHtml(nextStep),
            ...(note ? [escapeHtml(wrote)] : []),
          ],
          quote: note ? escapeHtml(note).split('\n').join('<br>') : undefined,
          buttonLabel: 'Open the timesheet',
          href: url,
          footer: 'You get this email because your timesheet was reviewed.',
        }),
      };
    },

    budgetAlert(values) {
      const url = link(
        settings.publicUrl,
        `/clients/${encodeURIComponent(String(values.clientId))}`,
      );
      const who = displayName(values.recipientName);
      const client = cleanName(values.clientName) || 'A client';
      const percent = percentText(values.usedPercent);
      const threshold = percentText(values.threshold);
      const reached =
        values.threshold >= 100
          ? `The client ${client} has used ${percent} of its budget on ${product}: the budget is used up.`
          : `The client ${client} has used ${percent} of its budget on ${product}, past its alert at ${threshold}.`;
      const reachedHtml =
        values.threshold >= 100
          ? `The client <strong>${escapeHtml(client)}</strong> has used <strong>${escapeHtml(percent)}</strong> of its budget on ${productHtml}: the budget is used up.`
          : `The client <strong>${escapeHtml(client)}</strong> has used <strong>${escapeHtml(percent)}</strong> of its budget on ${productHtml}, past its alert at ${escapeHtml(threshold)}.`;
      // What the percentage is of comes first: hours for hours_cost, money for total_cost.
      const hours =
        values.limitHours > 0
          ? `${hoursText(values.usedHours)} of ${hoursText(values.limitHours)}`
          : hoursText(values.usedHours);
      const currency = values.currency ?? 'USD';
      const cost =
        values.limitCost > 0
          ? `${moneyText(values.usedCost, currency)} of ${moneyText(values.limitCost, currency)}`
          : moneyText(values.usedCost, currency);
      const used =
        values.budgetType === 'hours_cost'
          ? `Used: ${hours} (${cost}).`
          : `Used: ${cost} (${hours}).`;
      const period = `Period: ${budgetPeriod(values.periodFrom, values.periodTo, values.timezone)}.`;
      const footer =
        "You get this email because you are an owner or a manager of the client's team.";
      return {
        subject: `Client ${client} has used ${threshold} of its budget`,
        text: [
          `Hi ${who},`,
          '',
          reached,
          used,
          period,
          '',
          'To open the client, follow this link:',
          '',
          url,
          '',
          footer,
          '',
          `— The ${product} team`,
        ].join('\n'),
        html: htmlLayout({
          title: `Client ${escapeHtml(client)} has used ${escapeHtml(threshold)} of its budget`,
          paragraphs: [
            `Hi ${escapeHtml(who)},`,
            reachedHtml,
            `${escapeHtml(used)}<br>${escapeHtml(period)}`,
          ],
          buttonLabel: 'Open the client',
          href: url,
          footer: escapeHtml(footer),
        }),
      };
    },

    timerStoppedAtLimit(values) {
      const url = link(settings.publicUrl, '/timesheet', { week: values.week });
      const who = displayName(values.memberName);
      const weekName = cleanName(values.week);
      const limit = hoursText(values.weeklyLimit);
      const project = cleanName(values.projectName);
      const task = values.taskName === null ? '' : cleanName(values.taskName);
      const when = values.stoppedAt === null ? '' : instantIn(values.stoppedAt, values.timezone);
      const on = [project ? `on the project ${project}` : '', task ? `(task "${task}")` : '']
        .filter(Boolean)
        .join(' ');
      const onHtml = [
        project ? `on the project <strong>${escapeHtml(project)}</strong>` : '',
        task ? `(task <strong>${escapeHtml(task)}</strong>)` : '',
      ]
        .filter(Boolean)
        .join(' ');
      const stopped = `Your timer${on ? ` ${on}` : ''} was stopped${when ? ` at ${when}` : ''}: your time in the week ${weekName} reached your weekly limit of ${limit} on ${product}.`;
      const stoppedHtml = `Your timer${onHtml ? ` ${onHtml}` : ''} was stopped${when ? ` at ${escapeHtml(when)}` : ''}: your time in the week <strong>${escapeHtml(weekName)}</strong> reached your weekly limit of <strong>${escapeHtml(limit)}</strong> on ${productHtml}.`;
      const kept =
        'The time up to then is kept in your timesheet. To track more time this week, ask an owner or a manager of your team.';
      const footer = 'You get this email because your timer was stopped automatically.';
      return {
        subject: `Your timer was stopped at your weekly limit of ${limit}`,
        text: [
          `Hi ${who},`,
          '',
          stopped,
          kept,
          '',
          'To open the timesheet, follow this link:',
          '',
          url,
          '',
          footer,
          '',
          `— The ${product} team`,
        ].join('\n'),
        html: htmlLayout({
          title: `Your timer was stopped at your weekly limit`,
          paragraphs: [`Hi ${escapeHtml(who)},`, stoppedHtml, escapeHtml(kept)],
          buttonLabel: 'Open the timesheet',
          href: url,
          footer: escapeHtml(footer),
        }),
      };
    },
  };
}
