// Persistence of pending single-use tokens: password resets and email verifications,
// one collection each, the same shape. Only a token's hash is kept.
import { connectionModel, mongoose, type Connection } from '@workmesh/platform';

export interface OneTimeTokenRecord {
  user_id: number;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

export type NewOneTimeToken = Pick<OneTimeTokenRecord, 'user_id' | 'token_hash' | 'expires_at'>;

type OneTimeTokenDocument = OneTimeTokenRecord & { _id: mongoose.Types.ObjectId };

// Spent and expired tokens are kept a week (for support questions), then removed.
const TOKEN_RETENTION_SECONDS = 7 * 24 * 3600;

function oneTimeTokenSchema(collection: string) {
  const schema = new mongoose.Schema<OneTimeTokenDocument>(
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

const toOneTimeToken = ({ _id, ...fields }: OneTimeTokenDocument): OneTimeTokenRecord => fields;

export type OneTimeTokenStore = ReturnType<typeof oneTimeTokenStore>;

/** The store of one kind of token: its model's name and its collection. */
export function oneTimeTokenStore(connection: Connection, modelName: string, collection: string) {
  const Token = connectionModel<OneTimeTokenDocument>(
    connection,
    modelName,
    oneTimeTokenSchema(collection),
  );

  return {
    model: Token,

    async insert(token: NewOneTimeToken): Promise<void> {
      await Token.create([{ ...token, used_at: null }]);
    },

    /** The token if it exists, is unused and has not expired. */
    async findUsable(tokenHash: string, now: Date): Promise<OneTimeTokenRecord | null> {
      const document = await Token.findOne({
        token_hash: tokenHash,
        used_at: null,
        expires_at: { $gt: now },
      }).lean<OneTimeTokenDocument>();
      return document ? toOneTimeToken(document) : null;
    },

    /**
     * Spends a valid token: marks it used if it exists, is unused and has not expired,
     * in one atomic update, so two concurrent uses cannot both succeed.
     */
    async spend(tokenHash: string, now: Date): Promise<OneTimeTokenRecord | null> {
      const document = await Token.findOneAndUpdate(
        { token_hash: tokenHash, used_at: null, expires_at: { $gt: now } },
        { $set: { used_at: now } },
        { returnDocument: 'after' },
      ).lean<OneTimeTokenDocument>();
      return document ? toOneTimeToken(document) : null;
    },

    /** Withdraws a user's pending tokens (a newer one replaces them). */
    async withdrawPending(userId: number, now: Date): Promise<void> {
      await Token.updateMany({ user_id: userId, used_at: null }, { $set: { used_at: now } });
    },
  };
}
