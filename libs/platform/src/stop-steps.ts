// Stopping a process part by part: every step runs even when one fails (logged), so
// one stuck part never keeps the others open.
import type { Logger } from './logging';

export type ShutdownStep = [name: string, run: () => Promise<void>];

/** Runs the steps in order; a failed one is logged and the next runs all the same. */
export async function runStopSteps(steps: readonly ShutdownStep[], logger: Logger): Promise<void> {
  for (const [name, run] of steps) {
    try {
      await run();
    } catch (error) {
      logger.error({ err: error, step: name }, 'stop step failed');
    }
  }
}

/**
 * The undo of each part a start opened, added as it opens and run newest first: the
 * same list stops a running app and closes what a failed start had already opened.
 */
export class StopSteps {
  private readonly steps: ShutdownStep[] = [];
  private stopping?: Promise<void>;

  constructor(private readonly logger: Logger) {}

  add(name: string, run: () => Promise<void> | void): void {
    this.steps.unshift([name, async () => run()]);
  }

  /** Runs every step once; later calls wait for that same run. */
  run(): Promise<void> {
    return (this.stopping ??= runStopSteps(this.steps, this.logger));
  }
}
