// What the use cases of the tasks service work with; app.ts wires the real ones.
import type { Logger, Outbox } from '@workmesh/platform';
import type { ClientsDirectory } from './clients-directory';
import type { IdentityDirectory } from './identity-directory';
import type { TasksRepository } from './models';
import type { TeamsDirectory } from './teams-directory';

export interface TasksDependencies {
  repository: TasksRepository;
  outbox: Pick<Outbox, 'record' | 'kick'>;
  logger: Logger;
  teams: TeamsDirectory;
  clients: ClientsDirectory;
  identity: IdentityDirectory;
}
