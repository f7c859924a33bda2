// Personal access tokens resolved at the edge (docs/auth.md, "Personal access tokens"):
// what identity's ResolveToken answered for a secret, kept in memory so that a request
// with a known token needs no gRPC call. Keyed by a SHA-256 digest of the secret, never
// the secret. Bounded like the caller cache (caller-cache.ts):
// - size: at most CALLER_CACHE_SIZE tokens, the least recently used dropped first;
// - age: an entry is never used after CALLER_CACHE_TTL_MS, nor after the token expires;
// - events: token.revoked makes every replica forget the token, user.sessions_revoked
//   (a password reset) every token of the user (caller-events.ts); the replica that
//   served a delete forgets at once (the route's `forgetsToken`).
// An answer asked for before a forgetting is used for its request but not stored.
import { personalAccessTokenDigest } from '@workmesh/platform';

/** Who a token acts for, as identity answered ResolveToken. */
export interface CachedToken {
  tokenId: string;
  userId: number;
  /** The team the token was made in: it acts there only. */
  teamId: number;
  scopes: readonly string[];
  /** Epoch milliseconds. */
  expiresAt: number;
  /** The token's team requires two-factor sign-in and its owner has none. */
  twoFactorMissing?: boolean;
}

export interface TokenCacheOptions {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
  observe?: (outcome: 'hit' | 'miss') => void;
}

interface Entry {
  token: CachedToken;
  usableUntil: number;
}

export class TokenCache {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;
  private generationCounter = 0;

  constructor(private readonly options: TokenCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  generation(): number {
    return this.generationCounter;
  }

  lookup(secret: string): CachedToken | undefined {
    const key = personalAccessTokenDigest(secret);
    const entry = this.entries.get(key);
    if (entry && entry.usableUntil <= this.now()) this.entries.delete(key);
    const found = entry && entry.usableUntil > this.now() ? entry.token : undefined;
    if (found) {
      this.entries.delete(key);
      this.entries.set(key, entry!);
    }
    this.options.observe?.(found ? 'hit' : 'miss');
    return found;
  }

  store(secret: string, token: CachedToken, askedInGeneration: number): void {
    if (askedInGeneration !== this.generationCounter) return;
    const key = personalAccessTokenDigest(secret);
    this.entries.delete(key);
    const usableUntil = Math.min(this.now() + this.options.ttlMs, token.expiresAt);
    this.entries.set(key, { token, usableUntil });
    while (this.entries.size > this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }

  /** A revoked token. */
  forgetToken(tokenId: string): void {
    this.forgetWhere((token) => token.tokenId === tokenId);
  }

  /** Every token of a user (their password was reset). */
  forgetUser(userId: number): void {
    this.forgetWhere((token) => token.userId === userId);
  }

  clear(): void {
    this.generationCounter++;
    this.entries.clear();
  }

  // A scan: revocations are rare next to lookups, and an index would double the bookkeeping.
  private forgetWhere(matches: (token: CachedToken) => boolean): void {
    this.generationCounter++;
    for (const [key, entry] of this.entries) if (matches(entry.token)) this.entries.delete(key);
  }
}
