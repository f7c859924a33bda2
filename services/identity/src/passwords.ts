// Password hashing with scrypt (node:crypto). A stored hash describes itself —
// `scrypt$N$r$p$salt$hash` (salt and hash base64) — so a hash made with an older
// cost still verifies after SCRYPT_COST is raised, and can be upgraded at login.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { busy, deadlineExceeded, deadlinePassed, Reason } from '@workmesh/platform';

const SCHEME = 'scrypt';
const BLOCK_SIZE = 8; // r
const PARALLELISM = 1; // p
const SALT_BYTES = 16;
const KEY_BYTES = 64;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when password matches storedHash; false for a mismatch or an unreadable hash. */
  verify(password: string, storedHash: string): Promise<boolean>;
  /** Costs exactly as much as a verify against a real hash: for unknown users, so timing does not tell. */
  verifyNothing(password: string): Promise<void>;
  /** The hash was made with other parameters than the current ones. */
  needsRehash(storedHash: string): boolean;
}

interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

function derive(
  password: string,
  salt: Buffer,
  keyLength: number,
  parameters: ScryptParameters,
): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default maxmem (32 MiB) refuses N=2^17, r=8 (128 MiB).
  const options: ScryptOptions = { ...parameters, maxmem: 256 * parameters.N * parameters.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

interface ParsedHash extends ScryptParameters {
  salt: Buffer;
  key: Buffer;
}

function parse(storedHash: string): ParsedHash | undefined {
  const parts = storedHash.split('$');
  if (parts.length !== 6 || parts[0] !== SCHEME) return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((value) => Number.isSafeInteger(value) && value > 0)) return undefined;
  const salt = Buffer.from(parts[4], 'base64');
  const key = Buffer.from(parts[5], 'base64');
  if (salt.length === 0 || key.length === 0) return undefined;
  return { N, r, p, salt, key };
}

export function scryptHasher(cost: number): PasswordHasher {
  const current: ScryptParameters = { N: cost, r: BLOCK_SIZE, p: PARALLELISM };
  let decoy: Promise<string> | undefined;

  const hash = async (password: string): Promise<string> => {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, KEY_BYTES, current);
    return [
      SCHEME,
      current.N,
      current.r,
      current.p,
      salt.toString('base64'),
      key.toString('base64'),
    ].join('$');
  };

  const verify = async (password: string, storedHash: string): Promise<boolean> => {
    const parsed = parse(storedHash);
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, parsed.key.length, parsed);
    return timingSafeEqual(key, parsed.key);
  };

  return {
    hash,
    verify,
    async verifyNothing(password) {
      decoy ??= hash(randomBytes(SALT_BYTES).toString('base64'));
      await verify(password, await decoy);
    },
    needsRehash(storedHash) {
      const parsed = parse(storedHash);
      return !parsed || parsed.N !== current.N || parsed.r !== current.r || parsed.p !== current.p;
    },
  };
}

export interface HashingLimits {
  /** Hashes computed at once (each holds a libuv worker thread and 128·N·r bytes). */
  concurrency: number;
  /** Hashes waiting for a turn; one more is refused at once. */
  queue: number;
  /** The Retry-After of a refusal, in seconds. */
  retryAfterSeconds: number;
}

/**
 * The hasher behind a gate: at most `concurrency` hashes run, at most `queue` wait, and
 * the rest are refused at once (503 HASHING_BUSY) — an unbounded queue turns a burst
 * into answers after the caller's deadline, for work that is then thrown away. A
 * waiting hash whose caller has given up is dropped when its turn comes.
 */
export function boundedHasher(inner: PasswordHasher, limits: HashingLimits): PasswordHasher {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  const gated = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running < limits.concurrency) {
      running++;
    } else {
      if (waiting.length >= limits.queue)
        throw busy(
          Reason.HASHING_BUSY,
          'Service busy, try again shortly.',
          limits.retryAfterSeconds,
        );
      await new Promise<void>((resolve) => waiting.push(resolve));
      if (deadlinePassed()) {
        release();
        throw deadlineExceeded();
      }
    }
    try {
      return await work();
    } finally {
      release();
    }
  };

  return {
    hash: (password) => gated(() => inner.hash(password)),
    verify: (password, storedHash) => gated(() => inner.verify(password, storedHash)),
    verifyNothing: (password) => gated(() => inner.verifyNothing(password)),
    needsRehash: (storedHash) => inner.needsRehash(storedHash),
  };
}
