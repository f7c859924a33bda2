// Database-level aggregate ({aggregate: 1}) over a leading $documents stage, and where
// MongoDB allows $documents at all: first, and only in {aggregate: 1}. Every other
// {aggregate: 1} needs a collection (InvalidNamespace), except the collectionless admin
// stages ($currentOp, …), which this server does not implement and refuses by name.
import type { Document } from 'bson';
import { badValue, ErrorCodes, MongoCommandError } from '../errors';
import { aggregateDocuments } from '../query-engine';
import {
  optionalDocument,
  optionalNumber,
  requiredArray,
  type CommandContext,
  type CommandDefinition,
} from './command-context';

/** Stages MongoDB runs without a collection; none is implemented here. */
const COLLECTIONLESS_STAGES = new Set([
  '$currentOp',
  '$listLocalSessions',
  '$changeStream',
  '$listCatalog',
  '$queryStats',
  '$querySettings',
  '$listClusterCatalog',
]);

const stageName = (stage: unknown): string | undefined =>
  stage && typeof stage === 'object' && !Array.isArray(stage)
    ? Object.keys(stage as Document)[0]
    : undefined;

/** MongoDB's 40602: $documents only opens a pipeline. */
function checkDocumentsPosition(pipeline: unknown[]): void {
  pipeline.forEach((stage, position) => {
    if (position > 0 && stageName(stage) === '$documents') {
      throw new MongoCommandError(
        ErrorCodes.Location40602,
        '$documents is only valid as the first stage in a pipeline',
      );
    }
  });
}

/** The aggregate command, with {aggregate: 1} over $documents added to the collection one. */
export function withDatabaseAggregate(collectionAggregate: CommandDefinition): CommandDefinition {
  return {
    ...collectionAggregate,
    handler: (context) => {
      const { command } = context;
      const pipeline: unknown = command.pipeline;
      if (Array.isArray(pipeline)) checkDocumentsPosition(pipeline);
      if (command.aggregate === 1) return databaseAggregate(context);
      if (Array.isArray(pipeline) && stageName(pipeline[0]) === '$documents') {
        throw new MongoCommandError(
          ErrorCodes.InvalidNamespace,
          "'$documents' can only be run with {aggregate: 1}",
        );
      }
      return collectionAggregate.handler(context);
    },
  };
}

function databaseAggregate(context: CommandContext): Document {
  const { command, storage, transaction, database } = context;
  const pipeline = requiredArray(command, 'pipeline', 'aggregate');
  const cursorOptions = optionalDocument(command, 'cursor', 'aggregate');
  if (!cursorOptions) {
    throw new MongoCommandError(
      ErrorCodes.FailedToParse,
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  }
  const resolve = (name: string) =>
    storage.documents(storage.collection(database, name), transaction);
  const variables = optionalDocument(command, 'let', 'aggregate');
  const first = stageName(pipeline[0]);
  if (pipeline.length === 0) {
    throw new MongoCommandError(
      ErrorCodes.InvalidNamespace,
      '{aggregate: 1} is not valid for an empty pipeline.',
    );
  }
  if (first && COLLECTIONLESS_STAGES.has(first))
    throw badValue(`mongo-embedded does not support the ${first} aggregation stage`);
  if (first !== '$documents') {
    // MongoDB parses every stage (unknown stages, bad arguments) before it checks the namespace.
    aggregateDocuments([], pipeline, () => [], variables);
    throw new MongoCommandError(
      ErrorCodes.InvalidNamespace,
      `{aggregate: 1} is not valid for '${first}'; a collection is required.`,
    );
  }
  const documents = aggregateDocuments([], [pipeline[0]], resolve, variables);
  for (const document of documents) {
    if (document === null || typeof document !== 'object' || Array.isArray(document)) {
      throw new MongoCommandError(
        ErrorCodes.Location40228,
        `'newRoot' expression must evaluate to an object, but resulting value was: ${JSON.stringify(document)}. Type of resulting value: '${Array.isArray(document) ? 'array' : document === null ? 'null' : typeof document}'.`,
      );
    }
  }
  const results = aggregateDocuments(documents, pipeline.slice(1), resolve, variables);
  return context.cursors.open(
    `${database}.$cmd.aggregate`,
    results,
    optionalNumber(cursorOptions, 'batchSize', 'aggregate.cursor'),
    false,
    context.sessionId,
  );
}
