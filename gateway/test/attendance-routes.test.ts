// GET /api/v3/report/attendance through a real gRPC stub of the tracking service: what the
// query becomes, the JSON answer (unset names and instants null), the CSV form (a row per
// member and day, hours with two decimals, negative hours as numbers) read back strictly,
// and the refusals (a member asking for another: 403; scheduling down: 503).
import { invalidArgument, permissionDenied, unavailable } from '@workmesh/platform';
import request from 'supertest';
import { ATTENDANCE_CSV_COLUMNS } from '../src/report-attendance-csv';
import { bearer, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';
import { readCsv } from './rfc4180-reader';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const tracking = () => gateway.trackingService;
const get = (query: Record<string, string> = {}) =>
  request(gateway.app).get('/api/v3/report/attendance').set('Authorization', bearer()).query(query);

const DAY = {
  date: '2026-03-09',
  scheduled_seconds: 28800,
  tracked_seconds: 27000,
  time_off_seconds: 0,
  expected_seconds: 28800,
  difference_seconds: -1800,
  balance_seconds: -1800,
  shift_start: '2026-03-09T13:00:00.000Z',
  first_start: '2026-03-09T13:12:00.000Z',
  late_minutes: 12,
  late: true,
};
const HOLIDAY = {
  date: '2026-03-10',
  scheduled_seconds: 28800,
  tracked_seconds: 0,
  time_off_seconds: 0,
  holiday: '=Founders, "Day"',
  expected_seconds: 0,
  difference_seconds: 0,
  balance_seconds: -1800,
  shift_start: '2026-03-10T13:00:00.000Z',
  late_minutes: 0,
  late: false,
};
const TIME_OFF = {
  date: '2026-03-09',
  scheduled_seconds: 0,
  tracked_seconds: 3600,
  time_off_seconds: 14400,
  time_off_policy: 'Vacation',
  expected_seconds: 0,
  difference_seconds: 18000,
  balance_seconds: 18000,
  first_start: '2026-03-09T04:00:00.000Z',
  late_minutes: 0,
  late: false,
};
const REPORT = {
  from: '2026-03-09',
  to: '2026-03-10',
  late_threshold_minutes: 5,
  members: [
    {
      user_id: 7,
      name: 'Ana Ruiz',
      timezone: 'America/New_York',
      days: [DAY, HOLIDAY],
      scheduled_seconds: 57600,
      expected_seconds: 28800,
      tracked_seconds: 27000,
      time_off_seconds: 0,
      difference_seconds: -1800,
      late_days: 1,
    },
    {
      user_id: 8,
      name: 'Ravi Rao',
      timezone: 'Asia/Kolkata',
      days: [TIME_OFF],
      scheduled_seconds: 0,
      expected_seconds: 0,
      tracked_seconds: 3600,
      time_off_seconds: 14400,
      difference_seconds: 18000,
      late_days: 0,
    },
  ],
};

describe('GET /api/v3/report/attendance', () => {
  it('passes the query as the request and answers the report, unset fields null', async () => {
    const calls = tracking().answer('AttendanceReport', REPORT);
    const response = await get({
      from: '2026-03-09',
      to: '2026-03-10',
      group_id: '12',
      timezone: 'Europe/Berlin',
    });
    expect(response.status).toBe(200);
    expect(calls[0]!.message).toEqual({
      from: '2026-03-09',
      to: '2026-03-10',
      group_id: 12,
      timezone: 'Europe/Berlin',
    });
    expect(response.body.members[0].days[0]).toEqual({
      ...DAY,
      time_off_policy: null,
      holiday: null,
    });
    expect(response.body.members[0].days[1]).toMatchObject({
      first_start: null,
      holiday: '=Founders, "Day"',
    });
    expect(response.body).toMatchObject({ from: '2026-03-09', late_threshold_minutes: 5 });
  });

  it('takes a blank user_id or group_id as not given', async () => {
    const calls = tracking().answer('AttendanceReport', REPORT);
    await get({ from: '2026-03-09', to: '2026-03-10', user_id: '', group_id: '' });
    expect(calls[0]!.message).toEqual({ from: '2026-03-09', to: '2026-03-10' });
  });

  describe('as CSV', () => {
    let response: request.Response;
    beforeEach(async () => {
      tracking().answer('AttendanceReport', REPORT);
      response = await get({ from: '2026-03-09', to: '2026-03-10', format: 'csv' });
    });

    it('answers 200 text/csv; charset=utf-8 as a download', () => {
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="attendance-report.csv"',
      );
    });

    it('writes a row per member and day, hours with two decimals, text guarded against formulas', () => {
      expect(readCsv(response.text)).toEqual([
        ATTENDANCE_CSV_COLUMNS,
        [
          '7',
          'Ana Ruiz',
          'America/New_York',
          '2026-03-09',
          '8.00',
          '8.00',
          '7.50',
          '0.00',
          '',
          '',
          '-0.50',
          '-0.50',
          '2026-03-09T13:00:00.000Z',
          '2026-03-09T13:12:00.000Z',
          '12',
        ],
        [
          '7',
          'Ana Ruiz',
          'America/New_York',
          '2026-03-10',
          '8.00',
          '0.00',
          '0.00',
          '0.00',
          '',
          '\'=Founders, "Day"',
          '0.00',
          '-0.50',
          '2026-03-10T13:00:00.000Z',
          '',
          '0',
        ],
        [
          '8',
          'Ravi Rao',
          'Asia/Kolkata',
          '2026-03-09',
          '0.00',
          '0.00',
          '1.00',
          '4.00',
          'Vacation',
          '',
          '5.00',
          '5.00',
          '',
          '2026-03-09T04:00:00.000Z',
          '0',
        ],
      ]);
    });
  });

  it("answers 403 when a member asks for another member's attendance", async () => {
    tracking().refuse('AttendanceReport', permissionDenied('PERMISSION_DENIED', 'denied'));
    const response = await get({ from: '2026-03-09', to: '2026-03-10', user_id: '9' });
    expect(response.status).toBe(403);
  });

  it("answers 400 with the service's message for a bad range, as JSON even when CSV was asked", async () => {
    tracking().refuse(
      'AttendanceReport',
      invalidArgument('INVALID_PARAMETERS', 'The to must be on or after the from.', {
        to: ['The to must be on or after the from.'],
      }),
    );
    const response = await get({ from: '2026-03-10', to: '2026-03-09', format: 'csv' });
    expect(response.status).toBe(400);
    expect(response.type).toBe('application/json');
    expect(response.body).toMatchObject({ message: 'The to must be on or after the from.' });
  });

  it('answers 503 when the scheduling service does not answer the tracking service', async () => {
    tracking().refuse(
      'AttendanceReport',
      unavailable(
        'SCHEDULING_UNAVAILABLE',
        'The scheduling service is unavailable; please try again.',
      ),
    );
    const response = await get({ from: '2026-03-09', to: '2026-03-10' });
    expect(response.status).toBe(503);
  });

  it('answers 400 for a user_id that is not a number, without calling the service', async () => {
    const calls = tracking().answer('AttendanceReport', REPORT);
    const response = await get({ from: '2026-03-09', to: '2026-03-10', user_id: 'seven' });
    expect(response.status).toBe(400);
    expect(calls).toHaveLength(0);
  });
});
