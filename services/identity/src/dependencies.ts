// What the use cases work with, built once by app.ts.
import type { Logger, Outbox } from '@workmesh/platform';
import type { AttemptLimits } from './attempt-limits';
import type { IdentityConfig } from './config';
import type { MailResults } from './mail-results';
import type { IdentityRepository } from './models';
import type { PasswordHasher } from './passwords';
import type { ResetMailMetrics } from './reset-mail-metrics';
import type { TeamsDirectory } from './teams-directory';

export interface IdentityDependencies {
  config: IdentityConfig;
  logger: Logger;
  repository: IdentityRepository;
  outbox: Pick<Outbox, 'record' | 'kick'>;
  teams: TeamsDirectory;
  passwords: PasswordHasher;
  mailResults: MailResults;
  /** Counts what became of reset mails (the answer does not tell). */
  resetMails: ResetMailMetrics;
  limits: AttemptLimits;
}
