// The tasks service's validation: its reason for a bad field without one of its own,
// and the id rule every request shares. How a failed validation is answered, the
// caller requirement and paging: platform.
import { Joi, validateRequest, type ReasonOf } from '@workmesh/platform';

// Re-exported so that a use case takes everything its edge validates with from here.
export { pagingFields, windowOf, type Page, type Paging } from '@workmesh/platform';

/** Any bad field without a reason of its own. */
export const INVALID_PARAMETERS = 'INVALID_PARAMETERS';
/** The spec's text for a malformed updateAssignee request. */
export const INVALID_PARAMETERS_MESSAGE = 'Invalid request parameters';

/**
 * The validated input, or INVALID_ARGUMENT (INVALID_PARAMETERS unless reasonOf says
 * otherwise) with the first bad field's message (or `message`) and every field's violations.
 */
export const validated = <T>(
  schema: Joi.Schema,
  input: unknown,
  options: { reasonOf?: ReasonOf; message?: string } = {},
): T =>
  validateRequest<T>(schema, input, {
    reasonOf: options.reasonOf ?? (() => INVALID_PARAMETERS),
    message: options.message,
  });

/** A positive integer id (optional unless `.required()`). */
export const positiveId = (name: string) =>
  Joi.number()
    .integer()
    .positive()
    .messages({
      'any.required': `The ${name} field is required.`,
      '*': `The ${name} must be a positive integer.`,
    });
