// How the audit routes' answers are presented: a record's `changes` (JSON text on the
// wire, audit.proto) as the object it is, a page with its keyset cursor, and the CSV
// form of a page (`?format=csv`).
import type { Type } from 'protobufjs';
import { csvDocument } from '../csv-writer';
import type { ReplyOf } from '../downstream-clients';
import type { TextFormat } from '../http-route';
import { CSV_CONTENT_TYPE, CSV_NOTE } from '../report-csv';
import { record, reply, type ReplyShape } from '../reply-presentation';

record('workmesh.audit.v1.AuditActor', {
  component: 'AuditActor',
  description:
    'Who made the change: the user, and the login session or personal access token used.',
  notes: {
    user_id: { description: 'the acting user; 0 when nobody was signed in (a failed sign-in)' },
  },
});
record('workmesh.audit.v1.AuditRecord', {
  component: 'AuditRecord',
  description: 'One change made through the API, chained to the previous record of its team.',
  notes: {
    seq: { description: "the record's place in its team's chain: 1, 2, …" },
    action: {
      description: '`<object>.<verb>`: client.created, time_entry.deleted, login.failed, …',
    },
    prev_hash: { description: "the previous record's hash (64 zeros for a team's first)" },
    hash: { description: 'sha256(prev_hash + canonical JSON of the record), hex' },
  },
});

/** A change's fields: `after` only for a create, `before` only for a delete. */
const CHANGES_SCHEMA = {
  type: 'object',
  description:
    'Each changed field with `before` and `after` (a create: `after` only; a delete: `before` only). Never a password, secret, token or TOTP secret.',
  additionalProperties: {
    type: 'object',
    additionalProperties: false,
    properties: { before: {}, after: {} },
  },
};

type Message = Record<string, unknown>;

/** The service writes the changes as a JSON object's text; anything else shows as no changes. */
function changesOf(text: unknown): unknown {
  if (typeof text !== 'string') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

const withChanges = (value: Message): Message => ({ ...value, changes: changesOf(value.changes) });

/** `{ records, next_cursor }`, each record's changes as an object. */
export const auditPage: ReplyShape = (type: Type) => {
  const base = reply({
    component: 'AuditRecordPage',
    description: 'A page of audit records, newest first.',
    notes: { next_cursor: { description: 'the cursor of the next page; null on the last' } },
  })(type);
  return {
    component: base.component,
    present: (value) => {
      const body = base.present(value) as { records: Message[] };
      return { ...body, records: body.records.map(withChanges) };
    },
    describe: (schemas) => {
      base.describe(schemas);
      const recordSchema = schemas.AuditRecord as { properties?: Record<string, unknown> };
      if (recordSchema?.properties) recordSchema.properties.changes = CHANGES_SCHEMA;
    },
  };
};

type ListReply = ReplyOf<'audit', 'ListRecords'>;

export const AUDIT_CSV_COLUMNS = [
  'id',
  'seq',
  'occurred_at',
  'action',
  'object_type',
  'object_id',
  'actor_user_id',
  'actor_session_id',
  'actor_token_id',
  'ip',
  'user_agent',
  'request_id',
  'subject_user_id',
  'changes',
  'hash',
];

export function auditCsv(value: unknown): string {
  const rows = ((value as ListReply).records ?? []).map((entry) => [
    entry.id,
    entry.seq,
    entry.occurred_at,
    entry.action,
    entry.object_type,
    entry.object_id,
    entry.actor?.user_id ?? 0,
    entry.actor?.session_id ?? '',
    entry.actor?.token_id ?? '',
    entry.ip,
    entry.user_agent,
    entry.request_id,
    entry.subject_user_id,
    entry.changes,
    entry.hash,
  ]);
  return csvDocument(AUDIT_CSV_COLUMNS, rows);
}

export const AUDIT_CSV: TextFormat = {
  format: 'csv',
  contentType: CSV_CONTENT_TYPE,
  filename: 'audit-log.csv',
  render: auditCsv,
  description: `The page's records as CSV, one row per record (the same page as in JSON: \`cursor\` and \`limit\`), the actor in three columns and \`changes\` as JSON text. ${CSV_NOTE}`,
  example: auditCsv({
    records: [
      {
        id: '6747f0a1c2d3e4f5a6b7c8d9',
        seq: 12,
        occurred_at: '2026-11-28T10:00:00.000Z',
        action: 'client.updated',
        object_type: 'client',
        object_id: '7',
        actor: { user_id: 3, session_id: 'a1b2c3' },
        ip: '203.0.113.9',
        user_agent: 'Mozilla/5.0',
        request_id: 'req-1',
        subject_user_id: 0,
        changes: '{"name":{"after":"Acme Ltd","before":"Acme"}}',
        hash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
    ],
  }),
};

/** verify's answer: `{valid: true, records}` or `{valid: false, records, broken_at}` (issue 33). */
export const chainVerdict: ReplyShape = (type: Type) => {
  const base = reply({
    component: 'AuditChainVerdict',
    description: "The team's audit chain, recomputed.",
    notes: {
      records: { description: 'the records of the team checked' },
      broken_at: {
        description: 'the id of the first record whose hash or link is wrong; only when not valid',
      },
    },
  })(type);
  return {
    component: base.component,
    present: (value) => {
      const { broken_at, ...verdict } = base.present(value) as Message;
      return broken_at == null ? verdict : { ...verdict, broken_at };
    },
    describe: (schemas) => {
      base.describe(schemas);
      const schema = schemas.AuditChainVerdict as {
        required?: string[];
        properties?: Record<string, { type?: unknown }>;
      };
      schema.required = (schema.required ?? []).filter((name) => name !== 'broken_at');
      if (schema.properties?.broken_at) schema.properties.broken_at.type = 'string';
    },
  };
};
