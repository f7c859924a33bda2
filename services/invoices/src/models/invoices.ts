// Persistence of invoices (issue 20). One document per invoice, under its integer id.
// An invoice is `pending` while its creation claims its time entries in tracking (it is
// nobody's to see yet, and the sweep releases and removes it if the creation died),
// then `draft`, `sent`, `paid` or `void`; `abandoned` marks a pending one the sweep is
// releasing (so a slow creation can no longer finish it). Money in integers of the minor
// unit of the invoice's `currency` (its client's, issue 34; the fields keep their historic
// `_cents` / `Cents` names); an invoice stored before it has none and is in USD.
// Every query names the team (tenancy). Nothing outside models/ sees mongoose.
import {
  connectionModel,
  DEFAULT_CURRENCY,
  INVOICE_LINE_KINDS,
  mongoose,
  RECORDED_INVOICE_STATUSES,
  recordSchemaOptions,
  type Connection,
  type InvoiceLineKind,
  type InvoiceStatus,
  type RateType,
  type RecordedInvoiceStatus,
} from '@workmesh/platform';

/** Before the recorded statuses (platform's), the two of a creation that has not finished. */
export const STORED_STATUSES = ['pending', 'abandoned', ...RECORDED_INVOICE_STATUSES] as const;
export type StoredStatus = (typeof STORED_STATUSES)[number];

/** The client as the invoice bills it, snapshotted when it was made (the PDF's "Bill to"). */
export interface BilledClient {
  name: string;
  company: string;
  email: string;
  tax_id: string;
  address: {
    line1: string;
    line2: string;
    city: string;
    state: string;
    zip: string;
    country: string;
  };
}

/** One line of an invoice, as stored (invoice-rules.ts makes them). */
export interface InvoiceLineRecord {
  /** 1-based position. */
  id: number;
  description: string;
  /** Hundredths of an hour (100 for a fixed price's one line). */
  quantityHundredths: number;
  unitPriceCents: number;
  amountCents: number;
  project_id: number | null;
  user_id: number | null;
  task_id: number | null;
  /** An expense line's expense (expense-lines.ts); absent otherwise. */
  expense_id?: number | null;
  /** YYYY-MM-DD, lines by day. */
  date: string | null;
  time_entry_count: number;
  /** What the line bills (issue 35); lines stored before it read as time (fixed when the invoice is). */
  kind?: InvoiceLineKind;
  /** Counts in the taxed subtotal; late-fee lines do not (added to the total after tax). */
  taxed?: boolean;
}

export interface InvoiceRecord {
  id: number;
  team_id: number;
  team_name: string;
  client_id: number;
  client: BilledClient;
  /** null while pending. */
  number: string | null;
  status: StoredStatus;
  /** The team's zone the period and dates are read in. */
  timezone: string;
  period_from: string;
  period_to: string;
  issue_date: string;
  due_date: string;
  net_term: number;
  /** ISO 4217: every amount of the invoice is in minor units of it. */
  currency: string;
  line_item: string;
  amount_based_on: RateType;
  lines: InvoiceLineRecord[];
  subtotal_cents: number;
  tax_rate: number;
  tax_cents: number;
  total_cents: number;
  notes: string;
  time_entry_ids: number[];
  /** The expenses it claimed (issue 35); absent on invoices stored before. */
  expense_ids?: number[];
  automatic: boolean;
  created_by: number;
  /** When a pending creation is given up (the sweep's lease). */
  pending_until: Date | null;
  sent_at: Date | null;
  paid_at: Date | null;
  voided_at: Date | null;
  /** When the unpaid, sent invoice is mailed again (due date + reminder_days); null: never. */
  reminder_at: Date | null;
  reminder_sent_at: Date | null;
  /** Late-fee lines added so far (late-fees.ts). */
  late_fees_applied: number;
  /** When the next late fee falls due; null: none will (paid, void, or none charged). */
  late_fee_next_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

type InvoiceDocument = Omit<InvoiceRecord, 'id'> & { _id: number };

const lineSchema = new mongoose.Schema<InvoiceLineRecord>(
  {
    id: { type: Number, required: true },
    description: { type: String, default: '' },
    quantityHundredths: { type: Number, required: true },
    unitPriceCents: { type: Number, required: true },
    amountCents: { type: Number, required: true },
    project_id: { type: Number, default: null },
    user_id: { type: Number, default: null },
    task_id: { type: Number, default: null },
    expense_id: { type: Number },
    date: { type: String, default: null },
    time_entry_count: { type: Number, required: true },
    kind: { type: String, enum: INVOICE_LINE_KINDS },
    taxed: { type: Boolean },
  },
  { _id: false },
);

const invoiceSchema = new mongoose.Schema<InvoiceDocument>(
  {
    _id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    team_name: { type: String, default: '' },
    client_id: { type: Number, required: true },
    client: { type: mongoose.Schema.Types.Mixed, required: true },
    number: { type: String, default: null },
    status: { type: String, enum: STORED_STATUSES, required: true },
    timezone: { type: String, required: true },
    period_from: { type: String, required: true },
    period_to: { type: String, required: true },
    issue_date: { type: String, required: true },
    due_date: { type: String, required: true },
    net_term: { type: Number, required: true },
    currency: { type: String, default: DEFAULT_CURRENCY },
    line_item: { type: String, required: true },
    amount_based_on: { type: String, required: true },
    lines: { type: [lineSchema], default: [] },
    subtotal_cents: { type: Number, default: 0 },
    tax_rate: { type: Number, default: 0 },
    tax_cents: { type: Number, default: 0 },
    total_cents: { type: Number, default: 0 },
    notes: { type: String, default: '' },
    time_entry_ids: { type: [Number], default: [] },
    expense_ids: { type: [Number], default: [] },
    automatic: { type: Boolean, required: true },
    created_by: { type: Number, required: true },
    pending_until: { type: Date, default: null },
    sent_at: { type: Date, default: null },
    paid_at: { type: Date, default: null },
    voided_at: { type: Date, default: null },
    reminder_at: { type: Date, default: null },
    reminder_sent_at: { type: Date, default: null },
    late_fees_applied: { type: Number, default: 0 },
    late_fee_next_at: { type: Date, default: null },
  },
  recordSchemaOptions('invoices'),
);
// The list: a team's invoices, newest first, by client and status.
invoiceSchema.index({ team_id: 1, _id: -1 }, { name: 'team_id_id' });
invoiceSchema.index({ team_id: 1, client_id: 1, _id: -1 }, { name: 'team_id_client_id_id' });
// A number is the team's once.
invoiceSchema.index(
  { team_id: 1, number: 1 },
  {
    name: 'team_id_number',
    unique: true,
    partialFilterExpression: { number: { $type: 'string' } },
  },
);
// The passes: pending creations to give up, reminders due.
invoiceSchema.index({ status: 1, pending_until: 1 }, { name: 'status_pending_until' });
invoiceSchema.index({ status: 1, reminder_at: 1 }, { name: 'status_reminder_at' });
invoiceSchema.index({ status: 1, late_fee_next_at: 1 }, { name: 'status_late_fee_next_at' });

export const toInvoice = ({ _id, ...fields }: InvoiceDocument): InvoiceRecord => ({
  id: _id,
  ...fields,
  currency: fields.currency || DEFAULT_CURRENCY,
  late_fees_applied: fields.late_fees_applied ?? 0,
  late_fee_next_at: fields.late_fee_next_at ?? null,
});

/** The statuses a caller sees (pending and abandoned are nobody's yet). */
export const VISIBLE_STATUSES: readonly RecordedInvoiceStatus[] = RECORDED_INVOICE_STATUSES;

export interface InvoiceFilter {
  client_id?: number;
  /** A shown status: overdue is sent with due_date before today. */
  status?: InvoiceStatus;
}

type InvoiceModel = mongoose.Model<InvoiceDocument>;

/** The late-fee pass's reads and its conditional change (late-fees.ts). */
function lateFeeQueries(Invoice: InvoiceModel) {
  return {
    /** Sent, unpaid invoices whose next late fee is due (any team). */
    async lateFeesDue(now: Date, limit: number): Promise<InvoiceRecord[]> {
      const found = await Invoice.find({ status: 'sent', late_fee_next_at: { $lte: now } })
        .limit(limit)
        .lean<InvoiceDocument[]>();
      return found.map(toInvoice);
    },

    /**
     * A change of the late-fee step `applied` of a sent invoice, once: only while still
     * sent, at that step and with its fee still scheduled at `dueAt` (two replicas at
     * once: one wins). The invoice, or null when another change came first.
     */
    async changeLateFeeStep(
      teamId: number,
      id: number,
      step: { applied: number; dueAt: Date },
      changes: Partial<
        Pick<InvoiceRecord, 'lines' | 'total_cents' | 'late_fees_applied' | 'late_fee_next_at'>
      >,
    ): Promise<InvoiceRecord | null> {
      const changed = await Invoice.findOneAndUpdate(
        {
          _id: id,
          team_id: teamId,
          status: 'sent',
          late_fees_applied: step.applied === 0 ? { $in: [0, null] } : step.applied,
          late_fee_next_at: step.dueAt,
        },
        { $set: changes },
        { returnDocument: 'after', lean: true },
      );
      return changed ? toInvoice(changed as InvoiceDocument) : null;
    },
  };
}

export function invoiceStore(connection: Connection) {
  const Invoice = connectionModel(connection, 'Invoice', invoiceSchema);

  const queryOf = (teamId: number, filter: InvoiceFilter, today: string) => {
    const query: Record<string, unknown> = { team_id: teamId, status: { $in: VISIBLE_STATUSES } };
    if (filter.client_id !== undefined) query.client_id = filter.client_id;
    if (filter.status === 'overdue')
      Object.assign(query, { status: 'sent', due_date: { $lt: today } });
    else if (filter.status === 'sent')
      Object.assign(query, { status: 'sent', due_date: { $gte: today } });
    else if (filter.status) query.status = filter.status;
    return query;
  };

  return {
    model: Invoice,

    async insertPending(record: Omit<InvoiceRecord, 'created_at' | 'updated_at'>): Promise<void> {
      const { id, ...fields } = record;
      await Invoice.create([{ _id: id, ...fields }]);
    },

    async find(teamId: number, id: number): Promise<InvoiceRecord | null> {
      const found = await Invoice.findOne({ _id: id, team_id: teamId }).lean<InvoiceDocument>();
      return found ? toInvoice(found) : null;
    },

    /** A team's visible invoice, or null (another team's, pending, or none). */
    async findVisible(teamId: number, id: number): Promise<InvoiceRecord | null> {
      const found = await Invoice.findOne({
        _id: id,
        team_id: teamId,
        status: { $in: VISIBLE_STATUSES },
      }).lean<InvoiceDocument>();
      return found ? toInvoice(found) : null;
    },

    async list(
      teamId: number,
      filter: InvoiceFilter,
      today: string,
      window: { skip: number; limit: number },
    ): Promise<{ items: InvoiceRecord[]; total: number }> {
      const query = queryOf(teamId, filter, today);
      const [items, total] = await Promise.all([
        Invoice.find(query)
          .sort({ _id: -1 })
          .skip(window.skip)
          .limit(window.limit)
          .lean<InvoiceDocument[]>(),
        Invoice.countDocuments(query),
      ]);
      return { items: items.map(toInvoice), total };
    },

    /**
     * Changes the invoice when it is (still) in one of `from`: the changed invoice, or null
     * when it was not (a concurrent change won).
     */
    async transition(
      teamId: number,
      id: number,
      from: readonly StoredStatus[],
      changes: Partial<Omit<InvoiceRecord, 'id' | 'team_id' | 'created_at' | 'updated_at'>>,
    ): Promise<InvoiceRecord | null> {
      const changed = await Invoice.findOneAndUpdate(
        { _id: id, team_id: teamId, status: { $in: from } },
        { $set: changes },
        { returnDocument: 'after', lean: true },
      );
      return changed ? toInvoice(changed as InvoiceDocument) : null;
    },

    async removePending(teamId: number, id: number): Promise<void> {
      await Invoice.deleteOne({
        _id: id,
        team_id: teamId,
        status: { $in: ['pending', 'abandoned'] },
      });
    },

    /** Pending creations whose lease ran out (any team: the sweep's). */
    async stalePending(now: Date, limit: number): Promise<InvoiceRecord[]> {
      const found = await Invoice.find({
        status: { $in: ['pending', 'abandoned'] },
        pending_until: { $lte: now },
      })
        .limit(limit)
        .lean<InvoiceDocument[]>();
      return found.map(toInvoice);
    },

    /**
     * Marks the reminder sent, once: only while still sent and not yet reminded (two
     * replicas at once: one wins). The invoice, or null when another change came first.
     */
    async markReminded(teamId: number, id: number, now: Date): Promise<InvoiceRecord | null> {
      const changed = await Invoice.findOneAndUpdate(
        { _id: id, team_id: teamId, status: 'sent', reminder_sent_at: null },
        { $set: { reminder_sent_at: now } },
        { returnDocument: 'after', lean: true },
      );
      return changed ? toInvoice(changed as InvoiceDocument) : null;
    },

    ...lateFeeQueries(Invoice),

    /** Sent, unpaid invoices whose reminder is due and not yet sent (any team). */
    async remindersDue(now: Date, limit: number): Promise<InvoiceRecord[]> {
      const found = await Invoice.find({
        status: 'sent',
        reminder_at: { $lte: now },
        reminder_sent_at: null,
      })
        .limit(limit)
        .lean<InvoiceDocument[]>();
      return found.map(toInvoice);
    },
  };
}

export type InvoiceStore = ReturnType<typeof invoiceStore>;
