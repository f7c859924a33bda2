// When a service behind the gateway is down or slow: 503/504 in shape A, recovery
// once it is back, readiness that follows it, and a graceful stop of the listener.
// Tests that stop a stub get a gateway of their own, so no test inherits a reconnecting channel.
import { createLogger, DomainError, Reason } from '@workmesh/platform';
import request from 'supertest';
import { createGatewayApp } from '../src/app';
import { startHttpServer } from '../src/http-server';
import { CLIENT } from './client-fixtures';
import {
  bearer,
  sleep,
  startGatewayUnderTest,
  USER,
  type GatewayUnderTest,
} from './gateway-harness';

const DEADLINE_MS = 300;

let gateway: GatewayUnderTest;
beforeEach(async () => {
  gateway = await startGatewayUnderTest({
    GRPC_DEADLINE_MS: String(DEADLINE_MS),
    READY_TIMEOUT_MS: '300',
  });
  gateway.identity.behaviour.Login = async () => ({ user: USER, token: 't' });
});
afterEach(() => gateway.close());

const login = () =>
  request(gateway.app).post('/api/v3/user/login').send({ email: 'a@b.co', password: 'pw' });

/** Retries until the gateway answers 200 (its client reconnects with backoff) or the time is up. */
async function eventuallyOk(
  call: () => Promise<{ status: number }>,
  withinMs: number,
): Promise<number> {
  const until = Date.now() + withinMs;
  let status = 0;
  while (Date.now() < until) {
    status = (await call()).status;
    if (status === 200) break;
    await sleep(100);
  }
  return status;
}

describe('a stopped service', () => {
  it('answers 503 "Service unavailable" while identity is stopped', async () => {
    await gateway.identity.stop();
    const response = await login();
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ error: 503, message: 'Service unavailable' });
    // An outage names no wait of its own: the default tells the client when to come back.
    expect(response.headers['retry-after']).toBe('1');
  });

  it('answers again once identity is started on the same port', async () => {
    await gateway.identity.stop();
    expect((await login()).status).toBe(503);
    await gateway.identity.start();
    expect(await eventuallyOk(login, 5000)).toBe(200);
  });

  it('answers 503, not 401, on an authenticated route while identity is stopped', async () => {
    await gateway.identity.stop();
    const response = await request(gateway.app)
      .get('/api/v3/team/getTeams')
      .set('Authorization', bearer());
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ error: 503, message: 'Service unavailable' });
    expect(response.headers['retry-after']).toBe('1');
  });
});

describe('a slow service', () => {
  it('answers 503 with Retry-After when the service lacks the method (an older replica mid-rollout)', async () => {
    gateway.identity.behaviour.Login = async () => {
      throw new DomainError('unimplemented', Reason.UNIMPLEMENTED, 'Login is not implemented');
    };
    const response = await login();
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ error: 503, message: 'Service unavailable' });
    expect(response.headers['retry-after']).toBe('1');
  });

  it('answers 504 "Service timed out" past the deadline', async () => {
    gateway.identity.behaviour.Login = async () => {
      await sleep(DEADLINE_MS + 300);
      return { user: USER, token: 't' };
    };
    const response = await login();
    expect(response.status).toBe(504);
    expect(response.body).toEqual({ error: 504, message: 'Service timed out' });
  });

  it('waits past the default deadline for a client create, whose route allows 15 s (an upload)', async () => {
    gateway.clientsService.behaviour.CreateClient = async () => {
      await sleep(DEADLINE_MS + 200);
      return CLIENT;
    };
    const response = await request(gateway.app)
      .post('/api/v3/client/create')
      .set('Authorization', bearer())
      .send({ name: 'Acme', email: 'billing@acme.example' });
    expect(response.status).toBe(201);
  });
});

describe('/readyz', () => {
  it('answers 200 when every service is serving', async () => {
    // Each check has 300 ms (READY_TIMEOUT_MS): the first, which also connects to nine
    // services, may miss it on a loaded machine; a ready gateway answers 200 soon after.
    expect(await eventuallyOk(() => request(gateway.app).get('/readyz'), 5000)).toBe(200);
    const response = await request(gateway.app).get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'ready',
      downstreams: {
        identity: 'SERVING',
        teams: 'SERVING',
        clients: 'SERVING',
        tasks: 'SERVING',
        scheduling: 'SERVING',
        notifier: 'SERVING',
        tracking: 'SERVING',
        invoices: 'SERVING',
        audit: 'SERVING',
      },
    });
  });

  it('answers 503 naming the service that stopped', async () => {
    await gateway.teams.stop();
    const response = await request(gateway.app).get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      status: 'not ready',
      downstreams: {
        identity: 'SERVING',
        teams: 'UNREACHABLE',
        clients: 'SERVING',
        tasks: 'SERVING',
        scheduling: 'SERVING',
        notifier: 'SERVING',
        tracking: 'SERVING',
        invoices: 'SERVING',
        audit: 'SERVING',
      },
    });
  });

  it('answers 503 naming the clients service when it stopped', async () => {
    await gateway.clientsService.stop();
    const response = await request(gateway.app).get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body.downstreams).toEqual({
      identity: 'SERVING',
      teams: 'SERVING',
      clients: 'UNREACHABLE',
      tasks: 'SERVING',
      scheduling: 'SERVING',
      notifier: 'SERVING',
      tracking: 'SERVING',
      invoices: 'SERVING',
      audit: 'SERVING',
    });
  });

  it('answers 503 naming the tasks service when it stopped', async () => {
    await gateway.tasksService.stop();
    const response = await request(gateway.app).get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body.downstreams).toMatchObject({ clients: 'SERVING', tasks: 'UNREACHABLE' });
  });

  it('answers 503 once draining has begun, though every service is serving', async () => {
    const app = createGatewayApp(
      gateway.config,
      createLogger('gateway-test', 'silent'),
      gateway.clients,
    );
    app.beginDraining();
    const response = await request(app).get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      status: 'draining',
      downstreams: {
        identity: 'SERVING',
        teams: 'SERVING',
        clients: 'SERVING',
        tasks: 'SERVING',
        scheduling: 'SERVING',
        notifier: 'SERVING',
        tracking: 'SERVING',
        invoices: 'SERVING',
        audit: 'SERVING',
      },
    });
  });
});

describe('graceful stop of the listener', () => {
  it('finishes a request in flight, then refuses new connections', async () => {
    gateway.identity.behaviour.Login = async () => {
      await sleep(200);
      return { user: USER, token: 't' };
    };
    const server = await startHttpServer(gateway.app, 0, '127.0.0.1');
    const url = `http://127.0.0.1:${server.port}`;
    const inFlight = request(url)
      .post('/api/v3/user/login')
      .send({ email: 'a@b.co', password: 'pw' })
      .then((response) => response.status);
    await sleep(50);
    const stopped = server.stop();
    expect(await inFlight).toBe(200);
    await stopped;
    await expect(request(url).get('/healthz')).rejects.toThrow(/ECONNREFUSED/);
  });
});
