// The operator's failed webhooks (WEBHOOK_URL) are replayed with the notifier's own
// configuration: made pending with a new job, and sent again with the same webhook-id.
import { createLogger } from '@workmesh/platform';
import { replayOperatorDeliveries, type OperatorReplayDeps } from '../src/operator-replay';
import { webhooksForFile } from './webhooks-harness';

const h = webhooksForFile();
const logger = createLogger('notifier-replay-test', 'silent');

describe("replaying the operator's deliveries", () => {
  let deps: OperatorReplayDeps;

  beforeAll(() => {
    deps = { repository: h.repository, outbox: h.outbox, logger };
  });

  /** An operator delivery that ended failed (its attempts used up). */
  const failedOperatorDelivery = () =>
    h.operatorDelivery({ status: 'failed', attempts: 4, finished_at: new Date() });

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
