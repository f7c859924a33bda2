// `npm run images:test`: runs the gateway, identity and teams images built by
// `npm run images` (buildah run --isolation chroot, the host's network) against the local
// RabbitMQ and an embedded MongoDB started here, and registers a user through them: the
// images start, find their code and proto/, run as uid 1000, and answer. Exits 1 on any
// failure, printing the processes' output. Not part of npm test or CI (it needs root and
// the images).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { spawnMongoEmbedded } = require(
  path.join(root, 'libs/mongo-embedded/dist/src/child-process.js'),
);
const TAG = 'dev';
const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const output = [];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** One image run as a process: `buildah run` in a working container made from it. */
function runImage(name, env) {
  const container = execFileSync('buildah', ['from', '--quiet', `workmesh/${name}:${TAG}`], {
    encoding: 'utf8',
  }).trim();
  const args = ['run', '--isolation', 'chroot', '--network', 'host'];
  for (const [key, value] of Object.entries(env)) args.push('--env', `${key}=${value}`);
  args.push(container, '--', 'node', 'main.js');
  const child = spawn('buildah', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => output.push(`[${name}] ${chunk.toString().trimEnd()}`));
  return {
    name,
    container,
    child,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      execFileSync('buildah', ['rm', container], { stdio: 'ignore' });
    },
  };
}

async function waitFor(check, what, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline)
      throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'workmesh-images-test-'));
  const running = [];
  let mongo;
  try {
    mongo = await spawnMongoEmbedded({
      port: await freePort(),
      dbPath: path.join(dataDir, 'mongo'),
    });
    const [identityPort, teamsPort, gatewayPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const prefix = `images-test-${randomBytes(3).toString('hex')}`;
    const withDatabase = (database) => {
      const url = new URL(mongo.uri);
      url.pathname = `/${database}`;
      return url.toString();
    };
    const jwtSecret = randomBytes(32).toString('hex');
    const shared = {
      AMQP_URL,
      AMQP_PREFIX: prefix,
      LOG_LEVEL: 'info',
      METRICS_PORT: '0',
      JWT_SECRET: jwtSecret,
      IDENTITY_GRPC_ADDRESS: `127.0.0.1:${identityPort}`,
      TEAMS_GRPC_ADDRESS: `127.0.0.1:${teamsPort}`,
    };
    running.push(
      runImage('teams', {
        ...shared,
        GRPC_PORT: String(teamsPort),
        MONGO_URL: withDatabase('teams'),
      }),
      runImage('identity', {
        ...shared,
        GRPC_PORT: String(identityPort),
        MONGO_URL: withDatabase('identity'),
        TOKEN_HASH_SECRET: randomBytes(32).toString('hex'),
        TWO_FACTOR_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      }),
      runImage('gateway', {
        ...shared,
        GATEWAY_PORT: String(gatewayPort),
        IDEMPOTENCY_HASH_SECRET: randomBytes(32).toString('hex'),
      }),
    );
    const gateway = `http://127.0.0.1:${gatewayPort}`;
    await waitFor(
      async () => (await fetch(`${gateway}/healthz`)).ok,
      'the gateway answering /healthz',
    );

    const email = `images-test-${Date.now()}@example.com`;
    let answer;
    await waitFor(async () => {
      const response = await fetch(`${gateway}/api/v3/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Image Test',
          email,
          password: 'correct horse battery',
          c_password: 'correct horse battery',
        }),
      });
      answer = { status: response.status, body: await response.json() };
      // 503 while identity or teams are still starting: try again.
      return response.status !== 503;
    }, 'a registration through the images');
    if (answer.status >= 300 || typeof answer.body?.token !== 'string') {
      throw new Error(`registration answered ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    const teams = await fetch(`${gateway}/api/v3/team/getTeams`, {
      headers: { authorization: `Bearer ${answer.body.token}` },
    });
    const teamList = await teams.json();
    if (!teams.ok || !Array.isArray(teamList) || teamList.length !== 1) {
      throw new Error(`getTeams answered ${teams.status} ${JSON.stringify(teamList)}`);
    }
    const users = running.map(({ container }) =>
      execFileSync('buildah', ['run', '--isolation', 'chroot', container, '--', 'id', '-u'], {
        encoding: 'utf8',
      }).trim(),
    );
    if (users.some((uid) => uid === '0'))
      throw new Error(`a container runs as root (uids ${users.join(', ')})`);
    console.log(
      `images:test: gateway, identity and teams images registered ${email} (user ${answer.body.id}, team ${teamList[0].id}); each runs as uid ${users.join(', ')}`,
    );
  } catch (error) {
    console.error(output.slice(-80).join('\n'));
    console.error(`images:test: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await Promise.all(running.map((image) => image.stop().catch(() => undefined)));
    await mongo?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
