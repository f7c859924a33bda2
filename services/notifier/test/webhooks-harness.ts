// The notifier for the webhook tests: in-process on port 0, against a MongoDB of the test
// file's own and the real RabbitMQ under a private prefix, with a stub teams service for
// roles (GetMembership) and a local HTTP receiver as every webhook target: the operator's
// WEBHOOK_URL is its /operator path, each subscription gets a path of its own. The test's
// bus publishes client.created, schedule.created, tracking's and invoices' events as their
// producers would. The mails some of them cause (budget alerts, sent invoices) stay in the
// test: a stub identity and a stub invoices answer for them, a mail catcher is the relay.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  connectMongo,
  createClient,
  createLogger,
  EventBus,
  newEvent,
  notifierProto,
  Outbox,
  subscriptionQueueNames,
  type Connection,
  type DomainEvent,
  type PromiseClient,
  type WebhooksDefinition,
} from '@workmesh/platform';
import {
  declaredBrokerObjects,
  eventually,
  fixtureForFile,
  startServiceTestEnvironment,
  startMailCatcher,
  StubIdentity,
  StubInvoices,
  StubTeams,
  TestBus,
  type MailCatcher,
  type StubUser as User,
  capturedLogs,
  type LogLine,
} from '@workmesh/testing';
import { connect } from 'amqplib';
import { createNotifierApp, type NotifierApp } from '../src/app';
import { loadNotifierConfig, type NotifierConfig } from '../src/config';
import { MAIL_QUEUE } from '../src/mail-consumer';
import {
  notifierRepository,
  OPERATOR_TARGET,
  type NotifierRepository,
  type WebhookDeliveryRecord,
  type WebhookEvent,
} from '../src/models';
import { WEBHOOK_DELIVERY_QUEUE } from '../src/webhook-delivery';
import { WEBHOOK_QUEUE } from '../src/webhook-fanout';
import { startScriptedReceiver, type ScriptedReceiver } from './webhook-receiver';

export const WEBHOOK_RETRY_DELAYS_MS = [200, 400, 800];
export const MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;
export const WEBHOOK_TIMEOUT_MS = 300;
/** The mails' retries: short, so that a mail's whole retry chain fits in a test. */
export const MAIL_RETRY_DELAYS_MS = [100, 200];
export const OPERATOR_SECRET = `whsec_${randomBytes(32).toString('base64')}`;
/** Longer than the whole retry chain (each step +20 %): a stray attempt would have come by then. */
export const QUIET_PERIOD_MS =
  WEBHOOK_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay * 1.2, 0) + 500;

/** The producer of each kind of event, by its type or the type's first part. */
const PRODUCER_OF: Record<string, string> = {
  'client.budget_threshold_reached': 'tracking',
  client: 'clients',
  schedule: 'scheduling',
  time_entry: 'tracking',
  timer: 'tracking',
  timesheet: 'tracking',
  expense: 'tracking',
  invoice: 'invoices',
};

const testLogger = createLogger('notifier-test', process.env.TEST_LOG_LEVEL ?? 'silent');

export interface TeamFixture {
  teamId: number;
  owner: User;
  manager: User;
  member: User;
}

/** teams as the notifier sees it: teams (each with an owner, a manager and a member). */
export interface NotifierTeams {
  team(): TeamFixture;
}

function notifierTeams(teams: StubTeams): NotifierTeams {
  return {
    team() {
      const { teamId, owner, managers, members } = teams.team({ managers: 1, members: 1 });
      return { teamId, owner, manager: managers[0], member: members[0] };
    },
  };
}

/** The call options of a user acting in a team. */
export const as = (user: User, teamId: number) => ({ caller: { userId: user.id, teamId } });
export const asOwner = (fixture: TeamFixture) => as(fixture.owner, fixture.teamId);

export interface Subscription {
  id: number;
  secret: string;
  /** The receiver's path it posts to. */
  path: string;
}

export interface WebhooksHarness {
  config: NotifierConfig;
  app: NotifierApp;
  client: PromiseClient<WebhooksDefinition>;
  teams: NotifierTeams;
  receiver: ScriptedReceiver;
  /** The SMTP relay the notifier mails through. */
  relay: MailCatcher;
  /** invoices' stand-in: the PDFs a sent invoice's mail attaches. */
  invoices: StubInvoices;
  /** The receiver's path of the operator's WEBHOOK_URL. */
  operatorPath: string;
  /** On a connection of the test's own (not the notifier's). */
  repository: NotifierRepository;
  /** That connection: the notifier's database, read by the tests (its outbox). */
  db: Connection;
  /** Records jobs (inside repository.transaction) for the running notifier to relay; never relays. */
  outbox: Outbox;
  logs: LogLine[];
  /** A target URL on the receiver that no other test uses, and its path. */
  newTarget(): { url: string; path: string };
  /** A subscription of the team (created by its owner) posting to a path of its own. */
  subscribe(fixture: TeamFixture, event: WebhookEvent): Promise<Subscription>;
  publish(type: string, data: Record<string, unknown>): Promise<DomainEvent>;
  /** Publishes the very same event (same id) again, as a redelivery would. */
  publishAgain(event: DomainEvent): Promise<void>;
  /**
   * An operator delivery of a new event written straight to MongoDB, with no job: `set`
   * puts it in the state a test needs (failed, stale), `timestamps: false` keeps its
   * updated_at as set.
   */
  operatorDelivery(
    set?: Record<string, unknown>,
    options?: { timestamps?: boolean },
  ): Promise<{ id: number; eventId: string }>;
  deliveriesOf(eventId: string): Promise<WebhookDeliveryRecord[]>;
  /** The delivery of an event to a subscription (or, with null, to the operator), once there. */
  deliveryOf(eventId: string, webhookId: number | null): Promise<WebhookDeliveryRecord>;
  /** Waits until the delivery satisfies the condition; answers it. */
  deliveryWhen(
    eventId: string,
    webhookId: number | null,
    condition: (delivery: WebhookDeliveryRecord) => boolean,
    timeoutMs?: number,
  ): Promise<WebhookDeliveryRecord>;
  /** The delivery ids of the jobs in notifier.webhook-deliveries.dlq so far (taken off it). */
  deadLetteredDeliveryIds(): Promise<number[]>;
  close(): Promise<void>;
}

export async function startWebhooksHarness({
  allowPrivateTargets = true,
}: { allowPrivateTargets?: boolean } = {}): Promise<WebhooksHarness> {
  const environment = await startServiceTestEnvironment('notifier');
  const teams = new StubTeams({ firstTeamId: 500 });
  await teams.start(testLogger);
  const identity = new StubIdentity();
  await identity.start(testLogger);
  const invoices = new StubInvoices();
  await invoices.start(testLogger);
  const relay = await startMailCatcher();
  const receiver = await startScriptedReceiver();
  const operatorUrl = `${receiver.base}/operator`;
  const config = loadNotifierConfig({
    ...environment.env,
    TEAMS_GRPC_ADDRESS: teams.address,
    IDENTITY_GRPC_ADDRESS: identity.address,
    INVOICES_GRPC_ADDRESS: invoices.address,
    SMTP_URL: relay.url,
    MAIL_RETRY_DELAYS_MS: MAIL_RETRY_DELAYS_MS.join(','),
    WEBHOOK_URL: operatorUrl,
    WEBHOOK_SECRET: OPERATOR_SECRET,
    WEBHOOK_TIMEOUT_MS: String(WEBHOOK_TIMEOUT_MS),
    WEBHOOK_RETRY_DELAYS_MS: WEBHOOK_RETRY_DELAYS_MS.join(','),
    WEBHOOK_ALLOW_PRIVATE_TARGETS: String(allowPrivateTargets),
    SHUTDOWN_TIMEOUT_MS: '2000',
  });

  const { logger, logs } = capturedLogs('notifier');
  const app = await createNotifierApp(config, logger);
  const client: PromiseClient<WebhooksDefinition> = createClient(
    notifierProto().Webhooks.service,
    `127.0.0.1:${app.port}`,
    { deadlineMs: 15_000 },
  );
  const bus = await TestBus.connect(environment, testLogger);
  const readConnection: Connection = await connectMongo(config.MONGO_URL, testLogger);
  const repository = notifierRepository(readConnection);
  const outbox = new Outbox({
    connection: readConnection,
    bus: new EventBus({ url: config.AMQP_URL, prefix: config.AMQP_PREFIX, logger: testLogger }),
    logger: testLogger,
  });

  const dlq = subscriptionQueueNames(
    environment.prefix,
    WEBHOOK_DELIVERY_QUEUE,
    WEBHOOK_RETRY_DELAYS_MS,
  ).dlq;
  const deadLettered: number[] = [];

  const deliveriesOf = async (eventId: string) => {
    const documents = await readConnection
      .collection<{ _id: number }>('webhook_deliveries')
      .find({ event_id: eventId })
      .sort({ _id: 1 })
      .toArray();
    return Promise.all(
      documents.map(async (document) => (await repository.webhookDeliveries.find(document._id))!),
    );
  };

  const deliveryWhen: WebhooksHarness['deliveryWhen'] = async (
    eventId,
    webhookId,
    condition,
    timeoutMs = 10_000,
  ) => {
    let found: WebhookDeliveryRecord | undefined;
    await eventually(
      async () => {
        found = (await deliveriesOf(eventId)).find((delivery) => delivery.webhook_id === webhookId);
        return found !== undefined && condition(found);
      },
      timeoutMs,
      `the delivery of ${eventId} to ${webhookId ?? 'the operator'} to be as expected (now ${found?.status})`,
    );
    return found!;
  };

  const newTarget = () => {
    const url = `${receiver.base}/${randomBytes(6).toString('hex')}`;
    return { url, path: receiver.pathOf(url) };
  };

  return {
    config,
    app,
    client,
    teams: notifierTeams(teams),
    receiver,
    relay,
    invoices,
    operatorPath: receiver.pathOf(operatorUrl),
    repository,
    db: readConnection,
    outbox,
    logs,
    newTarget,
    async subscribe(fixture, event) {
      const { url, path } = newTarget();
      const created = await client.CreateWebhook({ event, target_url: url }, asOwner(fixture));
      return { id: created.webhook!.id, secret: created.secret, path };
    },
    async publish(type, data) {
      const event = newEvent(
        type,
        data,
        PRODUCER_OF[type] ?? PRODUCER_OF[type.split('.')[0]] ?? 'scheduling',
      );
      await bus.publish(event);
      return event;
    },
    publishAgain: (event) => bus.publish(event),
    async operatorDelivery(set = {}, { timestamps = true } = {}) {
      const { first: id } = await repository.reserveIds('webhook_deliveries', 1);
      const eventId = randomUUID();
      await repository.webhookDeliveries.insertMany([
        {
          id,
          event_id: eventId,
          event_type: 'client.created',
          event: 'new_client',
          team_id: 1,
          webhook_id: null,
          target: OPERATOR_TARGET,
          body: JSON.stringify({ event: 'new_client' }),
        },
      ]);
      if (Object.keys(set).length > 0)
        await repository.webhookDeliveries.model.updateOne(
          { _id: id },
          { $set: set },
          { timestamps },
        );
      return { id, eventId };
    },
    deliveriesOf,
    deliveryOf: (eventId, webhookId) => deliveryWhen(eventId, webhookId, () => true),
    deliveryWhen,
    async deadLetteredDeliveryIds() {
      const connection = await connect(environment.amqpUrl);
      try {
        const channel = await connection.createChannel();
        for (;;) {
          const message = await channel.get(dlq, { noAck: true });
          if (!message) break;
          const event = JSON.parse(message.content.toString()) as DomainEvent<{
            delivery_id: number;
          }>;
          deadLettered.push(event.data.delivery_id);
        }
      } finally {
        await connection.close();
      }
      return [...deadLettered];
    },
    async close() {
      client.close();
      await bus.close();
      await app.stop();
      await receiver.close();
      await relay.stop();
      await teams.stop();
      await identity.stop();
      await invoices.stop();
      await readConnection.dropDatabase();
      await readConnection.close();
      await environment.stop(
        declaredBrokerObjects(environment.prefix, [
          { queue: WEBHOOK_QUEUE },
          { queue: WEBHOOK_DELIVERY_QUEUE, retryDelaysMs: WEBHOOK_RETRY_DELAYS_MS },
          { queue: MAIL_QUEUE, retryDelaysMs: MAIL_RETRY_DELAYS_MS },
        ]),
      );
    },
  };
}

/** The notifier for this test file: started before its tests, closed after them. */
export const webhooksForFile = (options?: { allowPrivateTargets?: boolean }) =>
  fixtureForFile(
    () => startWebhooksHarness(options),
    (harness) => harness.close(),
  );

/** A client.created event's data (clients' contract) for a team: a fresh client. */
export function clientCreated(
  teamId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const id = Number.parseInt(randomBytes(3).toString('hex'), 16) + 1;
  return {
    id,
    name: 'Acme Corporation',
    email: `billing-${id}@acme.example`,
    profile: `https://cdn.example/workmesh/profiles/${id}.png`,
    team_id: teamId,
    user_id: 77,
    retrieved_at: '2026-03-01 09:15:30',
    ...overrides,
  };
}

/** A schedule.created event's data (scheduling's contract) for a member of a team. */
export function scheduleCreated(
  teamId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    user_id: 42,
    team_id: teamId,
    sid: 'aB3dE5gH7j',
    title: 'Morning shift',
    hours: 7.5,
    shift_start: '08:00:00',
    shift_end: '16:30:00',
    start_date: '2026-03-02 08:00:00',
    end_date: '2026-03-27 16:30:00',
    repetition: 'weekly',
    day_repeat: 'mon,wed,fri',
    timezone: 'Europe/Berlin',
    entries: 12,
    created_by: 7,
    retrieved_at: '2026-03-01 10:00:00',
    ...overrides,
  };
}

export { eventually };
export { sleep } from '@workmesh/testing';
export { failureOf } from '@workmesh/testing';
export { timeOffRequest } from './notifier-fixture';

/** A time entry as tracking's events carry it (the API's view), of a team: a fresh manual one. */
/** expense.created's data as tracking records it (issue 35): the expense and its revision. */
export function expense(
  teamId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const id = Number.parseInt(randomBytes(3).toString('hex'), 16) + 1;
  return {
    id,
    team_id: teamId,
    user_id: 42,
    project_id: 12,
    client_id: 3,
    task_id: 77,
    category_id: 5,
    category_name: 'Mileage',
    date: '2026-11-23',
    amount: 12.75,
    currency: 'EUR',
    quantity: 42.5,
    unit_price: 0.3,
    unit_name: 'km',
    notes: 'Client visit',
    billable: true,
    untaxed: false,
    receipt: { filename: 'ticket.pdf', content_type: 'application/pdf', size: 2048 },
    locked: false,
    locked_reason: null,
    invoice_id: null,
    project_name: 'Engines',
    client_name: 'Acme Corporation',
    task_name: 'The mill',
    created_by: 42,
    revision: 1,
    created_at: '2026-11-23T11:31:00.000Z',
    updated_at: '2026-11-23T11:31:00.000Z',
    ...overrides,
  };
}

export function timeEntry(
  teamId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const id = Number.parseInt(randomBytes(3).toString('hex'), 16) + 1;
  return {
    id,
    team_id: teamId,
    user_id: 42,
    project_id: 12,
    client_id: 3,
    task_id: 77,
    description: 'Calibrating the mill',
    start: '2026-11-23T09:00:00.000Z',
    end: '2026-11-23T11:30:00.000Z',
    duration: 9000,
    billable: true,
    timezone: 'Europe/Berlin',
    bill_rate: 120,
    pay_rate: 45.5,
    pay_type: 'hourly',
    billable_amount: 300,
    cost_amount: 113.75,
    source: 'manual',
    locked: false,
    locked_reason: null,
    invoice_id: null,
    project_name: 'Engines',
    task_name: 'The mill',
    client_name: 'Acme Corporation',
    limit_overridden: false,
    // Billed in the client's EUR, paid in the team's USD (issue 34).
    currency: 'EUR',
    cost_currency: 'USD',
    rate_missing: false,
    revision: 1,
    created_at: '2026-11-23T11:31:00.000Z',
    updated_at: '2026-11-23T11:31:00.000Z',
    ...overrides,
  };
}

/** A timesheet as tracking's timesheet events carry it (without entries), of a team's member. */
export function timesheet(
  teamId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    team_id: teamId,
    user_id: 42,
    week: '2026-W48',
    from: '2026-11-22T23:00:00.000Z',
    to: '2026-11-29T23:00:00.000Z',
    timezone: 'Europe/Berlin',
    status: 'approved',
    // A week of an EUR client's and a USD client's entries: a row per currency, never one sum.
    totals: {
      seconds: 144000,
      billable_seconds: 126000,
      amounts: [
        { currency: 'EUR', billable_amount: 3000, cost_amount: 0 },
        { currency: 'USD', billable_amount: 1200, cost_amount: 1820 },
      ],
    },
    submitted_at: '2026-11-27T16:00:00.000Z',
    reviewed_at: '2026-11-30T09:00:00.000Z',
    reviewed_by: 7,
    comment: null,
    ...overrides,
  };
}

/** A client.budget_threshold_reached event's data (tracking's contract) for a team's client. */
export function budgetThresholdReached(
  teamId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    client_id: 314,
    team_id: teamId,
    client_name: 'Acme Corporation',
    budget_type: 'total_cost',
    threshold: 100,
    used_percent: 101.25,
    used_hours: 33.75,
    used_cost: 4050,
    limit_hours: 0,
    limit_cost: 4000,
    period_from: '2026-11-01T00:00:00.000Z',
    period_to: '2026-12-01T00:00:00.000Z',
    timezone: 'UTC',
    ...overrides,
  };
}

/**
 * An invoice's summary as invoices' events carry it (issue 20), of a team: a fresh draft
 * billing Acme $1,234.56 for November 2026, mailed to an address of its own.
 */
export function invoiceSummary(
  teamId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const id = Number.parseInt(randomBytes(3).toString('hex'), 16) + 1;
  return {
    invoice_id: id,
    team_id: teamId,
    team_name: 'Analytical Engines',
    client_id: 314,
    client_name: 'Acme Corporation',
    client_email: `billing-${id}@acme.example`,
    number: `INV-2026-${id}`,
    status: 'draft',
    period_from: '2026-11-01',
    period_to: '2026-11-30',
    issue_date: '2026-12-01',
    due_date: '2026-12-31',
    currency: 'USD',
    subtotal: 1122.33,
    tax_amount: 112.23,
    total: 1234.56,
    automatic: false,
    sent_at: null,
    paid_at: null,
    voided_at: null,
    updated_at: '2026-12-01T09:00:00.000Z',
    ...overrides,
  };
}
