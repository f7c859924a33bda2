// The teams service's database: one store per collection, and the transaction that
// lets a use case write to several of them together with its outbox events. Stores
// hand out plain objects (lean reads, mapped): nothing outside models/ sees mongoose.
import { mongoRepository, type Connection } from '@workmesh/platform';
import { groupStore, type GroupStore } from './groups';
import { invitationStore, type InvitationStore } from './invitations';
import { membershipStore, type MembershipStore } from './memberships';
import { teamSettingsStore, type TeamSettingsStore } from './team-settings';
import { teamStore, type TeamStore } from './teams';

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
  // Typed by name: a store's mongoose model is no business of the declaration's readers.
  const stores: {
    teams: TeamStore;
    memberships: MembershipStore;
    invitations: InvitationStore;
    groups: GroupStore;
    settings: TeamSettingsStore;
  } = {
    teams: teamStore(connection),
    memberships: membershipStore(connection),
    invitations: invitationStore(connection),
    groups: groupStore(connection),
    settings: teamSettingsStore(connection),
  };
  return mongoRepository<typeof stores, SequencedEntity>(connection, stores);
}
