// What the tracking service asks scheduling: each member's calendar in a range of days
// (GetMemberCalendars): their shifts (schedule entries), approved time off and holidays,
// for the attendance report and the timesheet's absences. Scheduling not answering is
// UNAVAILABLE SCHEDULING_UNAVAILABLE for our caller (askingService).
import { askingService, schedulingClient, type ClientOptions } from '@workmesh/platform';

/** One schedule entry of a member: when it runs, and the hours it asks (0: the shift's length). */
export interface CalendarShift {
  start: Date;
  end: Date;
  minimumHours: number;
}

/** A day of approved time off, as scheduling counts it. */
export interface CalendarTimeOff {
  date: string;
  requestId: number;
  policyName: string;
  paid: boolean;
  /** TimeOffUnit: days or hours. */
  unit: string;
  /** HalfDay (am | pm) of a half-day request; null for a whole day. */
  halfDay: string | null;
  /** Hours-unit requests: the hours of that day; null otherwise. */
  hours: number | null;
}

export interface CalendarHoliday {
  date: string;
  name: string;
}

/** A member's calendar in the range asked. */
export interface MemberCalendar {
  userId: number;
  /** sun … sat. */
  workingDays: string[];
  shifts: CalendarShift[];
  timeOff: CalendarTimeOff[];
  holidays: CalendarHoliday[];
}

export interface SchedulingDirectory {
  /**
   * The members' calendars over the days [from, to] (YYYY-MM-DD, inclusive), by user id;
   * a member scheduling does not answer for has an empty calendar.
   */
  calendarsOf(
    teamId: number,
    userIds: readonly number[],
    days: { from: string; to: string },
  ): Promise<Map<number, MemberCalendar>>;
  close(): void;
}

/** Scheduling's instants: UTC `YYYY-MM-DD HH:MM:SS` (or ISO 8601). */
export function scheduleInstant(text: string): Date {
  return new Date(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text) ? `${text.replace(' ', 'T')}Z` : text,
  );
}

export const emptyCalendar = (userId: number): MemberCalendar => ({
  userId,
  workingDays: [],
  shifts: [],
  timeOff: [],
  holidays: [],
});

export function schedulingDirectory(address: string, options: ClientOptions): SchedulingDirectory {
  const client = schedulingClient(address, options);
  return {
    calendarsOf: (teamId, userIds, { from, to }) =>
      askingService('scheduling', async () => {
        const calendars = new Map(userIds.map((userId) => [userId, emptyCalendar(userId)]));
        if (userIds.length === 0) return calendars;
        const { members } = await client.GetMemberCalendars({
          team_id: teamId,
          user_ids: [...userIds],
          from,
          to,
        });
        for (const member of members) {
          if (!calendars.has(member.user_id)) continue;
          calendars.set(member.user_id, {
            userId: member.user_id,
            workingDays: member.working_days,
            shifts: member.shifts
              .map((shift) => ({
                start: scheduleInstant(shift.start_date),
                end: scheduleInstant(shift.end_date),
                minimumHours: shift.minimum_hours,
              }))
              .filter((shift) => !Number.isNaN(shift.start.getTime() + shift.end.getTime())),
            timeOff: member.time_off.map((day) => ({
              date: day.date,
              requestId: day.request_id,
              policyName: day.policy_name,
              paid: day.paid,
              unit: day.unit,
              halfDay: day.half_day || null,
              hours: day.hours ?? null,
            })),
            holidays: member.holidays.map(({ date, name }) => ({ date, name })),
          });
        }
        return calendars;
      }),
    close: () => client.close(),
  };
}
