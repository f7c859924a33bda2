// The rates routes in front of the shared tracking stub of libs/testing (StubTracking's
// GetRates and UpdateRates, which other parts' tests use): a change through the gateway is
// kept per team and level, a dry run is answered and not kept, and GetRates then answers it.
import { createLogger } from '@workmesh/platform';
import { StubTracking } from '@workmesh/testing';
import request from 'supertest';
import { bearer, CALLER, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

const tracking = new StubTracking();
let gateway: GatewayUnderTest;
beforeAll(async () => {
  await tracking.start(createLogger('rates-stub-test', 'silent'));
  gateway = await startGatewayUnderTest({ TRACKING_GRPC_ADDRESS: tracking.address });
});
afterAll(async () => {
  await gateway.close();
  await tracking.stop();
});

const post = (path: string, body: object) =>
  request(gateway.app).post(path).set('Authorization', bearer()).send(body);
const get = (path: string) => request(gateway.app).get(path).set('Authorization', bearer());

describe('rates against StubTracking', () => {
  it('answers a level without rates: nulls, an empty history, rate_missing', async () => {
    const response = await get('/api/v3/project/4/members/8/rates');

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      level: 'project_member',
      project_id: 4,
      user_id: 8,
      client_id: null,
      bill_rate: null,
      pay_rate: null,
      history: [],
      applied: { rate_missing: true, bill_rate: null },
    });
  });

  it('keeps a change per level, not a dry run, and GetRates answers it', async () => {
    const dry = await post('/api/v3/client/9/rates/update', {
      bill_rate: 80,
      effective_from: '2026-12-01',
      apply_from: '2026-12-01',
      dry_run: true,
    });
    const kept = await post('/api/v3/client/9/rates/update', {
      bill_rate: 95.5,
      effective_from: '2026-12-01',
    });
    const read = await get('/api/v3/client/9/rates');
    const otherClient = await get('/api/v3/client/10/rates');

    expect(dry.body).toMatchObject({
      dry_run: true,
      rates: { bill_rate: 80 },
      repricing: { apply_from: '2026-12-01', entries: 0, changes: [] },
    });
    expect(kept.body).toMatchObject({ dry_run: false, repricing: null });
    expect(read.body).toMatchObject({
      level: 'client',
      client_id: 9,
      bill_rate: 95.5,
      bill_rate_effective_from: '2026-12-01',
      history: [{ bill_rate: 95.5, pay_rate: null, created_by: CALLER.userId }],
    });
    expect(otherClient.body.history).toEqual([]);
    expect(
      tracking.ratesCalls.map((call) => [call.method, call.request.level, call.teamId]),
    ).toEqual([
      ['GetRates', 'project_member', CALLER.teamId],
      ['UpdateRates', 'client', CALLER.teamId],
      ['UpdateRates', 'client', CALLER.teamId],
      ['GetRates', 'client', CALLER.teamId],
      ['GetRates', 'client', CALLER.teamId],
    ]);
  });

  it("passes the stub's refusal of an update without effective_from through as 400", async () => {
    const response = await post('/api/v3/team/rates/update', { bill_rate: 50 });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'The effective_from field is required.' });
  });
});
