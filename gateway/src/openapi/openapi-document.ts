// The OpenAPI 3.1 description of the gateway, built from what the gateway runs on: the
// route table it is given (paths, aliases, auth, statuses, error presentations, the operation notes:
// summaries, the services' rules over the fields), the proto descriptors (request fields
// and their types, as json-to-proto.ts converts them) and each route's response body
// (its schema derived with its presenter). `npm run openapi` writes it to
// gateway/openapi.yaml; openapi-description.test.ts fails when the committed file differs.
import type { Root } from 'protobufjs';
import { SpecText } from '@workmesh/platform';
import { ERROR_REASON_HEADER, GatewayText } from '../error-presentation';
import type { Route } from '../http-route';
import { requiredScope, SESSION_ONLY } from '../token-scopes';
import { errorResponses, SHARED_RESPONSES } from './error-responses';
import { OPERATIONS_SCHEMAS, operationsPaths } from './operational-paths';
import { loadProtoRoot, type JsonSchema } from './proto-json-schema';
import { parameters, requestBody, routeRequest } from './request-schemas';
import { ERROR_SCHEMAS, JSON_MEDIA, schemaRef } from './response-schemas';

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

export type OpenApiHeader = {
  description: string;
  required?: boolean;
  schema: JsonSchema;
};

export type OpenApiResponse = {
  description: string;
  content?: Record<string, { schema: JsonSchema; examples?: Record<string, unknown> }>;
  headers?: Record<string, OpenApiHeader>;
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
  tracking: {
    name: 'Time tracking',
    description: 'Timers, time entries, weekly timesheets and reports (JSON or CSV).',
  },
  invoices: {
    name: 'Invoices',
    description: "Client invoices from the team's tracked time: drafts, sending, payment, PDF.",
  },
  audit: {
    name: 'Audit log',
    description:
      "The team's append-only, hash-chained record of every change made through the API.",
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
\`{ "error": 401, "message": "${SpecText.UNAUTHENTICATED}" }\`.

**Errors** come in three shapes: **A** \`{ "error": <status>, "message": <text> }\` (\`error\`
equals the HTTP status), **B** \`{ "error": <text> }\`, **C** \`{ "error": { <field>: [<text>, …] } }\`.
Each operation lists its statuses, the shape of each, and the exact texts the interface fixes.
An unknown path is 404 A \`${GatewayText.NOT_FOUND}\`; a known path with another method is 405 A
\`${GatewayText.METHOD_NOT_ALLOWED}\` with an \`Allow\` header. A service that does not answer is 503 A
\`${GatewayText.UNAVAILABLE}\`, or 504 A \`${GatewayText.TIMED_OUT}\`; anything unexpected 500 A \`${GatewayText.INTERNAL}\`.
An error with a machine-readable reason also names it in the \`${ERROR_REASON_HEADER}\` header
(\`TIME_ENTRY_OVERLAP\`, \`WEEKLY_LIMIT_REACHED\`, …; the reasons each operation's examples are keyed by),
so a client can branch on the case without matching the text; a 500 names none.

**Limits and overload.** An authenticated caller over its request limit, and login, password
reset requests and registrations over their limits per email and client address, get 429 A
\`${GatewayText.TOO_MANY_REQUESTS}\` with a \`Retry-After\` header (seconds). A service too busy to take
the request (password hashing at its limits) answers at once 503 A \`${GatewayText.UNAVAILABLE}\` with
\`Retry-After\`; a service or database out of reach for a moment answers 503 as well.

**Request bodies** are JSON, or \`application/x-www-form-urlencoded\` with the same fields;
client create and update also take \`multipart/form-data\` with a logo file. Values are read
strictly, never coerced silently: a number may also be given as a numeric string (within
the field's range), a boolean as \`true\`/\`false\`/\`"true"\`/\`"false"\`/\`"1"\`/\`"0"\`, a list of
integers as an array or a comma-separated string (\`"1,2,3"\`; \`""\` is the empty list). A
value of another type is refused with 400 (\`${SpecText.INVALID_REQUEST_PARAMETERS}\`, or the field's
message where the operation shows field messages). \`null\` means not given; unknown fields
are ignored; a blank \`team_id\` (and any other parameter that selects what the request acts
on) means not given. Path parameters win over a body or query field of the same name.

**Aliases.** Some operations are published under more than one path; each path is listed,
the alias naming its canonical path.

Every answer carries an \`x-request-id\` header (the caller's own, when it sent a sane one).`;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The route's success body, its schema (and those it refers to) added to `schemas`. */
function successResponse(route: Route, schemas: Record<string, JsonSchema>): OpenApiResponse {
  if (route.fileReply) {
    const file = route.fileReply;
    const schema = { type: 'string', format: 'binary', description: file.description };
    return {
      description: `OK: ${lowerFirst(file.description)}`,
      content: Object.fromEntries(
        (file.contentTypes ?? [file.contentType]).map((type) => [type, { schema }]),
      ),
      headers: {
        'Content-Disposition': {
          description: `\`${file.disposition ?? 'inline'}; filename="<name>"\``,
          schema: { type: 'string' },
        },
      },
    };
  }
  const name = route.response.component;
  route.response.describe(schemas);
  const what = (schemas[name]!.description as string | undefined) ?? name;
  const content: OpenApiResponse['content'] = { [JSON_MEDIA]: { schema: schemaRef(name) } };
  for (const format of route.formats ?? []) {
    content[format.contentType.split(';')[0]!] = {
      schema: { type: 'string', description: format.description },
      examples: { [format.format]: { value: format.example } },
    };
  }
  return {
    description: `${route.successStatus === 201 ? 'Created' : 'OK'}: ${lowerFirst(what)}`,
    content,
    ...(route.formats
      ? {
          headers: {
            'Content-Disposition': {
              description: 'with `format` other than json: `attachment; filename="<report>.csv"`',
              schema: { type: 'string' },
            },
          },
        }
      : {}),
  };
}

/** The security schemes of the document: a login's JWT, and a personal access token. */
export const LOGIN_SCHEME = 'bearerAuth';
export const TOKEN_SCHEME = 'personalAccessToken';

/**
 * Who may call the operation: nobody needs to be signed in (`[]`), a login only (session
 * routes), or a login or a personal access token with the operation's scope (also stated
 * as `x-required-scope`).
 */
function securityOf(route: Route): Pick<OpenApiOperation, 'security'> & Record<string, unknown> {
  if (!route.auth) return { security: [] };
  const scope = requiredScope(route);
  if (scope === SESSION_ONLY) return { security: [{ [LOGIN_SCHEME]: [] }] };
  return {
    security: [{ [LOGIN_SCHEME]: [] }, { [TOKEN_SCHEME]: [scope] }],
    'x-required-scope': scope,
  };
}

export interface BuildOptions {
  /** The route table (routes/index.ts: write-openapi.ts hands it over). */
  routes: readonly Route[];
  root?: Root;
}

export function buildOpenApiDocument({
  routes,
  root = loadProtoRoot(),
}: BuildOptions): OpenApiDocument {
  const requestSchemas: Record<string, JsonSchema> = {};
  const responseSchemas: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  const operationIds = new Set<string>();
  for (const route of routes) {
    const request = routeRequest(route, root);
    // Another entry of the same rpc (DELETE /webhooks/:id and POST /webhooks/:id/delete).
    // Routes with an operationId of their own are distinct operations, no one's twin.
    const twin = route.operationId
      ? undefined
      : routes.find(
          (other) =>
            other !== route &&
            !other.operationId &&
            other.service === route.service &&
            other.rpc === route.rpc,
        );
    route.paths.forEach((expressPath, index) => {
      const base = route.operationId ?? lowerFirst(route.rpc);
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
        ...securityOf(route),
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
  Object.assign(paths, operationsPaths(TAGS.operations.name));
  return {
    openapi: '3.1.0',
    info: { title: 'workmesh API', version: API_VERSION, description: DESCRIPTION },
    // Relative: "Try it out" calls the gateway that serves the page, wherever it is deployed.
    servers: [{ url: '/', description: 'the gateway serving this description' }],
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
        [TOKEN_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'wm_pat_',
          description:
            'A personal access token (`POST /api/v3/token/create`): `wm_pat_`, 43 base62 characters and a 6-character checksum. It acts for its owner in the team it was made in, within its scopes: each operation names the one it needs (`x-required-scope`; `<area>:read` on GET, `<area>:write` otherwise). Operations that list only `bearerAuth` need a signed-in session (403 `This action needs a signed-in session`).',
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
