// The late-fee team settings (issue 35) through the team settings routes: passed to teams
// as given (numbers from JSON numbers or texts), answered in the TeamSettings record, and
// teams' refusal answered 400 with its message.
import { invalidArgument } from '@workmesh/platform';
import request from 'supertest';
import { bearer, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';
import { TEAM_SETTINGS, TEAM_SETTINGS_BODY } from './team-fixtures';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const post = (path: string, body: object) =>
  request(gateway.app).post(path).set('Authorization', bearer()).send(body);

describe('late-fee team settings', () => {
  it('GET /api/v3/team/settings answers them', async () => {
    gateway.teams.answer('GetTeamSettings', TEAM_SETTINGS);
    const response = await request(gateway.app)
      .get('/api/v3/team/settings')
      .set('Authorization', bearer());
    expect(response.status).toBe(200);
    expect(response.body).toEqual(TEAM_SETTINGS_BODY);
    expect(response.body).toMatchObject({
      late_fee_type: 'percent',
      late_fee_value: 1.5,
      late_fee_after_days: 10,
      late_fee_repeat: 'monthly',
      late_fee_max_times: 3,
    });
  });

  it('POST /api/v3/team/settings/update passes them as given, numbers from texts', async () => {
    const calls = gateway.teams.answer('UpdateTeamSettings', TEAM_SETTINGS);
    const response = await post('/api/v3/team/settings/update', {
      late_fee_type: 'fixed',
      late_fee_value: '12.50',
      late_fee_after_days: 5,
      late_fee_repeat: 'monthly',
      late_fee_max_times: '4',
    });
    expect(calls[0]!.message).toEqual({
      late_fee_type: 'fixed',
      late_fee_value: 12.5,
      late_fee_after_days: 5,
      late_fee_repeat: 'monthly',
      late_fee_max_times: 4,
      // Not given: the team's working days stay as they are.
      working_days: [],
      replace_working_days: false,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(TEAM_SETTINGS_BODY);
  });

  it("POST /api/v3/team/settings/update answers 400 with teams' message for a percent over 100", async () => {
    const message =
      'The late_fee_value must be a percent between 0 and 100 with at most 2 decimal places.';
    gateway.teams.refuse(
      'UpdateTeamSettings',
      invalidArgument('INVALID_SETTINGS', message, { late_fee_value: [message] }),
    );
    const response = await post('/api/v3/team/settings/update', { late_fee_value: 150 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message });
  });

  it('POST /api/v3/team/settings/update answers 400 for a late_fee_after_days that is no number', async () => {
    const calls = gateway.teams.answer('UpdateTeamSettings', TEAM_SETTINGS);
    const response = await post('/api/v3/team/settings/update', { late_fee_after_days: 'soon' });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/late_fee_after_days/);
    expect(calls).toHaveLength(0);
  });
});
