// A person deletes their account (GDPR art. 17; docs/account-erasure.md). The password,
// and a current code or a recovery code when two-factor sign-in is on, are checked as
// two-factor disable checks them; a last owner of a team with other members is refused
// until ownership moves. Then, in one transaction, the account is erased (name, email,
// username, phone, photo, credentials, sessions, tokens, pending links), the token version
// is bumped so every access token is refused at once, identity's own outbox is redacted,
// and user.erased tells every other service to erase what it keeps of the person.
import {
  changeRecorded,
  erasedUserEmail,
  erasedUserName,
  failedPrecondition,
  invalidArgument,
  Joi,
  PASSWORD_MAX_LENGTH,
  permissionDenied,
  Reason,
  redactEventsNaming,
  requireCaller,
  TokenText,
  TWO_FACTOR_CODE_MAX_LENGTH,
  RECOVERY_CODE_MAX_LENGTH,
  TwoFactorText,
  unauthenticated,
  UserErased,
  type Caller,
} from '@workmesh/platform';
import type { IdentityDependencies } from './dependencies';
import { sessionsRevoked } from './events';
import { IDENTITY_SOURCE } from './login-sessions';
import { eraseUserRecords, type UserRecord } from './models';
import type { RequestOf, ResponseOf } from './models/proto-messages';
import { defaultAvatarUrl } from './registration';
import { field, validate } from './request-validation';
import { useCodeOrRecoveryCode } from './two-factor';

type Deps = IdentityDependencies;

export const ACCOUNT_DELETED = 'Your account has been deleted.';

const deleteSchema = Joi.object<{ password: string; code?: string }>({
  password: field(Joi.string().max(PASSWORD_MAX_LENGTH).required(), 'password'),
  code: field(
    Joi.string()
      .trim()
      .max(Math.max(TWO_FACTOR_CODE_MAX_LENGTH, RECOVERY_CODE_MAX_LENGTH))
      .allow(''),
    'code',
  ),
});

/** The sentence of the 409: the teams that must change hands first. */
export function soleOwnerText(teamNames: readonly string[]): string {
  const names =
    teamNames.length === 1
      ? teamNames[0]
      : `${teamNames.slice(0, -1).join(', ')} and ${teamNames[teamNames.length - 1]}`;
  return `You are the only owner of ${names}; make another member an owner before deleting your account.`;
}

/** The signed-in user (a personal access token may not delete the account). */
async function signedInUser(caller: Caller | undefined, deps: Deps): Promise<UserRecord> {
  const who = requireCaller(caller);
  if (who.tokenId) throw permissionDenied(Reason.SESSION_REQUIRED, TokenText.SESSION_REQUIRED);
  const user = await deps.repository.users.findById(who.userId);
  if (!user) throw unauthenticated(Reason.TOKEN_REVOKED, 'Invalid or missing authentication token');
  return user;
}

/** The password, then the second factor when two-factor sign-in is on. */
async function checkCredentials(
  user: UserRecord,
  input: { password: string; code?: string },
  deps: Deps,
): Promise<void> {
  if (!(await deps.passwords.verify(input.password, user.password_hash)))
    throw invalidArgument(Reason.PASSWORD_INCORRECT, TwoFactorText.PASSWORD_INCORRECT);
  if (!user.two_factor_confirmed_at) return;
  const code = input.code ?? '';
  if (code === '' || !(await useCodeOrRecoveryCode(user, code, deps)))
    throw invalidArgument(Reason.TWO_FACTOR_CODE_INVALID, TwoFactorText.CODE_INVALID);
}

/** POST user/delete {password, code?}. */
export async function deleteAccount(
  request: RequestOf<'DeleteAccount'>,
  caller: Caller | undefined,
  deps: Deps,
): Promise<ResponseOf<'DeleteAccount'>> {
  const input = validate(deleteSchema, request);
  const user = await signedInUser(caller, deps);
  await checkCredentials(user, input, deps);
  const soleOwned = await deps.teams.soleOwnerships(user.id);
  if (soleOwned.length > 0)
    throw failedPrecondition(
      Reason.ACCOUNT_SOLE_OWNER,
      soleOwnerText(soleOwned.map((team) => team.name)),
    );
  const name = erasedUserName(user.id);
  const erasedAt = new Date();
  await deps.repository.transaction(async () => {
    await eraseUserRecords(deps.repository, user.id, {
      name,
      email: erasedUserEmail(user.id),
      username: `deleted-user-${user.id}`,
      profile_photo_url: defaultAvatarUrl(name),
    });
    // user.registered, password reset requests and the like named the person.
    await redactEventsNaming(deps.repository.users.model.db, user.id, [user.email, user.name]);
    await deps.outbox.record(
      // The gateways forget the user's cached callers and tokens.
      sessionsRevoked({ user_id: user.id, token_version: user.token_version + 1 }),
      UserErased.make({ user_id: user.id, display_name: name, erased_at: erasedAt.toISOString() }),
      // The audit keeps that it happened, by id only.
      changeRecorded(IDENTITY_SOURCE, {
        team_id: user.current_team_id,
        action: 'user.erased',
        object_type: 'user',
        object_id: String(user.id),
        changes: { erased_at: { after: erasedAt.toISOString() } },
        subject_user_id: user.id,
      }),
    );
  });
  deps.outbox.kick();
  deps.logger.info({ user_id: user.id }, 'account erased');
  return { message: ACCOUNT_DELETED };
}
