// The machine-readable reason of every error the system raises, declared once. The
// service that raises one and the gateway that presents it import the same constant:
// a presentation keyed by a reason that does not exist fails to compile, and neither
// side compares strings it typed again. The text that goes with a reason is the
// raising side's (the DomainError's message); where the spec fixes it, both sides take
// it from SpecText (spec-texts.ts). A record that is not there is told in one text per
// reason (NotFoundText), whichever service raises it.
import { InvoiceText, SpecText } from './spec-texts';

/** Raised by any service (platform's validation, team access, transport). */
const common = {
  /** A field is malformed where the spec's answer is SpecText.INVALID_REQUEST_PARAMETERS. */
  INVALID_PARAMETERS: 'INVALID_PARAMETERS',
  /** A request the service cannot read at all (identity's reset-password). */
  INVALID_ARGUMENT: 'INVALID_ARGUMENT',
  /** The gateway could not turn the HTTP request into the rpc's message. */
  REQUEST_INVALID: 'REQUEST_INVALID',
  PERMISSION_DENIED: 'PERMISSION_DENIED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** A test stub was asked for an rpc it does not implement. */
  UNIMPLEMENTED: 'UNIMPLEMENTED',
  INTERNAL: 'INTERNAL',
  /** A call's transport failed without a reason of its own. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  DEADLINE_EXCEEDED: 'DEADLINE_EXCEEDED',
  UNKNOWN: 'UNKNOWN',
  /** A dependency did not answer: `<SERVICE>_UNAVAILABLE` (platform's askingService). */
  IDENTITY_UNAVAILABLE: 'IDENTITY_UNAVAILABLE',
  TEAMS_UNAVAILABLE: 'TEAMS_UNAVAILABLE',
  CLIENTS_UNAVAILABLE: 'CLIENTS_UNAVAILABLE',
  TASKS_UNAVAILABLE: 'TASKS_UNAVAILABLE',
  SCHEDULING_UNAVAILABLE: 'SCHEDULING_UNAVAILABLE',
  NOTIFIER_UNAVAILABLE: 'NOTIFIER_UNAVAILABLE',
  TRACKING_UNAVAILABLE: 'TRACKING_UNAVAILABLE',
  INVOICES_UNAVAILABLE: 'INVOICES_UNAVAILABLE',
  AUDIT_UNAVAILABLE: 'AUDIT_UNAVAILABLE',
  /** An upload over MAX_UPLOAD_BYTES (the gateway before any call, or clients). */
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  /** Emails given as members that are not the team's (projects, groups, schedules). */
  NOT_TEAM_MEMBERS: 'NOT_TEAM_MEMBERS',
  GROUPS_NOT_FOUND: 'GROUPS_NOT_FOUND',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  EMAIL_INVALID: 'EMAIL_INVALID',
  PROJECT_NOT_FOUND: 'PROJECT_NOT_FOUND',
  NAME_REQUIRED: 'NAME_REQUIRED',
  /** An Idempotency-Key sent again with another request (422 at the gateway). */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** An Idempotency-Key header that is not 1–255 printable ASCII characters (the gateway's). */
  IDEMPOTENCY_KEY_INVALID: 'IDEMPOTENCY_KEY_INVALID',
  /** An Idempotency-Key whose first request has not finished (409 at the gateway). */
  IDEMPOTENCY_KEY_IN_PROGRESS: 'IDEMPOTENCY_KEY_IN_PROGRESS',
  /** An Idempotency-Key whose request was done but whose answer was lost in a crash (409 at the gateway). */
  IDEMPOTENCY_KEY_REPLY_LOST: 'IDEMPOTENCY_KEY_REPLY_LOST',
} as const;

const identity = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  TOKEN_REVOKED: 'TOKEN_REVOKED',
  /** No login session of the caller's with that id (404 at the gateway). */
  SESSION_NOT_FOUND: 'SESSION_NOT_FOUND',
  /** The action needs a signed-in session, not a personal access token (403). */
  SESSION_REQUIRED: 'SESSION_REQUIRED',
  NOT_A_MEMBER: 'NOT_A_MEMBER',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  EMAIL_UNKNOWN: 'EMAIL_UNKNOWN',
  RESET_TOKEN_INVALID: 'RESET_TOKEN_INVALID',
  VERIFICATION_TOKEN_INVALID: 'VERIFICATION_TOKEN_INVALID',
  /** Too many failed logins, reset requests or registrations for now (429). */
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** Password hashing is at its concurrency and queue limits (503). */
  HASHING_BUSY: 'HASHING_BUSY',
  /** A personal access token's name the user already gave another (409). */
  TOKEN_NAME_TAKEN: 'TOKEN_NAME_TAKEN',
  TOKEN_NOT_FOUND: 'TOKEN_NOT_FOUND',
  /** A personal access token used on a route its scopes do not cover (the gateway's, 403). */
  TOKEN_SCOPE_MISSING: 'TOKEN_SCOPE_MISSING',
  /** A personal access token's request naming another team than the token's (403). */
  TOKEN_TEAM_MISMATCH: 'TOKEN_TEAM_MISMATCH',
  /** Two-factor sign-in (docs/auth.md): a wrong, replayed or expired code (422; 401 at verify). */
  TWO_FACTOR_CODE_INVALID: 'TWO_FACTOR_CODE_INVALID',
  /** enable while already confirmed (409). */
  TWO_FACTOR_ALREADY_ENABLED: 'TWO_FACTOR_ALREADY_ENABLED',
  /** confirm without a pending enrolment; disable or regenerate while off (409). */
  TWO_FACTOR_NOT_ENABLED: 'TWO_FACTOR_NOT_ENABLED',
  /** verify with an unknown, used or expired challenge (401). */
  TWO_FACTOR_CHALLENGE_INVALID: 'TWO_FACTOR_CHALLENGE_INVALID',
  /** disable or regenerate with a wrong password (422). */
  PASSWORD_INCORRECT: 'PASSWORD_INCORRECT',
  /** The caller's current team requires two-factor sign-in and the caller has none (403). */
  TWO_FACTOR_REQUIRED: 'TWO_FACTOR_REQUIRED',
  /** user/delete by the only owner of a team with other members (409 A): ownership moves first. */
  ACCOUNT_SOLE_OWNER: 'ACCOUNT_SOLE_OWNER',
} as const;

const teams = {
  NAME_TOO_LONG: 'NAME_TOO_LONG',
  DESCRIPTION_TOO_LONG: 'DESCRIPTION_TOO_LONG',
  INVALID_REQUEST: 'INVALID_REQUEST',
  TEAM_ID_MISSING: 'TEAM_ID_MISSING',
  TEAM_NOT_FOUND: 'TEAM_NOT_FOUND',
  MEMBERSHIP_NOT_FOUND: 'MEMBERSHIP_NOT_FOUND',
  INVALID_EMAIL: 'INVALID_EMAIL',
  INVALID_ROLE: 'INVALID_ROLE',
  INVALID_PAY_SETTINGS: 'INVALID_PAY_SETTINGS',
  INVALID_SETTINGS: 'INVALID_SETTINGS',
  ALREADY_MEMBER: 'ALREADY_MEMBER',
  INVITATION_PENDING: 'INVITATION_PENDING',
  INVITATION_INVALID: 'INVITATION_INVALID',
  INVITATION_NOT_FOR_YOU: 'INVITATION_NOT_FOR_YOU',
  INVITATION_NOT_FOUND: 'INVITATION_NOT_FOUND',
  INVITATION_NOT_PENDING: 'INVITATION_NOT_PENDING',
  MEMBER_NOT_FOUND: 'MEMBER_NOT_FOUND',
  LAST_OWNER: 'LAST_OWNER',
  GROUP_NOT_FOUND: 'GROUP_NOT_FOUND',
  GROUP_NAME_TAKEN: 'GROUP_NAME_TAKEN',
} as const;

const clients = {
  EMAIL_REQUIRED: 'EMAIL_REQUIRED',
  CLIENT_NOT_FOUND: 'CLIENT_NOT_FOUND',
  INTERNAL_CLIENT: 'INTERNAL_CLIENT',
  CLIENT_HAS_PROJECTS: 'CLIENT_HAS_PROJECTS',
  FILE_TYPE_NOT_ALLOWED: 'FILE_TYPE_NOT_ALLOWED',
  STORAGE_UNAVAILABLE: 'STORAGE_UNAVAILABLE',
  PROJECT_NAME_EMPTY: 'PROJECT_NAME_EMPTY',
  PROJECT_KEY_EMPTY: 'PROJECT_KEY_EMPTY',
  PROJECT_NAME_TAKEN: 'PROJECT_NAME_TAKEN',
  PROJECT_KEY_TAKEN: 'PROJECT_KEY_TAKEN',
} as const;

const tasks = {
  TASK_NOT_FOUND: 'TASK_NOT_FOUND',
  TASK_NAME_REQUIRED: 'TASK_NAME_REQUIRED',
  TASK_BUSY: 'TASK_BUSY',
  ASSIGNEE_NOT_MEMBER: 'ASSIGNEE_NOT_MEMBER',
} as const;

const scheduling = {
  SCHEDULE_FIELDS_REQUIRED: 'SCHEDULE_FIELDS_REQUIRED',
  REPEAT_FIELDS_REQUIRED: 'REPEAT_FIELDS_REQUIRED',
  INVALID_REPETITION: 'INVALID_REPETITION',
  INVALID_TIME: 'INVALID_TIME',
  INVALID_TIMEZONE: 'INVALID_TIMEZONE',
  INVALID_DATE: 'INVALID_DATE',
  INVALID_DAY_REPEAT: 'INVALID_DAY_REPEAT',
  INVALID_UNTIL: 'INVALID_UNTIL',
  INVALID_MINIMUM_HOURS: 'INVALID_MINIMUM_HOURS',
  HORIZON_TOO_LONG: 'HORIZON_TOO_LONG',
  NO_OCCURRENCES: 'NO_OCCURRENCES',
  TOO_MANY_ENTRIES: 'TOO_MANY_ENTRIES',
  SCHEDULE_NOT_FOUND: 'SCHEDULE_NOT_FOUND',
  SCHEDULE_MISMATCH: 'SCHEDULE_MISMATCH',
  SID_AND_MEMBER_REQUIRED: 'SID_AND_MEMBER_REQUIRED',
  // Time off (docs/time-off.md).
  TIME_OFF_POLICY_NOT_FOUND: 'TIME_OFF_POLICY_NOT_FOUND',
  /** A policy name the team already has, in any case (409 A). */
  TIME_OFF_POLICY_NAME_TAKEN: 'TIME_OFF_POLICY_NAME_TAKEN',
  /** Deleting a policy with pending or approved requests that have not ended (409 A). */
  TIME_OFF_POLICY_IN_USE: 'TIME_OFF_POLICY_IN_USE',
  /** Changing the unit of a policy that requests use (409 A). */
  TIME_OFF_UNIT_LOCKED: 'TIME_OFF_UNIT_LOCKED',
  /** A request under a policy that does not apply to the member (400). */
  TIME_OFF_POLICY_NOT_APPLICABLE: 'TIME_OFF_POLICY_NOT_APPLICABLE',
  HOLIDAY_CALENDAR_NOT_FOUND: 'HOLIDAY_CALENDAR_NOT_FOUND',
  /** A calendar name the team already has, in any case (409 A). */
  HOLIDAY_CALENDAR_NAME_TAKEN: 'HOLIDAY_CALENDAR_NAME_TAKEN',
  /** A member named on two holiday calendars (409 A). */
  HOLIDAY_CALENDAR_MEMBER_TAKEN: 'HOLIDAY_CALENDAR_MEMBER_TAKEN',
  /** A country or region date-holidays does not know (400). */
  HOLIDAY_REGION_UNKNOWN: 'HOLIDAY_REGION_UNKNOWN',
  TIME_OFF_REQUEST_NOT_FOUND: 'TIME_OFF_REQUEST_NOT_FOUND',
  /** A request whose range holds no working day of the member (400). */
  TIME_OFF_NO_WORKING_DAYS: 'TIME_OFF_NO_WORKING_DAYS',
  /** The balance does not cover a request (409 A). */
  TIME_OFF_BALANCE_EXCEEDED: 'TIME_OFF_BALANCE_EXCEEDED',
  /** A request overlapping another pending or approved one of the member (409 A). */
  TIME_OFF_OVERLAP: 'TIME_OFF_OVERLAP',
  /** A request on a day of an approved timesheet week (409 A). */
  TIME_OFF_WEEK_APPROVED: 'TIME_OFF_WEEK_APPROVED',
  /** A review or cancel its status does not allow (409 A). */
  TIME_OFF_STATUS_CONFLICT: 'TIME_OFF_STATUS_CONFLICT',
  /** Cancelling a request whose first day has begun (409 A). */
  TIME_OFF_ALREADY_STARTED: 'TIME_OFF_ALREADY_STARTED',
} as const;

const notifier = {
  INVALID_EVENT: 'INVALID_EVENT',
  INVALID_TARGET_URL: 'INVALID_TARGET_URL',
  TARGET_NOT_ALLOWED: 'TARGET_NOT_ALLOWED',
  WEBHOOK_NOT_FOUND: 'WEBHOOK_NOT_FOUND',
  DELIVERY_NOT_FOUND: 'DELIVERY_NOT_FOUND',
  DELIVERY_NOT_FAILED: 'DELIVERY_NOT_FAILED',
} as const;

const tracking = {
  /** timer/stop, timer/current with no running timer (404 A, TrackingText.NO_TIMER_RUNNING). */
  TIMER_NOT_RUNNING: 'TIMER_NOT_RUNNING',
  TIME_ENTRY_NOT_FOUND: 'TIME_ENTRY_NOT_FOUND',
  /** 409 A, TrackingText.TIME_ENTRY_OVERLAPS. */
  TIME_ENTRY_OVERLAP: 'TIME_ENTRY_OVERLAP',
  /** 409 A, TrackingText.TIME_ENTRY_LOCKED (approved or invoiced). */
  TIME_ENTRY_LOCKED: 'TIME_ENTRY_LOCKED',
  /** A new entry, or an entry moved, into a week whose timesheet is approved (409 A). */
  WEEK_APPROVED: 'WEEK_APPROVED',
  /** A timesheet action its status does not allow (409 A). */
  TIMESHEET_STATUS_CONFLICT: 'TIMESHEET_STATUS_CONFLICT',
  /** Approving a week in which the member's timer runs (409 A). */
  TIMER_RUNNING_IN_WEEK: 'TIMER_RUNNING_IN_WEEK',
  /** A manual entry or a timer start past the member's weekly limit (409 A, weeklyLimitReached). */
  WEEKLY_LIMIT_REACHED: 'WEEKLY_LIMIT_REACHED',
  /** Invoicing a period while one of the client's timers in it runs (409 A, InvoiceText.TIMER_RUNNING). */
  INVOICE_TIMER_RUNNING: 'INVOICE_TIMER_RUNNING',
  /** Invoicing a period with more than MAX_INVOICE_ENTRIES entries (409 A, invoiceTooLargeText). */
  INVOICE_TOO_LARGE: 'INVOICE_TOO_LARGE',
  /** Expenses (issue 35): another team's, or (a member's view) another member's (404 A). */
  EXPENSE_NOT_FOUND: 'EXPENSE_NOT_FOUND',
  /** 409 A, ExpenseText.EXPENSE_LOCKED (its week approved, or invoiced). */
  EXPENSE_LOCKED: 'EXPENSE_LOCKED',
  /** GET expense/:id/receipt of an expense without one (404 A). */
  RECEIPT_NOT_FOUND: 'RECEIPT_NOT_FOUND',
  /** A receipt whose bytes are not PNG, JPEG or PDF (403 A, ExpenseText.RECEIPT_TYPE_NOT_ALLOWED). */
  RECEIPT_TYPE_NOT_ALLOWED: 'RECEIPT_TYPE_NOT_ALLOWED',
  EXPENSE_CATEGORY_NOT_FOUND: 'EXPENSE_CATEGORY_NOT_FOUND',
  /** A category name the team already has, in any case (409 A). */
  EXPENSE_CATEGORY_NAME_TAKEN: 'EXPENSE_CATEGORY_NAME_TAKEN',
  /** Deleting a category expenses use (409 A: archive it instead). */
  EXPENSE_CATEGORY_IN_USE: 'EXPENSE_CATEGORY_IN_USE',
  /** A new expense (or one moved) into an archived category (409 A). */
  EXPENSE_CATEGORY_ARCHIVED: 'EXPENSE_CATEGORY_ARCHIVED',
  /** Tags (issue 36): another team's, or none (404 A). */
  TAG_NOT_FOUND: 'TAG_NOT_FOUND',
  /** A tag name the team already has, in any case (409 A, TagText.NAME_TAKEN). */
  TAG_NAME_TAKEN: 'TAG_NAME_TAKEN',
  /** Data in and out (docs/data-portability.md): another team's import, or none (404 A). */
  IMPORT_NOT_FOUND: 'IMPORT_NOT_FOUND',
  /** Another team's (or another person's) export, or none (404 A). */
  EXPORT_NOT_FOUND: 'EXPORT_NOT_FOUND',
  /** A new import while the team's earlier one is still queued or running (409 A). */
  IMPORT_IN_PROGRESS: 'IMPORT_IN_PROGRESS',
} as const;

const invoices = {
  INVOICE_NOT_FOUND: 'INVOICE_NOT_FOUND',
  /** invoice/create with nothing to bill (409 A, InvoiceText.NO_UNINVOICED_TIME). */
  NO_UNINVOICED_TIME: 'NO_UNINVOICED_TIME',
  /** An action the invoice's status does not allow (409 A). */
  INVOICE_STATUS_CONFLICT: 'INVOICE_STATUS_CONFLICT',
} as const;

export const Reason = {
  ...common,
  ...identity,
  ...teams,
  ...clients,
  ...tasks,
  ...scheduling,
  ...notifier,
  ...tracking,
  ...invoices,
} as const;

export type Reason = (typeof Reason)[keyof typeof Reason];

const KNOWN_REASONS: ReadonlySet<string> = new Set(Object.values(Reason));

/** A reason read off the wire (a remote error's metadata): known, or UNKNOWN. */
export const asReason = (value: string): Reason =>
  KNOWN_REASONS.has(value) ? (value as Reason) : Reason.UNKNOWN;

/**
 * The text of each "no such record" reason (404 A at the gateway), declared once: every
 * service that raises the reason raises it with this text (platform's recordNotFound).
 */
export const NotFoundText = {
  CLIENT_NOT_FOUND: 'Client not found',
  DELIVERY_NOT_FOUND: 'Delivery not found',
  EXPENSE_NOT_FOUND: 'Expense not found',
  EXPENSE_CATEGORY_NOT_FOUND: 'Expense category not found',
  EXPORT_NOT_FOUND: 'Export not found',
  GROUP_NOT_FOUND: 'Group not found',
  GROUPS_NOT_FOUND: SpecText.GROUPS_NOT_FOUND,
  HOLIDAY_CALENDAR_NOT_FOUND: 'Holiday calendar not found',
  IMPORT_NOT_FOUND: 'Import not found',
  INVITATION_NOT_FOUND: 'Invitation not found',
  INVOICE_NOT_FOUND: InvoiceText.NOT_FOUND,
  MEMBER_NOT_FOUND: 'Member not found',
  /** Someone asked about who is not a member of the team (teams, tracking's timesheets). */
  MEMBERSHIP_NOT_FOUND: 'The user is not a member of this team.',
  PROJECT_NOT_FOUND: 'Project not found',
  RECEIPT_NOT_FOUND: 'This expense has no receipt',
  SCHEDULE_NOT_FOUND: 'Schedule not found',
  SESSION_NOT_FOUND: 'Session not found',
  TAG_NOT_FOUND: 'Tag not found',
  TASK_NOT_FOUND: 'Task not found',
  TEAM_NOT_FOUND: SpecText.TEAM_NOT_FOUND,
  TIME_ENTRY_NOT_FOUND: 'Time entry not found',
  TIME_OFF_POLICY_NOT_FOUND: 'Time-off policy not found',
  TIME_OFF_REQUEST_NOT_FOUND: 'Time-off request not found',
  TOKEN_NOT_FOUND: 'Token not found',
  USER_NOT_FOUND: 'User not found',
  WEBHOOK_NOT_FOUND: 'Webhook not found',
} as const satisfies Partial<Record<Reason, string>>;

export type NotFoundReason = keyof typeof NotFoundText;
