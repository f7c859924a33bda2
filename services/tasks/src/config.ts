// The tasks service's environment, validated once at start-up (docs/configuration.md).
import { grpcAddress, Joi, loadConfig, serviceEnv, type ServiceConfig } from '@workmesh/platform';

export interface TasksConfig extends ServiceConfig {
  /** teams, asked whether the caller and an assignee are members (GetMembership), and their role. */
  TEAMS_GRPC_ADDRESS: string;
  /** clients, asked for the team's project (GetProjectForTeam). */
  CLIENTS_GRPC_ADDRESS: string;
  /** identity, asked for names and addresses for the assignment mail (GetUsers). */
  IDENTITY_GRPC_ADDRESS: string;
}

export const tasksConfigSchema = Joi.object<TasksConfig>({
  ...serviceEnv({ grpcPort: 50054, metricsPort: 9454, database: 'tasks' }),
  TEAMS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50052'),
  CLIENTS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50053'),
  IDENTITY_GRPC_ADDRESS: grpcAddress('127.0.0.1:50051'),
});

/** Throws a ConfigError naming every bad variable. */
export function loadTasksConfig(env: NodeJS.ProcessEnv = process.env): TasksConfig {
  return loadConfig(tasksConfigSchema, env);
}
