// What the use cases of the teams service work with; app.ts wires the real ones.
import type { Logger, Outbox } from '@workmesh/platform';
import type { IdentityDirectory } from './identity-directory';
import type { TeamsRepository } from './models';

export interface TeamsDependencies {
  repository: TeamsRepository;
  outbox: Pick<Outbox, 'record' | 'kick'>;
  logger: Logger;
  identity: IdentityDirectory;
  /** How long an invitation's accept link stays valid. */
  invitationTtlDays: number;
}
