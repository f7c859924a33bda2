// Tags through the service (docs/time-tracking.md, "Tags"): owners and managers write
// them, everyone in the team reads them; names unique per team whatever their case (409);
// another team's tag is not found; delete pulls the id from every entry and expense. Time
// entries, timers and expenses carry tag_ids (sorted, unique, at most 20; unknown or
// archived ones refused with 400 naming them; kept on update unless replaced); lists and
// reports filter by tags (any | all); the summary groups by tag (an entry with two tags
// counts in both groups, the totals once) and shows a rename at once.
import { Reason, TagText } from '@workmesh/platform';
import {
  asManager,
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
const MARCH = { from: '2025-03-01', to: '2025-04-01', timezone: 'UTC' };

const tag = (fixture: TeamFixture, name: string, caller = asManager(fixture)) =>
  h.client.CreateTag({ name }, caller);

const entry = (
  fixture: TeamFixture,
  from: number,
  to: number,
  extra: Record<string, unknown> = {},
  caller = asMember(fixture),
) =>
  h.client.CreateTimeEntry(
    { project_id: fixture.project.id, start: at(from), end: at(to), ...extra },
    caller,
  );

async function expense(fixture: TeamFixture, extra: Record<string, unknown> = {}) {
  const category = await h.client.CreateExpenseCategory(
    { name: `Travel ${Math.random()}` },
    asManager(fixture),
  );
  return h.client.CreateExpense(
    {
      date: '2025-03-03',
      project_id: fixture.project.id,
      category_id: category.id,
      amount: 10,
      ...extra,
    },
    asMember(fixture),
  );
}

describe('CreateTag, GetTag', () => {
  it('a manager and the owner create tags, the name trimmed; every member reads one', async () => {
    const fixture = h.team();

    const meetings = await tag(fixture, '  Meetings ');
    const travel = await tag(fixture, 'Travel', asOwner(fixture));
    const read = await h.client.GetTag({ tag_id: meetings.id }, asMember(fixture));

    expect(meetings).toEqual({
      id: expect.any(Number),
      team_id: fixture.teamId,
      name: 'Meetings',
      archived: false,
      created_by: fixture.managers[0].id,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(travel.created_by).toBe(fixture.owner.id);
    expect(read).toEqual(meetings);
  });

  it('a member may not create one: 403', async () => {
    const fixture = h.team();
    const error = await failureOf(tag(fixture, 'Mine', asMember(fixture)));
    expect(error.kind).toBe('permission_denied');
  });

  it('a name the team has in any case: 409; another team may use it', async () => {
    const fixture = h.team();
    const other = h.team();
    await tag(fixture, 'Meetings');

    const error = await failureOf(tag(fixture, ' MEETINGS '));
    const elsewhere = await tag(other, 'Meetings');

    expect(error).toMatchObject({
      kind: 'already_exists',
      reason: Reason.TAG_NAME_TAKEN,
      message: TagText.NAME_TAKEN,
    });
    expect(elsewhere.team_id).toBe(other.teamId);
  });

  it('400s: no name, a blank one, 101 code points; 100 emoji are taken', async () => {
    const fixture = h.team();

    const none = await failureOf(h.client.CreateTag({}, asManager(fixture)));
    const blank = await failureOf(tag(fixture, '   '));
    const long = await failureOf(tag(fixture, 'a'.repeat(101)));
    const emoji = await tag(fixture, '😀'.repeat(100));

    expect(none.fields).toEqual({ name: ['The name field is required.'] });
    expect(blank.fields).toEqual({ name: ['The name field is required.'] });
    expect(long.fields).toEqual({ name: ['The name may not be greater than 100 characters.'] });
    expect(emoji.name).toBe('😀'.repeat(100));
  });

  it("another team's tag is not found, to read, change or delete", async () => {
    const fixture = h.team();
    const other = h.team();
    const theirs = await tag(other, 'Theirs');

    const errors = await Promise.all([
      failureOf(h.client.GetTag({ tag_id: theirs.id }, asMember(fixture))),
      failureOf(
        h.client.UpdateTag({ tag_id: theirs.id, fields: { name: 'Mine' } }, asManager(fixture)),
      ),
      failureOf(h.client.DeleteTag({ tag_id: theirs.id }, asManager(fixture))),
    ]);

    for (const error of errors)
      expect(error).toMatchObject({ kind: 'not_found', reason: Reason.TAG_NOT_FOUND });
    expect((await h.client.GetTag({ tag_id: theirs.id }, asMember(other))).name).toBe('Theirs');
  });
});

describe('ListTags, UpdateTag', () => {
  it('everyone lists them by name, paged; archived ones only when asked; search in any case', async () => {
    const fixture = h.team();
    await tag(fixture, 'travel');
    await tag(fixture, 'Meetings');
    await tag(fixture, 'Client meetings');
    const old = await tag(fixture, 'Fax');
    await h.client.UpdateTag({ tag_id: old.id, fields: { archived: true } }, asManager(fixture));

    const shown = await h.client.ListTags({}, asMember(fixture));
    const all = await h.client.ListTags(
      { include_archived: true, per_page: 2, page: 2 },
      asMember(fixture),
    );
    const found = await h.client.ListTags({ search: 'MEET' }, asMember(fixture));

    expect(shown.tags.map((t) => t.name)).toEqual(['Client meetings', 'Meetings', 'travel']);
    expect(shown.page_info).toEqual({ page: 1, per_page: 20, total: 3 });
    expect(all.tags.map((t) => t.name)).toEqual(['Meetings', 'travel']);
    expect(all.page_info?.total).toBe(4);
    expect(found.tags.map((t) => t.name)).toEqual(['Client meetings', 'Meetings']);
  });

  it('update renames and archives; a taken name is 409; a member may not', async () => {
    const fixture = h.team();
    await tag(fixture, 'Meetings');
    const calls = await tag(fixture, 'Calls');

    const taken = await failureOf(
      h.client.UpdateTag({ tag_id: calls.id, fields: { name: 'meetings' } }, asManager(fixture)),
    );
    const byMember = await failureOf(
      h.client.UpdateTag({ tag_id: calls.id, fields: { name: 'Phone' } }, asMember(fixture)),
    );
    const recased = await h.client.UpdateTag(
      { tag_id: calls.id, fields: { name: 'CALLS', archived: true } },
      asManager(fixture),
    );

    expect(taken.reason).toBe(Reason.TAG_NAME_TAKEN);
    expect(byMember.kind).toBe('permission_denied');
    expect(recased).toMatchObject({ id: calls.id, name: 'CALLS', archived: true });
  });
});

describe('DeleteTag', () => {
  it('pulls the id from every entry and expense of the team carrying it, keeping their other tags', async () => {
    const fixture = h.team();
    const gone = await tag(fixture, 'Gone');
    const kept = await tag(fixture, 'Kept');
    const tagged = await entry(fixture, 0, 1, { tag_ids: [gone.id, kept.id] });
    const only = await entry(fixture, 2, 3, { tag_ids: [gone.id] });
    const spent = await expense(fixture, { tag_ids: [kept.id, gone.id] });

    const answer = await h.client.DeleteTag({ tag_id: gone.id }, asManager(fixture));

    expect(answer).toEqual({ success: 'Tag deleted' });
    const read = (id: number) => h.client.GetTimeEntry({ time_entry_id: id }, asMember(fixture));
    expect((await read(tagged.id)).tag_ids).toEqual([kept.id]);
    expect((await read(only.id)).tag_ids).toEqual([]);
    const readExpense = await h.client.GetExpense({ expense_id: spent.id }, asMember(fixture));
    expect(readExpense.tag_ids).toEqual([kept.id]);
    const again = await failureOf(h.client.GetTag({ tag_id: gone.id }, asMember(fixture)));
    expect(again.reason).toBe(Reason.TAG_NOT_FOUND);
  });

  it('a member may not delete one: 403, the tag stays', async () => {
    const fixture = h.team();
    const kept = await tag(fixture, 'Kept');

    const error = await failureOf(h.client.DeleteTag({ tag_id: kept.id }, asMember(fixture)));

    expect(error.kind).toBe('permission_denied');
    expect((await h.client.GetTag({ tag_id: kept.id }, asMember(fixture))).name).toBe('Kept');
  });
});

describe('tag_ids on time entries, timers and expenses', () => {
  it('a new entry stores its tags sorted, each once', async () => {
    const fixture = h.team();
    const b = await tag(fixture, 'B');
    const a = await tag(fixture, 'A');

    const created = await entry(fixture, 0, 1, { tag_ids: [b.id, a.id, b.id] });

    expect(created.tag_ids).toEqual([Math.min(a.id, b.id), Math.max(a.id, b.id)]);
  });

  it("unknown, another team's and archived tags are refused with 400 naming them", async () => {
    const fixture = h.team();
    const other = h.team();
    const theirs = await tag(other, 'Theirs');
    const archived = await tag(fixture, 'Old');
    await h.client.UpdateTag(
      { tag_id: archived.id, fields: { archived: true } },
      asManager(fixture),
    );

    const unknown = await failureOf(entry(fixture, 0, 1, { tag_ids: [theirs.id, 999999] }));
    const old = await failureOf(entry(fixture, 0, 1, { tag_ids: [archived.id] }));
    const timer = await failureOf(
      h.client.StartTimer(
        { project_id: fixture.project.id, tag_ids: [archived.id] },
        asMember(fixture),
      ),
    );
    const spent = await failureOf(expense(fixture, { tag_ids: [999999] }));

    expect(unknown.kind).toBe('invalid_argument');
    expect(unknown.fields).toEqual({
      tag_ids: [`No tag of the team has the id ${theirs.id}, 999999.`],
    });
    expect(old.fields).toEqual({
      tag_ids: [`The tag ${archived.id} is archived: it is given to no new entry.`],
    });
    expect(timer.fields?.tag_ids).toEqual(old.fields?.tag_ids);
    expect(spent.fields).toEqual({ tag_ids: ['No tag of the team has the id 999999.'] });
  });

  it('more than 20 tags: 400', async () => {
    const fixture = h.team();
    const ids = Array.from({ length: 21 }, (_, index) => index + 1);

    const error = await failureOf(entry(fixture, 0, 1, { tag_ids: ids }));

    expect(error.fields).toEqual({ tag_ids: ['The tag_ids may hold at most 20 tags.'] });
  });

  it('an update keeps the tags unless replace_tag_ids; an archived tag it has may stay', async () => {
    const fixture = h.team();
    const a = await tag(fixture, 'A');
    const b = await tag(fixture, 'B');
    const created = await entry(fixture, 0, 1, { tag_ids: [a.id] });
    await h.client.UpdateTag({ tag_id: a.id, fields: { archived: true } }, asManager(fixture));
    const update = (fields: Record<string, unknown>) =>
      h.client.UpdateTimeEntry({ time_entry_id: created.id, ...fields }, asMember(fixture));

    const kept = await update({ description: 'Kept', tag_ids: [b.id] });
    const added = await update({ tag_ids: [a.id, b.id], replace_tag_ids: true });
    const cleared = await update({ tag_ids: [], replace_tag_ids: true });
    const refused = await failureOf(update({ tag_ids: [a.id], replace_tag_ids: true }));

    expect(kept).toMatchObject({ description: 'Kept', tag_ids: [a.id] });
    expect(added.tag_ids).toEqual([a.id, b.id]);
    expect(cleared.tag_ids).toEqual([]);
    expect(refused.fields?.tag_ids).toEqual([
      `The tag ${a.id} is archived: it is given to no new entry.`,
    ]);
  });

  it('the timer starts with tags; an expense takes them and replaces them on update', async () => {
    const fixture = h.team();
    const a = await tag(fixture, 'A');
    const b = await tag(fixture, 'B');

    const timer = await h.client.StartTimer(
      { project_id: fixture.project.id, tag_ids: [b.id, a.id] },
      asMember(fixture),
    );
    const spent = await expense(fixture, { tag_ids: [a.id] });
    const kept = await h.client.UpdateExpense(
      { expense_id: spent.id, notes: 'Taxi', tag_ids: [b.id] },
      asMember(fixture),
    );
    const replaced = await h.client.UpdateExpense(
      { expense_id: spent.id, tag_ids: [b.id], replace_tag_ids: true },
      asMember(fixture),
    );

    expect(timer.tag_ids).toEqual([a.id, b.id]);
    expect(spent.tag_ids).toEqual([a.id]);
    expect(kept).toMatchObject({ notes: 'Taxi', tag_ids: [a.id] });
    expect(replaced.tag_ids).toEqual([b.id]);
  });
});

describe('tag filters: any (default) or all', () => {
  it('the entry list and the expense list', async () => {
    const fixture = h.team();
    const a = await tag(fixture, 'A');
    const b = await tag(fixture, 'B');
    const both = await entry(fixture, 0, 1, { tag_ids: [a.id, b.id] });
    const onlyA = await entry(fixture, 2, 3, { tag_ids: [a.id] });
    await entry(fixture, 4, 5);
    const spentBoth = await expense(fixture, { tag_ids: [a.id, b.id] });
    const spentB = await expense(fixture, { tag_ids: [b.id] });
    const list = (filter: Record<string, unknown>) =>
      h.client.ListTimeEntries(filter, asManager(fixture));
    const expenses = (filter: Record<string, unknown>) =>
      h.client.ListExpenses(filter, asManager(fixture));

    const any = await list({ tag_ids: [a.id, b.id] });
    const all = await list({ tag_ids: [a.id, b.id], tag_match: 'all' });
    const expensesAny = await expenses({ tag_ids: [a.id, b.id] });
    const expensesAll = await expenses({ tag_ids: [a.id, b.id], tag_match: 'ALL' });
    const badMatch = await failureOf(list({ tag_ids: [a.id], tag_match: 'some' }));

    expect(any.time_entries.map((e) => e.id).sort()).toEqual([both.id, onlyA.id].sort());
    expect(all.time_entries.map((e) => e.id)).toEqual([both.id]);
    expect(expensesAny.expenses.map((e) => e.id).sort()).toEqual([spentBoth.id, spentB.id].sort());
    expect(expensesAll.expenses.map((e) => e.id)).toEqual([spentBoth.id]);
    expect(expensesAll.totals).toEqual([expect.objectContaining({ amount: 10, count: 1 })]);
    expect(expensesAll.tags.map((t) => t.name)).toEqual(['A', 'B']);
    expect(badMatch.fields).toEqual({ tag_match: ['The tag_match must be one of any, all.'] });
  });

  it('the detailed report filters and sends the page tags with their current names', async () => {
    const fixture = h.team();
    const a = await tag(fixture, 'A');
    const b = await tag(fixture, 'B');
    await entry(fixture, 0, 1, { tag_ids: [a.id] });
    const tagged = await entry(fixture, 2, 3, { tag_ids: [a.id, b.id] });
    await h.client.UpdateTag({ tag_id: b.id, fields: { name: 'Beta' } }, asManager(fixture));

    const report = await h.client.DetailedReport(
      { ...MARCH, tag_ids: [b.id], include: 'expenses' },
      asManager(fixture),
    );

    expect(report.time_entries.map((e) => e.id)).toEqual([tagged.id]);
    expect(report.seconds).toBe(3600);
    expect(report.tags.map((t) => [t.id, t.name])).toEqual([
      [a.id, 'A'],
      [b.id, 'Beta'],
    ]);
  });
});

describe('the summary report grouped by tag', () => {
  it('an entry with two tags counts in both groups; the totals count it once', async () => {
    const fixture = h.team();
    const a = await tag(fixture, 'Alpha');
    const b = await tag(fixture, 'Beta');
    await entry(fixture, 0, 1, { tag_ids: [a.id, b.id] }); // 1 h, both tags
    await entry(fixture, 2, 4, { tag_ids: [a.id] }); // 2 h, Alpha
    await entry(fixture, 5, 5.5); // 30 min, untagged

    const report = await h.client.SummaryReport({ ...MARCH, group_by: 'tag' }, asManager(fixture));

    // Rates 120/h bill, 50/h pay (the harness's).
    expect(report.groups.map((g) => [g.key, g.name, g.seconds, g.amounts])).toEqual([
      ['', '(no tag)', 1800, [{ currency: 'USD', billable_amount: 60, cost_amount: 25 }]],
      [String(a.id), 'Alpha', 10800, [{ currency: 'USD', billable_amount: 360, cost_amount: 150 }]],
      [String(b.id), 'Beta', 3600, [{ currency: 'USD', billable_amount: 120, cost_amount: 50 }]],
    ]);
    expect(report.groups_overlap).toBe(true);
    expect(report.seconds).toBe(12600); // 3.5 h, not 4.5 h
    expect(report.billable_seconds).toBe(12600);
    expect(report.totals).toEqual([{ currency: 'USD', billable_amount: 420, cost_amount: 175 }]);
  });

  it('a rename shows in the report at once; by project with sub_group tag', async () => {
    const fixture = h.team();
    const a = await tag(fixture, 'Alpha');
    const b = await tag(fixture, 'Beta');
    await entry(fixture, 0, 1, { tag_ids: [a.id, b.id] });
    await h.client.UpdateTag({ tag_id: b.id, fields: { name: 'Bravo' } }, asManager(fixture));

    const report = await h.client.SummaryReport(
      { ...MARCH, group_by: 'project', sub_group: 'tag' },
      asManager(fixture),
    );
    const plain = await h.client.SummaryReport(
      { ...MARCH, group_by: 'project' },
      asManager(fixture),
    );

    expect(report.groups).toHaveLength(1);
    expect(report.groups[0].seconds).toBe(3600);
    expect(report.groups[0].sub_groups.map((g) => [g.name, g.seconds])).toEqual([
      ['Alpha', 3600],
      ['Bravo', 3600],
    ]);
    expect(report.groups_overlap).toBe(true);
    expect(report.seconds).toBe(3600);
    expect(plain.groups_overlap).toBe(false);
  });

  it('expenses with two tags count in both groups; expense_totals once; tag filter all', async () => {
    const fixture = h.team();
    const a = await tag(fixture, 'Alpha');
    const b = await tag(fixture, 'Beta');
    await expense(fixture, { tag_ids: [a.id, b.id] });
    await expense(fixture, { tag_ids: [a.id], amount: 5 });

    const report = await h.client.SummaryReport(
      { ...MARCH, group_by: 'tag', include: 'expenses' },
      asManager(fixture),
    );
    const onlyBoth = await h.client.SummaryReport(
      { ...MARCH, group_by: 'tag', include: 'expenses', tag_ids: [a.id, b.id], tag_match: 'all' },
      asManager(fixture),
    );

    expect(report.groups.map((g) => [g.name, g.expenses.map((e) => [e.amount, e.count])])).toEqual([
      ['Alpha', [[15, 2]]],
      ['Beta', [[10, 1]]],
    ]);
    expect(report.expense_totals.map((e) => [e.amount, e.count])).toEqual([[15, 2]]);
    expect(onlyBoth.expense_totals.map((e) => [e.amount, e.count])).toEqual([[10, 1]]);
  });
});
