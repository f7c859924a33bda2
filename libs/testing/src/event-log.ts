// The events a test's own queue received, and a wait for one that may still be coming.
import type { DomainEvent } from '@workmesh/platform';

type EventPredicate = (event: DomainEvent) => boolean;

const DEFAULT_TIMEOUT_MS = 5000;

export class EventLog {
  readonly events: DomainEvent[] = [];
  private readonly waiters = new Set<{
    predicate: EventPredicate;
    resolve: (event: DomainEvent) => void;
  }>();

  add(event: DomainEvent): void {
    this.events.push(event);
    for (const waiter of [...this.waiters]) {
      if (waiter.predicate(event)) {
        this.waiters.delete(waiter);
        waiter.resolve(event);
      }
    }
  }

  /** The first event of the type whose data matches, already received or arriving. */
  waitFor<T = Record<string, unknown>>(
    type: string,
    matches: (data: T) => boolean,
    timeoutMs?: number,
  ): Promise<DomainEvent<T>>;
  /** The first event that matches, already received or arriving (to match on more than type and data). */
  waitFor<T = Record<string, unknown>>(
    predicate: EventPredicate,
    timeoutMs?: number,
  ): Promise<DomainEvent<T>>;
  waitFor<T>(
    typeOrPredicate: string | EventPredicate,
    matchesOrTimeout?: ((data: T) => boolean) | number,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  ): Promise<DomainEvent<T>> {
    if (typeof typeOrPredicate === 'string') {
      const matches = matchesOrTimeout as (data: T) => boolean;
      return this.arrival(ofType(typeOrPredicate, matches), typeOrPredicate, timeoutMs);
    }
    const timeout = (matchesOrTimeout as number | undefined) ?? DEFAULT_TIMEOUT_MS;
    return this.arrival(typeOrPredicate, 'matching', timeout);
  }

  /** Events of the type whose data matches, received so far. */
  all<T = Record<string, unknown>>(type: string, matches: (data: T) => boolean): DomainEvent<T>[] {
    return this.events.filter(ofType(type, matches)) as DomainEvent<T>[];
  }

  private arrival<T>(
    predicate: EventPredicate,
    what: string,
    timeoutMs: number,
  ): Promise<DomainEvent<T>> {
    const found = this.events.find(predicate);
    if (found) return Promise.resolve(found as DomainEvent<T>);
    return new Promise((resolve, reject) => {
      const waiter = { predicate, resolve: resolve as (event: DomainEvent) => void };
      this.waiters.add(waiter);
      setTimeout(() => {
        if (this.waiters.delete(waiter))
          reject(new Error(`no ${what} event within ${timeoutMs} ms (saw ${this.events.length})`));
      }, timeoutMs).unref();
    });
  }
}

const ofType =
  <T>(type: string, matches: (data: T) => boolean): EventPredicate =>
  (event) =>
    event.type === type && matches(event.data as T);
