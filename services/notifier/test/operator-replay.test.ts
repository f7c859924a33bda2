// The operator's failed webhooks (WEBHOOK_URL) are replayed with the notifier's own
// configuration: made pending with a new job, and sent again with the same webhook-id.
import { connectMongo, createLogger, EventBus, Outbox, type Connection } from '@workmesh/platform';
import { randomUUID } from 'node:crypto';
import { notifierRepository, OPERATOR_TARGET, type NotifierRepository } from '../src/models';
import { replayOperatorDeliveries, type OperatorReplayDeps } from '../src/operator-replay';
import { webhooksForFile } from './webhooks-harness';

const h = webhooksForFile();
const logger = createLogger('notifier-replay-test', 'silent');

describe("replaying the operator's deliveries", () => {
  let connection: Connection;
  let repository: NotifierRepository;
  let deps: OperatorReplayDeps;

  beforeAll(async () => {
    connection = await connectMongo(h.config.MONGO_URL, logger);
    repository = notifierRepository(connection);
    // Only record() is used: the notifier under test relays the jobs.
    const outbox = new Outbox({
      connection,
      bus: new EventBus({ url: h.config.AMQP_URL, prefix: h.config.AMQP_PREFIX, logger }),
      logger,
    });
    deps = { repository, outbox, logger };
  });

  afterAll(() => connection.close());

  /** An operator delivery that ended failed (its attempts used up). */
  async function failedOperatorDelivery(): Promise<{ id: number; eventId: string }> {
    const { first: id } = await repository.reserveIds('webhook_deliveries', 1);
    const eventId = randomUUID();
    await repository.webhookDeliveries.insertMany([
      {
        id,
        event_id: eventId,
        event_type: 'client.created',
        event: 'new_client',
        team_id: 1,
        webhook_id: null,
        target: OPERATOR_TARGET,
        body: JSON.stringify({ event: 'new_client' }),
      },
    ]);
    await repository.webhookDeliveries.model.updateOne(
      { _id: id },
      { $set: { status: 'failed', attempts: 4, finished_at: new Date() } },
    );
    return { id, eventId };
  }

  it('a failed one is sent again with its webhook-id and succeeds; an unknown id is skipped', async () => {
    const failed = await failedOperatorDelivery();

    const outcome = await replayOperatorDeliveries(deps, [failed.id, 999_999]);

    expect(outcome).toEqual({ replayed: [failed.id], skipped: [999_999] });
    const delivered = await h.deliveryWhen(
      failed.eventId,
      null,
      (delivery) => delivery.status === 'succeeded',
    );
    expect(delivered.attempts).toBe(5);
    expect(
      h.receiver.received.filter(
        (hook) => hook.path === h.operatorPath && hook.headers['webhook-id'] === failed.eventId,
      ),
    ).toHaveLength(1);
  });

  it('--all-failed takes every failed operator delivery, and a second replay finds none', async () => {
    const failed = await failedOperatorDelivery();

    const outcome = await replayOperatorDeliveries(deps, 'all-failed');

    expect(outcome.replayed).toContain(failed.id);
    await h.deliveryWhen(failed.eventId, null, (delivery) => delivery.status === 'succeeded');
    expect((await replayOperatorDeliveries(deps, [failed.id])).skipped).toEqual([failed.id]);
  });
});
