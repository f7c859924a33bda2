// The identity service for a component test: in-process on port 0, against a
// MongoDB of the test file's own, the real RabbitMQ under a private prefix, and a
// stub teams service that records what identity asks of it. The test also holds a
// bus of its own, to see the events identity emits and to play the notifier and teams.
import { createHash, randomBytes } from 'node:crypto';
import {
  createClient,
  createLogger,
  identityProto,
  type Logger,
  mongoose,
  newEvent,
  type Connection,
  type DomainEvent,
  type EventBus,
  type IdentityDefinition,
  type PromiseClient,
} from '@workmesh/platform';
import {
  declaredBrokerObjects,
  eventually,
  fixtureForFile,
  startServiceTestEnvironment,
  StubTeams,
  TestBus,
  type EventLog,
} from '@workmesh/testing';
import {
  createIdentityApp,
  loadIdentityConfig,
  type IdentityApp,
  type IdentityConfig,
  TEAM_EVENTS_QUEUE,
} from '../src';
import { registration } from './registrations';

export const logger = createLogger('identity-test', process.env.TEST_LOG_LEVEL ?? 'silent');

export type IdentityClient = PromiseClient<IdentityDefinition>;

/** The events of some types that reach the test's own queue. */
export type { EventLog } from '@workmesh/testing';

export interface Harness {
  config: IdentityConfig;
  client: IdentityClient;
  teams: StubTeams;
  /** The test's own bus on the same prefix: it sees identity's events and can answer as the notifier. */
  bus: EventBus;
  /** Direct access to identity's database, to check what is (and is not) stored. */
  db: Connection;
  /** The admin port serving identity's /metrics. */
  metricsPort: number;
  /** Another identity process on the same database and broker, with other settings. */
  startReplica(
    env: Record<string, string>,
  ): Promise<{ client: IdentityClient; stop(): Promise<void> }>;
  /** Subscribes the test's bus to some event types (before they are emitted: the broker keeps nothing for unbound types). */
  listen(routingKeys: string[], onEvent?: (event: DomainEvent) => Promise<void>): Promise<EventLog>;
  /** Publishes an event as the teams service would (identity's queue for it is bound already). */
  publishTeamEvent(type: string, data: Record<string, unknown>): Promise<DomainEvent>;
  /**
   * Resolves once identity has handled every team event published so far: it handles
   * them one at a time, in order, so a marker event's effect showing means the rest are done.
   */
  teamEventsSettled(): Promise<void>;
  stop(): Promise<void>;
}

export async function startIdentity(
  env: Record<string, string> = {},
  appLogger: Logger = logger,
): Promise<Harness> {
  const environment = await startServiceTestEnvironment('identity');
  // Team ids apart from the ids identity gives its users.
  const teams = new StubTeams({ firstTeamId: 1000 });
  await teams.start(logger);
  const baseEnv = {
    ...environment.env,
    TEAMS_GRPC_ADDRESS: teams.address,
    JWT_SECRET: randomBytes(32).toString('hex'),
    TOKEN_HASH_SECRET: randomBytes(32).toString('hex'),
    TWO_FACTOR_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SCRYPT_COST: '16384',
    ...env,
  };
  const config = loadIdentityConfig(baseEnv);
  const bus = await TestBus.connect(environment, logger);
  const apps: IdentityApp[] = [];
  const clients: IdentityClient[] = [];
  const startClient = (port: number) => {
    const client = createClient(identityProto().Identity.service, `127.0.0.1:${port}`, {
      deadlineMs: 15_000,
    });
    clients.push(client);
    return client;
  };
  const app = await createIdentityApp(config, appLogger);
  apps.push(app);
  const db = await mongoose.createConnection(config.MONGO_URL).asPromise();

  const client = startClient(app.port);
  return {
    config,
    client,
    teams,
    bus: bus.bus,
    db,
    metricsPort: app.metricsPort,
    async startReplica(replicaEnv) {
      const replica = await createIdentityApp(
        loadIdentityConfig({ ...baseEnv, ...replicaEnv }),
        logger,
      );
      apps.push(replica);
      return { client: startClient(replica.port), stop: () => replica.stop() };
    },
    listen: (routingKeys, onEvent) => bus.record(routingKeys, onEvent),
    async publishTeamEvent(type, data) {
      const event = newEvent(type, data, 'teams');
      await bus.publish(event);
      return event;
    },
    async teamEventsSettled() {
      const marker = (await client.Register(registration({ name: 'Marker' }))).user!;
      await bus.publish(
        newEvent(
          'team.invitation_sent',
          { team_id: marker.current_team_id, inviter_user_id: marker.id },
          'teams',
        ),
      );
      await eventually(
        async () => (await client.GetUser({ user_id: marker.id })).is_first_member_invited === 1,
        10_000,
        'identity to handle the team events published so far',
      );
    },
    async stop() {
      for (const client of clients) client.close();
      for (const running of apps) await running.stop();
      await bus.close();
      await db.close();
      await teams.stop();
      // identity's durable team-events queues (with their retry and dead-letter queues) outlive the run otherwise.
      await environment.stop(
        declaredBrokerObjects(environment.prefix, [{ queue: TEAM_EVENTS_QUEUE }]),
      );
    },
  };
}

/** The identity service for this test file (logging to `appLogger`): started before its tests, stopped after them. */
export const identityForFile = (env: Record<string, string> = {}, appLogger?: Logger) =>
  fixtureForFile(
    () => startIdentity(env, appLogger),
    (harness) => harness.stop(),
  );

export { failureOf } from '@workmesh/testing';

export const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/**
 * What the gateway asks ResolveCaller for a token identity issued: its user, token
 * version and login session (`sid`), read off the token's claims.
 */
export function resolveRequestOf(token: string): {
  user_id: number;
  token_version: number;
  session_id: string;
} {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
    ver: number;
    sid: string;
  };
  return { user_id: Number(claims.sub), token_version: claims.ver, session_id: claims.sid };
}
