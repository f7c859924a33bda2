// Delivery: a 2xx is success; anything else is retried through the RabbitMQ delay queues
// (here 200, 400, 800 ms, ±20 %), never sooner than a Retry-After; 410 Gone disables the
// subscription; after the last attempt the delivery is failed and its job dead-lettered,
// and a replay sends it again with the same webhook-id. Each attempt is in the log.
import {
  clientCreated,
  MAX_ATTEMPTS,
  QUIET_PERIOD_MS,
  sleep,
  asOwner,
  webhooksForFile,
  WEBHOOK_TIMEOUT_MS,
} from './webhooks-harness';

const h = webhooksForFile();

describe('retries', () => {
  it('a receiver answering 500 twice then 200 gets the same webhook-id three times; the log shows 500, 500, 200 and succeeded', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'new_client');
    h.receiver.answer(subscription.path, { status: 500 }, { status: 500 }, { status: 200 });

    const event = await h.publish('client.created', clientCreated(team.teamId));

    const delivery = await h.deliveryWhen(
      event.id,
      subscription.id,
      (current) => current.status === 'succeeded',
    );
    const hooks = h.receiver.hooksTo(subscription.path);
    expect(hooks.map((hook) => hook.headers['webhook-id'])).toEqual([event.id, event.id, event.id]);
    expect(new Set(hooks.map((hook) => hook.body)).size).toBe(1);
    expect(delivery.attempts).toBe(3);
    expect(delivery.attempt_log.map((attempt) => attempt.attempt)).toEqual([1, 2, 3]);
    expect(delivery.attempt_log.map((attempt) => attempt.response_status)).toEqual([500, 500, 200]);
    expect(delivery.attempt_log.map((attempt) => attempt.outcome)).toEqual([
      'failed',
      'failed',
      'succeeded',
    ]);
    expect(delivery.attempt_log[0].error).toBe('The receiver answered 500.');
    expect(delivery.next_attempt_at).toBeNull();
    // The first retry waited its step, 200 ms ± 20 %.
    expect(hooks[1].receivedAt - hooks[0].receivedAt).toBeGreaterThanOrEqual(150);
  });

  it('honours Retry-After: a 503 asking for 1 s is not called again sooner, though the step is 200 ms', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'new_client');
    h.receiver.answer(
      subscription.path,
      { status: 503, headers: { 'Retry-After': '1' } },
      { status: 200 },
    );

    const event = await h.publish('client.created', clientCreated(team.teamId));

    // Between the attempts: retrying, the next one planned no sooner than Retry-After.
    const retrying = await h.deliveryWhen(
      event.id,
      subscription.id,
      (current) => current.attempts === 1,
    );
    expect(retrying.status).toBe('retrying');
    expect(
      retrying.next_attempt_at!.getTime() - retrying.attempt_log[0].at.getTime(),
    ).toBeGreaterThanOrEqual(1000);
    const [first, second] = await h.receiver.waitFor(subscription.path, 2, 5000);
    expect(second.receivedAt - first.receivedAt).toBeGreaterThanOrEqual(950);
    const delivery = await h.deliveryWhen(
      event.id,
      subscription.id,
      (current) => current.status === 'succeeded',
    );
    expect(delivery.attempt_log.map((attempt) => attempt.response_status)).toEqual([503, 200]);
  });

  it('treats a redirect as a failed attempt and does not follow it', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'new_client');
    const elsewhere = h.newTarget();
    h.receiver.answer(
      subscription.path,
      { status: 302, headers: { location: elsewhere.url } },
      { status: 200 },
    );

    const event = await h.publish('client.created', clientCreated(team.teamId));

    const delivery = await h.deliveryWhen(
      event.id,
      subscription.id,
      (current) => current.status === 'succeeded',
    );
    expect(delivery.attempt_log[0]).toMatchObject({ response_status: 302, outcome: 'failed' });
    expect(h.receiver.hooksTo(elsewhere.path)).toHaveLength(0);
  });
});

describe('410 Gone', () => {
  it('disables the subscription (active false, with the reason) and stops: no more attempts, no later events', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'new_client');
    h.receiver.answer(subscription.path, { status: 410 });

    const event = await h.publish('client.created', clientCreated(team.teamId));

    const delivery = await h.deliveryWhen(
      event.id,
      subscription.id,
      (current) => current.status === 'failed',
    );
    expect(delivery.attempt_log).toEqual([
      expect.objectContaining({ attempt: 1, response_status: 410, outcome: 'gone' }),
    ]);
    const { webhooks } = await h.client.ListWebhooks({}, asOwner(team));
    expect(webhooks.find((webhook) => webhook.id === subscription.id)).toMatchObject({
      active: false,
      disabled_reason: 'The receiver answered 410 Gone.',
    });

    const later = await h.publish('client.created', clientCreated(team.teamId));
    await h.deliveryWhen(later.id, null, (current) => current.status === 'succeeded');
    await sleep(QUIET_PERIOD_MS);
    expect(h.receiver.hooksTo(subscription.path)).toHaveLength(1);
    expect((await h.deliveriesOf(later.id)).map((current) => current.webhook_id)).toEqual([null]);
  });
});

describe('a receiver that never answers', () => {
  it(`times out after WEBHOOK_TIMEOUT_MS, is retried, ends failed in the DLQ, and a replay delivers it with the same webhook-id`, async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'new_client');
    h.receiver.answer(subscription.path, 'hang');

    const event = await h.publish('client.created', clientCreated(team.teamId));

    const failed = await h.deliveryWhen(
      event.id,
      subscription.id,
      (current) => current.status === 'failed',
      15_000,
    );
    expect(failed.attempts).toBe(MAX_ATTEMPTS);
    expect(failed.attempt_log.map((attempt) => attempt.outcome)).toEqual(
      Array(MAX_ATTEMPTS).fill('timeout'),
    );
    for (const attempt of failed.attempt_log) {
      expect(attempt.response_status).toBeNull();
      expect(attempt.latency_ms).toBeGreaterThanOrEqual(WEBHOOK_TIMEOUT_MS - 20);
      expect(attempt.error).toBe(`No answer within ${WEBHOOK_TIMEOUT_MS} ms.`);
    }
    let deadLettered: number[] = [];
    for (let tries = 0; tries < 50 && !deadLettered.includes(failed.id); tries++) {
      deadLettered = await h.deadLetteredDeliveryIds();
      if (!deadLettered.includes(failed.id)) await sleep(100);
    }
    expect(deadLettered).toContain(failed.id);

    // The receiver is healthy again: the replay goes out, same webhook-id, attempts go on.
    h.receiver.answer(subscription.path, { status: 204 });
    const replayed = await h.client.ReplayDelivery(
      { id: subscription.id, delivery_id: failed.id },
      asOwner(team),
    );
    expect(replayed).toMatchObject({ id: failed.id, status: 'pending', attempts: MAX_ATTEMPTS });

    const succeeded = await h.deliveryWhen(
      event.id,
      subscription.id,
      (current) => current.status === 'succeeded',
    );
    expect(succeeded.attempts).toBe(MAX_ATTEMPTS + 1);
    expect(succeeded.attempt_log.at(-1)).toMatchObject({
      attempt: MAX_ATTEMPTS + 1,
      response_status: 204,
      outcome: 'succeeded',
    });
    const hooks = h.receiver.hooksTo(subscription.path);
    expect(hooks).toHaveLength(MAX_ATTEMPTS + 1);
    expect(new Set(hooks.map((hook) => hook.headers['webhook-id']))).toEqual(new Set([event.id]));
  });

  it('counts a refused connection as an error attempt and retries it', async () => {
    const team = h.teams.team();
    const subscription = await h.client.CreateWebhook(
      // Port 9 (discard) on loopback: nobody listens in the test environment.
      { event: 'new_client', target_url: 'http://127.0.0.1:9/hooks' },
      asOwner(team),
    );

    const event = await h.publish('client.created', clientCreated(team.teamId));

    const delivery = await h.deliveryWhen(
      event.id,
      subscription.webhook!.id,
      (current) => current.attempts >= 2,
    );
    expect(delivery.attempt_log[0]).toMatchObject({ outcome: 'error', response_status: null });
    expect(delivery.attempt_log[0].error).toMatch(/ECONNREFUSED/);
    await h.client.DeleteWebhook({ id: subscription.webhook!.id }, asOwner(team));
  });
});
