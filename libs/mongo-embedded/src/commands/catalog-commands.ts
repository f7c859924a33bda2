// Databases, collections and indexes: create, drop, dropDatabase,
// listDatabases, listCollections, createIndexes, listIndexes, dropIndexes, collMod.
import { calculateObjectSize, type Document } from 'bson';
import { badValue, ErrorCodes, MongoCommandError, typeMismatch } from '../errors';
import { normalizeIndexSpec } from '../indexes';
import { setNumberType } from '../number-types';
import { compileFilter } from '../query-engine';
import { valueKey } from '../value-keys';
import {
  collectionName,
  existingCollection,
  namespaceOf,
  optionalDocument,
  optionalNumber,
  requiredArray,
  type CommandContext,
  type CommandDefinition,
} from './command-context';

function namespaceNotFound(context: CommandContext): MongoCommandError {
  return new MongoCommandError(
    ErrorCodes.NamespaceNotFound,
    `ns does not exist: ${namespaceOf(context)}`,
  );
}

function create(context: CommandContext): Document {
  const { durable } = context.storage.createCollection(
    context.database,
    collectionName(context),
    {},
  );
  context.durable.push(durable);
  return {};
}

function drop(context: CommandContext): Document {
  const collection = existingCollection(context);
  const indexes = collection?.indexSpecs().length ?? 0;
  const { durable } = context.storage.dropCollection(context.database, collectionName(context));
  context.durable.push(durable);
  return { ns: namespaceOf(context), nIndexesWas: indexes };
}

function dropDatabase(context: CommandContext): Document {
  context.durable.push(context.storage.dropDatabase(context.database));
  return { dropped: context.database };
}

function listDatabases(context: CommandContext): Document {
  const filter = compileFilter(optionalDocument(context.command, 'filter', 'listDatabases'));
  const databases = context.storage
    .databaseNames()
    .map((name) => {
      const sizeOnDisk = context.storage
        .collections(name)
        .reduce(
          (total, collection) =>
            total +
            [...collection.documents.values()].reduce(
              (sum, doc) => sum + calculateObjectSize(doc),
              0,
            ),
          0,
        );
      return { name, sizeOnDisk, empty: sizeOnDisk === 0 };
    })
    .filter((database) => filter.test(database));
  if (context.command.nameOnly === true)
    return { databases: databases.map(({ name }) => ({ name })) };
  return {
    databases,
    totalSize: databases.reduce((sum, database) => sum + database.sizeOnDisk, 0),
    totalSizeMb: 0,
  };
}

function listCollections(context: CommandContext): Document {
  const filter = compileFilter(optionalDocument(context.command, 'filter', 'listCollections'));
  const entries = context.storage
    .collections(context.database)
    .map((collection) => ({
      name: collection.name,
      type: 'collection',
      options: collection.options,
      info: { readOnly: false, uuid: collection.uuid },
      idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
    }))
    .filter((entry) => filter.test(entry))
    .map((entry) =>
      context.command.nameOnly === true ? { name: entry.name, type: entry.type } : entry,
    );
  const cursorOptions = optionalDocument(context.command, 'cursor', 'listCollections') ?? {};
  return context.cursors.open(
    `${context.database}.$cmd.listCollections`,
    entries,
    optionalNumber(cursorOptions, 'batchSize', 'cursor'),
  );
}

function createIndexes(context: CommandContext): Document {
  const specs = requiredArray(context.command, 'indexes', 'createIndexes').map(normalizeIndexSpec);
  if (specs.length === 0)
    throw new MongoCommandError(ErrorCodes.BadValue, 'Must specify at least one index to create');
  const { collection, created, durable } = context.storage.ensureCollection(
    context.database,
    collectionName(context),
  );
  context.durable.push(durable);
  const before = collection.indexSpecs().length;
  let added = 0;
  for (const spec of specs) {
    const result = context.storage.createIndex(collection, spec);
    context.durable.push(result.durable);
    if (result.created) added += 1;
  }
  const reply: Document = {
    createdCollectionAutomatically: created,
    numIndexesBefore: before,
    numIndexesAfter: collection.indexSpecs().length,
  };
  if (added === 0) reply.note = 'all indexes already exist';
  return reply;
}

function listIndexes(context: CommandContext): Document {
  const collection = existingCollection(context);
  if (!collection) throw namespaceNotFound(context);
  const cursorOptions = optionalDocument(context.command, 'cursor', 'listIndexes') ?? {};
  return context.cursors.open(
    namespaceOf(context),
    collection.indexSpecs(),
    optionalNumber(cursorOptions, 'batchSize', 'cursor'),
  );
}

function dropIndexes(context: CommandContext): Document {
  const collection = existingCollection(context);
  if (!collection) throw namespaceNotFound(context);
  const before = collection.indexSpecs().length;
  const target = context.command.index;
  let names: string[];
  if (target === '*') names = [...collection.indexes.keys()];
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target)) names = target as string[];
  else if (target && typeof target === 'object') {
    const match = [...collection.indexes.values()].find(
      (index) => valueKey(index.spec.key) === valueKey(target),
    );
    if (!match)
      throw new MongoCommandError(
        ErrorCodes.IndexNotFound,
        `can't find index with key: ${JSON.stringify(target)}`,
      );
    names = [match.name];
  } else throw typeMismatch("BSON field 'dropIndexes.index' is missing or of the wrong type");
  if (names.includes('_id_'))
    throw new MongoCommandError(ErrorCodes.InvalidOptions, 'cannot drop _id index');
  for (const name of names) context.durable.push(context.storage.dropIndex(collection, name));
  return { nIndexesWas: before };
}

const COLL_MOD_INDEX_FIELDS = new Set([
  'keyPattern',
  'name',
  'expireAfterSeconds',
  'hidden',
  'unique',
  'prepareUnique',
  'forceNonUnique',
]);
/** Index options collMod may change in MongoDB that this server does not implement. */
const UNSUPPORTED_COLL_MOD_INDEX_OPTIONS = ['hidden', 'unique', 'prepareUnique', 'forceNonUnique'];
const MAX_TTL_SECONDS = 2 ** 31 - 1;

const bsonTypeName = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? 'double'
        : typeof value === 'boolean'
          ? 'bool'
          : typeof value;

/** A key pattern as MongoDB prints a BSON object: `{ a: 1, b: -1 }`. */
const printKeyPattern = (key: Document): string =>
  `{ ${Object.entries(key)
    .map(
      ([field, value]) => `${field}: ${typeof value === 'string' ? `"${value}"` : String(value)}`,
    )
    .join(', ')} }`;

/**
 * collMod: changing a TTL index's expireAfterSeconds (or making a single-field index a TTL
 * index), which the TTL monitor follows at once. The options this server cannot honour are
 * refused by name: collection options through `unsupported`, index options here.
 */
function collMod(context: CommandContext): Document {
  const option: unknown = context.command.index;
  let index: Document | undefined;
  if (option !== undefined) {
    if (option === null || typeof option !== 'object' || Array.isArray(option)) {
      throw typeMismatch(
        `BSON field 'collMod.index' is the wrong type '${bsonTypeName(option)}', expected type 'object'`,
      );
    }
    index = option as Document;
    for (const field of Object.keys(index)) {
      if (!COLL_MOD_INDEX_FIELDS.has(field)) {
        throw new MongoCommandError(
          ErrorCodes.Location40415,
          `BSON field 'collMod.index.${field}' is an unknown field.`,
        );
      }
    }
    if (index.name !== undefined && typeof index.name !== 'string')
      throw typeMismatch(
        `BSON field 'collMod.index.name' is the wrong type '${bsonTypeName(index.name)}', expected type 'string'`,
      );
    if (
      index.keyPattern !== undefined &&
      (index.keyPattern === null ||
        typeof index.keyPattern !== 'object' ||
        Array.isArray(index.keyPattern))
    )
      throw typeMismatch(
        `BSON field 'collMod.index.keyPattern' is the wrong type '${bsonTypeName(index.keyPattern)}', expected type 'object'`,
      );
    if (index.expireAfterSeconds !== undefined && typeof index.expireAfterSeconds !== 'number')
      throw typeMismatch(
        `BSON field 'collMod.index.expireAfterSeconds' is the wrong type '${bsonTypeName(index.expireAfterSeconds)}', expected types '[long, int, decimal, double]'`,
      );
  }
  const collection = existingCollection(context);
  if (!collection) throw new MongoCommandError(ErrorCodes.NamespaceNotFound, 'ns does not exist');
  if (!index) return {};

  const invalid = (message: string) => new MongoCommandError(ErrorCodes.InvalidOptions, message);
  if (index.name !== undefined && index.keyPattern !== undefined)
    throw invalid('Cannot specify both key pattern and name.');
  if (index.name === undefined && index.keyPattern === undefined)
    throw invalid('Must specify either index name or key pattern.');
  if ([...COLL_MOD_INDEX_FIELDS].slice(2).every((field) => index[field] === undefined))
    throw invalid('no expireAfterSeconds, hidden, unique, or prepareUnique field');
  for (const field of UNSUPPORTED_COLL_MOD_INDEX_OPTIONS) {
    if (index[field] !== undefined)
      throw badValue(`mongo-embedded does not support the '${field}' option of collMod.index`);
  }
  const seconds = Math.trunc(index.expireAfterSeconds as number);
  if (!(seconds >= 0)) throw invalid("TTL index 'expireAfterSeconds' option cannot be less than 0");
  if (seconds > MAX_TTL_SECONDS)
    throw invalid(
      "TTL index 'expireAfterSeconds' option must be within an acceptable range, try a lower number",
    );

  const specs = collection.indexSpecs();
  const spec =
    index.name !== undefined
      ? specs.find((candidate) => candidate.name === index.name)
      : specs.find((candidate) => valueKey(candidate.key) === valueKey(index.keyPattern));
  if (!spec) {
    const wanted =
      index.name !== undefined ? String(index.name) : printKeyPattern(index.keyPattern as Document);
    throw new MongoCommandError(
      ErrorCodes.IndexNotFound,
      `cannot find index ${wanted} for ns ${namespaceOf(context)}`,
    );
  }
  const old = spec.expireAfterSeconds;
  if (old === undefined) {
    if (spec.name === '_id_') throw invalid('the _id field does not support TTL indexes');
    if (Object.keys(spec.key).length !== 1)
      throw invalid('TTL indexes are single-field indexes, compound indexes do not support TTL');
  }
  if (old !== seconds)
    context.durable.push(
      context.storage.setIndexExpireAfterSeconds(collection, spec.name, seconds),
    );
  // MongoDB answers both values as longs.
  const reply: Document = {};
  if (old !== undefined) reply.expireAfterSeconds_old = Math.trunc(old);
  reply.expireAfterSeconds_new = seconds;
  for (const field of Object.keys(reply)) setNumberType(reply, field, 'long');
  return reply;
}

export const catalogCommands: Record<string, CommandDefinition> = {
  create: {
    handler: create,
    fields: [],
    unsupported: [
      'capped',
      'size',
      'max',
      'validator',
      'validationLevel',
      'validationAction',
      'viewOn',
      'pipeline',
      'collation',
      'timeseries',
      'clusteredIndex',
      'changeStreamPreAndPostImages',
      'expireAfterSeconds',
      'storageEngine',
      'indexOptionDefaults',
      'idIndex',
    ],
    allowedInTransaction: true,
  },
  drop: { handler: drop, fields: [] },
  dropDatabase: { handler: dropDatabase, fields: [] },
  listDatabases: { handler: listDatabases, fields: ['filter', 'nameOnly', 'authorizedDatabases'] },
  listCollections: {
    handler: listCollections,
    fields: ['filter', 'nameOnly', 'authorizedCollections', 'cursor'],
  },
  createIndexes: {
    handler: createIndexes,
    fields: ['indexes', 'commitQuorum'],
    allowedInTransaction: true,
  },
  listIndexes: { handler: listIndexes, fields: ['cursor'] },
  dropIndexes: { handler: dropIndexes, fields: ['index'] },
  collMod: {
    handler: collMod,
    fields: ['index'],
    unsupported: [
      'validator',
      'validationLevel',
      'validationAction',
      'viewOn',
      'pipeline',
      'recordPreImages',
      'changeStreamPreAndPostImages',
      'expireAfterSeconds',
      'timeseries',
      'cappedSize',
      'cappedMax',
      'dryRun',
      'collectionUUID',
    ],
  },
};
