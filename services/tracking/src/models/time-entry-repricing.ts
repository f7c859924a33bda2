// Repricing time entries (issue 34): the entries a rate update with `apply_from` may
// reprice (unlocked, uninvoiced, starting from an instant, in the level's scope), and the
// conditional write of one entry's new rates: it applies only while the entry is still
// unlocked, uninvoiced and at the rates it was read with, so a concurrent lock, invoice
// or change wins and the entry is left as it is.
import type { mongoose } from '@workmesh/platform';
import {
  toTimeEntry,
  type TimeEntryChanges,
  type TimeEntryDocument,
  type TimeEntryRecord,
} from './time-entries';

/** Which entries a level's rates reach: the team's, a member's, a client's, a project's. */
export interface RepricingScope {
  userId?: number;
  clientId?: number;
  projectId?: number;
}

export function entryRepricing(TimeEntry: mongoose.Model<TimeEntryDocument>) {
  return {
    /** The unlocked, uninvoiced entries of the scope starting at or after `from`, oldest first. */
    async repriceable(
      teamId: number,
      scope: RepricingScope,
      from: Date,
    ): Promise<TimeEntryRecord[]> {
      const filter: Record<string, unknown> = {
        team_id: teamId,
        start: { $gte: from },
        locked: { $ne: true },
        invoice_id: null,
      };
      if (scope.userId !== undefined) filter.user_id = scope.userId;
      if (scope.clientId !== undefined) filter.client_id = scope.clientId;
      if (scope.projectId !== undefined) filter.project_id = scope.projectId;
      const found = await TimeEntry.find(filter)
        .sort({ start: 1, _id: 1 })
        .lean<TimeEntryDocument[]>();
      return found.map(toTimeEntry);
    },

    /** The entry's new rates, if it is still as it was read (null: it changed, or got locked). */
    async reprice(
      entry: TimeEntryRecord,
      changes: TimeEntryChanges,
    ): Promise<TimeEntryRecord | null> {
      const document = await TimeEntry.findOneAndUpdate(
        {
          _id: entry.id,
          team_id: entry.team_id,
          locked: { $ne: true },
          invoice_id: null,
          bill_rate_cents: entry.bill_rate_cents,
          pay_rate_cents: entry.pay_rate_cents,
          project_id: entry.project_id,
        },
        { $set: changes, $inc: { revision: 1 } },
        { returnDocument: 'after' },
      ).lean<TimeEntryDocument>();
      return document ? toTimeEntry(document) : null;
    },
  };
}
