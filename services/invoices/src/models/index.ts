// The invoices service's database: its stores, and the transaction that lets a use case
// write invoices together with its outbox events. Stores hand out plain objects (lean
// reads, mapped): nothing outside models/ sees mongoose.
import { mongoRepository, type Connection } from '@workmesh/platform';
import { autoInvoiceRunStore } from './auto-invoice-runs';
import { invoiceCounterStore } from './invoice-counters';
import { invoiceStore } from './invoices';

export * from './auto-invoice-runs';
export * from './invoices';

/** The entities with integer ids of their own sequence. */
export type SequencedEntity = 'invoices';

export type InvoicesRepository = ReturnType<typeof invoicesRepository>;

export function invoicesRepository(connection: Connection) {
  return mongoRepository<
    {
      invoices: ReturnType<typeof invoiceStore>;
      counters: ReturnType<typeof invoiceCounterStore>;
      autoRuns: ReturnType<typeof autoInvoiceRunStore>;
    },
    SequencedEntity
  >(connection, {
    invoices: invoiceStore(connection),
    counters: invoiceCounterStore(connection),
    autoRuns: autoInvoiceRunStore(connection),
  });
}
