// A pass of scheduled work repeated every intervalMs (sweeps, due stops, due invoices).
// The schedule itself lives in MongoDB (due times, leases, unique keys): this timer only
// decides how soon a process looks, so a restart or a second replica changes nothing but
// who looks first. A pass still running when the next is due is not started twice.
import type { Logger } from './logging';

/** Starts the passes; the returned function stops them and waits for one under way. */
export function everyInterval(
  intervalMs: number,
  pass: () => Promise<unknown>,
  logger: Logger,
  name: string,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .then(
        () => undefined,
        (err: unknown) => logger.warn({ err }, `${name} failed; the next pass retries`),
      )
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
