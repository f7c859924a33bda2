// Typed errors with stable reason codes. A domain module throws a DomainError; the
// gRPC edge turns it into a status with the reason (and any field violations) in
// trailing metadata; a caller of that service gets it back as a RemoteCallError; the
// gateway picks the HTTP shape of the spec from the route and the reason.
import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import { asReason, NotFoundText, Reason, type NotFoundReason } from './error-reasons';

export type ErrorKind =
  | 'invalid_argument'
  | 'unauthenticated'
  | 'permission_denied'
  | 'not_found'
  | 'already_exists'
  | 'failed_precondition'
  | 'resource_exhausted'
  | 'unavailable'
  | 'deadline_exceeded'
  | 'unimplemented'
  | 'internal';

export type FieldViolations = Record<string, string[]>;

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    /** Stable, machine-readable: Reason.EMAIL_TAKEN, Reason.TEAM_NOT_FOUND. */
    readonly reason: Reason,
    message: string,
    readonly fields?: FieldViolations,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  /** When to try again (seconds), for a refusal that passes: a rate limit, a busy pool. */
  retryAfterSeconds?: number;
}

/** The text of every 429 (shape A): the gateway's per-caller limit and identity's attempt limits. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests';
/** The text of every 405 (shape A, with Allow): the gateway's paths and the admin port's /metrics. */
export const METHOD_NOT_ALLOWED_MESSAGE = 'Method not allowed';
/** The text of every unknown path (shape A): the gateway's and the admin port's. */
export const NOT_FOUND_MESSAGE = 'Not found';

/** Too many attempts for now: RESOURCE_EXHAUSTED, answered 429 with Retry-After. */
export const tooManyRequests = (reason: Reason, message: string, retryAfterSeconds: number) =>
  Object.assign(new DomainError('resource_exhausted', reason, message), { retryAfterSeconds });
/** Too busy for now: UNAVAILABLE, answered 503 with Retry-After. */
export const busy = (reason: Reason, message: string, retryAfterSeconds: number) =>
  Object.assign(new DomainError('unavailable', reason, message), { retryAfterSeconds });
/** The caller stopped waiting before the work could commit. */
export const deadlineExceeded = () =>
  new DomainError('deadline_exceeded', Reason.DEADLINE_EXCEEDED, 'deadline exceeded');

export const invalidArgument = (reason: Reason, message: string, fields?: FieldViolations) =>
  new DomainError('invalid_argument', reason, message, fields);
export const notFound = (reason: Reason, message: string) =>
  new DomainError('not_found', reason, message);
/** No such record (or not the caller's team's), in the reason's one text (NotFoundText). */
export const recordNotFound = (reason: NotFoundReason) => notFound(reason, NotFoundText[reason]);
export const alreadyExists = (reason: Reason, message: string, fields?: FieldViolations) =>
  new DomainError('already_exists', reason, message, fields);
export const permissionDenied = (reason: Reason, message: string) =>
  new DomainError('permission_denied', reason, message);
export const unauthenticated = (reason: Reason, message: string) =>
  new DomainError('unauthenticated', reason, message);
export const failedPrecondition = (reason: Reason, message: string) =>
  new DomainError('failed_precondition', reason, message);
export const unavailable = (reason: Reason, message: string) =>
  new DomainError('unavailable', reason, message);

const STATUS_OF_KIND: Record<ErrorKind, status> = {
  invalid_argument: status.INVALID_ARGUMENT,
  unauthenticated: status.UNAUTHENTICATED,
  permission_denied: status.PERMISSION_DENIED,
  not_found: status.NOT_FOUND,
  already_exists: status.ALREADY_EXISTS,
  failed_precondition: status.FAILED_PRECONDITION,
  resource_exhausted: status.RESOURCE_EXHAUSTED,
  unavailable: status.UNAVAILABLE,
  deadline_exceeded: status.DEADLINE_EXCEEDED,
  unimplemented: status.UNIMPLEMENTED,
  internal: status.INTERNAL,
};

const KIND_OF_STATUS = new Map<status, ErrorKind>(
  Object.entries(STATUS_OF_KIND).map(([kind, code]) => [code, kind as ErrorKind]),
);

export const REASON_METADATA = 'x-error-reason';
export const FIELDS_METADATA = 'x-error-fields';
export const RETRY_AFTER_METADATA = 'x-retry-after';

export interface GrpcErrorPayload {
  code: status;
  details: string;
  metadata: Metadata;
}

/** The status a handler answers for a thrown error; unknown errors become INTERNAL without details. */
export function toGrpcError(error: unknown): GrpcErrorPayload {
  const metadata = new Metadata();
  if (error instanceof DomainError) {
    metadata.set(REASON_METADATA, error.reason);
    if (error.fields) metadata.set(FIELDS_METADATA, JSON.stringify(error.fields));
    if (error.retryAfterSeconds)
      metadata.set(RETRY_AFTER_METADATA, String(Math.ceil(error.retryAfterSeconds)));
    return { code: STATUS_OF_KIND[error.kind], details: error.message, metadata };
  }
  if (error instanceof RemoteCallError) {
    // A dependency failed: pass its kind on (unavailable stays unavailable), not its internals.
    metadata.set(REASON_METADATA, error.reason);
    if (error.fields) metadata.set(FIELDS_METADATA, JSON.stringify(error.fields));
    if (error.retryAfterSeconds)
      metadata.set(RETRY_AFTER_METADATA, String(error.retryAfterSeconds));
    return { code: STATUS_OF_KIND[error.kind], details: error.message, metadata };
  }
  if (isTransientDatabaseError(error)) {
    metadata.set(REASON_METADATA, Reason.SERVICE_UNAVAILABLE);
    return { code: status.UNAVAILABLE, details: DATABASE_UNAVAILABLE_MESSAGE, metadata };
  }
  metadata.set(REASON_METADATA, Reason.INTERNAL);
  return { code: status.INTERNAL, details: 'internal error', metadata };
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable; please try again.';

/** Driver errors that say "the database could not be reached", not "the request was wrong". */
const TRANSIENT_ERROR_NAMES = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoOperationTimeoutError',
  'MongoPoolClearedError',
]);
const TRANSIENT_ERROR_LABELS = [
  'TransientTransactionError',
  'RetryableWriteError',
  'UnknownTransactionCommitResult',
];

/**
 * Whether a thrown error is MongoDB being out of reach for a moment (a reset connection, no
 * server to select, a failover): worth a retry by the caller, so UNAVAILABLE, not INTERNAL.
 * Recognised by the driver's error names and labels (the driver itself is not imported
 * here); a wrapped error is looked at through its cause.
 */
export function isTransientDatabaseError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const candidate = current as {
      name?: unknown;
      hasErrorLabel?: (label: string) => boolean;
      cause?: unknown;
    };
    if (typeof candidate.name === 'string' && TRANSIENT_ERROR_NAMES.has(candidate.name))
      return true;
    if (
      typeof candidate.hasErrorLabel === 'function' &&
      TRANSIENT_ERROR_LABELS.some((label) => candidate.hasErrorLabel?.(label))
    )
      return true;
    current = candidate.cause;
  }
  return false;
}

/** What a gRPC call failed with, as seen by its caller. */
export class RemoteCallError extends Error {
  constructor(
    readonly code: status,
    readonly kind: ErrorKind,
    readonly reason: Reason,
    message: string,
    readonly fields?: FieldViolations,
  ) {
    super(message);
    this.name = 'RemoteCallError';
  }

  /** The callee's Retry-After (seconds), when it said when to try again. */
  retryAfterSeconds?: number;

  static from(error: ServiceError): RemoteCallError {
    const reasonValue = error.metadata?.get(REASON_METADATA)[0];
    const fieldsValue = error.metadata?.get(FIELDS_METADATA)[0];
    let fields: FieldViolations | undefined;
    if (typeof fieldsValue === 'string') {
      try {
        fields = JSON.parse(fieldsValue) as FieldViolations;
      } catch {
        fields = undefined;
      }
    }
    const kind = KIND_OF_STATUS.get(error.code) ?? 'internal';
    const reason =
      typeof reasonValue === 'string' ? asReason(reasonValue) : defaultReason(error.code);
    const remote = new RemoteCallError(
      error.code,
      kind,
      reason,
      error.details || error.message,
      fields,
    );
    const retryAfter = Number(error.metadata?.get(RETRY_AFTER_METADATA)[0]);
    if (Number.isSafeInteger(retryAfter) && retryAfter > 0) remote.retryAfterSeconds = retryAfter;
    return remote;
  }
}

/** Reasons for failures that carry none (the transport's own: a service down, a deadline). */
function defaultReason(code: status): Reason {
  switch (code) {
    case status.UNAVAILABLE:
      return Reason.SERVICE_UNAVAILABLE;
    case status.DEADLINE_EXCEEDED:
      return Reason.DEADLINE_EXCEEDED;
    case status.UNAUTHENTICATED:
      return Reason.UNAUTHENTICATED;
    case status.UNIMPLEMENTED:
      return Reason.UNIMPLEMENTED;
    case status.INTERNAL:
      return Reason.INTERNAL;
    default:
      return Reason.UNKNOWN;
  }
}
