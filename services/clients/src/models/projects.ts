// Persistence of projects. Name and key are unique in a team by unique indexes, so
// the rules hold under concurrent requests; the name is compared lowercased.
import { mongoose, type ClientSession, type Connection } from '@workmesh/platform';

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
  task: number[];
  start_date: Date | null;
  due_date: Date | null;
  billable: Billable;
  visible: number;
  completed: number;
  created_at: Date;
  updated_at: Date;
}

export type NewProject = Omit<ProjectRecord, 'created_at' | 'updated_at'>;

export type ProjectChanges = Partial<
  Pick<
    ProjectRecord,
    | 'name'
    | 'key'
    | 'client_id'
    | 'description'
    | 'project_manager'
    | 'qa_lead'
    | 'users'
    | 'groups'
    | 'start_date'
    | 'due_date'
    | 'billable'
    | 'visible'
  >
>;

interface ProjectDocument extends Omit<ProjectRecord, 'id'> {
  _id: number;
  /** The name lowercased: names are unique in a team regardless of case. */
  name_key: string;
}

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
    start_date: { type: Date, default: null },
    due_date: { type: Date, default: null },
    billable: { type: String, enum: ['yes', 'no'], required: true },
    visible: { type: Number, required: true },
    completed: { type: Number, required: true },
  },
  {
    collection: 'projects',
    versionKey: false,
    timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' },
  },
);

export const PROJECT_NAME_INDEX = 'team_id_name_key_unique';
projectSchema.index({ team_id: 1, name_key: 1 }, { name: PROJECT_NAME_INDEX, unique: true });
export const PROJECT_KEY_INDEX = 'team_id_key_unique';
projectSchema.index({ team_id: 1, key: 1 }, { name: PROJECT_KEY_INDEX, unique: true });
projectSchema.index({ team_id: 1, client_id: 1 }, { name: 'team_id_client_id' });
projectSchema.index({ team_id: 1, groups: 1 }, { name: 'team_id_groups' });

const nameKey = (name: string) => name.toLowerCase();

const toProject = ({ _id, name_key: _nameKey, ...fields }: ProjectDocument): ProjectRecord => ({
  id: _id,
  ...fields,
  description: fields.description ?? '',
  project_manager: [...(fields.project_manager ?? [])],
  users: [...(fields.users ?? [])],
  groups: [...(fields.groups ?? [])],
  watcher: [...(fields.watcher ?? [])],
  task: [...(fields.task ?? [])],
  start_date: fields.start_date ?? null,
  due_date: fields.due_date ?? null,
});

export interface ProjectFilter {
  client_id?: number;
  group_id?: number;
}

export type ProjectStore = ReturnType<typeof projectStore>;

export function projectStore(connection: Connection) {
  const Project =
    connection.models.Project ?? connection.model<ProjectDocument>('Project', projectSchema);

  return {
    model: Project,

    async insert(project: NewProject, session: ClientSession): Promise<ProjectRecord> {
      const { id, ...fields } = project;
      const [created] = await Project.create(
        [{ _id: id, ...fields, name_key: nameKey(project.name) }],
        { session },
      );
      return toProject(created.toObject() as ProjectDocument);
    },

    /** Tenancy: a project of another team is not found. */
    async findInTeam(teamId: number, id: number): Promise<ProjectRecord | null> {
      const document = await Project.findOne({ _id: id, team_id: teamId }).lean<ProjectDocument>();
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
        Project.find(query)
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

    async countOfClient(teamId: number, clientId: number, session: ClientSession): Promise<number> {
      return Project.countDocuments({ team_id: teamId, client_id: clientId }, { session });
    },

    async update(
      teamId: number,
      id: number,
      changes: ProjectChanges,
      session: ClientSession,
    ): Promise<ProjectRecord | null> {
      const set: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(changes))
        if (value !== undefined) set[field] = value;
      if (changes.name !== undefined) set.name_key = nameKey(changes.name);
      const document = await Project.findOneAndUpdate(
        { _id: id, team_id: teamId },
        { $set: set },
        { session, returnDocument: 'after' },
      ).lean<ProjectDocument>();
      return document ? toProject(document) : null;
    },

    async delete(teamId: number, id: number): Promise<boolean> {
      const result = await Project.deleteOne({ _id: id, team_id: teamId });
      return result.deletedCount === 1;
    },
  };
}
