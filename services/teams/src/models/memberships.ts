// Persistence of memberships: a user's role in a team, and the pay settings given
// when they were invited (owners who made the team have none stored). The Membership
// and Member messages are built here from a stored membership.
import {
  connectionModel,
  MEMBER_ROLES,
  mongoose,
  type Connection,
  type TeamRole,
} from '@workmesh/platform';
import type { MemberMessage, MembershipMessage } from './proto-messages';
import { paySettingsSchema, toPaySettings, type PaySettingsRecord } from './pay-settings';

/** A membership's role: platform's MEMBER_ROLES (teams.proto's TeamRole but `client`). */
export type Role = TeamRole;

export interface MembershipRecord {
  team_id: number;
  user_id: number;
  role: Role;
  pay?: PaySettingsRecord;
  joined_at: Date;
}

export type NewMembership = Omit<MembershipRecord, 'joined_at'>;

interface MembershipDocument {
  _id: mongoose.Types.ObjectId;
  team_id: number;
  user_id: number;
  role: Role;
  pay?: PaySettingsRecord;
  created_at: Date;
}

const membershipSchema = new mongoose.Schema<MembershipDocument>(
  {
    team_id: { type: Number, required: true },
    user_id: { type: Number, required: true },
    role: { type: String, enum: MEMBER_ROLES, required: true },
    pay: { type: paySettingsSchema, required: false },
  },
  {
    collection: 'memberships',
    versionKey: false,
    timestamps: { createdAt: 'created_at', updatedAt: false },
  },
);

export const MEMBERSHIP_INDEX = 'team_id_user_id_unique';
membershipSchema.index({ team_id: 1, user_id: 1 }, { name: MEMBERSHIP_INDEX, unique: true });
// ListTeams: a user's memberships.
membershipSchema.index({ user_id: 1, team_id: 1 }, { name: 'user_id_team_id' });

export const toMembership = ({
  _id,
  pay,
  created_at,
  ...fields
}: MembershipDocument): MembershipRecord => ({
  ...fields,
  ...(pay ? { pay: toPaySettings(pay) } : {}),
  joined_at: created_at,
});

/** A user's role in a team, as other services ask for it. */
export const toProtoMembership = ({
  team_id,
  user_id,
  role,
}: MembershipRecord): MembershipMessage => ({ team_id, user_id, role });

/** A member as lists show one: the membership with its pay, and who the user is when known. */
export interface Member extends MembershipRecord {
  pay: PaySettingsRecord;
  name?: string;
  email?: string;
}

export function toProtoMember(member: Member): MemberMessage {
  return {
    team_id: member.team_id,
    user_id: member.user_id,
    role: member.role,
    ...(member.name === undefined ? {} : { name: member.name }),
    ...(member.email === undefined ? {} : { email: member.email }),
    // The pay record has the message's fields.
    pay: member.pay,
    joined_at: member.joined_at.toISOString(),
  };
}

export type MembershipStore = ReturnType<typeof membershipStore>;

export function membershipStore(connection: Connection) {
  const Membership = connectionModel(connection, 'Membership', membershipSchema);

  return {
    model: Membership,

    async insert(membership: NewMembership): Promise<MembershipRecord> {
      const [created] = await Membership.create([membership]);
      return toMembership(created.toObject() as MembershipDocument);
    },

    async find(teamId: number, userId: number): Promise<MembershipRecord | null> {
      const document = await Membership.findOne({
        team_id: teamId,
        user_id: userId,
      }).lean<MembershipDocument>();
      return document ? toMembership(document) : null;
    },

    /** The memberships of the team among these users (any order). */
    async findManyInTeam(teamId: number, userIds: number[]): Promise<MembershipRecord[]> {
      const documents = await Membership.find({
        team_id: teamId,
        user_id: { $in: userIds },
      }).lean<MembershipDocument[]>();
      return documents.map(toMembership);
    },

    /** The team's members with any of the roles, earliest joined first. */
    async withRoles(teamId: number, roles: Role[]): Promise<MembershipRecord[]> {
      const documents = await Membership.find({ team_id: teamId, role: { $in: roles } })
        .sort({ created_at: 1, user_id: 1 })
        .lean<MembershipDocument[]>();
      return documents.map(toMembership);
    },

    /** A user's memberships, in any team. */
    async ofUser(userId: number): Promise<MembershipRecord[]> {
      const documents = await Membership.find({ user_id: userId }).lean<MembershipDocument[]>();
      return documents.map(toMembership);
    },

    /** One page of a team's members, earliest joined first, and how many there are. */
    async page(
      teamId: number,
      window: { skip: number; limit: number },
    ): Promise<{ items: MembershipRecord[]; total: number }> {
      const [documents, total] = await Promise.all([
        Membership.find({ team_id: teamId })
          .sort({ created_at: 1, user_id: 1 })
          .skip(window.skip)
          .limit(window.limit)
          .lean<MembershipDocument[]>(),
        Membership.countDocuments({ team_id: teamId }),
      ]);
      return { items: documents.map(toMembership), total };
    },

    /** Which of the users are members of the team. */
    async memberIdsAmong(teamId: number, userIds: number[]): Promise<number[]> {
      if (userIds.length === 0) return [];
      const documents = await Membership.find(
        { team_id: teamId, user_id: { $in: userIds } },
        { user_id: 1 },
      ).lean<Array<Pick<MembershipDocument, 'user_id'>>>();
      return documents.map((document) => document.user_id);
    },

    countOwners(teamId: number): Promise<number> {
      return Membership.countDocuments({ team_id: teamId, role: 'owner' });
    },

    /** Members of the team other than the given user. */
    countOthers(teamId: number, userId: number): Promise<number> {
      return Membership.countDocuments({ team_id: teamId, user_id: { $ne: userId } });
    },

    async updateRole(teamId: number, userId: number, role: Role): Promise<MembershipRecord | null> {
      const document = await Membership.findOneAndUpdate(
        { team_id: teamId, user_id: userId },
        { $set: { role } },
        { returnDocument: 'after' },
      ).lean<MembershipDocument>();
      return document ? toMembership(document) : null;
    },

    async delete(teamId: number, userId: number): Promise<boolean> {
      const result = await Membership.deleteOne({ team_id: teamId, user_id: userId });
      return result.deletedCount === 1;
    },

    async deleteAllOfTeam(teamId: number): Promise<void> {
      await Membership.deleteMany({ team_id: teamId });
    },
  };
}
