// What the use cases work with, built once by app.ts.
import type { Logger, Outbox, PromiseClient, TeamsDefinition } from '@workmesh/platform';
import type { IdentityConfig } from './config';
import type { MailResults } from './mail-results';
import type { IdentityStore } from './models';
import type { PasswordHasher } from './passwords';

export interface IdentityDependencies {
  config: IdentityConfig;
  logger: Logger;
  store: IdentityStore;
  outbox: Outbox;
  teams: PromiseClient<TeamsDefinition>;
  passwords: PasswordHasher;
  mailResults: MailResults;
}
