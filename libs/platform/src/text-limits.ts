// The limits of the texts requests carry: the service that checks a text (its joi rule or
// its own check) and the gateway's OpenAPI description, which shows it (maxLength, and a
// pattern refusing blank text where the service trims a text and counts blank as
// missing), both take them from here. Lengths are in characters (Unicode code points),
// as JSON Schema counts them: platform's Joi counts string min, max and length so
// (joi.ts), and a service counting by hand uses characterCount.

/** Two UTF-16 code units that make one character (beyond U+FFFF: an emoji, say). */
const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

/** The characters of a text: String#length less one per surrogate pair ("😀".length is 2). */
export const characterCount = (text: string): number =>
  text.length - (text.match(SURROGATE_PAIR)?.length ?? 0);

/** The first `count` characters of a text, a character beyond U+FFFF never cut in two. */
export const firstCharacters = (text: string, count: number): string =>
  Array.from(text).slice(0, count).join('');

// ---- identity ----

/** A user's `name` at registration, trimmed: blank is missing. */
export const USER_NAME_MAX_LENGTH = 255;
/** A new `password` (registration, reset) at least, not trimmed. */
export const PASSWORD_MIN_LENGTH = 8;
/** A `password` (registration, reset, login), not trimmed. */
export const PASSWORD_MAX_LENGTH = 255;
/** An email address as joi's email() takes it (RFC 5321): clients' `email` checks it itself. */
export const EMAIL_MAX_LENGTH = 254;
/** The text identity and teams read as an `email` before checking it as an address (login's is not checked further). */
export const EMAIL_INPUT_MAX_LENGTH = 255;
/** Registration's `phone`, trimmed. */
export const PHONE_MAX_LENGTH = 32;
/** Registration's `timezone`, trimmed (an IANA zone name; elsewhere a zone is only looked up). */
export const REGISTRATION_TIMEZONE_MAX_LENGTH = 64;
/** The `token` of a password-reset or an email-verification link, trimmed: blank is missing. */
export const LINK_TOKEN_MAX_LENGTH = 512;

// ---- teams ----

/** A team's or a group's `name`, trimmed: blank is missing. */
export const TEAM_NAME_MAX_LENGTH = 100;
/** A team's or a group's `description` (registration's `team.description` too), trimmed. */
export const TEAM_DESCRIPTION_MAX_LENGTH = 1000;
/** An invitation's `job_title`, trimmed. */
export const JOB_TITLE_MAX_LENGTH = 255;
/** An invitation's `ip`, trimmed: what is kept of it (a longer one is cut, never refused). */
export const INVITATION_IP_KEPT_LENGTH = 100;
/** An invitation's `agent`, trimmed: what is kept of it (a longer one is cut, never refused). */
export const INVITATION_AGENT_KEPT_LENGTH = 1000;
/** An invitation link's `token`, trimmed: a longer one is no invitation's (not found, or invalid). */
export const INVITATION_TOKEN_MAX_LENGTH = 200;
/** A team's `terms_text`, not trimmed. */
export const TERMS_TEXT_MAX_LENGTH = 10_000;
/** A team's `default_invoice_notes`, not trimmed. */
export const DEFAULT_INVOICE_NOTES_MAX_LENGTH = 5000;
/** Ids in a group's `member_ids` or `manager_ids` (and group ids resolved in one call), as given. */
export const GROUP_ID_LIST_MAX_ITEMS = 1000;

// ---- clients ----

/** A client's `name` (once the removed characters are gone, and trimmed: nothing left is missing), `phone`, `company`, `website` and address lines. */
export const CLIENT_TEXT_MAX_LENGTH = 255;
/**
 * The schemes of a client's `website` (joi's uri({ scheme })). Create and update take one
 * rule: "" (or spaces) is no website, so an update given it clears the one there was.
 */
export const CLIENT_WEBSITE_SCHEMES = ['http', 'https'] as const;
/** The characters removed from a client's `name` (a regular expression's character class body). */
export const CLIENT_NAME_REMOVED_CHARACTERS = `'",;<>[\\]!+|`;
/** The client list's `search`, trimmed. */
export const CLIENT_SEARCH_MAX_LENGTH = 100;
/** A project's name (`project`), trimmed: blank is missing. */
export const PROJECT_NAME_MAX_LENGTH = 255;
/** A project's `key`: the letters A–Z it has (every other character is removed), this many. */
export const PROJECT_KEY_LETTERS = { minimum: 2, maximum: 5 } as const;
/** A project's `key` as given, whatever else it holds: PROJECT_KEY_LETTERS letters A–Z. */
export const PROJECT_KEY_PATTERN = `^[^A-Za-z]*(?:[A-Za-z][^A-Za-z]*){${PROJECT_KEY_LETTERS.minimum},${PROJECT_KEY_LETTERS.maximum}}$`;
/** A project's `description`, trimmed. */
export const PROJECT_DESCRIPTION_MAX_LENGTH = 5000;
/** Ids in a project's `project_manager`, `users` or `groups`, as given. */
export const PROJECT_ID_LIST_MAX_ITEMS = 200;

// ---- tasks ----

/** A task's `name`, trimmed: blank is missing. */
export const TASK_NAME_MAX_LENGTH = 255;
/** A task's `description`, not trimmed. */
export const TASK_DESCRIPTION_MAX_LENGTH = 5000;
/** The `comment` of an assignment (mailed to the assignee), trimmed. */
export const TASK_COMMENT_MAX_LENGTH = 5000;

// ---- scheduling ----

/** A schedule's (or one entry's) `title`, trimmed. */
export const SCHEDULE_TITLE_MAX_LENGTH = 255;
/** Different user ids in a schedule's `members` (a repeated id counts once). */
export const SCHEDULE_MEMBER_IDS_MAX_ITEMS = 10_000;
/** Different group ids in a schedule's `groupsId` (a repeated id counts once; teams resolves 1000 groups a call). */
export const SCHEDULE_GROUP_IDS_MAX_ITEMS = 1000;
/** Ids in a time-off policy's `user_ids` or `group_ids`, or a holiday calendar's `user_ids`, as given. */
export const TIME_OFF_ID_LIST_MAX_ITEMS = 1000;
/** A holiday calendar's `dates` (one per date). */
export const HOLIDAY_DATES_MAX_ITEMS = 400;
/** A holiday's `name`, a time-off policy's or a holiday calendar's `name`, trimmed: blank is missing. */
export const TIME_OFF_NAME_MAX_LENGTH = 200;
/** A time-off request's `note` and a reviewer's `comment`. */
export const TIME_OFF_TEXT_MAX_LENGTH = 5000;

// ---- notifier ----

/** A webhook subscription's `target_url`, trimmed. */
export const WEBHOOK_TARGET_URL_MAX_LENGTH = 2048;

// ---- tracking ----

/** A time entry's (or a timer's) `description`, not trimmed. */
export const TIME_ENTRY_DESCRIPTION_MAX_LENGTH = 5000;
/** A timesheet rejection's `comment`, trimmed: blank is missing. */
export const TIMESHEET_COMMENT_MAX_LENGTH = 5000;
/** A tag's `name` (issue 36), trimmed, in code points: blank is refused. */
export const TAG_NAME_MAX_LENGTH = 100;
/** The tags one time entry or expense carries (`tag_ids`, distinct). */
export const TAG_IDS_MAX_ITEMS = 20;

// ---- invoices ----

/** An invoice's `notes` (invoice update), not trimmed. */
export const INVOICE_NOTES_MAX_LENGTH = 5000;
/** An invoice line's `description` (invoice update), trimmed: blank is refused. */
export const INVOICE_LINE_DESCRIPTION_MAX_LENGTH = 500;

/** Two-factor sign-in's inputs (docs/auth.md): a code as typed (6 digits, spaces allowed), a login challenge, a recovery code. */
export const TWO_FACTOR_CODE_MAX_LENGTH = 20;
export const TWO_FACTOR_CHALLENGE_MAX_LENGTH = 200;
export const RECOVERY_CODE_MAX_LENGTH = 40;
