// The clients service in one process: MongoDB, the event bus (its outbox relay, and the
// subscription to task events), object storage for logos, the teams client and the gRPC
// server. Tests start it in-process on port 0.
import {
  ProcessedEvents,
  startServiceApp,
  type Logger,
  type ServiceApp,
  subscribeToUserErasure,
  CLIENTS_USER_ERASURE,
  redactEventsOf,
  userErasureHandler,
  portabilityService,
} from '@workmesh/platform';
import { budgetSettingsUseCases } from './budget-settings';
import { clientsUseCases } from './clients';
import type { ClientsConfig } from './config';
import type { ClientsDependencies } from './dependencies';
import { clientsGrpcService } from './grpc';
import { invoiceSettingsUseCases } from './invoice-settings';
import { logoStorage } from './logo-storage';
import { clientsRepository } from './models';
import { subscribeToTaskEvents, TASK_EVENTS_CONSUMER } from './project-tasks';
import { projectsUseCases } from './projects';
import { teamsDirectory } from './teams-directory';
import { clientsExportKinds } from './export-kinds';

export type ClientsApp = ServiceApp;

export function createClientsApp(config: ClientsConfig, logger: Logger): Promise<ClientsApp> {
  return startServiceApp({
    config,
    logger,
    async wire({ connection, bus, outbox, connectDirectory }) {
      const repository = clientsRepository(connection);
      await repository.ensureCollections();
      const logos = logoStorage(config, logger);
      await logos.prepare();
      const teams = connectDirectory('teams', teamsDirectory, config.TEAMS_GRPC_ADDRESS);

      const deps: ClientsDependencies = {
        repository,
        outbox,
        logger,
        teams,
        logos,
        maxUploadBytes: config.MAX_UPLOAD_BYTES,
      };
      // Its durable queue is declared when the bus connects, before the gRPC server
      // answers (and so before any task can be made); task events then wait in it
      // whenever the service is down.
      await subscribeToTaskEvents(bus, new ProcessedEvents(connection, TASK_EVENTS_CONSUMER), deps);
      const clients = clientsUseCases(deps);
      await subscribeToUserErasure(
        bus,
        CLIENTS_USER_ERASURE,
        userErasureHandler({
          connection,
          store: repository,
          consumer: 'clients.user-erasure',
          erase: (userId) => redactEventsOf(connection, userId),
        }),
      );
      return [
        clientsGrpcService({
          clients,
          invoiceSettings: invoiceSettingsUseCases(deps, clients),
          budgetSettings: budgetSettingsUseCases(deps, clients),
          projects: projectsUseCases(deps),
        }),
        portabilityService(clientsExportKinds(repository, logos)),
      ];
    },
  });
}
