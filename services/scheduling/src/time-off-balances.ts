// GetTimeOffBalances (docs/time-off.md, Balances): per policy that applies to the member,
// what it gives them in a year and what their requests take. Members see their own;
// owners and managers any member's. The year defaults to the current one in the team's
// zone; today (taken vs planned) is read there too.
import { Joi, type Caller } from '@workmesh/platform';
import type { SchedulingDependencies } from './dependencies';
import { ACTIVE_STATUSES } from './models';
import type { RequestOf } from './models/proto-messages';
import { authorizeMember } from './permissions';
import { positiveId, validated } from './request-validation';
import { memberFacts } from './time-off-access';
import { balanceOf, CARRY_YEARS } from './time-off-balance-rules';
import { todayIn, yearOf } from './time-off-dates';
import { policyAppliesTo } from './time-off-policy-rules';
import { fromHundredths } from './time-off-request-rules';
import { policyCreatedYear } from './time-off-request-checks';
import { subjectOf } from './time-off-requests';

const balancesSchema = Joi.object({
  user_id: positiveId('user_id'),
  year: Joi.number()
    .integer()
    .min(1970)
    .max(2200)
    .messages({ '*': 'The year must be a year from 1970 to 2200.' }),
});

export interface TimeOffBalanceView {
  policy_id: number;
  policy_name: string;
  unit: string;
  paid: boolean;
  allowance: number;
  carried_over: number;
  accrued: number;
  taken: number;
  planned: number;
  pending: number;
  remaining: number;
}

export interface TimeOffBalancesView {
  user_id: number;
  year: number;
  balances: TimeOffBalanceView[];
}

export function timeOffBalanceUseCases({ repository, teams }: SchedulingDependencies) {
  /** GET time-off/balances?user_id&year */
  async function getTimeOffBalances(
    caller: Caller | undefined,
    request: RequestOf<'GetTimeOffBalances'>,
  ): Promise<TimeOffBalancesView> {
    const access = await authorizeMember(teams, caller);
    const { teamId } = access;
    const input = validated<{ user_id?: number; year?: number }>(balancesSchema, request);
    const userId = subjectOf(access, input.user_id);
    const member = await memberFacts(teams, teamId, userId);
    const today = todayIn(member.timezone);
    const year = input.year ?? yearOf(today);

    const live = await repository.timeOffPolicies.allLive(teamId);
    const groupIds = [...new Set(live.flatMap((policy) => policy.group_ids))];
    const memberGroups = await teams.groupsOfMember(teamId, groupIds, userId);
    const policies = live.filter((policy) => policyAppliesTo(policy, userId, memberGroups));
    const active = await repository.timeOffRequests.overlapping(
      teamId,
      [userId],
      ACTIVE_STATUSES,
      `${year - CARRY_YEARS}-01-01`,
      `${year}-12-31`,
    );

    const balances = policies.map((policy) => {
      const hundredths = balanceOf(
        policy,
        member.joinedOn,
        policyCreatedYear(policy, member.timezone),
        year,
        today,
        active.filter((request) => request.policy_id === policy.id),
      );
      return {
        policy_id: policy.id,
        policy_name: policy.name,
        unit: policy.unit,
        paid: policy.paid,
        allowance: policy.allowance,
        carried_over: fromHundredths(hundredths.carried_over),
        accrued: fromHundredths(hundredths.accrued),
        taken: fromHundredths(hundredths.taken),
        planned: fromHundredths(hundredths.planned),
        pending: fromHundredths(hundredths.pending),
        remaining: fromHundredths(hundredths.remaining),
      };
    });
    return { user_id: userId, year, balances };
  }

  return { getTimeOffBalances };
}

export type TimeOffBalanceUseCases = ReturnType<typeof timeOffBalanceUseCases>;
