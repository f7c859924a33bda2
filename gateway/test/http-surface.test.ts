// The HTTP surface around the routes: unknown paths, malformed and oversize bodies,
// request ids, metrics, security headers, aliases, and a route table checked against
// the protos when the app is built.
import request from 'supertest';
import { createLogger, startMetricsServer, type MetricsServer } from '@workmesh/platform';
import { createGatewayApp } from '../src/app';
import { ROUTES, type Route } from '../src/routes';
import { bearer, startGatewayUnderTest, USER, type GatewayUnderTest } from './gateway-harness';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest({ BODY_LIMIT: '1kb' });
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const login = () => request(gateway.app).post('/api/v3/user/login');

describe('answers in shape A, never a stack', () => {
  it('answers 404 "Not found" for an unknown path', async () => {
    const response = await request(gateway.app).get('/api/v3/nothing/here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 404, message: 'Not found' });
  });

  it('answers 405 with the allowed methods for a known path and another method', async () => {
    const response = await request(gateway.app).delete('/api/v3/user/login');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.body).toEqual({ error: 405, message: 'Method not allowed' });
  });

  it('answers 400 "Invalid request parameters" for malformed JSON', async () => {
    const response = await login()
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.co",');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'Invalid request parameters' });
  });

  it('answers 413 for a body over BODY_LIMIT', async () => {
    const response = await login().send({ email: 'a@b.co', password: 'x'.repeat(2048) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 413, message: 'Request body too large' });
  });

  it('answers 500 "Internal error" without the detail of an unexpected service failure', async () => {
    gateway.identity.behaviour.Login = async () => {
      throw new Error('connection string mongodb://admin:hunter2@db');
    };
    const response = await login().send({ email: 'a@b.co', password: 'pw' });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: 500, message: 'Internal error' });
  });
});

describe('request ids', () => {
  it('generates a request id and echoes it in x-request-id', async () => {
    const response = await request(gateway.app).get('/healthz');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends an incoming x-request-id to the service in gRPC metadata and echoes it back', async () => {
    let seen: unknown;
    gateway.identity.behaviour.Login = async (_message, context) => {
      seen = context.metadata.get('x-request-id')[0];
      return { user: USER, token: 't' };
    };
    const response = await login()
      .set('x-request-id', 'trace-abc.123')
      .send({ email: 'a@b.co', password: 'pw' });
    expect(seen).toBe('trace-abc.123');
    expect(response.headers['x-request-id']).toBe('trace-abc.123');
  });

  it('replaces an incoming x-request-id that does not look like one', async () => {
    const response = await request(gateway.app)
      .get('/healthz')
      .set('x-request-id', 'evil\tid with spaces; and more');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('operations', () => {
  it('answers /healthz 200 while the process is up', async () => {
    const response = await request(gateway.app).get('/healthz');
    expect(response.status).toBe(200);
  });

  describe('metrics, on the admin port only', () => {
    let admin: MetricsServer;
    beforeAll(async () => {
      admin = await startMetricsServer(
        gateway.app.metrics,
        0,
        createLogger('test', 'silent'),
        '127.0.0.1',
      );
    });
    afterAll(() => admin.stop());
    const scrape = () => request(`http://127.0.0.1:${admin.port}`).get('/metrics');

    it('counts requests in /metrics by route pattern and status', async () => {
      gateway.teams.behaviour.ListTeams = async () => ({ teams: [] });
      await request(gateway.app).get('/api/v3/team/getTeams').set('Authorization', bearer());
      const metrics = await scrape();
      expect(metrics.status).toBe(200);
      expect(metrics.text).toMatch(
        /http_requests_total\{method="GET",route="\/api\/v3\/team\/getTeams",status="200"\} 1/,
      );
    });

    it('counts unknown paths under one label, not their raw path', async () => {
      await request(gateway.app).get('/probe-for-secrets-4711');
      const metrics = await scrape();
      expect(metrics.text).toMatch(
        /http_requests_total\{method="GET",route="unmatched",status="404"\}/,
      );
      expect(metrics.text).not.toContain('probe-for-secrets-4711');
    });

    it('is not served on the public port', async () => {
      expect((await request(gateway.app).get('/metrics')).status).toBe(404);
    });

    it('answers another method on the admin /metrics with 405 and Allow', async () => {
      const response = await request(`http://127.0.0.1:${admin.port}`).post('/metrics');
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    });
  });

  it('sets security headers (helmet)', async () => {
    const response = await request(gateway.app).get('/healthz');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the route table', () => {
  const createTeamEntry = ROUTES.find((entry) => entry.rpc === 'CreateTeam')!;

  it('serves every alias of an entry', async () => {
    const app = createGatewayApp(
      gateway.config,
      createLogger('gateway-test', 'silent'),
      gateway.clients,
      [
        {
          ...createTeamEntry,
          paths: ['/api/v3/mobile/team/createTeam', '/api/v3/team/createTeam'],
        },
      ],
    );
    gateway.teams.behaviour.CreateTeam = async () => ({
      id: 3,
      name: 'Ops',
      created_at: 'c',
      owner_user_id: 7,
      role: 'owner',
    });
    const canonical = await request(app)
      .post('/api/v3/mobile/team/createTeam')
      .set('Authorization', bearer())
      .send({ name: 'Ops' });
    const alias = await request(app)
      .post('/api/v3/team/createTeam')
      .set('Authorization', bearer())
      .send({ name: 'Ops' });
    expect([canonical.status, alias.status]).toEqual([201, 201]);
    expect(alias.body).toEqual(canonical.body);
  });

  const getGroupEntry = ROUTES.find((entry) => entry.rpc === 'GetGroup')!;
  const buildWith = (entry: typeof getGroupEntry) => () =>
    createGatewayApp(gateway.config, createLogger('gateway-test', 'silent'), gateway.clients, [
      entry,
    ]);

  it('refuses to build an app whose path parameter names no field of the request message', () => {
    expect(buildWith({ ...getGroupEntry, params: {} })).toThrow(
      /GET \/api\/v3\/team\/groups\/:id: workmesh\.teams\.v1\.GroupRef has no field id/,
    );
  });

  it('refuses to build an app whose selector names no field of the request message', () => {
    expect(buildWith({ ...getGroupEntry, selectors: ['team'] })).toThrow(
      /workmesh\.teams\.v1\.GroupRef has no field team$/,
    );
  });

  const createClientEntry = ROUTES.find((entry) => entry.rpc === 'CreateClient')!;

  it('refuses to build an app whose upload field is no UploadedFile', () => {
    expect(buildWith({ ...createClientEntry, upload: 'fields' })).toThrow(
      /workmesh\.clients\.v1\.ClientFields has no field data$/,
    );
  });

  it('refuses to build an app whose bodyField is no message field', () => {
    expect(buildWith({ ...createClientEntry, bodyField: 'name' })).toThrow(
      /bodyField name is no message field of a body$/,
    );
  });

  const registerEntry = ROUTES.find((entry) => entry.rpc === 'Register')!;

  it('refuses to build an app with an anonymous idempotent route whose keys have no scope', () => {
    expect(buildWith({ ...registerEntry, anonymousKeyScope: undefined })).toThrow(
      /POST \/api\/v3\/user\/register: idempotent without auth needs anonymousKeyScope$/,
    );
    expect(buildWith({ ...registerEntry, anonymousKeyScope: 'mail' })).toThrow(
      /workmesh\.identity\.v1\.RegisterRequest has no field mail$/,
    );
  });

  it('refuses to build an app whose entry names a request message its rpc does not take', () => {
    const wrong: Route = { ...createTeamEntry, request: 'workmesh.teams.v1.ListTeamsRequest' };
    expect(() =>
      createGatewayApp(gateway.config, createLogger('gateway-test', 'silent'), gateway.clients, [
        wrong,
      ]),
    ).toThrow(
      /takes workmesh\.teams\.v1\.CreateTeamRequest, not workmesh\.teams\.v1\.ListTeamsRequest/,
    );
  });
});
