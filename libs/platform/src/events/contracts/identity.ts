// The events identity records: the notifier mails their users; the gateway's caller
// cache forgets the callers they change.
import { Joi } from '../../joi';
import { eventContract } from '../event-contract';
import { email, id, isoDateTime, name, token } from './field-rules';

const SOURCE = 'identity';

// Type aliases (not interfaces) so they fit DomainEvent's Record<string, unknown> data.

export type UserRegisteredData = {
  user_id: number;
  name: string;
  email: string;
  /** Raw single-use token for the verification link; identity keeps only its hash. */
  verification_token: string;
  /** The organization made for the user at registration. */
  team_id: number;
};

/** A user registered: the notifier sends the email verification mail. */
export const UserRegistered = eventContract('user.registered', SOURCE).withData<UserRegisteredData>(
  {
    user_id: id,
    name,
    email,
    verification_token: token,
    team_id: id,
  },
);

export type UserPasswordResetRequestedData = {
  user_id: number;
  name: string;
  email: string;
  /** Raw single-use token for the reset link; identity keeps only its hash. */
  reset_token: string;
  /** When the link stops working; ISO 8601, UTC. */
  expires_at: string;
};

/**
 * A password reset was asked for: the notifier sends the reset mail and answers with
 * notification.mail_result, which identity logs and counts (the request's answer does not wait for it).
 */
export const UserPasswordResetRequested = eventContract(
  'user.password_reset_requested',
  SOURCE,
).withData<UserPasswordResetRequestedData>({
  user_id: id,
  name,
  email,
  reset_token: token,
  expires_at: isoDateTime,
});

export type UserSessionsRevokedData = {
  user_id: number;
  /** The user's token version from now on: every access token of an earlier one is refused. */
  token_version: number;
};

/**
 * Every access token issued to the user so far is refused from now on (a password reset
 * asked for or confirmed): each gateway replica forgets the user's cached caller.
 */
export const UserSessionsRevoked = eventContract(
  'user.sessions_revoked',
  SOURCE,
).withData<UserSessionsRevokedData>({
  user_id: id,
  token_version: Joi.number().integer().min(0).required(),
});

export type UserCurrentTeamChangedData = {
  user_id: number;
  /** The team the user's requests act in from now on; 0: none. */
  current_team_id: number;
};

/**
 * The user's current team changed (switchTeam, a removal from the current team): each
 * gateway replica forgets the user's cached caller.
 */
export const UserCurrentTeamChanged = eventContract(
  'user.current_team_changed',
  SOURCE,
).withData<UserCurrentTeamChangedData>({
  user_id: id,
  current_team_id: Joi.number().integer().min(0).required(),
});

export type SessionRevokedData = {
  user_id: number;
  /** The login sessions ended: their access tokens are refused from now on. */
  session_ids: string[];
};

/**
 * Some of a user's login sessions were ended (a session deleted, or all but the current
 * one, or every one by a password reset): each gateway replica forgets the user's cached
 * caller, so those sessions' tokens are refused at their next request.
 */
export const SessionRevoked = eventContract('session.revoked', SOURCE).withData<SessionRevokedData>(
  {
    user_id: id,
    session_ids: Joi.array()
      .items(
        Joi.string()
          .pattern(/^[A-Za-z0-9_-]{1,64}$/)
          .required(),
      )
      .min(1)
      .max(10_000)
      .required(),
  },
);
export type TokenRevokedData = {
  /** The personal access token's id. */
  token_id: string;
  /** Its owner. */
  user_id: number;
  /** The team it acts in. */
  team_id: number;
};

/**
 * A personal access token was revoked (deleted by its owner or their team's owner or
 * manager, or because its owner left the team): each gateway replica forgets it.
 */
export const TokenRevoked = eventContract('token.revoked', SOURCE).withData<TokenRevokedData>({
  token_id: Joi.string()
    .pattern(/^[0-9a-f]{24}$/)
    .required(),
  user_id: id,
  team_id: id,
});

export type UserTwoFactorChangedData = { user_id: number; enabled: boolean };

/**
 * A user turned two-factor sign-in on or off: every gateway replica forgets the user's
 * cached caller and tokens, so a team's two-factor policy sees the change at once.
 */
export const UserTwoFactorChanged = eventContract(
  'user.two_factor_changed',
  SOURCE,
).withData<UserTwoFactorChangedData>({ user_id: id, enabled: Joi.boolean().required() });
