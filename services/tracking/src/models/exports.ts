// Persistence of export jobs (docs/exports.md): a team's or a person's export, from
// queued to done or failed. The job is its own lease: a worker claims a queued job (or a
// running one whose lease ran out: its worker died) with a conditional update, so with
// several replicas exactly one builds it at a time. The zip's object key stays on the
// job until retention removes the object. Every read names the team or the person.
import {
  connectionModel,
  JOB_STATUSES,
  mongoose,
  recordSchemaOptions,
  type Connection,
  type JobStatus,
} from '@workmesh/platform';
import type { ResponseOf } from './proto-messages';

export type ExportJobMessage = ResponseOf<'GetExport'>;

export interface ExportPartRecord {
  kind: string;
  records: number;
}

export interface ExportJobRecord {
  id: number;
  /** 0: a person's own export. */
  team_id: number;
  /** A person's own export: whose; 0 for a team's. */
  user_id: number;
  status: JobStatus;
  parts: ExportPartRecord[];
  size: number;
  /** The zip's object key once done; null once retention removed it (or before). */
  object_key: string | null;
  failure: string | null;
  created_by: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  /** How many times a worker claimed it (a restarted job starts its zip over). */
  attempts: number;
}

export type NewExportJob = Pick<ExportJobRecord, 'id' | 'team_id' | 'user_id' | 'created_by'>;

interface ExportJobDocument extends Omit<ExportJobRecord, 'id'> {
  _id: number;
  /** Who holds the job while running, and until when (renewed as it runs). */
  lease_owner: string | null;
  lease_until: Date | null;
  updated_at: Date;
}

const partSchema = new mongoose.Schema<ExportPartRecord>(
  { kind: { type: String, required: true }, records: { type: Number, required: true } },
  { _id: false },
);

const exportSchema = new mongoose.Schema<ExportJobDocument>(
  {
    _id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    user_id: { type: Number, required: true },
    status: { type: String, enum: JOB_STATUSES, required: true },
    parts: { type: [partSchema], default: [] },
    size: { type: Number, default: 0 },
    object_key: { type: String, default: null },
    failure: { type: String, default: null },
    created_by: { type: Number, required: true },
    started_at: { type: Date, default: null },
    finished_at: { type: Date, default: null },
    attempts: { type: Number, default: 0 },
    lease_owner: { type: String, default: null },
    lease_until: { type: Date, default: null },
  },
  recordSchemaOptions('exports'),
);

// The worker's claim: the oldest queued job, or a running one whose lease ran out.
exportSchema.index({ status: 1, lease_until: 1, _id: 1 }, { name: 'status_lease_until_id' });
// Retention: done jobs whose zip is still stored, oldest first.
exportSchema.index({ finished_at: 1, object_key: 1 }, { name: 'finished_at_object_key' });

const toExportJob = ({
  _id,
  lease_owner: _owner,
  lease_until: _until,
  updated_at: _updated,
  ...fields
}: ExportJobDocument): ExportJobRecord => ({
  id: _id,
  ...fields,
  parts: (fields.parts ?? []).map(({ kind, records }) => ({ kind, records })),
});

/** The proto's ExportJob; the link (done jobs) is added by the caller, who signs it. */
export function toExportJobMessage(
  job: ExportJobRecord,
  link?: { download_url: string; expires_at: string },
): ExportJobMessage {
  return {
    id: job.id,
    team_id: job.team_id,
    user_id: job.user_id,
    status: job.status,
    parts: job.parts,
    size: job.size,
    ...(link ?? {}),
    ...(job.failure === null ? {} : { failure: job.failure }),
    created_by: job.created_by,
    created_at: job.created_at.toISOString(),
    ...(job.started_at ? { started_at: job.started_at.toISOString() } : {}),
    ...(job.finished_at ? { finished_at: job.finished_at.toISOString() } : {}),
  };
}

export type ExportJobStore = ReturnType<typeof exportJobStore>;

export function exportJobStore(connection: Connection) {
  const ExportJob = connectionModel(connection, 'ExportJob', exportSchema);

  return {
    model: ExportJob,

    async create(job: NewExportJob): Promise<ExportJobRecord> {
      const { id, ...fields } = job;
      const created = await ExportJob.create({ _id: id, ...fields, status: 'queued' });
      return toExportJob(created.toObject() as ExportJobDocument);
    },

    /** A team's export (user_id 0) or a person's (team_id 0), by id; null when not theirs. */
    async find(id: number, scope: { team_id: number; user_id: number }) {
      const found = await ExportJob.findOne({ _id: id, ...scope }).lean<ExportJobDocument>();
      return found ? toExportJob(found) : null;
    },

    /**
     * Claims the oldest job to build: queued, or running with its lease run out (its
     * worker died: the zip starts over). One conditional update: two workers never
     * claim the same job.
     */
    async claim(owner: string, now: Date, leaseMs: number): Promise<ExportJobRecord | null> {
      const claimed = await ExportJob.findOneAndUpdate(
        {
          $or: [{ status: 'queued' }, { status: 'running', lease_until: { $lt: now } }],
        },
        {
          $set: {
            status: 'running',
            lease_owner: owner,
            lease_until: new Date(now.getTime() + leaseMs),
            started_at: now,
          },
          $inc: { attempts: 1 },
        },
        { sort: { _id: 1 }, returnDocument: 'after' },
      ).lean<ExportJobDocument>();
      return claimed ? toExportJob(claimed) : null;
    },

    /** Extends the lease; false when the job is no longer this owner's (taken over). */
    async renew(id: number, owner: string, until: Date): Promise<boolean> {
      const { modifiedCount } = await ExportJob.updateOne(
        { _id: id, status: 'running', lease_owner: owner },
        { $set: { lease_until: until } },
      );
      return modifiedCount === 1;
    },

    /** Ends the job as done or failed, if this owner still holds it (in the caller's transaction). */
    async finish(
      id: number,
      owner: string,
      outcome: Pick<ExportJobRecord, 'status' | 'parts' | 'size' | 'object_key' | 'failure'> & {
        finished_at: Date;
      },
    ): Promise<ExportJobRecord | null> {
      const finished = await ExportJob.findOneAndUpdate(
        { _id: id, status: 'running', lease_owner: owner },
        { $set: { ...outcome, lease_owner: null, lease_until: null } },
        { returnDocument: 'after' },
      ).lean<ExportJobDocument>();
      return finished ? toExportJob(finished) : null;
    },

    /** Done jobs finished before `before` whose zip is still stored, a few at a time. */
    async expired(before: Date, limit: number): Promise<ExportJobRecord[]> {
      const documents = await ExportJob.find({
        status: 'done',
        finished_at: { $lt: before },
        object_key: { $ne: null },
      })
        .sort({ finished_at: 1 })
        .limit(limit)
        .lean<ExportJobDocument[]>();
      return documents.map(toExportJob);
    },

    /** The zip was removed: the job stays (its parts and dates), without a link. */
    async forgetObject(id: number): Promise<void> {
      await ExportJob.updateOne({ _id: id }, { $set: { object_key: null } });
    },
  };
}
