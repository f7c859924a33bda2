// What decides a member's days off in a range (docs/time-off.md, Days): their shifts
// starting near it (each read in its own zone), and the holidays of their calendar (the
// one naming them, else the team's default). One query each for any number of members.
import type { SchedulingRepository, HolidayDateRecord, ScheduleEntryRecord } from './models';
import { calendarOf } from './holiday-rules';
import { MS_PER_DAY } from './schedule-dates';
import { addDays } from './time-off-dates';

export interface MemberDays {
  /** Entries starting in [from 00:00 UTC − 1 day, to + 2 days): the consumer buckets per zone. */
  shifts: ScheduleEntryRecord[];
  /** The member's calendar's holidays from `from` through `to`. */
  holidays: HolidayDateRecord[];
}

/** The UTC window of shifts whose local start date may fall in [from, to] in any zone. */
export const shiftWindowOf = (from: string, to: string) => ({
  start: new Date(Date.parse(`${from}T00:00:00Z`) - MS_PER_DAY),
  before: new Date(Date.parse(`${addDays(to, 2)}T00:00:00Z`)),
});

export async function memberDaysIn(
  repository: SchedulingRepository,
  teamId: number,
  userIds: number[],
  from: string,
  to: string,
): Promise<Map<number, MemberDays>> {
  const window = shiftWindowOf(from, to);
  const [entries, calendars] = await Promise.all([
    repository.entries.startingBetween(teamId, userIds, window.start, window.before),
    repository.holidayCalendars.forMembers(teamId, userIds),
  ]);
  const days = new Map<number, MemberDays>();
  for (const userId of userIds) {
    const calendar = calendarOf(calendars, userId);
    days.set(userId, {
      shifts: entries.filter((entry) => entry.user_id === userId),
      holidays: (calendar?.dates ?? []).filter(
        (holiday) => holiday.date >= from && holiday.date <= to,
      ),
    });
  }
  return days;
}
