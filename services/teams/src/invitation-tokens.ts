// Accept tokens of invitations: 32 random bytes; only their SHA-256 is stored, so a
// leaked database does not let anyone join a team. The raw token travels only in the
// team.invitation_sent event (for the notifier's link).
import { createHash, randomBytes } from 'node:crypto';

export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}
