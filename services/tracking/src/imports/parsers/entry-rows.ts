// One read row made an entry, or refused (docs/import-formats.md): the rules every source
// shares once its own columns are read. A text field a spreadsheet would run as a formula
// is refused, a row needs a person and a project and must end after it starts, and the
// entry's source key is the source's own id or a hash of its normalized content.
import { createHash } from 'node:crypto';
import type { ImportedEntry, ImportMoney, ParsedRow } from '../import-rows';
import { formulaRefusal } from './value-rules';

/** What a source read from one row, before the shared rules. */
export interface RowFields {
  /** The source's own id of the entry, when the export has one. */
  id?: string;
  email?: string;
  userName?: string;
  client?: string;
  project?: string;
  task?: string;
  description?: string;
  tags: string[];
  billable?: boolean;
  start: Date;
  end: Date;
  timezone: string;
  billRate?: ImportMoney;
  costRate?: ImportMoney;
  /** How the file wrote the start and end, for a refusal ("10:00"). */
  startText?: string;
  endText?: string;
}

/** A source's verdict on one row. */
export type RowOutcome =
  | { kind: 'fields'; fields: RowFields }
  | { kind: 'skip'; reason: string }
  | { kind: 'error'; reason: string };

const TEXT_FIELDS = [
  ['description', 'description'],
  ['client', 'client'],
  ['project', 'project'],
  ['task', 'task'],
  ['userName', "person's name"],
] as const;

/** The first formula-injection refusal among the row's text fields, if any. */
function injectionIn(fields: RowFields): string | undefined {
  for (const [key, what] of TEXT_FIELDS) {
    const value = fields[key];
    const refusal = value === undefined ? undefined : formulaRefusal(value, what);
    if (refusal) return refusal;
  }
  for (const tag of fields.tags) {
    const refusal = formulaRefusal(tag, 'tag');
    if (refusal) return refusal;
  }
  return undefined;
}

const trimmed = (value: string | undefined): string | undefined => {
  const text = value?.trim();
  return text === undefined || text === '' ? undefined : text;
};

/**
 * The source key of an entry without an id of its own: SHA-256 hex of its normalized
 * values, in a fixed order, so the same row hashes alike whatever the file's column order.
 */
export function contentKey(entry: Omit<ImportedEntry, 'line' | 'sourceKey'>): string {
  const person = (entry.email ?? '').toLowerCase() || (entry.userName ?? '');
  const normalized = [
    person,
    entry.project ?? '',
    entry.task ?? '',
    entry.description,
    entry.start.toISOString(),
    entry.end.toISOString(),
    entry.billable === undefined ? '' : String(entry.billable),
  ];
  return createHash('sha256').update(JSON.stringify(normalized)).digest('hex');
}

/**
 * The shared rules applied to a source's reading of the row at `line`. `formulas: 'keep'`
 * (a workmesh export: text as workmesh stored it, whose own CSVs neutralize formulas)
 * skips the formula-injection refusal, so an export imports back whole.
 */
export function entryRow(
  line: number,
  raw: string,
  outcome: RowOutcome,
  formulas: 'refuse' | 'keep' = 'refuse',
): ParsedRow {
  const excerpt = raw.replace(/\r?\n?$/, '').slice(0, 200);
  if (outcome.kind === 'skip') return { kind: 'skip', line, reason: outcome.reason };
  if (outcome.kind === 'error') return { kind: 'error', line, reason: outcome.reason, excerpt };
  const fields = outcome.fields;
  const refuse = (reason: string): ParsedRow => ({ kind: 'error', line, reason, excerpt });
  const injection = formulas === 'refuse' ? injectionIn(fields) : undefined;
  if (injection) return refuse(injection);
  const email = trimmed(fields.email);
  const userName = trimmed(fields.userName);
  if (email === undefined && userName === undefined) {
    return refuse(
      'The row names no person (no email and no name); every entry belongs to someone.',
    );
  }
  const project = trimmed(fields.project);
  if (project === undefined) {
    return refuse('The row has no project; every workmesh time entry belongs to a project.');
  }
  if (fields.end.getTime() <= fields.start.getTime()) {
    const start = fields.startText ?? fields.start.toISOString();
    const end = fields.endText ?? fields.end.toISOString();
    const verb =
      fields.end.getTime() === fields.start.getTime()
        ? 'ends when it starts'
        : 'ends before it starts';
    return refuse(`The entry ${verb} (Start ${start}, End ${end}).`);
  }
  const entry: Omit<ImportedEntry, 'line' | 'sourceKey'> = {
    email,
    userName,
    client: trimmed(fields.client),
    project,
    task: trimmed(fields.task),
    tags: [...new Set(fields.tags.map((tag) => tag.trim()).filter((tag) => tag !== ''))],
    description: fields.description?.trim() ?? '',
    start: fields.start,
    end: fields.end,
    timezone: fields.timezone,
    billable: fields.billable,
    billRate: fields.billRate,
    costRate: fields.costRate,
  };
  const id = trimmed(fields.id);
  return { kind: 'entry', entry: { line, sourceKey: id ?? contentKey(entry), ...entry } };
}
