// Two-factor sign-in end to end (docs/auth.md, "Two-factor sign-in"): the system started
// the way `npm start` starts it, HTTP only, every answer checked against the OpenAPI
// description. Codes come from an independent RFC 6238 implementation (totpCode).
import { eventually, totpCode } from '@workmesh/testing';
import { useSystem, type RegisteredUser } from './system-harness';

const system = useSystem({ name: 'e2e-two-factor' });
const { http } = system;

const token = (user: RegisteredUser): string => user.user.token;

/** Enables and confirms two-factor sign-in; answers the secret and the recovery codes. */
async function enrol(user: RegisteredUser): Promise<{ secret: string; recovery: string[] }> {
  const enabled = await http('POST', '/api/v3/user/two-factor/enable', {}, token(user));
  expect(enabled.status).toBe(200);
  expect(enabled.body.qr_code).toContain('<svg');
  const confirmed = await http(
    'POST',
    '/api/v3/user/two-factor/confirm',
    // The previous step's code: the next sign-in's code (this step) is not a replay.
    { code: totpCode(enabled.body.secret, Date.now(), -1) },
    token(user),
  );
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.recovery_codes).toHaveLength(10);
  return { secret: enabled.body.secret, recovery: confirmed.body.recovery_codes };
}

describe('two-factor sign-in end to end', () => {
  it('login answers a challenge; a wrong code is 401, a good one the login answer, a replay 401', async () => {
    const user = await system.register();
    const { secret, recovery } = await enrol(user);

    const login = () =>
      http('POST', '/api/v3/user/login', { email: user.email, password: user.password });
    const first = await login();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ two_factor_required: true, challenge: expect.any(String) });

    const wrong = await http('POST', '/api/v3/user/two-factor/verify', {
      challenge: first.body.challenge,
      code: '000000',
    });
    expect(wrong).toEqual({
      status: 401,
      body: { error: 401, message: 'The two-factor code is invalid.' },
    });
    const code = totpCode(secret);
    const signedIn = await http('POST', '/api/v3/user/two-factor/verify', {
      challenge: first.body.challenge,
      code,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ id: user.user.id, token: expect.any(String) });
    expect(signedIn.body.two_factor_confirmed_at).toEqual(expect.any(String));
    const me = await http('GET', '/api/v3/team/getTeams', undefined, signedIn.body.token);
    expect(me.status).toBe(200);

    const second = await login();
    const replay = await http('POST', '/api/v3/user/two-factor/verify', {
      challenge: second.body.challenge,
      code,
    });
    expect(replay.status).toBe(401);
    const byRecovery = await http('POST', '/api/v3/user/two-factor/verify', {
      challenge: second.body.challenge,
      recovery_code: recovery[0],
    });
    expect(byRecovery.status).toBe(200);
    const third = await login();
    const recoveryAgain = await http('POST', '/api/v3/user/two-factor/verify', {
      challenge: third.body.challenge,
      recovery_code: recovery[0],
    });
    expect(recoveryAgain.status).toBe(401);
  });

  it("a team's require_two_factor refuses members without it (403), but lets them enrol, then lets them in", async () => {
    const owner = await system.register();
    const teamId = owner.user.current_team_id;
    const member = await system.invitedMember(owner, 'member');
    await system.switchTeam(member, teamId);

    const manager = await system.invitedMember(owner, 'manager');
    await system.switchTeam(manager, teamId);
    const byManager = await http(
      'POST',
      '/api/v3/team/settings/update',
      { team_id: teamId, require_two_factor: true },
      token(manager),
    );
    expect(byManager.status).toBe(403);

    await enrol(owner);
    const turnedOn = await http(
      'POST',
      '/api/v3/team/settings/update',
      { team_id: teamId, require_two_factor: true },
      token(owner),
    );
    expect(turnedOn.status).toBe(200);
    expect(turnedOn.body.require_two_factor).toBe(true);

    // The member's cached caller is forgotten by the policy event (within a second).
    await eventually(
      async () =>
        (await http('GET', '/api/v3/team/settings', undefined, token(member))).status === 403,
      5_000,
      'the member refused',
    );
    const refused = await http('GET', '/api/v3/team/settings', undefined, token(member));
    expect(refused).toEqual({
      status: 403,
      body: { error: 403, message: 'This team requires two-factor authentication' },
    });
    expect((await http('GET', '/api/v3/team/getTeams', undefined, token(member))).status).toBe(200);
    expect((await http('GET', '/api/v3/user/sessions', undefined, token(member))).status).toBe(200);
    // The owner has two-factor sign-in: not refused.
    expect((await http('GET', '/api/v3/team/settings', undefined, token(owner))).status).toBe(200);

    await enrol(member);
    const allowed = await http('GET', '/api/v3/team/settings', undefined, token(member));
    expect(allowed.status).toBe(200);
  });
});
