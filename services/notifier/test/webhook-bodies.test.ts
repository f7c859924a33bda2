// What a webhook looks like on the wire: the spec's bodies (exact fields, values and
// order), the Standard Webhooks headers, and signatures that the standardwebhooks
// package verifies with the operator's WEBHOOK_SECRET and with a subscription's secret.
import { Webhook } from 'standardwebhooks';
import {
  clientCreated,
  eventually,
  OPERATOR_SECRET,
  scheduleCreated,
  webhooksForFile,
} from './webhooks-harness';
import type { ReceivedWebhook } from './webhook-receiver';

const h = webhooksForFile();

const headersOf = (hook: ReceivedWebhook) => hook.headers as Record<string, string>;
const operatorHookFor = async (eventId: string) => {
  await h.deliveryWhen(eventId, null, (delivery) => delivery.status === 'succeeded');
  return h.receiver.hooksTo(h.operatorPath).find((hook) => hook.headers['webhook-id'] === eventId)!;
};

describe('new_client (client.created)', () => {
  it('posts {event, payload {id, name, profile, retrieved_at}, criteria {team_id}} to the operator and the subscription, in that order of fields', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'new_client');
    const data = clientCreated(team.teamId, {
      id: 314,
      name: 'Acme Corporation',
      profile: 'https://cdn.example/workmesh/profiles/acme.png',
      retrieved_at: '2026-03-01 09:15:30',
    });

    const event = await h.publish('client.created', data);

    const [hook] = await h.receiver.waitFor(subscription.path, 1);
    const expected = {
      event: 'new_client',
      payload: {
        id: 314,
        name: 'Acme Corporation',
        profile: 'https://cdn.example/workmesh/profiles/acme.png',
        retrieved_at: '2026-03-01 09:15:30',
      },
      criteria: { team_id: team.teamId },
    };
    expect(JSON.parse(hook.body)).toEqual(expected);
    expect(hook.body).toBe(JSON.stringify(expected));
    const operatorHook = await operatorHookFor(event.id);
    expect(operatorHook.body).toBe(hook.body);
  });

  it("sends a client without a logo with profile ''", async () => {
    const team = h.teams.team();
    const event = await h.publish('client.created', clientCreated(team.teamId, { profile: '' }));

    const hook = await operatorHookFor(event.id);

    expect(JSON.parse(hook.body).payload.profile).toBe('');
  });
});

describe('new_schedule (schedule.created)', () => {
  it('posts the spec’s payload, without the event’s timezone, entries and created_by', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'new_schedule');

    await h.publish('schedule.created', scheduleCreated(team.teamId, { user_id: 4242 }));

    const [hook] = await h.receiver.waitFor(subscription.path, 1);
    const expected = {
      event: 'new_schedule',
      payload: {
        user_id: 4242,
        team_id: team.teamId,
        sid: 'aB3dE5gH7j',
        title: 'Morning shift',
        hours: 7.5,
        shift_start: '08:00:00',
        shift_end: '16:30:00',
        start_date: '2026-03-02 08:00:00',
        end_date: '2026-03-27 16:30:00',
        repetition: 'weekly',
        day_repeat: 'mon,wed,fri',
        retrieved_at: '2026-03-01 10:00:00',
      },
      criteria: { team_id: team.teamId },
    };
    expect(JSON.parse(hook.body)).toEqual(expected);
    expect(hook.body).toBe(JSON.stringify(expected));
  });

  it("keeps a never-repeating schedule's empty day_repeat and title", async () => {
    const team = h.teams.team();
    const event = await h.publish(
      'schedule.created',
      scheduleCreated(team.teamId, { repetition: 'never', day_repeat: '', title: '' }),
    );

    const hook = await operatorHookFor(event.id);

    expect(JSON.parse(hook.body).payload).toMatchObject({
      repetition: 'never',
      day_repeat: '',
      title: '',
    });
  });
});

describe('signing (Standard Webhooks)', () => {
  it("signs the operator's webhook with WEBHOOK_SECRET: standardwebhooks verifies it, webhook-id is the event id", async () => {
    const team = h.teams.team();
    const event = await h.publish('client.created', clientCreated(team.teamId));

    const hook = await operatorHookFor(event.id);

    expect(new Webhook(OPERATOR_SECRET).verify(hook.body, headersOf(hook))).toEqual(
      JSON.parse(hook.body),
    );
    expect(hook.headers).toMatchObject({
      'webhook-id': event.id,
      'content-type': 'application/json',
      'user-agent': 'workmesh-webhooks/1',
      'webhook-signature': expect.stringMatching(/^v1,[A-Za-z0-9+/]+=*$/),
    });
    const timestamp = Number(hook.headers['webhook-timestamp']);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
  });

  it("signs a subscription's webhook with its own secret, which no other secret verifies", async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'new_schedule');

    await h.publish('schedule.created', scheduleCreated(team.teamId));

    const [hook] = await h.receiver.waitFor(subscription.path, 1);
    expect(() => new Webhook(subscription.secret).verify(hook.body, headersOf(hook))).not.toThrow();
    expect(() => new Webhook(OPERATOR_SECRET).verify(hook.body, headersOf(hook))).toThrow(
      /signature/i,
    );
    expect(() =>
      new Webhook(subscription.secret).verify(
        hook.body.replace('Morning', 'Evening'),
        headersOf(hook),
      ),
    ).toThrow();
  });
});

describe('events that cannot make a webhook', () => {
  it('dead-letters a client.created without a team_id at once: no delivery, no request', async () => {
    const data = clientCreated(1);
    delete data.team_id;

    const event = await h.publish('client.created', data);

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
    expect(h.receiver.received.some((hook) => hook.headers['webhook-id'] === event.id)).toBe(false);
  });
});

describe('secrets', () => {
  it('never appear in the logs: neither WEBHOOK_SECRET nor a subscription’s', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'new_client');
    const event = await h.publish('client.created', clientCreated(team.teamId));
    await h.deliveryWhen(event.id, subscription.id, (delivery) => delivery.status === 'succeeded');

    const everything = JSON.stringify(h.logs);
    expect(everything).not.toContain(OPERATOR_SECRET.slice('whsec_'.length));
    expect(everything).not.toContain(subscription.secret.slice('whsec_'.length));
  });
});
