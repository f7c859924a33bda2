// The tracking service's environment, validated once at start-up (docs/configuration.md).
import { grpcAddress, Joi, loadConfig, serviceEnv, type ServiceConfig } from '@workmesh/platform';

export interface TrackingConfig extends ServiceConfig {
  /** teams: the caller's role, a member's pay settings (GetMember) and the team's settings. */
  TEAMS_GRPC_ADDRESS: string;
  /** clients: the team's project, its client and billable default (GetProjectForTeam). */
  CLIENTS_GRPC_ADDRESS: string;
  /** tasks: the task of an entry, which must be of the entry's project (GetTask). */
  TASKS_GRPC_ADDRESS: string;
  /** identity: the user's time zone, an entry's default (GetUser). */
  IDENTITY_GRPC_ADDRESS: string;
  /** How often due weekly-limit stops are looked for (the due instant is the stop's end, whatever this is). */
  LIMIT_STOP_INTERVAL_MS: number;
}

export const trackingConfigSchema = Joi.object<TrackingConfig>({
  ...serviceEnv({ grpcPort: 50057, metricsPort: 9457, database: 'tracking' }),
  TEAMS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50052'),
  CLIENTS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50053'),
  TASKS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50054'),
  IDENTITY_GRPC_ADDRESS: grpcAddress('127.0.0.1:50051'),
  LIMIT_STOP_INTERVAL_MS: Joi.number()
    .integer()
    .min(50)
    .max(600_000)
    .default(1000)
    .description(
      'How often running timers due to stop at their weekly limit are looked for (the stop ends at its due instant whatever this is; safe with replicas).',
    ),
});

/** Throws a ConfigError naming every bad variable. */
export function loadTrackingConfig(env: NodeJS.ProcessEnv = process.env): TrackingConfig {
  return loadConfig(trackingConfigSchema, env);
}
