// The secrets of two-factor sign-in (docs/auth.md, "Two-factor sign-in"): TOTP per RFC
// 6238 (otpauth: SHA-1, 6 digits, 30 s steps, ±1 step of drift), the secret encrypted at
// rest with AES-256-GCM under the SHA-256 of TWO_FACTOR_ENCRYPTION_KEY, recovery codes
// and login challenges kept only as hashes.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** Steps of drift accepted either side of now. */
const TOTP_WINDOW = 1;
const ISSUER = 'workmesh';
export const RECOVERY_CODE_COUNT = 10;
/** How long a login challenge can be answered. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

const CIPHER = 'aes-256-gcm';
const CIPHERTEXT_VERSION = 'v1';

const keyOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

/** `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export function encryptSecret(plain: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(CIPHER, keyOf(key), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [CIPHERTEXT_VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptSecret(stored: string, key: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== CIPHERTEXT_VERSION || !iv || !tag || ciphertext === undefined)
    throw new Error('not a two-factor secret ciphertext');
  const decipher = createDecipheriv(CIPHER, keyOf(key), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

const totpOf = (base32: string, label = '') =>
  new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(base32),
  });

/** A new secret (160 bits, base32), its otpauth:// URI and that URI as an SVG QR code. */
export async function newEnrolment(
  email: string,
): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const otpauthUrl = totpOf(secret, email).toString();
  const qrCode = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrCode };
}

/**
 * The time step a code is valid for (within ±1 step of now), or null. The caller records
 * the step, so the same code is not accepted twice.
 */
export function acceptedStep(base32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(base32).validate({ token, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Ten codes of 2 × 5 base32 characters (`k7m2q-x9p4t`, 100 bits), shown once. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code's stored hash, keyed and bound to its user (spaces, dashes and case ignored). */
export function recoveryCodeHash(userId: number, code: string, key: string): string {
  const normal = code.toLowerCase().replace(/[\s-]+/g, '');
  return createHmac('sha256', keyOf(key)).update(`${userId}:${normal}`).digest('hex');
}

/** A login challenge: 256 random bits, shown once, stored as its SHA-256. */
export const newChallenge = (): string => randomBytes(32).toString('base64url');
export const challengeHash = (challenge: string): string =>
  createHash('sha256').update(challenge, 'utf8').digest('hex');
