// The sweep: a delivery whose job is gone (here: never queued) is found, claimed in
// MongoDB with a new job in the outbox, and delivered by the running notifier. Two
// sweeps at once (two replicas) resume it once; a sweep right after leaves it alone.
import { createLogger } from '@workmesh/platform';
import { createWebhookSweep, type WebhookSweep } from '../src/webhook-sweep';
import { webhooksForFile } from './webhooks-harness';

const h = webhooksForFile();
const logger = createLogger('notifier-sweep-test', 'silent');
const STALE_AFTER_MS = 60_000;

describe('the sweep for stuck deliveries', () => {
  let sweeps: WebhookSweep[];

  beforeAll(() => {
    const replica = () =>
      createWebhookSweep({
        repository: h.repository,
        outbox: h.outbox,
        logger,
        intervalMs: 1000,
        staleAfterMs: STALE_AFTER_MS,
      });
    sweeps = [replica(), replica()];
  });

  it('resumes a pending delivery without a job once, even with two sweeping at once, and it is delivered', async () => {
    // Untouched for longer than the stale period: its job is gone.
    const { id, eventId } = await h.operatorDelivery(
      { updated_at: new Date(Date.now() - 2 * STALE_AFTER_MS) },
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
