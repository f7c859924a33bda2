// Client invoices' expenses through the service (issue 35, tracking's part), as its time
// entries' are claimed: ClaimInvoiceExpenses marks and locks the client's billable,
// uninvoiced expenses dated in the days (unlocked or approved; in the invoice's currency),
// oldest first; the same invoice again answers the same; a second invoice gets none;
// ReleaseInvoiceExpenses and the invoice.voided event give each back its lock (approved,
// or none), idempotently. The expenses are written to the database as tracking keeps them
// (their own API is another part's).
import { InvoiceVoided, Reason } from '@workmesh/platform';
import { eventually } from '@workmesh/testing';
import {
  asManager,
  asMember,
  failureOf,
  trackingForFile,
  type TeamFixture,
} from './tracking-harness';

const h = trackingForFile();

let expenseSerial = 70_000;
let invoiceSerial = 900;
const nextInvoiceId = () => ++invoiceSerial;

interface StoredExpense {
  _id: number;
  invoice_id: number | null;
  locked: boolean;
  locked_reason: string | null;
  locked_before_invoice: string | null;
  revision: number;
}

/** An expense of the fixture's project, as the expenses store writes it. */
async function expense(fixture: TeamFixture, fields: Record<string, unknown>): Promise<number> {
  const id = ++expenseSerial;
  const now = new Date();
  await h.db.collection('expenses').insertOne({
    _id: id as never,
    team_id: fixture.teamId,
    user_id: fixture.members[0].id,
    project_id: fixture.project.id,
    client_id: fixture.client.id,
    task_id: null,
    category_id: 1,
    category_name: 'Travel',
    date: '2026-03-04',
    amount_minor: 1250,
    currency: 'USD',
    quantity: null,
    unit_price: null,
    unit_name: null,
    notes: '',
    billable: true,
    untaxed: false,
    receipt: null,
    locked: false,
    locked_reason: null,
    invoice_id: null,
    locked_before_invoice: null,
    project_name: fixture.project.name,
    client_name: fixture.client.name,
    task_name: null,
    created_by: fixture.members[0].id,
    revision: 1,
    created_at: now,
    updated_at: now,
    ...fields,
  });
  return id;
}

const stored = async (id: number) =>
  (await h.db.collection<StoredExpense>('expenses').findOne({ _id: id }))!;

const lockOf = (document: StoredExpense) => [
  document.invoice_id ?? null,
  document.locked,
  document.locked_reason ?? null,
];

const claim = (fixture: TeamFixture, invoiceId: number, extra: Record<string, unknown> = {}) =>
  h.client.ClaimInvoiceExpenses({
    team_id: fixture.teamId,
    client_id: fixture.client.id,
    from: '2026-03-01',
    to: '2026-03-31',
    invoice_id: invoiceId,
    currency: 'USD',
    ...extra,
  });

const release = (fixture: TeamFixture, invoiceId: number) =>
  h.client.ReleaseInvoiceExpenses({ team_id: fixture.teamId, invoice_id: invoiceId });

describe('ClaimInvoiceExpenses', () => {
  it("claims the client's billable expenses of the days, oldest first, invoiced and locked", async () => {
    const fixture = h.team();
    const later = await expense(fixture, { date: '2026-03-31', amount_minor: 999 });
    const first = await expense(fixture, { date: '2026-03-01', untaxed: true });
    const invoiceId = nextInvoiceId();

    const { expenses } = await claim(fixture, invoiceId);

    expect(expenses.map((e) => e.id)).toEqual([first, later]);
    expect(expenses[0]).toMatchObject({ untaxed: true, amount: 12.5, currency: 'USD' });
    expect(expenses[1]).toMatchObject({
      amount: 9.99,
      invoice_id: invoiceId,
      locked: true,
      locked_reason: 'invoiced',
    });
    expect(lockOf(await stored(later))).toEqual([invoiceId, true, 'invoiced']);
    expect((await stored(later)).revision).toBe(2);
  });

  it('leaves out non-billable ones, other days, another client, another currency, another team', async () => {
    const fixture = h.team();
    const other = h.team();
    const inside = await expense(fixture, {});
    const left = [
      await expense(fixture, { billable: false }),
      await expense(fixture, { date: '2026-02-28' }),
      await expense(fixture, { date: '2026-04-01' }),
      await expense(fixture, { client_id: fixture.client.id + 1000 }),
      await expense(fixture, { currency: 'EUR' }),
      await expense(other, { client_id: fixture.client.id }),
    ];

    const { expenses } = await claim(fixture, nextInvoiceId());

    expect(expenses.map((e) => e.id)).toEqual([inside]);
    for (const id of left) expect(lockOf(await stored(id))).toEqual([null, false, null]);
  });

  it('a retry with the same invoice answers the same expenses; a second invoice gets none', async () => {
    const fixture = h.team();
    const id = await expense(fixture, {});
    const invoiceId = nextInvoiceId();
    await claim(fixture, invoiceId);
    await expense(fixture, { date: '2026-03-20' }); // written after the claim

    const retried = await claim(fixture, invoiceId);
    const second = await claim(fixture, nextInvoiceId());

    expect(retried.expenses.map((e) => e.id)).toEqual([id]);
    expect(second.expenses.map((e) => e.id)).not.toContain(id);
    expect((await stored(id)).revision).toBe(2);
  });

  it('concurrent claims of two invoices never share an expense', async () => {
    const fixture = h.team();
    const ids = [await expense(fixture, {}), await expense(fixture, { date: '2026-03-05' })];

    const [a, b] = await Promise.all([
      claim(fixture, nextInvoiceId()),
      claim(fixture, nextInvoiceId()),
    ]);

    const claimed = [...a.expenses, ...b.expenses].map((e) => e.id).sort();
    expect(claimed).toEqual(ids);
  });

  it("an approved week's expense is claimed, and keeps its approved lock when released", async () => {
    const fixture = h.team();
    const approved = await expense(fixture, { locked: true, locked_reason: 'approved' });
    const unlocked = await expense(fixture, {});
    const invoiceId = nextInvoiceId();
    await claim(fixture, invoiceId);
    expect((await stored(approved)).locked_before_invoice).toBe('approved');

    expect(await release(fixture, invoiceId)).toEqual({ released: 2 });
    expect(await release(fixture, invoiceId)).toEqual({ released: 0 });

    expect(lockOf(await stored(approved))).toEqual([null, true, 'approved']);
    expect(lockOf(await stored(unlocked))).toEqual([null, false, null]);
  });

  it('releases them on invoice.voided', async () => {
    const fixture = h.team();
    const id = await expense(fixture, {});
    const invoiceId = nextInvoiceId();
    await claim(fixture, invoiceId);

    await h.publish(voided(fixture, invoiceId));

    await eventually(
      async () => (await stored(id)).invoice_id === null,
      5000,
      "the voided invoice's expense released",
    );
    expect(lockOf(await stored(id))).toEqual([null, false, null]);
  });

  it('an expense written through the service is locked while invoiced: its update and delete refused until released', async () => {
    const fixture = h.team();
    const category = await h.client.CreateExpenseCategory(
      { name: 'Hotel', untaxed: true },
      asManager(fixture),
    );
    const written = await h.client.CreateExpense(
      { date: '2026-03-10', project_id: fixture.project.id, category_id: category.id, amount: 80 },
      asMember(fixture),
    );
    const invoiceId = nextInvoiceId();

    const { expenses } = await claim(fixture, invoiceId);

    expect(expenses).toEqual([
      expect.objectContaining({ id: written.id, amount: 80, untaxed: true, invoice_id: invoiceId }),
    ]);
    const update = await failureOf(
      h.client.UpdateExpense({ expense_id: written.id, amount: 1 }, asMember(fixture)),
    );
    expect(update.reason).toBe(Reason.EXPENSE_LOCKED);
    const remove = await failureOf(
      h.client.DeleteExpense({ expense_id: written.id }, asMember(fixture)),
    );
    expect(remove.reason).toBe(Reason.EXPENSE_LOCKED);

    await release(fixture, invoiceId);

    expect(
      await h.client.UpdateExpense({ expense_id: written.id, amount: 81 }, asMember(fixture)),
    ).toMatchObject({ amount: 81, locked: false });
  });

  it('refuses days that are not dates, or to before from', async () => {
    const fixture = h.team();
    const bad = await failureOf(claim(fixture, nextInvoiceId(), { from: '2026-03-01T00:00:00Z' }));
    expect(bad).toMatchObject({ kind: 'invalid_argument' });
    expect(bad.fields).toEqual({ from: ['The from must be a date (YYYY-MM-DD).'] });
    const backwards = await failureOf(claim(fixture, nextInvoiceId(), { to: '2026-02-01' }));
    expect(backwards.fields).toEqual({ to: ['The to must be a date on or after the from.'] });
  });
});

/** The invoice.voided event the invoices service records. */
function voided(fixture: TeamFixture, invoiceId: number) {
  return InvoiceVoided.make({
    invoice_id: invoiceId,
    team_id: fixture.teamId,
    team_name: 'Team',
    client_id: fixture.client.id,
    client_name: fixture.client.name,
    client_email: 'billing@example.com',
    number: `INV-${invoiceId}`,
    status: 'void',
    period_from: '2026-03-01',
    period_to: '2026-03-31',
    issue_date: '2026-04-01',
    due_date: '2026-05-01',
    currency: 'USD',
    subtotal: 12.5,
    tax_amount: 0,
    total: 12.5,
    automatic: false,
    sent_at: null,
    paid_at: null,
    voided_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  });
}
