// Personal access tokens at the gateway (docs/auth.md, "Personal access tokens"): the
// checksum refused without any call, the token cache, the scope each route needs, the
// session-only routes, team pinning, the token's own rate limit bucket and the batched
// last-use reports; identity and the services are real gRPC stubs.
import { createLogger, newPersonalAccessToken, unauthenticated } from '@workmesh/platform';
import request from 'supertest';
import { createGatewayApp } from '../src';
import { ROUTES, route } from '../src/routes';
import { routeTokenRequirement, SESSION_ONLY, tokenRequirementOf } from '../src/token-scopes';
import {
  bearer,
  CALLER,
  sleep,
  startGatewayUnderTest,
  type GatewayUnderTest,
} from './gateway-harness';

let gateway: GatewayUnderTest;
/** Each test's token id: rate limit buckets and last-use reports are per token. */
let TOKEN_ID = '';
let tokens = 0;
const TOKEN_TEAM = 12;

beforeAll(async () => {
  gateway = await startGatewayUnderTest({ API_REQUESTS_PER_CALLER: '5' });
});
afterAll(() => gateway?.close());

/** Identity resolves the token to the caller in TOKEN_TEAM with the scopes; the calls are counted. */
function tokenResolvesTo(scopes: string[], expiresInMs = 3_600_000) {
  return gateway.identity.answer('ResolveToken', {
    user_id: CALLER.userId,
    team_id: TOKEN_TEAM,
    token_id: TOKEN_ID,
    scopes,
    expires_at: new Date(Date.now() + expiresInMs).toISOString(),
  });
}

const withToken = (secret: string) => `Bearer ${secret}`;
const timerStart = (secret: string) =>
  request(gateway.app).post('/api/v3/timer/start').set('Authorization', withToken(secret)).send({});

beforeEach(async () => {
  await gateway.app.tokenUses.flush(); // earlier tests' uses, dropped
  gateway.reset();
  TOKEN_ID = (++tokens).toString(16).padStart(24, 'a');
  gateway.trackingService.answer('StartTimer', { id: 1 });
});

describe('the route table', () => {
  it('gives every authenticated route a scope area or makes it session only', () => {
    const missing = ROUTES.filter((r) => r.auth && tokenRequirementOf(r.paths[0]!) === undefined);
    expect(missing.map((r) => `${r.method} ${r.paths[0]}`)).toEqual([]);
  });

  it('refuses to build an app with an authenticated route outside the table', () => {
    const stray = route({
      method: 'GET',
      paths: ['/api/v3/unmapped/list'],
      auth: true,
      service: 'tracking',
      rpc: 'GetCurrentTimer',
      source: 'none',
      errors: {},
      notes: { summary: 'stray' },
    });
    expect(() => routeTokenRequirement(stray)).toThrow(/no token scope area/);
    expect(() =>
      createGatewayApp(gateway.config, createLogger('token-test', 'silent'), gateway.clients, [
        stray,
      ]),
    ).toThrow(/no token scope area/);
  });

  it("covers other parts' routes by prefix: two-factor, sessions and password are session only, audit is team", () => {
    expect(tokenRequirementOf('/api/v3/user/two-factor/enable')).toBe(SESSION_ONLY);
    expect(tokenRequirementOf('/api/v3/user/sessions')).toBe(SESSION_ONLY);
    expect(tokenRequirementOf('/api/v3/user/sessions/:id/delete')).toBe(SESSION_ONLY);
    expect(tokenRequirementOf('/api/v3/user/password/update')).toBe(SESSION_ONLY);
    expect(tokenRequirementOf('/api/v3/audit/list')).toBe('team');
    expect(tokenRequirementOf('/api/v3/token/list')).toBe(SESSION_ONLY);
  });
});

describe('a personal access token', () => {
  it('with a tampered checksum is refused 401 without any call to identity', async () => {
    const calls = tokenResolvesTo(['time:write']);
    const { secret } = newPersonalAccessToken();
    const tampered = secret.slice(0, -1) + (secret.endsWith('a') ? 'b' : 'a');
    const response = await timerStart(tampered);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: 401,
      message: 'Invalid or missing authentication token',
    });
    expect(calls).toHaveLength(0);
    const metrics = await gateway.app.metrics.getSingleMetricAsString(
      'gateway_token_lookups_total',
    );
    expect(metrics).toMatch(/outcome="bad_checksum"} [1-9]/);
  });

  it('identity does not know is refused 401', async () => {
    gateway.identity.refuse('ResolveToken', unauthenticated('TOKEN_REVOKED', 'unknown'));
    expect((await timerStart(newPersonalAccessToken().secret)).status).toBe(401);
  });

  it('with time:write starts a timer, as its owner in its team, with its id in the call', async () => {
    tokenResolvesTo(['time:write']);
    const starts = gateway.trackingService.answer('StartTimer', { id: 1 });
    const response = await timerStart(newPersonalAccessToken().secret);
    expect(response.status).toBe(201);
    expect(starts[0]!.context.caller).toEqual({
      userId: CALLER.userId,
      teamId: TOKEN_TEAM,
      tokenId: TOKEN_ID,
    });
  });

  it('without invoices:read is refused on the invoice list, 403 with the scope named', async () => {
    tokenResolvesTo(['time:write']);
    const lists = gateway.invoicesService.answer('ListInvoices', {});
    const response = await request(gateway.app)
      .get('/api/v3/invoice/list')
      .set('Authorization', withToken(newPersonalAccessToken().secret));
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: 403,
      message: 'This token does not have the invoices:read scope',
    });
    expect(lists).toHaveLength(0);
  });

  it('with time:read only may read the timer but not start one', async () => {
    tokenResolvesTo(['time:read']);
    gateway.trackingService.answer('GetCurrentTimer', { id: 1 });
    const { secret } = newPersonalAccessToken();
    const read = await request(gateway.app)
      .get('/api/v3/timer/current')
      .set('Authorization', withToken(secret));
    expect(read.status).toBe(200);
    const start = await timerStart(secret);
    expect(start.status).toBe(403);
    expect(start.body.message).toBe('This token does not have the time:write scope');
  });

  it.each([
    ['POST', '/api/v3/token/create', { name: 'x', scopes: ['time:read'] }],
    ['GET', '/api/v3/token/list', undefined],
    ['POST', '/api/v3/user/switchTeam', { team_id: TOKEN_TEAM }],
    ['POST', '/api/v3/mobile/team/createTeam', { name: 'Another' }],
  ])('cannot call %s %s: it needs a signed-in session', async (method, path, body) => {
    tokenResolvesTo(['team:write', 'team:read', 'time:write']);
    const creates = gateway.identity.answer('CreateToken', {});
    const call = request(gateway.app)[method === 'GET' ? 'get' : 'post'](path);
    const response = await call
      .set('Authorization', withToken(newPersonalAccessToken().secret))
      .send(body);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 403, message: 'This action needs a signed-in session' });
    expect(creates).toHaveLength(0);
  });

  it('naming another team is refused 403 before any call; its own team is served', async () => {
    tokenResolvesTo(['team:read']);
    const lists = gateway.teams.answer('ListMembers', { members: [] } as never);
    const { secret } = newPersonalAccessToken();
    const other = await request(gateway.app)
      .get(`/api/v3/team/members?team_id=${TOKEN_TEAM + 1}`)
      .set('Authorization', withToken(secret));
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('This token acts only in the team it was made in');
    expect(lists).toHaveLength(0);
    const own = await request(gateway.app)
      .get(`/api/v3/team/members?team_id=${TOKEN_TEAM}`)
      .set('Authorization', withToken(secret));
    expect(own.status).not.toBe(403);
    expect(lists).toHaveLength(1);
  });

  it('is asked of identity once, then known at the edge', async () => {
    const calls = tokenResolvesTo(['time:write']);
    const { secret } = newPersonalAccessToken();
    for (let i = 0; i < 3; i++) expect((await timerStart(secret)).status).toBe(201);
    expect(calls).toHaveLength(1);
  });

  it('revoked through this replica is refused at the very next request', async () => {
    tokenResolvesTo(['time:write']);
    const { secret } = newPersonalAccessToken();
    expect((await timerStart(secret)).status).toBe(201);
    gateway.identity.answer('DeleteToken', { success: 'Token revoked' });
    const revoked = await request(gateway.app)
      .post(`/api/v3/token/${TOKEN_ID}/delete`)
      .set('Authorization', bearer())
      .send({});
    expect(revoked.status).toBe(200);
    gateway.identity.refuse('ResolveToken', unauthenticated('TOKEN_REVOKED', 'revoked'));
    expect((await timerStart(secret)).status).toBe(401);
  });

  it('that expires while cached is refused 401 from then on', async () => {
    tokenResolvesTo(['time:write'], 300);
    const { secret } = newPersonalAccessToken();
    expect((await timerStart(secret)).status).toBe(201);
    await sleep(400);
    gateway.identity.refuse('ResolveToken', unauthenticated('TOKEN_REVOKED', 'expired'));
    expect((await timerStart(secret)).status).toBe(401);
  });

  it('has a rate limit bucket of its own: 429 with Retry-After, while its owner still passes', async () => {
    tokenResolvesTo(['time:write']);
    const { secret } = newPersonalAccessToken();
    for (let i = 0; i < 5; i++) expect((await timerStart(secret)).status).toBe(201);
    const limited = await timerStart(secret);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const owner = await request(gateway.app)
      .post('/api/v3/timer/start')
      .set('Authorization', bearer())
      .send({});
    expect(owner.status).toBe(201);
  });

  it('reports its last use to identity in a batch, at most once a minute', async () => {
    tokenResolvesTo(['time:write']);
    const touches = gateway.identity.answer('TouchTokens', {});
    const { secret } = newPersonalAccessToken();
    for (let i = 0; i < 3; i++) await timerStart(secret);
    expect(touches).toHaveLength(0); // no write per request
    await gateway.app.tokenUses.flush();
    expect(touches).toHaveLength(1);
    expect(touches[0]!.message.uses).toEqual([
      expect.objectContaining({
        token_id: TOKEN_ID,
        last_used_ip: expect.any(String),
      }),
    ]);
    await timerStart(secret);
    await gateway.app.tokenUses.flush();
    expect(touches).toHaveLength(1); // the same minute: nothing new to report
  });
});
