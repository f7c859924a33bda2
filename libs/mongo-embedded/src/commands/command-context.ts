// What every command handler receives, and the checks they share: field
// whitelists (strictness: an unknown field is refused as MongoDB refuses it, a
// known MongoDB option this server does not implement is refused by name).
import type { Document } from 'bson';
import type { CursorRegistry } from '../cursors';
import { ErrorCodes, MongoCommandError, typeMismatch } from '../errors';
import type { Collection, Storage } from '../storage';
import type { Transaction } from '../transaction';

export interface ServerIdentity {
  hostAndPort: string;
  setName: string;
  startedAt: number;
  connectionId: number;
  connections(): number;
}

/** Server parameters that setParameter may change at runtime (getParameter reads them). */
export interface ServerParameters {
  /** A transaction older than this (from its start) is aborted; MongoDB's default is 60. */
  transactionLifetimeLimitSeconds: number;
  /** false pauses the TTL monitor, as on MongoDB. */
  ttlMonitorEnabled: boolean;
  /** Parameters accepted and reported that change nothing here (admin-commands.ts). */
  [name: string]: unknown;
}

export interface CommandContext {
  storage: Storage;
  parameters: ServerParameters;
  cursors: CursorRegistry;
  server: ServerIdentity;
  database: string;
  command: Document;
  name: string;
  sessionId?: string;
  transaction?: Transaction;
  /** Promises of durability for journaled changes the reply must wait for. */
  durable: Array<Promise<void>>;
}

export type CommandReply = Document;
export type CommandHandler = (context: CommandContext) => CommandReply | Promise<CommandReply>;

export interface CommandDefinition {
  handler: CommandHandler;
  /** Fields the command accepts besides the generic ones. */
  fields: readonly string[];
  /** MongoDB options this server refuses rather than silently ignoring. */
  unsupported?: readonly string[];
  allowedInTransaction?: boolean;
  /** Handshake commands accept whatever fields new drivers add, as MongoDB does. */
  acceptsAnyField?: boolean;
}

/** Accepted on every command: transport, session, concern and API fields. */
export const GENERIC_FIELDS = new Set([
  '$db',
  'lsid',
  'txnNumber',
  'autocommit',
  'startTransaction',
  '$clusterTime',
  '$readPreference',
  'readConcern',
  'writeConcern',
  'maxTimeMS',
  'comment',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  'recoveryToken',
  '$client',
  'helloOk',
]);

export function checkFields(name: string, command: Document, definition: CommandDefinition): void {
  if (definition.acceptsAnyField) return;
  const known = new Set(definition.fields);
  const unsupported = new Set(definition.unsupported ?? []);
  for (const field of Object.keys(command)) {
    if (field === name || GENERIC_FIELDS.has(field) || known.has(field)) continue;
    if (unsupported.has(field)) {
      throw new MongoCommandError(
        ErrorCodes.BadValue,
        `mongo-embedded does not support the '${field}' option of ${name}`,
      );
    }
    throw new MongoCommandError(
      ErrorCodes.Location40415,
      `BSON field '${name}.${field}' is an unknown field.`,
    );
  }
}

export function collectionName(context: CommandContext): string {
  const name = context.command[context.name];
  if (typeof name !== 'string' || name.length === 0) {
    throw new MongoCommandError(
      ErrorCodes.InvalidNamespace,
      `collection name has invalid type ${name === null ? 'null' : Array.isArray(name) ? 'array' : typeof name}`,
    );
  }
  return name;
}

export function existingCollection(context: CommandContext): Collection | undefined {
  return context.storage.collection(context.database, collectionName(context));
}

export function namespaceOf(context: CommandContext): string {
  return `${context.database}.${collectionName(context)}`;
}

export function optionalDocument(
  command: Document,
  field: string,
  owner: string,
): Document | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw typeMismatch(
      `BSON field '${owner}.${field}' is the wrong type '${Array.isArray(value) ? 'array' : typeof value}', expected type 'object'`,
    );
  }
  return value as Document;
}

export function optionalNumber(
  command: Document,
  field: string,
  owner: string,
): number | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw typeMismatch(
      `BSON field '${owner}.${field}' is the wrong type '${typeof value}', expected types '[long, int, decimal, double]'`,
    );
  }
  return value;
}

export function optionalBoolean(
  command: Document,
  field: string,
  owner: string,
): boolean | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') {
    throw typeMismatch(
      `BSON field '${owner}.${field}' is the wrong type '${typeof value}', expected type 'bool'`,
    );
  }
  return value;
}

export function requiredArray(command: Document, field: string, owner: string): Document[] {
  const value = command[field];
  if (!Array.isArray(value)) {
    throw typeMismatch(`BSON field '${owner}.${field}' is missing or is not an array`);
  }
  return value as Document[];
}
