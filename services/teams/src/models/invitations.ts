// Persistence of invitations, and the Invitation message built from a stored one. Only
// the SHA-256 of an accept token is stored; the raw token exists only in the
// team.invitation_sent event the notifier turns into a link.
import {
  connectionModel,
  insertRecord,
  INVITATION_STATUSES,
  MEMBER_ROLES,
  mongoose,
  recordSchemaOptions,
  type Connection,
  type InvitationStatus,
} from '@workmesh/platform';
import type { InvitationMessage } from './proto-messages';
import type { Role } from './memberships';
import { paySettingsSchema, toPaySettings, type PaySettingsRecord } from './pay-settings';

/** As stored (platform's INVITATION_STATUSES). 'expired' is also what a pending invitation past expires_at reads as. */
export type { InvitationStatus };

export interface InvitationRecord {
  id: number;
  team_id: number;
  /** Trimmed and lowercased. */
  email: string;
  role: Role;
  /** The stored status; see effectiveStatus for what a reader should see. */
  status: InvitationStatus;
  pay: PaySettingsRecord;
  invited_by: number;
  token_hash?: string;
  expires_at: Date;
  accepted_at?: Date;
  accepted_by?: number;
  revoked_at?: Date;
  terms_accepted_by_inviter: boolean;
  /** Audit: the inviter's address and user agent. */
  ip?: string;
  agent?: string;
  created_at: Date;
  updated_at: Date;
}

export type NewInvitation = Omit<InvitationRecord, 'created_at' | 'updated_at'>;

type InvitationDocument = Omit<InvitationRecord, 'id'> & { _id: number };

const invitationSchema = new mongoose.Schema<InvitationDocument>(
  {
    _id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    email: { type: String, required: true },
    role: { type: String, enum: MEMBER_ROLES, required: true },
    status: { type: String, enum: INVITATION_STATUSES, required: true },
    pay: { type: paySettingsSchema, required: true },
    invited_by: { type: Number, required: true },
    token_hash: { type: String },
    expires_at: { type: Date, required: true },
    accepted_at: { type: Date },
    accepted_by: { type: Number },
    revoked_at: { type: Date },
    terms_accepted_by_inviter: { type: Boolean, required: true },
    ip: { type: String },
    agent: { type: String },
  },
  recordSchemaOptions('invitations'),
);

/** At most one pending invitation per email and team (a second send is refused, or resent). */
export const PENDING_INVITATION_INDEX = 'team_id_email_pending_unique';
invitationSchema.index(
  { team_id: 1, email: 1 },
  {
    name: PENDING_INVITATION_INDEX,
    unique: true,
    partialFilterExpression: { status: 'pending' },
  },
);
invitationSchema.index({ token_hash: 1 }, { name: 'token_hash' });
invitationSchema.index({ team_id: 1, _id: -1 }, { name: 'team_id_id' });

const toInvitation = ({ _id, pay, ...fields }: InvitationDocument): InvitationRecord => ({
  id: _id,
  ...fields,
  pay: toPaySettings(pay),
});

/** An invitation as readers see it: the effective status, never the token hash. */
export type InvitationView = Omit<InvitationRecord, 'token_hash'>;

export function toProtoInvitation(invitation: InvitationView): InvitationMessage {
  return {
    id: invitation.id,
    team_id: invitation.team_id,
    email: invitation.email,
    role: invitation.role,
    status: invitation.status,
    // The pay record has the message's fields.
    pay: invitation.pay,
    invited_by: invitation.invited_by,
    created_at: invitation.created_at.toISOString(),
    expires_at: invitation.expires_at.toISOString(),
    ...(invitation.accepted_at ? { accepted_at: invitation.accepted_at.toISOString() } : {}),
    terms_accepted_by_inviter: invitation.terms_accepted_by_inviter,
  };
}

/** What a reader sees: a pending invitation past its expiry is expired. */
export function effectiveStatus(invitation: InvitationRecord, now: Date): InvitationStatus {
  return invitation.status === 'pending' && invitation.expires_at <= now
    ? 'expired'
    : invitation.status;
}

/** The stored condition of each status as readers see it (effectiveStatus as a query). */
function statusFilter(status: InvitationStatus, now: Date): Record<string, unknown> {
  if (status === 'pending') return { status: 'pending', expires_at: { $gt: now } };
  if (status === 'expired')
    return { $or: [{ status: 'expired' }, { status: 'pending', expires_at: { $lte: now } }] };
  return { status };
}

export type InvitationStore = ReturnType<typeof invitationStore>;

export function invitationStore(connection: Connection) {
  const Invitation = connectionModel(connection, 'Invitation', invitationSchema);

  const findOne = async (filter: Record<string, unknown>) => {
    const document = await Invitation.findOne(filter).lean<InvitationDocument>();
    return document ? toInvitation(document) : null;
  };

  /** Applies a change when the invitation is still in one of the given states; the result, or null. */
  const transition = async (filter: Record<string, unknown>, update: Record<string, unknown>) => {
    const document = await Invitation.findOneAndUpdate(filter, update, {
      returnDocument: 'after',
    }).lean<InvitationDocument>();
    return document ? toInvitation(document) : null;
  };

  return {
    model: Invitation,

    async insert(invitation: NewInvitation): Promise<InvitationRecord> {
      return toInvitation(await insertRecord<InvitationDocument>(Invitation, invitation));
    },

    /** Tenancy: an invitation of another team is not found. */
    findInTeam(teamId: number, id: number) {
      return findOne({ _id: id, team_id: teamId });
    },

    findByTokenHash(tokenHash: string) {
      return findOne({ token_hash: tokenHash });
    },

    /** The invitation stored as pending for the email in the team (possibly past its expiry). */
    findPending(teamId: number, email: string) {
      return findOne({ team_id: teamId, email, status: 'pending' });
    },

    /** pending and unexpired → accepted; null when it no longer is (accepted twice, revoked, expired). */
    markAccepted(id: number, userId: number, now: Date) {
      return transition(
        { _id: id, status: 'pending', expires_at: { $gt: now } },
        { $set: { status: 'accepted', accepted_at: now, accepted_by: userId } },
      );
    },

    /** pending (expired or not) → revoked; null when it is not pending. */
    markRevoked(teamId: number, id: number, now: Date) {
      return transition(
        { _id: id, team_id: teamId, status: 'pending' },
        { $set: { status: 'revoked', revoked_at: now } },
      );
    },

    /** A pending invitation past its expiry becomes expired (so a new one can be sent). */
    async markExpired(id: number): Promise<void> {
      await Invitation.updateOne({ _id: id, status: 'pending' }, { $set: { status: 'expired' } });
    },

    /** pending or expired → pending with a new token and expiry; null when accepted or revoked. */
    renew(teamId: number, id: number, renewal: { token_hash: string; expires_at: Date }) {
      return transition(
        { _id: id, team_id: teamId, status: { $in: ['pending', 'expired'] } },
        { $set: { status: 'pending', ...renewal } },
      );
    },

    /** One page of a team's invitations, newest first, optionally of one (effective) status. */
    async page(
      teamId: number,
      status: InvitationStatus | undefined,
      now: Date,
      window: { skip: number; limit: number },
    ): Promise<{ items: InvitationRecord[]; total: number }> {
      const filter = { team_id: teamId, ...(status ? statusFilter(status, now) : {}) };
      const [documents, total] = await Promise.all([
        Invitation.find(filter)
          .sort({ _id: -1 })
          .skip(window.skip)
          .limit(window.limit)
          .lean<InvitationDocument[]>(),
        Invitation.countDocuments(filter),
      ]);
      return { items: documents.map(toInvitation), total };
    },

    async deleteAllOfTeam(teamId: number): Promise<void> {
      await Invitation.deleteMany({ team_id: teamId });
    },
  };
}
