// gRPC failures → HTTP, in the three body shapes of the spec (docs/http-api.md, "Errors",
// "HTTP presentation"). A route lists the presentations the spec gives it, keyed by
// the service's reason or by the error's kind; everything else falls back per kind.
import {
  DomainError,
  RemoteCallError,
  type ErrorKind,
  type FieldViolations,
  METHOD_NOT_ALLOWED_MESSAGE,
  NOT_FOUND_MESSAGE,
  SpecText,
  TOO_MANY_REQUESTS_MESSAGE,
  Reason,
} from '@workmesh/platform';

export interface ErrorPresentation {
  status: number;
  shape: 'A' | 'B' | 'C';
  /** A and B: the text to show; absent → the service's own message. */
  message?: string;
  /** C: the violations to show; absent → the service's field violations (skipped when it sent none). */
  fields?: FieldViolations;
}

/** A: `{ error: <status>, message }`. */
export const shapeA = (status: number, message?: string): ErrorPresentation => ({
  status,
  shape: 'A',
  message,
});
/** B: `{ error: <message> }`. */
export const shapeB = (status: number, message?: string): ErrorPresentation => ({
  status,
  shape: 'B',
  message,
});
/** C: `{ error: { <field>: [<message>] } }`. */
export const shapeC = (status: number, fields?: FieldViolations): ErrorPresentation => ({
  status,
  shape: 'C',
  fields,
});

/**
 * A route's presentations, keyed by reason (`Reason.EMAIL_TAKEN`) or kind
 * (`invalid_argument`). The reason is looked up first, so a reason can single out one
 * case of a kind; a reason that does not exist does not compile.
 */
export type ErrorPresentations = Partial<Record<Reason | ErrorKind, ErrorPresentation>>;

export interface HttpError {
  status: number;
  body: unknown;
  /** Seconds for the Retry-After header (429, 503 of a busy service). */
  retryAfterSeconds?: number;
  /** The machine-readable reason (the `Workmesh-Error-Reason` header), where the error has one. */
  reason?: string;
}

/** The header naming an error answer's reason code (`TIME_ENTRY_OVERLAP`, …): the SDK's `WorkmeshError.reason`. */
export const ERROR_REASON_HEADER = 'Workmesh-Error-Reason';

/**
 * The texts only the gateway answers with (shape A), written once: its own refusals
 * and the fallbacks of what a route does not present. The spec's texts are SpecText
 * (platform), shared with the services that raise them; a route names one wherever
 * the spec fixes the answer, whatever the service said.
 */
export const GatewayText = {
  NOT_FOUND: NOT_FOUND_MESSAGE,
  METHOD_NOT_ALLOWED: METHOD_NOT_ALLOWED_MESSAGE,
  BODY_TOO_LARGE: 'Request body too large',
  INVALID_JSON: 'Invalid JSON body',
  UNSUPPORTED_ENCODING: 'Unsupported request encoding',
  /** A body of a type the route does not read (text/plain, application/xml, multipart where no file is taken). */
  UNSUPPORTED_MEDIA_TYPE:
    'Unsupported Media Type: send application/json or application/x-www-form-urlencoded',
  /** The same, on a route that also takes a file (client create and update). */
  UNSUPPORTED_MEDIA_TYPE_WITH_UPLOAD:
    'Unsupported Media Type: send application/json, application/x-www-form-urlencoded or multipart/form-data',
  INTERNAL: 'Internal error',
  UNAVAILABLE: 'Service unavailable',
  TIMED_OUT: 'Service timed out',
  TOO_MANY_REQUESTS: TOO_MANY_REQUESTS_MESSAGE,
} as const;

/** A shape A answer: the gateway's own refusals (not found, body too large, …) use it too. */
export const shapeAError = (status: number, message: string): HttpError => ({
  status,
  body: { error: status, message },
});

/** What the call failed with, as far as presentation cares: a service's answer or the gateway's own refusal. */
type PresentableError = Pick<
  RemoteCallError,
  'kind' | 'reason' | 'message' | 'fields' | 'retryAfterSeconds'
>;

const isPresentable = (error: unknown): error is PresentableError =>
  error instanceof RemoteCallError || error instanceof DomainError;

/**
 * Reasons every route presents alike unless it lists them itself: the Idempotency-Key
 * refusals, whatever the route answers for other errors of their kind.
 */
export const COMMON_REASON_PRESENTATIONS: ErrorPresentations = {
  IDEMPOTENCY_KEY_INVALID: shapeA(400),
  IDEMPOTENCY_KEY_REUSED: shapeA(422),
  IDEMPOTENCY_KEY_IN_PROGRESS: shapeA(409),
  IDEMPOTENCY_KEY_REPLY_LOST: shapeA(409),
};

/**
 * Retry-After of a 429 or 503 whose cause named no wait of its own (a service down or
 * restarting, a transient database error): overload and outages are refused with a hint
 * of when to come back, never left for the client to guess.
 */
export const DEFAULT_RETRY_AFTER_SECONDS: Readonly<Record<number, number>> = { 429: 1, 503: 1 };

export function presentError(error: unknown, presentations: ErrorPresentations = {}): HttpError {
  if (!isPresentable(error)) return shapeAError(500, GatewayText.INTERNAL);
  const presented = presentRefusal(error, presentations);
  // A 500 never names what went wrong inside; UNKNOWN names nothing.
  const answer =
    presented.status !== 500 && error.reason && error.reason !== Reason.UNKNOWN
      ? { ...presented, reason: error.reason }
      : presented;
  const retryAfterSeconds = error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS[answer.status];
  return retryAfterSeconds ? { ...answer, retryAfterSeconds } : answer;
}

function presentRefusal(error: PresentableError, presentations: ErrorPresentations): HttpError {
  const candidates = [
    presentations[error.reason],
    COMMON_REASON_PRESENTATIONS[error.reason],
    presentations[error.kind],
  ];
  for (const presentation of candidates) {
    const answer = presentation && render(presentation, error);
    if (answer) return answer;
  }
  return fallback(error);
}

function render(presentation: ErrorPresentation, error: PresentableError): HttpError | undefined {
  const { status, shape } = presentation;
  switch (shape) {
    case 'A':
      return shapeAError(status, presentation.message ?? error.message);
    case 'B':
      return { status, body: { error: presentation.message ?? error.message } };
    case 'C': {
      const fields = presentation.fields ?? error.fields;
      if (!fields || Object.keys(fields).length === 0) return undefined;
      return { status, body: { error: fields } };
    }
  }
}

/** What a route does not list (docs/http-api.md, "Errors"): by kind; never the text of an internal error. */
function fallback(error: PresentableError): HttpError {
  const byKind: Partial<Record<ErrorKind, HttpError>> = {
    invalid_argument: shapeAError(400, SpecText.INVALID_REQUEST_PARAMETERS),
    unauthenticated: shapeAError(401, SpecText.UNAUTHENTICATED),
    permission_denied: shapeAError(403, error.message),
    not_found: shapeAError(404, error.message),
    already_exists: shapeAError(409, error.message),
    resource_exhausted: shapeAError(429, GatewayText.TOO_MANY_REQUESTS),
    unavailable: shapeAError(503, GatewayText.UNAVAILABLE),
    // A service without the method called: during a rolling deploy, an older replica
    // behind a newer gateway. It passes once the rollout does: unavailable, not a fault.
    unimplemented: shapeAError(503, GatewayText.UNAVAILABLE),
    deadline_exceeded: shapeAError(504, GatewayText.TIMED_OUT),
  };
  return byKind[error.kind] ?? shapeAError(500, GatewayText.INTERNAL);
}
