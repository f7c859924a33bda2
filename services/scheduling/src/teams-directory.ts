// What the scheduling service asks teams: the caller's role in their team (every
// permission check), the members and managers of groups (groupsId) and which users
// are members of the team (every assigned member must be). The platform client
// forwards the caller and request id. Teams not answering is UNAVAILABLE
// TEAMS_UNAVAILABLE for our caller (askingService).
import {
  askingService,
  connectTeams,
  nullWhenNotFound,
  Reason,
  recordNotFound,
  type ClientOptions,
  type TeamsConnection,
} from '@workmesh/platform';

/** teams answers at most this many user ids per ResolveMembers call. */
export const RESOLVE_MEMBERS_BATCH = 10_000;

export interface GroupPeople {
  /** Members and managers of the groups found, each once, in the order teams lists them. */
  userIds: number[];
  /** The ids asked that are not groups of the team. */
  missingGroupIds: number[];
}

/** What time off reads of a team's settings (teams' defaults applied by the caller). */
export interface TeamCalendarSettings {
  /** IANA zone the team's days are read in. */
  timezone: string;
  /** sun … sat; [] when unset. */
  working_days: string[];
  /** 0 when unset. */
  hours_per_day: number;
}

/** What time off reads of a membership. */
export interface MembershipFacts {
  user_id: number;
  role: string;
  /** sun … sat; [] when the membership has none (the team's apply). */
  working_days: string[];
  /** When the member joined (ISO 8601 instant). */
  joined_at: string;
}

/** roleOf: the user's role in the team, or null when they are not a member (or no such team). */
export interface TeamsDirectory extends Pick<TeamsConnection, 'roleOf' | 'close'> {
  /** The members and managers of the team's groups, and the ids that are not its groups. */
  peopleOfGroups(teamId: number, groupIds: number[]): Promise<GroupPeople>;
  /** The users among userIds (unique) that are not members of the team, in the order given. */
  nonMembers(teamId: number, userIds: number[]): Promise<number[]>;
  /** The groups among groupIds that the user is a member or manager of (unknown ids: none). */
  groupsOfMember(teamId: number, groupIds: number[], userId: number): Promise<Set<number>>;
  /** The team's zone, working days and hours per day (GetTeamProfile: no caller needed); 404 TEAM_NOT_FOUND. */
  calendarSettings(teamId: number): Promise<TeamCalendarSettings>;
  /** The membership (working days, join date), or null when the user is not a member. */
  membership(teamId: number, userId: number): Promise<MembershipFacts | null>;
}

export function teamsDirectory(address: string, options: ClientOptions): TeamsDirectory {
  const { client, roleOf, close } = connectTeams(address, options);
  return {
    roleOf,

    peopleOfGroups: (teamId, groupIds) =>
      askingService('teams', async () => {
        if (groupIds.length === 0) return { userIds: [], missingGroupIds: [] };
        const { groups, missing_ids } = await client.ResolveGroups({
          team_id: teamId,
          group_ids: groupIds,
        });
        const people = new Set<number>();
        for (const group of groups) {
          group.member_ids.forEach((id) => people.add(id));
          group.manager_ids.forEach((id) => people.add(id));
        }
        return { userIds: [...people], missingGroupIds: missing_ids };
      }),

    // One call for up to RESOLVE_MEMBERS_BATCH users (the usual case); more are asked in
    // batches of that size, since teams refuses a longer list.
    nonMembers: (teamId, userIds) =>
      askingService('teams', async () => {
        const missing: number[] = [];
        for (let start = 0; start < userIds.length; start += RESOLVE_MEMBERS_BATCH) {
          const { missing_ids } = await client.ResolveMembers({
            team_id: teamId,
            user_ids: userIds.slice(start, start + RESOLVE_MEMBERS_BATCH),
          });
          missing.push(...missing_ids);
        }
        return missing;
      }),

    groupsOfMember: (teamId, groupIds, userId) =>
      askingService('teams', async () => {
        if (groupIds.length === 0) return new Set<number>();
        const { groups } = await client.ResolveGroups({ team_id: teamId, group_ids: groupIds });
        return new Set(
          groups
            .filter((group) => [...group.member_ids, ...group.manager_ids].includes(userId))
            .map((group) => group.id),
        );
      }),

    calendarSettings: (teamId) =>
      askingService('teams', async () => {
        const profile = await nullWhenNotFound(client.GetTeamProfile({ team_id: teamId }));
        if (!profile) throw recordNotFound(Reason.TEAM_NOT_FOUND);
        const { settings } = profile;
        return {
          timezone: settings?.timezone || 'UTC',
          working_days: settings?.working_days ?? [],
          hours_per_day: settings?.hours_per_day ?? 0,
        };
      }),

    membership: (teamId, userId) =>
      askingService('teams', async () => {
        const member = await nullWhenNotFound(
          client.GetMember({ team_id: teamId, user_id: userId }),
        );
        if (!member) return null;
        return {
          user_id: member.user_id,
          role: member.role,
          working_days: member.pay?.working_days ?? [],
          joined_at: member.joined_at,
        };
      }),

    close,
  };
}
