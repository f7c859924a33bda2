// One route of the table at work: request → proto message (strictly) → the rpc, with
// the request id and caller in gRPC metadata → the presented reply. Failures go to
// the app's error handler, which presents them with the route's error presentations.
import type { Request, RequestHandler } from 'express';
import { invalidArgument, withRequestContext, type CallOptions } from '@workmesh/platform';
import type { AuthenticatedCaller } from './authentication';
import type { GatewayClients } from './downstream-clients';
import { INVALID_REQUEST_MESSAGE } from './error-presentation';
import { REQUEST_INVALID, type ProtoMessages } from './json-to-proto';
import type { Route } from './route-table';

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

/** The JSON value the route's request message is built from. */
function requestInput(route: Route, req: Request): unknown {
  const params: Record<string, unknown> = { ...req.params };
  switch (route.source) {
    case 'body': {
      const body: unknown = req.body ?? {};
      return isPlainObject(body) ? { ...body, ...params } : body; // not an object: refused by the conversion
    }
    case 'query':
      return { ...req.query, ...params };
    case 'none':
      if (Object.keys(req.query).length > 0 || hasBody(req))
        throw invalidArgument(REQUEST_INVALID, INVALID_REQUEST_MESSAGE);
      return params;
  }
}

export function routeHandler(
  route: Route,
  clients: GatewayClients,
  messages: ProtoMessages,
): RequestHandler {
  return async (req, res) => {
    const message = messages.toMessage(route.request, requestInput(route, req));
    const caller = res.locals.caller as AuthenticatedCaller | undefined;
    const rpc = (clients[route.service] as unknown as Record<string, UntypedRpc>)[route.rpc]!;
    const reply = await withRequestContext(
      {
        requestId: res.locals.requestId as string,
        callerUserId: caller?.userId,
        callerTeamId: caller?.teamId,
      },
      () => rpc(message, { deadlineMs: route.deadlineMs }),
    );
    res.status(route.successStatus).json(route.present(reply));
  };
}
