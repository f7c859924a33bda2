// Request validation at the edge of every use case (joi), the caller requirement and
// paging. Each service keeps its own reason codes and messages (the gateway picks the
// spec's text by reason); what is shared is how a failed validation becomes an
// INVALID_ARGUMENT with every violation listed per field (x-error-fields).
import { Joi } from './joi';
import { Reason } from './error-reasons';
import { invalidArgument, unauthenticated, type FieldViolations } from './errors';
import type { Caller } from './grpc/metadata';
import { SpecText } from './spec-texts';

/** The reason of a failed validation, chosen from its first violation. */
export type ReasonOf = (detail: Joi.ValidationErrorItem) => Reason;

export interface ValidationAnswer {
  reasonOf: ReasonOf;
  /** The error's message: a fixed text of the spec, or one made from the first violation; else that violation's own. */
  message?: string | ((first: Joi.ValidationErrorItem) => string);
  /** What violations are listed under: the top-level field (default), or the whole path ("team.name"). */
  keyBy?: 'field' | 'path';
}

const VALIDATION_OPTIONS: Joi.ValidationOptions = {
  abortEarly: false,
  convert: true,
  stripUnknown: true,
  errors: { wrap: { label: false } },
};

/** Violations by field (or path); "request" when the input itself is wrong. Each message once. */
export function fieldViolations(
  details: Joi.ValidationErrorItem[],
  keyBy: ValidationAnswer['keyBy'] = 'field',
): FieldViolations {
  const fields: FieldViolations = {};
  for (const detail of details) {
    const key = keyBy === 'path' ? detail.path.join('.') : String(detail.path[0] ?? '');
    const messages = (fields[key || 'request'] ??= []);
    if (!messages.includes(detail.message)) messages.push(detail.message);
  }
  return fields;
}

/**
 * The validated, normalised input, or INVALID_ARGUMENT with every field violation.
 * Violations come in the schema's key order, so the first one (which picks the reason
 * and, unless the message is fixed, the message) is the first wrong field of the schema.
 */
export function validateRequest<T>(
  schema: Joi.Schema,
  input: unknown,
  answer: ValidationAnswer,
): T {
  const { value, error } = schema.validate(input, VALIDATION_OPTIONS);
  if (!error) return value as T;
  const [first] = error.details;
  const { message } = answer;
  throw invalidArgument(
    answer.reasonOf(first),
    typeof message === 'function' ? message(first) : (message ?? first.message),
    fieldViolations(error.details, answer.keyBy),
  );
}

/** The reason of a bad field that has no reason of its own, where a service uses it. */
export const INVALID_PARAMETERS = Reason.INVALID_PARAMETERS;

/** A service's validateRequest, answering a bad field with the service's default reason. */
export type RequestValidator = <T>(
  schema: Joi.Schema,
  input: unknown,
  reasonOf?: ReasonOf,
  message?: ValidationAnswer['message'],
) => T;

/**
 * The validated input, or INVALID_ARGUMENT with `defaultReason` unless reasonOf says
 * otherwise (the reason is what the gateway picks the spec's text by, so it is per service).
 */
export const requestValidator =
  (defaultReason: Reason): RequestValidator =>
  (schema, input, reasonOf = () => defaultReason, message) =>
    validateRequest(schema, input, { reasonOf, message });

/**
 * A positive integer id, required unless `.optional()`. Every failure, a missing id
 * included, reads "The <name> must be a positive integer."; name is the field's key
 * unless given.
 */
export const positiveId = (name = '{#label}') =>
  Joi.number()
    .integer()
    .positive()
    .required()
    .messages({ '*': `The ${name} must be a positive integer.` });

/** The authenticated caller (the gateway states it in metadata), or UNAUTHENTICATED. */
export function requireCaller(caller: Caller | undefined): Caller {
  if (!caller) throw unauthenticated(Reason.UNAUTHENTICATED, SpecText.UNAUTHENTICATED);
  return caller;
}

export const PAGE_DEFAULT_SIZE = 20;
export const PAGE_MAX_SIZE = 100;

/** page (1-based) and per_page (1–100, default 20) of a list request, to put in its schema. */
export const pagingFields = {
  page: Joi.number().integer().min(1).default(1).messages({
    '*': 'The page must be an integer of at least 1.',
  }),
  per_page: Joi.number()
    .integer()
    .min(1)
    .max(PAGE_MAX_SIZE)
    .default(PAGE_DEFAULT_SIZE)
    .messages({
      '*': `The per_page must be an integer from 1 to ${PAGE_MAX_SIZE}.`,
    }),
};

export interface Paging {
  page: number;
  per_page: number;
}

/** The skip and limit of a page, for a repository's query. */
export const windowOf = ({ page, per_page }: Paging) => ({
  skip: (page - 1) * per_page,
  limit: per_page,
});

export interface Page<T> {
  items: T[];
  page: number;
  per_page: number;
  total: number;
}

/** The page a list answers: what the store found for the window, and the paging asked. */
export const pageOf = <T>(found: { items: T[]; total: number }, paging: Paging): Page<T> => ({
  items: found.items,
  total: found.total,
  page: paging.page,
  per_page: paging.per_page,
});

/** A page's PageInfo message (each service's proto declares the same three fields). */
export const pageInfoOf = ({ page, per_page, total }: Page<unknown>) => ({ page, per_page, total });
