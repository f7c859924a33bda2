// What the notifier asks invoices: a team's invoice's PDF (GetInvoicePdfForTeam, internal),
// attached to the mail of a sent invoice and of its reminder, asked when the mail is sent.
// An invoice the team no longer has is null; invoices not answering is UNAVAILABLE
// INVOICES_UNAVAILABLE (platform: askingService), and any other failure is thrown as it is.
import {
  askingService,
  invoicesClient,
  nullWhenNotFound,
  type ClientOptions,
} from '@workmesh/platform';

export interface InvoiceDocument {
  content: Buffer;
  /** As invoices names it: <number>.pdf. */
  filename: string;
}

export interface InvoicesDirectory {
  /** The invoice's PDF; null when the team has no such invoice (any more). */
  pdfOf(teamId: number, invoiceId: number): Promise<InvoiceDocument | null>;
  close(): void;
}

export function invoicesDirectory(address: string, options: ClientOptions): InvoicesDirectory {
  const client = invoicesClient(address, options);
  return {
    pdfOf: (teamId, invoiceId) =>
      askingService('invoices', () =>
        nullWhenNotFound(client.GetInvoicePdfForTeam({ invoice_id: invoiceId, team_id: teamId })),
      ),
    close: () => client.close(),
  };
}
