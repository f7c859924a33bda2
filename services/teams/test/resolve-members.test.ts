// ResolveMembers: which of many users are members of a team (with their role), in one
// call — how the scheduling service checks a schedule's members.
import { failureOf, teamsForFile } from './teams-harness';

const h = teamsForFile();

describe('ResolveMembers', () => {
  it("answers the team's members among the users with their roles, and the others in the order asked", async () => {
    const fixture = await h.team({ managers: 1, members: 1 });
    const outsider = (await h.team()).owner;

    const answer = await h.client.ResolveMembers({
      team_id: fixture.teamId,
      user_ids: [999_999, fixture.members[0].id, outsider.id, fixture.managers[0].id],
    });

    expect(
      answer.members
        .map((member) => [member.team_id, member.user_id, member.role])
        .sort((a, b) => Number(a[1]) - Number(b[1])),
    ).toEqual(
      [
        [fixture.teamId, fixture.members[0].id, 'member'],
        [fixture.teamId, fixture.managers[0].id, 'manager'],
      ].sort((a, b) => Number(a[1]) - Number(b[1])),
    );
    expect(answer.missing_ids).toEqual([999_999, outsider.id]);
  });

  it('answers every user missing for a team that does not exist', async () => {
    const fixture = await h.team();

    const answer = await h.client.ResolveMembers({
      team_id: 987_654,
      user_ids: [fixture.owner.id],
    });

    expect(answer).toEqual({ members: [], missing_ids: [fixture.owner.id] });
  });

  it.each([
    ['a team_id that is not a positive id', { team_id: 0, user_ids: [1] }],
    ['a user id that is not positive', { team_id: 1, user_ids: [1, -2] }],
    ['the same user twice', { team_id: 1, user_ids: [3, 3] }],
  ])('refuses %s with INVALID_ARGUMENT', async (_case, request) => {
    const error = await failureOf(h.client.ResolveMembers(request));

    expect(error).toMatchObject({ kind: 'invalid_argument' });
  });
});
