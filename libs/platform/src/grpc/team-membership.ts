// A user's role in a team, as teams answers it (GetMembership). Teams owns roles, so a
// service that authorizes by role (or checks that a user is a member) asks it each time.
import { RemoteCallError } from '../errors';
import type { PromiseClient } from './client';
import type { TeamsDefinition } from './protos';
import { askingService } from './remote-availability';

export type TeamRole = 'owner' | 'manager' | 'member';

/**
 * The user's role in the team, or null when they are not a member (or there is no such
 * team). Teams not answering is UNAVAILABLE TEAMS_UNAVAILABLE for our caller.
 */
export const roleInTeam = (
  teams: PromiseClient<TeamsDefinition>,
  teamId: number,
  userId: number,
): Promise<TeamRole | null> =>
  askingService('teams', async () => {
    try {
      const membership = await teams.GetMembership({ team_id: teamId, user_id: userId });
      return membership.role as TeamRole;
    } catch (error) {
      if (error instanceof RemoteCallError && error.kind === 'not_found') return null;
      throw error;
    }
  });
