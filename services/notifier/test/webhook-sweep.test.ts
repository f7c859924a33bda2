// The sweep: a delivery whose job is gone (here: never queued) is found, claimed in
// MongoDB with a new job in the outbox, and delivered by the running notifier. Two
// sweeps at once (two replicas) resume it once; a sweep right after leaves it alone.
import { connectMongo, createLogger, EventBus, Outbox, type Connection } from '@workmesh/platform';
import { randomUUID } from 'node:crypto';
import { notifierRepository, OPERATOR_TARGET, type NotifierRepository } from '../src/models';
import { createWebhookSweep, type WebhookSweep } from '../src/webhook-sweep';
import { webhooksForFile } from './webhooks-harness';

const h = webhooksForFile();
const logger = createLogger('notifier-sweep-test', 'silent');
const STALE_AFTER_MS = 60_000;

describe('the sweep for stuck deliveries', () => {
  let connection: Connection;
  let repository: NotifierRepository;
  let sweeps: WebhookSweep[];

  beforeAll(async () => {
    connection = await connectMongo(h.config.MONGO_URL, logger);
    repository = notifierRepository(connection);
    // Only record() is used: the notifier under test relays what the sweeps record.
    const outbox = new Outbox({
      connection,
      bus: new EventBus({ url: h.config.AMQP_URL, prefix: h.config.AMQP_PREFIX, logger }),
      logger,
    });
    const replica = () =>
      createWebhookSweep({
        repository,
        outbox,
        logger,
        intervalMs: 1000,
        staleAfterMs: STALE_AFTER_MS,
      });
    sweeps = [replica(), replica()];
  });

  afterAll(() => connection.close());

  it('resumes a pending delivery without a job once, even with two sweeping at once, and it is delivered', async () => {
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
    // Untouched for longer than the stale period: its job is gone.
    await repository.webhookDeliveries.model.updateOne(
      { _id: id },
      { $set: { updated_at: new Date(Date.now() - 2 * STALE_AFTER_MS) } },
      { timestamps: false },
    );

    const [one, other] = await Promise.all(sweeps.map((sweep) => sweep.sweep()));
    expect([...one, ...other].filter((resumed) => resumed === id)).toEqual([id]);
    expect(await sweeps[0].sweep()).not.toContain(id);

    const delivered = await h.deliveryWhen(
      eventId,
      null,
      (delivery) => delivery.status === 'succeeded',
    );
    expect(delivered.attempts).toBe(1);
    expect(
      h.receiver.received.filter(
        (hook) => hook.path === h.operatorPath && hook.headers['webhook-id'] === eventId,
      ),
    ).toHaveLength(1);
  });
});
