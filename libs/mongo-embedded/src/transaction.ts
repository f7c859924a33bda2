// A multi-document transaction: its writes stay in a private overlay, invisible
// to everyone else, until commit applies them all at once (or abort drops them).
import type { Document } from 'bson';
import { ErrorCodes, MongoCommandError, TRANSIENT_TRANSACTION_ERROR } from './errors';

export type TransactionState = 'active' | 'committed' | 'aborted';

export class Transaction {
  state: TransactionState = 'active';
  /** Why the server aborted it, answered to the next statement or commit. */
  abortReason?: MongoCommandError;
  /** namespace → document id key → new version (null: deleted). */
  readonly overlay = new Map<string, Map<string, Document | null>>();
  /**
   * Snapshot isolation: namespace → document id key → the version this transaction started
   * with (null: absent), kept for every document others committed a change to since then.
   */
  readonly snapshot = new Map<string, Map<string, Document | null>>();
  /** Its lifetime (transactionLifetimeLimitSeconds) counts from here, as in MongoDB. */
  readonly startedAt = Date.now();

  constructor(
    readonly sessionId: string,
    readonly txnNumber: number,
  ) {}

  /** Remembers a document's version from before a commit made after this transaction started. */
  preserve(namespace: string, key: string, before: Document | null): void {
    let versions = this.snapshot.get(namespace);
    if (!versions) this.snapshot.set(namespace, (versions = new Map()));
    if (!versions.has(key)) versions.set(key, before);
  }

  /** True when someone committed a change to the document after this transaction started. */
  changedSinceStart(namespace: string, key: string): boolean {
    return this.snapshot.get(namespace)?.has(key) ?? false;
  }

  writesTo(namespace: string): Map<string, Document | null> | undefined {
    return this.overlay.get(namespace);
  }

  record(namespace: string, key: string, document: Document | null): void {
    let writes = this.overlay.get(namespace);
    if (!writes) this.overlay.set(namespace, (writes = new Map()));
    writes.set(key, document);
  }

  /** Marks it aborted by the server (a conflicting write, a failed statement, a timeout). */
  abort(reason: MongoCommandError): void {
    if (this.state !== 'active') return;
    this.state = 'aborted';
    this.abortReason = reason;
    this.overlay.clear();
    this.snapshot.clear();
  }

  /** The error a statement or commit on an aborted transaction answers. */
  noLongerActive(): MongoCommandError {
    if (this.state === 'committed') {
      return new MongoCommandError(
        ErrorCodes.TransactionCommitted,
        `Transaction ${this.txnNumber} has been committed.`,
      );
    }
    return new MongoCommandError(
      ErrorCodes.NoSuchTransaction,
      `Transaction with { txnNumber: ${this.txnNumber} } has been aborted.${this.abortReason ? ` Reason: ${this.abortReason.message}` : ''}`,
      {},
      [TRANSIENT_TRANSACTION_ERROR],
    );
  }
}
