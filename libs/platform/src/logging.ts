// One pino logger per process. Every line carries the request id of the work it
// belongs to, taken from AsyncLocalStorage, so a request can be followed from the
// gateway through gRPC metadata and AMQP headers to the notifier.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';

export interface RequestContext {
  requestId: string;
  /** The authenticated caller, when there is one. */
  callerUserId?: number;
  callerTeamId?: number;
  /** The session (login) or personal access token the caller authenticated with (docs/auth.md). */
  callerSessionId?: string;
  callerTokenId?: string;
  /** The HTTP client's address, as the gateway saw it: per-address limits key on it. */
  clientIp?: string;
  /** The HTTP client's User-Agent, as the gateway saw it (audit records). */
  userAgent?: string;
  /**
   * When the caller stops waiting (the incoming gRPC call's deadline): work finished
   * after it must not commit, since the caller has already answered its own client.
   */
  deadline?: Date;
}

const contextStorage = new AsyncLocalStorage<RequestContext>();

/** Runs fn with the given request context visible to every log line and outgoing call below it. */
export function withRequestContext<T>(context: RequestContext, fn: () => T): T {
  return contextStorage.run(context, fn);
}

export function currentContext(): RequestContext | undefined {
  return contextStorage.getStore();
}

/** Whether the current request's caller has given up waiting (no deadline: never). */
export function deadlinePassed(now = Date.now()): boolean {
  const deadline = contextStorage.getStore()?.deadline;
  return deadline !== undefined && deadline.getTime() <= now;
}

export function currentRequestId(): string | undefined {
  return contextStorage.getStore()?.requestId;
}

export const newRequestId = (): string => randomUUID();

/** Field names whose values never reach a log line. */
const REDACTED_PATHS = [
  'password',
  'c_password',
  'token',
  'authorization',
  '*.password',
  '*.c_password',
  '*.token',
  '*.authorization',
  'req.headers.authorization',
  'headers.authorization',
];

export function createLogger(service: string, level: string): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    mixin: () => {
      const context = contextStorage.getStore();
      return context ? { request_id: context.requestId } : {};
    },
  });
}
