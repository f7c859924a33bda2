// Toggl Track's detailed report CSV export (Reports → Detailed → Export → CSV): the start
// and end as separate date and time columns ("Start date" 2026-01-15, "Start time"
// 14:30:00), the duration as h:mm:ss, local times in the import's time zone. The export
// gives the entry's amount ("Amount (USD)"), not its rate: the hourly rate is that amount
// over the entry's hours, rounded to the currency's minor unit. No entry id: the source
// key is the content hash.
import { minorDigits } from '@workmesh/platform';
import type { ImportMoney, ParseOptions } from '../import-rows';
import { csvParser, type CsvSource, type RowCells } from './csv-source';
import type { RowOutcome } from './entry-rows';
import { splitTags, timedRow } from './timed-rows';
import { currencyInTitle, readBillable, readDecimal } from './value-rules';

const COLUMNS = {
  user: { names: ['User', 'Member'] },
  email: { names: ['Email'] },
  client: { names: ['Client'] },
  project: { names: ['Project'], required: true },
  task: { names: ['Task'] },
  description: { names: ['Description'] },
  billable: { names: ['Billable'] },
  startDate: { names: ['Start date'], required: true },
  startTime: { names: ['Start time'], required: true },
  endDate: { names: ['End date'] },
  endTime: { names: ['End time'] },
  duration: { names: ['Duration'] },
  tags: { names: ['Tags'] },
  amount: { names: ['Amount', 'Billable amount'] },
} as const;

type Key = keyof typeof COLUMNS;

/** The hourly rate that priced `seconds` at `amountText`, or none. */
function rateOf(
  amountText: string,
  seconds: number,
  currency: string,
): ImportMoney | undefined | null {
  if (amountText.trim() === '') return undefined;
  const amount = readDecimal(amountText, minorDigits(currency));
  if (amount === null || amount < 0) return null;
  if (amount === 0 || seconds <= 0) return undefined;
  return { minor: Math.round(((amount * 3600) / seconds) * 10 ** minorDigits(currency)), currency };
}

export const togglSource = (options: ParseOptions): CsvSource<Key> & { when: Key; who: Key[] } => ({
  exportName: 'a Toggl Track detailed report export',
  columns: COLUMNS,
  when: 'startDate',
  who: ['user', 'email', 'project'],
  start(_options, titleOf) {
    const currency = currencyInTitle(titleOf('amount') ?? '') ?? options.currency;
    const dateFormats = options.mapping?.date_format ? [options.mapping.date_format] : undefined;
    return (cell: RowCells<Key>): RowOutcome => {
      const billable = readBillable(cell('billable'), 'Billable');
      if (!billable.ok) return { kind: 'error', reason: billable.reason };
      const outcome = timedRow(
        {
          startDate: [cell('startDate'), 'Start date'],
          startTime: [cell('startTime'), 'Start time'],
          endDate: [cell('endDate'), 'End date'],
          endTime: [cell('endTime'), 'End time'],
          duration: [cell('duration'), 'Duration'],
        },
        options.timezone,
        dateFormats,
        () => ({
          email: cell('email'),
          userName: cell('user'),
          client: cell('client'),
          project: cell('project'),
          task: cell('task'),
          description: cell('description'),
          tags: splitTags(cell('tags')),
          billable: billable.value,
        }),
      );
      if (outcome.kind !== 'fields') return outcome;
      const seconds = (outcome.fields.end.getTime() - outcome.fields.start.getTime()) / 1000;
      const rate = rateOf(cell('amount'), seconds, currency);
      if (rate === null) {
        return {
          kind: 'error',
          reason: `The Amount "${cell('amount').trim()}" is not an amount (e.g. 95.50).`,
        };
      }
      return { kind: 'fields', fields: { ...outcome.fields, billRate: rate } };
    };
  },
});

export const parseToggl = csvParser(togglSource);
