// What the scheduling service asks of teams: when teams does not answer, every use case
// answers UNAVAILABLE TEAMS_UNAVAILABLE, and nothing is written or emitted.
import { asOwner, failureOf, oneTime, schedulingForFile } from './scheduling-harness';

const h = schedulingForFile();

const UNAVAILABLE = {
  kind: 'unavailable',
  reason: 'TEAMS_UNAVAILABLE',
  message: 'The teams service is unavailable; please try again.',
};

describe('teams does not answer', () => {
  it.each(['GetMembership', 'ResolveGroups', 'ResolveMembers'] as const)(
    'AddSchedule answers TEAMS_UNAVAILABLE when %s fails, and stores nothing',
    async (method) => {
      const fixture = h.team({ members: 1 });
      const group = h.teams.newGroup(fixture.teamId, { members: fixture.members });
      const restore = h.teams.fail(method);

      const error = await failureOf(
        h.client.AddSchedule(
          oneTime({ members: [fixture.members[0].id], groupsId: [group] }),
          asOwner(fixture),
        ),
      ).finally(restore);

      expect(error).toMatchObject(UNAVAILABLE);
      expect(await h.writtenFor(fixture.teamId)).toEqual({ entries: 0, events: 0 });
    },
  );

  it('the lists answer TEAMS_UNAVAILABLE', async () => {
    const fixture = h.team();
    const { sid } = await h.client.AddSchedule(oneTime(), asOwner(fixture));
    const restore = h.teams.fail('GetMembership');

    const errors = await Promise.all([
      failureOf(h.client.ListUserSchedule({ user_id: fixture.owner.id }, asOwner(fixture))),
      failureOf(h.client.ListScheduleBySid({ sid }, asOwner(fixture))),
    ]).finally(restore);

    expect(errors).toEqual([
      expect.objectContaining(UNAVAILABLE),
      expect.objectContaining(UNAVAILABLE),
    ]);
  });

  it('DeleteSchedule and UpdateScheduleEntry answer TEAMS_UNAVAILABLE, and change nothing', async () => {
    const fixture = h.team();
    await h.client.AddSchedule(oneTime(), asOwner(fixture));
    const [entry] = await h.stored({ team_id: fixture.teamId });
    const restore = h.teams.fail('GetMembership');

    const errors = await Promise.all([
      failureOf(h.client.DeleteSchedule({ id: entry._id, type: 'this' }, asOwner(fixture))),
      failureOf(h.client.UpdateScheduleEntry({ id: entry._id, title: 'x' }, asOwner(fixture))),
    ]).finally(restore);

    expect(errors).toEqual([
      expect.objectContaining(UNAVAILABLE),
      expect.objectContaining(UNAVAILABLE),
    ]);
    expect(await h.stored({ team_id: fixture.teamId })).toEqual([entry]);
  });

  it('a time-off request answers TEAMS_UNAVAILABLE when the member cannot be read, and stores nothing', async () => {
    const fixture = h.team({ members: 1 });
    const vacation = await h.client.CreateTimeOffPolicy(
      { name: 'Leave', allowance: 5, user_ids: [], group_ids: [] },
      asOwner(fixture),
    );
    const restore = h.teams.fail('GetMember');

    const error = await failureOf(
      h.client.CreateTimeOffRequest(
        { policy_id: vacation.id, from: '2030-01-07', to: '2030-01-07' },
        asOwner(fixture),
      ),
    ).finally(restore);

    expect(error).toMatchObject(UNAVAILABLE);
    const list = await h.client.ListTimeOffRequests({}, asOwner(fixture));
    expect(list.requests).toEqual([]);
  });
});
