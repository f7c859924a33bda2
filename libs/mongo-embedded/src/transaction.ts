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
  lastUsedAt = Date.now();

  constructor(
    readonly sessionId: string,
    readonly txnNumber: number,
    /** Commit sequence number when it started: a document committed after that is a write conflict. */
    readonly startSequence: number,
  ) {}

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
