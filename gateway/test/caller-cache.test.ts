// The caller cache (issue 21): a hit is the version identity last honoured, an older token
// is refused without asking, a newer one is asked again; entries age out after the TTL,
// the least recently used go first past the size limit, and an answer asked for before a
// forgetting is never stored.
import { createLogger, type EventBus } from '@workmesh/platform';
import { CallerCache, SESSIONS_PER_USER } from '../src/caller-cache';
import { followCallerEvents } from '../src/caller-events';

function cacheAt(start = 1_000_000, options: { maxEntries?: number; ttlMs?: number } = {}) {
  let now = start;
  const outcomes: string[] = [];
  const cache = new CallerCache({
    maxEntries: options.maxEntries ?? 100,
    ttlMs: options.ttlMs ?? 30_000,
    now: () => now,
    observe: (outcome) => outcomes.push(outcome),
  });
  return { cache, outcomes, advance: (ms: number) => (now += ms) };
}

const ada = { userId: 7, tokenVersion: 2, teamId: 40 };
/** The login session of ada's token (docs/auth.md, "Sessions"). */
const SID = 'session-one';

describe('CallerCache', () => {
  it('answers the stored caller for the same token version, and counts the lookups', () => {
    const { cache, outcomes } = cacheAt();
    expect(cache.lookup(7, 2, SID)).toEqual({ hit: false, revoked: false });
    cache.store(ada, SID, cache.generation());
    expect(cache.lookup(7, 2, SID)).toEqual({ hit: true, caller: ada });
    expect(outcomes).toEqual(['miss', 'hit']);
  });

  it('refuses an older token than identity last honoured, and asks again for a newer one', () => {
    const { cache, outcomes } = cacheAt();
    cache.store(ada, SID, cache.generation());
    expect(cache.lookup(7, 1, SID)).toEqual({ hit: false, revoked: true });
    expect(cache.lookup(7, 3, SID)).toEqual({ hit: false, revoked: false });
    expect(outcomes).toEqual(['revoked', 'miss']);
  });

  it('never uses an entry after its TTL', () => {
    const { cache, advance } = cacheAt(1_000_000, { ttlMs: 30_000 });
    cache.store(ada, SID, cache.generation());
    advance(29_999);
    expect(cache.lookup(7, 2, SID).hit).toBe(true);
    advance(1);
    expect(cache.lookup(7, 2, SID)).toEqual({ hit: false, revoked: false });
    expect(cache.size).toBe(0);
  });

  it('a TTL of 0 keeps nothing usable', () => {
    const { cache } = cacheAt(1_000_000, { ttlMs: 0 });
    cache.store(ada, SID, cache.generation());
    expect(cache.lookup(7, 2, SID).hit).toBe(false);
  });

  it('keeps at most maxEntries users, dropping the least recently used', () => {
    const { cache } = cacheAt(1_000_000, { maxEntries: 3 });
    for (const userId of [1, 2, 3])
      cache.store({ userId, tokenVersion: 0 }, SID, cache.generation());
    cache.lookup(1, 0, SID); // 1 is now the most recently used: 2 goes first
    cache.store({ userId: 4, tokenVersion: 0 }, SID, cache.generation());
    expect(cache.size).toBe(3);
    expect([1, 2, 3, 4].map((userId) => cache.lookup(userId, 0, SID).hit)).toEqual([
      true,
      false,
      true,
      true,
    ]);
  });

  it('forgets a user, or everyone', () => {
    const { cache } = cacheAt();
    cache.store(ada, SID, cache.generation());
    cache.store({ userId: 8, tokenVersion: 0 }, SID, cache.generation());
    cache.forget(7);
    expect(cache.lookup(7, 2, SID).hit).toBe(false);
    expect(cache.lookup(8, 0, SID).hit).toBe(true);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('does not store an answer asked for before a forgetting (it may predate the change)', () => {
    const { cache } = cacheAt();
    const asked = cache.generation();
    cache.forget(7); // the revocation arrives while ResolveCaller is on its way
    cache.store(ada, SID, asked);
    expect(cache.lookup(7, 2, SID).hit).toBe(false);
    cache.store(ada, SID, cache.generation());
    expect(cache.lookup(7, 2, SID).hit).toBe(true);
  });
});

describe('followCallerEvents', () => {
  it('empties the cache after a reconnection (events sent meanwhile went with the old queue), not at the first connection', async () => {
    const listeners: Array<() => void> = [];
    const bus = {
      onConnected: (listener: () => void) => {
        listeners.push(listener);
        return () => undefined;
      },
      subscribe: async () => undefined,
    };
    const { cache } = cacheAt();
    await followCallerEvents(bus as unknown as EventBus, cache, createLogger('test', 'silent'));
    cache.store(ada, SID, cache.generation());
    listeners.forEach((listener) => listener()); // the first connection
    expect(cache.lookup(7, 2, SID).hit).toBe(true);
    listeners.forEach((listener) => listener()); // a reconnection
    expect(cache.size).toBe(0);
  });

  it('serves a token only of a session identity confirmed: another session of the user is asked once', () => {
    const { cache } = cacheAt();
    cache.store(ada, SID, cache.generation());
    expect(cache.lookup(7, 2, 'session-two')).toEqual({ hit: false, revoked: false });
    cache.store(ada, 'session-two', cache.generation());
    expect(cache.lookup(7, 2, 'session-two').hit).toBe(true);
    expect(cache.lookup(7, 2, SID).hit).toBe(true);
  });

  it('forgetting the user (a session revoked) makes each of their sessions be asked again', () => {
    const { cache } = cacheAt();
    cache.store(ada, SID, cache.generation());
    cache.store(ada, 'session-two', cache.generation());
    cache.forget(7);
    expect(cache.lookup(7, 2, SID).hit).toBe(false);
    expect(cache.lookup(7, 2, 'session-two').hit).toBe(false);
  });

  it(`keeps at most ${SESSIONS_PER_USER} confirmed sessions per user, the oldest dropped first`, () => {
    const { cache } = cacheAt();
    for (let i = 0; i <= SESSIONS_PER_USER; i++) cache.store(ada, `s${i}`, cache.generation());
    expect(cache.lookup(7, 2, 's0').hit).toBe(false);
    expect(cache.lookup(7, 2, `s${SESSIONS_PER_USER}`).hit).toBe(true);
    expect(cache.lookup(7, 2, 's1').hit).toBe(true);
  });

  it("a session's confirmation ages out after the TTL, the user's later ones do not", () => {
    const { cache, advance } = cacheAt(1_000_000, { ttlMs: 1000 });
    cache.store(ada, SID, cache.generation());
    advance(600);
    cache.store(ada, 'session-two', cache.generation());
    advance(600);
    expect(cache.lookup(7, 2, SID).hit).toBe(false);
    expect(cache.lookup(7, 2, 'session-two').hit).toBe(true);
  });
});
