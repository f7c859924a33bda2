// The identity service for a component test: in-process on port 0, against a
// MongoDB of the test file's own, the real RabbitMQ under a private prefix, and a
// stub teams service that records what identity asks of it. The test also holds a
// bus of its own, to see the events identity emits and to play the notifier.
import { createHash, randomBytes } from 'node:crypto';
import {
  bindStubService,
  createClient,
  createLogger,
  DomainError,
  EventBus,
  eventsExchangeName,
  identityProto,
  mongoose,
  RemoteCallError,
  startGrpcServer,
  teamsProto,
  type Connection,
  type DomainEvent,
  type IdentityDefinition,
  type PromiseClient,
  type RunningGrpcServer,
} from '@workmesh/platform';
import {
  deleteBrokerObjects,
  startTestMongo,
  TEST_AMQP_URL,
  testAmqpPrefix,
  type TestMongo,
} from '@workmesh/testing';
import {
  createIdentityApp,
  loadIdentityConfig,
  type IdentityApp,
  type IdentityConfig,
} from '../src';

export const logger = createLogger('identity-test', process.env.TEST_LOG_LEVEL ?? 'silent');

export type IdentityClient = PromiseClient<IdentityDefinition>;

/** What the stub teams service was asked, and the organizations it holds. */
export class StubTeams {
  readonly created: Array<{
    id: number;
    owner_user_id: number;
    name?: string;
    description?: string;
    request_key: string;
  }> = [];
  readonly deleted: Array<{ team_id: number; owner_user_id: number }> = [];
  private nextId = 1000;
  private server?: RunningGrpcServer;

  get address(): string {
    return `127.0.0.1:${this.server?.port}`;
  }

  /** Organizations made and not deleted again. */
  liveOrganizationsOf(ownerUserIds: number[]): number {
    return this.created.filter(
      (team) =>
        ownerUserIds.includes(team.owner_user_id) &&
        !this.deleted.some((deleted) => deleted.team_id === team.id),
    ).length;
  }

  async start(): Promise<void> {
    const notInStub = async (): Promise<never> => {
      throw new DomainError('failed_precondition', 'NOT_IN_STUB', 'not implemented by the stub');
    };
    this.server = await startGrpcServer({
      port: 0,
      logger,
      services: [
        bindStubService('workmesh.teams.v1.Teams', teamsProto().Teams.service, {
          CreateOrganization: async (request) => {
            const team = { id: this.nextId++, ...request };
            this.created.push(team);
            return {
              id: team.id,
              name: request.name ?? '',
              created_at: new Date().toISOString(),
              owner_user_id: request.owner_user_id,
              role: 'owner',
            };
          },
          DeleteOrganization: async (request) => {
            this.deleted.push(request);
            return { deleted: true };
          },
          CreateTeam: notInStub,
          ListTeams: notInStub,
          GetMembership: notInStub,
        }),
      ],
    });
  }

  async stop(): Promise<void> {
    await this.server?.shutdown(1000);
  }
}

/** The events of some types that reach the test's own queue. */
export class EventLog {
  readonly events: DomainEvent[] = [];
  private readonly waiters = new Set<{
    predicate: (event: DomainEvent) => boolean;
    resolve: (event: DomainEvent) => void;
  }>();

  add(event: DomainEvent): void {
    this.events.push(event);
    for (const waiter of [...this.waiters]) {
      if (waiter.predicate(event)) {
        this.waiters.delete(waiter);
        waiter.resolve(event);
      }
    }
  }

  waitFor<T = Record<string, unknown>>(
    predicate: (event: DomainEvent) => boolean,
    timeoutMs = 5000,
  ): Promise<DomainEvent<T>> {
    const found = this.events.find(predicate);
    if (found) return Promise.resolve(found as DomainEvent<T>);
    return new Promise((resolve, reject) => {
      const waiter = { predicate, resolve: resolve as (event: DomainEvent) => void };
      this.waiters.add(waiter);
      setTimeout(() => {
        if (this.waiters.delete(waiter))
          reject(new Error(`no matching event within ${timeoutMs} ms (saw ${this.events.length})`));
      }, timeoutMs).unref();
    });
  }
}

export interface Harness {
  config: IdentityConfig;
  client: IdentityClient;
  teams: StubTeams;
  /** The test's own bus on the same prefix: it sees identity's events and can answer as the notifier. */
  bus: EventBus;
  /** Direct access to identity's database, to check what is (and is not) stored. */
  db: Connection;
  /** Another identity process on the same database and broker, with other settings. */
  startReplica(
    env: Record<string, string>,
  ): Promise<{ client: IdentityClient; stop(): Promise<void> }>;
  /** Subscribes the test's bus to some event types (before they are emitted: the broker keeps nothing for unbound types). */
  listen(routingKeys: string[], onEvent?: (event: DomainEvent) => Promise<void>): Promise<EventLog>;
  stop(): Promise<void>;
}

export async function startIdentity(env: Record<string, string> = {}): Promise<Harness> {
  const mongo: TestMongo = await startTestMongo();
  const teams = new StubTeams();
  await teams.start();
  const prefix = testAmqpPrefix('identity');
  const baseEnv = {
    GRPC_PORT: '0',
    MONGO_URL: mongo.urlFor('identity'),
    TEAMS_GRPC_ADDRESS: teams.address,
    AMQP_URL: TEST_AMQP_URL,
    AMQP_PREFIX: prefix,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SCRYPT_COST: '16384',
    LOG_LEVEL: 'silent',
    ...env,
  };
  const config = loadIdentityConfig(baseEnv);
  const bus = new EventBus({ url: TEST_AMQP_URL, prefix, logger });
  await bus.connect();
  const apps: IdentityApp[] = [];
  const clients: IdentityClient[] = [];
  const startClient = (port: number) => {
    const client = createClient(identityProto().Identity.service, `127.0.0.1:${port}`, {
      deadlineMs: 15_000,
    });
    clients.push(client);
    return client;
  };
  const app = await createIdentityApp(config, logger);
  apps.push(app);
  const db = await mongoose.createConnection(config.MONGO_URL).asPromise();

  return {
    config,
    client: startClient(app.port),
    teams,
    bus,
    db,
    async startReplica(replicaEnv) {
      const replica = await createIdentityApp(
        loadIdentityConfig({ ...baseEnv, ...replicaEnv }),
        logger,
      );
      apps.push(replica);
      return { client: startClient(replica.port), stop: () => replica.stop() };
    },
    async listen(routingKeys, onEvent) {
      const log = new EventLog();
      await bus.subscribe({
        queue: `test.${randomBytes(4).toString('hex')}`,
        routingKeys,
        exclusive: true,
        handler: async (event) => {
          log.add(event);
          await onEvent?.(event);
        },
      });
      return log;
    },
    async stop() {
      for (const client of clients) client.close();
      for (const running of apps) await running.stop();
      await bus.close();
      await db.close();
      await teams.stop();
      await mongo.stop();
      await deleteExchange(prefix);
    },
  };
}

/** The test prefix's exchange outlives the run otherwise (its queues were exclusive and are gone). */
async function deleteExchange(prefix: string): Promise<void> {
  await deleteBrokerObjects(TEST_AMQP_URL, { exchanges: [eventsExchangeName(prefix)] });
}

/** The error a call failed with (the test fails if it succeeded). */
export async function failureOf(call: Promise<unknown>): Promise<RemoteCallError> {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome))
    throw new Error(`expected the call to fail, it answered ${JSON.stringify(outcome.value)}`);
  if (!(outcome.error instanceof RemoteCallError)) throw outcome.error;
  return outcome.error;
}

export const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

let counter = 0;
/** An email no other test of the run uses. */
export const uniqueEmail = (label = 'user') =>
  `${label}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

export const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jane Doe',
  email: uniqueEmail(),
  password: 'correct horse battery',
  c_password: 'correct horse battery',
  ...overrides,
});
