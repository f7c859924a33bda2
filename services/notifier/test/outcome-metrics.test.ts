// The notifier's outcome counters on its admin port (METRICS_PORT), after real deliveries:
// webhooks to the local receiver, mails to the mail catcher. Labelled by kind and outcome.
import { eventually, metricValue, scrapeMetrics } from '@workmesh/testing';
import { notifierForFile, RETRY_DELAYS_MS, registeredUser } from './notifier-fixture';
import { clientCreated, MAX_ATTEMPTS, webhooksForFile } from './webhooks-harness';

type Counts = Record<string, number>;

/** The counter's value for each outcome of a kind, now. */
async function countsOf(port: number, name: string, kind: string, outcomes: string[]) {
  const text = await scrapeMetrics(port);
  return Object.fromEntries(
    outcomes.map((outcome) => [outcome, metricValue(text, name, { kind, outcome }) ?? 0]),
  );
}

/** Waits until every outcome's count moved by the expected difference from `before`. */
async function expectMoved(
  read: () => Promise<Counts>,
  before: Counts,
  difference: Counts,
): Promise<void> {
  let now: Counts = {};
  await eventually(
    async () => {
      now = await read();
      return Object.entries(difference).every(
        ([outcome, moved]) => now[outcome] - before[outcome] === moved,
      );
    },
    10_000,
    `counts to move by ${JSON.stringify(difference)}`,
  ).catch((error: Error) => {
    throw new Error(
      `${error.message}: before ${JSON.stringify(before)}, now ${JSON.stringify(now)}`,
    );
  });
}

describe('webhook outcome metrics', () => {
  const h = webhooksForFile();
  const OUTCOMES = ['succeeded', 'failed_retrying', 'failed_final', 'deferred'];
  const read = () =>
    countsOf(h.app.metricsPort, 'notifier_webhook_deliveries_total', 'new_client', OUTCOMES);

  it('counts a delivered webhook as succeeded, and a refused one as failed_retrying until its last attempt, then failed_final', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'new_client');
    h.receiver.answer(subscription.path, { status: 500 });
    const before = await read();

    const event = await h.publish('client.created', clientCreated(team.teamId));

    await h.deliveryWhen(event.id, subscription.id, (delivery) => delivery.status === 'failed');
    await h.deliveryWhen(event.id, null, (delivery) => delivery.status === 'succeeded');
    // The operator's delivery succeeded; the subscription's failed MAX_ATTEMPTS times.
    await expectMoved(read, before, {
      succeeded: 1,
      failed_retrying: MAX_ATTEMPTS - 1,
      failed_final: 1,
    });
  });
});

describe('mail outcome metrics', () => {
  const notifier = notifierForFile();
  const OUTCOMES = ['sent', 'failed_retrying', 'failed_final'];
  const read = () =>
    countsOf(notifier.app.metricsPort, 'notifier_mails_total', 'email_verification', OUTCOMES);

  it('counts a mail the relay took as sent', async () => {
    const before = await read();

    const event = await notifier.publish('user.registered', registeredUser());

    await notifier.resultFor(event.id);
    await expectMoved(read, before, { sent: 1, failed_retrying: 0, failed_final: 0 });
  });

  it('counts each attempt the relay was away as failed_retrying, and the last one as failed_final', async () => {
    await notifier.stopRelay();
    try {
      const before = await read();

      const event = await notifier.publish('user.registered', registeredUser());

      await notifier.resultFor(event.id);
      await expectMoved(read, before, {
        sent: 0,
        failed_retrying: RETRY_DELAYS_MS.length,
        failed_final: 1,
      });
    } finally {
      await notifier.restartRelay();
    }
  });
});
