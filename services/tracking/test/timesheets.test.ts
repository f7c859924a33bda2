// Weekly timesheets through the service: the week read in the team's zone and week start
// (a DST week in New York is 169 hours, its entries on the right days), totals and days,
// the entries of the week only, a running entry counted up to now; submit, approve and
// reject and their 409s; approving locks the week's entries (an invoiced one keeps its
// reason), an approved week refuses edits, new entries, moves and timers, rejecting
// unlocks; approval refused while the member's timer runs in the week; tenancy; an
// approval racing entry writes never leaves an unlocked entry in an approved week.
import {
  Reason,
  TimesheetApproved,
  TimesheetSubmitted,
  TrackingText,
  checkEventData,
} from '@workmesh/platform';
import {
  as,
  asManager,
  asMember,
  asOwner,
  failureOf,
  ISO_TIMESTAMP,
  RATES,
  trackingForFile,
  type TeamFixture,
} from './tracking-harness';

const h = trackingForFile();

const WEEK = '2026-W10'; // Mon 2 – Sun 8 March 2026 (UTC)

const entry = (
  fixture: TeamFixture,
  start: string,
  end: string,
  caller = asMember(fixture),
  extra: Record<string, unknown> = {},
) => h.client.CreateTimeEntry({ project_id: fixture.project.id, start, end, ...extra }, caller);

const sheetOf = (fixture: TeamFixture, week: string, caller = asMember(fixture), userId?: number) =>
  h.client.GetTimesheet({ week, ...(userId === undefined ? {} : { user_id: userId }) }, caller);

const approve = (fixture: TeamFixture, week: string, member = fixture.members[0]) =>
  h.client.ApproveTimesheet({ user_id: member.id, week }, asManager(fixture));

const entriesInDb = (ids: number[]) =>
  h.db
    .collection<{ _id: number; locked: boolean; locked_reason: string | null }>('time_entries')
    .find({ _id: { $in: ids } })
    .sort({ _id: 1 })
    .toArray();

/** The ISO week (UTC) of an instant: an independent reckoning for the current week. */
function isoWeekUtc(instant: Date): string {
  const day = new Date(
    Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()),
  );
  const weekday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - weekday + 3); // the week's Thursday
  const year = day.getUTCFullYear();
  const week = Math.floor((day.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

describe('GetTimesheet: the week', () => {
  it('an empty week: open, UTC bounds of the ISO week, 7 days of zero, no entries', async () => {
    const fixture = h.team();

    const sheet = await sheetOf(fixture, WEEK);

    // No entry, no money: no currency row (time has no currency, so seconds are 0).
    const zero = { seconds: 0, billable_seconds: 0, amounts: [] };
    expect(sheet).toEqual({
      team_id: fixture.teamId,
      user_id: fixture.members[0].id,
      week: WEEK,
      from: '2026-03-02T00:00:00.000Z',
      to: '2026-03-09T00:00:00.000Z',
      timezone: 'UTC',
      status: 'open',
      totals: zero,
      days: ['02', '03', '04', '05', '06', '07', '08'].map((day) => ({
        date: `2026-03-${day}`,
        totals: zero,
      })),
      time_entries: [],
      // No time off nor holiday in the member's calendar.
      absences: [],
    });
  });

  it('a DST week in America/New_York (sunday start, 2026-W45): 169 hours, entries on their local days', async () => {
    const fixture = h.team();
    h.teams.changeSettings(fixture.teamId, { timezone: 'America/New_York', week_start: 'sunday' });
    // Nov 1 00:30 EDT; Nov 1 23:30 EST (04:30Z the next day); Nov 2 00:30 EST.
    await entry(fixture, '2026-11-01T04:30:00Z', '2026-11-01T05:30:00Z');
    await entry(fixture, '2026-11-02T04:30:00Z', '2026-11-02T05:00:00Z');
    await entry(fixture, '2026-11-02T05:30:00Z', '2026-11-02T07:30:00Z');
    // Outside: Oct 31 23:30 EDT (before), Nov 8 00:00 EST (the next week's first instant).
    await entry(fixture, '2026-11-01T03:30:00Z', '2026-11-01T04:00:00Z');
    await entry(fixture, '2026-11-08T05:00:00Z', '2026-11-08T06:00:00Z');

    const sheet = await sheetOf(fixture, '2026-W45');

    expect(sheet.timezone).toBe('America/New_York');
    expect(sheet.from).toBe('2026-11-01T04:00:00.000Z');
    expect(sheet.to).toBe('2026-11-08T05:00:00.000Z');
    expect((Date.parse(sheet.to) - Date.parse(sheet.from)) / 3_600_000).toBe(169);
    expect(sheet.days.map((day) => [day.date, day.totals?.seconds])).toEqual([
      ['2026-11-01', 3600 + 1800],
      ['2026-11-02', 7200],
      ['2026-11-03', 0],
      ['2026-11-04', 0],
      ['2026-11-05', 0],
      ['2026-11-06', 0],
      ['2026-11-07', 0],
    ]);
    expect(sheet.totals?.seconds).toBe(3600 + 1800 + 7200);
    expect(sheet.time_entries.map((e) => e.start)).toEqual([
      '2026-11-01T04:30:00.000Z',
      '2026-11-02T04:30:00.000Z',
      '2026-11-02T05:30:00.000Z',
    ]);
  });

  it('monday start in the same zone: 2026-W44 ends at the EST midnight of Nov 2 (169 h)', async () => {
    const fixture = h.team();
    h.teams.changeSettings(fixture.teamId, { timezone: 'America/New_York' });

    const sheet = await sheetOf(fixture, '2026-W44');

    expect(sheet.from).toBe('2026-10-26T04:00:00.000Z');
    expect(sheet.to).toBe('2026-11-02T05:00:00.000Z');
    expect(sheet.days[6].date).toBe('2026-11-01');
  });

  it("totals: seconds, billable seconds, amounts as each entry's cents summed (2 decimals), one USD row", async () => {
    const fixture = h.team();
    h.teams.setPay(fixture.teamId, fixture.members[0], { hourly_rate: 33.33, bill_rate: 120 });
    // Three billable 10-minute entries: 555.5 cents of cost each → 556; summed 16.68.
    for (const hour of ['09', '10', '11'])
      await entry(fixture, `2026-03-03T${hour}:00:00Z`, `2026-03-03T${hour}:10:00Z`);
    const unbillable = await entry(
      fixture,
      '2026-03-05T09:00:00Z',
      '2026-03-05T10:30:00Z',
      asMember(fixture),
      {
        billable: false,
      },
    );

    const sheet = await sheetOf(fixture, WEEK);

    expect(sheet.totals).toEqual({
      seconds: 1800 + 5400,
      billable_seconds: 1800,
      amounts: [
        { currency: 'USD', billable_amount: 60, cost_amount: 16.68 + unbillable.cost_amount },
      ],
    });
    expect(unbillable.cost_amount).toBe(50);
    expect(sheet.days[1].totals).toEqual({
      seconds: 1800,
      billable_seconds: 1800,
      amounts: [{ currency: 'USD', billable_amount: 60, cost_amount: 16.68 }],
    });
    expect(sheet.days[3].totals?.amounts).toEqual([
      { currency: 'USD', billable_amount: 0, cost_amount: 50 },
    ]);
    expect(sheet.days[0].totals?.amounts).toEqual([]);
  });

  it("a week with a USD and an EUR client's entries: a row per currency, each exact, never summed", async () => {
    const fixture = h.team();
    // RATES: 120/h billed, 50/h paid. The second entry stands for an EUR client's (its
    // currency as the entry snapshotted it; the team pays in USD).
    await entry(fixture, '2026-03-03T09:00:00Z', '2026-03-03T10:00:00Z');
    const euro = await entry(fixture, '2026-03-04T09:00:00Z', '2026-03-04T11:00:00Z');
    await h.db
      .collection('time_entries')
      .updateOne({ _id: euro.id as never }, { $set: { currency: 'EUR' } });

    const sheet = await sheetOf(fixture, WEEK);

    expect(sheet.totals).toEqual({
      seconds: 3 * 3600,
      billable_seconds: 3 * 3600,
      amounts: [
        { currency: 'EUR', billable_amount: 240, cost_amount: 0 },
        { currency: 'USD', billable_amount: 120, cost_amount: 150 },
      ],
    });
    expect(sheet.days[2].totals?.amounts).toEqual([
      { currency: 'EUR', billable_amount: 240, cost_amount: 0 },
      { currency: 'USD', billable_amount: 0, cost_amount: 100 },
    ]);
    expect(sheet.time_entries.map((e) => [e.currency, e.billable_amount])).toEqual([
      ['USD', 120],
      ['EUR', 240],
    ]);
    await h.client.SubmitTimesheet({ week: WEEK }, asMember(fixture));
    const event = await h.events.waitFor(
      'timesheet.submitted',
      (data: { user_id: number; totals: unknown }) => data.user_id === fixture.members[0].id,
    );
    expect(checkEventData(TimesheetSubmitted.schema, event).problem).toBeUndefined();
    expect(event.data.totals).toEqual(sheet.totals);
  });

  it("only the user's entries in this team, sorted by start", async () => {
    const fixture = h.team();
    const other = h.team();
    const [member, colleague] = fixture.members;
    h.teams.setRole(other.teamId, member, 'member'); // the member is in both teams
    h.teams.setPay(other.teamId, member, RATES);
    const late = await entry(fixture, '2026-03-06T09:00:00Z', '2026-03-06T10:00:00Z');
    const early = await entry(fixture, '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z');
    await entry(
      fixture,
      '2026-03-03T09:00:00Z',
      '2026-03-03T10:00:00Z',
      as(colleague, fixture.teamId),
    );
    await entry(other, '2026-03-04T09:00:00Z', '2026-03-04T10:00:00Z', as(member, other.teamId));

    const sheet = await sheetOf(fixture, WEEK);

    expect(sheet.time_entries.map((e) => e.id)).toEqual([early.id, late.id]);
    expect(sheet.totals?.seconds).toBe(7200);
  });

  it('a running entry counts up to now', async () => {
    const fixture = h.team();
    const timer = await h.client.StartTimer({ project_id: fixture.project.id }, asMember(fixture));
    const started = new Date(Date.parse(timer.start) - 600_000);
    // Moved 10 minutes back unless that leaves its week (then it stays).
    const week = isoWeekUtc(new Date(timer.start));
    if (isoWeekUtc(started) === week)
      await h.client.UpdateTimeEntry(
        { time_entry_id: timer.id, start: started.toISOString() },
        asMember(fixture),
      );

    const sheet = await sheetOf(fixture, week);

    const [running] = sheet.time_entries;
    expect(running.id).toBe(timer.id);
    expect(running.end).toBeUndefined();
    expect(running.duration).toBeGreaterThanOrEqual(isoWeekUtc(started) === week ? 600 : 0);
    expect(sheet.totals?.seconds).toBe(running.duration);
  });

  it('refuses a bad week, week 53 of a year without one, and a missing week: 400 with a clear message', async () => {
    const fixture = h.team();

    const bad = await failureOf(sheetOf(fixture, '2026-48'));
    const week53 = await failureOf(sheetOf(fixture, '2025-W53'));
    const missing = await failureOf(h.client.GetTimesheet({}, asMember(fixture)));

    expect(bad.reason).toBe(Reason.INVALID_PARAMETERS);
    expect(bad.message).toBe('The week must be an ISO week such as 2026-W48.');
    expect(bad.fields).toEqual({ week: ['The week must be an ISO week such as 2026-W48.'] });
    expect(week53.message).toBe('The year 2025 has no week 53.');
    expect(missing.message).toBe('The week field is required.');
    expect((await sheetOf(fixture, '2026-W53')).from).toBe('2026-12-28T00:00:00.000Z');
  });
});

describe('GetTimesheet: who sees whose', () => {
  it("owners and managers see a member's; a member only their own (403)", async () => {
    const fixture = h.team();
    const [member, colleague] = fixture.members;
    await entry(fixture, '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z');

    const byOwner = await sheetOf(fixture, WEEK, asOwner(fixture), member.id);
    const byManager = await sheetOf(fixture, WEEK, asManager(fixture), member.id);
    const byColleague = await failureOf(
      sheetOf(fixture, WEEK, as(colleague, fixture.teamId), member.id),
    );

    expect(byOwner.user_id).toBe(member.id);
    expect(byOwner.time_entries).toHaveLength(1);
    expect(byManager.time_entries).toHaveLength(1);
    expect(byColleague.reason).toBe(Reason.PERMISSION_DENIED);
  });

  it("a user who is not a member of the team: 404; another team's member is never shown", async () => {
    const fixture = h.team();
    const other = h.team();
    await entry(other, '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z', asMember(other));

    const stranger = await failureOf(sheetOf(fixture, WEEK, asOwner(fixture), other.members[0].id));
    const unknown = await failureOf(sheetOf(fixture, WEEK, asOwner(fixture), 999_999));
    const approveStranger = await failureOf(
      h.client.ApproveTimesheet({ user_id: other.members[0].id, week: WEEK }, asOwner(fixture)),
    );

    expect(stranger.reason).toBe(Reason.MEMBERSHIP_NOT_FOUND);
    expect(stranger.message).toBe('The user is not a member of this team.');
    expect(unknown.reason).toBe(Reason.MEMBERSHIP_NOT_FOUND);
    expect(approveStranger.reason).toBe(Reason.MEMBERSHIP_NOT_FOUND);
    expect((await sheetOf(other, WEEK)).status).toBe('open');
  });
});

describe('Submit, approve, reject', () => {
  it("submit: own week, open → submitted (event); again: 409; another user's: 403", async () => {
    const fixture = h.team();
    const member = fixture.members[0];

    const submitted = await h.client.SubmitTimesheet({ week: WEEK }, asMember(fixture));
    const again = await failureOf(h.client.SubmitTimesheet({ week: WEEK }, asMember(fixture)));
    const forOther = await failureOf(
      h.client.SubmitTimesheet({ week: WEEK, user_id: member.id }, asManager(fixture)),
    );

    expect(submitted.status).toBe('submitted');
    expect(submitted.submitted_at).toMatch(ISO_TIMESTAMP);
    expect(again.reason).toBe(Reason.TIMESHEET_STATUS_CONFLICT);
    expect(again.message).toBe(
      'This timesheet is submitted: only an open or rejected timesheet can be submitted.',
    );
    expect(forOther.reason).toBe(Reason.PERMISSION_DENIED);
    const event = await h.events.waitFor<{ user_id: number; team_id: number; status: string }>(
      'timesheet.submitted',
      (data) => data.user_id === member.id && data.team_id === fixture.teamId,
    );
    expect(event.data.status).toBe('submitted');
    expect((await sheetOf(fixture, WEEK)).status).toBe('submitted');
  });

  it("approve: owners and managers only; locks the week's entries, an invoiced one keeps its reason", async () => {
    const fixture = h.team();
    const member = fixture.members[0];
    const a = await entry(fixture, '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z');
    const b = await entry(fixture, '2026-03-04T09:00:00Z', '2026-03-04T10:00:00Z');
    const invoiced = await entry(fixture, '2026-03-05T09:00:00Z', '2026-03-05T10:00:00Z');
    const nextWeek = await entry(fixture, '2026-03-09T09:00:00Z', '2026-03-09T10:00:00Z');
    await h.db
      .collection('time_entries')
      .updateOne(
        { _id: invoiced.id as never },
        { $set: { locked: true, locked_reason: 'invoiced', invoice_id: 7 } },
      );
    await h.client.SubmitTimesheet({ week: WEEK }, asMember(fixture));

    const byMember = await failureOf(
      h.client.ApproveTimesheet({ user_id: member.id, week: WEEK }, asMember(fixture, 1)),
    );
    const approved = await approve(fixture, WEEK);

    expect(byMember.reason).toBe(Reason.PERMISSION_DENIED);
    expect(approved.status).toBe('approved');
    expect(approved.reviewed_by).toBe(fixture.managers[0].id);
    expect(approved.reviewed_at).toMatch(ISO_TIMESTAMP);
    expect(approved.time_entries.map((e) => [e.id, e.locked, e.locked_reason])).toEqual([
      [a.id, true, 'approved'],
      [b.id, true, 'approved'],
      [invoiced.id, true, 'invoiced'],
    ]);
    expect((await entriesInDb([nextWeek.id]))[0].locked).toBe(false);
    const event = await h.events.waitFor(
      'timesheet.approved',
      (data: { user_id: number }) => data.user_id === member.id,
    );
    expect(checkEventData(TimesheetApproved.schema, event).problem).toBeUndefined();
    for (const id of [a.id, b.id])
      await h.events.waitFor(
        'time_entry.updated',
        (data: { id: number; locked: boolean }) => data.id === id && data.locked,
      );
    expect(
      h.events.all('time_entry.updated', (data: { id: number }) => data.id === invoiced.id),
    ).toEqual([]);
    const twice = await failureOf(approve(fixture, WEEK));
    expect(twice.reason).toBe(Reason.TIMESHEET_STATUS_CONFLICT);
  });

  it('an open week may be approved directly (decision); a rejected one must be resubmitted', async () => {
    const fixture = h.team();

    const approved = await approve(fixture, WEEK);
    await h.client.RejectTimesheet(
      { user_id: fixture.members[0].id, week: WEEK, comment: 'Missing Friday' },
      asOwner(fixture),
    );
    const again = await failureOf(approve(fixture, WEEK));

    expect(approved.status).toBe('approved');
    expect(approved.submitted_at).toBeUndefined();
    expect(again.reason).toBe(Reason.TIMESHEET_STATUS_CONFLICT);
    expect(again.message).toBe(
      'This timesheet is rejected: only an open or submitted timesheet can be approved.',
    );
  });

  it('an approved week refuses edits (locked), new entries, moves into it and deletes', async () => {
    const fixture = h.team();
    const inWeek = await entry(fixture, '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z');
    const outside = await entry(fixture, '2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z');
    await approve(fixture, WEEK);

    const edit = await failureOf(
      h.client.UpdateTimeEntry({ time_entry_id: inWeek.id, description: 'x' }, asMember(fixture)),
    );
    const ownerEdit = await failureOf(
      h.client.UpdateTimeEntry({ time_entry_id: inWeek.id, description: 'x' }, asOwner(fixture)),
    );
    const remove = await failureOf(
      h.client.DeleteTimeEntry({ time_entry_id: inWeek.id }, asMember(fixture)),
    );
    const create = await failureOf(entry(fixture, '2026-03-03T09:00:00Z', '2026-03-03T10:00:00Z'));
    const move = await failureOf(
      h.client.UpdateTimeEntry(
        { time_entry_id: outside.id, start: '2026-03-08T09:00:00Z', end: '2026-03-08T10:00:00Z' },
        asMember(fixture),
      ),
    );

    for (const locked of [edit, ownerEdit, remove]) {
      expect(locked.reason).toBe(Reason.TIME_ENTRY_LOCKED);
      expect(locked.message).toBe(TrackingText.TIME_ENTRY_LOCKED);
    }
    for (const refused of [create, move]) {
      expect(refused.reason).toBe(Reason.WEEK_APPROVED);
      expect(refused.message).toBe(
        'This week is approved: its time entries cannot change. Ask a manager to reject it first.',
      );
    }
    expect((await sheetOf(fixture, WEEK)).time_entries.map((e) => e.id)).toEqual([inWeek.id]);
    // Another member's week, and the next week, are not affected.
    await entry(fixture, '2026-03-03T09:00:00Z', '2026-03-03T10:00:00Z', asMember(fixture, 1));
    await h.client.UpdateTimeEntry(
      { time_entry_id: outside.id, description: 'fine' },
      asMember(fixture),
    );
  });

  it('reject: needs a comment (≤ 5000); submitted or approved → rejected, approved locks undone, invoiced kept', async () => {
    const fixture = h.team();
    const member = fixture.members[0];
    const plain = await entry(fixture, '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z');
    const invoiced = await entry(fixture, '2026-03-03T09:00:00Z', '2026-03-03T10:00:00Z');
    await h.db
      .collection('time_entries')
      .updateOne(
        { _id: invoiced.id as never },
        { $set: { locked: true, locked_reason: 'invoiced' } },
      );
    const reject = (comment?: string) =>
      h.client.RejectTimesheet(
        { user_id: member.id, week: WEEK, ...(comment === undefined ? {} : { comment }) },
        asManager(fixture),
      );

    const ofOpen = await failureOf(reject('Too early'));
    await approve(fixture, WEEK);
    const noComment = await failureOf(reject());
    const blank = await failureOf(reject('   '));
    const tooLong = await failureOf(reject('x'.repeat(5001)));
    const rejected = await reject('Friday is missing');

    expect(ofOpen.reason).toBe(Reason.TIMESHEET_STATUS_CONFLICT);
    expect(ofOpen.message).toBe(
      'This timesheet is open: only a submitted or approved timesheet can be rejected.',
    );
    expect(noComment.reason).toBe(Reason.INVALID_PARAMETERS);
    expect(noComment.message).toBe('The comment field is required.');
    expect(blank.message).toBe('The comment field is required.');
    expect(tooLong.message).toBe('The comment may not be greater than 5000 characters.');
    expect(rejected.status).toBe('rejected');
    expect(rejected.comment).toBe('Friday is missing');
    expect(
      (await entriesInDb([plain.id, invoiced.id])).map((e) => [e.locked, e.locked_reason]),
    ).toEqual([
      [false, null],
      [true, 'invoiced'],
    ]);
    const event = await h.events.waitFor<{ user_id: number; comment: string }>(
      'timesheet.rejected',
      (data) => data.user_id === member.id,
    );
    expect(event.data.comment).toBe('Friday is missing');
    // Unlocked: the member fixes the week and submits it again; the comment is cleared.
    await h.client.UpdateTimeEntry(
      { time_entry_id: plain.id, description: 'fixed' },
      asMember(fixture),
    );
    const resubmitted = await h.client.SubmitTimesheet({ week: WEEK }, asMember(fixture));
    expect(resubmitted.status).toBe('submitted');
    expect(resubmitted.comment).toBeUndefined();
    // A submitted week may be rejected too, with a comment of the longest: 5000 characters.
    expect((await reject('s'.repeat(5000))).status).toBe('rejected');
  });
});

describe('Timers and approved weeks', () => {
  it("approval is refused while the member's timer runs in the week; once stopped it passes", async () => {
    const fixture = h.team();
    const timer = await h.client.StartTimer({ project_id: fixture.project.id }, asMember(fixture));
    const week = isoWeekUtc(new Date(timer.start));

    const refused = await failureOf(approve(fixture, week));
    await h.client.StopTimer({}, asMember(fixture));
    const approved = await approve(fixture, week);

    expect(refused.reason).toBe(Reason.TIMER_RUNNING_IN_WEEK);
    expect(refused.message).toBe(
      "The member's timer is running in this week: it must be stopped before the week is approved.",
    );
    expect(approved.status).toBe('approved');
    expect(approved.time_entries.find((e) => e.id === timer.id)?.locked_reason).toBe('approved');
  });

  it('a timer started while the current week is approved: 409 WEEK_APPROVED, nothing runs', async () => {
    const fixture = h.team();
    const week = isoWeekUtc(new Date());
    await approve(fixture, week);

    const refused = await failureOf(
      h.client.StartTimer({ project_id: fixture.project.id }, asMember(fixture)),
    );

    // Unless the week turned between the two calls, the start fell in the approved week.
    if (isoWeekUtc(new Date()) === week) {
      expect(refused.reason).toBe(Reason.WEEK_APPROVED);
      expect(
        await h.db
          .collection('time_entries')
          .countDocuments({ user_id: fixture.members[0].id, running: true }),
      ).toBe(0);
    }
  });
});

describe('Concurrency', () => {
  it('approval racing entry creates never leaves an unlocked entry in the approved week', async () => {
    const fixture = h.team({ members: 1 });
    const creates = Array.from({ length: 8 }, (_, index) =>
      entry(
        fixture,
        `2026-03-0${2 + (index % 5)}T${10 + index}:00:00Z`,
        `2026-03-0${2 + (index % 5)}T${10 + index}:30:00Z`,
      ).then(
        (created) => ({ created }),
        (error: { reason?: string }) => ({ error }),
      ),
    );

    const [approved, ...outcomes] = await Promise.all([approve(fixture, WEEK), ...creates]);

    expect(approved.status).toBe('approved');
    const stored = await h.db
      .collection<{ _id: number; locked: boolean }>('time_entries')
      .find({ team_id: fixture.teamId })
      .toArray();
    expect(stored.every((doc) => doc.locked)).toBe(true);
    for (const outcome of outcomes)
      if ('error' in outcome) expect(outcome.error.reason).toBe(Reason.WEEK_APPROVED);
    expect(stored).toHaveLength(outcomes.filter((outcome) => 'created' in outcome).length);
  });
});
