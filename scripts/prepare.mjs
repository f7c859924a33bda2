// Run before `npm test`, `npm start` and `npm run bench`: installs dependencies
// when they are missing or stale (npm ci) and builds the TypeScript (tsc -b is
// incremental, so an up-to-date tree costs about a second).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
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

// tsc -b never deletes the output of a source file that is gone: after a move such as
// models.ts → models/index.ts the old dist/src/models.js would still be what
// `require('./models')` finds. Output without its source is removed first.
const OUTPUT = /\.(d\.ts|js)(\.map)?$/;
function removeOrphanedOutput(distDir, sourceDir) {
  for (const entry of readdirSync(distDir, { withFileTypes: true })) {
    const output = path.join(distDir, entry.name);
    const source = path.join(sourceDir, entry.name);
    if (entry.isDirectory()) {
      if (existsSync(source)) removeOrphanedOutput(output, source);
      else rmSync(output, { recursive: true, force: true });
    } else if (OUTPUT.test(entry.name)) {
      const stem = source.replace(OUTPUT, '');
      if (!existsSync(`${stem}.ts`) && !existsSync(`${stem}.js`) && !existsSync(`${stem}.mjs`))
        rmSync(output);
    }
  }
}
for (const parent of ['libs', 'services', '.']) {
  const parentDir = path.join(root, parent);
  const workspaces = parent === '.' ? ['gateway'] : readdirSync(parentDir);
  for (const workspace of workspaces) {
    const dist = path.join(parentDir, workspace, 'dist');
    if (existsSync(dist)) removeOrphanedOutput(dist, path.join(parentDir, workspace));
  }
}

run(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b']);
