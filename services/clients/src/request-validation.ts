// Input validation at the edge of every use case (joi), the caller requirement and
// paging. One reason code per rule, so the gateway can pick the spec's message; every
// violation is listed per field (x-error-fields).
import {
  invalidArgument,
  Joi,
  unauthenticated,
  type Caller,
  type FieldViolations,
} from '@workmesh/platform';

/** Any bad field without a reason of its own. */
export const INVALID_PARAMETERS = 'INVALID_PARAMETERS';

/** The reason of a failed validation, chosen from its first violation. */
export type ReasonOf = (detail: Joi.ValidationErrorItem) => string;

const VALIDATION_OPTIONS: Joi.ValidationOptions = {
  abortEarly: false,
  convert: true,
  stripUnknown: true,
  errors: { wrap: { label: false } },
};

/** Field violations keyed by the top-level field ("request" when there is none). */
export function fieldViolations(details: Joi.ValidationErrorItem[]): FieldViolations {
  const fields: FieldViolations = {};
  for (const detail of details) {
    const messages = (fields[String(detail.path[0] ?? 'request')] ??= []);
    if (!messages.includes(detail.message)) messages.push(detail.message);
  }
  return fields;
}

/**
 * The validated, normalised input, or INVALID_ARGUMENT with every field violation.
 * Violations are reported in the schema's key order, so the first one (which picks
 * the reason and, unless `message` is given, the message) is the first field of the
 * schema that is wrong.
 */
export function validated<T>(
  schema: Joi.Schema,
  input: unknown,
  reasonOf: ReasonOf = () => INVALID_PARAMETERS,
  message?: (detail: Joi.ValidationErrorItem) => string,
): T {
  const { value, error } = schema.validate(input, VALIDATION_OPTIONS);
  if (!error) return value as T;
  const [first] = error.details;
  throw invalidArgument(
    reasonOf(first),
    message ? message(first) : first.message,
    fieldViolations(error.details),
  );
}

export const UNAUTHENTICATED_MESSAGE = 'Invalid or missing authentication token';

export function requireCaller(caller: Caller | undefined): Caller {
  if (!caller) throw unauthenticated('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
  return caller;
}

/** A positive integer id (required). */
export const positiveId = (name: string) =>
  Joi.number()
    .integer()
    .positive()
    .required()
    .messages({ '*': `The ${name} must be a positive integer.` });

/** A number in a range, its message naming the field and the range. */
export const numberBetween = (name: string, min: number, max: number, integer = false) =>
  (integer ? Joi.number().integer() : Joi.number())
    .min(min)
    .max(max)
    .messages({
      '*': `The ${name} must be ${integer ? 'a whole number' : 'a number'} between ${min} and ${max}.`,
    });

/** An optional text: trimmed, at most `max` characters; '' means none. */
export const optionalText = (name: string, max: number) =>
  Joi.string()
    .trim()
    .allow('')
    .max(max)
    .messages({
      'string.max': `The ${name} may not be greater than ${max} characters.`,
      '*': `The ${name} must be a string.`,
    });

/** One of fixed values; '' means not given. */
export const oneOf = (name: string, values: readonly string[]) =>
  Joi.string()
    .valid(...values)
    .empty('')
    .messages({ '*': `The ${name} must be one of: ${values.join(', ')}.` });

export const PAGE_DEFAULT_SIZE = 20;
export const PAGE_MAX_SIZE = 100;

/** page (1-based) and per_page (1–100, default 20) of a list request. */
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
