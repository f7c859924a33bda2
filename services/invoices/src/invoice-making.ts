// Making and sending an invoice, shared by the invoice routes (invoices.ts) and automatic
// invoicing (schedules.ts).
//
// Making an invoice spans two databases: the entries are tracking's. So it goes in three
// steps, each safe to repeat: (1) a `pending` invoice is stored under its id; (2) tracking
// claims the client's uninvoiced entries of the period for that id, in one transaction
// of its own (the same id again answers the same entries); (3) one transaction here takes
// the team's next number and turns the pending invoice into a draft with its lines and
// records invoice.created. When the client's include_expense is yes, step 2 claims the
// period's billable expenses too (issue 35, expense-lines.ts), after the entries, for the
// same id and as safely repeated; an invoice of expenses alone is made. A creation that dies between the steps leaves a pending
// invoice that the sweep (schedules.ts) gives up once its lease passes: marked abandoned
// (step 3 can no longer finish it), its entries released, then removed.
import {
  dayOfIsoDate,
  DomainError,
  failedPrecondition,
  formatInvoiceNumber,
  InvoiceText,
  Reason,
  startOfLocalDay,
  unavailable,
} from '@workmesh/platform';
import type { InvoicingClient } from './clients-directory';
import type { InvoicesDependencies } from './dependencies';
import {
  INVOICES_AUDIT_ACTIONS,
  INVOICES_SCHEDULED_AUDIT_ACTIONS,
  invoiceChangeRecorded,
  invoiceCreated,
  invoiceSent,
  type InvoicesAuditAction,
} from './events';
import { expenseLines, type BilledExpense } from './expense-lines';
import { addDays, periodInstants, todayIn } from './invoice-periods';
import {
  fixedPriceLine,
  hourlyLines,
  lineItemOf,
  namesUsers,
  tooManyPlacesText,
  totalsOf,
  type BilledEntry,
} from './invoice-rules';
import { badField } from './request-validation';
import { toInvoiceEventData } from './invoice-views';
import { firstLateFeeAt } from './late-fees';
import type { InvoiceRecord, StoredStatus } from './models';
import type { InvoicingTeam } from './teams-directory';

export interface MakeInvoiceRequest {
  team: InvoicingTeam;
  client: InvoicingClient;
  /** First and last day billed (YYYY-MM-DD, inclusive), in the team's zone. */
  from: string;
  to: string;
  issueDate?: string;
  createdBy: number;
  automatic: boolean;
  /** Automatic invoicing's run names its invoice's id, so a repeated run makes no second one. */
  invoiceId?: number;
}

export const isNoUninvoicedTime = (error: unknown): boolean =>
  error instanceof DomainError && error.reason === Reason.NO_UNINVOICED_TIME;

/** Step 1's record: the invoice as pending, under its id, until `pendingUntil`. */
function pendingInvoice(
  request: MakeInvoiceRequest,
  id: number,
  issueDate: string,
  pendingUntil: Date,
): Omit<InvoiceRecord, 'created_at' | 'updated_at'> {
  const { team, client } = request;
  const netTerm = client.netTerm ?? team.defaultNetTerm;
  return {
    id,
    team_id: team.id,
    team_name: team.name,
    client_id: client.id,
    client: client.billed,
    number: null,
    status: 'pending',
    timezone: team.timezone,
    period_from: request.from,
    period_to: request.to,
    issue_date: issueDate,
    due_date: addDays(issueDate, netTerm),
    net_term: netTerm,
    // The client's currency (issue 34): every amount of the invoice is in it.
    currency: client.currency,
    line_item: client.amountBasedOn === 'fixed' ? 'fixed' : lineItemOf(client.lineItem),
    amount_based_on: client.amountBasedOn,
    lines: [],
    subtotal_cents: 0,
    tax_rate: client.taxRate,
    tax_cents: 0,
    total_cents: 0,
    notes: client.notes ?? team.defaultNotes,
    time_entry_ids: [],
    expense_ids: [],
    automatic: request.automatic,
    created_by: request.createdBy,
    pending_until: pendingUntil,
    sent_at: null,
    paid_at: null,
    voided_at: null,
    reminder_at: null,
    reminder_sent_at: null,
    late_fees_applied: 0,
    late_fee_next_at: null,
  };
}

/**
 * Step 2: the client's uninvoiced entries of the period, and its billable expenses dated
 * in its days when include_expense is yes, claimed by tracking for the invoice's id.
 */
async function claimBilled(
  tracking: InvoicesDependencies['tracking'],
  { team, client, from, to }: MakeInvoiceRequest,
  invoiceId: number,
): Promise<{ entries: BilledEntry[]; expenses: BilledExpense[] }> {
  const period = periodInstants(from, to, team.timezone);
  const entries = await tracking.claimEntries({
    teamId: team.id,
    clientId: client.id,
    from: period.from,
    to: period.to,
    invoiceId,
    includeNonBillable: client.includeNonBillable,
    currency: client.currency,
  });
  const expenses = client.includeExpense
    ? await tracking.claimExpenses({
        teamId: team.id,
        clientId: client.id,
        from,
        to,
        invoiceId,
        currency: client.currency,
      })
    : [];
  return { entries, expenses };
}

/** Making: the three steps, and giving up what a failed creation claimed. */
export function invoiceMaking(deps: InvoicesDependencies) {
  const { repository, outbox, tracking, identity, logger, metrics } = deps;

  /** Releases what a failed creation may have claimed and removes its pending invoice. */
  async function giveUpPending(teamId: number, invoiceId: number): Promise<void> {
    try {
      await tracking.releaseEntries(teamId, invoiceId);
      await tracking.releaseExpenses(teamId, invoiceId);
      await repository.invoices.removePending(teamId, invoiceId);
    } catch (err) {
      // The sweep finishes it once the lease passes.
      logger.warn({ err, invoice_id: invoiceId }, 'a failed invoice creation is left to the sweep');
    }
  }

  async function linesOf(
    client: InvoicingClient,
    team: InvoicingTeam,
    entries: BilledEntry[],
    from: string,
    to: string,
  ) {
    // Expenses alone (no time): no time line, not even a fixed price's.
    if (entries.length === 0) return [];
    if (client.amountBasedOn === 'fixed')
      return fixedPriceLine(client.fixedPriceMinor ?? 0, from, to, entries.length);
    const lineItem = lineItemOf(client.lineItem);
    const names = namesUsers(lineItem)
      ? await identity.namesOf([...new Set(entries.map((entry) => entry.user_id))])
      : new Map<number, string>();
    return hourlyLines(entries, lineItem, team.timezone, names);
  }

  /** The three steps of the header: pending, claimed, draft (numbered) with invoice.created. */
  async function makeInvoice(request: MakeInvoiceRequest): Promise<InvoiceRecord> {
    const { team, client, from, to } = request;
    // A fixed price with more places than the client's currency has bills no amount.
    if (client.amountBasedOn === 'fixed' && client.fixedPriceMinor === null)
      throw badField('fixedPrice', tooManyPlacesText('fixedPrice', client.currency));
    const now = deps.now();
    const issueDate = request.issueDate ?? todayIn(now, team.timezone);
    const id = request.invoiceId ?? (await repository.nextId('invoices'));

    const existing = await repository.invoices.find(team.id, id);
    if (existing && existing.status === 'abandoned')
      throw unavailable(Reason.SERVICE_UNAVAILABLE, 'The invoice is being given up; try again');
    if (existing && existing.status !== 'pending') return existing;
    if (!existing)
      await repository.invoices.insertPending(
        pendingInvoice(request, id, issueDate, new Date(now.getTime() + deps.leaseMs)),
      );

    let claimed: { entries: BilledEntry[]; expenses: BilledExpense[] };
    try {
      claimed = await claimBilled(tracking, request, id);
    } catch (error) {
      await giveUpPending(team.id, id);
      throw error;
    }
    const { entries, expenses } = claimed;
    // Nothing to bill: neither time nor (when included) expenses.
    if (entries.length === 0 && expenses.length === 0) {
      await repository.invoices.removePending(team.id, id);
      throw failedPrecondition(Reason.NO_UNINVOICED_TIME, InvoiceText.NO_UNINVOICED_TIME);
    }

    const timeLines = await linesOf(client, team, entries, from, to);
    const lines = [...timeLines, ...expenseLines(expenses, client.currency, timeLines.length + 1)];
    const totals = totalsOf(lines, client.taxRate);
    const invoice = await repository.transaction(async () => {
      const seq = await repository.counters.next(team.id);
      const made = await repository.invoices.transition(team.id, id, ['pending'], {
        status: 'draft',
        number: formatInvoiceNumber(team.numberFormat, seq, issueDate),
        lines,
        subtotal_cents: totals.subtotalCents,
        tax_cents: totals.taxCents,
        total_cents: totals.totalCents,
        time_entry_ids: entries.map((entry) => entry.id),
        expense_ids: expenses.map((expense) => expense.id),
        pending_until: null,
      });
      // The sweep gave this creation up (it outlived its lease): its entries are released.
      if (!made) throw unavailable(Reason.SERVICE_UNAVAILABLE, 'The invoice creation timed out');
      await outbox.record(invoiceCreated(toInvoiceEventData(made)));
      await outbox.record(
        invoiceChangeRecorded(
          request.automatic
            ? INVOICES_SCHEDULED_AUDIT_ACTIONS.autoCreate
            : INVOICES_AUDIT_ACTIONS.CreateInvoice,
          made,
        )!,
      );
      return made;
    });
    outbox.kick();
    metrics.invoice('created', invoice.automatic);
    logger.info(
      {
        invoice_id: invoice.id,
        team_id: team.id,
        number: invoice.number,
        entries: entries.length,
        expenses: expenses.length,
      },
      'invoice created',
    );
    return invoice;
  }

  return { makeInvoice };
}

/** Sending: draft → sent (or sent again), with the reminder's instant. */
export function invoiceSending(deps: InvoicesDependencies) {
  const { repository, outbox, clients, teams, metrics } = deps;

  /** When a sent invoice is mailed again: due date + reminder_days, start of that day. */
  const reminderAt = (invoice: InvoiceRecord, client: InvoicingClient | null): Date | null => {
    const days = client?.reminderDays ?? null;
    if (days === null) return null;
    return startOfLocalDay((dayOfIsoDate(invoice.due_date) as number) + days, invoice.timezone);
  };

  /**
   * draft → sent (or sent again when `from` allows it), with invoice.sent in the same
   * transaction: the notifier mails it, and the change for the audit (`action`: the
   * caller's send, or the automatic one). null when the invoice was not in `from`.
   */
  async function sendInvoice(
    invoice: InvoiceRecord,
    from: readonly StoredStatus[],
    action: InvoicesAuditAction = INVOICES_AUDIT_ACTIONS.SendInvoice,
  ): Promise<InvoiceRecord | null> {
    const [client, team] = await Promise.all([
      clients.clientOf(invoice.team_id, invoice.client_id),
      invoice.sent_at ? null : teams.teamOf(invoice.team_id),
    ]);
    const now = deps.now();
    const sent = await repository.transaction(async () => {
      const changed = await repository.invoices.transition(invoice.team_id, invoice.id, from, {
        status: 'sent',
        sent_at: invoice.sent_at ?? now,
        // The address mailed is the client's as it is now (it may have changed since).
        client: client ? { ...invoice.client, email: client.billed.email } : invoice.client,
        ...(invoice.sent_at
          ? {}
          : {
              reminder_at: reminderAt(invoice, client),
              // The first late fee's instant (late-fees.ts), when the client and team charge one.
              late_fee_next_at: firstLateFeeAt(invoice, team, client),
            }),
      });
      if (!changed) return null;
      await outbox.record(invoiceSent(toInvoiceEventData(changed)));
      const recorded = invoiceChangeRecorded(action, changed, invoice);
      if (recorded) await outbox.record(recorded);
      return changed;
    });
    outbox.kick();
    if (sent) metrics.invoice('sent', sent.automatic);
    return sent;
  }

  return { sendInvoice };
}
