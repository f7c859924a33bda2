// What the tracking service asks teams: the caller's role, a member's pay settings (their
// invitation's rates, which rates.ts migrates to member rates; the weekly limit; GetMember)
// and the team's settings (time zone, week start, overlap, currency, attendance's hours per
// day and late-start threshold), the team's members and a group's (attendance report). Teams not answering is UNAVAILABLE TEAMS_UNAVAILABLE for our caller.
import {
  askingService,
  connectTeams,
  DEFAULT_CURRENCY,
  MEMBER_ROLES,
  nullWhenNotFound,
  type ClientOptions,
  type Caller,
  type TeamRole,
  type TeamsConnection,
} from '@workmesh/platform';

/** A member as tracking reads them: role, the invitation's pay settings, join instant. */
export interface MemberRates {
  role: TeamRole;
  /** pay.bill_rate as the invitation gave it (a decimal of the team's currency); null: none. */
  invitationBillRate: number | null;
  /** pay.hourly_rate (derived from the period when fixed) when a pay rate was given; null: none. */
  invitationPayRate: number | null;
  payType: string;
  /** ISO 8601: when the member joined (the invitation's rates apply from that day). */
  joinedAt: string;
  /** pay.weekly_limit in hours; 0 when none (issue 19). */
  weeklyLimitHours: number;
}

/** The settings of a team that tracking reads. */
export interface TrackingTeamSettings {
  timezone: string;
  weekStart: string;
  allowOverlappingTimeEntries: boolean;
  /** ISO 4217 (issue 34): team and member rates, pay rates; USD unless set. */
  currency: string;
  /** Hours a day-unit time off credits on a day without a shift; 8 unless set. */
  hoursPerDay: number;
  /** Minutes after a shift's start a first tracked start counts as late (teams: 5 unless set). */
  lateStartThresholdMinutes: number;
}

/** Hours a day when teams answers none (0 is no valid value: an older teams). */
export const DEFAULT_HOURS_PER_DAY = 8;

export interface TeamsDirectory extends Pick<TeamsConnection, 'roleOf' | 'close'> {
  /** The member's role and rates, or null when the user is not a member of the team. */
  memberOf(teamId: number, userId: number): Promise<MemberRates | null>;
  /**
   * Teams answers its members: the caller of the request, or `as` (a consumer or a
   * scheduled job acting for one of the team's members).
   */
  settingsOf(teamId: number, as?: Caller): Promise<TrackingTeamSettings>;
  /** The team's members (owners, managers, members; not clients), earliest joined first. */
  memberIdsOf(teamId: number): Promise<number[]>;
  /** The members and managers of the team's group, or null when it is not a group of the team. */
  groupMemberIdsOf(teamId: number, groupId: number): Promise<number[] | null>;
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
          invitationBillRate: member.pay?.bill_rate ?? null,
          invitationPayRate:
            member.pay?.pay_rate === undefined ? null : (member.pay.hourly_rate ?? 0),
          payType: member.pay?.pay_type || 'hourly',
          weeklyLimitHours: member.pay?.weekly_limit ?? 0,
          joinedAt: member.joined_at,
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
          currency: settings.currency || DEFAULT_CURRENCY,
          hoursPerDay: settings.hours_per_day || DEFAULT_HOURS_PER_DAY,
          // teams answers its default (5) unless set; 0 is a threshold a team may set.
          lateStartThresholdMinutes: settings.late_start_threshold_minutes,
        };
      }),
    memberIdsOf: (teamId) =>
      askingService('teams', async () => {
        const { members } = await client.ListMembersByRole({
          team_id: teamId,
          roles: [...MEMBER_ROLES],
        });
        return members.map((member) => member.user_id);
      }),
    groupMemberIdsOf: (teamId, groupId) =>
      askingService('teams', async () => {
        const { groups } = await client.ResolveGroups({ team_id: teamId, group_ids: [groupId] });
        const group = groups.find((found) => found.id === groupId);
        if (!group) return null;
        return [...new Set([...group.member_ids, ...group.manager_ids])];
      }),
  };
}
