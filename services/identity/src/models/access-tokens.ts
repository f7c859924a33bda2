// Persistence of personal access tokens (docs/auth.md, "Personal access tokens"): only
// the secret's keyed hash is kept (TOKEN_HASH_SECRET), with the prefix people tell
// tokens apart by. A revoked token stays (revoked_at set) for support questions, but
// gives its name back: the name is unique per user among the tokens not revoked, kept
// as `name_key` (the name while live, `revoked:<id>` after), so one plain unique index
// says it on every MongoDB-compatible server.
import { mongoose, connectionModel, type Connection } from '@workmesh/platform';
import type { ResponseOf } from './proto-messages';

export interface AccessTokenRecord {
  id: string;
  user_id: number;
  /** The team it was made in (its owner's current team then): it acts only there. */
  team_id: number;
  name: string;
  scopes: string[];
  prefix: string;
  secret_hash: string;
  /** The owner's token_version at creation: a password reset (which bumps it) ends the token. */
  token_version: number;
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
  last_used_ip: string | null;
  revoked_at: Date | null;
}

export type NewAccessToken = Omit<
  AccessTokenRecord,
  'id' | 'created_at' | 'last_used_at' | 'last_used_ip' | 'revoked_at'
>;

type AccessTokenDocument = Omit<AccessTokenRecord, 'id'> & {
  _id: mongoose.Types.ObjectId;
  name_key: string;
};

const accessTokenSchema = new mongoose.Schema<AccessTokenDocument>(
  {
    user_id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    name: { type: String, required: true },
    name_key: { type: String, required: true },
    scopes: { type: [String], required: true },
    prefix: { type: String, required: true },
    secret_hash: { type: String, required: true },
    token_version: { type: Number, required: true },
    expires_at: { type: Date, required: true },
    last_used_at: { type: Date, default: null },
    last_used_ip: { type: String, default: null },
    revoked_at: { type: Date, default: null },
  },
  {
    collection: 'access_tokens',
    versionKey: false,
    timestamps: { createdAt: 'created_at', updatedAt: false },
  },
);

/** A second live token of one user with one name hits this index. */
export const TOKEN_NAME_INDEX = 'user_token_name_unique';
accessTokenSchema.index({ user_id: 1, name_key: 1 }, { unique: true, name: TOKEN_NAME_INDEX });
accessTokenSchema.index({ secret_hash: 1 }, { unique: true, name: 'secret_hash_unique' });
accessTokenSchema.index({ team_id: 1, user_id: 1 });

const toAccessToken = ({ _id, name_key: _nameKey, ...fields }: AccessTokenDocument) => ({
  id: _id.toHexString(),
  ...fields,
  scopes: [...fields.scopes],
});

type AccessTokenMessage = NonNullable<ResponseOf<'ListTokens'>['tokens']>[number];

/** A token as listed and answered: never its secret or hash. */
export const toAccessTokenMessage = (token: AccessTokenRecord): AccessTokenMessage => ({
  id: token.id,
  user_id: token.user_id,
  team_id: token.team_id,
  name: token.name,
  prefix: token.prefix,
  scopes: token.scopes,
  created_at: token.created_at.toISOString(),
  expires_at: token.expires_at.toISOString(),
  last_used_at: token.last_used_at?.toISOString(),
  last_used_ip: token.last_used_ip ?? undefined,
});

/** One use the gateway reports: the token, when, from where. */
export interface TokenUse {
  tokenId: string;
  at: Date;
  ip: string;
}

/** Which tokens a list shows: a user's (in one team, when given), not revoked. */
export interface TokenListFilter {
  userId: number;
  teamId?: number;
}

const isObjectId = (id: string) => /^[0-9a-f]{24}$/.test(id);
const live = { revoked_at: null };

export type AccessTokenStore = ReturnType<typeof accessTokenStore>;

export function accessTokenStore(connection: Connection) {
  const AccessToken = connectionModel(connection, 'AccessToken', accessTokenSchema);
  const filterOf = ({ userId, teamId }: TokenListFilter) => ({
    user_id: userId,
    ...(teamId === undefined ? {} : { team_id: teamId }),
    ...live,
  });

  return {
    model: AccessToken,

    /** A UniqueIndexViolation of TOKEN_NAME_INDEX when the user has a live token of that name. */
    async insert(token: NewAccessToken): Promise<AccessTokenRecord> {
      const [created] = await AccessToken.create([{ ...token, name_key: token.name }]);
      return toAccessToken(created!.toObject<AccessTokenDocument>());
    },

    /** The live token of that hash (expired or not: the caller decides), or null. */
    async findLiveByHash(secretHash: string): Promise<AccessTokenRecord | null> {
      const document = await AccessToken.findOne({
        secret_hash: secretHash,
        ...live,
      }).lean<AccessTokenDocument>();
      return document ? toAccessToken(document) : null;
    },

    async findLiveById(id: string): Promise<AccessTokenRecord | null> {
      if (!isObjectId(id)) return null;
      const document = await AccessToken.findOne({ _id: id, ...live }).lean<AccessTokenDocument>();
      return document ? toAccessToken(document) : null;
    },

    /** A page of live tokens, newest first, and how many there are. */
    async list(
      filter: TokenListFilter,
      page: { skip: number; limit: number },
    ): Promise<{ tokens: AccessTokenRecord[]; total: number }> {
      const [documents, total] = await Promise.all([
        AccessToken.find(filterOf(filter))
          .sort({ created_at: -1, _id: -1 })
          .skip(page.skip)
          .limit(page.limit)
          .lean<AccessTokenDocument[]>(),
        AccessToken.countDocuments(filterOf(filter)),
      ]);
      return { tokens: documents.map(toAccessToken), total };
    },

    /** Revokes a live token (once: a second revocation finds nothing); answers it as it was. */
    async revoke(id: string, at: Date): Promise<AccessTokenRecord | null> {
      if (!isObjectId(id)) return null;
      const document = await AccessToken.findOneAndUpdate(
        { _id: id, ...live },
        { $set: { revoked_at: at, name_key: `revoked:${id}` } },
        { returnDocument: 'before' },
      ).lean<AccessTokenDocument>();
      return document ? toAccessToken(document) : null;
    },

    /** The user's live tokens of a team (a removal from it revokes them). */
    async liveOfUserInTeam(userId: number, teamId: number): Promise<AccessTokenRecord[]> {
      const documents = await AccessToken.find({
        user_id: userId,
        team_id: teamId,
        ...live,
      }).lean<AccessTokenDocument[]>();
      return documents.map(toAccessToken);
    },

    /** Records uses, each only if later than the one recorded (reports may arrive out of order). */
    async touch(uses: readonly TokenUse[]): Promise<void> {
      const writes = uses
        .filter((use) => isObjectId(use.tokenId))
        .map((use) => ({
          updateOne: {
            filter: {
              _id: new mongoose.Types.ObjectId(use.tokenId),
              $or: [{ last_used_at: null }, { last_used_at: { $lt: use.at } }],
            },
            update: { $set: { last_used_at: use.at, last_used_ip: use.ip || null } },
          },
        }));
      if (writes.length > 0) await AccessToken.bulkWrite(writes, { ordered: false });
    },
  };
}
