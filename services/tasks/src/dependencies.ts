// What the use cases of the tasks service work with; app.ts wires the real ones.
import type { Logger, Outbox } from '@workmesh/platform';
import type { TasksRepository } from './models';
import type { ProjectDirectory } from './project-directory';
import type { TeamDirectory } from './team-directory';
import type { UserDirectory } from './user-directory';

export interface TasksDependencies {
  repository: TasksRepository;
  outbox: Pick<Outbox, 'record' | 'kick'>;
  logger: Logger;
  teams: TeamDirectory;
  projects: ProjectDirectory;
  users: UserDirectory;
}
