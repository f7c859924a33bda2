// What the use cases of the tracking service work with; app.ts wires the real ones.
import type { Logger, Outbox } from '@workmesh/platform';
import type { ClientsDirectory } from './clients-directory';
import type { IdentityDirectory } from './identity-directory';
import type { TrackingRepository } from './models';
import type { SchedulingDirectory } from './scheduling-directory';
import type { TasksDirectory } from './tasks-directory';
import type { TeamsDirectory } from './teams-directory';

export interface TrackingDependencies {
  repository: TrackingRepository;
  outbox: Pick<Outbox, 'record' | 'kick'>;
  logger: Logger;
  teams: TeamsDirectory;
  clients: ClientsDirectory;
  tasks: TasksDirectory;
  identity: IdentityDirectory;
  /** Members' shifts, time off and holidays (attendance report, timesheet absences). */
  scheduling: SchedulingDirectory;
  /** The clock entries are started, stopped and shown by (tests may fix it). */
  now(): Date;
}
