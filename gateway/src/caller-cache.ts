// Callers resolved at the edge (issue 21): each user's current token version and current
// team, and the login sessions identity confirmed for them, as identity last answered
// ResolveCaller, kept in memory so that a request whose token is verified locally needs
// no gRPC call. A token is served from here only if its session (`sid`) is one identity
// confirmed: another session of the same user is asked once. Bounded four ways:
// - size: at most CALLER_CACHE_SIZE users, the least recently used dropped first;
// - sessions: at most SESSIONS_PER_USER confirmed sessions per user, the oldest dropped;
// - age: a confirmation is never used after CALLER_CACHE_TTL_MS, so a lost revocation
//   event (a broker outage) leaves a revoked token working for that long at most;
// - events: identity's user.sessions_revoked, session.revoked and user.current_team_changed
//   make every replica forget the user (consumed by caller-events.ts), and the replica
//   that served a reset, a switch or a session's deletion forgets at once (routes'
//   `forgetsCallers`); a revoked session is then refused by identity when next asked.
// A ResolveCaller started before a forgetting may answer what was true before it: such an
// answer is used for its request but never stored (the generation check below).

/** What a request needs of its caller besides the verified token. */
export interface CachedCaller {
  userId: number;
  /** The token version identity honours: an older token is refused, a newer one asked again. */
  tokenVersion: number;
  /** The current team; undefined when none. */
  teamId?: number;
  /** The current team requires two-factor sign-in and the user has none. */
  twoFactorMissing?: boolean;
}

export interface CallerCacheOptions {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
  /** Told of every lookup's outcome (the gateway's metrics). */
  observe?: (outcome: 'hit' | 'miss' | 'revoked') => void;
}

/** Confirmed sessions kept per user (a user rarely has more in use at once). */
export const SESSIONS_PER_USER = 16;

interface Entry {
  caller: CachedCaller;
  /** The sessions identity confirmed, each with when its confirmation expires (oldest first). */
  sessions: Map<string, number>;
}

/** What a lookup found: the caller, a token identity no longer honours, or nothing usable. */
export type CallerLookup =
  | { hit: true; caller: CachedCaller }
  | { hit: false; revoked: true }
  | { hit: false; revoked: false };

export class CallerCache {
  // A Map keeps insertion order: re-inserting on use makes the first key the least recent.
  private readonly entries = new Map<number, Entry>();
  private readonly now: () => number;
  /** Bumped by every forgetting: an answer asked for before a bump is not stored. */
  private generationCounter = 0;

  constructor(private readonly options: CallerCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The generation a ResolveCaller starts in; pass it to store(). */
  generation(): number {
    return this.generationCounter;
  }

  lookup(userId: number, tokenVersion: number, sessionId: string): CallerLookup {
    const found = this.find(userId, tokenVersion, sessionId);
    this.options.observe?.(found.hit ? 'hit' : found.revoked ? 'revoked' : 'miss');
    return found;
  }

  private find(userId: number, tokenVersion: number, sessionId: string): CallerLookup {
    const entry = this.entries.get(userId);
    if (!entry) return { hit: false, revoked: false };
    // An older token than the version identity last honoured was revoked since.
    if (tokenVersion < entry.caller.tokenVersion) return { hit: false, revoked: true };
    if (tokenVersion > entry.caller.tokenVersion) return { hit: false, revoked: false };
    const expiresAt = entry.sessions.get(sessionId);
    if (expiresAt === undefined) return { hit: false, revoked: false };
    if (expiresAt <= this.now()) {
      entry.sessions.delete(sessionId);
      if (entry.sessions.size === 0) this.entries.delete(userId);
      return { hit: false, revoked: false };
    }
    this.entries.delete(userId);
    this.entries.set(userId, entry);
    return { hit: true, caller: entry.caller };
  }

  /**
   * Keeps identity's answer for a token of the session, unless something was forgotten
   * since it was asked for. The user's other confirmed sessions are kept while the token
   * version is the same.
   */
  store(caller: CachedCaller, sessionId: string, askedInGeneration: number): void {
    if (askedInGeneration !== this.generationCounter) return;
    const previous = this.entries.get(caller.userId);
    const sessions =
      previous && previous.caller.tokenVersion === caller.tokenVersion
        ? previous.sessions
        : new Map<string, number>();
    sessions.delete(sessionId);
    sessions.set(sessionId, this.now() + this.options.ttlMs);
    while (sessions.size > SESSIONS_PER_USER) sessions.delete(sessions.keys().next().value!);
    this.entries.delete(caller.userId);
    this.entries.set(caller.userId, { caller, sessions });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as number;
      this.entries.delete(oldest);
    }
  }

  /** Some or all of the user's sessions were revoked, or their current team changed. */
  forget(userId: number): void {
    this.generationCounter++;
    this.entries.delete(userId);
  }

  /** Every caller (a password reset by email, whose user the gateway does not know; a reconnection after events may have been lost). */
  clear(): void {
    this.generationCounter++;
    this.entries.clear();
  }
}
