// What the invoices service does on user.erased (docs/account-erasure.md): invoices
// belong to the teams and stay, with their amounts; the lines that named the person
// (line items by user, and by project and user) read "Deleted user #id" instead, as
// the PDF does from then on, and the outbox's events naming them are redacted. The
// erasure finds the person's lines by user id across teams: it acts on one person, not
// on a team's behalf.
import {
  erasedUserName,
  namesInEvents,
  redactEventsNaming,
  redactText,
  userErasureHandler,
  type EventHandler,
} from '@workmesh/platform';
import type { InvoiceLineRecord, InvoicesRepository } from './models';

const NON_BILLABLE_SUFFIX = ' (non-billable)';
const PROJECT_SEPARATOR = ' — ';

/** The person's name as a line by user (or by project and user) shows it. */
export function nameInLine(description: string): string {
  const bare = description.endsWith(NON_BILLABLE_SUFFIX)
    ? description.slice(0, -NON_BILLABLE_SUFFIX.length)
    : description;
  const at = bare.lastIndexOf(PROJECT_SEPARATOR);
  return at === -1 ? bare : bare.slice(at + PROJECT_SEPARATOR.length);
}

export async function eraseUser(userId: number, repository: InvoicesRepository): Promise<void> {
  const Invoice = repository.invoices.model;
  const connection = Invoice.db;
  const invoices = await Invoice.find({ 'lines.user_id': userId }, { lines: 1 }).lean<
    Array<{ _id: number; lines: InvoiceLineRecord[] }>
  >();
  const names = new Set(await namesInEvents(connection, userId));
  for (const invoice of invoices)
    for (const line of invoice.lines)
      if (line.user_id === userId) names.add(nameInLine(line.description));
  names.delete(erasedUserName(userId));
  const known = [...names].filter((name) => name.trim() !== '');
  for (const invoice of invoices) {
    let changed = false;
    const lines = invoice.lines.map((line) => {
      if (line.user_id !== userId) return line;
      const description = redactText(line.description, userId, known);
      changed ||= description !== line.description;
      return { ...line, description };
    });
    // A replay finds nothing to change, and writes nothing (not even updated_at).
    if (changed) await Invoice.updateOne({ _id: invoice._id }, { $set: { lines } });
  }
  await redactEventsNaming(connection, userId, known);
}

export function invoicesUserErasureHandler(repository: InvoicesRepository): EventHandler {
  return userErasureHandler({
    connection: repository.invoices.model.db,
    store: repository,
    consumer: 'invoices.user-erasure',
    erase: (userId) => eraseUser(userId, repository),
  });
}
