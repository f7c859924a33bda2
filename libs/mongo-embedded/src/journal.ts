// Durable storage: an append-only journal of framed, checksummed records, made
// durable with group commit (every record appended in one turn of the event loop
// shares one write and one fdatasync), replayed on start, and compacted in the
// background into a snapshot once it grows.
//
// Files in the data directory, by generation N:
//   snapshot-N.bson  the whole state when generation N began (ends with an 'end' record)
//   journal-N.log    every change made during generation N
// Start-up loads the newest complete snapshot S, then replays journal-S, journal-S+1, …
// A torn record at the tail of the newest journal (a crash mid-write) is cut off: it was
// never acknowledged, since replies wait for the fdatasync.
import { Binary, serialize, UUID, type Document } from 'bson';
import { close, closeSync, fdatasync, fsyncSync, openSync, write } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, truncate } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { crc32c } from './crc32c';
import type { JournalRecord } from './journal-records';
import { decodeDocument } from './number-types';
import { documentKey, type Storage, type JournalSink } from './storage';
import { valueKey } from './value-keys';

const FRAME_HEADER_BYTES = 8; // uint32 length, uint32 crc32c of the BSON body
const SNAPSHOT_CHUNK_DOCUMENTS = 1000;
const writeAsync = promisify(write);
const fdatasyncAsync = promisify(fdatasync);
const closeAsync = promisify(close);

async function writeFully(fd: number, data: Buffer): Promise<void> {
  for (let offset = 0; offset < data.length;) {
    const { bytesWritten } = await writeAsync(fd, data, offset, data.length - offset, null);
    offset += bytesWritten;
  }
}

export interface JournalOptions {
  /** Journal size after which a snapshot is written and older files are removed. */
  compactAfterBytes?: number;
  onError?: (error: Error) => void;
}

interface Waiter {
  resolve(): void;
  reject(error: Error): void;
}

export function encodeFrame(record: JournalRecord | Document): Buffer {
  const body = serialize(record as Document, { checkKeys: false });
  const header = Buffer.allocUnsafe(FRAME_HEADER_BYTES);
  header.writeUInt32LE(body.length, 0);
  header.writeUInt32LE(crc32c(body), 4);
  return Buffer.concat([header, body]);
}

/** Reads frames until the end or the first torn/corrupt one; returns the records and the good length. */
export function decodeFrames(data: Buffer): { records: JournalRecord[]; validBytes: number } {
  const records: JournalRecord[] = [];
  let offset = 0;
  while (offset + FRAME_HEADER_BYTES <= data.length) {
    const length = data.readUInt32LE(offset);
    const checksum = data.readUInt32LE(offset + 4);
    const end = offset + FRAME_HEADER_BYTES + length;
    if (length < 5 || end > data.length) break;
    const body = data.subarray(offset + FRAME_HEADER_BYTES, end);
    if (crc32c(body) !== checksum) break;
    // Numbers keep their BSON type (a Long stays a Long): see number-types.ts.
    records.push(decodeDocument(body) as JournalRecord);
    offset = end;
  }
  return { records, validBytes: offset };
}

export function applyRecord(storage: Storage, record: JournalRecord): void {
  switch (record.op) {
    case 'create': {
      const uuid =
        record.uuid instanceof Binary && !(record.uuid instanceof UUID)
          ? (record.uuid as Binary).toUUID()
          : record.uuid;
      storage.applyCreate(record.db, record.coll, uuid, record.options ?? {});
      return;
    }
    case 'drop':
      storage.applyDrop(record.db, record.coll);
      return;
    case 'dropDatabase':
      storage.applyDropDatabase(record.db);
      return;
    case 'createIndex':
      storage.applyCreateIndex(
        storage.collection(record.db, record.coll) ??
          storage.applyCreate(record.db, record.coll, new UUID(), {}),
        record.spec,
      );
      return;
    case 'dropIndex': {
      const collection = storage.collection(record.db, record.coll);
      if (collection) storage.applyDropIndex(collection, record.name);
      return;
    }
    case 'setIndexSpec': {
      const collection = storage.collection(record.db, record.coll);
      if (collection) storage.applySetIndexSpec(collection, record.spec);
      return;
    }
    case 'write':
      for (const write of record.writes) {
        const collection =
          storage.collection(write.db, write.coll) ??
          storage.applyCreate(write.db, write.coll, new UUID(), {});
        if (write.put) storage.applyDocument(collection, documentKey(write.put), write.put);
        else storage.applyDocument(collection, valueKey(write.del), null);
      }
      return;
    case 'end':
      return;
  }
}

const snapshotName = (generation: number) => `snapshot-${generation}.bson`;
const journalName = (generation: number) => `journal-${generation}.log`;
const generationOf = (file: string, prefix: string, suffix: string): number | undefined => {
  const match = new RegExp(`^${prefix}-(\\d+)\\.${suffix}$`).exec(file);
  return match ? Number(match[1]) : undefined;
};

export class Journal implements JournalSink {
  private fd = -1;
  private storage!: Storage;
  private generation = 0;
  private journalBytes = 0;
  private snapshotBytes = 0;
  private pending: Buffer[] = [];
  private waiters: Waiter[] = [];
  private flushScheduled = false;
  private flushing?: Promise<void>;
  private compacting?: Promise<void>;
  private closed = false;
  private readonly compactAfterBytes: number;

  private constructor(
    private readonly directory: string,
    private readonly options: JournalOptions,
  ) {
    this.compactAfterBytes = options.compactAfterBytes ?? 64 * 1024 * 1024;
  }

  /** Loads the directory's data into storage and opens the journal for appending. */
  static async open(
    directory: string,
    storage: Storage,
    options: JournalOptions = {},
  ): Promise<Journal> {
    const journal = new Journal(directory, options);
    await mkdir(directory, { recursive: true });
    await journal.recover(storage);
    return journal;
  }

  private async recover(storage: Storage): Promise<void> {
    const files = await readdir(this.directory);
    for (const file of files.filter((name) => name.endsWith('.tmp')))
      await rm(path.join(this.directory, file));
    const snapshots = files
      .map((file) => generationOf(file, 'snapshot', 'bson'))
      .filter((g): g is number => g !== undefined)
      .sort((a, b) => b - a);
    let base = 0;
    for (const generation of snapshots) {
      const data = await readFile(path.join(this.directory, snapshotName(generation)));
      const { records } = decodeFrames(data);
      if (records.at(-1)?.op !== 'end') continue; // incomplete: an older snapshot and its journals still hold the data
      for (const record of records) applyRecord(storage, record);
      base = generation;
      this.snapshotBytes = data.length;
      break;
    }
    const journals = files
      .map((file) => generationOf(file, 'journal', 'log'))
      .filter((g): g is number => g !== undefined && g >= base)
      .sort((a, b) => a - b);
    for (const generation of journals) {
      const file = path.join(this.directory, journalName(generation));
      const data = await readFile(file);
      const { records, validBytes } = decodeFrames(data);
      for (const record of records) applyRecord(storage, record);
      if (validBytes < data.length) await truncate(file, validBytes);
      this.journalBytes = validBytes;
    }
    this.generation = Math.max(base, journals.at(-1) ?? base);
    await this.removeFilesBefore(base);
    this.fd = openSync(path.join(this.directory, journalName(this.generation)), 'a');
    this.storage = storage;
  }

  append(record: JournalRecord): Promise<void> {
    if (this.closed) return Promise.reject(new Error('journal is closed'));
    const frame = encodeFrame(record);
    this.pending.push(frame);
    this.journalBytes += frame.length;
    return new Promise<void>((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      if (!this.flushScheduled && !this.flushing) {
        this.flushScheduled = true;
        setImmediate(() => this.startFlush());
      }
    });
  }

  private startFlush(): void {
    this.flushScheduled = false;
    this.flushing = this.flush().finally(() => {
      this.flushing = undefined;
      if (this.pending.length) this.startFlush();
      else if (
        !this.closed &&
        this.journalBytes > Math.max(this.compactAfterBytes, this.snapshotBytes)
      )
        this.startCompaction();
    });
  }

  private async flush(): Promise<void> {
    while (this.pending.length) {
      const buffers = this.pending;
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      const fd = this.fd; // read each time: compaction may have switched files
      try {
        await writeFully(fd, Buffer.concat(buffers));
        await fdatasyncAsync(fd);
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        for (const waiter of waiters) waiter.reject(error as Error);
        this.options.onError?.(error as Error);
      }
    }
  }

  private startCompaction(): void {
    if (this.compacting) return;
    this.compacting = this.compact()
      .catch((error: Error) => this.options.onError?.(error))
      .finally(() => (this.compacting = undefined));
  }

  /**
   * Starts a new generation: new records go to a new journal at once, while the state as it
   * stands at this instant (documents are immutable, so references suffice) is written to a
   * snapshot in the background. Only once the snapshot is durable are older files removed.
   */
  async compact(): Promise<void> {
    // Switching files and capturing the state happen in one synchronous step, so every
    // record is either in the captured state or in the new journal (records are idempotent,
    // so one that is in both does no harm).
    const inFlight = this.flushing;
    const previousFd = this.fd;
    const generation = this.generation + 1;
    this.fd = openSync(path.join(this.directory, journalName(generation)), 'a');
    this.generation = generation;
    this.journalBytes = 0;
    const state = this.storage.catalogSnapshot();
    if (inFlight) await inFlight;
    await closeAsync(previousFd);

    const temporary = path.join(this.directory, `${snapshotName(generation)}.tmp`);
    const output = await open(temporary, 'w');
    let bytes = 0;
    const writeRecord = async (record: JournalRecord) => {
      const frame = encodeFrame(record);
      bytes += frame.length;
      await output.write(frame);
    };
    try {
      for (const { collection, specs, documents } of state) {
        await writeRecord({
          op: 'create',
          db: collection.database,
          coll: collection.name,
          uuid: collection.uuid,
          options: collection.options,
        });
        for (const spec of specs)
          await writeRecord({
            op: 'createIndex',
            db: collection.database,
            coll: collection.name,
            spec,
          });
        for (let start = 0; start < documents.length; start += SNAPSHOT_CHUNK_DOCUMENTS) {
          const writes = documents
            .slice(start, start + SNAPSHOT_CHUNK_DOCUMENTS)
            .map((put) => ({ db: collection.database, coll: collection.name, put }));
          await writeRecord({ op: 'write', writes });
        }
      }
      await writeRecord({ op: 'end' });
      await output.datasync();
    } finally {
      await output.close();
    }
    await rename(temporary, path.join(this.directory, snapshotName(generation)));
    this.syncDirectory();
    this.snapshotBytes = bytes;
    await this.removeFilesBefore(generation);
  }

  private syncDirectory(): void {
    const fd = openSync(this.directory, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }

  private async removeFilesBefore(generation: number): Promise<void> {
    for (const file of await readdir(this.directory)) {
      const snapshot = generationOf(file, 'snapshot', 'bson');
      const journal = generationOf(file, 'journal', 'log');
      if (
        (snapshot !== undefined && snapshot < generation) ||
        (journal !== undefined && journal < generation)
      ) {
        await rm(path.join(this.directory, file), { force: true });
      }
    }
  }

  /** Waits for pending records and any compaction, then closes the file. */
  async close(): Promise<void> {
    if (this.flushing) await this.flushing;
    if (this.pending.length) {
      this.flushing = this.flush();
      await this.flushing;
    }
    this.closed = true;
    if (this.compacting) await this.compacting;
    await closeAsync(this.fd);
  }
}
