// What the journal and snapshots hold: each record is idempotent (a put carries the
// whole document, a delete its _id), so replaying one twice is harmless.
import type { Document, UUID } from 'bson';
import type { IndexSpec } from './indexes';

export interface JournalWrite {
  db: string;
  coll: string;
  put?: Document;
  del?: unknown;
}

export type JournalRecord =
  | { op: 'create'; db: string; coll: string; uuid: UUID; options: Document }
  | { op: 'drop'; db: string; coll: string }
  | { op: 'dropDatabase'; db: string }
  | { op: 'createIndex'; db: string; coll: string; spec: IndexSpec }
  | { op: 'dropIndex'; db: string; coll: string; name: string }
  /** An index's new definition (collMod), same name and key. */
  | { op: 'setIndexSpec'; db: string; coll: string; spec: IndexSpec }
  | { op: 'write'; writes: JournalWrite[] }
  /** Last record of a complete snapshot file. */
  | { op: 'end' };
