// What openapi.yaml says of the audit routes (routes/audit.ts) beyond the proto: who may
// read, the filters' rules and the paging (docs/audit.md).
import type { RpcName } from '../downstream-clients';
import type { OperationNotes } from '../openapi/operation-notes';

const INSTANT = {
  format: 'date-time',
  examples: ['2026-11-28T10:00:00Z'],
} as const;

/** The notes of each route, by its rpc. */
export const AUDIT_NOTES = {
  ListRecords: {
    summary: "List the team's audit records, newest first",
    description:
      "Owners see every record of their current team; managers every record but other managers' and owners' sign-ins (`login.*`); members are refused. Keyset paging: pass the answer's `next_cursor` as `cursor` for the next page (null on the last). `?format=csv` answers the page as CSV.",
    fields: {
      from: { ...INSTANT, description: 'records that occurred at or after this instant' },
      to: { ...INSTANT, description: 'records that occurred before this instant' },
      actor: { description: 'the user id of the actor', minimum: 1 },
      action: { description: '`<object>.<verb>`, e.g. `client.updated`', maxLength: 100 },
      object_type: { description: 'e.g. `client`, `time_entry`, `token`', maxLength: 50 },
      object_id: { description: "the object's id, as text", maxLength: 100 },
      cursor: { description: '`next_cursor` of the previous page', pattern: '^[1-9][0-9]{0,15}$' },
      limit: { description: 'records per page; 50 unless given', minimum: 1, maximum: 200 },
    },
  },
  VerifyChain: {
    summary: "Recompute the team's audit chain",
    description:
      "Owners. Each record's hash is sha256(prev_hash + the canonical JSON of its fields); the chain starts at the first record still kept (retention removes the oldest ones and remembers the last removed record's hash). `broken_at` is the id of the first record whose hash or link to the one before is wrong.",
  },
} satisfies Partial<Record<RpcName<'audit'>, OperationNotes>>;
