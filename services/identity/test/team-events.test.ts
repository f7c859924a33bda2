// What identity does with the teams service's events (docs/events.md).
// The test publishes them as teams would; the stub teams service holds the
// memberships identity asks about. Redeliveries are the same event (same id) again.
import { eventually } from '@workmesh/testing';
import { type EventLog, type Harness, identityForFile } from './identity-harness';
import { TEAM_EVENTS_CONSUMER } from '../src/team-events';
import { registration } from './registrations';

describe('identity: team events', () => {
  const identity = identityForFile();

  const register = async () => (await identity.client.Register(registration())).user!;
  const userNow = (userId: number) => identity.client.GetUser({ user_id: userId });
  const switchTo = (userId: number, teamId: number) =>
    identity.client.SwitchTeam({ team_id: teamId }, { caller: { userId } });
  const republish = (event: Awaited<ReturnType<Harness['publishTeamEvent']>>) =>
    identity.bus.publish(event);

  const invitationSent = (inviter: { id: number; current_team_id: number }) => ({
    invitation_id: 1,
    team_id: inviter.current_team_id,
    team_name: 'Acme',
    email: 'invitee@example.com',
    role: 'member',
    inviter_user_id: inviter.id,
    inviter_name: 'Jane Doe',
    accept_token: 'raw-token',
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  });

  describe('team.invitation_sent', () => {
    it("sets the inviter's is_first_member_invited to 1", async () => {
      const inviter = await register();

      await identity.publishTeamEvent('team.invitation_sent', invitationSent(inviter));

      await eventually(
        async () => (await userNow(inviter.id)).is_first_member_invited === 1,
        5000,
        'is_first_member_invited to become 1',
      );
    });

    it('changes nothing else, for the inviter or anyone', async () => {
      const inviter = await register();
      const bystander = await register();

      await identity.publishTeamEvent('team.invitation_sent', invitationSent(inviter));
      await identity.teamEventsSettled();

      expect(await userNow(inviter.id)).toEqual({
        ...inviter,
        is_first_member_invited: 1,
        updated_at: expect.any(String),
      });
      expect(await userNow(bystander.id)).toEqual(bystander);
    });

    it('delivered twice, and followed by more invitations, leaves the flag at 1: it is never counted up or reset', async () => {
      const inviter = await register();

      const event = await identity.publishTeamEvent(
        'team.invitation_sent',
        invitationSent(inviter),
      );
      await republish(event);
      await identity.publishTeamEvent('team.invitation_sent', invitationSent(inviter));
      await identity.teamEventsSettled();

      expect((await userNow(inviter.id)).is_first_member_invited).toBe(1);
      const stored = await identity.db.collection('users').findOne({ _id: inviter.id as never });
      expect(stored?.is_first_member_invited).toBe(1);
    });
  });

  describe('team.member_added', () => {
    const memberAdded = (inviter: { id: number }, via: 'direct' | 'invitation') => ({
      team_id: 1,
      team_name: 'Acme',
      user_id: 999,
      email: 'added@example.com',
      role: 'member',
      via,
      invited_by: inviter.id,
    });

    it("sets the inviter's is_first_member_invited to 1 when a registered user was added directly", async () => {
      const inviter = await register();

      await identity.publishTeamEvent('team.member_added', memberAdded(inviter, 'direct'));

      await eventually(
        async () => (await userNow(inviter.id)).is_first_member_invited === 1,
        5000,
        'is_first_member_invited to become 1',
      );
    });

    it('leaves the flag alone for an accepted invitation (counted when it was sent)', async () => {
      const inviter = await register();

      await identity.publishTeamEvent('team.member_added', memberAdded(inviter, 'invitation'));
      await identity.teamEventsSettled();

      expect((await userNow(inviter.id)).is_first_member_invited).toBe(0);
    });
  });

  describe('project.created', () => {
    it("sets the creator's is_first_project_added to 1, once, however often it is delivered", async () => {
      const creator = await register();
      const project = {
        project_id: 7,
        team_id: 1,
        user_id: creator.id,
        name: 'Apollo',
        key: 'APL',
      };

      const event = await identity.publishTeamEvent('project.created', project);
      await republish(event);
      await identity.teamEventsSettled();

      expect(await userNow(creator.id)).toEqual({
        ...creator,
        is_first_project_added: 1,
        updated_at: expect.any(String),
      });
    });
  });

  describe('task.created', () => {
    const taskCreated = (creator: { id: number; current_team_id: number }, taskId = 11) => ({
      task_id: taskId,
      project_id: 7,
      team_id: creator.current_team_id,
      user_id: creator.id,
      name: 'Write the report',
      assignee: null,
    });

    it("sets the creator's is_first_task_added from 0 to 1, and changes nothing else", async () => {
      const creator = await register();
      const bystander = await register();
      expect(creator.is_first_task_added).toBe(0);

      await identity.publishTeamEvent('task.created', taskCreated(creator));
      await identity.teamEventsSettled();

      expect(await userNow(creator.id)).toEqual({
        ...creator,
        is_first_task_added: 1,
        updated_at: expect.any(String),
      });
      expect(await userNow(bystander.id)).toEqual(bystander);
    });

    it('sets the flag of the creator, not of the assignee', async () => {
      const creator = await register();
      const assignee = await register();

      await identity.publishTeamEvent('task.created', {
        ...taskCreated(creator),
        assignee: assignee.id,
      });
      await identity.teamEventsSettled();

      expect((await userNow(creator.id)).is_first_task_added).toBe(1);
      expect((await userNow(assignee.id)).is_first_task_added).toBe(0);
    });

    it('delivered twice, and followed by a second task, leaves the flag at 1: it is never counted up or reset', async () => {
      const creator = await register();

      const event = await identity.publishTeamEvent('task.created', taskCreated(creator));
      await republish(event);
      await identity.publishTeamEvent('task.created', taskCreated(creator, 12));
      await identity.teamEventsSettled();

      expect((await userNow(creator.id)).is_first_task_added).toBe(1);
      const stored = await identity.db.collection('users').findOne({ _id: creator.id as never });
      expect(stored?.is_first_task_added).toBe(1);
    });

    it('applies an event once: a copy delivered later finds its id claimed and changes nothing', async () => {
      const creator = await register();
      const event = await identity.publishTeamEvent('task.created', taskCreated(creator));
      await identity.teamEventsSettled();
      expect((await userNow(creator.id)).is_first_task_added).toBe(1);
      // Put the flag back by hand, so that applying the event again would show.
      await identity.db
        .collection('users')
        .updateOne({ _id: creator.id as never }, { $set: { is_first_task_added: 0 } });

      await republish(event);
      await identity.teamEventsSettled();

      expect((await userNow(creator.id)).is_first_task_added).toBe(0);
    });

    it('takes a task of an unknown user as handled (nothing to mark), so it is not retried or dead-lettered', async () => {
      const event = await identity.publishTeamEvent('task.created', {
        task_id: 13,
        project_id: 7,
        team_id: 1,
        user_id: 2_000_000_000,
        name: 'Orphan',
        assignee: null,
      });
      await identity.teamEventsSettled();

      expect(
        await identity.db
          .collection('processed_events')
          .findOne({ _id: `${TEAM_EVENTS_CONSUMER}:${event.id}` as never }),
      ).not.toBeNull();
      expect(
        await identity.db.collection('users').findOne({ _id: 2_000_000_000 as never }),
      ).toBeNull();
    });
  });

  describe('team.member_role_changed', () => {
    it("makes the record's role follow when the team is the user's current team", async () => {
      const user = await register();
      const team = identity.teams.addTeam([[user.id, 'member']]);
      await switchTo(user.id, team);

      await identity.publishTeamEvent('team.member_role_changed', {
        team_id: team,
        user_id: user.id,
        role: 'manager',
      });

      await eventually(
        async () => (await userNow(user.id)).role === 'manager',
        5000,
        'the role to follow',
      );
    });

    it('leaves the role alone when the team is not the current one', async () => {
      const user = await register();
      const other = identity.teams.addTeam([[user.id, 'member']]);

      await identity.publishTeamEvent('team.member_role_changed', {
        team_id: other,
        user_id: user.id,
        role: 'manager',
      });
      await identity.teamEventsSettled();

      expect(await userNow(user.id)).toEqual(user);
    });

    it('applies an event once: a copy delivered after a later change does not undo it', async () => {
      const user = await register();
      const team = identity.teams.addTeam([[user.id, 'manager']]);
      await switchTo(user.id, team);
      const demoted = await identity.publishTeamEvent('team.member_role_changed', {
        team_id: team,
        user_id: user.id,
        role: 'member',
      });
      await republish(demoted);
      await identity.teamEventsSettled();
      expect((await userNow(user.id)).role).toBe('member');
      await identity.publishTeamEvent('team.member_role_changed', {
        team_id: team,
        user_id: user.id,
        role: 'manager',
      });
      await identity.teamEventsSettled();

      await republish(demoted);
      await identity.teamEventsSettled();

      expect((await userNow(user.id)).role).toBe('manager');
    });
  });

  describe('team.member_removed', () => {
    let currentTeamChanges: EventLog;
    beforeAll(async () => {
      currentTeamChanges = await identity.listen(['user.current_team_changed']);
    });

    it('moves a member removed from the current team to the oldest other team of theirs, with the role there', async () => {
      const user = await register();
      const older = identity.teams.addTeam([[user.id, 'manager']]);
      const newer = identity.teams.addTeam([[user.id, 'member']]);
      const removedFrom = identity.teams.addTeam([[user.id, 'member']]);
      await switchTo(user.id, removedFrom);
      identity.teams.removeMember(user.current_team_id, user.id); // the organization too

      identity.teams.removeMember(removedFrom, user.id);
      await identity.publishTeamEvent('team.member_removed', {
        team_id: removedFrom,
        user_id: user.id,
      });

      await eventually(
        async () => (await userNow(user.id)).current_team_id !== removedFrom,
        5000,
        'the current team to move',
      );
      expect(await userNow(user.id)).toMatchObject({ current_team_id: older, role: 'manager' });
      expect(newer).toBeGreaterThan(older);
      const changed = await currentTeamChanges.waitFor(
        'user.current_team_changed',
        (data: { user_id: number; current_team_id: number }) =>
          data.user_id === user.id && data.current_team_id === older,
      );
      expect(changed.data).toEqual({ user_id: user.id, current_team_id: older });
    });

    it('moves the user back to their organization (owner) after a removal from the team they switched to', async () => {
      const user = await register();
      const team = identity.teams.addTeam([[user.id, 'member']]);
      await switchTo(user.id, team);

      identity.teams.removeMember(team, user.id);
      await identity.publishTeamEvent('team.member_removed', { team_id: team, user_id: user.id });
      await identity.teamEventsSettled();

      expect(await userNow(user.id)).toMatchObject({
        current_team_id: user.current_team_id,
        role: 'owner',
      });
    });

    it("sets the current team to 0 with role 'member' when the user belongs to no team any more", async () => {
      const user = await register();
      identity.teams.removeMember(user.current_team_id, user.id);

      await identity.publishTeamEvent('team.member_removed', {
        team_id: user.current_team_id,
        user_id: user.id,
      });
      await identity.teamEventsSettled();

      expect(await userNow(user.id)).toMatchObject({ current_team_id: 0, role: 'member' });
    });

    it('changes nothing, and asks teams nothing, when the team was not the current one', async () => {
      const user = await register();
      const other = identity.teams.addTeam([[user.id, 'member']]);
      identity.teams.removeMember(other, user.id);

      await identity.publishTeamEvent('team.member_removed', { team_id: other, user_id: user.id });
      await identity.teamEventsSettled();

      expect(await userNow(user.id)).toEqual(user);
      expect(identity.teams.listTeamsCallers).not.toContain(user.id);
    });

    it('keeps the current team when teams says the user is a member again (a late removal)', async () => {
      const user = await register();
      const team = identity.teams.addTeam([[user.id, 'member']]);
      await switchTo(user.id, team);

      await identity.publishTeamEvent('team.member_removed', { team_id: team, user_id: user.id });
      await identity.teamEventsSettled();

      expect(await userNow(user.id)).toMatchObject({ current_team_id: team, role: 'member' });
    });

    it('delivered twice, moves the user once and asks teams once', async () => {
      const user = await register();
      const team = identity.teams.addTeam([[user.id, 'member']]);
      await switchTo(user.id, team);
      identity.teams.removeMember(team, user.id);

      const removed = await identity.publishTeamEvent('team.member_removed', {
        team_id: team,
        user_id: user.id,
      });
      await republish(removed);
      await identity.teamEventsSettled();

      expect(await userNow(user.id)).toMatchObject({ current_team_id: user.current_team_id });
      expect(identity.teams.listTeamsCallers.filter((caller) => caller === user.id)).toHaveLength(
        1,
      );
    });

    it('when teams does not answer, retries the event and moves the user once teams is back', async () => {
      const user = await register();
      const team = identity.teams.addTeam([[user.id, 'member']]);
      await switchTo(user.id, team);
      identity.teams.removeMember(team, user.id);
      const restore = identity.teams.fail('GetMembership', 'ListTeams');
      try {
        await identity.publishTeamEvent('team.member_removed', { team_id: team, user_id: user.id });
        await eventually(
          () => identity.teams.listTeamsCallers.includes(user.id),
          5000,
          'identity to ask teams',
        );
        expect((await userNow(user.id)).current_team_id).toBe(team);
      } finally {
        restore();
      }

      await eventually(
        async () => (await userNow(user.id)).current_team_id === user.current_team_id,
        10_000,
        'the retried removal to move the user',
      );
    });
  });

  it('does not apply an event whose data is malformed (it goes to retry), and does not hold up the events behind it', async () => {
    const user = await register();
    const team = identity.teams.addTeam([[user.id, 'member']]);
    await switchTo(user.id, team);

    await identity.publishTeamEvent('team.member_role_changed', {
      team_id: team,
      user_id: user.id,
      role: 'emperor',
    });
    await identity.teamEventsSettled();

    expect((await userNow(user.id)).role).toBe('member');
  });
});
