// How the invoices service's answers are presented: the invoice and its lines, its PDF
// (a file, not JSON), and the refusals with the texts issue 20 fixes.
import {
  InvoiceText,
  Reason,
  RATE_TYPES,
  INVOICE_LINE_KINDS,
  INVOICE_STATUSES,
} from '@workmesh/platform';
import type { ReplyOf } from '../downstream-clients';
import { shapeA, type ErrorPresentations } from '../error-presentation';
import type { FileReply } from '../http-route';
import { record } from '../reply-presentation';
import { serviceMessageErrors } from './route.presenters';

/** The statuses an invoice shows: overdue is a sent one past its due date. */
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
    currency: {
      description:
        "ISO 4217, the client's (USD unless set); every amount of the invoice is in it, with its places (JPY 0, USD 2, KWD 3)",
    },
    line_item: { enum: LINE_ITEMS, description: "the client's lineItem the lines were built by" },
    amount_based_on: { enum: RATE_TYPES },
    subtotal: {
      description: "the sum of the lines but the late-fee lines, in the invoice's currency",
    },
    tax_rate: { description: "percent, the client's tax_rate" },
    tax_amount: {
      description: "subtotal × tax_rate %, rounded half up to the currency's minor unit",
    },
    total: { description: 'subtotal + tax_amount + the late-fee lines (untaxed)' },
    notes: { description: "the client's notes, or the organization's (org_notes)" },
    time_entry_ids: { description: 'the entries billed: locked, locked_reason invoiced' },
    automatic: { description: 'made by automatic invoicing (autoInvoice on)' },
    created_by: { description: 'user id; 0 when automatic' },
    sent_at: { description: 'first sent; null until then' },
    paid_at: { description: 'null until marked paid' },
    voided_at: { description: 'null unless void' },
    reminder_sent_at: { description: 'the payment reminder mailed; null until then' },
    late_fees_applied: { description: 'late-fee lines added so far' },
    late_fee_next_at: {
      description:
        'when the next late fee falls due (UTC); null when none will (paid, void, or none charged)',
    },
  },
});
record('workmesh.invoices.v1.InvoiceLine', {
  component: 'InvoiceLine',
  description: 'A line of an invoice.',
  notes: {
    id: { description: '1-based position; what update names a line by' },
    quantity: { description: 'hours, 2 decimals (1 for a fixed price)' },
    unit_price: {
      description:
        "per hour in the invoice's currency: the entries' snapshotted bill rate (0: non-billable time)",
    },
    amount: {
      description: "quantity × unit_price, rounded half up to the currency's minor unit",
    },
    date: { description: 'the day of project-date and date lines' },
    kind: { enum: INVOICE_LINE_KINDS, description: 'what the line bills' },
    taxed: { description: 'counts in the taxed subtotal; late-fee lines do not' },
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

/** A route's presentations: the reasons it may meet, then the service's message by kind. */
export const errorsOf = (
  ...reasons: (keyof typeof INVOICE_PRESENTATIONS)[]
): ErrorPresentations => ({
  ...serviceMessageErrors,
  ...Object.fromEntries(reasons.map((reason) => [reason, INVOICE_PRESENTATIONS[reason]])),
});

export const invoicePdf: FileReply = {
  contentType: 'application/pdf',
  description: 'The invoice as a PDF document.',
  file: (reply) => {
    const pdf = reply as ReplyOf<'invoices', 'GetInvoicePdf'>;
    return { content: pdf.content, filename: pdf.filename };
  },
};
