// Schedule expansion against hand-computed UTC times. Every expected value below was worked
// out by hand from the zone's offset on that local date (noted per row), not by moment.
// Calendar facts used: 2026-03-08 and 2026-11-01 are Sundays (New York's DST changes at
// 02:00); 2026-04-05 and 2026-10-04 are Sundays (Sydney's DST end and start, at 03:00 AEDT
// and 02:00 AEST); 2026 has 53 ISO weeks, 2026-12-28 is the Monday of 2026-W53 and
// 2027-01-11 the Monday of 2027-W02.
import moment from 'moment-timezone';
import { formatUtc } from '../src/schedule-dates';
import {
  countOccurrences,
  expandSchedule,
  type ExpansionInput,
  type Occurrence,
} from '../src/schedule-expansion';

interface ExpansionCase {
  name: string;
  input: ExpansionInput;
  /** [start, end] per occurrence, UTC 'YYYY-MM-DD HH:MM:SS'. */
  expected: [string, string][];
}

const cases: ExpansionCase[] = [
  {
    name: 'New York, weekly on Sunday across the March spring-forward',
    input: {
      firstDay: '2026-03-01',
      lastDay: '2026-03-15',
      timeFrom: '09:00',
      timeTo: '17:00',
      timezone: 'America/New_York',
      repetition: 'weekly',
      days: ['sun'],
    },
    expected: [
      ['2026-03-01 14:00:00', '2026-03-01 22:00:00'], // EST −5: 09:00 → 14:00Z, 17:00 → 22:00Z
      ['2026-03-08 13:00:00', '2026-03-08 21:00:00'], // EDT −4 from 02:00: 09:00 → 13:00Z
      ['2026-03-15 13:00:00', '2026-03-15 21:00:00'], // EDT −4
    ],
  },
  {
    name: 'New York, weekly on Sunday across the November fall-back',
    input: {
      firstDay: '2026-10-25',
      lastDay: '2026-11-08',
      timeFrom: '09:00',
      timeTo: '17:00',
      timezone: 'America/New_York',
      repetition: 'weekly',
      days: ['sun'],
    },
    expected: [
      ['2026-10-25 13:00:00', '2026-10-25 21:00:00'], // EDT −4: 09:00 → 13:00Z
      ['2026-11-01 14:00:00', '2026-11-01 22:00:00'], // EST −5 from 02:00: 09:00 → 14:00Z
      ['2026-11-08 14:00:00', '2026-11-08 22:00:00'], // EST −5
    ],
  },
  {
    name: 'New York, a start in the spring-forward gap moves forward by the gap',
    input: {
      firstDay: '2026-03-08',
      timeFrom: '02:30',
      timeTo: '10:00',
      timezone: 'America/New_York',
      repetition: 'never',
      days: [],
    },
    // 02:30 does not exist (02:00 EST → 03:00 EDT): 03:30 EDT −4 → 07:30Z; 10:00 EDT → 14:00Z
    expected: [['2026-03-08 07:30:00', '2026-03-08 14:00:00']],
  },
  {
    name: 'New York, an end in the spring-forward gap moves forward by the gap',
    input: {
      firstDay: '2026-03-07',
      timeFrom: '22:00',
      timeTo: '02:30',
      timezone: 'America/New_York',
      repetition: 'never',
      days: [],
    },
    // 22:00 EST −5 → 03:00Z next day; 02:30 on 03-08 does not exist: 03:30 EDT −4 → 07:30Z
    expected: [['2026-03-08 03:00:00', '2026-03-08 07:30:00']],
  },
  {
    name: 'New York, a start in the fall-back overlap is the first (daylight) 01:30',
    input: {
      firstDay: '2026-11-01',
      timeFrom: '01:30',
      timeTo: '09:00',
      timezone: 'America/New_York',
      repetition: 'never',
      days: [],
    },
    // 01:30 happens twice: the first is EDT −4 → 05:30Z; 09:00 EST −5 → 14:00Z
    expected: [['2026-11-01 05:30:00', '2026-11-01 14:00:00']],
  },
  {
    name: 'New York, an end in the fall-back overlap is the first (daylight) 01:30',
    input: {
      firstDay: '2026-10-31',
      timeFrom: '20:00',
      timeTo: '01:30',
      timezone: 'America/New_York',
      repetition: 'never',
      days: [],
    },
    // 20:00 EDT −4 → 00:00Z on 11-01; 01:30 on 11-01, the first (EDT −4) → 05:30Z
    expected: [['2026-11-01 00:00:00', '2026-11-01 05:30:00']],
  },
  {
    name: 'New York, an overnight 22:00–06:00 shift across the spring-forward lasts 7 hours',
    input: {
      firstDay: '2026-03-07',
      timeFrom: '22:00',
      timeTo: '06:00',
      timezone: 'America/New_York',
      repetition: 'never',
      days: [],
    },
    // 22:00 EST −5 → 03:00Z on 03-08; 06:00 EDT −4 on 03-08 → 10:00Z
    expected: [['2026-03-08 03:00:00', '2026-03-08 10:00:00']],
  },
  {
    name: 'New York, an overnight 22:00–06:00 shift across the fall-back lasts 9 hours',
    input: {
      firstDay: '2026-10-31',
      timeFrom: '22:00',
      timeTo: '06:00',
      timezone: 'America/New_York',
      repetition: 'never',
      days: [],
    },
    // 22:00 EDT −4 → 02:00Z on 11-01; 06:00 EST −5 on 11-01 → 11:00Z
    expected: [['2026-11-01 02:00:00', '2026-11-01 11:00:00']],
  },
  {
    name: 'New York, equal times across the spring-forward are one wall-clock day (23 hours)',
    input: {
      firstDay: '2026-03-07',
      timeFrom: '12:00',
      timeTo: '12:00',
      timezone: 'America/New_York',
      repetition: 'never',
      days: [],
    },
    // 12:00 EST −5 → 17:00Z; 12:00 EDT −4 on 03-08 → 16:00Z
    expected: [['2026-03-07 17:00:00', '2026-03-08 16:00:00']],
  },
  {
    name: 'UTC, equal times are a 24-hour shift ending the next day',
    input: {
      firstDay: '2026-06-01',
      timeFrom: '09:00',
      timeTo: '09:00',
      timezone: 'UTC',
      repetition: 'never',
      days: [],
    },
    expected: [['2026-06-01 09:00:00', '2026-06-02 09:00:00']], // ±0
  },
  {
    name: 'Kolkata, an overnight 22:00–06:00 shift ends the next day',
    input: {
      firstDay: '2026-06-15',
      timeFrom: '22:00',
      timeTo: '06:00',
      timezone: 'Asia/Kolkata',
      repetition: 'never',
      days: [],
    },
    // IST +05:30: 22:00 → 16:30Z; 06:00 on 06-16 → 00:30Z on 06-16
    expected: [['2026-06-15 16:30:00', '2026-06-16 00:30:00']],
  },
  {
    name: 'Kolkata, weekly on mon,wed,fri',
    input: {
      firstDay: '2026-06-01', // Monday
      lastDay: '2026-06-05', // Friday
      timeFrom: '09:00',
      timeTo: '17:30',
      timezone: 'Asia/Kolkata',
      repetition: 'weekly',
      days: ['mon', 'wed', 'fri'],
    },
    expected: [
      ['2026-06-01 03:30:00', '2026-06-01 12:00:00'], // IST +05:30: 09:00 → 03:30Z, 17:30 → 12:00Z
      ['2026-06-03 03:30:00', '2026-06-03 12:00:00'], // Wednesday
      ['2026-06-05 03:30:00', '2026-06-05 12:00:00'], // Friday, the until day itself
    ],
  },
  {
    name: 'Kathmandu (+05:45), an early start falls on the previous UTC day',
    input: {
      firstDay: '2026-01-15',
      timeFrom: '05:00',
      timeTo: '13:00',
      timezone: 'Asia/Kathmandu',
      repetition: 'never',
      days: [],
    },
    // NPT +05:45: 05:00 → 23:15Z on 01-14; 13:00 → 07:15Z
    expected: [['2026-01-14 23:15:00', '2026-01-15 07:15:00']],
  },
  {
    name: 'Sydney, weekly on Sunday across the April DST end',
    input: {
      firstDay: '2026-03-29',
      lastDay: '2026-04-12',
      timeFrom: '09:00',
      timeTo: '17:00',
      timezone: 'Australia/Sydney',
      repetition: 'weekly',
      days: ['sun'],
    },
    expected: [
      ['2026-03-28 22:00:00', '2026-03-29 06:00:00'], // AEDT +11: 09:00 → 22:00Z the day before
      ['2026-04-04 23:00:00', '2026-04-05 07:00:00'], // AEST +10 from 03:00 AEDT: 09:00 → 23:00Z
      ['2026-04-11 23:00:00', '2026-04-12 07:00:00'], // AEST +10
    ],
  },
  {
    name: 'Sydney, a start in the April overlap is the first (daylight) 02:30',
    input: {
      firstDay: '2026-04-05',
      timeFrom: '02:30',
      timeTo: '10:00',
      timezone: 'Australia/Sydney',
      repetition: 'never',
      days: [],
    },
    // 02:30 happens twice: the first is AEDT +11 → 15:30Z on 04-04; 10:00 AEST +10 → 00:00Z
    expected: [['2026-04-04 15:30:00', '2026-04-05 00:00:00']],
  },
  {
    name: 'Sydney, weekly on Sunday across the October DST start, until on an occurrence day',
    input: {
      firstDay: '2026-09-27',
      lastDay: '2026-10-04', // a Sunday: included
      timeFrom: '09:00',
      timeTo: '17:00',
      timezone: 'Australia/Sydney',
      repetition: 'weekly',
      days: ['sun'],
    },
    expected: [
      ['2026-09-26 23:00:00', '2026-09-27 07:00:00'], // AEST +10: 09:00 → 23:00Z the day before
      ['2026-10-03 22:00:00', '2026-10-04 06:00:00'], // AEDT +11 from 02:00: 09:00 → 22:00Z
    ],
  },
  {
    name: 'Sydney, a start in the October gap moves forward by the gap',
    input: {
      firstDay: '2026-10-04',
      timeFrom: '02:30',
      timeTo: '10:00',
      timezone: 'Australia/Sydney',
      repetition: 'never',
      days: [],
    },
    // 02:30 does not exist (02:00 AEST → 03:00 AEDT): 03:30 AEDT +11 → 16:30Z on 10-03;
    // 10:00 AEDT +11 → 23:00Z on 10-03
    expected: [['2026-10-03 16:30:00', '2026-10-03 23:00:00']],
  },
  {
    name: 'Berlin, bi-Weekly on mon,wed from a Wednesday in 2026-W51 across the 53-week year end',
    input: {
      firstDay: '2026-12-16', // Wednesday of 2026-W51 (week 0); its Monday 12-14 is before it
      lastDay: '2027-01-13', // Wednesday of 2027-W02: included
      timeFrom: '09:00',
      timeTo: '17:00',
      timezone: 'Europe/Berlin',
      repetition: 'bi-Weekly',
      days: ['mon', 'wed'],
    },
    // CET +1 throughout: 09:00 → 08:00Z, 17:00 → 16:00Z. Weeks W52 and 2027-W01 are skipped.
    expected: [
      ['2026-12-16 08:00:00', '2026-12-16 16:00:00'], // W51 (week 0), Wednesday
      ['2026-12-28 08:00:00', '2026-12-28 16:00:00'], // W53 (week 2), Monday
      ['2026-12-30 08:00:00', '2026-12-30 16:00:00'], // W53, Wednesday
      ['2027-01-11 08:00:00', '2027-01-11 16:00:00'], // 2027-W02 (week 4), Monday
      ['2027-01-13 08:00:00', '2027-01-13 16:00:00'], // 2027-W02, Wednesday
    ],
  },
  {
    name: 'Berlin, bi-Weekly on mon,sun from a Sunday: weeks start on Monday, not on date_from',
    input: {
      firstDay: '2026-12-20', // Sunday, last day of 2026-W51 (week 0)
      lastDay: '2027-01-11',
      timeFrom: '09:00',
      timeTo: '17:00',
      timezone: 'Europe/Berlin',
      repetition: 'bi-Weekly',
      days: ['mon', 'sun'],
    },
    // CET +1. Monday 12-21 is in W52 (week 1): skipped. 2027-01-03 is the Sunday of 2026-W53.
    expected: [
      ['2026-12-20 08:00:00', '2026-12-20 16:00:00'], // W51 (week 0), Sunday
      ['2026-12-28 08:00:00', '2026-12-28 16:00:00'], // W53 (week 2), Monday
      ['2027-01-03 08:00:00', '2027-01-03 16:00:00'], // W53, Sunday
      ['2027-01-11 08:00:00', '2027-01-11 16:00:00'], // 2027-W02 (week 4), Monday
    ],
  },
  {
    name: 'UTC, bi-Weekly inside a year falls on the even ISO weeks when date_from is in one',
    input: {
      firstDay: '2026-03-02', // Monday of 2026-W10
      lastDay: '2026-04-06', // Monday of 2026-W15
      timeFrom: '09:00',
      timeTo: '17:00',
      timezone: 'UTC',
      repetition: 'bi-Weekly',
      days: ['mon'],
    },
    expected: [
      ['2026-03-02 09:00:00', '2026-03-02 17:00:00'], // W10
      ['2026-03-16 09:00:00', '2026-03-16 17:00:00'], // W12
      ['2026-03-30 09:00:00', '2026-03-30 17:00:00'], // W14 (W15's 04-06 is skipped)
    ],
  },
  {
    name: 'UTC, weekly with until before the first listed day has no occurrences',
    input: {
      firstDay: '2026-06-01', // Monday
      lastDay: '2026-06-04', // Thursday, before the first Friday
      timeFrom: '09:00',
      timeTo: '17:00',
      timezone: 'UTC',
      repetition: 'weekly',
      days: ['fri'],
    },
    expected: [],
  },
  {
    name: 'UTC, never is one occurrence on date_from whatever days and until say',
    input: {
      firstDay: '2026-06-06', // Saturday, not a listed day
      lastDay: '2026-06-30',
      timeFrom: '09:00',
      timeTo: '17:00',
      timezone: 'UTC',
      repetition: 'never',
      days: ['mon'],
    },
    expected: [['2026-06-06 09:00:00', '2026-06-06 17:00:00']], // ±0
  },
];

function asUtcStrings(occurrences: Occurrence[]): [string, string][] {
  return occurrences.map(({ start, end }) => [formatUtc(start), formatUtc(end)]);
}

describe('expandSchedule', () => {
  it.each(cases)('$name', ({ input, expected }) => {
    expect(asUtcStrings(expandSchedule(input))).toEqual(expected);
  });

  it('expands a year of daily shifts into 365 ascending occurrences', () => {
    const occurrences = expandSchedule({
      firstDay: '2026-01-01',
      lastDay: '2026-12-31',
      timeFrom: '22:00',
      timeTo: '06:00',
      timezone: 'America/New_York',
      repetition: 'weekly',
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    });

    expect(occurrences).toHaveLength(365);
    const starts = occurrences.map(({ start }) => start.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // 22:00 EST −5 → 03:00Z the next day, at both ends of the year
    expect(formatUtc(occurrences[0].start)).toBe('2026-01-02 03:00:00');
    expect(formatUtc(occurrences[364].end)).toBe('2027-01-01 11:00:00');
  });

  it('keeps the DST rule when moment’s global ambiguity switches are flipped', () => {
    const overlapStart: ExpansionInput = {
      firstDay: '2026-11-01',
      timeFrom: '01:30',
      timeTo: '09:00',
      timezone: 'America/New_York',
      repetition: 'never',
      days: [],
    };
    const { moveAmbiguousForward, moveInvalidForward } = moment.tz;
    moment.tz.moveAmbiguousForward = true;
    moment.tz.moveInvalidForward = false;
    try {
      expect(asUtcStrings(expandSchedule(overlapStart))).toEqual([
        ['2026-11-01 05:30:00', '2026-11-01 14:00:00'],
      ]);
    } finally {
      moment.tz.moveAmbiguousForward = moveAmbiguousForward;
      moment.tz.moveInvalidForward = moveInvalidForward;
    }
  });

  it('requires lastDay for weekly repetition', () => {
    expect(() =>
      expandSchedule({
        firstDay: '2026-06-01',
        timeFrom: '09:00',
        timeTo: '17:00',
        timezone: 'UTC',
        repetition: 'weekly',
        days: ['mon'],
      }),
    ).toThrow(RangeError);
  });

  it('refuses a zone moment-timezone does not know', () => {
    expect(() =>
      expandSchedule({
        firstDay: '2026-06-01',
        timeFrom: '09:00',
        timeTo: '17:00',
        timezone: 'Not/AZone',
        repetition: 'never',
        days: [],
      }),
    ).toThrow(RangeError);
  });
});

describe('countOccurrences', () => {
  it.each(cases)('counts what expandSchedule builds: $name', ({ input }) => {
    expect(countOccurrences(input)).toBe(expandSchedule(input).length);
  });

  it('counts two years of weekday shifts without expanding them', () => {
    // 2026-01-05 (Monday) to 2027-12-31 (Friday) is 726 days: 103 whole weeks through Sunday
    // 2027-12-26 (515 weekdays), then Monday 12-27 to Friday 12-31 (5 more).
    expect(
      countOccurrences({
        firstDay: '2026-01-05',
        lastDay: '2027-12-31',
        timeFrom: '09:00',
        timeTo: '17:00',
        timezone: 'Asia/Kathmandu',
        repetition: 'weekly',
        days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      }),
    ).toBe(520);
  });

  it('counts 0 when until is before date_from', () => {
    expect(
      countOccurrences({
        firstDay: '2026-06-10',
        lastDay: '2026-06-01',
        timeFrom: '09:00',
        timeTo: '17:00',
        timezone: 'UTC',
        repetition: 'bi-Weekly',
        days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      }),
    ).toBe(0);
  });
});
