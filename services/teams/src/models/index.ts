// The teams service's database: one store per collection, and the transaction that
// lets a use case write to several of them together with its outbox events. Stores
// hand out plain objects (lean reads, mapped): nothing outside models/ sees mongoose.
import { nextSequence, type ClientSession, type Connection } from '@workmesh/platform';
import { groupStore } from './groups';
import { invitationStore } from './invitations';
import { membershipStore } from './memberships';
import { teamSettingsStore } from './team-settings';
import { teamStore } from './teams';
import { asUniqueIndexViolation } from '@workmesh/platform';

export * from './groups';
export * from './invitations';
export * from './memberships';
export * from './pay-settings';
export * from './team-settings';
export * from './teams';
export { UniqueIndexViolation, asUniqueIndexViolation } from '@workmesh/platform';

/** The entities with integer ids of their own sequence. */
export type SequencedEntity = 'teams' | 'invitations' | 'groups';

export type TeamsRepository = ReturnType<typeof teamsRepository>;

export function teamsRepository(connection: Connection) {
  const stores = {
    teams: teamStore(connection),
    memberships: membershipStore(connection),
    invitations: invitationStore(connection),
    groups: groupStore(connection),
    settings: teamSettingsStore(connection),
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
