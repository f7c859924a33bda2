// The scheduling service in one process: MongoDB, the event bus (its outbox relay, and
// the subscription to tracking's timesheet events), the teams client, and the gRPC
// server. Tests start it in-process on port 0.
import {
  ProcessedEvents,
  startServiceApp,
  type Logger,
  type ServiceApp,
  subscribeToUserErasure,
  SCHEDULING_USER_ERASURE,
  redactEventsOf,
  userErasureHandler,
  portabilityService,
} from '@workmesh/platform';
import { APPROVED_WEEKS_CONSUMER, subscribeToTimesheetEvents } from './approved-weeks';
import type { SchedulingConfig } from './config';
import type { SchedulingDependencies } from './dependencies';
import { schedulingGrpcService } from './grpc';
import { holidayCalendarUseCases } from './holiday-calendars';
import { memberCalendarUseCases } from './member-calendars';
import { schedulingRepository } from './models';
import { scheduleChangeUseCases } from './schedule-changes';
import { scheduleCreationUseCases } from './schedule-creation';
import { scheduleQueryUseCases } from './schedule-queries';
import { teamsDirectory } from './teams-directory';
import { timeOffBalanceUseCases } from './time-off-balances';
import { timeOffPolicyUseCases } from './time-off-policies';
import { timeOffRequestUseCases } from './time-off-requests';
import { timeOffReviewUseCases } from './time-off-reviews';
import { schedulingExportKinds } from './export-kinds';

export type SchedulingApp = ServiceApp;

export function createSchedulingApp(
  config: SchedulingConfig,
  logger: Logger,
): Promise<SchedulingApp> {
  return startServiceApp({
    config,
    logger,
    async wire({ connection, bus, outbox, connectDirectory }) {
      const repository = schedulingRepository(connection);
      await repository.ensureCollections();
      const teams = connectDirectory('teams', teamsDirectory, config.TEAMS_GRPC_ADDRESS);

      const deps: SchedulingDependencies = { repository, outbox, logger, teams };
      // Its durable queue is declared before the gRPC server answers (ADR 0036); timesheet
      // events then wait in it whenever the service is down.
      await subscribeToTimesheetEvents(
        bus,
        new ProcessedEvents(connection, APPROVED_WEEKS_CONSUMER),
        deps,
      );
      await subscribeToUserErasure(
        bus,
        SCHEDULING_USER_ERASURE,
        userErasureHandler({
          connection,
          store: repository,
          consumer: 'scheduling.user-erasure',
          erase: (userId) => redactEventsOf(connection, userId),
        }),
      );
      return [
        schedulingGrpcService({
          creation: scheduleCreationUseCases(deps),
          queries: scheduleQueryUseCases(deps),
          changes: scheduleChangeUseCases(deps),
          policies: timeOffPolicyUseCases(deps),
          calendars: holidayCalendarUseCases(deps),
          requests: timeOffRequestUseCases(deps),
          reviews: timeOffReviewUseCases(deps),
          balances: timeOffBalanceUseCases(deps),
          memberCalendars: memberCalendarUseCases(deps),
        }),
        portabilityService(schedulingExportKinds(repository)),
      ];
    },
  });
}
