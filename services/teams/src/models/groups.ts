// Persistence of groups: named sets of a team's members and managers, referenced
// by integer id from projects and schedules; and the Group message built from a stored group.
import {
  connectionModel,
  mongoose,
  recordSchemaOptions,
  type Connection,
} from '@workmesh/platform';
import type { GroupMessage } from './proto-messages';

export interface GroupRecord {
  id: number;
  team_id: number;
  name: string;
  description?: string;
  member_ids: number[];
  manager_ids: number[];
  created_at: Date;
  updated_at: Date;
}

export type NewGroup = Omit<GroupRecord, 'created_at' | 'updated_at'>;

export interface GroupChanges {
  name?: string;
  /** '' clears it. */
  description?: string;
  member_ids?: number[];
  manager_ids?: number[];
}

interface GroupDocument extends Omit<GroupRecord, 'id'> {
  _id: number;
  /** The name lowercased: names are unique in a team regardless of case. */
  name_key: string;
}

const groupSchema = new mongoose.Schema<GroupDocument>(
  {
    _id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    name: { type: String, required: true },
    name_key: { type: String, required: true },
    description: { type: String },
    member_ids: { type: [Number], default: [] },
    manager_ids: { type: [Number], default: [] },
  },
  recordSchemaOptions('groups'),
);

export const GROUP_NAME_INDEX = 'team_id_name_key_unique';
groupSchema.index({ team_id: 1, name_key: 1 }, { name: GROUP_NAME_INDEX, unique: true });

const nameKey = (name: string) => name.toLowerCase();

export const toGroup = ({ _id, name_key: _nameKey, ...fields }: GroupDocument): GroupRecord => ({
  id: _id,
  ...fields,
});

export function toProtoGroup(group: GroupRecord): GroupMessage {
  return {
    id: group.id,
    team_id: group.team_id,
    name: group.name,
    ...(group.description ? { description: group.description } : {}),
    member_ids: group.member_ids,
    manager_ids: group.manager_ids,
    created_at: group.created_at.toISOString(),
    updated_at: group.updated_at.toISOString(),
  };
}

export type GroupStore = ReturnType<typeof groupStore>;

export function groupStore(connection: Connection) {
  const Group = connectionModel(connection, 'Group', groupSchema);

  return {
    model: Group,

    async insert(group: NewGroup): Promise<GroupRecord> {
      const { id, ...fields } = group;
      const created = await Group.create({ _id: id, ...fields, name_key: nameKey(group.name) });
      return toGroup(created.toObject() as GroupDocument);
    },

    /** Tenancy: a group of another team is not found. */
    async findInTeam(teamId: number, id: number): Promise<GroupRecord | null> {
      const document = await Group.findOne({ _id: id, team_id: teamId }).lean<GroupDocument>();
      return document ? toGroup(document) : null;
    },

    /** The team's groups among the ids, by id. */
    async findManyInTeam(teamId: number, ids: number[]): Promise<GroupRecord[]> {
      if (ids.length === 0) return [];
      const documents = await Group.find({ team_id: teamId, _id: { $in: ids } })
        .sort({ _id: 1 })
        .lean<GroupDocument[]>();
      return documents.map(toGroup);
    },

    async page(
      teamId: number,
      window: { skip: number; limit: number },
    ): Promise<{ items: GroupRecord[]; total: number }> {
      const [documents, total] = await Promise.all([
        Group.find({ team_id: teamId })
          .sort({ _id: 1 })
          .skip(window.skip)
          .limit(window.limit)
          .lean<GroupDocument[]>(),
        Group.countDocuments({ team_id: teamId }),
      ]);
      return { items: documents.map(toGroup), total };
    },

    async update(teamId: number, id: number, changes: GroupChanges): Promise<GroupRecord | null> {
      const set: Record<string, unknown> = {};
      const unset: Record<string, ''> = {};
      if (changes.name !== undefined) {
        set.name = changes.name;
        set.name_key = nameKey(changes.name);
      }
      if (changes.description === '') unset.description = '';
      else if (changes.description !== undefined) set.description = changes.description;
      if (changes.member_ids !== undefined) set.member_ids = changes.member_ids;
      if (changes.manager_ids !== undefined) set.manager_ids = changes.manager_ids;
      const document = await Group.findOneAndUpdate(
        { _id: id, team_id: teamId },
        { $set: set, ...(Object.keys(unset).length ? { $unset: unset } : {}) },
        { returnDocument: 'after' },
      ).lean<GroupDocument>();
      return document ? toGroup(document) : null;
    },

    async delete(teamId: number, id: number): Promise<boolean> {
      const result = await Group.deleteOne({ _id: id, team_id: teamId });
      return result.deletedCount === 1;
    },

    /** A user who leaves the team leaves its groups too. */
    async removeUserFromTeamGroups(teamId: number, userId: number): Promise<void> {
      await Group.updateMany(
        { team_id: teamId, $or: [{ member_ids: userId }, { manager_ids: userId }] },
        { $pull: { member_ids: userId, manager_ids: userId } },
      );
    },

    async deleteAllOfTeam(teamId: number): Promise<void> {
      await Group.deleteMany({ team_id: teamId });
    },
  };
}
