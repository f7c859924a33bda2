// What every routes module shares: the `route()` helper that derives from the rpc what
// the service definition already says (the Route itself: ../http-route.ts), and the
// presentations most routes have in common (route.presenters.ts). error-presentation.ts
// supplies the fallbacks of what a route does not list.
import type { Type } from 'protobufjs';
import { PROTO_SERVICES, type RpcName, type ServiceName } from '../downstream-clients';
import { sharedProtoRoot } from '../json-to-proto';
import type { Route } from '../http-route';
import { theRecord, type ReplyShape } from '../reply-presentation';

export interface RouteDefinition<S extends ServiceName, M extends RpcName<S>> extends Omit<
  Route,
  'service' | 'rpc' | 'request' | 'present' | 'response' | 'successStatus'
> {
  service: S;
  rpc: M;
  /** 200 unless given. */
  successStatus?: number;
  /** How the reply becomes the body; the reply message's record unless given. */
  reply?: ReplyShape;
}

/** An rpc's request and reply messages, as the service definition declares them. */
function messagesOf(service: ServiceName, rpc: string): { request: Type; reply: Type } {
  const method = sharedProtoRoot().lookupService(PROTO_SERVICES[service]).methods[rpc];
  if (!method?.resolvedRequestType || !method.resolvedResponseType) {
    throw new Error(`${PROTO_SERVICES[service]} has no rpc ${rpc}`);
  }
  return { request: method.resolvedRequestType, reply: method.resolvedResponseType };
}

/**
 * One entry of the route table: the rpc must exist on the service; the request message
 * and the body's shape and schema are derived from the rpc's messages.
 */
export function route<S extends ServiceName, M extends RpcName<S>>({
  reply = theRecord,
  ...definition
}: RouteDefinition<S, M>): Route {
  const messages = messagesOf(definition.service, definition.rpc);
  const response = reply(messages.reply);
  return {
    successStatus: 200,
    ...definition,
    request: messages.request.fullName.replace(/^\./, ''),
    present: response.present,
    response,
  };
}
