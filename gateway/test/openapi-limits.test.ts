// The limits and overload answers in gateway/openapi.yaml: every operation the per-caller
// limiter covers (every authenticated one) and the three with identity's attempt limits
// (login, registration, reset request) document 429 with a required Retry-After; every
// operation behind a service documents 503 with Retry-After; both in shape A with the
// gateway's exact texts. Walks the committed file, which clients read.
import { GatewayText } from '../src/error-presentation';
import { loadOpenApiDocument } from '../src/openapi/openapi-file';
import type { OpenApiOperation, OpenApiResponse } from '../src/openapi/openapi-document';

const committed = loadOpenApiDocument();

/** The operations served by a route (an rpc behind them), not the operational endpoints. */
const routeOperations = Object.entries(committed.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, operation]) => typeof operation['x-grpc'] === 'string')
    .map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const),
);
const isAuthenticated = (operation: OpenApiOperation) =>
  !(Array.isArray(operation.security) && operation.security.length === 0);

const ATTEMPT_LIMITED = [
  'POST /api/v3/user/login',
  'POST /api/v3/user/register',
  'POST /api/v3/user/resetpassword',
  'POST /api/v3/user/two-factor/verify',
];

function responseOf(operation: OpenApiOperation, status: number): OpenApiResponse | undefined {
  const response = operation.responses[String(status)];
  if (!response || !('$ref' in response)) return response;
  const name = (response.$ref as string).replace('#/components/responses/', '');
  return committed.components.responses[name];
}

/** What a client needs of the answer: shape A, its texts, and the Retry-After header. */
function described(response: OpenApiResponse | undefined) {
  const media = response?.content?.['application/json'];
  const examples = Object.values(media?.examples ?? {}) as Array<{ value: unknown }>;
  const retryAfter = response?.headers?.['Retry-After'];
  return {
    schema: media?.schema,
    answers: [...new Set(examples.map((example) => JSON.stringify(example.value)))].map(
      (text) => JSON.parse(text) as unknown,
    ),
    retryAfter: retryAfter && { required: retryAfter.required, schema: retryAfter.schema },
  };
}

const INTEGER_SECONDS = { type: 'integer', minimum: 1 };
const SHAPE_A = { $ref: '#/components/schemas/ErrorA' };

describe('limits and overload in the OpenAPI description', () => {
  const limited = routeOperations.filter(
    ([name, operation]) => isAuthenticated(operation) || ATTEMPT_LIMITED.includes(name),
  );
  const unlimited = routeOperations.filter(([name]) => !limited.some(([other]) => other === name));

  it('covers the operations it means to', () => {
    expect(limited.length).toBeGreaterThan(30);
    expect(limited.map(([name]) => name)).toEqual(expect.arrayContaining(ATTEMPT_LIMITED));
    // Without a token and without attempt limits: no limiter can refuse them.
    expect(unlimited.map(([name]) => name).sort()).toEqual([
      'GET /api/v3/team/invitation',
      'GET /api/v3/user/verify-email',
      'POST /api/v3/user/resetpassword/confirm',
    ]);
  });

  it.each(limited)('%s documents 429 Too many requests with a required Retry-After', (_n, op) => {
    expect(described(responseOf(op, 429))).toEqual({
      schema: SHAPE_A,
      answers: [{ error: 429, message: GatewayText.TOO_MANY_REQUESTS }],
      retryAfter: { required: true, schema: INTEGER_SECONDS },
    });
  });

  it.each(unlimited)('%s documents no 429', (_name, operation) => {
    expect(operation.responses['429']).toBeUndefined();
  });

  it.each(routeOperations)('%s documents 503 Service unavailable with Retry-After', (_n, op) => {
    expect(described(responseOf(op, 503))).toEqual({
      schema: SHAPE_A,
      answers: [{ error: 503, message: GatewayText.UNAVAILABLE }],
      retryAfter: { required: true, schema: INTEGER_SECONDS },
    });
  });

  it('names busy password hashing where a password is hashed', () => {
    const hashing = routeOperations
      .filter(([, operation]) => 'HASHING_BUSY' in (described503Examples(operation) ?? {}))
      .map(([name]) => name)
      .sort();
    expect(hashing).toEqual([
      'POST /api/v3/user/delete',
      'POST /api/v3/user/login',
      'POST /api/v3/user/register',
      'POST /api/v3/user/resetpassword/confirm',
      'POST /api/v3/user/two-factor/disable',
      'POST /api/v3/user/two-factor/recovery-codes/regenerate',
    ]);
  });
});

function described503Examples(operation: OpenApiOperation) {
  return responseOf(operation, 503)?.content?.['application/json']?.examples;
}
