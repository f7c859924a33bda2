// docs/configuration.md, generated from the joi schemas every process validates its
// environment with (`npm run docs:config`): one row per variable, with the processes that
// read it, its default, its allowed values (joi's describe()) and its meaning (the key's
// `.description()`). libs/dev-stack/test/configuration-doc.test.ts fails when the file
// differs from what the schemas say, or when a variable has no description.
//
// The schemas are read from the built output (tsc -b), so that no workspace imports a
// service: every process's config module is loaded by its path.
import { findProtoDirectory } from '@workmesh/platform';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The command that rewrites the document (named by every staleness message). */
export const CONFIGURATION_DOC_COMMAND = 'npm run docs:config';
export const CONFIGURATION_DOC_PATH = 'docs/configuration.md';

export interface ConfiguredProcess {
  /** As the document names it. */
  name: string;
  /** Its config module, relative to the repository (the TypeScript source). */
  source: string;
  /** The exported joi object schema of its environment. */
  schema: string;
}

/** Every process that reads its environment, in the document's order. */
export const CONFIGURED_PROCESSES: ConfiguredProcess[] = [
  { name: 'npm start', source: 'libs/dev-stack/src/config.ts', schema: 'stackConfigSchema' },
  { name: 'gateway', source: 'gateway/src/config.ts', schema: 'gatewayConfigSchema' },
  {
    name: 'healthcheck',
    source: 'libs/platform/src/healthcheck-env.ts',
    schema: 'healthcheckEnvSchema',
  },
  ...(
    [
      ['audit', 'auditConfigSchema'],
      ['clients', 'clientsConfigSchema'],
      ['identity', 'identityEnvSchema'],
      ['invoices', 'invoicesConfigSchema'],
      ['notifier', 'notifierEnvSchema'],
      ['scheduling', 'schedulingConfigSchema'],
      ['tasks', 'tasksConfigSchema'],
      ['teams', 'teamsConfigSchema'],
      ['tracking', 'trackingConfigSchema'],
    ] as const
  ).map(([name, schema]) => ({ name, source: `services/${name}/src/config.ts`, schema })),
];

/** What this module reads of joi's describe() output. */
export interface SchemaDescription {
  type: string;
  flags?: {
    default?: unknown;
    presence?: string;
    only?: boolean;
    description?: string;
    empty?: SchemaDescription;
  };
  allow?: unknown[];
  rules?: Array<{ name: string; args?: Record<string, unknown> }>;
  metas?: Array<Record<string, unknown>>;
  matches?: Array<{ schema?: SchemaDescription }>;
  items?: SchemaDescription[];
  keys?: Record<string, SchemaDescription>;
  whens?: Array<{ ref?: { path?: string[] }; is?: SchemaDescription; then?: SchemaDescription }>;
}

interface DescribableSchema {
  describe(): unknown;
}

/** One process's view of one variable. */
export interface Setting {
  process: string;
  default: string;
  allowed: string;
  meaning: string;
}

export interface ConfigurationRow {
  variable: string;
  settings: Setting[];
}

export const repositoryRoot = (): string => path.dirname(findProtoDirectory(__dirname));

const load = createRequire(__filename);

/** The compiled module of a config source: services/x/src/config.ts → services/x/dist/src/config.js. */
const compiledPath = (root: string, source: string): string => {
  const [workspace, ...rest] = source.split('/src/');
  return path.join(root, `${workspace}/dist/src/${rest.join('/src/')}`.replace(/\.ts$/, '.js'));
};

/** The describe() of every process's schema, by process name. */
export function describeProcesses(root = repositoryRoot()): Map<string, SchemaDescription> {
  const described = new Map<string, SchemaDescription>();
  for (const process of CONFIGURED_PROCESSES) {
    const file = compiledPath(root, process.source);
    let exported: Record<string, DescribableSchema | undefined>;
    try {
      exported = load(file) as Record<string, DescribableSchema | undefined>;
    } catch (error) {
      throw new Error(
        `cannot load ${file} (${(error as Error).message}); build first: npm run build`,
        { cause: error },
      );
    }
    const schema = exported[process.schema];
    if (!schema) throw new Error(`${file} exports no ${process.schema}`);
    described.set(process.name, schema.describe() as SchemaDescription);
  }
  return described;
}

const code = (value: string): string => `\`${value}\``;
const list = (values: unknown[]): string => values.map((value) => code(String(value))).join(', ');

function range(min: unknown, max: unknown, unit = ''): string | undefined {
  if (min !== undefined && max !== undefined) return `${min} to ${max}${unit}`;
  if (min !== undefined) return `at least ${min}${unit}`;
  if (max !== undefined) return `at most ${max}${unit}`;
  return undefined;
}

/** Rules that change a value's form, not which values are allowed. */
const FORM_RULES = new Set(['trim', 'case']);

/** The allowed values of one schema, in words; what cannot be said goes to `problems`. */
export function describeAllowed(schema: SchemaDescription, problems: string[]): string {
  const rules = schema.rules ?? [];
  const arg = (name: string, key: string) => rules.find((rule) => rule.name === name)?.args?.[key];
  const parts: string[] = [];
  const known = new Set(['min', 'max', 'custom', ...FORM_RULES]);
  switch (schema.type) {
    case 'number': {
      known.add('integer');
      const kind = rules.some((rule) => rule.name === 'integer') ? 'integer' : 'number';
      const bounds = range(arg('min', 'limit'), arg('max', 'limit'));
      parts.push(bounds ? `${kind} from ${bounds}`.replace('from at', 'at') : kind);
      break;
    }
    case 'string': {
      known.add('uri').add('pattern').add('length');
      const schemes = (arg('uri', 'options') as { scheme?: string[] } | undefined)?.scheme;
      if (rules.some((rule) => rule.name === 'uri'))
        parts.push(
          schemes ? `URI with scheme ${list(schemes).replace(/, (?!.*, )/, ' or ')}` : 'URI',
        );
      const pattern = arg('pattern', 'regex');
      if (pattern !== undefined) parts.push(`matches ${code(String(pattern))}`);
      const length = arg('length', 'limit');
      const characters =
        length !== undefined
          ? `exactly ${length} characters`
          : range(arg('min', 'limit'), arg('max', 'limit'), ' characters');
      if (characters) parts.push(characters);
      if (schema.flags?.only && schema.allow) parts.push(`one of ${list(schema.allow)}`);
      const custom = rules.some((rule) => rule.name === 'custom');
      if (parts.length === 0 && !custom) parts.push('text');
      break;
    }
    case 'boolean':
      parts.push('`true` or `false`');
      break;
    case 'alternatives':
      return (schema.matches ?? [])
        .map((match) => (match.schema ? describeAllowed(match.schema, problems) : '?'))
        .join('; or ');
    default:
      if (schema.items?.length === 1) {
        // An array read from a comma-separated variable (the notifier's delay lists).
        const count = range(arg('min', 'limit'), arg('max', 'limit'));
        const item = describeAllowed(schema.items[0]!, problems);
        parts.push(`comma-separated list${count ? ` of ${count} items` : ''}, each ${item}`);
      } else {
        problems.push(`type ${schema.type} has no rendering in configuration-doc.ts`);
        parts.push(schema.type);
      }
  }
  for (const rule of rules) {
    if (rule.name === 'custom') {
      const description = rule.args?.description;
      if (typeof description === 'string') parts.push(description);
      else
        problems.push("a custom rule without a description (joi's .custom(method, description))");
    } else if (!known.has(rule.name)) {
      problems.push(`rule ${rule.name} has no rendering in configuration-doc.ts`);
    }
  }
  const empty = schema.flags?.empty;
  if (empty?.flags?.only && empty.allow?.length === 1 && empty.allow[0] === '')
    parts.push('empty counts as unset');
  return parts.join(', ');
}

/** The default of one schema, in words. */
export function describeDefault(schema: SchemaDescription, problems: string[]): string {
  const stated = schema.metas?.find((meta) => typeof meta.default === 'string')?.default;
  if (typeof stated === 'string') return stated;
  if (schema.flags?.presence === 'required') return 'required';
  const conditions = (schema.whens ?? []).map((when) => {
    const other = when.ref?.path?.join('.');
    if (
      other &&
      when.is?.flags?.presence === 'required' &&
      when.then?.flags?.presence === 'required'
    )
      return `required when ${code(other)} is set`;
    problems.push('a condition (when) with no rendering in configuration-doc.ts');
    return 'conditional';
  });
  if (!('default' in (schema.flags ?? {}))) return ['unset', ...conditions].join('; ');
  const value = schema.flags!.default;
  if (typeof value === 'function') {
    problems.push("a computed default: state it with .meta({ default: '…' })");
    return '?';
  }
  if (Array.isArray(value)) return code(value.join(','));
  if (value && typeof value === 'object') {
    const reference = (value as { ref?: { path?: string[] } }).ref?.path?.join('.');
    if (reference) return `${code(reference)}'s value`;
    return code(JSON.stringify(value));
  }
  return code(String(value));
}

/** Every variable of every process's schema, sorted; problems (no description, …) by variable. */
export function configurationRows(described = describeProcesses()): {
  rows: ConfigurationRow[];
  problems: string[];
} {
  const byVariable = new Map<string, Setting[]>();
  const problems: string[] = [];
  for (const [process, description] of described) {
    for (const [variable, key] of Object.entries(description.keys ?? {})) {
      const found: string[] = [];
      const meaning = key.flags?.description?.trim() ?? '';
      if (meaning === '') found.push("no description (joi's .description('…'))");
      const setting: Setting = {
        process,
        default: describeDefault(key, found),
        allowed: describeAllowed(key, found),
        meaning,
      };
      problems.push(...found.map((problem) => `${variable} (${process}): ${problem}`));
      byVariable.set(variable, [...(byVariable.get(variable) ?? []), setting]);
    }
  }
  const rows = [...byVariable]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([variable, settings]) => ({ variable, settings }));
  return { rows, problems };
}

/** One cell: the value all processes share, or each group of processes with its value. */
function cell(settings: Setting[], field: 'default' | 'allowed' | 'meaning'): string {
  const groups = new Map<string, string[]>();
  for (const setting of settings)
    groups.set(setting[field], [...(groups.get(setting[field]) ?? []), setting.process]);
  if (groups.size === 1) return [...groups.keys()][0]!;
  return [...groups].map(([value, processes]) => `${processes.join(', ')}: ${value}`).join('<br>');
}

const tableCell = (text: string): string => text.replace(/\|/g, '\\|');

/** The document's Markdown before Prettier. */
export function configurationMarkdown(rows: ConfigurationRow[]): string {
  const sources = CONFIGURED_PROCESSES.map((process) => `${process.name}: \`${process.source}\``);
  const lines = [
    '# Configuration',
    '',
    `<!-- Generated from the joi schemas by \`${CONFIGURATION_DOC_COMMAND}\` (libs/dev-stack/src/configuration-doc.ts); do not edit: a test compares this file with the schemas. -->`,
    '',
    'Every process validates its environment once at start-up against a joi schema; a bad value',
    'stops it with a message naming the variable (every bad one at once). Defaults make `npm start`',
    'work on one machine; a deployment sets what differs (`docker-compose.yml`, `k8s/`).',
    '',
    "Under `npm start` only the launcher's variables (read by: npm start) are taken from the shell:",
    'the launcher starts every process with an environment of its own making (ports, addresses,',
    'databases, generated secrets) and passes those on.',
    '',
    "healthcheck is the image's `HEALTHCHECK` (`deploy/healthcheck.js`), run in every container.",
    '',
    'One row per variable. Where the processes that read a variable differ in default, allowed',
    "values or meaning, each process's is given. The schemas: shared variables in",
    `\`libs/platform/src/config.ts\`, the rest in ${sources.join(', ')}.`,
    '',
    '| Variable | Read by | Default | Allowed values | Meaning |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(({ variable, settings }) =>
      [
        code(variable),
        settings.map((setting) => setting.process).join(', '),
        cell(settings, 'default'),
        cell(settings, 'allowed'),
        cell(settings, 'meaning'),
      ]
        .map(tableCell)
        .reduce((line, text) => `${line} ${text} |`, '|'),
    ),
    '',
  ];
  return lines.join('\n');
}

/**
 * docs/configuration.md as the schemas say it, formatted by the repository's Prettier (its
 * command line, with the repository's settings: Prettier's API imports ESM, which Jest's
 * module system does not run).
 */
export function renderConfigurationDoc(root = repositoryRoot()): string {
  const { rows, problems } = configurationRows(describeProcesses(root));
  if (problems.length > 0)
    throw new Error(
      `the configuration schemas cannot be documented:\n  - ${problems.join('\n  - ')}`,
    );
  return execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs'),
      '--stdin-filepath',
      path.join(root, CONFIGURATION_DOC_PATH),
    ],
    { cwd: root, input: configurationMarkdown(rows), encoding: 'utf8' },
  );
}

/** A table row without Prettier's padding, for messages. */
const unpadded = (line: string | undefined): string =>
  line === undefined ? '(end of file)' : line.replace(/ {2,}/g, ' ');

/** Undefined when `actual` is `expected`; else what differs first, and the command that fixes it. */
export function configurationDocDrift(actual: string, expected: string): string | undefined {
  if (actual === expected) return undefined;
  const have = actual.split('\n');
  const want = expected.split('\n');
  let line = 0;
  while (have[line] === want[line]) line++;
  return [
    `${CONFIGURATION_DOC_PATH} is not what the configuration schemas say; run \`${CONFIGURATION_DOC_COMMAND}\`.`,
    `First difference, line ${line + 1}:`,
    `  file:    ${unpadded(have[line])}`,
    `  schemas: ${unpadded(want[line])}`,
  ].join('\n');
}

/** The file as it is, or undefined when there is none. */
function currentDoc(root: string): string | undefined {
  const file = path.join(root, CONFIGURATION_DOC_PATH);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** For a check script: undefined when docs/configuration.md is up to date, else why not. */
export function checkConfigurationDoc(root = repositoryRoot()): string | undefined {
  const expected = renderConfigurationDoc(root);
  const actual = currentDoc(root);
  if (actual === undefined)
    return `${CONFIGURATION_DOC_PATH} is missing; run \`${CONFIGURATION_DOC_COMMAND}\`.`;
  return configurationDocDrift(actual, expected);
}

/** Writes docs/configuration.md; returns whether it changed. */
export function writeConfigurationDoc(root = repositoryRoot()): boolean {
  const expected = renderConfigurationDoc(root);
  if (currentDoc(root) === expected) return false;
  writeFileSync(path.join(root, CONFIGURATION_DOC_PATH), expected);
  return true;
}
