// Automatic invoicing's durable schedule (issue 20): one run per client and period, under
// a unique key, so that two replicas and any number of restarts make one invoice of it.
// A run is `running` under a lease (a replica that died mid-run leaves it to another once
// the lease passes; the invoice id is the run's, so every step repeats idempotently),
// then `invoiced` (made and sent) or `empty` (no uninvoiced time in the period).
import {
  asUniqueIndexViolation,
  connectionModel,
  mongoose,
  type Connection,
} from '@workmesh/platform';

export type AutoRunStatus = 'running' | 'invoiced' | 'empty';

export interface AutoInvoiceRun {
  /** `<team>:<client>:<period first day>`. */
  key: string;
  team_id: number;
  client_id: number;
  period_from: string;
  period_to: string;
  invoice_id: number;
  status: AutoRunStatus;
  lease_until: Date;
}

type AutoInvoiceRunDocument = Omit<AutoInvoiceRun, 'key'> & { _id: string };

const autoInvoiceRunSchema = new mongoose.Schema<AutoInvoiceRunDocument>(
  {
    _id: { type: String, required: true },
    team_id: { type: Number, required: true },
    client_id: { type: Number, required: true },
    period_from: { type: String, required: true },
    period_to: { type: String, required: true },
    invoice_id: { type: Number, required: true },
    status: { type: String, enum: ['running', 'invoiced', 'empty'], required: true },
    lease_until: { type: Date, required: true },
  },
  {
    collection: 'auto_invoice_runs',
    versionKey: false,
    timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' },
  },
);

const toRun = ({ _id, ...fields }: AutoInvoiceRunDocument): AutoInvoiceRun => ({
  key: _id,
  ...fields,
});

export const autoRunKey = (teamId: number, clientId: number, periodFrom: string): string =>
  `${teamId}:${clientId}:${periodFrom}`;

export function autoInvoiceRunStore(connection: Connection) {
  const AutoInvoiceRunModel = connectionModel(connection, 'AutoInvoiceRun', autoInvoiceRunSchema);
  return {
    model: AutoInvoiceRunModel,

    /**
     * The run of the period, taken by this replica: a new one, or a running one whose
     * lease passed. null when it is done or another replica holds it.
     */
    async take(
      run: Omit<AutoInvoiceRun, 'status' | 'lease_until'>,
      now: Date,
      leaseMs: number,
    ): Promise<AutoInvoiceRun | null> {
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const { key, ...fields } = run;
      try {
        await AutoInvoiceRunModel.create([
          { _id: key, ...fields, status: 'running', lease_until: leaseUntil },
        ]);
        return { ...run, status: 'running', lease_until: leaseUntil };
      } catch (error) {
        if (!asUniqueIndexViolation(error)) throw error;
      }
      const taken = await AutoInvoiceRunModel.findOneAndUpdate(
        { _id: key, status: 'running', lease_until: { $lte: now } },
        { $set: { lease_until: leaseUntil } },
        { returnDocument: 'after', lean: true },
      );
      return taken ? toRun(taken as AutoInvoiceRunDocument) : null;
    },

    async finish(key: string, status: Exclude<AutoRunStatus, 'running'>): Promise<void> {
      await AutoInvoiceRunModel.updateOne({ _id: key, status: 'running' }, { $set: { status } });
    },

    async find(key: string): Promise<AutoInvoiceRun | null> {
      const found = await AutoInvoiceRunModel.findById(key).lean<AutoInvoiceRunDocument>();
      return found ? toRun(found) : null;
    },
  };
}
