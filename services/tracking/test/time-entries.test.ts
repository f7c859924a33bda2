// Manual time entries: create (span rules, 24 h bound, project and task of the team, for a
// member by owners and managers), overlap on and off, rates snapshotted when written,
// tenancy (another team's entries invisible and unchangeable, a member sees and changes
// only their own), locked entries refused (409), list filters and paging, delete, events.
import { Reason, SpecText, TrackingText } from '@workmesh/platform';
import {
  asManager,
  asMember,
  asOwner,
  entryDataProblem,
  failureOf,
  RATES,
  trackingForFile,
  type TeamFixture,
} from './tracking-harness';

const h = trackingForFile();

const HOUR = 3600 * 1000;
const at = (hoursAfter: number) =>
  new Date(Date.UTC(2025, 2, 3, 8) + hoursAfter * HOUR).toISOString();

const create = (
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

describe('CreateTimeEntry', () => {
  it.each([
    ['ASCII', 'd'],
    ['characters beyond U+FFFF, one each', '😀'],
  ])('takes a description of 5000 characters and refuses 5001, in %s', async (_case, character) => {
    const fixture = h.team();

    const entry = await create(fixture, 0, 1, { description: character.repeat(5000) });
    const error = await failureOf(create(fixture, 2, 3, { description: character.repeat(5001) }));

    expect(entry.description).toBe(character.repeat(5000));
    expect(error).toMatchObject({
      reason: 'INVALID_PARAMETERS',
      message: 'The description may not be greater than 5000 characters.',
    });
  });

  it('answers the manual entry: duration, amounts from the rates (2 decimals), names', async () => {
    const fixture = h.team();
    h.teams.setPay(fixture.teamId, fixture.members[0], { hourly_rate: 33.33, bill_rate: 100 });

    const entry = await create(fixture, 0, 1.5, {
      description: 'Review',
      timezone: 'europe/paris',
    });

    expect(entry).toEqual(
      expect.objectContaining({
        start: at(0),
        end: at(1.5),
        duration: 5400,
        source: 'manual',
        timezone: 'Europe/Paris',
        bill_rate: 100,
        pay_rate: 33.33,
        billable_amount: 150,
        cost_amount: 50,
        project_name: fixture.project.name,
      }),
    );
  });

  it('not billable: billable_amount 0, cost kept', async () => {
    const fixture = h.team();

    const entry = await create(fixture, 0, 2, { billable: false });

    expect(entry.billable).toBe(false);
    expect(entry.billable_amount).toBe(0);
    expect(entry.cost_amount).toBe(RATES.hourly_rate * 2);
  });

  it('refuses an end not after the start, and more than 24 hours', async () => {
    const fixture = h.team();

    const backwards = await failureOf(create(fixture, 2, 1));
    const tooLong = await failureOf(create(fixture, 0, 24.5));
    const exactly24 = await create(fixture, 30, 54);

    expect(backwards.reason).toBe(Reason.INVALID_PARAMETERS);
    expect(backwards.fields).toEqual({ end: ['The end must be after the start.'] });
    expect(tooLong.fields).toEqual({ end: ['A time entry may not be longer than 24 hours.'] });
    expect(exactly24.duration).toBe(24 * 3600);
  });

  it('refuses a zone that is not IANA (INVALID_TIMEZONE) and a bad date-time', async () => {
    const fixture = h.team();

    const zone = await failureOf(create(fixture, 0, 1, { timezone: 'Mars/Olympus' }));
    const date = await failureOf(
      h.client.CreateTimeEntry(
        { project_id: fixture.project.id, start: '2025-02-30T10:00:00Z', end: at(1) },
        asMember(fixture),
      ),
    );

    expect(zone.reason).toBe(Reason.INVALID_TIMEZONE);
    expect(zone.message).toBe(SpecText.INVALID_TIMEZONE);
    expect(date.fields).toEqual({ start: ['The start must be a valid ISO 8601 date-time.'] });
  });

  it("owners and managers may write a member's entry; a member only their own", async () => {
    const fixture = h.team();
    const [first, second] = fixture.members;

    const byManager = await create(fixture, 0, 1, { user_id: first.id }, asManager(fixture));
    const byMember = await failureOf(
      create(fixture, 2, 3, { user_id: second.id }, asMember(fixture)),
    );
    const outsider = await failureOf(
      create(fixture, 2, 3, { user_id: h.identity.register('Outsider').id }, asOwner(fixture)),
    );

    expect(byManager.user_id).toBe(first.id);
    expect(byMember.kind).toBe('permission_denied');
    expect(outsider.fields).toEqual({ user_id: ['The user must be a member of the team.'] });
  });

  it('records time_entry.created with data valid against its contract', async () => {
    const fixture = h.team();

    const entry = await create(fixture, 0, 1);

    const event = await h.events.waitFor<{ id: number }>(
      'time_entry.created',
      (d) => d.id === entry.id,
    );
    expect(entryDataProblem(event)).toBeUndefined();
    expect(event.data).toEqual(expect.objectContaining({ duration: 3600, cost_amount: 50 }));
  });
});

describe('Overlap', () => {
  it('refuses an entry overlapping another of the user: 409 "This time entry overlaps another one"', async () => {
    const fixture = h.team();
    await create(fixture, 0, 2);

    const error = await failureOf(create(fixture, 1, 3));

    expect(error.kind).toBe('failed_precondition');
    expect(error.reason).toBe(Reason.TIME_ENTRY_OVERLAP);
    expect(error.message).toBe(TrackingText.TIME_ENTRY_OVERLAPS);
  });

  it('entries that only touch, or of another member, do not overlap', async () => {
    const fixture = h.team();
    await create(fixture, 0, 2);

    const touching = await create(fixture, 2, 3);
    const others = await create(fixture, 0, 2, {}, asMember(fixture, 1));

    expect(touching.start).toBe(at(2));
    expect(others.user_id).toBe(fixture.members[1].id);
  });

  it('a running timer counts up to now', async () => {
    const fixture = h.team();
    await h.client.StartTimer({ project_id: fixture.project.id }, asMember(fixture));
    const now = Date.now();

    const error = await failureOf(
      h.client.CreateTimeEntry(
        {
          project_id: fixture.project.id,
          start: new Date(now - 10 * 60 * 1000).toISOString(),
          end: new Date(now + 10 * 60 * 1000).toISOString(),
        },
        asMember(fixture),
      ),
    );

    expect(error.reason).toBe(Reason.TIME_ENTRY_OVERLAP);
  });

  it('allowed when the team allows overlapping entries', async () => {
    const fixture = h.team();
    h.teams.changeSettings(fixture, { allow_overlapping_time_entries: true });
    await create(fixture, 0, 2);

    const overlapping = await create(fixture, 1, 3);

    expect(overlapping.start).toBe(at(1));
  });
});

describe('Rates are snapshotted', () => {
  it('rates changed after an entry keep the entry amounts', async () => {
    const fixture = h.team();
    const entry = await create(fixture, 0, 1);

    // Issue 34: rates change through tracking's rates, from a date (here the entry's own day).
    await h.client.UpdateRates(
      {
        level: 'member',
        user_id: fixture.members[0].id,
        pay_rate: 99,
        bill_rate: 999,
        effective_from: entry.start.slice(0, 10),
      },
      asManager(fixture),
    );
    const read = await h.client.GetTimeEntry({ time_entry_id: entry.id }, asMember(fixture));
    const edited = await h.client.UpdateTimeEntry(
      { time_entry_id: entry.id, end: at(2) },
      asMember(fixture),
    );
    const later = await create(fixture, 3, 4);

    expect(read.pay_rate).toBe(RATES.hourly_rate);
    expect(read.billable_amount).toBe(RATES.bill_rate);
    expect(edited.cost_amount).toBe(RATES.hourly_rate * 2);
    expect(later.pay_rate).toBe(99);
  });
});

describe('Tenancy and who may', () => {
  it("another team's entry is not found, and cannot be changed or deleted", async () => {
    const fixture = h.team();
    const other = h.team();
    const entry = await create(fixture, 0, 1);

    const read = await failureOf(
      h.client.GetTimeEntry({ time_entry_id: entry.id }, asOwner(other)),
    );
    const update = await failureOf(
      h.client.UpdateTimeEntry({ time_entry_id: entry.id, description: 'x' }, asOwner(other)),
    );
    const remove = await failureOf(
      h.client.DeleteTimeEntry({ time_entry_id: entry.id }, asOwner(other)),
    );
    const listed = await h.client.ListTimeEntries({}, asOwner(other));

    for (const error of [read, update, remove])
      expect(error.reason).toBe(Reason.TIME_ENTRY_NOT_FOUND);
    expect(listed.time_entries.map((e) => e.id)).not.toContain(entry.id);
    const stored = await h.db.collection('time_entries').findOne({ _id: entry.id as never });
    expect(stored?.description).toBe('');
  });

  it("a member neither reads nor changes another member's entry; a manager does", async () => {
    const fixture = h.team();
    const entry = await create(fixture, 0, 1);

    const read = await failureOf(
      h.client.GetTimeEntry({ time_entry_id: entry.id }, asMember(fixture, 1)),
    );
    const update = await failureOf(
      h.client.UpdateTimeEntry({ time_entry_id: entry.id, description: 'x' }, asMember(fixture, 1)),
    );
    const byManager = await h.client.UpdateTimeEntry(
      { time_entry_id: entry.id, description: 'Checked' },
      asManager(fixture),
    );

    expect(read.reason).toBe(Reason.TIME_ENTRY_NOT_FOUND);
    expect(update.reason).toBe(Reason.TIME_ENTRY_NOT_FOUND);
    expect(byManager.description).toBe('Checked');
  });

  it('members list their own entries; owners the whole team, filtered by user', async () => {
    const fixture = h.team();
    const [first, second] = fixture.members;
    await create(fixture, 0, 1);
    await create(fixture, 0, 1, {}, asMember(fixture, 1));

    const own = await h.client.ListTimeEntries({}, asMember(fixture));
    const team = await h.client.ListTimeEntries({}, asOwner(fixture));
    const filtered = await h.client.ListTimeEntries({ user_id: second.id }, asOwner(fixture));
    const asking = await failureOf(
      h.client.ListTimeEntries({ user_id: second.id }, asMember(fixture)),
    );

    expect(own.time_entries.map((e) => e.user_id)).toEqual([first.id]);
    expect(team.page_info?.total).toBe(2);
    expect(filtered.time_entries.map((e) => e.user_id)).toEqual([second.id]);
    expect(asking.kind).toBe('permission_denied');
  });
});

describe('Locked entries', () => {
  it('refuses update and delete of a locked entry: 409 "This time entry is locked"', async () => {
    const fixture = h.team();
    const entry = await create(fixture, 0, 1);
    await h.db
      .collection('time_entries')
      .updateOne({ _id: entry.id as never }, { $set: { locked: true, locked_reason: 'approved' } });

    const update = await failureOf(
      h.client.UpdateTimeEntry({ time_entry_id: entry.id, description: 'x' }, asOwner(fixture)),
    );
    const remove = await failureOf(
      h.client.DeleteTimeEntry({ time_entry_id: entry.id }, asMember(fixture)),
    );

    for (const error of [update, remove]) {
      expect(error.reason).toBe(Reason.TIME_ENTRY_LOCKED);
      expect(error.message).toBe(TrackingText.TIME_ENTRY_LOCKED);
    }
    expect(await h.db.collection('time_entries').countDocuments({ _id: entry.id as never })).toBe(
      1,
    );
  });
});

describe('Update, list and delete', () => {
  it('update moves the span by the rules and refuses an overlap it would make', async () => {
    const fixture = h.team();
    const first = await create(fixture, 0, 1);
    await create(fixture, 2, 3);

    const moved = await h.client.UpdateTimeEntry(
      { time_entry_id: first.id, start: at(0.5), end: at(1.5) },
      asMember(fixture),
    );
    const overlap = await failureOf(
      h.client.UpdateTimeEntry({ time_entry_id: first.id, end: at(2.5) }, asMember(fixture)),
    );

    expect(moved.duration).toBe(3600);
    expect(overlap.reason).toBe(Reason.TIME_ENTRY_OVERLAP);
  });

  it('list filters by time, project and running, and pages', async () => {
    const fixture = h.team();
    const other = h.clients.project(fixture.teamId, 'Other', { isBillable: false });
    await create(fixture, 0, 1);
    await create(fixture, 2, 3, { project_id: other.id });
    await create(fixture, 5, 6);

    const windowed = await h.client.ListTimeEntries(
      { from: at(1.5), to: at(4) },
      asMember(fixture),
    );
    const byProject = await h.client.ListTimeEntries({ project_id: other.id }, asMember(fixture));
    const paged = await h.client.ListTimeEntries({ per_page: 2, page: 2 }, asMember(fixture));
    const running = await h.client.ListTimeEntries({ running: true }, asMember(fixture));
    const badPage = await failureOf(h.client.ListTimeEntries({ per_page: 101 }, asMember(fixture)));

    expect(windowed.time_entries.map((e) => e.start)).toEqual([at(2)]);
    expect(byProject.time_entries.map((e) => e.billable)).toEqual([false]);
    expect(paged.time_entries.map((e) => e.start)).toEqual([at(0)]);
    expect(paged.page_info).toEqual({ page: 2, per_page: 2, total: 3 });
    expect(running.page_info?.total).toBe(0);
    expect(badPage.reason).toBe(Reason.INVALID_PARAMETERS);
  });

  it('delete answers success, removes the entry and records time_entry.deleted', async () => {
    const fixture = h.team();
    const entry = await create(fixture, 0, 1);

    const answer = await h.client.DeleteTimeEntry({ time_entry_id: entry.id }, asMember(fixture));

    expect(answer).toEqual({ success: 'Time entry deleted' });
    expect(await h.db.collection('time_entries').countDocuments({ _id: entry.id as never })).toBe(
      0,
    );
    const event = await h.events.waitFor<{ id: number }>(
      'time_entry.deleted',
      (d) => d.id === entry.id,
    );
    expect(entryDataProblem(event)).toBeUndefined();
  });

  it('an entry keeps the names it had when its project and task are gone', async () => {
    const fixture = h.team();
    const task = h.tasks.task(fixture.teamId, fixture.project.id, 'Design');
    const entry = await create(fixture, 0, 1, { task_id: task.id });

    h.tasks.deleteTask(task.id);
    h.clients.deleteProject(fixture.project.id);
    const read = await h.client.GetTimeEntry({ time_entry_id: entry.id }, asMember(fixture));

    expect(read.task_name).toBe('Design');
    expect(read.project_name).toBe(fixture.project.name);
  });
});
