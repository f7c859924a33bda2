// Webhook subscription use cases (docs/webhooks.md, Subscriptions): a
// team's automation platform registers REST hooks, lists them, deletes them, reads their
// delivery log and replays a failed delivery. Owners and managers of the caller's
// current team only (others: PERMISSION_DENIED "permission denied"); every query is
// scoped by that team, so another team's webhook is "not found".
import {
  createdChanges,
  deletedChanges,
  DELIVERY_STATUSES,
  updatedChanges,
  failedPrecondition,
  invalidArgument,
  Joi,
  Reason,
  recordNotFound,
  type Caller,
} from '@workmesh/platform';
import type { NotifierDependencies } from './dependencies';
import {
  NOTIFIER_AUDIT_ACTIONS,
  NOTIFIER_AUDIT_OMIT,
  notifierChangeRecorded,
  webhookDeliveryRequested,
} from './events';
import {
  WEBHOOK_EVENTS,
  type WebhookDeliveryRecord,
  type WebhookDeliveryStatus,
  type WebhookEvent,
  type WebhookRecord,
} from './models';
import { authorize } from './permissions';
import type { RequestOf } from './models/proto-messages';
import {
  pageOf,
  pagingFields,
  positiveId,
  targetUrl,
  validated,
  windowOf,
  type Page,
  type Paging,
} from './request-validation';
import { newSigningSecret } from './webhook-signing';

const INVALID_EVENT_MESSAGE = `The event must be one of: ${WEBHOOK_EVENTS.join(', ')}.`;

export const webhookNotFoundError = () => recordNotFound(Reason.WEBHOOK_NOT_FOUND);
export const deliveryNotFoundError = () => recordNotFound(Reason.DELIVERY_NOT_FOUND);
export const deliveryNotFailedError = () =>
  failedPrecondition(Reason.DELIVERY_NOT_FAILED, 'Only a failed delivery can be replayed.');
export const targetNotAllowedError = () =>
  invalidArgument(
    Reason.TARGET_NOT_ALLOWED,
    'The target_url must not point at a private or local address.',
  );

const createWebhookSchema = Joi.object({
  event: Joi.string()
    .valid(...WEBHOOK_EVENTS)
    .required()
    .messages({ '*': INVALID_EVENT_MESSAGE }),
  target_url: targetUrl,
});

const reasonOfCreate = (detail: Joi.ValidationErrorItem) =>
  detail.path[0] === 'event' ? Reason.INVALID_EVENT : Reason.INVALID_TARGET_URL;

const webhookRefSchema = Joi.object({ id: positiveId('id') });

const listDeliveriesSchema = Joi.object({
  id: positiveId('id'),
  status: Joi.string()
    .valid(...DELIVERY_STATUSES)
    .messages({ '*': `The status must be one of: ${DELIVERY_STATUSES.join(', ')}.` }),
  ...pagingFields,
});

/** A list deliveries request's webhook id, status filter and page, validated. */
export const validatedListDeliveries = (
  request: object,
): Paging & { id: number; status?: WebhookDeliveryStatus } =>
  validated<Paging & { id: number; status?: WebhookDeliveryStatus }>(listDeliveriesSchema, request);

const deliveryRefSchema = Joi.object({
  id: positiveId('id'),
  delivery_id: positiveId('delivery_id'),
});

export interface CreatedWebhook {
  webhook: WebhookRecord;
  /** `whsec_…`, shown this once. */
  secret: string;
}

/** The team's webhook a request names, where the delivery log's operations start. */
function webhookAccess(deps: NotifierDependencies) {
  const { repository } = deps;

  /** Tenancy: the team's subscription, or WEBHOOK_NOT_FOUND. */
  async function teamWebhook(teamId: number, id: number): Promise<WebhookRecord> {
    const webhook = await repository.webhooks.findInTeam(teamId, id);
    if (!webhook) throw webhookNotFoundError();
    return webhook;
  }

  return { teamWebhook };
}

type WebhookAccess = ReturnType<typeof webhookAccess>;

/** A team's webhooks: create, list, delete. */
function webhookManagement(deps: NotifierDependencies) {
  const { repository, outbox, logger, teams } = deps;

  /**
   * POST /api/v3/webhooks: a subscription of the caller's team to one kind, active, with
   * a new signing secret (answered this once). The target must not resolve to a private
   * or local address (unless WEBHOOK_ALLOW_PRIVATE_TARGETS).
   */
  async function createWebhook(
    caller: Caller | undefined,
    request: RequestOf<'CreateWebhook'>,
  ): Promise<CreatedWebhook> {
    const { caller: who, teamId } = await authorize(teams, caller, 'createWebhook');
    const input = validated<{ event: WebhookEvent; target_url: string }>(
      createWebhookSchema,
      request,
      reasonOfCreate,
    );
    const checked = await deps.targets.check(input.target_url);
    // A host that does not resolve now is not refused: DNS may not be there yet, and
    // every delivery checks the address again before it connects.
    if (!checked.allowed && checked.reason === 'private') throw targetNotAllowedError();

    const secret = newSigningSecret();
    const id = await repository.nextId('webhooks');
    const webhook = await repository.transaction(async () => {
      const created = await repository.webhooks.insert({
        id,
        team_id: teamId,
        event: input.event,
        target_url: input.target_url,
        created_by: who.userId,
        secret,
      });
      await outbox.record(
        notifierChangeRecorded(
          NOTIFIER_AUDIT_ACTIONS.CreateWebhook,
          { team_id: teamId, object_type: 'webhook', object_id: created.id },
          createdChanges({ ...created }, NOTIFIER_AUDIT_OMIT),
        ),
      );
      return created;
    });
    outbox.kick();
    logger.info(
      { team_id: teamId, webhook_id: webhook.id, event: webhook.event, by: who.userId },
      'webhook created',
    );
    return { webhook, secret };
  }

  /** GET /api/v3/webhooks: one page of the team's subscriptions, by id (no secrets). */
  async function listWebhooks(
    caller: Caller | undefined,
    request: RequestOf<'ListWebhooks'>,
  ): Promise<Page<WebhookRecord>> {
    const { teamId } = await authorize(teams, caller, 'listWebhooks');
    const paging = validated<Paging>(Joi.object(pagingFields), request);
    return pageOf(await repository.webhooks.pageOfTeam(teamId, windowOf(paging)), paging);
  }

  /**
   * DELETE /api/v3/webhooks/:id: removes the team's subscription. Its deliveries stay
   * in the log; those still pending are dropped when their turn comes.
   */
  async function deleteWebhook(
    caller: Caller | undefined,
    request: RequestOf<'DeleteWebhook'>,
  ): Promise<{ success: string }> {
    const { caller: who, teamId } = await authorize(teams, caller, 'deleteWebhook');
    const { id } = validated<{ id: number }>(webhookRefSchema, request);
    await repository.transaction(async () => {
      const webhook = await repository.webhooks.findInTeam(teamId, id);
      if (!webhook || !(await repository.webhooks.deleteInTeam(teamId, id)))
        throw webhookNotFoundError();
      await outbox.record(
        notifierChangeRecorded(
          NOTIFIER_AUDIT_ACTIONS.DeleteWebhook,
          { team_id: teamId, object_type: 'webhook', object_id: id },
          deletedChanges({ ...webhook }, NOTIFIER_AUDIT_OMIT),
        ),
      );
    });
    outbox.kick();
    logger.info({ team_id: teamId, webhook_id: id, by: who.userId }, 'webhook deleted');
    return { success: 'Webhook deleted' };
  }

  return { createWebhook, listWebhooks, deleteWebhook };
}

/** A webhook's deliveries: list them, replay one. */
function webhookDeliveryLog(deps: NotifierDependencies, shared: WebhookAccess) {
  const { repository, outbox, logger, teams } = deps;
  const { teamWebhook } = shared;

  /** GET /api/v3/webhooks/:id/deliveries: the subscription's delivery log, newest first. */
  async function listDeliveries(
    caller: Caller | undefined,
    request: RequestOf<'ListDeliveries'>,
  ): Promise<Page<WebhookDeliveryRecord>> {
    const { teamId } = await authorize(teams, caller, 'listDeliveries');
    const input = validatedListDeliveries(request);
    const webhook = await teamWebhook(teamId, input.id);
    return pageOf(
      await repository.webhookDeliveries.pageOfWebhook(
        teamId,
        webhook.id,
        input.status,
        windowOf(input),
      ),
      input,
    );
  }

  /**
   * POST /api/v3/webhooks/:id/deliveries/:deliveryId/replay: a failed delivery becomes
   * pending and its job is queued again (outbox, with the change); it keeps its
   * webhook-id, body and attempt numbering.
   */
  async function replayDelivery(
    caller: Caller | undefined,
    request: RequestOf<'ReplayDelivery'>,
  ): Promise<WebhookDeliveryRecord> {
    const { caller: who, teamId } = await authorize(teams, caller, 'replayDelivery');
    const input = validated<{ id: number; delivery_id: number }>(deliveryRefSchema, request);
    const webhook = await teamWebhook(teamId, input.id);
    const delivery = await repository.webhookDeliveries.findOfWebhook(
      teamId,
      webhook.id,
      input.delivery_id,
    );
    if (!delivery) throw deliveryNotFoundError();
    if (delivery.status !== 'failed') throw deliveryNotFailedError();

    const replayed = await repository.transaction(async () => {
      const pending = await repository.webhookDeliveries.replay(teamId, webhook.id, delivery.id);
      if (!pending) throw deliveryNotFailedError(); // replayed meanwhile
      await outbox.record(webhookDeliveryRequested(pending.id));
      await outbox.record(
        notifierChangeRecorded(
          NOTIFIER_AUDIT_ACTIONS.ReplayDelivery,
          { team_id: teamId, object_type: 'webhook_delivery', object_id: pending.id },
          updatedChanges({ ...delivery }, { ...pending }, NOTIFIER_AUDIT_OMIT),
        ),
      );
      return pending;
    });
    outbox.kick();
    logger.info(
      { team_id: teamId, webhook_id: webhook.id, delivery_id: delivery.id, by: who.userId },
      'webhook delivery replayed',
    );
    return replayed;
  }

  return { listDeliveries, replayDelivery };
}

export function webhookSubscriptionUseCases(deps: NotifierDependencies) {
  const shared = webhookAccess(deps);
  return {
    ...webhookManagement(deps),
    ...webhookDeliveryLog(deps, shared),
  };
}

export type WebhookSubscriptionUseCases = ReturnType<typeof webhookSubscriptionUseCases>;
