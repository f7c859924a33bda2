// Persistence of login sessions (docs/auth.md, "Sessions"): one per login or
// registration, named by a random id that its access tokens carry (`sid`). A session is
// ended by setting revoked_at, never by deleting it, so the gateway's ResolveCaller
// tells a revoked session from one it never issued only by the record. Records are
// removed by MongoDB a while after their tokens expired (SESSION_RETENTION_SECONDS).
import { connectionModel, mongoose, type Connection } from '@workmesh/platform';
import type { ResponseOf } from './proto-messages';

export interface LoginSessionRecord {
  id: string;
  user_id: number;
  created_at: Date;
  /** Updated when the gateway resolves the session, at most once a minute. */
  last_seen_at: Date;
  /** When the session's tokens expire (created_at + JWT_TTL_SECONDS). */
  expires_at: Date;
  ip: string | null;
  user_agent: string | null;
  revoked_at: Date | null;
}

export type NewLoginSession = Omit<LoginSessionRecord, 'revoked_at' | 'last_seen_at'>;

type LoginSessionDocument = Omit<LoginSessionRecord, 'id'> & { _id: string };

// Expired and revoked sessions are kept 30 days after their tokens expire (support questions).
const SESSION_RETENTION_SECONDS = 30 * 24 * 3600;

const loginSessionSchema = new mongoose.Schema<LoginSessionDocument>(
  {
    _id: { type: String, required: true },
    user_id: { type: Number, required: true },
    created_at: { type: Date, required: true },
    last_seen_at: { type: Date, required: true },
    expires_at: { type: Date, required: true },
    ip: { type: String, default: null },
    user_agent: { type: String, default: null },
    revoked_at: { type: Date, default: null },
  },
  { collection: 'sessions', versionKey: false },
);
// A user's active sessions, newest first (the list, the revocations).
loginSessionSchema.index({ user_id: 1, revoked_at: 1, created_at: -1 });
loginSessionSchema.index(
  { expires_at: 1 },
  { expireAfterSeconds: SESSION_RETENTION_SECONDS, name: 'expires_at_ttl' },
);

const toLoginSession = ({ _id, ...fields }: LoginSessionDocument): LoginSessionRecord => ({
  id: _id,
  ...fields,
});

type LoginSessionMessage = NonNullable<ResponseOf<'ListSessions'>['sessions']>[number];

/** A session as the list shows it; `current` when it is the caller's own. */
export const toLoginSessionMessage = (
  session: LoginSessionRecord,
  currentSessionId: string | undefined,
): LoginSessionMessage => ({
  id: session.id,
  created_at: session.created_at.toISOString(),
  last_seen_at: session.last_seen_at.toISOString(),
  ip: session.ip ?? undefined,
  user_agent: session.user_agent ?? undefined,
  current: session.id === currentSessionId,
});

export type LoginSessionStore = ReturnType<typeof loginSessionStore>;

export function loginSessionStore(connection: Connection) {
  const LoginSession = connectionModel(connection, 'LoginSession', loginSessionSchema);

  /** The user's sessions that still work: not revoked, tokens not expired. */
  const activeOf = (userId: number, now: Date) => ({
    user_id: userId,
    revoked_at: null,
    expires_at: { $gt: now },
  });

  /** Ends the matching active sessions; answers the ids ended (read first, then updated by id). */
  const revokeWhere = async (
    filter: mongoose.QueryFilter<LoginSessionDocument>,
    now: Date,
  ): Promise<string[]> => {
    const found = await LoginSession.find(filter, { _id: 1 }).lean<{ _id: string }[]>();
    const ids = found.map((document) => document._id);
    if (ids.length === 0) return [];
    await LoginSession.updateMany(
      { _id: { $in: ids }, revoked_at: null },
      { $set: { revoked_at: now } },
    );
    return ids;
  };

  return {
    model: LoginSession,

    async insert(session: NewLoginSession): Promise<LoginSessionRecord> {
      const { id, ...fields } = session;
      const document: LoginSessionDocument = {
        _id: id,
        ...fields,
        last_seen_at: session.created_at,
        revoked_at: null,
      };
      await LoginSession.create([document]);
      return toLoginSession(document);
    },

    async findById(id: string): Promise<LoginSessionRecord | null> {
      const document = await LoginSession.findById(id).lean<LoginSessionDocument>();
      return document ? toLoginSession(document) : null;
    },

    /**
     * Records that the session was seen now, unless it was seen since `seenBefore`: a
     * conditional update, so concurrent resolutions (several gateway replicas) write once.
     */
    async touch(id: string, now: Date, seenBefore: Date): Promise<void> {
      await LoginSession.updateOne(
        { _id: id, revoked_at: null, last_seen_at: { $lt: seenBefore } },
        { $set: { last_seen_at: now } },
      );
    },

    /** One page of the user's active sessions, newest first. */
    async pageOfUser(
      userId: number,
      now: Date,
      window: { skip: number; limit: number },
    ): Promise<{ items: LoginSessionRecord[]; total: number }> {
      const filter = activeOf(userId, now);
      const [documents, total] = await Promise.all([
        LoginSession.find(filter)
          .sort({ created_at: -1, _id: 1 })
          .skip(window.skip)
          .limit(window.limit)
          .lean<LoginSessionDocument[]>(),
        LoginSession.countDocuments(filter),
      ]);
      return { items: documents.map(toLoginSession), total };
    },

    /** Ends one active session of the user; null when the user has no such session. */
    async revokeOne(userId: number, id: string, now: Date): Promise<LoginSessionRecord | null> {
      const document = await LoginSession.findOneAndUpdate(
        { _id: id, ...activeOf(userId, now) },
        { $set: { revoked_at: now } },
        { returnDocument: 'after' },
      ).lean<LoginSessionDocument>();
      return document ? toLoginSession(document) : null;
    },

    /** Ends every active session of the user but `keepId`; answers the ids ended. */
    revokeOthers: (userId: number, keepId: string, now: Date): Promise<string[]> =>
      revokeWhere({ ...activeOf(userId, now), _id: { $ne: keepId } }, now),

    /** Ends every active session of the user (a password reset); answers the ids ended. */
    revokeAll: (userId: number, now: Date): Promise<string[]> =>
      revokeWhere(activeOf(userId, now), now),
  };
}
