// The rules of the reports' requests, pure: the fields, the period (dates read as local
// midnights in the report's zone, at most 366 days) and the entries' filter. How entries
// are summed and bucketed: report-grouping.ts; the replies: report-messages.ts. Money is
// summed in integer minor units per currency, never across currencies (each entry's amount
// rounded once, as the entry shows it), and turned into decimals only in the reply.
import {
  invalidArgument,
  Joi,
  Reason,
  REPORT_GROUPINGS,
  type ReportGrouping,
  type TagMatch,
} from '@workmesh/platform';
import type { ReportFilter } from './models';
import { pagingFields, positiveId, validated, type Paging } from './request-validation';
import { parseInstant, reasonOf, timezone } from './time-entry-rules';
import { startOfLocalDay } from './week';
import { tagFilterFields, tagFilterOf } from './tag-rules';

export type Grouping = ReportGrouping;

/** The longest period a report covers. */
export const MAX_REPORT_DAYS = 366;
/** A period of MAX_REPORT_DAYS local days may hold one DST hour more. */
const MAX_REPORT_MS = MAX_REPORT_DAYS * 86_400_000 + 3_600_000;

export const TO_AFTER_FROM_MESSAGE = 'The to must be after the from.';
export const PERIOD_TOO_LONG_MESSAGE = `A report covers at most ${MAX_REPORT_DAYS} days.`;
export const SUB_GROUP_SAME_MESSAGE = 'The sub_group must differ from the group_by.';

const fieldError = (field: string, message: string) =>
  invalidArgument(Reason.INVALID_PARAMETERS, message, { [field]: [message] });

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** A period bound as given: a calendar date (read in the report's zone) or an instant. */
export type PeriodBound = { date: number } | { instant: Date };

/** 'YYYY-MM-DD' (a real date) → its day number; an ISO 8601 date-time → the instant. */
export function parsePeriodBound(text: string): PeriodBound | undefined {
  const date = CALENDAR_DATE.exec(text);
  if (date) {
    const [, year, month, day] = date.map(Number);
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return undefined;
    return { date: Date.UTC(year, month - 1, day) / MS_PER_DAY };
  }
  const instant = parseInstant(text);
  return instant ? { instant } : undefined;
}

const periodBound = (name: 'from' | 'to') =>
  Joi.string()
    .trim()
    .custom((value: string, helpers) => parsePeriodBound(value) ?? helpers.error('any.invalid'))
    .required()
    .messages({
      'any.required': `The ${name} field is required.`,
      '*': `The ${name} must be an ISO 8601 date (YYYY-MM-DD) or date-time.`,
    });

const grouping = (name: string) =>
  Joi.string()
    .trim()
    .lowercase()
    .valid(...REPORT_GROUPINGS)
    .messages({
      'any.required': `The ${name} field is required.`,
      '*': `The ${name} must be one of ${REPORT_GROUPINGS.join(', ')}.`,
    });

const filterFields = {
  from: periodBound('from'),
  to: periodBound('to'),
  user_id: positiveId('user_id'),
  project_id: positiveId('project_id'),
  client_id: positiveId('client_id'),
  task_id: positiveId('task_id'),
  billable: Joi.boolean().messages({ '*': 'The billable must be true or false.' }),
  timezone,
  // Issue 35: the range's expenses too (report-expenses.ts); an empty one is none.
  include: Joi.string()
    .empty('')
    .valid('expenses')
    .messages({ '*': 'The include must be expenses.' }),
  // Issue 36: entries (and expenses) carrying any (or all) of these tags.
  ...tagFilterFields,
};

/** What both reports are asked: the period, the filters, the zone (undefined: the team's). */
export interface ReportQueryInput {
  from: PeriodBound;
  to: PeriodBound;
  user_id?: number;
  project_id?: number;
  client_id?: number;
  task_id?: number;
  billable?: boolean;
  timezone?: string;
  /** 'expenses': the report adds the expenses dated in its days. */
  include?: 'expenses';
  tag_ids: number[];
  tag_match: TagMatch;
}

export interface SummaryReportInput extends ReportQueryInput {
  group_by: Grouping;
  sub_group?: Grouping;
}

const summaryReportSchema = Joi.object({
  ...filterFields,
  group_by: grouping('group_by').required(),
  // An empty sub_group (an empty query parameter) is none.
  sub_group: grouping('sub_group').empty(''),
});

export function validatedSummaryReport(request: unknown): SummaryReportInput {
  const input = validated<SummaryReportInput>(summaryReportSchema, request, reasonOf);
  if (input.sub_group === input.group_by) throw fieldError('sub_group', SUB_GROUP_SAME_MESSAGE);
  return input;
}

export type DetailedReportInput = ReportQueryInput & Paging;

const detailedReportSchema = Joi.object({ ...filterFields, ...pagingFields });

export const validatedDetailedReport = (request: unknown): DetailedReportInput =>
  validated<DetailedReportInput>(detailedReportSchema, request, reasonOf);

/** The instant a bound stands for in the zone: a date is its local midnight. */
const instantOf = (bound: PeriodBound, zone: string): Date =>
  'instant' in bound ? bound.instant : startOfLocalDay(bound.date, zone);

/** [from, to) in the zone: to after from, at most MAX_REPORT_DAYS days. */
export function reportPeriod(input: ReportQueryInput, zone: string): { from: Date; to: Date } {
  const from = instantOf(input.from, zone);
  const to = instantOf(input.to, zone);
  if (to <= from) throw fieldError('to', TO_AFTER_FROM_MESSAGE);
  if (to.getTime() - from.getTime() > MAX_REPORT_MS)
    throw fieldError('to', PERIOD_TOO_LONG_MESSAGE);
  return { from, to };
}

/** The store's filter of a report: members are narrowed to themselves by the use case. */
export const reportFilterOf = (
  input: ReportQueryInput,
  period: { from: Date; to: Date },
  userId: number | undefined,
): ReportFilter => ({
  userId,
  projectId: input.project_id,
  clientId: input.client_id,
  taskId: input.task_id,
  billable: input.billable,
  tags: tagFilterOf(input),
  from: period.from,
  to: period.to,
});
