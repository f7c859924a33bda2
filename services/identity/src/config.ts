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
  /** How long a reset request waits for the notifier to report the mail's fate. */
  RESET_MAIL_TIMEOUT_MS: number;
  /** The public address of the HTTP interface (the gateway). */
  PUBLIC_URL: string;
  /** The spec's "app identifier" on every User record. */
  APP_ID: string;
}

const powerOfTwo = (value: number, helpers: Joi.CustomHelpers) =>
  Number.isInteger(Math.log2(value)) ? value : helpers.error('number.powerOfTwo');

export const identityEnvSchema = Joi.object<IdentityConfig>({
  ...serviceEnv({ grpcPort: 50051, metricsPort: 9451, database: 'identity' }),
  ...accessTokenEnv,
  TEAMS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50052'),
  // OWASP password storage: scrypt N=2^17, r=8, p=1. Tests use 2^14 for speed; less is refused.
  SCRYPT_COST: Joi.number()
    .integer()
    .min(2 ** 14)
    .max(2 ** 20)
    .custom(powerOfTwo)
    .default(2 ** 17)
    .messages({ 'number.powerOfTwo': '"SCRYPT_COST" must be a power of two' }),
  RESET_TOKEN_TTL_MINUTES: Joi.number()
    .integer()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  VERIFICATION_TOKEN_TTL_HOURS: Joi.number()
    .integer()
    .min(1)
    .max(30 * 24)
    .default(48),
  RESET_MAIL_TIMEOUT_MS: Joi.number().integer().min(100).max(120_000).default(10_000),
  PUBLIC_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .default('http://localhost:8080'),
  APP_ID: Joi.string().min(1).max(64).default('workmesh'),
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
