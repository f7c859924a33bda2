// DeleteSchedule (spec, schedule delete): owners and managers delete one occurrence
// (`this`) or one member's occurrences of a SID from one on (`future`); the answer names
// the count; schedule.deleted is recorded with the delete. Another team's entry is not
// found, and a refused delete changes nothing.
import {
  asManager,
  asMember,
  asOwner,
  failureOf,
  schedulingForFile,
  weekly,
  type StoredEntry,
  type TeamFixture,
} from './scheduling-harness';

const h = schedulingForFile();

const DELETED = { message: 'Schedule deleted successfully', status: 200 };

/** Two members on Mon, Wed, Fri 09:00–17:00 UTC for two weeks: 6 entries each. */
async function scheduled(fixture: TeamFixture) {
  const [a, b] = fixture.members;
  const { sid } = await h.client.AddSchedule(weekly({ members: [a.id, b.id] }), asOwner(fixture));
  const entries = await h.stored({ team_id: fixture.teamId });
  const of = (userId: number) => entries.filter((entry) => entry.user_id === userId);
  return { sid, a, b, entriesOfA: of(a.id), entriesOfB: of(b.id), all: entries };
}

const idsOf = (entries: StoredEntry[]) => entries.map((entry) => entry._id);

describe('DeleteSchedule: this', () => {
  it('deletes only that occurrence, and answers the count', async () => {
    const fixture = h.team({ members: 2 });
    const { entriesOfA, all } = await scheduled(fixture);
    const target = entriesOfA[2];

    const answer = await h.client.DeleteSchedule(
      { id: target._id, type: 'this' },
      asOwner(fixture),
    );

    expect(answer).toEqual({ ...DELETED, deleted: 1 });
    const left = idsOf(await h.stored({ team_id: fixture.teamId }));
    expect(left).toEqual(idsOf(all).filter((id) => id !== target._id));
  });

  it('publishes schedule.deleted with the entry, its SID and member', async () => {
    const fixture = h.team({ members: 2 });
    const { sid, a, entriesOfA } = await scheduled(fixture);

    await h.client.DeleteSchedule({ id: entriesOfA[0]._id, type: 'this' }, asOwner(fixture));

    const event = await h.events.waitFor<{ ids: number[] }>('schedule.deleted', (data) =>
      data.ids.includes(entriesOfA[0]._id),
    );
    expect(event.data).toEqual({
      team_id: fixture.teamId,
      sid,
      user_id: a.id,
      ids: [entriesOfA[0]._id],
      type: 'this',
    });
  });

  it('ignores sid and member_id given with this', async () => {
    const fixture = h.team({ members: 2 });
    const { entriesOfA } = await scheduled(fixture);

    const answer = await h.client.DeleteSchedule(
      { id: entriesOfA[0]._id, type: 'this', sid: 'whatever', member_id: 1 },
      asOwner(fixture),
    );

    expect(answer.deleted).toBe(1);
  });
});

describe('DeleteSchedule: future', () => {
  it("deletes that member's entries of the SID from that one on; earlier ones and other members' stay", async () => {
    const fixture = h.team({ members: 2 });
    const { sid, a, entriesOfA, entriesOfB } = await scheduled(fixture);
    const from = entriesOfA[3]; // 2026-03-09

    const answer = await h.client.DeleteSchedule(
      { id: from._id, type: 'future', sid, member_id: a.id },
      asOwner(fixture),
    );

    expect(answer).toEqual({ ...DELETED, deleted: 3 });
    const left = await h.stored({ team_id: fixture.teamId });
    expect(left.filter((entry) => entry.user_id === a.id).map((entry) => entry.start_date)).toEqual(
      ['2026-03-02 09:00:00', '2026-03-04 09:00:00', '2026-03-06 09:00:00'],
    );
    expect(idsOf(left.filter((entry) => entry.user_id !== a.id))).toEqual(idsOf(entriesOfB));
  });

  it("leaves the member's entries of other SIDs", async () => {
    const fixture = h.team({ members: 2 });
    const { sid, a, entriesOfA } = await scheduled(fixture);
    await h.client.AddSchedule(
      weekly({ members: [a.id], time_from: '18:00', time_to: '20:00' }),
      asOwner(fixture),
    );

    const answer = await h.client.DeleteSchedule(
      { id: entriesOfA[0]._id, type: 'future', sid, member_id: a.id },
      asOwner(fixture),
    );

    expect(answer.deleted).toBe(6);
    const left = await h.stored({ team_id: fixture.teamId, user_id: a.id });
    expect(left.map((entry) => entry.start_date.slice(11))).toEqual(Array(6).fill('18:00:00'));
  });

  it('publishes schedule.deleted with every deleted id, ascending', async () => {
    const fixture = h.team({ members: 2 });
    const { sid, a, entriesOfA } = await scheduled(fixture);

    await h.client.DeleteSchedule(
      { id: entriesOfA[4]._id, type: 'future', sid, member_id: a.id },
      asOwner(fixture),
    );

    const recorded = await h.recorded<{ ids: number[]; type: string }>(
      'schedule.deleted',
      fixture.teamId,
    );
    expect(recorded.map((event) => event.data)).toEqual([
      expect.objectContaining({ ids: idsOf(entriesOfA.slice(4)), type: 'future', user_id: a.id }),
    ]);
  });

  it.each([
    ['sid', { member_id: 1 }, { sid: ['sid and member_id are required for future deletion'] }],
    [
      'member_id',
      { sid: 'AAAAAAAAAA' },
      { member_id: ['sid and member_id are required for future deletion'] },
    ],
  ])('answers SID_AND_MEMBER_REQUIRED without %s', async (_missing, fields, violations) => {
    const fixture = h.team({ members: 2 });
    const { entriesOfA, all } = await scheduled(fixture);

    const error = await failureOf(
      h.client.DeleteSchedule(
        { id: entriesOfA[0]._id, type: 'future', ...fields },
        asOwner(fixture),
      ),
    );

    expect(error).toMatchObject({
      kind: 'invalid_argument',
      reason: 'SID_AND_MEMBER_REQUIRED',
      message: 'sid and member_id are required for future deletion',
      fields: violations,
    });
    expect(await h.stored({ team_id: fixture.teamId })).toHaveLength(all.length);
  });

  it.each(['sid', 'member'])(
    'answers SCHEDULE_MISMATCH when the entry is not of the given %s, deleting nothing',
    async (wrong) => {
      const fixture = h.team({ members: 2 });
      const { sid, a, b, entriesOfA, all } = await scheduled(fixture);

      const error = await failureOf(
        h.client.DeleteSchedule(
          {
            id: entriesOfA[0]._id,
            type: 'future',
            sid: wrong === 'sid' ? 'ZZZZZZZZZZ' : sid,
            member_id: wrong === 'member' ? b.id : a.id,
          },
          asOwner(fixture),
        ),
      );

      expect(error).toMatchObject({
        kind: 'invalid_argument',
        reason: 'SCHEDULE_MISMATCH',
        message: 'The schedule entry does not belong to the given sid and member_id.',
      });
      expect(await h.stored({ team_id: fixture.teamId })).toHaveLength(all.length);
    },
  );
});

describe('DeleteSchedule: refusals', () => {
  it("answers SCHEDULE_NOT_FOUND for another team's entry, and it stays", async () => {
    const ours = h.team({ members: 2 });
    const theirs = h.team({ members: 2 });
    const { entriesOfA } = await scheduled(theirs);

    const error = await failureOf(
      h.client.DeleteSchedule({ id: entriesOfA[0]._id, type: 'this' }, asOwner(ours)),
    );

    expect(error).toMatchObject({
      kind: 'not_found',
      reason: 'SCHEDULE_NOT_FOUND',
      message: 'Schedule not found',
    });
    expect(await h.stored({ _id: entriesOfA[0]._id })).toHaveLength(1);
  });

  it('answers SCHEDULE_NOT_FOUND for an id that was never used', async () => {
    const fixture = h.team();

    const error = await failureOf(
      h.client.DeleteSchedule({ id: 987_654_321, type: 'this' }, asOwner(fixture)),
    );

    expect(error).toMatchObject({ reason: 'SCHEDULE_NOT_FOUND' });
  });

  it("answers 'permission denied' to a member, and deletes nothing", async () => {
    const fixture = h.team({ members: 2 });
    const { entriesOfA, all } = await scheduled(fixture);

    const error = await failureOf(
      h.client.DeleteSchedule({ id: entriesOfA[0]._id, type: 'this' }, asMember(fixture)),
    );

    expect(error).toMatchObject({
      kind: 'permission_denied',
      reason: 'PERMISSION_DENIED',
      message: 'permission denied',
    });
    expect(await h.stored({ team_id: fixture.teamId })).toHaveLength(all.length);
  });

  it('lets a manager delete', async () => {
    const fixture = h.team({ managers: 1, members: 2 });
    const { entriesOfB } = await scheduled(fixture);

    const answer = await h.client.DeleteSchedule(
      { id: entriesOfB[0]._id, type: 'this' },
      asManager(fixture),
    );

    expect(answer).toEqual({ ...DELETED, deleted: 1 });
  });

  it.each([
    [{ type: 'all' }, 'The type must be one of: this, future.'],
    [{ type: undefined }, 'The type must be one of: this, future.'],
    [{ type: 'this', id: 0 }, 'The id must be a positive integer.'],
    [{ type: 'this', id: undefined }, 'The id field is required.'],
    // An id is 1 or more (platform's ID_BOUNDS) wherever it is given, also where `this` ignores it.
    [{ type: 'this', member_id: 0 }, 'The member_id must be a positive integer.'],
    [
      { type: 'future', sid: 'AAAAAAAAAA', member_id: 0 },
      'The member_id must be a positive integer.',
    ],
    [
      { type: 'future', sid: 'AAAAAAAAAA', member_id: -3 },
      'The member_id must be a positive integer.',
    ],
  ])('answers INVALID_PARAMETERS for %j', async (fields, message) => {
    const fixture = h.team();

    const error = await failureOf(h.client.DeleteSchedule({ id: 1, ...fields }, asOwner(fixture)));

    expect(error).toMatchObject({
      kind: 'invalid_argument',
      reason: 'INVALID_PARAMETERS',
      message,
    });
  });

  it('checks the type before the id', async () => {
    const fixture = h.team();

    const error = await failureOf(
      h.client.DeleteSchedule({ id: -1, type: 'some' }, asOwner(fixture)),
    );

    expect(error).toMatchObject({ message: 'The type must be one of: this, future.' });
  });

  it('records no schedule.deleted for a refused delete', async () => {
    const fixture = h.team({ members: 2 });
    const { entriesOfA } = await scheduled(fixture);
    await failureOf(
      h.client.DeleteSchedule({ id: entriesOfA[0]._id, type: 'this' }, asMember(fixture)),
    );

    expect(await h.recorded('schedule.deleted', fixture.teamId)).toEqual([]);
  });
});
