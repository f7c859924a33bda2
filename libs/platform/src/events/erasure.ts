// An erased person's traces in a service's own event records (docs/account-erasure.md).
// The outbox keeps each event, published or not, for days after (outbox-record.ts), and
// events such as user.registered or team.member_added carry the person's name and email.
// `user.erased` carries only the id, so each service learns what to look for from its own
// records: the events it recorded about the user (data.user_id) name them, and the
// service adds the copies it keeps elsewhere. Processed-event records hold only ids.
import type { Connection } from 'mongoose';
import { activeSession } from '../mongo';
import { erasedUserName, UserErased } from './contracts/portability';
import type { EventSubscriptionDeclaration } from './contracts/subscriptions';
import { readEventData } from './event-data';
import type { EventBus } from './event-bus';
import { outboxModel, type OutboxRecord } from './outbox-record';
import { ProcessedEvents, type Transactional } from './processed-events';
import type { EventHandler } from './subscription';

/** The address an erased account has from now on: it names nobody and stays unique. */
export const erasedUserEmail = (userId: number): string => `deleted-${userId}@erased.invalid`;

/** Whether an address is an erased account's (no mail is sent to it). */
export const isErasedEmail = (email: string): boolean => /@erased\.invalid$/i.test(email);

/** Fields of an event's data that name its user (data.user_id). */
const NAMING_FIELDS = ['email', 'name', 'user_email', 'user_name'] as const;

/**
 * The person's name and email as this service's outbox recorded them in events about
 * them (data.user_id is theirs): what the service then looks for elsewhere too.
 */
export async function namesInEvents(connection: Connection, userId: number): Promise<string[]> {
  const records = await outboxModel(connection)
    .find({ 'event.data.user_id': userId }, { event: 1 })
    .session(activeSession() ?? null)
    .lean<Pick<OutboxRecord, 'event'>[]>();
  const names = new Set<string>();
  for (const { event } of records) {
    const data = event.data as Record<string, unknown>;
    for (const field of NAMING_FIELDS) {
      const value = data[field];
      if (typeof value === 'string' && value.trim() !== '') names.add(value);
    }
  }
  return [...names];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces each of the person's names (emails and names, matched without regard to case)
 * with what an erased account shows: an address by erasedUserEmail, anything else by
 * erasedUserName. Pure: the text as it becomes.
 */
export function redactText(text: string, userId: number, names: readonly string[]): string {
  let redacted = text;
  // Longest first, so a name inside an address does not break the address's match.
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    if (name.trim() === '') continue;
    const replacement = name.includes('@') ? erasedUserEmail(userId) : erasedUserName(userId);
    redacted = redacted.replace(new RegExp(escapeRegExp(name), 'gi'), replacement);
  }
  return redacted;
}

/** Whether the text names any of the names (case-insensitive). */
export const textNames = (text: string, names: readonly string[]): boolean => {
  const lower = text.toLowerCase();
  return names.some((name) => name.trim() !== '' && lower.includes(name.toLowerCase()));
};

/**
 * Rewrites the outbox records whose event names the person (any of `names`): the names
 * become the erased account's, published or not (a pending event still leaves, redacted).
 * The outbox is short-lived (published records expire after days), so it is scanned
 * whole. Runs in the caller's transaction when there is one. Answers how many changed.
 */
export async function redactEventsNaming(
  connection: Connection,
  userId: number,
  names: readonly string[],
): Promise<number> {
  const wanted = names.filter((name) => name.trim() !== '');
  if (wanted.length === 0) return 0;
  const model = outboxModel(connection);
  const session = activeSession() ?? null;
  let changed = 0;
  for await (const record of model.find({}, { event: 1 }).session(session).lean<OutboxRecord>()) {
    const text = JSON.stringify(record.event);
    if (!textNames(text, wanted)) continue;
    const event = JSON.parse(redactText(text, userId, wanted)) as unknown;
    await model.updateOne({ _id: record._id }, { $set: { event } }, { session: session ?? undefined });
    changed += 1;
  }
  return changed;
}

/** What a service does with an erased person: erases its own copies (in the transaction). */
export type EraseUser = (userId: number) => Promise<void>;

/**
 * A service's consumer of user.erased: its erasure and the redaction of its outbox run
 * once per event (ProcessedEvents), in one transaction. Erasing is idempotent anyway
 * (fixed values replace the person's), so a replay after the claim expired is harmless.
 */
export function userErasureHandler(options: {
  connection: Connection;
  store: Transactional;
  /** The consumer's name in processed_events, e.g. 'teams.user-erasure'. */
  consumer: string;
  erase: EraseUser;
}): EventHandler {
  const processed = new ProcessedEvents(options.connection, options.consumer);
  const erasedUser = UserErased.pick('user_id');
  return async (event) => {
    const { user_id } = readEventData(erasedUser, event);
    await processed.applyOnce(options.store, event, () => options.erase(user_id));
  };
}

/** Subscribes the handler with the service's declared queue (subscriptions.ts). */
export async function subscribeToUserErasure(
  bus: EventBus,
  declaration: EventSubscriptionDeclaration,
  handler: EventHandler,
): Promise<void> {
  await bus.subscribe({
    queue: declaration.queue,
    routingKeys: [...declaration.routingKeys],
    handler,
  });
}
