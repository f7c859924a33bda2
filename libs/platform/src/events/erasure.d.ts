import type { Connection } from 'mongoose';
import type { EventSubscriptionDeclaration } from './contracts/subscriptions';
import type { EventBus } from './event-bus';
import { type Transactional } from './processed-events';
import type { EventHandler } from './subscription';
/** The address an erased account has from now on: it names nobody and stays unique. */
export declare const erasedUserEmail: (userId: number) => string;
/** Whether an address is an erased account's (no mail is sent to it). */
export declare const isErasedEmail: (email: string) => boolean;
/**
 * The person's name and email as this service's outbox recorded them in events about
 * them (data.user_id is theirs): what the service then looks for elsewhere too.
 */
export declare function namesInEvents(connection: Connection, userId: number): Promise<string[]>;
/**
 * Replaces each of the person's names (emails and names, matched without regard to case)
 * with what an erased account shows: an address by erasedUserEmail, anything else by
 * erasedUserName. Pure: the text as it becomes.
 */
export declare function redactText(text: string, userId: number, names: readonly string[]): string;
/** Whether the text names any of the names (case-insensitive). */
export declare const textNames: (text: string, names: readonly string[]) => boolean;
/**
 * Rewrites the outbox records whose event names the person (any of `names`): the names
 * become the erased account's, published or not (a pending event still leaves, redacted).
 * The outbox is short-lived (published records expire after days), so it is scanned
 * whole. Runs in the caller's transaction when there is one. Answers how many changed.
 */
export declare function redactEventsNaming(connection: Connection, userId: number, names: readonly string[]): Promise<number>;
/** What a service does with an erased person: erases its own copies (in the transaction). */
export type EraseUser = (userId: number) => Promise<void>;
/**
 * A service's consumer of user.erased: its erasure and the redaction of its outbox run
 * once per event (ProcessedEvents), in one transaction. Erasing is idempotent anyway
 * (fixed values replace the person's), so a replay after the claim expired is harmless.
 */
export declare function userErasureHandler(options: {
    connection: Connection;
    store: Transactional;
    /** The consumer's name in processed_events, e.g. 'teams.user-erasure'. */
    consumer: string;
    erase: EraseUser;
}): EventHandler;
/** Subscribes the handler with the service's declared queue (subscriptions.ts). */
export declare function subscribeToUserErasure(bus: EventBus, declaration: EventSubscriptionDeclaration, handler: EventHandler): Promise<void>;
