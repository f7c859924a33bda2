// Members of a team: listed with role, pay and who they are (from identity); their
// role changed and their membership removed by owners and managers, within the
// role rules of permissions.ts. A team always keeps at least one owner.
import {
  deletedChanges,
  failedPrecondition,
  Joi,
  Reason,
  recordNotFound,
  updatedChanges,
  type Caller,
} from '@workmesh/platform';
import type { TeamsDependencies } from './dependencies';
import {
  memberRemoved,
  memberRoleChanged,
  TEAMS_AUDIT_ACTIONS,
  TEAMS_AUDIT_OMIT,
  teamsChangeRecorded,
} from './events';
import type { DirectoryUser } from './identity-directory';
import { defaultPaySettings, invitedRole } from './invitation-rules';
import type { Member, MembershipRecord, TeamsRepository } from './models';
import { mayChangeRole, mayRemove, permissionDeniedError, requestAuthorizer } from './permissions';
import { pageOf, pagingOf, positiveId, validated, windowOf, type Page } from './request-validation';

export const memberNotFoundError = () => recordNotFound(Reason.MEMBER_NOT_FOUND);
const lastOwnerError = () =>
  failedPrecondition(Reason.LAST_OWNER, 'A team must keep at least one owner.');

/** A member as lists show it: the membership, its pay, and the user's name and email when known. */
export type MemberView = Member;

export function memberView(membership: MembershipRecord, user?: DirectoryUser): MemberView {
  return {
    ...membership,
    // Owners who made the team were never invited: they show the default settings.
    pay: membership.pay ?? defaultPaySettings(),
    ...(user ? { name: user.name, email: user.email } : {}),
  };
}

const memberRef = Joi.object({ user_id: positiveId() });

/**
 * The owner check that keeps a team owned: called inside the transaction that takes
 * an owner's role away, after the team was written (lockForOwnerChange), so two
 * owners demoting each other at once cannot both pass.
 */
async function requireAnotherOwner(repository: TeamsRepository, teamId: number): Promise<void> {
  await repository.teams.lockForOwnerChange(teamId);
  if ((await repository.memberships.countOwners(teamId)) <= 1) throw lastOwnerError();
}

export function membersUseCases({ repository, outbox, logger, identity }: TeamsDependencies) {
  const authorizeRequest = requestAuthorizer(repository);

  /** Names and emails from identity; without them when identity does not answer. */
  async function usersOf(userIds: number[]): Promise<Map<number, DirectoryUser>> {
    try {
      return await identity.getUsers(userIds);
    } catch (error) {
      logger.warn({ err: error }, 'identity did not answer GetUsers: members listed without names');
      return new Map();
    }
  }

  async function targetMembership(teamId: number, userId: number | undefined) {
    const { user_id } = validated<{ user_id: number }>(memberRef, { user_id: userId });
    const membership = await repository.memberships.find(teamId, user_id);
    if (!membership) throw memberNotFoundError();
    return membership;
  }

  /** GET members (owner, manager): one page, earliest joined first. */
  async function listMembers(
    caller: Caller | undefined,
    request: { team_id?: number; page?: number; per_page?: number },
  ): Promise<Page<MemberView>> {
    const { team } = await authorizeRequest(caller, request, 'listMembers');
    const paging = pagingOf(request);
    const { items, total } = await repository.memberships.page(team.id, windowOf(paging));
    const users = await usersOf(items.map((membership) => membership.user_id));
    const views = items.map((membership) => memberView(membership, users.get(membership.user_id)));
    return pageOf({ items: views, total }, paging);
  }

  /** POST updateMemberRole: owners set any role; managers only member ↔ manager, never an owner's. */
  async function changeMemberRole(
    caller: Caller | undefined,
    request: { team_id?: number; user_id?: number; role?: string },
  ): Promise<MemberView> {
    const { caller: who, ...access } = await authorizeRequest(caller, request, 'changeMemberRole');
    const teamId = access.team.id;
    const role = invitedRole(request.role);
    const target = await targetMembership(teamId, request.user_id);
    if (!mayChangeRole(access.role, target.role, role)) throw permissionDeniedError();
    if (role === target.role)
      return memberView(target, (await usersOf([target.user_id])).get(target.user_id));

    const changed = await repository.transaction(async () => {
      if (target.role === 'owner') await requireAnotherOwner(repository, teamId);
      const updated = await repository.memberships.updateRole(teamId, target.user_id, role);
      if (!updated) throw memberNotFoundError();
      await outbox.record(
        memberRoleChanged({ team_id: teamId, user_id: updated.user_id, role }),
        teamsChangeRecorded(
          TEAMS_AUDIT_ACTIONS.ChangeMemberRole,
          { team_id: teamId, object_type: 'member', object_id: updated.user_id },
          updatedChanges({ ...memberView(target) }, { ...memberView(updated) }, TEAMS_AUDIT_OMIT),
          updated.user_id,
        ),
      );
      return updated;
    });
    outbox.kick();
    logger.info(
      { team_id: teamId, user_id: changed.user_id, from: target.role, to: role, by: who.userId },
      'member role changed',
    );
    return memberView(changed, (await usersOf([changed.user_id])).get(changed.user_id));
  }

  /** POST removeMember: owners remove anyone but the last owner; managers remove members. */
  async function removeMember(
    caller: Caller | undefined,
    request: { team_id?: number; user_id?: number },
  ): Promise<{ success: string }> {
    const { caller: who, ...access } = await authorizeRequest(caller, request, 'removeMember');
    const teamId = access.team.id;
    const target = await targetMembership(teamId, request.user_id);
    if (!mayRemove(access.role, target.role)) throw permissionDeniedError();

    await repository.transaction(async () => {
      if (target.role === 'owner') await requireAnotherOwner(repository, teamId);
      if (!(await repository.memberships.delete(teamId, target.user_id)))
        throw memberNotFoundError();
      await repository.groups.removeUserFromTeamGroups(teamId, target.user_id);
      await outbox.record(
        memberRemoved({ team_id: teamId, user_id: target.user_id }),
        teamsChangeRecorded(
          TEAMS_AUDIT_ACTIONS.RemoveMember,
          { team_id: teamId, object_type: 'member', object_id: target.user_id },
          deletedChanges({ ...memberView(target) }, TEAMS_AUDIT_OMIT),
          target.user_id,
        ),
      );
    });
    outbox.kick();
    logger.info({ team_id: teamId, user_id: target.user_id, by: who.userId }, 'member removed');
    return { success: 'Member removed from the team' };
  }

  return { listMembers, changeMemberRole, removeMember };
}

export type MembersUseCases = ReturnType<typeof membersUseCases>;
