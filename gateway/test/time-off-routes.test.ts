// The time-off routes (docs/time-off.md) through a real gRPC stub of the scheduling
// service: what each request becomes (path ids, nested update bodies with the flags of the
// lists given, comma-separated id lists, the HTTP `default` of a calendar), the records
// and pages answered, 400 on malformed input before any call, the service's refusals in
// shape A (404, 403, 409), 401 without a token and the time_off scope of personal access tokens.
import {
  failedPrecondition,
  newPersonalAccessToken,
  notFound,
  permissionDenied,
  type Reason,
} from '@workmesh/platform';
import request from 'supertest';
import { bearer, CALLER, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const scheduling = () => gateway.schedulingService;
const post = (path: string, body: object = {}) =>
  request(gateway.app).post(path).set('Authorization', bearer()).send(body);
const get = (path: string) => request(gateway.app).get(path).set('Authorization', bearer());

const INVALID_REQUEST = { error: 400, message: 'Invalid request parameters' };

const POLICY = {
  id: 2,
  team_id: CALLER.teamId,
  name: 'Vacation',
  paid: true,
  unit: 'days',
  allowance: 25,
  accrual: 'monthly',
  carry_over_max: 5,
  requires_approval: true,
  allow_negative: false,
  user_ids: [],
  group_ids: [3],
  created_by: CALLER.userId,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const CALENDAR = {
  id: 4,
  team_id: CALLER.teamId,
  name: 'Germany (Bavaria)',
  dates: [
    { date: '2026-12-25', name: 'Christmas Day' },
    { date: '2026-12-26', name: "St Stephen's Day" },
  ],
  country: 'DE',
  region: 'BY',
  default: true,
  user_ids: [],
  created_by: CALLER.userId,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const REQUEST = {
  id: 31,
  team_id: CALLER.teamId,
  user_id: CALLER.userId,
  policy_id: 2,
  policy_name: 'Vacation',
  paid: true,
  unit: 'days',
  from: '2026-12-21',
  to: '2026-12-28',
  amount: 4,
  days: ['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-28'],
  status: 'pending',
  note: 'Family visit',
  created_by: CALLER.userId,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

/** The request as the API shows it: unset optional fields as null. */
const REQUEST_BODY = {
  ...REQUEST,
  half_day: null,
  hours: null,
  comment: null,
  reviewed_by: null,
  reviewed_at: null,
};

describe('time-off policies', () => {
  it('create: 201 with the policy; the fields as the service takes them, id lists from text too', async () => {
    const calls = scheduling().answer('CreateTimeOffPolicy', POLICY);

    const response = await post('/api/v3/time-off/policy/create', {
      name: 'Vacation',
      unit: 'days',
      allowance: '25',
      accrual: 'monthly',
      carry_over_max: 5,
      group_ids: '3',
    });

    expect(response.status).toBe(201);
    expect(response.body).toEqual(POLICY);
    expect(calls[0]!.message).toEqual({
      name: 'Vacation',
      unit: 'days',
      allowance: 25,
      accrual: 'monthly',
      carry_over_max: 5,
      user_ids: [],
      group_ids: [3],
    });
    expect(calls[0]!.context.caller).toMatchObject({
      userId: CALLER.userId,
      teamId: CALLER.teamId,
    });
  });

  it('list: a page; user_id and paging converted', async () => {
    const calls = scheduling().answer('ListTimeOffPolicies', {
      policies: [POLICY],
      page_info: { page: 1, per_page: 20, total: 1 },
    });

    const response = await get('/api/v3/time-off/policy/list?user_id=8&page=1&per_page=20');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [POLICY], page: 1, per_page: 20, total: 1 });
    expect(calls[0]!.message).toEqual({ user_id: 8, page: 1, per_page: 20 });
  });

  it('get and delete name the policy by its path id; delete answers the confirmation', async () => {
    const gets = scheduling().answer('GetTimeOffPolicy', POLICY);
    const deletes = scheduling().answer('DeleteTimeOffPolicy', { success: 'Policy deleted' });

    const got = await get('/api/v3/time-off/policy/2');
    const deleted = await post('/api/v3/time-off/policy/2/delete');

    expect(got.body).toEqual(POLICY);
    expect(gets[0]!.message).toEqual({ policy_id: 2 });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: 'Policy deleted' });
    expect(deletes[0]!.message).toEqual({ policy_id: 2 });
  });

  it('update: the body nested under fields; a list given (even empty) flagged to replace, one left out not', async () => {
    const calls = scheduling().answer('UpdateTimeOffPolicy', POLICY);

    const response = await post('/api/v3/time-off/policy/2/update', {
      allowance: 27,
      user_ids: [],
      replace_group_ids: true,
    });

    expect(response.status).toBe(200);
    expect(calls[0]!.message).toEqual({
      policy_id: 2,
      fields: { allowance: 27, user_ids: [], group_ids: [] },
      replace_user_ids: true,
      replace_group_ids: false,
    });
  });

  it('a policy the service does not find: 404 shape A with its message', async () => {
    scheduling().refuse(
      'GetTimeOffPolicy',
      notFound('TIME_OFF_POLICY_NOT_FOUND' as Reason, 'Time-off policy not found'),
    );

    const response = await get('/api/v3/time-off/policy/99');

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 404, message: 'Time-off policy not found' });
  });

  it.each([
    ['a path id that is no id', () => get('/api/v3/time-off/policy/abc')],
    ['a list filter that is no id', () => get('/api/v3/time-off/policy/list?user_id=me')],
  ])('400 %s, before any call', async (_case, send) => {
    const calls = scheduling().answer('GetTimeOffPolicy', POLICY);
    const lists = scheduling().answer('ListTimeOffPolicies', { policies: [] });

    const response = await send();

    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
    expect(calls).toHaveLength(0);
    expect(lists).toHaveLength(0);
  });

  it.each([
    ['allowance', { name: 'Vacation', allowance: 'lots' }],
    ['paid', { name: 'Vacation', paid: 'sometimes' }],
    ['user_ids', { name: 'Vacation', user_ids: '7,x' }],
  ])(
    '400 shape A naming %s when its value has the wrong type, before any call',
    async (field, body) => {
      const calls = scheduling().answer('CreateTimeOffPolicy', POLICY);

      const response = await post('/api/v3/time-off/policy/create', body);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 400, message: expect.stringContaining(field) });
      expect(calls).toHaveLength(0);
    },
  );
});

describe('holiday calendars', () => {
  it('create: 201; the HTTP `default` is the proto field `default`, the dates a list of messages', async () => {
    const calls = scheduling().answer('CreateHolidayCalendar', CALENDAR);

    const response = await post('/api/v3/time-off/holidays/create', {
      name: 'Germany (Bavaria)',
      country: 'DE',
      region: 'BY',
      seed_year: 2026,
      dates: [{ date: '2026-12-24', name: 'Christmas Eve' }],
      default: true,
    });

    expect(response.status).toBe(201);
    expect(response.body).toEqual(CALENDAR);
    expect(calls[0]!.message).toEqual({
      name: 'Germany (Bavaria)',
      country: 'DE',
      region: 'BY',
      seed_year: 2026,
      dates: [{ date: '2026-12-24', name: 'Christmas Eve' }],
      default: true,
      user_ids: [],
    });
  });

  it('an unseeded calendar shows country and region as null', async () => {
    const { country: _country, region: _region, ...unseeded } = CALENDAR;
    scheduling().answer('GetHolidayCalendar', unseeded);

    const response = await get('/api/v3/time-off/holidays/4');

    expect(response.body).toMatchObject({ country: null, region: null, default: true });
  });

  it('list as a page; update flags the dates given and not the members; delete by path id', async () => {
    scheduling().answer('ListHolidayCalendars', {
      calendars: [CALENDAR],
      page_info: { page: 1, per_page: 20, total: 1 },
    });
    const updates = scheduling().answer('UpdateHolidayCalendar', CALENDAR);
    const deletes = scheduling().answer('DeleteHolidayCalendar', { success: 'Calendar deleted' });

    const listed = await get('/api/v3/time-off/holidays/list');
    await post('/api/v3/time-off/holidays/4/update', {
      default: false,
      dates: [{ date: '2026-12-31', name: "New Year's Eve" }],
    });
    const deleted = await post('/api/v3/time-off/holidays/4/delete');

    expect(listed.body).toEqual({ data: [CALENDAR], page: 1, per_page: 20, total: 1 });
    expect(updates[0]!.message).toEqual({
      calendar_id: 4,
      fields: {
        default: false,
        dates: [{ date: '2026-12-31', name: "New Year's Eve" }],
        user_ids: [],
      },
      replace_dates: true,
      replace_user_ids: false,
    });
    expect(deleted.body).toEqual({ success: 'Calendar deleted' });
    expect(deletes[0]!.message).toEqual({ calendar_id: 4 });
  });

  it("a member on another calendar: 409 shape A with the service's message", async () => {
    scheduling().refuse(
      'UpdateHolidayCalendar',
      failedPrecondition(
        'TIME_OFF_CONFLICT' as Reason,
        'Member 8 already follows another holiday calendar',
      ),
    );

    const response = await post('/api/v3/time-off/holidays/4/update', { user_ids: [8] });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error: 409,
      message: 'Member 8 already follows another holiday calendar',
    });
  });

  it('400 for a date entry that is no object, before any call', async () => {
    const calls = scheduling().answer('CreateHolidayCalendar', CALENDAR);

    const response = await post('/api/v3/time-off/holidays/create', {
      name: 'Office',
      dates: ['2026-12-24'],
    });

    expect(response.status).toBe(400);
    expect(calls).toHaveLength(0);
  });
});

describe('time-off requests', () => {
  it('create: 201 with the request as the API shows it; user_id for a member', async () => {
    const calls = scheduling().answer('CreateTimeOffRequest', REQUEST);

    const response = await post('/api/v3/time-off/request/create', {
      policy_id: 2,
      from: '2026-12-21',
      to: '2026-12-28',
      note: 'Family visit',
      user_id: '8',
    });

    expect(response.status).toBe(201);
    expect(response.body).toEqual(REQUEST_BODY);
    expect(calls[0]!.message).toEqual({
      policy_id: 2,
      from: '2026-12-21',
      to: '2026-12-28',
      note: 'Family visit',
      user_id: 8,
    });
  });

  it('a half day and hours pass as given', async () => {
    const calls = scheduling().answer('CreateTimeOffRequest', {
      ...REQUEST,
      half_day: 'pm',
      hours: 4,
    });

    const response = await post('/api/v3/time-off/request/create', {
      policy_id: 2,
      from: '2026-12-21',
      to: '2026-12-21',
      half_day: 'pm',
      hours: 4,
    });

    expect(response.body).toMatchObject({ half_day: 'pm', hours: 4 });
    expect(calls[0]!.message).toMatchObject({ half_day: 'pm', hours: 4 });
  });

  it("the balance does not cover it: 409 shape A with the service's message", async () => {
    scheduling().refuse(
      'CreateTimeOffRequest',
      failedPrecondition(
        'TIME_OFF_CONFLICT' as Reason,
        'The balance of Vacation does not cover 4 days',
      ),
    );

    const response = await post('/api/v3/time-off/request/create', {
      policy_id: 2,
      from: '2026-12-21',
      to: '2026-12-28',
    });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error: 409,
      message: 'The balance of Vacation does not cover 4 days',
    });
  });

  it('list: a page; the filters converted', async () => {
    const calls = scheduling().answer('ListTimeOffRequests', {
      requests: [REQUEST],
      page_info: { page: 2, per_page: 10, total: 11 },
    });

    const response = await get(
      '/api/v3/time-off/request/list?user_id=7&policy_id=2&status=pending&from=2026-12-01&to=2026-12-31&page=2&per_page=10',
    );

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [REQUEST_BODY], page: 2, per_page: 10, total: 11 });
    expect(calls[0]!.message).toEqual({
      user_id: 7,
      policy_id: 2,
      status: 'pending',
      from: '2026-12-01',
      to: '2026-12-31',
      page: 2,
      per_page: 10,
    });
  });

  it('approve, reject (with the comment) and cancel name the request by its path id', async () => {
    const approved = { ...REQUEST, status: 'approved', reviewed_by: 9 };
    const approves = scheduling().answer('ApproveTimeOffRequest', approved);
    const rejects = scheduling().answer('RejectTimeOffRequest', {
      ...REQUEST,
      status: 'rejected',
      comment: 'The release week',
    });
    const cancels = scheduling().answer('CancelTimeOffRequest', {
      ...REQUEST,
      status: 'cancelled',
    });
    const gets = scheduling().answer('GetTimeOffRequest', REQUEST);

    const approve = await post('/api/v3/time-off/request/31/approve');
    const reject = await post('/api/v3/time-off/request/32/reject', {
      comment: 'The release week',
    });
    const cancel = await post('/api/v3/time-off/request/33/cancel');
    const got = await get('/api/v3/time-off/request/34');

    expect(approve.body).toMatchObject({ status: 'approved', reviewed_by: 9, comment: null });
    expect(approves[0]!.message).toEqual({ request_id: 31 });
    expect(reject.body).toMatchObject({ status: 'rejected', comment: 'The release week' });
    expect(rejects[0]!.message).toEqual({ request_id: 32, comment: 'The release week' });
    expect(cancel.body.status).toBe('cancelled');
    expect(cancels[0]!.message).toEqual({ request_id: 33 });
    expect(got.body).toEqual(REQUEST_BODY);
    expect(gets[0]!.message).toEqual({ request_id: 34 });
  });

  it("a member approving: 403 shape A with the service's message", async () => {
    scheduling().refuse(
      'ApproveTimeOffRequest',
      permissionDenied('PERMISSION_DENIED', 'Only owners and managers may do this.'),
    );

    const response = await post('/api/v3/time-off/request/31/approve');

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 403, message: 'Only owners and managers may do this.' });
  });

  it('400 for a comment that is no text and for an id that is none, before any call', async () => {
    const calls = scheduling().answer('RejectTimeOffRequest', REQUEST);

    const comment = await post('/api/v3/time-off/request/31/reject', { comment: { text: 'x' } });
    const path = await post('/api/v3/time-off/request/0x1f/reject', { comment: 'x' });

    expect(comment.status).toBe(400);
    expect(path.status).toBe(400);
    expect(path.body).toEqual(INVALID_REQUEST);
    expect(calls).toHaveLength(0);
  });
});

describe('GET /api/v3/time-off/balances', () => {
  const BALANCES = {
    user_id: 8,
    year: 2027,
    balances: [
      {
        policy_id: 2,
        policy_name: 'Vacation',
        unit: 'days',
        paid: true,
        allowance: 25,
        carried_over: 5,
        accrued: 2.08,
        taken: 1,
        planned: 3,
        pending: 2,
        remaining: 3.08,
      },
    ],
  };

  it('answers the balances; user_id and year converted', async () => {
    const calls = scheduling().answer('GetTimeOffBalances', BALANCES);

    const response = await get('/api/v3/time-off/balances?user_id=8&year=2027');

    expect(response.status).toBe(200);
    expect(response.body).toEqual(BALANCES);
    expect(calls[0]!.message).toEqual({ user_id: 8, year: 2027 });
  });

  it('without parameters, or with blank ones, asks for the caller in the current year', async () => {
    const calls = scheduling().answer('GetTimeOffBalances', BALANCES);

    await get('/api/v3/time-off/balances');
    await get('/api/v3/time-off/balances?user_id=&year=');

    expect(calls[0]!.message).toEqual({});
    expect(calls[1]!.message).toEqual({});
  });

  it('400 for a year that is no number, before any call', async () => {
    const calls = scheduling().answer('GetTimeOffBalances', BALANCES);

    const response = await get('/api/v3/time-off/balances?year=next');

    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
    expect(calls).toHaveLength(0);
  });
});

describe('authentication and the time_off scope', () => {
  it.each([
    ['GET', '/api/v3/time-off/policy/list'],
    ['POST', '/api/v3/time-off/request/create'],
    ['GET', '/api/v3/time-off/balances'],
  ])('%s %s without a bearer token: 401 shape A, no call', async (method, path) => {
    const calls = scheduling().answer('ListTimeOffPolicies', { policies: [] });

    const response = await (method === 'GET'
      ? request(gateway.app).get(path)
      : request(gateway.app).post(path).send({}));

    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: 401,
      message: 'Invalid or missing authentication token',
    });
    expect(calls).toHaveLength(0);
  });

  let tokens = 0;
  /** Identity resolves any personal access token to the caller with these scopes. */
  const tokenWith = (scopes: string[]) => {
    gateway.identity.answer('ResolveToken', {
      user_id: CALLER.userId,
      team_id: CALLER.teamId,
      token_id: (++tokens).toString(16).padStart(24, 'c'),
      scopes,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    return `Bearer ${newPersonalAccessToken().secret}`;
  };

  it('a token with time_off:read reads balances but may not request time off (403, the scope named)', async () => {
    const authorization = tokenWith(['time_off:read']);
    scheduling().answer('GetTimeOffBalances', { user_id: 7, year: 2026, balances: [] });
    const creates = scheduling().answer('CreateTimeOffRequest', REQUEST);

    const read = await request(gateway.app)
      .get('/api/v3/time-off/balances')
      .set('Authorization', authorization);
    const write = await request(gateway.app)
      .post('/api/v3/time-off/request/create')
      .set('Authorization', authorization)
      .send({ policy_id: 2, from: '2026-12-21', to: '2026-12-21' });

    expect(read.status).toBe(200);
    expect(write.status).toBe(403);
    expect(write.body).toEqual({
      error: 403,
      message: 'This token does not have the time_off:write scope',
    });
    expect(creates).toHaveLength(0);
  });

  it("a token with another area's scopes is refused time off", async () => {
    const authorization = tokenWith(['schedules:read', 'time:read']);
    const lists = scheduling().answer('ListTimeOffRequests', { requests: [] });

    const response = await request(gateway.app)
      .get('/api/v3/time-off/request/list')
      .set('Authorization', authorization);

    expect(response.status).toBe(403);
    expect(response.body.message).toBe('This token does not have the time_off:read scope');
    expect(lists).toHaveLength(0);
  });
});
