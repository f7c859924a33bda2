// Values as the update operators see them: documents (plain objects, own keys
// only, an own '__proto__' key included and never treated as the prototype),
// BSON ordering and equality, the order MongoDB walks field names in, and the
// shell-like rendering MongoDB puts into its error messages.
import {
  Binary,
  BSONRegExp,
  Decimal128,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  Timestamp,
  type Document,
} from 'bson';
import { carryNumberTypes } from './number-types';
import { valueKey } from './value-keys';

export type Container = Document | unknown[];

/** A plain document: an object that is neither an array nor a BSON value (ObjectId, Date, …). */
export function isDocument(value: unknown): value is Document {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export const hasOwn = (object: object, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(object, key);

/** The own field `key` of a document (never an inherited property such as `__proto__`). */
export function ownField(document: Document, key: string): unknown {
  return hasOwn(document, key) ? document[key] : undefined;
}

/** Sets an own field, appending it when new; an own `__proto__` key stays a plain field. */
export function setField(document: Document, key: string, value: unknown): void {
  if (hasOwn(document, key)) document[key] = value;
  else
    Object.defineProperty(document, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
}

/** Deep copy of documents and arrays; BSON value objects are shared (they are never mutated). */
export function cloneValue<T>(value: T): T {
  // Copies keep the BSON types of their numbers (a Long stays a Long: number-types.ts).
  if (Array.isArray(value)) return carryNumberTypes(value, value.map(cloneValue)) as T;
  if (!isDocument(value)) return value;
  const copy: Document = {};
  for (const key of Object.keys(value)) setField(copy, key, cloneValue(value[key]));
  return carryNumberTypes(value, copy) as T;
}

/** An array index path part ('0', '12'): digits only, as MongoDB parses them. */
export function arrayIndex(part: string): number | undefined {
  return /^\d+$/.test(part) ? Number(part) : undefined;
}

/**
 * The order MongoDB applies update fields in (pathsupport::cmpPathsAndArrayIndexes):
 * numeric names numerically, other names (zero-padded numbers included) as byte strings.
 */
export function compareFieldNames(a: string, b: string): number {
  const numeric = (s: string) => s.length > 0 && /^\d/.test(s) && !(s[0] === '0' && s.length > 1);
  if (!numeric(a) || !numeric(b)) return compareStrings(a, b);
  if (a.length !== b.length) return a.length - b.length;
  return compareStrings(a, b);
}

const SURROGATE = /[\ud800-\udfff]/;

/** Byte-wise (UTF-8, i.e. code point) string order. */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  // UTF-16 order is code point order unless a surrogate pair meets a code unit above U+D7FF.
  if (!SURROGATE.test(a) && !SURROGATE.test(b)) return a < b ? -1 : 1;
  const left = [...a];
  const right = [...b];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const difference = left[i].codePointAt(0)! - right[i].codePointAt(0)!;
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

export function isNumber(value: unknown): boolean {
  return (
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    value instanceof Long ||
    value instanceof Decimal128
  );
}

/** MongoDB's name of a value's BSON type, as its messages print it. */
export function bsonTypeName(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'missing';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (value instanceof ObjectId) return 'objectId';
  if (value instanceof RegExp || value instanceof BSONRegExp) return 'regex';
  if (value instanceof Long || typeof value === 'bigint') return 'long';
  if (value instanceof Decimal128) return 'decimal';
  if (value instanceof Binary) return 'binData';
  if (value instanceof Timestamp) return 'timestamp';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'double';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'string') return 'string';
  if (isDocument(value)) return 'object';
  const bsonType = (value as { _bsontype?: string })._bsontype;
  return bsonType ? bsonType.charAt(0).toLowerCase() + bsonType.slice(1) : typeof value;
}

/** Values MongoDB compares as equal (1 and 1.0, same-byte ObjectIds, same fields in the same order). */
export const bsonEquals = (a: unknown, b: unknown): boolean => valueKey(a) === valueKey(b);

/** MongoDB's canonical type order (BSONType canonicalization). */
function typeRank(value: unknown): number {
  if (value instanceof MinKey) return -1;
  if (value === undefined) return 0;
  if (value === null) return 5;
  if (isNumber(value)) return 10;
  if (typeof value === 'string') return 15;
  if (Array.isArray(value)) return 25;
  if (isDocument(value)) return 20;
  if (value instanceof Binary) return 30;
  if (value instanceof ObjectId) return 35;
  if (typeof value === 'boolean') return 40;
  if (value instanceof Date) return 45;
  if (value instanceof Timestamp) return 47;
  if (value instanceof RegExp || value instanceof BSONRegExp) return 50;
  if (value instanceof MaxKey) return 127;
  return 60;
}

function numericValue(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Long) return value.toNumber();
  return Number((value as Decimal128).toString());
}

function compareNumbers(a: unknown, b: unknown): number {
  if (
    (a instanceof Long || typeof a === 'bigint') &&
    (b instanceof Long || typeof b === 'bigint')
  ) {
    const left = BigInt(a.toString());
    const right = BigInt(b.toString());
    return left < right ? -1 : left > right ? 1 : 0;
  }
  const left = numericValue(a);
  const right = numericValue(b);
  // MongoDB orders NaN below every number and equal to itself.
  if (Number.isNaN(left) || Number.isNaN(right))
    return Number.isNaN(left) ? (Number.isNaN(right) ? 0 : -1) : 1;
  return left < right ? -1 : left > right ? 1 : 0;
}

function compareEntries(a: [string, unknown][], b: [string, unknown][], names: boolean): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const byType = typeRank(a[i][1]) - typeRank(b[i][1]);
    if (byType !== 0) return byType;
    if (names) {
      const byName = compareStrings(a[i][0], b[i][0]);
      if (byName !== 0) return byName;
    }
    const byValue = bsonCompare(a[i][1], b[i][1]);
    if (byValue !== 0) return byValue;
  }
  return a.length - b.length;
}

/** MongoDB's order of two BSON values (woCompare without collation). */
export function bsonCompare(a: unknown, b: unknown): number {
  const byType = typeRank(a) - typeRank(b);
  if (byType !== 0) return byType;
  if (isNumber(a)) return compareNumbers(a, b);
  if (typeof a === 'string') return compareStrings(a, b as string);
  if (Array.isArray(a))
    return compareEntries(
      a.map((v, i) => [String(i), v]),
      (b as unknown[]).map((v, i) => [String(i), v]),
      false,
    );
  if (isDocument(a)) return compareEntries(Object.entries(a), Object.entries(b as Document), true);
  if (a instanceof Binary) {
    const left = a as Binary;
    const right = b as Binary;
    if (left.length() !== right.length()) return left.length() - right.length();
    if (left.sub_type !== right.sub_type) return left.sub_type - right.sub_type;
    return Buffer.compare(Buffer.from(left.buffer), Buffer.from(right.buffer));
  }
  if (a instanceof ObjectId) return Buffer.compare(a.id, (b as ObjectId).id);
  if (typeof a === 'boolean') return Number(a) - Number(b);
  if (a instanceof Date) return Math.sign(a.getTime() - (b as Date).getTime());
  if (a instanceof Timestamp) return a.t - (b as Timestamp).t || a.i - (b as Timestamp).i;
  if (a instanceof RegExp || a instanceof BSONRegExp) {
    const pattern = (r: RegExp | BSONRegExp) => (r instanceof RegExp ? r.source : r.pattern);
    const flags = (r: RegExp | BSONRegExp) => (r instanceof RegExp ? r.flags : r.options);
    return (
      compareStrings(pattern(a), pattern(b as RegExp)) ||
      compareStrings(flags(a), flags(b as RegExp))
    );
  }
  return 0;
}

/** A value as MongoDB's messages print it (BSONElement::toString). */
export function renderValue(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (Array.isArray(value))
    return value.length === 0 ? '[]' : `[ ${value.map(renderValue).join(', ')} ]`;
  if (isDocument(value)) {
    const keys = Object.keys(value);
    return keys.length === 0
      ? '{}'
      : `{ ${keys.map((key) => renderElement(key, value[key])).join(', ')} }`;
  }
  if (value instanceof ObjectId) return `ObjectId('${value.toHexString()}')`;
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (value instanceof Long) return value.toString();
  if (value instanceof Decimal128) return `NumberDecimal("${value.toString()}")`;
  if (value instanceof Timestamp) return `Timestamp(${value.t}, ${value.i})`;
  if (value instanceof RegExp) return `/${value.source}/${value.flags}`;
  if (value instanceof BSONRegExp) return `/${value.pattern}/${value.options}`;
  if (value instanceof Binary)
    return `BinData(${value.sub_type}, ${Buffer.from(value.buffer).toString('hex').toUpperCase()})`;
  return String(value);
}

/** `name: value`, as MongoDB prints one element. */
export const renderElement = (name: string, value: unknown): string =>
  `${name}: ${renderValue(value)}`;
