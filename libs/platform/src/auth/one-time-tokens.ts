// Single-use tokens sent by mail (email verification, password reset, team
// invitations). Only their SHA-256 is stored: a leaked database does not let anyone
// use a pending link. The raw token lives only in the outbox event the notifier turns
// into the link.
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

export interface OneTimeToken {
  /** What the user receives (base64url, 43 characters). */
  token: string;
  /** What the database keeps (hex SHA-256 of the token). */
  hash: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newOneTimeToken(): OneTimeToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashToken(token) };
}
