// Groups of a team: named sets of its members and managers (only team members may
// be in them), referenced by id from projects and schedules. Read by any member,
// changed by owners and managers; ResolveGroups serves the other services.
import {
  alreadyExists,
  createdChanges,
  deletedChanges,
  GROUP_ID_LIST_MAX_ITEMS,
  invalidArgument,
  Joi,
  Reason,
  recordNotFound,
  updatedChanges,
  type Caller,
} from '@workmesh/platform';
import type { TeamsDependencies } from './dependencies';
import { TEAMS_AUDIT_ACTIONS, TEAMS_AUDIT_OMIT, teamsChangeRecorded } from './events';
import {
  asUniqueIndexViolation,
  GROUP_NAME_INDEX,
  type GroupChanges,
  type GroupRecord,
} from './models';
import { requestAuthorizer } from './permissions';
import {
  descriptionField,
  nameField,
  nameOrDescriptionReason,
  pageOf,
  pagingOf,
  positiveId,
  validated,
  windowOf,
  type Page,
} from './request-validation';

const groupNotFoundError = () => recordNotFound(Reason.GROUP_NOT_FOUND);
const groupNameTakenError = () =>
  alreadyExists(Reason.GROUP_NAME_TAKEN, 'The group name has already been taken.', {
    name: ['The group name has already been taken.'],
  });

/** A list of user or group ids: positive integers, duplicates dropped. */
const idList = (field: string) =>
  Joi.array()
    .items(Joi.number().integer().positive())
    .max(GROUP_ID_LIST_MAX_ITEMS)
    .default([])
    .custom((ids: number[]) => [...new Set(ids)])
    .messages({
      '*': `The ${field} must be a list of at most ${GROUP_ID_LIST_MAX_ITEMS} positive integer ids.`,
    });

const groupId = Joi.object({ group_id: positiveId() });

const newGroupInput = Joi.object({
  name: nameField(),
  description: descriptionField(),
  member_ids: idList('member_ids'),
  manager_ids: idList('manager_ids'),
});

const groupChangesInput = Joi.object({
  name: nameField().optional(),
  description: descriptionField(),
  member_ids: idList('member_ids'),
  manager_ids: idList('manager_ids'),
});

const resolveInput = Joi.object({
  team_id: positiveId(),
  group_ids: idList('group_ids'),
});

/** What the operations share: the request's authorization, the team's group, its unique name and members. */
function groupAccess(deps: TeamsDependencies) {
  const { repository } = deps;

  const authorizeRequest = requestAuthorizer(repository);

  /** NOT_TEAM_MEMBERS, naming every id that is not a member of the team. */
  async function requireTeamMembers(
    teamId: number,
    lists: { member_ids?: number[]; manager_ids?: number[] },
  ): Promise<void> {
    const given = [...(lists.member_ids ?? []), ...(lists.manager_ids ?? [])];
    const members = new Set(
      await repository.memberships.memberIdsAmong(teamId, [...new Set(given)]),
    );
    const fields: Record<string, string[]> = {};
    const outsiders = new Set<number>();
    for (const field of ['member_ids', 'manager_ids'] as const) {
      const notMembers = (lists[field] ?? []).filter((id) => !members.has(id));
      notMembers.forEach((id) => outsiders.add(id));
      if (notMembers.length > 0)
        fields[field] = [`These users are not members of the team: ${notMembers.join(', ')}.`];
    }
    if (outsiders.size > 0)
      throw invalidArgument(
        Reason.NOT_TEAM_MEMBERS,
        `These users are not members of the team: ${[...outsiders].join(', ')}.`,
        fields,
      );
  }

  /** Runs a write that may take a name another group of the team has. */
  async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (asUniqueIndexViolation(error)?.index === GROUP_NAME_INDEX) throw groupNameTakenError();
      throw error;
    }
  }

  async function findGroup(teamId: number, id: number | undefined): Promise<GroupRecord> {
    const { group_id } = validated<{ group_id: number }>(groupId, { group_id: id });
    const group = await repository.groups.findInTeam(teamId, group_id);
    if (!group) throw groupNotFoundError();
    return group;
  }

  return { authorizeRequest, requireTeamMembers, withUniqueName, findGroup };
}

type GroupAccess = ReturnType<typeof groupAccess>;

/** change.recorded of a write to the group: a create (no `before`), an update, a delete (no `after`). */
function groupChange(
  action: (typeof TEAMS_AUDIT_ACTIONS)['CreateGroup' | 'UpdateGroup' | 'DeleteGroup'],
  before: GroupRecord | null,
  after: GroupRecord | null,
) {
  const group = (after ?? before)!;
  const changes = !before
    ? createdChanges({ ...after }, TEAMS_AUDIT_OMIT)
    : !after
      ? deletedChanges({ ...before }, TEAMS_AUDIT_OMIT)
      : updatedChanges({ ...before }, { ...after }, TEAMS_AUDIT_OMIT);
  return teamsChangeRecorded(
    action,
    { team_id: group.team_id, object_type: 'group', object_id: group.id },
    changes,
  );
}

/** Create, update and delete a group. */
function groupWrites(deps: TeamsDependencies, shared: GroupAccess) {
  const { repository, outbox, logger } = deps;
  const { authorizeRequest, requireTeamMembers, withUniqueName, findGroup } = shared;

  /** POST groups/create (owner, manager). */
  async function createGroup(
    caller: Caller | undefined,
    request: {
      team_id?: number;
      name?: string;
      description?: string;
      member_ids?: number[];
      manager_ids?: number[];
    },
  ): Promise<GroupRecord> {
    const { caller: who, team } = await authorizeRequest(caller, request, 'createGroup');
    const input = validated<{
      name: string;
      description?: string;
      member_ids: number[];
      manager_ids: number[];
    }>(newGroupInput, request, nameOrDescriptionReason);
    await requireTeamMembers(team.id, input);
    const id = await repository.nextId('groups');
    // In a transaction although it writes one document: an Idempotency-Key commits with it.
    const group = await withUniqueName(() =>
      repository.transaction(async () => {
        const created = await repository.groups.insert({
          id,
          team_id: team.id,
          name: input.name,
          ...(input.description ? { description: input.description } : {}),
          member_ids: input.member_ids,
          manager_ids: input.manager_ids,
        });
        await outbox.record(groupChange(TEAMS_AUDIT_ACTIONS.CreateGroup, null, created));
        return created;
      }),
    );
    outbox.kick();
    logger.info({ team_id: team.id, group_id: group.id, by: who.userId }, 'group created');
    return group;
  }

  /** POST groups/:id/update (owner, manager): the lists are replaced only when their flag says so. */
  async function updateGroup(
    caller: Caller | undefined,
    request: {
      team_id?: number;
      group_id?: number;
      name?: string;
      description?: string;
      member_ids?: number[];
      manager_ids?: number[];
      replace_members?: boolean;
      replace_managers?: boolean;
    },
  ): Promise<GroupRecord> {
    const { caller: who, team } = await authorizeRequest(caller, request, 'updateGroup');
    const group = await findGroup(team.id, request.group_id);
    const input = validated<GroupChanges & { member_ids: number[]; manager_ids: number[] }>(
      groupChangesInput,
      {
        name: request.name,
        description: request.description,
        member_ids: request.member_ids,
        manager_ids: request.manager_ids,
      },
      nameOrDescriptionReason,
    );
    const changes: GroupChanges = {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(request.replace_members ? { member_ids: input.member_ids } : {}),
      ...(request.replace_managers ? { manager_ids: input.manager_ids } : {}),
    };
    await requireTeamMembers(team.id, changes);
    const updated = await withUniqueName(() =>
      repository.transaction(async () => {
        const before = await repository.groups.findInTeam(team.id, group.id);
        const after = before && (await repository.groups.update(team.id, group.id, changes));
        if (!before || !after) throw groupNotFoundError(); // deleted meanwhile
        const change = groupChange(TEAMS_AUDIT_ACTIONS.UpdateGroup, before, after);
        // Only a real change is recorded (docs/audit.md).
        if (Object.keys(change.data.changes).length > 0) await outbox.record(change);
        return after;
      }),
    );
    outbox.kick();
    logger.info({ team_id: team.id, group_id: group.id, by: who.userId }, 'group updated');
    return updated;
  }

  /** POST groups/:id/delete (owner, manager). */
  async function deleteGroup(
    caller: Caller | undefined,
    request: { team_id?: number; group_id?: number },
  ): Promise<{ success: string }> {
    const { caller: who, team } = await authorizeRequest(caller, request, 'deleteGroup');
    const group = await findGroup(team.id, request.group_id);
    await repository.transaction(async () => {
      if (!(await repository.groups.delete(team.id, group.id))) throw groupNotFoundError();
      await outbox.record(groupChange(TEAMS_AUDIT_ACTIONS.DeleteGroup, group, null));
    });
    outbox.kick();
    logger.info({ team_id: team.id, group_id: group.id, by: who.userId }, 'group deleted');
    return { success: 'Group deleted' };
  }

  return { createGroup, updateGroup, deleteGroup };
}

/** A member's list and group, and other services' resolution of group ids. */
function groupReads(deps: TeamsDependencies, shared: GroupAccess) {
  const { repository } = deps;
  const { authorizeRequest, findGroup } = shared;

  /** GET groups (any member): one page, by id. */
  async function listGroups(
    caller: Caller | undefined,
    request: { team_id?: number; page?: number; per_page?: number },
  ): Promise<Page<GroupRecord>> {
    const { team } = await authorizeRequest(caller, request, 'listGroups');
    const paging = pagingOf(request);
    return pageOf(await repository.groups.page(team.id, windowOf(paging)), paging);
  }

  /** GET groups/:id (any member). A group of another team is not found. */
  async function getGroup(
    caller: Caller | undefined,
    request: { team_id?: number; group_id?: number },
  ): Promise<GroupRecord> {
    const { team } = await authorizeRequest(caller, request, 'getGroup');
    return findGroup(team.id, request.group_id);
  }

  /**
   * Other services (projects, schedules), no caller check: the team's groups among
   * the ids, with members and managers, and the ids that are not groups of the team.
   */
  async function resolveGroups(request: {
    team_id: number;
    group_ids: number[];
  }): Promise<{ groups: GroupRecord[]; missing_ids: number[] }> {
    const input = validated<{ team_id: number; group_ids: number[] }>(resolveInput, request);
    const groups = await repository.groups.findManyInTeam(input.team_id, input.group_ids);
    const found = new Set(groups.map((group) => group.id));
    return { groups, missing_ids: input.group_ids.filter((id) => !found.has(id)) };
  }

  return { listGroups, getGroup, resolveGroups };
}

export function groupsUseCases(deps: TeamsDependencies) {
  const shared = groupAccess(deps);
  return {
    ...groupWrites(deps, shared),
    ...groupReads(deps, shared),
  };
}

export type GroupsUseCases = ReturnType<typeof groupsUseCases>;
