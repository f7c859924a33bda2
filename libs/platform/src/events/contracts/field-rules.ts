// The field rules the event contracts share. Values are never converted by a reader
// (event-data.ts): a rule says what a producer must write, not what it may be turned into.
import { Joi } from '../../joi';
import { MEMBER_ROLES } from '../../closed-values';
import { TAG_IDS_MAX_ITEMS } from '../../text-limits';

/** A record's id: every service numbers its records from 1. */
export const id = Joi.number().integer().positive().required();
/** An id, or null where the data says "none" (an unassigned task). */
export const idOrNull = Joi.number().integer().positive().allow(null).required();
/** Text that may be empty, up to max characters. */
export const text = (max: number) => Joi.string().allow('').max(max).required();
/** A person's, a team's or a record's name; may be empty. */
export const name = text(1000);
export const email = Joi.string()
  .trim()
  .email({ tlds: { allow: false } })
  .max(320)
  .required();
/** A raw single-use token (only its hash is stored by the producer). */
export const token = Joi.string().min(1).max(1000).required();
/**
 * An instant as every producer writes it (Date#toISOString: ISO 8601 in UTC, `Z`). joi's
 * isoDate alone would also take a date without a time (`2026-11-27`), which the published
 * `format: date-time` (the AsyncAPI document) refuses: the pattern keeps the two equal.
 */
const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/;
export const utcInstant = () => Joi.string().isoDate().pattern(UTC_INSTANT);
/** ISO 8601, UTC. */
export const isoDateTime = utcInstant().required();
/** ISO 8601, UTC, or null where the data says "not yet" (an entry still running, a draft not sent). */
export const isoDateTimeOrNull = utcInstant().allow(null).required();
/** `YYYY-MM-DD HH:MM:SS` (UTC), as the producers write times for webhooks. */
export const utcDateTime = Joi.string()
  .pattern(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  .required();
/** `HH:MM:SS` (UTC). */
export const timeOfDay = Joi.string()
  .pattern(/^\d{2}:\d{2}:\d{2}$/)
  .required();
/** A member's role in a team. */
export const teamRole = Joi.string()
  .valid(...MEMBER_ROLES)
  .required();

/** A record's tags (issue 36): ids, ascending, at most TAG_IDS_MAX_ITEMS; optional in events made before tags. */
export const tagIds = Joi.array().items(Joi.number().integer().positive()).max(TAG_IDS_MAX_ITEMS);
