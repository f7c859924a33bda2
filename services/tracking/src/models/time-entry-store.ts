// The time_entries store: one factory per concern (lookups, writes, reports, invoicing), all over the one model.
import { connectionModel, type Connection } from '@workmesh/platform';
import { entryLookups } from './time-entry-lookups';
import { timeEntrySchema } from './time-entries';
import { entryImports } from './time-entry-imports';
import { entryInvoicing } from './time-entry-invoicing';
import { entryReports } from './time-entry-reports';
import { entryRepricing } from './time-entry-repricing';
import { entryWrites } from './time-entry-writes';

export type TimeEntryStore = ReturnType<typeof timeEntryStore>;

/** The time_entries store: one factory per concern, all over the one model. */
export function timeEntryStore(connection: Connection) {
  const TimeEntry = connectionModel(connection, 'TimeEntry', timeEntrySchema);

  return {
    model: TimeEntry,
    ...entryLookups(TimeEntry),
    ...entryWrites(TimeEntry),
    ...entryReports(connection, TimeEntry),
    ...entryInvoicing(TimeEntry),
    ...entryRepricing(TimeEntry),
    ...entryImports(TimeEntry),
  };
}
