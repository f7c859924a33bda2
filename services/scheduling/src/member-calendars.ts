// GetMemberCalendars (docs/time-off.md, Member calendars): for tracking (attendance, a
// timesheet week's absences), each member's working days, shifts, approved time off and
// holidays in a range of days. Service to service: the team is given and every query is
// scoped to it; no caller role is checked. Also the ScheduleEntry.time_off flag: one
// query per page of entries (no query per entry).
import { Joi, type HalfDay } from '@workmesh/platform';
import type { SchedulingDependencies } from './dependencies';
import { memberDaysIn } from './member-days';
import type {
  HolidayDateRecord,
  ScheduleEntryRecord,
  SchedulingRepository,
  TimeOffRequestRecord,
} from './models';
import { positiveId, validated } from './request-validation';
import { dayNumberOf } from './schedule-dates';
import { addDays, dayOfInstantIn, workingDaysOf } from './time-off-dates';
import { fieldError } from './time-off-policy-rules';
import { fromHundredths } from './time-off-request-rules';
import type { RequestOf } from './models/proto-messages';
import { utcDayOf } from './entry-rules';

export const MAX_CALENDAR_MEMBERS = 500;
export const MAX_CALENDAR_DAYS = 366;

const dayRule = (field: string) =>
  Joi.string()
    .custom((text: string, helpers) => (utcDayOf(text) ? text : helpers.error('any.invalid')))
    .required()
    .messages({ '*': `The ${field} must be a date, YYYY-MM-DD.` });

const calendarsSchema = Joi.object({
  team_id: positiveId('team_id').required(),
  user_ids: Joi.array()
    .items(Joi.number().integer().positive())
    .min(1)
    .max(MAX_CALENDAR_MEMBERS)
    .unique()
    .required()
    .messages({ '*': `The user_ids must list 1 to ${MAX_CALENDAR_MEMBERS} distinct user ids.` }),
  from: dayRule('from'),
  to: dayRule('to'),
});

export interface TimeOffDayView {
  date: string;
  request_id: number;
  policy_id: number;
  policy_name: string;
  paid: boolean;
  unit: string;
  half_day?: HalfDay;
  hours?: number;
}

export interface MemberCalendarView {
  user_id: number;
  working_days: string[];
  shifts: ScheduleEntryRecord[];
  time_off: TimeOffDayView[];
  holidays: HolidayDateRecord[];
}

/** GetMember calls in flight at once (a calendar asks for up to 500 members). */
const MEMBERSHIP_CONCURRENCY = 20;

const entryDayOf = (entry: ScheduleEntryRecord) => dayOfInstantIn(entry.start, entry.timezone);

/**
 * The entries, each flagged when its local start date is one of its member's approved
 * time-off days (the days a request counts: a holiday or weekend inside its range is none).
 */
export function flaggedEntries(
  entries: ScheduleEntryRecord[],
  approved: TimeOffRequestRecord[],
): ScheduleEntryRecord[] {
  return entries.map((entry) => {
    const day = entryDayOf(entry);
    return {
      ...entry,
      time_off: approved.some(
        (request) => request.user_id === entry.user_id && request.days.includes(day),
      ),
    };
  });
}

/** ScheduleEntry.time_off of a page of entries: one query for the whole page. */
export async function withTimeOffFlags(
  repository: SchedulingRepository,
  teamId: number,
  entries: ScheduleEntryRecord[],
): Promise<ScheduleEntryRecord[]> {
  if (entries.length === 0) return entries;
  const days = entries.map(entryDayOf).sort();
  const approved = await repository.timeOffRequests.overlapping(
    teamId,
    [...new Set(entries.map((entry) => entry.user_id))],
    ['approved'],
    days[0],
    days[days.length - 1],
  );
  return flaggedEntries(entries, approved);
}

/** The memberships of the users (null: not a member), MEMBERSHIP_CONCURRENCY calls at a time. */
async function membershipsOf(
  teams: SchedulingDependencies['teams'],
  teamId: number,
  userIds: number[],
) {
  const found: Array<Awaited<ReturnType<typeof teams.membership>>> = [];
  for (let start = 0; start < userIds.length; start += MEMBERSHIP_CONCURRENCY)
    found.push(
      ...(await Promise.all(
        userIds
          .slice(start, start + MEMBERSHIP_CONCURRENCY)
          .map((userId) => teams.membership(teamId, userId)),
      )),
    );
  return found;
}

/** One TimeOffDay per counted day of the member's approved requests in [from, to]. */
function timeOffDays(requests: TimeOffRequestRecord[], from: string, to: string): TimeOffDayView[] {
  const days: TimeOffDayView[] = [];
  for (const request of requests)
    request.days.forEach((day, index) => {
      if (day < from || day > to) return;
      days.push({
        date: day,
        request_id: request.id,
        policy_id: request.policy_id,
        policy_name: request.policy_name,
        paid: request.paid,
        unit: request.unit,
        ...(request.half_day ? { half_day: request.half_day } : {}),
        ...(request.unit === 'hours'
          ? { hours: fromHundredths(request.day_amounts[index] ?? 0) }
          : {}),
      });
    });
  return days.sort((a, b) => a.date.localeCompare(b.date) || a.request_id - b.request_id);
}

export function memberCalendarUseCases({ repository, teams }: SchedulingDependencies) {
  async function getMemberCalendars(
    request: RequestOf<'GetMemberCalendars'>,
  ): Promise<{ members: MemberCalendarView[] }> {
    const input = validated<{ team_id: number; user_ids: number[]; from: string; to: string }>(
      calendarsSchema,
      request,
    );
    const { team_id: teamId, user_ids: userIds, from, to } = input;
    if (to < from) throw fieldError('to', 'The to must be on or after the from.');
    if (dayNumberOf(to) - dayNumberOf(from) + 1 > MAX_CALENDAR_DAYS)
      throw fieldError('to', `A range may span at most ${MAX_CALENDAR_DAYS} days.`);

    const [settings, memberships, days, approved] = await Promise.all([
      teams.calendarSettings(teamId),
      membershipsOf(teams, teamId, userIds),
      memberDaysIn(repository, teamId, userIds, from, to),
      // The shifts' window reaches a day either side of the range.
      repository.timeOffRequests.overlapping(
        teamId,
        userIds,
        ['approved'],
        addDays(from, -1),
        addDays(to, 2),
      ),
    ]);
    const members = userIds.map((userId, index) => {
      const found = days.get(userId)!;
      const own = approved.filter((request) => request.user_id === userId);
      return {
        user_id: userId,
        working_days: workingDaysOf(memberships[index]?.working_days ?? [], settings.working_days),
        shifts: flaggedEntries(found.shifts, own),
        time_off: timeOffDays(own, from, to),
        holidays: found.holidays,
      };
    });
    return { members };
  }

  return { getMemberCalendars };
}

export type MemberCalendarUseCases = ReturnType<typeof memberCalendarUseCases>;
