// tracking as the invoices service sees it in its component tests: the time entries of
// teams, claimed for an invoice and released as tracking does it (ClaimInvoiceEntries,
// ReleaseInvoiceEntries: the same rules, one call at a time, so a claim is atomic), able
// to be made "down". Rates (issue 34): GetRates answers what a test set (or a level
// without rates), UpdateRates adds a change to the level's history (dry_run: answered,
// not kept) and reprices nothing. The real tracking, against a real database, is in the
// system tests.
import {
  bindStubService,
  DEFAULT_CURRENCY,
  failedPrecondition,
  invalidArgument,
  InvoiceText,
  invoiceTooLargeText,
  MAX_INVOICE_ENTRIES,
  Reason,
  trackingProto,
  type TrackingDefinition,
  type RpcResponse,
} from '@workmesh/platform';
import { FailingMethods } from './failing-methods';
import { StubService } from './stub-service';
import { StubExpenses, type NewStubExpense, type StubExpense } from './stub-tracking-expenses';

export type TrackingMethod =
  | 'ClaimInvoiceEntries'
  | 'ReleaseInvoiceEntries'
  | 'ClaimInvoiceExpenses'
  | 'ReleaseInvoiceExpenses'
  | 'GetRates'
  | 'UpdateRates';

type TimeEntryMessage = RpcResponse<TrackingDefinition, 'GetTimeEntry'>;
/** A level's rates as GetRates answers them. */
export type StubRates = RpcResponse<TrackingDefinition, 'GetRates'>;

/** A level and its ids, as GetRates and UpdateRates name them. */
export interface StubRatesRef {
  level?: string;
  user_id?: unknown;
  client_id?: unknown;
  project_id?: unknown;
}

const ratesKey = (teamId: number | undefined, ref: StubRatesRef) =>
  [teamId ?? 0, ref.level ?? '', ref.user_id, ref.client_id, ref.project_id]
    .map((part) => String(part ?? 0))
    .join(':');

/** A time entry as the stub keeps it: what an invoice reads of it, and its lock. */
export interface StubTimeEntry {
  id: number;
  team_id: number;
  user_id: number;
  project_id: number;
  project_name: string;
  client_id: number;
  task_id: number | null;
  task_name: string | null;
  /** ISO 8601 UTC. */
  start: string;
  /** null while running. */
  end: string | null;
  billable: boolean;
  /** Per hour in `currency`, with its places (as the proto). */
  bill_rate: number;
  /** The entry's bill currency (issue 34): USD unless given. */
  currency: string;
  locked: boolean;
  locked_reason: 'approved' | 'invoiced' | null;
  invoice_id: number | null;
  /** The lock an invoice's claim replaced, restored when it is released. */
  locked_before_invoice: 'approved' | null;
}

export type NewStubTimeEntry = Pick<StubTimeEntry, 'team_id' | 'user_id' | 'client_id' | 'start'> &
  Partial<Omit<StubTimeEntry, 'id'>> & {
    /** Seconds: the entry's end is start + this (unless `end` is given). */
    seconds?: number;
  };

export class StubTracking extends StubService {
  private readonly entries = new Map<number, StubTimeEntry>();
  private readonly failing = new FailingMethods<TrackingMethod>('tracking');
  private nextId: number;
  /** Every claim answered, in order (invoice id and how many entries): tests read races. */
  readonly claims: Array<{ invoiceId: number; entryIds: number[]; currency?: string }> = [];
  /** The rates of each level, by team (the caller's) and ids. */
  private readonly rates = new Map<string, StubRates>();
  private nextRateChangeId = 1;
  /** Every GetRates and UpdateRates call, in order, with the caller's team. */
  readonly ratesCalls: Array<{
    method: 'GetRates' | 'UpdateRates';
    request: Record<string, unknown>;
    teamId?: number;
  }> = [];

  /** The teams' expenses (issue 35): ClaimInvoiceExpenses, ReleaseInvoiceExpenses. */
  readonly expenses: StubExpenses;

  constructor({
    firstEntryId = 1,
    firstExpenseId = 1,
  }: { firstEntryId?: number; firstExpenseId?: number } = {}) {
    super();
    this.nextId = firstEntryId;
    this.expenses = new StubExpenses(firstExpenseId);
  }

  /** An expense of a team's member for a client's project (billable, 10 USD unless given). */
  addExpense(expense: NewStubExpense): StubExpense {
    return this.expenses.add(expense);
  }

  expense(id: number): StubExpense | undefined {
    return this.expenses.get(id);
  }

  /** A time entry of a team's member for a client's project (billable at 100/h unless given). */
  addEntry(entry: NewStubTimeEntry): StubTimeEntry {
    const { seconds = 3600, ...fields } = entry;
    const end =
      fields.end !== undefined
        ? fields.end
        : new Date(new Date(fields.start).getTime() + seconds * 1000).toISOString();
    const stored: StubTimeEntry = {
      project_id: 1,
      project_name: 'Project',
      task_id: null,
      task_name: null,
      billable: true,
      bill_rate: 100,
      currency: 'USD',
      locked: false,
      locked_reason: null,
      invoice_id: null,
      locked_before_invoice: null,
      ...fields,
      end,
      id: this.nextId++,
    };
    this.entries.set(stored.id, stored);
    return { ...stored };
  }

  entry(id: number): StubTimeEntry | undefined {
    const found = this.entries.get(id);
    return found && { ...found };
  }

  /** The team's entries on an invoice. */
  entriesOf(invoiceId: number): StubTimeEntry[] {
    return [...this.entries.values()].filter((entry) => entry.invoice_id === invoiceId);
  }

  /** Marks the entries as claimed for the invoice, as a claim that was answered would have. */
  claimFor(teamId: number, invoiceId: number, entryIds: number[]): void {
    for (const id of entryIds) {
      const entry = this.entries.get(id);
      if (!entry || entry.team_id !== teamId) continue;
      entry.locked_before_invoice = entry.locked_reason === 'approved' ? 'approved' : null;
      Object.assign(entry, { invoice_id: invoiceId, locked: true, locked_reason: 'invoiced' });
    }
  }

  /** The running entry ends at `end` (its timer stopped). */
  endEntry(id: number, end: string): void {
    const entry = this.entries.get(id);
    if (entry) entry.end = end;
  }

  /** What GetRates answers for the level and ids in the team (replacing earlier ones). */
  setRates(teamId: number, rates: StubRates): void {
    this.rates.set(ratesKey(teamId, rates), rates);
  }

  /** A level without rates: no rate set, an empty history, rate_missing. */
  private noRates(ref: {
    level?: string;
    user_id?: number;
    client_id?: number;
    project_id?: number;
  }): StubRates {
    return {
      level: ref.level ?? '',
      ...(ref.user_id ? { user_id: ref.user_id } : {}),
      ...(ref.client_id ? { client_id: ref.client_id } : {}),
      ...(ref.project_id ? { project_id: ref.project_id } : {}),
      currency: DEFAULT_CURRENCY,
      pay_currency: DEFAULT_CURRENCY,
      history: [],
      applied: { rate_missing: true },
      today: new Date().toISOString().slice(0, 10),
    };
  }

  /** Until the returned function is called, the methods answer UNAVAILABLE. */
  fail(...methods: TrackingMethod[]): () => void {
    return this.failing.fail(...methods);
  }

  private message(entry: StubTimeEntry): TimeEntryMessage {
    const seconds = entry.end
      ? Math.round((new Date(entry.end).getTime() - new Date(entry.start).getTime()) / 1000)
      : 0;
    return {
      id: entry.id,
      team_id: entry.team_id,
      user_id: entry.user_id,
      project_id: entry.project_id,
      client_id: entry.client_id,
      ...(entry.task_id === null ? {} : { task_id: entry.task_id }),
      description: '',
      start: entry.start,
      ...(entry.end === null ? {} : { end: entry.end }),
      duration: seconds,
      billable: entry.billable,
      timezone: 'UTC',
      bill_rate: entry.bill_rate,
      currency: entry.currency,
      cost_currency: 'USD',
      rate_missing: false,
      pay_rate: 0,
      billable_amount: 0,
      cost_amount: 0,
      source: 'manual',
      locked: entry.locked,
      ...(entry.locked_reason === null ? {} : { locked_reason: entry.locked_reason }),
      ...(entry.invoice_id === null ? {} : { invoice_id: entry.invoice_id }),
      created_at: entry.start,
      updated_at: entry.start,
      pay_type: 'hourly',
      project_name: entry.project_name,
      ...(entry.task_name === null ? {} : { task_name: entry.task_name }),
      client_name: '',
      limit_overridden: false,
    };
  }

  protected binding() {
    const byStart = (a: StubTimeEntry, b: StubTimeEntry) => a.start.localeCompare(b.start);
    return bindStubService('workmesh.tracking.v1.Tracking', trackingProto().Tracking.service, {
      ClaimInvoiceEntries: async (request) => {
        this.failing.check('ClaimInvoiceEntries');
        const teamEntries = [...this.entries.values()].filter(
          (entry) => entry.team_id === request.team_id,
        );
        const earlier = teamEntries.filter((entry) => entry.invoice_id === request.invoice_id);
        if (earlier.length > 0) {
          return { time_entries: earlier.sort(byStart).map((entry) => this.message(entry)) };
        }
        const from = new Date(request.from).getTime();
        const to = new Date(request.to).getTime();
        const inPeriod = teamEntries.filter((entry) => {
          const start = new Date(entry.start).getTime();
          return entry.client_id === request.client_id && start >= from && start < to;
        });
        if (inPeriod.some((entry) => entry.end === null))
          throw failedPrecondition(Reason.INVOICE_TIMER_RUNNING, InvoiceText.TIMER_RUNNING);
        const claimed = inPeriod
          .filter(
            (entry) =>
              entry.invoice_id === null &&
              (entry.billable || request.include_non_billable) &&
              // Only entries billed in the invoice's currency (issue 34); '' any.
              (!request.currency || entry.currency === request.currency) &&
              (!entry.locked || entry.locked_reason === 'approved'),
          )
          .sort(byStart);
        if (claimed.length > MAX_INVOICE_ENTRIES)
          throw failedPrecondition(Reason.INVOICE_TOO_LARGE, invoiceTooLargeText(claimed.length));
        for (const entry of claimed) {
          entry.locked_before_invoice = entry.locked_reason === 'approved' ? 'approved' : null;
          entry.invoice_id = request.invoice_id;
          entry.locked = true;
          entry.locked_reason = 'invoiced';
        }
        this.claims.push({
          invoiceId: request.invoice_id,
          entryIds: claimed.map((entry) => entry.id),
          currency: request.currency,
        });
        return { time_entries: claimed.map((entry) => this.message(entry)) };
      },
      GetRates: async (request, context) => {
        this.failing.check('GetRates');
        const teamId = context.caller?.teamId;
        this.ratesCalls.push({ method: 'GetRates', request: { ...request }, teamId });
        return this.rates.get(ratesKey(teamId, request)) ?? this.noRates(request);
      },
      UpdateRates: async (request, context) => {
        this.failing.check('UpdateRates');
        const teamId = context.caller?.teamId;
        this.ratesCalls.push({ method: 'UpdateRates', request: { ...request }, teamId });
        if (!request.effective_from)
          throw invalidArgument(
            Reason.INVALID_PARAMETERS,
            'The effective_from field is required.',
            { effective_from: ['The effective_from field is required.'] },
          );
        const key = ratesKey(teamId, request);
        const before = this.rates.get(key) ?? this.noRates(request);
        const change = {
          id: this.nextRateChangeId++,
          ...(request.bill_rate === undefined ? {} : { bill_rate: request.bill_rate }),
          ...(request.pay_rate === undefined ? {} : { pay_rate: request.pay_rate }),
          effective_from: request.effective_from,
          created_at: new Date().toISOString(),
          created_by: context.caller?.userId ?? 0,
        };
        const rates: StubRates = {
          ...before,
          ...(request.bill_rate === undefined
            ? {}
            : { bill_rate: request.bill_rate, bill_rate_effective_from: request.effective_from }),
          ...(request.pay_rate === undefined
            ? {}
            : { pay_rate: request.pay_rate, pay_rate_effective_from: request.effective_from }),
          history: [change, ...(before.history ?? [])],
        };
        const dryRun = request.dry_run ?? false;
        if (!dryRun) this.rates.set(key, rates);
        return {
          rates,
          dry_run: dryRun,
          ...(request.apply_from
            ? { repricing: { apply_from: request.apply_from, entries: 0, changes: [] } }
            : {}),
        };
      },
      ClaimInvoiceExpenses: async (request) => {
        this.failing.check('ClaimInvoiceExpenses');
        return this.expenses.claim(request);
      },
      ReleaseInvoiceExpenses: async (request) => {
        this.failing.check('ReleaseInvoiceExpenses');
        return this.expenses.release(request.team_id, request.invoice_id);
      },
      ReleaseInvoiceEntries: async (request) => {
        this.failing.check('ReleaseInvoiceEntries');
        let released = 0;
        for (const entry of this.entries.values()) {
          if (entry.team_id !== request.team_id || entry.invoice_id !== request.invoice_id)
            continue;
          entry.invoice_id = null;
          entry.locked = entry.locked_before_invoice !== null;
          entry.locked_reason = entry.locked_before_invoice;
          entry.locked_before_invoice = null;
          released += 1;
        }
        return { released };
      },
    });
  }
}
