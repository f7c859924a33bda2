// The structure keeps itself: the import boundaries (eslint.config.mjs) refuse what
// the design forbids, and the types generated from proto/ are those the protos give
// today, so a proto change that was not regenerated fails here rather than in a caller.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');

// ESLint loads its flat config by dynamic import, which Jest's module system does not
// offer: the probes are linted in one child process.
const LINT_PROBES = `
const { ESLint } = require('eslint');
const probes = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: process.cwd() });
Promise.all(
  probes.map(async ({ filePath, code }) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
  }),
).then((answers) => process.stdout.write(JSON.stringify(answers)));
`;

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** What ESLint says of each text, as if it were the file named (relative to the repository). */
function lintProbes(probes: { filePath: string; code: string }[]): LintMessage[][] {
  const input = probes.map(({ filePath, code }) => ({ filePath: path.join(root, filePath), code }));
  const output = execFileSync(process.execPath, ['-e', LINT_PROBES], {
    cwd: root,
    input: JSON.stringify(input),
  });
  return JSON.parse(output.toString()) as LintMessage[][];
}

/** The messages of one rule, for each probe. */
const messagesOf = (answers: LintMessage[][], ruleId: string): string[][] =>
  answers.map((messages) =>
    messages.filter((message) => message.ruleId === ruleId).map((message) => message.message),
  );

/** The boundary refusals ESLint gives for each import line, as if in the file named. */
function boundaryErrors(probes: [filePath: string, importLine: string][]): string[][] {
  const answers = lintProbes(
    probes.map(([filePath, importLine]) => ({
      filePath,
      code: `${importLine}\nexport const probe = 1;\n`,
    })),
  );
  return messagesOf(answers, '@typescript-eslint/no-restricted-imports');
}

type ImportProbe = [what: string, filePath: string, importLine: string];

/** Tests that ESLint refuses each import of `refused` once and allows each of `allowed`. */
function expectImportVerdicts(refused: ImportProbe[], allowed: ImportProbe[]): void {
  let answers: string[][];
  beforeAll(() => {
    answers = boundaryErrors(
      [...refused, ...allowed].map(([, filePath, line]) => [filePath, line]),
    );
  });

  it.each(refused.map((probe, index) => [...probe, index] as const))(
    'refuses %s',
    (_what, _filePath, _line, index) => {
      expect(answers[index]).toHaveLength(1);
    },
  );

  it.each(allowed.map((probe, index) => [...probe, refused.length + index] as const))(
    'allows %s',
    (_what, _filePath, _line, index) => {
      expect(answers[index]).toEqual([]);
    },
  );
}

describe('import boundaries', () => {
  const refused: [what: string, filePath: string, importLine: string][] = [
    [
      'a service importing another service by package',
      'services/tasks/src/probe.ts',
      "import { createClientsApp } from '@workmesh/clients';",
    ],
    [
      'a service importing another service by path',
      'services/tasks/src/probe.ts',
      "import { createClientsApp } from '../../clients/src/app';",
    ],
    [
      "a service's test importing another service",
      'services/teams/test/probe.test.ts',
      "import { createIdentityApp } from '@workmesh/identity';",
    ],
    [
      'the gateway importing a service',
      'gateway/src/probe.ts',
      "import { createTeamsApp } from '@workmesh/teams';",
    ],
    [
      'a service importing the gateway',
      'services/notifier/src/probe.ts',
      "import { createGateway } from '@workmesh/gateway';",
    ],
    [
      'a service importing the embedded MongoDB',
      'services/clients/src/probe.ts',
      "import { startMongoEmbedded } from '@workmesh/mongo-embedded';",
    ],
    [
      'a use case importing mongoose',
      'services/clients/src/probe.ts',
      "import mongoose from 'mongoose';",
    ],
    [
      "a use case taking platform's mongoose session type",
      'services/teams/src/probe.ts',
      "import type { ClientSession } from '@workmesh/platform';",
    ],
    [
      'the tracking service importing another service',
      'services/tracking/src/probe.ts',
      "import { createTasksApp } from '@workmesh/tasks';",
    ],
    [
      'a service importing the tracking service',
      'services/scheduling/src/probe.ts',
      "import { createTrackingApp } from '../../tracking/src/app';",
    ],
    [
      'the invoices service importing another service',
      'services/invoices/src/probe.ts',
      "import { createTrackingApp } from '@workmesh/tracking';",
    ],
    [
      'a service importing the invoices service',
      'services/notifier/src/probe.ts',
      "import { createInvoicesApp } from '@workmesh/invoices';",
    ],
    [
      'platform importing a service',
      'libs/platform/src/probe.ts',
      "import { createTasksApp } from '@workmesh/tasks';",
    ],
  ];
  const allowed: typeof refused = [
    [
      'a service importing platform',
      'services/tasks/src/probe.ts',
      "import { Reason } from '@workmesh/platform';",
    ],
    [
      "a service's models importing mongoose",
      'services/clients/src/models/probe.ts',
      "import mongoose from 'mongoose';",
    ],
    [
      'a service importing its own modules',
      'services/tasks/src/probe.ts',
      "import { createTasksApp } from './app';",
    ],
  ];
  expectImportVerdicts(refused, allowed);
});

describe('libs import no service', () => {
  // The launcher starts services as processes and the benchmark drives them through their
  // gRPC and HTTP interfaces; only libs' tests may import the gateway (ResponseValidator).
  const refused: [what: string, filePath: string, importLine: string][] = [
    [
      'the benchmark importing a service',
      'libs/dev-stack/bench/probe.ts',
      "import { trackingRepository } from '@workmesh/tracking';",
    ],
    [
      'the benchmark importing a service by path',
      'libs/dev-stack/bench/probe.ts',
      "import { clientsUseCases } from '../../../services/clients/src/clients';",
    ],
    [
      'the benchmark importing the gateway',
      'libs/dev-stack/bench/probe.ts',
      "import { createGateway } from '@workmesh/gateway';",
    ],
    [
      'the launcher importing a service',
      'libs/dev-stack/src/probe.ts',
      "import { createTeamsApp } from '@workmesh/teams';",
    ],
    [
      'test support importing a service',
      'libs/testing/src/probe.ts',
      "import { teamsRepository } from '@workmesh/teams';",
    ],
    [
      'the system tests importing a service',
      'libs/dev-stack/test/probe.test.ts',
      "import { createClientsApp } from '@workmesh/clients';",
    ],
  ];
  const allowed: typeof refused = [
    [
      "the benchmark using platform's gRPC clients",
      'libs/dev-stack/bench/probe.ts',
      "import { trackingClient } from '@workmesh/platform';",
    ],
    [
      "the system tests using the gateway's response validator",
      'libs/dev-stack/test/probe.test.ts',
      "import { ResponseValidator } from '@workmesh/gateway';",
    ],
  ];
  expectImportVerdicts(refused, allowed);
});

describe('gateway layout', () => {
  const refused: [what: string, filePath: string, importLine: string][] = [
    [
      'openapi/ importing the route table',
      'gateway/src/openapi/probe.ts',
      "import { ROUTES } from '../routes';",
    ],
    [
      "openapi/ importing a route's notes",
      'gateway/src/openapi/probe.ts',
      "import { CLIENTS_NOTES } from '../routes/clients.docs';",
    ],
    [
      'write-openapi.ts importing a route module rather than the table',
      'gateway/src/openapi/write-openapi.ts',
      "import { route } from '../routes/route';",
    ],
    [
      'routes/ importing write-openapi.ts (which imports the table)',
      'gateway/src/routes/probe.ts',
      "import { describeGateway } from '../openapi/write-openapi';",
    ],
    [
      'openapi/ importing a service (the gateway boundaries still hold there)',
      'gateway/src/openapi/probe.ts',
      "import { createTeamsApp } from '@workmesh/teams';",
    ],
    [
      'routes/ importing a service',
      'gateway/src/routes/probe.ts',
      "import { createTeamsApp } from '@workmesh/teams';",
    ],
  ];
  const allowed: typeof refused = [
    [
      "a route's notes importing openapi/'s helpers",
      'gateway/src/routes/probe.docs.ts',
      "import { PAGE } from '../openapi/operation-notes';",
    ],
    [
      'write-openapi.ts importing the route table',
      'gateway/src/openapi/write-openapi.ts',
      "import { ROUTES } from '../routes';",
    ],
    [
      'openapi/ importing the Route type',
      'gateway/src/openapi/probe.ts',
      "import type { Route } from '../http-route';",
    ],
  ];
  /** A text of `count` lines (the last one ended by a newline, as Prettier writes files). */
  const linesText = (count: number) =>
    Array.from({ length: count }, (_, index) => `export const line${index} = ${index};\n`).join('');
  const sizes: [what: string, filePath: string, lines: number, refusals: number][] = [
    ['refuses a gateway source file of 401 lines', 'gateway/src/probe.ts', 401, 1],
    ['refuses a route module of 401 lines', 'gateway/src/routes/probe.ts', 401, 1],
    ['allows a gateway source file of 400 lines', 'gateway/src/probe.ts', 400, 0],
    ['allows a gateway test of 401 lines', 'gateway/test/probe.test.ts', 401, 0],
  ];
  let imports: string[][];
  let lengths: string[][];
  beforeAll(() => {
    const importProbes = [...refused, ...allowed].map(([, filePath, line]) => ({
      filePath,
      code: `${line}\nexport const probe = 1;\n`,
    }));
    const sizeProbes = sizes.map(([, filePath, lines]) => ({ filePath, code: linesText(lines) }));
    const answers = lintProbes([...importProbes, ...sizeProbes]);
    imports = messagesOf(
      answers.slice(0, importProbes.length),
      '@typescript-eslint/no-restricted-imports',
    );
    lengths = messagesOf(answers.slice(importProbes.length), 'max-lines');
  });

  it.each(refused.map((probe, index) => [...probe, index] as const))(
    'refuses %s',
    (_what, _filePath, _line, index) => {
      expect(imports[index]).toHaveLength(1);
    },
  );

  it.each(allowed.map((probe, index) => [...probe, refused.length + index] as const))(
    'allows %s',
    (_what, _filePath, _line, index) => {
      expect(imports[index]).toEqual([]);
    },
  );

  it.each(sizes.map((probe, index) => [...probe, index] as const))(
    '%s',
    (_what, _filePath, _lines, refusals, index) => {
      expect(lengths[index]).toHaveLength(refusals);
    },
  );

  // The lint rules see one import at a time; the whole graph shows a cycle that passes
  // through another module (openapi/x.ts → ../app → routes/).
  it('has no import path from openapi/ (write-openapi.ts aside) to routes/', () => {
    const src = path.join(root, 'gateway', 'src');
    const sourceFiles = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) return sourceFiles(full);
        return name.endsWith('.ts') ? [full] : [];
      });
    const files = new Set(sourceFiles(src));
    const resolve = (from: string, specifier: string) => {
      const base = path.resolve(path.dirname(from), specifier);
      return [`${base}.ts`, path.join(base, 'index.ts')].find((file) => files.has(file));
    };
    const importsOf = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s+'(\.[^']*)'/g)]
        .map((match) => resolve(file, match[1]!))
        .filter((target): target is string => target !== undefined);
    const openapi = path.join(src, 'openapi') + path.sep;
    const routes = path.join(src, 'routes') + path.sep;
    const writer = path.join(openapi, 'write-openapi.ts');
    expect(importsOf(writer).some((file) => file.startsWith(routes))).toBe(true);

    const reached = new Map<string, string>();
    const pending = [...files].filter((file) => file.startsWith(openapi) && file !== writer);
    for (const file of pending) reached.set(file, path.relative(src, file));
    while (pending.length > 0) {
      const file = pending.pop()!;
      for (const target of importsOf(file)) {
        if (reached.has(target)) continue;
        reached.set(target, `${reached.get(file)} → ${path.relative(src, target)}`);
        pending.push(target);
      }
    }
    const intoRoutes = [...reached]
      .filter(([file]) => file.startsWith(routes))
      .map(([, via]) => via);
    expect(intoRoutes).toEqual([]);
  });
});

describe("a service's models/ depend on nothing above them", () => {
  const refused: [what: string, filePath: string, importLine: string][] = [
    [
      'a model importing a rule file',
      'services/invoices/src/models/probe.ts',
      "import { totalsOf } from '../invoice-rules';",
    ],
    [
      'a model importing a type of a rule file',
      'services/tracking/src/models/probe.ts',
      "import type { BudgetSettings } from '../budget-rules';",
    ],
    [
      'a model importing a use case',
      'services/notifier/src/models/probe.ts',
      "import { createMailConsumer } from '../mail-consumer';",
    ],
    [
      'a model importing another service',
      'services/clients/src/models/probe.ts',
      "import { createTeamsApp } from '@workmesh/teams';",
    ],
    [
      'a model importing joi itself',
      'services/teams/src/models/probe.ts',
      "import Joi from 'joi';",
    ],
  ];
  const allowed: typeof refused = [
    [
      'a model importing a sibling model',
      'services/invoices/src/models/probe.ts',
      "import { invoiceStore } from './invoices';",
    ],
    [
      'a model importing platform',
      'services/invoices/src/models/probe.ts',
      "import { connectionModel, mongoose } from '@workmesh/platform';",
    ],
    [
      'a model importing mongoose',
      'services/tracking/src/models/probe.ts',
      "import mongoose from 'mongoose';",
    ],
    [
      'a rule file importing a model',
      'services/invoices/src/probe.ts',
      "import type { InvoiceLineRecord } from './models';",
    ],
  ];
  expectImportVerdicts(refused, allowed);
});

describe("a service's functions", () => {
  const functionOf = (lines: number) =>
    [
      'export function probe(): number {',
      '  let total = 0;',
      ...Array.from({ length: lines - 4 }, (_, index) => `  total += ${index};`),
      '  return total;',
      '}',
      '',
    ].join('\n');
  let answers: string[][];
  beforeAll(() => {
    const probes = (
      [
        ['services/x/src/probe.ts', 121],
        ['services/x/src/probe.ts', 120],
        ['services/tracking/src/models/probe.ts', 121],
      ] as const
    ).map(([filePath, lines]) => ({ filePath, code: functionOf(lines) }));
    answers = messagesOf(lintProbes(probes), 'max-lines-per-function');
  });

  it('may not run over 120 lines', () => {
    expect(answers[0]).toHaveLength(1);
    expect(answers[0][0]).toContain('(121)');
    expect(answers[2]).toHaveLength(1);
  });

  it('may run to 120 lines', () => {
    expect(answers[1]).toEqual([]);
  });
});

describe('generated proto types', () => {
  const filesUnder = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory()
        ? filesUnder(full).map((file) => path.join(name, file))
        : [name];
    });

  it('are what proto/ generates today (run `npm run proto:types` after changing a proto)', () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'proto-types-'));
    try {
      execFileSync(
        process.execPath,
        [path.join(root, 'scripts', 'generate-proto-types.mjs'), fresh],
        {
          cwd: root,
          stdio: 'pipe',
        },
      );
      const committed = path.join(root, 'libs', 'platform', 'src', 'generated');
      const freshFiles = filesUnder(fresh).sort();
      expect(filesUnder(committed).sort()).toEqual(freshFiles);
      const stale = freshFiles.filter(
        (file) =>
          readFileSync(path.join(fresh, file), 'utf8') !==
          readFileSync(path.join(committed, file), 'utf8'),
      );
      expect(stale).toEqual([]);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });
});
