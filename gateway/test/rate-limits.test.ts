// Rate limits at the gateway: the per-caller limit of authenticated requests (the
// gateway's own, in memory), and identity's limit and overload refusals presented as
// 429 / 503 in shape A with the Retry-After identity sent. Identity learns the client's
// address from the gateway.
import { busy, Reason, tooManyRequests } from '@workmesh/platform';
import request from 'supertest';
import { bearer, startGatewayUnderTest, tokenFor, type GatewayUnderTest } from './gateway-harness';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest({ API_REQUESTS_PER_CALLER: '3' });
});
afterAll(() => gateway.close());
beforeEach(() => {
  gateway.reset();
  gateway.teams.behaviour.ListTeams = async () => ({ teams: [] });
});

const TOO_MANY = { error: 429, message: 'Too many requests' };
const getTeams = (userId: number) =>
  request(gateway.app)
    .get('/api/v3/team/getTeams')
    .set('Authorization', bearer(tokenFor(userId)));

describe('the per-caller limit', () => {
  it('answers 429 with Retry-After past the limit, for that caller only', async () => {
    for (let attempt = 0; attempt < 3; attempt++) expect((await getTeams(41)).status).toBe(200);

    const refused = await getTeams(41);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);

    expect((await getTeams(42)).status).toBe(200);
  });

  it('does not count unauthenticated requests against anyone', async () => {
    gateway.identity.answer('Login', { user: { id: 43 }, token: 't' });
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await request(gateway.app)
        .post('/api/v3/user/login')
        .send({ email: 'ada@example.com', password: 'correct horse battery' });
      expect(response.status).toBe(200);
    }
  });
});

describe("identity's refusals", () => {
  it('presents a refused login as 429 shape A with the Retry-After of identity, and passes the client address on', async () => {
    const calls = gateway.identity.refuse(
      'Login',
      tooManyRequests(Reason.TOO_MANY_REQUESTS, 'Too many requests', 840),
    );

    const response = await request(gateway.app)
      .post('/api/v3/user/login')
      .send({ email: 'ada@example.com', password: 'guess' });

    expect(response.status).toBe(429);
    expect(response.body).toEqual(TOO_MANY);
    expect(response.headers['retry-after']).toBe('840');
    expect(calls[0]!.context.clientIp).toBe('127.0.0.1');
  });

  it('presents a refused reset request as 429 shape A', async () => {
    gateway.identity.refuse(
      'RequestPasswordReset',
      tooManyRequests(Reason.TOO_MANY_REQUESTS, 'Too many requests', 3600),
    );

    const response = await request(gateway.app)
      .post('/api/v3/user/resetpassword')
      .send({ email: 'ada@example.com' });

    expect(response.status).toBe(429);
    expect(response.body).toEqual(TOO_MANY);
    expect(response.headers['retry-after']).toBe('3600');
  });

  it('presents busy password hashing as 503 shape A with Retry-After', async () => {
    const calls = gateway.identity.refuse(
      'Register',
      busy(Reason.HASHING_BUSY, 'Service busy, try again shortly.', 1),
    );

    const response = await request(gateway.app).post('/api/v3/user/register').send({
      name: 'Ada',
      email: 'ada@example.com',
      password: 'correct horse battery',
      c_password: 'correct horse battery',
    });

    expect(response.status).toBe(503);
    expect(response.body).toEqual({ error: 503, message: 'Service unavailable' });
    expect(response.headers['retry-after']).toBe('1');
    expect(calls[0]!.context.clientIp).toBe('127.0.0.1');
  });
});
