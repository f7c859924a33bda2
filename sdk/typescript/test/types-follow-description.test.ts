// The SDK's types are the description's: with TimeEntry's `description` renamed in a copy
// of gateway/openapi.yaml and the types generated again from it, a client developer's
// typed code (test/fixtures/typed-usage.ts, which compiles against the real description
// under `tsc -b`) stops compiling, naming the field.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import YAML from 'yaml';

const run = promisify(execFile);
const sdkRoot = path.join(__dirname, '..');
const repoRoot = path.join(sdkRoot, '..', '..');

let work: string;
beforeAll(() => {
  // Inside the SDK, so that its dependencies resolve from node_modules as they do for src/.
  work = mkdtempSync(path.join(sdkRoot, '.type-test-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('a field renamed in the description is a compile error in code that reads it', async () => {
  const description = YAML.parse(
    readFileSync(path.join(repoRoot, 'gateway', 'openapi.yaml'), 'utf8'),
  );
  const entry = description.components.schemas.TimeEntry;
  expect(entry.properties.description).toBeDefined();
  entry.properties.note = entry.properties.description;
  delete entry.properties.description;
  entry.required = entry.required.map((name: string) => (name === 'description' ? 'note' : name));
  writeFileSync(path.join(work, 'openapi.yaml'), YAML.stringify(description));

  cpSync(path.join(sdkRoot, 'src'), path.join(work, 'src'), { recursive: true });
  cpSync(path.join(sdkRoot, 'test', 'fixtures'), path.join(work, 'test', 'fixtures'), {
    recursive: true,
  });
  await run(process.execPath, [
    path.join(sdkRoot, 'scripts', 'generate.mjs'),
    '--openapi',
    path.join(work, 'openapi.yaml'),
    '--out',
    path.join(work, 'src', 'generated'),
  ]);
  expect(readFileSync(path.join(work, 'src', 'generated', 'openapi.ts'), 'utf8')).toMatch(
    /\bnote: string/,
  );

  writeFileSync(
    path.join(work, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        module: 'Node16',
        moduleResolution: 'Node16',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        types: [],
        skipLibCheck: true,
      },
      files: ['test/fixtures/typed-usage.ts'],
    }),
  );
  const compiled = await run(process.execPath, [
    path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'),
    '-p',
    work,
  ]).then(
    () => ({ code: 0, output: '' }),
    (error: { code: number; stdout: string }) => ({ code: error.code, output: error.stdout }),
  );
  expect(compiled.code).not.toBe(0);
  expect(compiled.output).toMatch(
    /typed-usage\.ts\(\d+,\d+\): error TS2339: Property 'description' does not exist/,
  );
  // Only that field: the rest of the fixture still compiles.
  expect(
    compiled.output
      .trim()
      .split('\n')
      .filter((line) => /error TS/.test(line)),
  ).toHaveLength(1);
}, 60_000);
