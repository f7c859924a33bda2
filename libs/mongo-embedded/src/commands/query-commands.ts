// find, getMore, killCursors, count, distinct, aggregate.
import { Long, type Document } from 'bson';
import { badValue, ErrorCodes, MongoCommandError, typeMismatch } from '../errors';
import { applyHint, resolveHint } from '../hints';
import { aggregateDocuments, candidates, findDocuments, matchingDocuments } from '../query-engine';
import { valueKey } from '../value-keys';
import {
  collectionName,
  existingCollection,
  namespaceOf,
  optionalBoolean,
  optionalDocument,
  optionalNumber,
  requiredArray,
  type CommandContext,
  type CommandDefinition,
} from './command-context';

function find(context: CommandContext): Document {
  const { command, storage, transaction } = context;
  const filter = optionalDocument(command, 'filter', 'find');
  const sort = optionalDocument(command, 'sort', 'find');
  const projection = optionalDocument(command, 'projection', 'find');
  const skip = optionalNumber(command, 'skip', 'find') ?? 0;
  let limit = optionalNumber(command, 'limit', 'find') ?? 0;
  let singleBatch = optionalBoolean(command, 'singleBatch', 'find') ?? false;
  const batchSize = optionalNumber(command, 'batchSize', 'find');
  if (skip < 0) throw badValue(`skip value must be non-negative, but received: ${skip}`);
  if (batchSize !== undefined && batchSize < 0)
    throw badValue(`batchSize value must be non-negative, but received: ${batchSize}`);
  if (limit < 0) {
    limit = -limit;
    singleBatch = true;
  }
  const collection = existingCollection(context);
  const hint = resolveHint(collection, command.hint);
  const { documents, project } = findDocuments(
    storage,
    collection,
    filter,
    { sort, projection, skip, limit },
    transaction,
    hint,
  );
  const firstBatchSize = singleBatch ? (batchSize ?? (limit || undefined)) : batchSize;
  return context.cursors.open(
    namespaceOf(context),
    documents,
    firstBatchSize,
    singleBatch,
    context.sessionId,
    project,
  );
}

function getMore(context: CommandContext): Document {
  const id = context.command.getMore;
  const numericId = id instanceof Long ? id.toNumber() : id;
  if (typeof numericId !== 'number')
    throw typeMismatch("BSON field 'getMore.getMore' is the wrong type, expected type 'long'");
  const collection = context.command.collection;
  if (typeof collection !== 'string')
    throw typeMismatch("BSON field 'getMore.collection' is missing but a required field");
  return context.cursors.getMore(
    numericId,
    `${context.database}.${collection}`,
    optionalNumber(context.command, 'batchSize', 'getMore'),
  );
}

function killCursors(context: CommandContext): Document {
  collectionName(context);
  const ids = requiredArray(context.command, 'cursors', 'killCursors').map((id) =>
    id instanceof Long ? id.toNumber() : Number(id),
  );
  const { killed, notFound } = context.cursors.kill(ids);
  const asLongs = (list: number[]) => list.map((id) => Long.fromNumber(id));
  return {
    cursorsKilled: asLongs(killed),
    cursorsNotFound: asLongs(notFound),
    cursorsAlive: [],
    cursorsUnknown: [],
  };
}

function count(context: CommandContext): Document {
  const { command, storage, transaction } = context;
  const query = optionalDocument(command, 'query', 'count');
  const skip = optionalNumber(command, 'skip', 'count') ?? 0;
  const limit = Math.abs(optionalNumber(command, 'limit', 'count') ?? 0);
  const collection = existingCollection(context);
  const hint = resolveHint(collection, command.hint);
  const matched = applyHint(
    matchingDocuments(storage, collection, query, transaction),
    hint,
  ).length;
  const afterSkip = Math.max(0, matched - skip);
  return { n: limit ? Math.min(limit, afterSkip) : afterSkip };
}

function distinct(context: CommandContext): Document {
  const { command, storage, transaction } = context;
  const key = command.key;
  if (typeof key !== 'string')
    throw typeMismatch("BSON field 'distinct.key' is missing or is not a string");
  const query = optionalDocument(command, 'query', 'distinct');
  const values = new Map<string, unknown>();
  const documents = matchingDocuments(storage, existingCollection(context), query, transaction);
  for (const document of documents) {
    for (const value of valuesOf(document, key.split('.'))) {
      if (value !== undefined) values.set(valueKey(value), value);
    }
  }
  return { values: [...values.values()] };
}

/** Values of a dotted path for distinct: arrays are unwound, as MongoDB does. */
function valuesOf(node: unknown, parts: string[]): unknown[] {
  if (parts.length === 0) return Array.isArray(node) ? node : [node];
  if (Array.isArray(node)) return node.flatMap((element) => valuesOf(element, parts));
  if (node === null || typeof node !== 'object') return [];
  return valuesOf((node as Document)[parts[0]], parts.slice(1));
}

function aggregate(context: CommandContext): Document {
  const { command, storage, transaction, database } = context;
  if (typeof command.aggregate !== 'string') {
    throw badValue('mongo-embedded supports aggregate only on a collection, not {aggregate: 1}');
  }
  const pipeline = requiredArray(command, 'pipeline', 'aggregate');
  const cursorOptions = optionalDocument(command, 'cursor', 'aggregate');
  if (!cursorOptions && command.explain !== true) {
    throw new MongoCommandError(
      ErrorCodes.FailedToParse,
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  }
  // A leading $match narrows the source through an index; the stage still runs on it.
  const collection = existingCollection(context);
  const hint = resolveHint(collection, command.hint);
  const match: unknown = (pipeline[0] as Document | undefined)?.$match;
  const source = applyHint(
    collection && match && typeof match === 'object' && !Array.isArray(match)
      ? candidates(storage, collection, match as Document, transaction)
      : storage.documents(collection, transaction),
    hint,
  );
  const resolve = (name: string) =>
    storage.documents(storage.collection(database, name), transaction);
  const variables = optionalDocument(command, 'let', 'aggregate');
  const results = aggregateDocuments(source, pipeline, resolve, variables);
  return context.cursors.open(
    namespaceOf(context),
    results,
    optionalNumber(cursorOptions ?? {}, 'batchSize', 'aggregate.cursor'),
    false,
    context.sessionId,
  );
}

const CURSOR_OPTIONS = ['noCursorTimeout', 'allowPartialResults', 'allowDiskUse', 'hint'];

export const queryCommands: Record<string, CommandDefinition> = {
  find: {
    handler: find,
    fields: [
      'filter',
      'sort',
      'projection',
      'skip',
      'limit',
      'batchSize',
      'singleBatch',
      ...CURSOR_OPTIONS,
    ],
    unsupported: [
      'collation',
      'tailable',
      'awaitData',
      'oplogReplay',
      'min',
      'max',
      'returnKey',
      'showRecordId',
      'let',
      'readOnce',
      'allowSpeculativeMajorityRead',
    ],
    allowedInTransaction: true,
  },
  getMore: { handler: getMore, fields: ['collection', 'batchSize'], allowedInTransaction: true },
  killCursors: { handler: killCursors, fields: ['cursors'], allowedInTransaction: true },
  count: {
    handler: count,
    fields: ['query', 'limit', 'skip', 'hint', 'fields'],
    unsupported: ['collation'],
  },
  distinct: {
    handler: distinct,
    fields: ['key', 'query', 'hint'],
    unsupported: ['collation'],
    allowedInTransaction: true,
  },
  aggregate: {
    handler: aggregate,
    fields: ['pipeline', 'cursor', 'allowDiskUse', 'hint', 'let', 'bypassDocumentValidation'],
    unsupported: ['collation', 'explain', 'exchange', 'isMapReduceCommand'],
    allowedInTransaction: true,
  },
};
