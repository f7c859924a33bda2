// The scheduling service's validation: its id rule (a missing id has a message of its
// own). Its reason for a bad field without one of its own (INVALID_PARAMETERS), how a
// failed validation is answered, the caller requirement and paging: platform.
import { positiveId as requiredPositiveId, Reason, requestValidator } from '@workmesh/platform';

// Re-exported so that a use case takes everything its edge validates with from here.
export { pageOf, pagingFields, windowOf, type Page, type Paging } from '@workmesh/platform';

/**
 * The validated input, or INVALID_ARGUMENT (INVALID_PARAMETERS unless reasonOf says
 * otherwise) with the first bad field's message and every field's violations.
 */
export const validated = requestValidator(Reason.INVALID_PARAMETERS);

/** A positive integer id, optional unless `.required()`: then a missing one is "field is required". */
export const positiveId = (name: string) =>
  requiredPositiveId(name)
    .optional()
    .messages({ 'any.required': `The ${name} field is required.` });
