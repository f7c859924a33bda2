// Personal access tokens (docs/auth.md, "Personal access tokens"; ADR 0095): a person
// makes a named, scoped, expiring token in their current team and sees its secret once;
// the gateway resolves a secret to the caller it acts for (ResolveToken) and reports when
// tokens were used (TouchTokens). Owners and managers list and revoke their members'
// tokens. A token never outlives its owner's password (the token_version it was made
// with) nor their membership of its team (team-events.ts revokes it).
import {
  alreadyExists,
  changeRecorded,
  createdChanges,
  deletedChanges,
  hasValidChecksum,
  Joi,
  newPersonalAccessToken,
  OWNER_OR_MANAGER,
  pageInfoOf,
  pageOf,
  pagingFields,
  permissionDenied,
  permissionDeniedError,
  personalAccessTokenHash,
  Reason,
  recordNotFound,
  requestValidator,
  requireCaller,
  SpecText,
  TOKEN_SCOPES,
  TokenRevoked,
  TokenText,
  unauthenticated,
  UniqueIndexViolation,
  windowOf,
  type Caller,
  type Paging,
} from '@workmesh/platform';
import type { IdentityDependencies } from './dependencies';
import { twoFactorMissing } from './two-factor-policy';
import {
  TOKEN_NAME_INDEX,
  toAccessTokenMessage,
  type AccessTokenRecord,
  type TokenListFilter,
} from './models';
import type { RequestOf, ResponseOf } from './models/proto-messages';

const SOURCE = 'identity';
export const TOKEN_NAME_MAX_LENGTH = 100;
export const TOKEN_DEFAULT_DAYS = 90;
const DAY_MS = 24 * 3600 * 1000;
/** At most a year ahead (366 days: a leap year's instant a year later is still one). */
export const TOKEN_MAX_DAYS = 366;
/** Fields of a token's audit record (never the secret, its hash, or the owner's token version). */
const AUDIT_OMIT = ['secret_hash', 'token_version', 'last_used_at', 'last_used_ip', 'revoked_at'];

const validate = requestValidator(Reason.INVALID_PARAMETERS);

const createSchema = (now: Date) =>
  Joi.object<{ name: string; scopes: string[]; expires_at?: Date }>({
    name: Joi.string()
      .trim()
      .min(1)
      .max(TOKEN_NAME_MAX_LENGTH)
      .required()
      .messages({ '*': `The name must be 1 to ${TOKEN_NAME_MAX_LENGTH} characters.` }),
    scopes: Joi.array()
      .items(Joi.string().valid(...TOKEN_SCOPES))
      .min(1)
      .unique()
      .required()
      .messages({
        '*': `The scopes must be a non-empty list of distinct scopes among ${TOKEN_SCOPES.join(', ')}.`,
      }),
    expires_at: Joi.date()
      .iso()
      .greater(now)
      .max(new Date(now.getTime() + TOKEN_MAX_DAYS * DAY_MS))
      .messages({
        '*': 'The expires_at must be an ISO 8601 instant in the future, at most 1 year ahead.',
      }),
  });

/** A token is the caller's own business or, for an owner or manager, their team's. */
async function mayManageTokensOf(
  caller: Caller,
  userId: number,
  teamId: number,
  deps: IdentityDependencies,
): Promise<boolean> {
  if (userId === caller.userId) return true;
  if (caller.teamId !== teamId) return false;
  const role = await deps.teams.roleOf(teamId, caller.userId);
  return role !== null && OWNER_OR_MANAGER.includes(role);
}

/** Tokens are made, listed and revoked in a signed-in session only (the gateway refuses first). */
function requireSession(caller: Caller | undefined): Caller {
  const who = requireCaller(caller);
  if (who.tokenId) throw permissionDenied(Reason.SESSION_REQUIRED, TokenText.SESSION_REQUIRED);
  return who;
}

export async function createToken(
  request: RequestOf<'CreateToken'>,
  caller: Caller | undefined,
  deps: IdentityDependencies,
  now = new Date(),
): Promise<ResponseOf<'CreateToken'>> {
  const who = requireSession(caller);
  const input = validate<{ name: string; scopes: string[]; expires_at?: Date }>(
    createSchema(now),
    request,
  );
  // A token acts in the team it was made in: the caller must be a member of it now.
  if (who.teamId === undefined || (await deps.teams.roleOf(who.teamId, who.userId)) === null)
    throw permissionDeniedError();
  const user = await deps.repository.users.findById(who.userId);
  if (!user) throw unauthenticated(Reason.TOKEN_REVOKED, SpecText.UNAUTHENTICATED);
  const { secret, prefix } = newPersonalAccessToken();
  const token = await deps.repository
    .transaction(async () => {
      const made = await deps.repository.accessTokens.insert({
        user_id: user.id,
        team_id: who.teamId!,
        name: input.name,
        scopes: input.scopes,
        prefix,
        secret_hash: personalAccessTokenHash(secret, deps.config.TOKEN_HASH_SECRET),
        token_version: user.token_version,
        expires_at: input.expires_at ?? new Date(now.getTime() + TOKEN_DEFAULT_DAYS * DAY_MS),
      });
      await deps.outbox.record(
        tokenChange('token.created', made, createdChanges({ ...made }, AUDIT_OMIT)),
      );
      return made;
    })
    .catch((error: unknown) => {
      if (error instanceof UniqueIndexViolation && error.index === TOKEN_NAME_INDEX)
        throw alreadyExists(Reason.TOKEN_NAME_TAKEN, TokenText.NAME_TAKEN, {
          name: [TokenText.NAME_TAKEN],
        });
      throw error;
    });
  deps.outbox.kick();
  return { access_token: toAccessTokenMessage(token), token: secret };
}

const tokenChange = (
  action: 'token.created' | 'token.deleted',
  token: AccessTokenRecord,
  changes: ReturnType<typeof createdChanges>,
) =>
  changeRecorded(SOURCE, {
    team_id: token.team_id,
    action,
    object_type: 'token',
    object_id: token.id,
    changes,
    subject_user_id: token.user_id,
  });

const listSchema = Joi.object<{ user_id?: number } & Paging>({
  user_id: Joi.number()
    .integer()
    .positive()
    .messages({ '*': 'The user_id must be a positive integer.' }),
  ...pagingFields,
});

/** The caller's tokens (every team's), or, for an owner or manager, a member's in the current team. */
export async function listTokens(
  request: RequestOf<'ListTokens'>,
  caller: Caller | undefined,
  deps: IdentityDependencies,
): Promise<ResponseOf<'ListTokens'>> {
  const who = requireSession(caller);
  const { user_id, ...paging } = validate<{ user_id?: number } & Paging>(listSchema, request);
  let filter: TokenListFilter = { userId: who.userId };
  if (user_id !== undefined && user_id !== who.userId) {
    if (who.teamId === undefined || !(await mayManageTokensOf(who, user_id, who.teamId, deps)))
      throw permissionDeniedError();
    filter = { userId: user_id, teamId: who.teamId };
  }
  const found = await deps.repository.accessTokens.list(filter, windowOf(paging));
  const page = pageOf({ items: found.tokens, total: found.total }, paging);
  return { tokens: page.items.map(toAccessTokenMessage), page_info: pageInfoOf(page) };
}

const tokenRefSchema = Joi.object<{ id: string }>({
  id: Joi.string().trim().max(100).required().messages({ '*': 'The id must be a token id.' }),
});

/** Revokes a token: every gateway replica forgets it (token.revoked). */
export async function deleteToken(
  request: RequestOf<'DeleteToken'>,
  caller: Caller | undefined,
  deps: IdentityDependencies,
  now = new Date(),
): Promise<ResponseOf<'DeleteToken'>> {
  const who = requireSession(caller);
  const { id } = validate<{ id: string }>(tokenRefSchema, request);
  const token = await deps.repository.accessTokens.findLiveById(id);
  // Another team's token, or one the caller may not manage, is as unknown as none.
  if (!token || !(await mayManageTokensOf(who, token.user_id, token.team_id, deps)))
    throw recordNotFound('TOKEN_NOT_FOUND');
  const revoked = await revokeTokens([token], deps, now);
  if (revoked === 0) throw recordNotFound('TOKEN_NOT_FOUND');
  return { success: 'Token revoked' };
}

/** Revokes live tokens, each with its token.revoked and audit record; answers how many were still live. */
export async function revokeTokens(
  tokens: readonly AccessTokenRecord[],
  deps: IdentityDependencies,
  now = new Date(),
): Promise<number> {
  const revoked = await deps.repository.transaction(async () => {
    let count = 0;
    for (const token of tokens) count += (await recordRevocation(token.id, deps, now)) ? 1 : 0;
    return count;
  });
  if (revoked > 0) deps.outbox.kick();
  return revoked;
}

/** Inside a transaction (a removal's event handler runs one): revokes and records, or false when gone already. */
export async function recordRevocation(
  tokenId: string,
  deps: IdentityDependencies,
  now: Date,
): Promise<boolean> {
  const token = await deps.repository.accessTokens.revoke(tokenId, now);
  if (!token) return false;
  await deps.outbox.record(
    TokenRevoked.make({ token_id: token.id, user_id: token.user_id, team_id: token.team_id }),
  );
  await deps.outbox.record(
    tokenChange('token.deleted', token, deletedChanges({ ...token }, AUDIT_OMIT)),
  );
  return true;
}

const refused = () => unauthenticated(Reason.TOKEN_REVOKED, SpecText.UNAUTHENTICATED);

/** A secret → who it acts for; UNAUTHENTICATED when unknown, revoked, expired or older than its owner's password. */
export async function resolveToken(
  request: RequestOf<'ResolveToken'>,
  deps: IdentityDependencies,
  now = new Date(),
): Promise<ResponseOf<'ResolveToken'>> {
  const secret = typeof request.token === 'string' ? request.token : '';
  if (!hasValidChecksum(secret)) throw refused();
  const token = await deps.repository.accessTokens.findLiveByHash(
    personalAccessTokenHash(secret, deps.config.TOKEN_HASH_SECRET),
  );
  if (!token || token.expires_at <= now) throw refused();
  const user = await deps.repository.users.findById(token.user_id);
  if (!user || user.token_version !== token.token_version) throw refused();
  return {
    user_id: token.user_id,
    team_id: token.team_id,
    token_id: token.id,
    scopes: token.scopes,
    expires_at: token.expires_at.toISOString(),
    two_factor_missing: await twoFactorMissing(user, token.team_id, deps),
  };
}

const touchSchema = Joi.object<{
  uses: { token_id: string; last_used_at: Date; last_used_ip: string }[];
}>({
  uses: Joi.array()
    .items(
      Joi.object({
        token_id: Joi.string().hex().length(24).required(),
        last_used_at: Joi.date().iso().required(),
        last_used_ip: Joi.string().allow('').max(64).default(''),
      }),
    )
    .max(10_000)
    .default([]),
});

/** The gateway's batched report of token uses (at most one per token per minute and replica). */
export async function touchTokens(
  request: RequestOf<'TouchTokens'>,
  deps: IdentityDependencies,
): Promise<ResponseOf<'TouchTokens'>> {
  const { uses } = validate<{
    uses: { token_id: string; last_used_at: Date; last_used_ip: string }[];
  }>(touchSchema, request);
  await deps.repository.accessTokens.touch(
    uses.map((use) => ({ tokenId: use.token_id, at: use.last_used_at, ip: use.last_used_ip })),
  );
  return {};
}
