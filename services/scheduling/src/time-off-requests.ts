// Time-off requests (docs/time-off.md, Requests): a member asks for days off under a
// policy that applies to them (owners and managers may ask for a member); the request
// counts the member's working days that are not holidays, and is refused (409) when it
// overlaps another of theirs, falls in an approved timesheet week, or exceeds the
// balance (unless the policy allows negative). A policy without approval approves it
// at once. Members see their own requests; owners and managers everyone's.
import {
  createdChanges,
  permissionDeniedError,
  type Caller,
  type TeamAccess,
} from '@workmesh/platform';
import type { SchedulingDependencies } from './dependencies';
import {
  SCHEDULING_AUDIT_ACTIONS,
  schedulingChangeRecorded,
  timeOffApproved,
  timeOffRequested,
} from './events';
import { memberDaysIn } from './member-days';
import {
  ACTIVE_STATUSES,
  toTimeOffRequestData,
  type NewTimeOffRequest,
  type TimeOffPolicyRecord,
  type TimeOffRequestFilter,
  type TimeOffRequestRecord,
} from './models';
import type { RequestOf } from './models/proto-messages';
import { authorizeMember, managesTeam } from './permissions';
import {
  pageOf,
  pagingFields,
  validated,
  windowOf,
  type Page,
  type Paging,
} from './request-validation';
import { memberFacts, requireTeamMembers, type MemberCalendarFacts } from './time-off-access';
import { availableHundredths, carryStartYear } from './time-off-balance-rules';
import { dayOfInstantIn, yearOf } from './time-off-dates';
import { policyAppliesTo, policyNotFoundError } from './time-off-policy-rules';
import {
  balanceExceededError,
  countedDays,
  dayAmounts,
  firstDayInApprovedWeek,
  firstOverlap,
  fromHundredths,
  listRequestsSchema,
  noWorkingDaysError,
  overlapError,
  policyNotApplicableError,
  requestNotFoundError,
  requireShapeFits,
  scheduledHoursByDay,
  startOfDayInRange,
  validatedCreateRequest,
  validatedRequestRef,
  weekApprovedError,
  type CreateRequestInput,
} from './time-off-request-rules';

const REQUEST_AUDIT_OMIT = ['created_at', 'id', 'team_id', 'day_amounts'] as const;

/** The year a policy was created in the team's zone (carry-over starts no earlier). */
export const policyCreatedYear = (policy: TimeOffPolicyRecord, timezone: string) =>
  yearOf(dayOfInstantIn(policy.created_at, timezone));

/** change.recorded of a request write. */
export const requestChange = (
  action: keyof typeof SCHEDULING_AUDIT_ACTIONS,
  request: TimeOffRequestRecord,
  changes: ReturnType<typeof createdChanges>,
) =>
  schedulingChangeRecorded(
    SCHEDULING_AUDIT_ACTIONS[action],
    { team_id: request.team_id, object_type: 'time_off_request', object_id: String(request.id) },
    changes,
    request.user_id,
  );

/** The member a request is for: the caller, or (owners and managers) a member they name. */
export function subjectOf(access: TeamAccess, userId: number | undefined): number {
  if (userId === undefined || userId === access.caller.userId) return access.caller.userId;
  if (!managesTeam(access)) throw permissionDeniedError();
  return userId;
}

export function timeOffRequestUseCases({
  repository,
  outbox,
  logger,
  teams,
}: SchedulingDependencies) {
  const requests = repository.timeOffRequests;

  /** The days and amounts of the request for the member, or 400 when it counts none. */
  async function reckonDays(
    teamId: number,
    member: MemberCalendarFacts,
    policy: TimeOffPolicyRecord,
    input: CreateRequestInput,
  ) {
    const found = (
      await memberDaysIn(repository, teamId, [member.userId], input.from, input.to)
    ).get(member.userId)!;
    const context = {
      workingDays: member.workingDays,
      scheduled: scheduledHoursByDay(found.shifts),
      holidays: new Set(found.holidays.map((holiday) => holiday.date)),
      hoursPerDay: member.hoursPerDay,
    };
    const days = countedDays(input.from, input.to, context);
    if (days.length === 0) throw noWorkingDaysError();
    return { days, amounts: dayAmounts(days, policy.unit, input, context) };
  }

  /** 409 when an approved timesheet week holds a counted day. */
  async function refuseApprovedWeeks(teamId: number, userId: number, days: string[]) {
    const range = startOfDayInRange(days[0], days[days.length - 1]);
    const weeks = await repository.approvedWeeks.meeting(teamId, userId, range.from, range.to);
    const day = firstDayInApprovedWeek(days, weeks);
    if (day) throw weekApprovedError(day);
  }

  /** In the transaction: 409 on an overlap, or (unless allowed) a balance it exceeds. */
  async function refuseConflicts(
    request: NewTimeOffRequest,
    policy: TimeOffPolicyRecord,
    member: MemberCalendarFacts,
  ) {
    const years = [...new Set(request.days.map(yearOf))];
    const createdYear = policyCreatedYear(policy, member.timezone);
    const earliest = Math.min(
      ...years.map((year) => carryStartYear(member.joinedOn, createdYear, year)),
    );
    const last = years[years.length - 1];
    const active = await requests.overlapping(
      request.team_id,
      [request.user_id],
      ACTIVE_STATUSES,
      `${Math.min(earliest, years[0])}-01-01`,
      `${last}-12-31`,
    );
    const overlap = firstOverlap(request.days, request.half_day ?? undefined, active);
    if (overlap) throw overlapError(overlap.requestId, overlap.day);
    if (policy.allow_negative) return;
    const ofPolicy = active.filter((other) => other.policy_id === policy.id);
    for (const year of years) {
      const asked = request.days.reduce(
        (sum, day, index) => sum + (yearOf(day) === year ? request.day_amounts[index] : 0),
        0,
      );
      const available = availableHundredths(
        policy,
        member.joinedOn,
        createdYear,
        year,
        request.to,
        ofPolicy,
      );
      if (asked > available)
        throw balanceExceededError(fromHundredths(available), fromHundredths(asked), policy.unit);
    }
  }

  /** POST time-off/request/create. */
  async function createTimeOffRequest(
    caller: Caller | undefined,
    request: RequestOf<'CreateTimeOffRequest'>,
  ): Promise<TimeOffRequestRecord> {
    const access = await authorizeMember(teams, caller);
    const { teamId } = access;
    const input = validatedCreateRequest(request);
    const userId = subjectOf(access, input.user_id);
    if (userId !== access.caller.userId)
      await requireTeamMembers(teams, teamId, [userId], 'user_id');
    const policy = await repository.timeOffPolicies.findLive(teamId, input.policy_id);
    if (!policy) throw policyNotFoundError();
    const memberGroups = await teams.groupsOfMember(teamId, policy.group_ids, userId);
    if (!policyAppliesTo(policy, userId, memberGroups)) throw policyNotApplicableError();
    requireShapeFits(input, policy.unit);
    const member = await memberFacts(teams, teamId, userId);
    const { days, amounts } = await reckonDays(teamId, member, policy, input);
    await refuseApprovedWeeks(teamId, userId, days);

    const id = await repository.nextId('time_off_requests');
    const record: NewTimeOffRequest = {
      id,
      team_id: teamId,
      user_id: userId,
      policy_id: policy.id,
      policy_name: policy.name,
      paid: policy.paid,
      unit: policy.unit,
      from: input.from,
      to: input.to,
      half_day: input.half_day ?? null,
      hours: input.hours ?? null,
      amount: fromHundredths(amounts.reduce((sum, amount) => sum + amount, 0)),
      days,
      day_amounts: amounts,
      status: policy.requires_approval ? 'pending' : 'approved',
      note: input.note,
      comment: null,
      reviewed_by: null,
      reviewed_at: null,
      created_by: access.caller.userId,
    };
    const created = await repository.transaction(async () => {
      await repository.memberLocks.touch(teamId, userId);
      await refuseConflicts(record, policy, member);
      const inserted = await requests.insert(record);
      const data = toTimeOffRequestData(inserted);
      await outbox.record(
        timeOffRequested(data),
        ...(inserted.status === 'approved' ? [timeOffApproved(data)] : []),
        requestChange(
          'CreateTimeOffRequest',
          inserted,
          createdChanges({ ...inserted }, REQUEST_AUDIT_OMIT),
        ),
      );
      return inserted;
    });
    outbox.kick();
    logger.info(
      {
        team_id: teamId,
        request_id: id,
        user_id: userId,
        status: created.status,
        by: access.caller.userId,
      },
      'time-off request created',
    );
    return created;
  }

  /** GET time-off/request/list: members their own; owners and managers anyone's (user_id filters). */
  async function listTimeOffRequests(
    caller: Caller | undefined,
    request: RequestOf<'ListTimeOffRequests'>,
  ): Promise<Page<TimeOffRequestRecord>> {
    const access = await authorizeMember(teams, caller);
    const input = validated<Paging & TimeOffRequestFilter>(
      listRequestsSchema.keys({ ...pagingFields }),
      request,
    );
    const filter: TimeOffRequestFilter = { ...input };
    if (!managesTeam(access)) filter.user_id = subjectOf(access, input.user_id);
    return pageOf(await requests.page(access.teamId, filter, windowOf(input)), input);
  }

  /** GET time-off/request/:id: a member's own, or (owners, managers) any of the team's. */
  async function getTimeOffRequest(
    caller: Caller | undefined,
    request: RequestOf<'GetTimeOffRequest'>,
  ): Promise<TimeOffRequestRecord> {
    const access = await authorizeMember(teams, caller);
    const found = await requests.findInTeam(access.teamId, validatedRequestRef(request).request_id);
    if (!found || (!managesTeam(access) && found.user_id !== access.caller.userId))
      throw requestNotFoundError();
    return found;
  }

  return { createTimeOffRequest, listTimeOffRequests, getTimeOffRequest };
}

export type TimeOffRequestUseCases = ReturnType<typeof timeOffRequestUseCases>;
