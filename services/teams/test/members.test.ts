// Members of a team: listed with role and pay, their role changed and removed by
// owners and managers within the role rules; a team always keeps at least one owner.
import { as, failureOf, teamsForFile } from './teams-harness';

const h = teamsForFile();

const roleOf = async (teamId: number, userId: number) =>
  (await h.client.GetMembership({ team_id: teamId, user_id: userId })).role;

describe('ListMembers', () => {
  it('lists each member with role, pay, joined_at, and name and email from identity', async () => {
    const fixture = await h.team();
    const invitee = h.newUser();
    await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, add_registered_users_directly: true },
      as(fixture.owner),
    );
    await h.client.SendInvitation(
      {
        team_id: fixture.teamId,
        email: invitee.email,
        role: 'member',
        pay_type: 'fixed',
        pay_period: 'bi-weekly',
        pay_rate: 2000,
        bill_rate: 60,
      },
      as(fixture.owner),
    );

    const { members, page_info } = await h.client.ListMembers(
      { team_id: fixture.teamId },
      as(fixture.owner),
    );

    expect(page_info).toEqual({ page: 1, per_page: 20, total: 2 });
    expect(
      members.map((member) => [member.user_id, member.role, member.name, member.email]),
    ).toEqual([
      [fixture.owner.id, 'owner', fixture.owner.name, fixture.owner.email],
      [invitee.id, 'member', invitee.name, invitee.email],
    ]);
    expect(members[1].pay).toMatchObject({
      pay_type: 'fixed',
      pay_period: 'bi-weekly',
      pay_rate: 2000,
      hourly_rate: 25,
      bill_rate: 60,
      currency: 'USD',
    });
    expect(Date.now() - Date.parse(members[1].joined_at)).toBeLessThan(60_000);
  });

  it('shows the default pay settings for an owner who made the team', async () => {
    const fixture = await h.team();

    const { members } = await h.client.ListMembers({ team_id: fixture.teamId }, as(fixture.owner));

    expect(members[0].pay).toMatchObject({
      pay_type: 'hourly',
      pay_period: 'weekly',
      hourly_rate: 0,
      currency: 'USD',
      daily_tracking_enabled: true,
      weekly_limit_enabled: false,
    });
  });

  it('pages the members', async () => {
    const fixture = await h.team({ members: 4 });

    const { members, page_info } = await h.client.ListMembers(
      { team_id: fixture.teamId, page: 2, per_page: 2 },
      as(fixture.owner),
    );

    expect(members.map((member) => member.user_id)).toEqual([
      fixture.members[1].id,
      fixture.members[2].id,
    ]);
    expect(page_info).toEqual({ page: 2, per_page: 2, total: 5 });
  });

  it('lists members without names when identity does not answer', async () => {
    const fixture = await h.team({ members: 1 });
    const restore = h.identity.fail('GetUsers');

    const { members } = await h.client
      .ListMembers({ team_id: fixture.teamId }, as(fixture.owner))
      .finally(restore);

    expect(members.map((member) => [member.user_id, member.role, member.name])).toEqual([
      [fixture.owner.id, 'owner', undefined],
      [fixture.members[0].id, 'member', undefined],
    ]);
  });

  it("uses the caller's current team when team_id is unset", async () => {
    const fixture = await h.team();

    const { members } = await h.client.ListMembers({}, as(fixture.owner, fixture.teamId));

    expect(members.map((member) => member.user_id)).toEqual([fixture.owner.id]);
  });

  it('refuses a request without team_id from a caller without a current team with TEAM_ID_MISSING', async () => {
    const fixture = await h.team();

    const error = await failureOf(h.client.ListMembers({}, as(fixture.owner)));

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'TEAM_ID_MISSING' });
  });
});

describe('ChangeMemberRole', () => {
  it('lets an owner make a member an owner, and publishes team.member_role_changed', async () => {
    const fixture = await h.team({ members: 1 });
    const member = fixture.members[0];

    const changed = await h.client.ChangeMemberRole(
      { team_id: fixture.teamId, user_id: member.id, role: 'owner' },
      as(fixture.owner),
    );

    expect(changed).toMatchObject({ user_id: member.id, role: 'owner', email: member.email });
    expect(await roleOf(fixture.teamId, member.id)).toBe('owner');
    const event = await h.events.waitFor<{ team_id: number; user_id: number }>(
      'team.member_role_changed',
      (data) => data.team_id === fixture.teamId && data.user_id === member.id,
    );
    expect(event.data).toEqual({ team_id: fixture.teamId, user_id: member.id, role: 'owner' });
  });

  it.each([
    ['a member to manager', 'member', 'manager'],
    ['a manager to member', 'manager', 'member'],
  ])('lets a manager change %s', async (_case, from, to) => {
    const fixture = await h.team({ managers: 2, members: 1 });
    const target = from === 'member' ? fixture.members[0] : fixture.managers[1];

    await h.client.ChangeMemberRole(
      { team_id: fixture.teamId, user_id: target.id, role: to },
      as(fixture.managers[0]),
    );

    expect(await roleOf(fixture.teamId, target.id)).toBe(to);
  });

  it.each([
    ['make a member an owner', 'member', 'owner'],
    ["change an owner's role", 'owner', 'member'],
  ])('refuses a manager trying to %s with PERMISSION_DENIED', async (_case, from, to) => {
    const fixture = await h.team({ managers: 1, members: 1 });
    const target = from === 'owner' ? fixture.owner : fixture.members[0];

    const error = await failureOf(
      h.client.ChangeMemberRole(
        { team_id: fixture.teamId, user_id: target.id, role: to },
        as(fixture.managers[0]),
      ),
    );

    expect(error).toMatchObject({ kind: 'permission_denied', reason: 'PERMISSION_DENIED' });
    expect(await roleOf(fixture.teamId, target.id)).toBe(from);
  });

  it('refuses to demote the last owner with FAILED_PRECONDITION LAST_OWNER', async () => {
    const fixture = await h.team({ members: 1 });

    const error = await failureOf(
      h.client.ChangeMemberRole(
        { team_id: fixture.teamId, user_id: fixture.owner.id, role: 'manager' },
        as(fixture.owner),
      ),
    );

    expect(error).toMatchObject({ kind: 'failed_precondition', reason: 'LAST_OWNER' });
    expect(await roleOf(fixture.teamId, fixture.owner.id)).toBe('owner');
  });

  it('lets an owner step down while another owner remains', async () => {
    const fixture = await h.team();
    const second = h.newUser();
    await h.addToTeam(fixture, second, 'owner');

    await h.client.ChangeMemberRole(
      { team_id: fixture.teamId, user_id: fixture.owner.id, role: 'member' },
      as(fixture.owner),
    );

    expect(await roleOf(fixture.teamId, fixture.owner.id)).toBe('member');
  });

  it('keeps one owner when two owners demote each other at the same time', async () => {
    const fixture = await h.team();
    const second = h.newUser();
    await h.addToTeam(fixture, second, 'owner');

    await Promise.allSettled([
      h.client.ChangeMemberRole(
        { team_id: fixture.teamId, user_id: second.id, role: 'member' },
        as(fixture.owner),
      ),
      h.client.ChangeMemberRole(
        { team_id: fixture.teamId, user_id: fixture.owner.id, role: 'member' },
        as(second),
      ),
    ]);

    expect(
      await h.db
        .collection('memberships')
        .countDocuments({ team_id: fixture.teamId, role: 'owner' }),
    ).toBe(1);
  });

  it('answers NOT_FOUND MEMBER_NOT_FOUND for a user who is not a member', async () => {
    const fixture = await h.team();

    const error = await failureOf(
      h.client.ChangeMemberRole(
        { team_id: fixture.teamId, user_id: h.newUser().id, role: 'manager' },
        as(fixture.owner),
      ),
    );

    expect(error).toMatchObject({ kind: 'not_found', reason: 'MEMBER_NOT_FOUND' });
  });

  it('refuses a role outside owner, manager, member with INVALID_ROLE', async () => {
    const fixture = await h.team({ members: 1 });

    const error = await failureOf(
      h.client.ChangeMemberRole(
        { team_id: fixture.teamId, user_id: fixture.members[0].id, role: 'client' },
        as(fixture.owner),
      ),
    );

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_ROLE' });
  });
});

describe('RemoveMember', () => {
  it('lets an owner remove a manager, and publishes team.member_removed', async () => {
    const fixture = await h.team({ managers: 1 });
    const manager = fixture.managers[0];

    const answer = await h.client.RemoveMember(
      { team_id: fixture.teamId, user_id: manager.id },
      as(fixture.owner),
    );

    expect(answer.success).toBe('Member removed from the team');
    await expect(
      h.client.GetMembership({ team_id: fixture.teamId, user_id: manager.id }),
    ).rejects.toMatchObject({ reason: 'MEMBERSHIP_NOT_FOUND' });
    const event = await h.events.waitFor<{ team_id: number; user_id: number }>(
      'team.member_removed',
      (data) => data.team_id === fixture.teamId && data.user_id === manager.id,
    );
    expect(event.data).toEqual({ team_id: fixture.teamId, user_id: manager.id });
  });

  it("removes the member from the team's groups too", async () => {
    const fixture = await h.team({ members: 2 });
    const [leaving, staying] = fixture.members;
    const group = await h.client.CreateGroup(
      {
        team_id: fixture.teamId,
        name: 'Crew',
        member_ids: [leaving.id, staying.id],
        manager_ids: [leaving.id],
      },
      as(fixture.owner),
    );

    await h.client.RemoveMember(
      { team_id: fixture.teamId, user_id: leaving.id },
      as(fixture.owner),
    );

    const after = await h.client.GetGroup(
      { team_id: fixture.teamId, group_id: group.id },
      as(fixture.owner),
    );
    expect([after.member_ids, after.manager_ids]).toEqual([[staying.id], []]);
  });

  it('lets a manager remove a member', async () => {
    const fixture = await h.team({ managers: 1, members: 1 });

    await h.client.RemoveMember(
      { team_id: fixture.teamId, user_id: fixture.members[0].id },
      as(fixture.managers[0]),
    );

    await expect(
      h.client.GetMembership({ team_id: fixture.teamId, user_id: fixture.members[0].id }),
    ).rejects.toMatchObject({ reason: 'MEMBERSHIP_NOT_FOUND' });
  });

  it.each(['manager', 'owner'])(
    'refuses a manager removing a(n) %s with PERMISSION_DENIED',
    async (targetRole) => {
      const fixture = await h.team({ managers: 2 });
      const target = targetRole === 'owner' ? fixture.owner : fixture.managers[1];

      const error = await failureOf(
        h.client.RemoveMember(
          { team_id: fixture.teamId, user_id: target.id },
          as(fixture.managers[0]),
        ),
      );

      expect(error).toMatchObject({ kind: 'permission_denied', reason: 'PERMISSION_DENIED' });
      expect(await roleOf(fixture.teamId, target.id)).toBe(targetRole);
    },
  );

  it('refuses to remove the last owner with LAST_OWNER', async () => {
    const fixture = await h.team();

    const error = await failureOf(
      h.client.RemoveMember(
        { team_id: fixture.teamId, user_id: fixture.owner.id },
        as(fixture.owner),
      ),
    );

    expect(error).toMatchObject({ kind: 'failed_precondition', reason: 'LAST_OWNER' });
  });

  it('lets an owner remove another owner', async () => {
    const fixture = await h.team();
    const second = h.newUser();
    await h.addToTeam(fixture, second, 'owner');

    await h.client.RemoveMember({ team_id: fixture.teamId, user_id: second.id }, as(fixture.owner));

    await expect(
      h.client.GetMembership({ team_id: fixture.teamId, user_id: second.id }),
    ).rejects.toMatchObject({ reason: 'MEMBERSHIP_NOT_FOUND' });
  });

  it('answers NOT_FOUND MEMBER_NOT_FOUND for a user who is not a member', async () => {
    const fixture = await h.team();

    const error = await failureOf(
      h.client.RemoveMember(
        { team_id: fixture.teamId, user_id: h.newUser().id },
        as(fixture.owner),
      ),
    );

    expect(error).toMatchObject({ kind: 'not_found', reason: 'MEMBER_NOT_FOUND' });
  });
});
