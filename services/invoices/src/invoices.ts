// Client invoices from tracked time (issue 20): the use cases behind the invoice routes,
// and the making and sending that automatic invoicing shares with them.
//
// Making an invoice spans two databases: the entries are tracking's. So it goes in three
// steps, each safe to repeat: (1) a `pending` invoice is stored under its id; (2) tracking
// claims the client's uninvoiced entries of the period for that id, in one transaction
// of its own (the same id again answers the same entries); (3) one transaction here takes
// the team's next number and turns the pending invoice into a draft with its lines and
// records invoice.created. A creation that dies between the steps leaves a pending
// invoice that the sweep (schedules.ts) gives up once its lease passes: marked abandoned
// (step 3 can no longer finish it), its entries released, then removed.
import {
  authorizeInTeam,
  dayOfIsoDate,
  DomainError,
  failedPrecondition,
  formatInvoiceNumber,
  InvoiceText,
  OWNER_OR_MANAGER,
  Reason,
  recordNotFound,
  startOfLocalDay,
  unavailable,
  type Caller,
} from '@workmesh/platform';
import type { InvoicingClient } from './clients-directory';
import type { InvoicesDependencies } from './dependencies';
import { invoiceCreated, invoicePaid, invoiceSent, invoiceVoided } from './events';
import { renderInvoicePdf } from './invoice-pdf';
import { addDays, periodInstants, todayIn } from './invoice-periods';
import {
  fixedPriceLine,
  hourlyLines,
  lineItemOf,
  namesUsers,
  totalsOf,
  type BilledEntry,
} from './invoice-rules';
import { toInvoiceEventData, toInvoicePdfInput } from './invoice-views';
import type { InvoiceRecord, StoredStatus } from './models';
import {
  badField,
  pageOf,
  validatedCreateInvoice,
  validatedInvoiceForTeam,
  validatedInvoiceRef,
  validatedListInvoices,
  validatedMarkPaid,
  validatedUpdateInvoice,
  windowOf,
  type Page,
} from './request-validation';
import type { RequestOf } from './models/proto-messages';
import type { InvoicingTeam } from './teams-directory';

/** An invoice as a reader is shown it: overdue is derived from today in the team's zone. */
export interface InvoiceView {
  invoice: InvoiceRecord;
  today: string;
}

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

export const clientNotFound = () => recordNotFound(Reason.CLIENT_NOT_FOUND);
export const invoiceNotFound = () => recordNotFound(Reason.INVOICE_NOT_FOUND);
const statusConflict = (message: string) =>
  failedPrecondition(Reason.INVOICE_STATUS_CONFLICT, message);
export const isNoUninvoicedTime = (error: unknown): boolean =>
  error instanceof DomainError && error.reason === Reason.NO_UNINVOICED_TIME;

/** A paid_at this far ahead of the clock is refused (clocks of caller and server differ). */
const PAID_AT_CLOCK_SKEW_MS = 5 * 60 * 1000;
const CURRENCY = 'USD';

export type InvoicesUseCases = ReturnType<typeof invoicesUseCases>;

export function invoicesUseCases(deps: InvoicesDependencies) {
  const { repository, outbox, teams, clients, tracking, identity, logger, metrics } = deps;

  /** Owners and managers of the caller's current team (issue 20: "Owners and managers only"). */
  const authorize = (caller: Caller | undefined) =>
    authorizeInTeam(teams, caller, OWNER_OR_MANAGER);

  async function teamOf(teamId: number): Promise<InvoicingTeam> {
    const team = await teams.teamOf(teamId);
    if (!team) throw recordNotFound(Reason.TEAM_NOT_FOUND);
    return team;
  }

  async function visibleInvoice(teamId: number, invoiceId: number): Promise<InvoiceRecord> {
    const invoice = await repository.invoices.findVisible(teamId, invoiceId);
    if (!invoice) throw invoiceNotFound();
    return invoice;
  }

  /** Releases what a failed creation may have claimed and removes its pending invoice. */
  async function giveUpPending(teamId: number, invoiceId: number): Promise<void> {
    try {
      await tracking.releaseEntries(teamId, invoiceId);
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
    if (client.amountBasedOn === 'fixed')
      return fixedPriceLine(client.fixedPriceCents, from, to, entries.length);
    const lineItem = lineItemOf(client.lineItem);
    const names = namesUsers(lineItem)
      ? await identity.namesOf([...new Set(entries.map((entry) => entry.user_id))])
      : new Map<number, string>();
    return hourlyLines(entries, lineItem, team.timezone, names);
  }

  /** The three steps of the header: pending, claimed, draft (numbered) with invoice.created. */
  async function makeInvoice(request: MakeInvoiceRequest): Promise<InvoiceRecord> {
    const { team, client, from, to } = request;
    const now = deps.now();
    const issueDate = request.issueDate ?? todayIn(now, team.timezone);
    const netTerm = client.netTerm ?? team.defaultNetTerm;
    const id = request.invoiceId ?? (await repository.nextId('invoices'));

    const existing = await repository.invoices.find(team.id, id);
    if (existing && existing.status === 'abandoned')
      throw unavailable(Reason.SERVICE_UNAVAILABLE, 'The invoice is being given up; try again');
    if (existing && existing.status !== 'pending') return existing;
    if (!existing) {
      await repository.invoices.insertPending({
        id,
        team_id: team.id,
        team_name: team.name,
        client_id: client.id,
        client: client.billed,
        number: null,
        status: 'pending',
        timezone: team.timezone,
        period_from: from,
        period_to: to,
        issue_date: issueDate,
        due_date: addDays(issueDate, netTerm),
        net_term: netTerm,
        currency: CURRENCY,
        line_item: client.amountBasedOn === 'fixed' ? 'fixed' : lineItemOf(client.lineItem),
        amount_based_on: client.amountBasedOn,
        lines: [],
        subtotal_cents: 0,
        tax_rate: client.taxRate,
        tax_cents: 0,
        total_cents: 0,
        notes: client.notes ?? team.defaultNotes,
        time_entry_ids: [],
        automatic: request.automatic,
        created_by: request.createdBy,
        pending_until: new Date(now.getTime() + deps.leaseMs),
        sent_at: null,
        paid_at: null,
        voided_at: null,
        reminder_at: null,
        reminder_sent_at: null,
      });
    }

    let entries: BilledEntry[];
    try {
      const period = periodInstants(from, to, team.timezone);
      entries = await tracking.claimEntries({
        teamId: team.id,
        clientId: client.id,
        from: period.from,
        to: period.to,
        invoiceId: id,
        includeNonBillable: client.includeNonBillable,
      });
    } catch (error) {
      await giveUpPending(team.id, id);
      throw error;
    }
    if (entries.length === 0) {
      await repository.invoices.removePending(team.id, id);
      throw failedPrecondition(Reason.NO_UNINVOICED_TIME, InvoiceText.NO_UNINVOICED_TIME);
    }

    const lines = await linesOf(client, team, entries, from, to);
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
        pending_until: null,
      });
      // The sweep gave this creation up (it outlived its lease): its entries are released.
      if (!made) throw unavailable(Reason.SERVICE_UNAVAILABLE, 'The invoice creation timed out');
      await outbox.record(invoiceCreated(toInvoiceEventData(made)));
      return made;
    });
    outbox.kick();
    metrics.invoice('created', invoice.automatic);
    logger.info(
      { invoice_id: invoice.id, team_id: team.id, number: invoice.number, entries: entries.length },
      'invoice created',
    );
    return invoice;
  }

  /** When a sent invoice is mailed again: due date + reminder_days, start of that day. */
  const reminderAt = (invoice: InvoiceRecord, client: InvoicingClient | null): Date | null => {
    const days = client?.reminderDays ?? null;
    if (days === null) return null;
    return startOfLocalDay((dayOfIsoDate(invoice.due_date) as number) + days, invoice.timezone);
  };

  /**
   * draft → sent (or sent again when `from` allows it), with invoice.sent in the same
   * transaction: the notifier mails it. null when the invoice was not in `from`.
   */
  async function sendInvoice(
    invoice: InvoiceRecord,
    from: readonly StoredStatus[],
  ): Promise<InvoiceRecord | null> {
    const client = await clients.clientOf(invoice.team_id, invoice.client_id);
    const now = deps.now();
    const sent = await repository.transaction(async () => {
      const changed = await repository.invoices.transition(invoice.team_id, invoice.id, from, {
        status: 'sent',
        sent_at: invoice.sent_at ?? now,
        // The address mailed is the client's as it is now (it may have changed since).
        client: client ? { ...invoice.client, email: client.billed.email } : invoice.client,
        ...(invoice.sent_at ? {} : { reminder_at: reminderAt(invoice, client) }),
      });
      if (changed) await outbox.record(invoiceSent(toInvoiceEventData(changed)));
      return changed;
    });
    outbox.kick();
    if (sent) metrics.invoice('sent', sent.automatic);
    return sent;
  }

  async function view(invoice: InvoiceRecord): Promise<InvoiceView> {
    const team = await teamOf(invoice.team_id);
    return { invoice, today: todayIn(deps.now(), team.timezone) };
  }

  async function pdfOf(invoice: InvoiceRecord) {
    const { today } = await view(invoice);
    return {
      content: await renderInvoicePdf(toInvoicePdfInput(invoice, today)),
      filename: `${invoice.number}.pdf`,
    };
  }

  return {
    makeInvoice,
    sendInvoice,

    async createInvoice(caller: Caller | undefined, request: RequestOf<'CreateInvoice'>) {
      const access = await authorize(caller);
      const input = validatedCreateInvoice(request);
      const [team, client] = await Promise.all([
        teamOf(access.teamId),
        clients.clientOf(access.teamId, input.client_id),
      ]);
      if (!client) throw clientNotFound();
      const invoice = await makeInvoice({
        team,
        client,
        from: input.from,
        to: input.to,
        issueDate: input.issue_date,
        createdBy: access.caller.userId,
        automatic: false,
      });
      return view(invoice);
    },

    async listInvoices(
      caller: Caller | undefined,
      request: RequestOf<'ListInvoices'>,
    ): Promise<{ page: Page<InvoiceRecord>; today: string }> {
      const access = await authorize(caller);
      const input = validatedListInvoices(request);
      const team = await teamOf(access.teamId);
      const today = todayIn(deps.now(), team.timezone);
      const found = await repository.invoices.list(
        access.teamId,
        { client_id: input.client_id, status: input.status },
        today,
        windowOf(input),
      );
      return { page: pageOf(found, input), today };
    },

    async getInvoice(caller: Caller | undefined, request: RequestOf<'GetInvoice'>) {
      const access = await authorize(caller);
      const { invoice_id } = validatedInvoiceRef(request);
      return view(await visibleInvoice(access.teamId, invoice_id));
    },

    async updateInvoice(caller: Caller | undefined, request: RequestOf<'UpdateInvoice'>) {
      const access = await authorize(caller);
      const input = validatedUpdateInvoice(request);
      const invoice = await visibleInvoice(access.teamId, input.invoice_id);
      if (invoice.status !== 'draft') throw statusConflict(InvoiceText.ONLY_DRAFT_UPDATE);

      const issueDate = input.issue_date ?? invoice.issue_date;
      const dueDate =
        input.due_date ??
        (input.issue_date ? addDays(input.issue_date, invoice.net_term) : invoice.due_date);
      if (dueDate < issueDate)
        throw badField('due_date', 'The due_date must be a date after or equal to issue_date.');
      const descriptions = new Map(input.lines.map((line) => [line.id, line.description]));
      for (const id of descriptions.keys())
        if (!invoice.lines.some((line) => line.id === id))
          throw badField('lines', `There is no line ${id} on this invoice.`);

      const updated = await repository.invoices.transition(access.teamId, invoice.id, ['draft'], {
        issue_date: issueDate,
        due_date: dueDate,
        ...(input.notes === undefined ? {} : { notes: input.notes }),
        lines: invoice.lines.map((line) => ({
          ...line,
          description: descriptions.get(line.id) ?? line.description,
        })),
      });
      if (!updated) throw statusConflict(InvoiceText.ONLY_DRAFT_UPDATE);
      return view(updated);
    },

    async sendInvoiceNow(caller: Caller | undefined, request: RequestOf<'SendInvoice'>) {
      const access = await authorize(caller);
      const { invoice_id } = validatedInvoiceRef(request);
      const invoice = await visibleInvoice(access.teamId, invoice_id);
      if (invoice.status !== 'draft' && invoice.status !== 'sent')
        throw statusConflict(InvoiceText.CANNOT_SEND);
      const sent = await sendInvoice(invoice, ['draft', 'sent']);
      if (!sent) throw statusConflict(InvoiceText.CANNOT_SEND);
      return view(sent);
    },

    async markPaid(caller: Caller | undefined, request: RequestOf<'MarkInvoicePaid'>) {
      const access = await authorize(caller);
      const input = validatedMarkPaid(request);
      const now = deps.now();
      const paidAt = input.paid_at ?? now;
      if (paidAt.getTime() > now.getTime() + PAID_AT_CLOCK_SKEW_MS)
        throw badField('paid_at', 'The paid_at may not be in the future.');
      const invoice = await visibleInvoice(access.teamId, input.invoice_id);
      if (invoice.status !== 'sent') throw statusConflict(InvoiceText.CANNOT_MARK_PAID);
      const paid = await repository.transaction(async () => {
        const changed = await repository.invoices.transition(access.teamId, invoice.id, ['sent'], {
          status: 'paid',
          paid_at: paidAt,
        });
        if (changed) await outbox.record(invoicePaid(toInvoiceEventData(changed)));
        return changed;
      });
      outbox.kick();
      if (!paid) throw statusConflict(InvoiceText.CANNOT_MARK_PAID);
      metrics.invoice('paid', paid.automatic);
      return view(paid);
    },

    async voidInvoice(caller: Caller | undefined, request: RequestOf<'VoidInvoice'>) {
      const access = await authorize(caller);
      const { invoice_id } = validatedInvoiceRef(request);
      const invoice = await visibleInvoice(access.teamId, invoice_id);
      if (invoice.status !== 'draft' && invoice.status !== 'sent')
        throw statusConflict(InvoiceText.CANNOT_VOID);
      const voided = await repository.transaction(async () => {
        const changed = await repository.invoices.transition(
          access.teamId,
          invoice.id,
          ['draft', 'sent'],
          { status: 'void', voided_at: deps.now() },
        );
        if (changed) await outbox.record(invoiceVoided(toInvoiceEventData(changed)));
        return changed;
      });
      outbox.kick();
      if (!voided) throw statusConflict(InvoiceText.CANNOT_VOID);
      metrics.invoice('voided', voided.automatic);
      // Released now so the caller sees its entries free; tracking's consumer of
      // invoice.voided releases them too if this call fails (both idempotent).
      try {
        await tracking.releaseEntries(access.teamId, invoice.id);
      } catch (err) {
        logger.warn(
          { err, invoice_id: invoice.id },
          'releasing a voided invoice is left to its event',
        );
      }
      return view(voided);
    },

    async invoicePdf(caller: Caller | undefined, request: RequestOf<'GetInvoicePdf'>) {
      const access = await authorize(caller);
      const { invoice_id } = validatedInvoiceRef(request);
      return pdfOf(await visibleInvoice(access.teamId, invoice_id));
    },

    /** The notifier's: a team's invoice's PDF, without a caller. */
    async invoicePdfForTeam(request: RequestOf<'GetInvoicePdfForTeam'>) {
      const { team_id, invoice_id } = validatedInvoiceForTeam(request);
      return pdfOf(await visibleInvoice(team_id, invoice_id));
    },
  };
}
