// One route of the table at work: request → proto message (strictly, path parameters
// included; a flat body nested where the proto nests it) → the uploaded file, if any →
// what the gateway adds (client ip, presence flags) → the rpc, with
// the request id and caller in gRPC metadata → the presented reply. Failures go to
// the app's error handler, which presents them with the route's error presentations.
import { createHmac } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import {
  DomainError,
  IdempotencyText,
  invalidArgument,
  Reason,
  SpecText,
  TokenText,
  withRequestContext,
  type CallOptions,
  type IdempotencyRequest,
} from '@workmesh/platform';
import type { AuthenticatedCaller } from './authentication';
import type { GatewayClients } from './downstream-clients';
import type { ProtoMessages } from './json-to-proto';
import { httpFactsOf } from './message-completion';
import type { CallerCache } from './caller-cache';
import { shapeAError } from './error-presentation';
import type { TokenCache } from './token-cache';
import { FORMAT_PARAMETER, type Route, type TextFormat } from './http-route';

type UntypedRpc = (request: object, options?: CallOptions) => Promise<unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the request carries a body: parsed and not `{}`, or present in a type the gateway does not parse. */
function hasBody(req: Request): boolean {
  if (req.body !== undefined)
    return !(isPlainObject(req.body) && Object.keys(req.body).length === 0);
  return (
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined
  );
}

/** The path parameters under their request field names (`:id` → group_id where the route says so). */
function pathFields(route: Route, req: Request): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [param, value] of Object.entries(req.params as Record<string, unknown>)) {
    fields[route.params?.[param] ?? param] = value;
  }
  return fields;
}

/** The JSON value the route's request message is built from; path parameters win over body and query. */
function requestInput(route: Route, req: Request, path: Record<string, unknown>): unknown {
  switch (route.source) {
    case 'body': {
      const body: unknown = req.body ?? {};
      return isPlainObject(body) ? withoutBlankSelectors(route, { ...body, ...path }) : body; // not an object: refused by the conversion
    }
    case 'query': {
      const query: Record<string, unknown> = { ...req.query };
      if (route.formats) delete query[FORMAT_PARAMETER]; // read by formatOf, not a field
      return withoutBlankSelectors(route, { ...query, ...path });
    }
    case 'none':
      if (Object.keys(req.query).length > 0 || hasBody(req))
        throw invalidArgument(Reason.REQUEST_INVALID, SpecText.INVALID_REQUEST_PARAMETERS);
      return path;
  }
}

/** A selector given as "" (an empty form field, `?team_id=`) counts as not given. */
function withoutBlankSelectors(route: Route, input: Record<string, unknown>) {
  for (const selector of route.selectors ?? []) {
    if (input[selector] === '') delete input[selector];
  }
  return input;
}

/**
 * The proto message of the request. Where the route nests the body (`bodyField`), the
 * body is converted as that field's message, so field messages name the fields the
 * client sent (`net_term`, not `fields.net_term`), and path parameters stay at the top.
 */
function convert(
  route: Route,
  req: Request,
  path: Record<string, unknown>,
  messages: ProtoMessages,
) {
  if (!route.bodyField) return messages.toMessage(route.request, requestInput(route, req, path));
  const top = messages.toMessage(route.request, path);
  const bodyType = messages.messageTypeOf(route.request, route.bodyField)!; // checked at start-up
  return { ...top, [route.bodyField]: messages.toMessage(bodyType, requestInput(route, req, {})) };
}

/**
 * The strict conversion, except that a selector or path parameter of the wrong type
 * makes the request itself malformed: `SpecText.INVALID_REQUEST_PARAMETERS`, not a field message
 * (a team_id of "abc" or /groups/abc names nothing, it is not a value to correct).
 */
function requestMessage(route: Route, req: Request, messages: ProtoMessages) {
  const path = pathFields(route, req);
  try {
    return convert(route, req, path, messages);
  } catch (error) {
    const selectors = new Set([...(route.selectors ?? []), ...Object.keys(path)]);
    const offending = error instanceof DomainError ? Object.keys(error.fields ?? {}) : [];
    if (offending.some((field) => selectors.has(field.split('.')[0]!))) {
      throw invalidArgument(Reason.REQUEST_INVALID, SpecText.INVALID_REQUEST_PARAMETERS);
    }
    throw error;
  }
}

/** The file of a multipart form (multipartForm parsed it into req.file), as the proto's UploadedFile. */
function withUploadedFile(route: Route, req: Request, message: Record<string, unknown>) {
  const file = req.file;
  if (!route.upload || !file) return message;
  return {
    ...message,
    [route.upload]: { data: file.buffer, filename: file.originalname, content_type: file.mimetype },
  };
}

/** The fields a text format asks for, where the request left them out. */
function withFormatDefaults(format: TextFormat | undefined, message: Record<string, unknown>) {
  if (!format?.defaults) return message;
  const completed = { ...message };
  for (const [field, value] of Object.entries(format.defaults))
    if (completed[field] === undefined || completed[field] === null) completed[field] = value;
  return completed;
}

/**
 * The form a route's answer is asked in (`?format=`): undefined for JSON (absent or
 * `json`), a route's text format by name; anything else is refused before the call.
 */
function formatOf(route: Route, req: Request): TextFormat | undefined {
  if (!route.formats) return undefined;
  const asked: unknown = req.query[FORMAT_PARAMETER];
  if (asked === undefined || asked === 'json') return undefined;
  const format = route.formats.find((candidate) => candidate.format === asked);
  if (format) return format;
  const names = ['json', ...route.formats.map((candidate) => candidate.format)];
  const message = `The ${FORMAT_PARAMETER} must be ${names.join(' or ')}.`;
  throw invalidArgument(Reason.REQUEST_INVALID, message, { [FORMAT_PARAMETER]: [message] });
}

/** Printable ASCII, 1 to 255 characters. */
const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,255}$/;

/** JSON with sorted keys (bytes as base64), so one request always hashes alike. */
function canonicalJson(value: unknown): string {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array)
    return JSON.stringify(Buffer.from(value).toString('base64'));
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

/**
 * Whose key it is: the caller's, or for an anonymous caller (register) what the request
 * creates (`anonymousKeyScope`, the email: trimmed and lower-cased, kept as an HMAC).
 * Not the client address: a retry may come from another one (a phone changing networks).
 */
function keyScope(
  route: Route,
  message: unknown,
  caller: AuthenticatedCaller | undefined,
  secret: string,
) {
  if (caller) return `user:${caller.userId}`;
  const fields = (
    route.bodyField ? (message as Record<string, unknown>)[route.bodyField] : message
  ) as Record<string, unknown> | undefined;
  const field = route.anonymousKeyScope ? fields?.[route.anonymousKeyScope] : undefined;
  const value = typeof field === 'string' ? field.trim().toLowerCase() : '';
  return `anonymous:${hmac(secret, `${route.anonymousKeyScope}\n${value}`)}`;
}

/**
 * The Idempotency-Key of a create route's request, with its scope and an HMAC (keyed by
 * IDEMPOTENCY_HASH_SECRET: register's message holds the password, and a plain digest
 * stored with the key could be cracked offline) of the route and the converted message
 * (before the gateway's completion: the client ip of a retry may differ).
 */
function idempotencyOf(
  route: Route,
  req: Request,
  message: unknown,
  caller: AuthenticatedCaller | undefined,
  secret: string,
): IdempotencyRequest | undefined {
  const key = req.headers['idempotency-key'];
  if (!route.idempotent || key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
    throw invalidArgument(Reason.IDEMPOTENCY_KEY_INVALID, IdempotencyText.INVALID);
  }
  const hash = hmac(secret, canonicalJson({ route: `${route.method} ${route.paths[0]}`, message }));
  return { key, scope: keyScope(route, message, caller, secret), hash };
}

/**
 * A personal access token acts only in the team it was made in (docs/auth.md): a request
 * of one that names another team (`team_id`, at the top or in the nested body) is refused
 * here, whatever the route; the services refuse it again (platform's authorizeInTeam).
 */
function namesAnotherTeam(
  route: Route,
  message: unknown,
  caller: AuthenticatedCaller | undefined,
): boolean {
  if (!caller?.tokenId) return false;
  const top = message as Record<string, unknown> | undefined;
  const nested = route.bodyField ? (top?.[route.bodyField] as Record<string, unknown>) : undefined;
  return [top?.team_id, nested?.team_id].some(
    (teamId) =>
      teamId !== undefined && teamId !== null && teamId !== 0 && Number(teamId) !== caller.teamId,
  );
}

export function routeHandler(
  route: Route,
  clients: GatewayClients,
  messages: ProtoMessages,
  idempotencyHashSecret: string,
  callers: Pick<CallerCache, 'forget' | 'clear'>,
  tokens?: Pick<TokenCache, 'forgetToken' | 'forgetUser'>,
): RequestHandler {
  return async (req, res) => {
    const format = formatOf(route, req);
    const converted = withUploadedFile(route, req, requestMessage(route, req, messages));
    const http = httpFactsOf(req);
    const message = withFormatDefaults(
      format,
      route.complete ? route.complete(converted, http) : converted,
    );
    const caller = res.locals.caller as AuthenticatedCaller | undefined;
    if (namesAnotherTeam(route, converted, caller)) {
      const { status, body } = shapeAError(403, TokenText.OTHER_TEAM);
      res.status(status).json(body);
      return;
    }
    const idempotency = idempotencyOf(route, req, converted, caller, idempotencyHashSecret);
    const rpc = (clients[route.service] as unknown as Record<string, UntypedRpc>)[route.rpc]!;
    let reply: unknown;
    try {
      reply = await withRequestContext(
        {
          requestId: res.locals.requestId as string,
          callerUserId: caller?.userId,
          callerTeamId: caller?.teamId,
          callerSessionId: caller?.sessionId,
          callerTokenId: caller?.tokenId,
          // Services keep per-address limits (logins, resets, registrations) and audit records.
          clientIp: http.clientIp,
          userAgent: http.userAgent,
        },
        () => rpc(message, { deadlineMs: route.deadlineMs, idempotency }),
      );
    } finally {
      // A reset revokes sessions even when its mail then fails: forget either way.
      if (route.forgetsCallers === 'all') callers.clear();
    }
    if (route.forgetsCallers === 'caller' && caller) {
      callers.forget(caller.userId);
      // Their personal access tokens too (account deletion ends them; a two-factor change
      // changes what the team policy lets them do): asked again on next use.
      tokens?.forgetUser(caller.userId);
    }
    if (route.forgetsToken) tokens?.forgetToken(String(req.params.id));
    if (route.fileReply) {
      const { content, filename, contentType } = route.fileReply.file(reply);
      const disposition = route.fileReply.disposition ?? 'inline';
      const named = route.fileReply.contentTypes?.includes(contentType ?? '')
        ? contentType
        : undefined;
      res
        .status(route.successStatus)
        .type(named ?? route.fileReply.contentType)
        .set(
          'Content-Disposition',
          `${disposition}; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
        )
        .send(Buffer.from(content));
      return;
    }
    if (!format) {
      res.status(route.successStatus).json(route.present(reply));
      return;
    }
    res
      .status(route.successStatus)
      .type(format.contentType)
      .set('Content-Disposition', `attachment; filename="${format.filename}"`)
      .send(format.render(reply, message as Record<string, unknown>));
  };
}
