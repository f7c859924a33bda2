// The time-off mails (docs/time-off.md): the member is told that a request was approved
// (the policy, the days, what it takes from the balance, the reviewer's comment if any)
// or rejected (with the reviewer's comment). mail-templates.ts adds them to the product's
// templates; the frame, escaping and cleaning are mail-layout.ts's, as for every mail.
import {
  cleanName,
  cleanText,
  dayText,
  displayName,
  escapeHtml,
  htmlLayout,
  link,
  numberFormat,
  type MailTemplateSettings,
  type RenderedMail,
} from './mail-layout';

/** A reviewed time-off request as its mails tell it. */
export interface TimeOffReviewValues {
  memberName: string;
  /** Who approved or rejected it; '' when unknown, or when nobody did (approved at once). */
  reviewerName: string;
  requestId: number;
  policyName: string;
  paid: boolean;
  /** The policy's unit: `days` or `hours`. */
  unit: string;
  /** Days (YYYY-MM-DD, inclusive) in the member's zone. */
  from: string;
  to: string;
  /** `am` or `pm` for half a day; null for whole days. */
  halfDay: string | null;
  /** What it takes from the balance, in unit (working days only). */
  amount: number;
  /** The reviewer's comment, possibly several lines; '' when none. */
  comment: string;
}

export interface TimeOffMailTemplates {
  timeOffApproved(values: TimeOffReviewValues): RenderedMail;
  timeOffRejected(values: TimeOffReviewValues): RenderedMail;
}

const HALVES: Readonly<Record<string, string>> = { am: 'morning', pm: 'afternoon' };

/** "1 day", "0.5 days", "3 days"; "1 hour", "7.5 hours". */
export function timeOffAmountText(amount: number, unit: string): string {
  const single = unit === 'hours' ? 'hour' : 'day';
  return `${numberFormat.format(amount)} ${amount === 1 ? single : `${single}s`}`;
}

/** "Mon, 21 Dec 2026 – Thu, 31 Dec 2026"; one day alone, with its half when it is one. */
export function timeOffDaysText(from: string, to: string, halfDay: string | null): string {
  const days = from === to ? dayText(from) : `${dayText(from)} – ${dayText(to)}`;
  const half = halfDay === null ? undefined : HALVES[halfDay];
  return half ? `${days} (${half})` : days;
}

/** The request's facts, one line each, as both mails list them. */
function factsOf(values: TimeOffReviewValues): string[] {
  const policy = cleanName(values.policyName) || 'Time off';
  return [
    `Policy: ${policy} (${values.paid ? 'paid' : 'unpaid'})`,
    `Days: ${timeOffDaysText(values.from, values.to, values.halfDay)}`,
    `Counted: ${timeOffAmountText(values.amount, values.unit)} (working days only)`,
  ];
}

/** A review mail: greeting, what happened, the facts, the comment, one link. */
function reviewMail(
  settings: MailTemplateSettings,
  values: TimeOffReviewValues,
  parts: { subject: string; lead: string; leadHtml: string; next: string },
): RenderedMail {
  const product = settings.productName;
  const url = link(settings.publicUrl, '/time-off', { request: String(values.requestId) });
  const who = displayName(values.memberName);
  const reviewer = cleanName(values.reviewerName);
  const note = cleanText(values.comment);
  const wrote = `${reviewer || 'The reviewer'} wrote:`;
  const facts = factsOf(values);
  const footer = 'You get this email because your time-off request was reviewed.';
  return {
    subject: parts.subject,
    text: [
      `Hi ${who},`,
      '',
      parts.lead,
      '',
      ...facts,
      ...(note ? ['', wrote, '', note] : []),
      '',
      parts.next,
      '',
      url,
      '',
      footer,
      '',
      `— The ${product} team`,
    ].join('\n'),
    html: htmlLayout({
      title: escapeHtml(parts.subject),
      paragraphs: [
        `Hi ${escapeHtml(who)},`,
        parts.leadHtml,
        facts.map(escapeHtml).join('<br>'),
        ...(note ? [escapeHtml(wrote)] : []),
      ],
      quote: note ? escapeHtml(note).split('\n').join('<br>') : undefined,
      buttonLabel: 'Open your time off',
      href: url,
      footer: escapeHtml(footer),
    }),
  };
}

export function createTimeOffMailTemplates(settings: MailTemplateSettings): TimeOffMailTemplates {
  const product = settings.productName;
  const productHtml = escapeHtml(product);

  return {
    timeOffApproved(values) {
      const reviewer = cleanName(values.reviewerName);
      const days = timeOffDaysText(values.from, values.to, values.halfDay);
      return reviewMail(settings, values, {
        subject: `Your time off was approved: ${days}`,
        lead: reviewer
          ? `${reviewer} approved your time off on ${product}.`
          : `Your time off was approved on ${product}.`,
        leadHtml: reviewer
          ? `<strong>${escapeHtml(reviewer)}</strong> approved your time off on ${productHtml}.`
          : `Your time off was approved on ${productHtml}.`,
        next: 'To see it and your balances, follow this link:',
      });
    },

    timeOffRejected(values) {
      const reviewer = cleanName(values.reviewerName);
      const days = timeOffDaysText(values.from, values.to, values.halfDay);
      return reviewMail(settings, values, {
        subject: `Your time off was rejected: ${days}`,
        lead: reviewer
          ? `${reviewer} rejected your time-off request on ${product}. Nothing was taken from your balance.`
          : `Your time-off request was rejected on ${product}. Nothing was taken from your balance.`,
        leadHtml: reviewer
          ? `<strong>${escapeHtml(reviewer)}</strong> rejected your time-off request on ${productHtml}. Nothing was taken from your balance.`
          : `Your time-off request was rejected on ${productHtml}. Nothing was taken from your balance.`,
        next: 'To see your requests and ask again, follow this link:',
      });
    },
  };
}
