// What the tracking service asks teams: the caller's role, a member's pay settings (the
// rates an entry snapshots, GetMember) and the team's settings (time zone, week start,
// overlap). Teams not answering is UNAVAILABLE TEAMS_UNAVAILABLE for our caller.
import {
  askingService,
  connectTeams,
  nullWhenNotFound,
  type ClientOptions,
  type Caller,
  type TeamRole,
  type TeamsConnection,
} from '@workmesh/platform';

/** A member's rates, in integer cents per hour (teams gives dollars with 2 decimals). */
export interface MemberRates {
  role: TeamRole;
  /** pay.bill_rate, 0 when not set. */
  billRateCents: number;
  /** pay.hourly_rate: the pay rate when hourly, derived from the period when fixed. */
  payRateCents: number;
  payType: string;
  /** pay.weekly_limit in hours; 0 when none (issue 19). */
  weeklyLimitHours: number;
}

/** The settings of a team that tracking reads. */
export interface TrackingTeamSettings {
  timezone: string;
  weekStart: string;
  allowOverlappingTimeEntries: boolean;
}

export interface TeamsDirectory extends Pick<TeamsConnection, 'roleOf' | 'close'> {
  /** The member's role and rates, or null when the user is not a member of the team. */
  memberOf(teamId: number, userId: number): Promise<MemberRates | null>;
  /**
   * Teams answers its members: the caller of the request, or `as` (a consumer or a
   * scheduled job acting for one of the team's members).
   */
  settingsOf(teamId: number, as?: Caller): Promise<TrackingTeamSettings>;
}

export const toCents = (dollars: number | undefined): number => Math.round((dollars ?? 0) * 100);

export function teamsDirectory(address: string, options: ClientOptions): TeamsDirectory {
  const teams = connectTeams(address, options);
  const { client } = teams;
  return {
    roleOf: teams.roleOf,
    close: teams.close,
    memberOf: (teamId, userId) =>
      askingService('teams', async () => {
        const member = await nullWhenNotFound(
          client.GetMember({ team_id: teamId, user_id: userId }),
        );
        if (!member) return null;
        return {
          role: member.role as TeamRole,
          billRateCents: toCents(member.pay?.bill_rate),
          payRateCents: toCents(member.pay?.hourly_rate),
          payType: member.pay?.pay_type || 'hourly',
          weeklyLimitHours: member.pay?.weekly_limit ?? 0,
        };
      }),
    settingsOf: (teamId, as) =>
      askingService('teams', async () => {
        const settings = await client.GetTeamSettings(
          { team_id: teamId },
          as ? { caller: as } : undefined,
        );
        return {
          timezone: settings.timezone || 'UTC',
          weekStart: settings.week_start || 'monday',
          allowOverlappingTimeEntries: settings.allow_overlapping_time_entries,
        };
      }),
  };
}
