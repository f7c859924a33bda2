// Persistence of teams and memberships. The repository hands out plain objects
// (lean reads, mapped), so nothing outside this file depends on mongoose documents.
import { mongoose, nextSequence, type ClientSession, type Connection } from '@workmesh/platform';

export const ROLES = ['owner', 'manager', 'member'] as const;
export type Role = (typeof ROLES)[number];

export interface TeamRecord {
  id: number;
  name: string;
  description?: string;
  owner_user_id: number;
  created_at: Date;
  updated_at: Date;
}

export interface MembershipRecord {
  team_id: number;
  user_id: number;
  role: Role;
  created_at: Date;
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

interface MembershipDocument {
  team_id: number;
  user_id: number;
  role: Role;
  created_at: Date;
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

const membershipSchema = new mongoose.Schema<MembershipDocument>(
  {
    team_id: { type: Number, required: true },
    user_id: { type: Number, required: true },
    role: { type: String, enum: ROLES, required: true },
  },
  {
    collection: 'memberships',
    versionKey: false,
    timestamps: { createdAt: 'created_at', updatedAt: false },
  },
);
membershipSchema.index(
  { team_id: 1, user_id: 1 },
  { name: 'team_id_user_id_unique', unique: true },
);
// ListTeams: a user's memberships.
membershipSchema.index({ user_id: 1, team_id: 1 }, { name: 'user_id_team_id' });

/** A write hit a unique index; `index` names which one. */
export class UniqueIndexViolation extends Error {
  constructor(readonly index: string) {
    super(`duplicate key in unique index ${index}`);
    this.name = 'UniqueIndexViolation';
  }
}

function asUniqueIndexViolation(error: unknown): UniqueIndexViolation | undefined {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== 11000) return undefined;
  const index = /index: (\S+)/.exec(error.message)?.[1];
  return new UniqueIndexViolation(index ?? 'unknown');
}

const toTeam = (document: TeamDocument): TeamRecord => ({
  id: document._id,
  name: document.name,
  ...(document.description === undefined ? {} : { description: document.description }),
  owner_user_id: document.owner_user_id,
  created_at: document.created_at,
  updated_at: document.updated_at,
});

const toMembership = (document: MembershipDocument): MembershipRecord => ({
  team_id: document.team_id,
  user_id: document.user_id,
  role: document.role,
  created_at: document.created_at,
});

export type TeamsRepository = ReturnType<typeof teamsRepository>;

export function teamsRepository(connection: Connection) {
  const Team = connection.models.Team ?? connection.model<TeamDocument>('Team', teamSchema);
  const Membership =
    connection.models.Membership ??
    connection.model<MembershipDocument>('Membership', membershipSchema);

  return {
    /** Collections and indexes exist before the first transaction writes to them. */
    async ensureCollections(): Promise<void> {
      for (const model of [Team, Membership]) {
        await model.createCollection();
        await model.createIndexes();
      }
    },

    /**
     * Runs work in one transaction (retried by the driver on transient conflicts).
     * A unique index violation surfaces as UniqueIndexViolation.
     */
    async transaction<T>(work: (session: ClientSession) => Promise<T>): Promise<T> {
      try {
        return await connection.transaction(work);
      } catch (error) {
        throw asUniqueIndexViolation(error) ?? error;
      }
    },

    /** Taken outside transactions: ids stay unique, an aborted attempt only leaves a gap. */
    nextTeamId: (): Promise<number> => nextSequence(connection, 'teams'),

    async insertTeam(team: NewTeam, session: ClientSession): Promise<TeamRecord> {
      const { id, ...fields } = team;
      const [created] = await Team.create([{ _id: id, ...fields }], { session });
      return toTeam(created.toObject() as TeamDocument);
    },

    async insertMembership(
      membership: Omit<MembershipRecord, 'created_at'>,
      session: ClientSession,
    ): Promise<void> {
      await Membership.create([membership], { session });
    },

    async findTeam(teamId: number, session?: ClientSession): Promise<TeamRecord | null> {
      const document = await Team.findById(teamId, null, { session }).lean<TeamDocument>();
      return document ? toTeam(document) : null;
    },

    async findTeamByRequestKey(
      ownerUserId: number,
      requestKey: string,
    ): Promise<TeamRecord | null> {
      const document = await Team.findOne({
        owner_user_id: ownerUserId,
        request_key: requestKey,
      }).lean<TeamDocument>();
      return document ? toTeam(document) : null;
    },

    async findTeamOwnedBy(
      teamId: number,
      ownerUserId: number,
      session?: ClientSession,
    ): Promise<TeamRecord | null> {
      const document = await Team.findOne({ _id: teamId, owner_user_id: ownerUserId }, null, {
        session,
      }).lean<TeamDocument>();
      return document ? toTeam(document) : null;
    },

    async findMembership(teamId: number, userId: number): Promise<MembershipRecord | null> {
      const document = await Membership.findOne({
        team_id: teamId,
        user_id: userId,
      }).lean<MembershipDocument>();
      return document ? toMembership(document) : null;
    },

    /** Members of the team other than the given user. */
    countOtherMembers(teamId: number, userId: number, session?: ClientSession): Promise<number> {
      return Membership.countDocuments({ team_id: teamId, user_id: { $ne: userId } }, { session });
    },

    async deleteTeamAndMemberships(teamId: number, session: ClientSession): Promise<void> {
      await Membership.deleteMany({ team_id: teamId }, { session });
      await Team.deleteOne({ _id: teamId }, { session });
    },

    /** Every team the user belongs to, with the user's role there, oldest team first. */
    async listTeamsOfMember(userId: number): Promise<Array<TeamRecord & { role: Role }>> {
      const memberships = await Membership.find({ user_id: userId }).lean<MembershipDocument[]>();
      if (memberships.length === 0) return [];
      const roleByTeam = new Map(
        memberships.map((membership) => [membership.team_id, membership.role]),
      );
      const teams = await Team.find({ _id: { $in: [...roleByTeam.keys()] } })
        .sort({ created_at: 1, _id: 1 })
        .lean<TeamDocument[]>();
      // A membership whose team was deleted meanwhile has no team here and is skipped.
      return teams.map((team) => ({ ...toTeam(team), role: roleByTeam.get(team._id) as Role }));
    },
  };
}
