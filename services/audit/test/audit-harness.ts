// The audit service for a component test: in-process on port 0, against a MongoDB of
// the test file's own and the real RabbitMQ under a private prefix, with a stub teams
// (roles, owners and managers). The test publishes change.recorded events on its own
// bus as the other services' relays would, and reads the records over gRPC.
import {
  auditProto,
  changeRecorded,
  createClient,
  createLogger,
  mongoose,
  type AuditDefinition,
  type ChangeRecordedData,
  type Connection,
  type DomainEvent,
  type EventActor,
  type PromiseClient,
} from '@workmesh/platform';
import {
  declaredBrokerObjects,
  eventually,
  fixtureForFile,
  startServiceTestEnvironment,
  StubTeams,
  TestBus,
  type TeamFixture,
} from '@workmesh/testing';
import { CHANGES_QUEUE, createAuditApp, loadAuditConfig, type AuditConfig } from '../src';

export const logger = createLogger('audit-test', process.env.TEST_LOG_LEVEL ?? 'silent');

export type AuditClient = PromiseClient<AuditDefinition>;
export type { TeamFixture };

/** The call options of a user acting in a team. */
export const as = (user: { id: number }, teamId: number) => ({
  caller: { userId: user.id, teamId },
});

/** A change.recorded event of the clients service, with its actor and request id. */
export function changeEvent(
  data: Partial<ChangeRecordedData> & { team_id: number },
  actor: EventActor | null = { user_id: 1 },
  occurredAt = new Date(),
): DomainEvent<ChangeRecordedData> {
  const event = changeRecorded('clients', {
    action: 'client.created',
    object_type: 'client',
    object_id: '1',
    changes: { name: { after: 'Acme' } },
    subject_user_id: 0,
    ...data,
  });
  return {
    ...event,
    occurred_at: occurredAt.toISOString(),
    request_id: `req-${event.id.slice(0, 8)}`,
    ...(actor ? { actor } : {}),
  };
}

export interface Harness {
  client: AuditClient;
  teams: StubTeams;
  config: AuditConfig;
  /** The service's own database, to check (and tamper with) what is stored. */
  db: Connection;
  publish(event: DomainEvent): Promise<void>;
  /** Resolves once the team has this many records. */
  recordsOfTeam(teamId: number, count: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startAudit(env: Record<string, string> = {}): Promise<Harness> {
  const environment = await startServiceTestEnvironment('audit');
  const teams = new StubTeams({ firstTeamId: 900, firstUserId: 9000 });
  await teams.start(logger);
  const bus = await TestBus.connect(environment, logger);
  const config = loadAuditConfig({
    ...environment.env,
    TEAMS_GRPC_ADDRESS: teams.address,
    // The tests run retention passes themselves.
    AUDIT_RETENTION_INTERVAL_MS: String(7 * 24 * 60 * 60 * 1000),
    ...env,
  });
  const app = await createAuditApp(config, logger);
  const client: AuditClient = createClient(auditProto().Audit.service, `127.0.0.1:${app.port}`, {
    deadlineMs: 15_000,
  });
  const db = await mongoose.createConnection(config.MONGO_URL).asPromise();
  const records = () => db.collection('audit_records');

  return {
    client,
    teams,
    config,
    db,
    publish: (event) => bus.publish(event),
    recordsOfTeam: (teamId, count) =>
      eventually(
        async () => (await records().countDocuments({ team_id: teamId })) >= count,
        20_000,
        `${count} audit records of team ${teamId}`,
      ),
    async stop() {
      client.close();
      await app.stop();
      await bus.close();
      await db.close();
      await teams.stop();
      await environment.stop(declaredBrokerObjects(environment.prefix, [{ queue: CHANGES_QUEUE }]));
    },
  };
}

/** The audit service for this test file: started before its tests, stopped after them. */
export const auditForFile = () =>
  fixtureForFile(
    () => startAudit(),
    (harness) => harness.stop(),
  );

export { failureOf } from '@workmesh/testing';
