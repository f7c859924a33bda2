// Personal access tokens (docs/auth.md, "Personal access tokens"; ADR 0095): what a
// script or an integration sends instead of a login token. Like GitHub's `ghp_` tokens,
// the secret carries a prefix (secret scanners find a leaked one) and a checksum (a typo
// or a tampered secret is refused by the gateway without any lookup):
//
//   wm_pat_ <43 base62 characters: 32 random bytes> <6 base62 characters: CRC-32 of them>
//
// The services keep only a keyed hash of the secret (identity: TOKEN_HASH_SECRET); the
// gateway's cache keys by a digest of it, never by the secret itself.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

export const PERSONAL_ACCESS_TOKEN_MARK = 'wm_pat_';
const RANDOM_BYTES = 32;
/** 62^43 > 2^256: every 32-byte value fits in 43 base62 characters. */
const RANDOM_CHARS = 43;
/** 62^6 > 2^32: every CRC-32 fits in 6. */
const CHECKSUM_CHARS = 6;
/** The secret's first characters, shown in lists so people can tell tokens apart. */
export const PERSONAL_ACCESS_TOKEN_PREFIX_LENGTH = 12;
export const PERSONAL_ACCESS_TOKEN_LENGTH =
  PERSONAL_ACCESS_TOKEN_MARK.length + RANDOM_CHARS + CHECKSUM_CHARS;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const SHAPE = new RegExp(
  `^${PERSONAL_ACCESS_TOKEN_MARK}[0-9A-Za-z]{${RANDOM_CHARS + CHECKSUM_CHARS}}$`,
);

/** A non-negative integer in base62, left-padded with zeros to `width` characters. */
function base62(value: bigint, width: number): string {
  let text = '';
  let rest = value;
  while (rest > 0n) {
    text = ALPHABET[Number(rest % 62n)]! + text;
    rest /= 62n;
  }
  return text.padStart(width, '0');
}

const checksumOf = (random: string) => base62(BigInt(crc32(random)), CHECKSUM_CHARS);

export interface NewPersonalAccessToken {
  /** Shown once to its owner, never stored. */
  secret: string;
  /** `wm_pat_` and the next 5 characters. */
  prefix: string;
}

export function newPersonalAccessToken(): NewPersonalAccessToken {
  const random = base62(BigInt(`0x${randomBytes(RANDOM_BYTES).toString('hex')}`), RANDOM_CHARS);
  const secret = `${PERSONAL_ACCESS_TOKEN_MARK}${random}${checksumOf(random)}`;
  return { secret, prefix: personalAccessTokenPrefix(secret) };
}

/** Whether a bearer credential is meant as a personal access token (rather than a login JWT). */
export const looksLikePersonalAccessToken = (credential: string): boolean =>
  credential.startsWith(PERSONAL_ACCESS_TOKEN_MARK);

/** Whether the secret has the format and its checksum matches: no lookup needed to refuse a typo. */
export function hasValidChecksum(secret: string): boolean {
  if (!SHAPE.test(secret)) return false;
  const random = secret.slice(PERSONAL_ACCESS_TOKEN_MARK.length, -CHECKSUM_CHARS);
  const given = Buffer.from(secret.slice(-CHECKSUM_CHARS));
  return timingSafeEqual(given, Buffer.from(checksumOf(random)));
}

export const personalAccessTokenPrefix = (secret: string): string =>
  secret.slice(0, PERSONAL_ACCESS_TOKEN_PREFIX_LENGTH);

/** What identity stores: HMAC-SHA256 keyed with TOKEN_HASH_SECRET (a leaked table cannot be tried offline without the key). */
export const personalAccessTokenHash = (secret: string, key: string): string =>
  createHmac('sha256', key).update(secret, 'utf8').digest('hex');

/** What the gateway's cache keys by: a digest, so the memory holds no usable secret. */
export const personalAccessTokenDigest = (secret: string): string =>
  createHash('sha256').update(secret, 'utf8').digest('base64url');
