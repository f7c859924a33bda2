// The gateway's environment, described once and validated at start-up. A bad value
// stops the process with a message naming the variable (loadConfig).
import { accessTokenEnv, commonEnv, grpcAddress, Joi, loadConfig } from '@workmesh/platform';

export interface GatewayConfig {
  GATEWAY_PORT: number;
  IDENTITY_GRPC_ADDRESS: string;
  TEAMS_GRPC_ADDRESS: string;
  JWT_SECRET: string;
  JWT_ISSUER: string;
  JWT_AUDIENCE: string;
  /** Largest JSON (or form) body accepted, in the notation of body-parser: '100kb', '1mb'. */
  BODY_LIMIT: string;
  /** Deadline of a downstream call unless the route sets its own. */
  GRPC_DEADLINE_MS: number;
  /** How long /readyz waits for each downstream's health answer. */
  READY_TIMEOUT_MS: number;
  LOG_LEVEL: string;
  SHUTDOWN_TIMEOUT_MS: number;
}

export const gatewayConfigSchema = Joi.object<GatewayConfig>({
  GATEWAY_PORT: Joi.number().integer().min(0).max(65535).default(8080),
  IDENTITY_GRPC_ADDRESS: grpcAddress('127.0.0.1:50051'),
  TEAMS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50052'),
  JWT_SECRET: accessTokenEnv.JWT_SECRET,
  JWT_ISSUER: accessTokenEnv.JWT_ISSUER,
  JWT_AUDIENCE: accessTokenEnv.JWT_AUDIENCE,
  BODY_LIMIT: Joi.string()
    .pattern(/^\d+(b|kb|mb)$/i)
    .default('100kb')
    .messages({ 'string.pattern.base': 'BODY_LIMIT must be a size such as 100kb or 1mb' }),
  GRPC_DEADLINE_MS: commonEnv.GRPC_DEADLINE_MS,
  READY_TIMEOUT_MS: Joi.number().integer().min(50).max(30_000).default(1000),
  LOG_LEVEL: commonEnv.LOG_LEVEL,
  SHUTDOWN_TIMEOUT_MS: commonEnv.SHUTDOWN_TIMEOUT_MS,
});

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig =>
  loadConfig(gatewayConfigSchema, env);
