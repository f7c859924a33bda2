// Who gets an event's webhook: the operator's WEBHOOK_URL (every event of every team) and
// the active subscriptions of the event's team for its kind; exactly one webhook per
// target per event, however often the event arrives.
import {
  asOwner,
  clientCreated,
  QUIET_PERIOD_MS,
  scheduleCreated,
  sleep,
  webhooksForFile,
} from './webhooks-harness';

const h = webhooksForFile();

const operatorHooksFor = (eventId: string) =>
  h.receiver.hooksTo(h.operatorPath).filter((hook) => hook.headers['webhook-id'] === eventId);

describe('targets', () => {
  it("a subscription of team A never receives team B's events; the operator receives both", async () => {
    const teamA = h.teams.team();
    const teamB = h.teams.team();
    const subscriptionA = await h.subscribe(teamA, 'new_client');
    const subscriptionB = await h.subscribe(teamB, 'new_client');

    const eventB = await h.publish('client.created', clientCreated(teamB.teamId));

    await h.receiver.waitFor(subscriptionB.path, 1);
    await h.deliveryWhen(eventB.id, null, (delivery) => delivery.status === 'succeeded');
    await sleep(500);
    expect(h.receiver.hooksTo(subscriptionA.path)).toHaveLength(0);
    expect(operatorHooksFor(eventB.id)).toHaveLength(1);
    expect((await h.deliveriesOf(eventB.id)).map((delivery) => delivery.webhook_id)).toEqual([
      null,
      subscriptionB.id,
    ]);
  });

  it('a subscription receives only its kind: new_schedule subscribers get no new_client', async () => {
    const team = h.teams.team();
    const schedules = await h.subscribe(team, 'new_schedule');
    const clients = await h.subscribe(team, 'new_client');

    await h.publish('client.created', clientCreated(team.teamId));
    await h.publish('schedule.created', scheduleCreated(team.teamId));

    const [clientHook] = await h.receiver.waitFor(clients.path, 1);
    const [scheduleHook] = await h.receiver.waitFor(schedules.path, 1);
    await sleep(300);
    expect(JSON.parse(clientHook.body).event).toBe('new_client');
    expect(JSON.parse(scheduleHook.body).event).toBe('new_schedule');
    expect(h.receiver.hooksTo(clients.path)).toHaveLength(1);
    expect(h.receiver.hooksTo(schedules.path)).toHaveLength(1);
  });

  it('every active subscription of the kind gets its own copy', async () => {
    const team = h.teams.team();
    const first = await h.subscribe(team, 'new_client');
    const second = await h.subscribe(team, 'new_client');

    const event = await h.publish('client.created', clientCreated(team.teamId));

    const [firstHook] = await h.receiver.waitFor(first.path, 1);
    const [secondHook] = await h.receiver.waitFor(second.path, 1);
    expect(firstHook.body).toBe(secondHook.body);
    expect(firstHook.headers['webhook-id']).toBe(event.id);
    expect(secondHook.headers['webhook-id']).toBe(event.id);
  });

  it('a deleted subscription receives nothing', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'new_client');
    await h.client.DeleteWebhook({ id: subscription.id }, asOwner(team));

    const event = await h.publish('client.created', clientCreated(team.teamId));

    await h.deliveryWhen(event.id, null, (delivery) => delivery.status === 'succeeded');
    await sleep(300);
    expect(h.receiver.hooksTo(subscription.path)).toHaveLength(0);
    expect((await h.deliveriesOf(event.id)).map((delivery) => delivery.webhook_id)).toEqual([null]);
  });

  it('a delivery still pending when its subscription is deleted is dropped when its turn comes', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'new_client');
    h.receiver.answer(subscription.path, { status: 503, headers: { 'Retry-After': '1' } });
    const event = await h.publish('client.created', clientCreated(team.teamId));
    await h.deliveryWhen(event.id, subscription.id, (delivery) => delivery.status === 'retrying');

    await h.client.DeleteWebhook({ id: subscription.id }, asOwner(team));

    const dropped = await h.deliveryWhen(
      event.id,
      subscription.id,
      (delivery) => delivery.status === 'failed',
      5000,
    );
    expect(dropped.attempts).toBe(1);
    expect(dropped.last_error).toBe('The webhook was deleted.');
    expect(h.receiver.hooksTo(subscription.path)).toHaveLength(1);
  });
});

describe('exactly one webhook per target per event', () => {
  it('the same event published twice (same id) makes one webhook per target', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'new_client');

    const event = await h.publish('client.created', clientCreated(team.teamId));
    await h.publishAgain(event);

    await h.receiver.waitFor(subscription.path, 1);
    await h.deliveryWhen(event.id, null, (delivery) => delivery.status === 'succeeded');
    await sleep(QUIET_PERIOD_MS);
    expect(h.receiver.hooksTo(subscription.path)).toHaveLength(1);
    expect(operatorHooksFor(event.id)).toHaveLength(1);
    expect(await h.deliveriesOf(event.id)).toHaveLength(2);
  });

  it('an event that comes back after it was handled records nothing again', async () => {
    const team = h.teams.team();
    const event = await h.publish('client.created', clientCreated(team.teamId));
    await h.deliveryWhen(event.id, null, (delivery) => delivery.status === 'succeeded');

    await h.publishAgain(event);

    await sleep(QUIET_PERIOD_MS);
    expect(operatorHooksFor(event.id)).toHaveLength(1);
    expect(
      h.logs.some(
        (line) =>
          line.event_id === event.id &&
          line.msg === 'event already handled: no webhook recorded again',
      ),
    ).toBe(true);
  });
});
