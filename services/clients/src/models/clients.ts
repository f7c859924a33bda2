// Persistence of clients: contact details, billing and mailing address, invoice and
// budget settings, and the object key of the logo. Reads are lean and mapped to
// plain records; nothing outside models/ sees mongoose. A client becomes the proto's
// Client message here and nowhere else (toClientMessage).
import {
  BUDGET_RATES,
  BUDGET_RESETS,
  BUDGET_TYPES,
  connectionModel,
  DEFAULT_CURRENCY,
  insertRecord,
  mongoose,
  recordSchemaOptions,
  type Connection,
} from '@workmesh/platform';
import type { BudgetMessage, ClientMessage, InvoiceSettingsMessage } from './proto-messages';

export interface AddressRecord {
  billing_address1: string;
  billing_address2: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  mailing_address1: string;
  mailing_address2: string;
  mailing_city: string;
  mailing_state: string;
  mailing_zip: string;
}

export interface InvoiceSettingsRecord {
  tax_id: string;
  late_fee: string;
  lineItem: string;
  lineItemText: string;
  net_term: number;
  tax_rate: number;
  frequency: string;
  delay_days: number;
  fixedPrice: number;
  autoInvoice: string;
  amountBasedOn: string;
  reminder_days: string;
  include_expense: string;
  include_non_billable_time: string;
  /** '' when none. */
  notes: string;
  /** The notes / net term were taken from the organization's defaults. */
  org_notes: boolean;
  org_net_term: boolean;
}

export interface BudgetRecord {
  /** total_cost | hours_cost */
  budgetType: string;
  /** bill | pay */
  rate: string;
  /** 0 = no limit. */
  cost: number;
  /** 0 = no limit. */
  hours: number;
  /** Percent of the budget used at which to notify, 0–100. */
  notifyAt: number;
  /** never | monthly */
  reset: string;
  /** A day (YYYY-MM-DD) in the team's zone; null when none. */
  startDate: string | null;
  include_non_billable_time: boolean;
}

export interface ClientRecord {
  id: number;
  team_id: number;
  /** Who created it. */
  user_id: number;
  name: string;
  /** Trimmed and lowercased; absent only for a team's internal client. */
  email?: string;
  phone: string;
  company: string;
  website: string;
  /** The logo's object key in the bucket ('profiles/….png'), '' when none. */
  profile_key: string;
  address: AddressRecord;
  invoices: InvoiceSettingsRecord;
  budget: BudgetRecord;
  isInternalClient: boolean;
  /**
   * ISO 4217 (issue 34): the client's rates, entries, budget and invoices are in it. The
   * team's currency unless set at creation; clients stored before issue 34 are USD.
   */
  currency: string;
  created_at: Date;
  updated_at: Date;
}

/** The texts a new client may leave out: stored as '' (the schema's default). */
type DefaultText = 'phone' | 'company' | 'website' | 'profile_key';

export type NewClient = Omit<ClientRecord, 'created_at' | 'updated_at' | DefaultText> &
  Partial<Pick<ClientRecord, DefaultText>>;

/** A client as callers see it: the logo as its full URL instead of its object key. */
export type ClientView = Omit<ClientRecord, 'profile_key'> & { profile: string };

/** Top-level fields replace; the settings objects change only in the keys given. */
export interface ClientChanges {
  name?: string;
  email?: string;
  phone?: string;
  company?: string;
  website?: string;
  profile_key?: string;
  address?: Partial<AddressRecord>;
  invoices?: Partial<InvoiceSettingsRecord>;
  budget?: Partial<BudgetRecord>;
  currency?: string;
}

interface ClientDocument extends Omit<ClientRecord, 'id'> {
  _id: number;
  /** Written by every project write that links to the client (see lockForProject). */
  projects_changed_at?: Date;
}

const text = { type: String, default: '' };

const addressSchema = new mongoose.Schema<AddressRecord>(
  {
    billing_address1: text,
    billing_address2: text,
    city: text,
    state: text,
    zipcode: text,
    country: text,
    mailing_address1: text,
    mailing_address2: text,
    mailing_city: text,
    mailing_state: text,
    mailing_zip: text,
  },
  { _id: false },
);

const invoiceSettingsSchema = new mongoose.Schema<InvoiceSettingsRecord>(
  {
    tax_id: text,
    late_fee: { type: String, required: true },
    lineItem: { type: String, required: true },
    lineItemText: { type: String, required: true },
    net_term: { type: Number, required: true },
    tax_rate: { type: Number, required: true },
    frequency: { type: String, required: true },
    delay_days: { type: Number, required: true },
    fixedPrice: { type: Number, required: true },
    autoInvoice: { type: String, required: true },
    amountBasedOn: { type: String, required: true },
    reminder_days: { type: String, required: true },
    include_expense: { type: String, required: true },
    include_non_billable_time: { type: String, required: true },
    notes: text,
    org_notes: { type: Boolean, required: true },
    org_net_term: { type: Boolean, required: true },
  },
  { _id: false },
);

const budgetSchema = new mongoose.Schema<BudgetRecord>(
  {
    budgetType: { type: String, required: true, enum: BUDGET_TYPES },
    rate: { type: String, required: true, enum: BUDGET_RATES },
    cost: { type: Number, required: true },
    hours: { type: Number, required: true },
    notifyAt: { type: Number, required: true },
    reset: { type: String, required: true, enum: BUDGET_RESETS },
    startDate: { type: String, default: null },
    include_non_billable_time: { type: Boolean, required: true },
  },
  { _id: false },
);

const clientSchema = new mongoose.Schema<ClientDocument>(
  {
    _id: { type: Number, required: true },
    team_id: { type: Number, required: true },
    user_id: { type: Number, required: true },
    name: { type: String, required: true },
    email: { type: String },
    phone: text,
    company: text,
    website: text,
    profile_key: text,
    address: { type: addressSchema, required: true },
    invoices: { type: invoiceSettingsSchema, required: true },
    budget: { type: budgetSchema, required: true },
    isInternalClient: { type: Boolean, required: true },
    // Clients stored before issue 34 have none: they were USD (nothing else existed).
    currency: { type: String, default: DEFAULT_CURRENCY },
    projects_changed_at: { type: Date },
  },
  recordSchemaOptions('clients'),
);

/** Spec: a client's email is unique across the whole system (internal clients have none). */
export const CLIENT_EMAIL_INDEX = 'email_unique';
clientSchema.index(
  { email: 1 },
  { name: CLIENT_EMAIL_INDEX, unique: true, partialFilterExpression: { email: { $exists: true } } },
);
/** One internal client per team, even when two first projects are created at once. */
export const INTERNAL_CLIENT_INDEX = 'team_id_internal_unique';
clientSchema.index(
  { team_id: 1 },
  {
    name: INTERNAL_CLIENT_INDEX,
    unique: true,
    partialFilterExpression: { isInternalClient: true },
  },
);
clientSchema.index({ team_id: 1, _id: 1 }, { name: 'team_id_id' });
/** ListAutoInvoiceClients: the clients with automatic invoices on, by id, across teams. */
clientSchema.index({ 'invoices.autoInvoice': 1, _id: 1 }, { name: 'auto_invoice_id' });

export const toClient = (document: ClientDocument): ClientRecord => ({
  id: document._id,
  team_id: document.team_id,
  user_id: document.user_id,
  name: document.name,
  ...(document.email === undefined ? {} : { email: document.email }),
  phone: document.phone ?? '',
  company: document.company ?? '',
  website: document.website ?? '',
  profile_key: document.profile_key ?? '',
  address: { ...document.address },
  invoices: { ...document.invoices, notes: document.invoices.notes ?? '' },
  budget: { ...document.budget, startDate: document.budget.startDate ?? null },
  isInternalClient: document.isInternalClient,
  currency: document.currency ?? DEFAULT_CURRENCY,
  created_at: document.created_at,
  updated_at: document.updated_at,
});

export const toInvoiceSettingsMessage = (
  invoices: InvoiceSettingsRecord,
): InvoiceSettingsMessage => ({ ...invoices });

/** The proto's Budget of a client's budget settings. */
export function toBudgetMessage({ startDate, ...budget }: BudgetRecord): BudgetMessage {
  // Unset in the message: the gateway shows it as null (spec: "string or null").
  return { ...budget, ...(startDate === null ? {} : { startDate }) };
}

/** The proto's Client of a client as callers see it. Timestamps are ISO 8601 UTC. */
export function toClientMessage(client: ClientView): ClientMessage {
  const { email, invoices, budget, created_at, updated_at, ...fields } = client;
  return {
    ...fields,
    // The internal client has none.
    email: email ?? '',
    invoices: toInvoiceSettingsMessage(invoices),
    budget: toBudgetMessage(budget),
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  };
}

/** A search text as a literal, case-insensitive pattern ($-free: it is a value, never a key). */
const containing = (search: string) => ({
  $regex: search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  $options: 'i',
});

/** Changes as $set paths: a settings object changes only in the keys given. */
function setPaths(changes: ClientChanges): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (field === 'address' || field === 'invoices' || field === 'budget') {
      for (const [key, nested] of Object.entries(value as Record<string, unknown>))
        if (nested !== undefined) set[`${field}.${key}`] = nested;
    } else set[field] = value;
  }
  return set;
}

export type ClientStore = ReturnType<typeof clientStore>;

export function clientStore(connection: Connection) {
  const Client = connectionModel(connection, 'Client', clientSchema);

  const findOne = async (filter: Record<string, unknown>) => {
    const document = await Client.findOne(filter).lean<ClientDocument>();
    return document ? toClient(document) : null;
  };

  return {
    model: Client,

    async insert(client: NewClient): Promise<ClientRecord> {
      return toClient(await insertRecord<ClientDocument>(Client, client));
    },

    /** Tenancy: a client of another team is not found. */
    findInTeam(teamId: number, id: number) {
      return findOne({ _id: id, team_id: teamId });
    },

    findByEmail(email: string) {
      return findOne({ email });
    },

    findInternal(teamId: number) {
      return findOne({ team_id: teamId, isInternalClient: true });
    },

    /** The team's clients among the ids, by id. */
    async findManyInTeam(teamId: number, ids: number[]): Promise<Map<number, ClientRecord>> {
      if (ids.length === 0) return new Map();
      const documents = await Client.find({ team_id: teamId, _id: { $in: ids } }).lean<
        ClientDocument[]
      >();
      return new Map(documents.map((document) => [document._id, toClient(document)]));
    },

    /** One page of the team's clients by id, optionally those whose name or email contains `search`. */
    async page(
      teamId: number,
      search: string | undefined,
      window: { skip: number; limit: number },
    ): Promise<{ items: ClientRecord[]; total: number }> {
      const filter = {
        team_id: teamId,
        ...(search ? { $or: [{ name: containing(search) }, { email: containing(search) }] } : {}),
      };
      const [documents, total] = await Promise.all([
        Client.find(filter)
          .sort({ _id: 1 })
          .skip(window.skip)
          .limit(window.limit)
          .lean<ClientDocument[]>(),
        Client.countDocuments(filter),
      ]);
      return { items: documents.map(toClient), total };
    },

    /** Of every team, the clients whose invoice settings have autoInvoice `on`, by id after afterId. */
    async pageWithAutoInvoice(afterId: number, limit: number): Promise<ClientRecord[]> {
      const documents = await Client.find({ 'invoices.autoInvoice': 'on', _id: { $gt: afterId } })
        .sort({ _id: 1 })
        .limit(limit)
        .lean<ClientDocument[]>();
      return documents.map(toClient);
    },

    async update(teamId: number, id: number, changes: ClientChanges): Promise<ClientRecord | null> {
      const document = await Client.findOneAndUpdate(
        { _id: id, team_id: teamId },
        { $set: setPaths(changes) },
        { returnDocument: 'after' },
      ).lean<ClientDocument>();
      return document ? toClient(document) : null;
    },

    /**
     * The team's client, written inside a project's transaction. A project write and
     * the deletion of its client then both write the client document, so they
     * conflict and one is retried: no project is ever left with a deleted client
     * (snapshot isolation alone would let both pass).
     */
    async lockForProject(teamId: number, id: number): Promise<ClientRecord | null> {
      const document = await Client.findOneAndUpdate(
        { _id: id, team_id: teamId },
        { $set: { projects_changed_at: new Date() } },
        { returnDocument: 'after', timestamps: false },
      ).lean<ClientDocument>();
      return document ? toClient(document) : null;
    },

    async delete(teamId: number, id: number): Promise<boolean> {
      const result = await Client.deleteOne({ _id: id, team_id: teamId });
      return result.deletedCount === 1;
    },
  };
}
