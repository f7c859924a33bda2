// Input validation at the edge of every use case (joi), the caller requirement, the
// team a request is about, and paging. One reason code per rule, so the gateway can
// pick the spec's message; every violation is listed per field.
import {
  invalidArgument,
  Joi,
  unauthenticated,
  type Caller,
  type FieldViolations,
} from '@workmesh/platform';

export const INVALID_REQUEST = 'INVALID_REQUEST';

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
 * The error's message is `message` when given (a fixed text of the spec), else the
 * first violation's.
 */
export function validated<T>(
  schema: Joi.Schema,
  input: unknown,
  reasonOf: ReasonOf = () => INVALID_REQUEST,
  message?: string,
): T {
  const { value, error } = schema.validate(input, VALIDATION_OPTIONS);
  if (!error) return value as T;
  const [first] = error.details;
  throw invalidArgument(reasonOf(first), message ?? first.message, fieldViolations(error.details));
}

export const UNAUTHENTICATED_MESSAGE = 'Invalid or missing authentication token';

export function requireCaller(caller: Caller | undefined): Caller {
  if (!caller) throw unauthenticated('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
  return caller;
}

export const TEAM_ID_MISSING = 'TEAM_ID_MISSING';
export const teamIdMissing = () =>
  invalidArgument(TEAM_ID_MISSING, 'team_id missing', { team_id: ['team_id missing'] });

/** A positive integer id (required). */
export const positiveId = () =>
  Joi.number().integer().positive().required().messages({
    '*': 'The {#label} must be a positive integer.',
  });

/** team_id of a request, or the caller's current team when it is unset. */
export function teamIdFor(caller: Caller, requested: number | undefined): number {
  if (requested === undefined) {
    if (caller.teamId === undefined) throw teamIdMissing();
    return caller.teamId;
  }
  return validated<{ team_id: number }>(Joi.object({ team_id: positiveId() }), {
    team_id: requested,
  }).team_id;
}

export const NAME_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 1000;

/** A required name (of a team, a group): trimmed, 1–100 characters. */
export const nameField = () =>
  Joi.string()
    .trim()
    .max(NAME_MAX_LENGTH)
    .required()
    .messages({
      'any.required': 'The name field is required.',
      'string.empty': 'The name field is required.',
      'string.base': 'The name field is required.',
      'string.max': `The name may not be greater than ${NAME_MAX_LENGTH} characters.`,
    });

/** An optional description; empty means none (proto3 strings default to ''). */
export const descriptionField = () =>
  Joi.string()
    .trim()
    .allow('')
    .max(DESCRIPTION_MAX_LENGTH)
    .messages({
      'string.max': `The description may not be greater than ${DESCRIPTION_MAX_LENGTH} characters.`,
    });

/** Reasons of name and description rules (the gateway shows them); the rest INVALID_REQUEST. */
export function nameOrDescriptionReason(detail: Joi.ValidationErrorItem): string {
  const field = String(detail.path[0] ?? '');
  if (field === 'name') return detail.type === 'string.max' ? 'NAME_TOO_LONG' : 'NAME_REQUIRED';
  if (field === 'description' && detail.type === 'string.max') return 'DESCRIPTION_TOO_LONG';
  return INVALID_REQUEST;
}

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
