// scheduling as the other services see it in their component tests: each member's calendar
// (shifts, approved time off, holidays, working days) as a test sets it, answered by
// GetMemberCalendars for a team, members and range of days, able to be made "down".
import { bindStubService, schedulingProto } from '@workmesh/platform';
import { FailingMethods } from './failing-methods';
import { StubService } from './stub-service';

export type SchedulingMethod = 'GetMemberCalendars';

/** A shift of a member: its UTC instants. minimum_hours 0 unless set. */
export interface StubShift {
  start: Date;
  end: Date;
  minimum_hours?: number;
  title?: string;
  timezone?: string;
}

/** A day of approved time off, as scheduling answers it. */
export interface StubTimeOffDay {
  date: string;
  request_id?: number;
  policy_id?: number;
  policy_name: string;
  paid?: boolean;
  /** days (default) or hours. */
  unit?: 'days' | 'hours';
  half_day?: 'am' | 'pm';
  hours?: number;
}

export interface StubHoliday {
  date: string;
  name: string;
}

interface StubCalendar {
  workingDays: string[];
  shifts: StubShift[];
  timeOff: StubTimeOffDay[];
  holidays: StubHoliday[];
}

/** What a GetMemberCalendars call asked. */
export interface MemberCalendarsCall {
  team_id: number;
  user_ids: number[];
  from: string;
  to: string;
  callerUserId?: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Scheduling's UTC `YYYY-MM-DD HH:MM:SS`. */
const scheduleText = (instant: Date) =>
  `${instant.toISOString().slice(0, 10)} ${pad(instant.getUTCHours())}:${pad(instant.getUTCMinutes())}:${pad(instant.getUTCSeconds())}`;

/** The zone's wall clock at the instant, as if it were UTC (milliseconds). */
function wallClock(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  for (const part of format.formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/**
 * The instant a wall-clock time of a date has in the zone (`2026-03-09`, `09:00`,
 * `America/New_York` → 13:00Z): each date's own offset, so right across a DST change.
 */
export function zonedInstant(date: string, time: string, zone: string): Date {
  const wall = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  let guess = wall;
  for (let pass = 0; pass < 3; pass++) guess = wall - (wallClock(guess, zone) - guess);
  return new Date(guess);
}

const emptyCalendar = (): StubCalendar => ({
  workingDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
  shifts: [],
  timeOff: [],
  holidays: [],
});

export class StubScheduling extends StubService {
  /** Every GetMemberCalendars call, answered or not. */
  readonly calendarCalls: MemberCalendarsCall[] = [];
  private readonly calendars = new Map<string, StubCalendar>();
  private readonly failing = new FailingMethods<SchedulingMethod>('scheduling');
  private nextRequestId = 600;

  private calendar(teamId: number, userId: number): StubCalendar {
    const key = `${teamId}:${userId}`;
    let calendar = this.calendars.get(key);
    if (!calendar) {
      calendar = emptyCalendar();
      this.calendars.set(key, calendar);
    }
    return calendar;
  }

  /** A shift of the member in the team. */
  addShift(teamId: number, userId: number, shift: StubShift): void {
    this.calendar(teamId, userId).shifts.push(shift);
  }

  /**
   * A shift from `timeFrom` to `timeTo` (HH:MM, wall clock in `zone`) on each date given
   * (a weekly schedule's occurrences).
   */
  addShifts(
    teamId: number,
    userId: number,
    dates: readonly string[],
    {
      timeFrom,
      timeTo,
      zone,
      minimumHours = 0,
    }: {
      timeFrom: string;
      timeTo: string;
      zone: string;
      minimumHours?: number;
    },
  ): void {
    for (const date of dates)
      this.addShift(teamId, userId, {
        start: zonedInstant(date, timeFrom, zone),
        end: zonedInstant(date, timeTo, zone),
        minimum_hours: minimumHours,
        timezone: zone,
      });
  }

  /** A day of approved time off (a request id of its own unless given). */
  addTimeOff(teamId: number, userId: number, day: StubTimeOffDay): void {
    this.calendar(teamId, userId).timeOff.push({
      request_id: this.nextRequestId++,
      ...day,
    });
  }

  /** A holiday on the member's calendar. */
  addHoliday(teamId: number, userId: number, holiday: StubHoliday): void {
    this.calendar(teamId, userId).holidays.push(holiday);
  }

  /** The member's working days (sun … sat; mon … fri unless set). */
  setWorkingDays(teamId: number, userId: number, days: string[]): void {
    this.calendar(teamId, userId).workingDays = days;
  }

  /** Until the returned function is called, the methods answer UNAVAILABLE. */
  fail(...methods: SchedulingMethod[]): () => void {
    return this.failing.fail(...methods);
  }

  protected binding() {
    const { failing } = this;
    return bindStubService(
      'workmesh.scheduling.v1.Scheduling',
      schedulingProto().Scheduling.service,
      {
        // Per member asked (in the order asked): shifts whose start's UTC date is in [from,
        // to], time off and holidays dated in it.
        GetMemberCalendars: async ({ team_id, user_ids, from, to }, context) => {
          this.calendarCalls.push({
            team_id,
            user_ids,
            from,
            to,
            callerUserId: context.caller?.userId,
          });
          failing.check('GetMemberCalendars');
          const inRange = (date: string) => date >= from && date <= to;
          return {
            members: user_ids.map((userId) => {
              const calendar = this.calendars.get(`${team_id}:${userId}`) ?? emptyCalendar();
              return {
                user_id: userId,
                working_days: calendar.workingDays,
                shifts: calendar.shifts
                  .filter((shift) => inRange(shift.start.toISOString().slice(0, 10)))
                  .map((shift, index) => ({
                    id: index + 1,
                    sid: `S${userId}`,
                    user_id: userId,
                    team_id,
                    title: shift.title ?? 'Shift',
                    start_date: scheduleText(shift.start),
                    end_date: scheduleText(shift.end),
                    minimum_hours: shift.minimum_hours ?? 0,
                    repetition: 'weekly',
                    day_repeat: '',
                    timezone: shift.timezone ?? 'UTC',
                    created_by: 0,
                    created_at: '2026-01-01 00:00:00',
                    updated_at: '2026-01-01 00:00:00',
                    time_off: calendar.timeOff.some(
                      (day) => day.date === shift.start.toISOString().slice(0, 10),
                    ),
                  })),
                time_off: calendar.timeOff
                  .filter((day) => inRange(day.date))
                  .map((day) => ({
                    date: day.date,
                    request_id: day.request_id ?? 0,
                    policy_id: day.policy_id ?? 1,
                    policy_name: day.policy_name,
                    paid: day.paid ?? true,
                    unit: day.unit ?? 'days',
                    ...(day.half_day === undefined ? {} : { half_day: day.half_day }),
                    ...(day.hours === undefined ? {} : { hours: day.hours }),
                  })),
                holidays: calendar.holidays.filter((holiday) => inRange(holiday.date)),
              };
            }),
          };
        },
      },
    );
  }
}
