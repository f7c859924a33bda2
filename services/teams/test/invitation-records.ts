// Invitations as the tests see them beyond the service's answers: addresses nobody
// registered, the hash a token is stored under, and an expiry moved into the past.
import { createHash } from 'node:crypto';
import type { Connection } from '@workmesh/platform';

export const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

let emails = 0;
/** An email nobody registered. */
export const unregisteredEmail = (label = 'invitee') =>
  `${label}.${Date.now().toString(36)}${(emails++).toString(36)}@example.com`;

/** Moves an invitation's expiry into the past, as if its days had gone by. */
export async function expireInvitation(db: Connection, invitationId: number): Promise<void> {
  await db
    .collection('invitations')
    .updateOne(
      { _id: invitationId as never },
      { $set: { expires_at: new Date(Date.now() - 1000) } },
    );
}
