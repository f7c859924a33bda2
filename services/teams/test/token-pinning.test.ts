// A personal access token acts only in the team it was made in (docs/auth.md, "Personal
// access tokens"): a caller with a token id naming another team is refused, even one it
// owns, with PERMISSION_DENIED TOKEN_TEAM_MISMATCH; its own team is served as usual.
import { status } from '@grpc/grpc-js';
import { failureOf, type TeamFixture, teamsForFile } from './teams-harness';

const h = teamsForFile();
let first: TeamFixture;
let second: TeamFixture;

beforeAll(async () => {
  first = await h.team();
  second = await h.team();
});

const withToken = (userId: number, teamId: number) => ({
  caller: { userId, teamId, tokenId: 'aaaaaaaaaaaaaaaaaaaaaaaa' },
});

describe('a caller with a personal access token', () => {
  it("is refused another team's members, with TOKEN_TEAM_MISMATCH", async () => {
    const error = await failureOf(
      h.client.ListMembers({ team_id: second.teamId }, withToken(first.owner.id, first.teamId)),
    );
    expect(error).toMatchObject({ code: status.PERMISSION_DENIED, reason: 'TOKEN_TEAM_MISMATCH' });
  });

  it('is refused an invitation into another team, with TOKEN_TEAM_MISMATCH', async () => {
    const error = await failureOf(
      h.client.SendInvitation(
        { team_id: second.teamId, email: 'someone@example.com', role: 'member' },
        withToken(first.owner.id, first.teamId),
      ),
    );
    expect(error).toMatchObject({ code: status.PERMISSION_DENIED, reason: 'TOKEN_TEAM_MISMATCH' });
  });

  it("is served its own team's members, named or not", async () => {
    const named = await h.client.ListMembers(
      { team_id: first.teamId },
      withToken(first.owner.id, first.teamId),
    );
    expect(named.members!.map((member) => member.user_id)).toContain(first.owner.id);
    const unnamed = await h.client.ListMembers({}, withToken(first.owner.id, first.teamId));
    expect(unnamed.members).toEqual(named.members);
  });

  it('without a token id is served any team it belongs to', async () => {
    const answer = await h.client.ListMembers(
      { team_id: second.teamId },
      { caller: { userId: second.owner.id, teamId: first.teamId } },
    );
    expect(answer.members!.map((member) => member.user_id)).toContain(second.owner.id);
  });
});
