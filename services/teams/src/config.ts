// The teams service's environment, validated once at start-up (docs/configuration.md).
import { grpcAddress, Joi, loadConfig, serviceEnv, type ServiceConfig } from '@workmesh/platform';

export interface TeamsConfig extends ServiceConfig {
  /** identity, asked for users by email and id (invitations, member lists). */
  IDENTITY_GRPC_ADDRESS: string;
  /** How long an invitation's accept link stays valid. */
  INVITATION_TTL_DAYS: number;
}

export const teamsConfigSchema = Joi.object<TeamsConfig>({
  ...serviceEnv({ grpcPort: 50052, metricsPort: 9452, database: 'teams' }),
  IDENTITY_GRPC_ADDRESS: grpcAddress('127.0.0.1:50051'),
  INVITATION_TTL_DAYS: Joi.number()
    .integer()
    .min(1)
    .max(90)
    .default(7)
    .description("How long an invitation's accept link stays valid, in days."),
});

/** Throws a ConfigError naming every bad variable. */
export function loadTeamsConfig(env: NodeJS.ProcessEnv = process.env): TeamsConfig {
  return loadConfig(teamsConfigSchema, env);
}
