// Canonical string keys for BSON values, so that values MongoDB considers equal
// (1 and 1.0, two ObjectIds with the same bytes, null and a missing field in an
// index) land on the same Map entry.
import {
  Binary,
  BSONRegExp,
  Decimal128,
  Long,
  ObjectId,
  Timestamp,
  UUID,
  type Document,
} from 'bson';

export function valueKey(value: unknown): string {
  if (value === null || value === undefined) return 'z';
  switch (typeof value) {
    case 'string':
      return `s${JSON.stringify(value)}`;
    case 'number':
      return `n${Object.is(value, -0) ? 0 : value}`;
    case 'bigint':
      return `n${value.toString()}`;
    case 'boolean':
      return value ? 'b1' : 'b0';
    case 'object':
      break;
    default:
      return `?${String(value)}`;
  }
  if (value instanceof ObjectId) return `o${value.toHexString()}`;
  if (value instanceof Date) return `t${value.getTime()}`;
  if (Array.isArray(value)) return `[${value.map(valueKey).join(',')}]`;
  if (value instanceof Long) return `n${value.toString()}`;
  if (value instanceof Decimal128) return `n${Number(value.toString())}`;
  if (value instanceof UUID || value instanceof Binary) {
    return `x${value.sub_type}:${Buffer.from(value.buffer).toString('base64')}`;
  }
  if (value instanceof Timestamp) return `T${value.toString()}`;
  if (value instanceof RegExp) return `r${value.source}/${value.flags}`;
  if (value instanceof BSONRegExp) return `r${value.pattern}/${value.options}`;
  const entries = Object.keys(value as Document).map(
    (key) => `${JSON.stringify(key)}:${valueKey((value as Document)[key])}`,
  );
  return `{${entries.join(',')}}`;
}

const MISSING = Symbol('missing');
export type Missing = typeof MISSING;
export const isMissing = (value: unknown): value is Missing => value === MISSING;

/**
 * The values a dotted path reaches in a document, fanning out over arrays as
 * MongoDB's multikey indexes do. A path that reaches nothing yields MISSING.
 */
export function valuesAtPath(document: unknown, path: string): unknown[] {
  const parts = path.split('.');
  const results: unknown[] = [];
  const walk = (node: unknown, index: number): void => {
    if (index === parts.length) {
      if (Array.isArray(node)) {
        if (node.length === 0) results.push(undefined);
        else results.push(...node);
      } else results.push(node);
      return;
    }
    if (Array.isArray(node)) {
      const position = /^\d+$/.test(parts[index]) ? Number(parts[index]) : -1;
      if (position >= 0 && position < node.length) walk(node[position], index + 1);
      else
        for (const element of node)
          if (element && typeof element === 'object') walk(element, index);
      return;
    }
    if (node === null || typeof node !== 'object' || !(parts[index] in (node as Document))) {
      results.push(MISSING);
      return;
    }
    walk((node as Document)[parts[index]], index + 1);
  };
  walk(document, 0);
  return results;
}

/** The first value a dotted path reaches, without array fan-out (for keyValue in errors). */
export function valueAtPath(document: Document, path: string): unknown {
  let node: unknown = document;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Document)[part];
  }
  return node;
}
