// The tracking routes: timers, time entries, timesheets and reports through a real gRPC
// stub of the tracking service — what each request becomes, the statuses, the error
// presentations the issue fixes, and the reports as RFC 4180 CSV read back strictly.
import {
  failedPrecondition,
  invalidArgument,
  notFound,
  permissionDenied,
  TrackingText,
} from '@workmesh/platform';
import request from 'supertest';
import { DETAILED_CSV_COLUMNS, SUMMARY_CSV_COLUMNS } from '../src/report-csv';
import { bearer, CALLER, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';
import { readCsv } from './rfc4180-reader';
import {
  AMOUNTS,
  RUNNING_ENTRY,
  TIME_ENTRY,
  TIME_ENTRY_BODY,
  TIMESHEET,
  TIMESHEET_BODY,
} from './tracking-fixtures';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const tracking = () => gateway.trackingService;
const INVALID_REQUEST = { error: 400, message: 'Invalid request parameters' };

const post = (path: string, body: object = {}) =>
  request(gateway.app).post(path).set('Authorization', bearer()).send(body);
const get = (path: string, query: Record<string, string | string[]> = {}) =>
  request(gateway.app).get(path).set('Authorization', bearer()).query(query);

describe('POST /api/v3/timer/start', () => {
  it('answers 201 with the running entry, its end null, from the fields and the caller', async () => {
    const calls = tracking().answer('StartTimer', RUNNING_ENTRY);
    const response = await post('/api/v3/timer/start', {
      project_id: 4,
      task_id: '12',
      description: 'Budget review',
      billable: 'false',
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ...TIME_ENTRY_BODY, ...RUNNING_ENTRY, end: null });
    expect(calls[0]!.message).toEqual({
      project_id: 4,
      task_id: 12,
      description: 'Budget review',
      billable: false,
      tag_ids: [],
    });
    expect(calls[0]!.context.caller).toEqual({
      userId: CALLER.userId,
      teamId: CALLER.teamId,
      sessionId: CALLER.sessionId,
    });
  });

  it('answers 409 shape A with the fixed text when the entry would overlap another', async () => {
    tracking().refuse('StartTimer', failedPrecondition('TIME_ENTRY_OVERLAP', 'overlaps #12'));
    const response = await post('/api/v3/timer/start', { project_id: 4 });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 409, message: TrackingText.TIME_ENTRY_OVERLAPS });
  });

  it("answers 409 shape A with the service's message when the week is approved", async () => {
    tracking().refuse(
      'StartTimer',
      failedPrecondition('WEEK_APPROVED', 'The timesheet of 2026-W48 is approved'),
    );
    const response = await post('/api/v3/timer/start', { project_id: 4 });
    expect(response.body).toEqual({ error: 409, message: 'The timesheet of 2026-W48 is approved' });
  });

  it("answers the service's validation message in shape A", async () => {
    tracking().refuse(
      'StartTimer',
      invalidArgument('VALIDATION_FAILED', 'The project_id field is required.'),
    );
    const response = await post('/api/v3/timer/start', {});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'The project_id field is required.' });
  });

  it('refuses a project_id that is not an integer without calling the service', async () => {
    const calls = tracking().answer('StartTimer', RUNNING_ENTRY);
    const response = await post('/api/v3/timer/start', { project_id: 'four' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'The project_id must be an integer.' });
    expect(calls).toHaveLength(0);
  });

  it('needs a bearer token', async () => {
    const response = await request(gateway.app).post('/api/v3/timer/start').send({});
    expect(response.status).toBe(401);
  });
});

describe('POST /api/v3/timer/stop and GET /api/v3/timer/current', () => {
  it('stop answers 200 with the stopped entry', async () => {
    const calls = tracking().answer('StopTimer', TIME_ENTRY);
    const response = await post('/api/v3/timer/stop');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(TIME_ENTRY_BODY);
    expect(calls[0]!.message).toEqual({});
  });

  it.each([
    ['stop', () => post('/api/v3/timer/stop'), 'StopTimer' as const],
    ['current', () => get('/api/v3/timer/current'), 'GetCurrentTimer' as const],
  ])(
    '%s answers 404 shape A "No timer is running" when none runs, whatever the service said',
    async (_name, send, rpc) => {
      tracking().refuse(rpc, notFound('TIMER_NOT_RUNNING', 'nothing running for user 7'));
      const response = await send();
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 404, message: 'No timer is running' });
    },
  );

  it('current answers 200 with the running entry', async () => {
    tracking().answer('GetCurrentTimer', RUNNING_ENTRY);
    const response = await get('/api/v3/timer/current');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: 32, end: null, source: 'timer', duration: 120 });
  });

  it('current takes no query parameters', async () => {
    const calls = tracking().answer('GetCurrentTimer', RUNNING_ENTRY);
    const response = await get('/api/v3/timer/current', { user_id: '8' });
    expect(response.body).toEqual(INVALID_REQUEST);
    expect(calls).toHaveLength(0);
  });
});

describe('POST /api/v3/time-entry/create', () => {
  const entry = {
    project_id: 4,
    start: '2026-11-23T09:00:00Z',
    end: '2026-11-23T10:30:00Z',
    description: 'Client call',
  };

  it('answers 201 with the entry, passing every field', async () => {
    const calls = tracking().answer('CreateTimeEntry', TIME_ENTRY);
    const response = await post('/api/v3/time-entry/create', {
      ...entry,
      task_id: 12,
      billable: true,
      timezone: 'Europe/Berlin',
      user_id: 8,
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual(TIME_ENTRY_BODY);
    expect(calls[0]!.message).toEqual({
      ...entry,
      task_id: 12,
      billable: true,
      timezone: 'Europe/Berlin',
      user_id: 8,
      tag_ids: [],
    });
  });

  it('takes a blank user_id as the caller (not given)', async () => {
    const calls = tracking().answer('CreateTimeEntry', TIME_ENTRY);
    await post('/api/v3/time-entry/create', { ...entry, user_id: '' });
    expect(calls[0]!.message).toEqual({ ...entry, tag_ids: [] });
  });

  it('answers Invalid request parameters for a user_id that names no one', async () => {
    const calls = tracking().answer('CreateTimeEntry', TIME_ENTRY);
    const response = await post('/api/v3/time-entry/create', { ...entry, user_id: 'bob' });
    expect(response.body).toEqual(INVALID_REQUEST);
    expect(calls).toHaveLength(0);
  });

  it('answers 409 shape A "This time entry overlaps another one"', async () => {
    tracking().refuse('CreateTimeEntry', failedPrecondition('TIME_ENTRY_OVERLAP', 'overlap'));
    const response = await post('/api/v3/time-entry/create', entry);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 409, message: 'This time entry overlaps another one' });
  });

  it("answers 400 shape A with the service's message for an end before the start", async () => {
    tracking().refuse(
      'CreateTimeEntry',
      invalidArgument('VALIDATION_FAILED', 'The end must be after the start.'),
    );
    const response = await post('/api/v3/time-entry/create', { ...entry, end: entry.start });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'The end must be after the start.' });
  });

  it("answers 403 shape A with the service's message when a member records for another", async () => {
    tracking().refuse(
      'CreateTimeEntry',
      permissionDenied('PERMISSION_DENIED', 'Only owners and managers may do this.'),
    );
    const response = await post('/api/v3/time-entry/create', { ...entry, user_id: 8 });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 403, message: 'Only owners and managers may do this.' });
  });
});

describe('GET /api/v3/time-entry/list', () => {
  it('answers a page and passes the filters with their types', async () => {
    const calls = tracking().answer('ListTimeEntries', {
      time_entries: [TIME_ENTRY],
      page_info: { page: 2, per_page: 1, total: 3 },
    });
    const response = await get('/api/v3/time-entry/list', {
      from: '2026-11-01T00:00:00Z',
      to: '2026-12-01T00:00:00Z',
      user_id: '8',
      project_id: '4',
      client_id: '2',
      task_id: '12',
      billable: 'true',
      running: '0',
      page: '2',
      per_page: '1',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [TIME_ENTRY_BODY], page: 2, per_page: 1, total: 3 });
    expect(calls[0]!.message).toEqual({
      from: '2026-11-01T00:00:00Z',
      to: '2026-12-01T00:00:00Z',
      user_id: 8,
      project_id: 4,
      client_id: 2,
      task_id: 12,
      billable: true,
      running: false,
      page: 2,
      per_page: 1,
      tag_ids: [],
    });
  });

  it('takes blank id filters as not given', async () => {
    const calls = tracking().answer('ListTimeEntries', { time_entries: [], page_info: null });
    const response = await get('/api/v3/time-entry/list', { user_id: '', project_id: '' });
    expect(response.body).toEqual({ data: [], page: 0, per_page: 0, total: 0 });
    expect(calls[0]!.message).toEqual({ tag_ids: [] });
  });

  it('is not taken for an entry id', async () => {
    const gets = tracking().answer('GetTimeEntry', TIME_ENTRY);
    tracking().answer('ListTimeEntries', { time_entries: [], page_info: null });
    expect((await get('/api/v3/time-entry/list')).status).toBe(200);
    expect(gets).toHaveLength(0);
  });
});

describe('GET /api/v3/time-entry/:id', () => {
  it('answers the entry, the id from the path', async () => {
    const calls = tracking().answer('GetTimeEntry', {
      ...TIME_ENTRY,
      locked: true,
      locked_reason: 'approved',
    });
    const response = await get('/api/v3/time-entry/31');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...TIME_ENTRY_BODY, locked: true, locked_reason: 'approved' });
    expect(calls[0]!.message).toEqual({ time_entry_id: 31 });
  });

  it("answers 404 shape A with the service's message for an entry of no one's team", async () => {
    tracking().refuse('GetTimeEntry', notFound('TIME_ENTRY_NOT_FOUND', 'Time entry not found'));
    const response = await get('/api/v3/time-entry/31');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 404, message: 'Time entry not found' });
  });

  it('answers Invalid request parameters for an id that is not an integer', async () => {
    const response = await get('/api/v3/time-entry/1.5');
    expect(response.body).toEqual(INVALID_REQUEST);
  });
});

describe('POST /api/v3/time-entry/:id/update and delete', () => {
  it('update passes the path id over a body one, and the changed fields', async () => {
    const calls = tracking().answer('UpdateTimeEntry', { ...TIME_ENTRY, description: 'Call' });
    const response = await post('/api/v3/time-entry/31/update', {
      time_entry_id: 99,
      description: 'Call',
      end: '2026-11-23T11:00:00Z',
      task_id: 0,
    });
    expect(response.status).toBe(200);
    expect(response.body.description).toBe('Call');
    expect(calls[0]!.message).toEqual({
      time_entry_id: 31,
      description: 'Call',
      end: '2026-11-23T11:00:00Z',
      task_id: 0,
      tag_ids: [],
      replace_tag_ids: false,
    });
  });

  it.each([
    ['update', '/api/v3/time-entry/31/update', 'UpdateTimeEntry' as const],
    ['delete', '/api/v3/time-entry/31/delete', 'DeleteTimeEntry' as const],
  ])(
    '%s answers 409 shape A "This time entry is locked" for a locked entry',
    async (_name, path, rpc) => {
      tracking().refuse(rpc, failedPrecondition('TIME_ENTRY_LOCKED', 'locked: approved'));
      const response = await post(path, { description: 'x' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: 409, message: 'This time entry is locked' });
    },
  );

  it("update answers 409 shape A with the service's message when moved into an approved week", async () => {
    tracking().refuse(
      'UpdateTimeEntry',
      failedPrecondition('WEEK_APPROVED', 'The timesheet of 2026-W47 is approved'),
    );
    const response = await post('/api/v3/time-entry/31/update', { start: '2026-11-17T09:00:00Z' });
    expect(response.body).toEqual({ error: 409, message: 'The timesheet of 2026-W47 is approved' });
  });

  it('delete answers the confirmation', async () => {
    const calls = tracking().answer('DeleteTimeEntry', { success: 'Time entry deleted' });
    const response = await post('/api/v3/time-entry/31/delete');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: 'Time entry deleted' });
    expect(calls[0]!.message).toEqual({ time_entry_id: 31 });
  });
});

describe('timesheets', () => {
  it('GET /api/v3/timesheet answers the week of the member named', async () => {
    const calls = tracking().answer('GetTimesheet', TIMESHEET);
    const response = await get('/api/v3/timesheet', { user_id: '7', week: '2026-W48' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(TIMESHEET_BODY);
    expect(calls[0]!.message).toEqual({ user_id: 7, week: '2026-W48' });
  });

  it('submit passes the week', async () => {
    const calls = tracking().answer('SubmitTimesheet', { ...TIMESHEET, status: 'submitted' });
    const response = await post('/api/v3/timesheet/submit', { week: '2026-W48' });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('submitted');
    expect(calls[0]!.message).toEqual({ week: '2026-W48' });
  });

  it("submit answers 409 shape A with the service's message when the status forbids it", async () => {
    tracking().refuse(
      'SubmitTimesheet',
      failedPrecondition('TIMESHEET_STATUS_CONFLICT', 'This timesheet is already approved'),
    );
    const response = await post('/api/v3/timesheet/submit', { week: '2026-W48' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 409, message: 'This timesheet is already approved' });
  });

  it('approve passes the member and the week and answers the approved timesheet', async () => {
    const reviewed = {
      ...TIMESHEET,
      status: 'approved',
      reviewed_at: '2026-11-30T08:00:00.000Z',
      reviewed_by: 7,
    };
    const calls = tracking().answer('ApproveTimesheet', reviewed);
    const response = await post('/api/v3/timesheet/approve', { user_id: 8, week: '2026-W48' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'approved', reviewed_by: 7, comment: null });
    expect(calls[0]!.message).toEqual({ user_id: 8, week: '2026-W48' });
  });

  it("approve answers 409 shape A with the service's message while the member's timer runs in the week", async () => {
    tracking().refuse(
      'ApproveTimesheet',
      failedPrecondition('TIMER_RUNNING_IN_WEEK', "The member's timer is running in this week"),
    );
    const response = await post('/api/v3/timesheet/approve', { user_id: 8, week: '2026-W48' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error: 409,
      message: "The member's timer is running in this week",
    });
  });

  it('approve answers 403 shape A for a member', async () => {
    tracking().refuse('ApproveTimesheet', permissionDenied('PERMISSION_DENIED', 'Not allowed'));
    const response = await post('/api/v3/timesheet/approve', { user_id: 8, week: '2026-W48' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 403, message: 'Not allowed' });
  });

  it('reject passes the member, the week and the comment', async () => {
    const calls = tracking().answer('RejectTimesheet', {
      ...TIMESHEET,
      status: 'rejected',
      comment: 'Tuesday is missing',
    });
    const response = await post('/api/v3/timesheet/reject', {
      user_id: 8,
      week: '2026-W48',
      comment: 'Tuesday is missing',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'rejected', comment: 'Tuesday is missing' });
    expect(calls[0]!.message).toEqual({
      user_id: 8,
      week: '2026-W48',
      comment: 'Tuesday is missing',
    });
  });
});

/** 100 an hour billed in `currency`, 40 paid in USD (the team's): one row, or two. */
const moneyOf = (seconds: number, currency: string) =>
  currency === 'USD'
    ? [{ currency, billable_amount: (seconds / 3600) * 100, cost_amount: (seconds / 3600) * 40 }]
    : [
        { currency, billable_amount: (seconds / 3600) * 100, cost_amount: 0 },
        { currency: 'USD', billable_amount: 0, cost_amount: (seconds / 3600) * 40 },
      ];

const group = (
  key: string,
  name: string,
  seconds: number,
  sub_groups: object[] = [],
  currency = 'USD',
) => ({
  key,
  name,
  seconds,
  billable_seconds: seconds,
  amounts: moneyOf(seconds, currency),
  sub_groups,
  expenses: [], // include=expenses only
});

const SUMMARY = {
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-12-01T00:00:00.000Z',
  timezone: 'America/New_York',
  group_by: 'project',
  sub_group: 'day',
  groups: [
    group('4', 'Website, "new"', 5400, [
      group('2026-11-23', '2026-11-23', 3600),
      group('2026-11-24', '2026-11-24', 1800),
    ]),
    group('5', '=HYPERLINK("http://evil.example","x")', 900, [], 'EUR'),
    group('6', 'Tokyo app', 3600, [], 'JPY'),
  ],
  totals: [
    { currency: 'EUR', billable_amount: 25, cost_amount: 0 },
    { currency: 'JPY', billable_amount: 100, cost_amount: 0 },
    { currency: 'USD', billable_amount: 150, cost_amount: 100 },
  ],
  seconds: 9900,
  billable_seconds: 9900,
  expense_totals: [],
};

describe('GET /api/v3/report/summary', () => {
  const query = {
    from: '2026-11-01',
    to: '2026-12-01',
    timezone: 'America/New_York',
    group_by: 'project',
    sub_group: 'day',
    billable: 'true',
    user_id: '',
  };

  it('answers the groups as JSON and passes the filters (blank ids not given)', async () => {
    const calls = tracking().answer('SummaryReport', SUMMARY);
    const response = await get('/api/v3/report/summary', query);
    expect(response.status).toBe(200);
    expect(response.type).toBe('application/json');
    expect(response.body).toEqual({ ...SUMMARY, groups_overlap: false });
    expect(calls[0]!.message).toEqual({
      from: '2026-11-01',
      to: '2026-12-01',
      timezone: 'America/New_York',
      group_by: 'project',
      sub_group: 'day',
      billable: true,
      tag_ids: [],
    });
  });

  it('answers JSON for format=json too, and never passes format to the service', async () => {
    const calls = tracking().answer('SummaryReport', SUMMARY);
    const response = await get('/api/v3/report/summary', { ...query, format: 'json' });
    expect(response.body).toEqual({ ...SUMMARY, groups_overlap: false });
    expect(calls[0]!.message).not.toHaveProperty('format');
  });

  describe('as CSV', () => {
    let response: request.Response;
    let calls: { message: object }[];
    beforeEach(async () => {
      calls = tracking().answer('SummaryReport', SUMMARY);
      response = await get('/api/v3/report/summary', { ...query, format: 'csv' });
    });

    it('answers 200 text/csv; charset=utf-8 as a download', () => {
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="summary-report.csv"',
      );
      expect(calls[0]!.message).not.toHaveProperty('format');
    });

    it('writes a header row, a row per group and currency and per sub-group and currency after it, CRLF-ended', () => {
      expect(readCsv(response.text)).toEqual([
        SUMMARY_CSV_COLUMNS,
        ['4', 'Website, "new"', '', '', '5400', '1.50', '5400', 'USD', '150.00', '60.00'],
        [
          '4',
          'Website, "new"',
          '2026-11-23',
          '2026-11-23',
          '3600',
          '1.00',
          '3600',
          'USD',
          '100.00',
          '40.00',
        ],
        [
          '4',
          'Website, "new"',
          '2026-11-24',
          '2026-11-24',
          '1800',
          '0.50',
          '1800',
          'USD',
          '50.00',
          '20.00',
        ],
        // Never one sum: a row per currency, each with the group's time.
        [
          '5',
          '\'=HYPERLINK("http://evil.example","x")',
          '',
          '',
          '900',
          '0.25',
          '900',
          'EUR',
          '25.00',
          '0.00',
        ],
        [
          '5',
          '\'=HYPERLINK("http://evil.example","x")',
          '',
          '',
          '900',
          '0.25',
          '900',
          'USD',
          '0.00',
          '10.00',
        ],
        // Yen have no decimals.
        ['6', 'Tokyo app', '', '', '3600', '1.00', '3600', 'JPY', '100', '0'],
        ['6', 'Tokyo app', '', '', '3600', '1.00', '3600', 'USD', '0.00', '40.00'],
      ]);
      expect(SUMMARY_CSV_COLUMNS).toEqual([
        'group_key',
        'group_name',
        'sub_group_key',
        'sub_group_name',
        'seconds',
        'hours',
        'billable_seconds',
        'currency',
        'billable_amount',
        'cost_amount',
      ]);
    });

    it('quotes a field holding a comma or quotes, doubling the quotes', () => {
      expect(response.text).toContain('\r\n4,"Website, ""new""",,,5400,');
      expect(response.text).toContain('\r\n5,"\'=HYPERLINK(""http://evil.example"",""x"")",,,');
    });
  });

  it.each([['xml'], [''], ['CSV']])(
    'answers 400 shape A for format=%j, without calling the service',
    async (format) => {
      const calls = tracking().answer('SummaryReport', SUMMARY);
      const response = await get('/api/v3/report/summary', { format });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 400, message: 'The format must be json or csv.' });
      expect(calls).toHaveLength(0);
    },
  );

  it('answers 400 shape A for a repeated format', async () => {
    const calls = tracking().answer('SummaryReport', SUMMARY);
    const response = await get('/api/v3/report/summary', { format: ['csv', 'csv'] });
    expect(response.body).toEqual({ error: 400, message: 'The format must be json or csv.' });
    expect(calls).toHaveLength(0);
  });

  it('answers a failure as JSON in shape A even when CSV was asked', async () => {
    tracking().refuse('SummaryReport', invalidArgument('VALIDATION_FAILED', 'Invalid timezone'));
    const response = await get('/api/v3/report/summary', { format: 'csv', timezone: 'Mars/Base' });
    expect(response.status).toBe(400);
    expect(response.type).toBe('application/json');
    expect(response.body).toEqual({ error: 400, message: 'Invalid timezone' });
  });
});

describe('GET /api/v3/report/detailed', () => {
  const DETAILED = {
    from: '2026-11-01T00:00:00.000Z',
    to: '2026-12-01T00:00:00.000Z',
    timezone: 'UTC',
    time_entries: [
      {
        ...TIME_ENTRY,
        task_id: 12,
        task_name: 'Budget',
        description: '-1 day\nthen "more", later',
      },
      RUNNING_ENTRY,
    ],
    totals: AMOUNTS,
    seconds: 5520,
    billable_seconds: 5520,
    page_info: { page: 3, per_page: 2, total: 9 },
  };

  it('answers the page as JSON with the page info and passes paging and filters', async () => {
    const calls = tracking().answer('DetailedReport', DETAILED);
    const response = await get('/api/v3/report/detailed', {
      from: '2026-11-01',
      project_id: '4',
      page: '3',
      per_page: '2',
    });
    expect(response.status).toBe(200);
    expect(response.body.page_info).toEqual({ page: 3, per_page: 2, total: 9 });
    expect(response.body.time_entries[1]).toMatchObject({ id: 32, end: null });
    expect(response.body).toMatchObject({ totals: AMOUNTS, seconds: 5520, billable_seconds: 5520 });
    expect(calls[0]!.message).toEqual({
      from: '2026-11-01',
      project_id: 4,
      page: 3,
      per_page: 2,
      tag_ids: [],
    });
  });

  it('as CSV: a header of the entry fields and one row per entry of the page', async () => {
    const calls = tracking().answer('DetailedReport', DETAILED);
    const response = await get('/api/v3/report/detailed', {
      format: 'csv',
      page: '3',
      per_page: '2',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(calls[0]!.message).toEqual({ page: 3, per_page: 2, tag_ids: [] });
    const [header, ...rows] = readCsv(response.text);
    expect(header).toEqual(DETAILED_CSV_COLUMNS);
    expect(rows).toHaveLength(2);
    const first = Object.fromEntries(header!.map((column, i) => [column, rows[0]![i]]));
    expect(first).toEqual({
      id: '31',
      user_id: '7',
      project_id: '4',
      client_id: '2',
      task_id: '12',
      description: '\'-1 day\nthen "more", later',
      start: '2026-11-23T09:00:00.000Z',
      end: '2026-11-23T10:30:00.000Z',
      duration: '5400',
      hours: '1.50',
      billable: 'true',
      timezone: 'Europe/Berlin',
      bill_rate: '100.00',
      pay_rate: '40.00',
      billable_amount: '150.00',
      cost_amount: '60.00',
      source: 'manual',
      locked: 'false',
      locked_reason: '',
      invoice_id: '',
      created_at: '2026-11-23T10:31:00.000Z',
      updated_at: '2026-11-23T10:31:00.000Z',
      pay_type: 'hourly',
      project_name: 'Website',
      task_name: 'Budget',
      client_name: 'Acme',
      limit_overridden: 'false',
      currency: 'USD',
      cost_currency: 'USD',
      rate_missing: 'false',
      tag_ids: '',
      tags: '',
    });
    const running = Object.fromEntries(header!.map((column, i) => [column, rows[1]![i]]));
    expect(running).toMatchObject({ id: '32', end: '', task_id: '', hours: '0.03' });
  });

  it('as CSV: rates and amounts with the places of their currency (JPY none, KWD three)', async () => {
    tracking().answer('DetailedReport', {
      ...DETAILED,
      time_entries: [
        {
          ...TIME_ENTRY,
          bill_rate: 1235,
          billable_amount: 1853,
          currency: 'JPY',
          pay_rate: 12.345,
          cost_amount: 18.518,
          cost_currency: 'KWD',
        },
      ],
    });
    const response = await get('/api/v3/report/detailed', { format: 'csv' });
    const [header, row] = readCsv(response.text);
    expect(Object.fromEntries(header!.map((column, i) => [column, row![i]]))).toMatchObject({
      bill_rate: '1235',
      billable_amount: '1853',
      currency: 'JPY',
      pay_rate: '12.345',
      cost_amount: '18.518',
      cost_currency: 'KWD',
    });
  });
});

describe('weekly limits and budgets (issue 19)', () => {
  it('answers 409 shape A "Weekly limit of N hours reached" from time-entry/create and timer/start', async () => {
    const refusal = failedPrecondition(
      'WEEKLY_LIMIT_REACHED',
      'Weekly limit of 37.5 hours reached',
    );
    tracking().refuse('CreateTimeEntry', refusal);
    tracking().refuse('StartTimer', refusal);

    const created = await post('/api/v3/time-entry/create', TIME_ENTRY_BODY);
    const started = await post('/api/v3/timer/start', { project_id: 4 });

    for (const response of [created, started]) {
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: 409, message: 'Weekly limit of 37.5 hours reached' });
    }
  });

  it('passes override_limit to the service', async () => {
    const calls = tracking().answer('CreateTimeEntry', TIME_ENTRY);
    await post('/api/v3/time-entry/create', { ...TIME_ENTRY_BODY, override_limit: true });
    expect(calls[0]!.message).toMatchObject({ override_limit: true });
  });

  it('GET client/:id/budget answers the settings and their use, the id from the path', async () => {
    const budget = {
      client_id: 9,
      budgetType: 'hours_cost',
      rate: 'bill',
      cost: 0,
      hours: 10,
      notifyAt: 80,
      reset: 'monthly',
      include_non_billable_time: true,
      used_hours: 8.5,
      used_cost: 1020,
      used_time_cost: 1020,
      used_expense_cost: 0,
      used_percent: 85,
      period_from: '2026-11-01T04:00:00.000Z',
      period_to: '2026-12-01T05:00:00.000Z',
      timezone: 'America/New_York',
      currency: 'USD',
    };
    const calls = tracking().answer('GetClientBudget', budget);

    const response = await get('/api/v3/client/9/budget');

    expect(response.status).toBe(200);
    expect(calls[0]!.message).toEqual({ client_id: 9 });
    expect(response.body).toEqual({ ...budget, startDate: null });
  });

  it('GET client/:id/budget answers used_percent null without a limit', async () => {
    tracking().answer('GetClientBudget', {
      client_id: 9,
      budgetType: 'total_cost',
      rate: 'bill',
      cost: 0,
      hours: 0,
      notifyAt: 80,
      reset: 'never',
      include_non_billable_time: true,
      used_hours: 1,
      used_cost: 120,
      timezone: 'UTC',
    });

    const response = await get('/api/v3/client/9/budget');

    expect(response.body).toMatchObject({ used_percent: null, period_from: null, period_to: null });
  });
});
