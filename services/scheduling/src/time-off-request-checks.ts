// The checks of a new time-off request that read the store (docs/time-off.md, Requests):
// the days it counts for the member (shifts, working days, holidays), an approved
// timesheet week on one of them, and, inside the transaction, an overlap with another
// active request of the member or a balance it exceeds.
import type { SchedulingDependencies } from './dependencies';
import { memberDaysIn } from './member-days';
import { ACTIVE_STATUSES, type NewTimeOffRequest, type TimeOffPolicyRecord } from './models';
import type { MemberCalendarFacts } from './time-off-access';
import { availableHundredths, carryStartYear } from './time-off-balance-rules';
import { dayOfInstantIn, yearOf } from './time-off-dates';
import {
  balanceExceededError,
  countedDays,
  dayAmounts,
  firstDayInApprovedWeek,
  firstOverlap,
  fromHundredths,
  noWorkingDaysError,
  overlapError,
  scheduledHoursByDay,
  startOfDayInRange,
  weekApprovedError,
  type CreateRequestInput,
} from './time-off-request-rules';

/** The year a policy was created in the team's zone (carry-over starts no earlier). */
export const policyCreatedYear = (policy: TimeOffPolicyRecord, timezone: string) =>
  yearOf(dayOfInstantIn(policy.created_at, timezone));

export function requestChecks({ repository }: Pick<SchedulingDependencies, 'repository'>) {
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

  return { reckonDays, refuseApprovedWeeks, refuseConflicts };
}
