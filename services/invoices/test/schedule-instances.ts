// Another instance of the invoices service's scheduled passes (automatic invoicing,
// reminders) on the same database as the harness's service: its own MongoDB connection,
// the real teams, clients, tracking and identity directories (to the harness's stubs), the
// harness's clock, and an outbox that keeps what it records instead of relaying it. A test
// calls its passes itself: at an exact instant (a zone's midnight and the millisecond
// before it), or several at the same moment to race replicas without relying on timers.
import { mongoose, type DomainEvent, type InvoiceEventData } from '@workmesh/platform';
import { clientsDirectory } from '../src/clients-directory';
import type { InvoicesDependencies } from '../src/dependencies';
import { identityDirectory } from '../src/identity-directory';
import { invoicesUseCases } from '../src/invoices';
import { invoicesRepository } from '../src/models';
import { invoiceSchedules } from '../src/schedules';
import { teamsDirectory } from '../src/teams-directory';
import { trackingDirectory } from '../src/tracking-directory';
import { logger, type Harness } from './invoices-harness';

export interface ScheduleInstance {
  autoInvoicePass(): Promise<void>;
  reminderPass(): Promise<void>;
  /** The events this instance recorded of a type (for one client when given). */
  recorded(type: string, clientId?: number): DomainEvent<InvoiceEventData>[];
  close(): Promise<void>;
}

export async function scheduleInstance(h: Harness): Promise<ScheduleInstance> {
  const connection = await mongoose.createConnection(h.config.MONGO_URL).asPromise();
  const options = { deadlineMs: 10_000 };
  const recorded: DomainEvent[] = [];
  const deps: InvoicesDependencies = {
    repository: invoicesRepository(connection),
    outbox: {
      record: async (...events: DomainEvent[]) => {
        recorded.push(...events);
      },
      kick: () => undefined,
    },
    logger,
    teams: teamsDirectory(h.teams.address, options),
    clients: clientsDirectory(h.clients.address, options),
    tracking: trackingDirectory(h.tracking.address, options),
    identity: identityDirectory(h.identity.address, options),
    metrics: { invoice: () => undefined, autoRun: () => undefined },
    leaseMs: h.config.INVOICE_LEASE_MS,
    now: h.clock.now,
  };
  const schedules = invoiceSchedules(deps, invoicesUseCases(deps));
  return {
    autoInvoicePass: schedules.autoInvoicePass,
    reminderPass: schedules.reminderPass,
    recorded: (type, clientId) =>
      (recorded as DomainEvent<InvoiceEventData>[]).filter(
        (event) =>
          event.type === type && (clientId === undefined || event.data.client_id === clientId),
      ),
    async close() {
      for (const directory of [deps.teams, deps.clients, deps.tracking, deps.identity])
        directory.close();
      await connection.close();
    },
  };
}
