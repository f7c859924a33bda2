// The task routes: create, list, get, update, delete, and the spec's
// updateAssignee with its exact refusals, through a real gRPC stub of the tasks service.
import { invalidArgument, notFound, permissionDenied } from '@workmesh/platform';
import request from 'supertest';
import { bearer, CALLER, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const BASE = '/api/taskmanager/v1/task';
const INVALID_REQUEST = { error: 400, message: 'Invalid request parameters' };
const TASK_NOT_FOUND = { error: 404, message: 'Task not found' };

const post = (path: string, body: object | string = {}) =>
  request(gateway.app).post(path).set('Authorization', bearer()).send(body);
const get = (path: string, query: Record<string, string> = {}) =>
  request(gateway.app).get(path).set('Authorization', bearer()).query(query);

/** A task as the service answers it: optional fields unset. */
const TASK = {
  id: 12,
  name: 'Write the brief',
  description: 'Two pages',
  project_id: 4,
  team_id: 9,
  status: 'open',
  created_by: 7,
  created_at: '2026-05-01T09:00:00.000Z',
  updated_at: '2026-05-01T09:00:00.000Z',
};
const TASK_BODY = {
  id: 12,
  name: 'Write the brief',
  description: 'Two pages',
  project_id: 4,
  team_id: 9,
  assignee: null,
  due_date: null,
  status: 'open',
  created_by: 7,
  created_at: '2026-05-01T09:00:00.000Z',
  updated_at: '2026-05-01T09:00:00.000Z',
};
const CHANGE = {
  task_id: 12,
  task_name: 'Write the brief',
  project_id: 4,
  assignee: 8,
  updated_at: '2026-05-02T10:30:00.000Z',
};

describe('POST task/create', () => {
  it('answers 201 with the Task record, unset assignee and due date as null', async () => {
    gateway.tasksService.answer('CreateTask', TASK);
    const response = await post(`${BASE}/create`, { project_id: 4, name: 'Write the brief' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual(TASK_BODY);
  });

  it('passes the fields with their types and the caller', async () => {
    const calls = gateway.tasksService.answer('CreateTask', {
      ...TASK,
      assignee: 8,
      due_date: '2026-06-01T00:00:00.000Z',
    });
    const response = await post(`${BASE}/create`, {
      project_id: 4,
      name: 'Write the brief',
      description: 'Two pages',
      assignee: 8,
      due_date: '2026-06-01',
    });
    expect(response.body).toMatchObject({ assignee: 8, due_date: '2026-06-01T00:00:00.000Z' });
    expect(calls[0]!.message).toMatchObject({
      project_id: 4,
      name: 'Write the brief',
      description: 'Two pages',
      assignee: 8,
      due_date: '2026-06-01',
    });
    expect(calls[0]!.context.caller).toEqual({
      userId: CALLER.userId,
      teamId: CALLER.teamId,
      sessionId: CALLER.sessionId,
    });
  });

  it("answers the service's field message in shape A when a field is bad", async () => {
    gateway.tasksService.refuse(
      'CreateTask',
      invalidArgument('TASK_NAME_REQUIRED', 'The name field is required.', {
        name: ['The name field is required.'],
      }),
    );
    const response = await post(`${BASE}/create`, { project_id: 4 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'The name field is required.' });
  });

  it('answers 404 when the project is not one of the team', async () => {
    gateway.tasksService.refuse('CreateTask', notFound('PROJECT_NOT_FOUND', 'Project not found'));
    const response = await post(`${BASE}/create`, { project_id: 99, name: 'X' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 404, message: 'Project not found' });
  });

  it('refuses a non-integer project_id without calling the service', async () => {
    const calls = gateway.tasksService.answer('CreateTask', TASK);
    const response = await post(`${BASE}/create`, { project_id: 'four', name: 'X' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it('needs a bearer token', async () => {
    const response = await request(gateway.app).post(`${BASE}/create`).send({ name: 'X' });
    expect(response.status).toBe(401);
  });
});

describe('GET task/list', () => {
  it('answers one page of the project tasks', async () => {
    const calls = gateway.tasksService.answer('ListTasks', {
      tasks: [TASK],
      page_info: { page: 2, per_page: 1, total: 3 },
    });
    const response = await get(`${BASE}/list`, { project_id: '4', page: '2', per_page: '1' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [TASK_BODY], page: 2, per_page: 1, total: 3 });
    expect(calls[0]!.message).toMatchObject({ project_id: 4, page: 2, per_page: 1 });
  });

  it('is not taken for a task id', async () => {
    const calls = gateway.tasksService.answer('GetTask', TASK);
    gateway.tasksService.answer('ListTasks', { tasks: [], page_info: null });
    const response = await get(`${BASE}/list`, { project_id: '4' });
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(0);
  });

  it('answers Invalid request parameters for a project_id that is not an integer', async () => {
    const response = await get(`${BASE}/list`, { project_id: 'abc' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
  });
});

describe('GET task/:taskId', () => {
  it('answers the Task record', async () => {
    const calls = gateway.tasksService.answer('GetTask', { ...TASK, assignee: 8 });
    const response = await get(`${BASE}/12`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...TASK_BODY, assignee: 8 });
    expect(calls[0]!.message).toEqual({ task_id: 12 });
  });

  it('answers 404 in shape A for a task the team does not have', async () => {
    gateway.tasksService.refuse('GetTask', notFound('TASK_NOT_FOUND', 'Task not found'));
    const response = await get(`${BASE}/12`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual(TASK_NOT_FOUND);
  });

  it('answers Invalid request parameters for a task id that is not an integer', async () => {
    const response = await get(`${BASE}/1.5`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
  });
});

describe('POST task/:taskId/update and delete', () => {
  it('update passes the task id from the path and the changed fields', async () => {
    const calls = gateway.tasksService.answer('UpdateTask', { ...TASK, status: 'completed' });
    const response = await post(`${BASE}/12/update`, { status: 'completed', task_id: 99 });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('completed');
    expect(calls[0]!.message).toEqual({ task_id: 12, status: 'completed' });
  });

  it('delete answers the success message', async () => {
    const calls = gateway.tasksService.answer('DeleteTask', { success: 'Task deleted' });
    const response = await post(`${BASE}/12/delete`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: 'Task deleted' });
    expect(calls[0]!.message).toEqual({ task_id: 12 });
  });

  it('delete answers 403 when the role may not', async () => {
    gateway.tasksService.refuse(
      'DeleteTask',
      permissionDenied('PERMISSION_DENIED', 'permission denied'),
    );
    const response = await post(`${BASE}/12/delete`);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 403, message: 'permission denied' });
  });
});

describe('POST task/updateAssignee/:taskId', () => {
  const path = `${BASE}/updateAssignee/12`;

  it('answers the task id, name, project id, new assignee and update time', async () => {
    const calls = gateway.tasksService.answer('UpdateAssignee', CHANGE);
    const response = await post(path, { assignee: 8, comment: 'Over to you' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(CHANGE);
    expect(calls[0]!.message).toEqual({
      task_id: 12,
      assignee: 8,
      unassign: false,
      comment: 'Over to you',
    });
  });

  it('sends unassign for assignee null and answers assignee null', async () => {
    const { assignee: _none, ...unassigned } = CHANGE;
    const calls = gateway.tasksService.answer('UpdateAssignee', unassigned);
    const response = await post(path, { assignee: null });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...CHANGE, assignee: null });
    expect(calls[0]!.message).toEqual({ task_id: 12, unassign: true });
  });

  it('does not let the body set the unassign flag', async () => {
    const calls = gateway.tasksService.answer('UpdateAssignee', CHANGE);
    await post(path, { assignee: 8, unassign: true });
    expect(calls[0]!.message).toMatchObject({ assignee: 8, unassign: false });
  });

  it.each([
    ['the assignee key is missing', { comment: 'hi' }],
    ['the body is empty', {}],
    ['the assignee is a string', { assignee: 'eight' }],
    ['the assignee is a numeric string', { assignee: '8' }],
    ['the assignee is a fraction', { assignee: 8.5 }],
    ['the assignee is a boolean', { assignee: true }],
    ['the assignee is an object', { assignee: { id: 8 } }],
  ])(
    'answers 400 Invalid request parameters when %s, without calling the service',
    async (_case, body) => {
      const calls = gateway.tasksService.answer('UpdateAssignee', CHANGE);
      const response = await post(path, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(INVALID_REQUEST);
      expect(calls).toHaveLength(0);
    },
  );

  it.each(['abc', '1.5', '1e3'])(
    'answers 400 Invalid request parameters for the task id %s',
    async (taskId) => {
      const calls = gateway.tasksService.answer('UpdateAssignee', CHANGE);
      const response = await post(`${BASE}/updateAssignee/${taskId}`, { assignee: 8 });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(INVALID_REQUEST);
      expect(calls).toHaveLength(0);
    },
  );

  it("answers Invalid request parameters for the service's own refusal of an id", async () => {
    gateway.tasksService.refuse(
      'UpdateAssignee',
      invalidArgument('INVALID_PARAMETERS', 'The assignee must be a positive integer.'),
    );
    const response = await post(path, { assignee: 0 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
  });

  it('answers 404 in shape A for an unknown task or one of another team', async () => {
    gateway.tasksService.refuse('UpdateAssignee', notFound('TASK_NOT_FOUND', 'Task not found'));
    const response = await post(path, { assignee: 8 });
    expect(response.status).toBe(404);
    expect(response.body).toEqual(TASK_NOT_FOUND);
  });

  it('answers 400 naming the rule when the assignee is not a member of the team', async () => {
    gateway.tasksService.refuse(
      'UpdateAssignee',
      invalidArgument('ASSIGNEE_NOT_MEMBER', 'The assignee must be a member of the team.'),
    );
    const response = await post(path, { assignee: 8 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 400,
      message: 'The assignee must be a member of the team.',
    });
  });
});
