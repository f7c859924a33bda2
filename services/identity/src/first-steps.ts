// The User record's is_first_* flags (spec: "0 or 1; 0 for new users"): they record
// that a user has done something once, so they only ever go from 0 to 1.
import type { IdentityDependencies } from './dependencies';
import type { InvitationSentData, ProjectCreatedData, TaskCreatedData } from './events';
import type { OnceForEvent } from './team-events';

/** team.invitation_sent: the inviter has invited a first member. */
export async function noteMemberInvited(
  data: InvitationSentData,
  once: OnceForEvent,
  deps: IdentityDependencies,
): Promise<void> {
  const changed = await once(() =>
    deps.repository.users.markFirst(data.inviter_user_id, 'is_first_member_invited'),
  );
  if (changed) deps.logger.info({ user_id: data.inviter_user_id }, 'first member invited');
}

/** project.created: the creator has added a first project. */
export async function noteProjectAdded(
  data: ProjectCreatedData,
  once: OnceForEvent,
  deps: IdentityDependencies,
): Promise<void> {
  const changed = await once(() =>
    deps.repository.users.markFirst(data.user_id, 'is_first_project_added'),
  );
  if (changed) deps.logger.info({ user_id: data.user_id }, 'first project added');
}

/** task.created: the creator has added a first task (whoever it is assigned to). */
export async function noteTaskAdded(
  data: TaskCreatedData,
  once: OnceForEvent,
  deps: IdentityDependencies,
): Promise<void> {
  const changed = await once(() =>
    deps.repository.users.markFirst(data.user_id, 'is_first_task_added'),
  );
  if (changed) deps.logger.info({ user_id: data.user_id }, 'first task added');
}
