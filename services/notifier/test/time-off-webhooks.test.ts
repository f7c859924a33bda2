// The time_off_approved webhook on the wire: scheduling's time_off.approved → a body
// `{event: 'time_off_approved', payload: <the request as the API shows it>, criteria:
// {team_id}}`, fields in the contract's order (no producer's extra field), signed (Standard
// Webhooks), to the team's subscriptions of that kind and the operator, never to another
// team's; a subscription to the kind is taken.
import { Webhook } from 'standardwebhooks';
import type { ReceivedWebhook } from './webhook-receiver';
import { OPERATOR_SECRET, timeOffRequest, webhooksForFile } from './webhooks-harness';

const h = webhooksForFile();

const headersOf = (hook: ReceivedWebhook) => hook.headers as Record<string, string>;

describe('time_off_approved (time_off.approved)', () => {
  it('posts {event, payload: the request, criteria {team_id}} to the subscription and the operator, signed', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'time_off_approved');
    const request = timeOffRequest(team.teamId, 42, { reviewed_by: 7, comment: 'Enjoy!' });

    const event = await h.publish('time_off.approved', {
      ...request,
      internal_note: 'not for webhooks',
    });

    const [hook] = await h.receiver.waitFor(subscription.path, 1);
    const expected = {
      event: 'time_off_approved',
      payload: request,
      criteria: { team_id: team.teamId },
    };
    expect(hook.body).toBe(JSON.stringify(expected));
    expect(new Webhook(subscription.secret).verify(hook.body, headersOf(hook))).toEqual(expected);
    expect(hook.headers['webhook-id']).toBe(event.id);
    await h.deliveryWhen(event.id, null, (delivery) => delivery.status === 'succeeded');
    const operatorHook = h.receiver
      .hooksTo(h.operatorPath)
      .find((received) => received.headers['webhook-id'] === event.id)!;
    expect(operatorHook.body).toBe(hook.body);
    expect(() =>
      new Webhook(OPERATOR_SECRET).verify(operatorHook.body, headersOf(operatorHook)),
    ).not.toThrow();
  });

  it("reaches only its team's subscriptions of the kind", async () => {
    const team = h.teams.team();
    const other = h.teams.team();
    const ours = await h.subscribe(team, 'time_off_approved');
    const theirs = await h.subscribe(other, 'time_off_approved');
    const otherKind = await h.subscribe(team, 'new_schedule');

    const event = await h.publish('time_off.approved', timeOffRequest(team.teamId, 42));

    await h.receiver.waitFor(ours.path, 1);
    await h.deliveryWhen(event.id, null, (delivery) => delivery.status === 'succeeded');
    expect(h.receiver.hooksTo(theirs.path)).toEqual([]);
    expect(h.receiver.hooksTo(otherKind.path)).toEqual([]);
  });
});
