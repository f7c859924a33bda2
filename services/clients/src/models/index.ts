// The clients service's database: one store per collection, and the transaction that
// lets a use case write to several of them together with its outbox events. Stores
// hand out plain objects (lean reads, mapped): nothing outside models/ sees mongoose.
import { mongoRepository, type Connection } from '@workmesh/platform';
import { clientStore, type ClientStore } from './clients';
import { projectStore, type ProjectStore } from './projects';

export * from './clients';
export * from './projects';
export { UniqueIndexViolation, asUniqueIndexViolation } from '@workmesh/platform';

/** The entities with integer ids of their own sequence. */
export type SequencedEntity = 'clients' | 'projects';

export type ClientsRepository = ReturnType<typeof clientsRepository>;

export function clientsRepository(connection: Connection) {
  // Typed by name: a store's mongoose model is no business of the declaration's readers.
  const stores: { clients: ClientStore; projects: ProjectStore } = {
    clients: clientStore(connection),
    projects: projectStore(connection),
  };
  return mongoRepository<typeof stores, SequencedEntity>(connection, stores);
}
