// Import jobs through the service (docs/imports.md), with doubles of the parsers and the
// writer (import-doubles.ts) over the real MongoDB, object store and bus: who may import,
// what a request must hold, one writing import per team (409) beside dry runs, a job run
// to done with its counters, refused rows and import.finished, a dry run, a file refused
// as a whole, two workers that never both run one job, and a worker killed mid-file whose
// job another worker resumes after its checkpoint without writing done batches again.
// The service's own worker is kept idle (a long poll interval): the tests run workers of
// their own, each as another process would.
import {
  createLogger,
  Outbox,
  Reason,
  type DomainEvent,
  type EventBus,
  type ImportFinishedData,
} from '@workmesh/platform';
import { importStorage } from '../src/imports/import-storage';
import { importWorker } from '../src/imports/import-worker';
import { trackingRepository } from '../src/models';
import { doubleParsers, entries, fileOf, RecordingWriter } from './import-doubles';
import {
  asManager,
  asMember,
  asOwner,
  failureOf,
  trackingForFile,
  type TeamFixture,
} from './tracking-harness';

const writer = new RecordingWriter();
const h = trackingForFile({
  importParts: { parsers: doubleParsers(), writer },
  env: { IMPORT_POLL_INTERVAL_MS: '600000' },
});
const logger = createLogger('import-test', process.env.TEST_LOG_LEVEL ?? 'silent');

const upload = (data: Buffer, filename = 'entries.csv') => ({
  data,
  filename,
  content_type: 'text/csv',
});

const createImport = (
  fixture: TeamFixture,
  data: Buffer,
  extra: Record<string, unknown> = {},
  caller = asManager(fixture),
) => h.client.CreateImport({ source: 'clockify', file: upload(data), ...extra }, caller);

/** A worker as another process would run it; `now` may run ahead (a lease seen as expired). */
function worker(name: string, { now = () => new Date(), leaseMs = 60_000, batchSize = 2 } = {}) {
  const outbox = new Outbox({ connection: h.db, bus: undefined as unknown as EventBus, logger });
  return importWorker(
    {
      repository: trackingRepository(h.db),
      // The service's relay publishes what these workers record (one outbox collection).
      outbox: {
        record: (...events: DomainEvent[]) => outbox.record(...events),
        kick: () => undefined,
      },
      logger,
      now,
    },
    {
      storage: importStorage(h.config, logger),
      parsers: doubleParsers(),
      writer,
      instanceId: name,
      batchSize,
      leaseMs,
      intervalMs: 1000,
    },
  );
}

/** Runs jobs until none is left to take. */
async function runAll(name = 'worker'): Promise<void> {
  const runner = worker(name);
  while (await runner.runOnce());
}

const getImport = (fixture: TeamFixture, id: number) =>
  h.client.GetImport({ import_id: id }, asManager(fixture));

afterEach(async () => {
  writer.hook = undefined;
  writer.afterWrite = undefined;
  await runAll('drain');
});

describe('CreateImport', () => {
  it('owners and managers import; a member may not, nor read imports', async () => {
    const fixture = h.team();
    const byOwner = await createImport(
      fixture,
      fileOf('entry,a'),
      { dry_run: true },
      asOwner(fixture),
    );
    expect(byOwner).toMatchObject({ status: 'queued', source: 'clockify', dry_run: true });
    expect(
      (await failureOf(createImport(fixture, fileOf('entry,a'), {}, asMember(fixture)))).kind,
    ).toBe('permission_denied');
    expect(
      (await failureOf(h.client.GetImport({ import_id: byOwner.id }, asMember(fixture)))).kind,
    ).toBe('permission_denied');
  });

  it('refuses a missing or unknown source, a missing or empty file, a bad zone, csv without a mapping', async () => {
    const fixture = h.team();
    const caller = asManager(fixture);
    const noSource = await failureOf(
      h.client.CreateImport({ file: upload(fileOf('entry,a')) }, caller),
    );
    expect(noSource).toMatchObject({
      kind: 'invalid_argument',
      message: 'The source field is required.',
    });
    const unknown = await failureOf(createImport(fixture, fileOf('entry,a'), { source: 'excel' }));
    expect(unknown.fields?.source).toBeDefined();
    const noFile = await failureOf(h.client.CreateImport({ source: 'toggl' }, caller));
    expect(noFile.message).toBe('The file field is required.');
    const empty = await failureOf(createImport(fixture, Buffer.alloc(0)));
    expect(empty.message).toBe('The file may not be empty.');
    const zone = await failureOf(
      createImport(fixture, fileOf('entry,a'), { timezone: 'Mars/Olympus' }),
    );
    expect(zone.reason).toBe(Reason.INVALID_TIMEZONE);
    const csv = await failureOf(createImport(fixture, fileOf('entry,a'), { source: 'csv' }));
    expect(csv.fields?.mapping).toEqual(['The mapping field is required for source csv.']);
    const half = await failureOf(
      createImport(fixture, fileOf('entry,a'), { source: 'csv', mapping: { start: 'Start' } }),
    );
    expect(half.fields?.mapping?.[0]).toMatch(/start and end columns/);
    const badMap = await failureOf(
      createImport(fixture, fileOf('entry,a'), {
        user_map: [{ source: 'ann@example.com', user_id: 0 }],
      }),
    );
    expect(badMap.fields?.user_map).toBeDefined();
    expect((await h.client.ListImports({}, caller)).imports).toEqual([]);
  });

  it("stores the file, defaults the zone to the team's and keeps a csv mapping", async () => {
    const fixture = h.team();
    const data = fileOf('entry,a', 'skip');
    const job = await createImport(fixture, data, {
      source: 'csv',
      dry_run: true,
      mapping: { start: 'Begin', end: 'Finish', email: 'Mail' },
      user_map: [{ source: 'Ann@Example.com', user_id: fixture.members[0]!.id }],
    });
    expect(job).toMatchObject({
      timezone: 'UTC',
      filename: 'entries.csv',
      rows_read: 0,
      progress: 0,
    });
    const stored = await h.db.collection('imports').findOne({ _id: job.id as never });
    expect(stored).toMatchObject({
      object_key: `imports/${fixture.teamId}/${job.id}`,
      size: data.length,
      mapping: { start: 'Begin', end: 'Finish', email: 'Mail' },
    });
    const stream = await importStorage(h.config, logger).getStream(
      `imports/${fixture.teamId}/${job.id}`,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
    expect(Buffer.concat(chunks)).toEqual(data);
    const other = h.team();
    expect((await failureOf(getImport(other, job.id))).reason).toBe(Reason.IMPORT_NOT_FOUND);
  });

  it('refuses a second writing import of the team while one is queued (409); a dry run may run beside', async () => {
    const fixture = h.team();
    await createImport(fixture, fileOf('entry,a'));
    const second = await failureOf(createImport(fixture, fileOf('entry,b')));
    expect(second).toMatchObject({ kind: 'already_exists', reason: Reason.IMPORT_IN_PROGRESS });
    await createImport(fixture, fileOf('entry,b'), { dry_run: true });
    // Another team is not held up.
    await createImport(h.team(), fileOf('entry,c'));
    await runAll();
    await createImport(fixture, fileOf('entry,b')); // the first one ended
  });
});

describe('the import worker', () => {
  it('runs a job to done: counters, refused rows by line, progress 100, import.finished', async () => {
    const fixture = h.team();
    const rows = [
      ...entries('done', 3),
      'skip',
      'error,The End time 25:00 is not a time.',
      'entry,unmatched-1',
    ];
    const job = await createImport(fixture, fileOf(...rows));
    await runAll();
    const done = await getImport(fixture, job.id);
    expect(done).toMatchObject({
      status: 'done',
      rows_read: 6,
      created: 3,
      matched: 0,
      skipped: 1,
      errored: 2,
      progress: 100,
    });
    expect(done.started_at).toBeDefined();
    expect(done.finished_at).toBeDefined();
    const errors = await h.client.ListImportErrors({ import_id: job.id }, asManager(fixture));
    expect(errors.errors).toEqual([
      {
        line: 6,
        reason: 'The End time 25:00 is not a time.',
        excerpt: 'error,The End time 25:00 is not a time.',
      },
      { line: 7, reason: 'No such member.', excerpt: 'unmatched-1' },
    ]);
    expect(errors.page_info).toMatchObject({ total: 2 });
    const event = await h.events.waitFor<ImportFinishedData>(
      'import.finished',
      (data) => data.import_id === job.id,
    );
    expect(event.data).toMatchObject({
      team_id: fixture.teamId,
      status: 'done',
      dry_run: false,
      rows_read: 6,
      created: 3,
      errored: 2,
      requested_by: fixture.managers[0]!.id,
    });
    // The same file again creates nothing: every entry is matched.
    const again = await createImport(fixture, fileOf(...rows));
    await runAll();
    expect(await getImport(fixture, again.id)).toMatchObject({ created: 0, matched: 3 });
    const list = await h.client.ListImports({}, asManager(fixture));
    expect(list.imports.map((item) => item.id)).toEqual([again.id, job.id]);
  });

  it('a dry run counts and checks through the writer with dryRun, and writes nothing', async () => {
    const fixture = h.team();
    const job = await createImport(fixture, fileOf(...entries('dry', 3), 'error,Bad.'), {
      dry_run: true,
    });
    await runAll();
    expect(await getImport(fixture, job.id)).toMatchObject({
      status: 'done',
      dry_run: true,
      created: 3,
      errored: 1,
    });
    expect(
      writer.calls.filter((call) => call.importId === job.id).every((call) => call.dryRun),
    ).toBe(true);
    expect([...writer.written.keys()].some((key) => key.startsWith('dry-'))).toBe(false);
    const errors = await h.client.ListImportErrors({ import_id: job.id }, asManager(fixture));
    expect(errors.errors).toHaveLength(1);
  });

  it('fails a file refused as a whole, with its failure, an error row and import.finished', async () => {
    const fixture = h.team();
    const job = await createImport(
      fixture,
      fileOf('entry,fail-1', 'fatal,The column End is missing.'),
    );
    await runAll();
    const failed = await getImport(fixture, job.id);
    expect(failed).toMatchObject({ status: 'failed', failure: 'The column End is missing.' });
    const errors = await h.client.ListImportErrors({ import_id: job.id }, asManager(fixture));
    expect(errors.errors).toContainEqual({
      line: 3,
      reason: 'The column End is missing.',
      excerpt: '',
    });
    const event = await h.events.waitFor<ImportFinishedData>(
      'import.finished',
      (data) => data.import_id === job.id,
    );
    expect(event.data.status).toBe('failed');
    // The team may import again at once.
    await createImport(fixture, fileOf('entry,fail-2'));
  });

  it('two workers looking at once never both run a job', async () => {
    const fixture = h.team();
    const job = await createImport(fixture, fileOf(...entries('race', 5)));
    const taken = await Promise.all([worker('a').runOnce(), worker('b').runOnce()]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(writer.keysOf(job.id)).toEqual(
      entries('race', 5).map((row) => row.slice('entry,'.length)),
    );
    expect(await getImport(fixture, job.id)).toMatchObject({ status: 'done', created: 5 });
  });

  it('a worker killed mid-file: another takes the expired lease and resumes after the checkpoint', async () => {
    const fixture = h.team();
    const keys = entries('crash', 7).map((row) => row.slice('entry,'.length));
    const job = await createImport(fixture, fileOf(...entries('crash', 7)));
    // The first worker dies once its third batch (rows 5 and 6) is written, before it is
    // stored: its lease stays.
    writer.afterWrite = async (call) => {
      if (call.keys.includes('crash-5')) throw new Error('killed');
    };
    await expect(worker('first').runOnce()).rejects.toThrow('killed');
    writer.afterWrite = undefined;
    expect(await getImport(fixture, job.id)).toMatchObject({
      status: 'running',
      created: 4,
      rows_read: 4,
    });
    // Its lease has not run out: nobody takes the job over yet.
    expect(await worker('early').runOnce()).toBe(false);
    const later = () => new Date(Date.now() + 120_000);
    expect(await worker('second', { now: later }).runOnce()).toBe(true);
    // The batches stored before the crash were not written again; the one written but not
    // stored was (harmless: the writer's source keys), and is counted once.
    expect(writer.keysOf(job.id)).toEqual([...keys.slice(0, 6), ...keys.slice(4)]);
    expect(await getImport(fixture, job.id)).toMatchObject({
      status: 'done',
      rows_read: 7,
      created: 7,
    });
  });

  it('a worker whose lease another took stops without storing its batch', async () => {
    const fixture = h.team();
    const job = await createImport(fixture, fileOf(...entries('lost', 4)));
    const later = () => new Date(Date.now() + 120_000);
    let takenOver = false;
    writer.hook = async (call) => {
      // While the first worker writes its second batch, its lease is taken over and the job finished.
      if (!takenOver && call.keys.includes('lost-3')) {
        takenOver = true;
        await worker('second', { now: later }).runOnce();
      }
    };
    await worker('first').runOnce();
    expect(await getImport(fixture, job.id)).toMatchObject({
      status: 'done',
      rows_read: 4,
      created: 4,
    });
  });
});
