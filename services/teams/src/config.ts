// The teams service's environment, validated once at start-up (docs/architecture.md).
import {
  commonEnv,
  grpcPort,
  Joi,
  loadConfig,
  mongoUrl,
  type CommonConfig,
} from '@workmesh/platform';

export interface TeamsConfig extends CommonConfig {
  GRPC_PORT: number;
  MONGO_URL: string;
}

export const teamsConfigSchema = Joi.object<TeamsConfig>({
  ...commonEnv,
  GRPC_PORT: grpcPort(50052),
  MONGO_URL: mongoUrl('teams'),
});

/** Throws a ConfigError naming every bad variable. */
export function loadTeamsConfig(env: NodeJS.ProcessEnv = process.env): TeamsConfig {
  return loadConfig(teamsConfigSchema, env);
}
