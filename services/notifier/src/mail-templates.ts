// Every mail the product sends, in one place, each with a text and an HTML part.
// Links are built from PUBLIC_URL; every interpolated value is HTML-escaped in the
// HTML part and every query value is URL-encoded, so a name such as
// `<script>` or a token with `&` in it can neither inject markup nor break a link.

export type MailTemplateName =
  | 'email_verification'
  | 'password_reset'
  | 'team_invitation'
  | 'team_member_added'
  | 'task_assigned'
  | 'timesheet_rejected';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailTemplateSettings {
  publicUrl: string;
  productName: string;
}

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

export interface MailTemplates {
  emailVerification(values: EmailVerificationValues): RenderedMail;
  passwordReset(values: PasswordResetValues): RenderedMail;
  teamInvitation(values: TeamInvitationValues): RenderedMail;
  teamMemberAdded(values: TeamMemberAddedValues): RenderedMail;
  taskAssigned(values: TaskAssignedValues): RenderedMail;
  timesheetRejected(values: TimesheetRejectedValues): RenderedMail;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** PUBLIC_URL + path + query (if any), each query value URL-encoded. */
function link(publicUrl: string, path: string, query: Record<string, string> = {}): string {
  const base = publicUrl.replace(/\/+$/, '');
  const search = Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${base}${path}?${search}` : `${base}${path}`;
}

/** PUBLIC_URL itself, the client app's start page. */
const home = (publicUrl: string): string => publicUrl.replace(/\/+$/, '');

/** A name is the user's own input: one line, no control characters, bounded (also for the To header). */
export function cleanName(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .trim()
      .slice(0, 200)
  );
}

/**
 * A free text of several lines (a comment): line breaks kept as \n, other control
 * characters and trailing spaces dropped, runs of blank lines collapsed, bounded.
 */
export function cleanText(text: string, maxLength = 5000): string {
  const cleaned = text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]+/g, ' ')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return cleaned.length > maxLength ? `${cleaned.slice(0, maxLength - 1)}…` : cleaned;
}

const displayName = (name: string): string => cleanName(name) || 'there';

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
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
  let days: Intl.DateTimeFormat;
  try {
    days = format(timezone);
  } catch {
    days = format('UTC'); // a zone this Node does not know: the dates in UTC
  }
  return `${days.format(new Date(start))} – ${days.format(new Date(end - 1))}`;
}

/** The HTML frame every mail shares: a heading, paragraphs (already escaped) and one button. */
function htmlLayout(parts: {
  title: string;
  paragraphs: string[];
  /** Someone's own words (already escaped, lines joined with <br>), set apart as a quote. */
  quote?: string;
  buttonLabel: string;
  href: string;
  footer: string;
}): string {
  const href = escapeHtml(parts.href);
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${parts.title}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">',
    '<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">',
    '<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="background:#ffffff;border-radius:8px;padding:32px;">',
    `<tr><td><h1 style="font-size:20px;margin:0 0 16px;">${parts.title}</h1>`,
    ...parts.paragraphs.map(
      (paragraph) => `<p style="font-size:15px;line-height:1.5;margin:0 0 16px;">${paragraph}</p>`,
    ),
    ...(parts.quote
      ? [
          `<blockquote style="font-size:15px;line-height:1.5;margin:0 0 16px;padding:8px 16px;border-left:4px solid #cbd2d9;color:#323f4b;">${parts.quote}</blockquote>`,
        ]
      : []),
    `<p style="margin:24px 0;"><a href="${href}" style="background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block;">${parts.buttonLabel}</a></p>`,
    `<p style="font-size:13px;line-height:1.5;color:#52606d;margin:0 0 16px;">If the button does not work, copy this address into your browser:<br><a href="${href}" style="color:#2563eb;word-break:break-all;">${href}</a></p>`,
    `<p style="font-size:13px;line-height:1.5;color:#52606d;margin:0;">${parts.footer}</p>`,
    '</td></tr></table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
}

export function createMailTemplates(settings: MailTemplateSettings): MailTemplates {
  const product = settings.productName;
  const productHtml = escapeHtml(product);

  return {
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
      const url = link(settings.publicUrl, '/accept-invitation', { token });
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
  };
}
