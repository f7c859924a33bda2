// The identity service for a component test: in-process on port 0, against a
// MongoDB of the test file's own, the real RabbitMQ under a private prefix, and a
// stub teams service that records what identity asks of it. The test also holds a
// bus of its own, to see the events identity emits and to play the notifier and teams.
import { createHash, randomBytes } from 'node:crypto';
import {
  bindStubService,
  createClient,
  createLogger,
  DomainError,
  identityProto,
  mongoose,
  newEvent,
  notFound,
  Reason,
  teamsProto,
  testSupport,
  type Connection,
  type DomainEvent,
  type EventBus,
  type IdentityDefinition,
  type PromiseClient,
} from '@workmesh/platform';
import { eventually, fixtureForFile, startServiceTestEnvironment } from '@workmesh/testing';
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

type Role = 'owner' | 'manager' | 'member';

/**
 * A stub teams service: it records what identity asks of it and holds teams and
 * memberships the test arranges (an organization made at registration is owned by
 * its user). Teams are listed oldest (lowest id) first, as teams does.
 */
export class StubTeams extends testSupport.StubService {
  readonly created: Array<{
    id: number;
    owner_user_id: number;
    name?: string;
    description?: string;
    request_key: string;
  }> = [];
  readonly deleted: Array<{ team_id: number; owner_user_id: number }> = [];
  /** The callers (user ids) of every ListTeams call, answered or not. */
  readonly listTeamsCallers: number[] = [];
  /** While true, GetMembership and ListTeams answer UNAVAILABLE, as a teams service in trouble. */
  unavailable = false;
  private readonly members = new Map<number, Map<number, Role>>();
  private nextId = 1000;

  /** Organizations made and not deleted again. */
  liveOrganizationsOf(ownerUserIds: number[]): number {
    return this.created.filter(
      (team) =>
        ownerUserIds.includes(team.owner_user_id) &&
        !this.deleted.some((deleted) => deleted.team_id === team.id),
    ).length;
  }

  /** A new team (newer than every team before it) with the given members. */
  addTeam(members: Array<[userId: number, role: Role]> = []): number {
    const teamId = this.nextId++;
    this.members.set(teamId, new Map(members));
    return teamId;
  }

  setMember(teamId: number, userId: number, role: Role): void {
    this.members.get(teamId)?.set(userId, role);
  }

  removeMember(teamId: number, userId: number): void {
    this.members.get(teamId)?.delete(userId);
  }

  protected binding() {
    const notInStub = async (): Promise<never> => {
      throw new DomainError(
        'failed_precondition',
        Reason.UNIMPLEMENTED,
        'not implemented by the stub',
      );
    };
    const failIfUnavailable = () => {
      if (this.unavailable)
        throw new DomainError('unavailable', 'SERVICE_UNAVAILABLE', 'teams is unavailable (stub)');
    };
    return bindStubService('workmesh.teams.v1.Teams', teamsProto().Teams.service, {
      CreateOrganization: async (request) => {
        const team = { id: this.addTeam([[request.owner_user_id, 'owner']]), ...request };
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
        this.members.delete(request.team_id);
        return { deleted: true };
      },
      CreateTeam: notInStub,
      ListTeams: async (_request, context) => {
        const userId = context.caller?.userId ?? 0;
        this.listTeamsCallers.push(userId);
        failIfUnavailable();
        const teams = [...this.members.entries()]
          .filter(([, members]) => members.has(userId))
          .sort(([a], [b]) => a - b)
          .map(([id, members]) => ({
            id,
            name: `Team ${id}`,
            created_at: new Date().toISOString(),
            owner_user_id: [...members].find(([, role]) => role === 'owner')?.[0] ?? 0,
            role: members.get(userId)!,
          }));
        return { teams };
      },
      GetMembership: async (request) => {
        failIfUnavailable();
        const members = this.members.get(request.team_id);
        if (!members) throw notFound('TEAM_NOT_FOUND', 'Team not found');
        const role = members.get(request.user_id);
        if (!role) throw notFound('MEMBERSHIP_NOT_FOUND', 'Not a member of this team');
        return { team_id: request.team_id, user_id: request.user_id, role };
      },
    });
  }
}

/** The events of some types that reach the test's own queue. */
export type EventLog = testSupport.EventLog;

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
  /** Publishes an event as the teams service would (identity's queue for it is bound already). */
  publishTeamEvent(type: string, data: Record<string, unknown>): Promise<DomainEvent>;
  /**
   * Resolves once identity has handled every team event published so far: it handles
   * them one at a time, in order, so a marker event's effect showing means the rest are done.
   */
  teamEventsSettled(): Promise<void>;
  stop(): Promise<void>;
}

export async function startIdentity(env: Record<string, string> = {}): Promise<Harness> {
  const environment = await startServiceTestEnvironment('identity');
  const teams = new StubTeams();
  await teams.start(logger);
  const baseEnv = {
    ...environment.env,
    TEAMS_GRPC_ADDRESS: teams.address,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SCRYPT_COST: '16384',
    ...env,
  };
  const config = loadIdentityConfig(baseEnv);
  const bus = await testSupport.TestBus.connect(environment, logger);
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

  const client = startClient(app.port);
  return {
    config,
    client,
    teams,
    bus: bus.bus,
    db,
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
        testSupport.declaredBrokerObjects(environment.prefix, [{ queue: TEAM_EVENTS_QUEUE }]),
      );
    },
  };
}

/** The identity service for this test file: started before its tests, stopped after them. */
export const identityForFile = (env: Record<string, string> = {}) =>
  fixtureForFile(
    () => startIdentity(env),
    (harness) => harness.stop(),
  );

export const { failureOf } = testSupport;

export const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
