// Client invoices from tracked time (issue 20): the use cases behind the invoice routes.
// Making and sending an invoice, which automatic invoicing shares with them, are in
// invoice-making.ts.
import {
  authorizeInTeam,
  failedPrecondition,
  InvoiceText,
  OWNER_OR_MANAGER,
  Reason,
  recordNotFound,
  type Caller,
} from '@workmesh/platform';
import type { InvoicesDependencies } from './dependencies';
import {
  INVOICES_AUDIT_ACTIONS,
  invoiceChangeRecorded,
  invoicePaid,
  invoiceVoided,
} from './events';
import { invoiceMaking, invoiceSending, type MakeInvoiceRequest } from './invoice-making';
import { isOpenInvoice, OPEN_INVOICE_STATUSES } from './invoice-rules';
import { renderInvoicePdf } from './invoice-pdf';
import { addDays, todayIn } from './invoice-periods';
import { toInvoiceEventData, toInvoicePdfInput } from './invoice-views';
import type { InvoiceRecord } from './models';
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

export { isNoUninvoicedTime, type MakeInvoiceRequest } from './invoice-making';

/** An invoice as a reader is shown it: overdue is derived from today in the team's zone. */
export interface InvoiceView {
  invoice: InvoiceRecord;
  today: string;
}

export const clientNotFound = () => recordNotFound(Reason.CLIENT_NOT_FOUND);
export const invoiceNotFound = () => recordNotFound(Reason.INVOICE_NOT_FOUND);
const statusConflict = (message: string) =>
  failedPrecondition(Reason.INVOICE_STATUS_CONFLICT, message);

/** A paid_at this far ahead of the clock is refused (clocks of caller and server differ). */
const PAID_AT_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** What the operations share: who may, the team, the visible invoice, and how it is shown. */
function invoiceAccess(deps: InvoicesDependencies) {
  const { repository, teams } = deps;

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

  async function view(invoice: InvoiceRecord): Promise<InvoiceView> {
    const team = await teamOf(invoice.team_id);
    return { invoice, today: todayIn(deps.now(), team.timezone) };
  }

  /** The PDF: amounts written in the team's locale as it is now (issue 34). */
  async function pdfOf(invoice: InvoiceRecord) {
    const team = await teamOf(invoice.team_id);
    const today = todayIn(deps.now(), team.timezone);
    return {
      content: await renderInvoicePdf(toInvoicePdfInput(invoice, today, team.locale)),
      filename: `${invoice.number}.pdf`,
    };
  }

  return { authorize, teamOf, visibleInvoice, view, pdfOf };
}

type InvoiceAccess = ReturnType<typeof invoiceAccess>;

/** Reads: the list, one invoice, its PDF (the caller's, or the notifier's without a caller). */
function invoiceReads(deps: InvoicesDependencies, shared: InvoiceAccess) {
  const { repository } = deps;
  const { authorize, teamOf, visibleInvoice, view, pdfOf } = shared;

  return {
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

/** Create, edit a draft, and send (or send again), through the making and sending. */
function invoiceEdits(
  deps: InvoicesDependencies,
  shared: InvoiceAccess,
  makeInvoice: (request: MakeInvoiceRequest) => Promise<InvoiceRecord>,
  sendInvoice: ReturnType<typeof invoiceSending>['sendInvoice'],
) {
  const { repository, outbox, clients } = deps;
  const { authorize, teamOf, visibleInvoice, view } = shared;

  return {
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

      const updated = await repository.transaction(async () => {
        const changed = await repository.invoices.transition(access.teamId, invoice.id, ['draft'], {
          issue_date: issueDate,
          due_date: dueDate,
          ...(input.notes === undefined ? {} : { notes: input.notes }),
          lines: invoice.lines.map((line) => ({
            ...line,
            description: descriptions.get(line.id) ?? line.description,
          })),
        });
        if (!changed) throw statusConflict(InvoiceText.ONLY_DRAFT_UPDATE);
        const recorded = invoiceChangeRecorded(
          INVOICES_AUDIT_ACTIONS.UpdateInvoice,
          changed,
          invoice,
        );
        if (recorded) await outbox.record(recorded);
        return changed;
      });
      outbox.kick();
      return view(updated);
    },

    async sendInvoiceNow(caller: Caller | undefined, request: RequestOf<'SendInvoice'>) {
      const access = await authorize(caller);
      const { invoice_id } = validatedInvoiceRef(request);
      const invoice = await visibleInvoice(access.teamId, invoice_id);
      if (!isOpenInvoice(invoice)) throw statusConflict(InvoiceText.CANNOT_SEND);
      const sent = await sendInvoice(invoice, OPEN_INVOICE_STATUSES);
      if (!sent) throw statusConflict(InvoiceText.CANNOT_SEND);
      return view(sent);
    },
  };
}

/** The ends of a sent invoice: paid, or void (its entries released). */
function invoiceSettlement(deps: InvoicesDependencies, shared: InvoiceAccess) {
  const { repository, outbox, tracking, logger, metrics } = deps;
  const { authorize, visibleInvoice, view } = shared;

  return {
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
          late_fee_next_at: null,
        });
        if (!changed) return null;
        await outbox.record(invoicePaid(toInvoiceEventData(changed)));
        await outbox.record(
          invoiceChangeRecorded(INVOICES_AUDIT_ACTIONS.MarkInvoicePaid, changed, invoice)!,
        );
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
      if (!isOpenInvoice(invoice)) throw statusConflict(InvoiceText.CANNOT_VOID);
      const voided = await repository.transaction(async () => {
        const changed = await repository.invoices.transition(
          access.teamId,
          invoice.id,
          OPEN_INVOICE_STATUSES,
          { status: 'void', voided_at: deps.now(), late_fee_next_at: null },
        );
        if (!changed) return null;
        await outbox.record(invoiceVoided(toInvoiceEventData(changed)));
        await outbox.record(
          invoiceChangeRecorded(INVOICES_AUDIT_ACTIONS.VoidInvoice, changed, invoice)!,
        );
        return changed;
      });
      outbox.kick();
      if (!voided) throw statusConflict(InvoiceText.CANNOT_VOID);
      metrics.invoice('voided', voided.automatic);
      // Released now so the caller sees its entries (and expenses) free; tracking's consumer of
      // invoice.voided releases them too if this call fails (both idempotent).
      try {
        await tracking.releaseEntries(access.teamId, invoice.id);
        await tracking.releaseExpenses(access.teamId, invoice.id);
      } catch (err) {
        logger.warn(
          { err, invoice_id: invoice.id },
          'releasing a voided invoice is left to its event',
        );
      }
      return view(voided);
    },
  };
}

export function invoicesUseCases(deps: InvoicesDependencies) {
  const shared = invoiceAccess(deps);
  const { makeInvoice } = invoiceMaking(deps);
  const { sendInvoice } = invoiceSending(deps);
  return {
    makeInvoice,
    sendInvoice,
    ...invoiceEdits(deps, shared, makeInvoice, sendInvoice),
    ...invoiceReads(deps, shared),
    ...invoiceSettlement(deps, shared),
  };
}

export type InvoicesUseCases = ReturnType<typeof invoicesUseCases>;
