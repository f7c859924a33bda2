// Login sessions end to end (docs/auth.md, "Sessions"): the system started the way `npm
// start` starts it, with two gateway replicas on one broker. A session ended through one
// replica is refused by both within a second (the serving one at once, the other by
// identity's session.revoked); the other sessions keep working.
import { eventually } from '@workmesh/testing';
import { AUTH_ERROR, useSystem } from './system-harness';

const system = useSystem({ name: 'sessions', gatewayReplicas: 2 });
const { http, register } = system;

const login = async (email: string, password: string, userAgent = 'SessionsSystemTest/1.0') => {
  const response = await http('POST', '/api/v3/user/login', { email, password }, undefined, {
    'user-agent': userAgent,
  });
  expect(response.status).toBe(200);
  return response.body.token as string;
};

/** The status of an authenticated request with the token, through replica `index`. */
const statusVia = async (index: number, token: string) =>
  (
    await system.httpVia(system.stack.gatewayUrls[index]!)(
      'GET',
      '/api/v3/team/getTeams',
      undefined,
      token,
    )
  ).status;

interface SessionView {
  id: string;
  created_at: string;
  last_seen_at: string;
  ip: string | null;
  user_agent: string | null;
  current: boolean;
}

const sessionsOf = async (token: string): Promise<SessionView[]> => {
  const listed = await http('GET', '/api/v3/user/sessions', undefined, token);
  expect(listed.status).toBe(200);
  return listed.body.data as SessionView[];
};

describe('login sessions', () => {
  it('lists the sessions of the user with the current one marked', async () => {
    const { email, password } = await register();
    const laptop = await login(email, password, 'Laptop/1.0');
    const phone = await login(email, password, 'Phone/2.0');

    const sessions = await sessionsOf(phone);

    expect(sessions.map((session) => [session.user_agent, session.current]).slice(0, 2)).toEqual([
      ['Phone/2.0', true],
      ['Laptop/1.0', false],
    ]);
    expect(sessions).toHaveLength(3); // the registration's own session too
    expect(sessions[0]!.ip).toEqual(expect.any(String));
    expect((await sessionsOf(laptop)).filter((session) => session.current)).toHaveLength(1);
  });

  it('a deleted session: its token gets 401 within a second on both replicas; the others keep working', async () => {
    const { email, password, user } = await register();
    const doomed = await login(email, password);
    // Both replicas have the doomed session's caller cached.
    expect([await statusVia(0, doomed), await statusVia(1, doomed)]).toEqual([200, 200]);
    const doomedId = (await sessionsOf(doomed)).find((session) => session.current)!.id;

    const deleted = await http('POST', `/api/v3/user/sessions/${doomedId}/delete`, {}, user.token);
    expect(deleted).toEqual({ status: 200, body: { success: 'Session deleted', deleted: 1 } });
    const started = Date.now();

    // The replica that served the deletion refuses at once.
    expect(await statusVia(0, doomed)).toBe(401);
    await eventually(
      async () => (await statusVia(1, doomed)) === 401,
      1000,
      'the other replica refusing the deleted session',
    );
    expect(Date.now() - started).toBeLessThan(1000);
    const refused = await system.httpVia(system.stack.gatewayUrls[1]!)(
      'GET',
      '/api/v3/team/getTeams',
      undefined,
      doomed,
    );
    expect(refused.body).toEqual(AUTH_ERROR);
    expect([await statusVia(0, user.token), await statusVia(1, user.token)]).toEqual([200, 200]);
  });

  it('delete-others ends every other session and keeps the current one', async () => {
    const { email, password, user } = await register();
    const others = [await login(email, password), await login(email, password)];
    for (const token of others) expect(await statusVia(1, token)).toBe(200);

    const answer = await http('POST', '/api/v3/user/sessions/delete-others', {}, user.token);

    expect(answer).toEqual({ status: 200, body: { success: 'Sessions deleted', deleted: 2 } });
    for (const token of others) {
      expect(await statusVia(0, token)).toBe(401);
      await eventually(async () => (await statusVia(1, token)) === 401, 1000, 'replica 2');
    }
    expect(await statusVia(1, user.token)).toBe(200);
    expect((await sessionsOf(user.token)).map((session) => session.current)).toEqual([true]);
  });

  it("another user's session is not found (404 in shape A), and keeps working", async () => {
    const ada = await register();
    const bob = await register();
    const bobsSession = (await sessionsOf(bob.user.token))[0]!.id;

    const answer = await http(
      'POST',
      `/api/v3/user/sessions/${bobsSession}/delete`,
      {},
      ada.user.token,
    );

    expect(answer).toEqual({ status: 404, body: { error: 404, message: 'Session not found' } });
    expect(await statusVia(0, bob.user.token)).toBe(200);
  });

  it('a password reset ends every session', async () => {
    const { email, password, user } = await register();
    const other = await login(email, password);

    expect((await http('POST', '/api/v3/user/resetpassword', { email })).status).toBe(200);

    await eventually(
      async () => (await statusVia(1, other)) === 401 && (await statusVia(1, user.token)) === 401,
      1000,
      'both sessions refused',
    );
    const fresh = await login(email, password);
    expect((await sessionsOf(fresh)).map((session) => session.current)).toEqual([true]);
  });
});
