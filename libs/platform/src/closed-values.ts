// The closed value lists of the interface, each declared once as a proto enum in the
// package of the service that owns it (teams.proto: TeamRole, RateType; clients.proto:
// Budget*; invoices.proto: InvoiceStatus; tasks.proto: TaskStatus; teams.proto:
// InvitationStatus; tracking.proto: EntrySource, TimesheetStatus, ReportGrouping;
// notifier.proto: DeliveryStatus; scheduling.proto: DeleteScope), read here from the
// generated constants. The few lists whose values are no proto names (`bi-Weekly`,
// `twice per month`, `yes`/`no`) are declared here.
// The services' joi rules and mongoose `enum`s, the event contracts and the gateway's
// description take them from this file. The fields that carry them stay strings on the
// wire (teams.proto says why), so these lists are what each service checks.
import { BudgetRate as BudgetRates } from './generated/workmesh/clients/v1/BudgetRate';
import { BudgetReset as BudgetResets } from './generated/workmesh/clients/v1/BudgetReset';
import { BudgetType as BudgetTypes } from './generated/workmesh/clients/v1/BudgetType';
import { InvoiceLineKind as InvoiceLineKinds } from './generated/workmesh/invoices/v1/InvoiceLineKind';
import { InvoiceStatus as InvoiceStatuses } from './generated/workmesh/invoices/v1/InvoiceStatus';
import { DeliveryStatus as DeliveryStatuses } from './generated/workmesh/notifier/v1/DeliveryStatus';
import { DeleteScope as DeleteScopes } from './generated/workmesh/scheduling/v1/DeleteScope';
import { HalfDay as HalfDays } from './generated/workmesh/scheduling/v1/HalfDay';
import { TimeOffAccrual as TimeOffAccruals } from './generated/workmesh/scheduling/v1/TimeOffAccrual';
import { TimeOffStatus as TimeOffStatuses } from './generated/workmesh/scheduling/v1/TimeOffStatus';
import { TimeOffUnit as TimeOffUnits } from './generated/workmesh/scheduling/v1/TimeOffUnit';
import { TokenArea as TokenAreas } from './generated/workmesh/identity/v1/TokenArea';
import { TaskStatus as TaskStatuses } from './generated/workmesh/tasks/v1/TaskStatus';
import { InvitationStatus as InvitationStatuses } from './generated/workmesh/teams/v1/InvitationStatus';
import { RateType as RateTypes } from './generated/workmesh/teams/v1/RateType';
import { TeamRole as TeamRoles } from './generated/workmesh/teams/v1/TeamRole';
import { EntrySource as EntrySources } from './generated/workmesh/tracking/v1/EntrySource';
import { RateLevel as RateLevels } from './generated/workmesh/tracking/v1/RateLevel';
import { ReportGrouping as ReportGroupings } from './generated/workmesh/tracking/v1/ReportGrouping';
import { TagMatch as TagMatches } from './generated/workmesh/tracking/v1/TagMatch';
import { TimesheetStatus as TimesheetStatuses } from './generated/workmesh/tracking/v1/TimesheetStatus';
import { ImportSource as ImportSources } from './generated/workmesh/tracking/v1/ImportSource';
import { JobStatus as JobStatuses } from './generated/workmesh/tracking/v1/JobStatus';

/** An enum's value names in declaration order (with `enums: String`, its JSON strings). */
const namesOf = <Name extends string>(names: Record<string, Name>): readonly Name[] =>
  Object.values(names);

/** A user's role in their current team (identity's User.role): members' roles and `client`. */
export const TEAM_ROLES = namesOf(TeamRoles);
export type UserRole = (typeof TEAM_ROLES)[number];
/** A membership's role (teams): every team role but `client`. */
export const MEMBER_ROLES = TEAM_ROLES.filter(
  (role): role is Exclude<UserRole, 'client'> => role !== TeamRoles.client,
);
export type TeamRole = (typeof MEMBER_ROLES)[number];
/** The roles that run a team (invite, manage clients, approve timesheets, …). */
export const OWNER_OR_MANAGER: readonly TeamRole[] = [TeamRoles.owner, TeamRoles.manager];

/** A member's pay_type, a time entry's snapshot of it, invoices' amount_based_on. */
export const RATE_TYPES = namesOf(RateTypes);
export type RateType = (typeof RATE_TYPES)[number];

/** An invoice's status as shown and filtered by; `overdue` is derived (sent, unpaid, past due). */
export const INVOICE_STATUSES = namesOf(InvoiceStatuses);
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** The statuses an invoice is recorded (and its events published) with: all but `overdue`. */
export const RECORDED_INVOICE_STATUSES = INVOICE_STATUSES.filter(
  (status): status is Exclude<InvoiceStatus, 'overdue'> => status !== InvoiceStatuses.overdue,
);
export type RecordedInvoiceStatus = (typeof RECORDED_INVOICE_STATUSES)[number];

/** What a client's budget limits. */
export const BUDGET_TYPES = namesOf(BudgetTypes);
export type BudgetType = (typeof BUDGET_TYPES)[number];
/** The rate a budget's cost is counted at. */
export const BUDGET_RATES = namesOf(BudgetRates);
export type BudgetRate = (typeof BUDGET_RATES)[number];
/** When a budget's use starts again from zero. */
export const BUDGET_RESETS = namesOf(BudgetResets);
export type BudgetReset = (typeof BUDGET_RESETS)[number];

/** An invitation's status (`expired`: a pending one past its expiry, as shown and filtered by). */
export const INVITATION_STATUSES = namesOf(InvitationStatuses);
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** A task's status. */
export const TASK_STATUSES = namesOf(TaskStatuses);
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** How a time entry was made. */
export const TIME_ENTRY_SOURCES = namesOf(EntrySources);
export type TimeEntrySource = (typeof TIME_ENTRY_SOURCES)[number];
/** A member's week. */
export const TIMESHEET_STATUSES = namesOf(TimesheetStatuses);
/** Where a rate is set (issue 34): bill rates at every level, pay rates at team and member. */
export const RATE_LEVELS = namesOf(RateLevels);
export type RateLevel = (typeof RATE_LEVELS)[number];
/** The levels that set pay (cost) rates; the others set bill rates only. */
export const PAY_RATE_LEVELS: readonly RateLevel[] = [RateLevels.team, RateLevels.member];
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];
/** What a summary report groups by (group_by, sub_group). */
export const REPORT_GROUPINGS = namesOf(ReportGroupings);
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** How a tag filter matches (issue 36): entries carrying any of the tags, or all of them. */
export const TAG_MATCHES = namesOf(TagMatches);
export type TagMatch = (typeof TAG_MATCHES)[number];

/** Where an import's file comes from (docs/data-portability.md). */
export const IMPORT_SOURCES = namesOf(ImportSources);
export type ImportSource = (typeof IMPORT_SOURCES)[number];
/** An import's or an export's state. */
export const JOB_STATUSES = namesOf(JobStatuses);
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Time off (issue 36, scheduling.proto): a policy's unit and accrual, a request's status. */
export const TIME_OFF_UNITS = namesOf(TimeOffUnits);
export type TimeOffUnit = (typeof TIME_OFF_UNITS)[number];
export const TIME_OFF_ACCRUALS = namesOf(TimeOffAccruals);
export type TimeOffAccrual = (typeof TIME_OFF_ACCRUALS)[number];
export const TIME_OFF_STATUSES = namesOf(TimeOffStatuses);
export type TimeOffStatus = (typeof TIME_OFF_STATUSES)[number];
/** Which half of a one-day time-off request. */
export const HALF_DAYS = namesOf(HalfDays);
export type HalfDay = (typeof HALF_DAYS)[number];
/** Week days as working_days spell them (team settings, memberships), Sunday first. */
export const WORKING_DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WorkingDay = (typeof WORKING_DAYS)[number];
/** What keeps a member from work on a day of their timesheet (TimesheetAbsence.kind). */
export const ABSENCE_KINDS = ['time_off', 'holiday'] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];

/** A webhook delivery's status. */
export const DELIVERY_STATUSES = namesOf(DeliveryStatuses);
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Which of a schedule's entries a delete removes: this one, or it and those after it. */
export const SCHEDULE_DELETE_SCOPES = namesOf(DeleteScopes);
export type ScheduleDeleteScope = (typeof SCHEDULE_DELETE_SCOPES)[number];

/** A schedule's repetition (the spec's spelling, `bi-Weekly`: no proto enum name). */
export const SCHEDULE_REPETITIONS = ['never', 'weekly', 'bi-Weekly'] as const;
export type ScheduleRepetition = (typeof SCHEDULE_REPETITIONS)[number];

/** A member's pay period (`twice per month`: no proto enum name). */
export const PAY_PERIODS = ['weekly', 'bi-weekly', 'twice per month', 'monthly'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/** The spec's yes/no texts: invoice settings' flags, a project's billable, a user's isAdmin. */
export const YES_NO = ['yes', 'no'] as const;

/** What an invoice line bills (invoices.proto: InvoiceLineKind). */
export const INVOICE_LINE_KINDS = namesOf(InvoiceLineKinds);
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/** A team's late fee (issue 35): a percent of the unpaid total, or a fixed amount. */
export const LATE_FEE_TYPES = ['percent', 'fixed'] as const;
export type LateFeeType = (typeof LATE_FEE_TYPES)[number];
/** How often a late fee is charged: once, or monthly up to late_fee_max_times. */
export const LATE_FEE_REPEATS = ['once', 'monthly'] as const;
export type LateFeeRepeat = (typeof LATE_FEE_REPEATS)[number];

/** The areas of personal access tokens' scopes (identity.proto: TokenArea). */
export const TOKEN_AREAS = namesOf(TokenAreas);
export type TokenArea = (typeof TOKEN_AREAS)[number];
/** What a scope allows in its area: `read` every GET route, `write` the others. */
export const TOKEN_ACCESSES = ['read', 'write'] as const;
export type TokenAccess = (typeof TOKEN_ACCESSES)[number];
/** Every scope a personal access token can have: `time:read`, `time:write`, … */
export const TOKEN_SCOPES: readonly string[] = TOKEN_AREAS.flatMap((area) =>
  TOKEN_ACCESSES.map((access) => `${area}:${access}`),
);
/** The scope a request needs: `<area>:read` for GET, `<area>:write` for any other method. */
export const scopeFor = (area: TokenArea, method: string): string =>
  `${area}:${method === 'GET' ? 'read' : 'write'}`;
