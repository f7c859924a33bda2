// Query, projection, sort and aggregation over the documents the reader can see: mingo
// with the engine's operator context (mingo-options.ts: MongoDB's own answers where mingo's
// differ), projections as MongoDB applies them (projection.ts), sorts in MongoDB's order
// (sort-order.ts). Lookups by _id (the commonest query) skip the scan, and so do
// equalities on an index's fields (index-lookup.ts): then only the documents under the
// index key are tested.
import { BSONRegExp, type Document } from 'bson';
import { Aggregator } from 'mingo/aggregator';
import { ProcessingMode } from 'mingo/core';
import { Query } from 'mingo/query';
import type { Options } from 'mingo/types';
import { mentionsDbRefField, withPlainDbRefs } from './dbref-view';
import { cloneDocument } from './documents';
import { badValue, MongoCommandError } from './errors';
import { applyHint, type HintPlan } from './hints';
import { equalityValues, uniqueIndexKey } from './index-lookup';
import { ENGINE_OPTIONS, projector } from './mingo-options';
import { keptFieldsOf } from './field-order';
import { simpleFilter } from './simple-filter';
import { sortDocuments, type SortSpec } from './sort-order';
import type { Collection, Storage } from './storage';
import type { Transaction } from './transaction';
import { valueKey } from './value-keys';

export interface FindOptions {
  sort?: Document;
  projection?: Document;
  skip?: number;
  limit?: number;
  /** The query filter, which a positional projection (`'tags.$': 1`) refers to. */
  filter?: Document;
}

/** A plain equality on _id (not an operator expression) can be answered from the _id map. */
function idEquality(filter: Document): unknown {
  const keys = Object.keys(filter);
  if (keys.length !== 1 || keys[0] !== '_id') return undefined;
  const value = filter._id;
  if (value === null || value === undefined) return undefined;
  if (
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    const operators = Object.keys(value);
    if (operators.length === 1 && operators[0] === '$eq')
      return (value as Document).$eq ?? undefined;
    return undefined;
  }
  if (Array.isArray(value) || value instanceof RegExp || value instanceof BSONRegExp)
    return undefined;
  return value;
}

export function compileFilter(filter: Document | undefined): Query {
  return new Query(filter ?? {}, ENGINE_OPTIONS);
}

/**
 * A filter naming a DBRef field (`ref.$id`) is tested against documents whose DBRefs are
 * plain `{$ref, $id}` sub-documents, as MongoDB stores them (dbref-view.ts).
 */
function compileDbRefFilter(filter: Document): (document: Document) => boolean {
  const query = compileFilter(withPlainDbRefs(filter));
  return (document) => query.test(withPlainDbRefs(document));
}

/** The documents matching the filter, in natural (insertion) order. */
export function matchingDocuments(
  storage: Storage,
  collection: Collection | undefined,
  filter: Document | undefined,
  transaction?: Transaction,
): Document[] {
  // A plain _id equality holds no operator to validate, so it needs no compiled query.
  const id = filter ? idEquality(filter) : undefined;
  if (id !== undefined) {
    const document = storage.documentByKey(collection, valueKey(id), transaction);
    return document ? [document] : [];
  }
  const empty = !filter || Object.keys(filter).length === 0;
  if (!empty && mentionsDbRefField(filter)) {
    const test = compileDbRefFilter(filter);
    if (!collection) return [];
    return candidates(storage, collection, filter, transaction).filter(test);
  }
  const fast = empty ? undefined : simpleFilter(filter);
  // A filter that is not simple is compiled at once, even for a missing collection: mingo
  // rejects its bad operators. A simple one holds none, so it is compiled (mingo copies its
  // whole operator context per query) only when a document needs mingo's answer.
  let compiled = fast ? undefined : compileFilter(filter);
  const query = () => (compiled ??= compileFilter(filter));
  if (!collection) return [];
  if (empty) return storage.documents(collection, transaction);
  const documents = candidates(storage, collection, filter, transaction);
  if (!fast) return documents.filter((document) => query().test(document));
  return documents.filter((document) => fast(document) ?? query().test(document));
}

/**
 * The documents the filter may match: those under the most selective index key its
 * equalities pin (an _id list, or an index's fields), else the whole collection.
 */
export function candidates(
  storage: Storage,
  collection: Collection,
  filter: Document,
  transaction?: Transaction,
): Document[] {
  let best: Set<string> | undefined;
  const narrower = (found: Set<string>) => {
    if (!best || found.size < best.size) best = found;
  };
  const ids = equalityValues(filter, '_id');
  if (ids) narrower(new Set(ids.map(valueKey)));
  for (const index of collection.uniqueIndexes()) {
    const key = uniqueIndexKey(index, filter);
    if (key === undefined) continue;
    const owner = collection.uniqueEntries.get(index.name)!.get(key);
    narrower(new Set(owner === undefined ? [] : [owner]));
  }
  for (const [field, lookup] of collection.lookups) {
    if (best && best.size <= 1) break;
    const values = equalityValues(filter, field);
    if (values) narrower(lookup.candidates(values));
  }
  // A key held by most documents saves nothing over the scan, which needs no sorting.
  if (!best || best.size > collection.documents.size / 2)
    return storage.documents(collection, transaction);
  return storage.documentsWithKeys(collection, best, transaction);
}

/**
 * A find's results, and the projection still to apply to each (lazily, batch by batch as a
 * cursor hands them out: projected copies then live only as long as their reply). The
 * documents are the stored ones, which are never changed in place (writes replace them),
 * so a later projection sees what the find saw.
 */
export interface FoundDocuments {
  documents: Document[];
  project?: (document: Document) => Document;
}

export function findDocuments(
  storage: Storage,
  collection: Collection | undefined,
  filter: Document | undefined,
  options: FindOptions,
  transaction?: Transaction,
  hint?: HintPlan,
): FoundDocuments {
  const matched = applyHint(matchingDocuments(storage, collection, filter, transaction), hint);
  return shapeLazily(matched, { ...options, filter });
}

/**
 * A projection of top-level fields only, all included or all excluded (`_id` either way):
 * the form most reads send, applied without mingo's general projection machinery (which
 * costs most of a large read). Fields keep the document's order, as MongoDB returns them.
 * Anything else (paths, operators, expressions, a mix) is mingo's, with its errors.
 */
function simpleProjection(projection: Document): ((document: Document) => Document) | undefined {
  const included = new Set<string>();
  const excluded = new Set<string>();
  let idShown = true;
  for (const [field, value] of Object.entries(projection)) {
    if (field.includes('.') || field.startsWith('$')) return undefined;
    if (typeof value !== 'number' && typeof value !== 'boolean') return undefined;
    const shown = value !== 0 && value !== false;
    if (field === '_id') idShown = shown;
    else (shown ? included : excluded).add(field);
  }
  if (included.size > 0 && excluded.size > 0) return undefined;
  // { _id: 1 } alone is an inclusion of _id only; { _id: 0 } alone excludes only _id.
  const inclusion =
    included.size > 0 || (excluded.size === 0 && projection._id !== undefined && idShown);
  const keeps = (field: string) =>
    field === '_id' ? idShown : inclusion ? included.has(field) : !excluded.has(field);
  const keptFields = keptFieldsOf(keeps);
  return (document) => {
    const projected: Document = {};
    for (const field of keptFields(document)) projected[field] = document[field];
    return projected;
  };
}

/** Sort, skip, limit and projection over already-matched documents. */
export function shape(documents: Document[], options: FindOptions): Document[] {
  const found = shapeLazily(documents, options);
  return found.project ? found.documents.map(found.project) : found.documents;
}

/**
 * Sort, skip and limit over already-matched documents; a simple projection left to apply.
 * Any other projection (paths, positional, $slice, $elemMatch, expressions: projection.ts)
 * is applied here, to the documents kept: it may make documents larger than stored, which
 * the cursor's batch sizing must see.
 */
function shapeLazily(documents: Document[], options: FindOptions): FoundDocuments {
  const hasProjection = options.projection && Object.keys(options.projection).length > 0;
  const hasSort = options.sort && Object.keys(options.sort).length > 0;
  if (!hasProjection && !hasSort && !options.skip && !options.limit) return { documents };
  const project = hasProjection ? simpleProjection(options.projection!) : undefined;
  // Compiled before anything else: an invalid projection is refused even with no documents.
  const fullProjection =
    hasProjection && !project
      ? projector(options.projection!, {
          mode: 'find',
          options: ENGINE_OPTIONS,
          filter: options.filter ?? {},
        })
      : undefined;
  if (project && !hasSort && !options.skip && !options.limit) return { documents, project };
  let result = documents;
  if (hasSort) {
    for (const [field, direction] of Object.entries(options.sort!)) {
      if (direction !== 1 && direction !== -1) {
        if (direction && typeof direction === 'object' && '$meta' in direction) {
          throw badValue('mongo-embedded does not support $meta sort (text search)');
        }
        throw badValue(
          `$sort key ordering must be 1 (for ascending) or -1 (for descending): ${field}`,
        );
      }
    }
    result = sortDocuments(result, options.sort as SortSpec);
  }
  if (options.skip || options.limit) {
    const start = options.skip ?? 0;
    result = result.slice(start, options.limit ? start + options.limit : undefined);
  }
  if (fullProjection) result = result.map(fullProjection);
  return { documents: result, project };
}

const REFUSED_STAGES = new Set([
  '$out',
  '$merge',
  '$currentOp',
  '$collStats',
  '$indexStats',
  '$listSessions',
  '$planCacheStats',
  '$search',
  '$changeStream',
  '$geoNear',
]);

export function aggregateDocuments(
  documents: Document[],
  pipeline: Document[],
  resolveCollection: (name: string) => Document[],
  variables?: Document,
): Document[] {
  for (const stage of pipeline) {
    if (!stage || typeof stage !== 'object' || Array.isArray(stage)) {
      throw badValue("Each element of the 'pipeline' array must be an object");
    }
    const keys = Object.keys(stage);
    if (keys.length !== 1)
      throw badValue('A pipeline stage specification object must contain exactly one field.');
    if (REFUSED_STAGES.has(keys[0]))
      throw badValue(`mongo-embedded does not support the ${keys[0]} aggregation stage`);
  }
  const stages = pipeline.flatMap(rewriteCount);
  const options: Partial<Options> = {
    ...ENGINE_OPTIONS,
    processingMode: ProcessingMode.CLONE_OFF,
    collectionResolver: resolveCollection,
    variables,
  };
  try {
    // Stages must never modify the stored documents they read: they get copies, which keep
    // the stored BSON types of their numbers (mingo's own cloning would lose them).
    return new Aggregator(stages, options).run(documents.map(cloneDocument)) as Document[];
  } catch (error) {
    const unknownStage = /unregistered pipeline operator (\$\w+)/.exec((error as Error).message);
    if (unknownStage)
      throw new MongoCommandError(
        UNRECOGNIZED_STAGE,
        `Unrecognized pipeline stage name: '${unknownStage[1]}'`,
      );
    throw error;
  }
}

const UNRECOGNIZED_STAGE = 40324;

/** MongoDB's $count emits nothing for no input (mingo's emits a zero): it is $group + $project. */
function rewriteCount(stage: Document): Document[] {
  if (!('$count' in stage)) return [stage];
  const field = stage.$count;
  if (
    typeof field !== 'string' ||
    field.length === 0 ||
    field.startsWith('$') ||
    field.includes('.')
  ) {
    throw badValue(
      'the count field must be a non-empty string that does not start with $ and contains no .',
    );
  }
  return [{ $group: { _id: null, [field]: { $sum: 1 } } }, { $project: { _id: 0 } }];
}
