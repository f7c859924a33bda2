// The tasks service in one process: MongoDB, the event bus and its outbox relay, the
// clients of teams, clients and identity, and the gRPC server. Tests start it
// in-process on port 0.
import { startServiceApp, type Logger, type ServiceApp } from '@workmesh/platform';
import type { TasksConfig } from './config';
import type { TasksDependencies } from './dependencies';
import { tasksGrpcService } from './grpc';
import { tasksRepository } from './models';
import { clientsDirectory } from './clients-directory';
import { taskAssignmentUseCases } from './task-assignment';
import { tasksUseCases } from './tasks';
import { teamsDirectory } from './teams-directory';
import { identityDirectory } from './identity-directory';

export type TasksApp = ServiceApp;

export function createTasksApp(config: TasksConfig, logger: Logger): Promise<TasksApp> {
  return startServiceApp({
    config,
    logger,
    async wire({ connection, outbox, stops }) {
      const repository = tasksRepository(connection);
      await repository.ensureCollections();
      const options = { deadlineMs: config.GRPC_DEADLINE_MS };
      const teams = teamsDirectory(config.TEAMS_GRPC_ADDRESS, options);
      stops.add('close teams client', () => teams.close());
      const clients = clientsDirectory(config.CLIENTS_GRPC_ADDRESS, options);
      stops.add('close clients client', () => clients.close());
      const identity = identityDirectory(config.IDENTITY_GRPC_ADDRESS, options);
      stops.add('close identity client', () => identity.close());

      const deps: TasksDependencies = { repository, outbox, logger, teams, clients, identity };
      return [
        tasksGrpcService({
          tasks: tasksUseCases(deps),
          assignment: taskAssignmentUseCases(deps),
        }),
      ];
    },
  });
}
