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
/** The credential the caller authenticated with: a login session or a personal access token. */
export const CALLER_SESSION_METADATA = 'x-caller-session-id';
export const CALLER_TOKEN_METADATA = 'x-caller-token-id';
/** The HTTP client's User-Agent, passed on for audit records. */
export const USER_AGENT_METADATA = 'x-user-agent';

export interface Caller {
  userId: number;
  /** The caller's current team, when the caller has one. */
  teamId?: number;
  /** The login session the caller's access token belongs to (a session id). */
  sessionId?: string;
  /** The personal access token the caller used, when not a login session (a token id). */
  tokenId?: string;
}

/** A credential id: printable, no spaces, at most 64 characters. */
const credentialId = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[\x21-\x7e]{1,64}$/.test(value) ? value : undefined;

const positiveInteger = (value: unknown): number | undefined => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

export function callerFromMetadata(metadata: Metadata): Caller | undefined {
  const userId = positiveInteger(metadata.get(CALLER_USER_METADATA)[0]);
  if (userId === undefined) return undefined;
  const caller: Caller = { userId, teamId: positiveInteger(metadata.get(CALLER_TEAM_METADATA)[0]) };
  const sessionId = credentialId(metadata.get(CALLER_SESSION_METADATA)[0]);
  const tokenId = credentialId(metadata.get(CALLER_TOKEN_METADATA)[0]);
  if (sessionId) caller.sessionId = sessionId;
  if (tokenId) caller.tokenId = tokenId;
  return caller;
}

export function userAgentFromMetadata(metadata: Metadata): string | undefined {
  const value = metadata.get(USER_AGENT_METADATA)[0];
  return typeof value === 'string' && value.length > 0 ? value.slice(0, 512) : undefined;
}

export function clientIpFromMetadata(metadata: Metadata): string | undefined {
  const value = metadata.get(CLIENT_IP_METADATA)[0];
  return typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : undefined;
}

export function outgoingMetadata(
  requestId: string | undefined,
  caller: Caller | undefined,
  clientIp?: string,
  userAgent?: string,
): Metadata {
  const metadata = new Metadata();
  if (requestId) metadata.set(REQUEST_ID_METADATA, requestId);
  if (clientIp) metadata.set(CLIENT_IP_METADATA, clientIp);
  // Header values must be printable ASCII: anything else in a User-Agent is left out.
  if (userAgent && /^[\x20-\x7e]+$/.test(userAgent))
    metadata.set(USER_AGENT_METADATA, userAgent.slice(0, 512));
  if (caller) {
    metadata.set(CALLER_USER_METADATA, String(caller.userId));
    if (caller.teamId) metadata.set(CALLER_TEAM_METADATA, String(caller.teamId));
    if (caller.sessionId) metadata.set(CALLER_SESSION_METADATA, caller.sessionId);
    if (caller.tokenId) metadata.set(CALLER_TOKEN_METADATA, caller.tokenId);
  }
  return metadata;
}
