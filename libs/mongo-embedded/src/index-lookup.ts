// Index lookups for equality queries: the first field of every secondary index (partial
// ones excepted) maps its values to the committed documents holding them, and a unique
// index's entries map its whole key to its document, so a filter with plain equalities
// on an index's fields reads only the documents under that key instead of scanning the
// collection. A lookup only narrows the candidates: the full filter is still tested on
// each one, so a lookup may over-match but must never miss a document the filter matches
// (that is why only values whose key equality implies MongoDB equality are planned, and
// null also finds missing fields and empty arrays).
import { ObjectId, type Document } from 'bson';
import type { IndexDefinition } from './indexes';
import { isMissing, valueKey, valuesAtPath } from './value-keys';

type KeyMap = Map<string, Set<string>>;

/**
 * The first field of one or more indexes: its values' keys → the ids (value keys) of the
 * committed documents holding them. Every document is held, a missing field under null's
 * key, whatever the indexes' sparseness (this map is the server's own, not an index).
 */
export class FieldLookup {
  private readonly entries: KeyMap = new Map();

  constructor(readonly field: string) {}

  /** The fields lookups are kept for: the first of every index that holds every document. */
  static fieldsOf(indexes: Iterable<IndexDefinition>): Set<string> {
    const fields = new Set<string>();
    for (const index of indexes) {
      const first = index.fields[0]!;
      if (index.spec.partialFilterExpression === undefined && !first.includes('.'))
        fields.add(first);
    }
    return fields;
  }

  private keysOf(document: Document): string[] {
    const value: unknown = document[this.field];
    if (!Array.isArray(value)) return [valueKey(value)]; // missing and null share 'z'
    return [
      ...new Set(valuesAtPath(document, this.field).map((v) => (isMissing(v) ? 'z' : valueKey(v)))),
    ];
  }

  add(documentKey: string, document: Document): void {
    for (const key of this.keysOf(document)) {
      let documents = this.entries.get(key);
      if (!documents) this.entries.set(key, (documents = new Set()));
      documents.add(documentKey);
    }
  }

  remove(documentKey: string, document: Document): void {
    for (const key of this.keysOf(document)) {
      const documents = this.entries.get(key);
      if (!documents) continue;
      documents.delete(documentKey);
      if (documents.size === 0) this.entries.delete(key);
    }
  }

  /** The documents holding any of the values (an array holds each of its elements). */
  candidates(values: unknown[]): Set<string> {
    if (values.length === 1) return this.entries.get(valueKey(values[0])) ?? new Set();
    const found = new Set<string>();
    for (const value of values)
      for (const documentKey of this.entries.get(valueKey(value)) ?? []) found.add(documentKey);
    return found;
  }
}

/**
 * For a unique index whose every field the filter pins to one value: the index key to
 * look up among its entries, or undefined.
 */
export function uniqueIndexKey(index: IndexDefinition, filter: Document): string | undefined {
  if (index.spec.partialFilterExpression !== undefined) return undefined;
  if (index.fields.some((field) => field.includes('.'))) return undefined;
  const values = index.fields.map((field) => equalityValues(filter, field));
  if (!values.every((list) => list?.length === 1)) return undefined;
  // A sparse index leaves out documents missing every field, which a null filter matches.
  if (index.spec.sparse && values.every((list) => list![0] === null)) return undefined;
  return values.map((list) => `|${valueKey(list![0])}`).join('');
}

/** A value whose index key is equal exactly when MongoDB's equality holds. */
function plannable(value: unknown): boolean {
  if (value === null) return true;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return !Number.isNaN(value);
    case 'object':
      return value instanceof ObjectId || value instanceof Date;
    default:
      return false;
  }
}

/**
 * The values a filter requires a top-level field to equal (`field: v`, `{ $eq: v }` or
 * `{ $in: [...] }` of plannable values), or undefined when it does not pin the field.
 */
export function equalityValues(filter: Document, field: string): unknown[] | undefined {
  if (!Object.prototype.hasOwnProperty.call(filter, field)) return undefined;
  const condition: unknown = filter[field];
  if (plannable(condition)) return [condition];
  if (
    condition === null ||
    typeof condition !== 'object' ||
    Array.isArray(condition) ||
    Object.getPrototypeOf(condition) !== Object.prototype
  )
    return undefined;
  const operators = Object.keys(condition);
  if (operators.length !== 1) return undefined;
  const operand = (condition as Document)[operators[0]!];
  if (operators[0] === '$eq') return plannable(operand) ? [operand] : undefined;
  if (operators[0] === '$in' && Array.isArray(operand) && operand.every(plannable)) return operand;
  return undefined;
}
