// Tasks use cases (docs/tasks.md): create, list, get, update,
// delete. Field rules live in task-rules.ts, who may in permissions.ts, what must be
// the team's in team-scope.ts, assignment in task-assignment.ts. Every write records
// its events in its own transaction (outbox).
import type { Caller, DomainEvent } from '@workmesh/platform';
import type { TasksDependencies } from './dependencies';
import {
  TASKS_AUDIT_ACTIONS,
  taskChangeRecorded,
  taskCreated,
  taskDeleted,
  taskStatusChanged,
} from './events';
import type { TaskRecord } from './models';
import { authorizeMember, requireMayDelete } from './permissions';
import type { RequestOf } from './models/proto-messages';
import { pageOf, windowOf, type Page } from './request-validation';
import { assignmentEvent } from './task-assignment';
import {
  newTaskRecord,
  taskChanges,
  validatedCreateTask,
  validatedListTasks,
  validatedTaskRef,
  validatedUpdateTask,
} from './task-rules';
import { taskNotFoundError, teamScope } from './team-scope';

/** What the operations share: the team scope of a request. */
function taskAccess(deps: TasksDependencies) {
  const scope = teamScope(deps);

  return { scope };
}

type TaskAccess = ReturnType<typeof taskAccess>;

/** Create a task. */
function taskCreation(deps: TasksDependencies, shared: TaskAccess) {
  const { repository, outbox, logger, teams, identity } = deps;
  const { scope } = shared;

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
    const { assignee } = input;
    if (assignee !== null) await scope.requireAssigneeMember(teamId, assignee);
    // Asked before the transaction, which the driver may run more than once.
    const contacts =
      assignee === null ? undefined : await identity.contactsOf([assignee, who.userId]);
    const id = await repository.nextId('tasks');

    const task = await repository.transaction(async () => {
      const created = await repository.tasks.insert(
        newTaskRecord(input, { id, teamId, projectId: project.id, userId: who.userId }),
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
      events.push(
        taskChangeRecorded(TASKS_AUDIT_ACTIONS.CreateTask, null, created, created.assignee ?? 0),
      );
      await outbox.record(...events);
      return created;
    });
    outbox.kick();
    logger.info({ team_id: teamId, task_id: task.id, by: who.userId }, 'task created');
    return task;
  }

  return { createTask };
}

/** Update and delete a task. */
function taskEdits(deps: TasksDependencies, shared: TaskAccess) {
  const { repository, outbox, logger, teams } = deps;
  const { scope } = shared;

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

    const { task, changed } = await repository.transaction(async () => {
      const current = await repository.tasks.findInTeam(teamId, input.task_id);
      if (!current) throw taskNotFoundError();
      const changes = taskChanges(current, input);
      if (Object.keys(changes).length === 0) return { task: current, changed: false };
      const updated = await repository.tasks.update(teamId, current.id, changes);
      if (!updated) throw taskNotFoundError();
      if (changes.status !== undefined)
        await outbox.record(
          taskStatusChanged({
            task_id: updated.id,
            project_id: updated.project_id,
            team_id: teamId,
            status: updated.status,
          }),
        );
      const statusOnly = Object.keys(changes).length === 1 && changes.status !== undefined;
      await outbox.record(
        taskChangeRecorded(
          statusOnly ? TASKS_AUDIT_ACTIONS.UpdateTaskStatus : TASKS_AUDIT_ACTIONS.UpdateTask,
          current,
          updated,
        ),
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

    await repository.transaction(async () => {
      const deleted = await repository.tasks.delete(teamId, task_id);
      if (!deleted) throw taskNotFoundError(); // deleted meanwhile
      await outbox.record(
        taskDeleted({
          task_id: deleted.id,
          project_id: deleted.project_id,
          team_id: teamId,
          status: deleted.status,
        }),
        taskChangeRecorded(TASKS_AUDIT_ACTIONS.DeleteTask, deleted, null),
      );
    });
    outbox.kick();
    logger.info({ team_id: teamId, task_id, by: access.caller.userId }, 'task deleted');
    return { success: 'Task deleted' };
  }

  return { updateTask, deleteTask };
}

/** A member's list and task. */
function taskReads(deps: TasksDependencies, shared: TaskAccess) {
  const { repository, teams } = deps;
  const { scope } = shared;

  /** GET task/list (any member): one page of the tasks of a project of the team, by id. */
  async function listTasks(
    caller: Caller | undefined,
    request: RequestOf<'ListTasks'>,
  ): Promise<Page<TaskRecord>> {
    const { teamId } = await authorizeMember(teams, caller);
    const input = validatedListTasks(request);
    const project = await scope.project(teamId, input.project_id);
    return pageOf(await repository.tasks.pageOfProject(teamId, project.id, windowOf(input)), input);
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

  return { listTasks, getTask };
}

export function tasksUseCases(deps: TasksDependencies) {
  const shared = taskAccess(deps);
  return {
    ...taskCreation(deps, shared),
    ...taskEdits(deps, shared),
    ...taskReads(deps, shared),
  };
}

export type TasksUseCases = ReturnType<typeof tasksUseCases>;
