// What openapi.yaml says of the time-off routes (routes/time-off.ts) beyond the protos:
// the rules the scheduling service applies to each request field, summaries, examples.
import {
  HALF_DAYS,
  HOLIDAY_DATES_MAX_ITEMS,
  TIME_OFF_ACCRUALS,
  TIME_OFF_ID_LIST_MAX_ITEMS,
  TIME_OFF_NAME_MAX_LENGTH,
  TIME_OFF_STATUSES,
  TIME_OFF_TEXT_MAX_LENGTH,
  TIME_OFF_UNITS,
} from '@workmesh/platform';
import type { RpcName } from '../downstream-clients';
import { nonBlank, PAGE, type FieldNote, type OperationNotes } from '../openapi/operation-notes';

const DAY: FieldNote = {
  format: 'date',
  description: "YYYY-MM-DD, a day in the member's time zone",
  examples: ['2026-12-21'],
};
const NAME: FieldNote = {
  ...nonBlank(TIME_OFF_NAME_MAX_LENGTH),
  description: 'unique in the team, whatever its case',
};
const COMMENT: FieldNote = { maxLength: TIME_OFF_TEXT_MAX_LENGTH };
const IDS = (description: string): FieldNote => ({
  maxItems: TIME_OFF_ID_LIST_MAX_ITEMS,
  description,
});
const LISTS_NOTE =
  'A list given (even empty) replaces the stored one; a list left out stays as it is.';
const OWNERS_WRITE = 'Owners and managers; every member of the team may read.';

const POLICY_FIELDS: Readonly<Record<string, FieldNote>> = {
  name: NAME,
  paid: { description: 'default true' },
  unit: { enum: TIME_OFF_UNITS, description: 'days (the default) or hours' },
  allowance: {
    description: 'per year, in unit, at most 2 decimals: 0–366 days or 0–8784 hours; default 0',
  },
  accrual: {
    enum: TIME_OFF_ACCRUALS,
    description:
      "yearly (the default): all on 1 January, pro rata from a member's join date; monthly: a twelfth at the start of each month",
  },
  carry_over_max: {
    description: 'in unit: the most of a year’s remainder that carries into the next; default 0',
  },
  requires_approval: {
    description: 'default true; false: a request is approved as soon as it is made',
  },
  allow_negative: { description: 'default false: a request the balance does not cover is refused' },
  user_ids: IDS('members it applies to; with group_ids both empty: everyone'),
  group_ids: IDS('groups whose members it applies to'),
};

const HOLIDAY_FIELDS: Readonly<Record<string, FieldNote>> = {
  name: NAME,
  dates: {
    maxItems: HOLIDAY_DATES_MAX_ITEMS,
    description: 'the holidays, one per date',
    message: {
      required: ['date', 'name'],
      fields: { date: DAY, name: nonBlank(TIME_OFF_NAME_MAX_LENGTH) },
    },
  },
  country: {
    pattern: '^[A-Za-z]{2}$',
    description:
      "ISO 3166-1 alpha-2: seed_year's public holidays of the country (and region) are added to dates; a date given in dates wins",
    examples: ['DE'],
  },
  region: {
    maxLength: 10,
    description: "the country's subdivision (a state's code, e.g. BY), with country",
  },
  seed_year: {
    description: "the year seeded from country; default the current year in the team's zone",
  },
  default: {
    description: "the team's calendar (members on no other calendar); true takes it from another",
  },
  user_ids: IDS('members who follow this calendar instead of the default one (at most one each)'),
};

const REQUEST_FILTERS: Readonly<Record<string, FieldNote>> = {
  user_id: { description: "a member's requests (owners and managers); members get their own" },
  policy_id: { description: 'requests under one policy' },
  status: { enum: TIME_OFF_STATUSES },
  from: { ...DAY, description: 'requests that end on or after this day (YYYY-MM-DD)' },
  to: { ...DAY, description: 'requests that start on or before this day (YYYY-MM-DD)' },
};

const REQUEST_RULES =
  'Holidays (the member’s calendar) and days the member does not work (their schedule where one exists, else the team’s working_days) are not counted. Refused with 409 when the balance does not cover it (unless the policy allows negative balances), when it overlaps another pending or approved request of the member, or when it falls in a week whose timesheet is approved.';

/** The notes of each route, by its rpc. */
export const TIME_OFF_NOTES = {
  CreateTimeOffPolicy: {
    summary: 'Create a time-off policy',
    description: `${OWNERS_WRITE} A policy is a kind of time off (vacation, sick leave) with a yearly allowance per member.`,
    required: ['name'],
    fields: POLICY_FIELDS,
    example: {
      name: 'Vacation',
      unit: 'days',
      allowance: 25,
      accrual: 'monthly',
      carry_over_max: 5,
    },
  },
  ListTimeOffPolicies: {
    summary: "List the team's time-off policies",
    description: 'Every member of the team. By name.',
    fields: { user_id: { description: 'only the policies that apply to this member' }, ...PAGE },
  },
  GetTimeOffPolicy: { summary: 'Get a time-off policy' },
  UpdateTimeOffPolicy: {
    summary: 'Change a time-off policy',
    description: `Owners and managers. ${LISTS_NOTE} The unit cannot change once a request uses the policy (409).`,
    fields: POLICY_FIELDS,
    example: { allowance: 27, group_ids: [3] },
  },
  DeleteTimeOffPolicy: {
    summary: 'Delete a time-off policy',
    description:
      'Owners and managers. Refused with 409 while it has pending or approved requests that have not ended; its past requests keep it.',
  },
  CreateHolidayCalendar: {
    summary: 'Create a holiday calendar',
    description: `${OWNERS_WRITE} Its dates are days off for the members who follow it: the default calendar's for everyone not named on another one (offices in two countries).`,
    required: ['name'],
    fields: HOLIDAY_FIELDS,
    example: {
      name: 'Germany (Bavaria)',
      country: 'DE',
      region: 'BY',
      seed_year: 2026,
      dates: [{ date: '2026-12-24', name: 'Christmas Eve' }],
      default: true,
    },
  },
  ListHolidayCalendars: {
    summary: "List the team's holiday calendars",
    description: 'Every member of the team. By name.',
    fields: PAGE,
  },
  GetHolidayCalendar: { summary: 'Get a holiday calendar' },
  UpdateHolidayCalendar: {
    summary: 'Change a holiday calendar',
    description: `Owners and managers. ${LISTS_NOTE} A country (and region) adds seed_year's public holidays to the dates.`,
    fields: HOLIDAY_FIELDS,
    example: { dates: [{ date: '2026-12-31', name: "New Year's Eve" }] },
  },
  DeleteHolidayCalendar: {
    summary: 'Delete a holiday calendar',
    description: 'Owners and managers. Its members follow the default calendar again.',
  },
  CreateTimeOffRequest: {
    summary: 'Request time off',
    description: `The caller's own request (owners and managers may name a member with user_id): pending, or approved at once when the policy needs no approval. ${REQUEST_RULES}`,
    required: ['policy_id', 'from', 'to'],
    fields: {
      policy_id: { description: 'a policy that applies to the member' },
      from: DAY,
      to: { ...DAY, description: "YYYY-MM-DD, inclusive, a day in the member's time zone" },
      half_day: {
        enum: HALF_DAYS,
        description: 'the morning or the afternoon, for a one-day request',
      },
      hours: { description: 'for an hours-unit policy, a one-day request: the hours taken' },
      note: COMMENT,
      user_id: { description: 'owners and managers: a member of the team; default the caller' },
    },
    example: { policy_id: 2, from: '2026-12-21', to: '2026-12-31', note: 'Family visit' },
  },
  ListTimeOffRequests: {
    summary: 'List time-off requests',
    description:
      "Members see their own requests, owners and managers the team's. Newest first day first.",
    fields: { ...REQUEST_FILTERS, ...PAGE },
  },
  GetTimeOffRequest: { summary: 'Get a time-off request' },
  ApproveTimeOffRequest: {
    summary: 'Approve a time-off request',
    description:
      'Owners and managers, a pending request only. The member is mailed; the time_off_approved webhook fires.',
    fields: { comment: COMMENT },
  },
  RejectTimeOffRequest: {
    summary: 'Reject a time-off request',
    description: 'Owners and managers, a pending request only. The member is mailed the comment.',
    fields: { comment: COMMENT },
    example: { comment: 'The release week: please pick another.' },
  },
  CancelTimeOffRequest: {
    summary: 'Cancel a time-off request',
    description:
      "The member, a pending or approved request, before its first day starts in the member's zone. Its days return to the balance.",
  },
  GetTimeOffBalances: {
    summary: 'Time-off balances',
    description:
      "Per policy that applies to the member: allowance, carried over, accrued, taken, planned, pending and remaining. Members see their own, owners and managers anyone's.",
    fields: {
      user_id: { description: 'default the caller; owners and managers: any member of the team' },
      year: { description: "default the current year in the member's time zone" },
    },
  },
} satisfies Partial<Record<RpcName<'scheduling'>, OperationNotes>>;
