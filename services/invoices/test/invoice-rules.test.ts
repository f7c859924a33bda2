// The money of an invoice (issue 20), against figures computed by hand: lines by
// project and day split where rates differ, hours rounded to the hundredth per line,
// amounts as hours × rate to the cent, tax on the subtotal, all in integer cents.
import { formatInvoiceNumber } from '@workmesh/platform';
import {
  amountOf,
  fixedPriceLine,
  hourlyLines,
  hundredthsOfHours,
  lineItemOf,
  taxOf,
  totalsOf,
  type BilledEntry,
} from '../src/invoice-rules';

let nextId = 1;
const entry = (
  project: [id: number, name: string],
  start: string,
  seconds: number,
  rateCents: number,
  extra: Partial<BilledEntry> = {},
): BilledEntry => ({
  id: nextId++,
  user_id: 7,
  project_id: project[0],
  project_name: project[1],
  task_id: null,
  task_name: null,
  start: new Date(start),
  duration: seconds,
  billable: true,
  billRateCents: rateCents,
  ...extra,
});

const ALPHA: [number, string] = [1, 'Project Alpha'];
const BETA: [number, string] = [2, 'Project Beta'];

/**
 * The hand-computed table:
 *   Alpha 11-02 @45.00: 5400 s + 1200 s = 6600 s = 1.8333 h → 1.83 h × 45.00 = 82.35
 *   Alpha 11-02 @67.50: 2700 s = 0.75 h × 67.50 = 50.625 → 50.63
 *   Alpha 11-03 @45.00: 7200 s = 2.00 h × 45.00 = 90.00
 *   Beta  11-03 @99.99: 3610 s + 18 s = 3628 s = 1.0078 h → 1.01 h × 99.99 = 100.9899 → 100.99
 *   subtotal 323.97; tax 8.875 % = 28.7523 → 28.75; total 352.72
 */
const TABLE_ENTRIES = [
  entry(ALPHA, '2026-11-02T09:00:00Z', 5400, 4500),
  entry(ALPHA, '2026-11-02T13:00:00Z', 1200, 4500),
  entry(ALPHA, '2026-11-02T15:00:00Z', 2700, 6750),
  entry(BETA, '2026-11-03T10:00:00Z', 3610, 9999),
  entry(ALPHA, '2026-11-03T08:00:00Z', 7200, 4500),
  entry(BETA, '2026-11-03T12:00:00Z', 18, 9999),
];

describe('the lines of an hourly invoice', () => {
  const lines = hourlyLines(TABLE_ENTRIES, 'project-date', 'UTC', new Map());

  it('are one per project, day and rate, in order of day, description and rate', () => {
    expect(
      lines.map((line) => [line.id, line.description, line.unitPriceCents, line.time_entry_count]),
    ).toEqual([
      [1, 'Project Alpha — 2026-11-02', 4500, 2],
      [2, 'Project Alpha — 2026-11-02', 6750, 1],
      [3, 'Project Alpha — 2026-11-03', 4500, 1],
      [4, 'Project Beta — 2026-11-03', 9999, 2],
    ]);
  });

  it('bill hours to the hundredth and amounts to the cent as the table computes them', () => {
    expect(lines.map((line) => [line.quantityHundredths, line.amountCents])).toEqual([
      [183, 8235],
      [75, 5063],
      [200, 9000],
      [101, 10099],
    ]);
  });

  it('total 323.97 + 28.75 tax at 8.875 % = 352.72', () => {
    expect(totalsOf(lines, 8.875)).toEqual({
      subtotalCents: 32397,
      taxCents: 2875,
      totalCents: 35272,
    });
  });

  it('place an entry on the day of its start in the team zone', () => {
    // 03:00Z on Nov 3 is 22:00 on Nov 2 in New York (EST, UTC-5).
    const late = [entry(ALPHA, '2026-11-03T03:00:00Z', 3600, 4500)];
    expect(hourlyLines(late, 'project-date', 'America/New_York', new Map())[0].date).toBe(
      '2026-11-02',
    );
    expect(hourlyLines(late, 'project-date', 'UTC', new Map())[0].date).toBe('2026-11-03');
  });

  it('by user name the user, and by project and user both', () => {
    const names = new Map([
      [7, 'Ada Lovelace'],
      [8, 'Alan Turing'],
    ]);
    const entries = [
      entry(ALPHA, '2026-11-02T09:00:00Z', 3600, 4500),
      entry(BETA, '2026-11-02T11:00:00Z', 3600, 4500, { user_id: 8 }),
      entry(ALPHA, '2026-11-04T09:00:00Z', 1800, 4500),
    ];
    expect(hourlyLines(entries, 'user', 'UTC', names).map((line) => line.description)).toEqual([
      'Ada Lovelace',
      'Alan Turing',
    ]);
    expect(
      hourlyLines(entries, 'project-user', 'UTC', names).map((line) => [
        line.description,
        line.quantityHundredths,
      ]),
    ).toEqual([
      ['Project Alpha — Ada Lovelace', 150],
      ['Project Beta — Alan Turing', 100],
    ]);
  });

  it('by project sum every day, by task name the task or "(no task)"', () => {
    const entries = [
      entry(ALPHA, '2026-11-02T09:00:00Z', 3600, 4500, { task_id: 3, task_name: 'Design' }),
      entry(ALPHA, '2026-11-05T09:00:00Z', 1800, 4500),
    ];
    expect(hourlyLines(entries, 'project', 'UTC', new Map())).toMatchObject([
      { description: 'Project Alpha', quantityHundredths: 150, amountCents: 6750 },
    ]);
    expect(hourlyLines(entries, 'task', 'UTC', new Map()).map((line) => line.description)).toEqual([
      'Project Alpha: (no task)',
      'Project Alpha: Design',
    ]);
  });

  it('bill non-billable time, when included, on its own line at no charge', () => {
    const entries = [
      entry(ALPHA, '2026-11-02T09:00:00Z', 3600, 4500),
      entry(ALPHA, '2026-11-02T11:00:00Z', 1800, 4500, { billable: false }),
    ];
    expect(
      hourlyLines(entries, 'project-date', 'UTC', new Map()).map((line) => [
        line.description,
        line.unitPriceCents,
        line.amountCents,
      ]),
    ).toEqual([
      ['Project Alpha — 2026-11-02', 4500, 4500],
      ['Project Alpha — 2026-11-02 (non-billable)', 0, 0],
    ]);
  });
});

describe('rounding, in integers', () => {
  it.each([
    [17, 0], // 0.0047 h
    [18, 1], // 0.005 h: half up
    [3599, 100], // 0.9997 h
    [5400, 150],
  ])('%i seconds are %i hundredths of an hour', (seconds, hundredths) => {
    expect(hundredthsOfHours(seconds)).toBe(hundredths);
  });

  it.each([
    [150, 3333, 5000], // 1.50 h × 33.33 = 49.995 → 50.00
    [1, 1, 0], // 0.01 h × 0.01 = 0.0001 → 0.00
    [33, 1550, 512], // 0.33 h × 15.50 = 5.115 → 5.12
    [1000000, 99999, 999990000], // 10,000 h × 999.99 = 9,999,900.00
  ])('%i hundredths at %i cents an hour are %i cents', (hundredths, rate, cents) => {
    expect(amountOf(hundredths, rate)).toBe(cents);
  });

  it.each([
    [1000, 7.25, 73], // 72.5 → 73: half up
    [10000, 0.3, 30], // 0.1 + 0.2 as a float would not be 0.3
    [32397, 8.875, 2875],
    [99, 5, 5], // 4.95 → 5
    [0, 20, 0],
  ])('tax on %i cents at %d %% is %i cents', (subtotal, rate, tax) => {
    expect(taxOf(subtotal, rate)).toBe(tax);
  });

  it('a fixed price is one line of the price, whatever the time', () => {
    const [line] = fixedPriceLine(150000, '2026-11-01', '2026-11-30', 12);
    expect(line).toMatchObject({
      description: 'Fixed price: 2026-11-01 – 2026-11-30',
      quantityHundredths: 100,
      unitPriceCents: 150000,
      amountCents: 150000,
      time_entry_count: 12,
    });
    expect(totalsOf([line], 10)).toEqual({
      subtotalCents: 150000,
      taxCents: 15000,
      totalCents: 165000,
    });
  });
});

describe('invoice numbers', () => {
  it.each([
    ['INV-{YYYY}-{seq:4}', 7, '2026-11-30', 'INV-2026-0007'],
    ['INV-{YYYY}-{seq:4}', 12345, '2026-11-30', 'INV-2026-12345'],
    ['{YY}{MM}-{seq}', 42, '2027-01-05', '2701-42'],
    ['', 1, '2026-11-30', 'INV-2026-0001'],
  ])('%s with seq %i issued %s is %s', (format, seq, issueDate, number) => {
    expect(formatInvoiceNumber(format, seq, issueDate)).toBe(number);
  });

  it('an unknown lineItem bills as project-date', () => {
    expect(lineItemOf('by-color')).toBe('project-date');
    expect(lineItemOf('project-user')).toBe('project-user');
  });
});
