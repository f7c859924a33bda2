// The teams service's validation rules: its reason for a bad field without one of its
// own, the team a request is about, and the name and description rules. Ids, how a
// failed validation is answered, the caller requirement and paging: platform.
import {
  invalidArgument,
  Joi,
  pagingFields,
  positiveId,
  Reason,
  requestValidator,
  SpecText,
  TEAM_DESCRIPTION_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
  type Caller,
  type Paging,
} from '@workmesh/platform';

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

/** The validated input, or INVALID_ARGUMENT (INVALID_REQUEST unless reasonOf says otherwise). */
export const validated = requestValidator(Reason.INVALID_REQUEST);

export const teamIdMissing = () =>
  invalidArgument(Reason.TEAM_ID_MISSING, SpecText.TEAM_ID_MISSING, {
    team_id: [SpecText.TEAM_ID_MISSING],
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

/** A required name (of a team, a group): trimmed, 1 to TEAM_NAME_MAX_LENGTH characters. */
export const nameField = () =>
  Joi.string()
    .trim()
    .max(TEAM_NAME_MAX_LENGTH)
    .required()
    .messages({
      'any.required': 'The name field is required.',
      'string.empty': 'The name field is required.',
      'string.base': 'The name field is required.',
      'string.max': `The name may not be greater than ${TEAM_NAME_MAX_LENGTH} characters.`,
    });

/** An optional description; empty means none (proto3 strings default to ''). */
export const descriptionField = () =>
  Joi.string()
    .trim()
    .allow('')
    .max(TEAM_DESCRIPTION_MAX_LENGTH)
    .messages({
      'string.max': `The description may not be greater than ${TEAM_DESCRIPTION_MAX_LENGTH} characters.`,
    });

/** Reasons of name and description rules (the gateway shows them); the rest INVALID_REQUEST. */
export function nameOrDescriptionReason(detail: Joi.ValidationErrorItem): Reason {
  const field = String(detail.path[0] ?? '');
  if (field === 'name')
    return detail.type === 'string.max' ? Reason.NAME_TOO_LONG : Reason.NAME_REQUIRED;
  if (field === 'description' && detail.type === 'string.max') return Reason.DESCRIPTION_TOO_LONG;
  return Reason.INVALID_REQUEST;
}

const pagingInput = Joi.object(pagingFields);

/** The page and per_page of a list request (1 and 20 when unset), or INVALID_ARGUMENT. */
export const pagingOf = (request: { page?: number; per_page?: number }): Paging =>
  validated<Paging>(pagingInput, { page: request.page, per_page: request.per_page });
