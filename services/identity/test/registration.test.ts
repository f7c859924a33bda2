// Registration (POST /api/v3/user/register) through identity's gRPC interface.
import { status } from '@grpc/grpc-js';
import { verifyAccessToken } from '@workmesh/platform';
import { type EventLog, failureOf, identityForFile, sha256 } from './identity-harness';
import { registration, uniqueEmail } from './registrations';

describe('identity Register', () => {
  const identity = identityForFile();
  let registered: EventLog;
  beforeAll(async () => {
    registered = await identity.listen(['user.registered']);
  });

  const storedUser = (email: string) => identity.db.collection('users').findOne({ email });

  it('answers the full User record of the spec with a bearer token for that user', async () => {
    const request = registration({
      name: 'Jane Doe',
      email: uniqueEmail('Jane.Doe').replace('Jane.Doe', 'Jane.DOE'),
    });
    const before = Date.now();

    const session = await identity.client.Register(request);

    const user = session.user!;
    const team = identity.teams.created.find((created) => created.owner_user_id === user.id);
    expect(user).toEqual({
      id: expect.any(Number),
      name: 'Jane Doe',
      email: request.email.toLowerCase(),
      username: expect.stringMatching(/^janedoe\d{4}$/),
      profile_photo_url: 'https://ui-avatars.com/api/?name=J%20D&color=7F9CF5&background=EBF4FF',
      current_team_id: team?.id,
      role: 'owner',
      isAdmin: 'yes',
      contact_count: 0,
      is_first_project_added: 0,
      is_first_task_added: 0,
      is_first_member_invited: 0,
      timezone: 'UTC',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      app_id: 'workmesh',
      speed_limit: 80,
    });
    // Unset optional fields (two_factor_confirmed_at, email_verified_at, phone) are absent: null over HTTP.
    expect(Date.parse(user.created_at)).toBeGreaterThanOrEqual(before - 1000);
    const claims = verifyAccessToken(session.token, {
      secret: identity.config.JWT_SECRET,
      issuer: 'workmesh-identity',
      audience: 'workmesh-api',
    });
    expect(claims).toEqual({
      userId: user.id,
      tokenVersion: 0,
      sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
  });

  it('creates the user\'s organization in teams, named "<name>\'s Organization" by default, with the user as owner', async () => {
    const session = await identity.client.Register(registration({ name: 'Ada Lovelace' }));

    const team = identity.teams.created.find(
      (created) => created.owner_user_id === session.user!.id,
    );
    expect(team).toMatchObject({
      name: "Ada Lovelace's Organization",
      request_key: expect.any(String),
    });
    expect(session.user!.current_team_id).toBe(team!.id);
  });

  it('names the organization after the team given at registration, with its description', async () => {
    const session = await identity.client.Register(
      registration({ team: { name: 'Acme Studio', description: 'Design work' } }),
    );

    const team = identity.teams.created.find(
      (created) => created.owner_user_id === session.user!.id,
    );
    expect(team).toMatchObject({ name: 'Acme Studio', description: 'Design work' });
  });

  it('keeps the timezone (canonical IANA spelling) and phone given at registration', async () => {
    const session = await identity.client.Register(
      registration({ timezone: 'europe/paris', phone: '+33 1 23 45 67 89' }),
    );

    expect(session.user).toMatchObject({ timezone: 'Europe/Paris', phone: '+33 1 23 45 67 89' });
  });

  it('gives two users of the same name different usernames', async () => {
    const first = await identity.client.Register(registration({ name: 'Zoë Smith' }));
    const second = await identity.client.Register(registration({ name: 'Zoë Smith' }));

    expect(first.user!.username).toMatch(/^zoesmith\d{4,}$/);
    expect(second.user!.username).toMatch(/^zoesmith\d{4,}$/);
    expect(second.user!.username).not.toBe(first.user!.username);
  });

  it('stores the password as a scrypt hash, never the password itself, and never answers the hash', async () => {
    const request = registration({
      password: 'a very secret phrase',
      c_password: 'a very secret phrase',
    });

    const session = await identity.client.Register(request);

    const stored = await storedUser(request.email);
    expect(stored?.password_hash).toMatch(
      /^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/,
    );
    expect(JSON.stringify(stored)).not.toContain('a very secret phrase');
    expect(JSON.stringify(session)).not.toContain('scrypt$');
  });

  it('emits user.registered with a verification token of which only the SHA-256 is stored', async () => {
    const request = registration();

    const session = await identity.client.Register(request);

    const event = await registered.waitFor<{ verification_token: string }>(
      (candidate) => candidate.data.email === request.email,
    );
    expect(event).toMatchObject({
      type: 'user.registered',
      source: 'identity',
      id: expect.any(String),
    });
    expect(event.data).toEqual({
      user_id: session.user!.id,
      name: request.name,
      email: request.email,
      verification_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      team_id: session.user!.current_team_id,
    });
    const verification = await identity.db
      .collection('email_verifications')
      .findOne({ user_id: session.user!.id });
    expect(verification?.token_hash).toBe(sha256(event.data.verification_token));
    expect(JSON.stringify(verification)).not.toContain(event.data.verification_token);
  });

  it('refuses missing and malformed fields with Laravel-style messages per field', async () => {
    const error = await failureOf(
      identity.client.Register({ email: 'not-an-email', password: 'short', c_password: 'short' }),
    );

    expect(error.code).toBe(status.INVALID_ARGUMENT);
    expect(error.reason).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({
      name: ['The name field is required.'],
      email: ['The email must be a valid email address.'],
      password: ['The password must be at least 8 characters.'],
    });
  });

  it('refuses a c_password that differs from the password', async () => {
    const error = await failureOf(
      identity.client.Register(registration({ c_password: 'something else' })),
    );

    expect(error).toMatchObject({ code: status.INVALID_ARGUMENT, reason: 'VALIDATION_FAILED' });
    expect(error.fields).toEqual({ c_password: ['The c password and password must match.'] });
  });

  it('refuses an unknown timezone', async () => {
    const error = await failureOf(
      identity.client.Register(registration({ timezone: 'Mars/Olympus_Mons' })),
    );

    expect(error.fields).toEqual({ timezone: ['The timezone must be a valid timezone.'] });
  });

  it('answers EMAIL_TAKEN with the field message when the email is registered already, in any letter case, and makes no organization', async () => {
    const request = registration();
    await identity.client.Register(request);
    const organizationsBefore = identity.teams.created.length;

    const error = await failureOf(
      identity.client.Register({ ...request, email: request.email.toUpperCase() }),
    );

    expect(error).toMatchObject({ code: status.ALREADY_EXISTS, reason: 'EMAIL_TAKEN' });
    expect(error.fields).toEqual({ email: ['The email has already been taken.'] });
    expect(identity.teams.created.length).toBe(organizationsBefore);
  });

  it('lets exactly one of five concurrent registrations of one email succeed, and deletes the organizations made for the others', async () => {
    const email = uniqueEmail('race');

    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) =>
        identity.client.Register(registration({ email, name: `Racer ${index}` })),
      ),
    );

    const winners = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const losers = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason] : [],
    );
    expect(winners).toHaveLength(1);
    expect(losers.map((error) => [error.code, error.reason])).toEqual(
      Array(4).fill([status.ALREADY_EXISTS, 'EMAIL_TAKEN']),
    );
    expect(await identity.db.collection('users').countDocuments({ email })).toBe(1);
    const racers = identity.teams.created
      .filter((team) => team.name?.startsWith('Racer '))
      .map((team) => team.owner_user_id);
    expect(identity.teams.liveOrganizationsOf(racers)).toBe(1);
  });

  it('answers UNAVAILABLE TEAMS_UNAVAILABLE when teams is down, and stores no user', async () => {
    const replica = await identity.startReplica({
      TEAMS_GRPC_ADDRESS: '127.0.0.1:1',
      GRPC_DEADLINE_MS: '1000',
    });
    const request = registration();
    try {
      const error = await failureOf(replica.client.Register(request));

      expect(error).toMatchObject({ code: status.UNAVAILABLE, reason: 'TEAMS_UNAVAILABLE' });
      expect(await storedUser(request.email)).toBeNull();
    } finally {
      await replica.stop();
    }
  });
});
