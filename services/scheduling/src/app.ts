// The scheduling service in one process: MongoDB, the event bus and its outbox relay,
// the teams client, and the gRPC server. Tests start it in-process on port 0.
import { startServiceApp, type Logger, type ServiceApp } from '@workmesh/platform';
import type { SchedulingConfig } from './config';
import type { SchedulingDependencies } from './dependencies';
import { schedulingGrpcService } from './grpc';
import { schedulingRepository } from './models';
import { scheduleChangeUseCases } from './schedule-changes';
import { scheduleCreationUseCases } from './schedule-creation';
import { scheduleQueryUseCases } from './schedule-queries';
import { teamsDirectory } from './teams-directory';

export type SchedulingApp = ServiceApp;

export function createSchedulingApp(
  config: SchedulingConfig,
  logger: Logger,
): Promise<SchedulingApp> {
  return startServiceApp({
    config,
    logger,
    async wire({ connection, outbox, connectDirectory }) {
      const repository = schedulingRepository(connection);
      await repository.ensureCollections();
      const teams = connectDirectory('teams', teamsDirectory, config.TEAMS_GRPC_ADDRESS);

      const deps: SchedulingDependencies = { repository, outbox, logger, teams };
      return [
        schedulingGrpcService({
          creation: scheduleCreationUseCases(deps),
          queries: scheduleQueryUseCases(deps),
          changes: scheduleChangeUseCases(deps),
        }),
      ];
    },
  });
}
