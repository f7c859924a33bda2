// What invoices gives a team's export (Portability, docs/exports.md): the team's invoices
// as the API shows them, lines included, and each one's PDF (base64, named after its
// number), none of another team's.
import { exportPage, type ExportKind } from '@workmesh/platform';
import { jsonLines } from '@workmesh/testing';
import type { InvoicesDependencies } from '../src/dependencies';
import { invoicesExportKinds } from '../src/export-kinds';
import { invoicesRepository } from '../src/models';
import { teamsDirectory } from '../src/teams-directory';
import { asOwner, invoicesForFile, type InvoiceTeam } from './invoices-harness';

const h = invoicesForFile({ scheduleIntervalMs: 60_000 });

const records = async (kinds: ExportKind[], kind: string, team_id: number) =>
  jsonLines((await exportPage(kinds, { kind, team_id, user_id: 0, after: '', limit: 0 })).jsonl);

function invoiceOfAnHour(team: InvoiceTeam) {
  h.tracking.addEntry({
    team_id: team.teamId,
    user_id: team.member.id,
    client_id: team.clientId,
    project_id: 11,
    project_name: 'Website',
    start: '2026-11-02T09:00:00Z',
    seconds: 3600,
    bill_rate: 100,
  });
  return h.client.CreateInvoice(
    { client_id: team.clientId, from: '2026-11-01', to: '2026-11-30' },
    asOwner(team),
  );
}

describe("invoices' export kinds", () => {
  it("the team's invoices with their lines, and their PDFs, none of another team's", async () => {
    const team = h.team();
    const other = h.team();
    const invoice = await invoiceOfAnHour(team);
    await invoiceOfAnHour(other);
    const teams = teamsDirectory(h.teams.address, { deadlineMs: 5000 });
    try {
      const kinds = invoicesExportKinds({
        repository: invoicesRepository(h.db),
        teams,
        now: () => new Date(),
      } as unknown as InvoicesDependencies);

      const invoices = await records(kinds, 'invoices', team.teamId);
      expect(invoices).toEqual([
        expect.objectContaining({ id: invoice.id, team_id: team.teamId, number: invoice.number }),
      ]);
      expect((invoices[0]!.lines as unknown[]).length).toBeGreaterThan(0);

      const pdfs = await records(kinds, 'invoice_pdfs', team.teamId);
      expect(pdfs).toEqual([
        expect.objectContaining({ invoice_id: invoice.id, file_name: `${invoice.number}.pdf` }),
      ]);
      const pdf = Buffer.from(pdfs[0]!.content_base64 as string, 'base64');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      teams.close();
    }
  });
});
