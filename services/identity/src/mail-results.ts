// A password reset's mail: the notifier publishes `notification.mail_result` with the id
// of the event that asked for the mail; each identity process listens on a queue of its
// own (exclusive, so every replica sees every result) and hands each result to the reset
// that waits for that event id, which logs and counts it (the reset's answer does not
// wait for it: it is the same whatever happens to the mail).
import { randomUUID } from 'node:crypto';
import { IDENTITY_MAIL_RESULTS, type EventBus, type Logger } from '@workmesh/platform';
import { readMailResult, type MailReport } from './events';

export type MailOutcome = 'sent' | 'failed' | 'timeout';

export interface PendingMail {
  /** Resolves with the notifier's report, or 'timeout' after timeoutMs. */
  outcome(timeoutMs: number): Promise<MailOutcome>;
  /** Forgets the waiter (always call it, e.g. when the transaction failed). */
  cancel(): void;
}

export class MailResults {
  private readonly waiters = new Map<string, (result: MailReport) => void>();

  constructor(private readonly logger: Logger) {}

  /** Subscribes once per process. */
  async listen(bus: EventBus): Promise<void> {
    await bus.subscribe({
      // A name of this process's own: exclusive queues cannot be shared between replicas.
      queue: `${IDENTITY_MAIL_RESULTS.queue}.${randomUUID()}`,
      routingKeys: [...IDENTITY_MAIL_RESULTS.routingKeys],
      exclusive: true,
      handler: async (event) => {
        const result = readMailResult(event);
        if (!result) {
          this.logger.warn(
            { event_id: event.id },
            'mail result without event_id or status: ignored',
          );
          return;
        }
        // Results for mails nobody waits for (verification mails, other replicas' resets) are not ours.
        this.waiters.get(result.event_id)?.(result);
      },
    });
  }

  /** Registers the waiter before the event can be published, so a fast answer is not missed. */
  expect(eventId: string): PendingMail {
    let report!: (result: MailReport) => void;
    const reported = new Promise<MailReport>((resolve) => (report = resolve));
    this.waiters.set(eventId, report);
    const cancel = () => void this.waiters.delete(eventId);
    return {
      cancel,
      async outcome(timeoutMs) {
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<'timeout'>(
          // unref: a wait nobody answers holds no process open at its stop.
          (resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs).unref()),
        );
        try {
          return await Promise.race([reported.then((result) => result.status), timedOut]);
        } finally {
          clearTimeout(timer);
          cancel();
        }
      },
    };
  }
}
