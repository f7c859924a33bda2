// Responses against the description: every presenter's output has the keys and types of
// its documented schema (for the least and the most a reply can carry), and real
// answers of the gateway (stub services behind it) validate, success and error shapes
// A, B and C alike, as well as unknown paths, other methods and the operational endpoints.
import {
  alreadyExists,
  failedPrecondition,
  invalidArgument,
  notFound,
  permissionDenied,
  unavailable,
} from '@workmesh/platform';
import request, { type Response } from 'supertest';
import { ROUTES, type Route } from '../src/routes';
import {
  buildOpenApiDocument,
  openApiPath,
  type OpenApiDocument,
} from '../src/openapi/openapi-document';
import { loadProtoRoot } from '../src/openapi/proto-json-schema';
import { ResponseValidator } from '../src/openapi/response-validator';
import { CLIENT, PROJECT } from './client-fixtures';
import { replyOf, replyTypeOf as replyTypeOfRpc } from './proto-replies';
import { bearer, startGatewayUnderTest, USER, type GatewayUnderTest } from './gateway-harness';
import { INVITATION, MEMBER, PAGE_INFO } from './team-fixtures';
import { AMOUNTS, RUNNING_ENTRY, TIME_ENTRY, TIMESHEET } from './tracking-fixtures';

const root = loadProtoRoot();

describe('each presenter', () => {
  /** The keys and types only: values a synthetic reply cannot know (enums, patterns, constants) are left out. */
  const VALUE_RULES = new Set(['enum', 'const', 'pattern', 'format', 'minItems', 'minProperties']);
  const structural = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(structural);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !VALUE_RULES.has(key))
        .map(([key, inner]) => [key, structural(inner)]),
    );
  };
  const document = buildOpenApiDocument({ routes: ROUTES, root });
  const validator = new ResponseValidator({
    ...document,
    components: {
      ...document.components,
      schemas: structural(document.components.schemas) as OpenApiDocument['components']['schemas'],
    },
  });

  const replyTypeOf = (route: Route) => replyTypeOfRpc(root, route);

  const entries = ROUTES.filter((route) => !route.fileReply).map(
    (route) => [`${route.rpc} (${route.paths[0]})`, route] as const,
  );
  const files = ROUTES.filter((route) => route.fileReply).map(
    (route) => [`${route.rpc} (${route.paths[0]})`, route] as const,
  );

  it.each(files)('%s documents its file, not JSON', (_name, route) => {
    const operation = document.paths[openApiPath(route.paths[0]!)]![route.method.toLowerCase()]!;
    const success = operation.responses[String(route.successStatus)] as unknown as {
      content: Record<string, { schema: { type: string; format: string } }>;
    };
    // One media type, or (a file that names its own, an expense's receipt) each it may be.
    const types = route.fileReply!.contentTypes ?? [route.fileReply!.contentType];
    expect(Object.keys(success.content)).toEqual(types);
    for (const type of types) {
      expect(success.content[type]!.schema).toMatchObject({ type: 'string', format: 'binary' });
    }
  });

  it.each(entries)('%s writes the keys and types of its documented body', (_name, route) => {
    const operation = document.paths[openApiPath(route.paths[0]!)]![route.method.toLowerCase()]!;
    const success = operation.responses[String(route.successStatus)] as {
      content: Record<string, { schema: object }>;
    };
    const validate = validator.compile(success.content['application/json']!.schema);
    for (const most of [false, true]) {
      const body: unknown = JSON.parse(
        JSON.stringify(route.present(replyOf(replyTypeOf(route), most))),
      );
      expect({ most, valid: validate(body), errors: validate.errors ?? null }).toEqual({
        most,
        valid: true,
        errors: null,
      });
    }
  });
});

describe('answers of the gateway', () => {
  const validator = ResponseValidator.load();
  let gateway: GatewayUnderTest;
  beforeAll(async () => {
    gateway = await startGatewayUnderTest();
  });
  afterAll(() => gateway.close());
  beforeEach(() => gateway.reset());

  /** Validates what supertest received against gateway/openapi.yaml, and returns it. */
  function checked(method: string, path: string, response: Response): Response {
    const contentType = response.headers['content-type'] as string | undefined;
    const isJson = contentType?.includes('json') ?? false;
    validator.assertValid({
      method,
      path,
      status: response.status,
      contentType,
      body: isJson ? response.body : response.text || undefined,
    });
    return response;
  }
  const post = async (path: string, body: object, token: string | null = bearer()) => {
    const call = request(gateway.app).post(path);
    return checked(
      'POST',
      path,
      await (token ? call.set('Authorization', token) : call).send(body),
    );
  };
  const get = async (path: string, token: string | null = bearer()) => {
    const call = request(gateway.app).get(path);
    return checked('GET', path, await (token ? call.set('Authorization', token) : call));
  };

  it('register: 201 with the User record and token; 409 shape C for a taken email; 400 shape C with field messages', async () => {
    gateway.identity.answer('Register', { user: USER, token: 'jwt' });
    const body = {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'secret-secret',
      c_password: 'secret-secret',
    };
    expect((await post('/api/v3/user/register', body, null)).status).toBe(201);

    gateway.identity.refuse(
      'Register',
      alreadyExists('EMAIL_TAKEN', 'The email has already been taken.', {
        email: ['The email has already been taken.'],
      }),
    );
    expect((await post('/api/v3/user/register', body, null)).body).toEqual({
      error: { email: ['The email has already been taken.'] },
    });

    gateway.identity.refuse(
      'Register',
      invalidArgument('VALIDATION_FAILED', 'The given data was invalid.', {
        password: ['The password must be at least 8 characters.'],
      }),
    );
    expect((await post('/api/v3/user/register', body, null)).status).toBe(400);
    // The gateway's own type error, in the route's shape C.
    expect((await post('/api/v3/user/register', { ...body, name: 5 }, null)).body).toEqual({
      error: { name: ['The name must be a string.'] },
    });
  });

  it('reset password: shape B for an unknown email, 200 success whatever happens to the mail', async () => {
    gateway.identity.refuse('RequestPasswordReset', notFound('EMAIL_UNKNOWN', 'unknown'));
    expect(
      (await post('/api/v3/user/resetpassword', { email: 'x@example.com' }, null)).body,
    ).toEqual({
      error: 'Invalid Email!',
    });
    gateway.identity.answer('RequestPasswordReset', {
      success: true,
      msg: 'We have emailed your password reset link!',
    });
    expect(
      (await post('/api/v3/user/resetpassword', { email: 'x@example.com' }, null)).status,
    ).toBe(200);
  });

  it('getTeams: 200, and 401 shape A without a token', async () => {
    gateway.teams.answer('ListTeams', {
      teams: [
        {
          id: 9,
          name: 'Acme',
          created_at: '2026-03-01T10:00:00.000Z',
          owner_user_id: 7,
          role: 'owner',
        },
      ],
    });
    expect((await get('/api/v3/team/getTeams')).status).toBe(200);
    expect((await get('/api/v3/team/getTeams', null)).status).toBe(401);
  });

  it('sendInvitation: 200, 403 shape B, 404 shape A', async () => {
    gateway.teams.answer('SendInvitation', {
      success: 'Invitation sent',
      outcome: 'invited',
      invitation_id: 31,
    });
    const body = { team_id: 12, email: 'grace@example.com', role: 'member' };
    expect((await post('/api/v3/team/sendInvitation', body)).status).toBe(200);
    gateway.teams.refuse('SendInvitation', permissionDenied('PERMISSION_DENIED', 'no'));
    expect((await post('/api/v3/mobile/invitation/sendInvitation', body)).body).toEqual({
      error: 'permission denied',
    });
    gateway.teams.refuse('SendInvitation', notFound('TEAM_NOT_FOUND', 'no team'));
    expect((await post('/api/v3/team/sendInvitation', body)).status).toBe(404);
  });

  it('members and invitations: pages with pay settings', async () => {
    gateway.teams.answer('ListMembers', { members: [MEMBER], page_info: PAGE_INFO });
    expect((await get('/api/v3/team/members?team_id=12')).status).toBe(200);
    gateway.teams.answer('ListInvitations', { invitations: [INVITATION], page_info: PAGE_INFO });
    expect((await get('/api/v3/team/invitations?status=pending')).status).toBe(200);
  });

  it('client create: 201 from JSON and from a multipart form; 403 shape B for a refused file type', async () => {
    gateway.clientsService.answer('CreateClient', CLIENT);
    expect(
      (await post('/api/v1/client/create', { name: 'Acme Corp', email: 'billing@acme.example' }))
        .status,
    ).toBe(201);
    const form = request(gateway.app)
      .post('/api/v3/client/create')
      .set('Authorization', bearer())
      .field('name', 'Acme Corp')
      .field('email', 'billing@acme.example')
      .field('net_term', '45')
      .attach('profile', Buffer.from('GIF89a'), { filename: 'logo.gif', contentType: 'image/gif' });
    gateway.clientsService.refuse(
      'CreateClient',
      invalidArgument('FILE_TYPE_NOT_ALLOWED', 'not an image'),
    );
    const refused = checked('POST', '/api/v3/client/create', await form);
    expect(refused.body).toEqual({ error: "This file can't be upload on server" });
  });

  it('project create: 201 with the record; 409 shape B for a taken key', async () => {
    gateway.clientsService.answer('CreateProject', PROJECT);
    expect(
      (await post('/api/v3/project/create', { project: 'Website Relaunch', key: 'WEB' })).status,
    ).toBe(201);
    gateway.clientsService.refuse('CreateProject', alreadyExists('PROJECT_KEY_TAKEN', 'key taken'));
    expect(
      (await post('/api/v3/mobile/project/create', { project: 'Other', key: 'WEB' })).body,
    ).toEqual({
      error: 'This key is already exist in your organization',
    });
  });

  it('updateAssignee: 200, and 400 shape A for a missing assignee', async () => {
    gateway.tasksService.answer('UpdateAssignee', {
      task_id: 12,
      task_name: 'Write the brief',
      project_id: 4,
      assignee: 8,
      updated_at: '2026-05-02T10:30:00.000Z',
    });
    expect((await post('/api/taskmanager/v1/task/updateAssignee/12', { assignee: 8 })).status).toBe(
      200,
    );
    expect(
      (await post('/api/taskmanager/v1/task/updateAssignee/12', { comment: 'x' })).status,
    ).toBe(400);
  });

  it('schedules: add 200, 400 shape A with the spec text, delete 200 with status 200', async () => {
    gateway.schedulingService.answer('AddSchedule', {
      success: 'Schedule added successfully',
      sid: 'aB3dE5gH7j',
      entries: 1,
    });
    const schedule = {
      date_from: '2026-03-02',
      time_from: '09:00',
      time_to: '17:00',
      timezone: 'Europe/London',
      minimum_hours: 8,
      repetition: 'never',
    };
    expect((await post('/api/v3/schedule/create', schedule)).status).toBe(200);
    gateway.schedulingService.refuse(
      'AddSchedule',
      invalidArgument('INVALID_TIMEZONE', 'bad zone'),
    );
    expect((await post('/api/v1/timemanagement/schedule/add', schedule)).body).toEqual({
      error: 400,
      message: 'Invalid timezone provided',
    });
    gateway.schedulingService.answer('DeleteSchedule', {
      message: 'Schedule deleted successfully',
      status: 200,
      deleted: 1,
    });
    expect(
      (await post('/api/v1/timemanagement/schedule/delete', { id: 41, type: 'this' })).status,
    ).toBe(200);
  });

  it('webhooks: 201 with the secret', async () => {
    gateway.notifierService.answer('CreateWebhook', {
      webhook: {
        id: 3,
        team_id: 9,
        event: 'new_client',
        target_url: 'https://hooks.example.com/abc',
        active: true,
        created_by: 7,
        created_at: '2026-03-01T10:00:00.000Z',
        updated_at: '2026-03-01T10:00:00.000Z',
      },
      secret: 'whsec_c2VjcmV0',
    });
    const body = { event: 'new_client', target_url: 'https://hooks.example.com/abc' };
    expect((await post('/api/v3/webhooks', body)).status).toBe(201);
  });

  it('tracking: 201 timer, 404 "No timer is running", 409 locked, a report as JSON and as CSV, 400 for another format', async () => {
    gateway.trackingService.answer('StartTimer', RUNNING_ENTRY);
    expect((await post('/api/v3/timer/start', { project_id: 4 })).status).toBe(201);
    gateway.trackingService.refuse('GetCurrentTimer', notFound('TIMER_NOT_RUNNING', 'none'));
    expect((await get('/api/v3/timer/current')).status).toBe(404);
    gateway.trackingService.refuse(
      'DeleteTimeEntry',
      failedPrecondition('TIME_ENTRY_LOCKED', 'locked'),
    );
    expect((await post('/api/v3/time-entry/31/delete', {})).status).toBe(409);
    gateway.trackingService.answer('DetailedReport', {
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
      timezone: 'UTC',
      time_entries: [TIME_ENTRY, RUNNING_ENTRY],
      totals: AMOUNTS,
      seconds: 5520,
      billable_seconds: 5520,
      page_info: { page: 1, per_page: 20, total: 2 },
    });
    expect((await get('/api/v3/report/detailed?from=2026-11-01')).status).toBe(200);
    // Money per currency: an EUR client's bill and the team's USD cost, two rows.
    const amounts = [
      { currency: 'EUR', billable_amount: 150, cost_amount: 0 },
      { currency: 'USD', billable_amount: 0, cost_amount: 60 },
    ];
    const group = { key: '4', name: 'Website', seconds: 5400, billable_seconds: 5400, amounts };
    gateway.trackingService.answer('SummaryReport', {
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
      timezone: 'UTC',
      group_by: 'project',
      groups: [{ ...group, sub_groups: [{ ...group, key: '5', sub_groups: [] }] }],
      totals: amounts,
      seconds: 5400,
      billable_seconds: 5400,
    });
    expect((await get('/api/v3/report/summary?from=2026-11-01&group_by=project')).status).toBe(200);
    gateway.trackingService.answer('GetTimesheet', TIMESHEET);
    expect((await get('/api/v3/timesheet?week=2026-W48')).status).toBe(200);
    const csv = await get('/api/v3/report/detailed?format=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect((await get('/api/v3/report/summary?format=pdf')).status).toBe(400);
  });

  it('answers 404 for an unknown path, 405 for another method, 503 when a service is down: as documented', async () => {
    expect((await get('/api/v3/nothing/here')).status).toBe(404);
    const other = await request(gateway.app).delete('/api/v3/user/login');
    expect(checked('DELETE', '/api/v3/user/login', other).status).toBe(405);
    gateway.teams.refuse('ListTeams', unavailable('TEAMS_UNAVAILABLE', 'down'));
    expect((await get('/api/v3/team/getTeams')).status).toBe(503);
  });

  it('answers the operational endpoints as documented', async () => {
    expect((await get('/healthz', null)).status).toBe(200);
    expect((await get('/openapi.json', null)).status).toBe(200);
    expect((await get('/docs', null)).status).toBe(200);
  });

  it('refuses what is not documented: a status, a missing key, an extra key, shape A with another status', () => {
    const problems = (status: number, body: unknown) =>
      validator.problems({ method: 'POST', path: '/api/v3/mobile/team/createTeam', status, body });
    expect(problems(201, { id: 1, name: 'R', created_at: 'x' })).toEqual([]);
    expect(problems(418, { error: 418, message: 'teapot' })).toEqual([
      expect.stringContaining('status 418 is not a documented response'),
    ]);
    expect(problems(201, { id: 1, name: 'R' })).toEqual([
      expect.stringContaining("must have required property 'created_at'"),
    ]);
    expect(problems(201, { id: 1, name: 'R', created_at: 'x', owner_user_id: 7 })).toEqual([
      expect.stringContaining('must NOT have additional properties: owner_user_id'),
    ]);
    expect(problems(400, { error: 404, message: 'Not found' })).toEqual([
      'POST /api/v3/mobile/team/createTeam → 400: shape A with error 404 under status 400',
    ]);
  });
});
