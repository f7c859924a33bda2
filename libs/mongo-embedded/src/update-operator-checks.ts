// Checks MongoDB makes on an update document before applying it, which mingo's
// updater does not make (it would silently skip the field): unknown operators,
// two operators on one path, arithmetic on non-numbers, array operators on
// non-arrays.
import { Decimal128, Long, type Document } from 'bson';
import { badValue, failedToParse, MongoCommandError, typeMismatch } from './errors';

const UPDATE_OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$rename',
  '$min',
  '$max',
  '$currentDate',
  '$setOnInsert',
  '$addToSet',
  '$pop',
  '$pull',
  '$push',
  '$pullAll',
  '$bit',
]);
const ARITHMETIC = new Set(['$inc', '$mul']);
const ARRAY_OPERATORS = new Set(['$push', '$addToSet', '$pop', '$pull', '$pullAll']);
const CONFLICTING_UPDATE_OPERATORS = 40;

const isNumeric = (value: unknown) =>
  typeof value === 'number' ||
  typeof value === 'bigint' ||
  value instanceof Long ||
  value instanceof Decimal128;

function bsonTypeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (typeof value === 'object')
    return (value as { _bsontype?: string })._bsontype?.toLowerCase() ?? 'object';
  return typeof value === 'boolean' ? 'bool' : typeof value;
}

/** The value at a plain dotted path; undefined when absent or when the path is positional. */
function currentValue(document: Document, path: string): unknown {
  if (path.includes('$')) return undefined;
  let node: unknown = document;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Document)[part];
  }
  return node;
}

const overlaps = (a: string, b: string) =>
  a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

export function checkUpdateOperators(modifier: Document, document: Document): void {
  const paths: string[] = [];
  for (const [operator, fields] of Object.entries(modifier)) {
    if (!UPDATE_OPERATORS.has(operator)) {
      throw failedToParse(
        `Unknown modifier: ${operator}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    for (const [path, argument] of Object.entries(fields as Document)) {
      const touched =
        operator === '$rename' && typeof argument === 'string' ? [path, argument] : [path];
      for (const candidate of touched) {
        const clash = paths.find((existing) => overlaps(existing, candidate));
        if (clash !== undefined) {
          throw new MongoCommandError(
            CONFLICTING_UPDATE_OPERATORS,
            `Updating the path '${candidate}' would create a conflict at '${clash}'`,
          );
        }
        paths.push(candidate);
      }
      const existing = currentValue(document, path);
      if (ARITHMETIC.has(operator)) {
        const verb = operator === '$inc' ? 'increment' : 'multiply';
        if (!isNumeric(argument))
          throw typeMismatch(
            `Cannot ${verb} with non-numeric argument: {${path}: ${JSON.stringify(argument)}}`,
          );
        if (existing !== undefined && !isNumeric(existing)) {
          throw typeMismatch(
            `Cannot apply ${operator} to a value of non-numeric type. {_id: ${String(document._id)}} has the field '${path}' of non-numeric type ${bsonTypeName(existing)}`,
          );
        }
      }
      if (ARRAY_OPERATORS.has(operator) && existing !== undefined && !Array.isArray(existing)) {
        if (operator === '$pop') {
          throw typeMismatch(
            `Path '${path}' contains an element of non-array type '${bsonTypeName(existing)}'`,
          );
        }
        if (operator === '$pull' || operator === '$pullAll')
          throw badValue(`Cannot apply ${operator} to a non-array value`);
        throw badValue(
          `The field '${path}' must be an array but is of type ${bsonTypeName(existing)} in document {_id: ${String(document._id)}}`,
        );
      }
    }
  }
}
