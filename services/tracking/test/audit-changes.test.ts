// Audit (issue 33, docs/audit.md): every write rpc of the tracking service that a gateway
// route calls records exactly one change.recorded per object it changes, in its
// transaction, with the action declared in TRACKING_AUDIT_ACTIONS, the object, the team
// and the changed fields; a write that is refused, or changes nothing, records none. The
// cases are checked against the gateway's route table: a new write route without a case
// fails here.
import { changesRecordedBy, expectOneChange, gatewayWriteRpcs } from '@workmesh/testing';
import { TRACKING_AUDIT_ACTIONS } from '../src/events';
import {
  asManager,
  asMember,
  asOwner,
  failureOf,
  trackingForFile,
  type TeamFixture,
} from './tracking-harness';

const h = trackingForFile();

const recordedBy = <T>(teamId: number, write: () => Promise<T>) =>
  changesRecordedBy(h.db, teamId, write);

const WEEK = '2026-W10'; // Mon 2 – Sun 8 March 2026 (UTC)

const newEntry = (fixture: TeamFixture, extra: Record<string, unknown> = {}) =>
  h.client.CreateTimeEntry(
    {
      project_id: fixture.project.id,
      start: '2026-03-03T09:00:00Z',
      end: '2026-03-03T10:00:00Z',
      ...extra,
    },
    asMember(fixture),
  );

interface Case {
  object_type: string;
  /** Makes what the write needs; answers the object's id (a create: from the answer) and the write. */
  arrange(fixture: TeamFixture): Promise<{ id?: string; write: () => Promise<unknown> }>;
  /** Fields the change must name, with their `before` / `after` (undefined: not checked). */
  changes: Record<string, { before?: unknown; after?: unknown }>;
}

type WriteRpc = keyof typeof TRACKING_AUDIT_ACTIONS;

const newCategory = (fixture: TeamFixture, name = 'Travel') =>
  h.client.CreateExpenseCategory({ name }, asManager(fixture));

const newTag = (fixture: TeamFixture, name: string) =>
  h.client.CreateTag({ name }, asManager(fixture));

const newExpense = (fixture: TeamFixture, categoryId: number) =>
  h.client.CreateExpense(
    { date: '2026-03-03', project_id: fixture.project.id, category_id: categoryId, amount: 12.5 },
    asMember(fixture),
  );

const timesheetId = (fixture: TeamFixture) => `${fixture.members[0].id}:${WEEK}`;

const CASES: Record<WriteRpc, Case> = {
  CreateTimeEntry: {
    object_type: 'time_entry',
    async arrange(fixture) {
      return { write: () => newEntry(fixture, { description: 'Audited' }) };
    },
    changes: {
      description: { after: 'Audited' },
      start: { after: '2026-03-03T09:00:00.000Z' },
      bill_rate_cents: { after: 12000 },
    },
  },
  UpdateTimeEntry: {
    object_type: 'time_entry',
    async arrange(fixture) {
      const entry = await newEntry(fixture, { description: 'Before' });
      return {
        id: String(entry.id),
        write: () =>
          h.client.UpdateTimeEntry(
            { time_entry_id: entry.id, description: 'After', end: '2026-03-03T11:00:00Z' },
            asMember(fixture),
          ),
      };
    },
    changes: {
      description: { before: 'Before', after: 'After' },
      end: { before: '2026-03-03T10:00:00.000Z', after: '2026-03-03T11:00:00.000Z' },
    },
  },
  DeleteTimeEntry: {
    object_type: 'time_entry',
    async arrange(fixture) {
      const entry = await newEntry(fixture, { description: 'Gone' });
      return {
        id: String(entry.id),
        write: () => h.client.DeleteTimeEntry({ time_entry_id: entry.id }, asMember(fixture)),
      };
    },
    changes: { description: { before: 'Gone' } },
  },
  StartTimer: {
    object_type: 'time_entry',
    async arrange(fixture) {
      return {
        write: () =>
          h.client.StartTimer(
            { project_id: fixture.project.id, description: 'Timed' },
            asMember(fixture),
          ),
      };
    },
    changes: { description: { after: 'Timed' }, source: { after: 'timer' }, end: { after: null } },
  },
  StopTimer: {
    object_type: 'time_entry',
    async arrange(fixture) {
      const timer = await h.client.StartTimer(
        { project_id: fixture.project.id },
        asMember(fixture),
      );
      return {
        id: String(timer.id),
        write: () => h.client.StopTimer({}, asMember(fixture)),
      };
    },
    changes: { end: { before: null } },
  },
  SubmitTimesheet: {
    object_type: 'timesheet',
    async arrange(fixture) {
      await newEntry(fixture);
      return {
        id: timesheetId(fixture),
        write: () => h.client.SubmitTimesheet({ week: WEEK }, asMember(fixture)),
      };
    },
    changes: { status: { before: 'open', after: 'submitted' }, submitted_at: {} },
  },
  ApproveTimesheet: {
    object_type: 'timesheet',
    async arrange(fixture) {
      await newEntry(fixture);
      return {
        id: timesheetId(fixture),
        write: () =>
          h.client.ApproveTimesheet(
            { user_id: fixture.members[0].id, week: WEEK },
            asManager(fixture),
          ),
      };
    },
    changes: { status: { after: 'approved' }, time_entry_ids: {}, reviewed_by: {} },
  },
  RejectTimesheet: {
    object_type: 'timesheet',
    async arrange(fixture) {
      await newEntry(fixture);
      await h.client.SubmitTimesheet({ week: WEEK }, asMember(fixture));
      return {
        id: timesheetId(fixture),
        write: () =>
          h.client.RejectTimesheet(
            { user_id: fixture.members[0].id, week: WEEK, comment: 'Missing Friday' },
            asManager(fixture),
          ),
      };
    },
    changes: {
      status: { before: 'submitted', after: 'rejected' },
      comment: { after: 'Missing Friday' },
    },
  },
  UpdateRates: {
    object_type: 'rates',
    async arrange(fixture) {
      return {
        id: `member:${fixture.members[0].id}`,
        write: () =>
          h.client.UpdateRates(
            {
              level: 'member',
              user_id: fixture.members[0].id,
              bill_rate: 150,
              effective_from: '2026-03-01',
            },
            asManager(fixture),
          ),
      };
    },
    // Rates in minor units per hour (cents of USD), as entries record theirs.
    changes: { bill_rate: { after: 15000 }, effective_from: { after: '2026-03-01' } },
  },
  CreateExpense: {
    object_type: 'expense',
    async arrange(fixture) {
      const category = await newCategory(fixture);
      return { write: () => newExpense(fixture, category.id) };
    },
    // Money in minor units (cents of USD).
    changes: { amount_minor: { after: 1250 }, date: { after: '2026-03-03' } },
  },
  UpdateExpense: {
    object_type: 'expense',
    async arrange(fixture) {
      const expense = await newExpense(fixture, (await newCategory(fixture)).id);
      return {
        id: String(expense.id),
        write: () =>
          h.client.UpdateExpense({ expense_id: expense.id, amount: 20 }, asMember(fixture)),
      };
    },
    changes: { amount_minor: { before: 1250, after: 2000 } },
  },
  DeleteExpense: {
    object_type: 'expense',
    async arrange(fixture) {
      const expense = await newExpense(fixture, (await newCategory(fixture)).id);
      return {
        id: String(expense.id),
        write: () => h.client.DeleteExpense({ expense_id: expense.id }, asMember(fixture)),
      };
    },
    changes: { amount_minor: { before: 1250 } },
  },
  CreateExpenseCategory: {
    object_type: 'expense_category',
    async arrange(fixture) {
      return { write: () => newCategory(fixture, 'Audited') };
    },
    changes: { name: { after: 'Audited' } },
  },
  UpdateExpenseCategory: {
    object_type: 'expense_category',
    async arrange(fixture) {
      const category = await newCategory(fixture, 'Before');
      return {
        id: String(category.id),
        write: () =>
          h.client.UpdateExpenseCategory(
            { category_id: category.id, fields: { name: 'After' } },
            asManager(fixture),
          ),
      };
    },
    changes: { name: { before: 'Before', after: 'After' } },
  },
  DeleteExpenseCategory: {
    object_type: 'expense_category',
    async arrange(fixture) {
      const category = await newCategory(fixture, 'Gone');
      return {
        id: String(category.id),
        write: () =>
          h.client.DeleteExpenseCategory({ category_id: category.id }, asManager(fixture)),
      };
    },
    changes: { name: { before: 'Gone' } },
  },
  CreateTag: {
    object_type: 'tag',
    async arrange(fixture) {
      return { write: () => newTag(fixture, 'Audited') };
    },
    changes: { name: { after: 'Audited' }, archived: { after: false } },
  },
  UpdateTag: {
    object_type: 'tag',
    async arrange(fixture) {
      const tag = await newTag(fixture, 'Before');
      return {
        id: String(tag.id),
        write: () =>
          h.client.UpdateTag(
            { tag_id: tag.id, fields: { name: 'After', archived: true } },
            asManager(fixture),
          ),
      };
    },
    changes: {
      name: { before: 'Before', after: 'After' },
      archived: { before: false, after: true },
    },
  },
  DeleteTag: {
    object_type: 'tag',
    async arrange(fixture) {
      const tag = await newTag(fixture, 'Gone');
      await newEntry(fixture, { tag_ids: [tag.id] });
      return {
        id: String(tag.id),
        write: () => h.client.DeleteTag({ tag_id: tag.id }, asManager(fixture)),
      };
    },
    // One record, the tag's: the entries it is pulled from keep no trace of it.
    changes: { name: { before: 'Gone' } },
  },
  CreateImport: {
    object_type: 'import',
    async arrange(fixture) {
      const file = { data: Buffer.from('a\n'), filename: 'audited.csv', content_type: 'text/csv' };
      return {
        write: () =>
          h.client.CreateImport({ source: 'toggl', file, dry_run: true }, asManager(fixture)),
      };
    },
    // What was asked, not the file.
    changes: {
      source: { after: 'toggl' },
      dry_run: { after: true },
      filename: { after: 'audited.csv' },
    },
  },
  // A team's export: the owner's; the team's, no subject.
  CreateExport: {
    object_type: 'export',
    async arrange(fixture) {
      return { write: () => h.client.CreateExport({}, asOwner(fixture)) };
    },
    changes: { scope: { after: 'team' } },
  },
  // A person's own export: recorded in their current team, with them as its subject.
  CreateUserExport: {
    object_type: 'export',
    async arrange(fixture) {
      return { write: () => h.client.CreateUserExport({}, asMember(fixture)) };
    },
    changes: { scope: { after: 'user' } },
  },
};

/**
 * Category, tag and import writes are a manager's; a category, a tag or an import is
 * nobody's in particular (no subject).
 */
const CATEGORY_RPCS: readonly string[] = [
  'CreateExpenseCategory',
  'UpdateExpenseCategory',
  'DeleteExpenseCategory',
  'CreateTag',
  'UpdateTag',
  'DeleteTag',
  'CreateImport',
];

/** Who makes each write: the member, the owner (a team's export), or (reviews) a manager. */
const actorOf = (rpc: WriteRpc, fixture: TeamFixture) =>
  rpc === 'CreateExport'
    ? fixture.owner.id
    : rpc === 'ApproveTimesheet' ||
        rpc === 'RejectTimesheet' ||
        rpc === 'UpdateRates' ||
        CATEGORY_RPCS.includes(rpc)
      ? fixture.managers[0].id
      : fixture.members[0].id;

describe('change.recorded of the tracking write rpcs', () => {
  it('has a case for every write rpc the gateway routes to the tracking service', () => {
    expect(Object.keys(CASES).sort()).toEqual(gatewayWriteRpcs('tracking'));
  });

  it.each(gatewayWriteRpcs('tracking'))('%s records exactly one change', async (rpc) => {
    const audit = CASES[rpc as WriteRpc];
    expect(audit).toBeDefined();
    const fixture = h.team();
    const { id, write } = await audit.arrange(fixture);

    const { recorded, answer } = await recordedBy(fixture.teamId, write);

    expectOneChange(recorded, {
      source: 'tracking',
      actorUserId: actorOf(rpc as WriteRpc, fixture),
      teamId: fixture.teamId,
      action: TRACKING_AUDIT_ACTIONS[rpc as WriteRpc],
      objectType: audit.object_type,
      objectId: id ?? String((answer as { id: number }).id),
      subjectUserId:
        CATEGORY_RPCS.includes(rpc) || rpc === 'CreateExport' ? 0 : fixture.members[0].id,
      changes: audit.changes,
      absent: ['updated_at'],
    });
  });

  it('a StartTimer that stops the running timer records one change per entry: stopped, then started', async () => {
    const fixture = h.team();
    const first = await h.client.StartTimer({ project_id: fixture.project.id }, asMember(fixture));

    const { recorded, answer } = await recordedBy(fixture.teamId, () =>
      h.client.StartTimer({ project_id: fixture.project.id }, asMember(fixture)),
    );

    expect(recorded.map((event) => [event.data.action, event.data.object_id])).toEqual([
      ['timer.stopped', String(first.id)],
      ['timer.started', String(answer.id)],
    ]);
  });
});

describe('what records no change', () => {
  it('a write refused (an overlap, a second submit) records nothing', async () => {
    const fixture = h.team();
    await newEntry(fixture);
    await h.client.SubmitTimesheet({ week: WEEK }, asMember(fixture));

    const { recorded } = await recordedBy(fixture.teamId, async () => {
      expect(await failureOf(newEntry(fixture))).toMatchObject({ reason: expect.any(String) });
      expect(
        await failureOf(h.client.SubmitTimesheet({ week: WEEK }, asMember(fixture))),
      ).toMatchObject({ reason: expect.any(String) });
    });

    expect(recorded).toEqual([]);
  });

  it('an update that changes nothing records nothing', async () => {
    const fixture = h.team();
    const entry = await newEntry(fixture, { description: 'Same' });

    const { recorded } = await recordedBy(fixture.teamId, () =>
      h.client.UpdateTimeEntry({ time_entry_id: entry.id, description: 'Same' }, asMember(fixture)),
    );

    expect(recorded).toEqual([]);
  });
});
