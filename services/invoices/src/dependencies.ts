// What the use cases of the invoices service work with; app.ts wires the real ones.
import type { Logger, Outbox } from '@workmesh/platform';
import type { ClientsDirectory } from './clients-directory';
import type { IdentityDirectory } from './identity-directory';
import type { InvoiceMetrics } from './invoice-metrics';
import type { InvoicesRepository } from './models';
import type { TeamsDirectory } from './teams-directory';
import type { TrackingDirectory } from './tracking-directory';

export interface InvoicesDependencies {
  repository: InvoicesRepository;
  outbox: Pick<Outbox, 'record' | 'kick'>;
  logger: Logger;
  teams: TeamsDirectory;
  clients: ClientsDirectory;
  tracking: TrackingDirectory;
  identity: IdentityDirectory;
  metrics: Pick<InvoiceMetrics, 'invoice' | 'autoRun'>;
  /** How long a creation may take before the sweep gives it up (INVOICE_LEASE_MS). */
  leaseMs: number;
  /** The clock of issue dates, due periods and reminders (tests may move it). */
  now(): Date;
}
