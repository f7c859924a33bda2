// Time tracking end to end (issue 18): timers, time entries, weekly timesheets, their
// mails and webhooks, through the system started the way `npm start` starts it, talking
// HTTP to the gateway only (plus the mail catcher and local webhook receivers).
// The reports' cases (tracking-reports.system.ts), the invoices' (tracking-invoices.system.ts),
// the rates' and currencies' (tracking-money.system.ts), the expenses'
// (tracking-expenses.system.ts), the tags' (tracking-tags.system.ts), time off's and
// attendance's (tracking-time-off.system.ts), account erasure's (account-erasure.system.ts)
// and the exports' (exports.system.ts) run on the same stack.
import { TrackingText } from '@workmesh/platform';
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
import { instant, trackingTeam, ZONE, type TrackingTeam } from './tracking-team';

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
const { http, register } = system;

let team: TrackingTeam;
let member: RegisteredUser;

beforeAll(async () => {
  team = await trackingTeam(system);
  member = await team.joinedMember();
}, 60_000);

const token = (user: RegisteredUser): string => user.user.token;

/** A manual entry of the caller on the team's project. */
const createEntry = (
  user: RegisteredUser,
  start: string,
  end: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => team.createEntry(user, start, end, extra, headers);

const listEntries = (user: RegisteredUser, query: string) =>
  http('GET', `/api/v3/time-entry/list?${query}`, undefined, token(user));

/** The entries' ids of a list page (`data`) or a timesheet (`time_entries`). */
const idsOf = (answer: { body: { data?: { id: number }[]; time_entries?: { id: number }[] } }) =>
  (answer.body.data ?? answer.body.time_entries)!.map((entry) => entry.id);

describe('time tracking end to end', () => {
  it("reads the team's settings and the member's rates the way the owner set them", async () => {
    const settings = await http(
      'GET',
      `/api/v3/team/settings?team_id=${team.teamId}`,
      undefined,
      token(team.owner),
    );
    expect(settings.body).toMatchObject({
      timezone: ZONE,
      week_start: 'monday',
      allow_overlapping_time_entries: false,
    });
    const members = await http(
      'GET',
      `/api/v3/team/members?team_id=${team.teamId}`,
      undefined,
      token(team.owner),
    );
    const joined = members.body.data.find(
      (entry: { user_id: number }) => entry.user_id === member.user.id,
    );
    expect(joined).toMatchObject({
      role: 'member',
      pay: { pay_type: 'hourly', pay_rate: 40, bill_rate: 100, hourly_rate: 40 },
    });
  });

  it('runs one timer per member: 20 concurrent starts leave exactly one running, stop answers it, a second stop 404', async () => {
    const started = await http(
      'POST',
      '/api/v3/timer/start',
      { project_id: team.projectId, description: 'Design review' },
      token(member),
    );
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
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
    const current = await http('GET', '/api/v3/timer/current', undefined, token(member));
    expect(current.status).toBe(200);
    expect(current.body.id).toBe(started.body.id);

    const starts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        http(
          'POST',
          '/api/v3/timer/start',
          { project_id: team.projectId, description: `Concurrent ${i}` },
          token(member),
        ),
      ),
    );
    expect(starts.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const running = await listEntries(member, 'running=true');
    expect(running.status).toBe(200);
    expect(running.body.data).toHaveLength(1);
    expect(running.body.total).toBe(1);
    const [runningEntry] = running.body.data;
    expect(starts.map((answer) => answer.body.id)).toContain(runningEntry.id);
    // The first timer was stopped by the next start, never left running.
    const first = await http(
      'GET',
      `/api/v3/time-entry/${started.body.id}`,
      undefined,
      token(member),
    );
    expect(first.body.end).toEqual(expect.any(String));

    const stopped = await http('POST', '/api/v3/timer/stop', {}, token(member));
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ id: runningEntry.id, end: expect.any(String) });
    const noTimer = { error: 404, message: TrackingText.NO_TIMER_RUNNING };
    expect(await http('POST', '/api/v3/timer/stop', {}, token(member))).toEqual({
      status: 404,
      body: noTimer,
    });
    expect(await http('GET', '/api/v3/timer/current', undefined, token(member))).toEqual({
      status: 404,
      body: noTimer,
    });
    expect((await listEntries(member, 'running=true')).body.total).toBe(0);
  });

  it('refuses an overlapping manual entry (409) and one longer than 24 hours (400); rates are snapshotted when written', async () => {
    const worker = await team.joinedMember();
    // Tuesday 2026-11-03, 09:00–10:30 in New York: 1.5 h at 100 (bill) and 40 (pay).
    const created = await createEntry(worker, '2026-11-03T14:00:00Z', '2026-11-03T15:30:00Z', {
      description: 'Client call',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
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
    expect(instant(created.body.start)).toBe('2026-11-03T14:00:00.000Z');
    expect(instant(created.body.end)).toBe('2026-11-03T15:30:00.000Z');

    expect(await createEntry(worker, '2026-11-03T15:00:00Z', '2026-11-03T16:00:00Z')).toEqual({
      status: 409,
      body: { error: 409, message: TrackingText.TIME_ENTRY_OVERLAPS },
    });
    expect(await createEntry(worker, '2026-11-04T00:00:00Z', '2026-11-05T00:00:01Z')).toEqual({
      status: 400,
      body: { error: 400, message: expect.stringContaining('24 hours') },
    });
    // Neither refusal wrote anything.
    const listed = await listEntries(worker, 'from=2026-11-01T00:00:00Z&to=2026-11-08T00:00:00Z');
    expect(idsOf(listed)).toEqual([created.body.id]);

    // The owner removes the member and invites them again at new rates, which the member
    // accepts: the new membership's rates price the entries written from then on (the rate
    // routes of issue 34 are the other way, tracking-money.system.ts).
    const removed = await http(
      'POST',
      '/api/v3/team/removeMember',
      { team_id: team.teamId, user_id: worker.user.id },
      token(team.owner),
    );
    expect(removed.status).toBe(200);
    const earlierMails = new Set(system.mail.messages);
    const invited = await http(
      'POST',
      '/api/v3/team/sendInvitation',
      {
        team_id: team.teamId,
        email: worker.email,
        role: 'member',
        pay_type: 'hourly',
        pay_rate: 50,
        bill_rate: 120,
      },
      token(team.owner),
    );
    expect(invited.status).toBe(200);
    // The invitation's mail, not the worker's verification mail, which may arrive late.
    const mail = await system.mail.waitFor(
      (message) =>
        !earlierMails.has(message) &&
        message.to.includes(worker.email) &&
        /accept-invitation\?token=/.test(message.text),
    );
    const invitation = new URL(linkIn(mail, /http\S+accept-invitation\?token=[\w-]+/));
    const accepted = await http(
      'POST',
      '/api/v3/team/acceptInvitation',
      { token: invitation.searchParams.get('token') },
      token(worker),
    );
    expect(accepted.status).toBe(200);
    await system.switchTeam(worker, team.teamId);

    const later = await createEntry(worker, '2026-11-04T14:00:00Z', '2026-11-04T15:00:00Z');
    expect(later.status).toBe(201);
    expect(later.body).toMatchObject({
      bill_rate: 120,
      pay_rate: 50,
      billable_amount: 120,
      cost_amount: 50,
    });
    const kept = await http(
      'GET',
      `/api/v3/time-entry/${created.body.id}`,
      undefined,
      token(worker),
    );
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      bill_rate: 100,
      pay_rate: 40,
      billable_amount: 150,
      cost_amount: 60,
    });
    // A change of the entry keeps its snapshotted rates; the amounts follow the duration.
    const longer = await http(
      'POST',
      `/api/v3/time-entry/${created.body.id}/update`,
      { end: '2026-11-03T16:00:00Z' },
      token(worker),
    );
    expect(longer.status).toBe(200);
    expect(longer.body).toMatchObject({
      duration: 7200,
      bill_rate: 100,
      pay_rate: 40,
      billable_amount: 200,
      cost_amount: 80,
    });
  });

  it("keeps a member's entries from another organization and from other members", async () => {
    const entry = await createEntry(member, '2026-10-05T13:00:00Z', '2026-10-05T14:00:00Z');
    expect(entry.status).toBe(201);
    const id: number = entry.body.id;
    const stranger = await register();
    const notFound = { status: 404, body: { error: 404, message: expect.any(String) } };
    /** The entry is 404 to the user whatever they try: read, change, delete. */
    const expectHiddenFrom = async (user: RegisteredUser, entryId: number) => {
      const path = `/api/v3/time-entry/${entryId}`;
      expect(await http('GET', path, undefined, token(user))).toEqual(notFound);
      const change = { description: 'taken over' };
      expect(await http('POST', `${path}/update`, change, token(user))).toEqual(notFound);
      expect(await http('POST', `${path}/delete`, {}, token(user))).toEqual(notFound);
    };

    await expectHiddenFrom(stranger, id);
    const strangersList = await listEntries(stranger, '');
    expect(strangersList.status).toBe(200);
    expect(strangersList.body).toMatchObject({ data: [], total: 0 });
    const byUser = await listEntries(stranger, `user_id=${member.user.id}`);
    expect(byUser).toMatchObject({ status: 200, body: { data: [], total: 0 } });

    // The owner's own entry: the member neither reads, changes nor lists it.
    const ownersEntry = await createEntry(
      team.owner,
      '2026-10-05T13:00:00Z',
      '2026-10-05T14:00:00Z',
    );
    expect(ownersEntry.status).toBe(201);
    const ownersId: number = ownersEntry.body.id;
    await expectHiddenFrom(member, ownersId);
    const membersList = await listEntries(
      member,
      'from=2026-10-05T00:00:00Z&to=2026-10-06T00:00:00Z',
    );
    // Same day, same team: only their own.
    expect(idsOf(membersList)).toEqual([id]);
    expect(await listEntries(member, `user_id=${team.owner.user.id}`)).toEqual({
      status: 403,
      body: { error: 403, message: expect.any(String) },
    });

    // Both are still there, unchanged, for the owner of the team.
    const ownersList = await listEntries(
      team.owner,
      'from=2026-10-05T00:00:00Z&to=2026-10-06T00:00:00Z',
    );
    expect(idsOf(ownersList).sort()).toEqual([id, ownersId].sort());
    expect(ownersList.body.data.map((e: { description: string }) => e.description)).toEqual([
      '',
      '',
    ]);
  });

  it('locks an approved week against changes, and a rejection mails the member the comment and unlocks it', async () => {
    const week = '2026-W46';
    // The week in New York: Monday 2026-11-09 00:00 EST (05:00 UTC) to the next Monday.
    const inside = await createEntry(member, '2026-11-10T14:00:00Z', '2026-11-10T16:00:00Z');
    const sundayNight = await createEntry(member, '2026-11-16T03:00:00Z', '2026-11-16T04:00:00Z');
    const weekBefore = await createEntry(member, '2026-11-09T03:00:00Z', '2026-11-09T04:00:00Z');
    expect([inside.status, sundayNight.status, weekBefore.status]).toEqual([201, 201, 201]);

    const open = await http('GET', `/api/v3/timesheet?week=${week}`, undefined, token(member));
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({
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
    expect(instant(open.body.from)).toBe('2026-11-09T05:00:00.000Z');
    expect(instant(open.body.to)).toBe('2026-11-16T05:00:00.000Z');
    expect(idsOf(open).sort()).toEqual([inside.body.id, sundayNight.body.id].sort());

    const submitted = await http('POST', '/api/v3/timesheet/submit', { week }, token(member));
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('submitted');
    const approved = await http(
      'POST',
      '/api/v3/timesheet/approve',
      { user_id: member.user.id, week },
      token(team.owner),
    );
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', reviewed_by: team.owner.user.id });

    const locked = await http(
      'GET',
      `/api/v3/time-entry/${inside.body.id}`,
      undefined,
      token(member),
    );
    expect(locked.body).toMatchObject({ locked: true, locked_reason: 'approved' });
    const lockedAnswer = {
      status: 409,
      body: { error: 409, message: TrackingText.TIME_ENTRY_LOCKED },
    };
    expect(
      await http(
        'POST',
        `/api/v3/time-entry/${inside.body.id}/update`,
        { description: 'after approval' },
        token(member),
      ),
    ).toEqual(lockedAnswer);
    expect(
      await http(
        'POST',
        `/api/v3/time-entry/${inside.body.id}/update`,
        { description: 'after approval' },
        token(team.owner),
      ),
    ).toEqual(lockedAnswer);
    expect(
      await http('POST', `/api/v3/time-entry/${sundayNight.body.id}/delete`, {}, token(member)),
    ).toEqual(lockedAnswer);
    const intoApprovedWeek = await createEntry(
      member,
      '2026-11-11T14:00:00Z',
      '2026-11-11T15:00:00Z',
    );
    expect(intoApprovedWeek).toEqual({
      status: 409,
      body: { error: 409, message: expect.stringContaining('approved') },
    });
    // The entry of the week before is not part of the approval.
    const outside = await http(
      'GET',
      `/api/v3/time-entry/${weekBefore.body.id}`,
      undefined,
      token(member),
    );
    expect(outside.body).toMatchObject({ locked: false, locked_reason: null });

    const comment = 'Tuesday is missing the client call';
    const rejected = await http(
      'POST',
      '/api/v3/timesheet/reject',
      { user_id: member.user.id, week, comment },
      token(team.owner),
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', comment });
    const mail = await system.mail.waitFor(
      (message) => message.to.includes(member.email) && message.text.includes(comment),
    );
    expect(mail.text).toContain(week);

    const unlocked = await http(
      'GET',
      `/api/v3/time-entry/${inside.body.id}`,
      undefined,
      token(member),
    );
    expect(unlocked.body).toMatchObject({ locked: false, locked_reason: null });
    const changed = await http(
      'POST',
      `/api/v3/time-entry/${inside.body.id}/update`,
      { description: 'with the client call' },
      token(member),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.description).toBe('with the client call');
  });

  describe('webhooks', () => {
    let teamHooks: WebhookReceiver;
    beforeAll(async () => {
      teamHooks = await startWebhookReceiver();
    });
    afterAll(() => teamHooks.close());

    const subscribe = async (event: string) => {
      const subscribed = await http(
        'POST',
        '/api/v3/webhooks',
        { event, target_url: teamHooks.url },
        token(team.owner),
      );
      expect(subscribed.status).toBe(201);
      return subscribed.body.secret as string;
    };
    const bodyOf = (hook: { body: string }) => JSON.parse(hook.body);

    it("sends the team's timer_started and timesheet_approved subscriptions signed {event, payload, criteria}", async () => {
      const timerSecret = await subscribe('timer_started');
      const approvedSecret = await subscribe('timesheet_approved');

      const started = await http(
        'POST',
        '/api/v3/timer/start',
        { project_id: team.projectId, description: 'Hooked' },
        token(member),
      );
      expect(started.status).toBe(201);
      try {
        const [hook] = await teamHooks.waitFor(
          1,
          (received) => bodyOf(received).payload?.id === started.body.id,
        );
        expect(hasValidSignature(hook!, timerSecret)).toBe(true);
        expect(bodyOf(hook!)).toEqual({
          event: 'timer_started',
          // A running timer's duration and amounts grow with the clock: the
          // event is built when the timer starts, the reply a moment later.
          payload: {
            ...started.body,
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
            bodyOf(received).payload?.id === started.body.id,
        );
        expect(hasValidSignature(operatorCopy!, OPERATOR_WEBHOOK_SECRET)).toBe(true);
      } finally {
        expect((await http('POST', '/api/v3/timer/stop', {}, token(member))).status).toBe(200);
      }

      const week = '2026-W44';
      const entry = await createEntry(member, '2026-10-27T14:00:00Z', '2026-10-27T15:00:00Z');
      expect(entry.status).toBe(201);
      const approved = await http(
        'POST',
        '/api/v3/timesheet/approve',
        { user_id: member.user.id, week },
        token(team.owner),
      );
      expect(approved.status).toBe(200);
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
    const key = `e2e-${Date.now()}-${Math.random()}`;
    const body = { description: 'Retried on a flaky network' };
    const first = await createEntry(member, '2026-10-12T14:00:00Z', '2026-10-12T15:00:00Z', body, {
      'Idempotency-Key': key,
    });
    expect(first.status).toBe(201);
    const again = await createEntry(member, '2026-10-12T14:00:00Z', '2026-10-12T15:00:00Z', body, {
      'Idempotency-Key': key,
    });
    expect(again).toEqual(first);
    const listed = await listEntries(member, 'from=2026-10-12T00:00:00Z&to=2026-10-13T00:00:00Z');
    expect(idsOf(listed)).toEqual([first.body.id]);

    const otherBody = await createEntry(
      member,
      '2026-10-12T16:00:00Z',
      '2026-10-12T17:00:00Z',
      body,
      { 'Idempotency-Key': key },
    );
    expect(otherBody.status).toBe(422);
    expect(otherBody.body).toEqual({ error: 422, message: expect.any(String) });
  });
});
