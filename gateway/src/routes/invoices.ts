// The invoices service's routes (issue 20): client invoices built from tracked time, in
// the house style (`/invoice/create`, `/invoice/list`, `/invoice/{id}`, its actions), with
// their records, error presentations and OpenAPI notes. `invoice/list` and
// `invoice/create` come before `invoice/:id`, which would otherwise take them for an id.
// Owners and managers only; another team's invoice or client is 404.
import {
  INVOICE_LINE_DESCRIPTION_MAX_LENGTH,
  INVOICE_STATUSES,
  INVOICE_NOTES_MAX_LENGTH,
  InvoiceText,
  RATE_TYPES,
  Reason,
} from '@workmesh/platform';
import type { ReplyOf, RpcName } from '../downstream-clients';
import { shapeA, type ErrorPresentations } from '../error-presentation';
import { nonBlank, type FieldNote } from '../openapi/operation-notes';
import { page, record } from '../reply-presentation';
import { route, serviceMessageErrors, type Route, type RouteDefinition } from './route';

const LINE_ITEMS = ['project-date', 'project', 'user', 'task', 'project-user', 'date', 'fixed'];

record('workmesh.invoices.v1.Invoice', {
  component: 'Invoice',
  description: "A client invoice built from the team's tracked time.",
  notes: {
    number: {
      description:
        'INV-{YYYY}-{seq:4} unless the team sets invoice_number_format; gap-free per team',
    },
    status: {
      enum: INVOICE_STATUSES,
      description: 'overdue: sent, unpaid, and due_date is before today in the team time zone',
    },
    period_from: { description: "first day billed, YYYY-MM-DD in the team's time zone" },
    period_to: { description: 'last day billed (inclusive)' },
    issue_date: { description: 'YYYY-MM-DD' },
    due_date: { description: 'issue_date + net_term days, unless changed on the draft' },
    net_term: { description: "days: the client's, or the organization's (org_net_term)" },
    currency: { enum: ['USD'] },
    line_item: { enum: LINE_ITEMS, description: "the client's lineItem the lines were built by" },
    amount_based_on: { enum: RATE_TYPES },
    subtotal: { description: 'USD, 2 decimals: the sum of the lines' },
    tax_rate: { description: "percent, the client's tax_rate" },
    tax_amount: { description: 'subtotal × tax_rate %, rounded half up to the cent' },
    total: { description: 'subtotal + tax_amount' },
    notes: { description: "the client's notes, or the organization's (org_notes)" },
    time_entry_ids: { description: 'the entries billed: locked, locked_reason invoiced' },
    automatic: { description: 'made by automatic invoicing (autoInvoice on)' },
    created_by: { description: 'user id; 0 when automatic' },
    sent_at: { description: 'first sent; null until then' },
    paid_at: { description: 'null until marked paid' },
    voided_at: { description: 'null unless void' },
    reminder_sent_at: { description: 'the payment reminder mailed; null until then' },
  },
});
record('workmesh.invoices.v1.InvoiceLine', {
  component: 'InvoiceLine',
  description: 'A line of an invoice.',
  notes: {
    id: { description: '1-based position; what update names a line by' },
    quantity: { description: 'hours, 2 decimals (1 for a fixed price)' },
    unit_price: {
      description: "USD per hour: the entries' snapshotted bill rate (0: non-billable time)",
    },
    amount: { description: 'quantity × unit_price, rounded half up to the cent' },
    date: { description: 'the day of project-date and date lines' },
  },
});

record('workmesh.invoices.v1.InvoicePdf', {
  component: 'InvoicePdf',
  description: "An invoice's PDF (answered as application/pdf, not JSON).",
  notes: {},
});

/** The refusals of invoices, with the texts issue 20 fixes, or the service's message. */
const INVOICE_PRESENTATIONS = {
  [Reason.INVOICE_NOT_FOUND]: shapeA(404, InvoiceText.NOT_FOUND),
  [Reason.CLIENT_NOT_FOUND]: shapeA(404),
  [Reason.NO_UNINVOICED_TIME]: shapeA(409, InvoiceText.NO_UNINVOICED_TIME),
  [Reason.INVOICE_TIMER_RUNNING]: shapeA(409, InvoiceText.TIMER_RUNNING),
  [Reason.INVOICE_STATUS_CONFLICT]: shapeA(409),
  // "The period has N time entries to invoice, more than …": the service's message names N.
  [Reason.INVOICE_TOO_LARGE]: shapeA(409),
} as const;

const errorsOf = (...reasons: (keyof typeof INVOICE_PRESENTATIONS)[]): ErrorPresentations => ({
  ...serviceMessageErrors,
  ...Object.fromEntries(reasons.map((reason) => [reason, INVOICE_PRESENTATIONS[reason]])),
});

function invoiceRoute<M extends RpcName<'invoices'>>(
  definition: Omit<RouteDefinition<'invoices', M>, 'service' | 'auth'>,
): Route {
  return route({ ...definition, service: 'invoices', auth: true });
}

const DATE: FieldNote = { format: 'date', description: 'YYYY-MM-DD' };
const BY_ID = { params: { id: 'invoice_id' } } as const;

export const INVOICES_ROUTES: readonly Route[] = [
  invoiceRoute({
    method: 'POST',
    paths: ['/api/v3/invoice/create'],
    rpc: 'CreateInvoice',
    idempotent: true,
    source: 'body',
    selectors: ['client_id'],
    successStatus: 201,
    errors: errorsOf(
      Reason.CLIENT_NOT_FOUND,
      Reason.NO_UNINVOICED_TIME,
      Reason.INVOICE_TIMER_RUNNING,
      Reason.INVOICE_TOO_LARGE,
    ),
    notes: {
      summary: "Invoice a client's tracked time",
      description:
        "A draft invoice of the client's billable time entries that start in the period (days in the team's time zone) and are on no invoice yet, unlocked or approved (non-billable ones too when the client's `include_non_billable_time` is `yes`). Lines by the client's `lineItem` (`project-date` by default; also `project`, `user`, `task`, `project-user`, `date`), split where the entries' snapshotted bill rates differ; `amountBasedOn: fixed` bills `fixedPrice` as one line. The entries are locked (`locked_reason: invoiced`) until the invoice is voided. 409 `There is no uninvoiced time in this period` when there is nothing to bill; 409 while one of the period's entries is a running timer; 409 when the period has more than 10,000 entries to bill (invoice a shorter one). Owners and managers.",
      required: ['client_id', 'from', 'to'],
      fields: {
        client_id: { description: "a client of the caller's team" },
        from: { ...DATE, description: 'first day billed (YYYY-MM-DD, the team time zone)' },
        to: { ...DATE, description: 'last day billed, inclusive; at most 366 days after from' },
        issue_date: { ...DATE, description: "default today in the team's time zone" },
      },
      example: { client_id: 2, from: '2026-11-01', to: '2026-11-30' },
    },
  }),
  invoiceRoute({
    method: 'GET',
    paths: ['/api/v3/invoice/list'],
    rpc: 'ListInvoices',
    source: 'query',
    selectors: ['client_id'],
    reply: page,
    errors: errorsOf(),
    notes: {
      summary: "List the team's invoices",
      description: 'Newest first. A blank filter means not given.',
      fields: {
        client_id: { description: "one client's invoices" },
        status: {
          enum: INVOICE_STATUSES,
          description: 'overdue: sent, unpaid and past its due date',
        },
      },
    },
  }),
  invoiceRoute({
    method: 'GET',
    paths: ['/api/v3/invoice/:id'],
    rpc: 'GetInvoice',
    source: 'none',
    ...BY_ID,
    errors: errorsOf(Reason.INVOICE_NOT_FOUND),
    notes: { summary: 'An invoice' },
  }),
  invoiceRoute({
    method: 'POST',
    paths: ['/api/v3/invoice/:id/update'],
    rpc: 'UpdateInvoice',
    source: 'body',
    ...BY_ID,
    errors: errorsOf(Reason.INVOICE_NOT_FOUND, Reason.INVOICE_STATUS_CONFLICT),
    notes: {
      summary: 'Change a draft invoice',
      description:
        "Only a draft: its notes, issue and due dates (a new issue_date without due_date moves the due date by net_term), and lines' descriptions. Amounts never change; void the invoice and make a new one instead.",
      fields: {
        notes: { maxLength: INVOICE_NOTES_MAX_LENGTH },
        issue_date: DATE,
        due_date: { ...DATE, description: 'on or after issue_date' },
        lines: {
          description:
            'e.g. [{"id": 1, "description": "Design — week 48"}]; each line at most once (a second change of the same id is 400)',
          message: {
            required: ['id', 'description'],
            fields: {
              id: { description: "the line's id on the invoice" },
              description: {
                ...nonBlank(INVOICE_LINE_DESCRIPTION_MAX_LENGTH),
                description: `the new description: 1 to ${INVOICE_LINE_DESCRIPTION_MAX_LENGTH} characters once trimmed`,
              },
            },
          },
        },
      },
      example: { notes: 'Thank you!', lines: [{ id: 1, description: 'Website relaunch' }] },
    },
  }),
  invoiceRoute({
    method: 'POST',
    paths: ['/api/v3/invoice/:id/send'],
    rpc: 'SendInvoice',
    source: 'body',
    ...BY_ID,
    errors: errorsOf(Reason.INVOICE_NOT_FOUND, Reason.INVOICE_STATUS_CONFLICT),
    notes: {
      summary: 'Send an invoice',
      description:
        "Mails the invoice, its PDF attached, to the client's email; a draft becomes sent (a sent one is mailed again). reminder_days after the due date an unpaid invoice is mailed once more.",
    },
  }),
  invoiceRoute({
    method: 'POST',
    paths: ['/api/v3/invoice/:id/mark-paid'],
    rpc: 'MarkInvoicePaid',
    source: 'body',
    ...BY_ID,
    errors: errorsOf(Reason.INVOICE_NOT_FOUND, Reason.INVOICE_STATUS_CONFLICT),
    notes: {
      summary: 'Mark a sent invoice paid',
      fields: {
        paid_at: {
          description: 'YYYY-MM-DD or an ISO 8601 instant, not in the future; default now',
        },
      },
    },
  }),
  invoiceRoute({
    method: 'POST',
    paths: ['/api/v3/invoice/:id/void'],
    rpc: 'VoidInvoice',
    source: 'body',
    ...BY_ID,
    errors: errorsOf(Reason.INVOICE_NOT_FOUND, Reason.INVOICE_STATUS_CONFLICT),
    notes: {
      summary: 'Void an invoice',
      description:
        'A draft or sent invoice becomes void and keeps its number; its time entries are released (unlocked, or locked again as approved) and may be invoiced again.',
    },
  }),
  invoiceRoute({
    method: 'GET',
    paths: ['/api/v3/invoice/:id/pdf'],
    rpc: 'GetInvoicePdf',
    source: 'none',
    ...BY_ID,
    fileReply: {
      contentType: 'application/pdf',
      description: 'The invoice as a PDF document.',
      file: (reply) => {
        const pdf = reply as ReplyOf<'invoices', 'GetInvoicePdf'>;
        return { content: pdf.content, filename: pdf.filename };
      },
    },
    errors: errorsOf(Reason.INVOICE_NOT_FOUND),
    notes: { summary: "An invoice's PDF" },
  }),
];
