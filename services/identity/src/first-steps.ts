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
  const changed = await once((session) =>
    deps.store.users.markFirstMemberInvited(data.inviter_user_id, session),
  );
  if (changed) deps.logger.info({ user_id: data.inviter_user_id }, 'first member invited');
}

/** project.created: the creator has added a first project. */
export async function noteProjectAdded(
  data: ProjectCreatedData,
  once: OnceForEvent,
  deps: IdentityDependencies,
): Promise<void> {
  const changed = await once((session) =>
    deps.store.users.markFirstProjectAdded(data.user_id, session),
  );
  if (changed) deps.logger.info({ user_id: data.user_id }, 'first project added');
}

/** task.created: the creator has added a first task (whoever it is assigned to). */
export async function noteTaskAdded(
  data: TaskCreatedData,
  once: OnceForEvent,
  deps: IdentityDependencies,
): Promise<void> {
  const changed = await once((session) =>
    deps.store.users.markFirstTaskAdded(data.user_id, session),
  );
  if (changed) deps.logger.info({ user_id: data.user_id }, 'first task added');
}
