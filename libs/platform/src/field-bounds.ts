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

/** A team's late fee (issue 35): days after the due date, and the most fees of an invoice. */
export const LATE_FEE_AFTER_DAYS: NumberBounds = { minimum: 0, maximum: 365 };
export const LATE_FEE_MAX_TIMES: NumberBounds = { minimum: 1, maximum: 120 };

/** An invitation's or a member's `pay_rate` and `bill_rate` (USD per hour). */
export const RATE_BOUNDS: NumberBounds = { minimum: 0, maximum: 1_000_000 };

/** Hours in a week (a member's `weekly_limit`). */
export const WEEKLY_HOURS_BOUNDS: NumberBounds = { minimum: 0, maximum: 168 };

/** A team's `hours_per_day`: what a working day counts in hours-unit time off (8 unless set). */
export const HOURS_PER_DAY_BOUNDS: NumberBounds = { minimum: 0.5, maximum: 24 };
/** A team's `late_start_threshold_minutes`: minutes after a shift's start a start counts late (5 unless set). */
export const LATE_START_THRESHOLD_MINUTES: NumberBounds = { minimum: 0, maximum: 720 };

/** The characters of an address's local part (RFC 5321 atext; `\w` is letters, digits and `_`). */
const ATEXT = "[\\w!#$%&'*+/=?^`{|}~-]";
/** A domain label (letters, digits, inner hyphens, at most 63), and the last one, which starts with a letter. */
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LABEL = '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';

/**
 * An ASCII address as the services' `Joi.string().email({ tlds: { allow: false } })` takes
 * it: dot-separated atoms of atext, `@`, two or more labels, the last one starting with a
 * letter (`0@com` and `a..b@x.io` are refused by both). Not said here, and so left to
 * the services: the local part's 64-byte limit (a pattern without look-ahead, which not
 * every schema tool reads, cannot count it beside the atoms) and the 254 characters of the
 * whole (the fields' maxLength). Non-ASCII addresses, which joi also takes, are outside
 * JSON Schema's `email` format and are not described.
 */
export const EMAIL_PATTERN = `^${ATEXT}+(?:\\.${ATEXT}+)*@(?:${DOMAIN_LABEL}\\.)+${TOP_LABEL}$`;

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
