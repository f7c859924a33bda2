// The spec's error texts, word for word: odd English kept on purpose, client apps match on them.
export const SpecText = {
  /** Any authenticated operation, missing or invalid token (401 A). */
  UNAUTHENTICATED: 'Invalid or missing authentication token',
  /** Project create, update assignee, reset password, get teams: bad parameters (400 A). */
  INVALID_REQUEST_PARAMETERS: 'Invalid request parameters',

  /** Client create: email already used (400 A); register: email already registered (C, key `email`). */
  EMAIL_TAKEN: 'The email has already been taken.',
  /** Client create: email not valid (400 A). */
  EMAIL_INVALID: 'The email must be a valid email address.',
  /** Client create: email missing (400 A). */
  EMAIL_REQUIRED: 'The email field is required.',
  /** Client create: profile file of a disallowed type (B, documented as 403). */
  FILE_TYPE_NOT_ALLOWED: "This file can't be upload on server",

  /** Project create: name already used in the team (B). */
  PROJECT_NAME_TAKEN: 'This project name is already exist in your organization',
  /** Project create: key already used in the team (B). */
  PROJECT_KEY_TAKEN: 'This key is already exist in your organization',
  /** Project create: key empty (B). */
  PROJECT_KEY_EMPTY: "project key can't be empty!",
  /** Project create: name empty (B). */
  PROJECT_NAME_EMPTY: "Project name can't be empty!",

  /** Schedule add: a required field missing (400 A). */
  SCHEDULE_FIELDS_REQUIRED:
    'date_from, time_from, time_to, timezone, minimum_hours, and repetition are required',
  /** Schedule add: weekly or bi-Weekly without day_repeat or until (400 A). */
  REPEAT_FIELDS_REQUIRED: 'day_repeat and until are required for weekly/bi-weekly repetition',
  /** Schedule add: unknown timezone (400 A). */
  INVALID_TIMEZONE: 'Invalid timezone provided',
  /** Schedule add: unparseable date (400 A). */
  INVALID_DATE_FORMAT: 'Invalid date format',
  /** Schedule add: a group id does not exist (404 A). */
  GROUPS_NOT_FOUND: 'One or more groups not found',

  /** Send invitation: team_id missing (B). */
  TEAM_ID_MISSING: 'team_id missing',
  /** Send invitation: the caller is not owner or manager (B). */
  PERMISSION_DENIED: 'permission denied',
  /** Send invitation: the team does not exist (404 A). */
  TEAM_NOT_FOUND: 'Team not found',
  /** Send invitation: bad email (400 A). */
  INVALID_EMAIL_ADDRESS: 'Invalid email address',
  /** Send invitation: role outside the allowed values (400 A). */
  INVALID_ROLE: 'Invalid role specified',

  /** Reset password: email unknown or invalid (B). */
  RESET_EMAIL_INVALID: 'Invalid Email!',
  /**
   * Reset password: email delivery failed (B). Never answered: a reset answers success
   * whatever happens to its mail, which would otherwise tell that the address exists
   * (issue 32); identity logs and counts the failure instead.
   */
  EMAIL_DELIVERY_FAILED: 'Failed to send email',
} as const;

/**
 * Time tracking's texts that client apps match on, word for word as the issues that
 * introduced them give them (issue 18).
 */
export const TrackingText = {
  /** timer/stop and timer/current with no running timer (404 A). */
  NO_TIMER_RUNNING: 'No timer is running',
  /** An entry overlapping another of the user's while the team forbids it (409 A). */
  TIME_ENTRY_OVERLAPS: 'This time entry overlaps another one',
  /** Changing or deleting an approved or invoiced entry (409 A). */
  TIME_ENTRY_LOCKED: 'This time entry is locked',
} as const;

/** Expenses' texts (issue 35), word for word as the issue gives them. */
export const ExpenseText = {
  /** Changing or deleting an expense of an approved week or claimed by an invoice, or creating one in an approved week (409 A). */
  EXPENSE_LOCKED: 'This expense is locked',
  /** A receipt whose bytes are not one of these types, whatever its name says (403 A). */
  RECEIPT_TYPE_NOT_ALLOWED: 'The receipt must be a file of type: png, jpg, jpeg, pdf.',
  /** A category name the team already has, in any case (409 A). */
  CATEGORY_NAME_TAKEN: 'An expense category with this name already exists',
  /** Deleting a category expenses use (409 A). */
  CATEGORY_IN_USE: 'This expense category is used by expenses; archive it instead',
  /** A new expense in an archived category (409 A). */
  CATEGORY_ARCHIVED: 'This expense category is archived',
} as const;

/** Tags' texts (issue 36). */
export const TagText = {
  /** A tag name the team already has, in any case (409 A). */
  NAME_TAKEN: 'A tag with this name already exists',
} as const;

/** Issue 19: a manual entry or a timer start past the member's weekly limit (409 A). */
export const weeklyLimitReachedText = (hours: number): string =>
  `Weekly limit of ${hours} hours reached`;

/** Client invoices' texts (issue 20), word for word where the issue gives them. */
export const InvoiceText = {
  /** invoice/create: no billable, uninvoiced time of the client in the period (409 A; the issue's). */
  NO_UNINVOICED_TIME: 'There is no uninvoiced time in this period',
  /** invoice/create: one of the period's entries is a running timer (409 A). */
  TIMER_RUNNING: 'A timer of this client is running in this period; stop it first',
  /** An invoice of another team, or none (404 A). */
  NOT_FOUND: 'Invoice not found',
  /** update of an invoice that is not a draft (409 A). */
  ONLY_DRAFT_UPDATE: 'Only a draft invoice can be updated',
  /** send of a paid or void invoice (409 A). */
  CANNOT_SEND: 'Only a draft or sent invoice can be sent',
  /** mark-paid of an invoice that is not sent (409 A). */
  CANNOT_MARK_PAID: 'Only a sent invoice can be marked paid',
  /** void of a paid or void invoice (409 A). */
  CANNOT_VOID: 'Only a draft or sent invoice can be voided',
} as const;

/**
 * The most time entries one invoice bills: its claim is one transaction in tracking and its
 * entries one gRPC answer, both bounded (a longer period is invoiced in parts).
 */
export const MAX_INVOICE_ENTRIES = 10_000;

/** invoice/create of a period with more entries than one invoice bills (409 A). */
export const invoiceTooLargeText = (entries: number): string =>
  `The period has ${entries} time entries to invoice, more than the ${MAX_INVOICE_ENTRIES} one invoice may bill; invoice a shorter period`;

/** Personal access tokens' texts (issue 33), word for word as the issue gives them. */
export const TokenText = {
  /** A route reserved to a signed-in session (token management, password, 2FA, sessions), called with a token (403 A). */
  SESSION_REQUIRED: 'This action needs a signed-in session',
  /** A personal access token's name already used by the same user (409 A). */
  NAME_TAKEN: 'You already have a token with this name',
  /** A token of another user, or of another team, or none (404 A). */
  NOT_FOUND: 'Token not found',
  /** A token's request naming another team than the token's (403 A). */
  OTHER_TEAM: 'This token acts only in the team it was made in',
} as const;

/** Two-factor sign-in's texts (docs/auth.md, "Two-factor sign-in"). */
export const TwoFactorText = {
  CODE_INVALID: 'The two-factor code is invalid.',
  ALREADY_ENABLED: 'Two-factor authentication is already enabled.',
  NOT_ENABLED: 'Two-factor authentication is not enabled.',
  NOT_PENDING: 'Enable two-factor authentication first.',
  CHALLENGE_INVALID: 'This sign-in challenge is invalid or has expired.',
  PASSWORD_INCORRECT: 'The password is incorrect.',
  /** The team policy's refusal, word for word as the issue gives it (403 A). */
  TEAM_REQUIRES: 'This team requires two-factor authentication',
} as const;

/** A route outside the token's scopes (403 A; the text). */
export const tokenScopeMissingText = (scope: string): string =>
  `This token does not have the ${scope} scope`;
