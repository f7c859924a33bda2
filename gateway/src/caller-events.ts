// The events that change a cached caller or token (docs/auth.md): user.sessions_revoked
// (a password reset: the user's tokens too), session.revoked (sessions deleted),
// user.current_team_changed (switchTeam, a removal from the current team),
// user.two_factor_changed (the user's tokens too), token.revoked (one token) and teams'
// team.two_factor_policy_changed (every caller and token: whose current team it is, the
// gateway does not know). Every gateway replica consumes them through a queue of its own
// (exclusive, deleted with its connection) and forgets. After a reconnection the caches
// are emptied: events published while this replica was away are lost with its queue.
import { randomBytes } from 'node:crypto';
import {
  GATEWAY_CALLERS,
  type EventBus,
  type Joi,
  readEventData,
  SessionRevoked,
  TeamTwoFactorPolicyChanged,
  TokenRevoked,
  UserTwoFactorChanged,
  UserCurrentTeamChanged,
  UserSessionsRevoked,
  type Logger,
} from '@workmesh/platform';
import type { CallerCache } from './caller-cache';
import type { TokenCache } from './token-cache';

/** The replica's own queue: its name's last part is random, so replicas never share one. */
export const callerEventsQueue = () => `${GATEWAY_CALLERS.queue}.${randomBytes(6).toString('hex')}`;

/** What the gateway reads of each: the user whose caller changed. */
const userIdOf: ReadonlyMap<string, Joi.ObjectSchema<{ user_id: number }>> = new Map([
  [UserSessionsRevoked.type, UserSessionsRevoked.pick('user_id')],
  [UserCurrentTeamChanged.type, UserCurrentTeamChanged.pick('user_id')],
  // The user's other sessions are asked again once: identity refuses the revoked ones.
  [SessionRevoked.type, SessionRevoked.pick('user_id')],
  [UserTwoFactorChanged.type, UserTwoFactorChanged.pick('user_id')],
]);

/** Events after which the user's tokens are asked again too. */
const TOKEN_OWNER_EVENTS: ReadonlySet<string> = new Set([
  UserSessionsRevoked.type,
  UserTwoFactorChanged.type,
]);

/** Subscribes the cache to identity's events; resolves once subscribed (or recorded, before the first connection). */
export async function followCallerEvents(
  bus: EventBus,
  callers: Pick<CallerCache, 'forget' | 'clear'>,
  logger: Logger,
  tokens?: Pick<TokenCache, 'forgetToken' | 'forgetUser' | 'clear'>,
): Promise<void> {
  let connections = 0;
  bus.onConnected(() => {
    if (connections++ > 0) {
      callers.clear();
      tokens?.clear();
      logger.info('event bus reconnected: the caller cache starts empty');
    }
  });
  await bus.subscribe({
    queue: callerEventsQueue(),
    routingKeys: [...GATEWAY_CALLERS.routingKeys],
    exclusive: true,
    prefetch: 50,
    handler: async (event) => {
      if (event.type === TeamTwoFactorPolicyChanged.type) {
        // Whose current team it is the gateway does not know: every caller is asked again.
        callers.clear();
        tokens?.clear();
        return;
      }
      if (event.type === TokenRevoked.type) {
        tokens?.forgetToken(readEventData(TokenRevoked.pick('token_id'), event).token_id);
        return;
      }
      const schema = userIdOf.get(event.type);
      if (!schema) return;
      const { user_id } = readEventData(schema, event);
      callers.forget(user_id);
      // A password reset ends the user's personal access tokens too; a two-factor change
      // changes what the team policy lets them do.
      if (TOKEN_OWNER_EVENTS.has(event.type)) tokens?.forgetUser(user_id);
    },
  });
}
