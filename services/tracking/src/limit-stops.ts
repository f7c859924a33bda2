// Stops running timers at their member's weekly limit (issue 19): every
// LIMIT_STOP_INTERVAL_MS, the timers whose limit_stop_at has come are stopped at that
// instant (timers.ts stopAtLimit). The due time lives on the entry in MongoDB, not in
// this process: a timer due while the service was down is stopped, at its due instant,
// by the first pass after the restart; with two replicas both may try and one stops it.
import { everyInterval, type Logger } from '@workmesh/platform';
import type { TrackingRepository } from './models';
import type { TimeEntriesUseCases } from './time-entries';

/** Most timers one pass stops; the next pass takes the rest. */
const MAX_PER_PASS = 200;

export function limitStops(deps: {
  repository: TrackingRepository;
  timeEntries: Pick<TimeEntriesUseCases, 'stopAtLimit'>;
  logger: Logger;
  now(): Date;
  intervalMs: number;
}) {
  /** One pass: the ids of the timers it stopped. */
  async function pass(): Promise<number[]> {
    const due = await deps.repository.timeEntries.dueLimitStops(deps.now(), MAX_PER_PASS);
    const stopped: number[] = [];
    for (const entry of due) {
      try {
        if (await deps.timeEntries.stopAtLimit(entry)) stopped.push(entry.id);
      } catch (err) {
        deps.logger.warn(
          { err, time_entry_id: entry.id },
          'limit stop failed; the next pass retries',
        );
      }
    }
    return stopped;
  }

  return {
    pass,
    /** Passes every intervalMs until the returned function is called (which waits for one under way). */
    start: () => everyInterval(deps.intervalMs, pass, deps.logger, 'weekly limit stops'),
  };
}
