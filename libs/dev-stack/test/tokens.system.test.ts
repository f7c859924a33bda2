// Personal access tokens end to end (docs/auth.md, "Personal access tokens"): the system
// started the way `npm start` starts it, with two gateway replicas sharing the broker,
// talking HTTP only. Every answer is checked against the OpenAPI description.
import { eventually } from '@workmesh/testing';
import { AUTH_ERROR, useSystem, type RegisteredUser } from './system-harness';
import { trackingTeam, type TrackingTeam } from './tracking-team';

const system = useSystem({ name: 'e2e-tokens', gatewayReplicas: 2 });
const { http } = system;

let team: TrackingTeam;
let counter = 0;

beforeAll(async () => {
  team = await trackingTeam(system);
}, 60_000);

const session = (user: RegisteredUser): string => user.user.token;
/** The second gateway replica. */
const viaB = () => system.httpVia(system.stack.gatewayUrls[1]!);

async function tokenOf(
  user: RegisteredUser,
  scopes: string[],
  extra: Record<string, unknown> = {},
): Promise<{ id: string; secret: string }> {
  const made = await http(
    'POST',
    '/api/v3/token/create',
    { name: `token ${++counter}`, scopes, ...extra },
    session(user),
  );
  expect(made.status).toBe(201);
  return { id: made.body.id, secret: made.body.token };
}

describe('personal access tokens end to end', () => {
  it('a token with time:write starts a timer and is refused on invoices:read', async () => {
    const member = await team.joinedMember();
    const { secret } = await tokenOf(member, ['time:write']);
    const started = await http(
      'POST',
      '/api/v3/timer/start',
      { project_id: team.projectId, description: 'By script' },
      secret,
    );
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ user_id: member.user.id, team_id: team.teamId });
    const invoices = await http('GET', '/api/v3/invoice/list', undefined, secret);
    expect(invoices.status).toBe(403);
    expect(invoices.body).toEqual({
      error: 403,
      message: 'This token does not have the invoices:read scope',
    });
  });

  it("a member's token cannot do a manager's action (the member's role decides, not the scope)", async () => {
    const member = await team.joinedMember();
    const { secret } = await tokenOf(member, ['clients:write']);
    const created = await http(
      'POST',
      '/api/v1/client/create',
      { name: 'Not mine', email: system.uniqueEmail() },
      secret,
    );
    expect(created.status).toBe(403);
  });

  it("a demoted owner's token loses that power at the next request, on both replicas", async () => {
    const second = await system.invitedMember(team.owner, 'owner');
    await system.switchTeam(second, team.teamId);
    const { secret } = await tokenOf(second, ['clients:write', 'clients:read']);
    const create = (via: typeof http, name: string) =>
      via('POST', '/api/v1/client/create', { name, email: system.uniqueEmail() }, secret);
    expect((await create(http, 'Before A')).status).toBeLessThan(300);
    expect((await create(viaB(), 'Before B')).status).toBeLessThan(300);

    const demoted = await http(
      'POST',
      '/api/v3/team/updateMemberRole',
      { team_id: team.teamId, user_id: second.user.id, role: 'member' },
      session(team.owner),
    );
    expect(demoted.status).toBe(200);

    expect((await create(http, 'After A')).status).toBe(403);
    expect((await create(viaB(), 'After B')).status).toBe(403);
    // Reading stays allowed: members read clients.
    expect((await viaB()('GET', '/api/v3/client/list', undefined, secret)).status).toBe(200);
  });

  it('a revoked token is refused 401 on both replicas within a second', async () => {
    const member = await team.joinedMember();
    const { id, secret } = await tokenOf(member, ['time:read']);
    const current = (via: typeof http) => via('GET', '/api/v3/timer/current', undefined, secret);
    // Known at the edge of both replicas.
    expect((await current(http)).status).not.toBe(401);
    expect((await current(viaB())).status).not.toBe(401);

    const revoked = await http('POST', `/api/v3/token/${id}/delete`, {}, session(member));
    expect(revoked.status).toBe(200);
    const at = Date.now();
    expect((await current(http)).body).toEqual(AUTH_ERROR); // the replica that revoked: at once
    await eventually(
      async () => (await current(viaB())).status === 401,
      1000,
      'replica B refusing the revoked token',
    );
    expect(Date.now() - at).toBeLessThan(1000);
  });

  it('an expired token is refused 401', async () => {
    const member = await team.joinedMember();
    const expiresAt = new Date(Date.now() + 2000).toISOString();
    const { secret } = await tokenOf(member, ['time:read'], { expires_at: expiresAt });
    expect((await http('GET', '/api/v3/timer/current', undefined, secret)).status).not.toBe(401);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(expiresAt) - Date.now() + 200));
    const answer = await http('GET', '/api/v3/timer/current', undefined, secret);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(AUTH_ERROR);
  });

  it("a removed member's token is refused", async () => {
    const member = await team.joinedMember();
    const { secret } = await tokenOf(member, ['time:read']);
    expect((await viaB()('GET', '/api/v3/timer/current', undefined, secret)).status).not.toBe(401);
    const removed = await http(
      'POST',
      '/api/v3/team/removeMember',
      { team_id: team.teamId, user_id: member.user.id },
      session(team.owner),
    );
    expect(removed.status).toBe(200);
    // At once the services refuse (they ask teams); soon identity revokes the token (401).
    const status = async () =>
      (await viaB()('GET', '/api/v3/timer/current', undefined, secret)).status;
    expect([401, 403]).toContain(await status());
    await eventually(async () => (await status()) === 401, 5000, 'the token revoked');
  });

  it('lists tokens without their secrets; the owner lists a member’s with ?user_id=, another member cannot', async () => {
    const member = await team.joinedMember();
    const other = await team.joinedMember();
    const { id, secret } = await tokenOf(member, ['reports:read']);
    const own = await http('GET', '/api/v3/token/list', undefined, session(member));
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([
      expect.objectContaining({ id, prefix: secret.slice(0, 12), scopes: ['reports:read'] }),
    ]);
    expect(JSON.stringify(own.body)).not.toContain(secret.slice(12));
    const byOwner = await http(
      'GET',
      `/api/v3/token/list?user_id=${member.user.id}`,
      undefined,
      session(team.owner),
    );
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.data.map((token: { id: string }) => token.id)).toEqual([id]);
    const byOther = await http(
      'GET',
      `/api/v3/token/list?user_id=${member.user.id}`,
      undefined,
      session(other),
    );
    expect(byOther.status).toBe(403);
  });

  it('refuses a token on the token routes (a signed-in session only) and a second token of the same name', async () => {
    const member = await team.joinedMember();
    const { secret } = await tokenOf(member, ['team:write'], { name: 'only once' });
    const nested = await http(
      'POST',
      '/api/v3/token/create',
      { name: 'nested', scopes: ['time:read'] },
      secret,
    );
    expect(nested.body).toEqual({ error: 403, message: 'This action needs a signed-in session' });
    const again = await http(
      'POST',
      '/api/v3/token/create',
      { name: 'only once', scopes: ['time:read'] },
      session(member),
    );
    expect(again.status).toBe(409);
    const invalid = await http(
      'POST',
      '/api/v3/token/create',
      { name: 'bad', scopes: ['time:everything'] },
      session(member),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe(400);
  });

  it('a tampered checksum is refused 401', async () => {
    const member = await team.joinedMember();
    const { secret } = await tokenOf(member, ['time:read']);
    const tampered = secret.slice(0, -1) + (secret.endsWith('a') ? 'b' : 'a');
    const answer = await http('GET', '/api/v3/timer/current', undefined, tampered);
    expect(answer.body).toEqual(AUTH_ERROR);
  });
});
