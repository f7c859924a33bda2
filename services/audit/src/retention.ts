// Retention (docs/audit.md): records stored more than AUDIT_RETENTION_DAYS ago are
// removed, oldest first per team, with the team's retention mark moved to the last one
// removed in the same transaction, so verify still finds an unbroken chain from the
// first remaining record. Durable and once: a pass runs only when the job's due time,
// kept in MongoDB, has passed and this replica moved it forward (job-leases.ts); a pass
// cut short is simply done again by the next (removing what is already gone does nothing).
import { everyInterval } from '@workmesh/platform';
import type { AuditDependencies } from './dependencies';

export const RETENTION_JOB = 'audit.retention';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionOptions {
  retentionDays: number;
  intervalMs: number;
}

export function auditRetention(
  { repository, logger, now }: AuditDependencies,
  { retentionDays, intervalMs }: RetentionOptions,
) {
  /** Removes every team's records stored before the cut-off; answers how many. */
  async function removeExpired(at: Date): Promise<number> {
    const cutoff = new Date(at.getTime() - retentionDays * DAY_MS);
    let removed = 0;
    for (const { team_id, seq } of await repository.records.lastRecordedBefore(cutoff)) {
      removed += await repository.transaction(async () => {
        const last = await repository.records.atSeq(team_id, seq);
        if (!last) return 0; // removed by a pass before
        await repository.marks.advance({ team_id, seq, hash: last.hash }, at);
        return repository.records.removeThrough(team_id, seq);
      });
    }
    return removed;
  }

  return {
    removeExpired,

    /** One pass if the job is due and this replica took it; answers the records removed. */
    async pass(): Promise<number> {
      const at = now();
      if (!(await repository.leases.take(RETENTION_JOB, at, intervalMs))) return 0;
      const removed = await removeExpired(at);
      if (removed > 0)
        logger.info({ removed, retentionDays }, 'audit records past retention removed');
      return removed;
    },

    /** Looks every minute (or interval, if shorter); the lease decides who runs. */
    start(): () => Promise<void> {
      const lookMs = Math.min(intervalMs, 60_000);
      return everyInterval(lookMs, () => this.pass(), logger, 'audit retention');
    },
  };
}
