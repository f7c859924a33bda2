// Run before `npm test`, `npm start` and `npm run bench`: installs dependencies
// when they are missing or stale (npm ci) and builds the TypeScript (tsc -b is
// incremental, so an up-to-date tree costs about a second).
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

const installedMarker = path.join(root, 'node_modules', '.package-lock.json');
const lockFile = path.join(root, 'package-lock.json');
if (
  !existsSync(installedMarker) ||
  statSync(lockFile).mtimeMs > statSync(installedMarker).mtimeMs
) {
  console.log('prepare: installing dependencies (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}
run(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b']);
