// The SDK as a client developer installs it: `npm pack`, installed into a fresh Node project
// outside the repository, a typed script compiled with `tsc --strict` (the package's own
// declarations checked too: skipLibCheck off) as an ES module and as CommonJS, then run.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const sdkRoot = path.join(__dirname, '..');
const tsc = path.join(sdkRoot, '..', '..', 'node_modules', 'typescript', 'bin', 'tsc');

let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'workmesh-sdk-pack-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ESM_SCRIPT = `
import { createClient, verifyWebhook, WebhookVerificationError, WorkmeshError, type Schema, type WebhookEvent } from '@workmesh/client';

const client = createClient({ baseUrl: 'http://127.0.0.1:9', token: 'wm_pat_x', retry: false, timeoutMs: 2000 });
function label(entry: Schema<'TimeEntry'>): string {
  return \`\${entry.description} \${entry.start}\`;
}
function kind(event: WebhookEvent): string {
  return event.event === 'new_client' ? event.payload.name : event.event;
}
const outcome: Record<string, unknown> = { methods: typeof client.startTimer, label: typeof label, kind: typeof kind };
try {
  await client.getCurrentTimer();
} catch (error) {
  outcome.error = error instanceof WorkmeshError ? { name: error.name, status: error.status } : String(error);
}
try {
  verifyWebhook('{}', { 'webhook-id': 'a', 'webhook-timestamp': '1', 'webhook-signature': 'v1,x' }, 'whsec_' + btoa('0123456789abcdef01234567'));
} catch (error) {
  outcome.webhook = error instanceof WebhookVerificationError ? error.message : String(error);
}
console.log(JSON.stringify(outcome));
`;

const CJS_SCRIPT = `
import workmesh = require('@workmesh/client');
const client = workmesh.createClient({ baseUrl: 'http://127.0.0.1:9' });
const entry: workmesh.Schema<'Project'> | undefined = undefined;
console.log(JSON.stringify({ methods: typeof client.listProjects, paged: typeof client.paginate.listProjects, entry: entry ?? null }));
`;

it('installs from its packed tarball and type-checks and runs under --strict, as ESM and as CommonJS', async () => {
  const { stdout } = await run('npm', ['pack', '--pack-destination', work, '--json'], {
    cwd: sdkRoot,
  });
  const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  const files = packed.files.map((file) => file.path);
  expect(files).toEqual(
    expect.arrayContaining([
      'package.json',
      'README.md',
      'dist/cjs/index.js',
      'esm/index.js',
      'esm/package.json',
    ]),
  );
  expect(files.filter((file) => /^(src|test|scripts)\//.test(file))).toEqual([]);

  const project = path.join(work, 'consumer');
  mkdirSync(project);
  writeFileSync(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  await run(
    'npm',
    ['install', path.join(work, packed.filename), '--prefer-offline', '--no-audit', '--no-fund'],
    {
      cwd: project,
    },
  );
  expect(readdirSync(path.join(project, 'node_modules', '@workmesh'))).toEqual(['client']);

  writeFileSync(path.join(project, 'main.ts'), ESM_SCRIPT);
  writeFileSync(path.join(project, 'legacy.cts'), CJS_SCRIPT);
  writeFileSync(
    path.join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2023', 'DOM'],
        types: [],
        skipLibCheck: false,
        outDir: 'out',
      },
      files: ['main.ts', 'legacy.cts'],
    }),
  );
  await run(process.execPath, [tsc, '-p', project]).catch((error: { stdout: string }) => {
    throw new Error(`tsc --strict failed:\n${error.stdout}`);
  });

  const esm = JSON.parse(
    (await run(process.execPath, [path.join(project, 'out', 'main.js')])).stdout,
  );
  expect(esm).toEqual({
    methods: 'function',
    label: 'function',
    kind: 'function',
    error: { name: 'WorkmeshError', status: 0 },
    webhook: 'Message timestamp too old',
  });
  const cjs = JSON.parse(
    (await run(process.execPath, [path.join(project, 'out', 'legacy.cjs')])).stdout,
  );
  expect(cjs).toEqual({ methods: 'function', paged: 'function', entry: null });
}, 120_000);
