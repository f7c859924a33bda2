// Any CSV with the caller's column mapping (source csv): each mapped field names one
// column of the header. The times are `start` and `end` (a date and time each: ISO 8601,
// with a zone or local, or `date_format` HH:MM[:SS]), or `date` with `start_time` and
// `end_time` or `duration`. A mapping that names a column the file lacks, or that cannot
// give an entry its time, person and project, fails the whole file.
import { ImportFileError, type ColumnMapping, type ParseOptions } from '../import-rows';
import { csvParser, type CsvSource, type RowCells } from './csv-source';
import type { RowOutcome } from './entry-rows';
import type { ColumnSpec } from './header-columns';
import { splitTags, timedRow } from './timed-rows';
import {
  currencyInCell,
  DEFAULT_DATE_FORMATS,
  readBillable,
  readDateTime,
  readRate,
} from './value-rules';

const FIELDS = [
  'email',
  'user',
  'client',
  'project',
  'task',
  'description',
  'tags',
  'billable',
  'start',
  'end',
  'date',
  'start_time',
  'end_time',
  'duration',
  'rate',
  'currency',
  'id',
] as const;

type Key = (typeof FIELDS)[number];

/** The mapping checked for what every entry needs; throws ImportFileError otherwise. */
function checkedMapping(mapping: ColumnMapping | undefined): ColumnMapping {
  if (mapping === undefined) {
    throw new ImportFileError('A csv import needs a column mapping: which column holds what.');
  }
  const byStartEnd = mapping.start !== undefined && mapping.end !== undefined;
  const byDate =
    mapping.date !== undefined &&
    mapping.start_time !== undefined &&
    (mapping.end_time !== undefined || mapping.duration !== undefined);
  if (!byStartEnd && !byDate) {
    throw new ImportFileError(
      'The column mapping gives no time: map start and end, or date, start_time and end_time (or duration).',
    );
  }
  if (mapping.project === undefined) {
    throw new ImportFileError(
      'The column mapping names no project column; every workmesh time entry belongs to a project.',
    );
  }
  if (mapping.email === undefined && mapping.user === undefined) {
    throw new ImportFileError(
      'The column mapping names no person: map email or user (a full name).',
    );
  }
  return mapping;
}

/** Every mapped column is required: the caller named it. */
function columnsOf(mapping: ColumnMapping): Record<Key, ColumnSpec> {
  const columns = {} as Record<Key, ColumnSpec>;
  for (const key of FIELDS) {
    const name = mapping[key];
    columns[key] =
      name === undefined || name.trim() === '' ? { names: [] } : { names: [name], required: true };
  }
  return columns;
}

function whenOf(mapping: ColumnMapping, cell: RowCells<Key>, zone: string, formats: string[]) {
  if (mapping.start !== undefined && mapping.end !== undefined) {
    if (cell('end').trim() === '') {
      return { kind: 'skip', reason: 'A timer still running (no end), not an entry yet.' } as const;
    }
    const start = readDateTime(cell('start'), mapping.start, zone, formats);
    if (!start.ok) return { kind: 'error', reason: start.reason } as const;
    const end = readDateTime(cell('end'), mapping.end, zone, formats);
    if (!end.ok) return { kind: 'error', reason: end.reason } as const;
    return {
      kind: 'when',
      when: {
        start: start.value,
        end: end.value,
        timezone: zone,
        startText: cell('start').trim(),
        endText: cell('end').trim(),
      },
    } as const;
  }
  return undefined;
}

export const mappedCsvSource = (
  options: ParseOptions,
): CsvSource<Key> & { when: Key; who: Key[] } => {
  const mapping = checkedMapping(options.mapping);
  const formats = mapping.date_format ? [mapping.date_format] : DEFAULT_DATE_FORMATS;
  return {
    exportName: 'the column mapping',
    columns: columnsOf(mapping),
    when: mapping.start !== undefined ? 'start' : 'date',
    who: ['email', 'user', 'project'],
    start() {
      return (cell: RowCells<Key>): RowOutcome => {
        const billable = readBillable(cell('billable'), mapping.billable ?? 'billable');
        if (!billable.ok) return { kind: 'error', reason: billable.reason };
        const currency = currencyInCell(cell('currency')) ?? options.currency;
        const rate = readRate(cell('rate'), mapping.rate ?? 'rate', currency);
        if (!rate.ok) return { kind: 'error', reason: rate.reason };
        const fields = {
          id: cell('id'),
          email: cell('email'),
          userName: cell('user'),
          client: cell('client'),
          project: cell('project'),
          task: cell('task'),
          description: cell('description'),
          tags: splitTags(cell('tags')),
          billable: billable.value,
          billRate: rate.value,
        };
        const byStartEnd = whenOf(mapping, cell, options.timezone, formats);
        if (byStartEnd !== undefined) {
          return byStartEnd.kind === 'when'
            ? { kind: 'fields', fields: { ...fields, ...byStartEnd.when } }
            : byStartEnd;
        }
        return timedRow(
          {
            startDate: [cell('date'), mapping.date ?? 'date'],
            startTime: [cell('start_time'), mapping.start_time ?? 'start_time'],
            endTime: [cell('end_time'), mapping.end_time ?? 'end_time'],
            duration: [cell('duration'), mapping.duration ?? 'duration'],
          },
          options.timezone,
          formats,
          () => fields,
        );
      };
    },
  };
};

export const parseMappedCsv = csvParser(mappedCsvSource);
