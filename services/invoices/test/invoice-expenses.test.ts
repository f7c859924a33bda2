// Expense lines on invoices (issue 35), through the service's gRPC interface against the
// stub tracking (its claim keeps tracking's rules; tracking's own claim is tested in
// services/tracking/test/invoice-expenses.test.ts): with the client's include_expense yes
// the period's billable, uninvoiced expenses in its currency are lines of their own
// (kind expense, after the time), claimed once and released on void; an untaxed
// category's line is not taxed (tax on the taxed subtotal, rounded half up once); the
// PDF lists them; include_expense no bills none.
import { InvoiceText, Reason } from '@workmesh/platform';
import { readPdf, type NewStubExpense } from '@workmesh/testing';
import { asOwner, failureOf, invoicesForFile, type InvoiceTeam } from './invoices-harness';

const h = invoicesForFile({ scheduleIntervalMs: 60_000 });

const withExpenses = (taxRate = 8.875) =>
  h.team({ client: { invoices: { tax_rate: taxRate, include_expense: 'yes' } } });

/** 3.5 h × $45.00 = $157.50 of billable time on 2026-11-02. */
const tracked = (team: InvoiceTeam) =>
  h.tracking.addEntry({
    team_id: team.teamId,
    user_id: team.member.id,
    client_id: team.clientId,
    project_id: 11,
    project_name: 'Website',
    start: '2026-11-02T09:00:00Z',
    seconds: 3.5 * 3600,
    bill_rate: 45,
  });

const spent = (
  team: InvoiceTeam,
  fields: Omit<NewStubExpense, 'team_id' | 'user_id' | 'client_id'>,
) =>
  h.tracking.addExpense({
    team_id: team.teamId,
    user_id: team.member.id,
    client_id: team.clientId,
    project_id: 11,
    project_name: 'Website',
    ...fields,
  });

const create = (team: InvoiceTeam, from = '2026-11-01', to = '2026-11-30') =>
  h.client.CreateInvoice(
    { client_id: team.clientId, from, to, issue_date: '2026-12-01' },
    asOwner(team),
  );

describe('expense lines on invoices', () => {
  it('bills time and expenses: subtotal, tax on the taxed lines only and total match the table in cents', async () => {
    const team = withExpenses(8.875);
    const entry = tracked(team);
    const mileage = spent(team, {
      date: '2026-11-03',
      category_name: 'Mileage',
      quantity: 42.5,
      unit_price: 0.66,
      unit_name: 'km',
      amount: 28.05,
      notes: 'Client visit',
    });
    const hotel = spent(team, { date: '2026-11-04', category_name: 'Hotel', amount: 189.99 });
    const permit = spent(team, {
      date: '2026-11-05',
      category_name: 'Permit fee',
      amount: 50,
      untaxed: true,
    });

    const invoice = await create(team);

    // Line           cents   taxed
    // time 3.5 h × 45  15750   yes
    // mileage          2805   yes
    // hotel           18999   yes
    // permit           5000   no
    // subtotal 42554; taxed 37554 × 8.875 % = 3332.9175 → 3333; total 45887.
    expect(invoice).toMatchObject({
      subtotal: 425.54,
      tax_amount: 33.33,
      total: 458.87,
      time_entry_ids: [entry.id],
      expense_ids: [mileage.id, hotel.id, permit.id],
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({ id: 1, kind: 'time', taxed: true, amount: 157.5 }),
      expect.objectContaining({
        id: 2,
        kind: 'expense',
        expense_id: mileage.id,
        description: 'Mileage: Client visit',
        date: '2026-11-03',
        quantity: 42.5,
        unit_price: 0.66,
        amount: 28.05,
        taxed: true,
      }),
      expect.objectContaining({
        id: 3,
        kind: 'expense',
        expense_id: hotel.id,
        description: 'Hotel',
        quantity: 1,
        amount: 189.99,
        taxed: true,
      }),
      expect.objectContaining({ id: 4, kind: 'expense', expense_id: permit.id, taxed: false }),
    ]);
    const stored = await h.db.collection('invoices').findOne({ _id: invoice.id as never });
    expect(stored).toMatchObject({ subtotal_cents: 42554, tax_cents: 3333, total_cents: 45887 });
  });

  it('a unit price or quantity finer than a line keeps: 1 × the amount, the units in the description', async () => {
    const team = withExpenses(0);
    const priced = spent(team, {
      date: '2026-11-03',
      category_name: 'Mileage',
      quantity: 42.5,
      unit_price: 0.355,
      unit_name: 'km',
      amount: 15.09, // 15.0875, rounded by tracking when written
      notes: 'Client visit',
    });
    const measured = spent(team, {
      date: '2026-11-04',
      category_name: 'Mileage',
      quantity: 12.125,
      unit_price: 0.5,
      unit_name: 'km',
      amount: 6.06, // 6.0625
    });

    const invoice = await create(team);

    // Shown to the cent, 42.5 × 0.36 = 15.30 and 12.13 × 0.50 = 6.07 would not be the amounts.
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        expense_id: priced.id,
        description: 'Mileage: Client visit (42.5 km × 0.355)',
        quantity: 1,
        unit_price: 15.09,
        amount: 15.09,
      }),
      expect.objectContaining({
        expense_id: measured.id,
        description: 'Mileage (12.125 km × 0.5)',
        quantity: 1,
        unit_price: 6.06,
        amount: 6.06,
      }),
    ]);
    expect(invoice).toMatchObject({ subtotal: 21.15, total: 21.15 });
  });

  it('claims an expense once: locked while invoiced, none on a second invoice of the period, released on void', async () => {
    const team = withExpenses();
    tracked(team);
    const hotel = spent(team, { date: '2026-11-04', category_name: 'Hotel', amount: 120 });

    const first = await create(team);
    expect(h.tracking.expense(hotel.id)).toMatchObject({
      invoice_id: first.id,
      locked: true,
      locked_reason: 'invoiced',
    });
    const second = await failureOf(create(team));
    expect(second.reason).toBe(Reason.NO_UNINVOICED_TIME);

    await h.client.VoidInvoice({ invoice_id: first.id }, asOwner(team));

    expect(h.tracking.expense(hotel.id)).toMatchObject({
      invoice_id: null,
      locked: false,
      locked_reason: null,
    });
    const again = await create(team);
    expect(again.expense_ids).toEqual([hotel.id]);
  });

  it("an approved week's expense keeps its approved lock when its invoice is voided", async () => {
    const team = withExpenses();
    const approved = spent(team, {
      date: '2026-11-04',
      amount: 20,
      locked: true,
      locked_reason: 'approved',
    });
    const invoice = await create(team);
    expect(invoice.expense_ids).toEqual([approved.id]);

    await h.client.VoidInvoice({ invoice_id: invoice.id }, asOwner(team));

    expect(h.tracking.expense(approved.id)).toMatchObject({
      invoice_id: null,
      locked: true,
      locked_reason: 'approved',
    });
  });

  it('makes an invoice of expenses alone when there is no uninvoiced time', async () => {
    const team = withExpenses(10);
    const taxi = spent(team, { date: '2026-11-10', category_name: 'Taxi', amount: 33.45 });

    const invoice = await create(team);

    expect(invoice).toMatchObject({
      time_entry_ids: [],
      expense_ids: [taxi.id],
      subtotal: 33.45,
      tax_amount: 3.35, // 3.345 half up
      total: 36.8,
    });
    expect(invoice.lines).toHaveLength(1);
  });

  it("bills only the billable expenses dated in the period, in the client's currency", async () => {
    const team = withExpenses(0);
    tracked(team);
    const inside = spent(team, { date: '2026-11-30', amount: 5 });
    const before = spent(team, { date: '2026-10-31', amount: 7 });
    const unbillable = spent(team, { date: '2026-11-15', amount: 9, billable: false });
    const euros = spent(team, { date: '2026-11-15', amount: 11, currency: 'EUR' });

    const invoice = await create(team);

    expect(invoice.expense_ids).toEqual([inside.id]);
    for (const left of [before, unbillable, euros])
      expect(h.tracking.expense(left.id)).toMatchObject({ invoice_id: null, locked: false });
  });

  it('include_expense no (the default): no expense lines, the expenses stay unclaimed', async () => {
    const team = h.team({ client: { invoices: { tax_rate: 10 } } });
    const entry = tracked(team);
    const hotel = spent(team, { date: '2026-11-04', amount: 120 });

    const invoice = await create(team);

    expect(invoice.time_entry_ids).toEqual([entry.id]);
    expect(invoice.expense_ids).toEqual([]);
    expect(invoice.lines.map((line) => line.kind)).toEqual(['time']);
    expect(h.tracking.expense(hotel.id)).toMatchObject({ invoice_id: null, locked: false });
    expect(h.tracking.expenses.claims.some((claim) => claim.invoiceId === invoice.id)).toBe(false);
    // Nothing to bill but expenses: still "no uninvoiced time".
    const bare = h.team();
    spent(bare, { date: '2026-11-04', amount: 1 });
    const failure = await failureOf(create(bare));
    expect(failure.message).toBe(InvoiceText.NO_UNINVOICED_TIME);
  });

  it('an invoice stored before expenses reads time lines, taxed, and no expense_ids', async () => {
    const team = withExpenses();
    tracked(team);
    const invoice = await create(team);
    await h.db
      .collection('invoices')
      .updateOne(
        { _id: invoice.id as never },
        { $unset: { expense_ids: '', 'lines.0.kind': '', 'lines.0.taxed': '' } },
      );

    const read = await h.client.GetInvoice({ invoice_id: invoice.id }, asOwner(team));

    expect(read.expense_ids).toEqual([]);
    expect(read.lines).toEqual([expect.objectContaining({ kind: 'time', taxed: true })]);
  });

  it('the PDF lists the expense lines with their day, category, notes and amount', async () => {
    const team = withExpenses(10);
    tracked(team);
    spent(team, {
      date: '2026-11-03',
      category_name: 'Hotel',
      notes: 'Two nights in Springfield',
      amount: 189.99,
    });
    spent(team, { date: '2026-11-05', category_name: 'Permit fee', amount: 50, untaxed: true });
    const invoice = await create(team);

    const pdf = await h.client.GetInvoicePdf({ invoice_id: invoice.id }, asOwner(team));
    const { text } = await readPdf(pdf.content);

    expect(text).toContain('Expense 2026-11-03 · Hotel: Two nights in Springfield');
    expect(text).toContain('$189.99');
    expect(text).toContain('Expense 2026-11-05 · Permit fee (untaxed)');
    expect(text).toContain('$50.00');
    // 157.50 + 189.99 taxed at 10 % = 34.749 → 34.75; + 50.00 untaxed.
    expect(text).toContain('$34.75');
    expect(text).toContain('$432.24');
  });
});
