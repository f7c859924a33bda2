// What the notifier's use cases work with; app.ts wires the real ones. The consumers
// take the part they need, with their own settings beside it.
import type { Logger, Outbox } from '@workmesh/platform';
import type { NotifierRepository } from './models';
import type { TargetPolicy } from './target-addresses';
import type { TeamsDirectory } from './teams-directory';

export interface NotifierDependencies {
  repository: NotifierRepository;
  outbox: Pick<Outbox, 'record' | 'kick'>;
  logger: Logger;
  /** Roles, for the subscription routes. */
  teams: Pick<TeamsDirectory, 'roleOf'>;
  /** Where a subscription may point. */
  targets: TargetPolicy;
}
