// Scheduled work that must run once per interval whichever replica looks first
// (design rule 11): a job's next due time is kept in MongoDB, and a replica runs the job
// only after moving that time forward itself (one atomic update), so two replicas never
// both run a pass, and a restart changes nothing.
import { connectionModel, mongoose, type Connection } from '@workmesh/platform';

interface JobLeaseDocument {
  _id: string; // the job's name
  due_at: Date;
}

const jobLeaseSchema = new mongoose.Schema<JobLeaseDocument>(
  {
    _id: { type: String, required: true },
    due_at: { type: Date, required: true },
  },
  { collection: 'job_leases', versionKey: false },
);

export function jobLeaseStore(connection: Connection) {
  const model = connectionModel(connection, 'JobLease', jobLeaseSchema);
  return {
    model,

    /**
     * True when the job is due at `now` and this caller took the pass: the next due time
     * is then `now + intervalMs`. False when it is not due or another replica took it.
     */
    async take(job: string, now: Date, intervalMs: number): Promise<boolean> {
      const next = new Date(now.getTime() + intervalMs);
      const taken = await model.findOneAndUpdate(
        { _id: job, due_at: { $lte: now } },
        { $set: { due_at: next } },
        { session: null, lean: true },
      );
      if (taken) return true;
      try {
        await model.create([{ _id: job, due_at: next }], { session: null });
        return true; // the job's first pass ever
      } catch (error) {
        if ((error as { code?: unknown }).code === 11000) return false;
        throw error;
      }
    },
  };
}
