// The identity service's environment, described once and validated at start-up
// (design rule 8). Defaults make `npm start` work on one machine.
import {
  accessTokenEnv,
  grpcAddress,
  Joi,
  loadConfig,
  serviceEnv,
  type AccessTokenSettings,
  type ServiceConfig,
} from '@workmesh/platform';

export interface IdentityConfig extends ServiceConfig {
  JWT_SECRET: string;
  JWT_ISSUER: string;
  JWT_AUDIENCE: string;
  JWT_TTL_SECONDS: number;
  TEAMS_GRPC_ADDRESS: string;
  /** scrypt N of new password hashes (a power of two). */
  SCRYPT_COST: number;
  RESET_TOKEN_TTL_MINUTES: number;
  VERIFICATION_TOKEN_TTL_HOURS: number;
  /** How long identity waits, after answering a reset, for the notifier's report on its mail (none by then is counted as `timeout`). */
  RESET_MAIL_TIMEOUT_MS: number;
  /** The public address of the HTTP interface (the gateway). */
  PUBLIC_URL: string;
  /** The spec's "app identifier" on every User record. */
  APP_ID: string;
  /** Failed logins allowed per email and client address within the window. */
  LOGIN_FAILURES_PER_EMAIL_IP: number;
  /** Failed logins allowed per client address (any email) within the window. */
  LOGIN_FAILURES_PER_IP: number;
  LOGIN_FAILURE_WINDOW_SECONDS: number;
  RESET_REQUESTS_PER_EMAIL: number;
  RESET_REQUESTS_PER_IP: number;
  RESET_REQUEST_WINDOW_SECONDS: number;
  REGISTRATIONS_PER_IP: number;
  REGISTRATION_WINDOW_SECONDS: number;
  /** Password hashes computed at once. */
  HASHING_CONCURRENCY: number;
  /** Password hashes waiting for a turn; more are refused (503 with Retry-After). */
  HASHING_QUEUE: number;
  /** The key of personal access tokens' stored HMAC-SHA256 (docs/auth.md). */
  TOKEN_HASH_SECRET: string;
  /** The key of the TOTP secrets at rest (docs/auth.md, "Two-factor sign-in"). */
  TWO_FACTOR_ENCRYPTION_KEY: string;
}

const powerOfTwo = (value: number, helpers: Joi.CustomHelpers) =>
  Number.isInteger(Math.log2(value)) ? value : helpers.error('number.powerOfTwo');

const limit = (attempts: number) => Joi.number().integer().min(1).max(1_000_000).default(attempts);
const window = (seconds: number) =>
  Joi.number()
    .integer()
    .min(1)
    .max(7 * 24 * 3600)
    .default(seconds);

export const identityEnvSchema = Joi.object<IdentityConfig>({
  ...serviceEnv({ grpcPort: 50051, metricsPort: 9451, database: 'identity' }),
  ...accessTokenEnv,
  TEAMS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50052'),
  // OWASP password storage: scrypt N=2^17, r=8, p=1. Tests use 2^14 for speed; less is refused.
  SCRYPT_COST: Joi.number()
    .integer()
    .min(2 ** 14)
    .max(2 ** 20)
    .custom(powerOfTwo, 'a power of two')
    .default(2 ** 17)
    .messages({ 'number.powerOfTwo': '"SCRYPT_COST" must be a power of two' })
    .description(
      'scrypt N of new password hashes (OWASP: N=2^17, r=8, p=1); tests use 2^14 for speed.',
    ),
  RESET_TOKEN_TTL_MINUTES: Joi.number()
    .integer()
    .min(1)
    .max(7 * 24 * 60)
    .default(60)
    .description('Lifetime of a password-reset link, in minutes.'),
  VERIFICATION_TOKEN_TTL_HOURS: Joi.number()
    .integer()
    .min(1)
    .max(30 * 24)
    .default(48)
    .description('Lifetime of an email-verification link, in hours.'),
  RESET_MAIL_TIMEOUT_MS: Joi.number()
    .integer()
    .min(100)
    .max(120_000)
    .default(10_000)
    .description(
      "How long a password-reset request waits for the notifier to report the mail's fate.",
    ),
  PUBLIC_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .default('http://localhost:8080')
    .description('The public address of the HTTP interface (the gateway).'),
  APP_ID: Joi.string()
    .min(1)
    .max(64)
    .default('workmesh')
    .description("The `app_id` (the spec's app identifier) of every User record."),
  LOGIN_FAILURES_PER_EMAIL_IP: limit(10).description(
    "Failed logins allowed per email and client address within `LOGIN_FAILURE_WINDOW_SECONDS`, then 429 with `Retry-After`; a success clears the count (counters in identity's MongoDB, shared by replicas).",
  ),
  LOGIN_FAILURES_PER_IP: limit(50).description(
    'Failed logins allowed per client address (any email) within `LOGIN_FAILURE_WINDOW_SECONDS`, then 429 with `Retry-After`.',
  ),
  LOGIN_FAILURE_WINDOW_SECONDS: window(15 * 60).description(
    'Window of the failed-login limits, in seconds.',
  ),
  RESET_REQUESTS_PER_EMAIL: limit(5).description(
    'Password-reset requests allowed per email within `RESET_REQUEST_WINDOW_SECONDS`.',
  ),
  RESET_REQUESTS_PER_IP: limit(20).description(
    'Password-reset requests allowed per client address within `RESET_REQUEST_WINDOW_SECONDS`.',
  ),
  RESET_REQUEST_WINDOW_SECONDS: window(60 * 60).description(
    'Window of the password-reset request limits, in seconds.',
  ),
  REGISTRATIONS_PER_IP: limit(20).description(
    'Registrations allowed per client address within `REGISTRATION_WINDOW_SECONDS`.',
  ),
  REGISTRATION_WINDOW_SECONDS: window(60 * 60).description(
    'Window of the registration limit, in seconds.',
  ),
  // scrypt runs on libuv's worker threads (4 by default), shared with file and DNS work.
  HASHING_CONCURRENCY: Joi.number()
    .integer()
    .min(1)
    .max(64)
    .default(4)
    .description(
      "Password hashes computed at once (scrypt runs on libuv's worker threads, 4 by default, shared with file and DNS work).",
    ),
  HASHING_QUEUE: Joi.number()
    .integer()
    .min(0)
    .max(10_000)
    .default(32)
    .description(
      'Password hashes waiting for a turn; more are refused at once (503 with `Retry-After: 1`).',
    ),
  TOKEN_HASH_SECRET: Joi.string()
    .min(32)
    .required()
    .description(
      "Key of the HMAC-SHA256 under which personal access tokens' secrets are stored (at least 32 characters; the same on every identity replica; changing it makes every token unknown).",
    ),
  TWO_FACTOR_ENCRYPTION_KEY: Joi.string()
    .min(32)
    .required()
    .description(
      'Key the TOTP secrets of two-factor sign-in are encrypted with at rest (AES-256-GCM under its SHA-256; at least 32 characters; the same on every identity replica; changing it disables every enrolment).',
    ),
});

/** Throws ConfigError (naming every bad variable) when the environment is invalid. */
export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  return loadConfig(identityEnvSchema, env);
}

export function accessTokenSettings(config: IdentityConfig): AccessTokenSettings {
  return {
    secret: config.JWT_SECRET,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
    ttlSeconds: config.JWT_TTL_SECONDS,
  };
}
