// What openapi.yaml says of the invoices service's routes (routes/invoices.ts) beyond
// the protos: the rules the service applies to each request field, summaries, examples.
import {
  INVOICE_LINE_DESCRIPTION_MAX_LENGTH,
  INVOICE_NOTES_MAX_LENGTH,
  INVOICE_STATUSES,
} from '@workmesh/platform';
import type { RpcName } from '../downstream-clients';
import { nonBlank, type FieldNote, type OperationNotes } from '../openapi/operation-notes';

const DATE: FieldNote = { format: 'date', description: 'YYYY-MM-DD' };

/** The notes of each route, by its rpc. */
export const INVOICES_NOTES = {
  CreateInvoice: {
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
  ListInvoices: {
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
  GetInvoice: { summary: 'An invoice' },
  UpdateInvoice: {
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
  SendInvoice: {
    summary: 'Send an invoice',
    description:
      "Mails the invoice, its PDF attached, to the client's email; a draft becomes sent (a sent one is mailed again). reminder_days after the due date an unpaid invoice is mailed once more.",
  },
  MarkInvoicePaid: {
    summary: 'Mark a sent invoice paid',
    fields: {
      paid_at: {
        description: 'YYYY-MM-DD or an ISO 8601 instant, not in the future; default now',
      },
    },
  },
  VoidInvoice: {
    summary: 'Void an invoice',
    description:
      'A draft or sent invoice becomes void and keeps its number; its time entries are released (unlocked, or locked again as approved) and may be invoiced again.',
  },
  GetInvoicePdf: { summary: "An invoice's PDF" },
} satisfies Partial<Record<RpcName<'invoices'>, OperationNotes>>;
