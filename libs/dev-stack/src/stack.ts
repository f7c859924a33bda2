// The whole system on one machine, as `npm start` runs it and as the end-to-end
// test drives it: the embedded MongoDB (unless MONGO_URL is set), a mail catcher
// keeping each mail as a file (unless SMTP_URL is set), every service and the
// gateway as separate processes, each service with its own database.
import { spawnMongoEmbedded, type MongoEmbeddedProcess } from '@workmesh/mongo-embedded';
import { checkHealth, findProtoDirectory } from '@workmesh/platform';
import { startMailCatcher, startS3Server, withDatabase, type MailCatcher } from '@workmesh/testing';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StackConfig } from './config';
import { freePort, reachable } from './local-ports';
import { ManagedProcess, type LineSink } from './managed-process';

interface ServiceSpec {
  name: string;
  /** Its own database, for services that keep data. */
  database?: string;
  /** The variable other processes use to reach it, and its default port under `npm start`. */
  addressVariable?: string;
  defaultPort: number;
  phase: number;
}

/**
 * Services by start phase: consumers first, so that their durable queues exist before
 * anything publishes (a topic exchange drops what no queue is bound to yet); then the
 * rest in parallel; the gateway last.
 */
export const SERVICES: ServiceSpec[] = [
  {
    name: 'audit',
    database: 'audit',
    addressVariable: 'AUDIT_GRPC_ADDRESS',
    defaultPort: 50059,
    phase: 1, // consumes change.recorded from every service
  },
  {
    name: 'notifier',
    database: 'notifier',
    addressVariable: 'NOTIFIER_GRPC_ADDRESS',
    defaultPort: 50056,
    phase: 1, // consumes every event that sends mail or webhooks
  },
  {
    name: 'teams',
    database: 'teams',
    addressVariable: 'TEAMS_GRPC_ADDRESS',
    defaultPort: 50052,
    phase: 2,
  },
  {
    name: 'identity',
    database: 'identity',
    addressVariable: 'IDENTITY_GRPC_ADDRESS',
    defaultPort: 50051,
    phase: 1, // consumes team.* events
  },
  {
    name: 'clients',
    database: 'clients',
    addressVariable: 'CLIENTS_GRPC_ADDRESS',
    defaultPort: 50053,
    phase: 2, // consumes task.* events
  },
  {
    name: 'tasks',
    database: 'tasks',
    addressVariable: 'TASKS_GRPC_ADDRESS',
    defaultPort: 50054,
    phase: 3,
  },
  {
    name: 'scheduling',
    database: 'scheduling',
    addressVariable: 'SCHEDULING_GRPC_ADDRESS',
    defaultPort: 50055,
    phase: 2, // consumes timesheet.approved and timesheet.rejected (approved weeks)
  },
  {
    name: 'tracking',
    database: 'tracking',
    addressVariable: 'TRACKING_GRPC_ADDRESS',
    defaultPort: 50057,
    phase: 3, // consumes invoice.voided (releases the entries of a voided invoice)
  },
  {
    name: 'invoices',
    database: 'invoices',
    addressVariable: 'INVOICES_GRPC_ADDRESS',
    defaultPort: 50058,
    phase: 4, // publishes invoice.* events that tracking and the notifier consume
  },
];

export const repositoryRoot = () => path.dirname(findProtoDirectory(__dirname));

export interface StackOptions {
  config: StackConfig;
  sink: LineSink;
  /** Free ports for every process (tests) instead of the fixed defaults (npm start). */
  freePorts?: boolean;
  /** Extra environment for every process (tests: fast password hashing, short timeouts). */
  extraEnv?: Record<string, string>;
  /** Extra environment for one process, by name (tests: identity's broker behind a proxy); `gateway` is every gateway replica's. */
  envFor?: Record<string, Record<string, string>>;
  /**
   * Gateway processes in front of the services (tests of what replicas share: the caller
   * cache's events); 1 unless given. The second is named gateway-2, and so on.
   */
  gatewayReplicas?: number;
}

export interface RunningStack {
  gatewayUrl: string;
  /** Every gateway replica's URL, the first being gatewayUrl. */
  gatewayUrls: string[];
  /** Each service's gRPC address (host:port), by name: benchmarks call services directly. */
  grpcAddresses: Record<string, string>;
  /** The local mail catcher, when SMTP_URL was not given. */
  mail?: MailCatcher;
  /** The MongoDB every service's database is on (the embedded one unless MONGO_URL was given). */
  mongoUrl: string;
  stopProcess(name: string): Promise<void>;
  startProcess(name: string): Promise<void>;
  stop(): Promise<void>;
  /** The process id of each running process, by name (services and gateway; benchmarks). */
  pids(): Record<string, number>;
}

export class BrokerUnreachableError extends Error {}

async function assertBrokerReachable(amqpUrl: string): Promise<void> {
  const url = new URL(amqpUrl);
  const port = Number(url.port || (url.protocol === 'amqps:' ? 5671 : 5672));
  if (!(await reachable(url.hostname, port, 2000))) {
    throw new BrokerUnreachableError(
      `RabbitMQ is not answering at ${url.hostname}:${port}. Start one (Debian: \`apt-get install rabbitmq-server\`, then \`rabbitmq-server -detached\`) or point AMQP_URL at yours.`,
    );
  }
}

/** A secret under DATA_DIR, made once, so what it signs or keys survives restarts of `npm start`. */
function storedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

async function waitUntil(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs} ms`);
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { config, sink } = options;
  const root = repositoryRoot();
  const dataDir = path.resolve(root, config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  await assertBrokerReachable(config.AMQP_URL);

  const cleanups: Array<() => Promise<void>> = [];
  let mongo: MongoEmbeddedProcess | undefined;
  let mail: MailCatcher | undefined;
  const processes = new Map<string, { process: ManagedProcess; ready: () => Promise<boolean> }>();
  try {
    let mongoBase = config.MONGO_URL;
    if (!mongoBase) {
      mongo = await spawnMongoEmbedded({
        port: options.freePorts ? 0 : 27017,
        dbPath: path.join(dataDir, 'mongo'),
        onLog: (line) => sink('mongo', line, 'stderr'),
      });
      cleanups.push(() => mongo!.stop());
      mongoBase = mongo.uri;
      sink(
        'mongo',
        `embedded MongoDB at ${mongo.uri} (data in ${path.join(dataDir, 'mongo')})`,
        'stdout',
      );
    }
    let smtpUrl = config.SMTP_URL;
    if (!smtpUrl) {
      const mailDir = path.join(dataDir, 'mail');
      mail = await startMailCatcher({
        port: options.freePorts ? 0 : 1025,
        directory: mailDir,
        onMail: (message) =>
          sink(
            'mail',
            `caught "${message.subject}" for ${message.to.join(', ')} (saved under ${mailDir})`,
            'stdout',
          ),
      });
      cleanups.push(() => mail!.stop());
      smtpUrl = mail.url;
      sink('mail', `mail catcher at ${mail.url}, mails saved under ${mailDir}`, 'stdout');
    }

    let objectStorage: Record<string, string> = {};
    if (config.MINIO_ENDPOINT) {
      objectStorage = {
        MINIO_ENDPOINT: config.MINIO_ENDPOINT,
        ...(config.MINIO_ACCESS_KEY ? { MINIO_ACCESS_KEY: config.MINIO_ACCESS_KEY } : {}),
        ...(config.MINIO_SECRET_KEY ? { MINIO_SECRET_KEY: config.MINIO_SECRET_KEY } : {}),
        ...(config.MINIO_PUBLIC_URL ? { MINIO_PUBLIC_URL: config.MINIO_PUBLIC_URL } : {}),
      };
    } else {
      const s3Dir = path.join(dataDir, 's3');
      mkdirSync(s3Dir, { recursive: true });
      const s3 = await startS3Server({ port: options.freePorts ? 0 : 9000, directory: s3Dir });
      cleanups.push(() => s3.stop());
      objectStorage = {
        MINIO_ENDPOINT: s3.endpoint,
        MINIO_ACCESS_KEY: s3.accessKey,
        MINIO_SECRET_KEY: s3.secretKey,
      };
      sink('s3', `local S3-compatible server at ${s3.endpoint} (objects under ${s3Dir})`, 'stdout');
    }

    const ports = new Map<string, number>();
    for (const service of SERVICES)
      ports.set(service.name, options.freePorts ? await freePort() : service.defaultPort);
    const gatewayPort = options.freePorts ? await freePort() : config.GATEWAY_PORT;
    const publicUrl = config.PUBLIC_URL ?? `http://localhost:${gatewayPort}`;

    const sharedEnv: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      ...(config.NODE_ENV ? { NODE_ENV: config.NODE_ENV } : {}),
      LOG_LEVEL: config.LOG_LEVEL,
      AMQP_URL: config.AMQP_URL,
      AMQP_PREFIX: config.AMQP_PREFIX,
      JWT_SECRET: config.JWT_SECRET ?? storedSecret(dataDir, 'jwt-secret'),
      PUBLIC_URL: publicUrl,
      SMTP_URL: smtpUrl,
      ...objectStorage,
      ...(config.WEBHOOK_URL
        ? { WEBHOOK_URL: config.WEBHOOK_URL, WEBHOOK_SECRET: config.WEBHOOK_SECRET }
        : {}),
      WEBHOOK_ALLOW_PRIVATE_TARGETS: String(config.WEBHOOK_ALLOW_PRIVATE_TARGETS),
      ...Object.fromEntries(
        SERVICES.filter((service) => service.addressVariable).map((service) => [
          service.addressVariable!,
          `127.0.0.1:${ports.get(service.name)}`,
        ]),
      ),
      // The metrics listeners: each process its own default port under npm start, a free
      // one when several stacks share the machine (tests).
      ...(options.freePorts ? { METRICS_PORT: '0' } : {}),
      ...options.extraEnv,
    };

    for (const service of SERVICES) {
      const port = ports.get(service.name)!;
      const env: NodeJS.ProcessEnv = {
        ...sharedEnv,
        GRPC_PORT: String(port),
        ...options.envFor?.[service.name],
      };
      if (service.database) env.MONGO_URL = withDatabase(mongoBase, service.database);
      // Kept like the JWT secret: personal access tokens stay valid across a restart.
      if (service.name === 'identity') {
        env.TOKEN_HASH_SECRET =
          config.TOKEN_HASH_SECRET ?? storedSecret(dataDir, 'token-hash-secret');
        env.TWO_FACTOR_ENCRYPTION_KEY =
          config.TWO_FACTOR_ENCRYPTION_KEY ?? storedSecret(dataDir, 'two-factor-encryption-key');
      }
      const managed = new ManagedProcess(
        service.name,
        path.join(root, 'services', service.name, 'dist', 'src', 'main.js'),
        env,
        sink,
      );
      processes.set(service.name, {
        process: managed,
        ready: async () => (await checkHealth(`127.0.0.1:${port}`, 500)) === 'SERVING',
      });
    }
    const gatewayPorts = [gatewayPort];
    for (let replica = 2; replica <= (options.gatewayReplicas ?? 1); replica++)
      gatewayPorts.push(await freePort());
    const gatewayUrls = gatewayPorts.map((port) => `http://127.0.0.1:${port}`);
    const gatewayUrl = gatewayUrls[0]!;
    const gatewayNames = gatewayPorts.map((_, index) =>
      index === 0 ? 'gateway' : `gateway-${index + 1}`,
    );
    gatewayPorts.forEach((port, index) => {
      const url = gatewayUrls[index]!;
      processes.set(gatewayNames[index]!, {
        process: new ManagedProcess(
          gatewayNames[index]!,
          path.join(root, 'gateway', 'dist', 'src', 'main.js'),
          {
            ...sharedEnv,
            GATEWAY_PORT: String(port),
            // Kept like the JWT secret: Idempotency-Keys of the last 24 h still match after a restart.
            IDEMPOTENCY_HASH_SECRET:
              config.IDEMPOTENCY_HASH_SECRET ?? storedSecret(dataDir, 'idempotency-hash-secret'),
            // `envFor.gateway` applies to every replica, `envFor['gateway-2']` to one.
            ...options.envFor?.gateway,
            ...(index > 0 ? options.envFor?.[gatewayNames[index]!] : undefined),
          },
          sink,
        ),
        ready: async () => {
          try {
            return (await fetch(`${url}/healthz`)).ok;
          } catch {
            return false;
          }
        },
      });
    });

    const startProcess = async (name: string) => {
      const entry = processes.get(name);
      if (!entry) throw new Error(`no process named ${name}`);
      entry.process.start();
      // A process that exits while starting (a port taken, a bad setting) fails at once,
      // not after the whole wait; its output went to the sink.
      await waitUntil(
        async () => {
          if (!entry.process.running) throw new Error(`${name} exited while starting`);
          return entry.ready();
        },
        60_000,
        name,
      );
    };
    const serviceNames = SERVICES.map((service) => service.name);
    for (const phase of [...new Set(SERVICES.map((service) => service.phase))].sort()) {
      await Promise.all(
        SERVICES.filter((service) => service.phase === phase).map((service) =>
          startProcess(service.name),
        ),
      );
    }
    await Promise.all(gatewayNames.map((name) => startProcess(name)));
    sink('stack', `ready: gateway at ${gatewayUrls.join(', ')}`, 'stdout');

    const stopProcesses = async () => {
      await Promise.all(gatewayNames.map((name) => processes.get(name)!.process.stop()));
      await Promise.all(serviceNames.map((name) => processes.get(name)!.process.stop()));
    };
    return {
      gatewayUrl,
      gatewayUrls,
      mongoUrl: mongoBase,
      grpcAddresses: Object.fromEntries(
        [...ports.entries()].map(([name, port]) => [name, `127.0.0.1:${port}`]),
      ),
      mail,
      startProcess,
      stopProcess: (name) => processes.get(name)!.process.stop(),
      pids: () =>
        Object.fromEntries(
          [...processes.entries()].flatMap(([name, { process }]) =>
            process.pid === undefined ? [] : [[name, process.pid]],
          ),
        ),
      stop: async () => {
        await stopProcesses();
        for (const cleanup of cleanups.reverse()) await cleanup();
      },
    };
  } catch (error) {
    await Promise.all([...processes.values()].map(({ process }) => process.stop()));
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    throw error;
  }
}
