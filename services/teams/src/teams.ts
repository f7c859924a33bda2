// Teams use cases: organizations made at registration, teams made by a user, the
// teams a user belongs to, and a user's role in a team. The rules live here; the
// gRPC handlers only translate, the repository only persists.
import {
  createdChanges,
  Joi,
  MEMBER_ROLES,
  Reason,
  recordNotFound,
  type Caller,
} from '@workmesh/platform';
import type { TeamsDependencies } from './dependencies';
import { TEAMS_AUDIT_ACTIONS, TEAMS_AUDIT_OMIT, teamCreated, teamsChangeRecorded } from './events';
import {
  REQUEST_KEY_INDEX,
  UniqueIndexViolation,
  type MembershipRecord,
  type Role,
  type TeamRecord,
  type TeamSettingsRecord,
} from './models';
import { memberView, type MemberView } from './members';
import { teamNotFoundError } from './permissions';
import {
  descriptionField,
  nameField,
  nameOrDescriptionReason,
  positiveId,
  requireCaller,
  validated,
} from './request-validation';

/** A team as one user sees it: with that user's role in it. */
export type TeamView = TeamRecord & { role: Role };

/** A team as a service without a caller sees it (no role), with its settings. */
export interface TeamProfile {
  team: TeamRecord & { role: '' };
  settings: TeamSettingsRecord;
}

const REQUEST_KEY_MAX_LENGTH = 200;

// ---- Input rules (joi, at the edge of every use case) ----

const teamName = nameField();

const organizationInput = Joi.object({
  owner_user_id: positiveId(),
  name: teamName,
  description: descriptionField(),
  request_key: Joi.string()
    .trim()
    .allow('')
    .max(REQUEST_KEY_MAX_LENGTH)
    .messages({
      '*': `The request_key must be a string of at most ${REQUEST_KEY_MAX_LENGTH} characters.`,
    }),
});

const teamInput = Joi.object({ name: teamName });
const organizationRef = Joi.object({ team_id: positiveId(), owner_user_id: positiveId() });
const membershipRef = Joi.object({ team_id: positiveId(), user_id: positiveId() });
const teamRef = Joi.object({ team_id: positiveId() });
/** Every member of a large schedule in one call; a bound keeps one request bounded. */
export const MAX_RESOLVED_MEMBERS = 10_000;
const resolveMembersInput = Joi.object({
  team_id: positiveId(),
  user_ids: Joi.array()
    .items(Joi.number().integer().positive())
    .max(MAX_RESOLVED_MEMBERS)
    .unique()
    .required(),
});
const membersByRoleInput = Joi.object({
  team_id: positiveId(),
  roles: Joi.array()
    .items(Joi.string().valid(...MEMBER_ROLES))
    .min(1)
    .unique()
    .required(),
});

const validatedTeamInput = <T>(schema: Joi.ObjectSchema, input: unknown): T =>
  validated<T>(schema, input, nameOrDescriptionReason);

const asOwner = (team: TeamRecord): TeamView => ({ ...team, role: 'owner' });

// ---- Use cases ----

/** A new team with its owner: what an organization and a team made by a user share. */
function teamCreation(deps: TeamsDependencies) {
  const { repository, outbox, logger } = deps;

  /**
   * One transaction: the team, its owner's membership and the team.created event;
   * the outbox relay publishes the event once the transaction has committed. A team made
   * through the API (createTeam, `audited`) records its change.recorded too; an
   * organization made by identity at registration is identity's change.
   */
  async function createTeamWithOwner(
    team: {
      name: string;
      description?: string;
      owner_user_id: number;
      request_key?: string;
    },
    audited = false,
  ): Promise<TeamView> {
    const teamId = await repository.nextId('teams');
    const created = await repository.transaction(async () => {
      const record = await repository.teams.insert({ id: teamId, ...team });
      await repository.memberships.insert({
        team_id: record.id,
        user_id: team.owner_user_id,
        role: 'owner',
      });
      await outbox.record(teamCreated(record));
      if (audited)
        await outbox.record(
          teamsChangeRecorded(
            TEAMS_AUDIT_ACTIONS.CreateTeam,
            { team_id: record.id, object_type: 'team', object_id: record.id },
            createdChanges({ ...record }, TEAMS_AUDIT_OMIT),
          ),
        );
      return record;
    });
    outbox.kick();
    logger.info({ team_id: created.id, owner_user_id: created.owner_user_id }, 'team created');
    return asOwner(created);
  }

  return { createTeamWithOwner };
}

/** Organizations and teams: create (with their owner) and delete (with everything). */
function organizationLifecycle(deps: TeamsDependencies) {
  const { repository, logger } = deps;
  const { createTeamWithOwner } = teamCreation(deps);

  /**
   * Identity, at registration: the new user's organization, with the user as owner.
   * Idempotent per (owner_user_id, request_key): a retried registration gets the
   * team of the first attempt, even when the attempts run at the same time.
   */
  async function createOrganization(request: {
    owner_user_id: number;
    name?: string;
    description?: string;
    request_key: string;
  }): Promise<TeamView> {
    const input = validatedTeamInput<{
      owner_user_id: number;
      name: string;
      description?: string;
      request_key?: string;
    }>(organizationInput, request);
    const requestKey = input.request_key || undefined;
    const findEarlierAttempt = async () =>
      requestKey === undefined
        ? null
        : repository.teams.findByRequestKey(input.owner_user_id, requestKey);

    const earlier = await findEarlierAttempt();
    if (earlier) return asOwner(earlier);
    try {
      return await createTeamWithOwner({
        name: input.name,
        ...(input.description ? { description: input.description } : {}),
        owner_user_id: input.owner_user_id,
        ...(requestKey === undefined ? {} : { request_key: requestKey }),
      });
    } catch (error) {
      // A concurrent attempt with the same key committed first: answer its team.
      if (error instanceof UniqueIndexViolation && error.index === REQUEST_KEY_INDEX) {
        const winner = await findEarlierAttempt();
        if (winner) return asOwner(winner);
      }
      throw error;
    }
  }

  /** A team goes with everything it holds. */
  async function deleteTeamWithEverything(teamId: number): Promise<void> {
    await repository.memberships.deleteAllOfTeam(teamId);
    await repository.invitations.deleteAllOfTeam(teamId);
    await repository.groups.deleteAllOfTeam(teamId);
    await repository.settings.delete(teamId);
    await repository.teams.delete(teamId);
  }

  /**
   * Identity's compensation when a registration fails after its organization was
   * made: deletes the team and what it holds, but only a team the user owns and
   * nobody else has joined. Answers whether it deleted.
   */
  async function deleteOrganization(request: {
    team_id: number;
    owner_user_id: number;
  }): Promise<{ deleted: boolean }> {
    const input = validatedTeamInput<{ team_id: number; owner_user_id: number }>(
      organizationRef,
      request,
    );
    const outcome = await repository.transaction(async () => {
      const team = await repository.teams.findOwnedBy(input.team_id, input.owner_user_id);
      if (!team) return 'not_owned';
      if ((await repository.memberships.countOthers(team.id, input.owner_user_id)) > 0)
        return 'has_other_members';
      await deleteTeamWithEverything(team.id);
      return 'deleted';
    });
    logger.info(
      { team_id: input.team_id, owner_user_id: input.owner_user_id, outcome },
      'delete organization',
    );
    return { deleted: outcome === 'deleted' };
  }

  /** POST createTeam: a new team with the caller as its owner. */
  async function createTeam(
    caller: Caller | undefined,
    request: { name?: string },
  ): Promise<TeamView> {
    const { userId } = requireCaller(caller);
    const input = validatedTeamInput<{ name: string }>(teamInput, request);
    return createTeamWithOwner({ name: input.name, owner_user_id: userId }, true);
  }

  return { createOrganization, deleteOrganization, createTeam };
}

/** The reads: teams, memberships, members by id or role, the team's profile. */
function teamReads(deps: TeamsDependencies) {
  const { repository } = deps;

  /** GET getTeams: every team the caller belongs to, with the caller's role, oldest first. */
  async function listTeams(caller: Caller | undefined): Promise<TeamView[]> {
    const { userId } = requireCaller(caller);
    const memberships = await repository.memberships.ofUser(userId);
    const roleByTeam = new Map(
      memberships.map((membership) => [membership.team_id, membership.role]),
    );
    // A membership whose team was deleted meanwhile has no team and is skipped.
    const teams = await repository.teams.findMany([...roleByTeam.keys()]);
    return teams.map((team) => ({ ...team, role: roleByTeam.get(team.id) as Role }));
  }

  /** Other services: a user's role in a team. */
  async function getMembership(request: {
    team_id: number;
    user_id: number;
  }): Promise<MembershipRecord> {
    const input = validatedTeamInput<{ team_id: number; user_id: number }>(membershipRef, request);
    const membership = await repository.memberships.find(input.team_id, input.user_id);
    if (membership) return membership;
    // Memberships go with their team (one transaction), so no membership may mean no team.
    if (!(await repository.teams.find(input.team_id))) throw teamNotFoundError();
    throw recordNotFound(Reason.MEMBERSHIP_NOT_FOUND);
  }

  /**
   * Other services (tracking): a member with their role and pay settings (the rates a
   * time entry snapshots); owners who made the team show the default settings. NOT_FOUND
   * as GetMembership when not a member.
   */
  async function getMember(request: { team_id: number; user_id: number }): Promise<MemberView> {
    return memberView(await getMembership(request));
  }

  /**
   * Other services (schedules): which of the users are members of the team, with their
   * role, in one call; the others in missing_ids, in the order asked. No such team: all missing.
   */
  async function resolveMembers(request: {
    team_id: number;
    user_ids: number[];
  }): Promise<{ members: MembershipRecord[]; missing_ids: number[] }> {
    const input = validatedTeamInput<{ team_id: number; user_ids: number[] }>(
      resolveMembersInput,
      request,
    );
    const members = await repository.memberships.findManyInTeam(input.team_id, input.user_ids);
    const found = new Set(members.map((member) => member.user_id));
    return { members, missing_ids: input.user_ids.filter((id) => !found.has(id)) };
  }

  /**
   * Other services (notifier: a budget alert's owners and managers): the team's members
   * with any of the roles, earliest joined first. No such team: none.
   */
  async function listMembersByRole(request: {
    team_id: number;
    roles: string[];
  }): Promise<MembershipRecord[]> {
    const input = validatedTeamInput<{ team_id: number; roles: Role[] }>(
      membersByRoleInput,
      request,
    );
    return repository.memberships.withRoles(input.team_id, input.roles);
  }

  /**
   * Other services without a caller (invoices: a scheduled invoice): the team and its
   * settings, the defaults stored on first read as GetTeamSettings does.
   */
  async function getTeamProfile(request: { team_id: number }): Promise<TeamProfile> {
    const input = validatedTeamInput<{ team_id: number }>(teamRef, request);
    const team = await repository.teams.find(input.team_id);
    if (!team) throw teamNotFoundError();
    return {
      team: { ...team, role: '' },
      settings: await repository.settings.findOrCreate(team.id),
    };
  }

  return { listTeams, getMembership, getMember, resolveMembers, listMembersByRole, getTeamProfile };
}

export function teamsUseCases(deps: TeamsDependencies) {
  return {
    ...organizationLifecycle(deps),
    ...teamReads(deps),
  };
}

export type TeamsUseCases = ReturnType<typeof teamsUseCases>;
