// What the invoices service asks tracking, which owns the time entries: claim the
// client's uninvoiced entries of a period for an invoice (marked and locked in one
// transaction there; the same invoice id again answers the same entries), and release an
// invoice's entries. Tracking not answering is UNAVAILABLE TRACKING_UNAVAILABLE for our
// caller; its refusal (a running timer) passes through unchanged. An invoice is in one
// currency (issue 34): tracking claims only the entries billed in it.
import { askingService, minorDigits, trackingClient, type ClientOptions } from '@workmesh/platform';
import { minorOf, type BilledEntry } from './invoice-rules';

export interface ClaimRequest {
  teamId: number;
  clientId: number;
  from: Date;
  to: Date;
  invoiceId: number;
  includeNonBillable: boolean;
  /** The invoice's currency: only entries billed in it are claimed. */
  currency: string;
}

/** A rate tracking shows as a decimal in the currency, in its minor units. */
const rateMinor = (rate: number, currency: string): number =>
  minorOf(rate, currency) ?? Math.round(rate * 10 ** minorDigits(currency));

export interface TrackingDirectory {
  claimEntries(request: ClaimRequest): Promise<BilledEntry[]>;
  /** How many entries were released (0 when none were left). */
  releaseEntries(teamId: number, invoiceId: number): Promise<number>;
  close(): void;
}

export function trackingDirectory(address: string, options: ClientOptions): TrackingDirectory {
  const client = trackingClient(address, options);
  return {
    claimEntries: (request) =>
      askingService('tracking', async () => {
        const { time_entries } = await client.ClaimInvoiceEntries({
          team_id: request.teamId,
          client_id: request.clientId,
          from: request.from.toISOString(),
          to: request.to.toISOString(),
          invoice_id: request.invoiceId,
          include_non_billable: request.includeNonBillable,
          currency: request.currency,
        });
        return time_entries.map((entry) => ({
          id: entry.id,
          user_id: entry.user_id,
          project_id: entry.project_id,
          project_name: entry.project_name,
          task_id: entry.task_id ?? null,
          task_name: entry.task_name ?? null,
          start: new Date(entry.start),
          duration: entry.duration,
          billable: entry.billable,
          billRateCents: rateMinor(entry.bill_rate, entry.currency || request.currency),
        }));
      }),
    releaseEntries: (teamId, invoiceId) =>
      askingService('tracking', async () => {
        const { released } = await client.ReleaseInvoiceEntries({
          team_id: teamId,
          invoice_id: invoiceId,
        });
        return released;
      }),
    close: () => client.close(),
  };
}
