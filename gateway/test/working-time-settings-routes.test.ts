// The working-time team settings (time off and attendance) through the team settings
// routes: working_days given (even empty) is flagged to replace the team's, left out it is
// not; hours_per_day and late_start_threshold_minutes pass as numbers; a value of the wrong
// type is 400 before any call, teams' refusal 400 with its message.
import { invalidArgument, Reason } from '@workmesh/platform';
import request from 'supertest';
import { bearer, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';
import { TEAM_SETTINGS, TEAM_SETTINGS_BODY } from './team-fixtures';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const update = (body: object) =>
  request(gateway.app)
    .post('/api/v3/team/settings/update')
    .set('Authorization', bearer())
    .send(body);

describe('working-time team settings', () => {
  it('GET /api/v3/team/settings answers them', async () => {
    gateway.teams.answer('GetTeamSettings', TEAM_SETTINGS);

    const response = await request(gateway.app)
      .get('/api/v3/team/settings')
      .set('Authorization', bearer());

    expect(response.status).toBe(200);
    expect(response.body).toEqual(TEAM_SETTINGS_BODY);
    expect(response.body).toMatchObject({
      working_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      hours_per_day: 8,
      late_start_threshold_minutes: 5,
    });
  });

  it('working_days given: passed with the flag that replaces the stored days; numbers from texts', async () => {
    const calls = gateway.teams.answer('UpdateTeamSettings', TEAM_SETTINGS);

    const response = await update({
      working_days: ['sun', 'mon', 'tue', 'wed', 'thu'],
      hours_per_day: '7.5',
      late_start_threshold_minutes: 10,
    });

    expect(response.status).toBe(200);
    expect(calls[0]!.message).toEqual({
      working_days: ['sun', 'mon', 'tue', 'wed', 'thu'],
      replace_working_days: true,
      hours_per_day: 7.5,
      late_start_threshold_minutes: 10,
    });
  });

  it('an empty working_days is given (the default again); a flag sent by the client is not believed', async () => {
    const calls = gateway.teams.answer('UpdateTeamSettings', TEAM_SETTINGS);

    await update({ working_days: [] });
    await update({ replace_working_days: true, hours_per_day: 6 });

    expect(calls[0]!.message).toEqual({ working_days: [], replace_working_days: true });
    expect(calls[1]!.message).toEqual({
      working_days: [],
      replace_working_days: false,
      hours_per_day: 6,
    });
  });

  it.each([
    ['working_days', { working_days: 'mon,tue' }],
    ['hours_per_day', { hours_per_day: 'eight' }],
    ['late_start_threshold_minutes', { late_start_threshold_minutes: 2.5 }],
  ])(
    '400 shape A naming %s for a value of the wrong type, before any call',
    async (field, body) => {
      const calls = gateway.teams.answer('UpdateTeamSettings', TEAM_SETTINGS);

      const response = await update(body);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 400, message: expect.stringContaining(field) });
      expect(calls).toHaveLength(0);
    },
  );

  it("answers 400 with teams' message for a day that is none", async () => {
    const message = 'The working_days must be distinct days of: sun, mon, tue, wed, thu, fri, sat.';
    gateway.teams.refuse(
      'UpdateTeamSettings',
      invalidArgument(Reason.INVALID_SETTINGS, message, { working_days: [message] }),
    );

    const response = await update({ working_days: ['monday'] });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message });
  });
});
