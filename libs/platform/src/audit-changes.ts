// The `changes` of a change.recorded event (docs/audit.md), computed from plain records:
// the fields set by a create, the fields that differ after an update, what a delete
// removed. Secret fields never leave the service: a field whose name says it holds a
// password, secret, token, hash or TOTP key is dropped here, whatever the caller passes.
import { isDeepStrictEqual } from 'node:util';
import type { FieldChange } from './events/contracts/changes';

export type Changes = Record<string, FieldChange>;
type Plain = Record<string, unknown>;

/** Field names that are never recorded, whatever the record. */
const SECRET_FIELD = /(password|secret|token|hash|totp|recovery|otp|api_key|c_password)/i;

/** Fields the service keeps for itself (ids of the storage, versions), never a change. */
const BOOKKEEPING = new Set(['_id', '__v', 'updated_at', 'updatedAt', 'createdAt']);

const recordable = (field: string, omit: readonly string[]) =>
  !SECRET_FIELD.test(field) && !BOOKKEEPING.has(field) && !omit.includes(field);

/** JSON-safe copy of a value (Dates as ISO strings, Buffers left out). */
function plainValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return undefined;
  if (Array.isArray(value)) return value.map(plainValue);
  if (typeof value === 'object' && value !== null) {
    const copy: Plain = {};
    for (const [key, inner] of Object.entries(value)) {
      if (SECRET_FIELD.test(key)) continue;
      const plain = plainValue(inner);
      if (plain !== undefined) copy[key] = plain;
    }
    return copy;
  }
  return value;
}

function fieldsOf(record: Plain, omit: readonly string[]): Plain {
  const fields: Plain = {};
  for (const [field, value] of Object.entries(record)) {
    if (!recordable(field, omit) || value === undefined) continue;
    const plain = plainValue(value);
    if (plain !== undefined) fields[field] = plain;
  }
  return fields;
}

/** A create: every field set, `after` only. */
export function createdChanges(after: Plain, omit: readonly string[] = []): Changes {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(fieldsOf(after, omit)))
    changes[field] = { after: value };
  return changes;
}

/** An update: each field whose value differs, with `before` and `after`. */
export function updatedChanges(before: Plain, after: Plain, omit: readonly string[] = []): Changes {
  const was = fieldsOf(before, omit);
  const is = fieldsOf(after, omit);
  const changes: Changes = {};
  for (const field of new Set([...Object.keys(was), ...Object.keys(is)])) {
    if (isDeepStrictEqual(was[field], is[field])) continue;
    changes[field] = {
      ...(field in was ? { before: was[field] } : {}),
      ...(field in is ? { after: is[field] } : {}),
    };
  }
  return changes;
}

/** A delete: what was removed, `before` only. */
export function deletedChanges(before: Plain, omit: readonly string[] = []): Changes {
  const changes: Changes = {};
  for (const [field, value] of Object.entries(fieldsOf(before, omit)))
    changes[field] = { before: value };
  return changes;
}
