// Tasks use cases (docs/architecture.md, "Tasks (issue 6)"): create, list, get, update,
// delete. Field rules live in task-rules.ts, who may in permissions.ts, what must be
// the team's in team-scope.ts, assignment in task-assignment.ts. Every write records
// its events in its own transaction (outbox).
import type { Caller, DomainEvent } from '@workmesh/platform';
import type { TasksDependencies } from './dependencies';
import { taskCreated, taskDeleted, taskStatusChanged } from './events';
import type { TaskChanges, TaskRecord } from './models';
import { authorizeMember, requireMayDelete } from './permissions';
import type { RequestOf } from './proto-messages';
import { windowOf, type Page } from './request-validation';
import { assignmentEvent } from './task-assignment';
import {
  validatedCreateTask,
  validatedListTasks,
  validatedTaskRef,
  validatedUpdateTask,
  type UpdateTaskInput,
} from './task-rules';
import { taskNotFoundError, teamScope } from './team-scope';

const sameDate = (a: Date | null, b: Date | null) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** The fields of an update that differ from the task: a field given as it is changes nothing. */
function changesOf(task: TaskRecord, input: UpdateTaskInput): TaskChanges {
  const changes: TaskChanges = {};
  if (input.name !== undefined && input.name !== task.name) changes.name = input.name;
  if (input.description !== undefined && input.description !== task.description)
    changes.description = input.description;
  if (input.due_date !== undefined && !sameDate(input.due_date, task.due_date))
    changes.due_date = input.due_date;
  if (input.status !== undefined && input.status !== task.status) changes.status = input.status;
  return changes;
}

export function tasksUseCases(deps: TasksDependencies) {
  const { repository, outbox, logger, teams, users } = deps;
  const scope = teamScope(deps);

  /**
   * POST task/create (any member): a task of a project of the caller's team, open, with
   * an assignee who is a member of the team when given. task.created (and, with an
   * assignee, task.assignee_changed: the assignee is told) in the same transaction.
   */
  async function createTask(
    caller: Caller | undefined,
    request: RequestOf<'CreateTask'>,
  ): Promise<TaskRecord> {
    const { caller: who, teamId } = await authorizeMember(teams, caller);
    const input = validatedCreateTask(request);
    const project = await scope.project(teamId, input.project_id);
    const assignee = input.assignee ?? null;
    if (assignee !== null) await scope.requireAssigneeMember(teamId, assignee);
    // Asked before the transaction, which the driver may run more than once.
    const contacts = assignee === null ? undefined : await users.contactsOf([assignee, who.userId]);
    const id = await repository.nextId('tasks');

    const task = await repository.transaction(async (session) => {
      const created = await repository.tasks.insert(
        {
          id,
          team_id: teamId,
          project_id: project.id,
          name: input.name,
          description: input.description ?? '',
          assignee,
          due_date: input.due_date ?? null,
          status: 'open',
          created_by: who.userId,
        },
        session,
      );
      const events: DomainEvent[] = [
        taskCreated({
          task_id: created.id,
          project_id: created.project_id,
          team_id: teamId,
          user_id: who.userId,
          name: created.name,
          assignee: created.assignee,
        }),
      ];
      if (contacts && created.assignee !== null)
        events.push(
          assignmentEvent({
            task: created,
            previous: null,
            projectName: project.name,
            assignee: contacts.get(created.assignee),
            changedBy: who.userId,
            changedByName: contacts.get(who.userId)?.name ?? '',
            comment: '',
          }),
        );
      await outbox.record(...events);
      return created;
    });
    outbox.kick();
    logger.info({ team_id: teamId, task_id: task.id, by: who.userId }, 'task created');
    return task;
  }

  /** GET task/list (any member): one page of the tasks of a project of the team, by id. */
  async function listTasks(
    caller: Caller | undefined,
    request: RequestOf<'ListTasks'>,
  ): Promise<Page<TaskRecord>> {
    const { teamId } = await authorizeMember(teams, caller);
    const input = validatedListTasks(request);
    const project = await scope.project(teamId, input.project_id);
    const { items, total } = await repository.tasks.pageOfProject(
      teamId,
      project.id,
      windowOf(input),
    );
    return { items, total, page: input.page, per_page: input.per_page };
  }

  /** GET task/:taskId (any member). */
  async function getTask(
    caller: Caller | undefined,
    request: RequestOf<'GetTask'>,
  ): Promise<TaskRecord> {
    const { teamId } = await authorizeMember(teams, caller);
    const { task_id } = validatedTaskRef(request);
    return scope.task(teamId, task_id);
  }

  /**
   * POST task/:taskId/update (any member): the fields given, by the rules of create
   * ('' due_date clears it). Only a real change is written (updated_at moves); a status
   * change records task.status_changed in the same transaction.
   */
  async function updateTask(
    caller: Caller | undefined,
    request: RequestOf<'UpdateTask'>,
  ): Promise<TaskRecord> {
    const { caller: who, teamId } = await authorizeMember(teams, caller);
    const input = validatedUpdateTask(request);

    const { task, changed } = await repository.transaction(async (session) => {
      const current = await repository.tasks.findInTeam(teamId, input.task_id, session);
      if (!current) throw taskNotFoundError();
      const changes = changesOf(current, input);
      if (Object.keys(changes).length === 0) return { task: current, changed: false };
      const updated = await repository.tasks.update(teamId, current.id, changes, session);
      if (!updated) throw taskNotFoundError();
      if (changes.status !== undefined)
        await outbox.record(taskStatusChanged({
            task_id: updated.id,
            project_id: updated.project_id,
            team_id: teamId,
            status: updated.status,
          }),
        );
      return { task: updated, changed: true };
    });
    if (changed) {
      outbox.kick();
      logger.info({ team_id: teamId, task_id: task.id, by: who.userId }, 'task updated');
    }
    return task;
  }

  /** POST task/:taskId/delete (owner, manager, or the task's creator). task.deleted with it. */
  async function deleteTask(
    caller: Caller | undefined,
    request: RequestOf<'DeleteTask'>,
  ): Promise<{ success: string }> {
    const access = await authorizeMember(teams, caller);
    const { teamId } = access;
    const { task_id } = validatedTaskRef(request);
    requireMayDelete(access, await scope.task(teamId, task_id));

    await repository.transaction(async (session) => {
      const deleted = await repository.tasks.delete(teamId, task_id, session);
      if (!deleted) throw taskNotFoundError(); // deleted meanwhile
      await outbox.record(taskDeleted({
          task_id: deleted.id,
          project_id: deleted.project_id,
          team_id: teamId,
          status: deleted.status,
        }),
      );
    });
    outbox.kick();
    logger.info({ team_id: teamId, task_id, by: access.caller.userId }, 'task deleted');
    return { success: 'Task deleted' };
  }

  return { createTask, listTasks, getTask, updateTask, deleteTask };
}

export type TasksUseCases = ReturnType<typeof tasksUseCases>;
