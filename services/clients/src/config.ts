// The clients service's environment, validated once at start-up (docs/architecture.md).
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
  MINIO_ENDPOINT: httpUrl().required(),
  MINIO_ACCESS_KEY: Joi.string().required(),
  MINIO_SECRET_KEY: Joi.string().required(),
  // S3 bucket naming rules: 3–63 lowercase letters, digits, dots and hyphens.
  MINIO_BUCKET: Joi.string()
    .pattern(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .default('workmesh'),
  MINIO_REGION: Joi.string()
    .pattern(/^[a-z0-9-]+$/)
    .default('us-east-1'),
  MINIO_PUBLIC_URL: httpUrl().default(Joi.ref('MINIO_ENDPOINT')),
  MAX_UPLOAD_BYTES: Joi.number().integer().min(1).max(LARGEST_UPLOAD).default(FIVE_MB),
});

/** Throws a ConfigError naming every bad variable. */
export function loadClientsConfig(env: NodeJS.ProcessEnv = process.env): ClientsConfig {
  return loadConfig(clientsConfigSchema, env);
}
