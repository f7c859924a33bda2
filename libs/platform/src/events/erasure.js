"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.textNames = exports.isErasedEmail = exports.erasedUserEmail = void 0;
exports.namesInEvents = namesInEvents;
exports.redactText = redactText;
exports.redactEventsNaming = redactEventsNaming;
exports.userErasureHandler = userErasureHandler;
exports.subscribeToUserErasure = subscribeToUserErasure;
const mongo_1 = require("../mongo");
const portability_1 = require("./contracts/portability");
const event_data_1 = require("./event-data");
const outbox_record_1 = require("./outbox-record");
const processed_events_1 = require("./processed-events");
/** The address an erased account has from now on: it names nobody and stays unique. */
const erasedUserEmail = (userId) => `deleted-${userId}@erased.invalid`;
exports.erasedUserEmail = erasedUserEmail;
/** Whether an address is an erased account's (no mail is sent to it). */
const isErasedEmail = (email) => /@erased\.invalid$/i.test(email);
exports.isErasedEmail = isErasedEmail;
/** Fields of an event's data that name its user (data.user_id). */
const NAMING_FIELDS = ['email', 'name', 'user_email', 'user_name'];
/**
 * The person's name and email as this service's outbox recorded them in events about
 * them (data.user_id is theirs): what the service then looks for elsewhere too.
 */
async function namesInEvents(connection, userId) {
    const records = await (0, outbox_record_1.outboxModel)(connection)
        .find({ 'event.data.user_id': userId }, { event: 1 })
        .session((0, mongo_1.activeSession)() ?? null)
        .lean();
    const names = new Set();
    for (const { event } of records) {
        const data = event.data;
        for (const field of NAMING_FIELDS) {
            const value = data[field];
            if (typeof value === 'string' && value.trim() !== '')
                names.add(value);
        }
    }
    return [...names];
}
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Replaces each of the person's names (emails and names, matched without regard to case)
 * with what an erased account shows: an address by erasedUserEmail, anything else by
 * erasedUserName. Pure: the text as it becomes.
 */
function redactText(text, userId, names) {
    let redacted = text;
    // Longest first, so a name inside an address does not break the address's match.
    for (const name of [...names].sort((a, b) => b.length - a.length)) {
        if (name.trim() === '')
            continue;
        const replacement = name.includes('@') ? (0, exports.erasedUserEmail)(userId) : (0, portability_1.erasedUserName)(userId);
        redacted = redacted.replace(new RegExp(escapeRegExp(name), 'gi'), replacement);
    }
    return redacted;
}
/** Whether the text names any of the names (case-insensitive). */
const textNames = (text, names) => {
    const lower = text.toLowerCase();
    return names.some((name) => name.trim() !== '' && lower.includes(name.toLowerCase()));
};
exports.textNames = textNames;
/**
 * Rewrites the outbox records whose event names the person (any of `names`): the names
 * become the erased account's, published or not (a pending event still leaves, redacted).
 * The outbox is short-lived (published records expire after days), so it is scanned
 * whole. Runs in the caller's transaction when there is one. Answers how many changed.
 */
async function redactEventsNaming(connection, userId, names) {
    const wanted = names.filter((name) => name.trim() !== '');
    if (wanted.length === 0)
        return 0;
    const model = (0, outbox_record_1.outboxModel)(connection);
    const session = (0, mongo_1.activeSession)() ?? null;
    let changed = 0;
    for await (const record of model.find({}, { event: 1 }).session(session).lean()) {
        const text = JSON.stringify(record.event);
        if (!(0, exports.textNames)(text, wanted))
            continue;
        const event = JSON.parse(redactText(text, userId, wanted));
        await model.updateOne({ _id: record._id }, { $set: { event } }, { session: session ?? undefined });
        changed += 1;
    }
    return changed;
}
/**
 * A service's consumer of user.erased: its erasure and the redaction of its outbox run
 * once per event (ProcessedEvents), in one transaction. Erasing is idempotent anyway
 * (fixed values replace the person's), so a replay after the claim expired is harmless.
 */
function userErasureHandler(options) {
    const processed = new processed_events_1.ProcessedEvents(options.connection, options.consumer);
    const erasedUser = portability_1.UserErased.pick('user_id');
    return async (event) => {
        const { user_id } = (0, event_data_1.readEventData)(erasedUser, event);
        await processed.applyOnce(options.store, event, () => options.erase(user_id));
    };
}
/** Subscribes the handler with the service's declared queue (subscriptions.ts). */
async function subscribeToUserErasure(bus, declaration, handler) {
    await bus.subscribe({
        queue: declaration.queue,
        routingKeys: [...declaration.routingKeys],
        handler,
    });
}
//# sourceMappingURL=erasure.js.map