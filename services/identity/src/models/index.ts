// identity's database: users, login sessions, two-factor enrolments, pending password resets and email verifications, one
// store per collection, and the transaction that writes to several of them together
// with outbox events. Stores hand out plain objects (lean reads, mapped): nothing
// outside models/ sees mongoose.
import { mongoRepository, type Connection } from '@workmesh/platform';
import { attemptCounter, ensureAttemptCounters, type AttemptLimit } from './attempt-counters';
import { loginSessionStore } from './login-sessions';
import { accessTokenStore } from './access-tokens';
import { oneTimeTokenStore } from './one-time-tokens';
import { loginChallengeStore, recoveryCodeStore, twoFactorStore } from './two-factor';
import { userStore } from './users';

export * from './access-tokens';
export * from './attempt-counters';
export * from './login-sessions';
export * from './one-time-tokens';
export * from './two-factor';
export * from './users';
export { UniqueIndexViolation, asUniqueIndexViolation } from '@workmesh/platform';

/** The entities with integer ids of their own sequence. */
export type SequencedEntity = 'users';

export type IdentityRepository = ReturnType<typeof identityRepository>;

export function identityRepository(connection: Connection) {
  const stores = {
    users: userStore(connection),
    passwordResets: oneTimeTokenStore(connection, 'PasswordReset', 'password_resets'),
    emailVerifications: oneTimeTokenStore(connection, 'EmailVerification', 'email_verifications'),
    sessions: loginSessionStore(connection),
    accessTokens: accessTokenStore(connection),
    twoFactor: twoFactorStore(connection),
    recoveryCodes: recoveryCodeStore(connection),
    loginChallenges: loginChallengeStore(connection),
  };
  const repository = mongoRepository<typeof stores, SequencedEntity>(connection, stores);
  return {
    ...repository,
    async ensureCollections() {
      await repository.ensureCollections();
      await ensureAttemptCounters(connection);
    },
    /** A counter of attempts shared by every replica (rate limits). */
    attemptCounter: (limit: AttemptLimit) => attemptCounter(connection, limit),
  };
}
export * from './user-erasure';
