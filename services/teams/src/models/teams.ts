// Persistence of teams (organizations), and the Team message built from a stored team.
// Reads are lean and mapped to plain records.
import {
  connectionModel,
  insertRecord,
  mongoose,
  recordSchemaOptions,
  type Connection,
} from '@workmesh/platform';
import type { TeamMessage } from './proto-messages';
import type { Role } from './memberships';

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
  recordSchemaOptions('teams'),
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

// The request key is the idempotency of CreateOrganization only: no reader needs it.
const toTeam = ({ _id, request_key: _requestKey, ...fields }: TeamDocument): TeamRecord => ({
  id: _id,
  ...fields,
});

/** A team as one user sees it, with that user's role in it; role '' where no user is asking. */
export function toProtoTeam(team: TeamRecord & { role: Role | '' }): TeamMessage {
  return {
    id: team.id,
    name: team.name,
    ...(team.description === undefined ? {} : { description: team.description }),
    created_at: team.created_at.toISOString(),
    owner_user_id: team.owner_user_id,
    role: team.role,
  };
}

export type TeamStore = ReturnType<typeof teamStore>;

export function teamStore(connection: Connection) {
  const Team = connectionModel(connection, 'Team', teamSchema);

  return {
    model: Team,

    async insert(team: NewTeam): Promise<TeamRecord> {
      return toTeam(await insertRecord<TeamDocument>(Team, team));
    },

    async find(teamId: number): Promise<TeamRecord | null> {
      const document = await Team.findById(teamId).lean<TeamDocument>();
      return document ? toTeam(document) : null;
    },

    async findByRequestKey(ownerUserId: number, requestKey: string): Promise<TeamRecord | null> {
      const document = await Team.findOne({
        owner_user_id: ownerUserId,
        request_key: requestKey,
      }).lean<TeamDocument>();
      return document ? toTeam(document) : null;
    },

    async findOwnedBy(teamId: number, ownerUserId: number): Promise<TeamRecord | null> {
      const document = await Team.findOne({
        _id: teamId,
        owner_user_id: ownerUserId,
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
    async lockForOwnerChange(teamId: number): Promise<void> {
      await Team.updateOne(
        { _id: teamId },
        { $set: { updated_at: new Date() } },
        { timestamps: false },
      );
    },

    async delete(teamId: number): Promise<void> {
      await Team.deleteOne({ _id: teamId });
    },
  };
}
