// invoices as the other services see it in their component tests: the PDFs of teams'
// invoices (GetInvoicePdfForTeam, internal: no caller), able to be made "down".
import { bindStubService, invoicesProto, Reason, recordNotFound } from '@workmesh/platform';
import { FailingMethods } from './failing-methods';
import { StubService } from './stub-service';

export interface StubInvoicePdf {
  content: Buffer;
  filename: string;
}

export type InvoicesMethod = 'GetInvoicePdfForTeam';

const key = (teamId: number, invoiceId: number) => `${teamId}/${invoiceId}`;

export class StubInvoices extends StubService {
  private readonly pdfs = new Map<string, StubInvoicePdf>();
  private readonly failing = new FailingMethods<InvoicesMethod>('invoices');
  /** Every GetInvoicePdfForTeam asked, answered or not, in order. */
  readonly pdfRequests: { teamId: number; invoiceId: number }[] = [];

  /** The team's invoice's PDF, as GetInvoicePdfForTeam answers it (replacing an earlier one). */
  setPdf(teamId: number, invoiceId: number, content: Buffer, filename: string): void {
    this.pdfs.set(key(teamId, invoiceId), { content, filename });
  }

  /** The invoice is gone (deleted in invoices). */
  deletePdf(teamId: number, invoiceId: number): void {
    this.pdfs.delete(key(teamId, invoiceId));
  }

  /** Until the returned function is called, the methods answer UNAVAILABLE. */
  fail(...methods: InvoicesMethod[]): () => void {
    return this.failing.fail(...methods);
  }

  protected binding() {
    return bindStubService('workmesh.invoices.v1.Invoices', invoicesProto().Invoices.service, {
      // As invoices answers it: the team's invoice's PDF, else INVOICE_NOT_FOUND.
      GetInvoicePdfForTeam: async ({ invoice_id, team_id }) => {
        this.pdfRequests.push({ teamId: team_id, invoiceId: invoice_id });
        this.failing.check('GetInvoicePdfForTeam');
        const pdf = this.pdfs.get(key(team_id, invoice_id));
        if (!pdf) throw recordNotFound(Reason.INVOICE_NOT_FOUND);
        return pdf;
      },
    });
  }
}
