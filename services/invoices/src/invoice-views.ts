// An invoice record as each reader sees it: the proto message (the API), its events'
// data, and the PDF's input. The one place an invoice's fields are mapped; money leaves
// integer minor units only here (as decimals with the currency's places: JPY 0, USD 2,
// KWD 3); the PDF gets minor units and formats them in the team's locale.
import type { InvoiceEventData, InvoiceStatus } from '@workmesh/platform';
import { amountShown, hoursOf } from './invoice-rules';
import type { InvoicePdfInput } from './invoice-pdf';
import type { InvoiceLineRecord, InvoiceRecord } from './models';
import type { InvoiceMessage } from './models/proto-messages';

export type ShownStatus = InvoiceStatus;

/** Overdue: sent, unpaid, and its due date is before today (the team's). */
export function shownStatus(invoice: InvoiceRecord, today: string): ShownStatus {
  if (invoice.status === 'sent' && invoice.due_date < today) return 'overdue';
  return invoice.status as Exclude<ShownStatus, 'overdue'>;
}

/** A line's kind: stored since issue 35; before, a fixed-price invoice's line is fixed, else time. */
const kindOf = (invoice: InvoiceRecord, line: InvoiceLineRecord): string =>
  line.kind ?? (invoice.amount_based_on === 'fixed' ? 'fixed' : 'time');

const iso = (instant: Date | null): string | null => instant?.toISOString() ?? null;
const optional = <K extends string>(key: K, value: string | null) =>
  (value === null ? {} : { [key]: value }) as Partial<Record<K, string>>;

export function toInvoiceMessage(invoice: InvoiceRecord, today: string): InvoiceMessage {
  const money = (minor: number) => amountShown(minor, invoice.currency);
  return {
    id: invoice.id,
    team_id: invoice.team_id,
    client_id: invoice.client_id,
    client_name: invoice.client.name,
    number: invoice.number ?? '',
    status: shownStatus(invoice, today),
    period_from: invoice.period_from,
    period_to: invoice.period_to,
    issue_date: invoice.issue_date,
    due_date: invoice.due_date,
    net_term: invoice.net_term,
    currency: invoice.currency,
    line_item: invoice.line_item,
    amount_based_on: invoice.amount_based_on,
    lines: invoice.lines.map((line) => ({
      id: line.id,
      description: line.description,
      quantity: hoursOf(line.quantityHundredths),
      unit_price: money(line.unitPriceCents),
      amount: money(line.amountCents),
      time_entry_count: line.time_entry_count,
      ...(line.expense_id == null ? {} : { expense_id: line.expense_id }),
      ...(line.project_id === null ? {} : { project_id: line.project_id }),
      ...(line.user_id === null ? {} : { user_id: line.user_id }),
      ...(line.task_id === null ? {} : { task_id: line.task_id }),
      ...(line.date === null ? {} : { date: line.date }),
      kind: kindOf(invoice, line),
      taxed: line.taxed ?? true,
    })),
    subtotal: money(invoice.subtotal_cents),
    tax_rate: invoice.tax_rate,
    tax_amount: money(invoice.tax_cents),
    total: money(invoice.total_cents),
    notes: invoice.notes,
    time_entry_ids: invoice.time_entry_ids,
    expense_ids: invoice.expense_ids ?? [],
    automatic: invoice.automatic,
    created_by: invoice.created_by,
    ...optional('sent_at', iso(invoice.sent_at)),
    ...optional('paid_at', iso(invoice.paid_at)),
    ...optional('voided_at', iso(invoice.voided_at)),
    ...optional('reminder_sent_at', iso(invoice.reminder_sent_at)),
    late_fees_applied: invoice.late_fees_applied,
    ...optional('late_fee_next_at', iso(invoice.late_fee_next_at)),
    created_at: invoice.created_at.toISOString(),
    updated_at: invoice.updated_at.toISOString(),
  };
}

export function toInvoiceEventData(invoice: InvoiceRecord): InvoiceEventData {
  const money = (minor: number) => amountShown(minor, invoice.currency);
  return {
    invoice_id: invoice.id,
    team_id: invoice.team_id,
    team_name: invoice.team_name,
    client_id: invoice.client_id,
    client_name: invoice.client.name,
    client_email: invoice.client.email,
    number: invoice.number ?? '',
    status: invoice.status as InvoiceEventData['status'],
    period_from: invoice.period_from,
    period_to: invoice.period_to,
    issue_date: invoice.issue_date,
    due_date: invoice.due_date,
    currency: invoice.currency,
    subtotal: money(invoice.subtotal_cents),
    tax_amount: money(invoice.tax_cents),
    total: money(invoice.total_cents),
    automatic: invoice.automatic,
    sent_at: iso(invoice.sent_at),
    paid_at: iso(invoice.paid_at),
    voided_at: iso(invoice.voided_at),
    updated_at: invoice.updated_at.toISOString(),
  };
}

/**
 * A line as the PDF reads it: an expense line says so, with its day, and an untaxed one
 * that it is not taxed (the tax row is on the taxed lines only).
 */
const pdfDescription = (line: InvoiceLineRecord): string => {
  if (line.kind !== 'expense') return line.description;
  const untaxed = line.taxed === false ? ' (untaxed)' : '';
  return `Expense ${line.date ?? ''} · ${line.description}${untaxed}`;
};

/** The PDF's input: money in minor units, written in `locale` (the team's). */
export function toInvoicePdfInput(
  invoice: InvoiceRecord,
  today: string,
  locale: string,
): InvoicePdfInput {
  return {
    number: invoice.number ?? '',
    status: shownStatus(invoice, today),
    issueDate: invoice.issue_date,
    dueDate: invoice.due_date,
    periodFrom: invoice.period_from,
    periodTo: invoice.period_to,
    currency: invoice.currency,
    locale,
    team: { name: invoice.team_name },
    client: {
      name: invoice.client.name,
      company: invoice.client.company,
      email: invoice.client.email,
      taxId: invoice.client.tax_id,
      address: invoice.client.address,
    },
    lines: invoice.lines.map((line) => ({
      description: pdfDescription(line),
      quantity: hoursOf(line.quantityHundredths),
      unitPriceCents: line.unitPriceCents,
      amountCents: line.amountCents,
      lateFee: line.kind === 'late_fee',
    })),
    subtotalCents: invoice.subtotal_cents,
    taxRate: invoice.tax_rate,
    taxCents: invoice.tax_cents,
    totalCents: invoice.total_cents,
    notes: invoice.notes,
  };
}
