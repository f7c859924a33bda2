// The environment of the image's HEALTHCHECK (deploy/healthcheck.js), validated like every
// process's: a bad value makes the check fail with a message naming the variable. Only
// this module, config.ts and joi are loaded by the check, not the whole platform.
import { Joi } from './joi';

/** Each service's default gRPC port, as its own config's GRPC_PORT has it. */
export const DEFAULT_GRPC_PORTS: Readonly<Record<string, number>> = {
  identity: 50051,
  teams: 50052,
  clients: 50053,
  tasks: 50054,
  scheduling: 50055,
  notifier: 50056,
  tracking: 50057,
  invoices: 50058,
  audit: 50059,
};

export interface HealthcheckConfig {
  /** The process this container runs: `gateway` or a service's name. */
  WORKMESH_SERVICE: string;
  HEALTHCHECK_TIMEOUT_MS: number;
  GATEWAY_PORT: number;
  GRPC_PORT: number;
}

export const healthcheckEnvSchema = Joi.object<HealthcheckConfig>({
  WORKMESH_SERVICE: Joi.string()
    .valid('gateway', ...Object.keys(DEFAULT_GRPC_PORTS))
    .required()
    .description(
      'The process this container runs, which the health check asks (set by the image from its `SERVICE` build argument).',
    ),
  HEALTHCHECK_TIMEOUT_MS: Joi.number()
    .integer()
    .min(100)
    .max(60_000)
    .default(3000)
    .description("How long the image's health check waits for the process's answer."),
  GATEWAY_PORT: Joi.number()
    .integer()
    .min(1)
    .max(65535)
    .default(8080)
    .description("The port the check asks: the gateway's `GATEWAY_PORT`."),
  GRPC_PORT: Joi.number()
    .integer()
    .min(1)
    .max(65535)
    .meta({ default: "the service's own default" })
    .default((parent: { WORKMESH_SERVICE?: string }) =>
      parent.WORKMESH_SERVICE === undefined
        ? undefined
        : DEFAULT_GRPC_PORTS[parent.WORKMESH_SERVICE],
    )
    .description("The port the check asks: the service's `GRPC_PORT`."),
});
