// The gRPC helpers end to end: a server built with bindService/startGrpcServer and
// a client from createClient, over a real port.
import { status } from '@grpc/grpc-js';
import {
  bindStubService,
  checkHealth,
  createClient,
  createLogger,
  notFound,
  RemoteCallError,
  startGrpcServer,
  teamsProto,
  withRequestContext,
  type CallContext,
  type RunningGrpcServer,
  type TeamsDefinition,
} from '../src';

const logger = createLogger('grpc-test', 'silent');

describe('gRPC server and client helpers', () => {
  let server: RunningGrpcServer;
  let seen: CallContext | undefined;
  let client: ReturnType<typeof createClient<TeamsDefinition>>;
  const slowCallReleased: Array<() => void> = [];

  beforeAll(async () => {
    server = await startGrpcServer({
      port: 0,
      logger,
      services: [
        bindStubService('workmesh.teams.v1.Teams', teamsProto().Teams.service, {
          async CreateOrganization(request) {
            return {
              id: 7,
              name: request.name ?? '',
              created_at: '2026-01-01T00:00:00.000Z',
              owner_user_id: request.owner_user_id,
              role: 'owner',
            };
          },
          async DeleteOrganization() {
            throw new Error('database exploded: secret connection string mongodb://user:pw@host');
          },
          async CreateTeam(_request, context) {
            seen = context;
            throw notFound('TEAM_NOT_FOUND', 'Team not found');
          },
          async ListTeams(_request, context) {
            seen = context;
            return { teams: [] };
          },
          GetMembership() {
            return new Promise((resolve) =>
              slowCallReleased.push(() => resolve({ team_id: 1, user_id: 1, role: 'member' })),
            );
          },
        }),
      ],
    });
    client = createClient(teamsProto().Teams.service, `127.0.0.1:${server.port}`, {
      deadlineMs: 2000,
    });
  });

  afterAll(async () => {
    client.close();
    await server.shutdown(1000);
  });

  it('round-trips a unary call with snake_case fields and numeric int64', async () => {
    const team = await client.CreateOrganization({
      owner_user_id: 42,
      name: 'Acme',
      request_key: 'k',
    });
    expect(team).toMatchObject({ id: 7, name: 'Acme', owner_user_id: 42, role: 'owner' });
  });

  it('carries the request id and the caller from the request context to the handler', async () => {
    await withRequestContext({ requestId: 'req-123', callerUserId: 5, callerTeamId: 9 }, () =>
      client.ListTeams({}),
    );
    expect(seen?.requestId).toBe('req-123');
    expect(seen?.caller).toEqual({ userId: 5, teamId: 9 });
  });

  it('turns a DomainError into its status and reason for the caller', async () => {
    const error = await client.CreateTeam({ name: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RemoteCallError);
    expect(error).toMatchObject({
      code: status.NOT_FOUND,
      kind: 'not_found',
      reason: 'TEAM_NOT_FOUND',
      message: 'Team not found',
    });
  });

  it('answers INTERNAL without leaking the message of an unexpected error', async () => {
    const error = (await client
      .DeleteOrganization({ team_id: 1, owner_user_id: 1 })
      .catch((caught: unknown) => caught)) as RemoteCallError;
    expect(error.code).toBe(status.INTERNAL);
    expect(error.message).toBe('internal error');
    expect(error.message).not.toContain('mongodb://');
  });

  it('fails a call that outlives its deadline with DEADLINE_EXCEEDED instead of hanging', async () => {
    const error = (await client
      .GetMembership({ team_id: 1, user_id: 1 }, { deadlineMs: 100 })
      .catch((caught: unknown) => caught)) as RemoteCallError;
    slowCallReleased.forEach((release) => release());
    expect(error.code).toBe(status.DEADLINE_EXCEEDED);
    expect(error.reason).toBe('DEADLINE_EXCEEDED');
  });

  it('fails fast with UNAVAILABLE when nothing listens at the address', async () => {
    const nowhere = createClient(teamsProto().Teams.service, '127.0.0.1:1', { deadlineMs: 1000 });
    const error = (await nowhere
      .ListTeams({})
      .catch((caught: unknown) => caught)) as RemoteCallError;
    nowhere.close();
    expect([status.UNAVAILABLE, status.DEADLINE_EXCEEDED]).toContain(error.code);
  });

  it('serves grpc.health.v1 for the whole server and per service', async () => {
    expect(await checkHealth(`127.0.0.1:${server.port}`, 1000)).toBe('SERVING');
    expect(await checkHealth(`127.0.0.1:${server.port}`, 1000, 'workmesh.teams.v1.Teams')).toBe(
      'SERVING',
    );
    expect(await checkHealth('127.0.0.1:1', 300)).toBe('UNREACHABLE');
  });
});
