// Weekly limits (issue 19): a member's weekly_limit holds for the team's week. A manual
// entry (or an edit) past it is refused with 409 "Weekly limit of N hours reached" unless
// an owner or manager overrides it (recorded on the entry); a timer does not start once
// the limit is reached; a running timer is stopped at the instant the week reaches it,
// also when that instant passes while the service is down, and the member is told
// (timer.stopped_at_limit).
import { Reason, weeklyLimitReachedText } from '@workmesh/platform';
import { changesRecordedFor, eventually, sleep } from '@workmesh/testing';
import { weekSpanOf } from '../src/week';
import {
  asMember,
  asOwner,
  failureOf,
  limitedTeam,
  trackingForFile,
  type TeamFixture,
} from './tracking-harness';

const h = trackingForFile();

const HOUR = 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();

const limitedTeamOf = (limitHours: number) => limitedTeam(h, limitHours);

/** A manual entry of member 0 ending `endsAgoMs` before now. */
const manual = (fixture: TeamFixture, hours: number, endsAgoMs: number, extra = {}) => {
  const end = Math.floor((Date.now() - endsAgoMs) / 1000) * 1000;
  return {
    project_id: fixture.project.id,
    start: iso(end - hours * HOUR),
    end: iso(end),
    user_id: fixture.members[0].id,
    ...extra,
  };
};

describe('Weekly limits on manual entries', () => {
  it('refuses an entry that takes the week past the limit, with the limit in the message', async () => {
    const fixture = limitedTeamOf(3);
    await h.client.CreateTimeEntry(manual(fixture, 2, 5 * HOUR), asMember(fixture));

    const failure = await failureOf(
      h.client.CreateTimeEntry(manual(fixture, 1.5, 2 * HOUR), asMember(fixture)),
    );

    expect(failure).toMatchObject({
      kind: 'failed_precondition',
      reason: Reason.WEEKLY_LIMIT_REACHED,
    });
    expect(failure.message).toBe(weeklyLimitReachedText(3));
    expect(failure.message).toBe('Weekly limit of 3 hours reached');
  });

  it('accepts an entry that reaches the limit exactly, and entries of members without one', async () => {
    const fixture = limitedTeamOf(3);
    await h.client.CreateTimeEntry(manual(fixture, 2, 5 * HOUR), asMember(fixture));

    const exact = await h.client.CreateTimeEntry(manual(fixture, 1, 2 * HOUR), asMember(fixture));
    const unlimited = await h.client.CreateTimeEntry(
      { ...manual(fixture, 10, HOUR), user_id: undefined },
      asMember(fixture, 1),
    );

    expect(exact.limit_overridden).toBe(false);
    expect(unlimited.duration).toBe(36_000);
  });

  it('lets an owner override for one entry, recorded on it; the next is refused again', async () => {
    const fixture = limitedTeamOf(1);

    const overridden = await h.client.CreateTimeEntry(
      manual(fixture, 2, 5 * HOUR, { override_limit: true }),
      asOwner(fixture),
    );
    const next = await failureOf(
      h.client.CreateTimeEntry(manual(fixture, 0.5, HOUR), asOwner(fixture)),
    );

    expect(overridden.limit_overridden).toBe(true);
    expect(next.reason).toBe(Reason.WEEKLY_LIMIT_REACHED);
  });

  it('refuses a member who asks to override', async () => {
    const fixture = limitedTeamOf(1);

    const failure = await failureOf(
      h.client.CreateTimeEntry(
        { ...manual(fixture, 0.5, HOUR), user_id: undefined, override_limit: true },
        asMember(fixture),
      ),
    );

    expect(failure.kind).toBe('permission_denied');
  });

  it('refuses an edit that lengthens an entry past the limit, and lets a week past it shrink', async () => {
    const fixture = limitedTeamOf(2);
    const entry = await h.client.CreateTimeEntry(manual(fixture, 2, 5 * HOUR), asMember(fixture));

    const longer = await failureOf(
      h.client.UpdateTimeEntry(
        { time_entry_id: entry.id, start: iso(Date.parse(entry.start) - HOUR) },
        asMember(fixture),
      ),
    );
    await h.client.CreateTimeEntry(
      manual(fixture, 1, 2 * HOUR, { override_limit: true }),
      asOwner(fixture),
    );
    const shorter = await h.client.UpdateTimeEntry(
      { time_entry_id: entry.id, start: iso(Date.parse(entry.start) + HOUR / 2) },
      asMember(fixture),
    );

    expect(longer.reason).toBe(Reason.WEEKLY_LIMIT_REACHED);
    expect(shorter.duration).toBe(1.5 * 3600);
  });
});

describe('Weekly limits on timers', () => {
  it('refuses to start a timer once the week has reached the limit', async () => {
    const fixture = limitedTeamOf(1);
    await h.client.CreateTimeEntry(manual(fixture, 1, 2 * HOUR), asMember(fixture));

    const failure = await failureOf(
      h.client.StartTimer({ project_id: fixture.project.id }, asMember(fixture)),
    );

    expect(failure.reason).toBe(Reason.WEEKLY_LIMIT_REACHED);
    expect(failure.message).toBe('Weekly limit of 1 hours reached');
  });

  it('stops a running timer at the instant the week reaches the limit, and tells the member', async () => {
    const fixture = limitedTeamOf(1);
    // 3 seconds short of the limit.
    await h.client.CreateTimeEntry(
      {
        ...manual(fixture, 1, 2 * HOUR),
        end: iso(Date.parse(manual(fixture, 1, 2 * HOUR).end) - 3000),
      },
      asMember(fixture),
    );

    const timer = await h.client.StartTimer({ project_id: fixture.project.id }, asMember(fixture));
    const stopped = await h.events.waitFor<{ time_entry: { id: number; end: string } }>(
      'timer.stopped_at_limit',
      (data) => data.time_entry.id === timer.id,
      10_000,
    );

    expect(stopped.data).toMatchObject({
      team_id: fixture.teamId,
      user_id: fixture.members[0].id,
      weekly_limit: 1,
    });
    expect(Date.parse(stopped.data.time_entry.end)).toBe(Date.parse(timer.start) + 3000);
    const entry = await h.client.GetTimeEntry({ time_entry_id: timer.id }, asMember(fixture));
    expect(entry.end).toBe(stopped.data.time_entry.end);
    await expect(
      h.events.waitFor('timer.stopped', (data: { id: number }) => data.id === timer.id),
    ).resolves.toBeDefined();
    // The audit (docs/audit.md): the scheduled stop has no caller, so no actor.
    const autoStops = (await changesRecordedFor(h.db, fixture.teamId)).filter(
      (change) => change.data.action === 'timer.auto_stopped',
    );
    expect(autoStops).toHaveLength(1);
    expect(autoStops[0]).toMatchObject({
      data: {
        object_type: 'time_entry',
        object_id: String(timer.id),
        subject_user_id: fixture.members[0].id,
        changes: { end: { before: null, after: stopped.data.time_entry.end } },
      },
    });
    expect(autoStops[0].actor).toBeUndefined();
  });

  it('moves the stop later when an entry of the week is deleted', async () => {
    const fixture = limitedTeamOf(1);
    const earlier = await h.client.CreateTimeEntry(
      {
        ...manual(fixture, 1, 2 * HOUR),
        end: iso(Date.parse(manual(fixture, 1, 2 * HOUR).end) - 2000),
      },
      asMember(fixture),
    );
    const timer = await h.client.StartTimer({ project_id: fixture.project.id }, asMember(fixture));

    await h.client.DeleteTimeEntry({ time_entry_id: earlier.id }, asMember(fixture));
    await sleep(3000);

    const current = await h.client.GetCurrentTimer({}, asMember(fixture));
    expect(current.id).toBe(timer.id);
    expect(current.end).toBeUndefined();
  });

  it('stops a timer whose limit came while the service was down, at that instant, once', async () => {
    const fixture = limitedTeamOf(1);
    await h.client.CreateTimeEntry(
      {
        ...manual(fixture, 1, 2 * HOUR),
        end: iso(Date.parse(manual(fixture, 1, 2 * HOUR).end) - 2000),
      },
      asMember(fixture),
    );
    const timer = await h.client.StartTimer({ project_id: fixture.project.id }, asMember(fixture));

    await h.restart(() => sleep(3000));

    await eventually(
      async () =>
        (await h.client.GetTimeEntry({ time_entry_id: timer.id }, asMember(fixture))).end !==
        undefined,
      10_000,
      'the timer stopped after the restart',
    );
    const entry = await h.client.GetTimeEntry({ time_entry_id: timer.id }, asMember(fixture));
    expect(Date.parse(entry.end!)).toBe(Date.parse(timer.start) + 2000);
    await sleep(500);
    expect(
      h.events.all(
        'timer.stopped_at_limit',
        (data: { time_entry: { id: number } }) => data.time_entry.id === timer.id,
      ),
    ).toHaveLength(1);
  });
});

// The week arithmetic the limit uses is timesheets' (week.ts, tested there); this only
// checks the test's own assumption that a few hours back are in this week.
it('limitedTeam: its week began more than a day ago', () => {
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * HOUR);
  const weekStart = twoDaysAgo.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
  const week = weekSpanOf(new Date(), 'UTC', weekStart.toLowerCase());
  expect(Date.now() - week.from.getTime()).toBeGreaterThan(24 * HOUR);
});
