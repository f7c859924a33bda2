// The clients service for a component test: in-process on port 0, against a MongoDB
// of the test file's own, the real RabbitMQ under a private prefix, a local
// S3-compatible server as the object store, and a stub teams service that answers
// GetMembership, GetTeamSettings and ResolveGroups from the teams the test makes. The
// test's own bus sees every event the service emits and publishes as tasks would.
import {
  bindStubService,
  clientsProto,
  createClient,
  createLogger,
  mongoose,
  newEvent,
  notFound,
  permissionDenied,
  teamsProto,
  testSupport,
  unavailable,
  type ClientsDefinition,
  type Connection,
  type DomainEvent,
  type PromiseClient,
} from '@workmesh/platform';
import {
  fixtureForFile,
  startS3Server,
  startServiceTestEnvironment,
  type LocalS3,
} from '@workmesh/testing';
import { Client as MinioClient } from 'minio';
import { createClientsApp, loadClientsConfig, TASK_EVENTS_QUEUE, type ClientsConfig } from '../src';

export const logger = createLogger('clients-test', process.env.TEST_LOG_LEVEL ?? 'silent');

export type ClientsClient = PromiseClient<ClientsDefinition>;

export type Role = 'owner' | 'manager' | 'member';

export interface User {
  id: number;
}

export interface TeamFixture {
  teamId: number;
  owner: User;
  managers: User[];
  members: User[];
}

interface StubTeam {
  roles: Map<number, Role>;
  settings: { default_invoice_notes?: string; default_net_term: number };
  groups: Set<number>;
}

type TeamsMethod = 'GetMembership' | 'GetTeamSettings' | 'ResolveGroups';

/** teams as the clients service sees it: teams with roles, invoice defaults and groups. */
export class StubTeams extends testSupport.StubService {
  private readonly teams = new Map<number, StubTeam>();
  private readonly failing = new Set<TeamsMethod>();
  private nextUserId = 7000;
  private nextTeamId = 100;
  private nextGroupId = 900;
  /** Every GetTeamSettings call: the team asked for, and the caller it came with. */
  readonly settingsCalls: { team_id?: number; callerUserId?: number }[] = [];

  newUser(): User {
    return { id: this.nextUserId++ };
  }

  team({ managers = 0, members = 0 } = {}): TeamFixture {
    const teamId = this.nextTeamId++;
    const fixture: TeamFixture = {
      teamId,
      owner: this.newUser(),
      managers: Array.from({ length: managers }, () => this.newUser()),
      members: Array.from({ length: members }, () => this.newUser()),
    };
    const roles = new Map<number, Role>([[fixture.owner.id, 'owner']]);
    fixture.managers.forEach((user) => roles.set(user.id, 'manager'));
    fixture.members.forEach((user) => roles.set(user.id, 'member'));
    this.teams.set(teamId, { roles, settings: { default_net_term: 30 }, groups: new Set() });
    return fixture;
  }

  addMember(fixture: TeamFixture, user: User, role: Role): void {
    this.stubTeam(fixture.teamId).roles.set(user.id, role);
  }

  setSettings(
    fixture: TeamFixture,
    settings: { default_invoice_notes?: string; default_net_term: number },
  ): void {
    this.stubTeam(fixture.teamId).settings = settings;
  }

  group(fixture: TeamFixture): number {
    const id = this.nextGroupId++;
    this.stubTeam(fixture.teamId).groups.add(id);
    return id;
  }

  /** Until the returned function is called, the methods answer UNAVAILABLE. */
  fail(...methods: TeamsMethod[]): () => void {
    for (const method of methods) this.failing.add(method);
    return () => methods.forEach((method) => this.failing.delete(method));
  }

  private stubTeam(teamId: number): StubTeam {
    const team = this.teams.get(teamId);
    if (!team) throw new Error(`no stub team ${teamId}`);
    return team;
  }

  private check(method: TeamsMethod): void {
    if (this.failing.has(method)) throw unavailable('SERVICE_UNAVAILABLE', 'teams is down');
  }

  protected binding() {
    return bindStubService('workmesh.teams.v1.Teams', teamsProto().Teams.service, {
      GetMembership: async ({ team_id, user_id }) => {
        this.check('GetMembership');
        const team = this.teams.get(team_id);
        if (!team) throw notFound('TEAM_NOT_FOUND', 'Team not found');
        const role = team.roles.get(user_id);
        if (!role) throw notFound('MEMBERSHIP_NOT_FOUND', 'The user is not a member of this team.');
        return { team_id, user_id, role };
      },
      // As teams: for the caller's current team unless named, members only.
      GetTeamSettings: async ({ team_id }, context) => {
        this.check('GetTeamSettings');
        const teamId = team_id ?? context.caller?.teamId;
        this.settingsCalls.push({ team_id: teamId, callerUserId: context.caller?.userId });
        const team = teamId === undefined ? undefined : this.teams.get(teamId);
        if (!team || !context.caller || !team.roles.has(context.caller.userId))
          throw permissionDenied('PERMISSION_DENIED', 'permission denied');
        return {
          team_id: teamId,
          add_registered_users_directly: false,
          terms_enabled: false,
          ...team.settings,
          updated_at: new Date().toISOString(),
        };
      },
      ResolveGroups: async ({ team_id, group_ids }) => {
        this.check('ResolveGroups');
        const groups = this.teams.get(team_id)?.groups ?? new Set<number>();
        const now = new Date().toISOString();
        return {
          groups: group_ids
            .filter((id) => groups.has(id))
            .map((id) => ({
              id,
              team_id,
              name: `Group ${id}`,
              member_ids: [],
              manager_ids: [],
              created_at: now,
              updated_at: now,
            })),
          missing_ids: group_ids.filter((id) => !groups.has(id)),
        };
      },
    });
  }
}

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
  events: testSupport.EventLog;
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
  stop(): Promise<void>;
}

export async function startClients(options: { maxUploadBytes?: number } = {}): Promise<Harness> {
  const environment = await startServiceTestEnvironment('clients');
  const s3 = await startS3Server({ buckets: [] });
  const teams = new StubTeams();
  await teams.start(logger);
  const bus = await testSupport.TestBus.connect(environment, logger);
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
    async stop() {
      client.close();
      await app.stop();
      await bus.close();
      await db.close();
      await teams.stop();
      await s3.stop();
      // The durable task-events queues (with their retry and dead-letter queues) outlive the run otherwise.
      await environment.stop(
        testSupport.declaredBrokerObjects(environment.prefix, [{ queue: TASK_EVENTS_QUEUE }]),
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

export const { failureOf } = testSupport;
