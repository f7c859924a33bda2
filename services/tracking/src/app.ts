// The tracking service in one process: MongoDB, the event bus and its outbox relay, the
// clients of teams, clients, tasks, identity and scheduling, and the gRPC server. Tests start it
// in-process on port 0.
import {
  startServiceApp,
  type Logger,
  type ServiceApp,
  subscribeToUserErasure,
  TRACKING_USER_ERASURE,
  userErasureHandler,
  portabilityService,
} from '@workmesh/platform';
import { attendanceUseCases } from './attendance';
import { subscribeToEntryEvents } from './budget-events';
import { budgetUseCases } from './budget-use';
import { clientsDirectory } from './clients-directory';
import { expenseCategoriesUseCases } from './expense-categories';
import { expensesUseCases } from './expenses';
import { exportJobsUseCases } from './exports/export-jobs';
import { trackingExportKinds } from './exports/export-kinds';
import { exportSources } from './exports/export-sources';
import { exportStorage } from './exports/export-storage';
import { exportWorker } from './exports/export-worker';
import { limitStops } from './limit-stops';
import type { TrackingConfig } from './config';
import type { TrackingDependencies } from './dependencies';
import { trackingGrpcService } from './grpc';
import { identityDirectory } from './identity-directory';
import { importDirectory } from './imports/import-directory';
import { subscribeToJoinedMembers } from './imports/import-held-entries';
import { eraseImportTraces } from './models/import-erasure';
import { importWriter } from './imports/import-writer';
import { invoiceEntriesUseCases } from './invoice-entries';
import { invoiceExpensesUseCases } from './invoice-expenses';
import { wireImports, type ImportParts } from './imports/imports-wiring';
import { importParsers } from './imports/parsers';
import { subscribeToInvoiceVoids } from './invoice-voids';
import { trackingRepository } from './models';
import { reportsUseCases } from './reports';
import { schedulingDirectory } from './scheduling-directory';
import { tasksDirectory } from './tasks-directory';
import { teamsDirectory } from './teams-directory';
import { rateBook } from './rate-book';
import { ratesUseCases } from './rates';
import { tagsUseCases } from './tags';
import { receiptStorage } from './receipt-storage';
import { timeEntriesUseCases } from './time-entries';
import { timesheetsUseCases } from './timesheets';

export type TrackingApp = ServiceApp;

/** `importParts`: a test's parsers and writer of imports, in place of the real ones. */
export function createTrackingApp(
  config: TrackingConfig,
  logger: Logger,
  importParts?: ImportParts,
): Promise<TrackingApp> {
  return startServiceApp({
    config,
    logger,
    // The budget consumer records alerts, the invoice-void consumer entry updates: the bus
    // drains before the relay stops.
    consumersRecordEvents: true,
    async wire({ connection, bus, outbox, stops, connectDirectory }) {
      const repository = trackingRepository(connection);
      await repository.ensureCollections();
      const deps: TrackingDependencies = {
        repository,
        outbox,
        logger,
        teams: connectDirectory('teams', teamsDirectory, config.TEAMS_GRPC_ADDRESS),
        clients: connectDirectory('clients', clientsDirectory, config.CLIENTS_GRPC_ADDRESS),
        tasks: connectDirectory('tasks', tasksDirectory, config.TASKS_GRPC_ADDRESS),
        identity: connectDirectory('identity', identityDirectory, config.IDENTITY_GRPC_ADDRESS),
        scheduling: connectDirectory(
          'scheduling',
          schedulingDirectory,
          config.SCHEDULING_GRPC_ADDRESS,
        ),
        now: () => new Date(),
      };
      const timeEntries = timeEntriesUseCases(deps);
      const receipts = receiptStorage(config, logger);
      await receipts.prepare();
      const expenseCategories = expenseCategoriesUseCases(deps);
      const expenses = expensesUseCases(deps, {
        categories: expenseCategories,
        receipts,
        receiptMaxBytes: config.RECEIPT_MAX_BYTES,
        inUsersTurn: timeEntries.inUsersTurn,
      });
      const budgets = budgetUseCases(deps);
      await subscribeToEntryEvents(bus, budgets);
      const invoiceEntries = invoiceEntriesUseCases(deps);
      const invoiceExpenses = invoiceExpensesUseCases(deps);
      await subscribeToInvoiceVoids(bus, invoiceEntries, invoiceExpenses);
      // Imports (docs/import-matching.md): the writer the import jobs call batch by batch,
      // and the landing of held entries when their invited person joins.
      const writer = importWriter(
        deps,
        connectDirectory(
          'import',
          (_address, options) =>
            importDirectory(
              {
                teams: config.TEAMS_GRPC_ADDRESS,
                identity: config.IDENTITY_GRPC_ADDRESS,
                clients: config.CLIENTS_GRPC_ADDRESS,
                tasks: config.TASKS_GRPC_ADDRESS,
              },
              options,
            ),
          config.TEAMS_GRPC_ADDRESS,
        ),
      );
      await subscribeToJoinedMembers(bus, writer);
      const stopLimitStops = limitStops({
        ...deps,
        timeEntries,
        intervalMs: config.LIMIT_STOP_INTERVAL_MS,
      }).start();
      stops.add('stop weekly limit stops', stopLimitStops);
      await subscribeToUserErasure(
        bus,
        TRACKING_USER_ERASURE,
        userErasureHandler({
          connection,
          store: repository,
          consumer: 'tracking.user-erasure',
          erase: (userId) => eraseImportTraces(connection, userId),
        }),
      );
      const exportKinds = trackingExportKinds(repository, deps.identity);
      const exports = wireExports(config, deps, exportKinds);
      await exports.prepare();
      stops.add('stop export worker', exports.stop);
      const imports = await wireImports(
        deps,
        config,
        logger,
        importParts ?? { parsers: importParsers, writer },
      );
      // Stopped before the clients its writer calls are closed: its batch finishes first.
      stops.add('stop import worker', imports.startWorker());
      return [
        trackingGrpcService({
          timeEntries,
          timesheets: timesheetsUseCases(deps, timeEntries.inUsersTurn),
          reports: reportsUseCases(deps),
          budgets,
          invoiceEntries,
          invoiceExpenses,
          rates: ratesUseCases(deps, rateBook(deps)),
          expenses,
          expenseCategories,
          attendance: attendanceUseCases(deps),
          tags: tagsUseCases(deps),
          exports: exports.useCases,
          imports: imports.useCases,
        }),
        portabilityService(exportKinds),
      ];
    },
  });
}

/**
 * The export jobs (docs/exports.md): their store of zips, the clients of every service's
 * Portability, the worker (started now: its next pass takes a new job) and the use cases.
 */
function wireExports(
  config: TrackingConfig,
  deps: TrackingDependencies,
  kinds: ReturnType<typeof trackingExportKinds>,
) {
  const storage = exportStorage(config, deps.logger);
  const { sources, close } = exportSources(config, { deadlineMs: config.GRPC_DEADLINE_MS }, kinds);
  const worker = exportWorker({
    ...deps,
    storage,
    sources,
    leaseMs: config.EXPORT_LEASE_MS,
    pageSize: config.EXPORT_PAGE_SIZE,
    retentionDays: config.EXPORT_RETENTION_DAYS,
  });
  const stopWorker = worker.start(config.EXPORT_INTERVAL_MS);
  const useCases = exportJobsUseCases(deps, {
    storage,
    linkTtlSeconds: config.EXPORT_LINK_TTL_SECONDS,
  });
  return {
    useCases,
    prepare: () => storage.prepare(),
    stop: async () => {
      await stopWorker();
      close();
    },
  };
}
