// The presentations most routes have in common: the spec's "bad parameters" row, the
// service's message at the fallbacks' statuses, the confirmation every delete answers.
import { SpecText } from '@workmesh/platform';
import { shapeA, type ErrorPresentations } from '../error-presentation';
import { reply } from '../reply-presentation';

/** The spec's "bad parameters" row: every malformed request alike. */
export const invalidRequest = shapeA(400, SpecText.INVALID_REQUEST_PARAMETERS);

/**
 * The routes the spec does not show (docs/http-api.md, "Errors"): the service's message in
 * shape A, at the statuses of the design's fallbacks; a refused precondition
 * (LAST_OWNER, an expired invitation) is a conflict with the current state.
 */
export const serviceMessageErrors: ErrorPresentations = {
  invalid_argument: shapeA(400),
  permission_denied: shapeA(403),
  not_found: shapeA(404),
  already_exists: shapeA(409),
  failed_precondition: shapeA(409),
};

/** The roles a user holds in a team (the User's `role` is the one in their current team). */

/** Answers that are only a confirmation (every delete, removeMember). */
export const confirmation = reply({
  component: 'Success',
  description: 'A confirmation.',
  notes: { success: { description: 'a confirmation message' } },
});
