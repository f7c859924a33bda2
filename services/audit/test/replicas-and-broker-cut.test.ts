// Two replicas of the audit service recording one team's burst at once, one of them cut
// off from the broker in the middle (a TCP proxy cut like a network failure, then
// restored): every change is recorded once, in one chain without a gap or a fork.
import {
  auditProto,
  createClient,
  mongoose,
  type AuditDefinition,
  type Connection,
  type PromiseClient,
} from '@workmesh/platform';
import {
  declaredBrokerObjects,
  eventually,
  sleep,
  startServiceTestEnvironment,
  startTcpProxy,
  StubTeams,
  TestBus,
  TEST_AMQP_URL,
  type ServiceTestEnvironment,
  type TcpProxy,
} from '@workmesh/testing';
import {
  CHANGES_QUEUE,
  createAuditApp,
  GENESIS_HASH,
  loadAuditConfig,
  type AuditApp,
  type AuditRecord,
} from '../src';
import { auditRepository } from '../src/models';
import { as, changeEvent, logger } from './audit-harness';

const EVENTS = 120;
const RECORDED_AT_CUT = 30;

jest.setTimeout(120_000);

describe('two audit replicas, one cut off from the broker mid-burst', () => {
  let environment: ServiceTestEnvironment;
  let teams: StubTeams;
  let bus: TestBus;
  let proxy: TcpProxy;
  const apps: AuditApp[] = [];
  let db: Connection | undefined;

  beforeAll(async () => {
    environment = await startServiceTestEnvironment('audit');
    teams = new StubTeams({ firstTeamId: 970, firstUserId: 9700 });
    await teams.start(logger);
    bus = await TestBus.connect(environment, logger);
    const broker = new URL(TEST_AMQP_URL);
    proxy = await startTcpProxy({ host: broker.hostname, port: Number(broker.port || 5672) });
  });

  afterAll(async () => {
    for (const app of apps) await app.stop();
    await db?.close();
    await proxy?.close();
    await bus?.close();
    await teams?.stop();
    await environment?.stop(declaredBrokerObjects(environment.prefix, [{ queue: CHANGES_QUEUE }]));
  });

  it('records every change once, in one unbroken chain', async () => {
    const base: Record<string, string> = {
      ...environment.env,
      TEAMS_GRPC_ADDRESS: teams.address,
    };
    const viaProxy = new URL(TEST_AMQP_URL);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    apps.push(
      await createAuditApp(loadAuditConfig({ ...base, AMQP_URL: viaProxy.toString() }), logger),
    );
    apps.push(await createAuditApp(loadAuditConfig(base), logger));
    const team = teams.team();
    const events = Array.from({ length: EVENTS }, (_, index) =>
      changeEvent({ team_id: team.teamId, object_id: String(index) }),
    );
    db = await mongoose.createConnection(base.MONGO_URL).asPromise();
    const repository = auditRepository(db);
    const count = () => repository.records.countOfTeam(team.teamId);

    for (const event of events) await bus.publish(event);
    await eventually(async () => (await count()) >= RECORDED_AT_CUT, 20_000, 'the burst recorded');
    proxy.cut();
    const atCut = await count();
    await sleep(2000);
    proxy.restore();

    await eventually(
      async () => (await count()) >= EVENTS,
      60_000,
      `every change (${atCut} at the cut)`,
    );
    const records: AuditRecord[] = [];
    for await (const record of repository.records.inChainOrder(team.teamId)) records.push(record);
    expect(atCut).toBeLessThan(EVENTS);
    expect(records.map((record) => record.seq)).toEqual(events.map((_, index) => index + 1));
    expect(new Set(records.map((record) => record.event_id)).size).toBe(EVENTS);
    records.forEach((record, index) =>
      expect(record.prev_hash).toBe(index === 0 ? GENESIS_HASH : records[index - 1].hash),
    );
    const client: PromiseClient<AuditDefinition> = createClient(
      auditProto().Audit.service,
      `127.0.0.1:${apps[0].port}`,
      { deadlineMs: 15_000 },
    );
    try {
      expect(await client.VerifyChain({}, as(team.owner, team.teamId))).toEqual({
        valid: true,
        records: EVENTS,
      });
    } finally {
      client.close();
    }
  });
});
