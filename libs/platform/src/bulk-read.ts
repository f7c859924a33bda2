// Large reads (thousands of small documents, outside transactions), read with the find
// and getMore commands themselves, batch by batch:
// - each batch arrives as one reply and is deserialized in one piece. The driver's cursor
//   parses a batch document by document (its on-demand BSON reader, then one
//   deserialization per document), which on 25,000 report rows costs about three times
//   the CPU of this path;
// - the next batch is asked for before the current one is deserialized and handed over,
//   so the database prepares it while this process works (two cores, not one after the
//   other);
// - a batch is handed over and dropped, not accumulated: a caller that folds the rows
//   into sums keeps them short-lived, which is what the garbage collector is fast at.
// Measured in docs/adr/0083-reports-read-raw-batches-folded-as-they-arrive.md.
import mongoose, { type Connection, type mongo } from 'mongoose';

type Document = mongo.Document;
type Long = mongo.Long;

/** Documents per batch: small enough to overlap the two processes' work, large enough to keep round trips few. */
export const BULK_READ_BATCH_SIZE = 2_000;

interface RawCursorReply {
  /** With `raw: true`, the reply's fields are parsed and its sub-documents left as BSON. */
  cursor: Uint8Array;
}

interface CursorBatch {
  id: Long | number;
  firstBatch?: Document[];
  nextBatch?: Document[];
}

const isOpen = (id: Long | number) => (typeof id === 'number' ? id !== 0 : !id.isZero());

export interface BulkReadOptions {
  projection?: Document;
  sort?: Document;
  /** Documents per batch (BULK_READ_BATCH_SIZE by default; MongoDB caps a reply at 16 MiB). */
  batchSize?: number;
}

/**
 * Hands every document of `collection` matching `filter` to `onBatch`, batch by batch in
 * the cursor's order: find, then getMore until the cursor is exhausted, in one explicit
 * session (MongoDB refuses a getMore from another session than the find's). Answers the
 * number of documents read. A failure part way (of the database or of `onBatch`) kills
 * the cursor rather than leaving it open until it times out.
 */
export async function forEachBatch<T = Document>(
  connection: Connection,
  collection: string,
  filter: Document,
  options: BulkReadOptions,
  onBatch: (documents: T[]) => void,
): Promise<number> {
  const db = connection.db;
  if (!db) throw new Error('forEachBatch: the connection is not open');
  const batchSize = options.batchSize ?? BULK_READ_BATCH_SIZE;
  const session = connection.getClient().startSession();
  const ask = (command: Document) =>
    db.command(command, { session, raw: true }) as Promise<unknown> as Promise<RawCursorReply>;
  let cursorId: Long | number = 0;
  let next: Promise<RawCursorReply> | undefined;
  let read = 0;
  try {
    next = ask({
      find: collection,
      filter,
      ...(options.projection ? { projection: options.projection } : {}),
      ...(options.sort ? { sort: options.sort } : {}),
      batchSize,
    });
    while (next) {
      const reply = await next;
      next = undefined;
      const cursor = mongoose.mongo.BSON.deserialize(reply.cursor) as CursorBatch;
      cursorId = cursor.id;
      if (isOpen(cursorId)) next = ask({ getMore: cursorId, collection, batchSize });
      const documents = (cursor.firstBatch ?? cursor.nextBatch ?? []) as T[];
      read += documents.length;
      onBatch(documents);
    }
    return read;
  } catch (error) {
    if (next)
      cursorId = await next.then(
        (reply) => readCursorId(reply),
        () => cursorId,
      );
    if (isOpen(cursorId))
      await db.command({ killCursors: collection, cursors: [cursorId] }, { session }).catch(() => {
        // The cursor times out on the server anyway; the read's own error is the one to report.
      });
    throw error;
  } finally {
    await session.endSession();
  }
}

/** The id of the cursor a raw reply leaves open (0 when exhausted). */
function readCursorId(reply: RawCursorReply): Long | number {
  return (mongoose.mongo.BSON.deserialize(reply.cursor) as CursorBatch).id;
}
