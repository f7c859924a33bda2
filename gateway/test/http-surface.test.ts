// The HTTP surface around the routes: unknown paths, other methods, malformed, oversize
// and unsupported bodies, request ids, metrics, security headers, aliases, and a route
// table checked against the protos when the app is built.
import request from 'supertest';
import {
  createLogger,
  notFound,
  Reason,
  startMetricsServer,
  type MetricsServer,
} from '@workmesh/platform';
import { createGatewayApp } from '../src/app';
import { ROUTES, type Route } from '../src/routes';
import { bearer, startGatewayUnderTest, USER, type GatewayUnderTest } from './gateway-harness';
import { GROUP, PAGE_INFO } from './team-fixtures';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest({ BODY_LIMIT: '1kb' });
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const login = () => request(gateway.app).post('/api/v3/user/login');

const METHOD_NOT_ALLOWED = { error: 405, message: 'Method not allowed' };
const OTHER_METHODS = ['post', 'put', 'patch', 'delete'] as const;
type Method = 'get' | (typeof OTHER_METHODS)[number];
const send = (method: Method, path: string) => request(gateway.app)[method](path);

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

  it('answers 400 "Invalid JSON body" for malformed JSON, without calling the service', async () => {
    const calls = gateway.identity.answer('Login', { user: USER, token: 't' });
    const response = await login()
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.co",');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'Invalid JSON body' });
    expect(calls).toHaveLength(0);
  });

  it('answers 400 "Invalid JSON body" for JSON that is no object or array', async () => {
    const response = await login().set('Content-Type', 'application/json').send('"a@b.co"');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'Invalid JSON body' });
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

describe('another method on a known path: 405 with Allow', () => {
  describe.each(['/healthz', '/readyz', '/docs', '/openapi.json'])('%s', (path) => {
    it.each(OTHER_METHODS)('answers %s with 405 and Allow: GET, HEAD', async (method) => {
      const response = await send(method, path);
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.body).toEqual(METHOD_NOT_ALLOWED);
    });
  });

  // Each of these also matches a GET template of its family (`/api/v3/client/:id`), which
  // would answer 400 for the id "create": the static path wins.
  it.each([
    '/api/v3/client/create',
    '/api/v3/project/create',
    '/api/v3/team/groups/create',
    '/api/taskmanager/v1/task/create',
    '/api/v3/time-entry/create',
    '/api/v3/invoice/create',
  ])('answers GET %s with 405 and Allow: POST, not as an id of the GET route', async (path) => {
    const response = await send('get', path).set('Authorization', bearer());
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.body).toEqual(METHOD_NOT_ALLOWED);
  });

  it.each(['/api/v3/client/create/', '/API/v3/Client/Create'])(
    'answers GET %s (another case, a trailing slash: the same path to Express) with 405 too',
    async (path) => {
      const response = await send('get', path).set('Authorization', bearer());
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('POST');
    },
  );

  it('still answers GET of a template with an id that no static path has', async () => {
    const calls = gateway.teams.refuse(
      'GetGroup',
      notFound(Reason.GROUP_NOT_FOUND, 'Group not found'),
    );
    const response = await send('get', '/api/v3/team/groups/12').set('Authorization', bearer());
    expect(response.status).toBe(404);
    expect(calls[0]!.message.group_id).toBe(12);
  });

  // The table's own order puts these static paths first; the answers must not depend on it.
  const tableOf = (...rpcs: string[]) =>
    rpcs.map((rpc) => ROUTES.find((entry) => entry.rpc === rpc)!);
  const appOf = (routes: Route[]) =>
    createGatewayApp(
      gateway.config,
      createLogger('gateway-test', 'silent'),
      gateway.clients,
      routes,
    );

  it('answers GET of a static path 405 even when the template route comes first in the table', async () => {
    const app = appOf(tableOf('GetGroup', 'CreateGroup'));
    const calls = gateway.teams.answer('GetGroup', GROUP);
    const response = await request(app)
      .get('/api/v3/team/groups/create')
      .set('Authorization', bearer());
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(calls).toHaveLength(0);
  });

  it('routes GET of a static path to its own route even when a GET template comes first in the table', async () => {
    const app = appOf(tableOf('GetTask', 'ListTasks'));
    const lists = gateway.tasksService.answer('ListTasks', { tasks: [], page_info: PAGE_INFO });
    const response = await request(app)
      .get('/api/taskmanager/v1/task/list?project_id=4')
      .set('Authorization', bearer());
    expect(response.status).toBe(200);
    expect(lists).toHaveLength(1);
  });

  it('answers every method a static path of the table does not serve with 405 and its Allow', async () => {
    const served = new Map<string, Set<string>>();
    for (const entry of ROUTES) {
      for (const path of entry.paths.filter((candidate) => !candidate.includes(':'))) {
        served.set(path, (served.get(path) ?? new Set()).add(entry.method));
      }
    }
    const wrong: string[] = [];
    for (const [path, methods] of served) {
      const allow = [...methods].flatMap((method) =>
        method === 'GET' ? ['GET', 'HEAD'] : [method],
      );
      for (const method of (['get', ...OTHER_METHODS] as const).filter(
        (candidate) => !methods.has(candidate.toUpperCase()),
      )) {
        const response = await send(method, path);
        const answer = `${response.status} ${String(response.headers.allow)} ${JSON.stringify(response.body)}`;
        const expected = `405 ${allow.join(', ')} ${JSON.stringify(METHOD_NOT_ALLOWED)}`;
        if (answer !== expected) wrong.push(`${method.toUpperCase()} ${path}: ${answer}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a body of a type the route does not read: 415', () => {
  const JSON_OR_FORM = {
    error: 415,
    message: 'Unsupported Media Type: send application/json or application/x-www-form-urlencoded',
  };

  it.each(['text/plain', 'application/xml'])(
    'answers 415 for a %s body, without calling the service',
    async (type) => {
      const calls = gateway.identity.answer('Login', { user: USER, token: 't' });
      const response = await login().set('Content-Type', type).send('email=a@b.co&password=pw');
      expect(response.status).toBe(415);
      expect(response.body).toEqual(JSON_OR_FORM);
      expect(calls).toHaveLength(0);
    },
  );

  it('answers 415 for a body without a Content-Type', async () => {
    const response = await login().send(Buffer.from('{"email":"a@b.co"}')).unset('Content-Type');
    expect(response.status).toBe(415);
    expect(response.body).toEqual(JSON_OR_FORM);
  });

  it('answers 415 for a multipart form on a route that takes no file', async () => {
    const response = await login().field('email', 'a@b.co').field('password', 'pw');
    expect(response.status).toBe(415);
    expect(response.body).toEqual(JSON_OR_FORM);
  });

  it('names multipart/form-data too on a route that takes a file (client create)', async () => {
    const response = await request(gateway.app)
      .post('/api/v3/client/create')
      .set('Authorization', bearer())
      .set('Content-Type', 'text/plain')
      .send('name=Acme');
    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      error: 415,
      message:
        'Unsupported Media Type: send application/json, application/x-www-form-urlencoded or multipart/form-data',
    });
  });

  it('lets a POST without a body (nor Content-Type) through to the service, as before', async () => {
    const calls = gateway.identity.answer('Login', { user: USER, token: 't' });
    const response = await login();
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it('lets an empty body through whatever its Content-Type', async () => {
    const calls = gateway.identity.answer('Login', { user: USER, token: 't' });
    const response = await login().set('Content-Type', 'text/plain').send('');
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
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

    it.each(OTHER_METHODS)(
      'answers %s on the admin /metrics with 405, Allow and shape A',
      async (method) => {
        const response = await request(`http://127.0.0.1:${admin.port}`)[method]('/metrics');
        expect(response.status).toBe(405);
        expect(response.headers.allow).toBe('GET, HEAD');
        expect(response.body).toEqual(METHOD_NOT_ALLOWED);
      },
    );
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
