// Index definitions: validation of createIndexes specs, and the keys a document
// contributes to a unique index (multikey, sparse and partial rules included).
import { ObjectId, type Document } from 'bson';
import { Query } from 'mingo';
import { ErrorCodes, MongoCommandError } from './errors';
import { QUERY_OPTIONS } from './mingo-options';
import { isMissing, valueAtPath, valueKey, valuesAtPath } from './value-keys';

export interface IndexSpec extends Document {
  v: number;
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
}

const ALLOWED_SPEC_FIELDS = new Set([
  'v',
  'key',
  'name',
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
  'background',
  'ns',
]);
const INVALID_INDEX_SPECIFICATION_OPTION = 197;

export const ID_INDEX_SPEC: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

export function defaultIndexName(key: Document): string {
  return Object.entries(key)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');
}

/** Checks a createIndexes entry and returns it in the form listIndexes answers. */
export function normalizeIndexSpec(raw: Document): IndexSpec {
  for (const field of Object.keys(raw)) {
    if (!ALLOWED_SPEC_FIELDS.has(field)) {
      throw new MongoCommandError(
        INVALID_INDEX_SPECIFICATION_OPTION,
        `The field '${field}' is not valid for an index specification (mongo-embedded supports: ${[...ALLOWED_SPEC_FIELDS].join(', ')})`,
      );
    }
  }
  const key = raw.key as Document | undefined;
  if (!key || typeof key !== 'object' || Array.isArray(key) || Object.keys(key).length === 0) {
    throw new MongoCommandError(ErrorCodes.CannotCreateIndex, 'Index keys cannot be empty.');
  }
  for (const [field, direction] of Object.entries(key)) {
    if (direction !== 1 && direction !== -1) {
      throw new MongoCommandError(
        ErrorCodes.CannotCreateIndex,
        `mongo-embedded supports only ascending (1) and descending (-1) index keys; '${field}: ${JSON.stringify(direction)}' is not supported`,
      );
    }
  }
  const spec: IndexSpec = {
    v: 2,
    key: { ...key },
    name: typeof raw.name === 'string' ? raw.name : defaultIndexName(key),
  };
  if (raw.unique === true) spec.unique = true;
  if (raw.sparse === true) spec.sparse = true;
  if (raw.partialFilterExpression !== undefined) {
    if (typeof raw.partialFilterExpression !== 'object' || raw.partialFilterExpression === null) {
      throw new MongoCommandError(
        ErrorCodes.CannotCreateIndex,
        'partialFilterExpression must be an object',
      );
    }
    new Query(raw.partialFilterExpression, QUERY_OPTIONS); // throws on unsupported operators
    spec.partialFilterExpression = raw.partialFilterExpression;
  }
  if (raw.expireAfterSeconds !== undefined) {
    if (typeof raw.expireAfterSeconds !== 'number' || raw.expireAfterSeconds < 0) {
      throw new MongoCommandError(
        ErrorCodes.CannotCreateIndex,
        'expireAfterSeconds must be a non-negative number',
      );
    }
    spec.expireAfterSeconds = raw.expireAfterSeconds;
  }
  if (spec.name === '_id_' && !(Object.keys(key).length === 1 && key._id === 1)) {
    throw new MongoCommandError(
      ErrorCodes.CannotCreateIndex,
      "The index name '_id_' is reserved for the _id index",
    );
  }
  return spec;
}

/** True when two specs describe the same index (createIndexes is then a no-op). */
export function sameIndex(a: IndexSpec, b: IndexSpec): boolean {
  const options = (spec: IndexSpec) =>
    valueKey([
      spec.key,
      !!spec.unique,
      !!spec.sparse,
      spec.partialFilterExpression ?? null,
      spec.expireAfterSeconds ?? null,
    ]);
  return options(a) === options(b);
}

export class IndexDefinition {
  readonly fields: string[];
  private readonly partial?: Query;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    if (spec.partialFilterExpression)
      this.partial = new Query(spec.partialFilterExpression, QUERY_OPTIONS);
  }

  get name(): string {
    return this.spec.name;
  }

  get unique(): boolean {
    return this.spec.unique === true;
  }

  /** The distinct index keys the document contributes; none when sparse/partial leave it out. */
  keysOf(document: Document): string[] {
    if (this.partial && !this.partial.test(document)) return [];
    const perField = this.fields.map((field) => valuesAtPath(document, field));
    if (this.spec.sparse && perField.every((values) => values.every(isMissing))) return [];
    let keys = [''];
    for (const values of perField) {
      const parts = [...new Set(values.map((value) => (isMissing(value) ? 'z' : valueKey(value))))];
      keys = keys.flatMap((prefix) => parts.map((part) => `${prefix}|${part}`));
    }
    return keys;
  }

  /** The keyValue MongoDB reports in a duplicate-key error. */
  keyValue(document: Document): Document {
    const keyValue: Document = {};
    for (const field of this.fields) {
      const value = valueAtPath(document, field);
      keyValue[field] = value === undefined ? null : value;
    }
    return keyValue;
  }
}

function formatKeyValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof ObjectId) return `ObjectId('${value.toHexString()}')`;
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return `[ ${value.map(formatKeyValue).join(', ')} ]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Document).map(([k, v]) => `${k}: ${formatKeyValue(v)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return String(value);
}

export function duplicateKeyError(
  namespace: string,
  index: IndexDefinition,
  document: Document,
): MongoCommandError {
  const keyValue = index.keyValue(document);
  const dupKey = Object.entries(keyValue)
    .map(([field, value]) => `${field}: ${formatKeyValue(value)}`)
    .join(', ');
  return new MongoCommandError(
    ErrorCodes.DuplicateKey,
    `E11000 duplicate key error collection: ${namespace} index: ${index.name} dup key: { ${dupKey} }`,
    { keyPattern: { ...index.spec.key }, keyValue },
  );
}
