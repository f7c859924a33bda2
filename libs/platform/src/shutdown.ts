// Graceful shutdown on SIGTERM/SIGINT: run the steps in order (stop accepting, drain
// in-flight work, close connections), then exit 0; past the timeout exit 1.
import type { Logger } from './logging';
import { runStopSteps, type ShutdownStep } from './stop-steps';

export function onShutdown(logger: Logger, timeoutMs: number, steps: ShutdownStep[]): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown took too long: exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    await runStopSteps(steps, logger);
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
