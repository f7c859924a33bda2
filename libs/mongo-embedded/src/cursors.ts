// Server-side cursors: results are computed once, then handed out in batches
// (firstBatch / nextBatch) no larger than the batch size or 16 MB of BSON, each document
// projected as its batch is taken when the find left a projection to apply.
import { calculateObjectSize, Long, type Document } from 'bson';
import { ErrorCodes, MongoCommandError } from './errors';
import { MAX_BSON_OBJECT_BYTES } from './wire-protocol';

export const DEFAULT_FIRST_BATCH = 101;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;
// Leaves room for the reply's envelope around the batch.
const MAX_BATCH_BYTES = MAX_BSON_OBJECT_BYTES - 64 * 1024;

interface OpenCursor {
  namespace: string;
  documents: Document[];
  position: number;
  lastUsedAt: number;
  sessionId?: string;
  project?: (document: Document) => Document;
}

export interface CursorReply {
  cursor: { id: Long; ns: string; firstBatch?: Document[]; nextBatch?: Document[] };
}

export class CursorRegistry {
  private readonly cursors = new Map<number, OpenCursor>();
  // Ids stay within 2^53 so they survive the driver's Long → number promotion.
  private nextId = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);

  /** Opens a cursor over the results and answers its first batch. */
  open(
    namespace: string,
    documents: Document[],
    batchSize: number | undefined,
    singleBatch = false,
    sessionId?: string,
    project?: (document: Document) => Document,
  ): CursorReply {
    const cursor: OpenCursor = {
      namespace,
      documents,
      position: 0,
      lastUsedAt: Date.now(),
      sessionId,
      project,
    };
    // batchSize 0 asks for an empty first batch (the cursor only).
    const firstBatch = batchSize === 0 ? [] : takeBatch(cursor, batchSize ?? DEFAULT_FIRST_BATCH);
    let id = 0;
    if (!singleBatch && cursor.position < documents.length) {
      id = this.nextId++;
      this.cursors.set(id, cursor);
    }
    return { cursor: { id: Long.fromNumber(id), ns: namespace, firstBatch } };
  }

  getMore(id: number, namespace: string, batchSize: number | undefined): CursorReply {
    const cursor = this.cursors.get(id);
    if (!cursor)
      throw new MongoCommandError(ErrorCodes.CursorNotFound, `cursor id ${id} not found`);
    if (cursor.namespace !== namespace) {
      throw new MongoCommandError(
        ErrorCodes.Unauthorized,
        `Requested getMore on namespace '${namespace}', but cursor belongs to a different namespace ${cursor.namespace}`,
      );
    }
    cursor.lastUsedAt = Date.now();
    const nextBatch = takeBatch(cursor, batchSize ?? Number.MAX_SAFE_INTEGER);
    const exhausted = cursor.position >= cursor.documents.length;
    if (exhausted) this.cursors.delete(id);
    return { cursor: { id: Long.fromNumber(exhausted ? 0 : id), ns: namespace, nextBatch } };
  }

  kill(ids: number[]): { killed: number[]; notFound: number[] } {
    const killed: number[] = [];
    const notFound: number[] = [];
    for (const id of ids) (this.cursors.delete(id) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  killSession(sessionId: string): void {
    for (const [id, cursor] of this.cursors)
      if (cursor.sessionId === sessionId) this.cursors.delete(id);
  }

  removeIdle(now = Date.now()): void {
    for (const [id, cursor] of this.cursors)
      if (now - cursor.lastUsedAt > IDLE_TIMEOUT_MS) this.cursors.delete(id);
  }

  get size(): number {
    return this.cursors.size;
  }
}

/**
 * Sizes of the documents cursors hand out, before any projection: an upper bound of the
 * projected size (a simple projection only drops fields). Documents given to a cursor are
 * never changed afterwards (stored ones are replaced by writes, results are fresh), so
 * the size is computed once per document, not once per read.
 */
const unprojectedSizes = new WeakMap<Document, number>();

const sizeOf = (document: Document) => calculateObjectSize(document, { checkKeys: false } as never);

function unprojectedSizeOf(document: Document): number {
  let size = unprojectedSizes.get(document);
  if (size === undefined) {
    size = sizeOf(document);
    unprojectedSizes.set(document, size);
  }
  return size;
}

function takeBatch(cursor: OpenCursor, batchSize: number): Document[] {
  const limit = batchSize > 0 ? batchSize : Number.MAX_SAFE_INTEGER;
  const batch: Document[] = [];
  let bytes = 0;
  while (cursor.position < cursor.documents.length && batch.length < limit) {
    const stored = cursor.documents[cursor.position];
    const document = cursor.project ? cursor.project(stored) : stored;
    // The bound decides while the batch is surely under the limit; past it, the exact size.
    const bound = unprojectedSizeOf(stored);
    const size = bytes + bound <= MAX_BATCH_BYTES || !cursor.project ? bound : sizeOf(document);
    if (batch.length > 0 && bytes + size > MAX_BATCH_BYTES) break;
    batch.push(document);
    bytes += size;
    cursor.position += 1;
  }
  return batch;
}
