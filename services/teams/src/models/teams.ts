// Persistence of teams (organizations). Reads are lean and mapped to plain records.
import { mongoose, type ClientSession, type Connection } from '@workmesh/platform';

export interface TeamRecord {
  id: number;
  name: string;
  description?: string;
  owner_user_id: number;
  created_at: Date;
  updated_at: Date;
}

export interface NewTeam {
  id: number;
  name: string;
  description?: string;
  owner_user_id: number;
  /** The caller's idempotency key (CreateOrganization); absent for teams made without one. */
  request_key?: string;
}

interface TeamDocument {
  _id: number;
  name: string;
  description?: string;
  owner_user_id: number;
  request_key?: string;
  created_at: Date;
  updated_at: Date;
}

const teamSchema = new mongoose.Schema<TeamDocument>(
  {
    _id: { type: Number, required: true },
    name: { type: String, required: true },
    description: { type: String },
    owner_user_id: { type: Number, required: true },
    request_key: { type: String },
  },
  {
    collection: 'teams',
    versionKey: false,
    timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' },
  },
);

/** One organization per (owner, request key): a retried registration finds the first one. */
export const REQUEST_KEY_INDEX = 'owner_user_id_request_key_unique';
teamSchema.index(
  { owner_user_id: 1, request_key: 1 },
  {
    name: REQUEST_KEY_INDEX,
    unique: true,
    partialFilterExpression: { request_key: { $exists: true } },
  },
);

const toTeam = (document: TeamDocument): TeamRecord => ({
  id: document._id,
  name: document.name,
  ...(document.description === undefined ? {} : { description: document.description }),
  owner_user_id: document.owner_user_id,
  created_at: document.created_at,
  updated_at: document.updated_at,
});

export type TeamStore = ReturnType<typeof teamStore>;

export function teamStore(connection: Connection) {
  const Team = connection.models.Team ?? connection.model<TeamDocument>('Team', teamSchema);

  return {
    model: Team,

    async insert(team: NewTeam, session: ClientSession): Promise<TeamRecord> {
      const { id, ...fields } = team;
      const [created] = await Team.create([{ _id: id, ...fields }], { session });
      return toTeam(created.toObject() as TeamDocument);
    },

    async find(teamId: number, session?: ClientSession): Promise<TeamRecord | null> {
      const document = await Team.findById(teamId, null, { session }).lean<TeamDocument>();
      return document ? toTeam(document) : null;
    },

    async findByRequestKey(ownerUserId: number, requestKey: string): Promise<TeamRecord | null> {
      const document = await Team.findOne({
        owner_user_id: ownerUserId,
        request_key: requestKey,
      }).lean<TeamDocument>();
      return document ? toTeam(document) : null;
    },

    async findOwnedBy(
      teamId: number,
      ownerUserId: number,
      session?: ClientSession,
    ): Promise<TeamRecord | null> {
      const document = await Team.findOne({ _id: teamId, owner_user_id: ownerUserId }, null, {
        session,
      }).lean<TeamDocument>();
      return document ? toTeam(document) : null;
    },

    /** The teams among the ids, oldest first (ids of deleted teams are skipped). */
    async findMany(teamIds: number[]): Promise<TeamRecord[]> {
      if (teamIds.length === 0) return [];
      const documents = await Team.find({ _id: { $in: teamIds } })
        .sort({ created_at: 1, _id: 1 })
        .lean<TeamDocument[]>();
      return documents.map(toTeam);
    },

    /**
     * Writes the team document inside a transaction. Two transactions that each check
     * "another owner remains" and then demote or remove a different owner would both
     * pass under snapshot isolation; writing the team makes them conflict, so one is
     * retried and sees the other's change.
     */
    async lockForOwnerChange(teamId: number, session: ClientSession): Promise<void> {
      await Team.updateOne(
        { _id: teamId },
        { $set: { updated_at: new Date() } },
        { session, timestamps: false },
      );
    },

    async delete(teamId: number, session: ClientSession): Promise<void> {
      await Team.deleteOne({ _id: teamId }, { session });
    },
  };
}
