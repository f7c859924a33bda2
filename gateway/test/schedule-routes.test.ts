// The schedule routes: schedule add under both paths with the spec's exact
// error rows, the lists by user and by SID, one entry's update, and delete with its
// `{ message, status: 200 }`, through a real gRPC stub of the scheduling service.
import { invalidArgument, notFound, permissionDenied, type Reason } from '@workmesh/platform';
import request from 'supertest';
import { bearer, CALLER, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const ADD_PATHS = ['/api/v1/timemanagement/schedule/add', '/api/v3/schedule/create'];
const BASE = '/api/v1/timemanagement/schedule';
const INVALID_REQUEST = { error: 400, message: 'Invalid request parameters' };

const post = (path: string, body: object = {}) =>
  request(gateway.app).post(path).set('Authorization', bearer()).send(body);
const get = (path: string, query: Record<string, string> = {}) =>
  request(gateway.app).get(path).set('Authorization', bearer()).query(query);

const SCHEDULE = {
  date_from: '2026-03-02T00:00:00-05:00',
  time_from: '09:00',
  time_to: '17:30',
  timezone: 'America/New_York',
  minimum_hours: 7.456,
  repetition: 'weekly',
  members: '7, 8',
  groupsId: '3',
  day_repeat: 'mon,wed',
  until: '2026-03-31T00:00:00-04:00',
  title: 'Front desk',
};

const ENTRY = {
  id: 41,
  sid: 'aB3dE5gH7j',
  user_id: 8,
  team_id: 9,
  title: 'Front desk',
  start_date: '2026-03-02 14:00:00',
  end_date: '2026-03-02 22:30:00',
  minimum_hours: 7.46,
  repetition: 'weekly',
  day_repeat: 'mon,wed',
  timezone: 'America/New_York',
  created_by: 7,
  created_at: '2026-02-20T10:00:00.000Z',
  updated_at: '2026-02-20T10:00:00.000Z',
  time_off: false,
};

describe('POST schedule add', () => {
  it.each(ADD_PATHS)(
    '%s answers the success message, the SID and the entry count',
    async (path) => {
      gateway.schedulingService.answer('AddSchedule', {
        success: 'Schedule added successfully',
        sid: 'aB3dE5gH7j',
        entries: 16,
      });
      const response = await post(path, SCHEDULE);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: 'Schedule added successfully',
        sid: 'aB3dE5gH7j',
        entries: 16,
      });
    },
  );

  it('passes the fields with members and groupsId as integer lists, and the caller', async () => {
    const calls = gateway.schedulingService.answer('AddSchedule', {
      success: 'ok',
      sid: 'x',
      entries: 1,
    });
    await post(ADD_PATHS[0]!, SCHEDULE);
    expect(calls[0]!.message).toEqual({
      ...SCHEDULE,
      members: [7, 8],
      groupsId: [3],
    });
    expect(calls[0]!.context.caller).toEqual({
      userId: CALLER.userId,
      teamId: CALLER.teamId,
      sessionId: CALLER.sessionId,
    });
  });

  it('accepts members and groupsId as arrays too', async () => {
    const calls = gateway.schedulingService.answer('AddSchedule', {
      success: 'ok',
      sid: 'x',
      entries: 1,
    });
    await post(ADD_PATHS[1]!, { ...SCHEDULE, members: [7, 8], groupsId: [] });
    expect(calls[0]!.message).toMatchObject({ members: [7, 8], groupsId: [] });
  });

  it.each([
    [
      'SCHEDULE_FIELDS_REQUIRED',
      400,
      'date_from, time_from, time_to, timezone, minimum_hours, and repetition are required',
    ],
    [
      'REPEAT_FIELDS_REQUIRED',
      400,
      'day_repeat and until are required for weekly/bi-weekly repetition',
    ],
    ['INVALID_TIMEZONE', 400, 'Invalid timezone provided'],
    ['INVALID_DATE', 400, 'Invalid date format'],
  ] as [Reason, number, string][])(
    'presents %s as the spec row: %i in shape A',
    async (reason, status, message) => {
      gateway.schedulingService.refuse('AddSchedule', invalidArgument(reason, 'service text'));
      const response = await post(ADD_PATHS[0]!, SCHEDULE);
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ error: status, message });
    },
  );

  it('presents a missing group as 404 "One or more groups not found"', async () => {
    gateway.schedulingService.refuse(
      'AddSchedule',
      notFound('GROUPS_NOT_FOUND', 'One or more groups not found'),
    );
    const response = await post(ADD_PATHS[1]!, SCHEDULE);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 404, message: 'One or more groups not found' });
  });

  it("answers the service's own message for a refusal the spec does not list", async () => {
    gateway.schedulingService.refuse(
      'AddSchedule',
      invalidArgument('INVALID_DAY_REPEAT', 'The day_repeat must be comma-separated days.'),
    );
    const response = await post(ADD_PATHS[0]!, SCHEDULE);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 400,
      message: 'The day_repeat must be comma-separated days.',
    });
  });

  it('refuses a members list that is not integers without calling the service', async () => {
    const calls = gateway.schedulingService.answer('AddSchedule', {
      success: 'ok',
      sid: 'x',
      entries: 1,
    });
    const response = await post(ADD_PATHS[0]!, { ...SCHEDULE, members: '7, eight' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(400);
    expect(calls).toHaveLength(0);
  });
});

describe('GET schedule lists', () => {
  it("answers a user's entries in a range as a page", async () => {
    const calls = gateway.schedulingService.answer('ListUserSchedule', {
      entries: [ENTRY],
      page_info: { page: 1, per_page: 100, total: 1 },
    });
    const response = await get(`${BASE}/user/8`, { from: '2026-03-01', to: '2026-03-31' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [ENTRY], page: 1, per_page: 100, total: 1 });
    expect(calls[0]!.message).toEqual({ user_id: 8, from: '2026-03-01', to: '2026-03-31' });
  });

  it('shows an entry on a day of approved time off with time_off true (a conflict, not refused)', async () => {
    gateway.schedulingService.answer('ListUserSchedule', {
      entries: [{ ...ENTRY, time_off: true }],
      page_info: { page: 1, per_page: 100, total: 1 },
    });
    const response = await get(`${BASE}/user/8`);
    expect(response.body.data).toEqual([{ ...ENTRY, time_off: true }]);
  });

  it('answers Invalid request parameters for a user id that is not an integer', async () => {
    const response = await get(`${BASE}/user/eight`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
  });

  it("answers a SID's entries", async () => {
    const calls = gateway.schedulingService.answer('ListScheduleBySid', {
      entries: [ENTRY],
      page_info: { page: 1, per_page: 100, total: 1 },
    });
    const response = await get(`${BASE}/sid/aB3dE5gH7j`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([ENTRY]);
    expect(calls[0]!.message).toEqual({ sid: 'aB3dE5gH7j' });
  });
});

describe('POST schedule update and delete', () => {
  it('update passes the entry id from the path and answers the entry', async () => {
    const calls = gateway.schedulingService.answer('UpdateScheduleEntry', {
      ...ENTRY,
      end_date: '2026-03-02 23:00:00',
    });
    const response = await post(`${BASE}/41/update`, {
      end_date: '2026-03-02T18:00:00-05:00',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...ENTRY, end_date: '2026-03-02 23:00:00' });
    expect(calls[0]!.message).toEqual({ id: 41, end_date: '2026-03-02T18:00:00-05:00' });
  });

  it('delete answers the message and status 200', async () => {
    const calls = gateway.schedulingService.answer('DeleteSchedule', {
      message: 'Schedule deleted successfully',
      status: 200,
      deleted: 3,
    });
    const response = await post(`${BASE}/delete`, {
      id: 41,
      type: 'future',
      sid: 'aB3dE5gH7j',
      member_id: 8,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Schedule deleted successfully', status: 200 });
    expect(calls[0]!.message).toEqual({ id: 41, type: 'future', sid: 'aB3dE5gH7j', member_id: 8 });
  });

  it('delete answers 403 in shape A for a plain member', async () => {
    gateway.schedulingService.refuse(
      'DeleteSchedule',
      permissionDenied('PERMISSION_DENIED', 'permission denied'),
    );
    const response = await post(`${BASE}/delete`, { id: 41, type: 'this' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 403, message: 'permission denied' });
  });

  it('delete answers Invalid request parameters for an id that is not an integer', async () => {
    const response = await post(`${BASE}/delete`, { id: 'abc', type: 'this' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
  });
});
