// The audit service's environment, validated once at start-up (docs/configuration.md).
import { grpcAddress, Joi, loadConfig, serviceEnv, type ServiceConfig } from '@workmesh/platform';

export interface AuditConfig extends ServiceConfig {
  /** teams, asked for the caller's role and for the team's owners and managers. */
  TEAMS_GRPC_ADDRESS: string;
  /** Records older than this many days are removed (docs/audit.md, Retention). */
  AUDIT_RETENTION_DAYS: number;
  /** How often the retention job is due (once per interval across every replica). */
  AUDIT_RETENTION_INTERVAL_MS: number;
}

export const auditConfigSchema = Joi.object<AuditConfig>({
  ...serviceEnv({ grpcPort: 50059, metricsPort: 9459, database: 'audit' }),
  TEAMS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50052'),
  AUDIT_RETENTION_DAYS: Joi.number()
    .integer()
    .min(1)
    .max(36_500)
    .default(400)
    .description(
      'How many days an audit record is kept: older records are removed by the retention job, oldest first, and `verify` then starts from the first remaining record.',
    ),
  AUDIT_RETENTION_INTERVAL_MS: Joi.number()
    .integer()
    .min(1000)
    .max(7 * 24 * 60 * 60 * 1000)
    .default(60 * 60 * 1000)
    .description(
      'How often the audit retention job runs: one replica runs it per interval (a lease in MongoDB).',
    ),
});

/** Throws a ConfigError naming every bad variable. */
export function loadAuditConfig(env: NodeJS.ProcessEnv = process.env): AuditConfig {
  return loadConfig(auditConfigSchema, env);
}
