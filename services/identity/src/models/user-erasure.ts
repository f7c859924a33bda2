// The erasure of an account in identity's database (docs/account-erasure.md): the user
// record keeps its id, sequence and team links with nothing that names the person, and
// every credential, session, token and pending link of theirs is deleted. Runs in the
// caller's transaction.
import type { IdentityRepository } from '.';

export interface ErasedUserFields {
  name: string;
  email: string;
  username: string;
  profile_photo_url: string;
}

export async function eraseUserRecords(
  repository: Pick<
    IdentityRepository,
    | 'users'
    | 'sessions'
    | 'accessTokens'
    | 'passwordResets'
    | 'emailVerifications'
    | 'twoFactor'
    | 'recoveryCodes'
    | 'loginChallenges'
  >,
  userId: number,
  fields: ErasedUserFields,
): Promise<void> {
  const byUser = { user_id: userId };
  await repository.users.model.updateOne(
    { _id: userId },
    {
      $set: {
        ...fields,
        // An unusable hash: no password verifies against it (passwords.ts reads only its own format).
        password_hash: 'erased',
        phone: null,
        two_factor_confirmed_at: null,
        email_verified_at: null,
      },
      // Every access token issued before is refused (sessions.ts compares the version).
      $inc: { token_version: 1 },
    },
  );
  await repository.sessions.model.deleteMany(byUser);
  await repository.accessTokens.model.deleteMany(byUser);
  await repository.passwordResets.model.deleteMany(byUser);
  await repository.emailVerifications.model.deleteMany(byUser);
  await repository.twoFactor.remove(userId);
  await repository.recoveryCodes.removeAll(userId);
  await repository.loginChallenges.model.deleteMany(byUser);
}
