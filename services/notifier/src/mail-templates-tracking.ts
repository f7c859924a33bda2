// The time-tracking mails: a rejected timesheet week, a budget alert, a timer stopped at the
// weekly limit. Days and instants are read in the team's (or the entry's) zone.
import {
  cleanName,
  cleanText,
  displayName,
  escapeHtml,
  htmlLayout,
  instantFormat,
  link,
  moneyText,
  numberFormat,
  type MailTemplateSettings,
  type RenderedMail,
} from './mail-layout';

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

export interface TrackingMailTemplates {
  timesheetRejected(values: TimesheetRejectedValues): RenderedMail;
  budgetAlert(values: BudgetAlertValues): RenderedMail;
  timerStoppedAtLimit(values: TimerStoppedAtLimitValues): RenderedMail;
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

function timesheetRejectedMail(
  settings: MailTemplateSettings,
  { memberName, reviewerName, week, from, to, timezone, comment }: TimesheetRejectedValues,
): RenderedMail {
  const product = settings.productName;
  const productHtml = escapeHtml(product);
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
}

function budgetAlertMail(settings: MailTemplateSettings, values: BudgetAlertValues): RenderedMail {
  const product = settings.productName;
  const productHtml = escapeHtml(product);
  const url = link(settings.publicUrl, `/clients/${encodeURIComponent(String(values.clientId))}`);
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
    values.budgetType === 'hours_cost' ? `Used: ${hours} (${cost}).` : `Used: ${cost} (${hours}).`;
  const period = `Period: ${budgetPeriod(values.periodFrom, values.periodTo, values.timezone)}.`;
  const footer = "You get this email because you are an owner or a manager of the client's team.";
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
}

function timerStoppedAtLimitMail(
  settings: MailTemplateSettings,
  values: TimerStoppedAtLimitValues,
): RenderedMail {
  const product = settings.productName;
  const productHtml = escapeHtml(product);
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
}

export function createTrackingMailTemplates(settings: MailTemplateSettings): TrackingMailTemplates {
  return {
    timesheetRejected: (values) => timesheetRejectedMail(settings, values),
    budgetAlert: (values) => budgetAlertMail(settings, values),
    timerStoppedAtLimit: (values) => timerStoppedAtLimitMail(settings, values),
  };
}
