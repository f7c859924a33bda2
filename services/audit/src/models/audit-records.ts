// Persistence of the append-only audit records. Nothing here updates a record: the
// consumer inserts (a unique index on (team_id, seq) keeps each team's chain one line
// even with two replicas inserting at once; one on event_id keeps an event to one
// record), the retention job removes a team's oldest, and every read names the team.
import { connectionModel, mongoose, type Connection } from '@workmesh/platform';
import type { AuditRecordMessage } from './proto-messages';

// A record's fields, as the chain covers them (audit-chain.ts computes the hash).
export interface AuditActorFields {
  user_id: number;
  session_id?: string;
  token_id?: string;
}

/** A record as it is chained: every stored field but its own hash. */
export interface ChainedFields {
  id: string;
  team_id: number;
  seq: number;
  action: string;
  object_type: string;
  object_id: string;
  actor: AuditActorFields;
  ip: string;
  user_agent: string;
  request_id: string;
  /** ISO 8601, UTC. */
  occurred_at: string;
  recorded_at: string;
  /** The canonical JSON text of the changes. */
  changes: string;
  subject_user_id: number;
  event_id: string;
  prev_hash: string;
}

export type ChainedRecord = ChainedFields & { hash: string };

export type AuditRecord = ChainedRecord;

interface AuditRecordDocument extends Omit<AuditRecord, 'id' | 'occurred_at' | 'recorded_at'> {
  _id: string;
  occurred_at: Date;
  recorded_at: Date;
}

const actorSchema = new mongoose.Schema(
  {
    user_id: { type: Number, required: true },
    session_id: { type: String },
    token_id: { type: String },
  },
  { _id: false },
);

const auditRecordSchema = new mongoose.Schema<AuditRecordDocument>(
  {
    _id: { type: String, required: true },
    team_id: { type: Number, required: true },
    seq: { type: Number, required: true },
    action: { type: String, required: true },
    object_type: { type: String, required: true },
    object_id: { type: String, default: '' },
    actor: { type: actorSchema, required: true },
    ip: { type: String, default: '' },
    user_agent: { type: String, default: '' },
    request_id: { type: String, default: '' },
    occurred_at: { type: Date, required: true },
    recorded_at: { type: Date, required: true },
    changes: { type: String, required: true },
    subject_user_id: { type: Number, default: 0 },
    event_id: { type: String, required: true },
    prev_hash: { type: String, required: true },
    hash: { type: String, required: true },
  },
  { collection: 'audit_records', versionKey: false },
);

// The chain: one record per place of a team's chain (two replicas cannot fork it).
auditRecordSchema.index({ team_id: 1, seq: 1 }, { unique: true, name: 'team_id_seq' });
// One record per event, whatever reaches the consumer twice.
auditRecordSchema.index({ event_id: 1 }, { unique: true, name: 'event_id' });
// Retention: the records older than the cut-off.
auditRecordSchema.index({ recorded_at: 1 }, { name: 'recorded_at' });

export const AUDIT_RECORD_INDEXES = { chain: 'team_id_seq', event: 'event_id' } as const;

function toRecord(document: AuditRecordDocument): AuditRecord {
  const { _id, occurred_at, recorded_at, actor, ...fields } = document;
  return {
    ...fields,
    id: _id,
    actor: {
      user_id: actor.user_id,
      ...(actor.session_id ? { session_id: actor.session_id } : {}),
      ...(actor.token_id ? { token_id: actor.token_id } : {}),
    },
    occurred_at: occurred_at.toISOString(),
    recorded_at: recorded_at.toISOString(),
  };
}

/** A filter of the list: by time (occurred_at), actor, action and object. */
export interface AuditRecordFilter {
  teamId: number;
  from?: Date;
  to?: Date;
  actor?: number;
  action?: string;
  objectType?: string;
  objectId?: string;
  /** Records of these actions' families (`login.`) by these users are left out. */
  hiddenSignIns?: { actionPrefix: string; userIds: number[] };
  /** Keyset paging: only records before this place of the chain (newest first). */
  beforeSeq?: number;
}

function queryOf(filter: AuditRecordFilter): mongoose.QueryFilter<AuditRecordDocument> {
  const query: mongoose.QueryFilter<AuditRecordDocument> = { team_id: filter.teamId };
  if (filter.beforeSeq !== undefined) query.seq = { $lt: filter.beforeSeq };
  if (filter.from || filter.to) {
    query.occurred_at = {
      ...(filter.from ? { $gte: filter.from } : {}),
      ...(filter.to ? { $lt: filter.to } : {}),
    };
  }
  if (filter.actor !== undefined) query['actor.user_id'] = filter.actor;
  if (filter.action !== undefined) query.action = filter.action;
  if (filter.objectType !== undefined) query.object_type = filter.objectType;
  if (filter.objectId !== undefined) query.object_id = filter.objectId;
  const hidden = filter.hiddenSignIns;
  if (hidden && hidden.userIds.length > 0) {
    const family = new RegExp(`^${hidden.actionPrefix.replace(/\./g, '\\.')}`);
    query.$nor = [
      {
        action: family,
        $or: [
          { 'actor.user_id': { $in: hidden.userIds } },
          { 'actor.user_id': 0, subject_user_id: { $in: hidden.userIds } },
        ],
      },
    ];
  }
  return query;
}

export function auditRecordStore(connection: Connection) {
  const model = connectionModel(connection, 'AuditRecord', auditRecordSchema);
  return {
    model,

    /** The team's newest record (the chain's head), in the caller's transaction. */
    async headOf(teamId: number): Promise<{ seq: number; hash: string } | null> {
      return model
        .findOne({ team_id: teamId }, { seq: 1, hash: 1 })
        .sort({ seq: -1 })
        .lean<{ seq: number; hash: string }>();
    },

    async insert(record: AuditRecord): Promise<void> {
      const { id, occurred_at, recorded_at, ...fields } = record;
      await model.create([
        {
          _id: id,
          ...fields,
          occurred_at: new Date(occurred_at),
          recorded_at: new Date(recorded_at),
        },
      ]);
    },

    async findByEvent(eventId: string): Promise<AuditRecord | null> {
      const document = await model.findOne({ event_id: eventId }).lean<AuditRecordDocument>();
      return document ? toRecord(document) : null;
    },

    /** A page of the team's records, newest first (limit + 1 read, to tell a next page). */
    async page(filter: AuditRecordFilter, limit: number): Promise<AuditRecord[]> {
      const documents = await model
        .find(queryOf(filter))
        .sort({ team_id: 1, seq: -1 })
        .limit(limit)
        .lean<AuditRecordDocument[]>();
      return documents.map(toRecord);
    },

    /** Every record of the team in chain order, one at a time (verify). */
    async *inChainOrder(teamId: number): AsyncGenerator<AuditRecord> {
      const cursor = model
        .find({ team_id: teamId })
        .sort({ team_id: 1, seq: 1 })
        .lean<AuditRecordDocument[]>()
        .cursor();
      for await (const document of cursor) yield toRecord(document as AuditRecordDocument);
    },

    /** The team's records from a seq on, in chain order (an erasure re-seals them). */
    async *fromSeq(teamId: number, seq: number): AsyncGenerator<AuditRecord> {
      const cursor = model
        .find({ team_id: teamId, seq: { $gte: seq } })
        .sort({ team_id: 1, seq: 1 })
        .lean<AuditRecordDocument[]>()
        .cursor();
      for await (const document of cursor) yield toRecord(document as AuditRecordDocument);
    },

    /** An erasure's rewrite of a record: what it may change, and the chain's new hashes. */
    async reseal(
      record: Pick<AuditRecord, 'id' | 'changes' | 'ip' | 'user_agent' | 'prev_hash' | 'hash'>,
    ): Promise<void> {
      const { id, ...fields } = record;
      await model.updateOne({ _id: id }, { $set: fields });
    },

    countOfTeam: (teamId: number) => model.countDocuments({ team_id: teamId }),

    /** Per team, the newest of its records stored before `cutoff`: what retention removes through. */
    async lastRecordedBefore(cutoff: Date): Promise<{ team_id: number; seq: number }[]> {
      return model.aggregate<{ team_id: number; seq: number }>([
        { $match: { recorded_at: { $lt: cutoff } } },
        { $group: { _id: '$team_id', seq: { $max: '$seq' } } },
        { $project: { _id: 0, team_id: '$_id', seq: 1 } },
      ]);
    },

    async atSeq(teamId: number, seq: number): Promise<AuditRecord | null> {
      const document = await model.findOne({ team_id: teamId, seq }).lean<AuditRecordDocument>();
      return document ? toRecord(document) : null;
    },

    /** Removes the team's records up to and including seq (the oldest ones). */
    async removeThrough(teamId: number, seq: number): Promise<number> {
      const { deletedCount } = await model.deleteMany({ team_id: teamId, seq: { $lte: seq } });
      return deletedCount;
    },
  };
}

/** The record as the proto's AuditRecord. */
export function toAuditRecordMessage(record: AuditRecord): AuditRecordMessage {
  return {
    ...record,
    actor: {
      user_id: record.actor.user_id,
      ...(record.actor.session_id ? { session_id: record.actor.session_id } : {}),
      ...(record.actor.token_id ? { token_id: record.actor.token_id } : {}),
    },
  };
}
