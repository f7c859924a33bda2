// Publishing that resolves only when the broker has taken responsibility for a
// message (design rule 2): a confirm channel, mandatory routing, and a timeout, so
// a caller is never left waiting on a broker that went silent.
import type { ConfirmChannel, Message, Options } from 'amqplib';

export type PublishFailure =
  | 'NOT_CONNECTED' // the bus has no live connection (it is reconnecting)
  | 'BUS_CLOSED' // close() was called
  | 'UNROUTABLE' // no queue is bound for the routing key (mandatory return)
  | 'NACKED' // the broker refused the message
  | 'CHANNEL_CLOSED' // the channel or connection closed before the confirm
  | 'TIMEOUT'; // no confirm within the timeout; the message may still have arrived

export class PublishError extends Error {
  constructor(
    readonly code: PublishFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PublishError';
  }
}

export type ConfirmedPublishOptions = Options.Publish & { messageId: string };

export class ConfirmedChannel {
  // RabbitMQ sends basic.return before the basic.ack of the same message, so an id
  // seen here when its confirm arrives means "accepted, but routed nowhere".
  private readonly returnedIds = new Set<string>();

  constructor(
    readonly channel: ConfirmChannel,
    private readonly timeoutMs: number,
  ) {
    channel.on('return', (message: Message) => {
      const id: unknown = message.properties.messageId;
      if (typeof id === 'string') this.returnedIds.add(id);
    });
    channel.on('close', () => this.returnedIds.clear());
  }

  /** Resolves on the broker's ack; rejects with a PublishError otherwise. */
  publish(
    exchange: string,
    routingKey: string,
    content: Buffer,
    options: ConfirmedPublishOptions,
  ): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const settle = (error?: PublishError): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      };
      const target = `${exchange || '(default exchange)'} / ${routingKey}`;
      const timer = setTimeout(
        () =>
          settle(
            new PublishError('TIMEOUT', `no confirm within ${this.timeoutMs} ms for ${target}`),
          ),
        this.timeoutMs,
      );
      try {
        this.channel.publish(
          exchange,
          routingKey,
          content,
          { ...options, mandatory: true, persistent: true },
          (error: unknown) => {
            const returned = this.returnedIds.delete(options.messageId);
            if (error) {
              const closed = (error as Error).message === 'channel closed';
              settle(
                new PublishError(
                  closed ? 'CHANNEL_CLOSED' : 'NACKED',
                  `${closed ? 'channel closed before the confirm' : 'broker nacked the message'} for ${target}`,
                ),
              );
            } else if (returned) {
              settle(new PublishError('UNROUTABLE', `no queue is bound for ${target}`));
            } else {
              settle();
            }
          },
        );
      } catch (error) {
        // amqplib throws synchronously when the channel is already closed.
        settle(
          new PublishError(
            'CHANNEL_CLOSED',
            `cannot publish to ${target}: ${(error as Error).message}`,
          ),
        );
      }
    });
  }
}
