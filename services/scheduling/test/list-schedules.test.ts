// ListUserSchedule and ListScheduleBySid: a user's entries starting in a window, by
// start; a SID's entries by start then user; paging; and the team scope: another team's
// entries never show, not even those of a user who belongs to both teams.
import {
  as,
  asMember,
  asOwner,
  failureOf,
  oneTime,
  schedulingForFile,
  weekly,
  type TeamFixture,
} from './scheduling-harness';

const h = schedulingForFile();

/** Mon, Wed, Fri 09:00–17:00 UTC from 2026-03-02 through 2026-03-15: 6 entries for each member. */
async function twoWeeks(fixture: TeamFixture, members: number[], fields = {}) {
  return h.client.AddSchedule(weekly({ members, ...fields }), asOwner(fixture));
}

const startsOf = (page: { entries: Array<{ start_date: string }> }) =>
  page.entries.map((entry) => entry.start_date);

describe('ListUserSchedule', () => {
  it("answers the user's entries in the team by start, in the Schedule entry shape", async () => {
    const fixture = h.team({ members: 1 });
    const member = fixture.members[0];
    const { sid } = await twoWeeks(fixture, [member.id], { title: 'Desk', minimum_hours: 6.5 });
    // An earlier shift added later: the list is by start, not by id.
    await h.client.AddSchedule(
      oneTime({ date_from: '2026-03-01', members: [member.id] }),
      asOwner(fixture),
    );

    const page = await h.client.ListUserSchedule({ user_id: member.id }, asMember(fixture));

    expect(startsOf(page)).toEqual([
      '2026-03-01 09:00:00',
      '2026-03-02 09:00:00',
      '2026-03-04 09:00:00',
      '2026-03-06 09:00:00',
      '2026-03-09 09:00:00',
      '2026-03-11 09:00:00',
      '2026-03-13 09:00:00',
    ]);
    expect(page.page_info).toEqual({ page: 1, per_page: 100, total: 7 });
    expect(page.entries[1]).toEqual({
      id: expect.any(Number),
      sid,
      user_id: member.id,
      team_id: fixture.teamId,
      title: 'Desk',
      start_date: '2026-03-02 09:00:00',
      end_date: '2026-03-02 17:00:00',
      minimum_hours: 6.5,
      repetition: 'weekly',
      day_repeat: 'mon,wed,fri',
      timezone: 'UTC',
      created_by: fixture.owner.id,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      time_off: false,
    });
  });

  it('keeps to entries starting from `from` through the whole day of a date `to` (UTC)', async () => {
    const fixture = h.team();
    await twoWeeks(fixture, [fixture.owner.id]);

    const page = await h.client.ListUserSchedule(
      { user_id: fixture.owner.id, from: '2026-03-04', to: '2026-03-11' },
      asOwner(fixture),
    );

    expect(startsOf(page)).toEqual([
      '2026-03-04 09:00:00',
      '2026-03-06 09:00:00',
      '2026-03-09 09:00:00',
      '2026-03-11 09:00:00',
    ]);
  });

  it('takes date-times with an offset as exact bounds, both inclusive', async () => {
    const fixture = h.team();
    await twoWeeks(fixture, [fixture.owner.id]);

    const page = await h.client.ListUserSchedule(
      {
        user_id: fixture.owner.id,
        // 10:00+01:00 is 09:00Z (inclusive); 2026-03-11T09:00:00Z is excluded by one second.
        from: '2026-03-04T10:00:00+01:00',
        to: '2026-03-11T08:59:59Z',
      },
      asOwner(fixture),
    );

    expect(startsOf(page)).toEqual([
      '2026-03-04 09:00:00',
      '2026-03-06 09:00:00',
      '2026-03-09 09:00:00',
    ]);
  });

  it('pages: page 2 of 4 per page, with the total', async () => {
    const fixture = h.team();
    await twoWeeks(fixture, [fixture.owner.id]);

    const page = await h.client.ListUserSchedule(
      { user_id: fixture.owner.id, page: 2, per_page: 4 },
      asOwner(fixture),
    );

    expect(startsOf(page)).toEqual(['2026-03-11 09:00:00', '2026-03-13 09:00:00']);
    expect(page.page_info).toEqual({ page: 2, per_page: 4, total: 6 });
  });

  it("never shows another team's entries, even of a user who belongs to both teams", async () => {
    const ours = h.team();
    const theirs = h.team();
    const both = h.outsider();
    h.teams.setRole(ours.teamId, both, 'member');
    h.teams.setRole(theirs.teamId, both, 'member');
    await h.client.AddSchedule(oneTime({ members: [both.id] }), asOwner(theirs));
    await h.client.AddSchedule(
      oneTime({ date_from: '2026-04-01', members: [both.id] }),
      asOwner(ours),
    );

    const page = await h.client.ListUserSchedule({ user_id: both.id }, asOwner(ours));

    expect(page.entries.map((entry) => [entry.team_id, entry.start_date])).toEqual([
      [ours.teamId, '2026-04-01 09:00:00'],
    ]);
  });

  it('answers an empty page for a user of another team', async () => {
    const ours = h.team();
    const theirs = h.team({ members: 1 });
    await h.client.AddSchedule(oneTime(), asMember(theirs));

    const page = await h.client.ListUserSchedule({ user_id: theirs.members[0].id }, asOwner(ours));

    expect(page).toEqual({ entries: [], page_info: { page: 1, per_page: 100, total: 0 } });
  });

  it.each([
    [{ per_page: 1001 }, 'per_page', 'The per_page must be an integer from 1 to 1000.'],
    [{ page: 0 }, 'page', 'The page must be an integer of at least 1.'],
    [
      { from: '2026-03-04T10:00:00' },
      'from',
      'The from must be an ISO 8601 date or a date-time with a zone offset.',
    ],
    [
      { to: 'tomorrow' },
      'to',
      'The to must be an ISO 8601 date or a date-time with a zone offset.',
    ],
  ])('answers INVALID_PARAMETERS for %j, naming %s', async (fields, field, message) => {
    const fixture = h.team();

    const error = await failureOf(
      h.client.ListUserSchedule({ user_id: fixture.owner.id, ...fields }, asOwner(fixture)),
    );

    expect(error).toMatchObject({
      kind: 'invalid_argument',
      reason: 'INVALID_PARAMETERS',
      message,
      fields: { [field]: [message] },
    });
  });

  it('answers INVALID_PARAMETERS when `to` is before `from`', async () => {
    const fixture = h.team();

    const error = await failureOf(
      h.client.ListUserSchedule(
        { user_id: fixture.owner.id, from: '2026-03-05', to: '2026-03-04' },
        asOwner(fixture),
      ),
    );

    expect(error).toMatchObject({
      reason: 'INVALID_PARAMETERS',
      message: 'The to date must not be before the from date.',
    });
  });

  it('accepts `from` and `to` naming the same day', async () => {
    const fixture = h.team();
    await twoWeeks(fixture, [fixture.owner.id]);

    const page = await h.client.ListUserSchedule(
      { user_id: fixture.owner.id, from: '2026-03-04', to: '2026-03-04' },
      asOwner(fixture),
    );

    expect(startsOf(page)).toEqual(['2026-03-04 09:00:00']);
  });

  it('answers PERMISSION_DENIED to a caller who is not a member of their team', async () => {
    const fixture = h.team();

    const error = await failureOf(
      h.client.ListUserSchedule({ user_id: fixture.owner.id }, as(h.outsider(), fixture.teamId)),
    );

    expect(error).toMatchObject({ kind: 'permission_denied', message: 'permission denied' });
  });
});

describe('ListScheduleBySid', () => {
  it("answers the SID's entries by start, then user, to any member", async () => {
    const fixture = h.team({ members: 2 });
    const [a, b] = fixture.members;
    const { sid } = await twoWeeks(fixture, [b.id, a.id]);

    const page = await h.client.ListScheduleBySid({ sid }, asMember(fixture));

    const [low, high] = [a.id, b.id].sort((x, y) => x - y);
    expect(page.entries.slice(0, 4).map((entry) => [entry.start_date, entry.user_id])).toEqual([
      ['2026-03-02 09:00:00', low],
      ['2026-03-02 09:00:00', high],
      ['2026-03-04 09:00:00', low],
      ['2026-03-04 09:00:00', high],
    ]);
    expect(page.page_info).toEqual({ page: 1, per_page: 100, total: 12 });
    expect(new Set(page.entries.map((entry) => entry.sid))).toEqual(new Set([sid]));
  });

  it('pages through the SID', async () => {
    const fixture = h.team();
    const { sid } = await twoWeeks(fixture, [fixture.owner.id]);

    const page = await h.client.ListScheduleBySid({ sid, page: 3, per_page: 2 }, asOwner(fixture));

    expect(startsOf(page)).toEqual(['2026-03-11 09:00:00', '2026-03-13 09:00:00']);
    expect(page.page_info).toEqual({ page: 3, per_page: 2, total: 6 });
  });

  it("answers an empty page for another team's SID, and for an unknown one", async () => {
    const ours = h.team();
    const theirs = h.team();
    const { sid } = await twoWeeks(theirs, [theirs.owner.id]);

    const foreign = await h.client.ListScheduleBySid({ sid }, asOwner(ours));
    const unknown = await h.client.ListScheduleBySid({ sid: 'AAAAAAAAAA' }, asOwner(ours));

    expect(foreign.page_info?.total).toBe(0);
    expect(foreign.entries).toEqual([]);
    expect(unknown.page_info?.total).toBe(0);
  });

  it.each([
    [{}, 'The sid field is required.'],
    [{ sid: '' }, 'The sid field is required.'],
    [{ sid: '{"$ne":null}' }, 'The sid must be a schedule id of letters and digits.'],
  ])('answers INVALID_PARAMETERS for %j', async (fields, message) => {
    const fixture = h.team();

    const error = await failureOf(h.client.ListScheduleBySid(fields, asOwner(fixture)));

    expect(error).toMatchObject({ reason: 'INVALID_PARAMETERS', message });
  });
});
