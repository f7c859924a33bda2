// The tasks service in one process: MongoDB, the event bus and its outbox relay, the
// clients of teams, clients and identity, and the gRPC server. Tests start it
// in-process on port 0.
import {
  startServiceApp,
  type Logger,
  type ServiceApp,
  subscribeToUserErasure,
  TASKS_USER_ERASURE,
  redactEventsOf,
  userErasureHandler,
  portabilityService,
} from '@workmesh/platform';
import type { TasksConfig } from './config';
import type { TasksDependencies } from './dependencies';
import { tasksGrpcService } from './grpc';
import { tasksRepository } from './models';
import { clientsDirectory } from './clients-directory';
import { taskAssignmentUseCases } from './task-assignment';
import { tasksUseCases } from './tasks';
import { teamsDirectory } from './teams-directory';
import { identityDirectory } from './identity-directory';
import { tasksExportKinds } from './export-kinds';

export type TasksApp = ServiceApp;

export function createTasksApp(config: TasksConfig, logger: Logger): Promise<TasksApp> {
  return startServiceApp({
    config,
    logger,
    async wire({ connection, bus, outbox, connectDirectory }) {
      const repository = tasksRepository(connection);
      await repository.ensureCollections();
      const teams = connectDirectory('teams', teamsDirectory, config.TEAMS_GRPC_ADDRESS);
      const clients = connectDirectory('clients', clientsDirectory, config.CLIENTS_GRPC_ADDRESS);
      const identity = connectDirectory(
        'identity',
        identityDirectory,
        config.IDENTITY_GRPC_ADDRESS,
      );

      const deps: TasksDependencies = { repository, outbox, logger, teams, clients, identity };
      await subscribeToUserErasure(
        bus,
        TASKS_USER_ERASURE,
        userErasureHandler({
          connection,
          store: repository,
          consumer: 'tasks.user-erasure',
          erase: (userId) => redactEventsOf(connection, userId),
        }),
      );
      return [
        tasksGrpcService({
          tasks: tasksUseCases(deps),
          assignment: taskAssignmentUseCases(deps),
        }),
        portabilityService(tasksExportKinds(repository)),
      ];
    },
  });
}
