// SwitchTeam (POST /api/v3/user/switchTeam): the caller's current team becomes another
// team the caller belongs to, as teams says, with the caller's role there. The stub
// teams service holds the memberships.
import { status } from '@grpc/grpc-js';
import { failureOf, identityForFile, resolveRequestOf } from './identity-harness';
import { registration } from './registrations';

describe('identity SwitchTeam', () => {
  const identity = identityForFile();

  const register = async () => (await identity.client.Register(registration())).user!;
  const asCaller = (userId: number) => ({ caller: { userId } });

  it('tells the gateways (user.current_team_changed), so their cached caller acts in the new team', async () => {
    const changes = await identity.listen(['user.current_team_changed']);
    const user = await register();
    const team = identity.teams.addTeam([[user.id, 'member']]);

    await identity.client.SwitchTeam({ team_id: team }, asCaller(user.id));

    const event = await changes.waitFor(
      'user.current_team_changed',
      (data: { user_id: number }) => data.user_id === user.id,
    );
    expect(event.data).toEqual({ user_id: user.id, current_team_id: team });
  });

  it("answers the User record with the new current team and the caller's role in it", async () => {
    const user = await register();
    const team = identity.teams.addTeam([[user.id, 'manager']]);

    const answer = await identity.client.SwitchTeam({ team_id: team }, asCaller(user.id));

    expect(answer).toEqual({
      ...user,
      current_team_id: team,
      role: 'manager',
      updated_at: expect.any(String),
    });
    await expect(identity.client.GetUser({ user_id: user.id })).resolves.toEqual(answer);
  });

  it('is what ResolveCaller answers from then on, so every later request of the user uses the new team', async () => {
    const registered = await identity.client.Register(registration());
    const user = registered.user!;
    const team = identity.teams.addTeam([[user.id, 'member']]);

    await identity.client.SwitchTeam({ team_id: team }, asCaller(user.id));

    await expect(
      identity.client.ResolveCaller(resolveRequestOf(registered.token)),
    ).resolves.toMatchObject({ user_id: user.id, current_team_id: team });
  });

  it('switches back to the organization, with the role there (owner)', async () => {
    const user = await register();
    const team = identity.teams.addTeam([[user.id, 'member']]);
    await identity.client.SwitchTeam({ team_id: team }, asCaller(user.id));

    const answer = await identity.client.SwitchTeam(
      { team_id: user.current_team_id },
      asCaller(user.id),
    );

    expect(answer).toMatchObject({ current_team_id: user.current_team_id, role: 'owner' });
  });

  it("answers PERMISSION_DENIED NOT_A_MEMBER for another's team, and keeps the current team", async () => {
    const user = await register();
    const stranger = await register();

    const error = await failureOf(
      identity.client.SwitchTeam({ team_id: stranger.current_team_id }, asCaller(user.id)),
    );

    expect(error).toMatchObject({
      code: status.PERMISSION_DENIED,
      reason: 'NOT_A_MEMBER',
      message: 'You are not a member of this team.',
    });
    await expect(identity.client.GetUser({ user_id: user.id })).resolves.toEqual(user);
  });

  it('answers PERMISSION_DENIED NOT_A_MEMBER for a team that does not exist', async () => {
    const user = await register();

    const error = await failureOf(
      identity.client.SwitchTeam({ team_id: 987654 }, asCaller(user.id)),
    );

    expect(error).toMatchObject({ code: status.PERMISSION_DENIED, reason: 'NOT_A_MEMBER' });
  });

  it('answers UNAUTHENTICATED without a caller', async () => {
    const user = await register();

    const error = await failureOf(identity.client.SwitchTeam({ team_id: user.current_team_id }));

    expect(error).toMatchObject({ code: status.UNAUTHENTICATED, reason: 'UNAUTHENTICATED' });
  });

  it('answers INVALID_ARGUMENT VALIDATION_FAILED without a team id', async () => {
    const user = await register();

    const error = await failureOf(identity.client.SwitchTeam({}, asCaller(user.id)));

    expect(error).toMatchObject({ code: status.INVALID_ARGUMENT, reason: 'VALIDATION_FAILED' });
    expect(error.fields).toEqual({ team_id: ['The team id field is required.'] });
  });

  it.each([0, -3])(
    'answers INVALID_ARGUMENT VALIDATION_FAILED for the team id %d',
    async (teamId) => {
      const user = await register();

      const error = await failureOf(
        identity.client.SwitchTeam({ team_id: teamId }, asCaller(user.id)),
      );

      expect(error).toMatchObject({ code: status.INVALID_ARGUMENT, reason: 'VALIDATION_FAILED' });
      expect(error.fields).toEqual({ team_id: ['The team id must be at least 1.'] });
    },
  );

  it('answers UNAVAILABLE TEAMS_UNAVAILABLE when teams is down, and keeps the current team', async () => {
    const user = await register();
    const team = identity.teams.addTeam([[user.id, 'member']]);
    const replica = await identity.startReplica({
      TEAMS_GRPC_ADDRESS: '127.0.0.1:1',
      GRPC_DEADLINE_MS: '1000',
    });
    try {
      const error = await failureOf(
        replica.client.SwitchTeam({ team_id: team }, asCaller(user.id)),
      );

      expect(error).toMatchObject({ code: status.UNAVAILABLE, reason: 'TEAMS_UNAVAILABLE' });
      await expect(identity.client.GetUser({ user_id: user.id })).resolves.toEqual(user);
    } finally {
      await replica.stop();
    }
  });
});
