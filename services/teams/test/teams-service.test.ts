// Component tests of the teams service: the service runs in this process on port 0
// against a MongoDB of this file's own and the real RabbitMQ (a prefix of its own),
// and is called through the gRPC client every other part uses.
import type { Connection, DomainEvent, PromiseClient, TeamsDefinition } from '@workmesh/platform';
import { failureOf, teamsForFile } from './teams-harness';

const h = teamsForFile();
let client: PromiseClient<TeamsDefinition>;
let database: Connection;
/** The team events of the run, in the order they arrived. */
let received: DomainEvent[];
beforeAll(() => {
  ({ client, db: database } = h);
  received = h.events.events;
});

// Each test works with users of its own, so tests never see each other's teams.
let lastUserId = 1000;
const newUserId = () => ++lastUserId;
let lastRequestKey = 0;
const newRequestKey = () => `registration-${++lastRequestKey}`;

const as = (userId: number) => ({ caller: { userId } });

/** The team.created event of the team, already received or arriving. */
const teamCreatedFor = (teamId: number) =>
  h.events.waitFor<{ team_id?: number }>('team.created', (data) => data.team_id === teamId, 10_000);

/** A membership made directly in the database, so these tests do not depend on invitations. */
async function addMember(
  teamId: number,
  userId: number,
  role: 'manager' | 'member',
): Promise<void> {
  await database
    .collection('memberships')
    .insertOne({ team_id: teamId, user_id: userId, role, created_at: new Date() });
}

const organization = (
  ownerUserId: number,
  fields: { name?: string; description?: string; request_key?: string } = {},
) =>
  client.CreateOrganization({
    owner_user_id: ownerUserId,
    name: 'Acme',
    request_key: newRequestKey(),
    ...fields,
  });

describe('CreateOrganization', () => {
  it('creates the organization with its name, description and the user as owner', async () => {
    const owner = newUserId();

    const team = await organization(owner, { name: 'Acme Ltd', description: 'Our company' });

    expect(team).toMatchObject({
      name: 'Acme Ltd',
      description: 'Our company',
      owner_user_id: owner,
      role: 'owner',
    });
    expect(team.id).toBeGreaterThan(0);
    expect(new Date(team.created_at).toISOString()).toBe(team.created_at);
  });

  it('makes the owner an owner member of the organization', async () => {
    const owner = newUserId();
    const team = await organization(owner);

    const membership = await client.GetMembership({ team_id: team.id, user_id: owner });

    expect(membership).toEqual({ team_id: team.id, user_id: owner, role: 'owner' });
  });

  it('answers the same team when called again with the same request_key', async () => {
    const owner = newUserId();
    const requestKey = newRequestKey();
    const first = await organization(owner, { request_key: requestKey });

    const again = await organization(owner, { request_key: requestKey });

    expect(again).toEqual(first);
    expect((await client.ListTeams({}, as(owner))).teams).toHaveLength(1);
  });

  it('makes one team and one team.created event when five calls with one request_key run at once', async () => {
    const owner = newUserId();
    const requestKey = newRequestKey();

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => organization(owner, { request_key: requestKey })),
    );

    expect(new Set(answers.map((team) => team.id)).size).toBe(1);
    expect((await client.ListTeams({}, as(owner))).teams.map((team) => team.id)).toEqual([
      answers[0].id,
    ]);
    // The relay publishes in recording order: once a team made afterwards has its
    // event, any duplicate of the first would have arrived before it.
    const later = await organization(newUserId());
    await teamCreatedFor(later.id);
    const events = received.filter(
      (event) => (event.data as { team_id?: number }).team_id === answers[0].id,
    );
    expect(events).toHaveLength(1);
  });

  it('makes a second team for a second request_key of the same owner', async () => {
    const owner = newUserId();
    const first = await organization(owner);

    const second = await organization(owner);

    expect(second.id).not.toBe(first.id);
  });

  it('publishes team.created with the team id, name and owner', async () => {
    const owner = newUserId();

    const team = await organization(owner, { name: 'Evented' });

    const event = await teamCreatedFor(team.id);
    expect(event).toMatchObject({ type: 'team.created', source: 'teams' });
    expect(event.data).toEqual({ team_id: team.id, name: 'Evented', owner_user_id: owner });
  });

  it('trims the name', async () => {
    const team = await organization(newUserId(), { name: '  Acme Trimmed  ' });

    expect(team.name).toBe('Acme Trimmed');
  });

  it.each([
    ['when missing', undefined],
    ['when empty', ''],
    ['when only spaces', '   '],
  ])('refuses the name %s with NAME_REQUIRED and a field violation', async (_case, name) => {
    const error = await failureOf(
      client.CreateOrganization({ owner_user_id: newUserId(), name, request_key: newRequestKey() }),
    );

    expect(error).toMatchObject({
      kind: 'invalid_argument',
      reason: 'NAME_REQUIRED',
      message: 'The name field is required.',
    });
    expect(error.fields).toEqual({ name: ['The name field is required.'] });
  });

  it('refuses a name over 100 characters with NAME_TOO_LONG', async () => {
    const error = await failureOf(organization(newUserId(), { name: 'x'.repeat(101) }));

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'NAME_TOO_LONG' });
    expect(error.fields).toEqual({ name: ['The name may not be greater than 100 characters.'] });
  });

  it('accepts a name of exactly 100 characters', async () => {
    const team = await organization(newUserId(), { name: 'x'.repeat(100) });

    expect(team.name).toHaveLength(100);
  });

  it('refuses an owner_user_id that is not a positive id', async () => {
    const error = await failureOf(
      client.CreateOrganization({ owner_user_id: 0, name: 'Acme', request_key: newRequestKey() }),
    );

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_REQUEST' });
    expect(error.fields).toHaveProperty('owner_user_id');
  });
});

describe('DeleteOrganization', () => {
  it('deletes an organization that only its owner belongs to, with its membership', async () => {
    const owner = newUserId();
    const team = await organization(owner);

    const answer = await client.DeleteOrganization({ team_id: team.id, owner_user_id: owner });

    expect(answer).toEqual({ deleted: true });
    expect(
      await failureOf(client.GetMembership({ team_id: team.id, user_id: owner })),
    ).toMatchObject({
      reason: 'TEAM_NOT_FOUND',
    });
  });

  it('keeps an organization that has another member', async () => {
    const owner = newUserId();
    const team = await organization(owner);
    await addMember(team.id, newUserId(), 'member');

    const answer = await client.DeleteOrganization({ team_id: team.id, owner_user_id: owner });

    expect(answer).toEqual({ deleted: false });
    expect(await client.GetMembership({ team_id: team.id, user_id: owner })).toMatchObject({
      role: 'owner',
    });
  });

  it('keeps an organization that the user does not own, even one without other members', async () => {
    const team = await organization(newUserId());
    // No members at all, so only the ownership rule can keep it.
    await database.collection('memberships').deleteMany({ team_id: team.id });

    const answer = await client.DeleteOrganization({
      team_id: team.id,
      owner_user_id: newUserId(),
    });

    expect(answer).toEqual({ deleted: false });
    // MEMBERSHIP_NOT_FOUND, not TEAM_NOT_FOUND: the team is still there.
    expect(
      await failureOf(client.GetMembership({ team_id: team.id, user_id: newUserId() })),
    ).toMatchObject({
      reason: 'MEMBERSHIP_NOT_FOUND',
    });
  });

  it('refuses a team_id that is not a positive id', async () => {
    const error = await failureOf(
      client.DeleteOrganization({ team_id: -1, owner_user_id: newUserId() }),
    );

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_REQUEST' });
    expect(error.fields).toHaveProperty('team_id');
  });
});

describe('CreateTeam', () => {
  it('makes the caller owner of the new team', async () => {
    const caller = newUserId();

    const team = await client.CreateTeam({ name: 'Design' }, as(caller));

    expect(team).toMatchObject({ name: 'Design', owner_user_id: caller, role: 'owner' });
    expect(new Date(team.created_at).toISOString()).toBe(team.created_at);
    expect(await client.GetMembership({ team_id: team.id, user_id: caller })).toMatchObject({
      role: 'owner',
    });
  });

  it('publishes team.created for the new team', async () => {
    const caller = newUserId();

    const team = await client.CreateTeam({ name: 'Support' }, as(caller));

    expect((await teamCreatedFor(team.id)).data).toEqual({
      team_id: team.id,
      name: 'Support',
      owner_user_id: caller,
    });
  });

  it('answers UNAUTHENTICATED without a caller', async () => {
    const error = await failureOf(client.CreateTeam({ name: 'Design' }));

    expect(error).toMatchObject({ kind: 'unauthenticated', reason: 'UNAUTHENTICATED' });
  });

  it.each([
    ['when missing', undefined],
    ['when empty', ''],
    ['when only spaces', '  '],
  ])("refuses the name %s with 'The name field is required.'", async (_case, name) => {
    const error = await failureOf(client.CreateTeam({ name }, as(newUserId())));

    expect(error).toMatchObject({
      kind: 'invalid_argument',
      reason: 'NAME_REQUIRED',
      message: 'The name field is required.',
    });
    expect(error.fields).toEqual({ name: ['The name field is required.'] });
  });

  it('refuses a name over 100 characters with NAME_TOO_LONG', async () => {
    const error = await failureOf(client.CreateTeam({ name: 'y'.repeat(101) }, as(newUserId())));

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'NAME_TOO_LONG' });
  });

  it.each([
    ['ASCII', 'y'],
    ['characters beyond U+FFFF, one each', '😀'],
  ])('takes a name of 100 characters and refuses 101, in %s', async (_case, character) => {
    const team = await client.CreateTeam({ name: character.repeat(100) }, as(newUserId()));
    const error = await failureOf(
      client.CreateTeam({ name: character.repeat(101) }, as(newUserId())),
    );

    expect(team.name).toBe(character.repeat(100));
    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'NAME_TOO_LONG' });
    expect(error.fields).toEqual({ name: ['The name may not be greater than 100 characters.'] });
  });
});

describe('ListTeams', () => {
  it("lists every team of the caller with the caller's role, oldest first", async () => {
    const caller = newUserId();
    const organizationTeam = await organization(caller, { name: 'First' });
    const otherOwnersTeam = await organization(newUserId(), { name: 'Second' });
    await addMember(otherOwnersTeam.id, caller, 'manager');
    const createdTeam = await client.CreateTeam({ name: 'Third' }, as(caller));

    const { teams } = await client.ListTeams({}, as(caller));

    expect(teams.map((team) => [team.id, team.name, team.role])).toEqual([
      [organizationTeam.id, 'First', 'owner'],
      [otherOwnersTeam.id, 'Second', 'manager'],
      [createdTeam.id, 'Third', 'owner'],
    ]);
  });

  it("shows another user none of the caller's teams", async () => {
    const caller = newUserId();
    await organization(caller);
    await client.CreateTeam({ name: 'Private' }, as(caller));

    const { teams } = await client.ListTeams({}, as(newUserId()));

    expect(teams).toEqual([]);
  });

  it('answers UNAUTHENTICATED without a caller', async () => {
    const error = await failureOf(client.ListTeams({}));

    expect(error).toMatchObject({ kind: 'unauthenticated', reason: 'UNAUTHENTICATED' });
  });
});

describe('GetMembership', () => {
  it("answers the user's role in the team", async () => {
    const team = await organization(newUserId());
    const manager = newUserId();
    await addMember(team.id, manager, 'manager');

    const membership = await client.GetMembership({ team_id: team.id, user_id: manager });

    expect(membership).toEqual({ team_id: team.id, user_id: manager, role: 'manager' });
  });

  it('answers NOT_FOUND with TEAM_NOT_FOUND for a team that does not exist', async () => {
    const error = await failureOf(
      client.GetMembership({ team_id: 9_999_999, user_id: newUserId() }),
    );

    expect(error).toMatchObject({
      kind: 'not_found',
      reason: 'TEAM_NOT_FOUND',
      message: 'Team not found',
    });
  });

  it('answers NOT_FOUND with MEMBERSHIP_NOT_FOUND for a user outside the team', async () => {
    const team = await organization(newUserId());

    const error = await failureOf(client.GetMembership({ team_id: team.id, user_id: newUserId() }));

    expect(error).toMatchObject({ kind: 'not_found', reason: 'MEMBERSHIP_NOT_FOUND' });
  });

  it('refuses ids that are not positive', async () => {
    const error = await failureOf(client.GetMembership({ team_id: 0, user_id: 0 }));

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_REQUEST' });
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['team_id', 'user_id']);
  });
});
