// change.recorded: every write made through the API, as the audit service records it
// (docs/audit.md). The producing service records it in the transaction of its write,
// beside its domain events, with the envelope's `actor` (who) and `request_id`; the
// data says what: the action, the object and each changed field. One contract for
// every producer: the envelope's `source` names the service.
import { Joi } from '../../joi';
import { eventContract } from '../event-contract';
import { newEvent, type DomainEvent } from '../event';

/** One field's change: `after` only for a create, `before` only for a delete. */
export type FieldChange = { before?: unknown; after?: unknown };

export type ChangeRecordedData = {
  /** The team the change belongs to (its audit chain); 0 for a user's own, teamless change. */
  team_id: number;
  /** `<object>.<verb>`: client.created, time_entry.deleted, member.role_changed, login.failed. */
  action: string;
  /** client, project, time_entry, token, session, user, … */
  object_type: string;
  /** The object's id as text ('' when the change has no object of its own). */
  object_id: string;
  /** Changed fields by name; never a password, secret, token or TOTP secret. */
  changes: Record<string, FieldChange>;
  /** The user acted on or for, when not the actor (a failed sign-in names nobody: 0). */
  subject_user_id: number;
};

const ACTION = /^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/;

export const ChangeRecorded = eventContract(
  'change.recorded',
  'every service',
).withData<ChangeRecordedData>({
  team_id: Joi.number().integer().min(0).required(),
  action: Joi.string().pattern(ACTION).max(100).required(),
  object_type: Joi.string()
    .pattern(/^[a-z][a-z0-9_]*$/)
    .max(50)
    .required(),
  object_id: Joi.string().allow('').max(100).required(),
  changes: Joi.object()
    .pattern(
      Joi.string().max(100),
      Joi.object({ before: Joi.any(), after: Joi.any() }).unknown(false),
    )
    .required(),
  subject_user_id: Joi.number().integer().min(0).required(),
});

/** The change as an event of the given service, for its outbox. */
export function changeRecorded(
  source: string,
  data: ChangeRecordedData,
): DomainEvent<ChangeRecordedData> {
  return newEvent(ChangeRecorded.type, data, source);
}
