// The fields of stored documents, in their order, computed once per document and shared by
// every document of the same shape. Stored documents are never changed in place (a write
// replaces the document), so a document's field list stays true for its life; a projection
// then works out once per shape which fields it keeps, instead of walking every field of
// every document it projects (25,000 entries of 25 fields: most of a large read's cost).

/** Shapes remembered; past this many (documents of every shape), lists are not shared. */
const MAX_SHAPES = 10_000;

const fieldLists = new WeakMap<object, readonly string[]>();
const shapes = new Map<string, readonly string[]>();

/** The document's own fields in order; the same array for documents of the same shape. */
export function fieldsOf(document: object): readonly string[] {
  let fields = fieldLists.get(document);
  if (!fields) {
    const own = Object.keys(document);
    const key = own.join('\u0000');
    fields = shapes.get(key);
    if (!fields) {
      fields = own;
      if (shapes.size < MAX_SHAPES) shapes.set(key, own);
    }
    fieldLists.set(document, fields);
  }
  return fields;
}

/**
 * `keeps` applied to a shape's fields, remembered per shape (up to MAX_SHAPES of them): the
 * fields a projection keeps of a document, in the document's order.
 */
export function keptFieldsOf(keeps: (field: string) => boolean) {
  const kept = new Map<readonly string[], readonly string[]>();
  return (document: object): readonly string[] => {
    const fields = fieldsOf(document);
    let fieldsKept = kept.get(fields);
    if (!fieldsKept) {
      fieldsKept = fields.filter(keeps);
      if (kept.size < MAX_SHAPES) kept.set(fields, fieldsKept);
    }
    return fieldsKept;
  };
}
