// The team's invoice number format (issue 20): the text invoice numbers are made from,
// with one sequence token ({seq}, or {seq:N} zero-padded to N digits) and the issue
// date's {YYYY}, {YY} and {MM}. Declared once: teams checks and stores it, the invoices
// service renders it. Pure: no I/O.
import { Joi } from './joi';
import { characterCount } from './text-limits';

export const DEFAULT_INVOICE_NUMBER_FORMAT = 'INV-{YYYY}-{seq:4}';
/** A team's `invoice_number_format`, trimmed, in characters (text-limits.ts counts them). */
export const INVOICE_NUMBER_FORMAT_MAX_LENGTH = 64;
const SEQUENCE_MAX_DIGITS = 10;

const FIELD = 'invoice_number_format';
const TOKENS_TEXT = `{seq} or {seq:N} (N from 1 to ${SEQUENCE_MAX_DIGITS}), {YYYY}, {YY} and {MM}`;

const TOKEN = /\{([^{}]*)\}/g;
const DATE_TOKEN = /^(?:YYYY|YY|MM)$/;
const SEQUENCE_TOKEN = /^seq(?::([1-9]|10))?$/;
// Control, format, private-use and unassigned characters, and line or paragraph
// separators: nothing an invoice number could print.
const NOT_PRINTABLE = /[\p{C}\p{Zl}\p{Zp}]/u;

/** Why a (trimmed, non-empty) format is refused, or undefined when it is a valid one. */
export function invoiceNumberFormatProblem(format: string): string | undefined {
  if (characterCount(format) > INVOICE_NUMBER_FORMAT_MAX_LENGTH)
    return `The ${FIELD} may not be greater than ${INVOICE_NUMBER_FORMAT_MAX_LENGTH} characters.`;
  if (NOT_PRINTABLE.test(format))
    return `The ${FIELD} must be printable text (no control characters or line breaks).`;
  let sequences = 0;
  for (const [token, name] of format.matchAll(TOKEN)) {
    if (SEQUENCE_TOKEN.test(name)) sequences++;
    else if (!DATE_TOKEN.test(name))
      return `The ${FIELD} has an unknown token ${token}; the tokens are ${TOKENS_TEXT}.`;
  }
  // A brace outside a token would be ambiguous to render: refused rather than guessed.
  if (/[{}]/.test(format.replace(TOKEN, '')))
    return `The ${FIELD} may use braces only around a token: ${TOKENS_TEXT}.`;
  if (sequences !== 1)
    return `The ${FIELD} must contain exactly one {seq} or {seq:N} (N from 1 to ${SEQUENCE_MAX_DIGITS}).`;
  return undefined;
}

/**
 * The setting in a settings change: trimmed; '' (or only spaces) resets it to the
 * default. The messages hold braces, which joi's message templates would read as
 * references, so each travels as the thrown error's message.
 */
export const invoiceNumberFormatField = () =>
  Joi.string()
    .trim()
    .allow('')
    .custom((format: string) => {
      const problem = invoiceNumberFormatProblem(format);
      if (problem) throw new Error(problem);
      return format;
    })
    .messages({
      'any.custom': '{#error.message}',
      'string.base': `The ${FIELD} must be a string.`,
    });

/**
 * The number of a team's seq-th invoice issued on issueDate (YYYY-MM-DD), in the format
 * (the default when empty). The format is one teams accepted.
 */
export function formatInvoiceNumber(format: string, seq: number, issueDate: string): string {
  const [year, month] = issueDate.split('-');
  return (format || DEFAULT_INVOICE_NUMBER_FORMAT).replace(TOKEN, (token, name: string) => {
    if (name === 'YYYY') return year;
    if (name === 'YY') return year.slice(-2);
    if (name === 'MM') return month;
    const width = SEQUENCE_TOKEN.exec(name);
    return width ? String(seq).padStart(Number(width[1] ?? 0), '0') : token;
  });
}
