// The invoices service's requests, validated at the edge of each use case: a bad field
// is INVALID_ARGUMENT INVALID_PARAMETERS with a message naming it (400 A at the gateway).
import {
  dayOfIsoDate,
  INVOICE_LINE_DESCRIPTION_MAX_LENGTH,
  INVOICE_NOTES_MAX_LENGTH,
  INVOICE_STATUSES,
  invalidArgument,
  Joi,
  pagingFields,
  positiveId as requiredPositiveId,
  Reason,
  requestValidator,
  type InvoiceStatus,
} from '@workmesh/platform';
import type { RequestOf } from './models/proto-messages';

export { pageOf, windowOf, type Page, type Paging } from '@workmesh/platform';

const validated = requestValidator(Reason.INVALID_PARAMETERS);

/** A field bad with respect to another (the schema checks each one alone). */
export const badField = (field: string, message: string) =>
  invalidArgument(Reason.INVALID_PARAMETERS, message, { [field]: [message] });

/** The longest period one invoice bills (a year and a day, leap years included). */
export const MAX_PERIOD_DAYS = 366;

const requiredId = (name: string) =>
  requiredPositiveId(name).messages({ 'any.required': `The ${name} field is required.` });

/** A real calendar date, YYYY-MM-DD (no rolling over: 2026-02-30 is refused). */
const calendarDate = (name: string) =>
  Joi.string()
    .trim()
    .custom((value: string, helpers) =>
      dayOfIsoDate(value) === undefined ? helpers.error('any.invalid') : value,
    )
    .messages({
      'any.required': `The ${name} field is required.`,
      '*': `The ${name} must be a date in the format YYYY-MM-DD.`,
    });

export interface CreateInvoiceInput {
  client_id: number;
  from: string;
  to: string;
  issue_date?: string;
}

const createInvoiceSchema = Joi.object<CreateInvoiceInput>({
  client_id: requiredId('client_id'),
  from: calendarDate('from').required(),
  to: calendarDate('to').required(),
  issue_date: calendarDate('issue_date'),
});

const daysBetween = (from: string, to: string) =>
  (dayOfIsoDate(to) as number) - (dayOfIsoDate(from) as number);

export function validatedCreateInvoice(request: RequestOf<'CreateInvoice'>): CreateInvoiceInput {
  const input = validated<CreateInvoiceInput>(createInvoiceSchema, request);
  const days = daysBetween(input.from, input.to);
  if (days < 0) throw badField('to', 'The to must be a date after or equal to from.');
  if (days + 1 > MAX_PERIOD_DAYS)
    throw badField('to', `The period may not be longer than ${MAX_PERIOD_DAYS} days.`);
  return input;
}

export interface InvoiceRefInput {
  invoice_id: number;
}

const invoiceRefSchema = Joi.object<InvoiceRefInput>({ invoice_id: requiredId('invoice_id') });

export const validatedInvoiceRef = (request: RequestOf<'GetInvoice'>): InvoiceRefInput =>
  validated<InvoiceRefInput>(invoiceRefSchema, request);

export interface ListInvoicesInput {
  page: number;
  per_page: number;
  client_id?: number;
  status?: InvoiceStatus;
}

const listInvoicesSchema = Joi.object<ListInvoicesInput>({
  ...pagingFields,
  client_id: requiredPositiveId('client_id').optional(),
  status: Joi.string()
    .valid(...INVOICE_STATUSES)
    .empty('')
    .messages({ '*': `The status must be one of ${INVOICE_STATUSES.join(', ')}.` }),
});

export const validatedListInvoices = (request: RequestOf<'ListInvoices'>): ListInvoicesInput =>
  validated<ListInvoicesInput>(listInvoicesSchema, request);

export interface UpdateInvoiceInput {
  invoice_id: number;
  notes?: string;
  issue_date?: string;
  due_date?: string;
  lines: Array<{ id: number; description: string }>;
}

const updateInvoiceSchema = Joi.object<UpdateInvoiceInput>({
  invoice_id: requiredId('invoice_id'),
  notes: Joi.string()
    .allow('')
    .max(INVOICE_NOTES_MAX_LENGTH)
    .messages({
      '*': `The notes may not be greater than ${INVOICE_NOTES_MAX_LENGTH} characters.`,
    }),
  issue_date: calendarDate('issue_date'),
  due_date: calendarDate('due_date'),
  lines: Joi.array()
    .items(
      Joi.object({
        id: requiredPositiveId('line id').messages({
          'any.required': 'Every line change needs the line id.',
        }),
        description: Joi.string()
          .trim()
          .min(1)
          .max(INVOICE_LINE_DESCRIPTION_MAX_LENGTH)
          .required()
          .messages({
            '*': `A line description must be 1 to ${INVOICE_LINE_DESCRIPTION_MAX_LENGTH} characters.`,
          }),
      }),
    )
    .unique('id')
    .default([])
    .messages({ 'array.unique': 'A line may be changed once per request.' }),
});

export const validatedUpdateInvoice = (request: RequestOf<'UpdateInvoice'>): UpdateInvoiceInput =>
  validated<UpdateInvoiceInput>(updateInvoiceSchema, request);

export interface MarkPaidInput {
  invoice_id: number;
  /** Unset: now. */
  paid_at?: Date;
}

const markPaidSchema = Joi.object({
  invoice_id: requiredId('invoice_id'),
  paid_at: Joi.string()
    .trim()
    .pattern(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/)
    .custom((value: string, helpers) => {
      const instant = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
      if (Number.isNaN(instant.getTime())) return helpers.error('any.invalid');
      if (value.length === 10 && dayOfIsoDate(value) === undefined)
        return helpers.error('any.invalid');
      return instant;
    })
    .messages({
      '*': 'The paid_at must be a date (YYYY-MM-DD) or a date and time with its offset (ISO 8601).',
    }),
});

export const validatedMarkPaid = (request: RequestOf<'MarkInvoicePaid'>): MarkPaidInput =>
  validated<MarkPaidInput>(markPaidSchema, request);

export interface InvoiceForTeamInput {
  invoice_id: number;
  team_id: number;
}

const invoiceForTeamSchema = Joi.object<InvoiceForTeamInput>({
  invoice_id: requiredId('invoice_id'),
  team_id: requiredId('team_id'),
});

/** The notifier's internal request: both ids named (proto3 sends an unset one as 0). */
export const validatedInvoiceForTeam = (
  request: RequestOf<'GetInvoicePdfForTeam'>,
): InvoiceForTeamInput =>
  validated<InvoiceForTeamInput>(invoiceForTeamSchema, {
    invoice_id: request.invoice_id || undefined,
    team_id: request.team_id || undefined,
  });
