// The gateway's environment, described once and validated at start-up. A bad value
// stops the process with a message naming the variable (loadConfig).
import { isIP } from 'node:net';
import {
  accessTokenEnv,
  commonEnv,
  grpcAddress,
  Joi,
  loadConfig,
  MAX_MESSAGE_BYTES,
  metricsPort,
} from '@workmesh/platform';

/**
 * Express's 'trust proxy': false (the client is the socket's peer), true (the left-most
 * X-Forwarded-For entry, spoofable unless the proxy overwrites the header), a hop count,
 * or the proxies' addresses/subnets (`loopback, 10.0.0.0/8`).
 */
export type TrustProxy = boolean | number | string;

export interface GatewayConfig {
  GATEWAY_PORT: number;
  /** The admin port serving /metrics, apart from the API port (0: a free one). */
  METRICS_PORT: number;
  IDENTITY_GRPC_ADDRESS: string;
  TEAMS_GRPC_ADDRESS: string;
  CLIENTS_GRPC_ADDRESS: string;
  TASKS_GRPC_ADDRESS: string;
  SCHEDULING_GRPC_ADDRESS: string;
  NOTIFIER_GRPC_ADDRESS: string;
  TRACKING_GRPC_ADDRESS: string;
  INVOICES_GRPC_ADDRESS: string;
  AUDIT_GRPC_ADDRESS: string;
  JWT_SECRET: string;
  JWT_ISSUER: string;
  JWT_AUDIENCE: string;
  /**
   * Keys the HMAC of a request stored with its Idempotency-Key (a plain digest of a
   * register body would be an offline-crackable password hash). Every gateway replica
   * needs the same one, or a retry through another replica is refused as another request.
   */
  IDEMPOTENCY_HASH_SECRET: string;
  /** Largest JSON (or form) body accepted, in the notation of body-parser: '100kb', '1mb'. */
  BODY_LIMIT: string;
  /**
   * Largest client logo accepted in a multipart form, in bytes; must be the clients
   * service's own limit, so both refuse alike (`The profile may not be greater than N kilobytes.`).
   */
  MAX_UPLOAD_BYTES: number;
  /** Largest import file accepted (POST /api/v3/import), in bytes. */
  IMPORT_MAX_BYTES: number;
  /** Deadline of a downstream call unless the route sets its own. */
  GRPC_DEADLINE_MS: number;
  /** Authenticated requests allowed per caller within API_RATE_WINDOW_SECONDS (per gateway process). */
  API_REQUESTS_PER_CALLER: number;
  API_RATE_WINDOW_SECONDS: number;
  /** Callers kept at the edge (issue 21): at most this many users, least recently used dropped. */
  CALLER_CACHE_SIZE: number;
  /** A cached caller is asked of identity again after this long, whatever events said (a lost one included). */
  CALLER_CACHE_TTL_MS: number;
  /** RabbitMQ, for identity's user.sessions_revoked and user.current_team_changed (the caller cache). */
  AMQP_URL: string;
  AMQP_PREFIX: string;
  /** How long /readyz waits for each downstream's health answer. */
  READY_TIMEOUT_MS: number;
  /** Which proxies in front of the gateway are trusted to name the client in X-Forwarded-For. */
  TRUST_PROXY: TrustProxy;
  LOG_LEVEL: string;
  SHUTDOWN_TIMEOUT_MS: number;
}

const KILOBYTE = 1024;
/** An upload travels to its service in one gRPC message, with the request's other fields (as the services bound theirs). */
const LARGEST_UPLOAD_BYTES = MAX_MESSAGE_BYTES - 1024 * KILOBYTE;

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of a trusted proxy list, as proxy-addr (express) reads it: a name, an address, address/prefix or address/netmask. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4; // a netmask: 255.255.255.0
}

const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY must be true, false, a hop count, or a comma-separated list of proxy addresses or subnets (loopback, 10.0.0.0/8)';

const trustedProxyList = Joi.string()
  .custom((value: string, helpers) => {
    const entries = value.split(',').map((entry) => entry.trim());
    return entries.every(isProxyEntry) ? entries.join(', ') : helpers.error('any.invalid');
  }, 'a comma-separated list of proxy addresses, subnets (`10.0.0.0/8`) or `loopback`, `linklocal`, `uniquelocal`')
  .messages({ 'any.invalid': TRUST_PROXY_MESSAGE });

export const gatewayConfigSchema = Joi.object<GatewayConfig>({
  GATEWAY_PORT: Joi.number()
    .integer()
    .min(0)
    .max(65535)
    .default(8080)
    .description('The port the HTTP interface (the API) listens on; 0 takes a free port.'),
  METRICS_PORT: metricsPort(9450),
  IDENTITY_GRPC_ADDRESS: grpcAddress('127.0.0.1:50051'),
  TEAMS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50052'),
  CLIENTS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50053'),
  TASKS_GRPC_ADDRESS: grpcAddress('127.0.0.1:50054'),
  SCHEDULING_GRPC_ADDRESS: grpcAddress('127.0.0.1:50055'),
  NOTIFIER_GRPC_ADDRESS: grpcAddress('127.0.0.1:50056'),
  TRACKING_GRPC_ADDRESS: grpcAddress('127.0.0.1:50057'),
  INVOICES_GRPC_ADDRESS: grpcAddress('127.0.0.1:50058'),
  AUDIT_GRPC_ADDRESS: grpcAddress('127.0.0.1:50059'),
  JWT_SECRET: accessTokenEnv.JWT_SECRET,
  JWT_ISSUER: accessTokenEnv.JWT_ISSUER,
  JWT_AUDIENCE: accessTokenEnv.JWT_AUDIENCE,
  IDEMPOTENCY_HASH_SECRET: Joi.string()
    .min(32)
    .required()
    .messages({
      'any.required':
        'IDEMPOTENCY_HASH_SECRET is required (at least 32 characters, the same on every gateway replica; npm start generates one)',
      'string.min': 'IDEMPOTENCY_HASH_SECRET must be at least 32 characters',
    })
    .description(
      'Keys the HMAC of a request stored with its `Idempotency-Key`; the same on every gateway replica, or a retry through another replica is refused as another request.',
    ),
  BODY_LIMIT: Joi.string()
    .pattern(/^\d+(b|kb|mb)$/i)
    .default('100kb')
    .messages({ 'string.pattern.base': 'BODY_LIMIT must be a size such as 100kb or 1mb' })
    .description(
      "Largest JSON or form body accepted (413 past it), in body-parser's notation: `100kb`, `1mb`.",
    ),
  // At least a kilobyte: the refusal states the limit in whole kilobytes.
  MAX_UPLOAD_BYTES: Joi.number()
    .integer()
    .min(KILOBYTE)
    .max(LARGEST_UPLOAD_BYTES)
    .default(5 * 1024 * KILOBYTE)
    .messages({
      '*': `MAX_UPLOAD_BYTES must be a number of bytes from ${KILOBYTE} to ${LARGEST_UPLOAD_BYTES}`,
    })
    .description(
      "Largest client logo accepted in a multipart form, in bytes; must be the clients service's own limit, so that both refuse alike.",
    ),
  // At least a kilobyte: the refusal states the limit in whole kilobytes.
  IMPORT_MAX_BYTES: Joi.number()
    .integer()
    .min(KILOBYTE)
    .max(LARGEST_UPLOAD_BYTES)
    .default(50 * 1024 * KILOBYTE)
    .messages({
      '*': `IMPORT_MAX_BYTES must be a number of bytes from ${KILOBYTE} to ${LARGEST_UPLOAD_BYTES}`,
    })
    .description(
      'Largest import file accepted (`POST /api/v3/import`, multipart part `file`), in bytes: 50 MiB by default; the file travels to the tracking service in one gRPC message, so at most 63 MiB.',
    ),
  GRPC_DEADLINE_MS: commonEnv.GRPC_DEADLINE_MS,
  API_REQUESTS_PER_CALLER: Joi.number()
    .integer()
    .min(1)
    .max(1_000_000)
    .default(600)
    .description(
      "Authenticated requests allowed per caller within `API_RATE_WINDOW_SECONDS`, then 429 with `Retry-After`; counted in each gateway process's memory (the limit applies per replica).",
    ),
  API_RATE_WINDOW_SECONDS: Joi.number()
    .integer()
    .min(1)
    .max(24 * 3600)
    .default(60)
    .description('Window of `API_REQUESTS_PER_CALLER`, in seconds.'),
  CALLER_CACHE_SIZE: Joi.number()
    .integer()
    .min(1)
    .max(10_000_000)
    .default(100_000)
    .description(
      'Callers kept at the edge (no call to identity on a hit); past this many users the least recently used is dropped.',
    ),
  CALLER_CACHE_TTL_MS: Joi.number()
    .integer()
    .min(0)
    .max(3_600_000)
    .default(30_000)
    .description(
      'A cached caller is asked of identity again after this long, whatever events said (a lost one included).',
    ),
  AMQP_URL: commonEnv.AMQP_URL,
  AMQP_PREFIX: commonEnv.AMQP_PREFIX,
  READY_TIMEOUT_MS: Joi.number()
    .integer()
    .min(50)
    .max(30_000)
    .default(1000)
    .description("How long `/readyz` waits for each service's health answer."),
  TRUST_PROXY: Joi.alternatives()
    .try(Joi.boolean(), Joi.number().integer().min(0).max(32), trustedProxyList)
    .default(false)
    .messages({ 'alternatives.match': TRUST_PROXY_MESSAGE })
    .description(
      "Which proxies in front of the gateway are trusted to name the client in `X-Forwarded-For` (Express's `trust proxy`): `false` (the socket's peer is the client), `true` (the left-most entry, spoofable unless the proxy overwrites the header), a hop count, or the proxies' addresses and subnets.",
    ),
  LOG_LEVEL: commonEnv.LOG_LEVEL,
  SHUTDOWN_TIMEOUT_MS: commonEnv.SHUTDOWN_TIMEOUT_MS,
});

export const loadGatewayConfig = (env: NodeJS.ProcessEnv = process.env): GatewayConfig =>
  loadConfig(gatewayConfigSchema, env);
