// Time tracking end to end (issue 18): timers, time entries, weekly timesheets, their
// mails and webhooks, through the system started the way `npm start` starts it, driving the
// gateway through the SDK (`@workmesh/client`, `system.sdk`) as a client developer would
// (plus the mail catcher and local webhook receivers). Every answer the SDK gets is checked
// against gateway/openapi.yaml, which documents one success status per operation: a call
// that resolves answered that status (201 for the creates, 200 otherwise); a refusal is the
// WorkmeshError it throws (status, the spec's text, the body, the gateway's reason).
// The reports' cases (tracking-reports.system.ts), the invoices' (tracking-invoices.system.ts),
// the rates' and currencies' (tracking-money.system.ts), the expenses'
// (tracking-expenses.system.ts), the tags' (tracking-tags.system.ts), time off's and
// attendance's (tracking-time-off.system.ts), account erasure's (account-erasure.system.ts)
// and the exports' (exports.system.ts) run on the same stack.
import type { Schema } from '@workmesh/client';
import { Reason, TrackingText } from '@workmesh/platform';
import { eventually, startWebhookReceiver, type WebhookReceiver } from '@workmesh/testing';
import {
  hasValidSignature,
  linkIn,
  OPERATOR_WEBHOOK_SECRET,
  useSystem,
  type RegisteredUser,
} from './system-harness';
import { describeAccountErasure } from './account-erasure.system';
import { describeExports } from './exports.system';
import { describeTrackingExpenses } from './tracking-expenses.system';
import { describeTrackingInvoices } from './tracking-invoices.system';
import { describeTrackingMoney } from './tracking-money.system';
import { describeTrackingReports } from './tracking-reports.system';
import { describeTrackingTimeOff } from './tracking-time-off.system';
import { describeTrackingTags } from './tracking-tags.system';
import { instant, refusal, trackingTeam, ZONE, type TrackingTeam } from './tracking-team';

// Invoices' passes (automatic invoices, reminders, late fees) every half second: a late fee
// already due is charged within a second of the invoice being sent.
const system = useSystem({
  name: 'e2e-tracking',
  envFor: { invoices: { INVOICE_SCHEDULE_INTERVAL_MS: '500' } },
});
describeTrackingReports(system);
describeTrackingInvoices(system);
describeTrackingMoney(system);
describeTrackingExpenses(system);
describeTrackingTimeOff(system);
describeTrackingTags(system);
describeAccountErasure(system);
describeExports(system);
const { register } = system;

let team: TrackingTeam;
let member: RegisteredUser;

beforeAll(async () => {
  team = await trackingTeam(system);
  member = await team.joinedMember();
}, 60_000);

/** The SDK as the user. */
const as = (user: RegisteredUser) => team.sdk(user);

/** A manual entry of the caller on the team's project. */
const addEntry = (...args: Parameters<TrackingTeam['addEntry']>) => team.addEntry(...args);

/** The entries' ids of a list page or a timesheet. */
const idsOf = (entries: Schema<'TimeEntry'>[]) => entries.map((entry) => entry.id);

describe('time tracking end to end', () => {
  it("reads the team's settings and the member's rates the way the owner set them", async () => {
    const settings = await as(team.owner).getTeamSettings({ team_id: team.teamId });
    expect(settings).toMatchObject({
      timezone: ZONE,
      week_start: 'monday',
      allow_overlapping_time_entries: false,
    });
    const members = await as(team.owner).listMembers({ team_id: team.teamId });
    const joined = members.data.find((entry) => entry.user_id === member.user.id);
    expect(joined).toMatchObject({
      role: 'member',
      pay: { pay_type: 'hourly', pay_rate: 40, bill_rate: 100, hourly_rate: 40 },
    });
  });

  it('runs one timer per member: 20 concurrent starts leave exactly one running, stop answers it, a second stop 404', async () => {
    const asMember = as(member);
    const started = await asMember.startTimer({
      project_id: team.projectId,
      description: 'Design review',
    });
    expect(started).toMatchObject({
      team_id: team.teamId,
      user_id: member.user.id,
      project_id: team.projectId,
      client_id: team.clientId,
      description: 'Design review',
      end: null,
      billable: true,
      bill_rate: 100,
      pay_rate: 40,
      source: 'timer',
      locked: false,
      project_name: 'Website',
      client_name: 'Acme',
    });
    const current = await asMember.getCurrentTimer();
    expect(current.id).toBe(started.id);

    // Every start answered 201 at its first attempt: no retry spreads them out.
    const starts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        asMember.startTimer(
          { project_id: team.projectId, description: `Concurrent ${i}` },
          { retry: false },
        ),
      ),
    );
    expect(starts).toHaveLength(20);
    const running = await asMember.listTimeEntries({ running: true });
    expect(running.data).toHaveLength(1);
    expect(running.total).toBe(1);
    const [runningEntry] = running.data;
    expect(idsOf(starts)).toContain(runningEntry!.id);
    // The first timer was stopped by the next start, never left running.
    const first = await asMember.getTimeEntry({ id: started.id });
    expect(first.end).toEqual(expect.any(String));

    const stopped = await asMember.stopTimer();
    expect(stopped).toMatchObject({ id: runningEntry!.id, end: expect.any(String) });
    const noTimer = refusal(404, TrackingText.NO_TIMER_RUNNING, Reason.TIMER_NOT_RUNNING);
    await expect(asMember.stopTimer()).rejects.toMatchObject(noTimer);
    await expect(asMember.getCurrentTimer()).rejects.toMatchObject(noTimer);
    expect((await asMember.listTimeEntries({ running: true })).total).toBe(0);
  });

  it('refuses an overlapping manual entry (409) and one longer than 24 hours (400); rates are snapshotted when written', async () => {
    const worker = await team.joinedMember();
    const asWorker = as(worker);
    // Tuesday 2026-11-03, 09:00–10:30 in New York: 1.5 h at 100 (bill) and 40 (pay).
    const created = await addEntry(worker, '2026-11-03T14:00:00Z', '2026-11-03T15:30:00Z', {
      description: 'Client call',
    });
    expect(created).toMatchObject({
      user_id: worker.user.id,
      project_id: team.projectId,
      client_id: team.clientId,
      task_id: null,
      duration: 5400,
      billable: true,
      bill_rate: 100,
      pay_rate: 40,
      billable_amount: 150,
      cost_amount: 60,
      source: 'manual',
      locked: false,
      locked_reason: null,
    });
    expect(instant(created.start)).toBe('2026-11-03T14:00:00.000Z');
    expect(instant(created.end!)).toBe('2026-11-03T15:30:00.000Z');

    await expect(
      addEntry(worker, '2026-11-03T15:00:00Z', '2026-11-03T16:00:00Z'),
    ).rejects.toMatchObject(
      refusal(409, TrackingText.TIME_ENTRY_OVERLAPS, Reason.TIME_ENTRY_OVERLAP),
    );
    await expect(
      addEntry(worker, '2026-11-04T00:00:00Z', '2026-11-05T00:00:01Z'),
    ).rejects.toMatchObject(
      refusal(400, expect.stringContaining('24 hours'), Reason.INVALID_PARAMETERS),
    );
    // Neither refusal wrote anything.
    const listed = await asWorker.listTimeEntries({
      from: '2026-11-01T00:00:00Z',
      to: '2026-11-08T00:00:00Z',
    });
    expect(idsOf(listed.data)).toEqual([created.id]);

    // The owner removes the member and invites them again at new rates, which the member
    // accepts: the new membership's rates price the entries written from then on (the rate
    // routes of issue 34 are the other way, tracking-money.system.ts).
    const asOwner = as(team.owner);
    await asOwner.removeMember({ team_id: team.teamId, user_id: worker.user.id });
    const earlierMails = new Set(system.mail.messages);
    await asOwner.sendInvitationAlias({
      team_id: team.teamId,
      email: worker.email,
      role: 'member',
      pay_type: 'hourly',
      pay_rate: 50,
      bill_rate: 120,
    });
    // The invitation's mail, not the worker's verification mail, which may arrive late.
    const mail = await system.mail.waitFor(
      (message) =>
        !earlierMails.has(message) &&
        message.to.includes(worker.email) &&
        /accept-invitation\?token=/.test(message.text),
    );
    const invitation = new URL(linkIn(mail, /http\S+accept-invitation\?token=[\w-]+/));
    await asWorker.acceptInvitation({ token: invitation.searchParams.get('token') ?? '' });
    await system.switchTeam(worker, team.teamId);

    const later = await addEntry(worker, '2026-11-04T14:00:00Z', '2026-11-04T15:00:00Z');
    expect(later).toMatchObject({
      bill_rate: 120,
      pay_rate: 50,
      billable_amount: 120,
      cost_amount: 50,
    });
    const kept = await asWorker.getTimeEntry({ id: created.id });
    expect(kept).toMatchObject({
      bill_rate: 100,
      pay_rate: 40,
      billable_amount: 150,
      cost_amount: 60,
    });
    // A change of the entry keeps its snapshotted rates; the amounts follow the duration.
    const longer = await asWorker.updateTimeEntry({ id: created.id, end: '2026-11-03T16:00:00Z' });
    expect(longer).toMatchObject({
      duration: 7200,
      bill_rate: 100,
      pay_rate: 40,
      billable_amount: 200,
      cost_amount: 80,
    });
  });

  it("keeps a member's entries from another organization and from other members", async () => {
    const entry = await addEntry(member, '2026-10-05T13:00:00Z', '2026-10-05T14:00:00Z');
    const id = entry.id;
    const stranger = await register();
    const notFound = refusal(404, expect.any(String), Reason.TIME_ENTRY_NOT_FOUND);
    /** The entry is 404 to the user whatever they try: read, change, delete. */
    const expectHiddenFrom = async (user: RegisteredUser, entryId: number) => {
      const asUser = as(user);
      await expect(asUser.getTimeEntry({ id: entryId })).rejects.toMatchObject(notFound);
      const change = { description: 'taken over' };
      await expect(asUser.updateTimeEntry({ id: entryId, ...change })).rejects.toMatchObject(
        notFound,
      );
      await expect(asUser.deleteTimeEntry({ id: entryId })).rejects.toMatchObject(notFound);
    };

    await expectHiddenFrom(stranger, id);
    const strangersList = await as(stranger).listTimeEntries();
    expect(strangersList).toMatchObject({ data: [], total: 0 });
    const byUser = await as(stranger).listTimeEntries({ user_id: member.user.id });
    expect(byUser).toMatchObject({ data: [], total: 0 });

    // The owner's own entry: the member neither reads, changes nor lists it.
    const ownersEntry = await addEntry(team.owner, '2026-10-05T13:00:00Z', '2026-10-05T14:00:00Z');
    const ownersId = ownersEntry.id;
    await expectHiddenFrom(member, ownersId);
    const sameDay = { from: '2026-10-05T00:00:00Z', to: '2026-10-06T00:00:00Z' };
    const membersList = await as(member).listTimeEntries(sameDay);
    // Same day, same team: only their own.
    expect(idsOf(membersList.data)).toEqual([id]);
    await expect(as(member).listTimeEntries({ user_id: team.owner.user.id })).rejects.toMatchObject(
      refusal(403, expect.any(String), Reason.PERMISSION_DENIED),
    );

    // Both are still there, unchanged, for the owner of the team.
    const ownersList = await as(team.owner).listTimeEntries(sameDay);
    expect(idsOf(ownersList.data).sort()).toEqual([id, ownersId].sort());
    expect(ownersList.data.map((e) => e.description)).toEqual(['', '']);
  });

  it('locks an approved week against changes, and a rejection mails the member the comment and unlocks it', async () => {
    const week = '2026-W46';
    const asMember = as(member);
    const asOwner = as(team.owner);
    // The week in New York: Monday 2026-11-09 00:00 EST (05:00 UTC) to the next Monday.
    const inside = await addEntry(member, '2026-11-10T14:00:00Z', '2026-11-10T16:00:00Z');
    const sundayNight = await addEntry(member, '2026-11-16T03:00:00Z', '2026-11-16T04:00:00Z');
    const weekBefore = await addEntry(member, '2026-11-09T03:00:00Z', '2026-11-09T04:00:00Z');

    const open = await asMember.getTimesheet({ week });
    expect(open).toMatchObject({
      user_id: member.user.id,
      week,
      timezone: ZONE,
      status: 'open',
      totals: {
        seconds: 3 * 3600,
        billable_seconds: 3 * 3600,
        amounts: [{ currency: 'USD', billable_amount: 300, cost_amount: 120 }],
      },
    });
    expect(instant(open.from)).toBe('2026-11-09T05:00:00.000Z');
    expect(instant(open.to)).toBe('2026-11-16T05:00:00.000Z');
    expect(idsOf(open.time_entries).sort()).toEqual([inside.id, sundayNight.id].sort());

    const submitted = await asMember.submitTimesheet({ week });
    expect(submitted.status).toBe('submitted');
    const approved = await asOwner.approveTimesheet({ user_id: member.user.id, week });
    expect(approved).toMatchObject({ status: 'approved', reviewed_by: team.owner.user.id });

    const locked = await asMember.getTimeEntry({ id: inside.id });
    expect(locked).toMatchObject({ locked: true, locked_reason: 'approved' });
    const lockedAnswer = refusal(409, TrackingText.TIME_ENTRY_LOCKED, Reason.TIME_ENTRY_LOCKED);
    await expect(
      asMember.updateTimeEntry({ id: inside.id, description: 'after approval' }),
    ).rejects.toMatchObject(lockedAnswer);
    await expect(
      asOwner.updateTimeEntry({ id: inside.id, description: 'after approval' }),
    ).rejects.toMatchObject(lockedAnswer);
    await expect(asMember.deleteTimeEntry({ id: sundayNight.id })).rejects.toMatchObject(
      lockedAnswer,
    );
    await expect(
      addEntry(member, '2026-11-11T14:00:00Z', '2026-11-11T15:00:00Z'),
    ).rejects.toMatchObject(
      refusal(409, expect.stringContaining('approved'), Reason.WEEK_APPROVED),
    );
    // The entry of the week before is not part of the approval.
    const outside = await asMember.getTimeEntry({ id: weekBefore.id });
    expect(outside).toMatchObject({ locked: false, locked_reason: null });

    const comment = 'Tuesday is missing the client call';
    const rejected = await asOwner.rejectTimesheet({ user_id: member.user.id, week, comment });
    expect(rejected).toMatchObject({ status: 'rejected', comment });
    const mail = await system.mail.waitFor(
      (message) => message.to.includes(member.email) && message.text.includes(comment),
    );
    expect(mail.text).toContain(week);

    const unlocked = await asMember.getTimeEntry({ id: inside.id });
    expect(unlocked).toMatchObject({ locked: false, locked_reason: null });
    const changed = await asMember.updateTimeEntry({
      id: inside.id,
      description: 'with the client call',
    });
    expect(changed.description).toBe('with the client call');
  });

  describe('webhooks', () => {
    let teamHooks: WebhookReceiver;
    beforeAll(async () => {
      teamHooks = await startWebhookReceiver();
    });
    afterAll(() => teamHooks.close());

    const subscribe = async (event: Schema<'CreateWebhookBody'>['event']) => {
      const subscribed = await as(team.owner).createWebhook({ event, target_url: teamHooks.url });
      return subscribed.secret;
    };
    const bodyOf = (hook: { body: string }) => JSON.parse(hook.body);

    it("sends the team's timer_started and timesheet_approved subscriptions signed {event, payload, criteria}", async () => {
      const timerSecret = await subscribe('timer_started');
      const approvedSecret = await subscribe('timesheet_approved');

      const started = await as(member).startTimer({
        project_id: team.projectId,
        description: 'Hooked',
      });
      try {
        const [hook] = await teamHooks.waitFor(
          1,
          (received) => bodyOf(received).payload?.id === started.id,
        );
        expect(hasValidSignature(hook!, timerSecret)).toBe(true);
        expect(bodyOf(hook!)).toEqual({
          event: 'timer_started',
          // A running timer's duration and amounts grow with the clock: the
          // event is built when the timer starts, the reply a moment later.
          payload: {
            ...started,
            duration: expect.any(Number),
            billable_amount: expect.any(Number),
            cost_amount: expect.any(Number),
          },
          criteria: { team_id: team.teamId },
        });
        // The operator's URL gets it too, signed with the operator's secret.
        const [operatorCopy] = await system.operatorHooks.waitFor(
          1,
          (received) =>
            bodyOf(received).event === 'timer_started' &&
            bodyOf(received).payload?.id === started.id,
        );
        expect(hasValidSignature(operatorCopy!, OPERATOR_WEBHOOK_SECRET)).toBe(true);
      } finally {
        await as(member).stopTimer();
      }

      const week = '2026-W44';
      await addEntry(member, '2026-10-27T14:00:00Z', '2026-10-27T15:00:00Z');
      await as(team.owner).approveTimesheet({ user_id: member.user.id, week });
      const [approvedHook] = await teamHooks.waitFor(
        1,
        (received) => bodyOf(received).event === 'timesheet_approved',
      );
      expect(hasValidSignature(approvedHook!, approvedSecret)).toBe(true);
      expect(hasValidSignature(approvedHook!, timerSecret)).toBe(false);
      expect(bodyOf(approvedHook!)).toEqual({
        event: 'timesheet_approved',
        payload: expect.objectContaining({
          team_id: team.teamId,
          user_id: member.user.id,
          week,
          timezone: ZONE,
          status: 'approved',
          totals: {
            seconds: 3600,
            billable_seconds: 3600,
            amounts: [{ currency: 'USD', billable_amount: 100, cost_amount: 40 }],
          },
          reviewed_by: team.owner.user.id,
        }),
        criteria: { team_id: team.teamId },
      });
      // Each subscription got its kind only.
      await eventually(() => teamHooks.received.length >= 2, 10_000, 'both team deliveries');
      expect(teamHooks.received.map((hook) => bodyOf(hook).event).sort()).toEqual([
        'timer_started',
        'timesheet_approved',
      ]);
    });
  });

  it('answers a repeated time-entry/create with the same Idempotency-Key and body alike, with one entry written', async () => {
    // The SDK sends the call's idempotencyKey as the Idempotency-Key header.
    const key = { idempotencyKey: `e2e-${Date.now()}-${Math.random()}` };
    const body = { description: 'Retried on a flaky network' };
    const first = await addEntry(member, '2026-10-12T14:00:00Z', '2026-10-12T15:00:00Z', body, key);
    const again = await addEntry(member, '2026-10-12T14:00:00Z', '2026-10-12T15:00:00Z', body, key);
    expect(again).toEqual(first);
    const listed = await as(member).listTimeEntries({
      from: '2026-10-12T00:00:00Z',
      to: '2026-10-13T00:00:00Z',
    });
    expect(idsOf(listed.data)).toEqual([first.id]);

    await expect(
      addEntry(member, '2026-10-12T16:00:00Z', '2026-10-12T17:00:00Z', body, key),
    ).rejects.toMatchObject(refusal(422, expect.any(String), Reason.IDEMPOTENCY_KEY_REUSED));
  });
});
