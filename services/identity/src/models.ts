// identity's own database: users, pending password resets and email verifications.
// Repositories answer plain objects (.lean()), so nothing above this file knows mongoose.
import {
  mongoose,
  nextSequence,
  prepareCollections,
  type ClientSession,
  type Connection,
  type PreparedCollection,
} from '@workmesh/platform';

const { Schema } = mongoose;

/** A user as stored. Email is kept lowercased; the password only as a scrypt hash. */
export interface StoredUser {
  _id: number;
  name: string;
  email: string;
  username: string;
  password_hash: string;
  /** Part of every access token; bumping it refuses every token issued before. */
  token_version: number;
  profile_photo_url: string;
  current_team_id: number;
  role: 'owner' | 'manager' | 'member' | 'client';
  isAdmin: 'yes' | 'no';
  contact_count: number;
  is_first_project_added: number;
  is_first_task_added: number;
  is_first_member_invited: number;
  timezone: string;
  phone: string | null;
  two_factor_confirmed_at: Date | null;
  email_verified_at: Date | null;
  app_id: string;
  speed_limit: number;
  created_at: Date;
  updated_at: Date;
}

export type UserRole = StoredUser['role'];

/** The roles a user can have; a team membership has one of the first three. */
export const USER_ROLES: readonly UserRole[] = ['owner', 'manager', 'member', 'client'];

export type NewUser = Omit<StoredUser, 'created_at' | 'updated_at'>;

/** A pending single-use token (password reset or email verification): only its hash is kept. */
export interface StoredOneTimeToken {
  _id: mongoose.Types.ObjectId;
  user_id: number;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

const userSchema = new Schema<StoredUser>(
  {
    _id: { type: Number, required: true },
    name: { type: String, required: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    username: { type: String, required: true },
    password_hash: { type: String, required: true },
    token_version: { type: Number, required: true, default: 0 },
    profile_photo_url: { type: String, required: true },
    current_team_id: { type: Number, required: true },
    role: { type: String, required: true, enum: USER_ROLES },
    isAdmin: { type: String, required: true, enum: ['yes', 'no'] },
    contact_count: { type: Number, required: true, default: 0 },
    is_first_project_added: { type: Number, required: true, default: 0 },
    is_first_task_added: { type: Number, required: true, default: 0 },
    is_first_member_invited: { type: Number, required: true, default: 0 },
    timezone: { type: String, required: true, default: 'UTC' },
    phone: { type: String, default: null },
    two_factor_confirmed_at: { type: Date, default: null },
    email_verified_at: { type: Date, default: null },
    app_id: { type: String, required: true },
    speed_limit: { type: Number, required: true },
  },
  {
    collection: 'users',
    versionKey: false,
    timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' },
  },
);
userSchema.index({ email: 1 }, { unique: true, name: 'email_unique' });
userSchema.index({ username: 1 }, { unique: true, name: 'username_unique' });

// Spent and expired tokens are kept a week (for support questions), then removed.
const TOKEN_RETENTION_SECONDS = 7 * 24 * 3600;

function oneTimeTokenSchema(collection: string) {
  const schema = new Schema<StoredOneTimeToken>(
    {
      user_id: { type: Number, required: true },
      token_hash: { type: String, required: true },
      expires_at: { type: Date, required: true },
      used_at: { type: Date, default: null },
    },
    { collection, versionKey: false, timestamps: { createdAt: 'created_at', updatedAt: false } },
  );
  schema.index({ token_hash: 1 }, { unique: true, name: 'token_hash_unique' });
  schema.index({ user_id: 1 });
  schema.index(
    { expires_at: 1 },
    { expireAfterSeconds: TOKEN_RETENTION_SECONDS, name: 'expires_at_ttl' },
  );
  return schema;
}

/** A unique index refused a write: which field was taken. */
export class UniqueViolation extends Error {
  constructor(readonly field: string) {
    super(`unique violation on ${field}`);
    this.name = 'UniqueViolation';
  }
}

function uniqueViolationOf(error: unknown): UniqueViolation | undefined {
  const mongoError = error as {
    code?: number;
    keyPattern?: Record<string, unknown>;
    keyValue?: Record<string, unknown>;
  };
  if (mongoError?.code !== 11000) return undefined;
  const field = Object.keys(mongoError.keyPattern ?? mongoError.keyValue ?? {})[0] ?? 'unknown';
  return new UniqueViolation(field);
}

export class UserRepository {
  constructor(private readonly model: mongoose.Model<StoredUser>) {}

  /** Throws UniqueViolation('email' | 'username') when either is taken. */
  async insert(user: NewUser, session: ClientSession): Promise<StoredUser> {
    try {
      const [created] = await this.model.create([user], { session });
      return created.toObject() as StoredUser;
    } catch (error) {
      throw uniqueViolationOf(error) ?? error;
    }
  }

  findById(id: number): Promise<StoredUser | null> {
    return this.model.findById(id).lean<StoredUser>().exec();
  }

  findByEmail(email: string): Promise<StoredUser | null> {
    return this.model.findOne({ email: email.toLowerCase() }).lean<StoredUser>().exec();
  }

  /** The users among the ids, in no particular order. */
  findByIds(ids: number[]): Promise<StoredUser[]> {
    return this.model
      .find({ _id: { $in: ids } })
      .lean<StoredUser[]>()
      .exec();
  }

  /** Makes a team the user's current one, with the user's role there; answers the user as it now is. */
  setCurrentTeam(id: number, teamId: number, role: UserRole): Promise<StoredUser | null> {
    return this.model
      .findByIdAndUpdate(
        id,
        { $set: { current_team_id: teamId, role } },
        { returnDocument: 'after' },
      )
      .lean<StoredUser>()
      .exec();
  }

  /**
   * Moves the user from one current team to another (0: none), only if `fromTeamId` is
   * still the current one, so a switch made meanwhile is kept. True when it moved.
   */
  async moveCurrentTeam(
    id: number,
    move: { fromTeamId: number; toTeamId: number; role: UserRole },
    session: ClientSession,
  ): Promise<boolean> {
    const result = await this.model
      .updateOne(
        { _id: id, current_team_id: move.fromTeamId },
        { $set: { current_team_id: move.toTeamId, role: move.role } },
        { session },
      )
      .exec();
    return result.modifiedCount === 1;
  }

  /** The user's role follows a change in a team, if that team is the current one. True when it changed. */
  async setRoleInCurrentTeam(
    id: number,
    teamId: number,
    role: UserRole,
    session: ClientSession,
  ): Promise<boolean> {
    const result = await this.model
      .updateOne(
        { _id: id, current_team_id: teamId, role: { $ne: role } },
        { $set: { role } },
        { session },
      )
      .exec();
    return result.modifiedCount === 1;
  }

  /** Sets is_first_member_invited from 0 to 1, never back. True when it changed. */
  async markFirstMemberInvited(id: number, session: ClientSession): Promise<boolean> {
    return this.markFirst(id, 'is_first_member_invited', session);
  }

  async markFirstProjectAdded(id: number, session: ClientSession): Promise<boolean> {
    return this.markFirst(id, 'is_first_project_added', session);
  }

  async markFirstTaskAdded(id: number, session: ClientSession): Promise<boolean> {
    return this.markFirst(id, 'is_first_task_added', session);
  }

  /** An is_first_* flag only ever goes from 0 to 1. */
  private async markFirst(
    id: number,
    flag: 'is_first_member_invited' | 'is_first_project_added' | 'is_first_task_added',
    session: ClientSession,
  ): Promise<boolean> {
    const result = await this.model
      .updateOne({ _id: id, [flag]: 0 }, { $set: { [flag]: 1 } }, { session })
      .exec();
    return result.modifiedCount === 1;
  }

  async usernameTaken(username: string): Promise<boolean> {
    return (await this.model.exists({ username })) !== null;
  }

  /** Refuses every access token issued so far; answers the new version. */
  async bumpTokenVersion(id: number, session: ClientSession): Promise<StoredUser | null> {
    return this.model
      .findByIdAndUpdate(id, { $inc: { token_version: 1 } }, { session, returnDocument: 'after' })
      .lean<StoredUser>()
      .exec();
  }

  /** A new password also refuses every earlier token. */
  async replacePassword(
    id: number,
    passwordHash: string,
    session: ClientSession,
  ): Promise<StoredUser | null> {
    return this.model
      .findByIdAndUpdate(
        id,
        { $set: { password_hash: passwordHash }, $inc: { token_version: 1 } },
        { session, returnDocument: 'after' },
      )
      .lean<StoredUser>()
      .exec();
  }

  /** Upgrades a hash made with older parameters; sessions stay valid. */
  async upgradePasswordHash(id: number, oldHash: string, newHash: string): Promise<void> {
    await this.model
      .updateOne({ _id: id, password_hash: oldHash }, { $set: { password_hash: newHash } })
      .exec();
  }

  /** Sets email_verified_at unless it is set already; answers the user as it now is. */
  async markEmailVerified(
    id: number,
    at: Date,
    session: ClientSession,
  ): Promise<StoredUser | null> {
    await this.model
      .updateOne(
        { _id: id, email_verified_at: null },
        { $set: { email_verified_at: at } },
        { session },
      )
      .exec();
    return this.model.findById(id).session(session).lean<StoredUser>().exec();
  }
}

export class OneTimeTokenRepository {
  constructor(private readonly model: mongoose.Model<StoredOneTimeToken>) {}

  async insert(
    token: { user_id: number; token_hash: string; expires_at: Date },
    session: ClientSession,
  ): Promise<void> {
    await this.model.create([{ ...token, used_at: null }], { session });
  }

  /** The token if it exists, is unused and has not expired. */
  findUsable(tokenHash: string, now: Date): Promise<StoredOneTimeToken | null> {
    return this.model
      .findOne({ token_hash: tokenHash, used_at: null, expires_at: { $gt: now } })
      .lean<StoredOneTimeToken>()
      .exec();
  }

  /**
   * Spends a valid token: marks it used if it exists, is unused and has not expired,
   * in one atomic update, so two concurrent uses cannot both succeed.
   */
  spend(tokenHash: string, now: Date, session: ClientSession): Promise<StoredOneTimeToken | null> {
    return this.model
      .findOneAndUpdate(
        { token_hash: tokenHash, used_at: null, expires_at: { $gt: now } },
        { $set: { used_at: now } },
        { session, returnDocument: 'after' },
      )
      .lean<StoredOneTimeToken>()
      .exec();
  }

  /** Withdraws a user's pending tokens (a newer one replaces them). */
  async withdrawPending(userId: number, now: Date, session: ClientSession): Promise<void> {
    await this.model
      .updateMany({ user_id: userId, used_at: null }, { $set: { used_at: now } }, { session })
      .exec();
  }
}

/** The database of the identity service. */
export class IdentityStore {
  readonly users: UserRepository;
  readonly passwordResets: OneTimeTokenRepository;
  readonly emailVerifications: OneTimeTokenRepository;
  private readonly collections: PreparedCollection[];

  constructor(private readonly connection: Connection) {
    const users = connection.model<StoredUser>('User', userSchema);
    const resets = connection.model<StoredOneTimeToken>(
      'PasswordReset',
      oneTimeTokenSchema('password_resets'),
    );
    const verifications = connection.model<StoredOneTimeToken>(
      'EmailVerification',
      oneTimeTokenSchema('email_verifications'),
    );
    this.users = new UserRepository(users);
    this.passwordResets = new OneTimeTokenRepository(resets);
    this.emailVerifications = new OneTimeTokenRepository(verifications);
    this.collections = [users, resets, verifications];
  }

  /** Collections and indexes before the first request: the unique email index must exist before two registrations race. */
  init(): Promise<void> {
    return prepareCollections(this.collections);
  }

  nextUserId(): Promise<number> {
    return nextSequence(this.connection, 'users');
  }

  /** Runs work in one transaction (retried on transient conflicts, so work must be repeatable). */
  transaction<T>(work: (session: ClientSession) => Promise<T>): Promise<T> {
    return this.connection.transaction(work);
  }
}
