// The project routes: the spec's project create (both paths, the record at top level,
// its exact error rows) and its list, get, update and delete, through a real gRPC
// stub of the clients service. Id lists are arrays of integers or comma-separated
// strings; an update replaces a list exactly when the body gives it.
import { alreadyExists, invalidArgument, notFound, permissionDenied } from '@workmesh/platform';
import request from 'supertest';
import { bearer, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';
import { PAGE_INFO, PROJECT, PROJECT_BODY } from './client-fixtures';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const CREATE_PATHS = ['/api/v3/project/create', '/api/v3/mobile/project/create'];
const INVALID_REQUEST = { error: 400, message: 'Invalid request parameters' };

const post = (path: string, body: object = {}) =>
  request(gateway.app).post(path).set('Authorization', bearer()).send(body);
const get = (path: string, query: Record<string, string> = {}) =>
  request(gateway.app).get(path).set('Authorization', bearer()).query(query);

const PROJECT_FIELDS = {
  project: 'website relaunch',
  key: 'web',
  client_id: 4,
  description: 'New site',
  team_id: 9,
  project_manager: [7, 8],
  qa_lead: 7,
  users: [8, 11],
  groups: [5],
  start_date: '2026-04-01T09:00:00Z',
  due_date: '2026-06-30T17:00:00Z',
  billable: 'yes',
  visible: 1,
};

describe('POST project create', () => {
  it.each(CREATE_PATHS)(
    '%s answers 201 with the Project record itself, not wrapped',
    async (path) => {
      gateway.clientsService.answer('CreateProject', PROJECT);
      const response = await post(path, PROJECT_FIELDS);
      expect(response.status).toBe(201);
      expect(response.body).toEqual(PROJECT_BODY);
    },
  );

  it('passes every Project field to the service with its type', async () => {
    const calls = gateway.clientsService.answer('CreateProject', PROJECT);
    await post(CREATE_PATHS[1]!, PROJECT_FIELDS);
    expect(calls[0]!.message).toMatchObject(PROJECT_FIELDS);
  });

  it('accepts the id lists as comma-separated strings and numbers as numeric strings', async () => {
    const calls = gateway.clientsService.answer('CreateProject', PROJECT);
    await post(CREATE_PATHS[0]!, {
      project: 'Website',
      key: 'WEB',
      project_manager: '7, 8',
      users: '8,11',
      groups: '',
      qa_lead: '7',
      visible: '1',
    });
    expect(calls[0]!.message).toMatchObject({
      project_manager: [7, 8],
      users: [8, 11],
      groups: [],
      qa_lead: 7,
      visible: 1,
    });
  });

  it('treats team_id and client_id given as "" as not given (current team, internal client)', async () => {
    const calls = gateway.clientsService.answer('CreateProject', PROJECT);
    await post(CREATE_PATHS[0]!, { project: 'Website', key: 'WEB', team_id: '', client_id: '' });
    expect(calls[0]!.message).not.toHaveProperty('team_id');
    expect(calls[0]!.message).not.toHaveProperty('client_id');
  });

  it.each([
    ['a list element that is not an integer', { users: '8,x' }],
    ['a visibility that is not an integer', { visible: 'public' }],
    ['a name that is not a string', { project: 12 }],
    ['a client_id that is not an integer', { client_id: 'acme' }],
  ])(
    'answers 400 "Invalid request parameters" for %s, without calling the service',
    async (_case, fields) => {
      const calls = gateway.clientsService.answer('CreateProject', PROJECT);
      const response = await post(CREATE_PATHS[0]!, { project: 'Website', key: 'WEB', ...fields });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(INVALID_REQUEST);
      expect(calls).toHaveLength(0);
    },
  );

  describe("the spec's error rows", () => {
    it.each([
      [
        'name already used in the team',
        alreadyExists('PROJECT_NAME_TAKEN', 'name taken'),
        409,
        { error: 'This project name is already exist in your organization' },
      ],
      [
        'key already used in the team',
        alreadyExists('PROJECT_KEY_TAKEN', 'key taken'),
        409,
        { error: 'This key is already exist in your organization' },
      ],
      [
        'key empty',
        invalidArgument('PROJECT_KEY_EMPTY', 'key empty'),
        400,
        { error: "project key can't be empty!" },
      ],
      [
        'name empty',
        invalidArgument('PROJECT_NAME_EMPTY', 'name empty'),
        400,
        { error: "Project name can't be empty!" },
      ],
      [
        'bad parameters',
        invalidArgument('INVALID_PARAMETERS', 'The key must be 2 to 5 letters.'),
        400,
        INVALID_REQUEST,
      ],
      [
        'a client not of the team',
        notFound('CLIENT_NOT_FOUND', 'Client not found'),
        404,
        { error: 404, message: 'Client not found' },
      ],
      [
        'a group that does not exist',
        notFound('GROUPS_NOT_FOUND', 'groups 5 not found'),
        404,
        { error: 404, message: 'One or more groups not found' },
      ],
      [
        'users who are not members of the team',
        invalidArgument('NOT_TEAM_MEMBERS', 'Users 12, 13 are not members of the team.'),
        400,
        { error: 400, message: 'Users 12, 13 are not members of the team.' },
      ],
    ])('%s', async (_condition, error, status, body) => {
      gateway.clientsService.refuse('CreateProject', error);
      const response = await post(CREATE_PATHS[0]!, PROJECT_FIELDS);
      expect(response.status).toBe(status);
      expect(response.body).toEqual(body);
    });
  });
});

describe('GET /api/v3/project/list', () => {
  it('passes page, per_page, client_id and group_id, and answers the page of Project records', async () => {
    const calls = gateway.clientsService.answer('ListProjects', {
      projects: [PROJECT],
      page_info: PAGE_INFO,
    });
    const response = await get('/api/v3/project/list', {
      page: '2',
      per_page: '10',
      client_id: '4',
      group_id: '5',
    });
    expect(calls[0]!.message).toEqual({ page: 2, per_page: 10, client_id: 4, group_id: 5 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [PROJECT_BODY], page: 2, per_page: 10, total: 11 });
  });

  it('answers 400 "Invalid request parameters" for a group_id that is not an integer', async () => {
    const response = await get('/api/v3/project/list', { group_id: 'night' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
  });
});

describe('GET /api/v3/project/:id', () => {
  it('passes the path id as project_id and answers the Project record', async () => {
    const calls = gateway.clientsService.answer('GetProject', PROJECT);
    const response = await get('/api/v3/project/21');
    expect(calls[0]!.message).toEqual({ project_id: 21 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(PROJECT_BODY);
  });

  it('answers 400 "Invalid request parameters" for a non-integer id, without calling the service', async () => {
    const calls = gateway.clientsService.answer('GetProject', PROJECT);
    const response = await get('/api/v3/project/web');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
    expect(calls).toHaveLength(0);
  });
});

describe('POST /api/v3/project/:id/update', () => {
  const update = (body: object, id = '21') => post(`/api/v3/project/${id}/update`, body);

  it('passes the path id as project_id (over a body project_id) and answers the Project record', async () => {
    const calls = gateway.clientsService.answer('UpdateProject', PROJECT);
    const response = await update({ project_id: 99, description: 'Relaunch' });
    expect(calls[0]!.message).toMatchObject({ project_id: 21, description: 'Relaunch' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(PROJECT_BODY);
  });

  it('replaces no list when the body gives none', async () => {
    const calls = gateway.clientsService.answer('UpdateProject', PROJECT);
    await update({ description: 'Relaunch' });
    expect(calls[0]!.message).toMatchObject({
      replace_project_manager: false,
      replace_users: false,
      replace_groups: false,
    });
  });

  it('replaces exactly the lists the body gives, an empty one included', async () => {
    const calls = gateway.clientsService.answer('UpdateProject', PROJECT);
    await update({ users: '8,12', groups: [] });
    expect(calls[0]!.message).toMatchObject({
      users: [8, 12],
      groups: [],
      replace_project_manager: false,
      replace_users: true,
      replace_groups: true,
    });
  });

  it('sets the replace flags itself, whatever the body says', async () => {
    const calls = gateway.clientsService.answer('UpdateProject', PROJECT);
    await update({ replace_users: true, project_manager: [7], replace_project_manager: false });
    expect(calls[0]!.message).toMatchObject({
      replace_project_manager: true,
      replace_users: false,
      replace_groups: false,
    });
  });

  it("answers create's 409 for a key taken in the team", async () => {
    gateway.clientsService.refuse('UpdateProject', alreadyExists('PROJECT_KEY_TAKEN', 'taken'));
    const response = await update({ key: 'OPS' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'This key is already exist in your organization' });
  });

  it('answers 400 "Invalid request parameters" for a non-integer id', async () => {
    const response = await update({ key: 'OPS' }, '21.5');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
  });
});

describe('POST /api/v3/project/:id/delete', () => {
  it('passes the path id as project_id and answers only the success message', async () => {
    const calls = gateway.clientsService.answer('DeleteProject', { success: 'Project deleted' });
    const response = await post('/api/v3/project/21/delete');
    expect(calls[0]!.message).toEqual({ project_id: 21 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: 'Project deleted' });
  });

  it("answers 403 with the service's message for a member who may not delete projects", async () => {
    gateway.clientsService.refuse(
      'DeleteProject',
      permissionDenied('PERMISSION_DENIED', 'Only owners and managers may delete projects.'),
    );
    const response = await post('/api/v3/project/21/delete');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: 403,
      message: 'Only owners and managers may delete projects.',
    });
  });
});
