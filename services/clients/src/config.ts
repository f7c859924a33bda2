// The clients service's environment, validated once at start-up (docs/configuration.md).
import {
  grpcAddress,
  Joi,
  loadConfig,
  MAX_MESSAGE_BYTES,
  serviceEnv,
  type ServiceConfig,
} from '@workmesh/platform';

export interface ClientsConfig extends ServiceConfig {
  /** teams, asked for roles (GetMembership), organization defaults and groups. */
  TEAMS_GRPC_ADDRESS: string;
  /** The S3 API of MinIO (or of the local S3-compatible server `npm start` runs). */
  MINIO_ENDPOINT: string;
  MINIO_ACCESS_KEY: string;
  MINIO_SECRET_KEY: string;
  MINIO_BUCKET: string;
  MINIO_REGION: string;
  /** Base of the logo URLs in records; MINIO_ENDPOINT unless a CDN or proxy serves the bucket. */
  MINIO_PUBLIC_URL: string;
  /** Largest logo accepted, in bytes. */
  MAX_UPLOAD_BYTES: number;
}

const FIVE_MB = 5 * 1024 * 1024;
/** A logo travels inside one gRPC message with the client's fields. */
const LARGEST_UPLOAD = MAX_MESSAGE_BYTES - 1024 * 1024;

const httpUrl = () =>
  Joi.string()
    .uri({ scheme: ['http', 'https'] })
    // One form for building URLs: no trailing slash.
    .replace(/\/+$/, '');

export const clientsConfigSchema = Joi.object<ClientsConfig>({
  ...serviceEnv({ grpcPort: 50053, metricsPort: 9453, database: 'clients' }),
  TEAMS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50052'),
  MINIO_ENDPOINT: httpUrl()
    .required()
    .description('The S3 API of MinIO (or another S3-compatible store) keeping client logos.'),
  MINIO_ACCESS_KEY: Joi.string().required().description("The object store's access key."),
  MINIO_SECRET_KEY: Joi.string().required().description("The object store's secret key."),
  // S3 bucket naming rules: 3–63 lowercase letters, digits, dots and hyphens.
  MINIO_BUCKET: Joi.string()
    .pattern(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .default('workmesh')
    .description(
      'The bucket of the logos (S3 naming rules: 3 to 63 lowercase letters, digits, dots and hyphens).',
    ),
  MINIO_REGION: Joi.string()
    .pattern(/^[a-z0-9-]+$/)
    .default('us-east-1')
    .description("The object store's region."),
  MINIO_PUBLIC_URL: httpUrl()
    .default(Joi.ref('MINIO_ENDPOINT'))
    .description(
      'Base of the logo URLs in records: `MINIO_ENDPOINT` unless a CDN or proxy serves the bucket.',
    ),
  MAX_UPLOAD_BYTES: Joi.number()
    .integer()
    .min(1)
    .max(LARGEST_UPLOAD)
    .default(FIVE_MB)
    .description(
      "Largest logo accepted, in bytes (it travels in one gRPC message with the client's fields).",
    ),
});

/** Throws a ConfigError naming every bad variable. */
export function loadClientsConfig(env: NodeJS.ProcessEnv = process.env): ClientsConfig {
  return loadConfig(clientsConfigSchema, env);
}
