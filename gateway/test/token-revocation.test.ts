// Personal access tokens forgotten on every replica (docs/auth.md, "Personal access
// tokens"): two gateway replicas in front of one identity stub and the real RabbitMQ; a
// token known at the edge of both is refused by the other replica within 1 s of
// identity's token.revoked, and a password reset (user.sessions_revoked) ends every
// token of the user there too.
import {
  createLogger,
  EventBus,
  eventsExchangeName,
  newPersonalAccessToken,
  TokenRevoked,
  UserSessionsRevoked,
  unauthenticated,
} from '@workmesh/platform';
import {
  deleteBrokerObjects,
  eventually,
  TEST_AMQP_URL,
  testAmqpPrefix,
  TestBus,
} from '@workmesh/testing';
import request from 'supertest';
import {
  createGatewayApp,
  createGatewayClients,
  closeGatewayClients,
  followCallerEvents,
  type GatewayApp,
} from '../src';
import { CALLER, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

const logger = createLogger('gateway-tokens-test', 'silent');
const prefix = testAmqpPrefix('gateway-tokens');
const TOKEN_ID = 'abcdefabcdefabcdefabcdef';

/** Identity as the stub plays it: whether the token is still honoured, calls counted. */
const identityState = { revoked: false, calls: 0 };

let replicaA: GatewayUnderTest;
let appB: GatewayApp;
let clientsB: ReturnType<typeof createGatewayClients>;
const buses: EventBus[] = [];
let identityBus: TestBus;

async function follow(app: GatewayApp): Promise<void> {
  const bus = new EventBus({ url: TEST_AMQP_URL, prefix, logger });
  buses.push(bus);
  await followCallerEvents(bus, app.callers, logger, app.tokens);
  await bus.connect();
}

beforeAll(async () => {
  replicaA = await startGatewayUnderTest();
  clientsB = createGatewayClients(replicaA.config);
  appB = createGatewayApp(replicaA.config, logger, clientsB);
  await Promise.all([follow(replicaA.app), follow(appB)]);
  identityBus = await TestBus.connect({ amqpUrl: TEST_AMQP_URL, prefix }, logger);
});

afterAll(async () => {
  await identityBus?.close();
  await Promise.all(buses.map((bus) => bus.close()));
  closeGatewayClients(clientsB);
  await replicaA?.close();
  await deleteBrokerObjects(TEST_AMQP_URL, { exchanges: [eventsExchangeName(prefix)] });
});

beforeEach(() => {
  replicaA.reset();
  appB.tokens.clear();
  Object.assign(identityState, { revoked: false, calls: 0 });
  replicaA.identity.behaviour.ResolveToken = async () => {
    identityState.calls++;
    if (identityState.revoked) throw unauthenticated('TOKEN_REVOKED', 'revoked');
    return {
      user_id: CALLER.userId,
      team_id: CALLER.teamId,
      token_id: TOKEN_ID,
      scopes: ['time:read'],
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    };
  };
  replicaA.trackingService.answer('GetCurrentTimer', { id: 1 });
});

const statusThrough = async (app: GatewayApp, secret: string) =>
  (await request(app).get('/api/v3/timer/current').set('Authorization', `Bearer ${secret}`)).status;

describe('a personal access token known at the edge of both replicas', () => {
  it('is refused by the other replica within 1 s of token.revoked', async () => {
    const { secret } = newPersonalAccessToken();
    expect(await statusThrough(replicaA.app, secret)).toBe(200);
    expect(await statusThrough(appB, secret)).toBe(200);
    expect(await statusThrough(appB, secret)).toBe(200);
    expect(identityState.calls).toBe(2); // once per replica, then cached
    identityState.revoked = true;
    const started = Date.now();
    await identityBus.publish(
      TokenRevoked.make({ token_id: TOKEN_ID, user_id: CALLER.userId, team_id: CALLER.teamId }),
    );
    await eventually(
      async () =>
        (await statusThrough(appB, secret)) === 401 &&
        (await statusThrough(replicaA.app, secret)) === 401,
      1000,
      'both replicas refusing the revoked token',
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("is refused by every replica after its owner's password reset (user.sessions_revoked)", async () => {
    const { secret } = newPersonalAccessToken();
    expect(await statusThrough(appB, secret)).toBe(200);
    identityState.revoked = true;
    await identityBus.publish(
      UserSessionsRevoked.make({ user_id: CALLER.userId, token_version: 9 }),
    );
    await eventually(
      async () => (await statusThrough(appB, secret)) === 401,
      1000,
      'replica B refusing the token after the reset',
    );
  });

  it('of another user stays known when a user is reset', async () => {
    const { secret } = newPersonalAccessToken();
    expect(await statusThrough(appB, secret)).toBe(200);
    await identityBus.publish(
      UserSessionsRevoked.make({ user_id: CALLER.userId + 1, token_version: 1 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusThrough(appB, secret)).toBe(200);
    expect(identityState.calls).toBe(1);
  });
});
