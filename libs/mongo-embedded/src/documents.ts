// Stored documents are never changed in place (cursors, snapshots and open
// transactions may still hold them), so every change starts from a copy.
import type { Document } from 'bson';

/** Deep copy of plain objects and arrays; BSON value objects (ObjectId, Date, …) are shared, never mutated. */
export function cloneDocument<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneDocument) as T;
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    const copy: Document = {};
    for (const key of Object.keys(value)) copy[key] = cloneDocument((value as Document)[key]);
    return copy as T;
  }
  return value;
}

/** Puts _id first, as MongoDB stores it. */
export function withIdFirst(document: Document): Document {
  const keys = Object.keys(document);
  if (keys[0] === '_id' || !('_id' in document)) return document;
  const ordered: Document = { _id: document._id };
  for (const key of keys) if (key !== '_id') ordered[key] = document[key];
  return ordered;
}
