// The data: databases, collections, documents and unique indexes, with every
// change validated before it is applied, applied synchronously (so a unique
// check and its write can never interleave with another client's), and handed
// to the journal when one is configured.
import { UUID, type Document } from 'bson';
import { ErrorCodes, MongoCommandError, writeConflict } from './errors';
import {
  duplicateKeyError,
  ID_INDEX_SPEC,
  IndexDefinition,
  sameIndex,
  type IndexSpec,
} from './indexes';
import { FieldLookup } from './index-lookup';
import { sealNumberTypes, setNumberType } from './number-types';
import type { JournalRecord, JournalWrite } from './journal-records';
import { Transaction } from './transaction';
import { valueKey } from './value-keys';

const ID_INDEX = new IndexDefinition(ID_INDEX_SPEC);

export class Collection {
  /** document id key → document (never mutated in place). */
  readonly documents = new Map<string, Document>();
  /** Secondary indexes by name (the _id index is implicit). */
  readonly indexes = new Map<string, IndexDefinition>();
  /** unique index name → index key → document id key. */
  readonly uniqueEntries = new Map<string, Map<string, string>>();
  /** indexed first field → its values' documents, for equality queries (index-lookup.ts). */
  readonly lookups = new Map<string, FieldLookup>();
  /** document id key → insertion number: natural order for documents read through a lookup. */
  readonly positions = new Map<string, number>();
  private inserted = 0;

  constructor(
    readonly database: string,
    readonly name: string,
    readonly uuid: UUID,
    readonly options: Document,
  ) {}

  get namespace(): string {
    return `${this.database}.${this.name}`;
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX_SPEC, ...[...this.indexes.values()].map((index) => index.spec)];
  }

  uniqueIndexes(): IndexDefinition[] {
    return [...this.indexes.values()].filter((index) => index.unique);
  }

  /** Keeps a lookup for the first field of every index that can serve one, and no other. */
  refreshLookups(): void {
    const wanted = FieldLookup.fieldsOf(this.indexes.values());
    for (const field of this.lookups.keys()) if (!wanted.has(field)) this.lookups.delete(field);
    for (const field of wanted) {
      if (this.lookups.has(field)) continue;
      const lookup = new FieldLookup(field);
      for (const [key, document] of this.documents) lookup.add(key, document);
      this.lookups.set(field, lookup);
    }
  }

  /** Keeps the insertion order of a document (Map order, which documents() follows). */
  placed(key: string, present: boolean): void {
    if (!present) this.positions.delete(key);
    else if (!this.positions.has(key)) this.positions.set(key, this.inserted++);
  }
}

/** One document change: the new version, or null to delete. */
export interface Change {
  key: string;
  after: Document | null;
  /** An insert must not find a document with its _id. */
  insert?: boolean;
}

export interface JournalSink {
  append(record: JournalRecord): Promise<void>;
}

const NOTHING_TO_WAIT_FOR = Promise.resolve();

export const documentKey = (document: Document): string => valueKey(document._id);

export class Storage {
  private readonly databases = new Map<string, Map<string, Collection>>();
  private readonly transactions = new Set<Transaction>();
  journal?: JournalSink;

  // ---- catalog ---------------------------------------------------------------

  databaseNames(): string[] {
    return [...this.databases.keys()];
  }

  collections(database: string): Collection[] {
    return [...(this.databases.get(database)?.values() ?? [])];
  }

  collection(database: string, name: string): Collection | undefined {
    return this.databases.get(database)?.get(name);
  }

  /** The collection, created (and journaled) when it does not exist yet. */
  ensureCollection(
    database: string,
    name: string,
  ): { collection: Collection; created: boolean; durable: Promise<void> } {
    const existing = this.collection(database, name);
    if (existing) return { collection: existing, created: false, durable: NOTHING_TO_WAIT_FOR };
    const { collection, durable } = this.createCollection(database, name, {});
    return { collection, created: true, durable };
  }

  createCollection(
    database: string,
    name: string,
    options: Document,
  ): { collection: Collection; durable: Promise<void> } {
    validateNamespace(database, name);
    if (this.collection(database, name)) {
      throw new MongoCommandError(
        ErrorCodes.NamespaceExists,
        `Collection ${database}.${name} already exists.`,
      );
    }
    const collection = this.applyCreate(database, name, new UUID(), options);
    return {
      collection,
      durable: this.log({ op: 'create', db: database, coll: name, uuid: collection.uuid, options }),
    };
  }

  dropCollection(database: string, name: string): { dropped: boolean; durable: Promise<void> } {
    if (!this.collection(database, name)) return { dropped: false, durable: NOTHING_TO_WAIT_FOR };
    this.abortTransactionsTouching(`${database}.${name}`);
    this.applyDrop(database, name);
    return { dropped: true, durable: this.log({ op: 'drop', db: database, coll: name }) };
  }

  dropDatabase(database: string): Promise<void> {
    if (!this.databases.has(database)) return NOTHING_TO_WAIT_FOR;
    for (const collection of this.collections(database))
      this.abortTransactionsTouching(collection.namespace);
    this.databases.delete(database);
    return this.log({ op: 'dropDatabase', db: database });
  }

  /** Adds an index; a unique one is refused when existing documents already collide. */
  createIndex(
    collection: Collection,
    spec: IndexSpec,
  ): { created: boolean; durable: Promise<void> } {
    const existing = spec.name === '_id_' ? ID_INDEX : collection.indexes.get(spec.name);
    if (existing) {
      if (sameIndex(existing.spec, spec)) return { created: false, durable: NOTHING_TO_WAIT_FOR };
      throw new MongoCommandError(
        ErrorCodes.IndexKeySpecsConflict,
        `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(existing.spec)}`,
      );
    }
    for (const index of collection.indexes.values()) {
      if (valueKey(index.spec.key) === valueKey(spec.key)) {
        if (sameIndex(index.spec, spec)) return { created: false, durable: NOTHING_TO_WAIT_FOR };
        throw new MongoCommandError(
          ErrorCodes.IndexOptionsConflict,
          `An equivalent index already exists with a different name and options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(index.spec)}`,
        );
      }
    }
    const index = new IndexDefinition(spec);
    if (index.unique) {
      const entries = new Map<string, string>();
      for (const [key, document] of collection.documents) {
        for (const indexKey of index.keysOf(document)) {
          if (entries.has(indexKey)) throw duplicateKeyError(collection.namespace, index, document);
          entries.set(indexKey, key);
        }
      }
      this.abortTransactionsTouching(collection.namespace);
    }
    this.applyCreateIndex(collection, spec);
    return {
      created: true,
      durable: this.log({
        op: 'createIndex',
        db: collection.database,
        coll: collection.name,
        spec,
      }),
    };
  }

  /** collMod: the index's new expireAfterSeconds (a Long, as MongoDB stores it), journaled. */
  setIndexExpireAfterSeconds(collection: Collection, name: string, seconds: number): Promise<void> {
    const index = collection.indexes.get(name);
    if (!index) throw new MongoCommandError(ErrorCodes.IndexNotFound, `index not found: ${name}`);
    const spec: IndexSpec = { ...index.spec, expireAfterSeconds: seconds };
    setNumberType(spec, 'expireAfterSeconds', 'long');
    this.applySetIndexSpec(collection, spec);
    return this.log({ op: 'setIndexSpec', db: collection.database, coll: collection.name, spec });
  }

  dropIndex(collection: Collection, name: string): Promise<void> {
    if (!collection.indexes.has(name)) {
      throw new MongoCommandError(ErrorCodes.IndexNotFound, `index not found with name [${name}]`);
    }
    this.applyDropIndex(collection, name);
    return this.log({ op: 'dropIndex', db: collection.database, coll: collection.name, name });
  }

  // ---- reads -----------------------------------------------------------------

  /**
   * Every document the reader sees: the committed ones, or for a transaction the versions it
   * started with (snapshot isolation) with its own writes laid over them.
   */
  documents(collection: Collection | undefined, transaction?: Transaction): Document[] {
    if (!collection) return [];
    const snapshot = transaction?.snapshot.get(collection.namespace);
    const overlay = transaction?.writesTo(collection.namespace);
    if (!snapshot?.size && !overlay?.size) return [...collection.documents.values()];
    // Documents whose visible version is not the committed one.
    const differing = new Set([...(snapshot?.keys() ?? []), ...(overlay?.keys() ?? [])]);
    const result: Document[] = [];
    const pushVisible = (key: string) => {
      const document = this.documentByKey(collection, key, transaction);
      if (document) result.push(document);
    };
    for (const [key, document] of collection.documents) {
      if (differing.has(key)) pushVisible(key);
      else result.push(document);
    }
    for (const key of differing) if (!collection.documents.has(key)) pushVisible(key);
    return result;
  }

  /**
   * The documents among `keys` (committed id keys, from an index lookup) as the reader sees
   * them, plus every document a transaction sees differently (its own writes and its
   * snapshot's older versions), in the order documents() would give them.
   */
  documentsWithKeys(
    collection: Collection,
    keys: Set<string>,
    transaction?: Transaction,
  ): Document[] {
    const snapshot = transaction?.snapshot.get(collection.namespace);
    const overlay = transaction?.writesTo(collection.namespace);
    const differing = new Set([...(snapshot?.keys() ?? []), ...(overlay?.keys() ?? [])]);
    const committed = [...keys].filter((key) => collection.documents.has(key));
    for (const key of differing)
      if (collection.documents.has(key) && !keys.has(key)) committed.push(key);
    committed.sort((a, b) => collection.positions.get(a)! - collection.positions.get(b)!);
    const result: Document[] = [];
    const pushVisible = (key: string) => {
      const document = this.documentByKey(collection, key, transaction);
      if (document) result.push(document);
    };
    committed.forEach(pushVisible);
    for (const key of differing) if (!collection.documents.has(key)) pushVisible(key);
    return result;
  }

  documentByKey(
    collection: Collection | undefined,
    key: string,
    transaction?: Transaction,
  ): Document | undefined {
    if (!collection) return undefined;
    const own = transaction?.writesTo(collection.namespace)?.get(key);
    if (own !== undefined) return own ?? undefined;
    const started = transaction?.snapshot.get(collection.namespace)?.get(key);
    if (started !== undefined) return started ?? undefined;
    return collection.documents.get(key);
  }

  // ---- writes ----------------------------------------------------------------

  /**
   * Validates and applies changes to one collection. Inside a transaction they go to its
   * overlay; otherwise they are committed at once and the promise resolves when durable.
   */
  write(collection: Collection, changes: Change[], transaction?: Transaction): Promise<void> {
    for (const change of changes) if (change.after) sealNumberTypes(change.after);
    if (transaction) {
      this.writeInTransaction(collection, changes, transaction);
      return NOTHING_TO_WAIT_FOR;
    }
    this.checkChanges(collection, changes);
    this.abortTransactionsConflictingWith(collection, changes);
    return this.commitChanges([[collection, changes]]);
  }

  // ---- transactions ----------------------------------------------------------

  beginTransaction(sessionId: string, txnNumber: number): Transaction {
    const transaction = new Transaction(sessionId, txnNumber);
    this.transactions.add(transaction);
    return transaction;
  }

  commitTransaction(transaction: Transaction): Promise<void> {
    if (transaction.state !== 'active') throw transaction.noLongerActive();
    const batches: Array<[Collection, Change[]]> = [];
    for (const [namespace, writes] of transaction.overlay) {
      const collection = this.collectionByNamespace(namespace);
      if (!collection) continue;
      batches.push([collection, [...writes].map(([key, after]) => ({ key, after }))]);
    }
    try {
      for (const [collection, changes] of batches) this.checkChanges(collection, changes);
    } catch (error) {
      this.endTransaction(transaction);
      transaction.abort(error as MongoCommandError);
      throw error;
    }
    this.endTransaction(transaction);
    transaction.state = 'committed';
    return this.commitChanges(batches);
  }

  abortTransaction(transaction: Transaction, reason: MongoCommandError): void {
    this.endTransaction(transaction);
    transaction.abort(reason);
  }

  activeTransactions(): Transaction[] {
    return [...this.transactions];
  }

  private endTransaction(transaction: Transaction): void {
    this.transactions.delete(transaction);
  }

  private writeInTransaction(
    collection: Collection,
    changes: Change[],
    transaction: Transaction,
  ): void {
    if (transaction.state !== 'active') throw transaction.noLongerActive();
    const overlay = transaction.writesTo(collection.namespace);
    for (const change of changes) {
      if (
        transaction.changedSinceStart(collection.namespace, change.key) ||
        this.otherTransactionWrote(transaction, collection.namespace, change.key)
      ) {
        throw writeConflict();
      }
    }
    this.checkChanges(collection, changes, overlay);
    for (const other of this.transactions) {
      if (other !== transaction && this.claimsAnyKey(other, collection, changes))
        throw writeConflict();
    }
    for (const change of changes)
      transaction.record(collection.namespace, change.key, change.after);
  }

  private otherTransactionWrote(transaction: Transaction, namespace: string, key: string): boolean {
    for (const other of this.transactions) {
      if (other !== transaction && other.writesTo(namespace)?.has(key)) return true;
    }
    return false;
  }

  /** True when the transaction has written one of these documents or holds one of their unique keys. */
  private claimsAnyKey(
    transaction: Transaction,
    collection: Collection,
    changes: Change[],
  ): boolean {
    const overlay = transaction.writesTo(collection.namespace);
    if (!overlay || overlay.size === 0) return false;
    if (changes.some((change) => overlay.has(change.key))) return true;
    for (const index of collection.uniqueIndexes()) {
      const wanted = new Set(
        changes.flatMap((change) => (change.after ? index.keysOf(change.after) : [])),
      );
      if (wanted.size === 0) continue;
      for (const document of overlay.values()) {
        if (document && index.keysOf(document).some((key) => wanted.has(key))) return true;
      }
    }
    return false;
  }

  /** A plain write wins over open transactions that touched the same documents or keys: they abort. */
  private abortTransactionsConflictingWith(collection: Collection, changes: Change[]): void {
    for (const transaction of [...this.transactions]) {
      if (this.claimsAnyKey(transaction, collection, changes))
        this.abortTransaction(transaction, writeConflict());
    }
  }

  private abortTransactionsTouching(namespace: string): void {
    for (const transaction of [...this.transactions]) {
      if (transaction.writesTo(namespace)?.size)
        this.abortTransaction(transaction, writeConflict());
    }
  }

  /**
   * Throws the duplicate-key error MongoDB would send if applying the changes (on top of the
   * committed data, or of a transaction's overlay) would break the _id or a unique index.
   */
  private checkChanges(
    collection: Collection,
    changes: Change[],
    overlay?: Map<string, Document | null>,
  ): void {
    const batch = new Map(changes.map((change) => [change.key, change.after]));
    const current = (key: string): Document | null | undefined => {
      if (batch.has(key)) return batch.get(key);
      const own = overlay?.get(key);
      return own !== undefined ? own : collection.documents.get(key);
    };
    for (const change of changes) {
      if (!change.insert || !change.after) continue;
      const own = overlay?.get(change.key);
      const existing = own !== undefined ? own : collection.documents.get(change.key);
      if (existing) throw duplicateKeyError(collection.namespace, ID_INDEX, change.after);
    }
    for (const index of collection.uniqueIndexes()) {
      const claimed = new Map<string, string>();
      const committed = collection.uniqueEntries.get(index.name)!;
      for (const change of changes) {
        if (!change.after) continue;
        for (const indexKey of index.keysOf(change.after)) {
          const claimant = claimed.get(indexKey);
          if (claimant !== undefined && claimant !== change.key) {
            throw duplicateKeyError(collection.namespace, index, change.after);
          }
          claimed.set(indexKey, change.key);
          const owner = committed.get(indexKey);
          if (owner !== undefined && owner !== change.key) {
            const ownerNow = current(owner);
            if (ownerNow && index.keysOf(ownerNow).includes(indexKey)) {
              throw duplicateKeyError(collection.namespace, index, change.after);
            }
          }
          if (overlay) {
            for (const [key, document] of overlay) {
              if (key === change.key || batch.has(key) || !document) continue;
              if (index.keysOf(document).includes(indexKey)) {
                throw duplicateKeyError(collection.namespace, index, change.after);
              }
            }
          }
        }
      }
    }
  }

  /** Applies already-checked changes to the committed data as one journal record. */
  private commitChanges(batches: Array<[Collection, Change[]]>): Promise<void> {
    const writes: JournalWrite[] = [];
    for (const [collection, changes] of batches) {
      for (const change of changes) {
        const before = collection.documents.get(change.key) ?? null;
        for (const transaction of this.transactions)
          transaction.preserve(collection.namespace, change.key, before);
        this.applyDocument(collection, change.key, change.after);
        if (change.after)
          writes.push({ db: collection.database, coll: collection.name, put: change.after });
        else if (before)
          writes.push({ db: collection.database, coll: collection.name, del: before._id });
      }
    }
    return writes.length ? this.log({ op: 'write', writes }) : NOTHING_TO_WAIT_FOR;
  }

  // ---- application without checks (also used to replay the journal) ----------

  applyCreate(database: string, name: string, uuid: UUID, options: Document): Collection {
    let collections = this.databases.get(database);
    if (!collections) this.databases.set(database, (collections = new Map()));
    const existing = collections.get(name);
    if (existing) return existing;
    const collection = new Collection(database, name, uuid, options);
    collections.set(name, collection);
    return collection;
  }

  applyDrop(database: string, name: string): void {
    const collections = this.databases.get(database);
    collections?.delete(name);
    if (collections && collections.size === 0) this.databases.delete(database);
  }

  applyDropDatabase(database: string): void {
    this.databases.delete(database);
  }

  applyCreateIndex(collection: Collection, spec: IndexSpec): void {
    if (spec.name === '_id_' || collection.indexes.has(spec.name)) return;
    const index = new IndexDefinition(spec);
    collection.indexes.set(spec.name, index);
    collection.refreshLookups();
    if (!index.unique) return;
    const entries = new Map<string, string>();
    for (const [key, document] of collection.documents) {
      for (const indexKey of index.keysOf(document)) entries.set(indexKey, key);
    }
    collection.uniqueEntries.set(spec.name, entries);
  }

  /** Replaces an index's definition by one of the same name and key (its entries stay valid). */
  applySetIndexSpec(collection: Collection, spec: IndexSpec): void {
    if (!collection.indexes.has(spec.name)) return;
    collection.indexes.set(spec.name, new IndexDefinition(spec));
  }

  applyDropIndex(collection: Collection, name: string): void {
    collection.indexes.delete(name);
    collection.uniqueEntries.delete(name);
    collection.refreshLookups();
  }

  applyDocument(collection: Collection, key: string, after: Document | null): void {
    const before = collection.documents.get(key);
    for (const index of collection.uniqueIndexes()) {
      const entries = collection.uniqueEntries.get(index.name)!;
      if (before)
        for (const indexKey of index.keysOf(before))
          if (entries.get(indexKey) === key) entries.delete(indexKey);
      if (after) for (const indexKey of index.keysOf(after)) entries.set(indexKey, key);
    }
    for (const lookup of collection.lookups.values()) {
      if (before) lookup.remove(key, before);
      if (after) lookup.add(key, after);
    }
    if (after) collection.documents.set(key, after);
    else collection.documents.delete(key);
    collection.placed(key, after !== null);
  }

  /** Everything needed to rebuild the current state, for journal compaction. */
  catalogSnapshot(): Array<{ collection: Collection; specs: IndexSpec[]; documents: Document[] }> {
    return [...this.databases.values()].flatMap((collections) =>
      [...collections.values()].map((collection) => ({
        collection,
        specs: [...collection.indexes.values()].map((index) => index.spec),
        documents: [...collection.documents.values()],
      })),
    );
  }

  private collectionByNamespace(namespace: string): Collection | undefined {
    const dot = namespace.indexOf('.');
    return this.collection(namespace.slice(0, dot), namespace.slice(dot + 1));
  }

  private log(record: JournalRecord): Promise<void> {
    return this.journal ? this.journal.append(record) : NOTHING_TO_WAIT_FOR;
  }
}

function validateNamespace(database: string, name: string): void {
  if (!database || /[/\\. "$]/.test(database)) {
    throw new MongoCommandError(
      ErrorCodes.InvalidNamespace,
      `Invalid database name: '${database}'`,
    );
  }
  if (!name || name.includes('$') || name.startsWith('.') || name.startsWith('system.')) {
    throw new MongoCommandError(ErrorCodes.InvalidNamespace, `Invalid collection name: ${name}`);
  }
}
