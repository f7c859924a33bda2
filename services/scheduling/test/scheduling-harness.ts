// The scheduling service for a component test: in-process on port 0, against a MongoDB
// of the test file's own and the real RabbitMQ under a private prefix, with a stub teams
// service (GetMembership, ResolveGroups, ResolveMembers) answering from the teams and
// groups the test makes, able to be made "down". The test's own bus sees every event
// the service emits.
import {
  bindStubService,
  createClient,
  createLogger,
  invalidArgument,
  mongoose,
  notFound,
  schedulingProto,
  teamsProto,
  testSupport,
  unavailable,
  type Connection,
  type DomainEvent,
  type PromiseClient,
  type SchedulingDefinition,
} from '@workmesh/platform';
import { fixtureForFile, startServiceTestEnvironment } from '@workmesh/testing';
import { createSchedulingApp, loadSchedulingConfig, type SchedulingConfig } from '../src';
import type { ScheduleEntryDocument } from '../src/models';

export const logger = createLogger('scheduling-test', process.env.TEST_LOG_LEVEL ?? 'silent');

export type SchedulingClient = PromiseClient<SchedulingDefinition>;
export type AddScheduleRequest = Parameters<SchedulingClient['AddSchedule']>[0];

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

type TeamsMethod = 'GetMembership' | 'ResolveGroups' | 'ResolveMembers';

interface StubGroup {
  teamId: number;
  memberIds: number[];
  managerIds: number[];
}

/** teams as the scheduling service sees it: teams, their members' roles and their groups. */
export class StubTeams extends testSupport.StubService {
  private readonly teams = new Map<number, Map<number, Role>>();
  private readonly groups = new Map<number, StubGroup>();
  private readonly failing = new Set<TeamsMethod>();
  /** The user_ids of every ResolveMembers call, as asked. */
  readonly resolveMembersCalls: number[][] = [];
  private nextTeamId = 400;
  private nextUserId = 9000;
  private nextGroupId = 70;

  newTeam(): number {
    const teamId = this.nextTeamId++;
    this.teams.set(teamId, new Map());
    return teamId;
  }

  newUser(): User {
    return { id: this.nextUserId++ };
  }

  setRole(teamId: number, user: User, role: Role): void {
    this.teams.get(teamId)?.set(user.id, role);
  }

  newGroup(teamId: number, people: { members?: User[]; managers?: User[] }): number {
    const groupId = this.nextGroupId++;
    this.groups.set(groupId, {
      teamId,
      memberIds: (people.members ?? []).map((user) => user.id),
      managerIds: (people.managers ?? []).map((user) => user.id),
    });
    return groupId;
  }

  /** Makes these methods answer UNAVAILABLE (as a service that is down) until restored. */
  fail(...methods: TeamsMethod[]): () => void {
    methods.forEach((method) => this.failing.add(method));
    return () => methods.forEach((method) => this.failing.delete(method));
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
        const role = team.get(user_id);
        if (!role) throw notFound('MEMBERSHIP_NOT_FOUND', 'The user is not a member of this team.');
        return { team_id, user_id, role };
      },
      ResolveGroups: async ({ team_id, group_ids }) => {
        this.check('ResolveGroups');
        const found = group_ids.filter((id) => this.groups.get(id)?.teamId === team_id);
        return {
          groups: found.map((id) => {
            const group = this.groups.get(id) as StubGroup;
            return {
              id,
              team_id,
              name: `Group ${id}`,
              member_ids: group.memberIds,
              manager_ids: group.managerIds,
              created_at: '2026-01-01T00:00:00.000Z',
              updated_at: '2026-01-01T00:00:00.000Z',
            };
          }),
          missing_ids: group_ids.filter((id) => !found.includes(id)),
        };
      },
      ResolveMembers: async ({ team_id, user_ids }) => {
        this.check('ResolveMembers');
        this.resolveMembersCalls.push(user_ids);
        // As teams: the ids must be unique.
        if (new Set(user_ids).size !== user_ids.length)
          throw invalidArgument('INVALID_PARAMETERS', 'The user_ids must be unique.');
        const team = this.teams.get(team_id) ?? new Map<number, Role>();
        return {
          members: user_ids
            .filter((id) => team.has(id))
            .map((id) => ({ team_id, user_id: id, role: team.get(id) as Role })),
          missing_ids: user_ids.filter((id) => !team.has(id)),
        };
      },
    });
  }
}

export const SCHEDULE_EVENTS = ['schedule.created', 'schedule.deleted'];

/** The call options of a caller in their current team (none: a caller without a team). */
export const as = (user: User, teamId?: number) => ({
  caller: { userId: user.id, ...(teamId === undefined ? {} : { teamId }) },
});

export const asOwner = (fixture: TeamFixture) => as(fixture.owner, fixture.teamId);
export const asManager = (fixture: TeamFixture, index = 0) =>
  as(fixture.managers[index], fixture.teamId);
export const asMember = (fixture: TeamFixture, index = 0) =>
  as(fixture.members[index], fixture.teamId);

/** A valid one-time schedule: 2026-03-02 (a Monday) 09:00–17:00 UTC, 8 hours. */
export const oneTime = (fields: Partial<AddScheduleRequest> = {}): AddScheduleRequest => ({
  date_from: '2026-03-02',
  time_from: '09:00',
  time_to: '17:00',
  timezone: 'UTC',
  minimum_hours: 8,
  repetition: 'never',
  ...fields,
});

/** A valid weekly schedule: Mon, Wed, Fri 09:00–17:00 UTC from 2026-03-02 through 2026-03-15 (6 days). */
export const weekly = (fields: Partial<AddScheduleRequest> = {}): AddScheduleRequest =>
  oneTime({ repetition: 'weekly', day_repeat: 'mon,wed,fri', until: '2026-03-15', ...fields });

/** An entry as stored (the service's own collection). */
export type StoredEntry = ScheduleEntryDocument;

export interface Harness {
  client: SchedulingClient;
  teams: StubTeams;
  events: testSupport.EventLog;
  config: SchedulingConfig;
  /** The service's own database, to check what is (and is not) stored. */
  db: Connection;
  /** A team with an owner, managers and members. */
  team(size?: { managers?: number; members?: number }): TeamFixture;
  /** A user who belongs to no team. */
  outsider(): User;
  /** The stored entries matching the filter, by start then user then id. */
  stored(filter: Record<string, unknown>): Promise<StoredEntry[]>;
  /** How many entries are stored and outbox records written for a team (both 0 after a refusal). */
  writtenFor(teamId: number): Promise<{ entries: number; events: number }>;
  /** The outbox records of a type for a team: what was recorded with the writes. */
  recorded<T = Record<string, unknown>>(type: string, teamId: number): Promise<DomainEvent<T>[]>;
  /**
   * Resolves once every event recorded before it has reached the test's bus: it adds one
   * more schedule (in a team of its own) and waits for its event, and the relay
   * publishes oldest first. Then "no such event" can be checked on the bus.
   */
  eventsSettled(): Promise<void>;
  stop(): Promise<void>;
}

export async function startScheduling(): Promise<Harness> {
  const environment = await startServiceTestEnvironment('scheduling');
  const teams = new StubTeams();
  await teams.start(logger);
  const bus = await testSupport.TestBus.connect(environment, logger);
  const events = await bus.record(SCHEDULE_EVENTS);
  const config = loadSchedulingConfig({ ...environment.env, TEAMS_GRPC_ADDRESS: teams.address });
  const app = await createSchedulingApp(config, logger);
  const client: SchedulingClient = createClient(
    schedulingProto().Scheduling.service,
    `127.0.0.1:${app.port}`,
    { deadlineMs: 30_000 },
  );
  const db = await mongoose.createConnection(config.MONGO_URL).asPromise();

  const team = ({ managers = 0, members = 0 } = {}): TeamFixture => {
    const teamId = teams.newTeam();
    const fixture: TeamFixture = {
      teamId,
      owner: teams.newUser(),
      managers: Array.from({ length: managers }, () => teams.newUser()),
      members: Array.from({ length: members }, () => teams.newUser()),
    };
    teams.setRole(teamId, fixture.owner, 'owner');
    fixture.managers.forEach((user) => teams.setRole(teamId, user, 'manager'));
    fixture.members.forEach((user) => teams.setRole(teamId, user, 'member'));
    return fixture;
  };

  return {
    client,
    teams,
    events,
    config,
    db,
    team,
    outsider: () => teams.newUser(),
    stored: (filter) =>
      db
        .collection<StoredEntry>('schedule_entries')
        .find(filter)
        .sort({ start: 1, user_id: 1, _id: 1 })
        .toArray(),
    async writtenFor(teamId) {
      const [entries, events] = await Promise.all([
        db.collection('schedule_entries').countDocuments({ team_id: teamId }),
        db.collection('outbox').countDocuments({ 'event.data.team_id': teamId }),
      ]);
      return { entries, events };
    },
    async recorded<T>(type: string, teamId: number) {
      const records = await db
        .collection<{ event: DomainEvent<T> }>('outbox')
        .find({ type, 'event.data.team_id': teamId })
        .sort({ occurred_at: 1, _id: 1 })
        .toArray();
      return records.map((record) => record.event);
    },
    async eventsSettled() {
      const marker = team();
      const { sid } = await client.AddSchedule(oneTime({ title: 'Marker' }), asOwner(marker));
      await events.waitFor<{ sid: string; team_id: number }>(
        'schedule.created',
        (data) => data.sid === sid && data.team_id === marker.teamId,
      );
    },
    async stop() {
      client.close();
      await app.stop();
      await bus.close();
      await db.close();
      await teams.stop();
      await environment.stop(testSupport.declaredBrokerObjects(environment.prefix));
    },
  };
}

/** The scheduling service for this test file: started before its tests, stopped after them. */
export const schedulingForFile = () => fixtureForFile(startScheduling, (harness) => harness.stop());

export const { failureOf } = testSupport;

export const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const UTC_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
