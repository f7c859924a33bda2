// Bearer authentication: every refusal is the spec's 401 in shape A; the token must be
// HS256 with our secret, issuer and audience, unexpired, and of a version identity
// still honours, with a login session identity has not revoked (docs/auth.md, "Sessions").
import { createHmac } from 'node:crypto';
import { Reason, signAccessToken, unauthenticated, unavailable } from '@workmesh/platform';
import request from 'supertest';
import { ROUTES } from '../src/routes';
import {
  bearer,
  CALLER,
  startGatewayUnderTest,
  TOKEN_SETTINGS,
  tokenFor,
  type GatewayUnderTest,
} from './gateway-harness';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => {
  gateway.reset();
  gateway.teams.behaviour.ListTeams = async () => ({ teams: [] });
});

const UNAUTHENTICATED = { error: 401, message: 'Invalid or missing authentication token' };
const getTeams = (authorization?: string) => {
  const call = request(gateway.app).get('/api/v3/team/getTeams');
  return authorization === undefined ? call : call.set('Authorization', authorization);
};
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

it('lets a valid token through', async () => {
  const response = await getTeams(bearer());
  expect(response.status).toBe(200);
});

it('answers 401 without an Authorization header', async () => {
  const response = await getTeams();
  expect(response.status).toBe(401);
  expect(response.body).toEqual(UNAUTHENTICATED);
});

it('answers 401 for a header that is not "Bearer <token>"', async () => {
  const response = await getTeams(`Token ${tokenFor()}`);
  expect(response.status).toBe(401);
  expect(response.body).toEqual(UNAUTHENTICATED);
});

it('answers 401 for a token signed with another secret', async () => {
  const response = await getTeams(
    bearer(
      tokenFor(CALLER.userId, CALLER.tokenVersion, {
        secret: 'another-secret-0123456789abcdef01234567',
      }),
    ),
  );
  expect(response.status).toBe(401);
  expect(response.body).toEqual(UNAUTHENTICATED);
});

it('answers 401 for an unsigned token (alg "none")', async () => {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: String(CALLER.userId),
    ver: CALLER.tokenVersion,
    iss: TOKEN_SETTINGS.issuer,
    aud: TOKEN_SETTINGS.audience,
    iat: now,
    exp: now + 600,
  };
  const response = await getTeams(
    `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
  );
  expect(response.status).toBe(401);
  expect(response.body).toEqual(UNAUTHENTICATED);
});

it('answers 401 for a token without a session id (issued before sessions), without asking identity', async () => {
  const calls = gateway.identity.refuse('ResolveCaller', new Error('not to be asked'));
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({
    sub: String(CALLER.userId),
    ver: CALLER.tokenVersion,
    iss: TOKEN_SETTINGS.issuer,
    aud: TOKEN_SETTINGS.audience,
    iat: now,
    exp: now + 600,
  })}`;
  const signature = createHmac('sha256', TOKEN_SETTINGS.secret)
    .update(unsigned)
    .digest('base64url');
  const legacy = `${unsigned}.${signature}`;
  const response = await getTeams(bearer(legacy));
  expect(response.status).toBe(401);
  expect(response.body).toEqual(UNAUTHENTICATED);
  expect(calls).toHaveLength(0);
});

it("asks identity about the token's session, and passes the session on to the service", async () => {
  const resolved = gateway.identity.answer('ResolveCaller', {
    user_id: CALLER.userId,
    current_team_id: CALLER.teamId,
    email: 'ada@example.com',
    name: 'Ada',
  });
  const teams = gateway.teams.answer('ListTeams', { teams: [] });
  const response = await getTeams(
    bearer(tokenFor(CALLER.userId, CALLER.tokenVersion, {}, 'sess-b')),
  );
  expect(response.status).toBe(200);
  expect(resolved[0]!.message.session_id).toBe('sess-b');
  expect(teams[0]!.context.caller!.sessionId).toBe('sess-b');
});

it('answers 401 when identity refuses the session (revoked or unknown)', async () => {
  gateway.identity.refuse('ResolveCaller', unauthenticated('TOKEN_REVOKED', 'session revoked'));
  const response = await getTeams(bearer(tokenFor(CALLER.userId, CALLER.tokenVersion, {}, 'gone')));
  expect(response.status).toBe(401);
  expect(response.body).toEqual(UNAUTHENTICATED);
});

it('answers 401 for an expired token', async () => {
  const expired = signAccessToken(
    { userId: CALLER.userId, tokenVersion: CALLER.tokenVersion, sessionId: CALLER.sessionId },
    { ...TOKEN_SETTINGS, ttlSeconds: -60 },
  );
  const response = await getTeams(bearer(expired));
  expect(response.status).toBe(401);
  expect(response.body).toEqual(UNAUTHENTICATED);
});

it('answers 401 for a token issued for another audience', async () => {
  const response = await getTeams(
    bearer(tokenFor(CALLER.userId, CALLER.tokenVersion, { audience: 'another-api' })),
  );
  expect(response.status).toBe(401);
  expect(response.body).toEqual(UNAUTHENTICATED);
});

it('answers 401 for a token identity says is revoked (an earlier token version)', async () => {
  const response = await getTeams(bearer(tokenFor(CALLER.userId, CALLER.tokenVersion - 1)));
  expect(response.status).toBe(401);
  expect(response.body).toEqual(UNAUTHENTICATED);
});

it('answers 503, not 401, when identity cannot resolve the caller for want of a dependency', async () => {
  gateway.identity.behaviour.ResolveCaller = async () => {
    throw unavailable(Reason.SERVICE_UNAVAILABLE, 'database down');
  };
  const response = await getTeams(bearer());
  expect(response.status).toBe(503);
  expect(response.body).toEqual({ error: 503, message: 'Service unavailable' });
});

it('serves a cached caller without asking identity, even while identity is down', async () => {
  expect((await getTeams(bearer())).status).toBe(200);
  gateway.identity.behaviour.ResolveCaller = async () => {
    throw unavailable(Reason.SERVICE_UNAVAILABLE, 'database down');
  };
  expect((await getTeams(bearer())).status).toBe(200);
  // An older token than the cached version is refused without asking either.
  expect((await getTeams(bearer(tokenFor(CALLER.userId, CALLER.tokenVersion - 1)))).status).toBe(
    401,
  );
});

it('does not call the route when the token is refused', async () => {
  let called = false;
  gateway.teams.behaviour.ListTeams = async () => {
    called = true;
    return { teams: [] };
  };
  await getTeams('Bearer not-a-jwt');
  expect(called).toBe(false);
});

it('needs no token to request a password reset, which the spec leaves open', async () => {
  gateway.identity.behaviour.RequestPasswordReset = async () => ({ success: true, msg: 'sent' });
  const response = await request(gateway.app)
    .post('/api/v3/user/resetpassword')
    .send({ email: 'ada@example.com' });
  expect(response.status).toBe(200);
});

describe('every route that needs a token', () => {
  const guarded = ROUTES.filter((route) => route.auth).flatMap((route) =>
    route.paths.map((path) => [route.method, path.replace(/:\w+/g, '5')] as const),
  );

  // No rpc is stubbed here: a request let through would answer 500, not 401.
  it.each(guarded)('%s %s answers 401 without one', async (method, path) => {
    const methodName = method.toLowerCase() as 'get' | 'post';
    const response = await request(gateway.app)[methodName](path).send();
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHENTICATED);
  });
});
