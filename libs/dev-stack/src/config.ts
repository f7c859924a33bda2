// The launcher's environment (npm start). Unset MONGO_URL / SMTP_URL mean "run the
// embedded stand-ins"; everything else has a default that works on one machine.
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
}

export const stackConfigSchema = Joi.object<StackConfig>({
  DATA_DIR: Joi.string().default('./.data'),
  MONGO_URL: Joi.string().uri({ scheme: ['mongodb', 'mongodb+srv'] }),
  SMTP_URL: Joi.string().uri({ scheme: ['smtp', 'smtps'] }),
  AMQP_URL: commonEnv.AMQP_URL,
  AMQP_PREFIX: commonEnv.AMQP_PREFIX,
  GATEWAY_PORT: Joi.number().integer().min(0).max(65535).default(8080),
  PUBLIC_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  JWT_SECRET: Joi.string().min(32),
  IDEMPOTENCY_HASH_SECRET: Joi.string().min(32),
  LOG_LEVEL: commonEnv.LOG_LEVEL,
  MINIO_ENDPOINT: Joi.string().uri({ scheme: ['http', 'https'] }),
  MINIO_ACCESS_KEY: Joi.string(),
  MINIO_SECRET_KEY: Joi.string(),
  MINIO_PUBLIC_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  WEBHOOK_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  WEBHOOK_SECRET: Joi.string().when('WEBHOOK_URL', { is: Joi.exist(), then: Joi.required() }),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: Joi.boolean().default(true),
});
