// Many documents in one unordered insert, those whose _id (or another unique key) exists
// already kept as they are: what an import writes again after a crash finds its earlier
// copy. The driver's insert, not mongoose's: the documents are built complete by the
// callers, and casting each one would cost more than the write (an import writes
// thousands a batch).
import type { mongoose } from '@workmesh/platform';

/** The write errors of an unordered insert, as the driver reports them. */
interface BulkWriteFailure {
  writeErrors?: Array<{ index?: number; code?: number; err?: { index?: number; code?: number } }>;
}

const DUPLICATE_KEY = 11000;

const indexOf = (error: { index?: number; err?: { index?: number } }) =>
  error.index ?? error.err?.index ?? -1;
const codeOf = (error: { code?: number; err?: { code?: number } }) => error.code ?? error.err?.code;

/**
 * Inserts the documents in one unordered write; answers the indexes (in `documents`) of
 * those refused because a unique key of theirs exists. Any other failure is thrown.
 */
export async function insertKeepingExisting<Document extends { _id: unknown }>(
  model: { collection: unknown },
  documents: readonly Document[],
): Promise<Set<number>> {
  if (documents.length === 0) return new Set();
  const collection = model.collection as unknown as mongoose.mongo.Collection<Document>;
  try {
    await collection.insertMany(
      documents as unknown as mongoose.mongo.OptionalUnlessRequiredId<Document>[],
      { ordered: false },
    );
    return new Set();
  } catch (error) {
    const writeErrors = (error as BulkWriteFailure).writeErrors ?? [];
    if (writeErrors.length === 0 || writeErrors.some((each) => codeOf(each) !== DUPLICATE_KEY))
      throw error;
    return new Set(writeErrors.map(indexOf));
  }
}
