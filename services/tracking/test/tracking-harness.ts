// The tracking service for a component test: in-process on port 0, against a MongoDB of
// the test file's own and the real RabbitMQ under a private prefix, with stub services
// for what it asks: teams (GetMembership, GetMember, GetTeamSettings), clients
// (GetProjectForTeam), tasks (GetTask), identity (GetUser) and scheduling
// (GetMemberCalendars), and every service's Portability (an export's records). The test's own bus sees
// every event the service emits, and publishes others' events (invoice.voided).
import {
  checkEventData,
  createClient,
  createLogger,
  mongoose,
  TimeEntryCreated,
  trackingProto,
  type Connection,
  type DomainEvent,
  type PromiseClient,
  type TrackingDefinition,
} from '@workmesh/platform';
import {
  declaredBrokerObjects,
  fixtureForFile,
  startS3Server,
  startServiceTestEnvironment,
  StubClients,
  StubIdentity,
  StubPortability,
  StubPortabilityServer,
  StubScheduling,
  StubTasks,
  StubTeams,
  TestBus,
  type EventLog,
  type LocalS3,
  type RegisteredUser,
  type StubProject,
  type TeamFixture as TeamFixtureOf,
} from '@workmesh/testing';
import { createTrackingApp, loadTrackingConfig, type TrackingConfig } from '../src';
import type { ImportParts } from '../src/imports/imports-wiring';
import { BUDGET_USE_QUEUE } from '../src/budget-events';
import { IMPORT_MEMBERS_QUEUE } from '../src/imports/import-held-entries';
import { INVOICE_VOIDS_QUEUE } from '../src/invoice-voids';

export const logger = createLogger('tracking-test', process.env.TEST_LOG_LEVEL ?? 'silent');

export type TrackingClient = PromiseClient<TrackingDefinition>;
export type User = RegisteredUser;

export type TeamFixture = TeamFixtureOf<User> & {
  /** A billable project of the team, with a client. */
  project: StubProject;
  /** The project's client. */
  client: { id: number; name: string };
};

/** What the service declares on the broker under the run's prefix: deleted at the end. */
export const trackingBrokerObjects = (prefix: string) =>
  declaredBrokerObjects(prefix, [
    { queue: BUDGET_USE_QUEUE },
    { queue: INVOICE_VOIDS_QUEUE },
    { queue: IMPORT_MEMBERS_QUEUE },
  ]);

export const TRACKING_EVENTS = [
  'time_entry.created',
  'time_entry.updated',
  'time_entry.deleted',
  'time_entry.repriced',
  'timer.started',
  'timer.stopped',
  'timesheet.submitted',
  'timesheet.approved',
  'timesheet.rejected',
  'client.budget_threshold_reached',
  'timer.stopped_at_limit',
  'expense.created',
  'expense.updated',
  'expense.deleted',
  'export.finished',
  'import.finished',
];

/** The call options of a caller in a team. */
export const as = (user: User, teamId: number) => ({ caller: { userId: user.id, teamId } });
export const asOwner = (fixture: TeamFixture) => as(fixture.owner, fixture.teamId);
export const asManager = (fixture: TeamFixture, index = 0) =>
  as(fixture.managers[index], fixture.teamId);
export const asMember = (fixture: TeamFixture, index = 0) =>
  as(fixture.members[index], fixture.teamId);

export interface Harness {
  client: TrackingClient;
  teams: StubTeams;
  clients: StubClients;
  tasks: StubTasks;
  identity: StubIdentity;
  scheduling: StubScheduling;
  /**
   * The other services' Portability (an export's records), by service: served beside
   * their stubs, invoices' and the notifier's on servers of their own.
   */
  portability: Record<PortabilityStubName, StubPortability>;
  events: EventLog;
  config: TrackingConfig;
  db: Connection;
  /** The object store receipts are kept in (a local S3-compatible server). */
  s3: LocalS3;
  /** Publishes an event as its producer would (another service's, e.g. invoice.voided). */
  publish(event: DomainEvent): Promise<void>;
  /** A team (owner, managers, members, rates 50/h pay and 120/h bill) with a billable project. */
  team(size?: { managers?: number; members?: number }): TeamFixture;
  /** Stops the service, runs `whileDown`, then starts it again on the same database and broker. */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  /**
   * A second tracking process on the same database, broker and stubs (its own gRPC port and
   * schedulers), as production runs replicas; stopped with the harness if not before.
   */
  replica(): Promise<{ client: TrackingClient; stop(): Promise<void> }>;
  stop(): Promise<void>;
}

export const RATES = { hourly_rate: 50, bill_rate: 120 };

export type PortabilityStubName =
  'identity' | 'teams' | 'clients' | 'tasks' | 'scheduling' | 'invoices' | 'notifier';

let clientSerial = 0;

export interface TrackingHarnessOptions {
  /** The import parsers and writer (test doubles) in place of the real ones. */
  importParts?: ImportParts;
  /** Settings over the harness's own. */
  env?: Record<string, string>;
}

export async function startTracking(options: TrackingHarnessOptions = {}): Promise<Harness> {
  const environment = await startServiceTestEnvironment('tracking');
  const teams = new StubTeams({ firstTeamId: 400 });
  const clients = new StubClients({ firstProjectId: 80 });
  const tasks = new StubTasks({ firstTaskId: 900 });
  const identity = new StubIdentity({ firstUserId: 8000 });
  const scheduling = new StubScheduling();
  const portability: Record<PortabilityStubName, StubPortability> = {
    identity: new StubPortability({ personal: ['profile'] }),
    teams: new StubPortability({ team: ['members', 'groups'], personal: ['memberships'] }),
    clients: new StubPortability({ team: ['clients', 'projects'] }),
    tasks: new StubPortability({ team: ['tasks'] }),
    scheduling: new StubPortability({ team: ['schedules'], personal: ['schedules'] }),
    invoices: new StubPortability({ team: ['invoices', 'invoice_pdfs'] }),
    notifier: new StubPortability({ team: ['webhooks'], personal: ['mails'] }),
  };
  teams.alsoServe(portability.teams.binding());
  clients.alsoServe(portability.clients.binding());
  tasks.alsoServe(portability.tasks.binding());
  identity.alsoServe(portability.identity.binding());
  scheduling.alsoServe(portability.scheduling.binding());
  const invoices = new StubPortabilityServer(portability.invoices);
  const notifier = new StubPortabilityServer(portability.notifier);
  await Promise.all([
    teams.start(logger),
    clients.start(logger),
    tasks.start(logger),
    identity.start(logger),
    scheduling.start(logger),
    invoices.start(logger),
    notifier.start(logger),
  ]);
  const s3 = await startS3Server();
  const bus = await TestBus.connect(environment, logger);
  const events = await bus.record(TRACKING_EVENTS);
  const config = loadTrackingConfig({
    ...environment.env,
    TEAMS_GRPC_ADDRESS: teams.address,
    CLIENTS_GRPC_ADDRESS: clients.address,
    TASKS_GRPC_ADDRESS: tasks.address,
    IDENTITY_GRPC_ADDRESS: identity.address,
    SCHEDULING_GRPC_ADDRESS: scheduling.address,
    INVOICES_GRPC_ADDRESS: invoices.address,
    NOTIFIER_GRPC_ADDRESS: notifier.address,
    // Exports are looked for often (a test waits for its export to be done).
    EXPORT_INTERVAL_MS: '100',
    // Pages of two: a few records already take several pages.
    EXPORT_PAGE_SIZE: '2',
    // Timers due to stop at a weekly limit are looked for often (their end is the due instant anyway).
    LIMIT_STOP_INTERVAL_MS: '200',
    MINIO_ENDPOINT: s3.endpoint,
    MINIO_ACCESS_KEY: s3.accessKey,
    MINIO_SECRET_KEY: s3.secretKey,
    MINIO_BUCKET: 'tracking-test',
    // Small, so that an over-size receipt is cheap to send.
    RECEIPT_MAX_BYTES: String(64 * 1024),
    ...options.env,
  });
  const connect = (port: number): TrackingClient =>
    createClient(trackingProto().Tracking.service, `127.0.0.1:${port}`, { deadlineMs: 15_000 });
  let app = await createTrackingApp(config, logger, options.importParts);
  let client = connect(app.port);
  const replicas: { client: TrackingClient; stop(): Promise<void> }[] = [];
  const db = await mongoose.createConnection(config.MONGO_URL).asPromise();

  const team = ({ managers = 1, members = 2 } = {}): TeamFixture => {
    const teamId = teams.addTeam();
    const clientId = 3000 + ++clientSerial;
    const projectsClient = { id: clientId, name: `Client ${clientId}` };
    const fixture: TeamFixture = {
      client: projectsClient,
      teamId,
      owner: identity.register('Owner'),
      managers: Array.from({ length: managers }, () => identity.register('Manager')),
      members: Array.from({ length: members }, () => identity.register('Member')),
      project: clients.project(teamId, `Project of ${teamId}`, {
        client: projectsClient,
        isBillable: true,
      }),
    };
    teams.setRole(teamId, fixture.owner, 'owner');
    fixture.managers.forEach((user) => teams.setRole(teamId, user, 'manager'));
    fixture.members.forEach((user) => teams.setRole(teamId, user, 'member'));
    for (const user of [fixture.owner, ...fixture.managers, ...fixture.members])
      teams.setPay(teamId, user, RATES);
    return fixture;
  };

  return {
    get client() {
      return client;
    },
    teams,
    clients,
    tasks,
    identity,
    scheduling,
    portability,
    events,
    config,
    db,
    s3,
    publish: (event) => bus.publish(event),
    team,
    async restart(whileDown) {
      client.close();
      await app.stop();
      await whileDown?.();
      app = await createTrackingApp(config, logger, options.importParts);
      client = connect(app.port);
    },
    async replica() {
      const replicaApp = await createTrackingApp(config, logger, options.importParts);
      const replicaClient = connect(replicaApp.port);
      let stopped = false;
      const handle = {
        client: replicaClient,
        async stop() {
          if (stopped) return;
          stopped = true;
          replicaClient.close();
          await replicaApp.stop();
        },
      };
      replicas.push(handle);
      return handle;
    },
    async stop() {
      await Promise.all(replicas.map((replica) => replica.stop()));
      client.close();
      await app.stop();
      await bus.close();
      await db.close();
      await Promise.all([
        teams.stop(),
        clients.stop(),
        tasks.stop(),
        identity.stop(),
        scheduling.stop(),
        invoices.stop(),
        notifier.stop(),
        s3.stop(),
      ]);
      await environment.stop(trackingBrokerObjects(environment.prefix));
    },
  };
}

/** The tracking service for this test file: started before its tests, stopped after them. */
export const trackingForFile = (options?: TrackingHarnessOptions) =>
  fixtureForFile(
    () => startTracking(options),
    (harness) => harness.stop(),
  );

/** The problem of an event's data against its contract's schema (every entry event has the same), or undefined. */
export const entryDataProblem = (event: DomainEvent): string | undefined =>
  checkEventData(TimeEntryCreated.schema, event).problem;

export { failureOf } from '@workmesh/testing';

export const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A team whose week began at least a day ago (so a few hours back are this week), its
 * member 0 limited to `limitHours` a week (weekly-limits.test.ts, replicas.test.ts).
 */
export function limitedTeam(h: Pick<Harness, 'team' | 'teams'>, limitHours: number): TeamFixture {
  const fixture = h.team();
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000);
  const weekStart = twoDaysAgo.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
  h.teams.changeSettings(fixture, { week_start: weekStart.toLowerCase() });
  h.teams.setPay(fixture, fixture.members[0], { ...RATES, weekly_limit: limitHours });
  return fixture;
}
