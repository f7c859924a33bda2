// Replies → the response bodies of the spec. Only what the spec shows leaves the
// gateway (a Team's owner_user_id, for one, stays inside).
import type { ReplyOf } from './downstream-clients';

type UserSession = ReplyOf<'identity', 'Login'>;

/** The User record of the spec with `token` added; unset optional fields are null, as the spec's "string or null". */
export function presentUserSession({ user, token }: UserSession) {
  return {
    ...user,
    two_factor_confirmed_at: user?.two_factor_confirmed_at ?? null,
    email_verified_at: user?.email_verified_at ?? null,
    phone: user?.phone ?? null,
    token,
  };
}

/** Reset-password and its confirmation answer `{ success, msg }`. */
export const presentOutcome = ({ success, msg }: ReplyOf<'identity', 'RequestPasswordReset'>) => ({
  success,
  msg,
});

export const presentEmailVerification = ({
  success,
  msg,
  email_verified_at,
}: ReplyOf<'identity', 'VerifyEmail'>) => ({
  success,
  msg,
  email_verified_at,
});

/** createTeam: the spec's Team fields. */
export const presentCreatedTeam = ({ id, name, created_at }: ReplyOf<'teams', 'CreateTeam'>) => ({
  id,
  name,
  created_at,
});

/** getTeams: each team the caller can access, with the caller's role in it. */
export const presentTeamList = ({ teams }: ReplyOf<'teams', 'ListTeams'>) =>
  teams.map(({ id, name, description, created_at, role }) => ({
    id,
    name,
    description: description ?? null,
    created_at,
    role,
  }));
