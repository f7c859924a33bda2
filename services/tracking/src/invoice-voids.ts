// tracking's subscription to invoices' events: a voided invoice's time entries and
// expenses are released (invoice-entries.ts, invoice-expenses.ts), so a void whose direct ReleaseInvoiceEntries call failed
// still releases them. Idempotent by construction: a release finds the entries still on
// the invoice and changes only those, so a redelivered or late event (or one after the
// direct call) changes nothing. A failure (MongoDB away) is thrown: the bus retries with
// backoff, then dead-letters the event to `tracking.invoice-voids.dlq`.
import {
  InvoiceVoided,
  readEventData,
  TRACKING_INVOICE_VOIDS,
  type EventBus,
  type EventHandler,
} from '@workmesh/platform';
import type { InvoiceEntriesUseCases } from './invoice-entries';
import type { InvoiceExpensesUseCases } from './invoice-expenses';

export const INVOICE_VOIDS_QUEUE = TRACKING_INVOICE_VOIDS.queue;

/** What the release needs of the event: the rest of the invoice's summary is not read. */
const voidedInvoice = InvoiceVoided.pick('invoice_id', 'team_id');

type Releases = Pick<InvoiceEntriesUseCases | InvoiceExpensesUseCases, 'releaseInvoice'>;

export function invoiceVoidHandler(
  invoiceEntries: Releases,
  invoiceExpenses?: Releases,
): EventHandler {
  return async (event) => {
    const { team_id, invoice_id } = readEventData(voidedInvoice, event);
    await invoiceEntries.releaseInvoice(team_id, invoice_id);
    await invoiceExpenses?.releaseInvoice(team_id, invoice_id);
  };
}

export async function subscribeToInvoiceVoids(
  bus: EventBus,
  invoiceEntries: Releases,
  invoiceExpenses?: Releases,
): Promise<void> {
  await bus.subscribe({
    queue: INVOICE_VOIDS_QUEUE,
    routingKeys: [...TRACKING_INVOICE_VOIDS.routingKeys],
    handler: invoiceVoidHandler(invoiceEntries, invoiceExpenses),
  });
}
