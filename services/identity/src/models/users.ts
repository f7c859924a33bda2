// Persistence of users, and the User record of the spec (registration and login
// response, other services' lookups) built from a stored user. Email is kept
// lowercased, the password only as a scrypt hash; secrets (the password hash, the
// token version) never leave this service.
import {
  connectionModel,
  insertRecord,
  mongoose,
  recordSchemaOptions,
  TEAM_ROLES,
  YES_NO,
  type Connection,
  type UserRole,
} from '@workmesh/platform';
import type { CallerMessage, UserMessage } from './proto-messages';

/** The roles a user can have (platform's TEAM_ROLES); a team membership has one of the first three. */
export type { UserRole };

export interface UserRecord {
  id: number;
  name: string;
  email: string;
  username: string;
  password_hash: string;
  /** Part of every access token; bumping it refuses every token issued before. */
  token_version: number;
  profile_photo_url: string;
  current_team_id: number;
  role: UserRole;
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

export type NewUser = Omit<UserRecord, 'created_at' | 'updated_at'>;

type UserDocument = Omit<UserRecord, 'id'> & { _id: number };

const userSchema = new mongoose.Schema<UserDocument>(
  {
    _id: { type: Number, required: true },
    name: { type: String, required: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    username: { type: String, required: true },
    password_hash: { type: String, required: true },
    token_version: { type: Number, required: true, default: 0 },
    profile_photo_url: { type: String, required: true },
    current_team_id: { type: Number, required: true },
    role: { type: String, required: true, enum: TEAM_ROLES },
    isAdmin: { type: String, required: true, enum: YES_NO },
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
  recordSchemaOptions('users'),
);

/** A registration that loses the race for an email hits this index. */
export const EMAIL_INDEX = 'email_unique';
/** A generated username taken meanwhile hits this index. */
export const USERNAME_INDEX = 'username_unique';
userSchema.index({ email: 1 }, { unique: true, name: EMAIL_INDEX });
userSchema.index({ username: 1 }, { unique: true, name: USERNAME_INDEX });

export const toUser = ({ _id, ...fields }: UserDocument): UserRecord => ({ id: _id, ...fields });

const isoOrUndefined = (date: Date | null): string | undefined =>
  date ? date.toISOString() : undefined;

/** The User record of the spec: every field but the secrets. */
export function toUserMessage(user: UserRecord): UserMessage {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    username: user.username,
    profile_photo_url: user.profile_photo_url,
    current_team_id: user.current_team_id,
    role: user.role,
    isAdmin: user.isAdmin,
    contact_count: user.contact_count,
    is_first_project_added: user.is_first_project_added,
    is_first_task_added: user.is_first_task_added,
    is_first_member_invited: user.is_first_member_invited,
    timezone: user.timezone,
    // Unset optional fields travel as absent; the gateway shows them as null.
    two_factor_confirmed_at: isoOrUndefined(user.two_factor_confirmed_at),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    app_id: user.app_id,
    speed_limit: user.speed_limit,
    email_verified_at: isoOrUndefined(user.email_verified_at),
    phone: user.phone ?? undefined,
  };
}

/** Who a verified access token belongs to (ResolveCaller), as the gateway needs it. */
export const toCallerMessage = (user: UserRecord, twoFactorMissing = false): CallerMessage => ({
  user_id: user.id,
  current_team_id: user.current_team_id,
  email: user.email,
  name: user.name,
  two_factor_missing: twoFactorMissing,
});

type FirstStepFlag = 'is_first_member_invited' | 'is_first_project_added' | 'is_first_task_added';

export type UserStore = ReturnType<typeof userStore>;

export function userStore(connection: Connection) {
  const User = connectionModel(connection, 'User', userSchema);

  const findOne = async (filter: mongoose.QueryFilter<UserDocument>) => {
    const document = await User.findOne(filter).lean<UserDocument>();
    return document ? toUser(document) : null;
  };

  const updateOne = async (
    id: number,
    condition: mongoose.QueryFilter<UserDocument>,
    update: mongoose.UpdateQuery<UserDocument>,
  ): Promise<boolean> => {
    const result = await User.updateOne({ _id: id, ...condition }, update);
    return result.modifiedCount === 1;
  };

  const findAndUpdate = async (id: number, update: mongoose.UpdateQuery<UserDocument>) => {
    const document = await User.findByIdAndUpdate(id, update, {
      returnDocument: 'after',
    }).lean<UserDocument>();
    return document ? toUser(document) : null;
  };

  return {
    model: User,

    /** A unique index violation (EMAIL_INDEX, USERNAME_INDEX) when either is taken. */
    async insert(user: NewUser): Promise<UserRecord> {
      return toUser(await insertRecord<UserDocument>(User, user));
    },

    findById: (id: number): Promise<UserRecord | null> => findOne({ _id: id }),

    /** Two-factor sign-in confirmed (a date) or turned off (null): the User record's field. */
    setTwoFactorConfirmedAt: (id: number, at: Date | null): Promise<UserRecord | null> =>
      findAndUpdate(id, { $set: { two_factor_confirmed_at: at } }),

    findByEmail: (email: string): Promise<UserRecord | null> =>
      findOne({ email: email.toLowerCase() }),

    /** The users among the ids, in no particular order. */
    async findByIds(ids: number[]): Promise<UserRecord[]> {
      const documents = await User.find({ _id: { $in: ids } }).lean<UserDocument[]>();
      return documents.map(toUser);
    },

    /** Makes a team the user's current one, with the user's role there; answers the user as it now is. */
    setCurrentTeam: (id: number, teamId: number, role: UserRole): Promise<UserRecord | null> =>
      findAndUpdate(id, { $set: { current_team_id: teamId, role } }),

    /**
     * Moves the user from one current team to another (0: none), only if `fromTeamId` is
     * still the current one, so a switch made meanwhile is kept. True when it moved.
     */
    moveCurrentTeam: (
      id: number,
      move: { fromTeamId: number; toTeamId: number; role: UserRole },
    ): Promise<boolean> =>
      updateOne(
        id,
        { current_team_id: move.fromTeamId },
        { $set: { current_team_id: move.toTeamId, role: move.role } },
      ),

    /** The user's role follows a change in a team, if that team is the current one. True when it changed. */
    setRoleInCurrentTeam: (id: number, teamId: number, role: UserRole): Promise<boolean> =>
      updateOne(id, { current_team_id: teamId, role: { $ne: role } }, { $set: { role } }),

    /** An is_first_* flag only ever goes from 0 to 1. True when it changed. */
    markFirst: (id: number, flag: FirstStepFlag): Promise<boolean> =>
      updateOne(id, { [flag]: 0 }, { $set: { [flag]: 1 } }),

    async usernameTaken(username: string): Promise<boolean> {
      return (await User.exists({ username })) !== null;
    },

    /** Refuses every access token issued so far; answers the user with the new version. */
    bumpTokenVersion: (id: number): Promise<UserRecord | null> =>
      findAndUpdate(id, { $inc: { token_version: 1 } }),

    /** A new password also refuses every earlier token. */
    replacePassword: (id: number, passwordHash: string): Promise<UserRecord | null> =>
      findAndUpdate(id, { $set: { password_hash: passwordHash }, $inc: { token_version: 1 } }),

    /** Upgrades a hash made with older parameters; sessions stay valid. */
    async upgradePasswordHash(id: number, oldHash: string, newHash: string): Promise<void> {
      await updateOne(id, { password_hash: oldHash }, { $set: { password_hash: newHash } });
    },

    /** Sets email_verified_at unless it is set already; answers the user as it now is. */
    async markEmailVerified(id: number, at: Date): Promise<UserRecord | null> {
      await updateOne(id, { email_verified_at: null }, { $set: { email_verified_at: at } });
      return findOne({ _id: id });
    },
  };
}
