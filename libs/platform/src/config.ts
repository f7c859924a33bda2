// Configuration: each process describes its environment variables once with a joi
// schema, validated at start-up. A bad value stops the process with a message that
// names every offending variable; nothing else in the code reads process.env.
import { Joi } from './joi';

export class ConfigError extends Error {}

export function loadConfig<T>(
  schema: Joi.ObjectSchema<T>,
  env: NodeJS.ProcessEnv = process.env,
): T {
  const { value, error } = schema.validate(env, {
    abortEarly: false,
    allowUnknown: true,
    stripUnknown: true,
    convert: true,
  });
  if (error) {
    const problems = error.details.map((detail) => `  - ${detail.message}`).join('\n');
    throw new ConfigError(`invalid configuration:\n${problems}`);
  }
  return value;
}

/** Variables every service shares, with defaults that make `npm start` work on one machine. */
export const commonEnv = {
  LOG_LEVEL: Joi.string()
    .valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent')
    .default('info')
    .description('Least severe level logged (pino JSON lines on stdout, with `request_id`).'),
  AMQP_URL: Joi.string()
    .uri({ scheme: ['amqp', 'amqps'] })
    .default('amqp://guest:guest@127.0.0.1:5672')
    .description('The RabbitMQ broker that carries the events between processes.'),
  /** Prefix of every exchange and queue name, so runs sharing one broker never meet. */
  AMQP_PREFIX: Joi.string()
    .pattern(/^[a-zA-Z0-9_.-]+$/)
    .default('workmesh')
    .description(
      'Prefix of every exchange and queue name, so that runs sharing one broker never meet.',
    ),
  GRPC_DEADLINE_MS: Joi.number()
    .integer()
    .min(50)
    .max(120_000)
    .default(5000)
    .description('Deadline of a gRPC call to another service, unless the call sets its own.'),
  SHUTDOWN_TIMEOUT_MS: Joi.number()
    .integer()
    .min(100)
    .default(10_000)
    .description(
      'On SIGTERM, how long in-flight work may take to finish before the process exits anyway.',
    ),
};

/**
 * The admin port serving /metrics (Prometheus), apart from the API: each process has its
 * own default so that `npm start` runs them side by side; 0 takes a free port (tests).
 */
export const metricsPort = (defaultPort: number) =>
  Joi.number()
    .integer()
    .min(0)
    .max(65535)
    .default(defaultPort)
    .description(
      'The admin port serving `/metrics` (Prometheus), never the API port; 0 takes a free port.',
    );

export const mongoUrl = (database: string) =>
  Joi.string()
    .uri({ scheme: ['mongodb', 'mongodb+srv'] })
    .default(`mongodb://127.0.0.1:27017/${database}?replicaSet=mongo-embedded`)
    .meta({ default: '`mongodb://127.0.0.1:27017/<service>?replicaSet=mongo-embedded`' })
    .description(
      "The service's own MongoDB database (a replica set: transactions); no other process uses it.",
    );

export const grpcPort = (defaultPort: number) =>
  Joi.number()
    .integer()
    .min(0)
    .max(65535)
    .default(defaultPort)
    .description('The port the service serves gRPC on; 0 takes a free port.');

/** Host:port of another service's gRPC endpoint. */
export const grpcAddress = (defaultAddress: string) =>
  Joi.string()
    .pattern(/^[^\s:]+:\d+$/)
    .default(defaultAddress)
    .description("Host:port of the named service's gRPC endpoint (`npm start` sets it).");

/** The values of commonEnv, as every service's config has them. */
export interface CommonConfig {
  LOG_LEVEL: string;
  AMQP_URL: string;
  AMQP_PREFIX: string;
  GRPC_DEADLINE_MS: number;
  SHUTDOWN_TIMEOUT_MS: number;
}

/** The values of serviceEnv: what every gRPC service with a database of its own has. */
export interface ServiceConfig extends CommonConfig {
  GRPC_PORT: number;
  MONGO_URL: string;
  METRICS_PORT: number;
}

/**
 * commonEnv, the port the service serves gRPC on and its database, with the defaults
 * `npm start` uses (its own port, a database named after it on the embedded server).
 */
export const serviceEnv = (defaults: {
  grpcPort: number;
  metricsPort: number;
  database: string;
}) => ({
  ...commonEnv,
  GRPC_PORT: grpcPort(defaults.grpcPort),
  MONGO_URL: mongoUrl(defaults.database),
  METRICS_PORT: metricsPort(defaults.metricsPort),
});
