// Applying one update statement to one document: operator updates (parsed by
// update-operator-checks.ts, applied by update-tree.ts), replacements and update
// pipelines; and building the document an upsert inserts. An update is parsed
// once per statement (compileUpdate), so a bad update fails even when it
// matches nothing, as MongoDB's does.
import { ObjectId, type Document } from 'bson';
import { Aggregator } from 'mingo';
import { cloneDocument, withIdFirst } from './documents';
import { ErrorCodes, failedToParse, MongoCommandError } from './errors';
import { QUERY_OPTIONS } from './mingo-options';
import { parseArrayFilters, parseModifier, type ParsedModifier } from './update-operator-checks';
import { applyTree, resolvePositional } from './update-tree';
import { cloneValue, hasOwn, isDocument, ownField, renderElement, setField } from './update-values';
import { valueKey } from './value-keys';

const PIPELINE_UPDATE_STAGES = new Set([
  '$addFields',
  '$set',
  '$project',
  '$unset',
  '$replaceRoot',
  '$replaceWith',
]);

export type CompiledUpdate =
  | { kind: 'pipeline'; stages: Document[] }
  | { kind: 'replacement'; replacement: Document }
  | { kind: 'modifier'; parsed: ParsedModifier };

/**
 * Parses an update (`u` of an update statement, `update` of findAndModify): a pipeline, a
 * replacement document (its first field is not `$`-prefixed) or update operators.
 */
export function compileUpdate(
  spec: unknown,
  arrayFilters?: unknown,
  multi = false,
): CompiledUpdate {
  if (Array.isArray(spec)) {
    for (const stage of spec) {
      const name = stage && typeof stage === 'object' ? Object.keys(stage)[0] : undefined;
      if (!name || !PIPELINE_UPDATE_STAGES.has(name)) {
        throw new MongoCommandError(
          ErrorCodes.InvalidOptions,
          `${name ?? 'A non-object stage'} is not allowed to be used within an update`,
        );
      }
    }
    if (parseArrayFilters(arrayFilters).size > 0)
      throw failedToParse('arrayFilters may not be specified for pipeline-style updates');
    return { kind: 'pipeline', stages: spec as Document[] };
  }
  if (!spec || typeof spec !== 'object')
    throw failedToParse('Update argument must be either an object or an array');
  const first = Object.keys(spec)[0];
  if (first !== undefined && first.startsWith('$'))
    return { kind: 'modifier', parsed: parseModifier(spec as Document, arrayFilters) };
  parseArrayFilters(arrayFilters);
  if (multi) throw failedToParse('multi update is not supported for replacement-style update');
  return { kind: 'replacement', replacement: spec as Document };
}

function immutableIdError(after: Document): MongoCommandError {
  return new MongoCommandError(
    ErrorCodes.ImmutableField,
    `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${String(after._id)}`,
  );
}

function dollarPrefixedField(name: string, fullName: string): MongoCommandError {
  return new MongoCommandError(
    ErrorCodes.DollarPrefixedFieldName,
    `The dollar ($) prefixed field '${name}' in '${fullName}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`,
  );
}

/** MongoDB's storage check of a replacement: no `$`-prefixed top-level field, none anywhere in _id. */
function checkReplacementFields(replacement: Document): void {
  for (const key of Object.keys(replacement))
    if (key.startsWith('$')) throw dollarPrefixedField(key, key);
  const scanId = (value: unknown, path: string): void => {
    if (!isDocument(value)) return;
    for (const key of Object.keys(value)) {
      if (key.startsWith('$')) throw dollarPrefixedField(key, `${path}.${key}`);
      scanId(value[key], `${path}.${key}`);
    }
  };
  scanId(ownField(replacement, '_id'), '_id');
}

/** The document after the update, or the same object when nothing changed. */
export function applyUpdate(
  before: Document,
  update: CompiledUpdate,
  filter: Document,
  inserting = false,
): Document {
  let after: Document;
  if (update.kind === 'pipeline') {
    const [result] = new Aggregator(update.stages, QUERY_OPTIONS).run([
      cloneDocument(before),
    ]) as Document[];
    after = result;
    if (!('_id' in after)) after = { _id: before._id, ...after };
  } else if (update.kind === 'replacement') {
    const replacement = update.replacement;
    if (hasOwn(replacement, '_id') && valueKey(replacement._id) !== valueKey(before._id))
      throw immutableIdError(replacement);
    checkReplacementFields(replacement);
    after = cloneValue(replacement);
    setField(after, '_id', before._id);
  } else {
    const { parsed } = update;
    after = cloneValue(before);
    const matchedField =
      parsed.positionalPrefixes.length > 0 && !inserting
        ? resolvePositional(parsed.positionalPrefixes, filter, before)
        : undefined;
    applyTree(parsed.root, after, {
      inserting,
      matchedField,
      document: after,
      arrayFilters: parsed.arrayFilters,
      idElement: renderElement('_id', before._id),
      now: new Date(),
    });
  }
  if (!inserting && valueKey(after._id) !== valueKey(before._id)) throw immutableIdError(after);
  after = withIdFirst(after);
  if (!inserting && valueKey(after) === valueKey(before)) return before;
  return after;
}

/** Equality conditions of a filter become the starting document of an upsert. */
export function upsertSeed(filter: Document): Document {
  const seed: Document = {};
  const assign = (path: string, value: unknown) => {
    const parts = path.split('.');
    let node = seed;
    for (const part of parts.slice(0, -1)) {
      let next = ownField(node, part);
      if (!isDocument(next)) {
        next = {};
        setField(node, part, next);
      }
      node = next as Document;
    }
    setField(node, parts[parts.length - 1], cloneValue(value));
  };
  const visit = (clause: Document) => {
    for (const [field, condition] of Object.entries(clause)) {
      if (field === '$and' && Array.isArray(condition))
        condition.forEach((sub) => visit(sub as Document));
      if (field.startsWith('$')) continue;
      const isOperatorObject =
        isDocument(condition) && Object.keys(condition).some((key) => key.startsWith('$'));
      if (!isOperatorObject) assign(field, condition);
      else if (hasOwn(condition as Document, '$eq')) assign(field, (condition as Document).$eq);
    }
  };
  visit(filter);
  return seed;
}

/** The document an upsert inserts when nothing matched. */
export function buildUpsert(filter: Document, update: CompiledUpdate): Document {
  const seed = upsertSeed(filter);
  let document: Document;
  if (update.kind === 'replacement') {
    checkReplacementFields(update.replacement);
    document = cloneValue(update.replacement);
    if (!hasOwn(document, '_id') && hasOwn(seed, '_id')) setField(document, '_id', seed._id);
  } else {
    document = applyUpdate(seed, update, filter, true);
  }
  if (ownField(document, '_id') === undefined) setField(document, '_id', new ObjectId());
  return withIdFirst(document);
}
