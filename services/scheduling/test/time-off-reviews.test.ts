// A request's life (docs/time-off.md, Reviews): approve or reject a pending one (owners
// and managers), cancel a pending or approved one before it starts; each move once, with
// its time_off.* event on the bus carrying the request as shown.
import {
  checkEventData,
  TimeOffApproved,
  TimeOffCancelled,
  TimeOffRejected,
  TimeOffRequested,
  type TimeOffRequestData,
} from '@workmesh/platform';
import {
  asManager,
  asMember,
  asOwner,
  failureOf,
  schedulingForFile,
  type TeamFixture,
} from './scheduling-harness';
import { policy, type PolicyFields } from './time-off-fixtures';

const h = schedulingForFile();

async function pendingRequest(fixture: TeamFixture, fields: Partial<PolicyFields> = {}) {
  const vacation = await h.client.CreateTimeOffPolicy(policy(fields), asOwner(fixture));
  return h.client.CreateTimeOffRequest(
    { policy_id: vacation.id, from: '2030-03-04', to: '2030-03-05', note: 'Trip' },
    asMember(fixture),
  );
}

const eventOf = (type: string, id: number) =>
  h.events.waitFor<TimeOffRequestData>(type, (data) => data.id === id);

describe('approving and rejecting', () => {
  it('a manager approves a pending request with a comment; time_off.requested then time_off.approved', async () => {
    const fixture = h.team({ managers: 1, members: 1 });
    const request = await pendingRequest(fixture);

    const approved = await h.client.ApproveTimeOffRequest(
      { request_id: request.id, comment: 'Enjoy' },
      asManager(fixture),
    );

    expect(approved).toMatchObject({
      status: 'approved',
      comment: 'Enjoy',
      reviewed_by: fixture.managers[0].id,
    });
    expect(approved.reviewed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const requested = await eventOf('time_off.requested', request.id);
    expect(requested.data).toMatchObject({ status: 'pending', note: 'Trip', amount: 2 });
    const event = await eventOf('time_off.approved', request.id);
    expect(event.source).toBe('scheduling');
    expect(checkEventData(TimeOffRequested.schema, requested).problem).toBeUndefined();
    expect(checkEventData(TimeOffApproved.schema, event).problem).toBeUndefined();
    expect(event.data).toMatchObject({
      id: request.id,
      team_id: fixture.teamId,
      user_id: fixture.members[0].id,
      status: 'approved',
      days: ['2030-03-04', '2030-03-05'],
      comment: 'Enjoy',
      reviewed_by: fixture.managers[0].id,
    });
  });

  it('only a pending request is reviewed: approving twice is 409', async () => {
    const fixture = h.team({ members: 1 });
    const request = await pendingRequest(fixture);
    await h.client.ApproveTimeOffRequest({ request_id: request.id }, asOwner(fixture));

    const again = await failureOf(
      h.client.ApproveTimeOffRequest({ request_id: request.id }, asOwner(fixture)),
    );
    const reject = await failureOf(
      h.client.RejectTimeOffRequest({ request_id: request.id }, asOwner(fixture)),
    );

    expect(again).toMatchObject({
      kind: 'failed_precondition',
      reason: 'TIME_OFF_STATUS_CONFLICT',
    });
    expect(reject.reason).toBe('TIME_OFF_STATUS_CONFLICT');
  });

  it('of two reviewers at once, exactly one wins', async () => {
    const fixture = h.team({ managers: 1, members: 1 });
    const request = await pendingRequest(fixture);

    const outcomes = await Promise.allSettled([
      h.client.ApproveTimeOffRequest({ request_id: request.id }, asOwner(fixture)),
      h.client.RejectTimeOffRequest({ request_id: request.id }, asManager(fixture)),
    ]);

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it('a rejection carries the comment on time_off.rejected', async () => {
    const fixture = h.team({ members: 1 });
    const request = await pendingRequest(fixture);

    const rejected = await h.client.RejectTimeOffRequest(
      { request_id: request.id, comment: 'Busy week' },
      asOwner(fixture),
    );

    expect(rejected.status).toBe('rejected');
    const event = await eventOf('time_off.rejected', request.id);
    expect(event.data).toMatchObject({ status: 'rejected', comment: 'Busy week' });
    expect(checkEventData(TimeOffRejected.schema, event).problem).toBeUndefined();
  });

  it('a member may not review (403)', async () => {
    const fixture = h.team({ members: 1 });
    const request = await pendingRequest(fixture);

    const error = await failureOf(
      h.client.ApproveTimeOffRequest({ request_id: request.id }, asMember(fixture)),
    );

    expect(error.kind).toBe('permission_denied');
  });

  it('a policy without approval approves at once: requested and approved events', async () => {
    const fixture = h.team({ members: 1 });

    const request = await pendingRequest(fixture, { requires_approval: false });

    expect(request.status).toBe('approved');
    await eventOf('time_off.requested', request.id);
    const approved = await eventOf('time_off.approved', request.id);
    expect(approved.data.reviewed_by).toBeNull();
  });
});

describe('cancelling', () => {
  it('the member cancels an approved request before it starts: time_off.cancelled', async () => {
    const fixture = h.team({ members: 1 });
    const request = await pendingRequest(fixture, { requires_approval: false });

    const cancelled = await h.client.CancelTimeOffRequest(
      { request_id: request.id },
      asMember(fixture),
    );

    expect(cancelled.status).toBe('cancelled');
    const event = await eventOf('time_off.cancelled', request.id);
    expect(event.data).toMatchObject({ status: 'cancelled', from: '2030-03-04' });
    expect(checkEventData(TimeOffCancelled.schema, event).problem).toBeUndefined();
    const again = await failureOf(
      h.client.CancelTimeOffRequest({ request_id: request.id }, asMember(fixture)),
    );
    expect(again.reason).toBe('TIME_OFF_STATUS_CONFLICT');
  });

  it('a request whose first day has begun cannot be cancelled (409)', async () => {
    const fixture = h.team({ members: 1 });
    const vacation = await h.client.CreateTimeOffPolicy(policy(), asOwner(fixture));
    const past = await h.client.CreateTimeOffRequest(
      { policy_id: vacation.id, from: '2026-01-05', to: '2026-01-05' },
      asMember(fixture),
    );

    const error = await failureOf(
      h.client.CancelTimeOffRequest({ request_id: past.id }, asMember(fixture)),
    );

    expect(error).toMatchObject({
      kind: 'failed_precondition',
      reason: 'TIME_OFF_ALREADY_STARTED',
    });
  });

  it("another member's request is not found to a member; an owner may cancel it", async () => {
    const fixture = h.team({ members: 2 });
    const request = await pendingRequest(fixture);

    const error = await failureOf(
      h.client.CancelTimeOffRequest({ request_id: request.id }, asMember(fixture, 1)),
    );
    const cancelled = await h.client.CancelTimeOffRequest(
      { request_id: request.id },
      asOwner(fixture),
    );

    expect(error.reason).toBe('TIME_OFF_REQUEST_NOT_FOUND');
    expect(cancelled.status).toBe('cancelled');
  });
});
