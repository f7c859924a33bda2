// `npm start`: install and build what is missing, then run the whole system
// (libs/dev-stack): embedded MongoDB and a mail catcher unless MONGO_URL / SMTP_URL
// are set, every service and the gateway as separate processes.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(process.execPath, [path.join(root, 'scripts', 'prepare.mjs')], { stdio: 'inherit' });

const child = spawn(process.execPath, [path.join(root, 'libs/dev-stack/dist/src/main.js')], {
  stdio: 'inherit',
  cwd: root,
});
// The launcher handles Ctrl-C itself (the terminal sends SIGINT to the whole group); forward SIGTERM.
process.on('SIGTERM', () => child.kill('SIGTERM'));
process.on('SIGINT', () => undefined);
child.on('exit', (code) => process.exit(code ?? 0));
