// The team's invoice number sequence (issue 20: per team, gap-free, unique under
// concurrency). Taken inside the transaction that turns a pending invoice into a draft:
// an aborted creation takes nothing back because it took nothing, and two creations at
// once conflict on the team's counter, so the later one retries with the next value.
// Never max + 1.
import { connectionModel, mongoose, type Connection } from '@workmesh/platform';

interface InvoiceCounterDocument {
  /** The team. */
  _id: number;
  value: number;
}

const invoiceCounterSchema = new mongoose.Schema<InvoiceCounterDocument>(
  { _id: { type: Number, required: true }, value: { type: Number, required: true } },
  { collection: 'invoice_counters', versionKey: false },
);

export function invoiceCounterStore(connection: Connection) {
  const InvoiceCounter = connectionModel(connection, 'InvoiceCounter', invoiceCounterSchema);
  return {
    model: InvoiceCounter,
    /** The team's next number (1, 2, 3…), in the caller's transaction. */
    async next(teamId: number): Promise<number> {
      const counter = await InvoiceCounter.findOneAndUpdate(
        { _id: teamId },
        { $inc: { value: 1 } },
        { upsert: true, returnDocument: 'after', lean: true },
      );
      return (counter as InvoiceCounterDocument).value;
    },
  };
}
