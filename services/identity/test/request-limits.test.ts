// The length limits of identity's request texts (platform's text-limits.ts, which the
// OpenAPI description states too), at their boundaries: the longest text taken, one
// character more refused with the field's message. Characters, not UTF-16 code units: an
// emoji is one.
import { status } from '@grpc/grpc-js';
import { failureOf, identityForFile } from './identity-harness';
import { registration } from './registrations';

const EMOJI = '😀';

describe('identity request limits', () => {
  // Boundaries take many registrations and failed logins from one address.
  const identity = identityForFile({ REGISTRATIONS_PER_IP: '1000', LOGIN_FAILURES_PER_IP: '1000' });

  const register = (overrides: Record<string, unknown>) =>
    identity.client.Register(registration(overrides));

  it.each([
    ['ASCII', 'n'],
    ['characters beyond U+FFFF, one each', EMOJI],
  ])('registers a name of 255 characters and refuses 256, in %s', async (_case, character) => {
    const session = await register({ name: character.repeat(255) });
    const error = await failureOf(register({ name: character.repeat(256) }));

    expect(session.user!.name).toBe(character.repeat(255));
    expect(error).toMatchObject({ code: status.INVALID_ARGUMENT, reason: 'VALIDATION_FAILED' });
    expect(error.fields).toEqual({ name: ['The name must not be greater than 255 characters.'] });
  });

  it('registers every other text at its longest', async () => {
    const password = 'p'.repeat(255);
    const session = await register({
      team: { name: 't'.repeat(100), description: 'd'.repeat(1000) },
      phone: '1'.repeat(32),
      password,
      c_password: password,
    });

    expect(session.user).toMatchObject({ phone: '1'.repeat(32) });
    expect(
      identity.teams.created.find((team) => team.owner_user_id === session.user!.id),
    ).toMatchObject({
      name: 't'.repeat(100),
      description: 'd'.repeat(1000),
    });
  });

  it('names the organization of a name too long for a team name after its first characters', async () => {
    const name = `${EMOJI.repeat(200)}x`;

    const session = await register({ name });

    const organization = identity.teams.created.find(
      (team) => team.owner_user_id === session.user!.id,
    );
    // teams takes at most 100 characters: 85 of the name, then "'s Organization" (15).
    expect(organization?.name).toBe(`${EMOJI.repeat(85)}'s Organization`);
    expect(session.user!.name).toBe(name);
  });

  it.each([
    [
      'team.name',
      // An organization is a team: teams' limit, checked before anything is written.
      { team: { name: 't'.repeat(101) } },
      'The team.name must not be greater than 100 characters.',
    ],
    [
      'team.description',
      { team: { description: 'd'.repeat(1001) } },
      'The team.description must not be greater than 1000 characters.',
    ],
    ['phone', { phone: '1'.repeat(33) }, 'The phone must not be greater than 32 characters.'],
    [
      'password',
      { password: 'p'.repeat(256), c_password: 'p'.repeat(256) },
      'The password must not be greater than 255 characters.',
    ],
  ])('refuses a %s one character too long', async (field, overrides, message) => {
    const error = await failureOf(register(overrides));

    expect(error).toMatchObject({ code: status.INVALID_ARGUMENT, reason: 'VALIDATION_FAILED' });
    expect(error.fields).toEqual({ [field]: [message] });
  });

  it('reads a timezone of 64 characters as a zone name (unknown), 65 as too long too', async () => {
    const longest = await failureOf(register({ timezone: 'z'.repeat(64) }));
    const tooLong = await failureOf(register({ timezone: 'z'.repeat(65) }));

    expect(longest.fields).toEqual({ timezone: ['The timezone must be a valid timezone.'] });
    expect(tooLong.fields).toEqual({
      timezone: [
        'The timezone must not be greater than 64 characters.',
        'The timezone must be a valid timezone.',
      ],
    });
  });

  it('checks login texts of 255 characters against the users, and refuses 256', async () => {
    const email = `${'e'.repeat(243)}@example.com`;
    const unknown = await failureOf(identity.client.Login({ email, password: 'p'.repeat(255) }));
    const tooLong = await failureOf(
      identity.client.Login({ email: `e${email}`, password: 'p'.repeat(256) }),
    );

    expect(email).toHaveLength(255);
    expect(unknown).toMatchObject({ code: status.UNAUTHENTICATED, reason: 'INVALID_CREDENTIALS' });
    expect(tooLong.fields).toEqual({
      email: ['The email must not be greater than 255 characters.'],
      password: ['The password must not be greater than 255 characters.'],
    });
  });

  it('looks up a link token of 512 characters, and refuses 513', async () => {
    const unknown = await failureOf(identity.client.VerifyEmail({ token: 'v'.repeat(512) }));
    const tooLong = await failureOf(identity.client.VerifyEmail({ token: 'v'.repeat(513) }));
    const resetTooLong = await failureOf(
      identity.client.ConfirmPasswordReset({
        token: 'r'.repeat(513),
        password: 'correct horse battery',
        c_password: 'correct horse battery',
      }),
    );

    expect(unknown).toMatchObject({ reason: 'VERIFICATION_TOKEN_INVALID' });
    expect(tooLong.fields).toEqual({
      token: ['The token must not be greater than 512 characters.'],
    });
    expect(resetTooLong.fields).toEqual({
      token: ['The token must not be greater than 512 characters.'],
    });
  });
});
