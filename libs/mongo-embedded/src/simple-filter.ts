// The commonest filters (equalities, `$in` lists and ranges on top-level fields:
// `{team_id: 7, start: {$gte: from, $lt: to}}`, `{_id: {$in: [1, 2]}}`) decided without mingo for the documents where the answer is
// plain: the field holds a number, a boolean, a string or a date, of the operand's kind.
// Anything else (a missing field, null, an array, an embedded document, another type, a
// NaN) is left to mingo for that document, so the answer is always mingo's: this only
// skips its per-document machinery, which costs most of a large range read.
import type { Document } from 'bson';

/** true / false when decided here; undefined when the document is mingo's to test. */
export type SimpleFilter = (document: Document) => boolean | undefined;

type Operand = number | string | boolean | Date;
type Comparison = '$eq' | '$gt' | '$gte' | '$lt' | '$lte';
type Test = (value: unknown) => boolean | undefined;

const COMPARISONS = new Set<string>(['$eq', '$gt', '$gte', '$lt', '$lte']);

/** A number (not NaN), a boolean, a string or a valid date; null otherwise. */
function operandOf(value: unknown): Operand | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  return null;
}

const holds = (order: number, comparison: Comparison): boolean => {
  switch (comparison) {
    case '$eq':
      return order === 0;
    case '$gt':
      return order > 0;
    case '$gte':
      return order >= 0;
    case '$lt':
      return order < 0;
    case '$lte':
      return order <= 0;
  }
};

/** The test of one comparison, deciding only values of the operand's own kind. */
function comparisonTest(comparison: Comparison, operand: Operand): Test | null {
  if (typeof operand === 'number')
    return (value) =>
      typeof value === 'number' && !Number.isNaN(value)
        ? holds(value === operand ? 0 : value < operand ? -1 : 1, comparison)
        : undefined;
  if (operand instanceof Date) {
    const time = operand.getTime();
    return (value) => {
      if (!(value instanceof Date)) return undefined;
      const at = value.getTime();
      return Number.isNaN(at) ? undefined : holds(at === time ? 0 : at < time ? -1 : 1, comparison);
    };
  }
  // Strings order by their UTF-8 bytes in MongoDB, not by JavaScript's code units: only
  // equality is decided here, and booleans have nothing but equality worth a fast path.
  if (comparison !== '$eq') return null;
  return (value) => (typeof value === typeof operand ? value === operand : undefined);
}

const isOperatorDocument = (value: unknown): value is Document =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  Object.getPrototypeOf(value) === Object.prototype;

/** A value of a kind decided here (the kinds operandOf takes), as a key of that kind and value. */
function plainKey(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : `n:${value}`;
  if (typeof value === 'string') return `s:${value}`;
  if (typeof value === 'boolean') return `b:${value}`;
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? undefined : `d:${time}`;
  }
  return undefined;
}

/**
 * `$in` of plain values: a plain value is in the list or not (a value of another kind never
 * equals it in MongoDB); anything else (an array, null, a missing field) is mingo's. A list
 * holding anything but plain values (null, a regex, a document) is not simple.
 */
function inTest(list: unknown): Test | null {
  if (!Array.isArray(list)) return null;
  const keys = new Set<string>();
  for (const element of list) {
    if (operandOf(element) === null) return null;
    keys.add(plainKey(element)!);
  }
  return (value) => {
    const key = plainKey(value);
    return key === undefined ? undefined : keys.has(key);
  };
}

/** The tests of one field's condition, or null when it is not of the simple form. */
function fieldTests(condition: unknown): Test[] | null {
  if (isOperatorDocument(condition)) {
    const entries = Object.entries(condition);
    if (entries.length === 0) return null;
    const tests: Test[] = [];
    for (const [operator, value] of entries) {
      if (operator === '$in') {
        const test = inTest(value);
        if (!test) return null;
        tests.push(test);
        continue;
      }
      if (!COMPARISONS.has(operator)) return null;
      const operand = operandOf(value);
      const test = operand === null ? null : comparisonTest(operator as Comparison, operand);
      if (!test) return null;
      tests.push(test);
    }
    return tests;
  }
  const operand = operandOf(condition);
  const test = operand === null ? null : comparisonTest('$eq', operand);
  return test ? [test] : null;
}

/**
 * The filter's fast test, or undefined when the filter is not a conjunction of simple
 * conditions on top-level fields (then mingo tests every document).
 */
export function simpleFilter(filter: Document): SimpleFilter | undefined {
  const fields: Array<[string, Test[]]> = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$') || field.includes('.')) return undefined;
    const tests = fieldTests(condition);
    if (!tests) return undefined;
    fields.push([field, tests]);
  }
  if (fields.length === 0) return undefined;
  return (document) => {
    let decided = true;
    for (const [field, tests] of fields) {
      const value = document[field];
      for (const test of tests) {
        const result = test(value);
        if (result === false) return false; // one false condition decides a conjunction
        if (result === undefined) decided = false;
      }
    }
    return decided ? true : undefined;
  };
}
