// MongoDB's limits on what a command may carry and store: a stored document is at most
// 16 MiB of BSON (each write path refuses a bigger one with its own error), and a write
// command holds 1 to 100,000 statements (hello's maxWriteBatchSize).
import type { Document } from 'bson';
import { badValue, ErrorCodes, MongoCommandError } from './errors';
import { bsonSize } from './number-types';
import type { Change } from './storage';
import { MAX_BSON_OBJECT_BYTES } from './wire-protocol';

export const MAX_WRITE_BATCH_SIZE = 100_000;

const STATEMENTS_FIELD: Record<string, string> = {
  insert: 'documents',
  update: 'updates',
  delete: 'deletes',
};

/** Refuses a write command with no statement or more than maxWriteBatchSize, as MongoDB does. */
export function checkWriteBatchSize(command: string, body: Document): void {
  const field = STATEMENTS_FIELD[command];
  const statements: unknown = field ? body[field] : undefined;
  if (!Array.isArray(statements)) return; // the command itself reports a missing or wrong field
  if (statements.length >= 1 && statements.length <= MAX_WRITE_BATCH_SIZE) return;
  throw new MongoCommandError(
    ErrorCodes.InvalidLength,
    `Write batch sizes must be between 1 and ${MAX_WRITE_BATCH_SIZE}. Got ${statements.length} operations.`,
  );
}

/**
 * Refuses a document over 16 MiB as the write path that made it does in MongoDB 7.0: an
 * insert with BadValue, an update or replacement with 17419, an upsert with 17420.
 */
export function checkDocumentSizes(command: string, changes: readonly Change[]): void {
  for (const change of changes) {
    if (!change.after) continue;
    const size = bsonSize(change.after);
    if (size <= MAX_BSON_OBJECT_BYTES) continue;
    if (!change.insert) {
      throw new MongoCommandError(
        ErrorCodes.Location17419,
        `Resulting document after update is larger than ${MAX_BSON_OBJECT_BYTES}`,
      );
    }
    if (command === 'insert') {
      throw badValue(
        `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_OBJECT_BYTES}`,
      );
    }
    throw new MongoCommandError(
      ErrorCodes.Location17420,
      `Document to upsert is larger than ${MAX_BSON_OBJECT_BYTES}`,
    );
  }
}
