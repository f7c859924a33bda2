// The group routes: the :id path parameter becomes group_id, id lists are arrays
// of integers or comma-separated strings, and an update replaces a list exactly when
// the body gives it.
import { alreadyExists, notFound, permissionDenied } from '@workmesh/platform';
import request from 'supertest';
import { bearer, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';
import { GROUP, GROUP_BODY, PAGE_INFO } from './team-fixtures';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const post = (path: string, body: object = {}) =>
  request(gateway.app).post(path).set('Authorization', bearer()).send(body);
const get = (path: string, query: Record<string, string> = {}) =>
  request(gateway.app).get(path).set('Authorization', bearer()).query(query);

const INVALID_REQUEST = { error: 400, message: 'Invalid request parameters' };

describe('POST /api/v3/team/groups/create', () => {
  it('passes the group fields and answers 201 with the Group record', async () => {
    const calls = gateway.teams.answer('CreateGroup', GROUP);
    const response = await post('/api/v3/team/groups/create', {
      name: 'Night shift',
      member_ids: [8, 11],
      manager_ids: [7],
    });
    expect(calls[0]!.message).toMatchObject({
      name: 'Night shift',
      member_ids: [8, 11],
      manager_ids: [7],
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual(GROUP_BODY);
  });

  it('accepts id lists as comma-separated strings', async () => {
    const calls = gateway.teams.answer('CreateGroup', GROUP);
    await post('/api/v3/team/groups/create', {
      name: 'Night shift',
      member_ids: '8, 11',
      manager_ids: '7',
    });
    expect(calls[0]!.message).toMatchObject({ member_ids: [8, 11], manager_ids: [7] });
  });

  it('answers 400 with the field message for a list element that is not an integer', async () => {
    const calls = gateway.teams.answer('CreateGroup', GROUP);
    const response = await post('/api/v3/team/groups/create', { name: 'N', member_ids: '8,x' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'The member_ids.1 must be an integer.' });
    expect(calls).toHaveLength(0);
  });

  it("answers 409 with the service's message for a name taken in the team", async () => {
    gateway.teams.refuse(
      'CreateGroup',
      alreadyExists('GROUP_NAME_TAKEN', 'A group with this name already exists.'),
    );
    const response = await post('/api/v3/team/groups/create', { name: 'Night shift' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error: 409,
      message: 'A group with this name already exists.',
    });
  });
});

describe('GET /api/v3/team/groups', () => {
  it('answers the page of groups', async () => {
    const calls = gateway.teams.answer('ListGroups', { groups: [GROUP], page_info: PAGE_INFO });
    const response = await get('/api/v3/team/groups', { page: '1', per_page: '20' });
    expect(calls[0]!.message).toEqual({ page: 1, per_page: 20 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [GROUP_BODY], page: 1, per_page: 20, total: 1 });
  });
});

describe('GET /api/v3/team/groups/:id', () => {
  it('passes the path id as group_id and answers the Group record', async () => {
    const calls = gateway.teams.answer('GetGroup', GROUP);
    const response = await get('/api/v3/team/groups/5', { team_id: '12' });
    expect(calls[0]!.message).toEqual({ team_id: 12, group_id: 5 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(GROUP_BODY);
  });

  it('lets the path win over a group_id in the query', async () => {
    const calls = gateway.teams.answer('GetGroup', GROUP);
    await get('/api/v3/team/groups/5', { group_id: '6' });
    expect(calls[0]!.message.group_id).toBe(5);
  });

  it('answers 400 "Invalid request parameters" for a non-integer id, without calling teams', async () => {
    const calls = gateway.teams.answer('GetGroup', GROUP);
    const response = await get('/api/v3/team/groups/night-shift');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
    expect(calls).toHaveLength(0);
  });

  it("answers 404 with the service's message for a group of another team", async () => {
    gateway.teams.refuse('GetGroup', notFound('GROUP_NOT_FOUND', 'Group not found'));
    const response = await get('/api/v3/team/groups/77');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 404, message: 'Group not found' });
  });
});

describe('POST /api/v3/team/groups/:id/update', () => {
  const update = (body: object, id = '5') => post(`/api/v3/team/groups/${id}/update`, body);

  it('passes the path id as group_id and answers the Group record', async () => {
    const calls = gateway.teams.answer('UpdateGroup', GROUP);
    const response = await update({ name: 'Night shift' });
    expect(calls[0]!.message).toMatchObject({ group_id: 5, name: 'Night shift' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(GROUP_BODY);
  });

  it('replaces neither list when the body gives neither', async () => {
    const calls = gateway.teams.answer('UpdateGroup', GROUP);
    await update({ name: 'Night shift' });
    expect(calls[0]!.message).toMatchObject({ replace_members: false, replace_managers: false });
  });

  it('replaces only the list the body gives', async () => {
    const calls = gateway.teams.answer('UpdateGroup', GROUP);
    await update({ member_ids: [8, 12] });
    expect(calls[0]!.message).toMatchObject({
      member_ids: [8, 12],
      replace_members: true,
      replace_managers: false,
    });
  });

  it('clears a list given empty', async () => {
    const calls = gateway.teams.answer('UpdateGroup', GROUP);
    await update({ manager_ids: [] });
    expect(calls[0]!.message).toMatchObject({
      manager_ids: [],
      replace_members: false,
      replace_managers: true,
    });
  });

  it('treats a list given as null as not given', async () => {
    const calls = gateway.teams.answer('UpdateGroup', GROUP);
    await update({ member_ids: null });
    expect(calls[0]!.message).toMatchObject({ replace_members: false });
  });

  it('sets the replace flags itself, whatever the body says', async () => {
    const calls = gateway.teams.answer('UpdateGroup', GROUP);
    await update({ replace_members: true, manager_ids: [7], replace_managers: false });
    expect(calls[0]!.message).toMatchObject({ replace_members: false, replace_managers: true });
  });

  it('answers 400 "Invalid request parameters" for a non-integer id', async () => {
    const response = await update({ name: 'N' }, '5.5');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
  });

  it("answers 403 with the service's message for a member who is not owner or manager", async () => {
    gateway.teams.refuse(
      'UpdateGroup',
      permissionDenied('PERMISSION_DENIED', 'Only owners and managers may change groups.'),
    );
    const response = await update({ name: 'N' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: 403,
      message: 'Only owners and managers may change groups.',
    });
  });
});

describe('POST /api/v3/team/groups/:id/delete', () => {
  it('passes the path id as group_id and answers only the success message', async () => {
    const calls = gateway.teams.answer('DeleteGroup', { success: 'Group deleted' });
    const response = await post('/api/v3/team/groups/5/delete', { team_id: 12 });
    expect(calls[0]!.message).toEqual({ team_id: 12, group_id: 5 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: 'Group deleted' });
  });

  it('answers 400 "Invalid request parameters" for a non-integer id', async () => {
    const response = await post('/api/v3/team/groups/abc/delete');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
  });
});
