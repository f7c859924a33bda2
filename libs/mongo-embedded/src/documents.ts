// Stored documents are never changed in place (cursors, snapshots and open
// transactions may still hold them), so every change starts from a copy.
// Copies keep an own '__proto__' key as a plain field (never as the prototype).
import type { Document } from 'bson';
import { carryNumberTypes } from './number-types';

/** Adds an own field; `copy[key] = value` would set the prototype for '__proto__'. */
function defineField(document: Document, key: string, value: unknown): void {
  Object.defineProperty(document, key, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}

/** Deep copy of plain objects and arrays; BSON value objects (ObjectId, Date, …) are shared, never mutated. */
export function cloneDocument<T>(value: T): T {
  // Copies keep the BSON types of their numbers (number-types.ts).
  if (Array.isArray(value)) return carryNumberTypes(value, value.map(cloneDocument)) as T;
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    const copy: Document = {};
    for (const key of Object.keys(value))
      defineField(copy, key, cloneDocument((value as Document)[key]));
    return carryNumberTypes(value as Document, copy) as T;
  }
  return value;
}

/** Puts _id first, as MongoDB stores it. */
export function withIdFirst(document: Document): Document {
  const keys = Object.keys(document);
  if (keys[0] === '_id' || !('_id' in document)) return document;
  const ordered: Document = { _id: document._id };
  for (const key of keys) if (key !== '_id') defineField(ordered, key, document[key]);
  return carryNumberTypes(document, ordered);
}
