// Tracking's webhooks (issue 18) on the wire: time_entry.created (manual entries) →
// new_time_entry, timer.started → timer_started, timer.stopped → timer_stopped,
// timesheet.approved → timesheet_approved; bodies `{event, payload: <entry or timesheet>,
// criteria: {team_id}}` with the payload's fields in the proto's order, signed (Standard
// Webhooks), to the operator and the team's subscriptions of that kind only. Issue 19:
// client.budget_threshold_reached → budget_alert, once per target however often it arrives.
import { Webhook } from 'standardwebhooks';
import type { ReceivedWebhook } from './webhook-receiver';
import {
  budgetThresholdReached,
  eventually,
  OPERATOR_SECRET,
  QUIET_PERIOD_MS,
  sleep,
  timeEntry,
  timesheet,
  webhooksForFile,
} from './webhooks-harness';

const h = webhooksForFile();

const headersOf = (hook: ReceivedWebhook) => hook.headers as Record<string, string>;
const operatorHookFor = async (eventId: string) => {
  await h.deliveryWhen(eventId, null, (delivery) => delivery.status === 'succeeded');
  return h.receiver.hooksTo(h.operatorPath).find((hook) => hook.headers['webhook-id'] === eventId)!;
};

/** The entry as the API shows it, in the proto's field order (TimeEntry 1–30; no `revision`). */
function entryPayload(teamId: number, id: number, changes: Record<string, unknown> = {}) {
  return {
    id,
    team_id: teamId,
    user_id: 42,
    project_id: 12,
    client_id: 3,
    task_id: 77,
    description: 'Calibrating the mill',
    start: '2026-11-23T09:00:00.000Z',
    end: '2026-11-23T11:30:00.000Z',
    duration: 9000,
    billable: true,
    timezone: 'Europe/Berlin',
    bill_rate: 120,
    pay_rate: 45.5,
    billable_amount: 300,
    cost_amount: 113.75,
    source: 'manual',
    locked: false,
    locked_reason: null,
    invoice_id: null,
    created_at: '2026-11-23T11:31:00.000Z',
    updated_at: '2026-11-23T11:31:00.000Z',
    pay_type: 'hourly',
    project_name: 'Engines',
    task_name: 'The mill',
    client_name: 'Acme Corporation',
    limit_overridden: false,
    currency: 'EUR',
    cost_currency: 'USD',
    rate_missing: false,
    ...changes,
  };
}

describe('new_time_entry (time_entry.created)', () => {
  it('posts {event, payload: the entry, criteria {team_id}} to the subscription and the operator, fields in the proto’s order, signed', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'new_time_entry');
    // A producer's extra field must not leak into the body.
    const data = { ...timeEntry(team.teamId, { id: 9001 }), internal_note: 'not for webhooks' };

    const event = await h.publish('time_entry.created', data);

    const [hook] = await h.receiver.waitFor(subscription.path, 1);
    const expected = {
      event: 'new_time_entry',
      payload: entryPayload(team.teamId, 9001),
      criteria: { team_id: team.teamId },
    };
    expect(hook.body).toBe(JSON.stringify(expected));
    expect(new Webhook(subscription.secret).verify(hook.body, headersOf(hook))).toEqual(expected);
    expect(hook.headers['webhook-id']).toBe(event.id);
    const operatorHook = await operatorHookFor(event.id);
    expect(operatorHook.body).toBe(hook.body);
    expect(() =>
      new Webhook(OPERATOR_SECRET).verify(operatorHook.body, headersOf(operatorHook)),
    ).not.toThrow();
  });

  it("carries the entry's tag_ids after its other fields when the event has them", async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'new_time_entry');
    await h.publish('time_entry.created', {
      ...timeEntry(team.teamId, { id: 9002 }),
      tag_ids: [3, 8],
    });
    const [hook] = await h.receiver.waitFor(subscription.path, 1);
    expect(hook.body).toBe(
      JSON.stringify({
        event: 'new_time_entry',
        payload: { ...entryPayload(team.teamId, 9002), tag_ids: [3, 8] },
        criteria: { team_id: team.teamId },
      }),
    );
  });

  it("sends nothing for a timer's entry as it is created: timer_started tells of it", async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'new_time_entry');

    const event = await h.publish(
      'time_entry.created',
      timeEntry(team.teamId, { source: 'timer', end: null, duration: 0 }),
    );

    await eventually(
      () =>
        h.logs.some(
          (line) =>
            line.event_id === event.id &&
            line.msg === 'no webhook for this event' &&
            String(line.reason).includes('timer_started'),
        ),
      5000,
      'the event to be handled',
    );
    expect(await h.deliveriesOf(event.id)).toEqual([]);
    expect(h.receiver.hooksTo(subscription.path)).toEqual([]);
    expect(h.receiver.received.some((hook) => hook.headers['webhook-id'] === event.id)).toBe(false);
  });
});

describe('timer_started and timer_stopped (timer.started, timer.stopped)', () => {
  it('posts the running entry (end null) to timer_started subscribers', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'timer_started');
    const running = {
      source: 'timer',
      end: null,
      duration: 0,
      billable_amount: 0,
      cost_amount: 0,
    };

    await h.publish('timer.started', timeEntry(team.teamId, { id: 9002, ...running }));

    const [hook] = await h.receiver.waitFor(subscription.path, 1);
    const expected = {
      event: 'timer_started',
      payload: entryPayload(team.teamId, 9002, running),
      criteria: { team_id: team.teamId },
    };
    expect(hook.body).toBe(JSON.stringify(expected));
    expect(new Webhook(subscription.secret).verify(hook.body, headersOf(hook))).toEqual(expected);
  });

  it('posts the ended entry to timer_stopped subscribers, and nothing to timer_started ones', async () => {
    const team = h.teams.team();
    const started = await h.subscribe(team, 'timer_started');
    const stopped = await h.subscribe(team, 'timer_stopped');

    const event = await h.publish(
      'timer.stopped',
      timeEntry(team.teamId, { id: 9003, source: 'timer', task_id: null, task_name: null }),
    );

    const [hook] = await h.receiver.waitFor(stopped.path, 1);
    const expected = {
      event: 'timer_stopped',
      payload: entryPayload(team.teamId, 9003, {
        source: 'timer',
        task_id: null,
        task_name: null,
      }),
      criteria: { team_id: team.teamId },
    };
    expect(hook.body).toBe(JSON.stringify(expected));
    expect(new Webhook(stopped.secret).verify(hook.body, headersOf(hook))).toEqual(expected);
    expect((await h.deliveriesOf(event.id)).map((delivery) => delivery.webhook_id)).toEqual([
      null,
      stopped.id,
    ]);
    expect(h.receiver.hooksTo(started.path)).toEqual([]);
  });
});

describe('timesheet_approved (timesheet.approved)', () => {
  it('posts the week with its totals and review, in the proto’s order', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'timesheet_approved');

    await h.publish('timesheet.approved', {
      ...timesheet(team.teamId, { user_id: 4242 }),
      days: 'not for webhooks',
    });

    const [hook] = await h.receiver.waitFor(subscription.path, 1);
    const expected = {
      event: 'timesheet_approved',
      payload: {
        team_id: team.teamId,
        user_id: 4242,
        week: '2026-W48',
        from: '2026-11-22T23:00:00.000Z',
        to: '2026-11-29T23:00:00.000Z',
        timezone: 'Europe/Berlin',
        status: 'approved',
        totals: {
          seconds: 144000,
          billable_seconds: 126000,
          amounts: [
            { currency: 'EUR', billable_amount: 3000, cost_amount: 0 },
            { currency: 'USD', billable_amount: 1200, cost_amount: 1820 },
          ],
        },
        submitted_at: '2026-11-27T16:00:00.000Z',
        reviewed_at: '2026-11-30T09:00:00.000Z',
        reviewed_by: 7,
        comment: null,
      },
      criteria: { team_id: team.teamId },
    };
    expect(hook.body).toBe(JSON.stringify(expected));
    expect(new Webhook(subscription.secret).verify(hook.body, headersOf(hook))).toEqual(expected);
  });
});

describe('budget_alert (client.budget_threshold_reached)', () => {
  it('posts {event, payload {client_id, team_id, threshold, used_percent, used_hours, used_cost, currency, period_from}, criteria {team_id}} to the subscription and the operator, signed', async () => {
    const team = h.teams.team();
    const other = h.teams.team();
    const subscription = await h.subscribe(team, 'budget_alert');
    const theirs = await h.subscribe(other, 'budget_alert');

    const event = await h.publish('client.budget_threshold_reached', {
      ...budgetThresholdReached(team.teamId),
      currency: 'EUR',
      internal_note: 'not for webhooks',
    });

    const [hook] = await h.receiver.waitFor(subscription.path, 1);
    const expected = {
      event: 'budget_alert',
      payload: {
        client_id: 314,
        team_id: team.teamId,
        threshold: 100,
        used_percent: 101.25,
        used_hours: 33.75,
        used_cost: 4050,
        currency: 'EUR',
        period_from: '2026-11-01T00:00:00.000Z',
      },
      criteria: { team_id: team.teamId },
    };
    expect(hook.body).toBe(JSON.stringify(expected));
    expect(new Webhook(subscription.secret).verify(hook.body, headersOf(hook))).toEqual(expected);
    expect(hook.headers['webhook-id']).toBe(event.id);
    const operatorHook = await operatorHookFor(event.id);
    expect(operatorHook.body).toBe(hook.body);
    expect(() =>
      new Webhook(OPERATOR_SECRET).verify(operatorHook.body, headersOf(operatorHook)),
    ).not.toThrow();
    expect(h.receiver.hooksTo(theirs.path)).toEqual([]);
  });

  it('sends a period that counts all time as period_from null', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'budget_alert');

    await h.publish(
      'client.budget_threshold_reached',
      budgetThresholdReached(team.teamId, { period_from: null, period_to: null }),
    );

    const [hook] = await h.receiver.waitFor(subscription.path, 1);
    expect(JSON.parse(hook.body).payload.period_from).toBeNull();
  });

  it('sends one webhook per target when the same alert arrives twice', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'budget_alert');

    const event = await h.publish(
      'client.budget_threshold_reached',
      budgetThresholdReached(team.teamId),
    );
    await h.publishAgain(event);

    await h.deliveryWhen(event.id, subscription.id, (delivery) => delivery.status === 'succeeded');
    await operatorHookFor(event.id);
    await sleep(QUIET_PERIOD_MS);
    expect((await h.deliveriesOf(event.id)).map((delivery) => delivery.webhook_id)).toEqual([
      null,
      subscription.id,
    ]);
    expect(h.receiver.hooksTo(subscription.path)).toHaveLength(1);
    expect(
      h.receiver.hooksTo(h.operatorPath).filter((hook) => hook.headers['webhook-id'] === event.id),
    ).toHaveLength(1);
  });
});

describe('team scoping', () => {
  it.each([
    ['time_entry.created', 'new_time_entry', () => ({})],
    ['timer.started', 'timer_started', () => ({ source: 'timer', end: null })],
    ['timer.stopped', 'timer_stopped', () => ({ source: 'timer' })],
  ] as const)(
    "a %s of one team reaches that team's %s subscription and the operator, never another team's",
    async (type, kind, overrides) => {
      const team = h.teams.team();
      const other = h.teams.team();
      const ours = await h.subscribe(team, kind);
      const theirs = await h.subscribe(other, kind);

      const event = await h.publish(type, timeEntry(team.teamId, overrides()));

      await h.deliveryWhen(event.id, ours.id, (delivery) => delivery.status === 'succeeded');
      await h.deliveryWhen(event.id, null, (delivery) => delivery.status === 'succeeded');
      expect((await h.deliveriesOf(event.id)).map((delivery) => delivery.webhook_id)).toEqual([
        null,
        ours.id,
      ]);
      expect(h.receiver.hooksTo(theirs.path)).toEqual([]);
    },
  );

  it("a timesheet.approved of one team reaches no other team's timesheet_approved subscription", async () => {
    const team = h.teams.team();
    const other = h.teams.team();
    const ours = await h.subscribe(team, 'timesheet_approved');
    const theirs = await h.subscribe(other, 'timesheet_approved');

    const event = await h.publish('timesheet.approved', timesheet(team.teamId));

    const [hook] = await h.receiver.waitFor(ours.path, 1);
    expect(JSON.parse(hook.body).criteria).toEqual({ team_id: team.teamId });
    await operatorHookFor(event.id);
    expect((await h.deliveriesOf(event.id)).map((delivery) => delivery.webhook_id)).toEqual([
      null,
      ours.id,
    ]);
    expect(h.receiver.hooksTo(theirs.path)).toEqual([]);
  });
});

describe('events that cannot make a webhook', () => {
  it.each([
    ['time_entry.created', () => timeEntry(1, { team_id: undefined })],
    ['time_entry.created', () => timeEntry(1, { source: 'timer', end: 'yesterday' })],
    ['timer.started', () => timeEntry(1, { bill_rate: '120' })],
    ['timer.stopped', () => timeEntry(1, { source: 'stopwatch' })],
    ['timesheet.approved', () => timesheet(1, { week: '2026-48' })],
    ['timesheet.approved', () => timesheet(1, { totals: undefined })],
    ['time_entry.created', () => timeEntry(1, { currency: 'euro' })],
    ['timer.stopped', () => timeEntry(1, { cost_currency: undefined })],
    // Totals before issue 34: one sum, no currency.
    [
      'timesheet.approved',
      () =>
        timesheet(1, {
          totals: { seconds: 60, billable_seconds: 60, billable_amount: 1, cost_amount: 1 },
        }),
    ],
    ['client.budget_threshold_reached', () => budgetThresholdReached(1, { threshold: 120 })],
    ['client.budget_threshold_reached', () => budgetThresholdReached(1, { used_cost: '4050' })],
  ] as const)(
    'dead-letters a malformed %s at once: no delivery, no request',
    async (type, data) => {
      const event = await h.publish(type, JSON.parse(JSON.stringify(data())));

      await eventually(
        () =>
          h.logs.some(
            (line) =>
              line.event_id === event.id &&
              line.msg === 'event moved to the dead-letter queue' &&
              String(line.reason).startsWith('invalid event data'),
          ),
        5000,
        'the event to be dead-lettered',
      );
      expect(await h.deliveriesOf(event.id)).toEqual([]);
      expect(h.receiver.received.some((hook) => hook.headers['webhook-id'] === event.id)).toBe(
        false,
      );
    },
  );
});
