// Persistence of budget use (issue 19). Two collections, written together by the consumer
// of time-entry events (budget-use.ts) in one transaction:
// - budget_entries: what each entry adds to its client's use, as last applied (its
//   revision), a tombstone once deleted: an event older than what was applied is ignored;
// - budget_uses: per client and period, the sums of those rows (apart for billable and
//   non-billable time) and the thresholds already alerted.
// Nothing outside models/ sees mongoose.
import { connectionModel, mongoose, type Connection } from '@workmesh/platform';
import { insertKeepingExisting } from './bulk-inserts';
import { addContribution, NO_USE, type EntryContribution, type UseCounters } from './use-counters';

/** An entry's part in its client's use, as the budget last counted it. */
export interface BudgetEntryRecord {
  id: number;
  team_id: number;
  /** 0: no client. */
  client_id: number;
  start: Date;
  /** Running entries count only up to now, at each reading (not here). */
  running: boolean;
  billable: boolean;
  contribution: EntryContribution;
  revision: number;
  /** The entry is gone; later events of it change nothing. */
  deleted: boolean;
}

interface BudgetEntryDocument {
  _id: number;
  team_id: number;
  client_id: number;
  start: Date;
  running: boolean;
  billable: boolean;
  seconds: number;
  bill_cents: number;
  pay_cents: number;
  revision: number;
  deleted: boolean;
}

const budgetEntrySchema = new mongoose.Schema<BudgetEntryDocument>(
  {
    _id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    client_id: { type: Number, required: true },
    start: { type: Date, required: true },
    running: { type: Boolean, required: true },
    billable: { type: Boolean, required: true },
    seconds: { type: Number, required: true },
    bill_cents: { type: Number, required: true },
    pay_cents: { type: Number, required: true },
    revision: { type: Number, required: true },
    deleted: { type: Boolean, required: true },
  },
  { collection: 'budget_entries', versionKey: false },
);
budgetEntrySchema.index(
  { team_id: 1, client_id: 1, start: 1 },
  { name: 'team_id_client_id_start' },
);

const toBudgetEntry = (document: BudgetEntryDocument): BudgetEntryRecord => ({
  id: document._id,
  team_id: document.team_id,
  client_id: document.client_id,
  start: document.start,
  running: document.running,
  billable: document.billable,
  contribution: {
    seconds: document.seconds,
    billCents: document.bill_cents,
    payCents: document.pay_cents,
  },
  revision: document.revision,
  deleted: document.deleted,
});

export function budgetEntryStore(connection: Connection) {
  const BudgetEntry = connectionModel(connection, 'BudgetEntry', budgetEntrySchema);

  return {
    model: BudgetEntry,

    async find(id: number): Promise<BudgetEntryRecord | null> {
      const document = await BudgetEntry.findById(id).lean<BudgetEntryDocument>();
      return document ? toBudgetEntry(document) : null;
    },

    async put(entry: BudgetEntryRecord): Promise<void> {
      const { id, contribution, ...fields } = entry;
      await BudgetEntry.replaceOne(
        { _id: id },
        {
          ...fields,
          seconds: contribution.seconds,
          bill_cents: contribution.billCents,
          pay_cents: contribution.payCents,
        },
        { upsert: true },
      );
    },

    /**
     * Entries written without events (an import's): their parts, each added once (one
     * counted already is kept), in one unordered write.
     */
    async putNew(entries: readonly BudgetEntryRecord[]): Promise<void> {
      await insertKeepingExisting(
        BudgetEntry,
        entries.map(({ id, contribution, ...fields }) => ({
          _id: id,
          ...fields,
          seconds: contribution.seconds,
          bill_cents: contribution.billCents,
          pay_cents: contribution.payCents,
        })),
      );
    },

    /** The sums of the client's finished entries starting in [from, to) (null: unbounded). */
    async sumOf(
      teamId: number,
      clientId: number,
      span: { from: Date | null; to: Date | null },
    ): Promise<UseCounters> {
      const start: Record<string, Date> = {};
      if (span.from) start.$gte = span.from;
      if (span.to) start.$lt = span.to;
      const documents = await BudgetEntry.find(
        {
          team_id: teamId,
          client_id: clientId,
          running: false,
          deleted: false,
          ...(span.from || span.to ? { start } : {}),
        },
        { billable: 1, seconds: 1, bill_cents: 1, pay_cents: 1 },
      ).lean<BudgetEntryDocument[]>();
      let counters: UseCounters = { billable: NO_USE, nonBillable: NO_USE };
      for (const document of documents) {
        const part = toBudgetEntry(document).contribution;
        counters = document.billable
          ? { ...counters, billable: addContribution(counters.billable, part) }
          : { ...counters, nonBillable: addContribution(counters.nonBillable, part) };
      }
      return counters;
    },
  };
}

/** A client's use in one period. */
export interface BudgetUseRecord {
  team_id: number;
  client_id: number;
  period_key: string;
  fingerprint: string;
  counters: UseCounters;
  /** The thresholds alerted in this period and still reached. */
  alerted: number[];
}

interface CountersDocument {
  seconds: number;
  bill_cents: number;
  pay_cents: number;
}

interface BudgetUseDocument {
  /** `<team_id>:<client_id>:<period_key>` */
  _id: string;
  team_id: number;
  client_id: number;
  period_key: string;
  fingerprint: string;
  billable: CountersDocument;
  non_billable: CountersDocument;
  alerted: number[];
}

const countersSchema = {
  seconds: { type: Number, required: true },
  bill_cents: { type: Number, required: true },
  pay_cents: { type: Number, required: true },
};

const budgetUseSchema = new mongoose.Schema<BudgetUseDocument>(
  {
    _id: { type: String, required: true },
    team_id: { type: Number, required: true },
    client_id: { type: Number, required: true },
    period_key: { type: String, required: true },
    fingerprint: { type: String, required: true },
    billable: countersSchema,
    non_billable: countersSchema,
    alerted: { type: [Number], default: [] },
  },
  { collection: 'budget_uses', versionKey: false },
);

/** No period's fingerprint: counters under it are counted afresh when read. */
const STALE_FINGERPRINT = 'stale';

const idOf = (teamId: number, clientId: number, periodKey: string) =>
  `${teamId}:${clientId}:${periodKey}`;

const countersDocumentOf = (part: EntryContribution, sign = 1): CountersDocument => ({
  seconds: sign * part.seconds,
  bill_cents: sign * part.billCents,
  pay_cents: sign * part.payCents,
});

const countersOf = (document: CountersDocument): EntryContribution => ({
  seconds: document.seconds,
  billCents: document.bill_cents,
  payCents: document.pay_cents,
});

export function budgetUseStore(connection: Connection) {
  const BudgetUse = connectionModel(connection, 'BudgetUse', budgetUseSchema);

  return {
    model: BudgetUse,

    async find(
      teamId: number,
      clientId: number,
      periodKey: string,
    ): Promise<BudgetUseRecord | null> {
      const document = await BudgetUse.findById(
        idOf(teamId, clientId, periodKey),
      ).lean<BudgetUseDocument>();
      if (!document) return null;
      return {
        team_id: document.team_id,
        client_id: document.client_id,
        period_key: document.period_key,
        fingerprint: document.fingerprint,
        counters: {
          billable: countersOf(document.billable),
          nonBillable: countersOf(document.non_billable),
        },
        alerted: document.alerted ?? [],
      };
    },

    /** Counters counted afresh (the alerted thresholds kept). */
    async replaceCounters(use: Omit<BudgetUseRecord, 'alerted'>): Promise<void> {
      await BudgetUse.updateOne(
        { _id: idOf(use.team_id, use.client_id, use.period_key) },
        {
          $set: {
            team_id: use.team_id,
            client_id: use.client_id,
            period_key: use.period_key,
            fingerprint: use.fingerprint,
            billable: countersDocumentOf(use.counters.billable),
            non_billable: countersDocumentOf(use.counters.nonBillable),
          },
          $setOnInsert: { alerted: [] },
        },
        { upsert: true },
      );
    },

    /**
     * Adds (sign 1) or takes away (-1) an entry's part, if the period's counters exist
     * under this fingerprint; false when they do not (count them afresh instead).
     */
    async add(
      key: { teamId: number; clientId: number; periodKey: string; fingerprint: string },
      billable: boolean,
      part: EntryContribution,
      sign: 1 | -1,
    ): Promise<boolean> {
      const field = billable ? 'billable' : 'non_billable';
      const delta = countersDocumentOf(part, sign);
      const result = await BudgetUse.updateOne(
        { _id: idOf(key.teamId, key.clientId, key.periodKey), fingerprint: key.fingerprint },
        {
          $inc: {
            [`${field}.seconds`]: delta.seconds,
            [`${field}.bill_cents`]: delta.bill_cents,
            [`${field}.pay_cents`]: delta.pay_cents,
          },
        },
      );
      return result.matchedCount === 1;
    },

    /**
     * The clients' kept counters are counted afresh at their next reading (their
     * thresholds alerted kept): entries were added without events (an import's).
     */
    async markStale(teamId: number, clientIds: readonly number[]): Promise<void> {
      if (clientIds.length === 0) return;
      await BudgetUse.updateMany(
        { team_id: teamId, client_id: { $in: [...new Set(clientIds)] } },
        { $set: { fingerprint: STALE_FINGERPRINT } },
      );
    },

    async setAlerted(
      teamId: number,
      clientId: number,
      periodKey: string,
      alerted: number[],
    ): Promise<void> {
      await BudgetUse.updateOne({ _id: idOf(teamId, clientId, periodKey) }, { $set: { alerted } });
    },
  };
}
