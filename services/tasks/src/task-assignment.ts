// updateAssignee (spec; docs/tasks.md, updateAssignee): set or clear a
// task's assignee. Setting the assignee it already has changes nothing (no write, no
// event, same updated_at). A change records task.assignee_changed in its transaction,
// with what the notifier needs for the assignment mail. Two concurrent changes never
// both win silently: the assignee is replaced only where it is still what was read,
// so the events' previous assignees form one chain that ends at the stored assignee.
import {
  Reason,
  unavailable,
  type Caller,
  type DomainEvent,
  type TaskAssigneeChangedData,
} from '@workmesh/platform';
import type { TasksDependencies } from './dependencies';
import { TASKS_AUDIT_ACTIONS, taskAssigneeChanged, taskChangeRecorded } from './events';
import type { UserContact } from './identity-directory';
import type { TaskRecord } from './models';
import { authorizeMember } from './permissions';
import type { RequestOf } from './models/proto-messages';
import { validatedAssigneeChange } from './task-rules';
import { taskNotFoundError, teamScope } from './team-scope';

/** Rounds of "read, replace if unchanged" before giving up on a task under heavy contention. */
const MAX_ATTEMPTS = 5;

export interface Assignment {
  task: TaskRecord;
  previous: number | null;
  /** The project's name for the mail ('' when the project is gone). */
  projectName: string;
  /** identity's record of the new assignee (none when unassigned). */
  assignee?: UserContact;
  changedBy: number;
  changedByName: string;
  comment: string;
}

/** task.assignee_changed for a task whose assignee is now `task.assignee`. */
export const assignmentEvent = (assignment: Assignment): DomainEvent<TaskAssigneeChangedData> => {
  const { task } = assignment;
  return taskAssigneeChanged({
    task_id: task.id,
    task_name: task.name,
    project_id: task.project_id,
    project_name: assignment.projectName,
    team_id: task.team_id,
    assignee_user_id: task.assignee,
    assignee_email: task.assignee === null ? '' : (assignment.assignee?.email ?? ''),
    assignee_name: task.assignee === null ? '' : (assignment.assignee?.name ?? ''),
    previous_assignee_user_id: assignment.previous,
    comment: assignment.comment,
    changed_by: assignment.changedBy,
    changed_by_name: assignment.changedByName,
  });
};

export function taskAssignmentUseCases(deps: TasksDependencies) {
  const { repository, outbox, logger, teams, clients, identity } = deps;
  const scope = teamScope(deps);

  /**
   * POST task/updateAssignee/:taskId (any member). The task is looked up before the
   * assignee's membership, so a caller of another team learns nothing but "not found".
   */
  async function updateAssignee(
    caller: Caller | undefined,
    request: RequestOf<'UpdateAssignee'>,
  ): Promise<TaskRecord> {
    const { caller: who, teamId } = await authorizeMember(teams, caller);
    const input = validatedAssigneeChange(request);
    const task = await scope.task(teamId, input.task_id);
    if (task.assignee === input.assignee) return task;
    if (input.assignee !== null) await scope.requireAssigneeMember(teamId, input.assignee);

    // Asked before the transaction, which the driver may run more than once.
    const project = await clients.projectOfTeam(teamId, task.project_id);
    const contacts = await identity.contactsOf(
      input.assignee === null ? [who.userId] : [input.assignee, who.userId],
    );
    const assignment = {
      projectName: project?.name ?? '',
      assignee: input.assignee === null ? undefined : contacts.get(input.assignee),
      changedBy: who.userId,
      changedByName: contacts.get(who.userId)?.name ?? '',
      comment: input.comment,
    };

    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const outcome = await repository.transaction(async () => {
        const current = await repository.tasks.findInTeam(teamId, task.id);
        if (!current) throw taskNotFoundError(); // deleted meanwhile
        if (current.assignee === input.assignee) return { task: current, changed: false };
        const updated = await repository.tasks.replaceAssignee(
          teamId,
          current.id,
          current.assignee,
          input.assignee,
        );
        if (!updated) return undefined; // changed since it was read: read it again
        await outbox.record(
          assignmentEvent({ ...assignment, task: updated, previous: current.assignee }),
          taskChangeRecorded(
            TASKS_AUDIT_ACTIONS.UpdateAssignee,
            current,
            updated,
            updated.assignee ?? current.assignee ?? 0,
          ),
        );
        return { task: updated, changed: true };
      });
      if (!outcome) continue;
      if (outcome.changed) {
        outbox.kick();
        logger.info(
          { team_id: teamId, task_id: task.id, assignee: input.assignee, by: who.userId },
          'task assignee changed',
        );
      }
      return outcome.task;
    }
    throw unavailable(
      Reason.TASK_BUSY,
      'The task is being changed by other requests; please try again.',
    );
  }

  return { updateAssignee };
}

export type TaskAssignmentUseCases = ReturnType<typeof taskAssignmentUseCases>;
