// How the tracking service's answers are presented: the records of time entries,
// timesheets, reports and budgets, the refusals with the texts issue 18 fixes, and the
// CSV form of the two reports (written by ../report-csv.ts).
import {
  Reason,
  TrackingText,
  RATE_TYPES,
  BUDGET_TYPES,
  BUDGET_RATES,
  BUDGET_RESETS,
  TIME_ENTRY_SOURCES,
  REPORT_GROUPINGS,
  TIMESHEET_STATUSES,
} from '@workmesh/platform';
import { shapeA, type ErrorPresentations } from '../error-presentation';
import type { TextFormat } from '../http-route';
import { record } from '../reply-presentation';
import {
  CSV_CONTENT_TYPE,
  CSV_NOTE,
  detailedCsv,
  SUMMARY_CSV_COLUMNS,
  summaryCsv,
} from '../report-csv';
import { EXPENSE_SUMMARY_COLUMNS } from '../report-expense-csv';
import { serviceMessageErrors } from './route.presenters';

/** What a summary report groups by (group_by, sub_group). */

record('workmesh.tracking.v1.TimeEntry', {
  component: 'TimeEntry',
  description: 'A time entry of a member of the team.',
  notes: {
    client_id: { description: "the project's client (derived)" },
    task_id: { description: 'null when none' },
    start: { description: 'ISO 8601 timestamp (UTC, `Z`)' },
    end: { description: 'ISO 8601 timestamp (UTC, `Z`); null while the timer runs' },
    duration: { description: 'seconds; a running entry: up to now' },
    timezone: { description: 'IANA time zone the entry was meant in' },
    bill_rate: { description: 'hourly, in `currency`, snapshotted when the entry was written' },
    pay_rate: {
      description: 'hourly, in `cost_currency`, snapshotted when the entry was written',
    },
    billable_amount: {
      description:
        'bill_rate × hours in `currency`, with its decimal places (JPY 0, USD 2, KWD 3); 0 when not billable',
    },
    cost_amount: { description: 'pay_rate × hours in `cost_currency`, with its decimal places' },
    currency: {
      description:
        "ISO 4217 code of bill_rate and billable_amount: the client's currency when the entry was written",
    },
    cost_currency: {
      description: "ISO 4217 code of pay_rate and cost_amount: the team's currency",
    },
    rate_missing: {
      description:
        "true when no bill rate applies in `currency` (a client in another currency than the team's without a client, project or project-member rate): the entry bills 0",
    },
    source: { enum: TIME_ENTRY_SOURCES },
    locked: { description: 'approved or invoiced: no change nor delete' },
    locked_reason: { enum: ['approved', 'invoiced', null], description: 'null unless locked' },
    invoice_id: { description: 'the invoice that billed it; null until then' },
    pay_type: { enum: RATE_TYPES, description: "the member's, snapshotted" },
    project_name: { description: "the project's name when the entry was written" },
    task_name: { description: "the task's name when the entry was written; null when none" },
    client_name: { description: "the client's name when the entry was written" },
    limit_overridden: {
      description:
        "an owner or manager let this entry take the week past the member's weekly limit",
    },
    tag_ids: { description: "the team's tags it carries, ascending; names: GET /api/v3/tag/list" },
  },
});
record('workmesh.tracking.v1.ClientBudget', {
  component: 'ClientBudget',
  description:
    "A client's budget settings (as `budget` of the client) and their use in the current period.",
  notes: {
    budgetType: { enum: BUDGET_TYPES },
    rate: { enum: BUDGET_RATES, description: 'the snapshotted rate cost is counted at' },
    cost: { description: 'in `currency`; 0 = no limit' },
    hours: { description: '0 = no limit' },
    notifyAt: { description: 'percent of the limit at which owners and managers are alerted' },
    reset: { enum: BUDGET_RESETS },
    startDate: { description: "YYYY-MM-DD in the team's time zone; null: counted from ever" },
    used_hours: {
      description: 'hours tracked in the period, 2 decimals; a running timer up to now',
    },
    used_cost: {
      description:
        'in `currency`, with its decimal places: used_time_cost + used_expense_cost; members on fixed pay add no cost',
    },
    used_time_cost: { description: "the time's part of used_cost" },
    used_expense_cost: {
      description:
        "the billable expenses' part of used_cost (total_cost budgets, expenses in `currency` only; 0 for hours_cost)",
    },
    used_percent: {
      description:
        'of `hours` (hours_cost) or `cost` (total_cost), 2 decimals; null when that limit is 0',
    },
    period_from: { description: 'UTC instant the period starts; null when counted from ever' },
    period_to: { description: 'UTC instant the period ends (monthly); null when it never resets' },
    timezone: { description: "the team's time zone periods are read in" },
    currency: {
      description:
        "ISO 4217 code of cost and used_cost: the client's when `rate` counts bill rates, the team's when pay rates",
    },
  },
});
/** What every money-per-currency list says (reports, timesheets, groups). */
const PER_CURRENCY =
  'one row per currency the entries bill or cost in, sorted by code; amounts are never summed across currencies (no exchange rates); a single-currency team sees one row; empty when there are no entries';

record('workmesh.tracking.v1.CurrencyAmounts', {
  component: 'CurrencyAmounts',
  description:
    "Money in one currency: the billable amounts of the entries billed in it (their client's currency) and the costs of those paid in it (the team's currency).",
  notes: {
    currency: { description: 'ISO 4217 code' },
    billable_amount: {
      description:
        "billable entries' amounts in this currency, with its decimal places (JPY 0, USD 2, KWD 3)",
    },
    cost_amount: { description: "entries' costs in this currency, with its decimal places" },
  },
});
record('workmesh.tracking.v1.Totals', {
  component: 'TimeTotals',
  description: 'Tracked time and money.',
  notes: {
    seconds: { description: 'tracked seconds (time has no currency: all entries)' },
    billable_seconds: { description: 'seconds of billable entries' },
    amounts: { description: PER_CURRENCY },
  },
});
record('workmesh.tracking.v1.DayTotals', {
  description: "One day's totals.",
  notes: { date: { description: "YYYY-MM-DD in the team's time zone" } },
});
record('workmesh.tracking.v1.Timesheet', {
  component: 'Timesheet',
  description: "A member's entries in one week of the team, and the week's review.",
  notes: {
    week: { description: 'ISO week, e.g. 2026-W48' },
    from: { description: "UTC instant the week starts (the team's time zone and week_start)" },
    to: { description: 'UTC instant the next week starts' },
    timezone: { description: "the team's time zone the week is read in" },
    status: { enum: TIMESHEET_STATUSES },
    days: { description: 'per-day totals' },
    reviewed_by: { description: 'user id of the owner or manager who approved or rejected' },
    comment: { description: "the rejection's comment; null otherwise" },
    absences: {
      description:
        "approved time off and holidays on the week's days (from scheduling), by date; empty when scheduling does not answer",
    },
  },
});
record('workmesh.tracking.v1.ReportGroup', {
  component: 'ReportGroup',
  description: 'A group of a summary report, and its sub-groups.',
  notes: {
    key: {
      description:
        'the id, the date (YYYY-MM-DD), the ISO week (2026-W48) or yes/no; by tag, "" is the untagged entries\' group',
    },
    seconds: { description: "tracked seconds of the group's entries, all currencies" },
    billable_seconds: { description: 'seconds of its billable entries' },
    amounts: { description: `the group's money: ${PER_CURRENCY}` },
    sub_groups: { description: 'empty without sub_group' },
    expenses: {
      description:
        "include=expenses: the group's expenses, one row per currency by code, apart from time; empty otherwise",
    },
  },
});
record('workmesh.tracking.v1.SummaryReport', {
  component: 'SummaryReport',
  description: 'Tracked time and money grouped, with totals.',
  notes: {
    group_by: { enum: REPORT_GROUPINGS },
    sub_group: { enum: [...REPORT_GROUPINGS, null] },
    timezone: { description: 'IANA zone days and weeks are read in' },
    totals: {
      description: `the money of all entries, each counted once: ${PER_CURRENCY}`,
    },
    seconds: { description: 'tracked seconds of all entries, each once (time has no currency)' },
    billable_seconds: { description: 'seconds of the billable entries, each once' },
    groups_overlap: {
      description:
        "true when tag is a grouping: an entry with n tags counts in each of its n tags' groups, so the groups add up to more than the totals",
    },
    expense_totals: {
      description:
        'include=expenses: the expenses of the range, one row per currency by code, apart from time; empty otherwise',
    },
  },
});
record('workmesh.tracking.v1.PageInfo', {
  description: 'Where the page is in the list.',
  notes: {
    page: { description: '1-based page number' },
    per_page: { description: 'page size' },
    total: { description: 'entries in all pages' },
  },
});
record('workmesh.tracking.v1.DetailedReport', {
  component: 'DetailedReport',
  description: 'One page of the entries of a report, with the totals of all of them.',
  notes: {
    totals: {
      description: `the money of all entries of the report, not only this page: ${PER_CURRENCY}`,
    },
    seconds: { description: 'tracked seconds of all entries of the report, not only this page' },
    billable_seconds: { description: 'seconds of its billable entries, not only this page' },
    expenses: {
      description:
        'include=expenses: this page of the expenses (the same page and per_page), oldest date first; empty otherwise',
    },
    expense_page_info: { description: 'include=expenses: where the expenses page is' },
    tags: {
      description:
        "the tags the page's entries (and expenses) carry, with their current names, by name",
    },
    expense_totals: {
      description:
        'include=expenses: the money of all the expenses, one row per currency by code, apart from time',
    },
  },
});

/** A refusal of the tracking service with the text the issue fixes, or its own message. */
const TRACKING_PRESENTATIONS = {
  [Reason.TIMER_NOT_RUNNING]: shapeA(404, TrackingText.NO_TIMER_RUNNING),
  [Reason.TIME_ENTRY_NOT_FOUND]: shapeA(404),
  [Reason.TIME_ENTRY_OVERLAP]: shapeA(409, TrackingText.TIME_ENTRY_OVERLAPS),
  [Reason.TIME_ENTRY_LOCKED]: shapeA(409, TrackingText.TIME_ENTRY_LOCKED),
  [Reason.WEEK_APPROVED]: shapeA(409),
  [Reason.TIMESHEET_STATUS_CONFLICT]: shapeA(409),
  [Reason.TIMER_RUNNING_IN_WEEK]: shapeA(409),
  // "Weekly limit of N hours reached": the service's message names the member's limit.
  [Reason.WEEKLY_LIMIT_REACHED]: shapeA(409),
} as const;

/** A route's presentations: the reasons it may meet, then the service's message by kind. */
export const errorsOf = (
  ...reasons: (keyof typeof TRACKING_PRESENTATIONS)[]
): ErrorPresentations => ({
  ...serviceMessageErrors,
  ...Object.fromEntries(reasons.map((reason) => [reason, TRACKING_PRESENTATIONS[reason]])),
});

/**
 * The figures of the examples: 1.5 hours for a client billed in EUR at 100 an hour, paid
 * at 40 an hour in the team's USD (so two currency rows, never one sum).
 */
const SAMPLE_AMOUNTS = {
  seconds: 5400,
  billable_seconds: 5400,
  amounts: [
    { currency: 'EUR', billable_amount: 150, cost_amount: 0 },
    { currency: 'USD', billable_amount: 0, cost_amount: 60 },
  ],
};

export const SUMMARY_CSV: TextFormat = {
  format: 'csv',
  contentType: CSV_CONTENT_TYPE,
  filename: 'summary-report.csv',
  render: summaryCsv,
  description: `The report as CSV, columns ${SUMMARY_CSV_COLUMNS.map((column) => `\`${column}\``).join(', ')}: one row per group and currency it has money in (sub-group columns empty), each group followed by one row per sub-group of it and currency. Amounts are never summed across currencies: a group with EUR and USD money has two rows, each with the group's time (time has no currency) and its money in that \`currency\`. Hours with two decimals, amounts with their currency's decimal places (JPY 0, USD 2, KWD 3). With \`include=expenses\` the columns ${EXPENSE_SUMMARY_COLUMNS.map((column) => `\`${column}\``).join(', ')} follow (empty on time rows), and each group's (and sub-group's) time rows are followed by one row per currency of its expenses, its time and money columns empty. ${CSV_NOTE}`,
  // Written by the renderer itself, so the example is what an answer looks like.
  example: summaryCsv({
    groups: [
      {
        ...SAMPLE_AMOUNTS,
        key: '4',
        name: 'Website',
        sub_groups: [{ ...SAMPLE_AMOUNTS, key: '2026-11-23', name: '2026-11-23', sub_groups: [] }],
      },
    ],
  }),
};
export const DETAILED_CSV: TextFormat = {
  format: 'csv',
  contentType: CSV_CONTENT_TYPE,
  filename: 'detailed-report.csv',
  render: detailedCsv,
  description: `The page's entries as CSV, one row per entry (the same page as in JSON: \`page\` and \`per_page\`; the JSON answer tells the total), the TimeEntry's fields as columns (team_id aside), \`hours\` after \`duration\` and \`tags\` (the tags' current names, joined by \`; \` as \`tag_ids\` is) after \`tag_ids\`; hours with two decimals; bill_rate and billable_amount with the places of the entry's \`currency\`, pay_rate and cost_amount with those of its \`cost_currency\` (JPY 0, USD 2, KWD 3); unset fields empty. With \`include=expenses\` a \`kind\` column comes first (\`time_entry\` or \`expense\`), the page's expenses follow the entries as rows of kind \`expense\` filling the columns they share with entries, and the Expense's own fields (receipt aside) are columns after the entry ones (empty on entry rows); an expense's \`amount\` has its currency's places. ${CSV_NOTE}`,
  example: detailedCsv({
    time_entries: [
      {
        id: 31,
        user_id: 7,
        project_id: 4,
        client_id: 2,
        description: '=1+1 typed by a member',
        start: '2026-11-23T09:00:00.000Z',
        end: '2026-11-23T10:30:00.000Z',
        duration: 5400,
        billable: true,
        timezone: 'Europe/Berlin',
        bill_rate: 100,
        pay_rate: 40,
        billable_amount: 150,
        cost_amount: 60,
        currency: 'EUR',
        cost_currency: 'USD',
        rate_missing: false,
        source: 'manual',
        locked: false,
        created_at: '2026-11-23T10:31:00.000Z',
        updated_at: '2026-11-23T10:31:00.000Z',
        pay_type: 'hourly',
        project_name: 'Website, relaunch',
        client_name: 'Acme',
        tag_ids: [5, 9],
      },
    ],
    tags: [
      { id: 5, name: 'Meetings' },
      { id: 9, name: 'Billable, client' },
    ],
  }),
};
