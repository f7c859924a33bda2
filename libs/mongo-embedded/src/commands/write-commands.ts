// insert, update, delete, findAndModify. Each statement is checked and applied
// on its own (MongoDB makes single-document writes atomic, not batches); the
// reply waits until every applied change is durable.
import { ObjectId, type Document } from 'bson';
import { checkDocumentSizes } from '../document-limits';
import { withIdFirst } from '../documents';
import { asCommandError, badValue, MongoCommandError } from '../errors';
import { applyHint, resolveHint } from '../hints';
import { matchingDocuments, shape } from '../query-engine';
import { documentKey, type Change, type Collection } from '../storage';
import { applyUpdate, buildUpsert, compileUpdate } from '../update-application';
import {
  collectionName,
  optionalBoolean,
  optionalDocument,
  requiredArray,
  type CommandContext,
  type CommandDefinition,
} from './command-context';

function targetCollection(context: CommandContext): Collection {
  const { collection, durable } = context.storage.ensureCollection(
    context.database,
    collectionName(context),
  );
  context.durable.push(durable);
  return collection;
}

/** Applies changes, in the command's transaction if it has one; the reply waits until they are durable. */
function write(context: CommandContext, collection: Collection, changes: Change[]): void {
  checkDocumentSizes(context.name, changes);
  context.durable.push(context.storage.write(collection, changes, context.transaction));
}

/** The change that inserts the document. */
const insertion = (document: Document): Change => ({
  key: documentKey(document),
  after: document,
  insert: true,
});

function checkInsertable(document: Document): Document {
  if (!document || typeof document !== 'object' || Array.isArray(document))
    throw badValue('document to insert must be an object');
  for (const key of Object.keys(document)) {
    if (key.startsWith('$')) throw badValue(`Document can't have $ prefixed field names: ${key}`);
  }
  if ('_id' in document) {
    const id = document._id;
    if (Array.isArray(id)) throw badValue("can't use an array for _id");
    if (id instanceof RegExp) throw badValue("can't use a regex for _id");
    if (id === undefined) throw badValue("can't use undefined for _id");
    return withIdFirst(document);
  }
  return { _id: new ObjectId(), ...document };
}

/** Runs statements in order, collecting write errors; an ordered batch stops at the first. */
function runStatements<T>(
  context: CommandContext,
  statements: T[],
  run: (statement: T, index: number) => void,
): Document[] {
  const ordered = optionalBoolean(context.command, 'ordered', context.name) ?? true;
  const writeErrors: Document[] = [];
  for (let index = 0; index < statements.length; index++) {
    try {
      run(statements[index], index);
    } catch (error) {
      const commandError = asCommandError(error);
      // A transient transaction error (write conflict) fails the whole command with its label,
      // as MongoDB answers it, so that drivers retry the transaction.
      if (commandError.errorLabels.length) throw commandError;
      writeErrors.push(commandError.toWriteError(index));
      if (ordered || context.transaction) break;
    }
  }
  return writeErrors;
}

function withWriteErrors(reply: Document, writeErrors: Document[]): Document {
  if (writeErrors.length) reply.writeErrors = writeErrors;
  return reply;
}

function insert(context: CommandContext): Document {
  const documents = requiredArray(context.command, 'documents', 'insert');
  const collection = targetCollection(context);
  let n = 0;
  const writeErrors = runStatements(context, documents, (raw) => {
    write(context, collection, [insertion(checkInsertable(raw))]);
    n += 1;
  });
  return withWriteErrors({ n }, writeErrors);
}

interface UpdateStatement {
  q?: Document;
  u?: unknown;
  multi?: boolean;
  upsert?: boolean;
  arrayFilters?: Document[];
}

const UPDATE_STATEMENT_FIELDS = new Set([
  'q',
  'u',
  'multi',
  'upsert',
  'arrayFilters',
  'hint',
  'upsertSupplied',
]);

function update(context: CommandContext): Document {
  const statements = requiredArray(context.command, 'updates', 'update') as UpdateStatement[];
  const collection = targetCollection(context);
  const { storage, transaction } = context;
  let matched = 0;
  let modified = 0;
  const upserted: Document[] = [];
  const writeErrors = runStatements(context, statements, (statement, index) => {
    for (const field of Object.keys(statement)) {
      if (!UPDATE_STATEMENT_FIELDS.has(field)) {
        throw field === 'collation' || field === 'c' || field === 'sort'
          ? badValue(`mongo-embedded does not support '${field}' in update statements`)
          : new MongoCommandError(
              40415,
              `BSON field 'update.updates.${field}' is an unknown field.`,
            );
      }
    }
    const filter = optionalDocument(statement, 'q', 'update.updates') ?? {};
    const update = compileUpdate(statement.u, statement.arrayFilters, Boolean(statement.multi));
    const hint = resolveHint(collection, (statement as { hint?: unknown }).hint);
    let targets = applyHint(matchingDocuments(storage, collection, filter, transaction), hint);
    if (!statement.multi) targets = targets.slice(0, 1);
    if (targets.length === 0 && statement.upsert) {
      const document = buildUpsert(filter, update);
      write(context, collection, [insertion(document)]);
      upserted.push({ index, _id: document._id });
      return;
    }
    for (const before of targets) {
      const after = applyUpdate(before, update, filter);
      matched += 1;
      if (after === before) continue;
      write(context, collection, [{ key: documentKey(before), after }]);
      modified += 1;
    }
  });
  const reply: Document = { n: matched + upserted.length, nModified: modified };
  if (upserted.length) reply.upserted = upserted;
  return withWriteErrors(reply, writeErrors);
}

function remove(context: CommandContext): Document {
  const statements = requiredArray(context.command, 'deletes', 'delete');
  const collection = context.storage.collection(context.database, collectionName(context));
  let n = 0;
  const writeErrors = runStatements(context, statements, (statement) => {
    const limit = statement.limit ?? 0;
    if (limit !== 0 && limit !== 1)
      throw badValue(`The limit field in delete objects must be 0 or 1. Got ${limit}`);
    if (statement.collation)
      throw badValue("mongo-embedded does not support 'collation' in delete statements");
    const hint = resolveHint(collection, statement.hint);
    let targets = applyHint(
      matchingDocuments(
        context.storage,
        collection,
        optionalDocument(statement, 'q', 'delete.deletes') ?? {},
        context.transaction,
      ),
      hint,
    );
    if (limit === 1) targets = targets.slice(0, 1);
    if (!collection || targets.length === 0) return;
    write(
      context,
      collection,
      targets.map((document) => ({ key: documentKey(document), after: null })),
    );
    n += targets.length;
  });
  return withWriteErrors({ n }, writeErrors);
}

function findAndModify(context: CommandContext): Document {
  const { command, storage, transaction } = context;
  const query = optionalDocument(command, 'query', 'findAndModify') ?? {};
  const sort = optionalDocument(command, 'sort', 'findAndModify');
  const fields = optionalDocument(command, 'fields', 'findAndModify');
  const removing = optionalBoolean(command, 'remove', 'findAndModify') ?? false;
  const returnNew = optionalBoolean(command, 'new', 'findAndModify') ?? false;
  const upsert = optionalBoolean(command, 'upsert', 'findAndModify') ?? false;
  const arrayFilters: unknown = command.arrayFilters;
  if (removing && (command.update !== undefined || upsert || returnNew)) {
    throw badValue('Cannot specify both an update and remove=true, upsert=true or new=true');
  }
  if (!removing && command.update === undefined)
    throw badValue('Either an update or remove=true must be specified');
  const collection = targetCollection(context);
  const project = (document: Document | null) =>
    document && fields ? shape([document], { projection: fields, filter: query })[0] : document;
  const hint = resolveHint(collection, command.hint);
  const [target] = shape(
    applyHint(matchingDocuments(storage, collection, query, transaction), hint),
    {
      sort,
      limit: 1,
    },
  );

  if (removing) {
    if (target) write(context, collection, [{ key: documentKey(target), after: null }]);
    return { lastErrorObject: { n: target ? 1 : 0 }, value: project(target ?? null) };
  }
  const update = compileUpdate(command.update, arrayFilters);
  if (target) {
    const after = applyUpdate(target, update, query);
    if (after !== target) write(context, collection, [{ key: documentKey(target), after }]);
    return {
      lastErrorObject: { n: 1, updatedExisting: true },
      value: project(returnNew ? after : target),
    };
  }
  if (!upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null };
  const document = buildUpsert(query, update);
  write(context, collection, [insertion(document)]);
  return {
    lastErrorObject: { n: 1, updatedExisting: false, upserted: document._id },
    value: project(returnNew ? document : null),
  };
}

const WRITE_OPTIONS = ['ordered', 'bypassDocumentValidation'];

export const writeCommands: Record<string, CommandDefinition> = {
  insert: {
    handler: insert,
    fields: ['documents', ...WRITE_OPTIONS],
    unsupported: ['let'],
    allowedInTransaction: true,
  },
  update: {
    handler: update,
    fields: ['updates', ...WRITE_OPTIONS],
    unsupported: ['let'],
    allowedInTransaction: true,
  },
  delete: {
    handler: remove,
    fields: ['deletes', ...WRITE_OPTIONS],
    unsupported: ['let'],
    allowedInTransaction: true,
  },
  findAndModify: {
    handler: findAndModify,
    fields: [
      'query',
      'sort',
      'remove',
      'update',
      'new',
      'fields',
      'upsert',
      'arrayFilters',
      'bypassDocumentValidation',
      'hint',
    ],
    unsupported: ['collation', 'let'],
    allowedInTransaction: true,
  },
};
