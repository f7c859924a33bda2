// Databases, collections and indexes: create, drop, dropDatabase,
// listDatabases, listCollections, createIndexes, listIndexes, dropIndexes.
import { calculateObjectSize, type Document } from 'bson';
import { ErrorCodes, MongoCommandError, typeMismatch } from '../errors';
import { normalizeIndexSpec } from '../indexes';
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
};
