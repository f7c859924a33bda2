// The error responses of an operation in openapi.yaml: the route's own presentations
// (reasons, then kinds), then the gateway's refusals and the fallbacks every route
// shares (error-presentation.ts), grouped by status, each with its shape and, where the
// text is fixed, an example.
import {
  IdempotencyText,
  Reason,
  SpecText,
  tokenScopeMissingText,
  TokenText,
} from '@workmesh/platform';
import { GatewayText, type ErrorPresentation } from '../error-presentation';
import type { Route } from '../http-route';
import { requiredScope, SESSION_ONLY } from '../token-scopes';
import type { OpenApiHeader, OpenApiResponse } from './openapi-document';
import { JSON_MEDIA, schemaRef } from './response-schemas';

/** Responses every operation (or every operation of a kind) may give, as shared components. */
const errorResponse = (description: string, status: number, message: string): OpenApiResponse => ({
  description,
  content: {
    [JSON_MEDIA]: {
      schema: schemaRef('ErrorA'),
      examples: { [String(status)]: { value: { error: status, message } } },
    },
  },
});

/**
 * Retry-After (integer seconds) of the refusals that pass: every 429 carries it (the
 * limiter's wait) and every 503 (the wait the service named, busy password hashing, or
 * DEFAULT_RETRY_AFTER_SECONDS).
 */
export const RETRY_AFTER_HEADERS: Record<number, Record<string, OpenApiHeader>> = {
  429: {
    'Retry-After': {
      description: 'Seconds to wait before the limit lets the request through.',
      required: true,
      schema: { type: 'integer', minimum: 1 },
    },
  },
  503: {
    'Retry-After': {
      description:
        'Seconds to wait before trying again: the wait the service named (busy password hashing), else 1.',
      required: true,
      schema: { type: 'integer', minimum: 1 },
    },
  },
};

const withRetryAfter = (status: number, response: OpenApiResponse): OpenApiResponse => {
  const headers = RETRY_AFTER_HEADERS[status];
  return headers ? { ...response, headers: { ...response.headers, ...headers } } : response;
};

export const SHARED_RESPONSES: Record<string, OpenApiResponse> = {
  Unauthenticated: errorResponse(
    'Missing, invalid, expired or revoked bearer token (shape A).',
    401,
    SpecText.UNAUTHENTICATED,
  ),
  NotFound: errorResponse('Unknown path (shape A).', 404, GatewayText.NOT_FOUND),
  MethodNotAllowed: {
    ...errorResponse(
      'A known path with another method (shape A).',
      405,
      GatewayText.METHOD_NOT_ALLOWED,
    ),
    headers: {
      Allow: { description: 'the methods of the path', schema: { type: 'string' } },
    },
  },
  BodyTooLarge: errorResponse(
    'A body over BODY_LIMIT, or a form over its limits (shape A).',
    413,
    GatewayText.BODY_TOO_LARGE,
  ),
  UnsupportedEncoding: errorResponse(
    'A body in a content encoding or charset the gateway does not read (shape A).',
    415,
    GatewayText.UNSUPPORTED_ENCODING,
  ),
  TooManyRequests: withRetryAfter(
    429,
    errorResponse(
      'The caller went over its API limit: API_REQUESTS_PER_CALLER requests within API_RATE_WINDOW_SECONDS (shape A).',
      429,
      GatewayText.TOO_MANY_REQUESTS,
    ),
  ),
  InternalError: errorResponse(
    'An unexpected failure (shape A); never a stack.',
    500,
    GatewayText.INTERNAL,
  ),
  ServiceUnavailable: withRetryAfter(
    503,
    errorResponse(
      'The service behind the operation, or its database, does not answer for now (shape A).',
      503,
      GatewayText.UNAVAILABLE,
    ),
  ),
  ServiceTimedOut: errorResponse(
    'The service behind the operation did not answer in time (shape A).',
    504,
    GatewayText.TIMED_OUT,
  ),
};

interface ErrorCase {
  status: number;
  shape: 'A' | 'B' | 'C';
  /** Fixed text (A, B) or fields (C); absent: the service's own. */
  message?: string;
  fields?: Record<string, string[]>;
  /** When it happens, as a line of the response's description. */
  when: string;
  key: string;
  /** The shared response that says the same, when it is the status's only case. */
  shared?: string;
}

const isKind = (key: string) => /^[a-z_]+$/.test(key);

/** A route's presentation keyed by kind covers what its listed reasons do not. */
const KIND_PHRASES: Record<string, string> = {
  invalid_argument: 'an invalid value',
  unauthenticated: 'not authenticated',
  permission_denied: 'not allowed',
  not_found: "not found (or not of the caller's team)",
  already_exists: 'already exists',
  failed_precondition: 'not possible in the current state',
};

/** Reasons whose code alone would not say when they happen. */
const REASON_PHRASES: Partial<Record<string, string>> = {
  [Reason.TOO_MANY_REQUESTS]:
    "identity's attempt limits: too many failed logins, reset requests or registrations for this email or from this address (`TOO_MANY_REQUESTS`)",
  [Reason.HASHING_BUSY]:
    'password hashing is at its concurrency and queue limits, answered at once (`HASHING_BUSY`)',
};

const MALFORMED = 'a malformed body, or a parameter of the wrong type';

/** A refusal of the gateway's own (or of every route alike), in shape A: one of SHARED_RESPONSES. */
const sharedCase = (
  status: number,
  message: string,
  when: string,
  component: string,
): ErrorCase => ({
  status,
  shape: 'A',
  message,
  when,
  key: component,
  shared: component,
});

/** The cases of one route: its own presentations (reasons, then kinds), then the gateway's and the fallbacks'. */
function errorCases(route: Route): ErrorCase[] {
  const listed = Object.entries(route.errors)
    .filter((entry): entry is [string, ErrorPresentation] => entry[1] !== undefined)
    .sort(([a], [b]) => Number(isKind(a)) - Number(isKind(b)));
  const cases: ErrorCase[] = listed.map(([key, presentation]) => ({
    status: presentation.status,
    shape: presentation.shape,
    message: presentation.message,
    fields: presentation.fields,
    when: isKind(key)
      ? (KIND_PHRASES[key] ?? key.replace(/_/g, ' '))
      : (REASON_PHRASES[key] ?? `\`${key}\``),
    key,
  }));
  // The gateway's own refusal of a malformed request, unless the route presents every
  // invalid argument so already.
  const invalid = cases.find((c) => c.key === 'invalid_argument');
  if (
    invalid?.shape === 'A' &&
    invalid.status === 400 &&
    invalid.message === SpecText.INVALID_REQUEST_PARAMETERS
  ) {
    invalid.when = `${MALFORMED}, or ${invalid.when}`;
  } else {
    cases.push({
      status: 400,
      shape: 'A',
      message: SpecText.INVALID_REQUEST_PARAMETERS,
      when: MALFORMED,
      key: 'malformed',
    });
  }
  if (route.idempotent) {
    cases.push(
      {
        status: 400,
        shape: 'A',
        message: IdempotencyText.INVALID,
        when: 'an `Idempotency-Key` header that is not 1 to 255 printable ASCII characters',
        key: Reason.IDEMPOTENCY_KEY_INVALID,
      },
      {
        status: 409,
        shape: 'A',
        message: IdempotencyText.IN_PROGRESS,
        when: 'the first request with this `Idempotency-Key` has not finished',
        key: Reason.IDEMPOTENCY_KEY_IN_PROGRESS,
      },
      {
        status: 409,
        shape: 'A',
        message: IdempotencyText.REPLY_LOST,
        when: 'the first request with this `Idempotency-Key` was done but its answer was lost (the service stopped before storing it; do not send it again)',
        key: Reason.IDEMPOTENCY_KEY_REPLY_LOST,
      },
      {
        status: 422,
        shape: 'A',
        message: IdempotencyText.REUSED,
        when: 'this `Idempotency-Key` came with another request (route or body) in the last 24 h',
        key: Reason.IDEMPOTENCY_KEY_REUSED,
      },
    );
  }
  if (route.auth) {
    cases.push(
      sharedCase(
        401,
        SpecText.UNAUTHENTICATED,
        'a missing, invalid, expired or revoked bearer token',
        'Unauthenticated',
      ),
      sharedCase(
        429,
        GatewayText.TOO_MANY_REQUESTS,
        "the caller's API limit (API_REQUESTS_PER_CALLER within API_RATE_WINDOW_SECONDS)",
        'TooManyRequests',
      ),
    );
    cases.push(...tokenCases(route));
  }
  if (route.source === 'body') {
    cases.push(
      {
        status: 400,
        shape: 'A',
        message: GatewayText.INVALID_JSON,
        when: 'a JSON body that does not parse, or is no object or array',
        key: 'invalid_json',
      },
      sharedCase(413, GatewayText.BODY_TOO_LARGE, 'a body over BODY_LIMIT', 'BodyTooLarge'),
      sharedCase(
        415,
        GatewayText.UNSUPPORTED_ENCODING,
        'a content encoding or charset the gateway does not read',
        'UnsupportedEncoding',
      ),
      {
        status: 415,
        shape: 'A',
        message: route.upload
          ? GatewayText.UNSUPPORTED_MEDIA_TYPE_WITH_UPLOAD
          : GatewayText.UNSUPPORTED_MEDIA_TYPE,
        when: route.upload
          ? 'a body that is not JSON, a URL-encoded form or multipart/form-data'
          : 'a body that is not JSON or a URL-encoded form',
        key: 'unsupported_media_type',
      },
    );
  }
  cases.push(
    sharedCase(500, GatewayText.INTERNAL, 'an unexpected failure', 'InternalError'),
    sharedCase(
      503,
      GatewayText.UNAVAILABLE,
      'the service (or its database) does not answer for now',
      'ServiceUnavailable',
    ),
    sharedCase(504, GatewayText.TIMED_OUT, 'the service did not answer in time', 'ServiceTimedOut'),
  );
  return cases;
}

/** A personal access token's refusals (token-scopes.ts): a session-only route, or a scope it lacks. */
function tokenCases(route: Route): ErrorCase[] {
  const scope = requiredScope(route);
  if (scope === SESSION_ONLY)
    return [
      {
        status: 403,
        shape: 'A',
        message: TokenText.SESSION_REQUIRED,
        when: 'called with a personal access token: this needs a signed-in session',
        key: Reason.SESSION_REQUIRED,
      },
    ];
  return [
    {
      status: 403,
      shape: 'A',
      message: tokenScopeMissingText(scope!),
      when: `a personal access token without the \`${scope}\` scope`,
      key: Reason.TOKEN_SCOPE_MISSING,
    },
    {
      status: 403,
      shape: 'A',
      message: TokenText.OTHER_TEAM,
      when: 'a personal access token naming another team than its own',
      key: Reason.TOKEN_TEAM_MISMATCH,
    },
  ];
}

function exampleOf(errorCase: ErrorCase): unknown {
  switch (errorCase.shape) {
    case 'A':
      return { error: errorCase.status, message: errorCase.message };
    case 'B':
      return { error: errorCase.message };
    case 'C':
      return { error: errorCase.fields };
  }
}

function describeCase(errorCase: ErrorCase): string {
  const shown =
    errorCase.shape === 'C'
      ? errorCase.fields
        ? `\`${JSON.stringify({ error: errorCase.fields })}\``
        : 'the field messages'
      : errorCase.message
        ? `\`${errorCase.message}\``
        : 'its own message';
  return `- ${errorCase.when}: shape ${errorCase.shape}, ${shown}`;
}

const SHAPE_ORDER = ['A', 'B', 'C'] as const;

export function errorResponses(route: Route): Record<string, OpenApiResponse | { $ref: string }> {
  const byStatus = new Map<number, ErrorCase[]>();
  for (const errorCase of errorCases(route)) {
    const cases = byStatus.get(errorCase.status) ?? [];
    cases.push(errorCase);
    byStatus.set(errorCase.status, cases);
  }
  const responses: Record<string, OpenApiResponse | { $ref: string }> = {};
  for (const status of [...byStatus.keys()].sort((a, b) => a - b)) {
    const cases = byStatus.get(status)!;
    if (cases.length === 1 && cases[0]!.shared) {
      responses[String(status)] = { $ref: `#/components/responses/${cases[0]!.shared}` };
      continue;
    }
    const shapes = SHAPE_ORDER.filter((shape) => cases.some((c) => c.shape === shape));
    const refs = shapes.map((shape) => schemaRef(`Error${shape}`));
    const examples: Record<string, unknown> = {};
    for (const errorCase of cases) {
      const fixed = errorCase.shape === 'C' ? errorCase.fields : errorCase.message;
      if (fixed && !examples[errorCase.key]) {
        examples[errorCase.key] = { summary: errorCase.when, value: exampleOf(errorCase) };
      }
    }
    responses[String(status)] = withRetryAfter(status, {
      description: cases.map(describeCase).join('\n'),
      content: {
        [JSON_MEDIA]: {
          schema: refs.length === 1 ? refs[0]! : { oneOf: refs },
          ...(Object.keys(examples).length > 0 ? { examples } : {}),
        },
      },
    });
  }
  return responses;
}
