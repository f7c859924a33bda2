// Sorting as MongoDB sorts (find's sort and the $sort stage): each document's key on a field
// is the smallest of the values the path reaches for an ascending sort and the largest for a
// descending one (an array's elements, arrays reached through sub-documents), a missing
// field sorts as null and an empty array below null; keys compare in BSON order
// (bson-order.ts). Ties keep the documents' order.
import type { Document } from 'bson';
import { badValue } from './errors';
import { locationError } from './query-errors';
import {
  canonicalRankOf,
  compareBson,
  compareStrings,
  fieldOf,
  isDocumentLike,
} from './bson-order';

export type SortSpec = Record<string, 1 | -1>;

/** The key of an empty array: below null, as MongoDB orders it. */
const EMPTY_ARRAY = Symbol('empty array');
type Key = unknown;

const isDigits = (part: string) => /^\d+$/.test(part);

/** The values a sort path reaches in a document (none: the path is missing). */
function sortCandidates(value: unknown, parts: string[], index: number, out: Key[]): void {
  if (index === parts.length) {
    if (Array.isArray(value)) {
      if (value.length === 0) out.push(EMPTY_ARRAY);
      else out.push(...value);
    } else if (value !== undefined) out.push(value);
    return;
  }
  const part = parts[index];
  if (Array.isArray(value)) {
    if (isDigits(part) && Number(part) < value.length) {
      sortCandidates(value[Number(part)], parts, index + 1, out);
    }
    for (const element of value)
      if (isDocumentLike(element)) sortCandidates(fieldOf(element, part), parts, index + 1, out);
    return;
  }
  if (isDocumentLike(value)) sortCandidates(fieldOf(value, part), parts, index + 1, out);
}

function compareKeys(a: Key, b: Key): number {
  // The commonest keys first: numbers (not NaN), strings and dates of one kind.
  if (typeof a === 'number' && typeof b === 'number' && a === a && b === b) {
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
  if (a instanceof Date && b instanceof Date) {
    const [x, y] = [a.getTime(), b.getTime()];
    if (x === x && y === y) return x < y ? -1 : x > y ? 1 : 0;
  }
  if (a === EMPTY_ARRAY || b === EMPTY_ARRAY) {
    if (a === b) return 0;
    const rank = (key: Key) => (key === EMPTY_ARRAY ? 0 : canonicalRankOf(key));
    return rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0;
  }
  return compareBson(a, b);
}

function sortKey(document: Document, path: string, direction: 1 | -1): Key {
  if (!path.includes('.')) {
    const value = fieldOf(document, path);
    if (!Array.isArray(value) && !isDocumentLike(value) && value !== undefined) return value;
  }
  const candidates: Key[] = [];
  sortCandidates(document, path.split('.'), 0, candidates);
  if (candidates.length === 0) return null;
  let best = candidates[0];
  for (let i = 1; i < candidates.length; i++) {
    const order = compareKeys(candidates[i], best);
    if (direction === 1 ? order < 0 : order > 0) best = candidates[i];
  }
  return best;
}

/** The documents in the sort's order (a new array; ties keep their order). */
export function sortDocuments(documents: Document[], sort: SortSpec): Document[] {
  const fields = Object.entries(sort);
  if (fields.length === 1 && fields[0][0] === '$natural') {
    return fields[0][1] < 0 ? [...documents].reverse() : [...documents];
  }
  const keyed = documents.map((document, index) => ({
    document,
    index,
    keys: fields.map(([path, direction]) => sortKey(document, path, direction)),
  }));
  keyed.sort((x, y) => {
    for (let i = 0; i < fields.length; i++) {
      const order = compareKeys(x.keys[i], y.keys[i]);
      if (order !== 0) return fields[i][1] === 1 ? order : -order;
    }
    return x.index - y.index;
  });
  return keyed.map((entry) => entry.document);
}

/** A $sort stage's specification, checked as MongoDB checks it. */
export function checkSortStage(spec: unknown): SortSpec {
  if (!spec || typeof spec !== 'object' || Array.isArray(spec)) {
    throw locationError(15973, 'the $sort key specification must be an object');
  }
  const entries = Object.entries(spec);
  if (entries.length === 0) {
    throw locationError(15976, '$sort stage must have at least one sort key');
  }
  const sort: SortSpec = {};
  for (const [field, direction] of entries) {
    if (direction && typeof direction === 'object' && '$meta' in direction) {
      throw badValue('mongo-embedded does not support $meta sort (text search)');
    }
    if (typeof direction !== 'number') {
      throw locationError(
        15974,
        "$sort key ordering must be specified using a number or {$meta: 'textScore'}",
      );
    }
    if (direction !== 1 && direction !== -1) {
      throw locationError(
        15975,
        '$sort key ordering must be 1 (for ascending) or -1 (for descending)',
      );
    }
    sort[field] = direction;
  }
  return sort;
}
