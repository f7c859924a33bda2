// What travels in gRPC metadata besides the message: the request id (for logs that
// follow one request across processes) and the authenticated caller, which the
// gateway establishes from the bearer token. Services trust it because only the
// gateway and the other services can reach them (network policy).
import { Metadata } from '@grpc/grpc-js';

export const REQUEST_ID_METADATA = 'x-request-id';
export const CALLER_USER_METADATA = 'x-caller-user-id';
export const CALLER_TEAM_METADATA = 'x-caller-team-id';
/** The HTTP client's address, which the gateway passes on (services keep per-address limits). */
export const CLIENT_IP_METADATA = 'x-client-ip';

export interface Caller {
  userId: number;
  /** The caller's current team, when the caller has one. */
  teamId?: number;
}

const positiveInteger = (value: unknown): number | undefined => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

export function callerFromMetadata(metadata: Metadata): Caller | undefined {
  const userId = positiveInteger(metadata.get(CALLER_USER_METADATA)[0]);
  if (userId === undefined) return undefined;
  return { userId, teamId: positiveInteger(metadata.get(CALLER_TEAM_METADATA)[0]) };
}

export function clientIpFromMetadata(metadata: Metadata): string | undefined {
  const value = metadata.get(CLIENT_IP_METADATA)[0];
  return typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : undefined;
}

export function outgoingMetadata(
  requestId: string | undefined,
  caller: Caller | undefined,
  clientIp?: string,
): Metadata {
  const metadata = new Metadata();
  if (requestId) metadata.set(REQUEST_ID_METADATA, requestId);
  if (clientIp) metadata.set(CLIENT_IP_METADATA, clientIp);
  if (caller) {
    metadata.set(CALLER_USER_METADATA, String(caller.userId));
    if (caller.teamId) metadata.set(CALLER_TEAM_METADATA, String(caller.teamId));
  }
  return metadata;
}
