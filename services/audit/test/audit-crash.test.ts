// kill -9 of the audit service in the middle of a burst of changes loses none and
// records none twice: the consumer acks an event only after its record's transaction
// committed, so what the dead process had in hand comes again, and the claim of its id
// keeps a record it had committed from being made twice. The service runs as the
// launcher runs it (node services/audit/dist/src/main.js; `tsc -b` builds it).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  auditProto,
  connectMongo,
  createClient,
  type AuditDefinition,
  type Connection,
  type PromiseClient,
} from '@workmesh/platform';
import {
  declaredBrokerObjects,
  eventually,
  startServiceTestEnvironment,
  StubTeams,
  TestBus,
  type ServiceTestEnvironment,
} from '@workmesh/testing';
import { CHANGES_QUEUE, GENESIS_HASH, type AuditRecord } from '../src';
import { as, changeEvent, logger } from './audit-harness';

const MAIN_JS = path.join(__dirname, '..', 'dist', 'src', 'main.js');
const EVENTS = 150;
const RECORDED_AT_KILL = 40;
/** A transaction left open by the kill holds its event's claim until the server aborts it. */
const TRANSACTION_LIFETIME_SECONDS = 10;

jest.setTimeout(120_000);

interface AuditProcess {
  child: ChildProcess;
  exited: Promise<unknown>;
  port: () => number | undefined;
}

function startAuditProcess(env: Record<string, string>): AuditProcess {
  const child = spawn(process.execPath, [MAIN_JS], {
    env: { PATH: process.env.PATH, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let port: number | undefined;
  child.stdout!.on('data', (chunk: Buffer) => {
    // The "audit ready" line names the gRPC port (other lines name the metrics port).
    const match = /"port":(\d+)[^\n]*"msg":"audit ready"/.exec(chunk.toString());
    if (match) port = Number(match[1]);
  });
  child.stderr!.resume();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, exited, port: () => port };
}

describe('an audit service killed (SIGKILL) mid-burst', () => {
  let environment: ServiceTestEnvironment;
  let teams: StubTeams;
  let bus: TestBus;
  let database: Connection;
  const running: AuditProcess[] = [];

  beforeAll(async () => {
    if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: build first (tsc -b)`);
    environment = await startServiceTestEnvironment('audit');
    teams = new StubTeams({ firstTeamId: 950, firstUserId: 9500 });
    await teams.start(logger);
    bus = await TestBus.connect(environment, logger);
    database = await connectMongo(environment.env.MONGO_URL, logger);
    await database.db!.admin().command({
      setParameter: 1,
      transactionLifetimeLimitSeconds: TRANSACTION_LIFETIME_SECONDS,
    });
  });

  afterAll(async () => {
    for (const audit of running) {
      audit.child.kill('SIGKILL');
      await audit.exited;
    }
    await bus?.close();
    await database?.close();
    await teams?.stop();
    await environment?.stop(declaredBrokerObjects(environment.prefix, [{ queue: CHANGES_QUEUE }]));
  });

  it('records every change once, in one unbroken chain', async () => {
    const env = {
      ...environment.env,
      TEAMS_GRPC_ADDRESS: teams.address,
      SHUTDOWN_TIMEOUT_MS: '2000',
    };
    const team = teams.team();
    const events = Array.from({ length: EVENTS }, (_, index) =>
      changeEvent({ team_id: team.teamId, object_id: String(index) }),
    );
    const records = () => database.collection('audit_records');

    running.push(startAuditProcess(env));
    // The first publish is refused (unroutable) until the service has bound its queue.
    await eventually(
      () =>
        bus.publish(events[0]).then(
          () => true,
          () => false,
        ),
      20_000,
      'the audit service to consume',
    );
    for (const event of events.slice(1)) await bus.publish(event);
    const deadline = Date.now() + 30_000;
    while ((await records().countDocuments({})) < RECORDED_AT_KILL) {
      if (Date.now() > deadline) throw new Error('the burst was not being recorded');
    }
    running[0].child.kill('SIGKILL');
    await running[0].exited;
    const recordedAtKill = await records().countDocuments({});
    expect(recordedAtKill).toBeLessThan(EVENTS);

    const restarted = startAuditProcess(env);
    running.push(restarted);
    await eventually(
      async () => (await records().countDocuments({})) >= EVENTS,
      (TRANSACTION_LIFETIME_SECONDS + 30) * 1000,
      `every change recorded (${recordedAtKill} at the kill)`,
    );

    const stored = (await records()
      .find({ team_id: team.teamId })
      .sort({ seq: 1 })
      .toArray()) as unknown as Array<AuditRecord & { _id: string }>;
    expect(stored).toHaveLength(EVENTS);
    expect(new Set(stored.map((record) => record.event_id))).toEqual(
      new Set(events.map((event) => event.id)),
    );
    stored.forEach((record, index) => {
      expect(record.seq).toBe(index + 1);
      expect(record.prev_hash).toBe(index === 0 ? GENESIS_HASH : stored[index - 1].hash);
    });
    // And the service itself finds the chain valid.
    await eventually(
      () => restarted.port() !== undefined,
      10_000,
      'the port of the restarted service',
    );
    const client: PromiseClient<AuditDefinition> = createClient(
      auditProto().Audit.service,
      `127.0.0.1:${restarted.port()}`,
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
