// The system the benches measure, started as `npm start` starts it (separate processes,
// embedded MongoDB unless MONGO_URL, the real RabbitMQ under a private prefix), with an
// operator webhook receiver, a registered team owner, and gRPC clients of the services
// the benches call directly (their public interface: the one proto tree, platform's
// clients). Nothing here reaches into a service's code or database.
import { spawnMongoEmbedded, type MongoEmbeddedProcess } from '@workmesh/mongo-embedded';
import {
  clientsClient,
  eventsExchangeName,
  identityClient,
  subscriptionQueueNames,
  teamsClient,
  trackingClient,
  type Caller,
} from '@workmesh/platform';
import {
  deleteBrokerObjects,
  startWebhookReceiver,
  TEST_AMQP_URL,
  testAmqpPrefix,
  type WebhookReceiver,
} from '@workmesh/testing';
import path from 'node:path';
import { SERVICES, startStack, type RunningStack } from '../src';
import { profilerEnvironment, withEnvironment } from './profiles';
import { findProcessByName } from './process-cpu';

/** The deadline of the benches' own gRPC calls (a report over a month takes a while). */
const GRPC_DEADLINE_MS = 30_000;

let sequence = 0;
/** A text unique within the run (names, emails). */
export const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export interface BenchStack {
  gateway: string;
  mongoUrl: string;
  /** The AMQP prefix of the run's exchange and queues. */
  prefix: string;
  hooks: WebhookReceiver;
  /** The registered owner: their team is the current one of every call. */
  owner: Caller & { teamId: number; token: string };
  grpc: {
    identity: ReturnType<typeof identityClient>;
    teams: ReturnType<typeof teamsClient>;
    clients: ReturnType<typeof clientsClient>;
    tracking: ReturnType<typeof trackingClient>;
  };
  /** Every measured process's id, by name: the stack's, MongoDB's, RabbitMQ's and this one's. */
  pids(): Record<string, number>;
  /** The processes' last output lines (shown when the bench fails). */
  processLogs: string[];
  /** Stops everything and removes the run's broker objects; safe to call twice. */
  stop(): Promise<void>;
}

export async function startBenchStack(options: {
  dataDir: string;
  /** Where each process's profiler writes (profiles.ts); no profiler preloaded when absent. */
  profileDir?: string;
  log: (line: string) => void;
}): Promise<BenchStack> {
  const { dataDir, profileDir, log } = options;
  const profiler = (name: string) => (profileDir ? profilerEnvironment(profileDir, name) : {});
  const prefix = testAmqpPrefix('bench');
  const processLogs: string[] = [];
  const hooks = await startWebhookReceiver();
  let mongo: MongoEmbeddedProcess | undefined;
  let stack: RunningStack | undefined;
  let grpc: BenchStack['grpc'] | undefined;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const client of Object.values(grpc ?? {})) client.close();
    await stack?.stop().catch(() => undefined);
    await mongo?.stop().catch(() => undefined);
    await hooks.close();
    const queues = [
      subscriptionQueueNames(prefix, 'notifier.mail', [5000, 30000, 120000, 600000]),
      subscriptionQueueNames(prefix, 'identity.team-events'),
      subscriptionQueueNames(prefix, 'clients.task-events'),
      subscriptionQueueNames(prefix, 'notifier.webhooks'),
      subscriptionQueueNames(
        prefix,
        'notifier.webhook-deliveries',
        [5000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000],
      ),
    ].flatMap((names) => [names.main, ...names.retries, names.dlq]);
    await deleteBrokerObjects(TEST_AMQP_URL, {
      queues,
      exchanges: [eventsExchangeName(prefix)],
    }).catch((error: unknown) => log(`broker cleanup: ${(error as Error).message}`));
  };
  try {
    let mongoUrl = process.env.MONGO_URL;
    if (!mongoUrl) {
      // The child takes this process's environment: the profiler preload rides along.
      mongo = await withEnvironment(profiler('mongo'), () =>
        spawnMongoEmbedded({ port: 0, dbPath: path.join(dataDir, 'mongo') }),
      );
      mongoUrl = mongo.uri;
    }
    log(`starting the stack (MongoDB ${process.env.MONGO_URL ? 'MONGO_URL' : 'embedded'})`);
    stack = await startStack({
      config: {
        DATA_DIR: dataDir,
        MONGO_URL: mongoUrl,
        AMQP_URL: TEST_AMQP_URL,
        AMQP_PREFIX: prefix,
        GATEWAY_PORT: 0,
        LOG_LEVEL: 'warn',
        WEBHOOK_URL: hooks.url,
        WEBHOOK_SECRET: `whsec_${Buffer.from('bench-webhook-secret-0123456789').toString('base64')}`,
        WEBHOOK_ALLOW_PRIVATE_TARGETS: true,
      },
      freePorts: true,
      // Every process gets extraEnv (the gateway only that); each service its own profile folder.
      extraEnv: {
        SCRYPT_COST: '16384',
        REGISTRATIONS_PER_IP: '100000',
        // One bench user sends thousands of requests a minute: the per-caller API limit
        // (600 a minute by default) would answer most of them 429.
        API_REQUESTS_PER_CALLER: '1000000',
        ...profiler('gateway'),
      },
      envFor: Object.fromEntries(SERVICES.map((service) => [service.name, profiler(service.name)])),
      sink: (source, line) => {
        processLogs.push(`[${source}] ${line}`);
        processLogs.splice(0, Math.max(0, processLogs.length - 200));
      },
    });
    const running = stack;
    const address = (name: string) => running.grpcAddresses[name]!;
    const deadline = { deadlineMs: GRPC_DEADLINE_MS };
    grpc = {
      identity: identityClient(address('identity'), deadline),
      teams: teamsClient(address('teams'), deadline),
      clients: clientsClient(address('clients'), deadline),
      tracking: trackingClient(address('tracking'), deadline),
    };

    const registered = await fetch(`${stack.gatewayUrl}/api/v3/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Owner',
        email: `bench${unique()}@example.com`,
        password: 'correct horse battery',
        c_password: 'correct horse battery',
      }),
    });
    const user = (await registered.json()) as {
      id: number;
      current_team_id: number;
      token: string;
    };
    if (!registered.ok) throw new Error(`register: ${registered.status} ${JSON.stringify(user)}`);

    const rabbitmq = findProcessByName('beam.smp');
    const embedded = mongo;
    return {
      gateway: stack.gatewayUrl,
      mongoUrl,
      prefix,
      hooks,
      owner: { userId: user.id, teamId: user.current_team_id, token: user.token },
      grpc,
      pids: () => ({
        ...running.pids(),
        ...(embedded?.child.pid ? { mongo: embedded.child.pid } : {}),
        ...(rabbitmq ? { rabbitmq } : {}),
        'load generator': process.pid,
      }),
      processLogs,
      stop,
    };
  } catch (error) {
    process.stderr.write(`${processLogs.slice(-40).join('\n')}\n`);
    await stop();
    throw error;
  }
}
