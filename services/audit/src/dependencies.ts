// What the use cases of the audit service work with; app.ts wires the real ones.
import type { Logger } from '@workmesh/platform';
import type { AuditRepository } from './models';
import type { TeamsDirectory } from './teams-directory';

export interface AuditDependencies {
  repository: AuditRepository;
  logger: Logger;
  teams: TeamsDirectory;
  now: () => Date;
}
