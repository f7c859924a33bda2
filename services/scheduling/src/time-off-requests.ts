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
import {
  memberRequestsLock,
  toTimeOffRequestData,
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
import { memberFacts, requireTeamMembers } from './time-off-access';
import { policyAppliesTo, policyNotFoundError } from './time-off-policy-rules';
import { requestChecks } from './time-off-request-checks';
import {
  listRequestsSchema,
  newTimeOffRequestRecord,
  policyNotApplicableError,
  requestNotFoundError,
  requireShapeFits,
  validatedCreateRequest,
  validatedRequestRef,
} from './time-off-request-rules';

const REQUEST_AUDIT_OMIT = ['created_at', 'id', 'team_id', 'day_amounts'] as const;

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

/** Create. */
function requestCreation(deps: SchedulingDependencies) {
  const { repository, outbox, logger, teams } = deps;
  const requests = repository.timeOffRequests;

  const { reckonDays, refuseApprovedWeeks, refuseConflicts } = requestChecks(deps);

  /** The team's live policy, when it applies to the member (else 404 / 400). */
  async function applicablePolicy(teamId: number, policyId: number, userId: number) {
    const policy = await repository.timeOffPolicies.findLive(teamId, policyId);
    if (!policy) throw policyNotFoundError();
    const memberGroups = await teams.groupsOfMember(teamId, policy.group_ids, userId);
    if (!policyAppliesTo(policy, userId, memberGroups)) throw policyNotApplicableError();
    return policy;
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
    const policy = await applicablePolicy(teamId, input.policy_id, userId);
    requireShapeFits(input, policy.unit);
    const member = await memberFacts(teams, teamId, userId);
    const { days, amounts } = await reckonDays(teamId, member, policy, input);
    await refuseApprovedWeeks(teamId, userId, days);

    const id = await repository.nextId('time_off_requests');
    const record = newTimeOffRequestRecord(
      { id, teamId, userId, createdBy: access.caller.userId },
      policy,
      input,
      { days, amounts },
    );
    const created = await repository.transaction(async () => {
      await repository.writeLocks.touch(memberRequestsLock(teamId, userId));
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

  return { createTimeOffRequest };
}

/** List and get. */
function requestReads({ repository, teams }: SchedulingDependencies) {
  const requests = repository.timeOffRequests;

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

  return { listTimeOffRequests, getTimeOffRequest };
}

export function timeOffRequestUseCases(deps: SchedulingDependencies) {
  return { ...requestCreation(deps), ...requestReads(deps) };
}

export type TimeOffRequestUseCases = ReturnType<typeof timeOffRequestUseCases>;
