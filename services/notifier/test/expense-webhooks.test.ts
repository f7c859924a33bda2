// The new_expense webhook (issue 35) on the wire: tracking's expense.created → a body
// `{event: 'new_expense', payload: <the expense as the API shows it>, criteria: {team_id}}`,
// fields in the proto Expense's order (no `revision`, no producer's extra field), signed
// (Standard Webhooks), to the team's subscriptions of that kind and the operator, never
// to another team's.
import { Webhook } from 'standardwebhooks';
import type { ReceivedWebhook } from './webhook-receiver';
import { OPERATOR_SECRET, webhooksForFile } from './webhooks-harness';

const h = webhooksForFile();

const headersOf = (hook: ReceivedWebhook) => hook.headers as Record<string, string>;

/** The expense as the API shows it, in the proto's field order (Expense 1–27). */
function expensePayload(teamId: number, id: number) {
  return {
    id,
    team_id: teamId,
    user_id: 42,
    project_id: 12,
    client_id: 3,
    task_id: null,
    category_id: 5,
    category_name: 'Mileage',
    date: '2026-11-23',
    amount: 12.75,
    currency: 'EUR',
    quantity: 42.5,
    unit_price: 0.3,
    unit_name: 'km',
    notes: 'Client visit',
    billable: true,
    untaxed: false,
    receipt: { filename: 'ticket.pdf', content_type: 'application/pdf', size: 2048 },
    locked: false,
    locked_reason: null,
    invoice_id: null,
    project_name: 'Engines',
    client_name: 'Acme Corporation',
    task_name: null,
    created_by: 42,
    created_at: '2026-11-23T11:31:00.000Z',
    updated_at: '2026-11-23T11:31:00.000Z',
  };
}

/** expense.created's data as tracking records it: the payload and its revision. */
const expenseData = (teamId: number, id: number) => ({
  ...expensePayload(teamId, id),
  revision: 1,
});

describe('new_expense (expense.created)', () => {
  it('posts {event, payload: the expense, criteria {team_id}} to the subscription and the operator, signed', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'new_expense');
    // A producer's extra field must not leak into the body.
    const data = { ...expenseData(team.teamId, 9101), internal_note: 'not for webhooks' };

    const event = await h.publish('expense.created', data);

    const [hook] = await h.receiver.waitFor(subscription.path, 1);
    const expected = {
      event: 'new_expense',
      payload: expensePayload(team.teamId, 9101),
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

  it("reaches only its team's subscriptions", async () => {
    const team = h.teams.team();
    const other = h.teams.team();
    const ours = await h.subscribe(team, 'new_expense');
    const theirs = await h.subscribe(other, 'new_expense');
    const otherKind = await h.subscribe(team, 'new_time_entry');

    const event = await h.publish('expense.created', expenseData(team.teamId, 9102));

    await h.receiver.waitFor(ours.path, 1);
    await h.deliveryWhen(event.id, null, (delivery) => delivery.status === 'succeeded');
    expect(h.receiver.hooksTo(theirs.path)).toEqual([]);
    expect(h.receiver.hooksTo(otherKind.path)).toEqual([]);
  });
});
