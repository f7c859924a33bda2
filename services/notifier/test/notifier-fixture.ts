// The notifier in the test process, against a test MongoDB, the real RabbitMQ under
// a private prefix and a mail catcher as the SMTP relay; plus a test bus that plays
// identity: it publishes the events and listens for notification.mail_result; a stub
// identity service, asked for the users an event names by id only (timesheet.rejected,
// budget alerts, timer.stopped_at_limit); and a stub teams service, asked for a team's
// owners and managers (budget alerts).
import { randomBytes } from 'node:crypto';
import {
  connectMongo,
  createLogger,
  newEvent,
  NotificationMailResult,
  type Connection,
  type DomainEvent,
  type NotificationMailResultData as MailResultData,
  type TeamRole,
} from '@workmesh/platform';
import {
  declaredBrokerObjects,
  fixtureForFile,
  startMailCatcher,
  startServiceTestEnvironment,
  StubIdentity,
  StubTeams,
  TestBus,
  type CaughtMail,
  type MailCatcher,
  type RegisteredUser,
  capturedLogs,
  type LogLine,
} from '@workmesh/testing';
import { createNotifierApp, type NotifierApp } from '../src/app';
import { loadNotifierConfig, type NotifierConfig } from '../src/config';
import { MAIL_QUEUE } from '../src/mail-consumer';
import { notifierRepository, type MailDelivery } from '../src/models';
import { WEBHOOK_DELIVERY_QUEUE } from '../src/webhook-delivery';
import { WEBHOOK_QUEUE } from '../src/webhook-fanout';

export const RETRY_DELAYS_MS = [100, 200];
export const PUBLIC_URL = 'https://app.workmesh.test';
export const PRODUCT_NAME = 'Workmesh Test';

// Longer than the whole retry chain, so a second mail would have arrived by then.
export const QUIET_PERIOD_MS = RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0) + 500;

export interface NotifierFixture {
  config: NotifierConfig;
  app: NotifierApp;
  /** The relay the notifier sends to; replaced by restartRelay(). */
  relay: MailCatcher;
  /** identity's stand-in: register() users, fail() its methods. */
  identity: StubIdentity;
  /** teams' stand-in: teams of identity's users with their roles, fail() its methods. */
  teams: StubTeams;
  /** A team of users identity knows: owners, managers and members. */
  team(shape?: { owners?: number; managers?: number; members?: number }): ManagedTeam;
  /** Every notification.mail_result the notifier published. */
  results: DomainEvent<MailResultData>[];
  /** Every log line the notifier wrote, parsed. */
  logs: LogLine[];
  publish(type: string, data: Record<string, unknown>): Promise<DomainEvent>;
  /** Publishes the very same event (same id) again, as a redelivery would. */
  publishAgain(event: DomainEvent): Promise<void>;
  resultFor(eventId: string, timeoutMs?: number): Promise<DomainEvent<MailResultData>>;
  delivery(eventId: string): Promise<MailDelivery | null>;
  /** Takes the relay down: connections to its port are refused until restartRelay(). */
  stopRelay(): Promise<void>;
  restartRelay(): Promise<void>;
  close(): Promise<void>;
}

/** A team whose people identity knows (names and addresses). */
export interface ManagedTeam {
  teamId: number;
  owners: RegisteredUser[];
  managers: RegisteredUser[];
  members: RegisteredUser[];
}

/** The producer of each event type the tests publish. */
const producerOf = (type: string): string =>
  type.startsWith('timesheet.') || type.startsWith('timer.') || type.startsWith('client.budget')
    ? 'tracking'
    : type.startsWith('time_off.')
      ? 'scheduling'
      : 'identity';

export async function startNotifier(): Promise<NotifierFixture> {
  const environment = await startServiceTestEnvironment('notifier');
  let relay = await startMailCatcher();
  const testLogger = createLogger('notifier-test', 'silent');
  const identity = new StubIdentity();
  await identity.start(testLogger);
  const teams = new StubTeams({ firstTeamId: 700 });
  await teams.start(testLogger);
  const config = loadNotifierConfig({
    ...environment.env,
    SMTP_URL: relay.url,
    IDENTITY_GRPC_ADDRESS: identity.address,
    TEAMS_GRPC_ADDRESS: teams.address,
    PUBLIC_URL,
    PRODUCT_NAME,
    MAIL_RETRY_DELAYS_MS: RETRY_DELAYS_MS.join(','),
    SHUTDOWN_TIMEOUT_MS: '2000',
  });

  const { logger, logs } = capturedLogs('notifier');
  const app = await createNotifierApp(config, logger);

  const bus = await TestBus.connect(environment, testLogger);
  const results = await bus.record([NotificationMailResult.type]);

  const readConnection: Connection = await connectMongo(config.MONGO_URL, testLogger);
  const deliveries = notifierRepository(readConnection).mailDeliveries;

  return {
    config,
    app,
    get relay() {
      return relay;
    },
    identity,
    teams,
    team({ owners = 1, managers = 1, members = 1 } = {}) {
      const people = (count: number, label: string) =>
        Array.from({ length: count }, () => identity.register(label));
      const team = {
        owners: people(owners, 'Owner'),
        managers: people(managers, 'Manager'),
        members: people(members, 'Member'),
      };
      const roles = (users: RegisteredUser[], role: TeamRole) =>
        users.map((user): [number, TeamRole] => [user.id, role]);
      const teamId = teams.addTeam([
        ...roles(team.owners, 'owner'),
        ...roles(team.managers, 'manager'),
        ...roles(team.members, 'member'),
      ]);
      return { teamId, ...team };
    },
    results: results.events as DomainEvent<MailResultData>[],
    logs,
    async publish(type, data) {
      const event = newEvent(type, data, producerOf(type));
      await bus.publish(event);
      return event;
    },
    publishAgain: (event) => bus.publish(event),
    resultFor: (eventId, timeoutMs = 10_000) =>
      results.waitFor<MailResultData>(
        NotificationMailResult.type,
        (data) => data.event_id === eventId,
        timeoutMs,
      ),
    delivery: (eventId) => deliveries.find(eventId),
    stopRelay: () => relay.stop(),
    async restartRelay() {
      relay = await startMailCatcher({ port: relay.port });
    },
    async close() {
      await bus.close();
      await app.stop();
      await relay.stop();
      await identity.stop();
      await teams.stop();
      await readConnection.dropDatabase();
      await readConnection.close();
      // What the notifier declared on the shared broker: its queues and the exchange.
      await environment.stop(
        declaredBrokerObjects(environment.prefix, [
          { queue: MAIL_QUEUE, retryDelaysMs: RETRY_DELAYS_MS },
          { queue: WEBHOOK_QUEUE },
          { queue: WEBHOOK_DELIVERY_QUEUE, retryDelaysMs: config.WEBHOOK_RETRY_DELAYS_MS },
        ]),
      );
    },
  };
}

/** The notifier for this test file: started before its tests, closed after them. */
export const notifierForFile = () => fixtureForFile(startNotifier, (notifier) => notifier.close());

/** The mail the relay (whichever is current) took for an address: so far, or the first, waiting. */
export const mailLookups = (notifier: NotifierFixture) => ({
  mailsTo: (address: string): CaughtMail[] =>
    notifier.relay.messages.filter((mail) => mail.to.includes(address)),
  mailTo: (address: string) => notifier.relay.waitFor((mail) => mail.to.includes(address)),
});

export { eventually, sleep } from '@workmesh/testing';

/** A user.registered payload for a fresh user. */
export function registeredUser(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = randomBytes(4).toString('hex');
  return {
    user_id: Number.parseInt(id.slice(0, 6), 16),
    name: 'Ada Lovelace',
    email: `ada-${id}@example.test`,
    verification_token: `verify-${randomBytes(16).toString('hex')}`,
    team_id: 7,
    ...overrides,
  };
}

/** A user.password_reset_requested payload for a fresh user. */
export function passwordResetRequest(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const id = randomBytes(4).toString('hex');
  return {
    user_id: Number.parseInt(id.slice(0, 6), 16),
    name: 'Grace Hopper',
    email: `grace-${id}@example.test`,
    reset_token: `reset-${randomBytes(16).toString('hex')}`,
    expires_at: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    ...overrides,
  };
}

/** A team.invitation_sent payload, as teams emits it, to a fresh address. */
export function invitationSent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = randomBytes(4).toString('hex');
  return {
    invitation_id: Number.parseInt(id.slice(0, 6), 16),
    team_id: 42,
    team_name: 'Analytical Engines',
    email: `invitee-${id}@example.test`,
    role: 'manager',
    inviter_user_id: 7,
    inviter_name: 'Charles Babbage',
    accept_token: `accept-${randomBytes(16).toString('hex')}`,
    expires_at: '2030-01-02T03:04:05.000Z',
    ...overrides,
  };
}

/** A team.member_added payload for a fresh user, added directly unless overridden. */
export function memberAdded(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = randomBytes(4).toString('hex');
  return {
    team_id: 42,
    team_name: 'Analytical Engines',
    user_id: Number.parseInt(id.slice(0, 6), 16),
    email: `member-${id}@example.test`,
    role: 'member',
    via: 'direct',
    ...overrides,
  };
}

/** A task.assignee_changed payload, as tasks emits it, assigning a task to a fresh user. */
export function assigneeChanged(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = randomBytes(4).toString('hex');
  return {
    task_id: Number.parseInt(id.slice(0, 6), 16),
    task_name: 'Build the difference engine',
    project_id: 12,
    project_name: 'Engines',
    team_id: 42,
    assignee_user_id: Number.parseInt(id.slice(2, 8), 16),
    assignee_email: `assignee-${id}@example.test`,
    assignee_name: 'Ada Lovelace',
    previous_assignee_user_id: null,
    comment: '',
    changed_by: 7,
    changed_by_name: 'Charles Babbage',
    ...overrides,
  };
}

/** A timesheet.rejected payload, as tracking emits it, for a member reviewed by another user. */
/**
 * A time-off request as scheduling's time_off.* events carry it (the API's view): a
 * member's week before Christmas, 4 working days (a weekend and a holiday not counted).
 */
export function timeOffRequest(
  teamId: number,
  userId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id: 31,
    team_id: teamId,
    user_id: userId,
    policy_id: 2,
    policy_name: 'Vacation',
    paid: true,
    unit: 'days',
    from: '2026-12-21',
    to: '2026-12-28',
    half_day: null,
    hours: null,
    amount: 4,
    days: ['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-28'],
    status: 'approved',
    note: 'Family visit',
    comment: null,
    reviewed_by: null,
    created_by: userId,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function timesheetRejected(
  userId: number,
  reviewedBy: number | null,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    team_id: 42,
    user_id: userId,
    week: '2026-W48',
    // Monday 23 to Sunday 29 November, read in New York.
    from: '2026-11-23T05:00:00.000Z',
    to: '2026-11-30T05:00:00.000Z',
    timezone: 'America/New_York',
    status: 'rejected',
    totals: {
      seconds: 36000,
      billable_seconds: 36000,
      amounts: [{ currency: 'USD', billable_amount: 1200, cost_amount: 450 }],
    },
    submitted_at: '2026-11-27T21:00:00.000Z',
    reviewed_at: '2026-11-30T14:00:00.000Z',
    reviewed_by: reviewedBy,
    comment: 'Tuesday is missing.\nPlease add the client call.',
    ...overrides,
  };
}

/** A client.budget_threshold_reached payload, as tracking emits it: a monthly budget's 80 % alert. */
export function budgetThresholdReached(
  teamId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    client_id: 314,
    team_id: teamId,
    client_name: 'Acme',
    budget_type: 'hours_cost',
    threshold: 80,
    used_percent: 83.5,
    used_hours: 41.75,
    used_cost: 2087.5,
    limit_hours: 50,
    limit_cost: 2500,
    // November 2026, read in New York.
    period_from: '2026-11-01T04:00:00.000Z',
    period_to: '2026-12-01T05:00:00.000Z',
    timezone: 'America/New_York',
    ...overrides,
  };
}

/** A timer.stopped_at_limit payload, as tracking emits it: the member's timer ended at 40 hours. */
export function timerStoppedAtLimit(
  userId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    team_id: 42,
    user_id: userId,
    weekly_limit: 40,
    week: '2026-W48',
    time_entry: {
      id: 9001,
      team_id: 42,
      user_id: userId,
      project_id: 12,
      client_id: 3,
      task_id: 77,
      description: 'Calibrating the mill',
      start: '2026-11-27T13:00:00.000Z',
      // 17:30 in Berlin.
      end: '2026-11-27T16:30:00.000Z',
      duration: 12600,
      billable: true,
      timezone: 'Europe/Berlin',
      bill_rate: 120,
      pay_rate: 45.5,
      pay_type: 'hourly',
      billable_amount: 420,
      cost_amount: 159.25,
      source: 'timer',
      locked: false,
      locked_reason: null,
      invoice_id: null,
      project_name: 'Engines',
      task_name: 'The mill',
      client_name: 'Acme',
      limit_overridden: false,
      currency: 'USD',
      cost_currency: 'USD',
      rate_missing: false,
      revision: 2,
      created_at: '2026-11-27T13:00:00.000Z',
      updated_at: '2026-11-27T16:30:00.000Z',
    },
    ...overrides,
  };
}
