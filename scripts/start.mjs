// `npm start`: today it runs the part of the system that exists, the embedded
// MongoDB-compatible server, with its data under DATA_DIR (default ./.data).
// The gateway, services and notifier join this launcher as they are built (issue 3).
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(process.execPath, [path.join(root, 'scripts', 'prepare.mjs')], { stdio: 'inherit' });

const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
const port = process.env.MONGO_PORT ?? '27017';
const child = spawn(
  process.execPath,
  [
    path.join(root, 'libs/mongo-embedded/dist/src/cli.js'),
    '--port',
    port,
    '--dbpath',
    path.join(dataDir, 'mongo'),
  ],
  { stdio: ['ignore', 'pipe', 'pipe'] },
);
const prefix = (stream, target) =>
  stream.on('data', (chunk) => {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      target.write(`[mongo] ${line}\n`);
  });
prefix(child.stdout, process.stdout);
prefix(child.stderr, process.stderr);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
