// The rates routes (issue 34) through a real gRPC stub of tracking: each of the ten routes
// becomes the right RatesRef or UpdateRatesRequest (the level the route's, the ids the
// path's, nothing a body says of them), bodies are converted strictly, tracking's refusals
// are passed through in shape A, and the answers are the Rates record and
// {rates, repricing, dry_run}.
import { invalidArgument, notFound, permissionDenied } from '@workmesh/platform';
import request from 'supertest';
import { bearer, CALLER, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

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
const get = (path: string, query: Record<string, string> = {}) =>
  request(gateway.app).get(path).set('Authorization', bearer()).query(query);

/** A client's rates as tracking answers them: one change, nothing at the pay levels. */
const RATES = {
  level: 'client',
  client_id: 9,
  currency: 'EUR',
  pay_currency: 'USD',
  bill_rate: 120.5,
  bill_rate_effective_from: '2026-11-01',
  history: [
    {
      id: 3,
      bill_rate: 120.5,
      effective_from: '2026-11-01',
      created_at: '2026-10-30T09:00:00.000Z',
      created_by: 7,
    },
  ],
  applied: { bill_rate: 120.5, bill_level: 'client', rate_missing: false },
  today: '2026-11-29',
};

/** The same record as the API shows it: every unset optional field null. */
const RATES_BODY = {
  ...RATES,
  user_id: null,
  project_id: null,
  pay_rate: null,
  pay_rate_effective_from: null,
  history: [{ ...RATES.history[0], pay_rate: null }],
  applied: { ...RATES.applied, pay_rate: null, pay_level: null },
};

/** The ten routes: the path, the level, and the ids it carries. */
const LEVELS = [
  ['/api/v3/team', { level: 'team' }],
  ['/api/v3/team/members/8', { level: 'member', user_id: 8 }],
  ['/api/v3/client/9', { level: 'client', client_id: 9 }],
  ['/api/v3/project/4', { level: 'project', project_id: 4 }],
  ['/api/v3/project/4/members/8', { level: 'project_member', project_id: 4, user_id: 8 }],
] as const;

describe('GET …/rates', () => {
  it.each(LEVELS)('%s/rates asks GetRates for %j as the caller', async (base, ref) => {
    const calls = tracking().answer('GetRates', RATES);

    const response = await get(`${base}/rates`);

    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.message).toEqual(ref);
    expect(calls[0]!.context.caller).toMatchObject({
      userId: CALLER.userId,
      teamId: CALLER.teamId,
    });
  });

  it('answers the Rates record itself, absent optional rates as null', async () => {
    tracking().answer('GetRates', RATES);

    const response = await get('/api/v3/client/9/rates');

    expect(response.body).toEqual(RATES_BODY);
  });

  it('answers a member level with pay rates and an empty history', async () => {
    tracking().answer('GetRates', {
      level: 'member',
      user_id: 8,
      currency: 'JPY',
      pay_currency: 'JPY',
      bill_rate: 12000,
      bill_rate_effective_from: '2026-01-05',
      pay_rate: 5000,
      pay_rate_effective_from: '2026-01-05',
      history: [],
      applied: {
        bill_rate: 12000,
        bill_level: 'member',
        pay_rate: 5000,
        pay_level: 'member',
        rate_missing: false,
      },
      today: '2026-11-29',
    });

    const response = await get('/api/v3/team/members/8/rates');

    expect(response.body).toMatchObject({
      level: 'member',
      user_id: 8,
      client_id: null,
      bill_rate: 12000,
      pay_rate: 5000,
      history: [],
      applied: { bill_level: 'member', pay_level: 'member' },
    });
  });

  it.each([
    ['/api/v3/client/abc/rates'],
    ['/api/v3/project/1.5/rates'],
    ['/api/v3/team/members/x/rates'],
    ['/api/v3/project/4/members/eight/rates'],
  ])('refuses %s (an id that is not an integer) without calling tracking', async (path) => {
    const calls = tracking().answer('GetRates', RATES);

    const response = await get(path);

    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_REQUEST);
    expect(calls).toHaveLength(0);
  });

  it('takes no query parameters', async () => {
    const calls = tracking().answer('GetRates', RATES);

    const response = await get('/api/v3/team/rates', { level: 'client' });

    expect(response.body).toEqual(INVALID_REQUEST);
    expect(calls).toHaveLength(0);
  });

  it.each([
    [permissionDenied('PERMISSION_DENIED', 'You do not have permission.'), 403],
    [notFound('CLIENT_NOT_FOUND', 'Client not found.'), 404],
    [notFound('MEMBER_NOT_FOUND', 'The member was not found.'), 404],
    [invalidArgument('VALIDATION_FAILED', 'The client_id must be a positive integer.'), 400],
  ])("passes tracking's refusal %p through in shape A", async (error, status) => {
    tracking().refuse('GetRates', error);

    const response = await get('/api/v3/client/9/rates');

    expect(response.status).toBe(status);
    expect(response.body).toEqual({ error: status, message: error.message });
  });

  it('needs a bearer token', async () => {
    const response = await request(gateway.app).get('/api/v3/team/rates');
    expect(response.status).toBe(401);
  });
});

describe('POST …/rates/update', () => {
  const UPDATE = { rates: RATES, dry_run: false };

  it.each(LEVELS)(
    '%s/rates/update asks UpdateRates for the level and ids with the body',
    async (base, ref) => {
      const calls = tracking().answer('UpdateRates', UPDATE);

      const response = await post(`${base}/rates/update`, {
        bill_rate: 150,
        effective_from: '2026-12-01',
      });

      expect(response.status).toBe(200);
      expect(calls[0]!.message).toEqual({ ...ref, bill_rate: 150, effective_from: '2026-12-01' });
    },
  );

  it('converts the whole body: rates as numbers, apply_from and dry_run', async () => {
    const calls = tracking().answer('UpdateRates', UPDATE);

    await post('/api/v3/team/members/8/rates/update', {
      bill_rate: '99.5',
      pay_rate: 40,
      effective_from: '2026-12-01',
      apply_from: '2026-12-15',
      dry_run: 'true',
    });

    expect(calls[0]!.message).toEqual({
      level: 'member',
      user_id: 8,
      bill_rate: 99.5,
      pay_rate: 40,
      effective_from: '2026-12-01',
      apply_from: '2026-12-15',
      dry_run: true,
    });
  });

  it('takes the level and ids from the route, never from the body', async () => {
    const calls = tracking().answer('UpdateRates', UPDATE);

    await post('/api/v3/client/9/rates/update', {
      level: 'team',
      client_id: 77,
      user_id: 5,
      project_id: 6,
      bill_rate: 10,
      effective_from: '2026-12-01',
    });
    await post('/api/v3/team/rates/update', {
      level: 'member',
      user_id: 5,
      bill_rate: 10,
      effective_from: '2026-12-01',
    });

    expect(calls.map((call) => call.message)).toEqual([
      { level: 'client', client_id: 9, bill_rate: 10, effective_from: '2026-12-01' },
      { level: 'team', bill_rate: 10, effective_from: '2026-12-01' },
    ]);
  });

  it.each([
    [{ bill_rate: 'a lot', effective_from: '2026-12-01' }, 'bill_rate'],
    [{ bill_rate: 10, effective_from: '2026-12-01', dry_run: 'maybe' }, 'dry_run'],
    [{ bill_rate: 10, effective_from: 20261201 }, 'effective_from'],
  ])('refuses the body %j naming %s, without calling tracking', async (body, field) => {
    const calls = tracking().answer('UpdateRates', UPDATE);

    const response = await post('/api/v3/project/4/rates/update', body);

    expect(response.status).toBe(400);
    expect(response.body.error).toBe(400);
    expect(response.body.message).toContain(field);
    expect(calls).toHaveLength(0);
  });

  it('refuses a path id that is not an integer without calling tracking', async () => {
    const calls = tracking().answer('UpdateRates', UPDATE);

    const response = await post('/api/v3/project/four/members/8/rates/update', {
      bill_rate: 10,
      effective_from: '2026-12-01',
    });

    expect(response.body).toEqual(INVALID_REQUEST);
    expect(calls).toHaveLength(0);
  });

  it('answers 200 {rates, repricing: null, dry_run} without apply_from', async () => {
    tracking().answer('UpdateRates', UPDATE);

    const response = await post('/api/v3/client/9/rates/update', {
      bill_rate: 120.5,
      effective_from: '2026-11-01',
    });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ rates: RATES_BODY, repricing: null, dry_run: false });
  });

  it('answers the repricing per currency of a dry run', async () => {
    const repricing = {
      apply_from: '2026-11-15',
      entries: 3,
      changes: [
        { currency: 'EUR', billable_amount: 61.5, cost_amount: 0 },
        { currency: 'USD', billable_amount: 0, cost_amount: -12.25 },
      ],
    };
    tracking().answer('UpdateRates', { rates: RATES, repricing, dry_run: true });

    const response = await post('/api/v3/client/9/rates/update', {
      bill_rate: 141,
      effective_from: '2026-11-15',
      apply_from: '2026-11-15',
      dry_run: true,
    });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ rates: RATES_BODY, repricing, dry_run: true });
  });

  it.each([
    [invalidArgument('VALIDATION_FAILED', 'The effective_from field is required.'), 400],
    [
      invalidArgument(
        'VALIDATION_FAILED',
        'The pay_rate can only be set on the team and member rates.',
      ),
      400,
    ],
    [
      invalidArgument(
        'VALIDATION_FAILED',
        'The bill_rate must have at most 0 decimal places in JPY.',
      ),
      400,
    ],
    [permissionDenied('PERMISSION_DENIED', 'You do not have permission.'), 403],
    [notFound('PROJECT_NOT_FOUND', 'Project not found.'), 404],
  ])("passes tracking's refusal %p through in shape A", async (error, status) => {
    tracking().refuse('UpdateRates', error);

    const response = await post('/api/v3/project/4/rates/update', {
      pay_rate: 1,
      effective_from: '2026-11-15',
    });

    expect(response.status).toBe(status);
    expect(response.body).toEqual({ error: status, message: error.message });
  });
});
