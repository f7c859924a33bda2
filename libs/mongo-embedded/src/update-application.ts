// Applying one update statement to one document: operator updates (through
// mingo's updater), replacements and update pipelines; and building the
// document an upsert inserts.
import { ObjectId, type Document } from 'bson';
import { update as applyOperators } from 'mingo';
import { Aggregator } from 'mingo';
import { cloneDocument, withIdFirst } from './documents';
import { badValue, ErrorCodes, failedToParse, MongoCommandError } from './errors';
import { checkUpdateOperators } from './update-operator-checks';
import { QUERY_OPTIONS } from './mingo-options';
import { valueKey } from './value-keys';

const PIPELINE_UPDATE_STAGES = new Set([
  '$addFields',
  '$set',
  '$project',
  '$unset',
  '$replaceRoot',
  '$replaceWith',
]);

export type UpdateSpec = Document | Document[];

export function validateUpdateSpec(spec: unknown): UpdateSpec {
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
    return spec as Document[];
  }
  if (!spec || typeof spec !== 'object')
    throw failedToParse('Update argument must be either an object or an array');
  const keys = Object.keys(spec);
  const operators = keys.filter((key) => key.startsWith('$'));
  if (operators.length > 0 && operators.length !== keys.length) {
    throw failedToParse(
      `Unknown modifier: ${keys.find((key) => !key.startsWith('$'))}. Expected a valid update modifier or pipeline-style update specified as an array`,
    );
  }
  return spec as Document;
}

export const isReplacement = (spec: UpdateSpec): boolean =>
  !Array.isArray(spec) && Object.keys(spec).every((key) => !key.startsWith('$'));

function immutableIdError(after: Document): MongoCommandError {
  return new MongoCommandError(
    ErrorCodes.ImmutableField,
    `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${String(after._id)}`,
  );
}

/** The document after the update, or the same object when nothing changed. */
export function applyUpdate(
  before: Document,
  spec: UpdateSpec,
  arrayFilters: Document[] | undefined,
  filter: Document,
  inserting = false,
): Document {
  let after: Document;
  if (Array.isArray(spec)) {
    const [result] = new Aggregator(spec, QUERY_OPTIONS).run([cloneDocument(before)]) as Document[];
    after = result;
    if (!('_id' in after)) after = { _id: before._id, ...after };
  } else if (isReplacement(spec)) {
    const replacement = spec as Document;
    if ('_id' in replacement && valueKey(replacement._id) !== valueKey(before._id))
      throw immutableIdError(replacement);
    after = { ...cloneDocument(replacement), _id: before._id };
  } else {
    const modifier: Document = { ...(spec as Document) };
    if (modifier.$setOnInsert) {
      if (inserting)
        modifier.$set = {
          ...(modifier.$set as Document | undefined),
          ...(modifier.$setOnInsert as Document),
        };
      delete modifier.$setOnInsert;
    }
    for (const [operator, fields] of Object.entries(modifier)) {
      if (!fields || typeof fields !== 'object' || Array.isArray(fields)) {
        throw failedToParse(
          `Modifiers operate on fields but we found type ${Array.isArray(fields) ? 'array' : typeof fields} instead. For example: {$mod: {<field>: ...}} not {${operator}: ${JSON.stringify(fields)}}`,
        );
      }
    }
    checkUpdateOperators(modifier, before);
    after = cloneDocument(before);
    // mingo refuses any $set of _id; MongoDB allows it on insert or when the value is unchanged.
    const setFields = modifier.$set as Document | undefined;
    if (setFields && '_id' in setFields) {
      if (!inserting && valueKey(setFields._id) !== valueKey(before._id))
        throw immutableIdError(setFields);
      after._id = setFields._id;
      const { _id: _unused, ...rest } = setFields;
      modifier.$set = rest;
      if (Object.keys(rest).length === 0) delete modifier.$set;
    }
    if (Object.keys(modifier).length > 0) {
      try {
        // The filter resolves the positional '$' operator.
        const changed = applyOperators(
          after,
          modifier,
          arrayFilters,
          inserting ? undefined : filter,
          { cloneMode: 'deep', queryOptions: QUERY_OPTIONS },
        );
        if (changed.length === 0 && !inserting) return before;
      } catch (error) {
        if (/immutable field '_id'/.test((error as Error).message)) {
          throw new MongoCommandError(
            ErrorCodes.ImmutableField,
            "Performing an update on the path '_id' would modify the immutable field '_id'",
          );
        }
        throw badValue((error as Error).message);
      }
    }
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
      if (!node[part] || typeof node[part] !== 'object') node[part] = {};
      node = node[part] as Document;
    }
    node[parts[parts.length - 1]] = cloneDocument(value);
  };
  const visit = (clause: Document) => {
    for (const [field, condition] of Object.entries(clause)) {
      if (field === '$and' && Array.isArray(condition))
        condition.forEach((sub) => visit(sub as Document));
      if (field.startsWith('$')) continue;
      const isOperatorObject =
        condition !== null &&
        typeof condition === 'object' &&
        !Array.isArray(condition) &&
        Object.getPrototypeOf(condition) === Object.prototype &&
        Object.keys(condition).some((key) => key.startsWith('$'));
      if (!isOperatorObject) assign(field, condition);
      else if ('$eq' in (condition as Document)) assign(field, (condition as Document).$eq);
    }
  };
  visit(filter);
  return seed;
}

/** The document an upsert inserts when nothing matched. */
export function buildUpsert(
  filter: Document,
  spec: UpdateSpec,
  arrayFilters: Document[] | undefined,
): Document {
  const seed = upsertSeed(filter);
  let document: Document;
  if (isReplacement(spec)) {
    document = { ...cloneDocument(spec as Document) };
    if (!('_id' in document) && '_id' in seed) document._id = seed._id;
  } else {
    document = applyUpdate(seed, spec, arrayFilters, filter, true);
  }
  if (!('_id' in document) || document._id === undefined) document._id = new ObjectId();
  return withIdFirst(document);
}
