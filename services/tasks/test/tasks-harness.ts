// The tasks service for a component test: in-process on port 0, against a MongoDB of
// the test file's own and the real RabbitMQ under a private prefix, with stub services
// for what it asks: teams (GetMembership), clients (GetProjectForTeam) and identity
// (GetUsers), each answering from the teams, projects and users the test makes and
// able to be made "down". The test's own bus sees every event the service emits.
import {
  bindStubService,
  clientsProto,
  createClient,
  createLogger,
  identityProto,
  mongoose,
  notFound,
  tasksProto,
  teamsProto,
  testSupport,
  unavailable,
  type Connection,
  type DomainEvent,
  type PromiseClient,
  type TasksDefinition,
} from '@workmesh/platform';
import { fixtureForFile, startServiceTestEnvironment } from '@workmesh/testing';
import { createTasksApp, loadTasksConfig, type TasksConfig } from '../src';

export const logger = createLogger('tasks-test', process.env.TEST_LOG_LEVEL ?? 'silent');

export type TasksClient = PromiseClient<TasksDefinition>;

export type Role = 'owner' | 'manager' | 'member';

export interface User {
  id: number;
  name: string;
  email: string;
}

export interface Project {
  id: number;
  name: string;
}

export interface TeamFixture {
  teamId: number;
  owner: User;
  managers: User[];
  members: User[];
  /** A project of the team (clients). */
  project: Project;
}

/** Makes the methods of a stub answer UNAVAILABLE (as a service that is down) until restored. */
class Failing<Method extends string> {
  private readonly failing = new Set<Method>();

  fail(...methods: Method[]): () => void {
    for (const method of methods) this.failing.add(method);
    return () => methods.forEach((method) => this.failing.delete(method));
  }

  check(method: Method, service: string): void {
    if (this.failing.has(method)) throw unavailable('SERVICE_UNAVAILABLE', `${service} is down`);
  }
}

/** identity as the tasks service sees it: registered users' names and addresses. */
export class StubIdentity extends testSupport.StubService {
  private readonly users = new Map<number, User>();
  private readonly failing = new Failing<'GetUsers'>();
  private nextId = 7000;

  register(label = 'User'): User {
    const id = this.nextId++;
    const user = { id, name: `${label} ${id}`, email: `user.${id}@example.com` };
    this.users.set(id, user);
    return user;
  }

  fail(...methods: 'GetUsers'[]): () => void {
    return this.failing.fail(...methods);
  }

  protected binding() {
    return bindStubService('workmesh.identity.v1.Identity', identityProto().Identity.service, {
      GetUsers: async ({ user_ids }) => {
        this.failing.check('GetUsers', 'identity');
        return {
          users: user_ids.flatMap((id) => {
            const user = this.users.get(id);
            return user ? [{ id: user.id, name: user.name, email: user.email }] : [];
          }),
        };
      },
    });
  }
}

/** teams as the tasks service sees it: teams and their members' roles. */
export class StubTeams extends testSupport.StubService {
  private readonly teams = new Map<number, Map<number, Role>>();
  private readonly failing = new Failing<'GetMembership'>();
  private nextTeamId = 300;

  newTeam(): number {
    const teamId = this.nextTeamId++;
    this.teams.set(teamId, new Map());
    return teamId;
  }

  setRole(teamId: number, user: User, role: Role): void {
    this.teams.get(teamId)?.set(user.id, role);
  }

  fail(...methods: 'GetMembership'[]): () => void {
    return this.failing.fail(...methods);
  }

  protected binding() {
    return bindStubService('workmesh.teams.v1.Teams', teamsProto().Teams.service, {
      GetMembership: async ({ team_id, user_id }) => {
        this.failing.check('GetMembership', 'teams');
        const team = this.teams.get(team_id);
        if (!team) throw notFound('TEAM_NOT_FOUND', 'Team not found');
        const role = team.get(user_id);
        if (!role) throw notFound('MEMBERSHIP_NOT_FOUND', 'The user is not a member of this team.');
        return { team_id, user_id, role };
      },
    });
  }
}

/** clients as the tasks service sees it: the projects of teams. */
export class StubClients extends testSupport.StubService {
  private readonly projects = new Map<number, Project & { teamId: number }>();
  private readonly failing = new Failing<'GetProjectForTeam'>();
  private nextId = 50;

  project(teamId: number, name = `Project ${this.nextId}`): Project {
    const project = { id: this.nextId++, name };
    this.projects.set(project.id, { ...project, teamId });
    return project;
  }

  fail(...methods: 'GetProjectForTeam'[]): () => void {
    return this.failing.fail(...methods);
  }

  protected binding() {
    return bindStubService('workmesh.clients.v1.Clients', clientsProto().Clients.service, {
      GetProjectForTeam: async ({ project_id, team_id }) => {
        this.failing.check('GetProjectForTeam', 'clients');
        const project = this.projects.get(project_id);
        if (!project || project.teamId !== team_id)
          throw notFound('PROJECT_NOT_FOUND', 'Project not found');
        return { id: project.id, project: project.name, team_id };
      },
    });
  }
}

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
  events: testSupport.EventLog;
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
  const teams = new StubTeams();
  const clients = new StubClients();
  const identity = new StubIdentity();
  await Promise.all([teams.start(logger), clients.start(logger), identity.start(logger)]);
  const bus = await testSupport.TestBus.connect(environment, logger);
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
    const teamId = teams.newTeam();
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
      await environment.stop(testSupport.declaredBrokerObjects(environment.prefix));
    },
  };
}

/** The tasks service for this test file: started before its tests, stopped after them. */
export const tasksForFile = () => fixtureForFile(startTasks, (harness) => harness.stop());

export const { failureOf } = testSupport;

export const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
