// The pure rules the import parsers share for one cell (docs/import-formats.md): dates,
// times and durations as the vendors write them, local times to UTC instants, billable
// flags, decimal rates to minor units, and the formula-injection refusal. Each rule
// returns a value or a sentence a person can act on; none of them throws.
import moment from 'moment-timezone';
import { isCurrencyCode, minorDigits } from '@workmesh/platform';
import type { ImportMoney } from '../import-rows';

/** A value, or why the cell cannot be read. */
export type Read<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const fail = <T>(reason: string): Read<T> => ({ ok: false, reason });

/** A calendar date without a zone. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** Seconds since the start of a local day (a time of day). */
export type LocalSeconds = number;

/** The date formats read when the source does not fix one, tried in this order. */
export const DEFAULT_DATE_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD.MM.YYYY', 'DD-MM-YYYY'];

/** The formats read without moment (the vendors' usual ones): the order of y, m, d. */
const FAST_DATES: Record<string, { pattern: RegExp; order: [number, number, number] }> = {
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: [1, 2, 3] },
  'MM/DD/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: [3, 1, 2] },
  'DD/MM/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: [3, 2, 1] },
  'DD.MM.YYYY': { pattern: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, order: [3, 2, 1] },
  'DD-MM-YYYY': { pattern: /^(\d{1,2})-(\d{1,2})-(\d{4})$/, order: [3, 2, 1] },
  'MM-DD-YYYY': { pattern: /^(\d{1,2})-(\d{1,2})-(\d{4})$/, order: [3, 1, 2] },
  'YYYY/MM/DD': { pattern: /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/, order: [1, 2, 3] },
};

/** A date of the calendar, or undefined (31 February). */
function calendarDate(year: number, month: number, day: number): LocalDate | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? { year, month, day }
    : undefined;
}

function dateIn(text: string, format: string): LocalDate | undefined {
  const fast = FAST_DATES[format];
  if (fast) {
    const match = fast.pattern.exec(text);
    if (!match) return undefined;
    const [y, m, d] = fast.order.map((group) => Number(match[group]));
    return calendarDate(y, m, d);
  }
  const parsed = moment.utc(text, format, true);
  return parsed.isValid()
    ? { year: parsed.year(), month: parsed.month() + 1, day: parsed.date() }
    : undefined;
}

/** A date in one of `formats` (moment tokens, strict; the usual ones read without moment). */
export function readDate(
  value: string,
  column: string,
  formats: readonly string[],
): Read<LocalDate> {
  const text = value.trim();
  for (const format of formats) {
    const date = text === '' ? undefined : dateIn(text, format);
    if (date) return ok(date);
  }
  return fail(`The ${column} "${clip(text)}" is not a date (${formats.join(' or ')}).`);
}

const TIME_12H = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp])\.?\s*[Mm]\.?$/;
const TIME_24H = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** A time of day, 24 h (`14:30`, `14:30:05`) or 12 h (`02:30:00 PM`, `2:30 pm`). */
export function readTime(value: string, column: string): Read<LocalSeconds> {
  const text = value.trim();
  const twelve = TIME_12H.exec(text);
  const match = twelve ?? TIME_24H.exec(text);
  const refusal = `The ${column} "${clip(text)}" is not a time (HH:MM[:SS], 24 h or with AM/PM).`;
  if (!match) return fail(refusal);
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  if (minutes > 59 || seconds > 59) return fail(refusal);
  if (twelve) {
    if (hours < 1 || hours > 12) return fail(refusal);
    const pm = match[4].toLowerCase() === 'p';
    hours = (hours % 12) + (pm ? 12 : 0);
  } else if (hours > 23) {
    return fail(refusal);
  }
  return ok(hours * 3600 + minutes * 60 + seconds);
}

const CLOCK_DURATION = /^(\d{1,5}):(\d{2})(?::(\d{2}))?$/;
const DECIMAL_HOURS = /^\d{1,5}(?:[.,]\d+)?$/;

/**
 * A duration in seconds: `h:mm:ss` or `h:mm` (hours may pass 24), or decimal hours
 * (`1.5` or `1,5` = 1 h 30 min).
 */
export function readDuration(value: string, column: string): Read<number> {
  const text = value.trim();
  const clock = CLOCK_DURATION.exec(text);
  if (clock) {
    const minutes = Number(clock[2]);
    const seconds = clock[3] === undefined ? 0 : Number(clock[3]);
    if (minutes <= 59 && seconds <= 59) {
      return ok(Number(clock[1]) * 3600 + minutes * 60 + seconds);
    }
  } else if (DECIMAL_HOURS.test(text)) {
    return ok(Math.round(Number(text.replace(',', '.')) * 3600));
  }
  return fail(`The ${column} "${clip(text)}" is not a duration (h:mm:ss or decimal hours).`);
}

const zones = new Map<string, moment.MomentZone | null>();

/** A local date and time in `zone` as a UTC instant (a time in a DST gap moves forward). */
export function localInstant(date: LocalDate, seconds: LocalSeconds, zone: string): Date {
  let rules = zones.get(zone);
  if (rules === undefined) {
    rules = moment.tz.zone(zone);
    zones.set(zone, rules);
  }
  const wall = Date.UTC(date.year, date.month - 1, date.day) + seconds * 1000;
  // Zone.parse: the offset (minutes west of UTC) of a wall-clock time written as if UTC.
  return new Date(rules === null ? wall : wall + rules.parse(wall) * 60_000);
}

/** The date and time of a "YYYY-MM-DD HH:MM[:SS]"-like cell: ISO with a zone, or local. */
export function readDateTime(
  value: string,
  column: string,
  zone: string,
  dateFormats: readonly string[],
): Read<Date> {
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}T.*(?:Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const instant = moment.parseZone(text, moment.ISO_8601, true);
    if (instant.isValid()) return ok(instant.toDate());
  }
  const split = /^(\S+)[ T](.+)$/.exec(text);
  if (split) {
    const date = readDate(split[1], column, dateFormats);
    const time = readTime(split[2], column);
    if (date.ok && time.ok) return ok(localInstant(date.value, time.value, zone));
  }
  return fail(
    `The ${column} "${clip(text)}" is not a date and time (${dateFormats[0]} HH:MM[:SS], or ISO 8601).`,
  );
}

const YES = new Set(['yes', 'true', '1', 'billable', 'y', 'ja', 'oui', 'sí', 'si']);
const NO = new Set([
  'no',
  'false',
  '0',
  'non-billable',
  'not billable',
  'nonbillable',
  'n',
  'nein',
  'non',
]);

/** A billable flag as the vendors write it; '' = not said (the project's default). */
export function readBillable(value: string, column: string): Read<boolean | undefined> {
  const text = value.trim().toLowerCase();
  if (text === '') return ok(undefined);
  if (YES.has(text)) return ok(true);
  if (NO.has(text)) return ok(false);
  return fail(`The ${column} "${clip(value.trim())}" is not yes or no.`);
}

/**
 * A decimal amount written with `.` or `,` as the decimal mark and the other (or a space,
 * an apostrophe) grouping thousands: 1,234.50 · 1.234,50 · 1 234,50 · 1'234.50 · 95,5.
 * With one kind of separator only, more than once it groups thousands (1,234,567); once,
 * it is the decimal mark (95,5 · 95.5), unless exactly three digits follow it and the
 * currency has fewer decimal places (12,000 JPY or USD = twelve thousand).
 */
export function readDecimal(value: string, places = 2): number | null {
  let text = value.trim().replace(/[\s\u00a0\u202f']/g, '');
  text = text.replace(/^[^\d+-]+|[^\d]+$/g, ''); // a currency sign or code around it
  if (!/^[+-]?\d[\d.,]*$/.test(text)) return null;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const mark = lastDot > lastComma ? '.' : ',';
    const group = mark === '.' ? ',' : '.';
    const [whole, fraction, ...more] = text.split(mark);
    if (more.length > 0) return null;
    text = `${whole.split(group).join('')}.${fraction}`;
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const parts = text.split(mark);
    const grouping = parts.length > 2 || (parts[1].length === 3 && places < 3);
    text = grouping ? parts.join('') : parts.join('.');
  }
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : null;
}

/** The currency a rate column's title carries: "Billable Rate (USD)" → USD. */
export function currencyInTitle(title: string): string | undefined {
  const match = /\(([A-Za-z]{3})\)\s*$/.exec(title.trim());
  const code = match?.[1].toUpperCase();
  return code !== undefined && isCurrencyCode(code) ? code : undefined;
}

/** A currency cell: "USD", or a name ending with its code ("United States Dollar - USD"). */
export function currencyInCell(value: string): string | undefined {
  const match = /(?:^|[\s(-])([A-Za-z]{3})\)?\s*$/.exec(value.trim());
  const code = match?.[1].toUpperCase();
  return code !== undefined && isCurrencyCode(code) ? code : undefined;
}

/** An hourly rate in minor units of `currency`; '' or 0 = none. */
export function readRate(
  value: string,
  column: string,
  currency: string,
): Read<ImportMoney | undefined> {
  if (value.trim() === '') return ok(undefined);
  const places = minorDigits(currency);
  const amount = readDecimal(value, places);
  if (amount === null || amount < 0) {
    return fail(`The ${column} "${clip(value.trim())}" is not an amount (e.g. 95.50).`);
  }
  const minor = Math.round(amount * 10 ** places);
  return ok(minor === 0 ? undefined : { minor, currency });
}

/**
 * The spreadsheet formula-injection rule: a text cell a spreadsheet would run. Its trimmed
 * value starts with `=` or `@`, or with `+`/`-` followed by anything but a digit, a space
 * or `-` (so "-5 min" and "+1 call" stay text), or the raw cell starts with a tab or CR.
 */
export function formulaRefusal(value: string, what: string): string | undefined {
  const text = value.trim();
  let lead: string | undefined;
  if (/^[\t\r]/.test(value)) lead = value[0] === '\t' ? 'a tab' : 'a carriage return';
  else if (text.startsWith('=') || text.startsWith('@')) lead = `"${text[0]}"`;
  else if (/^[+-][^\d\s-]/.test(text)) lead = `"${text[0]}"`;
  if (lead === undefined) return undefined;
  return `The ${what} starts with ${lead}, which spreadsheets run as a formula; remove it and import again.`;
}

/** A value quoted in a reason, cut short. */
export const clip = (text: string, max = 40): string =>
  text.length > max ? `${text.slice(0, max)}…` : text;

/** "2:30:05" style, for reasons. */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
