// The invoices service for a component test: in-process on port 0, against a MongoDB of
// the test file's own and the real RabbitMQ under a private prefix, with stub services
// for what it asks: teams (GetMembership, GetTeamProfile), clients (GetClientForTeam,
// ListAutoInvoiceClients), tracking (ClaimInvoiceEntries, ReleaseInvoiceEntries) and
// identity (GetUsers). Its clock is the test's: automatic invoicing is tried across
// period boundaries without waiting for them. The test's own bus sees every invoice event.
import {
  createClient,
  createLogger,
  invoicesProto,
  mongoose,
  type Connection,
  type InvoicesDefinition,
  type PromiseClient,
} from '@workmesh/platform';
import {
  declaredBrokerObjects,
  fixtureForFile,
  startServiceTestEnvironment,
  StubClients,
  StubIdentity,
  StubTeams,
  StubTracking,
  TestBus,
  type EventLog,
  type RegisteredUser,
  type StubClient,
} from '@workmesh/testing';
import {
  createInvoicesApp,
  loadInvoicesConfig,
  type InvoicesApp,
  type InvoicesConfig,
} from '../src';

export const logger = createLogger('invoices-test', process.env.TEST_LOG_LEVEL ?? 'silent');

export type InvoicesClient = PromiseClient<InvoicesDefinition>;
export type User = RegisteredUser;

export const INVOICE_EVENTS = [
  'invoice.created',
  'invoice.sent',
  'invoice.paid',
  'invoice.voided',
  'invoice.reminder_due',
  'invoice.late_fee_added',
];

/** A team with an owner, a manager and a member, and one client with invoice settings. */
export interface InvoiceTeam {
  teamId: number;
  owner: User;
  manager: User;
  member: User;
  clientId: number;
}

/** The call options of a caller in a team. */
export const as = (user: User, teamId: number) => ({ caller: { userId: user.id, teamId } });
export const asOwner = (team: InvoiceTeam) => as(team.owner, team.teamId);
export const asManager = (team: InvoiceTeam) => as(team.manager, team.teamId);
export const asMember = (team: InvoiceTeam) => as(team.member, team.teamId);

/** The test's clock: real time unless set. */
export class TestClock {
  private fixed: number | undefined;
  now = (): Date => new Date(this.fixed ?? Date.now());
  set(instant: string | Date): void {
    this.fixed = new Date(instant).getTime();
  }
  real(): void {
    this.fixed = undefined;
  }
}

export interface Harness {
  client: InvoicesClient;
  teams: StubTeams;
  clients: StubClients;
  tracking: StubTracking;
  identity: StubIdentity;
  events: EventLog;
  config: InvoicesConfig;
  clock: TestClock;
  db: Connection;
  /** The running process's admin port (/metrics). */
  metricsPort: number;
  /**
   * A team named "Team <id>" (time zone UTC unless given) and its client (invoice settings
   * as given, over clients' defaults; email and a billing address set).
   */
  team(options?: {
    timezone?: string;
    weekStart?: string;
    client?: Partial<StubClient>;
  }): InvoiceTeam;
  /** Another process of the service on the same database and broker (a second replica). */
  replica(): Promise<{ client: InvoicesClient; stop(): Promise<void> }>;
  /** Stops the service, runs `whileDown`, then starts it again on the same database and broker. */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export interface HarnessOptions {
  /** INVOICE_SCHEDULE_INTERVAL_MS: how often the passes look (long: a test runs them itself). */
  scheduleIntervalMs?: number;
  leaseMs?: number;
}

let clientSerial = 0;

export async function startInvoices(options: HarnessOptions = {}): Promise<Harness> {
  const environment = await startServiceTestEnvironment('invoices');
  const teams = new StubTeams({ firstTeamId: 600 });
  const clients = new StubClients({ firstProjectId: 700 });
  const tracking = new StubTracking({ firstEntryId: 1 });
  const identity = new StubIdentity({ firstUserId: 9000 });
  await Promise.all([
    teams.start(logger),
    clients.start(logger),
    tracking.start(logger),
    identity.start(logger),
  ]);
  const bus = await TestBus.connect(environment, logger);
  const events = await bus.record(INVOICE_EVENTS);
  const config = loadInvoicesConfig({
    ...environment.env,
    TEAMS_GRPC_ADDRESS: teams.address,
    CLIENTS_GRPC_ADDRESS: clients.address,
    TRACKING_GRPC_ADDRESS: tracking.address,
    IDENTITY_GRPC_ADDRESS: identity.address,
    INVOICE_SCHEDULE_INTERVAL_MS: String(options.scheduleIntervalMs ?? 200),
    INVOICE_LEASE_MS: String(options.leaseMs ?? 2000),
  });
  const clock = new TestClock();
  const start = () => createInvoicesApp(config, logger, { now: clock.now });
  const connect = (app: InvoicesApp): InvoicesClient =>
    createClient(invoicesProto().Invoices.service, `127.0.0.1:${app.port}`, {
      deadlineMs: 15_000,
    });
  let app = await start();
  let client = connect(app);
  const db = await mongoose.createConnection(config.MONGO_URL).asPromise();
  const replicas = new Set<InvoicesApp>();

  const team: Harness['team'] = ({
    timezone = 'UTC',
    weekStart = 'monday',
    client: given,
  } = {}) => {
    const teamId = teams.addTeam();
    const owner = identity.register('Owner');
    const manager = identity.register('Manager');
    const member = identity.register('Member');
    teams.setRole(teamId, owner, 'owner');
    teams.setRole(teamId, manager, 'manager');
    teams.setRole(teamId, member, 'member');
    teams.setTeamName(teamId, `Team ${teamId}`);
    teams.changeSettings(teamId, { timezone, week_start: weekStart });
    const clientId = 5000 + ++clientSerial;
    clients.setClient(teamId, {
      id: clientId,
      name: `Client ${clientId}`,
      email: `billing.${clientId}@example.com`,
      company: `Client ${clientId} Ltd`,
      ...given,
      address: {
        billing_address1: '1 Main Street',
        city: 'Springfield',
        zipcode: '12345',
        country: 'US',
        ...given?.address,
      },
      invoices: { ...given?.invoices },
    });
    return { teamId, owner, manager, member, clientId };
  };

  return {
    get client() {
      return client;
    },
    teams,
    clients,
    tracking,
    identity,
    events,
    config,
    clock,
    db,
    get metricsPort() {
      return app.metricsPort;
    },
    team,
    async replica() {
      const second = await start();
      replicas.add(second);
      const secondClient = connect(second);
      return {
        client: secondClient,
        async stop() {
          secondClient.close();
          replicas.delete(second);
          await second.stop();
        },
      };
    },
    async restart(whileDown) {
      client.close();
      await app.stop();
      await whileDown?.();
      app = await start();
      client = connect(app);
    },
    async stop() {
      client.close();
      await Promise.all([...replicas].map((replica) => replica.stop()));
      await app.stop();
      await bus.close();
      await db.close();
      await Promise.all([teams.stop(), clients.stop(), tracking.stop(), identity.stop()]);
      await environment.stop(declaredBrokerObjects(environment.prefix, []));
    },
  };
}

/** The invoices service for this test file: started before its tests, stopped after them. */
export const invoicesForFile = (options?: HarnessOptions) =>
  fixtureForFile(
    () => startInvoices(options),
    (harness) => harness.stop(),
  );

export { failureOf } from '@workmesh/testing';
