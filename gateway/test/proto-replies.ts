// Synthetic replies of a route's rpc, made from the proto descriptors: what a stub service
// answers when a test needs a well-formed reply of any rpc (openapi-responses.test.ts,
// openapi-generated-requests.test.ts).
import { Enum, type Namespace, type Root, Service, Type } from 'protobufjs';
import type { Route } from '../src/routes';

/** The reply message of the route's rpc. */
export function replyTypeOf(root: Root, route: Route): Type {
  const namespace = root.lookup(route.request.split('.').slice(0, -1).join('.')) as Namespace;
  const service = namespace.nestedArray.find(
    (nested): nested is Service => nested instanceof Service && route.rpc in nested.methods,
  )!;
  return service.methods[route.rpc]!.resolvedResponseType!;
}

/**
 * A reply as proto-loader gives it (enums as strings, int64 as numbers): the least
 * (optional fields unset, lists and maps empty) or the most (every field set, one
 * element per list).
 */
export function replyOf(type: Type, most: boolean, within: Type[] = []): Record<string, unknown> {
  const reply: Record<string, unknown> = {};
  for (const field of type.fieldsArray) {
    if (!most && field.partOf) continue; // proto3 `optional`: unset
    if (field.map) {
      reply[field.name] = {};
      continue;
    }
    // A message that holds itself (a report group's sub-groups): one level of it, then none.
    if (field.resolvedType instanceof Type && within.includes(field.resolvedType)) {
      if (field.repeated) reply[field.name] = [];
      continue;
    }
    const one = () => {
      const resolved = field.resolvedType;
      if (resolved instanceof Type) return replyOf(resolved, most, [...within, type]);
      if (resolved instanceof Enum) return Object.keys(resolved.values)[0];
      if (field.type === 'string') return most ? 'text' : '';
      if (field.type === 'bool') return most;
      if (field.type === 'bytes') return Buffer.from(most ? 'data' : '');
      if (field.type === 'double' || field.type === 'float') return most ? 2.5 : 0;
      return most ? 3 : 0;
    };
    reply[field.name] = field.repeated ? (most ? [one()] : []) : one();
  }
  return reply;
}
