// UpdateScheduleEntry: an owner or manager changes one occurrence (its times, hours or
// title) and only that one; the times stay in order and at most 48 hours apart; the
// rules of add apply to minimum_hours and title. Another team's entry is not found.
import {
  asManager,
  asMember,
  asOwner,
  failureOf,
  schedulingForFile,
  weekly,
  type TeamFixture,
} from './scheduling-harness';

const h = schedulingForFile();

/** Mon, Wed, Fri 09:00–17:00 UTC for two weeks, for the owner: 6 entries. */
async function scheduled(fixture: TeamFixture) {
  await h.client.AddSchedule(weekly(), asOwner(fixture));
  return h.stored({ team_id: fixture.teamId });
}

/** Lets the clock move, so that a write would show in updated_at. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('UpdateScheduleEntry', () => {
  it('changes that occurrence only, and answers it', async () => {
    const fixture = h.team({ managers: 1 });
    const entries = await scheduled(fixture);
    const target = entries[1];
    await tick();

    const updated = await h.client.UpdateScheduleEntry(
      {
        id: target._id,
        start_date: '2026-03-04T08:00:00+01:00',
        end_date: '2026-03-04 18:30:00',
        minimum_hours: 9.125,
        title: ' Long day ',
      },
      asManager(fixture),
    );

    expect(updated).toMatchObject({
      id: target._id,
      sid: target.sid,
      start_date: '2026-03-04 07:00:00',
      end_date: '2026-03-04 18:30:00',
      minimum_hours: 9.13,
      title: 'Long day',
      created_at: target.created_at.toISOString(),
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(target.updated_at.getTime());
    const after = await h.stored({ team_id: fixture.teamId });
    expect(after.find((entry) => entry._id === target._id)).toMatchObject({
      start_date: '2026-03-04 07:00:00',
      start: new Date('2026-03-04T07:00:00Z'),
      end_date: '2026-03-04 18:30:00',
      end: new Date('2026-03-04T18:30:00Z'),
    });
    expect(after.filter((entry) => entry._id !== target._id)).toEqual(
      entries.filter((entry) => entry._id !== target._id),
    );
  });

  it('keeps the fields not given', async () => {
    const fixture = h.team();
    const [target] = await scheduled(fixture);

    const updated = await h.client.UpdateScheduleEntry(
      { id: target._id, title: 'Renamed' },
      asOwner(fixture),
    );

    expect(updated).toMatchObject({
      start_date: target.start_date,
      end_date: target.end_date,
      minimum_hours: target.minimum_hours,
      title: 'Renamed',
    });
  });

  it('writes nothing when the fields given are as they are: same updated_at', async () => {
    const fixture = h.team();
    const [target] = await scheduled(fixture);
    await tick();

    const updated = await h.client.UpdateScheduleEntry(
      { id: target._id, start_date: '2026-03-02T09:00:00Z', minimum_hours: 8, title: '' },
      asOwner(fixture),
    );

    expect(updated.updated_at).toBe(target.updated_at.toISOString());
  });

  it.each([
    [{ end_date: '2026-03-02 09:00:00' }, 'The end_date must be after the start_date.'],
    [{ start_date: '2026-03-02T18:00:00Z' }, 'The end_date must be after the start_date.'],
    [{ end_date: '2026-03-04T09:00:01Z' }, 'A schedule entry may last at most 48 hours.'],
  ])('answers INVALID_PARAMETERS for %j, and changes nothing', async (fields, message) => {
    const fixture = h.team();
    const [target] = await scheduled(fixture);

    const error = await failureOf(
      h.client.UpdateScheduleEntry({ id: target._id, ...fields }, asOwner(fixture)),
    );

    expect(error).toMatchObject({
      kind: 'invalid_argument',
      reason: 'INVALID_PARAMETERS',
      message,
      fields: { end_date: [message] },
    });
    expect((await h.stored({ _id: target._id }))[0]).toEqual(target);
  });

  it('takes a title of 255 characters', async () => {
    const fixture = h.team();
    const [target] = await scheduled(fixture);

    const updated = await h.client.UpdateScheduleEntry(
      { id: target._id, title: 'x'.repeat(255) },
      asOwner(fixture),
    );

    expect(updated.title).toBe('x'.repeat(255));
  });

  it('accepts an entry of exactly 48 hours', async () => {
    const fixture = h.team();
    const [target] = await scheduled(fixture);

    const updated = await h.client.UpdateScheduleEntry(
      { id: target._id, end_date: '2026-03-04T09:00:00Z' },
      asOwner(fixture),
    );

    expect(updated.end_date).toBe('2026-03-04 09:00:00');
  });

  it.each([
    [{ start_date: '2026-03-02T09:00:00' }, 'start_date'],
    [{ end_date: 'tomorrow' }, 'end_date'],
    [{ title: 'x'.repeat(256) }, 'title'],
  ])('answers INVALID_PARAMETERS for %j, naming %s', async (fields, field) => {
    const fixture = h.team();
    const [target] = await scheduled(fixture);

    const error = await failureOf(
      h.client.UpdateScheduleEntry({ id: target._id, ...fields }, asOwner(fixture)),
    );

    expect(error).toMatchObject({ reason: 'INVALID_PARAMETERS' });
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
  });

  it.each([-1, 24.5])('answers INVALID_MINIMUM_HOURS for minimum_hours %s', async (hours) => {
    const fixture = h.team();
    const [target] = await scheduled(fixture);

    const error = await failureOf(
      h.client.UpdateScheduleEntry({ id: target._id, minimum_hours: hours }, asOwner(fixture)),
    );

    expect(error).toMatchObject({
      reason: 'INVALID_MINIMUM_HOURS',
      message: 'The minimum_hours must be a number from 0 to 24.',
    });
  });

  it("answers SCHEDULE_NOT_FOUND for another team's entry, and leaves it", async () => {
    const ours = h.team();
    const theirs = h.team();
    const [target] = await scheduled(theirs);

    const error = await failureOf(
      h.client.UpdateScheduleEntry({ id: target._id, title: 'Mine now' }, asOwner(ours)),
    );

    expect(error).toMatchObject({ kind: 'not_found', reason: 'SCHEDULE_NOT_FOUND' });
    expect((await h.stored({ _id: target._id }))[0].title).toBe('');
  });

  it("answers 'permission denied' to a member", async () => {
    const fixture = h.team({ members: 1 });
    const [target] = await scheduled(fixture);

    const error = await failureOf(
      h.client.UpdateScheduleEntry({ id: target._id, title: 'Mine' }, asMember(fixture)),
    );

    expect(error).toMatchObject({ kind: 'permission_denied', message: 'permission denied' });
  });
});
