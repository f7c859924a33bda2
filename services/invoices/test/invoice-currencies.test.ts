// Invoices in the client's currency (issue 34), through the service's gRPC interface: an
// invoice is in its client's currency (USD unless set), claims only the time billed in it,
// computes every amount in integers of its minor unit (JPY 0 places, USD 2, KWD 3, tax
// rounded half up once on the subtotal) and shows them with its places; the PDF writes
// money in the team's locale; a fixed price with more places than the currency has is
// refused; an invoice stored before issue 34 reads USD.
import { type InvoiceEventData } from '@workmesh/platform';
import { readPdf } from '@workmesh/testing';
import { asOwner, failureOf, invoicesForFile, type InvoiceTeam } from './invoices-harness';

const h = invoicesForFile({ scheduleIntervalMs: 60_000 });

/** Billable time of the team's client: `hours` from `start` at `rate` an hour in `currency`. */
function tracked(team: InvoiceTeam, start: string, hours: number, rate: number, currency: string) {
  return h.tracking.addEntry({
    team_id: team.teamId,
    user_id: team.member.id,
    client_id: team.clientId,
    project_id: 11,
    project_name: 'Website',
    start,
    seconds: Math.round(hours * 3600),
    bill_rate: rate,
    currency,
  });
}

const create = (team: InvoiceTeam) =>
  h.client.CreateInvoice(
    { client_id: team.clientId, from: '2026-11-01', to: '2026-11-30', issue_date: '2026-12-01' },
    asOwner(team),
  );

/** The PDF's text, its no-break spaces (Intl's, before "KWD" in de-DE) as spaces. */
async function pdfText(team: InvoiceTeam, invoiceId: number): Promise<string> {
  const pdf = await h.client.GetInvoicePdf({ invoice_id: invoiceId }, asOwner(team));
  const { text } = await readPdf(pdf.content);
  return text.replace(/\u00a0/g, ' ');
}

const createdEvent = (invoiceId: number) =>
  h.events.waitFor<InvoiceEventData>('invoice.created', (data) => data.invoice_id === invoiceId);

describe("invoices in the client's currency", () => {
  it('a JPY client: whole yen, 1.5 h × ¥1,235 = ¥1,853 (half up), tax ¥185, total ¥2,038; its USD time stays unclaimed', async () => {
    const team = h.team({ client: { currency: 'JPY', invoices: { tax_rate: 10 } } });
    const yen = tracked(team, '2026-11-02T09:00:00Z', 1.5, 1235, 'JPY');
    // Billed before the client moved to yen: not on a yen invoice.
    const dollars = tracked(team, '2026-11-03T09:00:00Z', 1, 100, 'USD');

    const invoice = await create(team);

    expect(invoice).toMatchObject({
      currency: 'JPY',
      subtotal: 1853,
      tax_amount: 185,
      total: 2038,
      time_entry_ids: [yen.id],
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({ quantity: 1.5, unit_price: 1235, amount: 1853 }),
    ]);
    expect(h.tracking.claims.at(-1)).toEqual({
      invoiceId: invoice.id,
      entryIds: [yen.id],
      currency: 'JPY',
    });
    expect(h.tracking.entry(dollars.id)).toMatchObject({ invoice_id: null, locked: false });
    const stored = await h.db.collection('invoices').findOne({ _id: invoice.id as never });
    expect(stored).toMatchObject({
      currency: 'JPY',
      subtotal_cents: 1853,
      tax_cents: 185,
      total_cents: 2038,
    });
    expect((await createdEvent(invoice.id)).data).toMatchObject({
      currency: 'JPY',
      subtotal: 1853,
      tax_amount: 185,
      total: 2038,
    });
    const text = await pdfText(team, invoice.id);
    for (const expected of ['¥1,235', '¥1,853', '¥185', '¥2,038', 'Total (JPY)'])
      expect(text).toContain(expected);
    expect(text).not.toContain('$');
    expect(text).not.toContain('2,038.00');
  });

  it('a KWD client: three places, 1.5 h × 12.345 = 18.518, tax 1.852, total 20.370; its PDF in de-DE reads "20,370 KWD"', async () => {
    const team = h.team({ client: { currency: 'KWD', invoices: { tax_rate: 10 } } });
    h.teams.changeSettings(team.teamId, { locale: 'de-DE' });
    tracked(team, '2026-11-02T09:00:00Z', 1.5, 12.345, 'KWD');

    const invoice = await create(team);

    expect(invoice).toMatchObject({
      currency: 'KWD',
      subtotal: 18.518,
      tax_amount: 1.852,
      total: 20.37,
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({ quantity: 1.5, unit_price: 12.345, amount: 18.518 }),
    ]);
    const stored = await h.db.collection('invoices').findOne({ _id: invoice.id as never });
    expect(stored).toMatchObject({ subtotal_cents: 18518, tax_cents: 1852, total_cents: 20370 });
    const text = await pdfText(team, invoice.id);
    for (const expected of ['12,345 KWD', '18,518 KWD', '1,852 KWD', '20,370 KWD'])
      expect(text).toContain(expected);
  });

  it('a client without a currency is billed in USD, two places, as before', async () => {
    const team = h.team({ client: { invoices: { tax_rate: 8.875 } } });
    tracked(team, '2026-11-02T09:00:00Z', 0.75, 67.5, 'USD');

    const invoice = await create(team);

    expect(invoice).toMatchObject({
      currency: 'USD',
      subtotal: 50.63, // 0.75 h × 67.50 = 50.625, half up
      tax_amount: 4.49, // 8.875 % of 50.63 = 4.4934
      total: 55.12,
    });
    expect(h.tracking.claims.at(-1)?.currency).toBe('USD');
    const text = await pdfText(team, invoice.id);
    for (const expected of ['$67.50', '$50.63', '$4.49', '$55.12'])
      expect(text).toContain(expected);
  });

  it('an invoice stored before issue 34 (no currency) reads USD', async () => {
    const team = h.team();
    tracked(team, '2026-11-02T09:00:00Z', 1, 100, 'USD');
    const invoice = await create(team);
    await h.db
      .collection('invoices')
      .updateOne({ _id: invoice.id as never }, { $unset: { currency: '' } });

    const read = await h.client.GetInvoice({ invoice_id: invoice.id }, asOwner(team));

    expect(read).toMatchObject({ currency: 'USD', total: 100 });
    expect(await pdfText(team, invoice.id)).toContain('$100.00');
  });

  it("refuses a fixed price with more places than the client's currency has, claiming nothing", async () => {
    const team = h.team({
      client: { currency: 'JPY', invoices: { amountBasedOn: 'fixed', fixedPrice: 1234.5 } },
    });
    const entry = tracked(team, '2026-11-02T09:00:00Z', 1, 1000, 'JPY');

    const refused = await failureOf(create(team));

    expect(refused).toMatchObject({ kind: 'invalid_argument' });
    expect(refused.fields).toEqual({
      fixedPrice: ['The fixedPrice must have at most 0 decimal places in JPY.'],
    });
    expect(h.tracking.entry(entry.id)).toMatchObject({ invoice_id: null });
    const kwd = h.team({
      client: { currency: 'KWD', invoices: { amountBasedOn: 'fixed', fixedPrice: 1234.567 } },
    });
    tracked(kwd, '2026-11-02T09:00:00Z', 1, 10, 'KWD');
    expect(await create(kwd)).toMatchObject({ currency: 'KWD', total: 1234.567 });
  });
});
