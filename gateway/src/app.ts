// The HTTP app: request id, security headers, metrics, the methods of every known path
// (405 for another), the route table, health endpoints, and one error handler that
// presents every failure in the spec's shapes (never a stack). The gateway holds no
// domain rules: a route converts, calls, presents.
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { newRequestId, SpecText, type Logger, type Registry } from '@workmesh/platform';
import { requireCaller } from './authentication';
import { requireTwoFactorPolicy } from './two-factor-policy';
import { CallerCache } from './caller-cache';
import { limitCallers } from './caller-rate-limit';
import type { GatewayConfig } from './config';
import { downstreamsOf, type GatewayClients } from './downstream-clients';
import {
  ERROR_REASON_HEADER,
  GatewayText,
  presentError,
  shapeAError,
  type HttpError,
} from './error-presentation';
import { liveness, readiness } from './health-endpoints';
import { createHttpMetrics } from './http-metrics';
import { ASYNCAPI_JSON_PATH, eventsDescription } from './events-description';
import { INVITATION_PAGE_PATH, INVITATION_SCRIPT_PATH, invitationPage } from './invitation-page';
import { ProtoMessages } from './json-to-proto';
import { multipartForm } from './multipart-form';
import { apiDocs, DOCS_PATH, OPENAPI_JSON_PATH } from './openapi/api-docs';
import { loadOpenApiDocument } from './openapi/openapi-file';
import { bySpecificity, PathMethods } from './path-methods';
import { acceptBodyTypes } from './request-body-types';
import { routeHandler } from './route-handler';
import { TokenCache } from './token-cache';
import { requireTokenScope } from './token-scopes';
import { TokenUses } from './token-uses';
import { FORMAT_PARAMETER, pathParameterNames, ROUTES, type Route } from './routes';

export interface GatewayApp extends Express {
  /** From now on /readyz answers 503, so the balancer stops sending traffic (graceful shutdown). */
  beginDraining(): void;
  /** The callers resolved at the edge (issue 21): identity's events make it forget (caller-events.ts). */
  callers: CallerCache;
  /** Personal access tokens resolved at the edge: token.revoked makes it forget (caller-events.ts). */
  tokens: TokenCache;
  /** Tokens' last uses, reported to identity in batches (started by main.ts, flushed when stopping). */
  tokenUses: TokenUses;
  /** The HTTP metrics (and the process's), served on the admin port, not by this app. */
  metrics: Registry;
}

export const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming request id is kept when it looks like one (a UUID, a trace id), else replaced. */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;
/** Probes and scrapes: logged at debug, so they do not drown the request log. */
const OPERATIONS_PATHS = new Set(['/healthz', '/readyz']);
/** The GET-only endpoints outside the route table: another method is 405 there too. */
const OPERATIONAL_GET_PATHS = [
  '/healthz',
  '/readyz',
  OPENAPI_JSON_PATH,
  DOCS_PATH,
  ASYNCAPI_JSON_PATH,
  INVITATION_PAGE_PATH,
  INVITATION_SCRIPT_PATH,
];

const assignRequestId: RequestHandler = (req, res, next) => {
  const incoming = req.get(REQUEST_ID_HEADER);
  const requestId = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : newRequestId();
  res.locals.requestId = requestId;
  res.set(REQUEST_ID_HEADER, requestId);
  next();
};

function accessLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const route: unknown = req.route?.path;
      const line = {
        request_id: res.locals.requestId,
        method: req.method,
        route,
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      };
      if (typeof route === 'string' && OPERATIONS_PATHS.has(route)) logger.debug(line, 'http');
      else logger.info(line, 'http');
    });
    next();
  };
}

/** Errors of body-parser (and of URL decoding): they carry a `type` or a 4xx `status`. */
function requestParsingError(error: unknown): HttpError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, status } = error as { type?: unknown; status?: unknown };
  if (type === 'entity.too.large') return shapeAError(413, GatewayText.BODY_TOO_LARGE);
  // JSON that does not parse (or, strict, is no object or array): body-parser's SyntaxError.
  if (type === 'entity.parse.failed' && error instanceof SyntaxError) {
    return shapeAError(400, GatewayText.INVALID_JSON);
  }
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return shapeAError(415, GatewayText.UNSUPPORTED_ENCODING);
  }
  if (typeof type === 'string' || (typeof status === 'number' && status >= 400 && status < 500)) {
    return shapeAError(400, SpecText.INVALID_REQUEST_PARAMETERS);
  }
  return undefined;
}

function presentFailure(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const route = res.locals.route as Route | undefined;
    const answer = requestParsingError(error) ?? presentError(error, route?.errors);
    const line = { request_id: res.locals.requestId, method: req.method, route: req.route?.path };
    if (answer.status === 500) logger.error({ ...line, err: error }, 'request failed');
    else if (answer.status >= 502) {
      logger.warn(
        { ...line, status: answer.status, reason: (error as { reason?: unknown }).reason },
        'downstream failed',
      );
    }
    if (res.headersSent) {
      req.socket.destroy(); // a reply already under way cannot turn into an error any more
      return;
    }
    if (answer.retryAfterSeconds) res.set('Retry-After', String(answer.retryAfterSeconds));
    if (answer.reason) res.set(ERROR_REASON_HEADER, answer.reason);
    res.status(answer.status).json(answer.body);
  };
}

/** The fields of the proto's UploadedFile, which a route's `upload` field must have. */
const UPLOADED_FILE_FIELDS = ['data', 'filename', 'content_type'];

/**
 * Each entry's request message must be the one its rpc takes, its path parameters
 * fields of that message, its selectors fields of the message the body or query is
 * converted into, its `bodyField` a message field (of a body route), its `upload`
 * field an UploadedFile, and its text formats on a query route whose message has no
 * `format` field: a wrong entry stops start-up, not a request.
 */
function checkRouteTable(
  routes: readonly Route[],
  messages: ProtoMessages,
  config: GatewayConfig,
): void {
  const downstreams = downstreamsOf(config);
  for (const route of routes) {
    const where = `route ${route.method} ${route.paths[0]}`;
    const declared = messages.requestTypeOf(downstreams[route.service].protoService, route.rpc);
    if (declared !== route.request) {
      throw new Error(
        `${where}: ${route.service}.${route.rpc} takes ` +
          `${declared ?? 'nothing (no such rpc)'}, not ${route.request}`,
      );
    }
    const missing = (typeName: string, field: string) => {
      if (!messages.hasField(typeName, field)) {
        throw new Error(`${where}: ${typeName} has no field ${field}`);
      }
    };
    let inputType = route.request;
    if (route.bodyField) {
      const nested = messages.messageTypeOf(route.request, route.bodyField);
      if (!nested || route.source !== 'body') {
        throw new Error(`${where}: bodyField ${route.bodyField} is no message field of a body`);
      }
      inputType = nested;
    }
    for (const param of route.paths.flatMap(pathParameterNames)) {
      missing(route.request, route.params?.[param] ?? param);
    }
    for (const selector of route.selectors ?? []) missing(inputType, selector);
    if (
      route.formats &&
      (route.source !== 'query' || messages.hasField(inputType, FORMAT_PARAMETER))
    ) {
      throw new Error(`${where}: formats need a query route without a ${FORMAT_PARAMETER} field`);
    }
    if (route.idempotent && !route.auth) {
      // Without a caller, keys need a scope of their own: one key space for every anonymous client would let them collide.
      if (!route.anonymousKeyScope)
        throw new Error(`${where}: idempotent without auth needs anonymousKeyScope`);
      missing(inputType, route.anonymousKeyScope);
    }
    if (route.upload) {
      const fileType = messages.messageTypeOf(route.request, route.upload);
      if (!fileType) throw new Error(`${where}: upload ${route.upload} is no message field`);
      for (const field of UPLOADED_FILE_FIELDS) missing(fileType, field);
    }
  }
}

const EXPRESS_METHOD = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'delete',
} as const;

export function createGatewayApp(
  config: GatewayConfig,
  logger: Logger,
  clients: GatewayClients,
  routes: readonly Route[] = ROUTES,
): GatewayApp {
  const messages = ProtoMessages.load();
  checkRouteTable(routes, messages, config);
  let draining = false;
  const metrics = createHttpMetrics();
  const callers = new CallerCache({
    maxEntries: config.CALLER_CACHE_SIZE,
    ttlMs: config.CALLER_CACHE_TTL_MS,
    observe: metrics.callerLookup,
  });
  const tokens = new TokenCache({
    maxEntries: config.CALLER_CACHE_SIZE,
    ttlMs: config.CALLER_CACHE_TTL_MS,
  });
  const tokenUses = new TokenUses(clients.identity, logger);
  const authenticate = requireCaller(
    clients.identity,
    { secret: config.JWT_SECRET, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE },
    callers,
    { cache: tokens, uses: tokenUses, observe: metrics.tokenLookup },
  );
  const limitCaller = limitCallers({
    requests: config.API_REQUESTS_PER_CALLER,
    windowSeconds: config.API_RATE_WINDOW_SECONDS,
  });
  const parseBody = [
    express.json({ limit: config.BODY_LIMIT }),
    express.urlencoded({ extended: false, limit: config.BODY_LIMIT }),
  ];

  const app = express();
  app.set('etag', false);
  // req.ip: the socket's peer unless TRUST_PROXY names the proxies allowed to speak for the client.
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(assignRequestId, metrics.observe, accessLog(logger), helmet());

  // Every known path and its methods, so another method is 405 before any handler runs.
  const pathMethods = new PathMethods();
  for (const path of OPERATIONAL_GET_PATHS) pathMethods.add(path, 'GET');
  for (const route of routes) {
    for (const path of route.paths) pathMethods.add(path, route.method);
  }
  app.use(pathMethods.guard());

  app.get('/healthz', liveness);
  app.get(
    '/readyz',
    readiness(downstreamsOf(config), config.READY_TIMEOUT_MS, () => draining),
  );

  // The OpenAPI description (gateway/openapi.yaml): /openapi.json, and /docs to browse it.
  app.use(apiDocs(loadOpenApiDocument()));
  // The page an invitation mail links to by default (the notifier's INVITATION_ACCEPT_URL).
  app.use(invitationPage());
  // The events and webhooks (AsyncAPI 3.0), generated from the event contracts.
  app.use(eventsDescription(config.AMQP_PREFIX));

  // Mounted most specific path first, in the order the guard chose the path.
  const mounts: { path: string; route: Route; chain: RequestHandler[] }[] = [];
  for (const route of routes) {
    const markRoute: RequestHandler = (_req, res, next) => {
      res.locals.route = route;
      next();
    };
    // Authentication before body parsing: an anonymous caller never costs a parse.
    const chain = [
      markRoute,
      ...(route.auth
        ? [authenticate, limitCaller, requireTokenScope(route), requireTwoFactorPolicy(route)]
        : []),
      ...(route.source === 'body' ? [acceptBodyTypes(route.upload !== undefined)] : []),
      ...parseBody,
      ...(route.upload
        ? [
            multipartForm(
              route.upload,
              config[route.uploadLimit ?? 'MAX_UPLOAD_BYTES'],
              route.jsonFormFields,
            ),
          ]
        : []),
      routeHandler(route, clients, messages, config.IDEMPOTENCY_HASH_SECRET, callers, tokens),
    ];
    for (const path of route.paths) mounts.push({ path, route, chain });
  }
  mounts.sort((a, b) => bySpecificity(a.path, b.path));
  for (const { path, route, chain } of mounts) app[EXPRESS_METHOD[route.method]](path, ...chain);

  app.use((_req, res) => {
    const { status, body } = shapeAError(404, GatewayText.NOT_FOUND);
    res.status(status).json(body);
  });
  app.use(presentFailure(logger));

  return Object.assign(app, {
    metrics: metrics.registry,
    callers,
    tokens,
    tokenUses,
    beginDraining: () => {
      draining = true;
    },
  });
}
