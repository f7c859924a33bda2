// The scheduling service for a component test: in-process on port 0, against a MongoDB
// of the test file's own and the real RabbitMQ under a private prefix, with a stub teams
// service (GetMembership, ResolveGroups, ResolveMembers) answering from the teams and
// groups the test makes, able to be made "down". The test's own bus sees every event
// the service emits.
import {
  createClient,
  createLogger,
  mongoose,
  SCHEDULING_APPROVED_WEEKS,
  schedulingProto,
  type Connection,
  type DomainEvent,
  type PromiseClient,
  type SchedulingDefinition,
} from '@workmesh/platform';
import {
  declaredBrokerObjects,
  fixtureForFile,
  startServiceTestEnvironment,
  StubTeams,
  TestBus,
  type EventLog,
  type StubUser as User,
  type TeamFixture,
} from '@workmesh/testing';
import { createSchedulingApp, loadSchedulingConfig, type SchedulingConfig } from '../src';
import type { ScheduleEntryDocument } from '../src/models';

export const logger = createLogger('scheduling-test', process.env.TEST_LOG_LEVEL ?? 'silent');

export type SchedulingClient = PromiseClient<SchedulingDefinition>;
export type AddScheduleRequest = Parameters<SchedulingClient['AddSchedule']>[0];

export type { TeamFixture };

export const SCHEDULE_EVENTS = ['schedule.created', 'schedule.deleted'];
export const TIME_OFF_EVENTS = [
  'time_off.requested',
  'time_off.approved',
  'time_off.rejected',
  'time_off.cancelled',
];

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
  events: EventLog;
  /** The test's own connection to the broker: publishes as other services would. */
  bus: TestBus;
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
  const teams = new StubTeams({ firstTeamId: 400, firstGroupId: 70 });
  await teams.start(logger);
  const bus = await TestBus.connect(environment, logger);
  const events = await bus.record([...SCHEDULE_EVENTS, ...TIME_OFF_EVENTS]);
  const config = loadSchedulingConfig({ ...environment.env, TEAMS_GRPC_ADDRESS: teams.address });
  const app = await createSchedulingApp(config, logger);
  const client: SchedulingClient = createClient(
    schedulingProto().Scheduling.service,
    `127.0.0.1:${app.port}`,
    { deadlineMs: 30_000 },
  );
  const db = await mongoose.createConnection(config.MONGO_URL).asPromise();

  const team = (size: { managers?: number; members?: number } = {}) => teams.team(size);

  return {
    client,
    teams,
    events,
    bus,
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
      await environment.stop(
        declaredBrokerObjects(environment.prefix, [SCHEDULING_APPROVED_WEEKS]),
      );
    },
  };
}

/** The scheduling service for this test file: started before its tests, stopped after them. */
export const schedulingForFile = () => fixtureForFile(startScheduling, (harness) => harness.stop());

export { failureOf } from '@workmesh/testing';

export const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const UTC_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
