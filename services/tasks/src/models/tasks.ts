// Persistence of tasks. Every query names the team (tenancy); the assignee changes only
// where it still is what the use case read, so two concurrent changes cannot both win.
// A task becomes the proto's messages here and nowhere else (toTaskMessage,
// toAssigneeChangeMessage).
import {
  connectionModel,
  insertRecord,
  mongoose,
  recordSchemaOptions,
  TASK_STATUSES,
  type Connection,
  type TaskStatus,
} from '@workmesh/platform';
import type { AssigneeChangeMessage, TaskMessage } from './proto-messages';

// A task's status is tasks.proto's TaskStatus (platform's TASK_STATUSES).
export type { TaskStatus };

export interface TaskRecord {
  id: number;
  team_id: number;
  project_id: number;
  name: string;
  description: string;
  /** The assigned user, null when unassigned. */
  assignee: number | null;
  due_date: Date | null;
  status: TaskStatus;
  /** The creator. */
  created_by: number;
  created_at: Date;
  updated_at: Date;
}

export type NewTask = Omit<TaskRecord, 'created_at' | 'updated_at'>;

/** What UpdateTask may change. */
export type TaskChanges = Partial<Pick<TaskRecord, 'name' | 'description' | 'due_date' | 'status'>>;

interface TaskDocument extends Omit<TaskRecord, 'id'> {
  _id: number;
}

const taskSchema = new mongoose.Schema<TaskDocument>(
  {
    _id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    project_id: { type: Number, required: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    assignee: { type: Number, default: null },
    due_date: { type: Date, default: null },
    status: { type: String, enum: TASK_STATUSES, required: true },
    created_by: { type: Number, required: true },
  },
  recordSchemaOptions('tasks'),
);

// ListTasks: a team's project's tasks by id.
taskSchema.index({ team_id: 1, project_id: 1, _id: 1 }, { name: 'team_id_project_id_id' });

export const toTask = ({ _id, ...fields }: TaskDocument): TaskRecord => ({
  id: _id,
  team_id: fields.team_id,
  project_id: fields.project_id,
  name: fields.name,
  description: fields.description ?? '',
  assignee: fields.assignee ?? null,
  due_date: fields.due_date ?? null,
  status: fields.status,
  created_by: fields.created_by,
  created_at: fields.created_at,
  updated_at: fields.updated_at,
});

/**
 * The proto's Task. Timestamps are ISO 8601 UTC; a null is an unset optional field (the
 * gateway shows it as null).
 */
export function toTaskMessage(task: TaskRecord): TaskMessage {
  const {
    assignee,
    due_date: dueDate,
    created_at: createdAt,
    updated_at: updatedAt,
    ...fields
  } = task;
  return {
    ...fields,
    ...(assignee === null ? {} : { assignee }),
    ...(dueDate === null ? {} : { due_date: dueDate.toISOString() }),
    created_at: createdAt.toISOString(),
    updated_at: updatedAt.toISOString(),
  };
}

/** updateAssignee's answer (spec): task id, task name, project id, new assignee, update time. */
export const toAssigneeChangeMessage = (task: TaskRecord): AssigneeChangeMessage => ({
  task_id: task.id,
  task_name: task.name,
  project_id: task.project_id,
  ...(task.assignee === null ? {} : { assignee: task.assignee }),
  updated_at: task.updated_at.toISOString(),
});

export type TaskStore = ReturnType<typeof taskStore>;

export function taskStore(connection: Connection) {
  const Task = connectionModel(connection, 'Task', taskSchema);

  return {
    model: Task,

    async insert(task: NewTask): Promise<TaskRecord> {
      return toTask(await insertRecord<TaskDocument>(Task, task));
    },

    /** Tenancy: a task of another team is not found. */
    async findInTeam(teamId: number, id: number) {
      const document = await Task.findOne({ _id: id, team_id: teamId }).lean<TaskDocument>();
      return document ? toTask(document) : null;
    },

    /** One page of the tasks of a team's project, by id. */
    async pageOfProject(
      teamId: number,
      projectId: number,
      window: { skip: number; limit: number },
    ): Promise<{ items: TaskRecord[]; total: number }> {
      const filter = { team_id: teamId, project_id: projectId };
      const [documents, total] = await Promise.all([
        Task.find(filter)
          .sort({ _id: 1 })
          .skip(window.skip)
          .limit(window.limit)
          .lean<TaskDocument[]>(),
        Task.countDocuments(filter),
      ]);
      return { items: documents.map(toTask), total };
    },

    async update(teamId: number, id: number, changes: TaskChanges): Promise<TaskRecord | null> {
      const set: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(changes))
        if (value !== undefined) set[field] = value;
      const document = await Task.findOneAndUpdate(
        { _id: id, team_id: teamId },
        { $set: set },
        { returnDocument: 'after' },
      ).lean<TaskDocument>();
      return document ? toTask(document) : null;
    },

    /**
     * Sets the assignee only if it is still `expected` (what the use case read): null
     * when the task is gone or another request changed its assignee meanwhile.
     */
    async replaceAssignee(
      teamId: number,
      id: number,
      expected: number | null,
      assignee: number | null,
    ): Promise<TaskRecord | null> {
      const document = await Task.findOneAndUpdate(
        { _id: id, team_id: teamId, assignee: expected },
        { $set: { assignee } },
        { returnDocument: 'after' },
      ).lean<TaskDocument>();
      return document ? toTask(document) : null;
    },

    /** The deleted task (as it was), or null when there was none. */
    async delete(teamId: number, id: number): Promise<TaskRecord | null> {
      const document = await Task.findOneAndDelete({
        _id: id,
        team_id: teamId,
      }).lean<TaskDocument>();
      return document ? toTask(document) : null;
    },
  };
}
