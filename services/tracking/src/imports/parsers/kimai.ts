// Kimai's timesheet export as CSV (Export → CSV), often written with `;`. Kimai 1 titles
// the times "From" and "To", Kimai 2 "Begin" and "End"; both are read, as is an "ID"
// column (the entry's id, then the source key). The date and the times are local, in the
// import's time zone; a "To" before "From" with a matching Duration crosses midnight.
// Kimai's rates: "Hourly rate" is the hourly bill rate, "Internal rate" the cost; their
// currency is the "Currency" column's, else the import's.
import type { ParseOptions } from '../import-rows';
import { csvParser, type CsvSource, type RowCells } from './csv-source';
import type { RowOutcome } from './entry-rows';
import { splitTags, timedRow } from './timed-rows';
import { currencyInCell, currencyInTitle, readBillable, readRate } from './value-rules';

const COLUMNS = {
  id: { names: ['ID', 'Id'] },
  date: { names: ['Date'], required: true },
  begin: { names: ['From', 'Begin', 'Start'], required: true },
  end: { names: ['To', 'End'], required: true },
  duration: { names: ['Duration'] },
  currency: { names: ['Currency'] },
  hourlyRate: { names: ['Hourly rate', 'Hourly price'] },
  internalRate: { names: ['Internal rate', 'Internal price'] },
  user: { names: ['User', 'Name', 'Alias', 'Username'] },
  email: { names: ['Email', 'E-mail'] },
  customer: { names: ['Customer'] },
  project: { names: ['Project'], required: true },
  activity: { names: ['Activity'] },
  description: { names: ['Description'] },
  billable: { names: ['Billable'] },
  tags: { names: ['Tags'] },
} as const;

type Key = keyof typeof COLUMNS;

/** A Kimai time cell: "14:30", or "2026-01-15 14:30" (the time part is read). */
const timeOf = (cell: string): string => {
  const match = /(\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp][Mm])?)\s*$/.exec(cell.trim());
  return match ? match[1] : cell;
};

export const kimaiSource = (options: ParseOptions): CsvSource<Key> & { when: Key; who: Key[] } => ({
  exportName: 'a Kimai timesheet CSV export',
  columns: COLUMNS,
  when: 'date',
  who: ['user', 'email', 'project'],
  start(_options, titleOf) {
    const titled = currencyInTitle(titleOf('hourlyRate') ?? '');
    const dateFormats = options.mapping?.date_format ? [options.mapping.date_format] : undefined;
    return (cell: RowCells<Key>): RowOutcome => {
      const billable = readBillable(cell('billable'), 'Billable');
      if (!billable.ok) return { kind: 'error', reason: billable.reason };
      const currency = currencyInCell(cell('currency')) ?? titled ?? options.currency;
      const billRate = readRate(cell('hourlyRate'), 'Hourly rate', currency);
      if (!billRate.ok) return { kind: 'error', reason: billRate.reason };
      const costRate = readRate(cell('internalRate'), 'Internal rate', currency);
      if (!costRate.ok) return { kind: 'error', reason: costRate.reason };
      return timedRow(
        {
          startDate: [cell('date'), 'Date'],
          startTime: [timeOf(cell('begin')), 'From'],
          endTime: [timeOf(cell('end')), 'To'],
          duration: [cell('duration'), 'Duration'],
        },
        options.timezone,
        dateFormats,
        () => ({
          id: cell('id'),
          email: cell('email'),
          userName: cell('user'),
          client: cell('customer'),
          project: cell('project'),
          task: cell('activity'),
          description: cell('description'),
          tags: splitTags(cell('tags')),
          billable: billable.value,
          billRate: billRate.value,
          costRate: costRate.value,
        }),
      );
    };
  },
});

export const parseKimai = csvParser(kimaiSource);
