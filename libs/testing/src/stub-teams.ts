// teams as the other services see it in their component tests: teams with their members'
// roles, names, settings and groups, organizations made and deleted at registration,
// every method able to be made "down". Answers and errors are those of the teams service.
import {
  alreadyExists,
  bindStubService,
  invalidArgument,
  permissionDenied,
  Reason,
  recordNotFound,
  teamsProto,
  type TeamRole,
} from '@workmesh/platform';
import { teamSettingsMessage, type TeamSettings } from './stub-team-settings';
import { FailingMethods } from './failing-methods';
import { StubService } from './stub-service';

export interface StubUser {
  id: number;
}

/** A team with an owner, managers and members. */
export interface TeamFixture<User extends StubUser = StubUser> {
  teamId: number;
  owner: User;
  managers: User[];
  members: User[];
}

/** A team, by its id or its fixture. */
export type TeamRef = number | { teamId: number };

export type { TeamSettings } from './stub-team-settings';

/** A member's pay settings as GetMember answers them (dollars). */
export interface StubPay {
  pay_type?: 'hourly' | 'fixed';
  /** The hourly rate (pay_rate when hourly, derived when fixed). */
  hourly_rate?: number;
  bill_rate?: number;
  /** Hours a week; none when absent. */
  weekly_limit?: number;
  /** When the member joined (ISO 8601); 2026-01-01 unless set. */
  joined_at?: string;
  /** The membership's working days (sun … sat); none (the team's) unless set. */
  working_days?: string[];
}

/** Where the ids the stub hands out start (a test's ids stay apart from its other stubs'). */
export interface StubTeamsOptions {
  firstTeamId?: number;
  firstUserId?: number;
  firstGroupId?: number;
}

export type TeamsMethod =
  | 'CreateOrganization'
  | 'DeleteOrganization'
  | 'ListTeams'
  | 'GetMembership'
  | 'GetMember'
  | 'GetTeamSettings'
  | 'ResolveGroups'
  | 'ResolveMembers'
  | 'ListMembersByRole'
  | 'GetTeamProfile'
  | 'SendInvitation';

/** A SendInvitation call the stub answered: who invited whom, and what it did. */
export interface StubInvitation {
  team_id: number;
  email: string;
  role: string;
  invited_by: number;
  outcome: 'invited' | 'added';
}

export interface CreatedOrganization {
  id: number;
  owner_user_id: number;
  name?: string;
  description?: string;
  request_key: string;
}

interface StubTeam {
  /** `Team <id>` unless set. */
  name: string;
  description?: string;
  created_at: string;
  roles: Map<number, TeamRole>;
  pay: Map<number, StubPay>;
  settings: TeamSettings;
}

interface StubGroup {
  teamId: number;
  memberIds: number[];
  managerIds: number[];
}

const GROUP_TIMESTAMP = '2026-01-01T00:00:00.000Z';

const teamIdOf = (team: TeamRef): number => (typeof team === 'number' ? team : team.teamId);

export class StubTeams extends StubService {
  /** Every CreateOrganization call, with the team it made. */
  readonly created: CreatedOrganization[] = [];
  /** Every DeleteOrganization call. */
  readonly deleted: Array<{ team_id: number; owner_user_id: number }> = [];
  /** The callers (user ids) of every ListTeams call, answered or not. */
  readonly listTeamsCallers: number[] = [];
  /** Every GetTeamSettings call: the team asked for, and the caller it came with. */
  readonly settingsCalls: Array<{ team_id?: number; callerUserId?: number }> = [];
  /** The user_ids of every ResolveMembers call, as asked. */
  readonly resolveMembersCalls: number[][] = [];
  /** Every SendInvitation call answered (a pending one refused is not in it). */
  readonly invitations: StubInvitation[] = [];
  /** Registered users an invitation adds at once (teams' add_registered_users_directly), by email. */
  private readonly directlyAdded = new Map<string, number>();
  private nextInvitationId = 1;
  private readonly teams = new Map<number, StubTeam>();
  private readonly groups = new Map<number, StubGroup>();
  private readonly failing = new FailingMethods<TeamsMethod>('teams');
  private nextTeamId: number;
  private nextUserId: number;
  private nextGroupId: number;

  constructor({
    firstTeamId = 100,
    firstUserId = 9000,
    firstGroupId = 900,
  }: StubTeamsOptions = {}) {
    super();
    this.nextTeamId = firstTeamId;
    this.nextUserId = firstUserId;
    this.nextGroupId = firstGroupId;
  }

  newUser(): StubUser {
    return { id: this.nextUserId++ };
  }

  /** A new team (newer, with a higher id, than every team before it) with these members. */
  addTeam(members: Array<[userId: number, role: TeamRole]> = []): number {
    const teamId = this.nextTeamId++;
    this.teams.set(teamId, {
      name: `Team ${teamId}`,
      created_at: new Date().toISOString(),
      roles: new Map(members),
      pay: new Map(),
      settings: { default_net_term: 30 },
    });
    return teamId;
  }

  /** A new team with an owner, managers and members, all new users. */
  team({ managers = 0, members = 0 } = {}): TeamFixture {
    const teamId = this.addTeam();
    const fixture: TeamFixture = {
      teamId,
      owner: this.newUser(),
      managers: Array.from({ length: managers }, () => this.newUser()),
      members: Array.from({ length: members }, () => this.newUser()),
    };
    this.setRole(teamId, fixture.owner, 'owner');
    fixture.managers.forEach((user) => this.setRole(teamId, user, 'manager'));
    fixture.members.forEach((user) => this.setRole(teamId, user, 'member'));
    return fixture;
  }

  /** Adds the user to the team with the role, or changes their role. */
  setRole(team: TeamRef, user: StubUser, role: TeamRole): void {
    this.stubTeam(team).roles.set(user.id, role);
  }

  removeMember(team: TeamRef, userId: number): void {
    this.teams.get(teamIdOf(team))?.roles.delete(userId);
  }

  /** The team's name (and description), as ListTeams and GetTeamProfile answer them. */
  setTeamName(team: TeamRef, name: string, description?: string): void {
    const stubTeam = this.stubTeam(team);
    stubTeam.name = name;
    stubTeam.description = description;
  }

  setSettings(team: TeamRef, settings: TeamSettings): void {
    this.stubTeam(team).settings = settings;
  }

  /** Changes some settings, keeping the others. */
  changeSettings(team: TeamRef, changes: Partial<TeamSettings>): void {
    const stubTeam = this.stubTeam(team);
    stubTeam.settings = { ...stubTeam.settings, ...changes };
  }

  /** The member's pay settings, as GetMember answers them (replacing earlier ones). */
  setPay(team: TeamRef, user: StubUser, pay: StubPay): void {
    this.stubTeam(team).pay.set(user.id, pay);
  }

  /** A new group of the team. */
  newGroup(team: TeamRef, people: { members?: StubUser[]; managers?: StubUser[] } = {}): number {
    const teamId = teamIdOf(team);
    this.stubTeam(teamId);
    const groupId = this.nextGroupId++;
    this.groups.set(groupId, {
      teamId,
      memberIds: (people.members ?? []).map((user) => user.id),
      managerIds: (people.managers ?? []).map((user) => user.id),
    });
    return groupId;
  }

  /** How many organizations of these owners were made and not deleted again. */
  liveOrganizationsOf(ownerUserIds: number[]): number {
    return this.created.filter(
      (team) =>
        ownerUserIds.includes(team.owner_user_id) &&
        !this.deleted.some((deleted) => deleted.team_id === team.id),
    ).length;
  }

  /** An invitation of this email adds the user as a member at once (a registered user). */
  addsDirectly(email: string, user: StubUser): void {
    this.directlyAdded.set(email.toLowerCase(), user.id);
  }

  /** The invitation of the email to the team was accepted (or revoked): no longer pending. */
  endInvitation(team: TeamRef, email: string): void {
    const teamId = teamIdOf(team);
    for (const invitation of this.invitations)
      if (invitation.team_id === teamId && invitation.email === email.toLowerCase())
        invitation.outcome = 'added';
  }

  /** Until the returned function is called, the methods answer UNAVAILABLE. */
  fail(...methods: TeamsMethod[]): () => void {
    return this.failing.fail(...methods);
  }

  private ownerOf(team: StubTeam): number {
    return [...team.roles].find(([, role]) => role === 'owner')?.[0] ?? 0;
  }

  private stubTeam(team: TeamRef): StubTeam {
    const found = this.teams.get(teamIdOf(team));
    if (!found) throw new Error(`no stub team ${teamIdOf(team)}`);
    return found;
  }

  protected binding() {
    const { failing } = this;
    return bindStubService('workmesh.teams.v1.Teams', teamsProto().Teams.service, {
      CreateOrganization: async (request) => {
        failing.check('CreateOrganization');
        const team = { id: this.addTeam([[request.owner_user_id, 'owner']]), ...request };
        this.created.push(team);
        if (request.name) this.setTeamName(team.id, request.name, request.description);
        return {
          id: team.id,
          name: request.name ?? '',
          created_at: new Date().toISOString(),
          owner_user_id: request.owner_user_id,
          role: 'owner',
        };
      },
      DeleteOrganization: async (request) => {
        failing.check('DeleteOrganization');
        this.deleted.push(request);
        this.teams.delete(request.team_id);
        return { deleted: true };
      },
      // The caller's teams, oldest (lowest id) first.
      ListTeams: async (_request, context) => {
        const userId = context.caller?.userId ?? 0;
        this.listTeamsCallers.push(userId);
        failing.check('ListTeams');
        const teams = [...this.teams.entries()]
          .filter(([, team]) => team.roles.has(userId))
          .sort(([a], [b]) => a - b)
          .map(([id, team]) => ({
            id,
            name: team.name,
            ...(team.description === undefined ? {} : { description: team.description }),
            created_at: team.created_at,
            owner_user_id: this.ownerOf(team),
            role: team.roles.get(userId)!,
          }));
        return { teams };
      },
      GetMembership: async ({ team_id, user_id }) => {
        failing.check('GetMembership');
        const team = this.teams.get(team_id);
        if (!team) throw recordNotFound(Reason.TEAM_NOT_FOUND);
        const role = team.roles.get(user_id);
        if (!role) throw recordNotFound(Reason.MEMBERSHIP_NOT_FOUND);
        return { team_id, user_id, role };
      },
      // Other services: the member with role and pay; NOT_FOUND when not a member.
      GetMember: async ({ team_id, user_id }) => {
        failing.check('GetMember');
        const team = this.teams.get(team_id);
        if (!team) throw recordNotFound(Reason.TEAM_NOT_FOUND);
        const role = team.roles.get(user_id);
        if (!role) throw recordNotFound(Reason.MEMBERSHIP_NOT_FOUND);
        const pay = team.pay.get(user_id) ?? {};
        return {
          team_id,
          user_id,
          role,
          pay: {
            pay_type: pay.pay_type ?? 'hourly',
            pay_period: 'weekly',
            hourly_rate: pay.hourly_rate ?? 0,
            ...(pay.hourly_rate === undefined ? {} : { pay_rate: pay.hourly_rate }),
            ...(pay.bill_rate === undefined ? {} : { bill_rate: pay.bill_rate }),
            ...(pay.weekly_limit === undefined ? {} : { weekly_limit: pay.weekly_limit }),
            currency: 'USD',
            working_days: pay.working_days ?? [],
            weekly_limit_enabled: (pay.weekly_limit ?? 0) > 0,
            daily_tracking_enabled: false,
          },
          joined_at: pay.joined_at ?? GROUP_TIMESTAMP,
        };
      },
      // For the caller's current team unless named, members only.
      GetTeamSettings: async ({ team_id }, context) => {
        failing.check('GetTeamSettings');
        const teamId = team_id ?? context.caller?.teamId;
        this.settingsCalls.push({ team_id: teamId, callerUserId: context.caller?.userId });
        const team = teamId === undefined ? undefined : this.teams.get(teamId);
        if (!team || !context.caller || !team.roles.has(context.caller.userId))
          throw permissionDenied('PERMISSION_DENIED', 'permission denied');
        return teamSettingsMessage(teamId!, team.settings);
      },
      // Other services without a caller (invoices): the team (no role) and its settings.
      GetTeamProfile: async ({ team_id }) => {
        failing.check('GetTeamProfile');
        const team = this.teams.get(team_id);
        if (!team) throw recordNotFound(Reason.TEAM_NOT_FOUND);
        return {
          team: {
            id: team_id,
            name: team.name,
            ...(team.description === undefined ? {} : { description: team.description }),
            created_at: team.created_at,
            owner_user_id: this.ownerOf(team),
            role: '',
          },
          settings: teamSettingsMessage(team_id, team.settings),
        };
      },
      ResolveGroups: async ({ team_id, group_ids }) => {
        failing.check('ResolveGroups');
        const found = group_ids.filter((id) => this.groups.get(id)?.teamId === team_id);
        return {
          groups: found.map((id) => {
            const group = this.groups.get(id)!;
            return {
              id,
              team_id,
              name: `Group ${id}`,
              member_ids: group.memberIds,
              manager_ids: group.managerIds,
              created_at: GROUP_TIMESTAMP,
              updated_at: GROUP_TIMESTAMP,
            };
          }),
          missing_ids: group_ids.filter((id) => !found.includes(id)),
        };
      },
      ResolveMembers: async ({ team_id, user_ids }) => {
        failing.check('ResolveMembers');
        this.resolveMembersCalls.push(user_ids);
        // The ids must be unique.
        if (new Set(user_ids).size !== user_ids.length)
          throw invalidArgument('INVALID_PARAMETERS', 'The user_ids must be unique.');
        const roles = this.teams.get(team_id)?.roles ?? new Map<number, TeamRole>();
        return {
          members: user_ids
            .filter((id) => roles.has(id))
            .map((id) => ({ team_id, user_id: id, role: roles.get(id)! })),
          missing_ids: user_ids.filter((id) => !roles.has(id)),
        };
      },
      // As teams: owners and managers invite; a pending invitation of the email is
      // INVITATION_PENDING; a registered user (addsDirectly) is added at once.
      SendInvitation: async ({ team_id, email, role }, context) => {
        failing.check('SendInvitation');
        const teamId = team_id ?? context.caller?.teamId ?? 0;
        const team = this.teams.get(teamId);
        if (!team) throw recordNotFound(Reason.TEAM_NOT_FOUND);
        const callerRole = team.roles.get(context.caller?.userId ?? 0);
        if (callerRole !== 'owner' && callerRole !== 'manager')
          throw permissionDenied('PERMISSION_DENIED', 'permission denied');
        const address = (email ?? '').trim().toLowerCase();
        if (!address) throw invalidArgument('EMAIL_REQUIRED', 'The email field is required.');
        const pending = this.invitations.some(
          (invitation) =>
            invitation.team_id === teamId &&
            invitation.email === address &&
            invitation.outcome === 'invited',
        );
        if (pending)
          throw alreadyExists(
            Reason.INVITATION_PENDING,
            'An invitation to this email is already pending; resend it instead.',
          );
        const added = this.directlyAdded.get(address);
        if (added !== undefined) team.roles.set(added, (role as TeamRole) || 'member');
        this.invitations.push({
          team_id: teamId,
          email: address,
          role: role || 'member',
          invited_by: context.caller!.userId,
          outcome: added === undefined ? 'invited' : 'added',
        });
        return {
          success: added === undefined ? 'Invitation sent' : 'Member added',
          outcome: added === undefined ? 'invited' : 'added',
          invitation_id: this.nextInvitationId++,
          ...(added === undefined ? {} : { member_id: added }),
        };
      },
      // In the order the members were added (teams: earliest joined first).
      ListMembersByRole: async ({ team_id, roles }) => {
        failing.check('ListMembersByRole');
        const members = [...(this.teams.get(team_id)?.roles ?? new Map<number, TeamRole>())];
        return {
          members: members
            .filter(([, role]) => roles.includes(role))
            .map(([user_id, role]) => ({ team_id, user_id, role })),
        };
      },
    });
  }
}
