// Shared by the event tests: a private prefix per test file on the shared RabbitMQ
// (design rule 11), clean-up of everything created under it, and small waits.
import { connect, type Channel, type ConfirmChannel, type GetMessage } from 'amqplib';
import {
  declaredBrokerObjects,
  deleteBrokerObjects,
  sleep,
  TEST_AMQP_URL,
  testAmqpPrefix,
} from '@workmesh/testing';
import { createLogger } from '../../src/logging';

export const AMQP_URL = TEST_AMQP_URL;

export const testLogger = createLogger('events-test', process.env.TEST_LOG_LEVEL ?? 'silent');

export function randomPrefix(): string {
  return testAmqpPrefix('events');
}

/** The broker URL with another port (to go through a TcpProxy). */
export function amqpUrlOnPort(port: number): string {
  const url = new URL(AMQP_URL);
  url.port = String(port);
  return url.toString();
}

export function brokerAddress(): { host: string; port: number } {
  const url = new URL(AMQP_URL);
  return { host: url.hostname, port: Number(url.port || 5672) };
}

// The channel's own error event is ignored: a failing operation (e.g. checkQueue of
// a missing queue) already rejects its promise.
export async function withChannel<T>(work: (channel: Channel) => Promise<T>): Promise<T> {
  const connection = await connect(AMQP_URL);
  try {
    const channel = await connection.createChannel();
    channel.on('error', () => undefined);
    return await work(channel);
  } finally {
    await connection.close();
  }
}

export async function withConfirmChannel<T>(
  work: (channel: ConfirmChannel) => Promise<T>,
): Promise<T> {
  const connection = await connect(AMQP_URL);
  try {
    const channel = await connection.createConfirmChannel();
    channel.on('error', () => undefined);
    return await work(channel);
  } finally {
    await connection.close();
  }
}

export interface CreatedSubscription {
  queue: string;
  retryDelaysMs?: number[];
}

/** Deletes the exchange and every queue the given subscriptions declared. */
export async function deleteTopology(
  prefix: string,
  subscriptions: CreatedSubscription[],
): Promise<void> {
  await deleteBrokerObjects(AMQP_URL, declaredBrokerObjects(prefix, subscriptions));
}

/** The next message of a queue, polling until one is there. */
export async function getMessage(queue: string, timeoutMs = 5000): Promise<GetMessage> {
  return withChannel(async (channel) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message = await channel.get(queue, { noAck: true });
      if (message) return message;
      if (Date.now() > deadline) throw new Error(`no message in ${queue} within ${timeoutMs} ms`);
      await sleep(25);
    }
  });
}

export async function messageCount(queue: string): Promise<number> {
  return withChannel(async (channel) => (await channel.checkQueue(queue)).messageCount);
}

export { sleep };
export { eventually as waitFor } from '@workmesh/testing';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Rejects when the promise does not settle in time, so a missing delivery fails fast. */
export function within<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)),
      timeoutMs,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
