// The Webhooks gRPC service (docs/webhooks.md, Subscriptions): create,
// list, delete, the delivery log and replay; owners and managers of the caller's current
// team only; another team's webhook is not found.
import {
  as,
  asOwner,
  clientCreated,
  failureOf,
  webhooksForFile,
  type TeamFixture,
} from './webhooks-harness';

const h = webhooksForFile();

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const create = (fixture: TeamFixture, fields: Record<string, unknown> = {}) =>
  h.client.CreateWebhook(
    { event: 'new_client', target_url: h.newTarget().url, ...fields },
    asOwner(fixture),
  );

describe('CreateWebhook', () => {
  it('answers the subscription, active, of the caller’s team, with a whsec_ secret of 24 bytes, this once', async () => {
    const team = h.teams.team();
    const targetUrl = `${h.newTarget().url}/zapier/1`;

    const created = await h.client.CreateWebhook(
      { event: 'new_schedule', target_url: targetUrl },
      as(team.manager, team.teamId),
    );

    expect(created.webhook).toEqual({
      id: expect.any(Number),
      team_id: team.teamId,
      event: 'new_schedule',
      target_url: targetUrl,
      active: true,
      created_by: team.manager.id,
      created_at: expect.stringMatching(ISO_TIMESTAMP),
      updated_at: expect.stringMatching(ISO_TIMESTAMP),
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(created.secret.slice('whsec_'.length), 'base64')).toHaveLength(24);
  });

  it('gives every subscription its own integer id and secret', async () => {
    const team = h.teams.team();

    const first = await create(team);
    const second = await create(team);

    expect(second.webhook!.id).toBe(first.webhook!.id + 1);
    expect(second.secret).not.toBe(first.secret);
  });

  it('refuses a member: PERMISSION_DENIED "permission denied"', async () => {
    const team = h.teams.team();

    const failure = await failureOf(
      h.client.CreateWebhook(
        { event: 'new_client', target_url: h.newTarget().url },
        as(team.member, team.teamId),
      ),
    );

    expect(failure).toMatchObject({
      kind: 'permission_denied',
      reason: 'PERMISSION_DENIED',
      message: 'permission denied',
    });
  });

  it('refuses a caller outside the team and an unauthenticated call', async () => {
    const team = h.teams.team();
    const other = h.teams.team();

    expect(
      await failureOf(
        h.client.CreateWebhook(
          { event: 'new_client', target_url: h.newTarget().url },
          as(other.owner, team.teamId),
        ),
      ),
    ).toMatchObject({ reason: 'PERMISSION_DENIED' });
    expect(
      await failureOf(
        h.client.CreateWebhook({ event: 'new_client', target_url: h.newTarget().url }),
      ),
    ).toMatchObject({ kind: 'unauthenticated' });
  });

  it.each([undefined, '', 'client.created', 'new_task'])(
    'refuses the event %j: INVALID_EVENT',
    async (event) => {
      const team = h.teams.team();

      const failure = await failureOf(create(team, { event }));

      expect(failure).toMatchObject({
        kind: 'invalid_argument',
        reason: 'INVALID_EVENT',
        message:
          'The event must be one of: new_client, new_schedule, new_time_entry, timer_started, timer_stopped, timesheet_approved, budget_alert, new_invoice, invoice_updated, new_expense, time_off_approved.',
      });
    },
  );

  it.each([
    undefined,
    '',
    'not a url',
    '/relative/path',
    'ftp://files.example/hook',
    'javascript:alert(1)',
    'http://',
    `https://hooks.example/${'a'.repeat(2048)}`,
  ])('refuses the target_url %j: INVALID_TARGET_URL', async (target_url) => {
    const team = h.teams.team();

    const failure = await failureOf(create(team, { target_url }));

    expect(failure).toMatchObject({
      kind: 'invalid_argument',
      reason: 'INVALID_TARGET_URL',
      message: 'The target_url must be an http or https URL.',
    });
  });

  it('takes a target_url of 2048 characters as sent, and refuses 2049, padding counted', async () => {
    const team = h.teams.team();
    const { url } = h.newTarget();
    const longest = `${url}/${'a'.repeat(2048 - url.length - 1)}`;

    const created = await create(team, { target_url: longest });
    const failure = await failureOf(create(team, { target_url: `${longest}b` }));
    const padded = await failureOf(create(team, { target_url: ` ${longest}` }));

    expect(created.webhook!.target_url).toBe(longest);
    expect(failure).toMatchObject({ reason: 'INVALID_TARGET_URL' });
    expect(padded).toMatchObject({ reason: 'INVALID_TARGET_URL' });
  });

  it('stores nothing when refused', async () => {
    const team = h.teams.team();
    await failureOf(create(team, { target_url: 'ftp://x' }));

    const { page_info } = await h.client.ListWebhooks({}, asOwner(team));

    expect(page_info!.total).toBe(0);
  });
});

describe('ListWebhooks', () => {
  it('answers the team’s subscriptions by id, paged, without their secrets', async () => {
    const team = h.teams.team();
    const other = h.teams.team();
    const ids = [];
    for (let index = 0; index < 3; index++) ids.push((await create(team)).webhook!.id);
    await create(other);

    const first = await h.client.ListWebhooks({ page: 1, per_page: 2 }, asOwner(team));
    const second = await h.client.ListWebhooks({ page: 2, per_page: 2 }, asOwner(team));

    expect(first.webhooks.map((webhook) => webhook.id)).toEqual(ids.slice(0, 2));
    expect(second.webhooks.map((webhook) => webhook.id)).toEqual(ids.slice(2));
    expect(first.page_info).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(JSON.stringify([first, second])).not.toContain('whsec_');
    expect(first.webhooks[0]).not.toHaveProperty('secret');
  });

  it('is for owners and managers: a member is refused', async () => {
    const team = h.teams.team();

    const failure = await failureOf(h.client.ListWebhooks({}, as(team.member, team.teamId)));

    expect(failure).toMatchObject({ reason: 'PERMISSION_DENIED', message: 'permission denied' });
  });

  it('refuses a per_page over 100', async () => {
    const team = h.teams.team();

    const failure = await failureOf(h.client.ListWebhooks({ per_page: 101 }, asOwner(team)));

    expect(failure).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_PARAMETERS' });
  });
});

describe('DeleteWebhook', () => {
  it('removes the team’s subscription: "Webhook deleted", and it is no longer listed', async () => {
    const team = h.teams.team();
    const { webhook } = await create(team);

    const answer = await h.client.DeleteWebhook({ id: webhook!.id }, asOwner(team));

    expect(answer).toEqual({ success: 'Webhook deleted' });
    const { webhooks } = await h.client.ListWebhooks({}, asOwner(team));
    expect(webhooks.map((listed) => listed.id)).not.toContain(webhook!.id);
  });

  it("answers WEBHOOK_NOT_FOUND for another team's webhook, and leaves it alone", async () => {
    const team = h.teams.team();
    const other = h.teams.team();
    const { webhook } = await create(other);

    const failure = await failureOf(h.client.DeleteWebhook({ id: webhook!.id }, asOwner(team)));

    expect(failure).toMatchObject({
      kind: 'not_found',
      reason: 'WEBHOOK_NOT_FOUND',
      message: 'Webhook not found',
    });
    const { page_info } = await h.client.ListWebhooks({}, asOwner(other));
    expect(page_info!.total).toBe(1);
  });

  it('refuses a member', async () => {
    const team = h.teams.team();
    const { webhook } = await create(team);

    const failure = await failureOf(
      h.client.DeleteWebhook({ id: webhook!.id }, as(team.member, team.teamId)),
    );

    expect(failure).toMatchObject({ reason: 'PERMISSION_DENIED' });
  });
});

describe('ListDeliveries', () => {
  it('answers the subscription’s deliveries newest first, with their attempts; filters by status', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'new_client');
    h.receiver.answer(subscription.path, { status: 200 });
    const older = await h.publish('client.created', clientCreated(team.teamId));
    await h.deliveryWhen(older.id, subscription.id, (delivery) => delivery.status === 'succeeded');
    h.receiver.answer(subscription.path, { status: 410 });
    const newer = await h.publish('client.created', clientCreated(team.teamId));
    await h.deliveryWhen(newer.id, subscription.id, (delivery) => delivery.status === 'failed');

    const all = await h.client.ListDeliveries({ id: subscription.id }, asOwner(team));
    const failed = await h.client.ListDeliveries(
      { id: subscription.id, status: 'failed' },
      asOwner(team),
    );

    expect(all.deliveries.map((delivery) => delivery.event_id)).toEqual([newer.id, older.id]);
    expect(all.page_info).toEqual({ page: 1, per_page: 20, total: 2 });
    expect(all.deliveries[1]).toEqual({
      id: expect.any(Number),
      webhook_id: subscription.id,
      event_id: older.id,
      event: 'new_client',
      status: 'succeeded',
      attempts: 1,
      attempt_log: [
        {
          attempt: 1,
          at: expect.stringMatching(ISO_TIMESTAMP),
          response_status: 200,
          latency_ms: expect.any(Number),
          outcome: 'succeeded',
        },
      ],
      created_at: expect.stringMatching(ISO_TIMESTAMP),
      updated_at: expect.stringMatching(ISO_TIMESTAMP),
    });
    expect(failed.deliveries.map((delivery) => delivery.event_id)).toEqual([newer.id]);
    expect(failed.deliveries[0].attempt_log[0]).toMatchObject({
      response_status: 410,
      outcome: 'gone',
      error: 'The receiver answered 410 Gone.',
    });
  });

  it('refuses an unknown status', async () => {
    const team = h.teams.team();
    const { webhook } = await create(team);

    const failure = await failureOf(
      h.client.ListDeliveries({ id: webhook!.id, status: 'lost' }, asOwner(team)),
    );

    expect(failure).toMatchObject({
      reason: 'INVALID_PARAMETERS',
      message: 'The status must be one of: pending, retrying, succeeded, failed.',
    });
  });

  it("answers WEBHOOK_NOT_FOUND for another team's webhook", async () => {
    const team = h.teams.team();
    const { webhook } = await create(h.teams.team());

    const failure = await failureOf(h.client.ListDeliveries({ id: webhook!.id }, asOwner(team)));

    expect(failure).toMatchObject({ reason: 'WEBHOOK_NOT_FOUND' });
  });
});

describe('ReplayDelivery', () => {
  it('refuses a delivery that is not failed: DELIVERY_NOT_FAILED', async () => {
    const team = h.teams.team();
    const subscription = await h.subscribe(team, 'new_client');
    const event = await h.publish('client.created', clientCreated(team.teamId));
    const delivery = await h.deliveryWhen(
      event.id,
      subscription.id,
      (current) => current.status === 'succeeded',
    );

    const failure = await failureOf(
      h.client.ReplayDelivery({ id: subscription.id, delivery_id: delivery.id }, asOwner(team)),
    );

    expect(failure).toMatchObject({
      kind: 'failed_precondition',
      reason: 'DELIVERY_NOT_FAILED',
      message: 'Only a failed delivery can be replayed.',
    });
  });

  it('answers DELIVERY_NOT_FOUND for a delivery of another subscription, or none', async () => {
    const team = h.teams.team();
    const first = await h.subscribe(team, 'new_client');
    const second = await h.subscribe(team, 'new_client');
    const event = await h.publish('client.created', clientCreated(team.teamId));
    const delivery = await h.deliveryOf(event.id, first.id);

    const failures = [
      await failureOf(
        h.client.ReplayDelivery({ id: second.id, delivery_id: delivery.id }, asOwner(team)),
      ),
      await failureOf(
        h.client.ReplayDelivery({ id: first.id, delivery_id: 999_999 }, asOwner(team)),
      ),
    ];

    for (const failure of failures)
      expect(failure).toMatchObject({
        kind: 'not_found',
        reason: 'DELIVERY_NOT_FOUND',
        message: 'Delivery not found',
      });
  });

  it("answers WEBHOOK_NOT_FOUND for another team's webhook, and refuses a member", async () => {
    const team = h.teams.team();
    const other = h.teams.team();
    const subscription = await h.subscribe(other, 'new_client');

    expect(
      await failureOf(
        h.client.ReplayDelivery({ id: subscription.id, delivery_id: 1 }, asOwner(team)),
      ),
    ).toMatchObject({ reason: 'WEBHOOK_NOT_FOUND' });
    expect(
      await failureOf(
        h.client.ReplayDelivery(
          { id: subscription.id, delivery_id: 1 },
          as(other.member, other.teamId),
        ),
      ),
    ).toMatchObject({ reason: 'PERMISSION_DENIED' });
  });

  it('refuses ids that are not positive integers', async () => {
    const team = h.teams.team();

    const failure = await failureOf(
      h.client.ReplayDelivery({ id: 0, delivery_id: 1 }, asOwner(team)),
    );

    expect(failure).toMatchObject({
      reason: 'INVALID_PARAMETERS',
      message: 'The id must be a positive integer.',
    });
  });
});
