// The team policy of two-factor sign-in (docs/auth.md, "Two-factor sign-in"): while a
// team's owners require it, a member whose current team it is (or whose personal access
// token acts in it) and who has no two-factor sign-in is refused by the gateway, which
// learns it here when it resolves the caller or the token (and keeps it in its caches,
// forgotten on team.two_factor_policy_changed and on the user's own change).
import type { IdentityDependencies } from './dependencies';
import type { UserRecord } from './models';

/** Whether the team requires two-factor sign-in and the user has none (asks teams only then). */
export async function twoFactorMissing(
  user: UserRecord,
  teamId: number,
  deps: Pick<IdentityDependencies, 'teams'>,
): Promise<boolean> {
  if (user.two_factor_confirmed_at || !teamId) return false;
  return deps.teams.requiresTwoFactor(teamId);
}
