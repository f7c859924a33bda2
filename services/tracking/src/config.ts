// The tracking service's environment, validated once at start-up (docs/configuration.md).
import {
  grpcAddress,
  Joi,
  loadConfig,
  MAX_MESSAGE_BYTES,
  serviceEnv,
  type ServiceConfig,
} from '@workmesh/platform';

export interface TrackingConfig extends ServiceConfig {
  /** teams: the caller's role, a member's pay settings (GetMember) and the team's settings. */
  TEAMS_GRPC_ADDRESS: string;
  /** clients: the team's project, its client and billable default (GetProjectForTeam). */
  CLIENTS_GRPC_ADDRESS: string;
  /** tasks: the task of an entry, which must be of the entry's project (GetTask). */
  TASKS_GRPC_ADDRESS: string;
  /** identity: the user's time zone, an entry's default (GetUser). */
  IDENTITY_GRPC_ADDRESS: string;
  /** scheduling: members' shifts, approved time off and holidays (GetMemberCalendars). */
  SCHEDULING_GRPC_ADDRESS: string;
  /** invoices: an export's invoices and their PDFs (Portability). */
  INVOICES_GRPC_ADDRESS: string;
  /** notifier: an export's webhook subscriptions and a person's mails (Portability). */
  NOTIFIER_GRPC_ADDRESS: string;
  /** How often due weekly-limit stops are looked for (the due instant is the stop's end, whatever this is). */
  LIMIT_STOP_INTERVAL_MS: number;
  /** The S3 API keeping expense receipts (issue 35); unset: receipts are refused as unavailable. */
  MINIO_ENDPOINT?: string;
  MINIO_ACCESS_KEY?: string;
  MINIO_SECRET_KEY?: string;
  MINIO_BUCKET: string;
  MINIO_REGION: string;
  /** Largest expense receipt accepted, in bytes. */
  RECEIPT_MAX_BYTES: number;
  /** Rows of an import written and stored together (the checkpoint's step). */
  IMPORT_BATCH_SIZE: number;
  /** How long a worker holds an import without renewing it; past it another takes the job over. */
  IMPORT_LEASE_MS: number;
  /** How often queued imports (and imports whose worker died) are looked for. */
  IMPORT_POLL_INTERVAL_MS: number;
  /** Where clients reach the object store: the host of export links (default MINIO_ENDPOINT). */
  MINIO_PUBLIC_URL?: string;
  /** How long an export's download link works. */
  EXPORT_LINK_TTL_SECONDS: number;
  /** Exports older than this are removed (the zip, and so the link). */
  EXPORT_RETENTION_DAYS: number;
  /** How often the export worker looks for queued exports and expired ones. */
  EXPORT_INTERVAL_MS: number;
  /** How long a worker holds an export without renewing (a dead worker's job is taken over after it). */
  EXPORT_LEASE_MS: number;
  /** Records asked of a service a page. */
  EXPORT_PAGE_SIZE: number;
}

const FIVE_MB = 5 * 1024 * 1024;
/** A receipt travels inside one gRPC message with the expense's fields. */
const LARGEST_RECEIPT = MAX_MESSAGE_BYTES - 1024 * 1024;

export const trackingConfigSchema = Joi.object<TrackingConfig>({
  ...serviceEnv({ grpcPort: 50057, metricsPort: 9457, database: 'tracking' }),
  TEAMS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50052'),
  CLIENTS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50053'),
  TASKS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50054'),
  IDENTITY_GRPC_ADDRESS: grpcAddress('127.0.0.1:50051'),
  SCHEDULING_GRPC_ADDRESS: grpcAddress('127.0.0.1:50055'),
  INVOICES_GRPC_ADDRESS: grpcAddress('127.0.0.1:50058'),
  NOTIFIER_GRPC_ADDRESS: grpcAddress('127.0.0.1:50056'),
  LIMIT_STOP_INTERVAL_MS: Joi.number()
    .integer()
    .min(50)
    .max(600_000)
    .default(1000)
    .description(
      'How often running timers due to stop at their weekly limit are looked for (the stop ends at its due instant whatever this is; safe with replicas).',
    ),
  MINIO_ENDPOINT: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .replace(/\/+$/, '')
    .description(
      'The S3 API of MinIO (or another S3-compatible store) keeping expense receipts under `receipts/` (never public); unset, expense receipts are refused as unavailable.',
    ),
  MINIO_ACCESS_KEY: Joi.string()
    .when('MINIO_ENDPOINT', { is: Joi.exist(), then: Joi.required() })
    .description("The object store's access key (required with MINIO_ENDPOINT)."),
  MINIO_SECRET_KEY: Joi.string()
    .when('MINIO_ENDPOINT', { is: Joi.exist(), then: Joi.required() })
    .description("The object store's secret key (required with MINIO_ENDPOINT)."),
  MINIO_BUCKET: Joi.string()
    .pattern(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .default('workmesh')
    .description(
      'The bucket of the receipts (S3 naming rules: 3 to 63 lowercase letters, digits, dots and hyphens).',
    ),
  MINIO_REGION: Joi.string()
    .pattern(/^[a-z0-9-]+$/)
    .default('us-east-1')
    .description("The object store's region."),
  RECEIPT_MAX_BYTES: Joi.number()
    .integer()
    .min(1)
    .max(LARGEST_RECEIPT)
    .default(FIVE_MB)
    .description(
      "Largest expense receipt accepted, in bytes (it travels in one gRPC message with the expense's fields; the gateway's MAX_UPLOAD_BYTES bounds it too).",
    ),
  IMPORT_BATCH_SIZE: Joi.number()
    .integer()
    .min(1)
    .max(10_000)
    .default(1000)
    .description(
      "Rows of an import written and stored together: each batch's counters, refused rows and checkpoint are one write, so a crash repeats at most one batch (harmlessly: entries are keyed by their source).",
    ),
  IMPORT_LEASE_MS: Joi.number()
    .integer()
    .min(1000)
    .max(3_600_000)
    .default(60_000)
    .description(
      'How long a worker holds an import between two batches; a worker killed mid-import leaves its lease to run out, then another (or the restarted one) resumes from the last stored batch. Longer than any one batch takes.',
    ),
  IMPORT_POLL_INTERVAL_MS: Joi.number()
    .integer()
    .min(50)
    .max(600_000)
    .default(1000)
    .description(
      'How often queued imports, and imports whose lease ran out, are looked for (safe with replicas: one worker takes a job).',
    ),
  MINIO_PUBLIC_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .replace(/\/+$/, '')
    .description(
      "Where clients reach the object store (a proxy, or MinIO's public address): export download links are signed for this host; `MINIO_ENDPOINT` when unset.",
    ),
  EXPORT_LINK_TTL_SECONDS: Joi.number()
    .integer()
    .min(60)
    .max(7 * 24 * 3600)
    .default(24 * 3600)
    .description(
      "How long an export's download link works, in seconds (a new GET gives a new link; S3 allows 7 days at most).",
    ),
  EXPORT_RETENTION_DAYS: Joi.number()
    .integer()
    .min(1)
    .max(365)
    .default(7)
    .description('Exports finished longer ago than this are removed from the object store.'),
  EXPORT_INTERVAL_MS: Joi.number()
    .integer()
    .min(50)
    .max(600_000)
    .default(1000)
    .description('How often the export worker looks for queued exports (safe with replicas).'),
  EXPORT_LEASE_MS: Joi.number()
    .integer()
    .min(1000)
    .max(3_600_000)
    .default(60_000)
    .description(
      'How long a worker holds an export between renewals; a worker that died has its export started over by another after it.',
    ),
  EXPORT_PAGE_SIZE: Joi.number()
    .integer()
    .min(1)
    .max(5000)
    .default(1000)
    .description('Records an export asks of a service a page (memory is bounded by one page).'),
});

/** Throws a ConfigError naming every bad variable. */
export function loadTrackingConfig(env: NodeJS.ProcessEnv = process.env): TrackingConfig {
  return loadConfig(trackingConfigSchema, env);
}
