// The webhook subscription routes: create (201, the secret once), list, delete
// by DELETE or POST, the delivery log and replay, through a real gRPC stub of the
// notifier's Webhooks service.
import {
  failedPrecondition,
  invalidArgument,
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

const auth = () => ({ Authorization: bearer() });

const WEBHOOK = {
  id: 5,
  team_id: 9,
  event: 'new_client',
  target_url: 'https://hooks.example.com/abc',
  active: true,
  created_by: 7,
  created_at: '2026-05-01T09:00:00.000Z',
  updated_at: '2026-05-01T09:00:00.000Z',
};
const WEBHOOK_BODY = { ...WEBHOOK, disabled_reason: null };

const DELIVERY = {
  id: 31,
  webhook_id: 5,
  event_id: '0b9c3a5e-8d0f-4f64-9a55-1f8e2f1d7b10',
  event: 'new_client',
  status: 'failed',
  attempts: 2,
  attempt_log: [
    {
      attempt: 1,
      at: '2026-05-01T09:00:01.000Z',
      response_status: 500,
      latency_ms: 12,
      outcome: 'failed',
    },
    {
      attempt: 2,
      at: '2026-05-01T09:00:06.000Z',
      latency_ms: 15000,
      outcome: 'timeout',
      error: 'timeout of 15000ms exceeded',
    },
  ],
  created_at: '2026-05-01T09:00:00.000Z',
  updated_at: '2026-05-01T09:00:21.000Z',
};

describe('POST /api/v3/webhooks', () => {
  it('answers 201 with the subscription and its secret', async () => {
    const calls = gateway.notifierService.answer('CreateWebhook', {
      webhook: WEBHOOK,
      secret: 'whsec_c2VjcmV0',
    });
    const response = await request(gateway.app)
      .post('/api/v3/webhooks')
      .set(auth())
      .send({ event: 'new_client', target_url: 'https://hooks.example.com/abc' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ...WEBHOOK_BODY, secret: 'whsec_c2VjcmV0' });
    expect(calls[0]!.message).toEqual({
      event: 'new_client',
      target_url: 'https://hooks.example.com/abc',
    });
    expect(calls[0]!.context.caller).toEqual({
      userId: CALLER.userId,
      teamId: CALLER.teamId,
      sessionId: CALLER.sessionId,
    });
  });

  it.each([
    ['INVALID_EVENT', 'The event must be one of: new_client, new_schedule.'],
    ['TARGET_NOT_ALLOWED', 'The target_url must not point at a private or local address.'],
  ] as [Reason, string][])(
    'answers 400 in shape A with the message of %s',
    async (reason, message) => {
      gateway.notifierService.refuse('CreateWebhook', invalidArgument(reason, message));
      const response = await request(gateway.app)
        .post('/api/v3/webhooks')
        .set(auth())
        .send({ event: 'x', target_url: 'http://127.0.0.1/' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 400, message });
    },
  );

  it('answers 403 for a plain member', async () => {
    gateway.notifierService.refuse(
      'CreateWebhook',
      permissionDenied('PERMISSION_DENIED', 'permission denied'),
    );
    const response = await request(gateway.app)
      .post('/api/v3/webhooks')
      .set(auth())
      .send({ event: 'new_client', target_url: 'https://hooks.example.com/abc' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 403, message: 'permission denied' });
  });
});

describe('GET and DELETE /api/v3/webhooks', () => {
  it('lists the subscriptions without their secrets', async () => {
    gateway.notifierService.answer('ListWebhooks', {
      webhooks: [WEBHOOK],
      page_info: { page: 1, per_page: 20, total: 1 },
    });
    const response = await request(gateway.app).get('/api/v3/webhooks').set(auth());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [WEBHOOK_BODY], page: 1, per_page: 20, total: 1 });
  });

  it.each([
    ['DELETE', '/api/v3/webhooks/5'],
    ['POST', '/api/v3/webhooks/5/delete'],
  ])('%s %s deletes the subscription', async (method, path) => {
    const calls = gateway.notifierService.answer('DeleteWebhook', { success: 'Webhook deleted' });
    const call =
      method === 'DELETE' ? request(gateway.app).delete(path) : request(gateway.app).post(path);
    const response = await call.set(auth());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: 'Webhook deleted' });
    expect(calls[0]!.message).toEqual({ id: 5 });
  });

  it("answers 404 for another team's subscription", async () => {
    gateway.notifierService.refuse(
      'DeleteWebhook',
      notFound('WEBHOOK_NOT_FOUND', 'Webhook not found'),
    );
    const response = await request(gateway.app).delete('/api/v3/webhooks/5').set(auth());
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 404, message: 'Webhook not found' });
  });
});

describe('deliveries', () => {
  it('lists the delivery log with every attempt', async () => {
    const calls = gateway.notifierService.answer('ListDeliveries', {
      deliveries: [DELIVERY],
      page_info: { page: 1, per_page: 20, total: 1 },
    });
    const response = await request(gateway.app)
      .get('/api/v3/webhooks/5/deliveries')
      .query({ status: 'failed' })
      .set(auth());
    expect(response.status).toBe(200);
    expect(response.body.data[0]).toEqual({
      ...DELIVERY,
      attempt_log: [
        { ...DELIVERY.attempt_log[0], error: null },
        { ...DELIVERY.attempt_log[1], response_status: null },
      ],
      next_attempt_at: null,
    });
    expect(calls[0]!.message).toEqual({ id: 5, status: 'failed' });
  });

  it('replays a failed delivery', async () => {
    const calls = gateway.notifierService.answer('ReplayDelivery', {
      ...DELIVERY,
      status: 'pending',
    });
    const response = await request(gateway.app)
      .post('/api/v3/webhooks/5/deliveries/31/replay')
      .set(auth());
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('pending');
    expect(calls[0]!.message).toEqual({ id: 5, delivery_id: 31 });
  });

  it('answers 409 when the delivery did not fail', async () => {
    gateway.notifierService.refuse(
      'ReplayDelivery',
      failedPrecondition('DELIVERY_NOT_FAILED', 'Only a failed delivery can be replayed.'),
    );
    const response = await request(gateway.app)
      .post('/api/v3/webhooks/5/deliveries/31/replay')
      .set(auth());
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error: 409,
      message: 'Only a failed delivery can be replayed.',
    });
  });
});
