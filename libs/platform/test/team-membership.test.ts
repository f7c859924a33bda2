// roleInTeam against a stand-in teams service over real gRPC.
import {
  bindStubService,
  createClient,
  createLogger,
  notFound,
  roleInTeam,
  startGrpcServer,
  teamsProto,
  type RunningGrpcServer,
} from '../src';

const logger = createLogger('team-membership-test', 'silent');
const MEMBER = { teamId: 3, userId: 5 };

describe('roleInTeam', () => {
  let teams: RunningGrpcServer;

  beforeAll(async () => {
    teams = await startGrpcServer({
      port: 0,
      logger,
      services: [
        bindStubService('workmesh.teams.v1.Teams', teamsProto().Teams.service, {
          async GetMembership(request) {
            if (request.team_id !== MEMBER.teamId || request.user_id !== MEMBER.userId)
              throw notFound('MEMBER_NOT_FOUND', 'Member not found');
            return { ...request, role: 'manager' };
          },
        }),
      ],
    });
  });

  afterAll(async () => {
    await teams.shutdown(1000);
  });

  // A deadline a first call (connection set-up included) meets on a loaded machine: 1 s
  // was once missed in a full run. The refused port below fails at once, whatever it is.
  const clientAt = (address: string) =>
    createClient(teamsProto().Teams.service, address, { deadlineMs: 10_000 });

  it("answers a member's role in the team", async () => {
    const client = clientAt(`127.0.0.1:${teams.port}`);
    const role = await roleInTeam(client, MEMBER.teamId, MEMBER.userId);
    client.close();
    expect(role).toBe('manager');
  });

  it('answers null for a user who is not a member', async () => {
    const client = clientAt(`127.0.0.1:${teams.port}`);
    const role = await roleInTeam(client, MEMBER.teamId, 99);
    client.close();
    expect(role).toBeNull();
  });

  it('fails with UNAVAILABLE TEAMS_UNAVAILABLE when teams does not answer', async () => {
    const client = clientAt('127.0.0.1:1');
    const failure = await roleInTeam(client, MEMBER.teamId, MEMBER.userId).catch(
      (error: unknown) => error,
    );
    client.close();
    expect(failure).toMatchObject({ kind: 'unavailable', reason: 'TEAMS_UNAVAILABLE' });
  });
});
