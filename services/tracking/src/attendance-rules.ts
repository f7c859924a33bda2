// The rules of the attendance report and of a timesheet's absences (docs/attendance.md),
// pure: the request's fields, and per member and local day what was scheduled, expected,
// tracked and credited as time off. A day is a calendar date in the member's zone; shifts
// and entries fall on the day their start falls on there (each instant read for itself, so
// a DST day lasts 23 or 25 hours). Expected = scheduled, 0 on a holiday; difference =
// tracked + time off − expected; the balance is its running sum over the range.
import { invalidArgument, Joi, Reason } from '@workmesh/platform';
import type { TimesheetAbsence } from './models';
import { durationSeconds } from './models/time-entry-amounts';
import { positiveId, validated } from './request-validation';
import type { CalendarShift, CalendarTimeOff, MemberCalendar } from './scheduling-directory';
import { reasonOf, timezone } from './time-entry-rules';
import { dayOfIsoDate, isoDateOf, localDateOf } from './week';

/** The longest range an attendance report covers, in days (both ends counted). */
export const MAX_ATTENDANCE_DAYS = 366;

export const ATTENDANCE_TO_BEFORE_FROM_MESSAGE = 'The to must be on or after the from.';
export const ATTENDANCE_TOO_LONG_MESSAGE = `An attendance report covers at most ${MAX_ATTENDANCE_DAYS} days.`;

const date = (name: 'from' | 'to') =>
  Joi.string()
    .trim()
    .custom((value: string, helpers) =>
      dayOfIsoDate(value) === undefined ? helpers.error('any.invalid') : value,
    )
    .required()
    .messages({
      'any.required': `The ${name} field is required.`,
      '*': `The ${name} must be a date (YYYY-MM-DD).`,
    });

const attendanceReportSchema = Joi.object({
  from: date('from'),
  to: date('to'),
  user_id: positiveId('user_id'),
  group_id: positiveId('group_id'),
  timezone,
});

export interface AttendanceReportInput {
  from: string;
  to: string;
  user_id?: number;
  group_id?: number;
  /** Canonical IANA zone: every member's days are read in it. */
  timezone?: string;
}

const fieldError = (field: string, message: string) =>
  invalidArgument(Reason.INVALID_PARAMETERS, message, { [field]: [message] });

/** The request's fields: from ≤ to, at most MAX_ATTENDANCE_DAYS days. */
export function validatedAttendanceReport(request: unknown): AttendanceReportInput {
  const input = validated<AttendanceReportInput>(attendanceReportSchema, request, reasonOf);
  const first = dayOfIsoDate(input.from)!;
  const last = dayOfIsoDate(input.to)!;
  if (last < first) throw fieldError('to', ATTENDANCE_TO_BEFORE_FROM_MESSAGE);
  if (last - first + 1 > MAX_ATTENDANCE_DAYS) throw fieldError('to', ATTENDANCE_TOO_LONG_MESSAGE);
  return input;
}

/** The dates from … to (YYYY-MM-DD, both included). */
export function datesOf(from: string, to: string): string[] {
  const first = dayOfIsoDate(from)!;
  const last = dayOfIsoDate(to)!;
  return Array.from({ length: last - first + 1 }, (_, index) => isoDateOf(first + index));
}

/** The team settings attendance reads. */
export interface AttendanceSettings {
  /** What a day-unit time off credits on a day without a shift. */
  hoursPerDay: number;
  lateStartThresholdMinutes: number;
}

/** A tracked entry as attendance reads it: a running one has no end (counted up to now). */
export interface TrackedSpan {
  start: Date;
  end: Date | null;
}

/** A shift's scheduled seconds: its minimum_hours when set, else its length. */
export const shiftSeconds = (shift: CalendarShift): number =>
  shift.minimumHours > 0
    ? Math.round(shift.minimumHours * 3600)
    : Math.max(0, Math.round((shift.end.getTime() - shift.start.getTime()) / 1000));

/**
 * What a day of time off credits: an hours-unit request its hours; a day-unit one the
 * day's scheduled seconds (hours_per_day when nothing is scheduled), half of it for a
 * half day.
 */
export function timeOffCreditSeconds(
  day: Pick<CalendarTimeOff, 'unit' | 'halfDay' | 'hours'>,
  scheduledSeconds: number,
  hoursPerDay: number,
): number {
  if (day.unit === 'hours') return Math.round((day.hours ?? 0) * 3600);
  const whole = scheduledSeconds > 0 ? scheduledSeconds : Math.round(hoursPerDay * 3600);
  return day.halfDay ? Math.round(whole / 2) : whole;
}

/** Things with a start, grouped by the local date of their start in the zone. */
function byLocalDate<T extends { start: Date }>(items: readonly T[], zone: string) {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const key = localDateOf(item.start, zone);
    const list = days.get(key);
    if (list) list.push(item);
    else days.set(key, [item]);
  }
  return days;
}

const earliest = (items: readonly { start: Date }[]): Date | null =>
  items.reduce<Date | null>(
    (first, item) => (!first || item.start < first ? item.start : first),
    null,
  );

/** Each item once per key, in order (several time-off days on one date). */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

export interface AttendanceDayResult {
  date: string;
  scheduledSeconds: number;
  trackedSeconds: number;
  timeOffSeconds: number;
  timeOffPolicy: string | null;
  holiday: string | null;
  expectedSeconds: number;
  differenceSeconds: number;
  balanceSeconds: number;
  shiftStart: Date | null;
  firstStart: Date | null;
  lateMinutes: number;
  late: boolean;
}

export interface AttendanceTotals {
  scheduledSeconds: number;
  expectedSeconds: number;
  trackedSeconds: number;
  timeOffSeconds: number;
  differenceSeconds: number;
  lateDays: number;
}

export interface MemberAttendance extends AttendanceTotals {
  userId: number;
  name: string;
  timezone: string;
  days: AttendanceDayResult[];
}

export interface MemberAttendanceInput {
  userId: number;
  name: string;
  /** The zone the member's days are read in. */
  timezone: string;
  /** The range's dates, in order. */
  dates: readonly string[];
  calendar: MemberCalendar;
  entries: readonly TrackedSpan[];
  settings: AttendanceSettings;
  /** Running entries count up to it. */
  now: Date;
}

/**
 * Whether the member was expected at the day's first shift start: not on a holiday, nor
 * with a whole day off, a morning off (`am`) or hours off (which may be the morning's).
 * An afternoon off (`pm`) still expects them in the morning.
 */
const expectedAtShiftStart = (holiday: string | null, timeOff: readonly CalendarTimeOff[]) =>
  !holiday && timeOff.every((day) => day.unit === 'days' && day.halfDay === 'pm');

/**
 * Late: the first tracked start after the first shift's start plus the threshold, on a
 * day the member was expected at it; whole minutes after the shift's start.
 */
function lateness(
  shiftStart: Date | null,
  firstStart: Date | null,
  judged: boolean,
  thresholdMinutes: number,
): { late: boolean; lateMinutes: number } {
  if (!judged || !shiftStart || !firstStart) return { late: false, lateMinutes: 0 };
  const afterMs = firstStart.getTime() - shiftStart.getTime();
  if (afterMs <= thresholdMinutes * 60_000) return { late: false, lateMinutes: 0 };
  return { late: true, lateMinutes: Math.floor(afterMs / 60_000) };
}

/** A member's days over the range, with the running balance and the totals. */
export function memberAttendance(input: MemberAttendanceInput): MemberAttendance {
  const { calendar, settings, timezone: zone } = input;
  const shiftsOn = byLocalDate(calendar.shifts, zone);
  const entriesOn = byLocalDate(input.entries, zone);
  const timeOffOn = groupBy(calendar.timeOff, (day) => day.date);
  const holidayOn = new Map(calendar.holidays.map((holiday) => [holiday.date, holiday.name]));
  const totals: AttendanceTotals = {
    scheduledSeconds: 0,
    expectedSeconds: 0,
    trackedSeconds: 0,
    timeOffSeconds: 0,
    differenceSeconds: 0,
    lateDays: 0,
  };
  const days = input.dates.map((date): AttendanceDayResult => {
    const shifts = shiftsOn.get(date) ?? [];
    const entries = entriesOn.get(date) ?? [];
    const timeOff = timeOffOn.get(date) ?? [];
    const holiday = holidayOn.get(date) ?? null;
    const scheduledSeconds = shifts.reduce((sum, shift) => sum + shiftSeconds(shift), 0);
    const trackedSeconds = entries.reduce(
      (sum, entry) => sum + durationSeconds(entry.start, entry.end, input.now),
      0,
    );
    // Nothing is expected on a holiday, so time off there credits nothing.
    const timeOffSeconds = holiday
      ? 0
      : timeOff.reduce(
          (sum, day) => sum + timeOffCreditSeconds(day, scheduledSeconds, settings.hoursPerDay),
          0,
        );
    const expectedSeconds = holiday ? 0 : scheduledSeconds;
    const differenceSeconds = trackedSeconds + timeOffSeconds - expectedSeconds;
    const shiftStart = earliest(shifts);
    const firstStart = earliest(entries);
    const { late, lateMinutes } = lateness(
      shiftStart,
      firstStart,
      expectedAtShiftStart(holiday, timeOff),
      settings.lateStartThresholdMinutes,
    );
    totals.scheduledSeconds += scheduledSeconds;
    totals.expectedSeconds += expectedSeconds;
    totals.trackedSeconds += trackedSeconds;
    totals.timeOffSeconds += timeOffSeconds;
    totals.differenceSeconds += differenceSeconds;
    if (late) totals.lateDays += 1;
    const policies = [...new Set(timeOff.map((day) => day.policyName))];
    return {
      date,
      scheduledSeconds,
      trackedSeconds,
      timeOffSeconds,
      timeOffPolicy: policies.length > 0 ? policies.join(', ') : null,
      holiday,
      expectedSeconds,
      differenceSeconds,
      balanceSeconds: totals.differenceSeconds,
      shiftStart,
      firstStart,
      lateMinutes,
      late,
    };
  });
  return { userId: input.userId, name: input.name, timezone: zone, days, ...totals };
}

/**
 * The week's absences (its dates in the team's zone): holidays (crediting nothing: nothing
 * is expected that day) and approved time off, credited as the attendance report credits
 * it; by date, holidays first.
 */
export function timesheetAbsences(
  calendar: MemberCalendar,
  dates: readonly string[],
  zone: string,
  hoursPerDay: number,
): TimesheetAbsence[] {
  const week = new Set(dates);
  const holidayDates = new Set(calendar.holidays.map((holiday) => holiday.date));
  const shiftsOn = byLocalDate(calendar.shifts, zone);
  const scheduledOn = (date: string) =>
    (shiftsOn.get(date) ?? []).reduce((sum, shift) => sum + shiftSeconds(shift), 0);
  const holidays = calendar.holidays
    .filter((holiday) => week.has(holiday.date))
    .map((holiday): TimesheetAbsence => ({
      date: holiday.date,
      kind: 'holiday',
      name: holiday.name,
      paid: true,
      seconds: 0,
      halfDay: null,
      requestId: null,
    }));
  const timeOff = calendar.timeOff
    .filter((day) => week.has(day.date))
    .map((day): TimesheetAbsence => ({
      date: day.date,
      kind: 'time_off',
      name: day.policyName,
      paid: day.paid,
      // As the report: nothing is expected on a holiday, so time off there credits nothing.
      seconds: holidayDates.has(day.date)
        ? 0
        : timeOffCreditSeconds(day, scheduledOn(day.date), hoursPerDay),
      halfDay: day.halfDay,
      requestId: day.requestId,
    }));
  // A stable sort: holidays before time off on the same date.
  return [...holidays, ...timeOff].sort((a, b) => a.date.localeCompare(b.date));
}
