// The notifier's validation rules: its reason for a bad field without one of its own
// (INVALID_PARAMETERS) and the rule of a subscription's target. Ids, how a failed
// validation is answered, the caller requirement and paging: platform.
import { Joi, Reason, requestValidator, WEBHOOK_TARGET_URL_MAX_LENGTH } from '@workmesh/platform';

// Re-exported so that a use case takes everything its edge validates with from here.
export {
  pageOf,
  pagingFields,
  positiveId,
  windowOf,
  type Page,
  type Paging,
} from '@workmesh/platform';

/** The validated input, or INVALID_ARGUMENT (INVALID_PARAMETERS unless reasonOf says otherwise). */
export const validated = requestValidator(Reason.INVALID_PARAMETERS);

const INVALID_TARGET_URL_MESSAGE = 'The target_url must be an http or https URL.';

/** An absolute http(s) URL with a host (Joi's RFC 3986 check, then the WHATWG parser's). */
export const targetUrl = Joi.string()
  .trim()
  .max(WEBHOOK_TARGET_URL_MAX_LENGTH)
  .uri({ scheme: ['http', 'https'] })
  .custom((value: string, helpers) => {
    try {
      const url = new URL(value);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '')
        return value;
    } catch {
      // refused below
    }
    return helpers.error('any.invalid');
  })
  .required()
  .messages({ '*': INVALID_TARGET_URL_MESSAGE });
