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

/**
 * The fields of events' data that hold a user's id, each with the fields beside it that
 * name that user (user.registered, team.member_added: user_id with email and name;
 * task.assignee_changed: the assignee's and the assigner's; team.invitation_sent: the inviter's).
 */
const NAMING_FIELDS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['user_id', ['email', 'name', 'user_email', 'user_name']],
  ['assignee_user_id', ['assignee_email', 'assignee_name']],
  ['changed_by', ['changed_by_name']],
  ['inviter_user_id', ['inviter_name']],
];

/**
 * The person's names and emails as this service's outbox recorded them in events about
 * them (NAMING_FIELDS): what the service then looks for elsewhere too.
 */
export async function namesInEvents(connection: Connection, userId: number): Promise<string[]> {
  const records = await outboxModel(connection)
    .find(
      { $or: NAMING_FIELDS.map(([idField]) => ({ [`event.data.${idField}`]: userId })) },
      { event: 1 },
    )
    .session(activeSession() ?? null)
    .lean<Pick<OutboxRecord, 'event'>[]>();
  const names = new Set<string>();
  for (const { event } of records)
    for (const name of namesInData(event.data, userId)) names.add(name);
  return [...names];
}

/**
 * The names of the user in any JSON value (an event's data, a webhook's body): every
 * object at any depth whose id field (NAMING_FIELDS) is the user's gives its naming fields.
 */
export function namesInData(value: unknown, userId: number): string[] {
  const names: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const object = node as Record<string, unknown>;
    for (const [idField, nameFields] of NAMING_FIELDS) {
      if (object[idField] !== userId) continue;
      for (const field of nameFields) {
        const text = object[field];
        if (typeof text === 'string' && text.trim() !== '') names.push(text);
      }
    }
    Object.values(object).forEach(visit);
  };
  visit(value);
  return names;
}

/** The erasure of a service that keeps no copy of the person but its events: the outbox redacted. */
export async function redactEventsOf(connection: Connection, userId: number): Promise<void> {
  await redactEventsNaming(connection, userId, await namesInEvents(connection, userId));
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
    // Whole words only: a short name must not mangle the words it is part of.
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'giu');
    redacted = redacted.replace(pattern, replacement);
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
  // A replay finds the erased forms beside the id: they name nobody.
  const erasedForms = new Set([erasedUserName(userId), erasedUserEmail(userId)]);
  const wanted = names.filter((name) => name.trim() !== '' && !erasedForms.has(name));
  if (wanted.length === 0) return 0;
  const model = outboxModel(connection);
  const session = activeSession() ?? null;
  let changed = 0;
  for await (const record of model.find({}, { event: 1 }).session(session).lean<OutboxRecord>()) {
    const text = JSON.stringify(record.event);
    if (!textNames(text, wanted)) continue;
    const redacted = redactText(text, userId, wanted);
    if (redacted === text) continue;
    const event = JSON.parse(redacted) as unknown;
    await model.updateOne(
      { _id: record._id },
      { $set: { event } },
      { session: session ?? undefined },
    );
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
