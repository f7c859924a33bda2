// Groups: CRUD with member and manager ids (team members only), and ResolveGroups,
// which other services use to expand group ids into people.
import { as, failureOf, type TeamFixture, teamsForFile } from './teams-harness';

const h = teamsForFile();

const createGroup = (fixture: TeamFixture, fields: Record<string, unknown> = {}) =>
  h.client.CreateGroup(
    { team_id: fixture.teamId, name: `Group ${Math.random().toString(36).slice(2, 8)}`, ...fields },
    as(fixture.owner),
  );

describe('CreateGroup', () => {
  it('creates a group with an integer id, its members and managers', async () => {
    const fixture = await h.team({ managers: 1, members: 2 });

    const group = await createGroup(fixture, {
      name: '  Night shift ',
      description: 'Weekend nights',
      member_ids: [fixture.members[0].id, fixture.members[1].id, fixture.members[0].id],
      manager_ids: [fixture.managers[0].id],
    });

    expect(group).toMatchObject({
      team_id: fixture.teamId,
      name: 'Night shift',
      description: 'Weekend nights',
      member_ids: [fixture.members[0].id, fixture.members[1].id],
      manager_ids: [fixture.managers[0].id],
    });
    expect(Number.isInteger(group.id) && group.id > 0).toBe(true);
    expect((await createGroup(fixture)).id).toBe(group.id + 1);
  });

  it.each([
    ['missing', undefined, 'NAME_REQUIRED'],
    ['blank', '   ', 'NAME_REQUIRED'],
    ['over 100 characters', 'n'.repeat(101), 'NAME_TOO_LONG'],
  ])('refuses a name %s with %s', async (_case, name, reason) => {
    const fixture = await h.team();

    const error = await failureOf(
      h.client.CreateGroup({ team_id: fixture.teamId, name }, as(fixture.owner)),
    );

    expect(error).toMatchObject({ kind: 'invalid_argument', reason });
    expect(Object.keys(error.fields ?? {})).toEqual(['name']);
  });

  it('takes a name of 100 characters and a description of 1000, and refuses one more of either', async () => {
    const fixture = await h.team();

    const group = await createGroup(fixture, {
      name: 'n'.repeat(100),
      description: 'd'.repeat(1000),
    });
    const name = await failureOf(createGroup(fixture, { name: 'm'.repeat(101) }));
    const description = await failureOf(createGroup(fixture, { description: 'd'.repeat(1001) }));

    expect([group.name.length, group.description?.length]).toEqual([100, 1000]);
    expect(name).toMatchObject({ reason: 'NAME_TOO_LONG' });
    expect(description).toMatchObject({ reason: 'DESCRIPTION_TOO_LONG' });
    expect(description.fields).toEqual({
      description: ['The description may not be greater than 1000 characters.'],
    });
  });

  it('takes lists of 1000 ids (then checks them with the team) and refuses 1001', async () => {
    const fixture = await h.team();
    const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

    const atMost = await failureOf(createGroup(fixture, { member_ids: ids(1000) }));
    const beyond = await failureOf(createGroup(fixture, { manager_ids: ids(1001) }));

    expect(atMost).toMatchObject({ reason: 'NOT_TEAM_MEMBERS' });
    expect(beyond).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_REQUEST' });
    expect(beyond.fields).toEqual({
      manager_ids: ['The manager_ids must be a list of at most 1000 positive integer ids.'],
    });
  });

  it('refuses a name another group of the team has (in any case) with ALREADY_EXISTS GROUP_NAME_TAKEN', async () => {
    const fixture = await h.team();
    await createGroup(fixture, { name: 'Support' });

    const error = await failureOf(createGroup(fixture, { name: 'SUPPORT' }));

    expect(error).toMatchObject({ kind: 'already_exists', reason: 'GROUP_NAME_TAKEN' });
  });

  it('allows a name that a group of another team has', async () => {
    await createGroup(await h.team(), { name: 'Support' });

    const group = await createGroup(await h.team(), { name: 'Support' });

    expect(group.name).toBe('Support');
  });

  it('refuses ids of users outside the team with NOT_TEAM_MEMBERS, naming them', async () => {
    const fixture = await h.team({ members: 1 });
    const outsider = h.newUser();
    const stranger = h.newUser();

    const error = await failureOf(
      createGroup(fixture, {
        member_ids: [fixture.members[0].id, outsider.id],
        manager_ids: [stranger.id],
      }),
    );

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'NOT_TEAM_MEMBERS' });
    expect(error.message).toBe(
      `These users are not members of the team: ${outsider.id}, ${stranger.id}.`,
    );
    expect(error.fields).toEqual({
      member_ids: [`These users are not members of the team: ${outsider.id}.`],
      manager_ids: [`These users are not members of the team: ${stranger.id}.`],
    });
  });
});

describe('ListGroups and GetGroup', () => {
  it('lets a member list the groups, one page at a time, with the total', async () => {
    const fixture = await h.team({ members: 1 });
    const groups = [
      await createGroup(fixture),
      await createGroup(fixture),
      await createGroup(fixture),
    ];

    const page = await h.client.ListGroups(
      { team_id: fixture.teamId, page: 2, per_page: 2 },
      as(fixture.members[0]),
    );

    expect(page.groups.map((group) => group.id)).toEqual([groups[2].id]);
    expect(page.page_info).toEqual({ page: 2, per_page: 2, total: 3 });
  });

  it('lets a member get a group', async () => {
    const fixture = await h.team({ members: 1 });
    const group = await createGroup(fixture, { member_ids: [fixture.members[0].id] });

    const got = await h.client.GetGroup(
      { team_id: fixture.teamId, group_id: group.id },
      as(fixture.members[0]),
    );

    expect(got).toEqual(group);
  });

  it('answers NOT_FOUND GROUP_NOT_FOUND for an unknown group', async () => {
    const fixture = await h.team();

    const error = await failureOf(
      h.client.GetGroup({ team_id: fixture.teamId, group_id: 999_999 }, as(fixture.owner)),
    );

    expect(error).toMatchObject({
      kind: 'not_found',
      reason: 'GROUP_NOT_FOUND',
      message: 'Group not found',
    });
  });
});

describe('UpdateGroup', () => {
  it('renames and describes a group, keeping its lists when no replace flag is set', async () => {
    const fixture = await h.team({ members: 1 });
    const group = await createGroup(fixture, { member_ids: [fixture.members[0].id] });

    const updated = await h.client.UpdateGroup(
      {
        team_id: fixture.teamId,
        group_id: group.id,
        name: 'Renamed',
        description: 'Now described',
        member_ids: [],
      },
      as(fixture.owner),
    );

    expect(updated).toMatchObject({
      name: 'Renamed',
      description: 'Now described',
      member_ids: [fixture.members[0].id],
    });
  });

  it('replaces the lists when their flags say so, an empty list included', async () => {
    const fixture = await h.team({ managers: 1, members: 2 });
    const group = await createGroup(fixture, {
      member_ids: [fixture.members[0].id],
      manager_ids: [fixture.managers[0].id],
    });

    const updated = await h.client.UpdateGroup(
      {
        team_id: fixture.teamId,
        group_id: group.id,
        member_ids: [fixture.members[1].id],
        replace_members: true,
        manager_ids: [],
        replace_managers: true,
      },
      as(fixture.owner),
    );

    expect([updated.member_ids, updated.manager_ids]).toEqual([[fixture.members[1].id], []]);
    expect(updated.name).toBe(group.name);
  });

  it('refuses new members from outside the team with NOT_TEAM_MEMBERS', async () => {
    const fixture = await h.team();
    const group = await createGroup(fixture);

    const error = await failureOf(
      h.client.UpdateGroup(
        {
          team_id: fixture.teamId,
          group_id: group.id,
          member_ids: [h.newUser().id],
          replace_members: true,
        },
        as(fixture.owner),
      ),
    );

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'NOT_TEAM_MEMBERS' });
  });

  it("refuses a rename to another group's name with GROUP_NAME_TAKEN", async () => {
    const fixture = await h.team();
    await createGroup(fixture, { name: 'Taken' });
    const group = await createGroup(fixture);

    const error = await failureOf(
      h.client.UpdateGroup(
        { team_id: fixture.teamId, group_id: group.id, name: 'taken' },
        as(fixture.owner),
      ),
    );

    expect(error).toMatchObject({ kind: 'already_exists', reason: 'GROUP_NAME_TAKEN' });
  });

  it('refuses a blank name with NAME_REQUIRED', async () => {
    const fixture = await h.team();
    const group = await createGroup(fixture);

    const error = await failureOf(
      h.client.UpdateGroup(
        { team_id: fixture.teamId, group_id: group.id, name: ' ' },
        as(fixture.owner),
      ),
    );

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'NAME_REQUIRED' });
  });
});

describe('DeleteGroup', () => {
  it('deletes the group', async () => {
    const fixture = await h.team();
    const group = await createGroup(fixture);

    const answer = await h.client.DeleteGroup(
      { team_id: fixture.teamId, group_id: group.id },
      as(fixture.owner),
    );

    expect(answer.success).toBe('Group deleted');
    expect(
      await failureOf(
        h.client.GetGroup({ team_id: fixture.teamId, group_id: group.id }, as(fixture.owner)),
      ),
    ).toMatchObject({ reason: 'GROUP_NOT_FOUND' });
  });
});

describe('ResolveGroups', () => {
  it("answers the team's groups with members and managers, and the ids that are not its groups", async () => {
    const fixture = await h.team({ managers: 1, members: 1 });
    const group = await createGroup(fixture, {
      member_ids: [fixture.members[0].id],
      manager_ids: [fixture.managers[0].id],
    });
    const othersGroup = await createGroup(await h.team());

    const answer = await h.client.ResolveGroups({
      team_id: fixture.teamId,
      group_ids: [group.id, 999_999, othersGroup.id],
    });

    expect(answer.groups.map((item) => [item.id, item.member_ids, item.manager_ids])).toEqual([
      [group.id, [fixture.members[0].id], [fixture.managers[0].id]],
    ]);
    expect(answer.missing_ids).toEqual([999_999, othersGroup.id]);
  });

  it('answers no groups and no missing ids for no ids', async () => {
    const fixture = await h.team();

    expect(await h.client.ResolveGroups({ team_id: fixture.teamId, group_ids: [] })).toEqual({
      groups: [],
      missing_ids: [],
    });
  });

  it('refuses a team_id that is not a positive id', async () => {
    const error = await failureOf(h.client.ResolveGroups({ team_id: 0, group_ids: [1] }));

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_REQUEST' });
  });
});
