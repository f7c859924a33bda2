// BSON types and MongoDB's order of values (sort and comparisons), for values as this server
// holds them: decoded with the driver's promotion, so a number is a JS number (a Long only
// beyond 2^53) whose BSON type, when it is a Long or an integral double, is noted on the
// object or array holding it (number-types.ts); bsonTypeIn reads it from there, bsonTypeOf
// tells it from the value alone. Order across types follows MongoDB's canonical type order; within
// a type, MongoDB's comparison: numbers by value (NaN below every other number), strings by
// their UTF-8 bytes (code points), documents field by field (type, name, value), arrays
// element by element, BinData by length then subtype then bytes, ObjectIds by bytes.
import { Binary, DBRef, Long, type Document } from 'bson';
import { bsonNumberType } from './number-types';

/** BSON type numbers, as `$type` takes them. */
export const BsonType = {
  double: 1,
  string: 2,
  object: 3,
  array: 4,
  binData: 5,
  undefined: 6,
  objectId: 7,
  bool: 8,
  date: 9,
  null: 10,
  regex: 11,
  dbPointer: 12,
  javascript: 13,
  symbol: 14,
  javascriptWithScope: 15,
  int: 16,
  timestamp: 17,
  long: 18,
  decimal: 19,
  minKey: -1,
  maxKey: 127,
} as const;

/** The names aggregation's `$type` answers, by type number. */
export const BSON_TYPE_NAMES: ReadonlyMap<number, string> = new Map(
  Object.entries(BsonType).map(([name, code]) => [code, name]),
);

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/** `_bsontype` of the bson library's value classes (DBRef is a document in BSON). */
const WRAPPER_TYPES: Record<string, number> = {
  ObjectId: BsonType.objectId,
  Binary: BsonType.binData,
  Long: BsonType.long,
  Double: BsonType.double,
  Int32: BsonType.int,
  Decimal128: BsonType.decimal,
  Timestamp: BsonType.timestamp,
  BSONRegExp: BsonType.regex,
  BSONSymbol: BsonType.symbol,
  MinKey: BsonType.minKey,
  MaxKey: BsonType.maxKey,
  DBRef: BsonType.object,
  DBPointer: BsonType.dbPointer,
};

/** The BSON type number of a value as stored here; undefined for a missing value. */
export function bsonTypeOf(value: unknown): number | undefined {
  switch (typeof value) {
    case 'undefined':
      return undefined;
    case 'number':
      return Number.isSafeInteger(value) &&
        value >= INT32_MIN &&
        value <= INT32_MAX &&
        !Object.is(value, -0)
        ? BsonType.int
        : BsonType.double;
    case 'bigint':
      return BsonType.long;
    case 'string':
      return BsonType.string;
    case 'boolean':
      return BsonType.bool;
    case 'function':
      return BsonType.javascript;
  }
  if (value === null) return BsonType.null;
  if (Array.isArray(value)) return BsonType.array;
  if (value instanceof Date) return BsonType.date;
  if (value instanceof RegExp) return BsonType.regex;
  if (value instanceof Uint8Array) return BsonType.binData;
  const wrapper = (value as { _bsontype?: unknown })._bsontype;
  if (typeof wrapper === 'string') {
    if (wrapper === 'Code')
      return (value as { scope?: unknown }).scope
        ? BsonType.javascriptWithScope
        : BsonType.javascript;
    const type = WRAPPER_TYPES[wrapper];
    if (type !== undefined) return type;
  }
  return BsonType.object;
}

const NUMBER_TYPE_CODES = { int: BsonType.int, long: BsonType.long, double: BsonType.double };

/**
 * The BSON type of `container[key]` (a field or an array element): for a number, the type
 * it was stored with (a Long or a double noted on its container), else as bsonTypeOf.
 */
export function bsonTypeIn(container: unknown, key: string, value: unknown): number | undefined {
  if (typeof value === 'number') {
    const type = bsonNumberType(container, key);
    if (type) return NUMBER_TYPE_CODES[type];
  }
  return bsonTypeOf(value);
}

/** A document in BSON terms: a plain object or a DBRef (`{$ref, $id, $db?, …}`). */
export function isDocumentLike(value: unknown): value is object {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  if (value instanceof DBRef) return true;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A DBRef as the document MongoDB stores: `{$ref, $id, $db?, …extra fields}`. */
export function dbRefDocument(ref: DBRef): Document {
  const document: Document = { $ref: ref.collection, $id: ref.oid };
  if (ref.db !== undefined && ref.db !== null) document.$db = ref.db;
  return Object.assign(document, ref.fields);
}

/** The entries of a document-like value, in order. */
export function documentEntries(value: object): Array<[string, unknown]> {
  return Object.entries(value instanceof DBRef ? dbRefDocument(value) : value);
}

/** A field of a document-like value (own fields only), undefined when missing. */
export function fieldOf(value: object, field: string): unknown {
  if (value instanceof DBRef) return dbRefDocument(value)[field];
  return Object.prototype.hasOwnProperty.call(value, field)
    ? (value as Document)[field]
    : undefined;
}

/** MongoDB's canonical order of types: numbers are one class, so are strings and symbols. */
function canonicalRank(type: number | undefined): number {
  switch (type) {
    case BsonType.minKey:
      return -1;
    case undefined: // a missing value orders as null
    case BsonType.null:
      return 5;
    case BsonType.undefined:
      return 0;
    case BsonType.double:
    case BsonType.int:
    case BsonType.long:
    case BsonType.decimal:
      return 10;
    case BsonType.string:
    case BsonType.symbol:
      return 15;
    case BsonType.object:
      return 20;
    case BsonType.array:
      return 25;
    case BsonType.binData:
      return 30;
    case BsonType.objectId:
      return 35;
    case BsonType.bool:
      return 40;
    case BsonType.date:
      return 45;
    case BsonType.timestamp:
      return 47;
    case BsonType.regex:
      return 50;
    case BsonType.dbPointer:
      return 55;
    case BsonType.javascript:
      return 60;
    case BsonType.javascriptWithScope:
      return 65;
    case BsonType.maxKey:
      return 127;
  }
  return 20;
}

/** The canonical order of a value's type (equal for values that compare by value). */
export function canonicalRankOf(value: unknown): number {
  return canonicalRank(bsonTypeOf(value));
}

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);

/** Code units mapped so that comparing them compares code points (UTF-8 byte order). */
function codePointOrderUnit(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  if (unit >= 0xe000) return unit - 0x800;
  return unit;
}

/** Strings by their UTF-8 bytes, as MongoDB compares them without a collation. */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return sign(codePointOrderUnit(x) - codePointOrderUnit(y));
  }
  return sign(a.length - b.length);
}

type Numeric = { kind: 'number'; value: number } | { kind: 'long'; value: bigint };

function numericOf(value: unknown): Numeric {
  if (typeof value === 'number') return { kind: 'number', value };
  if (typeof value === 'bigint') return { kind: 'long', value };
  if (value instanceof Long) return { kind: 'long', value: value.toBigInt() };
  // Decimal128 compares as a double (README); Double and Int32 wrappers by their value.
  return { kind: 'number', value: Number(String(value)) };
}

function compareNumberToBigInt(n: number, big: bigint): number {
  if (Number.isNaN(n)) return -1;
  if (n === Infinity) return 1;
  if (n === -Infinity) return -1;
  const floor = Math.floor(n);
  const whole = BigInt(floor);
  if (whole !== big) return whole < big ? -1 : 1;
  return n > floor ? 1 : 0;
}

export function compareNumbers(a: unknown, b: unknown): number {
  const x = numericOf(a);
  const y = numericOf(b);
  if (x.kind === 'number' && y.kind === 'number') {
    const [p, q] = [x.value, y.value];
    if (Number.isNaN(p)) return Number.isNaN(q) ? 0 : -1;
    if (Number.isNaN(q)) return 1;
    return p < q ? -1 : p > q ? 1 : 0;
  }
  if (x.kind === 'long' && y.kind === 'long')
    return x.value < y.value ? -1 : x.value > y.value ? 1 : 0;
  if (x.kind === 'number') return compareNumberToBigInt(x.value, y.value as bigint);
  return -compareNumberToBigInt(y.value as number, x.value);
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return sign(a.length - b.length);
}

/** The bytes and subtype of a BinData value. */
export function binaryParts(value: unknown): { bytes: Uint8Array; subtype: number } {
  if (value instanceof Binary) {
    return { bytes: value.buffer.subarray(0, value.position), subtype: value.sub_type };
  }
  return { bytes: value as Uint8Array, subtype: 0 };
}

/** BinData: by length, then subtype, then bytes. */
export function compareBinary(a: unknown, b: unknown): number {
  const x = binaryParts(a);
  const y = binaryParts(b);
  if (x.bytes.length !== y.bytes.length) return x.bytes.length < y.bytes.length ? -1 : 1;
  if (x.subtype !== y.subtype) return x.subtype < y.subtype ? -1 : 1;
  return compareBytes(x.bytes, y.bytes);
}

function compareSequences(a: Array<[string, unknown]>, b: Array<[string, unknown]>): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const [nameA, valueA] = a[i];
    const [nameB, valueB] = b[i];
    const byType = canonicalRankOf(valueA) - canonicalRankOf(valueB);
    if (byType !== 0) return sign(byType);
    const byName = compareStrings(nameA, nameB);
    if (byName !== 0) return byName;
    const byValue = compareBson(valueA, valueB);
    if (byValue !== 0) return byValue;
  }
  return sign(a.length - b.length);
}

const arrayEntries = (array: unknown[]): Array<[string, unknown]> =>
  array.map((element, index) => [String(index), element]);

/** MongoDB's comparison of two values (missing compares as null): -1, 0 or 1. */
export function compareBson(a: unknown, b: unknown): number {
  const typeA = bsonTypeOf(a);
  const typeB = bsonTypeOf(b);
  const byRank = canonicalRank(typeA) - canonicalRank(typeB);
  if (byRank !== 0) return sign(byRank);
  switch (canonicalRank(typeA)) {
    case 10:
      return compareNumbers(a, b);
    case 15:
      return compareStrings(String(symbolValue(a)), String(symbolValue(b)));
    case 20:
      return compareSequences(documentEntries(a as object), documentEntries(b as object));
    case 25:
      return compareSequences(arrayEntries(a as unknown[]), arrayEntries(b as unknown[]));
    case 30:
      return compareBinary(a, b);
    case 35:
      return compareBytes((a as { id: Uint8Array }).id, (b as { id: Uint8Array }).id);
    case 40:
      return sign(Number(a) - Number(b));
    case 45: {
      const [x, y] = [(a as Date).getTime(), (b as Date).getTime()];
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 47: {
      const [x, y] = [a as { t: number; i: number }, b as { t: number; i: number }];
      return x.t !== y.t ? (x.t < y.t ? -1 : 1) : sign(x.i - y.i);
    }
    case 50: {
      const [x, y] = [regexParts(a), regexParts(b)];
      return compareStrings(x.pattern, y.pattern) || compareStrings(x.flags, y.flags);
    }
    case 60:
    case 65:
      return compareStrings(
        String((a as { code: unknown }).code),
        String((b as { code: unknown }).code),
      );
  }
  return 0;
}

function symbolValue(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'value' in value
    ? (value as { value: unknown }).value
    : value;
}

function regexParts(value: unknown): { pattern: string; flags: string } {
  if (value instanceof RegExp) return { pattern: value.source, flags: value.flags };
  const regex = value as { pattern: string; options: string };
  return { pattern: regex.pattern, flags: regex.options };
}
