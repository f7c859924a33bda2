// DBRefs in queries. The bson decoder turns a stored `{$ref, $id, $db}` sub-document into a
// DBRef object, which mingo cannot walk into: a filter naming `ref.$id` (or `$ref`, `$db`)
// is tested against a view of the document whose DBRefs are plain sub-documents again, as
// MongoDB stores them (and the filter's own DBRefs likewise). Views are made only for such
// filters, once per stored document (stored documents are never changed in place).
import { DBRef, type Document } from 'bson';
import { dbRefDocument } from './bson-order';

const DBREF_FIELDS = new Set(['$id', '$ref', '$db']);

/** Whether a filter names a DBRef field (`x.$id`, `x.$ref`, `x.$db`), at any depth. */
export function mentionsDbRefField(filter: unknown): boolean {
  if (Array.isArray(filter)) return filter.some(mentionsDbRefField);
  if (!filter || typeof filter !== 'object' || Object.getPrototypeOf(filter) !== Object.prototype)
    return false;
  for (const [key, value] of Object.entries(filter)) {
    if (key.includes('.') && key.split('.').some((part) => DBREF_FIELDS.has(part))) return true;
    if (mentionsDbRefField(value)) return true;
  }
  return false;
}

const views = new WeakMap<object, unknown>();

/** The value with every DBRef (at any depth) as a plain `{$ref, $id, $db?, …}` document. */
export function withPlainDbRefs<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  const cached = views.get(value);
  if (cached !== undefined) return cached as T;
  let view: unknown = value;
  if (value instanceof DBRef) view = withPlainDbRefs(dbRefDocument(value));
  else if (Array.isArray(value)) {
    const elements = value.map(withPlainDbRefs);
    if (elements.some((element, index) => element !== value[index])) view = elements;
  } else if (Object.getPrototypeOf(value) === Object.prototype) {
    let changed = false;
    const copy: Document = {};
    for (const [key, field] of Object.entries(value)) {
      copy[key] = withPlainDbRefs(field);
      if (copy[key] !== field) changed = true;
    }
    if (changed) view = copy;
  }
  views.set(value, view);
  return view as T;
}
