// The clients service for a component test: in-process on port 0, against a MongoDB
// of the test file's own, the real RabbitMQ under a private prefix, a local
// S3-compatible server as the object store, and a stub teams service that answers
// GetMembership, GetTeamSettings and ResolveGroups from the teams the test makes. The
// test's own bus sees every event the service emits and publishes as tasks would.
import {
  clientsProto,
  createClient,
  createLogger,
  mongoose,
  newEvent,
  type ClientsDefinition,
  type Connection,
  type DomainEvent,
  type PromiseClient,
} from '@workmesh/platform';
import {
  declaredBrokerObjects,
  fixtureForFile,
  startS3Server,
  startServiceTestEnvironment,
  StubTeams,
  TestBus,
  type EventLog,
  type LocalS3,
  type StubUser as User,
  type TeamFixture,
} from '@workmesh/testing';
import { Client as MinioClient } from 'minio';
import { createClientsApp, loadClientsConfig, TASK_EVENTS_QUEUE, type ClientsConfig } from '../src';

export const logger = createLogger('clients-test', process.env.TEST_LOG_LEVEL ?? 'silent');

export type ClientsClient = PromiseClient<ClientsDefinition>;

export type { TeamFixture };

export const CLIENTS_EVENTS = ['client.created', 'project.created'];

/** The call options of a caller (in their current team, when given). */
export const as = (user: User, teamId?: number) => ({
  caller: { userId: user.id, ...(teamId === undefined ? {} : { teamId }) },
});

/** The call options of a team's owner, in that team. */
export const asOwner = (fixture: TeamFixture) => as(fixture.owner, fixture.teamId);

export interface Harness {
  client: ClientsClient;
  teams: StubTeams;
  events: EventLog;
  config: ClientsConfig;
  s3: LocalS3;
  /** The object store as the service sees it, to list what is stored. */
  storage: MinioClient;
  /** The service's own database, to check what is (and is not) stored. */
  db: Connection;
  /** The object keys under profiles/ in the bucket. */
  storedLogos(): Promise<string[]>;
  /** Publishes an event as the tasks service would (the service's queue for it is bound already). */
  publishTaskEvent(type: string, data: Record<string, unknown>): Promise<DomainEvent>;
  /** Publishes an event again, same id: a redelivery. */
  republish(event: DomainEvent): Promise<void>;
  /** The service's admin port serving /metrics. */
  metricsPort: number;
  stop(): Promise<void>;
}

export async function startClients(options: { maxUploadBytes?: number } = {}): Promise<Harness> {
  const environment = await startServiceTestEnvironment('clients');
  const s3 = await startS3Server({ buckets: [] });
  const teams = new StubTeams({ firstUserId: 7000 });
  await teams.start(logger);
  const bus = await TestBus.connect(environment, logger);
  const events = await bus.record(CLIENTS_EVENTS);
  const config = loadClientsConfig({
    ...environment.env,
    TEAMS_GRPC_ADDRESS: teams.address,
    MINIO_ENDPOINT: s3.endpoint,
    MINIO_ACCESS_KEY: s3.accessKey,
    MINIO_SECRET_KEY: s3.secretKey,
    ...(options.maxUploadBytes === undefined
      ? {}
      : { MAX_UPLOAD_BYTES: String(options.maxUploadBytes) }),
  });
  const app = await createClientsApp(config, logger);
  const client: ClientsClient = createClient(
    clientsProto().Clients.service,
    `127.0.0.1:${app.port}`,
    { deadlineMs: 15_000 },
  );
  const db = await mongoose.createConnection(config.MONGO_URL).asPromise();
  const storage = new MinioClient({
    endPoint: '127.0.0.1',
    port: s3.port,
    useSSL: false,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    region: config.MINIO_REGION,
    pathStyle: true,
  });

  return {
    client,
    teams,
    events,
    config,
    s3,
    storage,
    db,
    async storedLogos() {
      const keys: string[] = [];
      const stream = storage.listObjectsV2(config.MINIO_BUCKET, 'profiles/', true);
      for await (const item of stream as AsyncIterable<{ name?: string }>)
        if (item.name) keys.push(item.name);
      return keys.sort();
    },
    async publishTaskEvent(type, data) {
      const event = newEvent(type, data, 'tasks');
      await bus.publish(event);
      return event;
    },
    republish: (event) => bus.publish(event),
    metricsPort: app.metricsPort,
    async stop() {
      client.close();
      await app.stop();
      await bus.close();
      await db.close();
      await teams.stop();
      await s3.stop();
      // The durable task-events queues (with their retry and dead-letter queues) outlive the run otherwise.
      await environment.stop(
        declaredBrokerObjects(environment.prefix, [{ queue: TASK_EVENTS_QUEUE }]),
      );
    },
  };
}

/** The clients service for this test file: started before its tests, stopped after them. */
export const clientsForFile = (options: { maxUploadBytes?: number } = {}) =>
  fixtureForFile(
    () => startClients(options),
    (harness) => harness.stop(),
  );

export { failureOf } from '@workmesh/testing';
