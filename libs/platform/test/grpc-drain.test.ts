// A gRPC server stopped under load: every call a client had started before the stop
// began completes successfully; calls started later may be refused (UNAVAILABLE).
import {
  bindStubService,
  createClient,
  createLogger,
  RemoteCallError,
  startGrpcServer,
  teamsProto,
  type TeamsDefinition,
} from '../src';

const logger = createLogger('grpc-drain-test', 'silent');
const CONCURRENCY = 24;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stopping a gRPC server under load', () => {
  it('completes every call started before the stop', async () => {
    const server = await startGrpcServer({
      port: 0,
      logger,
      services: [
        bindStubService('workmesh.teams.v1.Teams', teamsProto().Teams.service, {
          async ListTeams() {
            await sleep(2);
            return { teams: [] };
          },
        }),
      ],
    });
    const client = createClient<TeamsDefinition>(
      teamsProto().Teams.service,
      `127.0.0.1:${server.port}`,
      { deadlineMs: 5000 },
    );
    let stopBegan = false;
    const startedBefore: Array<{ ok: boolean; error?: string }> = [];
    const caller = async () => {
      for (;;) {
        const before = !stopBegan;
        try {
          await client.ListTeams({});
          if (before) startedBefore.push({ ok: true });
        } catch (error) {
          if (before) startedBefore.push({ ok: false, error: String(error) });
          else if (!(error instanceof RemoteCallError && error.kind === 'unavailable')) throw error;
          return;
        }
        if (!before) return;
      }
    };
    const callers = Array.from({ length: CONCURRENCY }, caller);
    // The stop falls into flowing load: a full round of calls has completed (however
    // long the connection took on a busy machine), and the next round is in flight.
    const flowingBy = Date.now() + 10_000;
    while (startedBefore.length < CONCURRENCY && Date.now() < flowingBy) await sleep(10);
    await sleep(20);
    stopBegan = true;
    await server.shutdown(5000);
    await Promise.all(callers);
    client.close();

    expect(startedBefore.length).toBeGreaterThan(CONCURRENCY);
    expect(startedBefore.filter((call) => !call.ok)).toEqual([]);
  });
});
