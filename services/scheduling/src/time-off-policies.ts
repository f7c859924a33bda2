// Time-off policies (docs/time-off.md, Policies): owners and managers create, update and
// delete them; every member of the team reads them. Names are unique per team whatever
// their case (409). A policy with pending or approved requests that have not ended
// cannot be deleted (409); otherwise it is archived: hidden, its requests kept.
import {
  asUniqueIndexViolation,
  createdChanges,
  deletedChanges,
  updatedChanges,
  type Caller,
} from '@workmesh/platform';
import type { SchedulingDependencies } from './dependencies';
import { SCHEDULING_AUDIT_ACTIONS, schedulingChangeRecorded } from './events';
import type { TimeOffPolicyRecord } from './models';
import type { RequestOf } from './models/proto-messages';
import { authorizeMember, authorizeTimeOffManager } from './permissions';
import {
  pageOf,
  pagingFields,
  positiveId,
  validated,
  windowOf,
  type Page,
  type Paging,
} from './request-validation';
import { requireTeamGroups, requireTeamMembers } from './time-off-access';
import { todayIn } from './time-off-dates';
import { Joi } from '@workmesh/platform';
import {
  newPolicyRecord,
  policyAppliesTo,
  policyChanges,
  policyInUseError,
  policyNameTakenError,
  policyNotFoundError,
  unitLockedError,
  validatedPolicyFields,
  validatedPolicyRef,
  validatedPolicyUpdate,
} from './time-off-policy-rules';

export const POLICY_DELETED_MESSAGE = 'Time-off policy deleted successfully';

/** Never recorded in a policy's audit changes. */
const POLICY_AUDIT_OMIT = ['created_at', 'id', 'team_id'] as const;

/** A unique-name clash (a race past the look-up) is the rule's 409. */
async function nameChecked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (asUniqueIndexViolation(error)) throw policyNameTakenError();
    throw error;
  }
}

const listPoliciesSchema = Joi.object({
  user_id: positiveId('user_id'),
  ...pagingFields,
});

const policyChange = (
  action: keyof typeof SCHEDULING_AUDIT_ACTIONS,
  policy: TimeOffPolicyRecord,
  changes: ReturnType<typeof createdChanges>,
) =>
  schedulingChangeRecorded(
    SCHEDULING_AUDIT_ACTIONS[action],
    { team_id: policy.team_id, object_type: 'time_off_policy', object_id: String(policy.id) },
    changes,
    0,
  );

/** The team's live policy, or TIME_OFF_POLICY_NOT_FOUND. */
const livePolicyOf =
  ({ repository }: SchedulingDependencies) =>
  async (teamId: number, id: number): Promise<TimeOffPolicyRecord> => {
    const policy = await repository.timeOffPolicies.findLive(teamId, id);
    if (!policy) throw policyNotFoundError();
    return policy;
  };

/** Create and update. */
function policyWrites(deps: SchedulingDependencies) {
  const { repository, outbox, logger, teams } = deps;
  const policies = repository.timeOffPolicies;
  const livePolicy = livePolicyOf(deps);

  /** POST time-off/policy/create (owners, managers). */
  async function createTimeOffPolicy(
    caller: Caller | undefined,
    request: RequestOf<'CreateTimeOffPolicy'>,
  ): Promise<TimeOffPolicyRecord> {
    const { caller: who, teamId } = await authorizeTimeOffManager(teams, caller);
    const input = validatedPolicyFields(request);
    const record = newPolicyRecord(0, teamId, who.userId, input);
    await requireTeamMembers(teams, teamId, record.user_ids, 'user_ids');
    await requireTeamGroups(teams, teamId, record.group_ids);
    if (await policies.findByName(teamId, record.name)) throw policyNameTakenError();
    const id = await repository.nextId('time_off_policies');
    const policy = await nameChecked(() =>
      repository.transaction(async () => {
        const inserted = await policies.insert({ ...record, id });
        await outbox.record(
          policyChange(
            'CreateTimeOffPolicy',
            inserted,
            createdChanges({ ...inserted }, POLICY_AUDIT_OMIT),
          ),
        );
        return inserted;
      }),
    );
    outbox.kick();
    logger.info({ team_id: teamId, policy_id: id, by: who.userId }, 'time-off policy created');
    return policy;
  }

  /** POST time-off/policy/:id/update (owners, managers): only real changes are written. */
  async function updateTimeOffPolicy(
    caller: Caller | undefined,
    request: RequestOf<'UpdateTimeOffPolicy'>,
  ): Promise<TimeOffPolicyRecord> {
    const { caller: who, teamId } = await authorizeTimeOffManager(teams, caller);
    const input = validatedPolicyUpdate(request);
    const current = await livePolicy(teamId, input.policy_id);
    const changes = policyChanges(current, input);
    if (Object.keys(changes).length === 0) return current;
    if (changes.user_ids) await requireTeamMembers(teams, teamId, changes.user_ids, 'user_ids');
    if (changes.group_ids) await requireTeamGroups(teams, teamId, changes.group_ids);
    if (changes.name !== undefined) {
      const named = await policies.findByName(teamId, changes.name);
      if (named && named.id !== current.id) throw policyNameTakenError();
    }
    const policy = await nameChecked(() =>
      repository.transaction(async () => {
        if (
          changes.unit !== undefined &&
          (await repository.timeOffRequests.policyUsed(teamId, current.id))
        )
          throw unitLockedError();
        const updated = await policies.update(teamId, current.id, changes);
        if (!updated) throw policyNotFoundError();
        await outbox.record(
          policyChange(
            'UpdateTimeOffPolicy',
            updated,
            updatedChanges({ ...current }, { ...updated }, POLICY_AUDIT_OMIT),
          ),
        );
        return updated;
      }),
    );
    outbox.kick();
    logger.info(
      { team_id: teamId, policy_id: policy.id, by: who.userId },
      'time-off policy updated',
    );
    return policy;
  }

  return { createTimeOffPolicy, updateTimeOffPolicy };
}

/** List, get and delete (archive). */
function policyReads(deps: SchedulingDependencies) {
  const { repository, outbox, logger, teams } = deps;
  const policies = repository.timeOffPolicies;
  const livePolicy = livePolicyOf(deps);

  /** GET time-off/policy/list: the team's live policies by name; with user_id, those applying to the member. */
  async function listTimeOffPolicies(
    caller: Caller | undefined,
    request: RequestOf<'ListTimeOffPolicies'>,
  ): Promise<Page<TimeOffPolicyRecord>> {
    const { teamId } = await authorizeMember(teams, caller);
    const input = validated<Paging & { user_id?: number }>(listPoliciesSchema, request);
    let all = await policies.allLive(teamId);
    if (input.user_id !== undefined) {
      const userId = input.user_id;
      const groupIds = [...new Set(all.flatMap((policy) => policy.group_ids))];
      const memberGroups = await teams.groupsOfMember(teamId, groupIds, userId);
      all = all.filter((policy) => policyAppliesTo(policy, userId, memberGroups));
    }
    const { skip, limit } = windowOf(input);
    return pageOf({ items: all.slice(skip, skip + limit), total: all.length }, input);
  }

  /** GET time-off/policy/:id (any member). */
  async function getTimeOffPolicy(
    caller: Caller | undefined,
    request: RequestOf<'GetTimeOffPolicy'>,
  ): Promise<TimeOffPolicyRecord> {
    const { teamId } = await authorizeMember(teams, caller);
    return livePolicy(teamId, validatedPolicyRef(request).policy_id);
  }

  /** POST time-off/policy/:id/delete (owners, managers): archived unless it still holds days. */
  async function deleteTimeOffPolicy(
    caller: Caller | undefined,
    request: RequestOf<'DeleteTimeOffPolicy'>,
  ): Promise<{ success: string }> {
    const { caller: who, teamId } = await authorizeTimeOffManager(teams, caller);
    const { policy_id } = validatedPolicyRef(request);
    const { timezone } = await teams.calendarSettings(teamId);
    const today = todayIn(timezone);
    await repository.transaction(async () => {
      const current = await livePolicy(teamId, policy_id);
      if (await repository.timeOffRequests.policyHoldsDaysFrom(teamId, policy_id, today))
        throw policyInUseError();
      const archived = await policies.update(teamId, policy_id, { archived: true });
      if (!archived) throw policyNotFoundError();
      await outbox.record(
        policyChange(
          'DeleteTimeOffPolicy',
          current,
          deletedChanges({ ...current }, POLICY_AUDIT_OMIT),
        ),
      );
    });
    outbox.kick();
    logger.info({ team_id: teamId, policy_id, by: who.userId }, 'time-off policy archived');
    return { success: POLICY_DELETED_MESSAGE };
  }

  return { listTimeOffPolicies, getTimeOffPolicy, deleteTimeOffPolicy };
}

export function timeOffPolicyUseCases(deps: SchedulingDependencies) {
  return { ...policyWrites(deps), ...policyReads(deps) };
}

export type TimeOffPolicyUseCases = ReturnType<typeof timeOffPolicyUseCases>;
