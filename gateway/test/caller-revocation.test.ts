// Callers resolved at the edge (issue 21), with two gateway replicas in front of one
// identity and the real RabbitMQ: a caller is asked of identity once, not per request;
// the replica that served a reset or a switch honours it for the very next request;
// the other replica within 1 s, by identity's user.sessions_revoked and
// user.current_team_changed; and without any event an entry lives CALLER_CACHE_TTL_MS.
import {
  createLogger,
  EventBus,
  eventsExchangeName,
  Reason,
  unavailable,
  SessionRevoked,
  UserCurrentTeamChanged,
  UserSessionsRevoked,
  unauthenticated,
  type DomainEvent,
} from '@workmesh/platform';
import {
  deleteBrokerObjects,
  eventually,
  sleep,
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
import {
  bearer,
  CALLER,
  startGatewayUnderTest,
  tokenFor,
  type GatewayUnderTest,
} from './gateway-harness';

const logger = createLogger('gateway-callers-test', 'silent');
const prefix = testAmqpPrefix('gateway-callers');
const TTL_MS = 1500;

/** Identity as the stub plays it: the user's token version and current team, calls counted. */
const identityState = {
  tokenVersion: CALLER.tokenVersion,
  teamId: CALLER.teamId,
  calls: 0,
  revokedSessions: new Set<string>(),
};

let replicaA: GatewayUnderTest;
let appB: GatewayApp;
let clientsB: ReturnType<typeof createGatewayClients>;
const buses: EventBus[] = [];
let identityBus: TestBus;

async function follow(app: GatewayApp): Promise<void> {
  const bus = new EventBus({ url: TEST_AMQP_URL, prefix, logger });
  buses.push(bus);
  await followCallerEvents(bus, app.callers, logger);
  await bus.connect();
}

beforeAll(async () => {
  replicaA = await startGatewayUnderTest({ CALLER_CACHE_TTL_MS: String(TTL_MS) });
  // Replica B: another gateway in front of the same services.
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
  Object.assign(identityState, {
    tokenVersion: CALLER.tokenVersion,
    teamId: CALLER.teamId,
    revokedSessions: new Set<string>(),
  });
  replicaA.app.callers.clear();
  appB.callers.clear();
  replicaA.identity.behaviour = {
    async ResolveCaller(request) {
      identityState.calls++;
      if (request.token_version !== identityState.tokenVersion)
        throw unauthenticated('TOKEN_REVOKED', 'token revoked');
      if (identityState.revokedSessions.has(request.session_id))
        throw unauthenticated('TOKEN_REVOKED', 'session revoked');
      return {
        user_id: request.user_id,
        current_team_id: identityState.teamId,
        email: 'ada@example.com',
        name: 'Ada',
      };
    },
  };
  // What the requests below reach: the caller's current team, as the service sees it.
  replicaA.trackingService.answer('GetCurrentTimer', {});
});

/** The current team a request through the app acts in (read off the service's call), or its status. */
async function teamSeenThrough(app: GatewayApp, token = tokenFor()): Promise<number | string> {
  const calls = replicaA.trackingService.answer('GetCurrentTimer', { id: 1 });
  const response = await request(app)
    .get('/api/v3/timer/current')
    .set('Authorization', bearer(token));
  if (response.status !== 200) return `status ${response.status}`;
  return calls.at(-1)!.context.caller!.teamId!;
}

/** What identity publishes (its outbox) after a reset or a switch. */
const publish = (event: DomainEvent) => identityBus.publish(event);

describe('the caller cache', () => {
  it('asks identity once for many requests of one caller', async () => {
    for (let i = 0; i < 5; i++) expect(await teamSeenThrough(replicaA.app)).toBe(CALLER.teamId);
    expect(identityState.calls).toBe(1);
  });

  it('the replica that served a reset refuses the old token at the very next request, with no event', async () => {
    expect(await teamSeenThrough(replicaA.app)).toBe(CALLER.teamId);
    // Identity revokes the sessions; its event is not delivered (yet).
    replicaA.identity.behaviour.ConfirmPasswordReset = async () => {
      identityState.tokenVersion++;
      return { success: true, msg: 'Your password has been reset.' };
    };
    const reset = await request(replicaA.app)
      .post('/api/v3/user/resetpassword/confirm')
      .send({ token: 'x'.repeat(43), password: 'new password 1', c_password: 'new password 1' });
    expect(reset.status).toBe(200);

    expect(await teamSeenThrough(replicaA.app)).toBe('status 401');
  });

  it('a reset that revokes the sessions and then fails (its answer is lost) still refuses the old token at the next request', async () => {
    expect(await teamSeenThrough(replicaA.app)).toBe(CALLER.teamId);
    // Identity revokes the sessions, then its answer does not arrive: a 503.
    replicaA.identity.behaviour.RequestPasswordReset = async () => {
      identityState.tokenVersion++;
      throw unavailable(Reason.SERVICE_UNAVAILABLE, 'answer lost');
    };
    const reset = await request(replicaA.app)
      .post('/api/v3/user/resetpassword')
      .send({ email: 'ada@example.com' });
    expect(reset.status).toBe(503);

    expect(await teamSeenThrough(replicaA.app)).toBe('status 401');
  });

  it('the other replica refuses the old token within 1 s of user.sessions_revoked', async () => {
    expect(await teamSeenThrough(appB)).toBe(CALLER.teamId);
    identityState.tokenVersion++;
    const started = Date.now();
    await publish(
      UserSessionsRevoked.make({
        user_id: CALLER.userId,
        token_version: identityState.tokenVersion,
      }),
    );
    await eventually(
      async () => (await teamSeenThrough(appB)) === 'status 401',
      1000,
      'replica B refusing the old token',
    );
    expect(Date.now() - started).toBeLessThan(1000);
    // A token of the new version is served.
    expect(await teamSeenThrough(appB, tokenFor(CALLER.userId, identityState.tokenVersion))).toBe(
      CALLER.teamId,
    );
  });

  it("the other replica refuses a deleted session's token within 1 s of session.revoked, and serves the user's other sessions", async () => {
    const doomed = tokenFor(CALLER.userId, CALLER.tokenVersion, {}, 'doomed-session');
    expect(await teamSeenThrough(appB, doomed)).toBe(CALLER.teamId);
    expect(await teamSeenThrough(appB)).toBe(CALLER.teamId);
    identityState.revokedSessions.add('doomed-session');
    const started = Date.now();
    await publish(SessionRevoked.make({ user_id: CALLER.userId, session_ids: ['doomed-session'] }));
    await eventually(
      async () => (await teamSeenThrough(appB, doomed)) === 'status 401',
      1000,
      'replica B refusing the deleted session',
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await teamSeenThrough(appB)).toBe(CALLER.teamId);
  });

  it('the replica that served a switch acts in the new team at the very next request, with no event', async () => {
    expect(await teamSeenThrough(replicaA.app)).toBe(CALLER.teamId);
    replicaA.identity.behaviour.SwitchTeam = async (switchRequest) => {
      identityState.teamId = switchRequest.team_id!;
      return {
        id: CALLER.userId,
        name: 'Ada',
        email: 'ada@example.com',
        current_team_id: identityState.teamId,
      };
    };
    const switched = await request(replicaA.app)
      .post('/api/v3/user/switchTeam')
      .set('Authorization', bearer())
      .send({ team_id: 77 });
    expect(switched.status).toBe(200);

    expect(await teamSeenThrough(replicaA.app)).toBe(77);
  });

  it('the other replica acts in the new team within 1 s of user.current_team_changed', async () => {
    expect(await teamSeenThrough(appB)).toBe(CALLER.teamId);
    identityState.teamId = 78;
    await publish(UserCurrentTeamChanged.make({ user_id: CALLER.userId, current_team_id: 78 }));
    await eventually(async () => (await teamSeenThrough(appB)) === 78, 1000, 'B in team 78');
  });

  it('without any event, an entry lives CALLER_CACHE_TTL_MS at most', async () => {
    expect(await teamSeenThrough(appB)).toBe(CALLER.teamId);
    // Revoked in identity, but the event is lost (a broker outage).
    identityState.tokenVersion++;
    expect(await teamSeenThrough(appB)).toBe(CALLER.teamId);
    await sleep(TTL_MS);
    expect(await teamSeenThrough(appB)).toBe('status 401');
  });
});
