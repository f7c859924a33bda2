// The scheduling service's environment, validated once at start-up (docs/architecture.md).
import {
  commonEnv,
  grpcAddress,
  grpcPort,
  Joi,
  loadConfig,
  mongoUrl,
  type CommonConfig,
} from '@workmesh/platform';

export interface SchedulingConfig extends CommonConfig {
  GRPC_PORT: number;
  MONGO_URL: string;
  /** teams: the caller's role (GetMembership), groups' people (ResolveGroups), members (ResolveMembers). */
  TEAMS_GRPC_ADDRESS: string;
}

export const schedulingConfigSchema = Joi.object<SchedulingConfig>({
  ...commonEnv,
  GRPC_PORT: grpcPort(50055),
  MONGO_URL: mongoUrl('scheduling'),
  TEAMS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50052'),
});

/** Throws a ConfigError naming every bad variable. */
export function loadSchedulingConfig(env: NodeJS.ProcessEnv = process.env): SchedulingConfig {
  return loadConfig(schedulingConfigSchema, env);
}
