// How the time-off answers are presented (docs/time-off.md): policies, holiday calendars,
// requests and balances as the scheduling service writes them. The refusals are the
// service's own messages in shape A at the statuses of their kinds (route.presenters.ts):
// a balance that does not cover a request, an overlap or an approved week are conflicts (409).
import {
  HALF_DAYS,
  TIME_OFF_ACCRUALS,
  TIME_OFF_STATUSES,
  TIME_OFF_UNITS,
} from '@workmesh/platform';
import { record } from '../reply-presentation';

const DAY = { description: "YYYY-MM-DD, a day in the member's time zone" };
const UNIT = {
  enum: TIME_OFF_UNITS,
  description: 'what requests and balances count: days or hours',
};

record('workmesh.scheduling.v1.TimeOffPolicy', {
  component: 'TimeOffPolicy',
  description: "A kind of the team's time off (vacation, sick leave) and its yearly allowance.",
  notes: {
    name: { description: 'unique in the team, whatever its case' },
    paid: { description: 'paid time off (shown on reports and timesheets)' },
    unit: UNIT,
    allowance: { description: 'per year, in unit' },
    accrual: {
      enum: TIME_OFF_ACCRUALS,
      description:
        "yearly: all on 1 January (pro rata from a member's join date); monthly: a twelfth at the start of each month",
    },
    carry_over_max: { description: 'in unit: what may carry into the next year; 0 none' },
    requires_approval: {
      description: 'requests wait for an owner or manager; else approved at once',
    },
    allow_negative: { description: 'a request may take the balance below zero' },
    user_ids: { description: 'the members it applies to (with group_ids); both empty: everyone' },
    group_ids: { description: 'the groups whose members it applies to' },
    created_by: { description: 'who created it' },
  },
});

record('workmesh.scheduling.v1.HolidayDate', {
  component: 'HolidayDate',
  description: 'A holiday: a day off for everyone on the calendar.',
  notes: { date: DAY, name: { description: 'e.g. New Year’s Day' } },
});

record('workmesh.scheduling.v1.HolidayCalendar', {
  component: 'HolidayCalendar',
  description: "A team's holiday calendar: the days off its members do not count as working days.",
  notes: {
    name: { description: 'unique in the team, whatever its case' },
    dates: { description: 'sorted by date, one per date' },
    country: { description: 'ISO 3166-1 alpha-2 code the dates were seeded from; null when none' },
    region: { description: 'its subdivision code the dates were seeded from; null when none' },
    default: { description: "the team's calendar: every member not named on another one" },
    user_ids: { description: 'members who follow this calendar instead of the default one' },
    created_by: { description: 'who created it' },
  },
});

record('workmesh.scheduling.v1.TimeOffRequest', {
  component: 'TimeOffRequest',
  description: "A member's request for time off under a policy, from one day to another.",
  notes: {
    user_id: { description: 'whose time off it is' },
    policy_name: { description: "the policy's name when the request was made" },
    paid: { description: "the policy's, when the request was made" },
    unit: UNIT,
    from: DAY,
    to: { description: "YYYY-MM-DD, inclusive, a day in the member's time zone" },
    half_day: {
      enum: [...HALF_DAYS, null],
      description: 'the morning or the afternoon of a one-day request; null: whole days',
    },
    hours: { description: 'as asked (hours-unit policies, one-day requests); null otherwise' },
    amount: {
      description:
        'what it takes from the balance, in unit: working days only (holidays and days off not counted)',
    },
    days: { description: 'the working days it counts, YYYY-MM-DD' },
    status: { enum: TIME_OFF_STATUSES },
    note: { description: "the member's" },
    comment: { description: "the reviewer's comment; null when none" },
    reviewed_by: { description: 'who approved or rejected it; null until then' },
    reviewed_at: { description: 'when; null until then' },
    created_by: { description: 'who made it: the member, or an owner or manager for them' },
  },
});

record('workmesh.scheduling.v1.TimeOffBalance', {
  component: 'TimeOffBalance',
  description: "A member's balance under one policy in one year, in the policy's unit.",
  notes: {
    unit: UNIT,
    allowance: { description: "the policy's yearly allowance" },
    carried_over: { description: "from the year before, at most the policy's carry_over_max" },
    accrued: { description: "of this year's allowance so far (pro rata from joining)" },
    taken: { description: 'approved, on days up to today' },
    planned: { description: 'approved, on days after today' },
    pending: { description: 'awaiting approval (not subtracted)' },
    remaining: { description: 'carried_over + accrued − taken − planned' },
  },
});

record('workmesh.scheduling.v1.TimeOffBalances', {
  component: 'TimeOffBalances',
  description: "A member's time-off balances in a year, one per policy that applies to them.",
  notes: {
    user_id: { description: 'whose balances' },
    year: { description: "the calendar year, in the member's time zone" },
  },
});
