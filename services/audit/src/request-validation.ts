// The audit service's validation: a bad filter or cursor is INVALID_PARAMETERS with the
// field's message (platform: requestValidator).
import { Joi, Reason, requestValidator } from '@workmesh/platform';

export const validated = requestValidator(Reason.INVALID_PARAMETERS);

export const LIST_DEFAULT_LIMIT = 50;
export const LIST_MAX_LIMIT = 200;

const instant = (name: string) =>
  Joi.date()
    .iso()
    .messages({ '*': `The ${name} must be an ISO 8601 instant (e.g. 2026-11-28T10:00:00Z).` });

const text = (name: string, max: number) =>
  Joi.string()
    .max(max)
    .messages({ '*': `The ${name} must be text of at most ${max} characters.` });

/** ListRecords: the filters, the cursor and the page size. */
export const listRecordsSchema = Joi.object({
  from: instant('from'),
  to: instant('to'),
  actor: Joi.number()
    .integer()
    .positive()
    .messages({ '*': 'The actor must be a positive integer (a user id).' }),
  action: text('action', 100),
  object_type: text('object_type', 50),
  object_id: text('object_id', 100),
  cursor: Joi.string()
    .pattern(/^[1-9][0-9]{0,15}$/)
    .messages({ '*': 'The cursor is not one this list answered.' }),
  limit: Joi.number()
    .integer()
    .min(1)
    .max(LIST_MAX_LIMIT)
    .default(LIST_DEFAULT_LIMIT)
    .messages({ '*': `The limit must be an integer from 1 to ${LIST_MAX_LIMIT}.` }),
});

export interface ListRecordsInput {
  from?: Date;
  to?: Date;
  actor?: number;
  action?: string;
  object_type?: string;
  object_id?: string;
  cursor?: string;
  limit: number;
}
