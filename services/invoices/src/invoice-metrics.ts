// What the invoices service did, as Prometheus counters on the admin port: invoices made
// (by hand or automatically), sent, paid, voided, reminders due, creations given up by the
// sweep, and automatic runs by outcome. No team or client label: a series per customer
// would be unbounded.
import { Counter, type Registry } from '@workmesh/platform';

export type InvoiceChange =
  'created' | 'sent' | 'paid' | 'voided' | 'reminded' | 'abandoned' | 'late_fee';
export type AutoRunOutcome = 'invoiced' | 'empty' | 'failed';

export interface InvoiceMetrics {
  invoice(change: InvoiceChange, automatic: boolean): void;
  autoRun(outcome: AutoRunOutcome): void;
  /** startServiceApp's metrics hook: the counters join the process's registry. */
  register(registry: Registry): void;
}

export function invoiceMetrics(): InvoiceMetrics {
  const invoices = new Counter({
    name: 'invoices_changes_total',
    help: 'Invoice changes (created, sent, paid, voided, reminded, abandoned, late_fee), by whether automatic invoicing made the invoice',
    labelNames: ['change', 'automatic'] as const,
    registers: [],
  });
  const runs = new Counter({
    name: 'invoices_auto_runs_total',
    help: 'Automatic invoicing runs of a client and period, by outcome (invoiced, empty, failed)',
    labelNames: ['outcome'] as const,
    registers: [],
  });
  return {
    invoice: (change, automatic) => invoices.inc({ change, automatic: String(automatic) }),
    autoRun: (outcome) => runs.inc({ outcome }),
    register(registry) {
      registry.registerMetric(invoices);
      registry.registerMetric(runs);
    },
  };
}
