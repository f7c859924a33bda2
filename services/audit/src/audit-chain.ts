// The hash chain of a team's audit records (docs/audit.md, The chain): each record's
// hash is sha256(prev_hash + the canonical JSON of its fields), prev_hash the hash of
// the team's record before it (GENESIS_HASH for the first). Pure: no storage here.
import { createHash } from 'node:crypto';
import type { ChainedFields, ChainedRecord } from './models';

/** The prev_hash of a team's first record. */
export const GENESIS_HASH = '0'.repeat(64);

export type { ChainedFields, ChainedRecord };

/** JSON with object keys sorted at every depth and undefined left out: one text per value. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The fields the hash covers, exactly: what a stored document adds is not among them. */
function chainedFieldsOf(record: ChainedFields): ChainedFields {
  const { actor } = record;
  return {
    id: record.id,
    team_id: record.team_id,
    seq: record.seq,
    action: record.action,
    object_type: record.object_type,
    object_id: record.object_id,
    actor: {
      user_id: actor.user_id,
      ...(actor.session_id ? { session_id: actor.session_id } : {}),
      ...(actor.token_id ? { token_id: actor.token_id } : {}),
    },
    ip: record.ip,
    user_agent: record.user_agent,
    request_id: record.request_id,
    occurred_at: record.occurred_at,
    recorded_at: record.recorded_at,
    changes: record.changes,
    subject_user_id: record.subject_user_id,
    event_id: record.event_id,
    prev_hash: record.prev_hash,
  };
}

export function hashOf(record: ChainedFields): string {
  return createHash('sha256')
    .update(record.prev_hash + canonicalJson(chainedFieldsOf(record)))
    .digest('hex');
}

/** The record chained after `previous` (null: the team's first, or after retention's mark). */
export function chained(
  fields: Omit<ChainedFields, 'seq' | 'prev_hash'>,
  previous: { seq: number; hash: string } | null,
): ChainedRecord {
  const linked: ChainedFields = {
    ...fields,
    seq: (previous?.seq ?? 0) + 1,
    prev_hash: previous?.hash ?? GENESIS_HASH,
  };
  return { ...linked, hash: hashOf(linked) };
}

/** Where a chain is checked from: the record before the first one present. */
export interface ChainStart {
  seq: number;
  hash: string;
}

/**
 * Checks records in seq order one by one: each must follow the one before (its seq, its
 * prev_hash) and carry its own hash. Answers the id of the first that does not.
 */
export class ChainCheck {
  private previous: ChainStart;
  count = 0;
  brokenAt: string | undefined;

  constructor(start: ChainStart | null) {
    this.previous = start ?? { seq: 0, hash: GENESIS_HASH };
  }

  /** False once the chain is broken (the rest need not be read). */
  next(record: ChainedRecord): boolean {
    this.count += 1;
    if (this.brokenAt !== undefined) return false;
    const follows = record.seq === this.previous.seq + 1 && record.prev_hash === this.previous.hash;
    if (!follows || hashOf(record) !== record.hash) {
      this.brokenAt = record.id;
      return false;
    }
    this.previous = { seq: record.seq, hash: record.hash };
    return true;
  }
}
