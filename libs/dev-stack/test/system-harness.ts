// The end-to-end tests' system: the stack started the way `npm start` starts it (separate
// processes, embedded MongoDB, mail catcher, the real RabbitMQ), an operator webhook
// receiver, and the HTTP helpers every system test talks to the gateway with (each answer
// checked against gateway/openapi.yaml), the registration and invitation flows included.
// `useSystem` registers the Jest hooks that start and stop it around a test file.
import { createClient, type ClientOptions, type WorkmeshClient } from '@workmesh/client';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AUDIT_USER_ERASURE,
  CLIENTS_USER_ERASURE,
  eventsExchangeName,
  INVOICES_USER_ERASURE,
  NOTIFIER_USER_ERASURE,
  SCHEDULING_USER_ERASURE,
  subscriptionQueueNames,
  TASKS_USER_ERASURE,
  TEAMS_USER_ERASURE,
  TRACKING_USER_ERASURE,
} from '@workmesh/platform';

const USER_ERASURE_SUBSCRIPTIONS = [
  TEAMS_USER_ERASURE,
  CLIENTS_USER_ERASURE,
  TASKS_USER_ERASURE,
  SCHEDULING_USER_ERASURE,
  TRACKING_USER_ERASURE,
  INVOICES_USER_ERASURE,
  NOTIFIER_USER_ERASURE,
  AUDIT_USER_ERASURE,
];
import {
  deleteBrokerObjects,
  startTcpProxy,
  startWebhookReceiver,
  TEST_AMQP_URL,
  testAmqpPrefix,
  type CaughtMail,
  type ReceivedWebhook,
  type TcpProxy,
  type WebhookReceiver,
} from '@workmesh/testing';
import { startStack, type RunningStack } from '../src';
// The gateway's OpenAPI contract (gateway/openapi.yaml): every answer is checked against it.
// Compiled output (tsc -b builds the gateway first), until dev-stack depends on @workmesh/gateway.
import { ResponseValidator } from '@workmesh/gateway';

export const AUTH_ERROR = { error: 401, message: 'Invalid or missing authentication token' };

/** The operator's WEBHOOK_SECRET (WEBHOOK_URL gets every event of every team). */
export const OPERATOR_WEBHOOK_SECRET = `whsec_${Buffer.from('e2e-webhook-secret-0123456789ab').toString('base64')}`;
/** Short retry steps: the retry queues are declared (and cleaned up) by these delays. */
export const WEBHOOK_RETRY_DELAYS_MS = [500, 1000, 2000];
/** The notifier's mail retry steps (its default), for cleaning up their queues. */
const MAIL_RETRY_DELAYS_MS = [5000, 30000, 120000, 600000];

export interface SystemOptions {
  /** Names the broker prefix and the data directory of this file's stack. */
  name: string;
  /** identity reaches RabbitMQ through a TCP proxy, so a test can cut the broker off. */
  proxyIdentityBroker?: boolean;
  /** Gateway processes (1 unless given); `httpVia(stack.gatewayUrls[i])` talks to the others. */
  gatewayReplicas?: number;
  /** More environment per process (`invoices: { INVOICE_SCHEDULE_INTERVAL_MS: '500' }`). */
  envFor?: Record<string, Record<string, string>>;
}

export interface HttpAnswer {
  status: number;
  // The gateway's JSON, as each test reads it.
  body: any;
}

export type RegisteredUser = Awaited<ReturnType<System['register']>>;

export class System {
  stack!: RunningStack;
  /** The operator's WEBHOOK_URL: every event of every team. */
  operatorHooks!: WebhookReceiver;
  /** identity's way to RabbitMQ, when `proxyIdentityBroker`. */
  identityBrokerLink?: TcpProxy;
  /** The processes' output: only read when a test failed; trimmed after each test. */
  readonly logs: string[] = [];
  /** The stack's broker prefix (a test publishing as a service would). */
  readonly prefix: string;
  private dataDir = '';
  private readonly contract = ResponseValidator.load();
  private counter = 0;

  constructor(private readonly options: SystemOptions) {
    this.prefix = testAmqpPrefix(options.name);
  }

  async start(): Promise<void> {
    this.dataDir = mkdtempSync(path.join(os.tmpdir(), `workmesh-${this.options.name}-`));
    this.operatorHooks = await startWebhookReceiver();
    const envFor: Record<string, Record<string, string>> = {
      ...this.options.envFor,
      notifier: {
        WEBHOOK_RETRY_DELAYS_MS: WEBHOOK_RETRY_DELAYS_MS.join(','),
        ...this.options.envFor?.notifier,
      },
    };
    if (this.options.proxyIdentityBroker) {
      const broker = new URL(TEST_AMQP_URL);
      this.identityBrokerLink = await startTcpProxy({
        host: broker.hostname,
        port: Number(broker.port || 5672),
      });
      const viaProxy = new URL(TEST_AMQP_URL);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(this.identityBrokerLink.port);
      envFor.identity = { AMQP_URL: viaProxy.toString() };
    }
    this.stack = await startStack({
      config: {
        DATA_DIR: this.dataDir,
        AMQP_URL: TEST_AMQP_URL,
        AMQP_PREFIX: this.prefix,
        GATEWAY_PORT: 0,
        LOG_LEVEL: 'warn',
        MONGO_URL: process.env.MONGO_URL,
        WEBHOOK_URL: this.operatorHooks.url,
        WEBHOOK_SECRET: OPERATOR_WEBHOOK_SECRET,
        WEBHOOK_ALLOW_PRIVATE_TARGETS: true,
      },
      freePorts: true,
      // Every test user registers from 127.0.0.1.
      extraEnv: { SCRYPT_COST: '16384', REGISTRATIONS_PER_IP: '1000' },
      envFor,
      gatewayReplicas: this.options.gatewayReplicas,
      sink: (source, line) => this.logs.push(`[${source}] ${line}`),
    });
  }

  async stop(): Promise<void> {
    await this.stack?.stop();
    await this.identityBrokerLink?.close();
    await this.operatorHooks?.close();
    // The notifier's durable queues and the exchange outlive the processes: remove them.
    const queues = [
      subscriptionQueueNames(this.prefix, 'notifier.mail', MAIL_RETRY_DELAYS_MS),
      subscriptionQueueNames(this.prefix, 'identity.team-events'),
      subscriptionQueueNames(this.prefix, 'clients.task-events'),
      subscriptionQueueNames(this.prefix, 'notifier.webhooks'),
      subscriptionQueueNames(this.prefix, 'notifier.webhook-deliveries', WEBHOOK_RETRY_DELAYS_MS),
      subscriptionQueueNames(this.prefix, 'tracking.budget-use'),
      subscriptionQueueNames(this.prefix, 'tracking.invoice-voids'),
      subscriptionQueueNames(this.prefix, 'tracking.import-members'),
      subscriptionQueueNames(this.prefix, 'scheduling.approved-weeks'),
      subscriptionQueueNames(this.prefix, 'audit.changes'),
      // Each data-holding service's consumer of user.erased (account erasure).
      ...USER_ERASURE_SUBSCRIPTIONS.map(({ queue }) => subscriptionQueueNames(this.prefix, queue)),
    ];
    await deleteBrokerObjects(TEST_AMQP_URL, {
      queues: queues.flatMap((names) => [names.main, ...names.retries, names.dlq]),
      exchanges: [eventsExchangeName(this.prefix)],
    });
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** The mail catcher of the stack (it runs unless SMTP_URL is given, never in tests). */
  get mail() {
    return this.stack.mail!;
  }

  /** A gateway request; its answer must be one the OpenAPI description documents (status and body). */
  gatewayFetch = (route: string, init: RequestInit): Promise<Response> =>
    this.fetchVia(this.stack.gatewayUrl, route, init);

  private fetchVia = async (
    gatewayUrl: string,
    route: string,
    init: RequestInit,
  ): Promise<Response> => {
    const response = await fetch(`${gatewayUrl}${route}`, init);
    const text = await response.clone().text();
    const contentType = response.headers.get('content-type') ?? undefined;
    this.contract.assertValid({
      method: init.method ?? 'GET',
      path: route,
      status: response.status,
      contentType,
      body: text && contentType?.includes('json') ? JSON.parse(text) : text || undefined,
    });
    return response;
  };

  /**
   * The SDK (`@workmesh/client`) on the gateway (or one replica), as a client developer
   * uses it; every answer it gets must be one the OpenAPI description documents.
   */
  sdk = (
    token?: string,
    gatewayUrl: string = this.stack.gatewayUrl,
    options: Partial<ClientOptions> = {},
  ): WorkmeshClient =>
    createClient({ baseUrl: gatewayUrl, token, fetch: this.validatingFetch, ...options });

  /** A fetch whose every answer is checked against the description (status, type, body). */
  validatingFetch = async (
    input: Request | string | URL,
    init?: RequestInit,
  ): Promise<Response> => {
    const request = new Request(input, init);
    const response = await fetch(request);
    const url = new URL(request.url);
    const contentType = response.headers.get('content-type') ?? undefined;
    const text = await response.clone().text();
    this.contract.assertValid({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      status: response.status,
      contentType,
      body: text && contentType?.includes('json') ? JSON.parse(text) : text || undefined,
    });
    return response;
  };

  /** A JSON request to the gateway, with the caller's token and any extra headers. */
  http = (
    method: string,
    route: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> =>
    this.httpVia(this.stack.gatewayUrl)(method, route, body, token, headers);

  /** The same JSON requests to one gateway replica (`stack.gatewayUrls`). */
  httpVia =
    (gatewayUrl: string) =>
    async (
      method: string,
      route: string,
      body?: unknown,
      token?: string,
      headers: Record<string, string> = {},
    ): Promise<HttpAnswer> => {
      const response = await this.fetchVia(gatewayUrl, route, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    };

  uniqueEmail = () => `user${Date.now()}${this.counter++}@example.com`;

  /** `extra`: other registration fields (timezone, name, …). */
  register = async (
    email = this.uniqueEmail(),
    password = 'correct horse battery',
    extra: Record<string, unknown> = {},
  ) => {
    const response = await this.http('POST', '/api/v3/user/register', {
      name: 'Ada Lovelace',
      email,
      password,
      c_password: password,
      ...extra,
    });
    expect(response.status).toBeLessThan(300);
    return { email, password, user: response.body };
  };

  /**
   * A registered user who accepted the owner's mailed invitation into the owner's team;
   * `terms` are the invitation's other fields (pay_rate, bill_rate, pay_type, …).
   */
  invitedMember = async (
    owner: RegisteredUser,
    role = 'member',
    terms: Record<string, unknown> = {},
    registration: Record<string, unknown> = {},
  ) => {
    const email = this.uniqueEmail();
    const sent = await this.http(
      'POST',
      '/api/v3/team/sendInvitation',
      { team_id: owner.user.current_team_id, email, role, ...terms },
      owner.user.token,
    );
    expect(sent.status).toBe(200);
    const mail = await this.mail.waitFor((message) => message.to.includes(email));
    const token = new URL(linkIn(mail, /http\S+accept-invitation\?token=[\w-]+/)).searchParams.get(
      'token',
    );
    const member = await this.register(email, undefined, registration);
    expect(
      (await this.http('POST', '/api/v3/team/acceptInvitation', { token }, member.user.token))
        .status,
    ).toBe(200);
    return member;
  };

  /** Makes the team the user's current one: the team every later call of theirs acts in. */
  switchTeam = async (user: RegisteredUser, teamId: number) => {
    const switched = await this.http(
      'POST',
      '/api/v3/user/switchTeam',
      { team_id: teamId },
      user.user.token,
    );
    expect(switched.status).toBe(200);
    expect(switched.body.current_team_id).toBe(teamId);
  };
}

/** The first link in the mail's text matching the pattern. */
export function linkIn(mail: CaughtMail, pattern: RegExp): string {
  const match = pattern.exec(mail.text);
  if (!match) throw new Error(`no link matching ${pattern} in: ${mail.text}`);
  return match[0];
}

/**
 * Whether a delivery carries a valid Standard Webhooks signature for the secret, checked
 * the way a receiver does: HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`,
 * keyed with the secret's base64-decoded bytes, among the header's `v1,` signatures.
 */
export function hasValidSignature(hook: ReceivedWebhook, secret: string): boolean {
  const id = hook.headers['webhook-id'];
  const timestamp = hook.headers['webhook-timestamp'];
  const signatures = hook.headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string')
    return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${id}.${timestamp}.${hook.body}`)
    .digest('base64');
  return signatures.split(' ').includes(`v1,${expected}`);
}

/** The system for this test file: started before its tests, stopped after them. */
export function useSystem(options: SystemOptions): System {
  const system = new System(options);
  beforeAll(() => system.start(), 120_000);
  afterAll(() => system.stop());
  afterEach(() => {
    // Process output only matters when a test failed; keep the buffer small.
    system.logs.splice(0, Math.max(0, system.logs.length - 200));
  });
  return system;
}
