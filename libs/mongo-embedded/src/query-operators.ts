// Query and expression operators answered as MongoDB answers them where mingo's differ:
// $type (every BSON type, by alias or number, array elements included), $all on a field that
// is not an array, $bitsAllSet/$bitsAnySet/$bitsAllClear/$bitsAnyClear (64-bit numbers, sign
// extended, and BinData as little-endian bits), comparisons and equality of BinData (length,
// subtype, bytes), and aggregation's $type names. mingo-options.ts puts them in the context
// every query, projection and pipeline of query-engine.ts runs with.
import { Binary, Long, type Document } from 'bson';
import { evalExpr } from 'mingo/core';
import * as mingoQuery from 'mingo/operators/query';
import type { Options } from 'mingo/types';
import {
  BSON_TYPE_NAMES,
  binaryParts,
  BsonType,
  bsonTypeIn,
  bsonTypeOf,
  compareBinary,
  fieldOf,
  isDocumentLike,
} from './bson-order';
import { badValue, typeMismatch } from './errors';
import { locationError } from './query-errors';

/** A compiled query operator: (field path, operand, options) → document predicate. */
export type QueryOperatorFunction = (
  selector: string,
  value: unknown,
  options: Options,
) => (document: unknown) => boolean;

const isDigits = (part: string) => /^\d+$/.test(part);

/**
 * The values a query path reaches, as MongoDB's matcher tests them: through arrays of
 * sub-documents (and array positions), and at the end an array's elements and then the
 * array itself. A missing path reaches nothing.
 */
export function matchCandidates(document: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  collect(document, path.split('.'), 0, out);
  return out;
}

function collect(value: unknown, parts: string[], index: number, out: unknown[]): void {
  if (index === parts.length) {
    if (Array.isArray(value)) out.push(...value, value);
    else if (value !== undefined) out.push(value);
    return;
  }
  const part = parts[index];
  if (Array.isArray(value)) {
    if (isDigits(part) && Number(part) < value.length)
      collect(value[Number(part)], parts, index + 1, out);
    for (const element of value)
      if (isDocumentLike(element)) collect(fieldOf(element, part), parts, index + 1, out);
    return;
  }
  if (isDocumentLike(value)) collect(fieldOf(value, part), parts, index + 1, out);
}

/** The BSON types of the values a query path reaches (as matchCandidates), numbers as stored. */
export function candidateTypes(document: unknown, path: string): number[] {
  const out: number[] = [];
  collectTypes(document, undefined, '', path.split('.'), 0, out);
  return out;
}

function collectTypes(
  value: unknown,
  container: unknown,
  key: string,
  parts: string[],
  index: number,
  out: number[],
): void {
  if (index === parts.length) {
    if (Array.isArray(value)) {
      value.forEach((element, position) => out.push(bsonTypeIn(value, String(position), element)!));
      out.push(BsonType.array);
    } else if (value !== undefined) out.push(bsonTypeIn(container, key, value)!);
    return;
  }
  const part = parts[index];
  if (Array.isArray(value)) {
    if (isDigits(part) && Number(part) < value.length)
      collectTypes(value[Number(part)], value, part, parts, index + 1, out);
    for (const element of value)
      if (isDocumentLike(element))
        collectTypes(fieldOf(element, part), element, part, parts, index + 1, out);
    return;
  }
  if (isDocumentLike(value)) collectTypes(fieldOf(value, part), value, part, parts, index + 1, out);
}

const NUMBER_TYPES = [BsonType.double, BsonType.int, BsonType.long, BsonType.decimal];

/** The BSON types a `$type` operand names (an alias, a number or a list of them). */
export function typeSetOf(operand: unknown): Set<number> {
  const types = new Set<number>();
  for (const item of Array.isArray(operand) ? operand : [operand]) {
    if (typeof item === 'string') {
      if (item === 'number') NUMBER_TYPES.forEach((type) => types.add(type));
      else if (Object.prototype.hasOwnProperty.call(BsonType, item))
        types.add(BsonType[item as keyof typeof BsonType]);
      else throw badValue(`Unknown type name alias: ${item}`);
    } else if (typeof item === 'number') {
      if (!Number.isInteger(item) || !BSON_TYPE_NAMES.has(item))
        throw badValue(`Invalid numerical type code: ${item}`);
      types.add(item);
    } else {
      throw typeMismatch('type must be represented as a number or a string');
    }
  }
  return types;
}

const $type: QueryOperatorFunction = (selector, value) => {
  const types = typeSetOf(value);
  return (document) => candidateTypes(document, selector).some((type) => types.has(type));
};

const isOperatorObject = (value: unknown): value is Document =>
  isDocumentLike(value) && Object.keys(value).length > 0 && Object.keys(value)[0].startsWith('$');

/** `$all`: the conjunction of an equality (or a regex, or an `$elemMatch`) per element. */
const $all: QueryOperatorFunction = (selector, value, options) => {
  if (!Array.isArray(value)) throw badValue('$all needs an array');
  const isElemMatch = (element: unknown) =>
    isOperatorObject(element) && Object.keys(element)[0] === '$elemMatch';
  const elemMatches = value.filter(isElemMatch).length;
  if (elemMatches > 0 && elemMatches !== value.length)
    throw badValue('$all/$elemMatch has to be consistent');
  if (elemMatches === 0 && value.some(isOperatorObject)) throw badValue('no $ expressions in $all');
  const predicates = value.map((element) => {
    if (isElemMatch(element)) {
      const elemMatch = mingoQuery.$elemMatch as QueryOperatorFunction;
      return elemMatch(selector, (element as Document).$elemMatch, options);
    }
    if (element instanceof RegExp)
      return (mingoQuery.$regex as QueryOperatorFunction)(selector, element, options);
    return QUERY_OPERATORS.$eq(selector, element, options);
  });
  if (predicates.length === 0) return () => false;
  return (document) => predicates.every((predicate) => predicate(document));
};

type BitTest = 'allSet' | 'anySet' | 'allClear' | 'anyClear';

const TWO_63 = 2n ** 63n;

/** The bit positions a bitmask operand names: a list, a non-negative integer or BinData. */
function bitPositions(name: string, mask: unknown): number[] {
  if (Array.isArray(mask)) {
    return mask.map((position) => {
      if (typeof position !== 'number' || !Number.isInteger(position))
        throw badValue(`bit positions must be an integer but got: ${String(position)}`);
      if (position < 0) throw badValue(`bit positions must be >= 0 but got: ${position}`);
      return position;
    });
  }
  let bits: bigint | undefined;
  if (typeof mask === 'number' && Number.isInteger(mask)) bits = BigInt(mask);
  else if (mask instanceof Long) bits = mask.toBigInt();
  if (bits !== undefined) {
    if (bits < 0n || bits >= TWO_63)
      throw badValue(`${name} has invalid argument: ${String(mask)}`);
    const positions: number[] = [];
    for (let position = 0; bits > 0n; position++, bits >>= 1n)
      if (bits & 1n) positions.push(position);
    return positions;
  }
  if (mask instanceof Binary || mask instanceof Uint8Array) {
    const { bytes } = binaryParts(mask);
    const positions: number[] = [];
    bytes.forEach((byte, index) => {
      for (let bit = 0; bit < 8; bit++) if (byte & (1 << bit)) positions.push(index * 8 + bit);
    });
    return positions;
  }
  throw badValue(`${name} takes an Array, a number, or a BinData but received: ${String(mask)}`);
}

/** Whether each bit position is set in a value, or undefined for a value bit tests skip. */
function bitReader(value: unknown): ((position: number) => boolean) | undefined {
  let integer: bigint | undefined;
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < -(2 ** 63) || value >= 2 ** 63) return undefined;
    integer = BigInt(value);
  } else if (value instanceof Long) integer = value.toBigInt();
  else if (bsonTypeOf(value) === BsonType.decimal) {
    const number = Number(String(value));
    if (!Number.isInteger(number) || number < -(2 ** 63) || number >= 2 ** 63) return undefined;
    integer = BigInt(number);
  }
  if (integer !== undefined) {
    const bits = integer; // sign extended: BigInt shifts keep the sign
    return (position) => ((bits >> BigInt(position)) & 1n) === 1n;
  }
  if (value instanceof Binary || value instanceof Uint8Array) {
    const { bytes } = binaryParts(value); // little-endian, zero extended
    return (position) => {
      const byte = position >> 3;
      return byte < bytes.length && ((bytes[byte] >> (position & 7)) & 1) === 1;
    };
  }
  return undefined;
}

const bitOperator =
  (name: string, test: BitTest): QueryOperatorFunction =>
  (selector, value) => {
    const positions = bitPositions(name, value);
    const holds = (read: (position: number) => boolean) => {
      switch (test) {
        case 'allSet':
          return positions.every(read);
        case 'anySet':
          return positions.some(read);
        case 'allClear':
          return positions.every((position) => !read(position));
        case 'anyClear':
          return positions.some((position) => !read(position));
      }
    };
    return (document) =>
      matchCandidates(document, selector).some((candidate) => {
        const read = bitReader(candidate);
        return read !== undefined && holds(read);
      });
  };

const isBinary = (value: unknown) => bsonTypeOf(value) === BsonType.binData;

/** A comparison whose operand is BinData, in MongoDB's BinData order; mingo's otherwise. */
const binaryComparison =
  (original: QueryOperatorFunction, holds: (order: number) => boolean): QueryOperatorFunction =>
  (selector, value, options) => {
    if (!isBinary(value)) return original(selector, value, options);
    return (document) =>
      matchCandidates(document, selector).some(
        (candidate) => isBinary(candidate) && holds(compareBinary(candidate, value)),
      );
  };

const $eq = binaryComparison(mingoQuery.$eq as QueryOperatorFunction, (order) => order === 0);

const $ne: QueryOperatorFunction = (selector, value, options) => {
  if (!isBinary(value)) return (mingoQuery.$ne as QueryOperatorFunction)(selector, value, options);
  const equal = $eq(selector, value, options);
  return (document) => !equal(document);
};

export const QUERY_OPERATORS: Record<string, QueryOperatorFunction> = {
  $type,
  $all,
  $eq,
  $ne,
  $gt: binaryComparison(mingoQuery.$gt as QueryOperatorFunction, (order) => order > 0),
  $gte: binaryComparison(mingoQuery.$gte as QueryOperatorFunction, (order) => order >= 0),
  $lt: binaryComparison(mingoQuery.$lt as QueryOperatorFunction, (order) => order < 0),
  $lte: binaryComparison(mingoQuery.$lte as QueryOperatorFunction, (order) => order <= 0),
  $bitsAllSet: bitOperator('$bitsAllSet', 'allSet'),
  $bitsAnySet: bitOperator('$bitsAnySet', 'anySet'),
  $bitsAllClear: bitOperator('$bitsAllClear', 'allClear'),
  $bitsAnyClear: bitOperator('$bitsAnyClear', 'anyClear'),
};

/** Aggregation's `{$type: <expression>}`: MongoDB's type name, 'missing' for a missing value. */
function typeExpression(document: unknown, expression: unknown, options: Options): string {
  let argument = expression;
  if (Array.isArray(expression)) {
    if (expression.length !== 1) {
      throw locationError(
        16020,
        `Expression $type takes exactly 1 arguments. ${expression.length} were passed in.`,
      );
    }
    argument = expression[0];
  }
  const field = fieldPathValue(document, argument);
  if (field) return field.type === undefined ? 'missing' : BSON_TYPE_NAMES.get(field.type)!;
  const value = evalExpr(document, argument, options);
  return value === undefined ? 'missing' : BSON_TYPE_NAMES.get(bsonTypeOf(value)!)!;
}

/**
 * The type of a `$a.b` field path through sub-documents only, read where the value is held
 * (so a number has its stored type); undefined for any other expression (mingo evaluates it).
 */
function fieldPathValue(document: unknown, expression: unknown): { type?: number } | undefined {
  if (typeof expression !== 'string' || !expression.startsWith('$') || expression.startsWith('$$'))
    return undefined;
  const parts = expression.slice(1).split('.');
  let container = document;
  for (let i = 0; i < parts.length - 1; i++) {
    if (!isDocumentLike(container)) return undefined;
    container = fieldOf(container, parts[i]);
  }
  if (!isDocumentLike(container)) return undefined;
  const key = parts[parts.length - 1];
  return { type: bsonTypeIn(container, key, fieldOf(container, key)) };
}

export const EXPRESSION_OPERATORS = { $type: typeExpression };
