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
    return result.messages
      .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
      .map((message) => message.message);
  }),
).then((answers) => process.stdout.write(JSON.stringify(answers)));
`;

/** The boundary refusals ESLint gives for each import line, as if in the file named. */
function boundaryErrors(probes: [filePath: string, importLine: string][]): string[][] {
  const input = probes.map(([filePath, importLine]) => ({
    filePath: path.join(root, filePath),
    code: `${importLine}\nexport const probe = 1;\n`,
  }));
  const output = execFileSync(process.execPath, ['-e', LINT_PROBES], {
    cwd: root,
    input: JSON.stringify(input),
  });
  return JSON.parse(output.toString()) as string[][];
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
    [
      'the launcher importing a service',
      'libs/dev-stack/src/probe.ts',
      "import { createTeamsApp } from '@workmesh/teams';",
    ],
  ];
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
});

describe("a service's functions", () => {
  // ESLint's verdict on a function of `lines` lines (its braces included) in the file named.
  const LINT_LENGTH = `
const { ESLint } = require('eslint');
const probes = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: process.cwd() });
Promise.all(
  probes.map(async ({ filePath, code }) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result.messages
      .filter((message) => message.ruleId === 'max-lines-per-function')
      .map((message) => message.message);
  }),
).then((answers) => process.stdout.write(JSON.stringify(answers)));
`;
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
    const input = [
      ['services/x/src/probe.ts', 121],
      ['services/x/src/probe.ts', 120],
      ['services/tracking/src/models/probe.ts', 121],
    ].map(([filePath, lines]) => ({
      filePath: path.join(root, filePath as string),
      code: functionOf(lines as number),
    }));
    const output = execFileSync(process.execPath, ['-e', LINT_LENGTH], {
      cwd: root,
      input: JSON.stringify(input),
    });
    answers = JSON.parse(output.toString()) as string[][];
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
