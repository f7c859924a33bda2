// The audit service in one process: MongoDB, the event bus (its change.recorded
// consumer), the retention job, the client of teams, and the gRPC server. It records no
// events of its own. Tests start it in-process on port 0.
import {
  ProcessedEvents,
  startServiceApp,
  type Logger,
  type ServiceApp,
  AUDIT_USER_ERASURE,
  subscribeToUserErasure,
} from '@workmesh/platform';
import { auditQueriesUseCases } from './audit-queries';
import { auditRecordingUseCases } from './audit-recording';
import { subscribeToChanges } from './change-consumer';
import { auditUserErasureHandler } from './user-erasure';
import type { AuditConfig } from './config';
import type { AuditDependencies } from './dependencies';
import { auditGrpcService } from './grpc';
import { auditRepository } from './models';
import { auditRetention } from './retention';
import { teamsDirectory } from './teams-directory';

export type AuditApp = ServiceApp;

/** The consumer's name in processed_events. */
export const AUDIT_CONSUMER = 'audit.changes';

export function createAuditApp(config: AuditConfig, logger: Logger): Promise<AuditApp> {
  return startServiceApp({
    config,
    logger,
    async wire({ connection, bus, stops, connectDirectory }) {
      const repository = auditRepository(connection);
      await repository.ensureCollections();
      const deps: AuditDependencies = {
        repository,
        logger,
        teams: connectDirectory('teams', teamsDirectory, config.TEAMS_GRPC_ADDRESS),
        now: () => new Date(),
      };
      const recording = auditRecordingUseCases(
        deps,
        new ProcessedEvents(connection, AUDIT_CONSUMER),
      );
      await subscribeToChanges(bus, recording);
      await subscribeToUserErasure(bus, AUDIT_USER_ERASURE, auditUserErasureHandler(deps));
      const stopRetention = auditRetention(deps, {
        retentionDays: config.AUDIT_RETENTION_DAYS,
        intervalMs: config.AUDIT_RETENTION_INTERVAL_MS,
      }).start();
      stops.add('stop audit retention', stopRetention);
      return [auditGrpcService(auditQueriesUseCases(deps))];
    },
  });
}
