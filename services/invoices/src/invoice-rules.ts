// The rules of an invoice's money and lines (issue 20), pure: no I/O. An invoice is in
// one currency, its client's (issue 34). Every amount is an integer number of that
// currency's minor unit (cents of USD, yen of JPY, fils of KWD: the `*Cents` / `*_cents`
// names are the historic ones) and every quantity an integer number of hundredths of an
// hour, so a sum is exact; the only roundings are named here, each half up (away from
// zero: amounts are never negative):
// - a line's hours: its entries' seconds summed, then rounded to the hundredth;
// - a line's amount: hours (as shown) × unit price, rounded to the minor unit, so that the
//   invoice reads true line by line (3.50 h × $45.00 = $157.50; 1.50 h × ¥1,235 = ¥1,853);
// - tax: taxed subtotal × tax_rate %, rounded to the minor unit, once on that subtotal
//   (the taxed subtotal: every line but those marked untaxed, e.g. an untaxed expense
//   category's, issue 35).
import {
  fromMinorUnits,
  localDateOf,
  minorDigits,
  RECORDED_INVOICE_STATUSES,
  toMinorUnits,
} from '@workmesh/platform';
import type { InvoiceLineRecord, StoredStatus } from './models';

/** What an invoice bills of a time entry: tracking's entry as claimed. */
export interface BilledEntry {
  id: number;
  user_id: number;
  project_id: number;
  project_name: string;
  task_id: number | null;
  task_name: string | null;
  start: Date;
  /** Seconds. */
  duration: number;
  billable: boolean;
  /** The bill rate snapshotted on the entry, minor units of the invoice's currency per hour. */
  billRateCents: number;
}

/** The groupings of lineItem an invoice knows; another value bills as project-date. */
export const LINE_ITEMS = [
  'project-date',
  'project',
  'user',
  'task',
  'project-user',
  'date',
] as const;
export type LineItem = (typeof LINE_ITEMS)[number];
export const DEFAULT_LINE_ITEM: LineItem = 'project-date';

export const lineItemOf = (value: string): LineItem =>
  (LINE_ITEMS as readonly string[]).includes(value) ? (value as LineItem) : DEFAULT_LINE_ITEM;

/** Whether the line descriptions name users (identity is asked their names). */
export const namesUsers = (lineItem: LineItem): boolean =>
  lineItem === 'user' || lineItem === 'project-user';

const NO_TASK = '(no task)';
const NON_BILLABLE_SUFFIX = ' (non-billable)';

/** x / divisor rounded half up, for x ≥ 0 and integer divisor: exact in integers. */
const divideRoundingHalfUp = (x: number, divisor: number): number =>
  Math.floor((2 * x + divisor) / (2 * divisor));

/** Seconds as hundredths of an hour, half up (36 s = 0.01 h). */
export const hundredthsOfHours = (seconds: number): number => divideRoundingHalfUp(seconds, 36);

/** Hours (hundredths) × price per hour (minor units), to the minor unit. */
export const amountOf = (quantityHundredths: number, unitPriceCents: number): number =>
  divideRoundingHalfUp(quantityHundredths * unitPriceCents, 100);

/** A percentage (up to 3 decimals, 8.875) as thousandths of a percent. */
const rateInThousandths = (percent: number): number => Math.round(percent * 1000);

/** subtotal × percent %, to the minor unit. */
export const taxOf = (subtotalCents: number, taxRatePercent: number): number =>
  divideRoundingHalfUp(subtotalCents * rateInThousandths(taxRatePercent), 100_000);

export interface InvoiceTotals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

export function totalsOf(
  lines: readonly InvoiceLineRecord[],
  taxRatePercent: number,
): InvoiceTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const taxedCents = lines.reduce(
    (sum, line) => sum + (line.taxed === false ? 0 : line.amountCents),
    0,
  );
  const taxCents = taxOf(taxedCents, taxRatePercent);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

interface LineGroup {
  key: string;
  description: string;
  sortKey: string;
  project_id: number | null;
  user_id: number | null;
  task_id: number | null;
  date: string | null;
  unitPriceCents: number;
  seconds: number;
  entries: number;
}

/** What a line of the grouping is about, and how it reads. */
function groupOf(
  lineItem: LineItem,
  entry: BilledEntry,
  date: string,
  userName: string,
): Omit<LineGroup, 'key' | 'unitPriceCents' | 'seconds' | 'entries' | 'sortKey'> {
  const none = { project_id: null, user_id: null, task_id: null, date: null };
  switch (lineItem) {
    case 'project':
      return { ...none, project_id: entry.project_id, description: entry.project_name };
    case 'user':
      return { ...none, user_id: entry.user_id, description: userName };
    case 'task':
      return {
        ...none,
        project_id: entry.project_id,
        task_id: entry.task_id,
        description: `${entry.project_name}: ${entry.task_name ?? NO_TASK}`,
      };
    case 'project-user':
      return {
        ...none,
        project_id: entry.project_id,
        user_id: entry.user_id,
        description: `${entry.project_name} — ${userName}`,
      };
    case 'date':
      return { ...none, date, description: date };
    case 'project-date':
      return {
        ...none,
        project_id: entry.project_id,
        date,
        description: `${entry.project_name} — ${date}`,
      };
  }
}

/**
 * The lines of an hourly invoice: one per group of the lineItem and rate (lines split
 * where the entries' snapshotted rates differ; non-billable time, when included, is its
 * own line at no charge). Days are read in the team's zone. Ordered by day, then
 * description, then rate.
 */
export function hourlyLines(
  entries: readonly BilledEntry[],
  lineItem: LineItem,
  timezone: string,
  userNames: ReadonlyMap<number, string>,
): InvoiceLineRecord[] {
  const groups = new Map<string, LineGroup>();
  for (const entry of entries) {
    const date = localDateOf(entry.start, timezone);
    const userName = userNames.get(entry.user_id) ?? `User ${entry.user_id}`;
    const about = groupOf(lineItem, entry, date, userName);
    const unitPriceCents = entry.billable ? entry.billRateCents : 0;
    const description = entry.billable
      ? about.description
      : about.description + NON_BILLABLE_SUFFIX;
    const key = [
      about.project_id,
      about.user_id,
      about.task_id,
      about.date,
      entry.billable,
      unitPriceCents,
    ].join('|');
    let group = groups.get(key);
    if (!group) {
      group = {
        ...about,
        description,
        key,
        sortKey: `${about.date ?? ''}\u0000${description}`,
        unitPriceCents,
        seconds: 0,
        entries: 0,
      };
      groups.set(key, group);
    }
    group.seconds += entry.duration;
    group.entries += 1;
  }
  return [...groups.values()]
    .sort((a, b) =>
      a.sortKey === b.sortKey
        ? a.unitPriceCents - b.unitPriceCents
        : a.sortKey < b.sortKey
          ? -1
          : 1,
    )
    .map((group, index) => {
      const quantityHundredths = hundredthsOfHours(group.seconds);
      return {
        id: index + 1,
        description: group.description,
        quantityHundredths,
        unitPriceCents: group.unitPriceCents,
        amountCents: amountOf(quantityHundredths, group.unitPriceCents),
        project_id: group.project_id,
        user_id: group.user_id,
        task_id: group.task_id,
        date: group.date,
        time_entry_count: group.entries,
        kind: 'time',
        taxed: true,
      };
    });
}

/** A fixed-price invoice bills fixedPrice as one line, whatever the time. */
export function fixedPriceLine(
  fixedPriceCents: number,
  periodFrom: string,
  periodTo: string,
  entryCount: number,
): InvoiceLineRecord[] {
  return [
    {
      id: 1,
      description: `Fixed price: ${periodFrom} – ${periodTo}`,
      quantityHundredths: 100,
      unitPriceCents: fixedPriceCents,
      amountCents: fixedPriceCents,
      project_id: null,
      user_id: null,
      task_id: null,
      date: null,
      time_entry_count: entryCount,
      kind: 'fixed',
      taxed: true,
    },
  ];
}

/**
 * Minor units as the proto shows them: a decimal with the currency's places (JPY 0, USD 2,
 * KWD 3). The one place money leaves minor units.
 */
export const amountShown = (minor: number, currency: string): number =>
  fromMinorUnits(minor, currency);
/** Hundredths of an hour as hours with 2 decimals. */
export const hoursOf = (hundredths: number): number => hundredths / 100;

/**
 * A decimal amount another service gives (a rate, a fixed price) in minor units of the
 * currency, or null when it has more places than the currency has.
 */
export const minorOf = (amount: number | undefined, currency: string): number | null =>
  toMinorUnits(amount ?? 0, currency);

/** The message of an amount with more places than its currency has (house style). */
export const tooManyPlacesText = (field: string, currency: string): string =>
  `The ${field} must have at most ${minorDigits(currency)} decimal places in ${currency}.`;

/** The statuses an invoice may still be sent (again) or voided from: neither paid nor void. */
export const OPEN_INVOICE_STATUSES: readonly StoredStatus[] = RECORDED_INVOICE_STATUSES.filter(
  (status) => status !== 'paid' && status !== 'void',
);

export const isOpenInvoice = (invoice: { status: StoredStatus }): boolean =>
  OPEN_INVOICE_STATUSES.includes(invoice.status);
