// What the use cases of the clients service work with; app.ts wires the real ones.
import type { Logger, Outbox } from '@workmesh/platform';
import type { LogoStorage } from './logo-storage';
import type { ClientsRepository } from './models';
import type { TeamsDirectory } from './teams-directory';

export interface ClientsDependencies {
  repository: ClientsRepository;
  outbox: Pick<Outbox, 'record' | 'kick'>;
  logger: Logger;
  teams: TeamsDirectory;
  logos: LogoStorage;
  /** Largest logo accepted, in bytes. */
  maxUploadBytes: number;
}
