// Persistence of projects. Name and key are unique in a team by unique indexes, so
// the rules hold under concurrent requests; the name is compared lowercased. A
// project's tasks are kept as id sets fed by the tasks service's events
// (project-tasks.ts): adding a present id or removing an absent one changes nothing.
// A project becomes the proto's Project message here and nowhere else (toProjectMessage).
import {
  connectionModel,
  insertRecord,
  mongoose,
  recordSchemaOptions,
  YES_NO,
  type Connection,
} from '@workmesh/platform';
import type { ProjectClientMessage, ProjectMessage } from './proto-messages';

export type Billable = 'yes' | 'no';

export interface ProjectRecord {
  id: number;
  team_id: number;
  /** The creator. */
  user_id: number;
  name: string;
  /** 2–5 uppercase letters. */
  key: string;
  client_id: number;
  description: string;
  project_manager: number[];
  qa_lead: number;
  users: number[];
  /** The groups the project was added to. */
  groups: number[];
  watcher: number[];
  /** The ids of the project's tasks, ascending. */
  task: number[];
  start_date: Date | null;
  due_date: Date | null;
  billable: Billable;
  visible: number;
  /** How many of the tasks in `task` are completed. */
  completed: number;
  created_at: Date;
  updated_at: Date;
}

/** A project as callers see it: with its client's id, name and logo URL. */
export type ProjectView = ProjectRecord & { client: ProjectClientMessage };

/** A project starts without tasks: they arrive with the tasks service's events. */
export type NewProject = Omit<ProjectRecord, 'created_at' | 'updated_at' | 'task' | 'completed'>;

/** What a task event did to a project. */
export type TaskChange = 'changed' | 'unchanged' | 'task deleted' | 'no project';

/** The fields of a project that a create or update request sets, besides its name and key. */
export type ProjectField =
  | 'client_id'
  | 'description'
  | 'project_manager'
  | 'qa_lead'
  | 'users'
  | 'groups'
  | 'start_date'
  | 'due_date'
  | 'billable'
  | 'visible';

export type ProjectChanges = Partial<Pick<ProjectRecord, 'name' | 'key' | ProjectField>>;

interface ProjectDocument extends Omit<ProjectRecord, 'id' | 'completed'> {
  _id: number;
  /** The name lowercased: names are unique in a team regardless of case. */
  name_key: string;
  /** The ids of the project's tasks whose status is completed (absent before tasks existed). */
  completed_tasks?: number[];
  /**
   * The ids of the project's deleted tasks. Task ids are never reused, so a task.created
   * or task.status_changed that arrives after the task's task.deleted (a retried
   * delivery) is refused rather than bringing the task back.
   */
  deleted_tasks?: number[];
  /** Stored by earlier versions; `completed` is now counted from completed_tasks. */
  completed?: number;
}

/** Never read back: only the task-event writes look at the deleted ids. */
const UNREAD_FIELDS = { deleted_tasks: 0 } as const;

const ids = { type: [Number], default: [] };

const projectSchema = new mongoose.Schema<ProjectDocument>(
  {
    _id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    user_id: { type: Number, required: true },
    name: { type: String, required: true },
    name_key: { type: String, required: true },
    key: { type: String, required: true },
    client_id: { type: Number, required: true },
    description: { type: String, default: '' },
    project_manager: ids,
    qa_lead: { type: Number, required: true },
    users: ids,
    groups: ids,
    watcher: ids,
    task: ids,
    completed_tasks: ids,
    deleted_tasks: ids,
    start_date: { type: Date, default: null },
    due_date: { type: Date, default: null },
    billable: { type: String, enum: YES_NO, required: true },
    visible: { type: Number, required: true },
  },
  recordSchemaOptions('projects'),
);

export const PROJECT_NAME_INDEX = 'team_id_name_key_unique';
projectSchema.index({ team_id: 1, name_key: 1 }, { name: PROJECT_NAME_INDEX, unique: true });
export const PROJECT_KEY_INDEX = 'team_id_key_unique';
projectSchema.index({ team_id: 1, key: 1 }, { name: PROJECT_KEY_INDEX, unique: true });
projectSchema.index({ team_id: 1, client_id: 1 }, { name: 'team_id_client_id' });
projectSchema.index({ team_id: 1, groups: 1 }, { name: 'team_id_groups' });

const nameKey = (name: string) => name.toLowerCase();

export const toProject = ({
  _id,
  name_key: _nameKey,
  completed_tasks: completedTasks = [],
  deleted_tasks: _deletedTasks,
  completed: _storedCompleted,
  ...fields
}: ProjectDocument): ProjectRecord => ({
  id: _id,
  ...fields,
  description: fields.description ?? '',
  project_manager: [...(fields.project_manager ?? [])],
  users: [...(fields.users ?? [])],
  groups: [...(fields.groups ?? [])],
  watcher: [...(fields.watcher ?? [])],
  task: [...(fields.task ?? [])].sort((a, b) => a - b),
  completed: completedCount(fields.task ?? [], completedTasks),
  start_date: fields.start_date ?? null,
  due_date: fields.due_date ?? null,
});

/**
 * The proto's Project of a project as callers see it, in the spec's names (project,
 * project_description, starting_date, visiblity). Timestamps are ISO 8601 UTC.
 */
export function toProjectMessage(project: ProjectView): ProjectMessage {
  const {
    name,
    description,
    client_id: _clientId,
    users,
    watcher,
    start_date: startDate,
    due_date: dueDate,
    billable,
    visible,
    created_at: createdAt,
    updated_at: updatedAt,
    ...fields
  } = project;
  return {
    ...fields,
    project: name,
    project_description: description,
    // Spec: users (array of strings).
    users: users.map(String),
    watcher: watcher.map(String),
    ...(startDate ? { starting_date: startDate.toISOString() } : {}),
    ...(dueDate ? { due_date: dueDate.toISOString() } : {}),
    isBillable: billable === 'yes',
    billable,
    visible,
    // Spec: visiblity (sic) mirrors visible.
    visiblity: visible,
    created_at: createdAt.toISOString(),
    updated_at: updatedAt.toISOString(),
  };
}

/**
 * The tasks in `task` that are completed. A completed id whose task is not in `task`
 * (its task.status_changed came before its task.created) counts once the task does.
 */
function completedCount(tasks: number[], completedTasks: number[]): number {
  const present = new Set(tasks);
  return completedTasks.filter((id) => present.has(id)).length;
}

export interface ProjectFilter {
  client_id?: number;
  group_id?: number;
}

export type ProjectStore = ReturnType<typeof projectStore>;

/** The project's task ids: add, complete, remove (the tasks service's changes). */
function projectTaskIds(Project: mongoose.Model<ProjectDocument>) {
  /**
   * One set operation on the task ids of the team's project. With unlessDeleted, not
   * for a task deleted before. updated_at is left alone: it is when the project itself
   * was last edited, and the tasks service keeps the tasks' own times.
   */
  async function changeTasks(
    teamId: number,
    id: number,
    update: mongoose.UpdateQuery<ProjectDocument>,
    unlessDeleted?: number,
  ): Promise<TaskChange> {
    const project = { _id: id, team_id: teamId };
    const filter =
      unlessDeleted === undefined ? project : { ...project, deleted_tasks: { $ne: unlessDeleted } };
    const result = await Project.updateOne(filter, update, { timestamps: false });
    if (result.modifiedCount > 0) return 'changed';
    if (result.matchedCount > 0) return 'unchanged';
    if (unlessDeleted !== undefined && (await Project.exists(project))) return 'task deleted';
    return 'no project';
  }

  return {
    /** task.created: the task is the project's, unless it was deleted already. */
    addTask(teamId: number, id: number, taskId: number) {
      return changeTasks(teamId, id, { $addToSet: { task: taskId } }, taskId);
    },

    /** task.status_changed: the task is, or is no longer, one of the completed ones. */
    setTaskCompleted(teamId: number, id: number, taskId: number, completed: boolean) {
      return completed
        ? changeTasks(teamId, id, { $addToSet: { completed_tasks: taskId } }, taskId)
        : changeTasks(teamId, id, { $pull: { completed_tasks: taskId } });
    },

    /** task.deleted: gone from both lists, for good. */
    removeTask(teamId: number, id: number, taskId: number) {
      return changeTasks(teamId, id, {
        $pull: { task: taskId, completed_tasks: taskId },
        $addToSet: { deleted_tasks: taskId },
      });
    },
  };
}

export function projectStore(connection: Connection) {
  const Project = connectionModel(connection, 'Project', projectSchema);

  return {
    model: Project,

    async insert(project: NewProject): Promise<ProjectRecord> {
      const extra = { name_key: nameKey(project.name) };
      return toProject(await insertRecord<ProjectDocument>(Project, project, extra));
    },

    /** Tenancy: a project of another team is not found. */
    async findInTeam(teamId: number, id: number): Promise<ProjectRecord | null> {
      const document = await Project.findOne(
        { _id: id, team_id: teamId },
        UNREAD_FIELDS,
      ).lean<ProjectDocument>();
      return document ? toProject(document) : null;
    },

    /** One page of the team's projects by id, optionally of one client or one group. */
    async page(
      teamId: number,
      filter: ProjectFilter,
      window: { skip: number; limit: number },
    ): Promise<{ items: ProjectRecord[]; total: number }> {
      const query = {
        team_id: teamId,
        ...(filter.client_id === undefined ? {} : { client_id: filter.client_id }),
        ...(filter.group_id === undefined ? {} : { groups: filter.group_id }),
      };
      const [documents, total] = await Promise.all([
        Project.find(query, UNREAD_FIELDS)
          .sort({ _id: 1 })
          .skip(window.skip)
          .limit(window.limit)
          .lean<ProjectDocument[]>(),
        Project.countDocuments(query),
      ]);
      return { items: documents.map(toProject), total };
    },

    /**
     * Which of the team's other projects already has the name (any case) or the key:
     * 'name' first, as create checks them in that order. The unique indexes decide races.
     */
    async takenBy(
      teamId: number,
      candidate: { name?: string; key?: string },
      exceptId?: number,
    ): Promise<'name' | 'key' | null> {
      const others = exceptId === undefined ? {} : { _id: { $ne: exceptId } };
      if (
        candidate.name !== undefined &&
        (await Project.exists({ team_id: teamId, name_key: nameKey(candidate.name), ...others }))
      )
        return 'name';
      if (
        candidate.key !== undefined &&
        (await Project.exists({ team_id: teamId, key: candidate.key, ...others }))
      )
        return 'key';
      return null;
    },

    async countOfClient(teamId: number, clientId: number): Promise<number> {
      return Project.countDocuments({ team_id: teamId, client_id: clientId });
    },

    async update(
      teamId: number,
      id: number,
      changes: ProjectChanges,
    ): Promise<ProjectRecord | null> {
      const set: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(changes))
        if (value !== undefined) set[field] = value;
      if (changes.name !== undefined) set.name_key = nameKey(changes.name);
      const document = await Project.findOneAndUpdate(
        { _id: id, team_id: teamId },
        { $set: set },
        { returnDocument: 'after', projection: UNREAD_FIELDS },
      ).lean<ProjectDocument>();
      return document ? toProject(document) : null;
    },

    async delete(teamId: number, id: number): Promise<boolean> {
      const result = await Project.deleteOne({ _id: id, team_id: teamId });
      return result.deletedCount === 1;
    },
    ...projectTaskIds(Project),
  };
}
