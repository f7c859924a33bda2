// Records a team names (tracking's tags and expense categories, scheduling's holiday
// calendars and time-off policies): one per name in a team whatever its case — the
// document keeps `name_key`, the name trimmed and lower-cased, under a unique index per
// team — read only within their team, listed by name. Each store keeps its own schema,
// fields and mapper; this is what their reads and writes by id and name share.
import type { mongoose } from './mongo';
import { insertRecord } from './mongo';

/** The name as a team's unique index compares it. */
export const nameKeyOf = (name: string): string => name.trim().toLowerCase();

/** The index that keeps one record per name in a team (`team_id_name_key`). */
export function indexNamesPerTeam(schema: mongoose.Schema): void {
  schema.index({ team_id: 1, name_key: 1 }, { name: 'team_id_name_key', unique: true });
}

/** A page of records and how many the filter matches. */
export interface NamedPage<Item> {
  items: Item[];
  total: number;
}

// The stores' models are typed by their own schemas; these reads and writes need only
// the shared fields, so the model is taken as any Model.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyModel = mongoose.Model<any>;

/**
 * The shared operations over `model`, each answering the store's record (`toRecord`).
 * `live` narrows what findInTeam, findByName's callers and update see (archived policies
 * are gone for them); by default every record of the team.
 */
export function teamNamedRecords<Document, Item>(
  model: AnyModel,
  toRecord: (document: Document) => Item,
  live: Record<string, unknown> = {},
) {
  const one = async (filter: Record<string, unknown>): Promise<Item | null> => {
    const document = await model.findOne(filter).lean<Document>();
    return document ? toRecord(document as Document) : null;
  };

  return {
    /** A unique-name clash surfaces as UniqueIndexViolation (the transaction's). */
    insert: async (record: { id: number; name: string }): Promise<Item> =>
      toRecord(await insertRecord<Document>(model, record, { name_key: nameKeyOf(record.name) })),

    /** Tenancy: a record of another team (or not live) is not found. */
    findInTeam: (teamId: number, id: number): Promise<Item | null> =>
      one({ _id: id, team_id: teamId, ...live }),

    /** The team's record with this name (any case, live or not: the name is taken), or null. */
    findByName: (teamId: number, name: string): Promise<Item | null> =>
      one({ team_id: teamId, name_key: nameKeyOf(name) }),

    /** One page of the team's records that `filter` also matches, by name. */
    async pageByName(
      teamId: number,
      filter: Record<string, unknown>,
      window: { skip: number; limit: number },
    ): Promise<NamedPage<Item>> {
      const query = { team_id: teamId, ...filter };
      const [documents, total] = await Promise.all([
        model
          .find(query)
          .sort({ name_key: 1, _id: 1 })
          .skip(window.skip)
          .limit(window.limit)
          .lean<Document[]>(),
        model.countDocuments(query),
      ]);
      return { items: (documents as Document[]).map(toRecord), total };
    },

    /**
     * Sets the given fields (undefined ones are left alone; a new name brings its key, and
     * `extra` what only the document holds); null when the record is not the team's (live).
     */
    async update(
      teamId: number,
      id: number,
      changes: Record<string, unknown>,
      extra: Record<string, unknown> = {},
    ): Promise<Item | null> {
      const set: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(changes))
        if (value !== undefined) set[field] = value;
      if (typeof changes.name === 'string') set.name_key = nameKeyOf(changes.name);
      const document = await model
        .findOneAndUpdate(
          { _id: id, team_id: teamId, ...live },
          { $set: { ...set, ...extra } },
          { returnDocument: 'after' },
        )
        .lean<Document>();
      return document ? toRecord(document as Document) : null;
    },

    /** The deleted record, or null when it was not the team's. */
    async delete(teamId: number, id: number): Promise<Item | null> {
      const document = await model.findOneAndDelete({ _id: id, team_id: teamId }).lean<Document>();
      return document ? toRecord(document as Document) : null;
    },
  };
}
