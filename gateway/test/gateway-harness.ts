// Test harness: the gateway app wired to REAL gRPC stub servers of identity, teams, clients,
// tasks, scheduling, the notifier's webhooks and tracking
// (port 0, built with the platform's startGrpcServer/bindService), whose behaviour each
// test sets, and really signed access tokens.
import {
  bindService,
  clientsProto,
  createLogger,
  type CallContext,
  identityProto,
  signAccessToken,
  startGrpcServer,
  notifierProto,
  schedulingProto,
  tasksProto,
  teamsProto,
  trackingProto,
  invoicesProto,
  auditProto,
  unauthenticated,
  type AccessTokenSettings,
  type IdempotencyStore,
  type ClientsDefinition,
  type IdentityDefinition,
  type RunningGrpcServer,
  type SchedulingDefinition,
  type ServiceImplementation,
  type TasksDefinition,
  type TrackingDefinition,
  type InvoicesDefinition,
  type AuditDefinition,
  type WebhooksDefinition,
  type TeamsDefinition,
} from '@workmesh/platform';
import { createGatewayApp, type GatewayApp } from '../src/app';
import { loadGatewayConfig, type GatewayConfig } from '../src/config';
import {
  closeGatewayClients,
  createGatewayClients,
  type GatewayClients,
} from '../src/downstream-clients';
import type { Route } from '../src/routes';

export const TOKEN_SETTINGS: AccessTokenSettings = {
  secret: 'gateway-test-secret-0123456789abcdef0123',
  issuer: 'workmesh-identity',
  audience: 'workmesh-api',
  ttlSeconds: 600,
};

/** The gateways' shared key of request hashes stored with an Idempotency-Key. */
export const IDEMPOTENCY_HASH_SECRET = 'gateway-idempotency-secret-0123456789abcdef';

/** The caller every valid test token resolves to, unless a test says otherwise. */
export const CALLER = { userId: 7, teamId: 9, tokenVersion: 3, sessionId: 'test-session-0001' };

export const tokenFor = (
  userId = CALLER.userId,
  tokenVersion = CALLER.tokenVersion,
  settings: Partial<AccessTokenSettings> = {},
  sessionId = CALLER.sessionId,
) => signAccessToken({ userId, tokenVersion, sessionId }, { ...TOKEN_SETTINGS, ...settings });

export const bearer = (token = tokenFor()) => `Bearer ${token}`;

export { sleep } from '@workmesh/testing';

type Behaviour<Definition> = Partial<ServiceImplementation<Definition>>;
type Rpc<Definition> = keyof ServiceImplementation<Definition>;
type RequestOf<
  Definition,
  M extends Rpc<Definition>,
> = ServiceImplementation<Definition>[M] extends (request: infer Q, context: CallContext) => unknown
  ? Q
  : never;
type ReplyOf<Definition, M extends Rpc<Definition>> = ServiceImplementation<Definition>[M] extends (
  ...args: never[]
) => Promise<infer R>
  ? R
  : never;

/** A call a stub received: the request message and the context (caller, metadata). */
export interface ReceivedCall<Message> {
  message: Message;
  context: CallContext;
}

/** A stub service: its behaviour can be swapped per test, and it can be stopped and started again on its port. */
export class StubServer<Definition> {
  behaviour: Behaviour<Definition> = {};
  private server?: RunningGrpcServer;
  port = 0;
  /** Where calls with an Idempotency-Key are claimed, as a service's own database would (from the next start). */
  idempotency?: IdempotencyStore;

  constructor(
    private readonly name: string,
    private readonly definition: Definition,
    private readonly defaults: Behaviour<Definition>,
  ) {}

  /** Answers `method` with `reply` from now on, and records every call it receives. */
  answer<M extends Rpc<Definition>>(
    method: M,
    reply: ReplyOf<Definition, M>,
  ): ReceivedCall<RequestOf<Definition, M>>[] {
    const calls: ReceivedCall<RequestOf<Definition, M>>[] = [];
    (this.behaviour as Record<PropertyKey, unknown>)[method] = async (
      message: RequestOf<Definition, M>,
      context: CallContext,
    ) => {
      calls.push({ message, context });
      return reply;
    };
    return calls;
  }

  /** Fails `method` with `error` (a DomainError travels with its kind, reason and message), recording the calls. */
  refuse<M extends Rpc<Definition>>(
    method: M,
    error: Error,
  ): ReceivedCall<RequestOf<Definition, M>>[] {
    const calls: ReceivedCall<RequestOf<Definition, M>>[] = [];
    (this.behaviour as Record<PropertyKey, unknown>)[method] = async (
      message: RequestOf<Definition, M>,
      context: CallContext,
    ) => {
      calls.push({ message, context });
      throw error;
    };
    return calls;
  }

  async start(): Promise<void> {
    const implementation: Record<string, unknown> = {};
    for (const method of Object.keys(this.definition as object)) {
      implementation[method] = async (request: unknown, context: unknown) => {
        const handler = ((this.behaviour as Record<string, unknown>)[method] ??
          (this.defaults as Record<string, unknown>)[method]) as
          ((request: unknown, context: unknown) => Promise<object>) | undefined;
        if (!handler) throw new Error(`${this.name}/${method} is not stubbed in this test`);
        return handler(request, context);
      };
    }
    this.server = await startGrpcServer({
      port: this.port,
      logger: silentLogger,
      idempotency: this.idempotency,
      services: [
        bindService(
          this.name,
          this.definition,
          implementation as unknown as ServiceImplementation<Definition>,
        ),
      ],
    });
    this.port = this.server.port;
  }

  async stop(): Promise<void> {
    await this.server?.shutdown(200);
    this.server = undefined;
  }
}

const silentLogger = createLogger('gateway-test', 'silent');

export interface GatewayUnderTest {
  app: GatewayApp;
  config: GatewayConfig;
  clients: GatewayClients;
  identity: StubServer<IdentityDefinition>;
  teams: StubServer<TeamsDefinition>;
  /** The clients service's stub (`clients` are the gateway's own gRPC clients). */
  clientsService: StubServer<ClientsDefinition>;
  tasksService: StubServer<TasksDefinition>;
  schedulingService: StubServer<SchedulingDefinition>;
  notifierService: StubServer<WebhooksDefinition>;
  trackingService: StubServer<TrackingDefinition>;
  invoicesService: StubServer<InvoicesDefinition>;
  auditService: StubServer<AuditDefinition>;
  /** Clears every behaviour a test set, and the callers the gateway cached. */
  reset(): void;
  close(): Promise<void>;
}

/** Identity's default ResolveCaller: token version CALLER.tokenVersion is current, earlier ones are revoked. */
const identityDefaults: Behaviour<IdentityDefinition> = {
  async ResolveCaller(request) {
    if (request.token_version !== CALLER.tokenVersion)
      throw unauthenticated('TOKEN_REVOKED', 'token revoked');
    return {
      user_id: request.user_id,
      current_team_id: CALLER.teamId,
      email: 'ada@example.com',
      name: 'Ada',
    };
  },
};

export async function startGatewayUnderTest(
  env: Record<string, string> = {},
  routes?: readonly Route[],
): Promise<GatewayUnderTest> {
  const identity = new StubServer(
    'workmesh.identity.v1.Identity',
    identityProto().Identity.service,
    identityDefaults,
  );
  const teams = new StubServer('workmesh.teams.v1.Teams', teamsProto().Teams.service, {});
  const clientsService = new StubServer(
    'workmesh.clients.v1.Clients',
    clientsProto().Clients.service,
    {},
  );
  const tasksService = new StubServer('workmesh.tasks.v1.Tasks', tasksProto().Tasks.service, {});
  const schedulingService = new StubServer(
    'workmesh.scheduling.v1.Scheduling',
    schedulingProto().Scheduling.service,
    {},
  );
  const notifierService = new StubServer(
    'workmesh.notifier.v1.Webhooks',
    notifierProto().Webhooks.service,
    {},
  );
  const trackingService = new StubServer(
    'workmesh.tracking.v1.Tracking',
    trackingProto().Tracking.service,
    {},
  );
  const invoicesService = new StubServer(
    'workmesh.invoices.v1.Invoices',
    invoicesProto().Invoices.service,
    {},
  );
  const auditService = new StubServer('workmesh.audit.v1.Audit', auditProto().Audit.service, {});
  await Promise.all([
    auditService.start(),
    invoicesService.start(),
    identity.start(),
    teams.start(),
    clientsService.start(),
    tasksService.start(),
    schedulingService.start(),
    notifierService.start(),
    trackingService.start(),
  ]);
  const config = loadGatewayConfig({
    JWT_SECRET: TOKEN_SETTINGS.secret,
    IDEMPOTENCY_HASH_SECRET,
    IDENTITY_GRPC_ADDRESS: `127.0.0.1:${identity.port}`,
    TEAMS_GRPC_ADDRESS: `127.0.0.1:${teams.port}`,
    CLIENTS_GRPC_ADDRESS: `127.0.0.1:${clientsService.port}`,
    TASKS_GRPC_ADDRESS: `127.0.0.1:${tasksService.port}`,
    SCHEDULING_GRPC_ADDRESS: `127.0.0.1:${schedulingService.port}`,
    NOTIFIER_GRPC_ADDRESS: `127.0.0.1:${notifierService.port}`,
    TRACKING_GRPC_ADDRESS: `127.0.0.1:${trackingService.port}`,
    INVOICES_GRPC_ADDRESS: `127.0.0.1:${invoicesService.port}`,
    AUDIT_GRPC_ADDRESS: `127.0.0.1:${auditService.port}`,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const clients = createGatewayClients(config);
  const app = createGatewayApp(config, silentLogger, clients, routes);
  return {
    app,
    config,
    clients,
    identity,
    teams,
    clientsService,
    tasksService,
    schedulingService,
    notifierService,
    trackingService,
    invoicesService,
    auditService,
    reset: () => {
      // Each test asks identity afresh: no caller cached by an earlier one.
      app.callers.clear();
      app.tokens.clear();
      invoicesService.behaviour = {};
      auditService.behaviour = {};
      identity.behaviour = {};
      teams.behaviour = {};
      clientsService.behaviour = {};
      tasksService.behaviour = {};
      schedulingService.behaviour = {};
      notifierService.behaviour = {};
      trackingService.behaviour = {};
    },
    close: async () => {
      closeGatewayClients(clients);
      await Promise.all([
        identity.stop(),
        teams.stop(),
        clientsService.stop(),
        tasksService.stop(),
        schedulingService.stop(),
        notifierService.stop(),
        trackingService.stop(),
        invoicesService.stop(),
        auditService.stop(),
      ]);
    },
  };
}

/** A User record as identity answers it, optional fields unset. */
export const USER = {
  id: 7,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  username: 'ada.lovelace7',
  profile_photo_url: 'https://ui-avatars.com/api/?name=Ada+Lovelace',
  current_team_id: 9,
  role: 'owner',
  isAdmin: 'yes',
  contact_count: 0,
  is_first_project_added: 0,
  is_first_task_added: 0,
  is_first_member_invited: 0,
  timezone: 'Europe/London',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  app_id: 'workmesh',
  speed_limit: 80,
};
