// What other services ask identity about users: GetUsers (several by id) and
// FindUserByEmail (teams, at invitation: is this address a registered user?).
import { status } from '@grpc/grpc-js';
import { failureOf, identityForFile } from './identity-harness';
import { registration } from './registrations';

describe('identity user directory', () => {
  const identity = identityForFile();

  const register = async (overrides: Record<string, unknown> = {}) =>
    (await identity.client.Register(registration(overrides))).user!;

  describe('GetUsers', () => {
    it('answers the User records of the known ids, in the order asked, each once, leaving unknown ids out', async () => {
      const first = await register({ name: 'First User' });
      const second = await register({ name: 'Second User' });

      const { users } = await identity.client.GetUsers({
        user_ids: [second.id, 987654, first.id, second.id, 0],
      });

      expect(users).toEqual([second, first]);
    });

    it('answers no users for no ids', async () => {
      await expect(identity.client.GetUsers({ user_ids: [] })).resolves.toEqual({ users: [] });
    });

    it('takes 500 ids at once', async () => {
      const user = await register();
      const ids = [user.id, ...Array.from({ length: 499 }, (_, index) => 900_000 + index)];

      const { users } = await identity.client.GetUsers({ user_ids: ids });

      expect(users.map((found) => found.id)).toEqual([user.id]);
    });

    it('answers INVALID_ARGUMENT VALIDATION_FAILED for more than 500 ids', async () => {
      const ids = Array.from({ length: 501 }, (_, index) => index + 1);

      const error = await failureOf(identity.client.GetUsers({ user_ids: ids }));

      expect(error).toMatchObject({ code: status.INVALID_ARGUMENT, reason: 'VALIDATION_FAILED' });
      expect(error.fields).toEqual({
        user_ids: ['The user ids must not have more than 500 items.'],
      });
    });
  });

  describe('FindUserByEmail', () => {
    it('finds the registered user whatever the letter case and surrounding spaces of the email', async () => {
      const request = registration();
      const user = (await identity.client.Register(request)).user!;

      const answer = await identity.client.FindUserByEmail({
        email: `  ${request.email.toUpperCase()} `,
      });

      expect(answer).toEqual({ found: true, user });
    });

    it('answers found: false, without a user, for an address nobody registered', async () => {
      const answer = await identity.client.FindUserByEmail({ email: 'nobody.here@example.com' });

      expect(answer).toEqual({ found: false, user: null });
    });

    it('answers INVALID_ARGUMENT VALIDATION_FAILED for a malformed email', async () => {
      const error = await failureOf(identity.client.FindUserByEmail({ email: 'not an email' }));

      expect(error).toMatchObject({ code: status.INVALID_ARGUMENT, reason: 'VALIDATION_FAILED' });
      expect(error.fields).toEqual({ email: ['The email must be a valid email address.'] });
    });

    it('answers INVALID_ARGUMENT VALIDATION_FAILED without an email', async () => {
      const error = await failureOf(identity.client.FindUserByEmail({}));

      expect(error).toMatchObject({ code: status.INVALID_ARGUMENT, reason: 'VALIDATION_FAILED' });
      expect(error.fields).toEqual({ email: ['The email field is required.'] });
    });
  });
});
