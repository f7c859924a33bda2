// What the notifier does on user.erased (docs/account-erasure.md). The delivery log keeps
// each mail's address (never its body); from now on an entry also keeps the recipient's
// user id when the event names one, so an erasure finds the person's mails by id, then
// every other mail to the same addresses (an invitation sent before they had an account).
// Those entries keep the erased address. Webhook deliveries keep the exact body they send:
// bodies naming the person (found by their id in the payload, then by those names) are
// redacted, as are the notifier's own outbox events.
import {
  erasedUserEmail,
  erasedUserName,
  namesInData,
  namesInEvents,
  redactEventsNaming,
  redactText,
  userErasureHandler,
  NOTIFIER_USER_ERASURE,
  subscribeToUserErasure,
  type DomainEvent,
  type EventBus,
  type EventHandler,
} from '@workmesh/platform';
import type { NotifierRepository } from './models';

/** The fields of an event's data naming the user a mail goes to, in the order they are tried. */
const RECIPIENT_FIELDS = ['assignee_user_id', 'user_id'] as const;

/** The user a mail for the event goes to, when the event names one by id. */
export function recipientUserIdOf(event: DomainEvent): number | null {
  const data = event.data as Record<string, unknown>;
  for (const field of RECIPIENT_FIELDS) {
    const value = data[field];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  }
  return null;
}

type Repository = Pick<NotifierRepository, 'mailDeliveries' | 'webhookDeliveries' | 'transaction'>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The webhook deliveries whose body names the person, redacted (matched in MongoDB, not scanned here). */
async function eraseFromWebhooks(
  userId: number,
  known: string[],
  repository: Repository,
): Promise<void> {
  const Delivery = repository.webhookDeliveries.model;
  type Body = { _id: number; body: string };
  const byId = await Delivery.find(
    { body: { $regex: `"(user_id|assignee_user_id|changed_by|inviter_user_id)":${userId}[^0-9]` } },
    { body: 1 },
  ).lean<Body[]>();
  const names = new Set(known);
  for (const { body } of byId) {
    try {
      for (const name of namesInData(JSON.parse(body), userId)) names.add(name);
    } catch {
      // A body that is not JSON names nobody by id.
    }
  }
  // A replay finds the erased forms by id: they name nobody.
  const erasedForms = new Set([erasedUserName(userId), erasedUserEmail(userId)]);
  const all = [...names].filter((name) => name.trim() !== '' && !erasedForms.has(name));
  if (all.length === 0) return;
  const naming = await Delivery.find(
    { $or: all.map((name) => ({ body: { $regex: escapeRegExp(name), $options: 'i' } })) },
    { body: 1 },
  ).lean<Body[]>();
  for (const { _id, body } of naming) {
    const redacted = redactText(body, userId, all);
    if (redacted !== body) await Delivery.updateOne({ _id }, { $set: { body: redacted } });
  }
}

export async function eraseUser(userId: number, repository: Repository): Promise<void> {
  const Mail = repository.mailDeliveries.model;
  const connection = Mail.db;
  const addressed = await Mail.find({ user_id: userId }, { to: 1 }).lean<Array<{ to: string }>>();
  const fromEvents = await namesInEvents(connection, userId);
  const addresses = [
    ...new Set(
      [...addressed.map((entry) => entry.to), ...fromEvents.filter((name) => name.includes('@'))]
        .map((address) => address.toLowerCase())
        .filter((address) => address !== ''),
    ),
  ];
  await Mail.updateMany(
    {
      $or: [{ user_id: userId }, { to: { $in: addresses } }],
      to: { $ne: erasedUserEmail(userId) },
    },
    { $set: { to: erasedUserEmail(userId), user_id: userId, last_error: null } },
  );
  const names = [...new Set([...addresses, ...fromEvents])];
  await eraseFromWebhooks(userId, names, repository);
  await redactEventsNaming(connection, userId, names);
}

export function notifierUserErasureHandler(repository: Repository): EventHandler {
  return userErasureHandler({
    connection: repository.mailDeliveries.model.db,
    store: repository,
    consumer: 'notifier.user-erasure',
    erase: (userId) => eraseUser(userId, repository),
  });
}

/** The notifier's queue of user.erased (subscriptions.ts). */
export const subscribeToErasures = (bus: EventBus, repository: Repository): Promise<void> =>
  subscribeToUserErasure(bus, NOTIFIER_USER_ERASURE, notifierUserErasureHandler(repository));
