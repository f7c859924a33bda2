// The teams service's database: one store per collection, and the transaction that
// lets a use case write to several of them together with its outbox events. Stores
// hand out plain objects (lean reads, mapped): nothing outside models/ sees mongoose.
import { mongoRepository, type Connection } from '@workmesh/platform';
import { groupStore } from './groups';
import { invitationStore } from './invitations';
import { membershipStore } from './memberships';
import { teamSettingsStore } from './team-settings';
import { teamStore } from './teams';

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
  return mongoRepository<typeof stores, SequencedEntity>(connection, stores);
}
