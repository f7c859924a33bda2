// The invoices service in one process: MongoDB, the event bus and its outbox relay, the
// clients of teams, clients, tracking and identity, the scheduled passes (automatic
// invoices, reminders, the sweep) and the gRPC server. Tests start it in-process on port 0.
import {
  startServiceApp,
  type Logger,
  type ServiceApp,
  subscribeToUserErasure,
  INVOICES_USER_ERASURE,
  portabilityService,
} from '@workmesh/platform';
import { invoicesExportKinds } from './export-kinds';
import { clientsDirectory } from './clients-directory';
import type { InvoicesConfig } from './config';
import type { InvoicesDependencies } from './dependencies';
import { invoicesGrpcService } from './grpc';
import { identityDirectory } from './identity-directory';
import { invoiceMetrics } from './invoice-metrics';
import { invoicesUseCases } from './invoices';
import { invoicesRepository } from './models';
import { invoiceSchedules } from './schedules';
import { teamsDirectory } from './teams-directory';
import { trackingDirectory } from './tracking-directory';
import { invoicesUserErasureHandler } from './user-erasure';

export type InvoicesApp = ServiceApp;

export interface InvoicesAppOptions {
  /** The clock (tests move it across period boundaries); the system clock unless given. */
  now?: () => Date;
}

export function createInvoicesApp(
  config: InvoicesConfig,
  logger: Logger,
  options: InvoicesAppOptions = {},
): Promise<InvoicesApp> {
  const metrics = invoiceMetrics();
  return startServiceApp({
    config,
    logger,
    metrics: (registry) => metrics.register(registry),
    async wire({ connection, bus, outbox, stops, connectDirectory }) {
      const repository = invoicesRepository(connection);
      await repository.ensureCollections();
      const deps: InvoicesDependencies = {
        repository,
        outbox,
        logger,
        teams: connectDirectory('teams', teamsDirectory, config.TEAMS_GRPC_ADDRESS),
        clients: connectDirectory('clients', clientsDirectory, config.CLIENTS_GRPC_ADDRESS),
        tracking: connectDirectory('tracking', trackingDirectory, config.TRACKING_GRPC_ADDRESS),
        identity: connectDirectory('identity', identityDirectory, config.IDENTITY_GRPC_ADDRESS),
        metrics,
        leaseMs: config.INVOICE_LEASE_MS,
        now: options.now ?? (() => new Date()),
      };
      const invoices = invoicesUseCases(deps);
      const stopSchedules = invoiceSchedules(deps, invoices).start(
        config.INVOICE_SCHEDULE_INTERVAL_MS,
        logger,
      );
      stops.add('stop invoice schedules', stopSchedules);
      await subscribeToUserErasure(
        bus,
        INVOICES_USER_ERASURE,
        invoicesUserErasureHandler(repository),
      );
      return [invoicesGrpcService(invoices), portabilityService(invoicesExportKinds(deps))];
    },
  });
}
