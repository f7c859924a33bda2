// The Schedule ID (spec, Schedule rule 2): a random 10-character id that groups the
// entries of one schedule. Drawn from node:crypto without modulo bias.
import { randomBytes } from 'node:crypto';

export const SID_LENGTH = 10;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 62 × 4 = 248: bytes at or above it are drawn again, so every character is equally likely. */
const UNBIASED_LIMIT = ALPHABET.length * Math.floor(256 / ALPHABET.length);

export const SID_PATTERN = /^[A-Za-z0-9]{10}$/;

export function newSid(): string {
  let sid = '';
  while (sid.length < SID_LENGTH) {
    for (const byte of randomBytes(SID_LENGTH * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      sid += ALPHABET[byte % ALPHABET.length];
      if (sid.length === SID_LENGTH) break;
    }
  }
  return sid;
}
