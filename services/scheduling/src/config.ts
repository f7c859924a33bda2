// The scheduling service's environment, validated once at start-up (docs/configuration.md).
import { grpcAddress, Joi, loadConfig, serviceEnv, type ServiceConfig } from '@workmesh/platform';

export interface SchedulingConfig extends ServiceConfig {
  /** teams: the caller's role (GetMembership), groups' people (ResolveGroups), members (ResolveMembers). */
  TEAMS_GRPC_ADDRESS: string;
}

export const schedulingConfigSchema = Joi.object<SchedulingConfig>({
  ...serviceEnv({ grpcPort: 50055, metricsPort: 9455, database: 'scheduling' }),
  TEAMS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50052'),
});

/** Throws a ConfigError naming every bad variable. */
export function loadSchedulingConfig(env: NodeJS.ProcessEnv = process.env): SchedulingConfig {
  return loadConfig(schedulingConfigSchema, env);
}
