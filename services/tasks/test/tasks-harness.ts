// The tasks service for a component test: in-process on port 0, against a MongoDB of
// the test file's own and the real RabbitMQ under a private prefix, with stub services
// for what it asks: teams (GetMembership), clients (GetProjectForTeam) and identity
// (GetUsers), each answering from the teams, projects and users the test makes and
// able to be made "down". The test's own bus sees every event the service emits.
import {
  createClient,
  createLogger,
  mongoose,
  tasksProto,
  type Connection,
  type DomainEvent,
  type PromiseClient,
  type TasksDefinition,
} from '@workmesh/platform';
import {
  declaredBrokerObjects,
  fixtureForFile,
  startServiceTestEnvironment,
  StubClients,
  StubIdentity,
  StubTeams,
  TestBus,
  type EventLog,
  type RegisteredUser,
  type StubProject,
  type TeamFixture as TeamFixtureOf,
} from '@workmesh/testing';
import { createTasksApp, loadTasksConfig, type TasksConfig } from '../src';

export const logger = createLogger('tasks-test', process.env.TEST_LOG_LEVEL ?? 'silent');

export type TasksClient = PromiseClient<TasksDefinition>;

export type User = RegisteredUser;
export type Project = StubProject;

export type TeamFixture = TeamFixtureOf<User> & {
  /** A project of the team (clients). */
  project: Project;
};

export const TASK_EVENTS = [
  'task.created',
  'task.assignee_changed',
  'task.status_changed',
  'task.deleted',
];

/** The call options of a caller in their current team (none: a caller without a team). */
export const as = (user: User, teamId?: number) => ({
  caller: { userId: user.id, ...(teamId === undefined ? {} : { teamId }) },
});

/** The call options of a team's owner, in that team. */
export const asOwner = (fixture: TeamFixture) => as(fixture.owner, fixture.teamId);

/** The call options of a team's first member (role member), in that team. */
export const asMember = (fixture: TeamFixture, index = 0) =>
  as(fixture.members[index], fixture.teamId);

export interface Harness {
  client: TasksClient;
  teams: StubTeams;
  clients: StubClients;
  identity: StubIdentity;
  events: EventLog;
  config: TasksConfig;
  /** The service's own database, to check what is (and is not) stored. */
  db: Connection;
  /** A team with an owner, managers and members (registered in identity) and one project. */
  team(size?: { managers?: number; members?: number }): TeamFixture;
  /** A registered user who belongs to no team. */
  outsider(): User;
  /** The outbox records of a type for a task: what was recorded with the write. */
  recorded<T = Record<string, unknown>>(type: string, taskId: number): Promise<DomainEvent<T>[]>;
  /**
   * Resolves once every event recorded before it has reached the test's bus: it records
   * one more (a task of a team of its own) and waits for it, and the relay publishes
   * oldest first. Then "no such event" can be checked on the bus.
   */
  eventsSettled(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTasks(): Promise<Harness> {
  const environment = await startServiceTestEnvironment('tasks');
  const teams = new StubTeams({ firstTeamId: 300 });
  const clients = new StubClients();
  const identity = new StubIdentity({ firstUserId: 7000 });
  await Promise.all([teams.start(logger), clients.start(logger), identity.start(logger)]);
  const bus = await TestBus.connect(environment, logger);
  const events = await bus.record(TASK_EVENTS);
  const config = loadTasksConfig({
    ...environment.env,
    TEAMS_GRPC_ADDRESS: teams.address,
    CLIENTS_GRPC_ADDRESS: clients.address,
    IDENTITY_GRPC_ADDRESS: identity.address,
  });
  const app = await createTasksApp(config, logger);
  const client: TasksClient = createClient(tasksProto().Tasks.service, `127.0.0.1:${app.port}`, {
    deadlineMs: 15_000,
  });
  const db = await mongoose.createConnection(config.MONGO_URL).asPromise();

  const team = ({ managers = 0, members = 0 } = {}): TeamFixture => {
    const teamId = teams.addTeam();
    const fixture: TeamFixture = {
      teamId,
      owner: identity.register('Owner'),
      managers: Array.from({ length: managers }, () => identity.register('Manager')),
      members: Array.from({ length: members }, () => identity.register('Member')),
      project: clients.project(teamId),
    };
    teams.setRole(teamId, fixture.owner, 'owner');
    fixture.managers.forEach((user) => teams.setRole(teamId, user, 'manager'));
    fixture.members.forEach((user) => teams.setRole(teamId, user, 'member'));
    return fixture;
  };

  return {
    client,
    teams,
    clients,
    identity,
    events,
    config,
    db,
    team,
    outsider: () => identity.register('Outsider'),
    async recorded<T>(type: string, taskId: number) {
      const records = await db
        .collection<{ event: DomainEvent<T> }>('outbox')
        .find({ type, 'event.data.task_id': taskId })
        .toArray();
      return records.map((record) => record.event);
    },
    async eventsSettled() {
      const marker = team();
      const task = await client.CreateTask(
        { project_id: marker.project.id, name: 'Marker' },
        asOwner(marker),
      );
      await events.waitFor<{ task_id: number }>('task.created', (data) => data.task_id === task.id);
    },
    async stop() {
      client.close();
      await app.stop();
      await bus.close();
      await db.close();
      await Promise.all([teams.stop(), clients.stop(), identity.stop()]);
      await environment.stop(declaredBrokerObjects(environment.prefix));
    },
  };
}

/** The tasks service for this test file: started before its tests, stopped after them. */
export const tasksForFile = () => fixtureForFile(startTasks, (harness) => harness.stop());

export { failureOf } from '@workmesh/testing';

export const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
