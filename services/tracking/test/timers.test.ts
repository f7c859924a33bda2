// Timers: start (201-like create: the running entry), stop, current; one running timer per
// user and team held by the database under 20 concurrent starts; a start stops the
// running one at the same instant; the events of each (timer.started, timer.stopped,
// time_entry.created/updated), with data valid against their contracts.
import { Reason, TrackingText, type IdempotencyRequest } from '@workmesh/platform';
import {
  as,
  asMember,
  entryDataProblem,
  failureOf,
  ISO_TIMESTAMP,
  RATES,
  trackingForFile,
} from './tracking-harness';

const h = trackingForFile();

describe('StartTimer', () => {
  it('answers the running entry: no end, the rates of the member, billable by the project', async () => {
    const fixture = h.team();
    const member = fixture.members[0];

    const entry = await h.client.StartTimer(
      { project_id: fixture.project.id, description: 'Coding' },
      asMember(fixture),
    );

    expect(entry).toEqual(
      expect.objectContaining({
        team_id: fixture.teamId,
        user_id: member.id,
        project_id: fixture.project.id,
        project_name: fixture.project.name,
        client_id: expect.any(Number),
        client_name: expect.stringMatching(/^Client /),
        description: 'Coding',
        start: expect.stringMatching(ISO_TIMESTAMP),
        billable: true,
        timezone: 'UTC',
        bill_rate: RATES.bill_rate,
        pay_rate: RATES.hourly_rate,
        pay_type: 'hourly',
        source: 'timer',
        locked: false,
      }),
    );
    expect(entry.end).toBeUndefined();
    expect(entry.client_id).toBeGreaterThan(0);
  });

  it('takes the zone of the user, else of the team', async () => {
    const fixture = h.team();
    h.identity.setTimezone(fixture.members[0], 'Europe/Paris');
    h.teams.changeSettings(fixture, { timezone: 'America/New_York' });

    const users = await h.client.StartTimer({ project_id: fixture.project.id }, asMember(fixture));
    const teams = await h.client.StartTimer(
      { project_id: fixture.project.id },
      asMember(fixture, 1),
    );

    expect(users.timezone).toBe('Europe/Paris');
    expect(teams.timezone).toBe('America/New_York');
  });

  it('stops the running timer at the instant the new one starts', async () => {
    const fixture = h.team();
    const first = await h.client.StartTimer({ project_id: fixture.project.id }, asMember(fixture));

    const second = await h.client.StartTimer({ project_id: fixture.project.id }, asMember(fixture));

    const stopped = await h.client.GetTimeEntry({ time_entry_id: first.id }, asMember(fixture));
    expect(stopped.end).toBe(second.start);
    const current = await h.client.GetCurrentTimer({}, asMember(fixture));
    expect(current.id).toBe(second.id);
  });

  it('20 concurrent starts of one user leave exactly one running entry, and every call is answered', async () => {
    const fixture = h.team();

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        h.client.StartTimer({ project_id: fixture.project.id }, asMember(fixture)),
      ),
    );

    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason] : [],
    );
    expect(failures).toEqual([]);
    const entries = h.db.collection('time_entries');
    const userId = fixture.members[0].id;
    expect(
      await entries.countDocuments({ team_id: fixture.teamId, user_id: userId, running: true }),
    ).toBe(1);
    expect(await entries.countDocuments({ team_id: fixture.teamId, user_id: userId })).toBe(20);
    // Stopped one after another: no two of them overlap.
    const stored = await entries
      .find({ team_id: fixture.teamId, user_id: userId })
      .sort({ start: 1, _id: 1 })
      .toArray();
    for (let index = 1; index < stored.length; index++)
      expect(stored[index - 1].end?.getTime()).toBeLessThanOrEqual(stored[index].start.getTime());
  });

  it('a running timer in another team does not count: one running per user and team', async () => {
    const first = h.team();
    const second = h.team();
    const user = first.members[0];
    h.teams.setRole(second.teamId, user, 'member');
    h.teams.setPay(second.teamId, user, RATES);

    await h.client.StartTimer({ project_id: first.project.id }, as(user, first.teamId));
    await h.client.StartTimer({ project_id: second.project.id }, as(user, second.teamId));

    expect(
      await h.db.collection('time_entries').countDocuments({ user_id: user.id, running: true }),
    ).toBe(2);
  });

  it("refuses another team's project (PROJECT_NOT_FOUND) and a task of another project", async () => {
    const fixture = h.team();
    const other = h.team();
    const otherProject = h.clients.project(fixture.teamId, 'Other');
    const task = h.tasks.task(fixture.teamId, otherProject.id);

    const project = await failureOf(
      h.client.StartTimer({ project_id: other.project.id }, asMember(fixture)),
    );
    const wrongTask = await failureOf(
      h.client.StartTimer({ project_id: fixture.project.id, task_id: task.id }, asMember(fixture)),
    );

    expect(project.reason).toBe(Reason.PROJECT_NOT_FOUND);
    expect(wrongTask.reason).toBe(Reason.INVALID_PARAMETERS);
    expect(wrongTask.fields).toEqual({ task_id: ['The task must belong to the project.'] });
  });

  it('records time_entry.created and timer.started, and for the stopped one timer.stopped, all valid', async () => {
    const fixture = h.team();
    const first = await h.client.StartTimer({ project_id: fixture.project.id }, asMember(fixture));
    const second = await h.client.StartTimer({ project_id: fixture.project.id }, asMember(fixture));

    const created = await h.events.waitFor<{ id: number }>(
      'time_entry.created',
      (d) => d.id === second.id,
    );
    const started = await h.events.waitFor<{ id: number }>(
      'timer.started',
      (d) => d.id === second.id,
    );
    const stopped = await h.events.waitFor<{ id: number; end: string }>(
      'timer.stopped',
      (d) => d.id === first.id,
    );

    for (const event of [created, started, stopped])
      expect(entryDataProblem(event)).toBeUndefined();
    expect(stopped.data.end).toBe(second.start);
    expect(created.data).toEqual(
      expect.objectContaining({ end: null, task_id: null, source: 'timer' }),
    );
  });

  it('with an Idempotency-Key, a retry answers the first entry and starts nothing more', async () => {
    const fixture = h.team();
    const idempotency: IdempotencyRequest = {
      scope: `user:${fixture.members[0].id}`,
      key: `start-${process.pid}-${fixture.teamId}`,
      hash: 'hash-a',
    };

    const first = await h.client.StartTimer(
      { project_id: fixture.project.id },
      { ...asMember(fixture), idempotency },
    );
    const again = await h.client.StartTimer(
      { project_id: fixture.project.id },
      { ...asMember(fixture), idempotency },
    );

    expect(again).toEqual(first);
    expect(await h.db.collection('time_entries').countDocuments({ team_id: fixture.teamId })).toBe(
      1,
    );
  });
});

describe('StopTimer and GetCurrentTimer', () => {
  it('stop answers the entry with its end; current then answers 404 "No timer is running"', async () => {
    const fixture = h.team();
    const started = await h.client.StartTimer(
      { project_id: fixture.project.id },
      asMember(fixture),
    );

    const stopped = await h.client.StopTimer({}, asMember(fixture));
    const current = await failureOf(h.client.GetCurrentTimer({}, asMember(fixture)));

    expect(stopped.id).toBe(started.id);
    expect(stopped.end).toEqual(expect.stringMatching(ISO_TIMESTAMP));
    expect(current.kind).toBe('not_found');
    expect(current.reason).toBe(Reason.TIMER_NOT_RUNNING);
    expect(current.message).toBe(TrackingText.NO_TIMER_RUNNING);
  });

  it('stop with no timer running: 404 TIMER_NOT_RUNNING, and nothing recorded', async () => {
    const fixture = h.team();

    const error = await failureOf(h.client.StopTimer({}, asMember(fixture)));

    expect(error.reason).toBe(Reason.TIMER_NOT_RUNNING);
    expect(error.message).toBe(TrackingText.NO_TIMER_RUNNING);
  });

  it("current is the caller's own: another member's running timer is not theirs", async () => {
    const fixture = h.team();
    await h.client.StartTimer({ project_id: fixture.project.id }, asMember(fixture, 0));

    const error = await failureOf(h.client.GetCurrentTimer({}, asMember(fixture, 1)));

    expect(error.reason).toBe(Reason.TIMER_NOT_RUNNING);
  });

  it('refuses a caller who is not a member of the team (PERMISSION_DENIED)', async () => {
    const fixture = h.team();
    const outsider = h.identity.register('Outsider');

    const error = await failureOf(h.client.GetCurrentTimer({}, as(outsider, fixture.teamId)));

    expect(error.kind).toBe('permission_denied');
  });
});
