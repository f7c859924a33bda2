// docs/configuration.md is generated from the joi schemas (npm run docs:config): it must be
// byte for byte what they say, and every variable of every schema must have a meaning.
import { Joi } from '@workmesh/platform';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONFIGURATION_DOC_COMMAND,
  CONFIGURATION_DOC_PATH,
  CONFIGURED_PROCESSES,
  configurationDocDrift,
  configurationMarkdown,
  configurationRows,
  describeProcesses,
  renderConfigurationDoc,
  repositoryRoot,
  type SchemaDescription,
} from '../src/configuration-doc';

const root = repositoryRoot();
const described = describeProcesses(root);

describe('docs/configuration.md', () => {
  it('is what the schemas say, byte for byte', () => {
    const expected = renderConfigurationDoc(root);
    const actual = readFileSync(path.join(root, CONFIGURATION_DOC_PATH), 'utf8');
    const drift = configurationDocDrift(actual, expected);
    if (drift) throw new Error(drift);
  });

  it('has one row per variable of every schema, naming each process that reads it', () => {
    const document = renderConfigurationDoc(root);
    const variables = new Set(
      [...described.values()].flatMap((schema) => Object.keys(schema.keys ?? {})),
    );
    expect(variables.size).toBeGreaterThan(50);
    const rows = document.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows.map((row) => /^\| `([A-Z0-9_]+)`/.exec(row)?.[1]).sort()).toEqual(
      [...variables].sort(),
    );
    const deadline = rows.find((row) => row.startsWith('| `GRPC_DEADLINE_MS`'))!;
    for (const process of ['gateway', 'identity', 'notifier', 'tracking'])
      expect(deadline).toContain(process);
    expect(deadline).not.toContain('npm start');
  });

  it('states ranges, allowed values and defaults from the schemas', () => {
    const { rows } = configurationRows(described);
    const setting = (variable: string, process: string) =>
      rows
        .find((row) => row.variable === variable)
        ?.settings.find((candidate) => candidate.process === process);
    expect(setting('SCRYPT_COST', 'identity')).toMatchObject({
      default: '`131072`',
      allowed: 'integer from 16384 to 1048576, a power of two',
    });
    expect(setting('LOG_LEVEL', 'gateway')?.allowed).toContain('one of `fatal`, `error`');
    expect(setting('AMQP_URL', 'teams')?.allowed).toBe('URI with scheme `amqp` or `amqps`');
    expect(setting('JWT_SECRET', 'gateway')?.default).toBe('required');
    expect(setting('WEBHOOK_SECRET', 'notifier')?.default).toBe(
      'unset; required when `WEBHOOK_URL` is set',
    );
    expect(setting('MINIO_PUBLIC_URL', 'clients')?.default).toBe("`MINIO_ENDPOINT`'s value");
    expect(setting('GRPC_PORT', 'teams')?.default).toBe('`50052`');
  });

  it('documents every variable of every schema: each has a description', () => {
    expect(CONFIGURED_PROCESSES).toHaveLength(12);
    const missing = [...described].flatMap(([process, schema]) =>
      Object.entries(schema.keys ?? {})
        .filter(([, key]) => !key.flags?.description?.trim())
        .map(([variable]) => `${variable} (${process})`),
    );
    expect(missing).toEqual([]);
    expect(configurationRows(described).problems).toEqual([]);
  });
});

describe('the generator', () => {
  const describeSchema = (schema: Joi.ObjectSchema) => schema.describe() as SchemaDescription;

  it('refuses a variable without a description, a computed default and an undescribed check', () => {
    const { problems } = configurationRows(
      new Map([
        [
          'example',
          describeSchema(
            Joi.object({
              NO_MEANING: Joi.number().integer().default(1),
              COMPUTED: Joi.string()
                .default(() => 'x')
                .description('Computed.'),
              CHECKED: Joi.string()
                .custom((value: string) => value)
                .description('Checked.'),
            }),
          ),
        ],
      ]),
    );
    expect(problems).toEqual([
      "NO_MEANING (example): no description (joi's .description('…'))",
      "COMPUTED (example): a computed default: state it with .meta({ default: '…' })",
      "CHECKED (example): a custom rule without a description (joi's .custom(method, description))",
    ]);
  });

  it('names the first difference and the command when the file is stale', () => {
    const expected = 'a\nb\nc\n';
    expect(configurationDocDrift(expected, expected)).toBeUndefined();
    const drift = configurationDocDrift('a\nB\nc\n', expected);
    expect(drift).toContain(CONFIGURATION_DOC_COMMAND);
    expect(drift).toContain('line 2');
    expect(configurationDocDrift('a\nb\nc', expected)).toContain('line 4');
  });

  it('groups processes that differ in a value, and escapes table pipes', () => {
    const { rows } = configurationRows(
      new Map([
        [
          'one',
          describeSchema(Joi.object({ PORT: Joi.number().default(1).description('A port, a|b.') })),
        ],
        [
          'two',
          describeSchema(Joi.object({ PORT: Joi.number().default(2).description('A port, a|b.') })),
        ],
      ]),
    );
    expect(rows).toHaveLength(1);
    const row = configurationMarkdown(rows)
      .split('\n')
      .find((line) => line.startsWith('| `PORT`'));
    expect(row).toBe('| `PORT` | one, two | one: `1`<br>two: `2` | number | A port, a\\|b. |');
  });
});
