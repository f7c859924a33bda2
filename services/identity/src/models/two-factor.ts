// Persistence of two-factor sign-in (docs/auth.md, "Two-factor sign-in"): per user, the
// TOTP secret (encrypted by the use cases before it gets here: only ciphertext is
// stored), pending until the first code confirms it, and the last time step a code was
// accepted for (a code is accepted once); the recovery codes, kept as hashes, each used
// once; and the login challenges (hashes), each for five minutes and one sign-in.
import { connectionModel, mongoose, type Connection } from '@workmesh/platform';

export interface TwoFactorRecord {
  user_id: number;
  /** The secret of an enrolment not confirmed yet (ciphertext). */
  pending_secret: string | null;
  /** The confirmed secret (ciphertext); null until confirmed. */
  secret: string | null;
  /** The last TOTP time step a code was accepted for (replays are refused). */
  last_step: number;
}

export type TwoFactorDocument = Omit<TwoFactorRecord, 'user_id'> & { _id: number };

const twoFactorSchema = new mongoose.Schema<TwoFactorDocument>(
  {
    _id: { type: Number, required: true },
    pending_secret: { type: String, default: null },
    secret: { type: String, default: null },
    last_step: { type: Number, required: true, default: 0 },
  },
  { collection: 'two_factor', versionKey: false },
);

export interface RecoveryCodeDocument {
  /** The code's hash (HMAC-SHA256). */
  _id: string;
  user_id: number;
  used_at: Date | null;
}

const recoveryCodeSchema = new mongoose.Schema<RecoveryCodeDocument>(
  {
    _id: { type: String, required: true },
    user_id: { type: Number, required: true },
    used_at: { type: Date, default: null },
  },
  { collection: 'recovery_codes', versionKey: false },
);
recoveryCodeSchema.index({ user_id: 1 });

export interface ChallengeDocument {
  /** The challenge's hash. */
  _id: string;
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
}

const challengeSchema = new mongoose.Schema<ChallengeDocument>(
  {
    _id: { type: String, required: true },
    user_id: { type: Number, required: true },
    expires_at: { type: Date, required: true },
    used_at: { type: Date, default: null },
  },
  { collection: 'login_challenges', versionKey: false },
);
// MongoDB removes challenges a day after they expired.
challengeSchema.index({ expires_at: 1 }, { expireAfterSeconds: 24 * 3600, name: 'expires_at_ttl' });

const toRecord = ({ _id, ...fields }: TwoFactorDocument): TwoFactorRecord => ({
  user_id: _id,
  ...fields,
});

export type TwoFactorStore = ReturnType<typeof twoFactorStore>;

export function twoFactorStore(connection: Connection) {
  const TwoFactor = connectionModel(connection, 'TwoFactor', twoFactorSchema);

  return {
    model: TwoFactor,

    async findByUser(userId: number): Promise<TwoFactorRecord | null> {
      const document = await TwoFactor.findById(userId).lean<TwoFactorDocument>();
      return document ? toRecord(document) : null;
    },

    /** Starts (or restarts) an enrolment: a new pending secret; a confirmed one stays. */
    async setPending(userId: number, ciphertext: string): Promise<void> {
      await TwoFactor.updateOne(
        { _id: userId },
        { $set: { pending_secret: ciphertext }, $setOnInsert: { secret: null, last_step: 0 } },
        { upsert: true },
      );
    },

    /** The pending secret becomes the secret, if it is still the one the code was checked against. */
    async confirm(userId: number, pending: string, step: number): Promise<boolean> {
      const result = await TwoFactor.updateOne(
        { _id: userId, pending_secret: pending, secret: null },
        { $set: { secret: pending, pending_secret: null, last_step: step } },
      );
      return result.modifiedCount === 1;
    },

    /** Records that a code of this step was used; false when it (or a later one) already was. */
    async useStep(userId: number, step: number): Promise<boolean> {
      const result = await TwoFactor.updateOne(
        { _id: userId, secret: { $ne: null }, last_step: { $lt: step } },
        { $set: { last_step: step } },
      );
      return result.modifiedCount === 1;
    },

    /** Turns two-factor sign-in off: the secret removed (the recovery codes: recoveryCodeStore). */
    async remove(userId: number): Promise<void> {
      await TwoFactor.deleteOne({ _id: userId });
    },
  };
}

export function recoveryCodeStore(connection: Connection) {
  const RecoveryCode = connectionModel(connection, 'RecoveryCode', recoveryCodeSchema);

  return {
    model: RecoveryCode,

    async removeAll(userId: number): Promise<void> {
      await RecoveryCode.deleteMany({ user_id: userId });
    },

    /** The user's recovery codes replaced by these hashes. */
    async replace(userId: number, hashes: readonly string[]): Promise<void> {
      await RecoveryCode.deleteMany({ user_id: userId });
      await RecoveryCode.insertMany(
        hashes.map((hash) => ({ _id: hash, user_id: userId, used_at: null })),
      );
    },

    /** Uses a recovery code once; false when unknown, another user's, or used. */
    async use(userId: number, hash: string, now: Date): Promise<boolean> {
      const result = await RecoveryCode.updateOne(
        { _id: hash, user_id: userId, used_at: null },
        { $set: { used_at: now } },
      );
      return result.modifiedCount === 1;
    },
  };
}

export function loginChallengeStore(connection: Connection) {
  const Challenge = connectionModel(connection, 'LoginChallenge', challengeSchema);

  return {
    model: Challenge,

    async insert(hash: string, userId: number, expiresAt: Date): Promise<void> {
      await Challenge.create([
        { _id: hash, user_id: userId, expires_at: expiresAt, used_at: null },
      ]);
    },

    /** The user of a live challenge (not used, not expired), or null. */
    async userOf(hash: string, now: Date): Promise<number | null> {
      const document = await Challenge.findOne({
        _id: hash,
        used_at: null,
        expires_at: { $gt: now },
      }).lean<ChallengeDocument>();
      return document ? document.user_id : null;
    },

    /** Uses a live challenge once; false when it was used meanwhile or expired. */
    async use(hash: string, now: Date): Promise<boolean> {
      const result = await Challenge.updateOne(
        { _id: hash, used_at: null, expires_at: { $gt: now } },
        { $set: { used_at: now } },
      );
      return result.modifiedCount === 1;
    },
  };
}
