// The tasks service's database: its store, and the transaction that lets a use case
// write a task together with its outbox events. Stores hand out plain objects (lean
// reads, mapped): nothing outside models/ sees mongoose.
import { mongoRepository, type Connection } from '@workmesh/platform';
import { taskStore } from './tasks';

export * from './tasks';

/** The entities with integer ids of their own sequence. */
export type SequencedEntity = 'tasks';

export type TasksRepository = ReturnType<typeof tasksRepository>;

export function tasksRepository(connection: Connection) {
  return mongoRepository<{ tasks: ReturnType<typeof taskStore> }, SequencedEntity>(connection, {
    tasks: taskStore(connection),
  });
}
