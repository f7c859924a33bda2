// The OpenAPI 3.1 description of the gateway, built from what the gateway runs on: the
// route table (paths, aliases, auth, statuses, error presentations, the operation notes:
// summaries, the services' rules over the fields), the proto descriptors (request fields
// and their types, as json-to-proto.ts converts them) and each route's response body
// (its schema derived with its presenter). `npm run openapi` writes it to
// gateway/openapi.yaml; openapi-description.test.ts fails when the committed file differs.
import { Type, type Field, type Root } from 'protobufjs';
import { GatewayText, type ErrorPresentation } from '../error-presentation';
import { ROUTES, type Route } from '../routes';
import type { FieldNote, OperationNotes } from './operation-notes';
import {
  fieldSchema,
  loadProtoRoot,
  pathParameterSchema,
  type Encoding,
  type JsonSchema,
} from './proto-json-schema';
import { ERROR_SCHEMAS, schemaRef } from './response-schemas';

export const API_VERSION = '1.0.0';

export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, unknown>;
  };
  [key: string]: unknown;
};

export type OpenApiResponse = {
  description: string;
  content?: Record<string, { schema: JsonSchema; examples?: Record<string, unknown> }>;
  headers?: Record<string, unknown>;
};

export type OpenApiOperation = {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, OpenApiResponse | { $ref: string }>;
  [key: string]: unknown;
};

/** Express `:id` → OpenAPI `{id}`. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

/** The names of an Express path's parameters: `/groups/:id/update` → ['id']. */
export const pathParameterNames = (expressPath: string) =>
  [...expressPath.matchAll(/:(\w+)/g)].map((match) => match[1]!);

const TAGS = {
  identity: {
    name: 'Users',
    description: 'Registration, login, password reset, email verification, current team.',
  },
  teams: { name: 'Teams', description: 'Teams, invitations, members, groups and team settings.' },
  clients: {
    name: 'Clients and projects',
    description: 'Clients (with invoice and budget settings, logo) and projects.',
  },
  tasks: { name: 'Tasks', description: 'Tasks of projects and their assignment.' },
  scheduling: { name: 'Schedules', description: 'Work schedules, stored in UTC.' },
  notifier: {
    name: 'Webhooks',
    description: "Webhook subscriptions of the caller's team and their deliveries.",
  },
  operations: {
    name: 'Operations',
    description: 'Health, readiness, metrics and this description.',
  },
} as const;

const DESCRIPTION = `The HTTP interface of workmesh: a team work-management and time-tracking back end.

**Authentication.** Every operation except registration, login, the password reset, email
verification and the operational endpoints requires \`Authorization: Bearer <token>\`, the
\`token\` of the registration or login answer (a JWT). A missing or invalid token is 401
\`{ "error": 401, "message": "${GatewayText.UNAUTHENTICATED}" }\`.

**Errors** come in three shapes: **A** \`{ "error": <status>, "message": <text> }\` (\`error\`
equals the HTTP status), **B** \`{ "error": <text> }\`, **C** \`{ "error": { <field>: [<text>, …] } }\`.
Each operation lists its statuses, the shape of each, and the exact texts the interface fixes.
An unknown path is 404 A \`${GatewayText.NOT_FOUND}\`; a known path with another method is 405 A
\`${GatewayText.METHOD_NOT_ALLOWED}\` with an \`Allow\` header. A service that does not answer is 503 A
\`${GatewayText.UNAVAILABLE}\`, or 504 A \`${GatewayText.TIMED_OUT}\`; anything unexpected 500 A \`${GatewayText.INTERNAL}\`.

**Request bodies** are JSON, or \`application/x-www-form-urlencoded\` with the same fields;
client create and update also take \`multipart/form-data\` with a logo file. Values are read
strictly, never coerced silently: a number may also be given as a numeric string (within
the field's range), a boolean as \`true\`/\`false\`/\`"true"\`/\`"false"\`/\`"1"\`/\`"0"\`, a list of
integers as an array or a comma-separated string (\`"1,2,3"\`; \`""\` is the empty list). A
value of another type is refused with 400 (\`${GatewayText.INVALID_REQUEST}\`, or the field's
message where the operation shows field messages). \`null\` means not given; unknown fields
are ignored; a blank \`team_id\` (and any other parameter that selects what the request acts
on) means not given. Path parameters win over a body or query field of the same name.

**Aliases.** Some operations are published under more than one path; each path is listed,
the alias naming its canonical path.

Every answer carries an \`x-request-id\` header (the caller's own, when it sent a sane one).`;

const JSON_MEDIA = 'application/json';

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

const SHARED_RESPONSES: Record<string, OpenApiResponse> = {
  Unauthenticated: errorResponse(
    'Missing, invalid, expired or revoked bearer token (shape A).',
    401,
    GatewayText.UNAUTHENTICATED,
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
  InternalError: errorResponse(
    'An unexpected failure (shape A); never a stack.',
    500,
    GatewayText.INTERNAL,
  ),
  ServiceUnavailable: errorResponse(
    'The service behind the operation does not answer (shape A).',
    503,
    GatewayText.UNAVAILABLE,
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
    when: isKind(key) ? (KIND_PHRASES[key] ?? key.replace(/_/g, ' ')) : `\`${key}\``,
    key,
  }));
  // The gateway's own refusal of a malformed request, unless the route presents every
  // invalid argument so already.
  const invalid = cases.find((c) => c.key === 'invalid_argument');
  if (
    invalid?.shape === 'A' &&
    invalid.status === 400 &&
    invalid.message === GatewayText.INVALID_REQUEST
  ) {
    invalid.when = `${MALFORMED}, or ${invalid.when}`;
  } else {
    cases.push({
      status: 400,
      shape: 'A',
      message: GatewayText.INVALID_REQUEST,
      when: MALFORMED,
      key: 'malformed',
    });
  }
  if (route.auth) {
    cases.push(
      sharedCase(
        401,
        GatewayText.UNAUTHENTICATED,
        'a missing, invalid, expired or revoked bearer token',
        'Unauthenticated',
      ),
    );
  }
  if (route.source === 'body') {
    cases.push(
      sharedCase(413, GatewayText.BODY_TOO_LARGE, 'a body over BODY_LIMIT', 'BodyTooLarge'),
      sharedCase(
        415,
        GatewayText.UNSUPPORTED_ENCODING,
        'a content encoding or charset the gateway does not read',
        'UnsupportedEncoding',
      ),
    );
  }
  cases.push(
    sharedCase(500, GatewayText.INTERNAL, 'an unexpected failure', 'InternalError'),
    sharedCase(503, GatewayText.UNAVAILABLE, 'the service does not answer', 'ServiceUnavailable'),
    sharedCase(504, GatewayText.TIMED_OUT, 'the service did not answer in time', 'ServiceTimedOut'),
  );
  return cases;
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

function errorResponses(route: Route): Record<string, OpenApiResponse | { $ref: string }> {
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
    responses[String(status)] = {
      description: cases.map(describeCase).join('\n'),
      content: {
        [JSON_MEDIA]: {
          schema: refs.length === 1 ? refs[0]! : { oneOf: refs },
          ...(Object.keys(examples).length > 0 ? { examples } : {}),
        },
      },
    };
  }
  return responses;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The request field a note names must exist, and a narrowing applies to text fields only. */
function documentedField(
  field: Field,
  encoding: Encoding,
  selector: boolean,
  note: FieldNote | undefined,
): JsonSchema {
  if (note?.schema) return note.schema;
  const base = fieldSchema(field, { encoding, selector });
  const { description, schema: _replacement, ...narrowing } = note ?? {};
  if (Object.keys(narrowing).length > 0 && base.type !== 'string') {
    throw new Error(`${field.name}: a note may narrow only a text field (${JSON.stringify(base)})`);
  }
  return { ...base, ...narrowing, ...(description ? { description } : {}) };
}

export interface RouteRequest {
  /** The message the body or query is converted into. */
  inputType: Type;
  /** Path parameter name → its field of the request message. */
  pathFields: Record<string, Field>;
  /** The fields the description shows in the body or the query. */
  documented: Field[];
  notes: OperationNotes;
}

/** What a route reads, from the route table and the protos (also for the agreement tests). */
export function routeRequest(route: Route, root: Root): RouteRequest {
  const where = `route ${route.method} ${route.paths[0]}`;
  const { notes } = route;
  const requestType = root.lookupType(route.request);
  let inputType = requestType;
  if (route.bodyField) {
    const nested = requestType.fields[route.bodyField]?.resolvedType;
    if (!(nested instanceof Type)) throw new Error(`${where}: bodyField is no message field`);
    inputType = nested;
  }
  const pathFields: Record<string, Field> = {};
  for (const name of pathParameterNames(route.paths[0]!)) {
    const field = requestType.fields[route.params?.[name] ?? name];
    if (!field) throw new Error(`${where}: path parameter ${name} is no request field`);
    pathFields[name] = field;
  }
  const taken = new Set(Object.values(pathFields).map((field) => field.name));
  const hidden = new Set(notes.hidden ?? []);
  const documented =
    route.source === 'none'
      ? []
      : inputType.fieldsArray.filter(
          (field) =>
            !hidden.has(field.name) && !(inputType === requestType && taken.has(field.name)),
        );
  const known = new Set(inputType.fieldsArray.map((field) => field.name));
  for (const name of [
    ...Object.keys(notes.fields ?? {}),
    ...(notes.required ?? []),
    ...(notes.hidden ?? []),
  ]) {
    if (!known.has(name))
      throw new Error(`${where}: the notes name ${name}, no field of ${inputType.name}`);
  }
  return { inputType, pathFields, documented, notes };
}

function bodySchema(route: Route, request: RouteRequest, encoding: Encoding): JsonSchema {
  const { documented, notes } = request;
  const selectors = new Set(route.selectors ?? []);
  const properties: Record<string, JsonSchema> = {};
  for (const field of documented) {
    properties[field.name] = documentedField(
      field,
      encoding,
      selectors.has(field.name),
      notes.fields?.[field.name],
    );
  }
  if (encoding === 'form' && route.upload) {
    properties[route.upload] = {
      type: 'string',
      format: 'binary',
      description: 'the logo: a PNG, JPG or JPEG file, at most MAX_UPLOAD_BYTES (5 MB by default)',
    };
  }
  const required = (notes.required ?? []).filter((name) => name in properties);
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    ...(notes.rules ? { allOf: notes.rules } : {}),
  };
}

function parameters(route: Route, request: RouteRequest): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [name, field] of Object.entries(request.pathFields)) {
    list.push({
      name,
      in: 'path',
      required: true,
      ...(name === field.name ? {} : { description: `the ${field.name}` }),
      schema: pathParameterSchema(field),
    });
  }
  if (route.source === 'query') {
    const selectors = new Set(route.selectors ?? []);
    const required = new Set(request.notes.required ?? []);
    for (const field of request.documented) {
      const note = request.notes.fields?.[field.name];
      list.push({
        name: field.name,
        in: 'query',
        ...(required.has(field.name) ? { required: true } : {}),
        ...(note?.description ? { description: note.description } : {}),
        schema: documentedField(field, 'json', selectors.has(field.name), {
          ...note,
          description: undefined,
        }),
      });
    }
  }
  return list;
}

function requestBody(
  route: Route,
  request: RouteRequest,
  components: Record<string, JsonSchema>,
): JsonSchema | undefined {
  if (route.source !== 'body' || request.documented.length === 0) return undefined;
  const name = `${route.rpc}Body`;
  components[name] ??= bodySchema(route, request, 'json');
  const content: Record<string, unknown> = {
    [JSON_MEDIA]: {
      schema: schemaRef(name),
      ...(request.notes.example ? { example: request.notes.example } : {}),
    },
  };
  if (route.upload) {
    const formName = `${route.rpc}Form`;
    components[formName] ??= bodySchema(route, request, 'form');
    content['multipart/form-data'] = {
      schema: schemaRef(formName),
      encoding: { [route.upload]: { contentType: 'image/png, image/jpeg' } },
    };
  }
  const required = (request.notes.required ?? []).length > 0;
  return { ...(required ? { required: true } : {}), content };
}

/** The route's success body, its schema (and those it refers to) added to `schemas`. */
function successResponse(route: Route, schemas: Record<string, JsonSchema>): OpenApiResponse {
  const name = route.response.component;
  route.response.describe(schemas);
  const what = (schemas[name]!.description as string | undefined) ?? name;
  return {
    description: `${route.successStatus === 201 ? 'Created' : 'OK'}: ${lowerFirst(what)}`,
    content: { [JSON_MEDIA]: { schema: schemaRef(name) } },
  };
}

/** The operational endpoints of app.ts and api-docs.ts, outside the route table. */
function operationsPaths(): Record<string, Record<string, OpenApiOperation>> {
  const tag = [TAGS.operations.name];
  const plain = (schema: JsonSchema, description: string, media: string) => ({
    description,
    content: { [media]: { schema } },
  });
  return {
    '/healthz': {
      get: {
        operationId: 'liveness',
        summary: 'Liveness: the process is up',
        tags: tag,
        security: [],
        responses: {
          '200': plain(schemaRef('Liveness'), 'The process is up.', JSON_MEDIA),
        },
      },
    },
    '/readyz': {
      get: {
        operationId: 'readiness',
        summary:
          'Readiness: every service answers its health check, and the gateway is not draining',
        tags: tag,
        security: [],
        responses: {
          '200': plain(schemaRef('Readiness'), 'Ready.', JSON_MEDIA),
          '503': plain(
            schemaRef('Readiness'),
            'Not ready (a service is not SERVING), or draining after SIGTERM.',
            JSON_MEDIA,
          ),
        },
      },
    },
    '/metrics': {
      get: {
        operationId: 'metrics',
        summary: 'Prometheus metrics',
        description:
          'http_requests_total and http_request_duration_seconds by method, route pattern and status, and the process metrics.',
        tags: tag,
        security: [],
        responses: {
          '200': plain({ type: 'string' }, 'The Prometheus text exposition format.', 'text/plain'),
        },
      },
    },
    '/openapi.json': {
      get: {
        operationId: 'openApiDescription',
        summary: 'This description, as JSON',
        tags: tag,
        security: [],
        responses: {
          '200': plain({ type: 'object' }, 'The OpenAPI 3.1 description.', JSON_MEDIA),
        },
      },
    },
    '/docs': {
      get: {
        operationId: 'apiDocs',
        summary: 'This description, browsable (Swagger UI)',
        description:
          'Its scripts and styles are served under /docs/assets; nothing is loaded from elsewhere.',
        tags: tag,
        security: [],
        responses: {
          '200': plain({ type: 'string' }, 'The Swagger UI page.', 'text/html'),
        },
      },
    },
  };
}

const OPERATIONS_SCHEMAS: Record<string, JsonSchema> = {
  Liveness: {
    type: 'object',
    additionalProperties: false,
    required: ['status'],
    properties: { status: { const: 'ok' } },
  },
  Readiness: {
    type: 'object',
    additionalProperties: false,
    required: ['status', 'downstreams'],
    properties: {
      status: { enum: ['ready', 'not ready', 'draining'] },
      downstreams: {
        type: 'object',
        description: 'service → its grpc.health.v1 status (SERVING when healthy)',
        additionalProperties: { type: 'string' },
      },
    },
  },
};

export interface BuildOptions {
  routes?: readonly Route[];
  root?: Root;
}

export function buildOpenApiDocument({
  routes = ROUTES,
  root = loadProtoRoot(),
}: BuildOptions = {}): OpenApiDocument {
  const requestSchemas: Record<string, JsonSchema> = {};
  const responseSchemas: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  const operationIds = new Set<string>();
  for (const route of routes) {
    const request = routeRequest(route, root);
    // Another entry of the same rpc (DELETE /webhooks/:id and POST /webhooks/:id/delete).
    const twin = routes.find(
      (other) => other !== route && other.service === route.service && other.rpc === route.rpc,
    );
    route.paths.forEach((expressPath, index) => {
      const base = lowerFirst(route.rpc);
      let operationId = index === 0 && !operationIds.has(base) ? base : `${base}Alias`;
      for (let n = 2; operationIds.has(operationId); n++) operationId = `${base}Alias${n}`;
      operationIds.add(operationId);
      const parameterList = parameters(route, request);
      const body = requestBody(route, request, requestSchemas);
      const canonical =
        index > 0 ? route : twin !== undefined && operationId !== base ? twin : undefined;
      const aliasOf = canonical
        ? `Alias of \`${canonical.method} ${openApiPath(canonical.paths[0]!)}\`: the same operation.`
        : '';
      const description = [aliasOf, request.notes.description].filter(Boolean).join('\n\n');
      const operation: OpenApiOperation = {
        operationId,
        summary: request.notes.summary,
        ...(description ? { description } : {}),
        tags: [TAGS[route.service].name],
        ...(route.auth ? {} : { security: [] }),
        ...(parameterList.length > 0 ? { parameters: parameterList } : {}),
        ...(body ? { requestBody: body } : {}),
        responses: {
          [String(route.successStatus)]: successResponse(route, responseSchemas),
          ...errorResponses(route),
        },
        'x-grpc': `${route.service}.${route.rpc}`,
      };
      const pathItem = (paths[openApiPath(expressPath)] ??= {});
      pathItem[route.method.toLowerCase()] = operation;
    });
  }
  Object.assign(paths, operationsPaths());
  return {
    openapi: '3.1.0',
    info: { title: 'workmesh API', version: API_VERSION, description: DESCRIPTION },
    tags: Object.values(TAGS).map((tag) => ({ ...tag })),
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The `token` of the registration or login answer.',
        },
      },
      schemas: {
        ...ERROR_SCHEMAS,
        ...responseSchemas,
        ...OPERATIONS_SCHEMAS,
        ...requestSchemas,
      },
      responses: SHARED_RESPONSES,
    },
  };
}
