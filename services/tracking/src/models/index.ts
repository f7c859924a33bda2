// The tracking service's database: its stores, and the transaction that lets a use case
// write entries together with its outbox events. Stores hand out plain objects (lean
// reads, mapped): nothing outside models/ sees mongoose.
import { mongoRepository, type Connection } from '@workmesh/platform';
import { budgetEntryStore, budgetUseStore } from './budget-uses';
import { entryClockStore } from './entry-clocks';
import { heldEntryStore } from './held-entries';
import { importJoinStore } from './import-joins';
import { expenseCategoryStore } from './expense-categories';
import { expenseStore } from './expense-store';
import { importStore } from './imports';
import { rateChangeStore } from './rates';
import { tagStore } from './tags';
import { timeEntryStore } from './time-entry-store';
import { timesheetStore } from './timesheets';

export * from './budget-uses';
export * from './expense-categories';
export * from './expense-store';
export * from './expenses';
export * from './imports';
export * from './rates';
export * from './tags';
export type { RepricingScope } from './time-entry-repricing';
export * from './time-entries';
export * from './time-entry-lookups';
export type { NewImportedEntry } from './time-entry-imports';
export * from './held-entries';
export type { ReportFilter, ReportNames, ReportRow, ReportRowField } from './time-entry-reports';
export type { TimeEntryStore } from './time-entry-store';
export * from './timesheets';
export * from './use-counters';

/** The entities with integer ids of their own sequence. */
export type SequencedEntity =
  'time_entries' | 'rate_changes' | 'expenses' | 'expense_categories' | 'tags' | 'imports';

export type TrackingRepository = ReturnType<typeof trackingRepository>;

export function trackingRepository(connection: Connection) {
  const timeEntries = timeEntryStore(connection);
  return mongoRepository<
    {
      timeEntries: ReturnType<typeof timeEntryStore>;
      entryClocks: ReturnType<typeof entryClockStore>;
      timesheets: ReturnType<typeof timesheetStore>;
      budgetEntries: ReturnType<typeof budgetEntryStore>;
      budgetUses: ReturnType<typeof budgetUseStore>;
      rateChanges: ReturnType<typeof rateChangeStore>;
      expenses: ReturnType<typeof expenseStore>;
      expenseCategories: ReturnType<typeof expenseCategoryStore>;
      tags: ReturnType<typeof tagStore>;
      imports: ReturnType<typeof importStore>;
      heldEntries: ReturnType<typeof heldEntryStore>;
      importJoins: ReturnType<typeof importJoinStore>;
    },
    SequencedEntity
  >(connection, {
    timeEntries,
    entryClocks: entryClockStore(connection),
    timesheets: timesheetStore(connection, timeEntries.model),
    budgetEntries: budgetEntryStore(connection),
    budgetUses: budgetUseStore(connection),
    rateChanges: rateChangeStore(connection),
    expenses: expenseStore(connection),
    expenseCategories: expenseCategoryStore(connection),
    tags: tagStore(connection),
    imports: importStore(connection),
    heldEntries: heldEntryStore(connection),
    importJoins: importJoinStore(connection),
  });
}
