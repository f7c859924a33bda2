// What tracking keeps of an erased person (docs/account-erasure.md): besides its outbox,
// the traces imports leave. An import holds the rows of invited people under their email
// until they join (held_import_entries), notes who joined under which email
// (import_joins), and stores refused rows' excerpts (import_errors), which may quote a
// name or an address. The person's emails are known from their joins and their names
// from tracking's own events; what names them is deleted (held rows of a person who can
// no longer join) or redacted (excerpts and reasons keep the row's other facts).
import type { Connection } from 'mongoose';
import { activeSession, namesInEvents, redactEventsNaming, redactText } from '@workmesh/platform';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Erases the person's import traces and redacts the outbox; in the caller's transaction. */
export async function eraseImportTraces(connection: Connection, userId: number): Promise<void> {
  const session = activeSession() ?? undefined;
  const db = connection.db!;
  const joins = db.collection<{ email: string; user_id: number }>('import_joins');
  const emails = (await joins.find({ user_id: userId }, { session }).toArray()).map(
    (join) => join.email,
  );
  const names = [...new Set([...emails, ...(await namesInEvents(connection, userId))])];
  if (emails.length > 0) {
    await joins.deleteMany({ user_id: userId }, { session });
    await db.collection('held_import_entries').deleteMany({ email: { $in: emails } }, { session });
  }
  await redactEventsNaming(connection, userId, names);
  if (names.length === 0) return;
  const errors = db.collection<{ _id: unknown; excerpt: string; reason: string }>('import_errors');
  const naming = names.map((name) => new RegExp(escapeRegExp(name), 'i'));
  const found = await errors
    .find({ $or: [{ excerpt: { $in: naming } }, { reason: { $in: naming } }] }, { session })
    .toArray();
  for (const error of found)
    await errors.updateOne(
      { _id: error._id },
      {
        $set: {
          excerpt: redactText(error.excerpt, userId, names),
          reason: redactText(error.reason, userId, names),
        },
      },
      { session },
    );
}
