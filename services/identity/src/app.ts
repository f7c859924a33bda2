// Wiring of the identity service: MongoDB → teams client → event bus (mail results,
// team events) → outbox relay → gRPC server. Tests start it in-process on port 0.
import {
  portabilityService,
  ProcessedEvents,
  startServiceApp,
  type Logger,
  type ServiceApp,
} from '@workmesh/platform';
import { attemptLimits } from './attempt-limits';
import type { IdentityConfig } from './config';
import type { IdentityDependencies } from './dependencies';
import { identityService } from './grpc';
import { MailResults } from './mail-results';
import { identityExportKinds } from './export-kinds';
import { identityRepository } from './models';
import { boundedHasher, scryptHasher } from './passwords';
import { resetMailMetrics } from './reset-mail-metrics';
import { subscribeToTeamEvents, TEAM_EVENTS_CONSUMER } from './team-events';
import { teamsDirectory } from './teams-directory';

export type IdentityApp = ServiceApp;

/** A hash takes a fraction of a second: a second later the queue has moved on. */
const HASHING_RETRY_AFTER_SECONDS = 1;

export function createIdentityApp(config: IdentityConfig, logger: Logger): Promise<IdentityApp> {
  const resetMails = resetMailMetrics();
  return startServiceApp({
    config,
    logger,
    // Half the shutdown budget for in-flight calls (a registration may be hashing); the rest for closing.
    grpcDrainMs: config.SHUTDOWN_TIMEOUT_MS / 2,
    metrics: (registry) => resetMails.register(registry),
    async wire({ connection, bus, outbox, connectDirectory }) {
      const repository = identityRepository(connection);
      await repository.ensureCollections();
      // Closed after the bus: in-flight event handlers use it.
      const teams = connectDirectory('teams', teamsDirectory, config.TEAMS_GRPC_ADDRESS);

      const deps: IdentityDependencies = {
        config,
        logger,
        repository,
        outbox,
        teams,
        passwords: boundedHasher(scryptHasher(config.SCRYPT_COST), {
          concurrency: config.HASHING_CONCURRENCY,
          queue: config.HASHING_QUEUE,
          retryAfterSeconds: HASHING_RETRY_AFTER_SECONDS,
        }),
        mailResults: new MailResults(logger),
        resetMails,
        limits: attemptLimits(repository, config),
      };
      await deps.mailResults.listen(bus);
      const processed = new ProcessedEvents(connection, TEAM_EVENTS_CONSUMER);
      await subscribeToTeamEvents(bus, processed, deps);
      return [identityService(deps), portabilityService(identityExportKinds(repository))];
    },
  });
}
