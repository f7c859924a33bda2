// The tracking service for the reports' component tests: in-process on port 0, its own
// MongoDB, the real RabbitMQ under a private prefix, stubs of teams (roles, settings) and
// identity (names). Entries are written straight into the service's store with the
// service's own record builder (newTimeEntryRecord), as entries the timer or a manual
// create would have left: the reports read them back through gRPC.
import {
  createClient,
  createLogger,
  DEFAULT_CURRENCY,
  mongoose,
  trackingProto,
  type Connection,
  type PromiseClient,
  toMinorUnits,
  type TrackingDefinition,
} from '@workmesh/platform';
import {
  fixtureForFile,
  startServiceTestEnvironment,
  StubIdentity,
  StubTeams,
  type RegisteredUser,
  type TeamSettings,
} from '@workmesh/testing';
import { createTrackingApp, loadTrackingConfig } from '../src';
import { trackingRepository, type TimeEntryRecord, type TrackingRepository } from '../src/models';
import { newTimeEntryRecord } from '../src/time-entry-rules';
import { trackingBrokerObjects } from './tracking-harness';

const logger = createLogger('tracking-reports-test', process.env.TEST_LOG_LEVEL ?? 'silent');

export type TrackingClient = PromiseClient<TrackingDefinition>;
export type User = RegisteredUser;

export interface ReportTeam {
  teamId: number;
  owner: User;
  manager: User;
  members: User[];
}

/** A project as an entry snapshots it. */
export interface EntryProject {
  id: number;
  name: string;
  clientId: number;
  clientName: string;
}

export interface EntrySeed {
  user: User;
  project: EntryProject;
  task?: { id: number; name: string } | null;
  /** ISO instant. */
  start: string;
  /** ISO instant; absent: running. */
  end?: string;
  billable?: boolean;
  /** Per hour, in `currency` (default 100). */
  billRate?: number;
  /** Per hour, in `costCurrency` (default 40). */
  payRate?: number;
  /** The bill's currency (the client's; default USD). */
  currency?: string;
  /** The cost's currency (the team's; default USD). */
  costCurrency?: string;
}

/** The call options of a caller in a team. */
export const as = (user: User, teamId: number) => ({ caller: { userId: user.id, teamId } });

export interface ReportsHarness {
  client: TrackingClient;
  teams: StubTeams;
  identity: StubIdentity;
  repository: TrackingRepository;
  /** A team: an owner, a manager, two members (or as many as asked); its zone as given. */
  team(settings?: { timezone?: string; week_start?: string; members?: number }): ReportTeam;
  /** Writes the entry into the store as the service would have. */
  entry(team: ReportTeam, seed: EntrySeed): Promise<TimeEntryRecord>;
  stop(): Promise<void>;
}

export async function startReports(): Promise<ReportsHarness> {
  const environment = await startServiceTestEnvironment('tracking');
  const teams = new StubTeams({ firstTeamId: 700 });
  const identity = new StubIdentity({ firstUserId: 17000 });
  await Promise.all([teams.start(logger), identity.start(logger)]);
  const config = loadTrackingConfig({
    ...environment.env,
    TEAMS_GRPC_ADDRESS: teams.address,
    IDENTITY_GRPC_ADDRESS: identity.address,
  });
  const app = await createTrackingApp(config, logger);
  const client: TrackingClient = createClient(
    trackingProto().Tracking.service,
    `127.0.0.1:${app.port}`,
    { deadlineMs: 15_000 },
  );
  const db: Connection = await mongoose.createConnection(config.MONGO_URL).asPromise();
  const repository = trackingRepository(db);

  return {
    client,
    teams,
    identity,
    repository,
    team({ timezone, week_start, members = 2 } = {}) {
      const teamId = teams.addTeam();
      const team: ReportTeam = {
        teamId,
        owner: identity.register('Owner'),
        manager: identity.register('Manager'),
        members: Array.from({ length: members }, () => identity.register('Member')),
      };
      teams.setRole(teamId, team.owner, 'owner');
      teams.setRole(teamId, team.manager, 'manager');
      team.members.forEach((user) => teams.setRole(teamId, user, 'member'));
      // GetTeamSettings answers what the stub holds: the tracking settings ride along.
      const settings = { default_net_term: 30, timezone, week_start };
      teams.setSettings(teamId, settings as TeamSettings);
      return team;
    },
    async entry(team, seed) {
      const { project } = seed;
      const currency = seed.currency ?? DEFAULT_CURRENCY;
      const costCurrency = seed.costCurrency ?? DEFAULT_CURRENCY;
      return repository.timeEntries.insert({
        ...newTimeEntryRecord({
          id: await repository.nextId('time_entries'),
          teamId: team.teamId,
          userId: seed.user.id,
          project: { ...project, clientCurrency: currency, isBillable: true },
          task: seed.task ? { ...seed.task, projectId: project.id, teamId: team.teamId } : null,
          // The rates as snapshotted in the entry's currencies (issue 34): a client's entries
          // bill in the client's currency, cost in the team's.
          rates: {
            billRate: toMinorUnits(seed.billRate ?? 100, currency)!,
            billLevel: 'member',
            payRate: toMinorUnits(seed.payRate ?? 40, costCurrency)!,
            payLevel: 'member',
            currency,
            costCurrency,
            rateMissing: false,
          },
          payType: 'hourly',
          timezone: 'UTC',
          source: seed.end ? 'manual' : 'timer',
          start: new Date(seed.start),
          end: seed.end ? new Date(seed.end) : null,
          description: '',
          billable: seed.billable ?? true,
        }),
      });
    },
    async stop() {
      client.close();
      await app.stop();
      await db.close();
      await Promise.all([teams.stop(), identity.stop()]);
      await environment.stop(trackingBrokerObjects(environment.prefix));
    },
  };
}

/** The service for this test file: started before its tests, stopped after them. */
export const reportsForFile = () => fixtureForFile(startReports, (harness) => harness.stop());

export { failureOf } from '@workmesh/testing';

let projectSerial = 0;
/** A project (and client) with fresh ids; clientId 0: a project without a client. */
export function project(name: string, client: { id?: number; name?: string } = {}): EntryProject {
  projectSerial += 1;
  return {
    id: 600 + projectSerial,
    name,
    clientId: client.id ?? 300 + projectSerial,
    clientName: client.name ?? `Client of ${name}`,
  };
}
