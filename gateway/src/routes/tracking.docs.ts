// What openapi.yaml says of the tracking service's routes (routes/tracking.ts) beyond
// the protos: the rules the service applies to each request field, summaries, examples.
import {
  TIME_ENTRY_DESCRIPTION_MAX_LENGTH,
  TIMESHEET_COMMENT_MAX_LENGTH,
  REPORT_GROUPINGS,
} from '@workmesh/platform';
import type { RpcName } from '../downstream-clients';
import { nonBlank, PAGE, type FieldNote, type OperationNotes } from '../openapi/operation-notes';
import { CSV_CONTENT_TYPE, CSV_FORMULA_NOTE } from '../report-csv';
import { TAG_FILTER, TAG_IDS, TAG_IDS_REPLACED } from './tags.docs';

const INSTANT: FieldNote = {
  format: 'date-time',
  description: 'ISO 8601 timestamp with zone (UTC `Z` or an offset)',
};
const WEEK: FieldNote = {
  pattern: '^\\d{4}-W\\d{2}$',
  description: 'ISO week, e.g. 2026-W48, read in the team time zone from its week_start day',
  examples: ['2026-W48'],
};
const TIMEZONE: FieldNote = { description: 'IANA time zone, e.g. Europe/Berlin' };
/** A time entry's description (a timer's too), not trimmed. */
const DESCRIPTION: FieldNote = { maxLength: TIME_ENTRY_DESCRIPTION_MAX_LENGTH };
const OVERRIDE_LIMIT: FieldNote = {
  description: "owners and managers: let this entry take the week past the member's weekly_limit",
};

/** The filters of the entry list and of both reports. */
const FILTERS: Readonly<Record<string, FieldNote>> = {
  user_id: { description: "a member's entries (owners and managers); members get their own only" },
  project_id: { description: 'entries of one project' },
  client_id: { description: "entries of one client's projects" },
  task_id: { description: 'entries of one task' },
  billable: { description: 'billable entries only (true) or non-billable only (false)' },
};
const REPORT_RANGE: Readonly<Record<string, FieldNote>> = {
  from: { description: 'ISO 8601 date or instant; a date is read in `timezone`; inclusive' },
  to: { description: 'ISO 8601 date or instant; exclusive' },
  timezone: { description: "IANA zone days and weeks are read in; default the team's" },
};

/** How the reports answer money (issue 34). */
const MONEY_PER_CURRENCY =
  "Money is never summed across currencies (no exchange rates): `totals` and each group's `amounts` hold one row `{currency, billable_amount, cost_amount}` per currency met, sorted by code (an entry bills in its client's currency and costs in the team's), each amount with its currency's decimal places; a single-currency team sees one row. `seconds` and `billable_seconds` count every entry (time has no currency).";

/** include=expenses (issue 35): the range's expenses too, apart from time. */
const INCLUDE: Readonly<Record<string, FieldNote>> = {
  include: {
    enum: ['expenses'],
    description:
      "`expenses`: the expenses dated in the range's days (read in `timezone`) that the filters match are added apart from time; any other value is refused (400)",
  },
};
const EXPENSES_APART =
  "With `include=expenses` the expenses dated in the range's days (members: their own) that the filters match are added apart from time, per currency (`{currency, amount, billable_amount, count}`, never summed with time nor across currencies)";

/** Grouping by tag (issue 36): groups overlap, the totals do not. */
const GROUP_BY_TAG =
  'By `tag` (group_by or sub_group) an entry (or expense) with n tags counts in each of its n tags\' groups, untagged ones in the group with key `""` named `(no tag)`; group names are the tags\' current names; `groups_overlap` is then true: the groups add up to more than the totals, which count every entry once.';

const FORMAT_DESCRIPTION = (what: string) =>
  `\`?format=csv\` answers ${what} as \`${CSV_CONTENT_TYPE}\` (RFC 4180). ${CSV_FORMULA_NOTE}`;

/** The notes of each route, by its rpc. */
export const TRACKING_NOTES = {
  StartTimer: {
    summary: "Start the caller's timer",
    description:
      "Starts a running time entry for the caller (source `timer`). A timer already running is stopped at the same instant. Refused with 409 `Weekly limit of N hours reached` once the caller's week has reached their `weekly_limit`; a running timer is stopped at the instant the week reaches it (and the member is mailed). `billable` defaults to the project's `isBillable`; the bill and pay rates are the member's, snapshotted.",
    required: ['project_id'],
    fields: {
      project_id: { description: "a project of the caller's team" },
      task_id: { description: 'a task of the project' },
      description: DESCRIPTION,
      billable: { description: "default: the project's isBillable" },
      tag_ids: TAG_IDS,
    },
    example: { project_id: 4, task_id: 12, description: 'Budget review', billable: true },
  },
  StopTimer: { summary: "Stop the caller's timer", description: 'Answers the stopped entry.' },
  GetCurrentTimer: { summary: "The caller's running time entry" },
  CreateTimeEntry: {
    summary: 'Record a time entry by hand',
    description:
      "A manual entry (source `manual`): `end` after `start`, at most 24 hours. Entries of a user may not overlap unless the team's `allow_overlapping_time_entries` is on. Owners and managers may record it for a member (`user_id`). An entry that would take the member's week (the team's week it starts in) past their `weekly_limit` is refused with 409 `Weekly limit of N hours reached`, unless an owner or manager sends `override_limit: true` (recorded on the entry as `limit_overridden`).",
    required: ['project_id', 'start', 'end'],
    fields: {
      project_id: { description: "a project of the caller's team" },
      task_id: { description: 'a task of the project' },
      start: INSTANT,
      end: { ...INSTANT, description: 'after start, at most 24 hours later' },
      description: DESCRIPTION,
      billable: { description: "default: the project's isBillable" },
      timezone: { description: "IANA time zone; default the user's" },
      user_id: { description: 'owners and managers: a member of the team; default the caller' },
      override_limit: OVERRIDE_LIMIT,
      tag_ids: TAG_IDS,
    },
    example: {
      project_id: 4,
      start: '2026-11-23T09:00:00Z',
      end: '2026-11-23T10:30:00Z',
      description: 'Client call',
      billable: true,
    },
  },
  ListTimeEntries: {
    summary: 'List time entries',
    description:
      "Members see their own entries, owners and managers the team's. Newest first. A blank filter means not given.",
    fields: {
      from: { ...INSTANT, description: 'entries that end after this instant' },
      to: { ...INSTANT, description: 'entries that start before this instant' },
      ...FILTERS,
      running: { description: 'running entries only (true) or stopped ones only (false)' },
      ...TAG_FILTER,
      ...PAGE,
    },
  },
  GetTimeEntry: { summary: 'Get a time entry' },
  UpdateTimeEntry: {
    summary: 'Change a time entry',
    description:
      'A member changes their own unlocked entries, owners and managers any unlocked one. The rates stay those snapshotted when the entry was written; the amounts follow the new duration.',
    fields: {
      start: INSTANT,
      end: INSTANT,
      task_id: { description: 'a task of the project; 0 clears it' },
      description: DESCRIPTION,
      timezone: TIMEZONE,
      override_limit: OVERRIDE_LIMIT,
      tag_ids: TAG_IDS_REPLACED,
    },
    hidden: ['replace_tag_ids'],
    example: { description: 'Client call (follow-up)', end: '2026-11-23T11:00:00Z' },
  },
  DeleteTimeEntry: {
    summary: 'Delete a time entry',
    description:
      'A member deletes their own unlocked entries, owners and managers any unlocked one.',
  },
  GetTimesheet: {
    summary: "A member's timesheet of one week",
    description:
      "Members see their own; owners and managers any member's. The week is read in the team's time zone, starting on its `week_start` day. The totals of the week and of each day hold seconds and `amounts`, one row per currency the entries bill or cost in (never summed across currencies). `absences` lists the member's approved time off and holidays on the week's days (what each credits, as the attendance report credits it); it is empty, and the timesheet still answers, when the scheduling service does not answer.",
    required: ['week'],
    fields: {
      user_id: { description: 'the member; absent or blank: the caller' },
      week: WEEK,
    },
  },
  SubmitTimesheet: {
    summary: "Submit the caller's timesheet of a week for approval",
    required: ['week'],
    fields: { week: WEEK },
    hidden: ['user_id'],
    example: { week: '2026-W48' },
  },
  ApproveTimesheet: {
    summary: "Approve a member's timesheet",
    description:
      "Owners and managers. Locks the week's entries (`locked_reason: approved`); refused while the member's timer runs inside that week.",
    required: ['user_id', 'week'],
    fields: { user_id: { description: 'the member' }, week: WEEK },
    example: { user_id: 8, week: '2026-W48' },
  },
  RejectTimesheet: {
    summary: "Reject a member's timesheet",
    description:
      "Owners and managers. Unlocks the week's entries and mails the member the comment.",
    required: ['user_id', 'week', 'comment'],
    fields: {
      user_id: { description: 'the member' },
      week: WEEK,
      comment: {
        ...nonBlank(TIMESHEET_COMMENT_MAX_LENGTH),
        description: 'why: mailed to the member',
      },
    },
    example: { user_id: 8, week: '2026-W48', comment: 'Tuesday is missing the client call' },
  },
  SummaryReport: {
    summary: 'Tracked time grouped, with totals',
    description: `Entries that start in [from, to), grouped by \`group_by\` and, optionally, \`sub_group\`. Days and weeks are read in \`timezone\` at each entry's own instant (right across a DST change). Members get their own time only. ${MONEY_PER_CURRENCY} ${EXPENSES_APART}: each group's \`expenses\` (a group only expenses make has no time; an expense is placed by its date, project, client, task, user, billable and tags) and \`expense_totals\`. ${GROUP_BY_TAG} ${FORMAT_DESCRIPTION('the groups, a row per group and currency')}`,
    required: ['from', 'to', 'group_by'],
    fields: {
      ...REPORT_RANGE,
      ...FILTERS,
      group_by: { enum: REPORT_GROUPINGS, description: 'how entries are grouped' },
      sub_group: { enum: REPORT_GROUPINGS, description: 'how each group is divided; absent: not' },
      ...INCLUDE,
      ...TAG_FILTER,
    },
  },
  DetailedReport: {
    summary: 'Tracked time entry by entry, one page at a time',
    description: `Entries that start in [from, to), with the totals of all of them. Members get their own entries only. ${MONEY_PER_CURRENCY} ${EXPENSES_APART}: \`expenses\` is their page (the same \`page\` and \`per_page\`, oldest date first; \`expense_page_info\` tells their total) and \`expense_totals\` the totals of all of them. ${FORMAT_DESCRIPTION('the page of entries')}`,
    required: ['from', 'to'],
    fields: { ...REPORT_RANGE, ...FILTERS, ...PAGE, ...INCLUDE, ...TAG_FILTER },
  },
  GetClientBudget: {
    summary: "A client's budget and its use",
    description:
      "Owners and managers. The client's budget settings plus what the time entries of its projects have used in the current period: from `startDate` (or ever), the current month (team time zone) when `reset` is `monthly`; billable entries only unless `include_non_billable_time`; cost at the entries' snapshotted bill or pay rate (`rate`). A `total_cost` budget counts the billable expenses dated in the period in the budget's currency too (the client's for a bill-rate budget, the team's for a pay-rate one; other currencies do not count): `used_cost` is `used_time_cost` + `used_expense_cost`; an `hours_cost` budget ignores expenses (`used_expense_cost` 0). Kept current from time-entry events, so an entry just written counts within moments. Owners and managers are mailed, and `budget_alert` webhooks fire, when use reaches `notifyAt` % and 100 %, once per threshold and period.",
  },
} satisfies Partial<Record<RpcName<'tracking'>, OperationNotes>>;
