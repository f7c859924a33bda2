// What a client's invoice settings take (spec: the invoice settings object): the clients
// service validates them with these (its joi schema), the gateway's OpenAPI description
// shows them (enums, patterns, lengths), and the invoices service reads `frequency` by them.
import { NET_TERM_DAYS, type NumberBounds } from './field-bounds';

/** `autoInvoice`. */
export const AUTO_INVOICE_STATES = ['on', 'off'] as const;
/** `frequency`: how often automatic invoicing bills a period. */
export const INVOICE_FREQUENCIES = ['weekly', 'bi-weekly', 'monthly'] as const;

/** `lineItem`: lowercase words joined by hyphens (`project-date`), once trimmed. */
export const LINE_ITEM_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
/** `lineItem` and `lineItemText`, once trimmed. */
export const INVOICE_LABEL_MAX_LENGTH = 100;
/** `tax_id`, once trimmed. */
export const TAX_ID_MAX_LENGTH = 100;
/** A client's invoice `notes`, once trimmed. */
export const CLIENT_NOTES_MAX_LENGTH = 5000;

/**
 * `reminder_days`, a text in the spec ("10"): a whole number of days written with 1 to
 * REMINDER_DAYS_DIGITS digits, once trimmed, within the range of the payment terms.
 */
export const REMINDER_DAYS_DIGITS = 3;
export const REMINDER_DAYS_BOUNDS: NumberBounds = NET_TERM_DAYS;
