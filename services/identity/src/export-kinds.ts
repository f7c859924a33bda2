// What identity holds for a person's own export (docs/exports.md): their profile, the
// User record of the HTTP interface (never the password's hash, the token version,
// two-factor secrets, sessions or tokens). A team's export holds nothing of identity:
// teams' members carry the names and emails.
import type { ExportKind } from '@workmesh/platform';
import { toUser, toUserMessage, type IdentityRepository } from './models';

export function identityExportKinds(repository: IdentityRepository): ExportKind[] {
  return [
    {
      kind: 'profile',
      personal: true,
      model: repository.users.model,
      filter: ({ user_id }) => ({ _id: user_id }),
      toRecord: (document: Parameters<typeof toUser>[0]) => toUserMessage(toUser(document)),
    },
  ];
}
