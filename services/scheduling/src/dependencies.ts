// What the use cases of the scheduling service work with; app.ts wires the real ones.
import type { Logger, Outbox } from '@workmesh/platform';
import type { SchedulingRepository } from './models';
import type { TeamsDirectory } from './teams-directory';

export interface SchedulingDependencies {
  repository: SchedulingRepository;
  outbox: Pick<Outbox, 'record' | 'kick'>;
  logger: Logger;
  teams: TeamsDirectory;
}
