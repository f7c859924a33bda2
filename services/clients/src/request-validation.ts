// The clients service's validation rules: the field rules it shares across clients,
// projects and invoice settings. Its reason for a bad field without one of its own
// (INVALID_PARAMETERS), ids, how a failed validation is answered, the caller
// requirement and paging: platform.
import { Joi, Reason, requestValidator, type NumberBounds } from '@workmesh/platform';

// Re-exported so that a use case takes everything its edge validates with from here.
export {
  pageOf,
  pagingFields,
  positiveId,
  requireCaller,
  windowOf,
  type Page,
  type Paging,
} from '@workmesh/platform';

/** The validated input, or INVALID_ARGUMENT (INVALID_PARAMETERS unless reasonOf says otherwise). */
export const validated = requestValidator(Reason.INVALID_PARAMETERS);

/** The fields of a validated input that were given: the unset (undefined) ones left out. */
export function givenFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** A number in a range, its message naming the field and the range. */
export const numberBetween = (name: string, min: number, max: number, integer = false) =>
  (integer ? Joi.number().integer() : Joi.number())
    .min(min)
    .max(max)
    .messages({
      '*': `The ${name} must be ${integer ? 'a whole number' : 'a number'} between ${min} and ${max}.`,
    });

/** A number within one of platform's ranges (field-bounds.ts), which the gateway's description shows. */
export const numberWithin = (name: string, bounds: NumberBounds, integer = false) =>
  numberBetween(name, bounds.minimum, bounds.maximum, integer);

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
