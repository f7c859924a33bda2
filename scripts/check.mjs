// `npm run check`: what CI checks before any test runs, in about a minute: formatting
// (Prettier), lint (ESLint, with the structure rules), types (tsc -b, after installing
// what is missing: scripts/prepare.mjs) and every generated file fresh (the protos'
// TypeScript types, gateway/openapi.yaml, docs/asyncapi.json, docs/configuration.md, the
// SDK's generated types).
// Each step is timed; the first failure stops the run with a non-zero exit.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_DIR } from './generate-proto-types.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

/** Every file under a folder, by its path relative to the folder. */
function filesUnder(directory, prefix = '') {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    return statSync(full).isDirectory()
      ? filesUnder(full, path.join(prefix, name))
      : [path.join(prefix, name)];
  });
}

function protoTypesFresh() {
  const fresh = mkdtempSync(path.join(tmpdir(), 'workmesh-proto-types-'));
  try {
    execFileSync(
      process.execPath,
      [path.join(root, 'scripts', 'generate-proto-types.mjs'), fresh],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const committed = filesUnder(GENERATED_DIR).sort();
    const generated = filesUnder(fresh).sort();
    if (committed.join('\n') !== generated.join('\n'))
      return 'libs/platform/src/generated lists other files than proto/ gives: run `npm run proto:types`';
    const stale = committed.filter(
      (file) =>
        readFileSync(path.join(GENERATED_DIR, file), 'utf8') !==
        readFileSync(path.join(fresh, file), 'utf8'),
    );
    return stale.length
      ? `stale generated proto types (${stale.join(', ')}): run \`npm run proto:types\``
      : undefined;
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

function sameAsCommitted(file, rendered, command) {
  return readFileSync(file, 'utf8') === rendered
    ? undefined
    : `${path.relative(root, file)} is not what the code describes: run \`${command}\``;
}

function openApiFresh() {
  const writer = require(path.join(root, 'gateway/dist/src/openapi/write-openapi.js'));
  const { openApiFilePath } = require(path.join(root, 'gateway/dist/src/openapi/openapi-file.js'));
  const file = openApiFilePath();
  return sameAsCommitted(
    file,
    writer.renderOpenApiYaml(writer.describeGateway(), file),
    'npm run openapi',
  );
}

function asyncApiFresh() {
  const { asyncApiFilePath, renderAsyncApiJson } = require(
    path.join(root, 'libs/platform/dist/src/events/write-asyncapi.js'),
  );
  const { buildAsyncApiDocument } = require(
    path.join(root, 'libs/platform/dist/src/events/asyncapi-document.js'),
  );
  const file = asyncApiFilePath();
  return sameAsCommitted(
    file,
    renderAsyncApiJson(buildAsyncApiDocument(), file),
    'npm run asyncapi',
  );
}

function configurationDocFresh() {
  const { checkConfigurationDoc } = require(
    path.join(root, 'libs/dev-stack/dist/src/configuration-doc.js'),
  );
  return checkConfigurationDoc();
}

const steps = [
  ['format', () => run(bin('prettier'), ['--check', '--log-level', 'warn', '.'])],
  ['lint', () => run(bin('eslint'), ['.'])],
  ['types', () => run(process.execPath, [path.join(root, 'scripts', 'prepare.mjs')])],
  ['generated proto types', protoTypesFresh],
  ['gateway/openapi.yaml', openApiFresh],
  ['docs/asyncapi.json', asyncApiFresh],
  ['docs/configuration.md', configurationDocFresh],
  [
    'sdk/typescript/src/generated',
    () =>
      run(process.execPath, [path.join(root, 'sdk/typescript/scripts/generate.mjs'), '--check']),
  ],
];

const started = Date.now();
for (const [name, step] of steps) {
  const stepStarted = Date.now();
  let problem;
  try {
    problem = step();
  } catch (error) {
    problem = error.status === undefined ? error.message : `exited with ${error.status}`;
  }
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (problem) {
    console.error(`check: ${name} failed (${seconds} s): ${problem}`);
    process.exit(1);
  }
  console.log(`check: ${name} ok (${seconds} s)`);
}
console.log(`check: all passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
