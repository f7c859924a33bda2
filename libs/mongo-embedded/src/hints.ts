// `hint`, as MongoDB takes it on find, count, aggregate, update, delete and findAndModify: an
// index name or key pattern that names no index of the collection is refused with BadValue
// (2) "hint provided does not correspond to an existing index"; `{$natural: ±1}` asks for a
// collection scan (-1: newest first). Hinting a sparse index answers only the documents that
// index holds (MongoDB reads the index), so they are the ones kept here. Hinting a partial
// index is refused (MongoDB answers from it only for filters implying its expression, which
// this server does not decide). A collection that does not exist answers nothing, hint or not.
import type { Document } from 'bson';
import { badValue, typeMismatch } from './errors';
import { ID_INDEX_SPEC, type IndexSpec } from './indexes';
import { matchCandidates } from './query-operators';
import type { Collection } from './storage';

export interface HintPlan {
  /** Natural order asked for: -1 reverses the scan. */
  natural?: 1 | -1;
  /** A sparse index hinted: only documents holding one of its fields. */
  sparseFields?: string[];
}

const NO_SUCH_INDEX = 'hint provided does not correspond to an existing index';

const sameKeyPattern = (a: Document, b: Document) => {
  const [x, y] = [Object.entries(a), Object.entries(b)];
  return (
    x.length === y.length &&
    x.every(([field, direction], i) => y[i][0] === field && Number(y[i][1]) === Number(direction))
  );
};

/** The plan a command's `hint` asks for; throws MongoDB's error for an index that is not there. */
export function resolveHint(
  collection: Collection | undefined,
  hint: unknown,
): HintPlan | undefined {
  if (hint === undefined || hint === null) return undefined;
  let spec: IndexSpec | undefined;
  if (typeof hint === 'string') {
    if (!collection) return undefined;
    spec = collection.indexSpecs().find((index) => index.name === hint);
  } else if (typeof hint === 'object' && !Array.isArray(hint)) {
    const entries = Object.entries(hint as Document);
    if (entries.length === 0) return undefined; // an empty hint is no hint
    if (entries[0][0] === '$natural') {
      const direction = Number(entries[0][1]);
      if (entries.length !== 1 || (direction !== 1 && direction !== -1))
        throw badValue(`$natural hint must be 1 or -1: ${JSON.stringify(hint)}`);
      return { natural: direction };
    }
    if (!collection) return undefined;
    spec = collection.indexSpecs().find((index) => sameKeyPattern(index.key, hint as Document));
  } else {
    throw typeMismatch("BSON field 'hint' is the wrong type, expected types '[string, object]'");
  }
  if (!spec) throw badValue(NO_SUCH_INDEX);
  if (spec.partialFilterExpression) {
    throw badValue(
      `mongo-embedded does not support hinting the partial index '${spec.name}' (MongoDB uses it only for filters that imply its partialFilterExpression)`,
    );
  }
  if (spec.sparse && spec !== ID_INDEX_SPEC) return { sparseFields: Object.keys(spec.key) };
  return {};
}

/** The matched documents as the hinted plan reads them (natural order, or sparse index). */
export function applyHint(documents: Document[], plan: HintPlan | undefined): Document[] {
  if (!plan) return documents;
  let result = documents;
  if (plan.sparseFields) {
    const fields = plan.sparseFields;
    result = result.filter((document) =>
      fields.some((field) => matchCandidates(document, field).length > 0),
    );
  }
  if (plan.natural === -1) result = [...result].reverse();
  return result;
}
