// Exports through the service (docs/exports.md): an owner's team export and a person's
// own export are queued, built by the worker from every service's Portability (stubs
// here, tracking's own records real) into a zip in the object store (a local S3
// server), and offered through a presigned link. The zip is read back: the manifest, a
// JSON Lines file a kind, time_entries.csv, the invoices' PDFs as files. Members are
// refused, another team's or person's export is not found, a link past its expiry is
// refused by the store, a dead worker's export is taken over, a service that does not
// answer fails the export with a text a person can read.
import { Reason } from '@workmesh/platform';
import { eventually, jsonLines, readZip } from '@workmesh/testing';
import { Client as MinioClient } from 'minio';
import {
  as,
  asMember,
  asOwner,
  failureOf,
  trackingForFile,
  type TeamFixture,
} from './tracking-harness';

const h = trackingForFile();

const HOUR = 3600 * 1000;
const at = (hoursAfter: number) =>
  new Date(Date.UTC(2025, 2, 3, 8) + hoursAfter * HOUR).toISOString();

type Job = Awaited<ReturnType<typeof h.client.GetExport>>;

async function doneExport(get: () => Promise<Job>): Promise<Job> {
  let job: Job | undefined;
  await eventually(
    async () => {
      job = await get();
      return job.status === 'done' || job.status === 'failed';
    },
    20_000,
    'the export to end',
  );
  return job!;
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const PDF = Buffer.from('%PDF-1.4\n% a stand-in invoice\n%%EOF\n');

/** A team with entries (one tagged, one a member's), and the other services' records. */
async function teamWithRecords(): Promise<TeamFixture> {
  const fixture = h.team();
  const tag = await h.client.CreateTag({ name: `=Urgent ${fixture.teamId}` }, asOwner(fixture));
  const rows: Array<[number, number, ReturnType<typeof asOwner>, Record<string, unknown>]> = [
    [0, 2, asOwner(fixture), { tag_ids: [tag.id], description: 'Design, "first" draft' }],
    [3, 4, asMember(fixture), {}],
    [5, 8, asMember(fixture), {}],
  ];
  for (const [from, to, caller, extra] of rows) {
    await h.client.CreateTimeEntry(
      { project_id: fixture.project.id, start: at(from), end: at(to), ...extra },
      caller,
    );
  }
  const team = { team_id: fixture.teamId };
  const members = [fixture.owner, ...fixture.members].map((user) => ({
    user_id: user.id,
    name: user.name,
    email: user.email,
  }));
  h.portability.teams.set(team, 'members', members);
  h.portability.clients.set(team, 'clients', [
    { id: fixture.client.id, name: fixture.client.name },
  ]);
  h.portability.clients.set(team, 'projects', [{ id: fixture.project.id }]);
  h.portability.tasks.set(team, 'tasks', [{ id: 1 }, { id: 2 }, { id: 3 }]);
  h.portability.invoices.set(team, 'invoices', [{ id: 7, number: 'INV-0007' }]);
  h.portability.invoices.set(team, 'invoice_pdfs', [
    {
      invoice_id: 7,
      number: 'INV-0007',
      file_name: 'INV-0007.pdf',
      content_base64: PDF.toString('base64'),
    },
  ]);
  h.portability.notifier.set(team, 'webhooks', [{ id: 3, event: 'time_entry.created' }]);
  return fixture;
}

describe('CreateExport, GetExport', () => {
  it("an owner's export is queued, then done: the zip holds the manifest, a JSON Lines file a kind, time_entries.csv and the PDFs", async () => {
    const fixture = await teamWithRecords();
    // Another team's entry: never in this team's export.
    const other = h.team();
    await h.client.CreateTimeEntry(
      { project_id: other.project.id, start: at(0), end: at(1) },
      asOwner(other),
    );

    const queued = await h.client.CreateExport({}, asOwner(fixture));
    expect(queued).toMatchObject({ status: 'queued', team_id: fixture.teamId, user_id: 0 });
    expect(queued.created_by).toBe(fixture.owner.id);

    const job = await doneExport(() =>
      h.client.GetExport({ export_id: queued.id }, asOwner(fixture)),
    );
    expect(job.status).toBe('done');
    expect(job.size).toBeGreaterThan(0);
    expect(job.download_url).toContain(`exports/${queued.id}.zip`);
    expect(new Date(job.expires_at!).getTime()).toBeGreaterThan(Date.now());
    expect(job.parts).toEqual(
      expect.arrayContaining([
        { kind: 'members', records: 3 },
        { kind: 'tasks', records: 3 },
        { kind: 'time_entries', records: 3 },
        { kind: 'tags', records: 1 },
        { kind: 'webhooks', records: 1 },
      ]),
    );

    const files = await readZip(await download(job.download_url!));
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8'));
    expect(manifest).toMatchObject({
      format: 'workmesh-export',
      version: 1,
      team_id: fixture.teamId,
      user_id: 0,
      parts: { members: 3, clients: 1, projects: 1, tasks: 3, time_entries: 3, invoices: 1 },
    });
    expect(jsonLines(files.get('tasks.jsonl'))).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(files.get('invoices/INV-0007.pdf')).toEqual(PDF);
    expect(files.has('invoice_pdfs.jsonl')).toBe(false);

    const entries = jsonLines(files.get('time_entries.jsonl'));
    expect(entries.map((entry) => entry.team_id)).toEqual([
      fixture.teamId,
      fixture.teamId,
      fixture.teamId,
    ]);
    expect(entries[0]).toMatchObject({
      user_id: fixture.owner.id,
      user_name: fixture.owner.name,
      user_email: fixture.owner.email,
      tags: [`=Urgent ${fixture.teamId}`],
      duration: 7200,
      project_id: fixture.project.id,
    });
    expect(entries[1]).toMatchObject({ user_email: fixture.members[0].email, tags: [] });

    const csv = files.get('time_entries.csv')!.toString('utf8').split('\r\n');
    expect(csv[0]).toMatch(/^id,user_id,project_id,.*,duration,hours,.*,tag_ids,tags$/);
    expect(csv).toHaveLength(5); // header, 3 rows, the empty rest after the last CRLF
    // Text a spreadsheet would run is neutralized; quotes doubled.
    expect(csv[1]).toContain(`'=Urgent ${fixture.teamId}`);
    expect(csv[1]).toContain('"Design, ""first"" draft"');
    expect(csv[1]).toContain(',2.00,');

    // Pages were asked one after the other (pages of two records here).
    const taskPages = h.portability.tasks.requests.filter(
      (request) => request.team_id === fixture.teamId,
    );
    expect(taskPages.map((request) => request.after)).toEqual(['', '2']);

    const finished = await h.events.waitFor(
      'export.finished',
      (data: { export_id: number }) => data.export_id === queued.id,
    );
    expect(finished.data).toMatchObject({
      status: 'done',
      team_id: fixture.teamId,
      requested_by: fixture.owner.id,
      size: job.size,
    });
  });

  it('a member may not export the team (403); another team asking for the export gets 404', async () => {
    const fixture = await teamWithRecords();
    const refused = await failureOf(h.client.CreateExport({}, asMember(fixture)));
    expect(refused.reason).toBe(Reason.PERMISSION_DENIED);

    const queued = await h.client.CreateExport({}, asOwner(fixture));
    const other = h.team();
    const notFound = await failureOf(h.client.GetExport({ export_id: queued.id }, asOwner(other)));
    expect(notFound.reason).toBe(Reason.EXPORT_NOT_FOUND);
    const asPerson = await failureOf(
      h.client.GetUserExport({ export_id: queued.id }, asOwner(fixture)),
    );
    expect(asPerson.reason).toBe(Reason.EXPORT_NOT_FOUND);
    await doneExport(() => h.client.GetExport({ export_id: queued.id }, asOwner(fixture)));
  });

  it('a link past its expiry is refused by the store', async () => {
    const fixture = await teamWithRecords();
    const queued = await h.client.CreateExport({}, asOwner(fixture));
    await doneExport(() => h.client.GetExport({ export_id: queued.id }, asOwner(fixture)));
    // Signed two hours ago for one minute: as the service's link is once its time is up.
    const signer = new MinioClient({
      endPoint: '127.0.0.1',
      port: h.s3.port,
      useSSL: false,
      accessKey: h.s3.accessKey,
      secretKey: h.s3.secretKey,
      pathStyle: true,
      region: 'us-east-1',
    });
    const expired = await signer.presignedGetObject(
      h.config.MINIO_BUCKET,
      `exports/${queued.id}.zip`,
      60,
      {},
      new Date(Date.now() - 2 * HOUR),
    );
    const response = await fetch(expired);
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/expired/i);
  });

  it('a service that does not answer fails the export with a text a person can read', async () => {
    const fixture = await teamWithRecords();
    const restore = h.portability.clients.fail();
    try {
      const queued = await h.client.CreateExport({}, asOwner(fixture));
      const job = await doneExport(() =>
        h.client.GetExport({ export_id: queued.id }, asOwner(fixture)),
      );
      expect(job.status).toBe('failed');
      expect(job.failure).toBe(
        'The clients service did not answer the export; please try again later.',
      );
      expect(job.download_url).toBeUndefined();
    } finally {
      restore();
    }
  });
});

describe('the worker', () => {
  it("takes over an export whose worker's lease ran out, and leaves one whose lease holds", async () => {
    const fixture = await teamWithRecords();
    const exports = h.db.collection('exports');
    const base = {
      team_id: fixture.teamId,
      user_id: 0,
      status: 'running',
      parts: [],
      size: 0,
      object_key: null,
      failure: null,
      created_by: fixture.owner.id,
      created_at: new Date(),
      updated_at: new Date(),
      started_at: new Date(),
      finished_at: null,
      attempts: 1,
    };
    // A worker that died an hour ago, and one still at work for an hour.
    await exports.insertMany([
      {
        ...base,
        _id: 900_001 as never,
        lease_owner: 'dead',
        lease_until: new Date(Date.now() - HOUR),
      },
      {
        ...base,
        _id: 900_002 as never,
        lease_owner: 'alive',
        lease_until: new Date(Date.now() + HOUR),
      },
    ]);
    const job = await doneExport(() =>
      h.client.GetExport({ export_id: 900_001 }, asOwner(fixture)),
    );
    expect(job.status).toBe('done');
    const stored = await exports.findOne({ _id: 900_001 as never });
    expect(stored).toMatchObject({ attempts: 2, lease_owner: null });
    expect(await exports.findOne({ _id: 900_002 as never })).toMatchObject({
      status: 'running',
      lease_owner: 'alive',
      attempts: 1,
    });
  });
});

describe('CreateUserExport, GetUserExport', () => {
  it("a person's own export holds their profile, entries and mails, nothing of another member", async () => {
    const fixture = await teamWithRecords();
    const person = fixture.members[0];
    // Their entry in a second team: a person's export is across their teams.
    const second = h.team();
    h.teams.setRole(second.teamId, person, 'member');
    await h.client.CreateTimeEntry(
      { project_id: second.project.id, start: at(20), end: at(21) },
      as(person, second.teamId),
    );
    h.portability.identity.set({ user_id: person.id }, 'profile', [
      { id: person.id, name: person.name, email: person.email },
    ]);
    h.portability.notifier.set({ user_id: person.id }, 'mails', [
      { to: person.email, template: 'team_invitation', status: 'sent' },
    ]);

    const queued = await h.client.CreateUserExport({}, asMember(fixture));
    expect(queued).toMatchObject({ status: 'queued', team_id: 0, user_id: person.id });
    const job = await doneExport(() =>
      h.client.GetUserExport({ export_id: queued.id }, asMember(fixture)),
    );
    expect(job.status).toBe('done');

    const files = await readZip(await download(job.download_url!));
    expect(JSON.parse(files.get('manifest.json')!.toString('utf8'))).toMatchObject({
      team_id: 0,
      user_id: person.id,
    });
    expect(jsonLines(files.get('profile.jsonl'))).toEqual([
      { id: person.id, name: person.name, email: person.email },
    ]);
    expect(jsonLines(files.get('mails.jsonl'))).toHaveLength(1);
    const entries = jsonLines(files.get('time_entries.jsonl'));
    expect(entries.map((entry) => entry.user_id)).toEqual([person.id, person.id, person.id]);
    expect(new Set(entries.map((entry) => entry.team_id))).toEqual(
      new Set([fixture.teamId, second.teamId]),
    );
    // A team's kinds are not a person's.
    expect(files.has('members.jsonl')).toBe(false);
    expect(files.has('tags.jsonl')).toBe(false);

    // Nobody else reads it, not even the team's owner.
    const other = await failureOf(
      h.client.GetUserExport({ export_id: queued.id }, asOwner(fixture)),
    );
    expect(other.reason).toBe(Reason.EXPORT_NOT_FOUND);
  });
});
