// Clockify's "Detailed report" CSV export (Reports → Detailed → Export → Save as CSV).
// One row an entry; dates and times as the exporting user's settings write them (date
// format, 12 or 24 h clock), in the import's time zone; the rate column's title carries
// its currency ("Billable Rate (USD)"). No entry id: the source key is the content hash.
import type { ParseOptions } from '../import-rows';
import { csvParser, type CsvSource, type RowCells } from './csv-source';
import type { RowOutcome } from './entry-rows';
import { splitTags, timedRow } from './timed-rows';
import { currencyInTitle, readBillable, readRate } from './value-rules';

const COLUMNS = {
  project: { names: ['Project'], required: true },
  client: { names: ['Client'] },
  description: { names: ['Description'] },
  task: { names: ['Task'] },
  user: { names: ['User'] },
  email: { names: ['Email'] },
  tags: { names: ['Tags'] },
  billable: { names: ['Billable'] },
  startDate: { names: ['Start Date'], required: true },
  startTime: { names: ['Start Time'], required: true },
  endDate: { names: ['End Date'], required: true },
  endTime: { names: ['End Time'], required: true },
  duration: { names: ['Duration (h)'] },
  rate: { names: ['Billable Rate', 'Hourly Rate'] },
} as const;

type Key = keyof typeof COLUMNS;

export const clockifySource = (
  options: ParseOptions,
): CsvSource<Key> & { when: Key; who: Key[] } => ({
  exportName: 'a Clockify detailed report export',
  columns: COLUMNS,
  when: 'startDate',
  who: ['user', 'email', 'project'],
  start(_options, titleOf) {
    const rateCurrency = currencyInTitle(titleOf('rate') ?? '') ?? options.currency;
    const dateFormats = options.mapping?.date_format ? [options.mapping.date_format] : undefined;
    return (cell: RowCells<Key>): RowOutcome => {
      const billable = readBillable(cell('billable'), 'Billable');
      if (!billable.ok) return { kind: 'error', reason: billable.reason };
      const rate = readRate(cell('rate'), 'Billable Rate', rateCurrency);
      if (!rate.ok) return { kind: 'error', reason: rate.reason };
      return timedRow(
        {
          startDate: [cell('startDate'), 'Start Date'],
          startTime: [cell('startTime'), 'Start Time'],
          endDate: [cell('endDate'), 'End Date'],
          endTime: [cell('endTime'), 'End Time'],
          duration: [cell('duration'), 'Duration (h)'],
        },
        options.timezone,
        dateFormats,
        (when) => ({
          email: cell('email'),
          userName: cell('user'),
          client: cell('client'),
          project: cell('project'),
          task: cell('task'),
          description: cell('description'),
          tags: splitTags(cell('tags')),
          billable: billable.value,
          billRate: rate.value,
          ...when,
        }),
      );
    };
  },
});

export const parseClockify = csvParser(clockifySource);
