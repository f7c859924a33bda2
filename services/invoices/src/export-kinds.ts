// What invoices holds for a team's export (docs/exports.md): its invoices as the HTTP
// interface shows them (lines included), and each invoice's PDF, which the exporter
// writes as the file invoices/<file_name> of the zip. Pending and abandoned invoices are
// nobody's yet: neither is exported, as neither is listed.
import type { ExportKind } from '@workmesh/platform';
import type { InvoicesDependencies } from './dependencies';
import { renderInvoicePdf } from './invoice-pdf';
import { todayIn } from './invoice-periods';
import { toInvoiceMessage, toInvoicePdfInput } from './invoice-views';
import { toInvoice, VISIBLE_STATUSES } from './models';

type InvoiceDocument = Parameters<typeof toInvoice>[0];

/** A number as a file's name: a path separator or control character never reaches the zip. */
const pdfFileName = (number: string, id: number) =>
  `${number.replace(/[^\w.-]+/g, '_') || `invoice-${id}`}.pdf`;

/** PDFs travel in one gRPC message a page: a few at a time. */
const PDFS_A_PAGE = 20;

export function invoicesExportKinds(deps: InvoicesDependencies): ExportKind[] {
  const { repository, teams } = deps;
  const filter = ({ team_id }: { team_id: number }) => ({
    team_id,
    status: { $in: VISIBLE_STATUSES },
  });
  async function teamOf(teamId: number) {
    const team = await teams.teamOf(teamId);
    if (!team) throw new Error(`team ${teamId} is unknown to teams`);
    return team;
  }
  return [
    {
      kind: 'invoices',
      model: repository.invoices.model,
      filter,
      async toRecords(documents: InvoiceDocument[], { team_id }) {
        const today = todayIn(deps.now(), (await teamOf(team_id)).timezone);
        return documents.map((document) => toInvoiceMessage(toInvoice(document), today));
      },
    },
    {
      kind: 'invoice_pdfs',
      model: repository.invoices.model,
      filter,
      maxLimit: PDFS_A_PAGE,
      async toRecords(documents: InvoiceDocument[], { team_id }) {
        const team = await teamOf(team_id);
        const today = todayIn(deps.now(), team.timezone);
        const records = [];
        // One at a time: rendering is CPU work, and the page's PDFs are few.
        for (const document of documents) {
          const invoice = toInvoice(document);
          const pdf = await renderInvoicePdf(toInvoicePdfInput(invoice, today, team.locale));
          records.push({
            invoice_id: invoice.id,
            number: invoice.number,
            file_name: pdfFileName(invoice.number ?? '', invoice.id),
            content_base64: pdf.toString('base64'),
          });
        }
        return records;
      },
    },
  ];
}
