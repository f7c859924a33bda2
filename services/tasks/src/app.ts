// The tasks service in one process: MongoDB, the event bus and its outbox relay, the
// clients of teams, clients and identity, and the gRPC server. Tests start it
// in-process on port 0.
import { startServiceApp, type Logger, type ServiceApp } from '@workmesh/platform';
import type { TasksConfig } from './config';
import type { TasksDependencies } from './dependencies';
import { tasksGrpcService } from './grpc';
import { tasksRepository } from './models';
import { projectDirectory } from './project-directory';
import { taskAssignmentUseCases } from './task-assignment';
import { tasksUseCases } from './tasks';
import { teamDirectory } from './team-directory';
import { userDirectory } from './user-directory';

export type TasksApp = ServiceApp;

export function createTasksApp(config: TasksConfig, logger: Logger): Promise<TasksApp> {
  return startServiceApp({
    config,
    logger,
    async wire({ connection, outbox, stops }) {
      const repository = tasksRepository(connection);
      await repository.ensureCollections();
      const options = { deadlineMs: config.GRPC_DEADLINE_MS };
      const teams = teamDirectory(config.TEAMS_GRPC_ADDRESS, options);
      stops.add('close teams client', () => teams.close());
      const projects = projectDirectory(config.CLIENTS_GRPC_ADDRESS, options);
      stops.add('close clients client', () => projects.close());
      const users = userDirectory(config.IDENTITY_GRPC_ADDRESS, options);
      stops.add('close identity client', () => users.close());

      const deps: TasksDependencies = { repository, outbox, logger, teams, projects, users };
      return [
        tasksGrpcService({
          tasks: tasksUseCases(deps),
          assignment: taskAssignmentUseCases(deps),
        }),
      ];
    },
  });
}
