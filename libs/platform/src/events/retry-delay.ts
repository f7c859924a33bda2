// Waits between attempts that a subscription decides per message (SubscriptionOptions.retryDelay)
// instead of the fixed TTL of each retry queue: jitter, so that messages that failed
// together do not all come back together, and a floor a handler can ask for (a
// receiver's Retry-After) by throwing RetryLater.

/** The wait (ms) before the next attempt of a message whose attempt `attempt` failed with `error`. */
export type RetryDelay = (attempt: number, error: unknown) => number;

/**
 * Thrown by a handler to be retried no sooner than `retryAfterMs` (e.g. an HTTP
 * receiver's Retry-After). A subscription with a retryDelay waits at least this long;
 * one with fixed TTL queues treats it like any other failure.
 */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'RetryLater';
  }
}

/**
 * Thrown by a handler that cannot try yet because the work is not its to do now (another
 * worker holds it, or it is not due before retryAfterMs). The message comes back after
 * retryAfterMs with the same attempt number: a deferral is not an attempt, so it never
 * uses up a message's attempts nor dead-letters it.
 */
export class NotYet extends RetryLater {
  constructor(message: string, retryAfterMs: number) {
    super(message, retryAfterMs);
    this.name = 'NotYet';
  }
}

/** The floor a failure asks for: a RetryLater's retryAfterMs, else 0. */
export const retryAfterOf = (error: unknown): number =>
  error instanceof RetryLater && Number.isFinite(error.retryAfterMs)
    ? Math.max(0, error.retryAfterMs)
    : 0;

export interface JitterOptions {
  /** ±fraction of the step; default 0.2 (a 5 s step waits 4 to 6 s). */
  jitter?: number;
  /** [0, 1); default Math.random (tests pass their own). */
  random?: () => number;
}

/**
 * The usual plan: step `attempt` of retryDelaysMs (the last step for attempts beyond
 * it) × (1 − jitter + 2·jitter·random). The bus applies a RetryLater's floor on top:
 * the wait is max(this, retryAfterMs).
 */
export function jitteredRetryDelay(
  retryDelaysMs: readonly number[],
  { jitter = 0.2, random = Math.random }: JitterOptions = {},
): RetryDelay {
  if (retryDelaysMs.length === 0)
    throw new RangeError('jitteredRetryDelay needs at least one step');
  return (attempt) => {
    const step = retryDelaysMs[Math.min(Math.max(attempt, 1), retryDelaysMs.length) - 1];
    return Math.round(step * (1 - jitter + 2 * jitter * random()));
  };
}

/**
 * The retry queue a message waiting `delayMs` goes to: the one whose step is nearest on
 * a logarithmic scale (ties: the first). RabbitMQ expires a per-message TTL only at the
 * head of a queue, so a message waits at least as long as every message ahead of it;
 * keeping delays of one magnitude together (one queue per step) bounds how long a short
 * wait can be held up by a long one (a Retry-After of an hour lands beside the hour-long
 * steps, not in front of the 5-second ones).
 */
export function retryQueueIndex(retryDelaysMs: readonly number[], delayMs: number): number {
  const target = Math.log(Math.max(delayMs, 1));
  let best = 0;
  for (let index = 1; index < retryDelaysMs.length; index++) {
    const distance = Math.abs(Math.log(Math.max(retryDelaysMs[index], 1)) - target);
    const bestDistance = Math.abs(Math.log(Math.max(retryDelaysMs[best], 1)) - target);
    if (distance < bestDistance) best = index;
  }
  return best;
}
