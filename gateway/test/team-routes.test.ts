// The team routes of the spec, authenticated with really signed tokens, through real
// gRPC stubs of identity (who the caller is) and teams.
import { invalidArgument, type CallContext } from '@workmesh/platform';
import request from 'supertest';
import { bearer, CALLER, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const DESIGN_TEAM = {
  id: 12,
  name: 'Design',
  description: 'Pixels',
  created_at: '2026-03-01T10:00:00.000Z',
  owner_user_id: 7,
  role: 'owner',
};

describe('POST /api/v3/mobile/team/createTeam', () => {
  const createTeam = (body: object) =>
    request(gateway.app)
      .post('/api/v3/mobile/team/createTeam')
      .set('Authorization', bearer())
      .send(body);

  it('answers 201 with exactly id, name and created_at of the new team', async () => {
    gateway.teams.behaviour.CreateTeam = async () => DESIGN_TEAM;
    const response = await createTeam({ name: 'Design' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: 12,
      name: 'Design',
      created_at: '2026-03-01T10:00:00.000Z',
    });
  });

  it('sends the name, and the caller resolved by identity in gRPC metadata', async () => {
    let received: { message?: unknown; context?: CallContext } = {};
    gateway.teams.behaviour.CreateTeam = async (message, context) => {
      received = { message, context };
      return DESIGN_TEAM;
    };
    await createTeam({ name: 'Design' });
    expect(received.message).toEqual({ name: 'Design' });
    expect(received.context?.caller).toEqual({
      userId: CALLER.userId,
      teamId: CALLER.teamId,
      sessionId: CALLER.sessionId,
    });
  });

  it("answers 400 in shape A with the service's message when teams refuses the input", async () => {
    gateway.teams.behaviour.CreateTeam = async () => {
      throw invalidArgument('VALIDATION_FAILED', 'The name field is required.', {
        name: ['The name field is required.'],
      });
    };
    const response = await createTeam({});
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'The name field is required.' });
  });
});

describe('GET /api/v3/team/getTeams', () => {
  const getTeams = () =>
    request(gateway.app).get('/api/v3/team/getTeams').set('Authorization', bearer());

  it("answers 200 with the caller's teams, an unset description as null", async () => {
    gateway.teams.behaviour.ListTeams = async () => ({
      teams: [
        DESIGN_TEAM,
        {
          id: 9,
          name: "Ada's organization",
          created_at: '2026-02-01T09:00:00.000Z',
          owner_user_id: 7,
          role: 'owner',
        },
      ],
    });
    const response = await getTeams();
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: 12,
        name: 'Design',
        description: 'Pixels',
        created_at: '2026-03-01T10:00:00.000Z',
        role: 'owner',
      },
      {
        id: 9,
        name: "Ada's organization",
        description: null,
        created_at: '2026-02-01T09:00:00.000Z',
        role: 'owner',
      },
    ]);
  });

  it('answers 200 with an empty array when the caller has no team', async () => {
    gateway.teams.behaviour.ListTeams = async () => ({ teams: [] });
    const response = await getTeams();
    expect(response.body).toEqual([]);
  });

  it('refuses any query parameter with 400 "Invalid request parameters" without calling teams', async () => {
    let called = false;
    gateway.teams.behaviour.ListTeams = async () => {
      called = true;
      return { teams: [] };
    };
    const response = await getTeams().query({ page: '2' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'Invalid request parameters' });
    expect(called).toBe(false);
  });

  it('refuses a non-empty body with 400 "Invalid request parameters"', async () => {
    gateway.teams.behaviour.ListTeams = async () => ({ teams: [] });
    const response = await getTeams().send({ team_id: 3 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'Invalid request parameters' });
  });
});
