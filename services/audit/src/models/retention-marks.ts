// Where each team's chain now starts: the seq and hash of the last record the retention
// job removed. Verify checks the first remaining record against it (docs/audit.md,
// Retention), so removing the oldest records never breaks the chain, while removing
// any other, or the first remaining one, still does.
import { connectionModel, mongoose, type Connection } from '@workmesh/platform';

export interface RetentionMark {
  team_id: number;
  seq: number;
  hash: string;
}

interface RetentionMarkDocument {
  _id: number; // the team
  seq: number;
  hash: string;
  at: Date;
}

const retentionMarkSchema = new mongoose.Schema<RetentionMarkDocument>(
  {
    _id: { type: Number, required: true },
    seq: { type: Number, required: true },
    hash: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'audit_retention_marks', versionKey: false },
);

export function retentionMarkStore(connection: Connection) {
  const model = connectionModel(connection, 'AuditRetentionMark', retentionMarkSchema);
  return {
    model,

    async of(teamId: number): Promise<RetentionMark | null> {
      const document = await model.findById(teamId).lean<RetentionMarkDocument>();
      return document ? { team_id: teamId, seq: document.seq, hash: document.hash } : null;
    },

    /** Moves the team's mark forward to this removed record (never back). */
    async advance(mark: RetentionMark, at: Date): Promise<void> {
      const known = await model.findById(mark.team_id).lean<RetentionMarkDocument>();
      if (known && known.seq >= mark.seq) return;
      await model.updateOne(
        { _id: mark.team_id },
        { $set: { seq: mark.seq, hash: mark.hash, at } },
        { upsert: true },
      );
    },
  };
}
