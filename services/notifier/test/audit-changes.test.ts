// Audit (issue 33, docs/audit.md): every write rpc of the notifier that a gateway route
// calls records exactly one change.recorded in its transaction, with the action declared
// in NOTIFIER_AUDIT_ACTIONS, the object, the team and the changed fields; never the
// webhook's signing secret. A write that fails records none. The cases are checked
// against the gateway's route table: a new write route without a case fails here.
import { changesRecordedBy, expectOneChange, gatewayWriteRpcs } from '@workmesh/testing';
import { NOTIFIER_AUDIT_ACTIONS } from '../src/events';
import {
  asOwner,
  clientCreated,
  failureOf,
  webhooksForFile,
  type TeamFixture,
} from './webhooks-harness';

const h = webhooksForFile();

const recordedBy = <T>(teamId: number, write: () => Promise<T>) =>
  changesRecordedBy(h.db, teamId, write);

interface Case {
  object_type: string;
  /** Makes what the write needs; answers the object's id (a create: from the answer) and the write. */
  arrange(fixture: TeamFixture): Promise<{ id?: number; write: () => Promise<unknown> }>;
  /** Fields the change must name, with their `before` / `after` (undefined: not checked). */
  changes: Record<string, { before?: unknown; after?: unknown }>;
}

type WriteRpc = keyof typeof NOTIFIER_AUDIT_ACTIONS;

let target = '';

const CASES: Record<WriteRpc, Case> = {
  CreateWebhook: {
    object_type: 'webhook',
    async arrange(fixture) {
      target = h.newTarget().url;
      return {
        write: async () => {
          const created = await h.client.CreateWebhook(
            { event: 'new_client', target_url: target },
            asOwner(fixture),
          );
          return { id: created.webhook!.id, secret: created.secret };
        },
      };
    },
    changes: { event: { after: 'new_client' }, active: { after: true }, created_by: {} },
  },
  DeleteWebhook: {
    object_type: 'webhook',
    async arrange(fixture) {
      const subscription = await h.subscribe(fixture, 'new_schedule');
      return {
        id: subscription.id,
        write: () => h.client.DeleteWebhook({ id: subscription.id }, asOwner(fixture)),
      };
    },
    changes: { event: { before: 'new_schedule' }, target_url: {} },
  },
  ReplayDelivery: {
    object_type: 'webhook_delivery',
    async arrange(fixture) {
      const subscription = await h.subscribe(fixture, 'new_client');
      const event = await h.publish('client.created', clientCreated(fixture.teamId));
      const delivery = await h.deliveryWhen(
        event.id,
        subscription.id,
        (current) => current.status === 'succeeded',
      );
      // As if its attempts had all failed.
      await h.db
        .collection<{ _id: number }>('webhook_deliveries')
        .updateOne({ _id: delivery.id }, { $set: { status: 'failed' } });
      return {
        id: delivery.id,
        write: () =>
          h.client.ReplayDelivery(
            { id: subscription.id, delivery_id: delivery.id },
            asOwner(fixture),
          ),
      };
    },
    changes: { status: { before: 'failed', after: 'pending' } },
  },
};

describe('change.recorded of the notifier write rpcs', () => {
  it('has a case for every write rpc the gateway routes to the notifier', () => {
    expect(Object.keys(CASES).sort()).toEqual(gatewayWriteRpcs('notifier'));
  });

  it.each(gatewayWriteRpcs('notifier'))('%s records exactly one change', async (rpc) => {
    const audit = CASES[rpc as WriteRpc];
    expect(audit).toBeDefined();
    const fixture = h.teams.team();
    const { id, write } = await audit.arrange(fixture);

    const { recorded, answer } = await recordedBy(fixture.teamId, write);

    const event = expectOneChange(recorded, {
      source: 'notifier',
      actorUserId: fixture.owner.id,
      teamId: fixture.teamId,
      action: NOTIFIER_AUDIT_ACTIONS[rpc as WriteRpc],
      objectType: audit.object_type,
      objectId: String(id ?? (answer as { id: number }).id),
      subjectUserId: 0,
      changes: audit.changes,
      absent: ['body'],
    });
    const secret = (answer as { secret?: string }).secret;
    if (secret !== undefined) expect(JSON.stringify(event)).not.toContain(secret);
  });
});

describe('what records no change', () => {
  it('a write refused (another team’s webhook, a delivery that is not failed) records nothing', async () => {
    const fixture = h.teams.team();
    const other = h.teams.team();
    const theirs = await h.subscribe(other, 'new_client');
    const ours = await h.subscribe(fixture, 'new_client');
    const event = await h.publish('client.created', clientCreated(fixture.teamId));
    const delivery = await h.deliveryWhen(
      event.id,
      ours.id,
      (current) => current.status === 'succeeded',
    );

    const { recorded } = await recordedBy(fixture.teamId, async () => {
      expect(
        await failureOf(h.client.DeleteWebhook({ id: theirs.id }, asOwner(fixture))),
      ).toMatchObject({ reason: 'WEBHOOK_NOT_FOUND' });
      expect(
        await failureOf(
          h.client.ReplayDelivery({ id: ours.id, delivery_id: delivery.id }, asOwner(fixture)),
        ),
      ).toMatchObject({ reason: 'DELIVERY_NOT_FAILED' });
    });

    expect(recorded).toEqual([]);
  });
});
