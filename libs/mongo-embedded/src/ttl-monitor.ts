// TTL indexes: documents whose indexed date (the earliest, for an array) is older
// than expireAfterSeconds are deleted, as MongoDB's TTL monitor does.
import { documentKey, type Storage } from './storage';
import { valuesAtPath } from './value-keys';

export async function expireDocuments(storage: Storage, now = Date.now()): Promise<number> {
  const pending: Array<Promise<void>> = [];
  let expired = 0;
  for (const database of storage.databaseNames()) {
    for (const collection of storage.collections(database)) {
      for (const index of collection.indexes.values()) {
        const seconds = index.spec.expireAfterSeconds;
        if (seconds === undefined || index.fields.length !== 1) continue;
        const cutoff = now - seconds * 1000;
        const changes = [...collection.documents.values()]
          .filter((document) => {
            const dates = valuesAtPath(document, index.fields[0]).filter(
              (value): value is Date => value instanceof Date,
            );
            return dates.length > 0 && Math.min(...dates.map((date) => date.getTime())) <= cutoff;
          })
          .map((document) => ({ key: documentKey(document), after: null }));
        if (changes.length === 0) continue;
        pending.push(storage.write(collection, changes));
        expired += changes.length;
      }
    }
  }
  await Promise.all(pending);
  return expired;
}
