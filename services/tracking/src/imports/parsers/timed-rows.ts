// The start and end of a row from its local date and time columns (Clockify, Toggl,
// Kimai, a mapped CSV): a start date and time, then an end date and time (the end date
// defaults to the start's), or a duration; neither = a timer still running, skipped.
import type { RowFields, RowOutcome } from './entry-rows';
import {
  DEFAULT_DATE_FORMATS,
  localInstant,
  readDate,
  readDuration,
  readTime,
  type LocalDate,
} from './value-rules';

/** A cell's value and the column title a refusal names. */
export type NamedCell = readonly [value: string, column: string];

export interface TimedCells {
  startDate: NamedCell;
  startTime: NamedCell;
  endDate?: NamedCell;
  endTime?: NamedCell;
  duration?: NamedCell;
}

/** When an entry is, as RowFields carries it. */
export type When = Pick<RowFields, 'start' | 'end' | 'timezone' | 'startText' | 'endText'>;

const DAY_MS = 86_400_000;

/** Tag names of a cell: split on `,` (Clockify, Toggl, Kimai write "a, b"). */
export const splitTags = (cell: string): string[] =>
  cell
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

const blank = (cell?: NamedCell): boolean => cell === undefined || cell[0].trim() === '';

/**
 * The row's start and end in `zone`, or the refusal of its first unreadable cell; a row
 * with neither an end nor a duration is a running timer (skipped). When only times are
 * given and the end time is before the start time, the end is on the next day if the
 * duration column says so (an entry across midnight).
 */
export function timedRow(
  cells: TimedCells,
  zone: string,
  dateFormats: readonly string[] | undefined,
  build: (when: When) => Omit<RowFields, keyof When>,
): RowOutcome {
  const formats = dateFormats ?? DEFAULT_DATE_FORMATS;
  const startDate = readDate(cells.startDate[0], cells.startDate[1], formats);
  if (!startDate.ok) return { kind: 'error', reason: startDate.reason };
  const startTime = readTime(cells.startTime[0], cells.startTime[1]);
  if (!startTime.ok) return { kind: 'error', reason: startTime.reason };
  const start = localInstant(startDate.value, startTime.value, zone);
  const startText = cells.startTime[0].trim();
  let duration: number | undefined;
  if (!blank(cells.duration)) {
    const read = readDuration(cells.duration![0], cells.duration![1]);
    if (!read.ok) return { kind: 'error', reason: read.reason };
    duration = read.value;
  }
  let end: Date;
  let endText: string;
  if (!blank(cells.endTime)) {
    let endDate: LocalDate = startDate.value;
    if (!blank(cells.endDate)) {
      const read = readDate(cells.endDate![0], cells.endDate![1], formats);
      if (!read.ok) return { kind: 'error', reason: read.reason };
      endDate = read.value;
    }
    const endTime = readTime(cells.endTime![0], cells.endTime![1]);
    if (!endTime.ok) return { kind: 'error', reason: endTime.reason };
    end = localInstant(endDate, endTime.value, zone);
    endText = cells.endTime![0].trim();
    const acrossMidnight =
      blank(cells.endDate) && end < start && duration !== undefined && duration > 0;
    if (
      acrossMidnight &&
      Math.abs(end.getTime() + DAY_MS - start.getTime() - duration! * 1000) < 3_600_000
    ) {
      end = new Date(end.getTime() + DAY_MS);
    }
  } else if (duration !== undefined && duration > 0) {
    end = new Date(start.getTime() + duration * 1000);
    endText = end.toISOString();
  } else {
    return {
      kind: 'skip',
      reason: 'A timer still running (no end and no duration), not an entry yet.',
    };
  }
  // Across days, the texts a refusal quotes say the dates too.
  const days = !blank(cells.endDate) && cells.endDate![0].trim() !== cells.startDate[0].trim();
  const when: When = {
    start,
    end,
    timezone: zone,
    startText: days ? `${cells.startDate[0].trim()} ${startText}` : startText,
    endText: days ? `${cells.endDate![0].trim()} ${endText}` : endText,
  };
  return { kind: 'fields', fields: { ...build(when), ...when } };
}
