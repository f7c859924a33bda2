// Persistence of tags (issue 36): a team's labels of time entries and expenses. Names are
// unique per team, case-insensitively (a unique index on the lower-cased name). Entries
// and expenses keep tag ids only, so a rename shows everywhere at once; names are read
// from here when shown (reports, CSV). Every query names the team (tenancy). A tag
// becomes the proto's message here and nowhere else (toTagMessage).
import {
  connectionModel,
  indexNamesPerTeam,
  mongoose,
  nameKeyOf,
  recordSchemaOptions,
  teamNamedRecords,
  type Connection,
} from '@workmesh/platform';
import type { ResponseOf } from './proto-messages';

export type TagMessage = ResponseOf<'GetTag'>;

export interface TagRecord {
  id: number;
  team_id: number;
  name: string;
  /** Kept on entries and expenses that carry it; given to no new one. */
  archived: boolean;
  created_by: number;
  created_at: Date;
  updated_at: Date;
}

export type NewTag = Omit<TagRecord, 'created_at' | 'updated_at'>;

export type TagChanges = Partial<Pick<TagRecord, 'name' | 'archived'>>;

interface TagDocument extends Omit<TagRecord, 'id'> {
  _id: number;
  /** The name lower-cased: unique per team. */
  name_key: string;
}

const tagSchema = new mongoose.Schema<TagDocument>(
  {
    _id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    name: { type: String, required: true },
    name_key: { type: String, required: true },
    archived: { type: Boolean, default: false },
    created_by: { type: Number, required: true },
  },
  recordSchemaOptions('tags'),
);

// One tag per name in a team, whatever its case; the list reads the team's tags by name.
indexNamesPerTeam(tagSchema);

export const toTag = ({ _id, ...fields }: TagDocument): TagRecord => ({
  id: _id,
  team_id: fields.team_id,
  name: fields.name,
  archived: fields.archived ?? false,
  created_by: fields.created_by,
  created_at: fields.created_at,
  updated_at: fields.updated_at,
});

/** The proto's Tag. */
export function toTagMessage(tag: TagRecord): TagMessage {
  return {
    id: tag.id,
    team_id: tag.team_id,
    name: tag.name,
    archived: tag.archived,
    created_by: tag.created_by,
    created_at: tag.created_at.toISOString(),
    updated_at: tag.updated_at.toISOString(),
  };
}

/** `search` as a literal piece of a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type TagStore = ReturnType<typeof tagStore>;

export function tagStore(connection: Connection) {
  const Tag = connectionModel(connection, 'Tag', tagSchema);

  const named = teamNamedRecords<TagDocument, TagRecord>(Tag, toTag);

  return {
    model: Tag,
    insert: (tag: NewTag): Promise<TagRecord> => named.insert(tag),
    findInTeam: named.findInTeam,
    findByName: named.findByName,

    /** The team's tags among `ids` (those of other teams, or none, are left out). */
    async findManyInTeam(teamId: number, ids: readonly number[]): Promise<TagRecord[]> {
      if (ids.length === 0) return [];
      const documents = await Tag.find({
        _id: { $in: [...new Set(ids)] },
        team_id: teamId,
      }).lean<TagDocument[]>();
      return documents.map(toTag);
    },

    /** One page of the team's tags by name (archived ones only when asked; `search` in the name). */
    async page(
      teamId: number,
      options: { includeArchived: boolean; search?: string },
      window: { skip: number; limit: number },
    ): Promise<{ items: TagRecord[]; total: number }> {
      return named.pageByName(
        teamId,
        {
          ...(options.includeArchived ? {} : { archived: { $ne: true } }),
          ...(options.search ? { name_key: { $regex: literal(nameKeyOf(options.search)) } } : {}),
        },
        window,
      );
    },

    /** Applies the changes; null when the tag is not the team's. */
    update: (teamId: number, id: number, changes: TagChanges): Promise<TagRecord | null> =>
      named.update(teamId, id, changes),

    /** The deleted tag, or null when it was not the team's. */
    delete: named.delete,
  };
}
