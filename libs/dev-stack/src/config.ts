// The launcher's environment (npm start). Unset MONGO_URL / SMTP_URL / MINIO_ENDPOINT mean
// "run the local stand-ins"; everything else has a default that works on one machine. The
// launcher passes on only what it reads here: each process gets its environment from it.
// `meta({ default })` states a default the launcher computes (docs/configuration.md).
import { Joi, commonEnv } from '@workmesh/platform';

export interface StackConfig {
  DATA_DIR: string;
  MONGO_URL?: string;
  SMTP_URL?: string;
  AMQP_URL: string;
  AMQP_PREFIX: string;
  GATEWAY_PORT: number;
  PUBLIC_URL?: string;
  JWT_SECRET?: string;
  /** The gateway's key of Idempotency-Key request hashes; generated under DATA_DIR unless set. */
  IDEMPOTENCY_HASH_SECRET?: string;
  /** Identity's key of personal access tokens' hashes; generated under DATA_DIR unless set. */
  TOKEN_HASH_SECRET?: string;
  /** Identity's key of the TOTP secrets at rest; generated under DATA_DIR unless set. */
  TWO_FACTOR_ENCRYPTION_KEY?: string;
  LOG_LEVEL: string;
  /** Unset: a local S3-compatible server (s3rver) under DATA_DIR/s3 stands in for MinIO. */
  MINIO_ENDPOINT?: string;
  MINIO_ACCESS_KEY?: string;
  MINIO_SECRET_KEY?: string;
  MINIO_PUBLIC_URL?: string;
  /** The operator's webhook target and its signing secret (notifier), passed through. */
  WEBHOOK_URL?: string;
  WEBHOOK_SECRET?: string;
  /** Local receivers are the point of a development stack: allowed unless set to false. */
  WEBHOOK_ALLOW_PRIVATE_TARGETS: boolean;
  /** Passed to every process (unset in tests' stacks). */
  NODE_ENV?: string;
}

export const stackConfigSchema = Joi.object<StackConfig>({
  DATA_DIR: Joi.string()
    .default('./.data')
    .description(
      "Where npm start keeps the embedded MongoDB's data, caught mail, the local S3 server's objects and the generated secrets (relative to the repository).",
    ),
  MONGO_URL: Joi.string()
    .uri({ scheme: ['mongodb', 'mongodb+srv'] })
    .meta({ default: 'unset: the embedded MongoDB, data under `DATA_DIR/mongo`' })
    .description(
      'Base URL of a MongoDB replica set to run against; each service gets its own database on it.',
    ),
  SMTP_URL: Joi.string()
    .uri({ scheme: ['smtp', 'smtps'] })
    .meta({ default: 'unset: a mail catcher, each mail saved under `DATA_DIR/mail`' })
    .description('Passed on to the notifier.'),
  AMQP_URL: commonEnv.AMQP_URL,
  AMQP_PREFIX: commonEnv.AMQP_PREFIX,
  GATEWAY_PORT: Joi.number()
    .integer()
    .min(0)
    .max(65535)
    .default(8080)
    .description('Passed on to the gateway.'),
  PUBLIC_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .meta({ default: '`http://localhost:<GATEWAY_PORT>`' })
    .description('Passed on to identity and the notifier.'),
  JWT_SECRET: Joi.string()
    .min(32)
    .meta({ default: 'generated once into `DATA_DIR/jwt-secret`' })
    .description('Passed on to identity and the gateway.'),
  IDEMPOTENCY_HASH_SECRET: Joi.string()
    .min(32)
    .meta({ default: 'generated once into `DATA_DIR/idempotency-hash-secret`' })
    .description('Passed on to the gateway.'),
  TOKEN_HASH_SECRET: Joi.string()
    .min(32)
    .meta({ default: 'generated once into `DATA_DIR/token-hash-secret`' })
    .description("Passed on to identity (the key of personal access tokens' stored hashes)."),
  TWO_FACTOR_ENCRYPTION_KEY: Joi.string()
    .min(32)
    .meta({ default: 'generated once into `DATA_DIR/two-factor-encryption-key`' })
    .description('Passed on to identity (the key the TOTP secrets are encrypted with at rest).'),
  LOG_LEVEL: commonEnv.LOG_LEVEL,
  MINIO_ENDPOINT: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .meta({ default: 'unset: a local S3-compatible server, objects under `DATA_DIR/s3`' })
    .description(
      'Passed on to the clients service, with MINIO_ACCESS_KEY, MINIO_SECRET_KEY and MINIO_PUBLIC_URL when set.',
    ),
  MINIO_ACCESS_KEY: Joi.string().description(
    'Passed on to the clients service when MINIO_ENDPOINT is set.',
  ),
  MINIO_SECRET_KEY: Joi.string().description(
    'Passed on to the clients service when MINIO_ENDPOINT is set.',
  ),
  MINIO_PUBLIC_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .description('Passed on to the clients service when MINIO_ENDPOINT is set.'),
  WEBHOOK_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .description('Passed on to the notifier, with WEBHOOK_SECRET.'),
  WEBHOOK_SECRET: Joi.string()
    .when('WEBHOOK_URL', { is: Joi.exist(), then: Joi.required() })
    .description('Passed on to the notifier when WEBHOOK_URL is set.'),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: Joi.boolean()
    .default(true)
    .description(
      'Passed on to the notifier; allowed by default: local receivers are the point of a development stack.',
    ),
  NODE_ENV: Joi.string()
    .default('development')
    .description(
      'Passed on to every process; no workmesh code reads it (Express does). The image sets `production` (Dockerfile).',
    ),
});
