// Persistence of imports (docs/imports.md): a team's import jobs and the rows they
// refused. A job is claimed by one worker at a time through a lease (lease_owner,
// lease_until) taken and renewed by conditional updates, and keeps its checkpoint (the
// last line whose batch is stored) so that a worker taking over an expired lease resumes
// after it. Row errors are unique on (import_id, line): a replayed batch upserts them. A
// team's one running import that is not a dry run holds `exclusive: true`, unique per team
// (a partial index), so two creates racing cannot both queue one. Every query a caller
// reaches names the team (tenancy); the worker's, which no caller reaches, name the job.
import {
  connectionModel,
  mongoose,
  recordSchemaOptions,
  type Connection,
  type ImportSource,
  type JobStatus,
} from '@workmesh/platform';
import type { ResponseOf } from './proto-messages';

export type ImportJobMessage = ResponseOf<'GetImport'>;

// The shapes of imports/import-rows.ts, declared again here: models/ import nothing above them.

/** For source csv: the column of each field (ColumnMapping). */
export type ImportMappingRecord = Partial<Record<string, string>>;

/** What an import made besides entries (CreatedRecords). */
export interface ImportRecordsMade {
  members: number;
  clients: number;
  projects: number;
  tasks: number;
  tags: number;
}

/** A refused row (RowRefusal). */
export interface ImportRowRefusal {
  line: number;
  reason: string;
  excerpt: string;
}

export interface ImportUserMapRecord {
  source: string;
  user_id: number;
}

/** What a batch adds to a job's counters. */
export interface ImportCounters {
  rows_read: number;
  created: number;
  matched: number;
  skipped: number;
  errored: number;
  records: ImportRecordsMade;
}

export interface ImportRecord extends ImportCounters {
  id: number;
  team_id: number;
  source: ImportSource;
  status: JobStatus;
  dry_run: boolean;
  filename: string;
  /** The object's key in the store: imports/<team>/<id>. */
  object_key: string;
  /** Bytes of the file. */
  size: number;
  timezone: string;
  /** The team's currency when asked: rates the file gives without one. */
  currency: string;
  mapping: ImportMappingRecord | null;
  user_map: ImportUserMapRecord[];
  invite: boolean;
  /** 0..100, by bytes read of the file. */
  progress: number;
  /** The last line whose batch is stored (0: none yet): a resumed run passes rows up to it. */
  checkpoint_line: number;
  failure: string | null;
  lease_owner: string | null;
  lease_until: Date | null;
  created_by: number;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

export type NewImport = Omit<
  ImportRecord,
  | keyof ImportCounters
  | 'status'
  | 'progress'
  | 'checkpoint_line'
  | 'failure'
  | 'lease_owner'
  | 'lease_until'
  | 'created_at'
  | 'started_at'
  | 'finished_at'
>;

export interface ImportErrorRecord extends ImportRowRefusal {
  import_id: number;
  team_id: number;
}

interface ImportDocument extends Omit<ImportRecord, 'id'> {
  _id: number;
  /** Present (true) while a non-dry-run import is queued or running: one per team. */
  exclusive?: boolean;
}

export const NO_RECORDS: ImportRecordsMade = {
  members: 0,
  clients: 0,
  projects: 0,
  tasks: 0,
  tags: 0,
};

const recordsSchema = new mongoose.Schema<ImportRecordsMade>(
  {
    members: { type: Number, default: 0 },
    clients: { type: Number, default: 0 },
    projects: { type: Number, default: 0 },
    tasks: { type: Number, default: 0 },
    tags: { type: Number, default: 0 },
  },
  { _id: false },
);

const importSchema = new mongoose.Schema<ImportDocument>(
  {
    _id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    source: { type: String, required: true },
    status: { type: String, required: true },
    dry_run: { type: Boolean, required: true },
    filename: { type: String, default: '' },
    object_key: { type: String, required: true },
    size: { type: Number, required: true },
    timezone: { type: String, required: true },
    currency: { type: String, required: true },
    mapping: { type: mongoose.Schema.Types.Mixed, default: null },
    user_map: {
      type: [new mongoose.Schema({ source: String, user_id: Number }, { _id: false })],
      default: [],
    },
    invite: { type: Boolean, required: true },
    rows_read: { type: Number, default: 0 },
    created: { type: Number, default: 0 },
    matched: { type: Number, default: 0 },
    skipped: { type: Number, default: 0 },
    errored: { type: Number, default: 0 },
    records: { type: recordsSchema, default: () => ({ ...NO_RECORDS }) },
    progress: { type: Number, default: 0 },
    checkpoint_line: { type: Number, default: 0 },
    failure: { type: String, default: null },
    lease_owner: { type: String, default: null },
    lease_until: { type: Date, default: null },
    created_by: { type: Number, required: true },
    started_at: { type: Date, default: null },
    finished_at: { type: Date, default: null },
    exclusive: { type: Boolean },
  },
  recordSchemaOptions('imports'),
);
// The team's list, newest first.
importSchema.index({ team_id: 1, _id: -1 });
// Workers look for work by status.
importSchema.index({ status: 1, lease_until: 1 });
// One queued or running import per team that is not a dry run.
importSchema.index(
  { team_id: 1 },
  {
    name: 'one_exclusive_import_per_team',
    unique: true,
    partialFilterExpression: { exclusive: true },
  },
);

const importErrorSchema = new mongoose.Schema<ImportErrorRecord>(
  {
    import_id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    line: { type: Number, required: true },
    reason: { type: String, required: true },
    excerpt: { type: String, default: '' },
  },
  { collection: 'import_errors', versionKey: false },
);
importErrorSchema.index({ import_id: 1, line: 1 }, { unique: true });

const toImport = ({ _id, exclusive: _exclusive, ...fields }: ImportDocument): ImportRecord => ({
  ...fields,
  id: _id,
  records: { ...NO_RECORDS, ...fields.records },
  mapping: fields.mapping ?? null,
  user_map: (fields.user_map ?? []).map(({ source, user_id }) => ({ source, user_id })),
});

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

/** The proto's ImportJob. */
export function toImportMessage(job: ImportRecord): ImportJobMessage {
  return {
    id: job.id,
    team_id: job.team_id,
    source: job.source,
    status: job.status,
    dry_run: job.dry_run,
    filename: job.filename,
    timezone: job.timezone,
    rows_read: job.rows_read,
    created: job.created,
    matched: job.matched,
    skipped: job.skipped,
    errored: job.errored,
    progress: job.progress,
    records: { ...job.records },
    failure: job.failure ?? undefined,
    created_by: job.created_by,
    created_at: job.created_at.toISOString(),
    started_at: iso(job.started_at),
    finished_at: iso(job.finished_at),
  };
}

/** What a worker stores of one batch, together: counters, refused rows and checkpoint. */
export interface BatchRecord {
  counters: ImportCounters;
  errors: readonly ImportRowRefusal[];
  checkpointLine: number;
  progress: number;
}

export type ImportStore = ReturnType<typeof importStore>;

type ImportModel = mongoose.Model<ImportDocument>;
type ImportErrorModel = mongoose.Model<ImportErrorRecord>;

/** The worker's writes: leases, batches and the end, each conditional on holding the lease. */
function importLeases(Import: ImportModel, ImportError: ImportErrorModel) {
  const held = (id: number, owner: string) => ({
    _id: id,
    status: 'running' as const,
    lease_owner: owner,
  });

  async function upsertErrors(
    job: ImportRecord,
    errors: readonly ImportRowRefusal[],
  ): Promise<void> {
    if (errors.length === 0) return;
    await ImportError.bulkWrite(
      errors.map((error) => ({
        updateOne: {
          filter: { import_id: job.id, line: error.line },
          update: {
            $set: {
              team_id: job.team_id,
              reason: error.reason,
              excerpt: error.excerpt.slice(0, 200),
            },
          },
          upsert: true,
        },
      })),
      { ordered: false },
    );
  }

  return {
    /**
     * Takes one job for `owner` until `now + leaseMs`: a queued one (oldest first), else a
     * running one whose lease has expired (its worker died or stopped). One conditional
     * update each: two workers never both take a job.
     */
    async claim(owner: string, now: Date, leaseMs: number): Promise<ImportRecord | null> {
      const lease = { lease_owner: owner, lease_until: new Date(now.getTime() + leaseMs) };
      const options = { sort: { _id: 1 }, returnDocument: 'after', session: null } as const;
      const queued = await Import.findOneAndUpdate(
        { status: 'queued' },
        { $set: { ...lease, status: 'running', started_at: now } },
        options,
      ).lean<ImportDocument>();
      if (queued) return toImport(queued);
      const expired = await Import.findOneAndUpdate(
        { status: 'running', lease_until: { $lt: now } },
        { $set: lease },
        options,
      ).lean<ImportDocument>();
      return expired ? toImport(expired) : null;
    },

    /** Extends the lease; false when this owner no longer holds it. */
    async renew(id: number, owner: string, until: Date): Promise<boolean> {
      const result = await Import.updateOne(held(id, owner), { $set: { lease_until: until } });
      return result.matchedCount === 1;
    },

    /** Gives the lease up (a stopping worker): another takes the job at its next look. */
    async release(id: number, owner: string): Promise<void> {
      await Import.updateOne(held(id, owner), { $set: { lease_until: new Date(0) } });
    },

    /**
     * Adds a batch's counters, its refused rows and the checkpoint, inside the caller's
     * transaction; false (nothing written) when this owner no longer holds the lease.
     */
    async storeBatch(job: ImportRecord, owner: string, batch: BatchRecord): Promise<boolean> {
      const { records, ...counts } = batch.counters;
      const result = await Import.updateOne(held(job.id, owner), {
        $inc: {
          ...counts,
          'records.members': records.members,
          'records.clients': records.clients,
          'records.projects': records.projects,
          'records.tasks': records.tasks,
          'records.tags': records.tags,
        },
        $set: { checkpoint_line: batch.checkpointLine, progress: batch.progress },
      });
      if (result.matchedCount !== 1) return false;
      await upsertErrors(job, batch.errors);
      return true;
    },

    /**
     * Ends the job (done or failed) with its last refused rows, inside the caller's
     * transaction; the ended job, or null when this owner no longer holds the lease.
     */
    async finish(
      job: ImportRecord,
      owner: string,
      end: { status: 'done' | 'failed'; at: Date; failure?: string; errors?: ImportRowRefusal[] },
    ): Promise<ImportRecord | null> {
      const ended = await Import.findOneAndUpdate(
        held(job.id, owner),
        {
          $set: {
            status: end.status,
            finished_at: end.at,
            lease_owner: null,
            lease_until: null,
            ...(end.status === 'done' ? { progress: 100 } : {}),
            ...(end.failure ? { failure: end.failure } : {}),
          },
          $unset: { exclusive: 1 },
          $inc: { errored: end.errors?.length ?? 0 },
        },
        { returnDocument: 'after' },
      ).lean<ImportDocument>();
      if (!ended) return null;
      await upsertErrors(job, end.errors ?? []);
      return toImport(ended);
    },
  };
}

export function importStore(connection: Connection) {
  const Import = connectionModel(connection, 'Import', importSchema);
  const ImportError = connectionModel(connection, 'ImportError', importErrorSchema);

  return {
    ...importLeases(Import, ImportError),
    /** Both collections, made with their indexes at start-up (ensureCollections). */
    model: {
      async createCollection() {
        await Import.createCollection();
        await ImportError.createCollection();
      },
      async createIndexes() {
        await Import.createIndexes();
        await ImportError.createIndexes();
      },
    },

    async insert(job: NewImport): Promise<ImportRecord> {
      const [created] = await Import.create([
        { ...job, _id: job.id, status: 'queued', ...(job.dry_run ? {} : { exclusive: true }) },
      ]);
      return toImport(created.toObject() as ImportDocument);
    },

    async findInTeam(teamId: number, id: number): Promise<ImportRecord | null> {
      const found = await Import.findOne({ _id: id, team_id: teamId }).lean<ImportDocument>();
      return found ? toImport(found) : null;
    },

    /** The team's queued or running import that is not a dry run, if any. */
    async exclusiveInTeam(teamId: number): Promise<ImportRecord | null> {
      const found = await Import.findOne({
        team_id: teamId,
        exclusive: true,
      }).lean<ImportDocument>();
      return found ? toImport(found) : null;
    },

    /** One page of the team's imports, newest first. */
    async page(
      teamId: number,
      window: { skip: number; limit: number },
    ): Promise<{ items: ImportRecord[]; total: number }> {
      const [documents, total] = await Promise.all([
        Import.find({ team_id: teamId })
          .sort({ _id: -1 })
          .skip(window.skip)
          .limit(window.limit)
          .lean<ImportDocument[]>(),
        Import.countDocuments({ team_id: teamId }),
      ]);
      return { items: documents.map(toImport), total };
    },

    /** One page of an import's refused rows, by line. */
    async errorPage(
      teamId: number,
      importId: number,
      window: { skip: number; limit: number },
    ): Promise<{ items: ImportRowRefusal[]; total: number }> {
      const filter = { team_id: teamId, import_id: importId };
      const [documents, total] = await Promise.all([
        ImportError.find(filter)
          .sort({ line: 1 })
          .skip(window.skip)
          .limit(window.limit)
          .lean<ImportErrorRecord[]>(),
        ImportError.countDocuments(filter),
      ]);
      return {
        items: documents.map(({ line, reason, excerpt }) => ({ line, reason, excerpt })),
        total,
      };
    },
  };
}
