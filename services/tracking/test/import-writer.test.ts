// The import writer (docs/import-matching.md): a batch of parsed entries matched to the
// team's people (email, full name, user_map), clients, projects, tasks and tags (made
// once when missing) and written as time entries once per source key; invited people's
// rows held until they join; rates given or the rate book's; locked weeks refused; a dry
// run writing nothing; budgets counting imported time without alerts or entry events.
// The writer runs in the test process over the service's database and the stub
// services; the service itself runs beside it (its budget reads, its member_added
// consumer, its outbox relay).
import {
  EventBus,
  Outbox,
  TeamMemberAdded,
  fromMinorUnits,
  type ClientOptions,
} from '@workmesh/platform';
import { eventually } from '@workmesh/testing';
import { clientsDirectory } from '../src/clients-directory';
import type { TrackingDependencies } from '../src/dependencies';
import { identityDirectory } from '../src/identity-directory';
import { importDirectory, type ImportDirectory } from '../src/imports/import-directory';
import type { ImportedEntry, ImportJobContext } from '../src/imports/import-rows';
import { importWriter, type TrackingImportWriter } from '../src/imports/import-writer';
import { trackingRepository, type TrackingRepository } from '../src/models';
import { billableMinor, durationSeconds } from '../src/models/time-entry-amounts';
import { schedulingDirectory } from '../src/scheduling-directory';
import { tasksDirectory } from '../src/tasks-directory';
import { teamsDirectory } from '../src/teams-directory';
import { asOwner, logger, trackingForFile, type TeamFixture } from './tracking-harness';

const h = trackingForFile();

const HOUR = 3600_000;
/** Whole hours some weeks back, apart per test (entries in the past, as imports bring). */
let clock = Math.floor(Date.now() / HOUR) * HOUR - 60 * 24 * HOUR;
const nextStart = (hours = 2) => new Date((clock += hours * HOUR));

let repository: TrackingRepository;
let directory: ImportDirectory;
let deps: TrackingDependencies;
let writer: TrackingImportWriter;
let importSerial = 0;
let keySerial = 0;

beforeAll(() => {
  const options: ClientOptions = { deadlineMs: 15_000 };
  repository = trackingRepository(h.db);
  const bus = new EventBus({ url: h.config.AMQP_URL, prefix: h.config.AMQP_PREFIX, logger });
  // Events the writer records (a tag's audit record) leave through the service's relay.
  const outbox = new Outbox({ connection: h.db, bus, logger });
  deps = {
    repository,
    outbox,
    logger,
    teams: teamsDirectory(h.teams.address, options),
    clients: clientsDirectory(h.clients.address, options),
    tasks: tasksDirectory(h.tasks.address, options),
    identity: identityDirectory(h.identity.address, options),
    scheduling: schedulingDirectory(h.scheduling.address, options),
    now: () => new Date(),
  };
  directory = importDirectory(
    {
      teams: h.teams.address,
      identity: h.identity.address,
      clients: h.clients.address,
      tasks: h.tasks.address,
    },
    options,
  );
  writer = importWriter(deps, directory);
});

afterAll(() => {
  directory.close();
  for (const each of [deps.teams, deps.clients, deps.tasks, deps.identity, deps.scheduling])
    each.close();
});

function jobOf(fixture: TeamFixture, changes: Partial<ImportJobContext> = {}): ImportJobContext {
  return {
    importId: 7000 + ++importSerial,
    teamId: fixture.teamId,
    requestedBy: fixture.owner.id,
    source: 'clockify',
    dryRun: false,
    invite: false,
    userMap: new Map(),
    ...changes,
  };
}

/** A row of the fixture's first member on its project, two hours long unless given. */
function rowOf(fixture: TeamFixture, changes: Partial<ImportedEntry> = {}): ImportedEntry {
  const start = changes.start ?? nextStart();
  return {
    line: ++keySerial + 1,
    sourceKey: `row-${keySerial}`,
    email: fixture.members[0].email,
    client: fixture.client.name,
    project: fixture.project.name,
    tags: [],
    description: 'imported',
    start,
    end: new Date(start.getTime() + 2 * HOUR),
    timezone: 'UTC',
    ...changes,
  };
}

const keysOf = (rows: ImportedEntry[]) => rows.map((row) => `clockify:${row.sourceKey}`);
const entriesOf = (fixture: TeamFixture, rows: ImportedEntry[]) =>
  repository.timeEntries.entriesOfKeys(fixture.teamId, keysOf(rows));

describe('people', () => {
  it('matches a member by email in any case, and by full name in any case, trimmed', async () => {
    const fixture = h.team();
    const [first, second] = fixture.members;
    const rows = [
      rowOf(fixture, { email: first.email.toUpperCase() }),
      rowOf(fixture, { email: undefined, userName: `  ${second.name.toUpperCase()} ` }),
    ];

    const outcome = await writer.writeBatch(jobOf(fixture), rows);

    expect(outcome).toMatchObject({ created: 2, matched: 0, errors: [] });
    const entries = await entriesOf(fixture, rows);
    expect(entries.map((entry) => [entry.source_key, entry.user_id]).sort()).toEqual(
      [
        [`clockify:${rows[0].sourceKey}`, first.id],
        [`clockify:${rows[1].sourceKey}`, second.id],
      ].sort(),
    );
    expect(entries.every((entry) => entry.source === 'import')).toBe(true);
  });

  it('follows the user_map over the email, and refuses a mapped id that is not a member', async () => {
    const fixture = h.team();
    const [first, second] = fixture.members;
    const stranger = h.identity.register('Stranger');
    const rows = [
      rowOf(fixture, { email: first.email }),
      rowOf(fixture, { email: 'someone@elsewhere.example' }),
    ];
    const userMap = new Map([
      [first.email.toLowerCase(), second.id],
      ['someone@elsewhere.example', stranger.id],
    ]);

    const outcome = await writer.writeBatch(jobOf(fixture, { userMap }), rows);

    expect(outcome.created).toBe(1);
    expect((await entriesOf(fixture, rows)).map((entry) => entry.user_id)).toEqual([second.id]);
    expect(outcome.errors).toEqual([
      {
        line: rows[1].line,
        reason: `The user_map maps someone@elsewhere.example to user ${stranger.id}, who is not a member of the team; map them to a member.`,
        excerpt: expect.stringContaining('someone@elsewhere.example'),
      },
    ]);
  });

  it('refuses an unknown person with invite off, saying what to do', async () => {
    const fixture = h.team();
    const row = rowOf(fixture, { email: 'jane@example.com' });

    const outcome = await writer.writeBatch(jobOf(fixture), [row]);

    expect(outcome.created).toBe(0);
    expect(outcome.errors.map((error) => error.reason)).toEqual([
      'No member of the team matches jane@example.com; add them to user_map or import with invite on.',
    ]);
    expect(h.teams.invitations.filter((each) => each.team_id === fixture.teamId)).toEqual([]);
  });

  it('invites an unknown person once, holds their rows, and lands them when they join', async () => {
    const fixture = h.team();
    const jane = h.identity.register('Jane');
    const job = jobOf(fixture, { invite: true });
    const first = [rowOf(fixture, { email: jane.email }), rowOf(fixture, { email: jane.email })];
    const second = [rowOf(fixture, { email: jane.email.toUpperCase() })];

    const one = await writer.writeBatch(job, first);
    const two = await writer.writeBatch(job, second);
    writer.finish(job.importId);

    expect([one.created, one.records.members, two.created, two.records.members]).toEqual([
      2, 1, 1, 0,
    ]);
    expect(h.teams.invitations.filter((each) => each.team_id === fixture.teamId)).toEqual([
      expect.objectContaining({ email: jane.email, role: 'member', invited_by: fixture.owner.id }),
    ]);
    const rows = [...first, ...second];
    expect(await entriesOf(fixture, rows)).toEqual([]);

    h.teams.setRole(fixture.teamId, jane, 'member');
    h.teams.setPay(fixture.teamId, jane, { hourly_rate: 30, bill_rate: 90 });
    await h.publish(
      TeamMemberAdded.make({
        team_id: fixture.teamId,
        team_name: `Team ${fixture.teamId}`,
        user_id: jane.id,
        email: jane.email,
        role: 'member',
        via: 'invitation',
        invited_by: fixture.owner.id,
      }),
    );

    await eventually(
      async () =>
        (await entriesOf(fixture, rows)).length === 3 &&
        (await repository.heldEntries.heldFor(fixture.teamId, jane.email, 10)).length === 0,
      10_000,
      'held entries landed',
    );
    const landed = await entriesOf(fixture, rows);
    expect(landed.map((entry) => [entry.user_id, entry.bill_rate_cents, entry.import_id])).toEqual(
      rows.map(() => [jane.id, 9000, job.importId]),
    );
  });
  it('writes the rows of a person who joined while the import ran as theirs', async () => {
    const fixture = h.team();
    const joe = h.identity.register('Joe');
    const job = jobOf(fixture, { invite: true });
    const before = [rowOf(fixture, { email: joe.email })];
    await writer.writeBatch(job, before);
    h.teams.setRole(fixture.teamId, joe, 'member');
    await h.publish(
      TeamMemberAdded.make({
        team_id: fixture.teamId,
        team_name: `Team ${fixture.teamId}`,
        user_id: joe.id,
        email: joe.email,
        role: 'member',
        via: 'invitation',
        invited_by: fixture.owner.id,
      }),
    );
    await eventually(
      async () => (await entriesOf(fixture, before)).length === 1,
      10_000,
      'held entry landed',
    );
    const after = [rowOf(fixture, { email: joe.email })];

    const outcome = await writer.writeBatch(job, after);

    expect(outcome.created).toBe(1);
    expect((await entriesOf(fixture, after)).map((entry) => entry.user_id)).toEqual([joe.id]);
    expect(await repository.heldEntries.heldFor(fixture.teamId, joe.email, 10)).toEqual([]);
  });
});

describe('clients, projects, tasks and tags', () => {
  it('are matched by name in any case and made once across batches', async () => {
    const fixture = h.team();
    const job = jobOf(fixture);
    const named = { client: 'Acme Corp', project: 'website', task: 'Design' };
    const first = [
      rowOf(fixture, { ...named, tags: ['Urgent', 'urgent '] }),
      rowOf(fixture, { ...named, tags: ['Urgent'] }),
    ];
    const second = [
      rowOf(fixture, {
        client: ' ACME CORP',
        project: 'Website ',
        task: 'design',
        tags: ['URGENT'],
      }),
      // The fixture's own project, named in another case: found, not made.
      rowOf(fixture, { project: fixture.project.name.toLowerCase() }),
    ];

    const one = await writer.writeBatch(job, first);
    const two = await writer.writeBatch(job, second);

    expect(one.records).toEqual({ members: 0, clients: 1, projects: 1, tasks: 1, tags: 1 });
    expect(two.records).toEqual({ members: 0, clients: 0, projects: 0, tasks: 0, tags: 0 });
    expect(h.clients.createdClients.filter((each) => each.teamId === fixture.teamId)).toEqual([
      expect.objectContaining({ name: 'Acme Corp', email: expect.stringMatching(/\.invalid$/) }),
    ]);
    const entries = await entriesOf(fixture, [...first, ...second]);
    const bySource = new Map(entries.map((entry) => [entry.source_key, entry]));
    const made = bySource.get(keysOf(first)[0])!;
    expect(made).toMatchObject({ project_name: 'Website', client_name: 'Acme Corp' });
    expect(made.task_name).toBe('Design');
    for (const key of [...keysOf(first), keysOf(second)[0]])
      expect(bySource.get(key)).toMatchObject({
        project_id: made.project_id,
        task_id: made.task_id,
        tag_ids: made.tag_ids,
      });
    expect(made.tag_ids).toHaveLength(1);
    expect(bySource.get(keysOf(second)[1])!.project_id).toBe(fixture.project.id);
  });

  it("makes the row's client's project when another client has a project of that name", async () => {
    const fixture = h.team();

    const outcome = await writer.writeBatch(jobOf(fixture), [
      rowOf(fixture, { client: 'Other Co', project: fixture.project.name }),
    ]);

    expect(outcome.records).toMatchObject({ clients: 1, projects: 1 });
    expect(h.clients.createdProjects.filter((each) => each.teamId === fixture.teamId)).toEqual([
      expect.objectContaining({ name: `${fixture.project.name} (Other Co)` }),
    ]);
  });
});

describe('safe repeats', () => {
  it('counts a batch written again as created, and another import of the same rows as matched', async () => {
    const fixture = h.team();
    const rows = [rowOf(fixture), rowOf(fixture), rowOf(fixture)];
    const job = jobOf(fixture);

    const first = await writer.writeBatch(job, rows);
    const again = await writer.writeBatch(job, rows);
    const other = await writer.writeBatch(jobOf(fixture), rows);

    expect([first, again, other].map(({ created, matched }) => [created, matched])).toEqual([
      [3, 0],
      [3, 0],
      [0, 3],
    ]);
    expect(await entriesOf(fixture, rows)).toHaveLength(3);
  });
});

describe('a dry run', () => {
  it('writes nothing and makes nothing, but counts what it would make and refuse', async () => {
    const fixture = h.team();
    const invitee = h.identity.register('Invitee');
    const rows = [
      rowOf(fixture, { client: 'Dry Client', project: 'Dry Project', task: 'Dry', tags: ['dry'] }),
      rowOf(fixture, { client: 'dry client', project: 'dry project', task: 'dry', tags: ['DRY'] }),
      rowOf(fixture, { email: invitee.email }),
      rowOf(fixture, { email: 'nobody@example.com' }),
    ];
    const collections = [
      'time_entries',
      'held_import_entries',
      'budget_entries',
      'tags',
      'rate_changes',
    ];
    const counts = () =>
      Promise.all(collections.map((name) => h.db.collection(name).countDocuments()));
    const before = await counts();
    const calls = () => [
      h.clients.createdClients.length,
      h.clients.createdProjects.length,
      h.tasks.createdTasks.length,
      h.teams.invitations.length,
    ];
    const callsBefore = calls();
    const userMap = new Map([['nobody@example.com', 999_999]]);

    const outcome = await writer.writeBatch(
      jobOf(fixture, { dryRun: true, invite: true, userMap }),
      rows,
    );

    expect(outcome.created).toBe(3);
    expect(outcome.records).toEqual({ members: 1, clients: 1, projects: 1, tasks: 1, tags: 1 });
    expect(outcome.errors.map((error) => error.line)).toEqual([rows[3].line]);
    expect(await counts()).toEqual(before);
    expect(calls()).toEqual(callsBefore);
  });
});

describe('rates and amounts', () => {
  it("snapshots the file's rates, else the rate book's; amounts in minor units", async () => {
    const fixture = h.team();
    const start = nextStart(3);
    const priced = rowOf(fixture, {
      start,
      end: new Date(start.getTime() + 1.5 * HOUR),
      billRate: { minor: 9950, currency: 'USD' },
      costRate: { minor: 4000, currency: 'USD' },
    });
    const plain = rowOf(fixture);

    await writer.writeBatch(jobOf(fixture), [priced, plain]);

    const entries = new Map(
      (await entriesOf(fixture, [priced, plain])).map((entry) => [entry.source_key, entry]),
    );
    const [pricedEntry, plainEntry] = keysOf([priced, plain]).map((key) => entries.get(key)!);
    expect(pricedEntry).toMatchObject({
      bill_rate_cents: 9950,
      pay_rate_cents: 4000,
      currency: 'USD',
      rate_missing: false,
      billable: true,
    });
    // The team's rates (the invitation's: 120/h bill, 50/h pay).
    expect(plainEntry).toMatchObject({ bill_rate_cents: 12000, pay_rate_cents: 5000 });
    const seconds = durationSeconds(pricedEntry.start, pricedEntry.end, pricedEntry.end!);
    expect(billableMinor(pricedEntry, seconds)).toBe(14925);
    const shown = await h.client.GetTimeEntry({ time_entry_id: pricedEntry.id }, asOwner(fixture));
    expect([shown.billable_amount, shown.source]).toEqual([fromMinorUnits(14925, 'USD'), 'import']);
  });

  it("refuses a rate in another currency than the client's", async () => {
    const fixture = h.team();
    const row = rowOf(fixture, { billRate: { minor: 5000, currency: 'EUR' } });

    const outcome = await writer.writeBatch(jobOf(fixture), [row]);

    expect(outcome.errors.map((error) => error.reason)).toEqual([
      `The rate is in EUR, but client ${fixture.client.name} bills in USD; give the rate in USD, or leave it out to use the team's rates.`,
    ]);
    expect(await entriesOf(fixture, [row])).toEqual([]);
  });
});

describe('locked weeks', () => {
  it('refuses a row that falls in a week whose timesheet is approved', async () => {
    const fixture = h.team();
    const member = fixture.members[0];
    const start = new Date('2026-03-04T10:00:00.000Z');
    await repository.timesheets.save(fixture.teamId, member.id, '2026-W10', {
      status: 'approved',
      submitted_at: new Date(),
      reviewed_at: new Date(),
      reviewed_by: fixture.owner.id,
      comment: null,
    });
    const locked = rowOf(fixture, { start, end: new Date(start.getTime() + HOUR) });
    const open = rowOf(fixture, {
      start: new Date('2026-03-11T10:00:00.000Z'),
      end: new Date('2026-03-11T11:00:00.000Z'),
    });

    const outcome = await writer.writeBatch(jobOf(fixture), [locked, open]);

    expect(outcome.created).toBe(1);
    expect(outcome.errors).toEqual([
      expect.objectContaining({
        line: locked.line,
        reason: expect.stringContaining('week 2026-W10, whose timesheet is approved'),
      }),
    ]);
  });
});

describe('budgets', () => {
  it('count imported entries, with no alert and no entry event recorded', async () => {
    const fixture = h.team();
    h.clients.setBudget(fixture.teamId, fixture.client, {
      budgetType: 'hours_cost',
      hours: 4,
      notifyAt: 50,
    });
    // Read once, so its counters are kept before the import.
    const before = await h.client.GetClientBudget(
      { client_id: fixture.client.id },
      asOwner(fixture),
    );
    const rows = [rowOf(fixture), rowOf(fixture), rowOf(fixture)];

    await writer.writeBatch(jobOf(fixture), rows);

    const after = await h.client.GetClientBudget(
      { client_id: fixture.client.id },
      asOwner(fixture),
    );
    expect([before.used_hours, after.used_hours]).toEqual([0, 6]);
    const recorded = await h.db.collection('outbox').countDocuments({
      'event.data.team_id': fixture.teamId,
      type: { $in: ['time_entry.created', 'client.budget_threshold_reached'] },
    });
    expect(recorded).toBe(0);
  });
});
