// The clients service's database: one store per collection, and the transaction that
// lets a use case write to several of them together with its outbox events. Stores
// hand out plain objects (lean reads, mapped): nothing outside models/ sees mongoose.
import { nextSequence, type ClientSession, type Connection } from '@workmesh/platform';
import { clientStore } from './clients';
import { projectStore } from './projects';
import { asUniqueIndexViolation } from '@workmesh/platform';

export * from './clients';
export * from './projects';
export { UniqueIndexViolation, asUniqueIndexViolation } from '@workmesh/platform';

/** The entities with integer ids of their own sequence. */
export type SequencedEntity = 'clients' | 'projects';

export type ClientsRepository = ReturnType<typeof clientsRepository>;

export function clientsRepository(connection: Connection) {
  const stores = {
    clients: clientStore(connection),
    projects: projectStore(connection),
  };

  return {
    ...stores,

    /** Collections and indexes exist before the first transaction writes to them. */
    async ensureCollections(): Promise<void> {
      for (const store of Object.values(stores)) {
        await store.model.createCollection();
        await store.model.createIndexes();
      }
    },

    /**
     * Runs work in one transaction (retried by the driver on transient conflicts, so
     * work must not have effects outside the session). A unique index violation
     * surfaces as UniqueIndexViolation.
     */
    async transaction<T>(work: (session: ClientSession) => Promise<T>): Promise<T> {
      try {
        return await connection.transaction(work);
      } catch (error) {
        throw asUniqueIndexViolation(error) ?? error;
      }
    },

    /** Taken outside transactions: ids stay unique, an aborted attempt only leaves a gap. */
    nextId: (entity: SequencedEntity): Promise<number> => nextSequence(connection, entity),
  };
}
