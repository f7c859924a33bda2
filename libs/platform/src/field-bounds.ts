// The bounds of request fields that more than one part states: the service that checks
// them (its joi schema) and the gateway's OpenAPI description, which shows them. Both take
// them from here, so the description cannot say a range the service does not apply.

/** An inclusive range of a number field. */
export interface NumberBounds {
  readonly minimum: number;
  readonly maximum: number;
}

/**
 * Every id (path parameter, `team_id`, `user_id`, …): a positive integer, at most what
 * joi's number() takes (it refuses unsafe integers), as `positiveId` checks it.
 */
export const ID_BOUNDS: NumberBounds = { minimum: 1, maximum: Number.MAX_SAFE_INTEGER };

/** `page` of every list: 1-based. */
export const PAGE_BOUNDS: NumberBounds = { minimum: 1, maximum: Number.MAX_SAFE_INTEGER };

/** A client's payment terms in days (`net_term`). */
export const NET_TERM_DAYS: NumberBounds = { minimum: 0, maximum: 365 };

/** A percentage (`tax_rate`, `budget_notify_at`, a budget's `notifyAt`). */
export const PERCENT_BOUNDS: NumberBounds = { minimum: 0, maximum: 100 };

/** An invitation's or a member's `pay_rate` and `bill_rate` (USD per hour). */
export const RATE_BOUNDS: NumberBounds = { minimum: 0, maximum: 1_000_000 };

/** Hours in a week (a member's `weekly_limit`). */
export const WEEKLY_HOURS_BOUNDS: NumberBounds = { minimum: 0, maximum: 168 };

/**
 * What the services' `Joi.string().email({ tlds: { allow: false } })` needs at least: a
 * local part, `@`, and a domain of two or more dot-separated labels (joi's
 * minDomainSegments 2), no spaces. `0@com` is refused by both.
 */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@.]+(?:\\.[^\\s@.]+)+$';

/** A calendar date, `YYYY-MM-DD`. */
export const CALENDAR_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** A client's budget amount (`budget_cost`, a budget's `cost`) and hours. */
export const BUDGET_AMOUNT_BOUNDS: NumberBounds = { minimum: 0, maximum: 1_000_000_000 };

/** `per_page` of the schedule entry lists (the other lists: PAGE_MAX_SIZE of validation.ts). */
export const SCHEDULE_ENTRY_PAGE_MAX = 1000;

/** Days before an automatic invoice (`delay_days` of the invoice settings). */
export const DELAY_DAYS_BOUNDS: NumberBounds = { minimum: 0, maximum: 365 };

/** A schedule's `minimum_hours` (per day). */
export const MINIMUM_HOURS_BOUNDS: NumberBounds = { minimum: 0, maximum: 24 };

/** A project's `visible` flag: a whole number of at least 0 (an int32). */
export const VISIBLE_BOUNDS: NumberBounds = { minimum: 0, maximum: 2 ** 31 - 1 };

/**
 * A Schedule ID as requests may give it: letters and digits, 1 to 64 (the ids made are
 * 10 long; another is simply found nowhere).
 */
export const SCHEDULE_ID_PATTERN = '^[A-Za-z0-9]{1,64}$';
