// A request's life after it is made (docs/time-off.md, Reviews): owners and managers
// approve or reject a pending one (with a comment); the member (or an owner or manager)
// cancels a pending or approved one before its first day starts in the team's zone.
// Each move is a conditional write (the expected status in the filter): of two reviewers
// only one wins, the other gets 409. Approval refuses (409) a request with a day in a
// timesheet week approved since it was made. Events (time_off.approved/rejected/cancelled) and
// the audit change go in the same transaction.
import { updatedChanges, type Caller, type TimeOffStatus } from '@workmesh/platform';
import type { SchedulingDependencies } from './dependencies';
import { timeOffApproved, timeOffCancelled, timeOffRejected } from './events';
import { ACTIVE_STATUSES, toTimeOffRequestData, type TimeOffRequestRecord } from './models';
import type { RequestOf } from './models/proto-messages';
import { authorizeMember, authorizeTimeOffManager, managesTeam } from './permissions';
import { startOfDayIn } from './time-off-dates';
import {
  alreadyStartedError,
  requestNotFoundError,
  statusConflictError,
  validatedRequestRef,
  validatedReview,
} from './time-off-request-rules';
import { requestChecks } from './time-off-request-checks';
import { requestChange } from './time-off-requests';

const REVIEW_AUDIT_OMIT = ['created_at', 'id', 'team_id', 'day_amounts'] as const;

type Move = 'approve' | 'reject' | 'cancel';

const MOVES = {
  approve: { to: 'approved', event: timeOffApproved, action: 'ApproveTimeOffRequest' },
  reject: { to: 'rejected', event: timeOffRejected, action: 'RejectTimeOffRequest' },
  cancel: { to: 'cancelled', event: timeOffCancelled, action: 'CancelTimeOffRequest' },
} as const satisfies Record<Move, { to: TimeOffStatus; event: unknown; action: string }>;

export function timeOffReviewUseCases({
  repository,
  outbox,
  logger,
  teams,
}: SchedulingDependencies) {
  const requests = repository.timeOffRequests;
  const { refuseApprovedWeeks } = requestChecks({ repository });

  /** Moves the request from `from` statuses, in one transaction with its events. */
  async function move(
    teamId: number,
    requestId: number,
    kind: Move,
    from: readonly TimeOffStatus[],
    fields: { comment?: string | null; reviewed_by?: number; reviewed_at?: Date },
    check: (request: TimeOffRequestRecord) => void | Promise<void> = () => undefined,
  ): Promise<TimeOffRequestRecord> {
    const { to, event, action } = MOVES[kind];
    const moved = await repository.transaction(async () => {
      const current = await requests.findInTeam(teamId, requestId);
      if (!current) throw requestNotFoundError();
      await check(current);
      if (!from.includes(current.status)) throw statusConflictError(current.status, kind);
      const updated = await requests.changeStatus(teamId, requestId, from, {
        status: to,
        ...fields,
      });
      // Another reviewer moved it between the read and the write.
      if (!updated)
        throw statusConflictError((await requests.findInTeam(teamId, requestId))!.status, kind);
      await outbox.record(
        event(toTimeOffRequestData(updated)),
        requestChange(
          action,
          updated,
          updatedChanges({ ...current }, { ...updated }, REVIEW_AUDIT_OMIT),
        ),
      );
      return updated;
    });
    outbox.kick();
    logger.info({ team_id: teamId, request_id: requestId, status: to }, `time-off request ${to}`);
    return moved;
  }

  /** POST time-off/request/:id/approve and /reject (owners, managers; pending only). */
  async function review(
    caller: Caller | undefined,
    request: RequestOf<'ApproveTimeOffRequest'>,
    kind: 'approve' | 'reject',
  ): Promise<TimeOffRequestRecord> {
    const { caller: who, teamId } = await authorizeTimeOffManager(teams, caller);
    const input = validatedReview(request);
    return move(
      teamId,
      input.request_id,
      kind,
      ['pending'],
      {
        comment: input.comment ? input.comment : null,
        reviewed_by: who.userId,
        reviewed_at: new Date(),
      },
      // A week approved since the request was made: approving it would put time off in a
      // locked week (409, as a new request would get).
      async (current) => {
        if (kind === 'approve' && current.status === 'pending' && current.days.length > 0)
          await refuseApprovedWeeks(teamId, current.user_id, current.days);
      },
    );
  }

  /** POST time-off/request/:id/cancel: the member's own (or any, for owners and managers), before it starts. */
  async function cancelTimeOffRequest(
    caller: Caller | undefined,
    request: RequestOf<'CancelTimeOffRequest'>,
  ): Promise<TimeOffRequestRecord> {
    const access = await authorizeMember(teams, caller);
    const { request_id } = validatedRequestRef(request);
    const { timezone } = await teams.calendarSettings(access.teamId);
    return move(access.teamId, request_id, 'cancel', ACTIVE_STATUSES, {}, (current) => {
      if (!managesTeam(access) && current.user_id !== access.caller.userId)
        throw requestNotFoundError();
      if (
        ACTIVE_STATUSES.includes(current.status) &&
        Date.now() >= startOfDayIn(current.from, timezone).getTime()
      )
        throw alreadyStartedError();
    });
  }

  return {
    approveTimeOffRequest: (
      caller: Caller | undefined,
      request: RequestOf<'ApproveTimeOffRequest'>,
    ) => review(caller, request, 'approve'),
    rejectTimeOffRequest: (
      caller: Caller | undefined,
      request: RequestOf<'RejectTimeOffRequest'>,
    ) => review(caller, request, 'reject'),
    cancelTimeOffRequest,
  };
}

export type TimeOffReviewUseCases = ReturnType<typeof timeOffReviewUseCases>;
