// Harvest's detailed time report CSV export (Reports → Detailed time → Export → CSV).
// Harvest rows carry a date and decimal hours ("1.5" = 1 h 30 min) but no start time, so
// each entry is placed deterministically: each person's day is stacked from 09:00 local
// time (the import's zone) in file order, one entry after the other. The person is
// "First Name" + "Last Name" (no email); rates are hourly in the row's Currency.
import type { ParseOptions } from '../import-rows';
import { csvParser, type CsvSource, type RowCells } from './csv-source';
import type { RowOutcome } from './entry-rows';
import {
  currencyInCell,
  localInstant,
  readBillable,
  readDate,
  readDuration,
  readRate,
} from './value-rules';

const COLUMNS = {
  date: { names: ['Date'], required: true },
  client: { names: ['Client'] },
  project: { names: ['Project'], required: true },
  task: { names: ['Task'] },
  notes: { names: ['Notes'] },
  hours: { names: ['Hours'], required: true },
  billable: { names: ['Billable?', 'Billable'] },
  firstName: { names: ['First Name', 'First name'], required: true },
  lastName: { names: ['Last Name', 'Last name'], required: true },
  billableRate: { names: ['Billable Rate'] },
  costRate: { names: ['Cost Rate'] },
  currency: { names: ['Currency'] },
} as const;

type Key = keyof typeof COLUMNS;

/** Where a person's day starts being stacked, local time. */
export const HARVEST_DAY_START_SECONDS = 9 * 3600;
const DATE_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD.MM.YYYY'];

export const harvestSource = (
  options: ParseOptions,
): CsvSource<Key> & { when: Key; who: Key[] } => ({
  exportName: 'a Harvest detailed time report export',
  columns: COLUMNS,
  when: 'date',
  who: ['firstName', 'lastName', 'project'],
  start() {
    // Seconds already placed on each person's day: bounded by the file's person-days.
    const placed = new Map<string, number>();
    const formats = options.mapping?.date_format ? [options.mapping.date_format] : DATE_FORMATS;
    return (cell: RowCells<Key>): RowOutcome => {
      const date = readDate(cell('date'), 'Date', formats);
      if (!date.ok) return { kind: 'error', reason: date.reason };
      const hours = readDuration(cell('hours'), 'Hours');
      if (!hours.ok) return { kind: 'error', reason: hours.reason };
      if (hours.value <= 0)
        return { kind: 'error', reason: 'The Hours are 0: the entry has no time.' };
      const billable = readBillable(cell('billable'), 'Billable?');
      if (!billable.ok) return { kind: 'error', reason: billable.reason };
      const currency = currencyInCell(cell('currency')) ?? options.currency;
      const billRate = readRate(cell('billableRate'), 'Billable Rate', currency);
      if (!billRate.ok) return { kind: 'error', reason: billRate.reason };
      const costRate = readRate(cell('costRate'), 'Cost Rate', currency);
      if (!costRate.ok) return { kind: 'error', reason: costRate.reason };
      const userName = `${cell('firstName').trim()} ${cell('lastName').trim()}`.trim();
      const day = `${userName}\u0000${date.value.year}-${date.value.month}-${date.value.day}`;
      const offset = placed.get(day) ?? HARVEST_DAY_START_SECONDS;
      placed.set(day, offset + hours.value);
      const start = localInstant(date.value, offset, options.timezone);
      return {
        kind: 'fields',
        fields: {
          userName,
          client: cell('client'),
          project: cell('project'),
          task: cell('task'),
          description: cell('notes'),
          tags: [],
          billable: billable.value,
          billRate: billRate.value,
          costRate: costRate.value,
          start,
          end: new Date(start.getTime() + hours.value * 1000),
          timezone: options.timezone,
        },
      };
    };
  },
});

export const parseHarvest = csvParser(harvestSource);
