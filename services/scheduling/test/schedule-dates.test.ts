// The values of a schedule as the contract reads them: date_from/until as calendar dates,
// zone names, HH:MM times, day_repeat lists, and the stored UTC form.
import {
  TIME_PATTERN,
  addYears,
  calendarDateOf,
  daysBetween,
  formatUtc,
  isTimezone,
  minutesOf,
  parseDayRepeat,
} from '../src/schedule-dates';

describe('calendarDateOf', () => {
  it.each([
    ['an ISO date', '2026-03-01', '2026-03-01'],
    ['a date-time with a +hh:mm offset', '2026-03-01T09:00:00+05:30', '2026-03-01'],
    ['a date-time with a −hh:mm offset', '2026-03-01T09:00-04:00', '2026-03-01'],
    ['a date-time with a ±hhmm offset', '2026-03-01T09:00:00+0530', '2026-03-01'],
    ['a date-time in UTC (Z)', '2026-03-01T09:00:00Z', '2026-03-01'],
    ['a space instead of T', '2026-03-01 09:00:00+05:30', '2026-03-01'],
    ['fractional seconds', '2026-03-01T09:00:00.123456Z', '2026-03-01'],
    ['Feb 29 of a leap year', '2028-02-29', '2028-02-29'],
    ['Feb 29 of a year divisible by 400', '2000-02-29', '2000-02-29'],
  ])('reads %s: %s → %s', (_description, text, expected) => {
    expect(calendarDateOf(text)).toBe(expected);
  });

  it('keeps the date as written in its own offset, not the UTC date', () => {
    // 23:30 at −10:00 is 09:30Z on 2026-03-02; the schedule's day is still 2026-03-01.
    expect(calendarDateOf('2026-03-01T23:30:00-10:00')).toBe('2026-03-01');
  });

  it.each([
    ['a date-time without an offset', '2026-03-01T09:00:00'],
    ['a date-time with a space and no offset', '2026-03-01 09:00'],
    ['Feb 30', '2026-02-30'],
    ['Feb 29 of a common year', '2026-02-29'],
    ['Feb 29 of a century not divisible by 400', '1900-02-29'],
    ['month 13', '2026-13-01'],
    ['day 0', '2026-03-00'],
    ['hour 24', '2026-03-01T24:00Z'],
    ['minute 60', '2026-03-01T09:60Z'],
    ['second 60', '2026-03-01T09:00:60Z'],
    ['a one-digit offset hour', '2026-03-01T09:00+5:30'],
    ['unpadded month and day', '2026-3-1'],
    ['a US-style date', '03/01/2026'],
    ['a trailing T', '2026-03-01T'],
    ['surrounding spaces', ' 2026-03-01 '],
    ['words', 'tomorrow'],
    ['an empty string', ''],
  ])('refuses %s: %p', (_description, text) => {
    expect(calendarDateOf(text)).toBeNull();
  });
});

describe('isTimezone', () => {
  it.each(['America/New_York', 'Asia/Kathmandu', 'Australia/Sydney', 'UTC'])('knows %s', (zone) => {
    expect(isTimezone(zone)).toBe(true);
  });

  it.each(['', 'Not/AZone', '+05:00', 'GMT+5', ' UTC'])('refuses %p', (zone) => {
    expect(isTimezone(zone)).toBe(false);
  });
});

describe('TIME_PATTERN and minutesOf', () => {
  it.each([
    ['00:00', 0],
    ['9:05', 545],
    ['09:30', 570],
    ['23:59', 1439],
  ])('reads %s as %i minutes after midnight', (time, minutes) => {
    expect(TIME_PATTERN.test(time)).toBe(true);
    expect(minutesOf(time)).toBe(minutes);
  });

  it.each(['24:00', '9:5', '12:60', '0900', ''])('the pattern refuses %p', (time) => {
    expect(TIME_PATTERN.test(time)).toBe(false);
  });
});

describe('parseDayRepeat', () => {
  it('trims values and returns them in week order', () => {
    expect(parseDayRepeat('fri,mon, wed ')).toEqual(['mon', 'wed', 'fri']);
  });

  it('drops duplicates', () => {
    expect(parseDayRepeat('sun,sun,mon')).toEqual(['mon', 'sun']);
  });

  it.each([
    ['an empty list', ''],
    ['an empty value', 'mon,,wed'],
    ['a trailing comma', 'mon,'],
    ['a capitalised day', 'Mon'],
    ['a full day name', 'monday'],
    ['an unknown day', 'mon,funday'],
  ])('refuses %s: %p', (_description, text) => {
    expect(parseDayRepeat(text)).toBeNull();
  });
});

describe('formatUtc', () => {
  it('writes the UTC date-time without fraction or zone', () => {
    expect(formatUtc(new Date('2026-03-08T07:30:00.999Z'))).toBe('2026-03-08 07:30:00');
  });

  it('writes an instant given with an offset in UTC', () => {
    expect(formatUtc(new Date('2026-01-15T05:00:00+05:45'))).toBe('2026-01-14 23:15:00');
  });
});

describe('daysBetween', () => {
  it.each([
    ['2026-01-01', '2026-12-31', 364],
    ['2026-03-07', '2026-03-09', 2], // across New York's spring-forward: still whole days
    ['2028-02-28', '2028-03-01', 2], // leap day
    ['2026-03-01', '2026-02-28', -1],
    ['2026-12-31', '2026-12-31', 0],
  ])('from %s to %s is %i', (a, b, days) => {
    expect(daysBetween(a, b)).toBe(days);
  });
});

describe('addYears', () => {
  it.each([
    ['2026-03-01', 2, '2028-03-01'],
    ['2026-12-31', 2, '2028-12-31'],
    ['2028-02-29', 1, '2029-02-28'], // the target year has no Feb 29: its last day of February
    ['2028-02-29', 4, '2032-02-29'],
  ])('%s plus %i years is %s', (date, years, expected) => {
    expect(addYears(date, years)).toBe(expected);
  });
});
