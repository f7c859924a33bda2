// Expenses end to end (issue 35), run by tracking.system.test.ts on its stack: the real
// tracking (with the stack's object store), invoices, clients, notifier and gateway.
// Categories and expenses written through the gateway (a receipt uploaded as multipart and
// downloaded back, an impostor refused); a client whose invoice settings include expenses
// is invoiced for its time and expenses together — tax on the taxed lines only, the
// expenses locked while invoiced, listed in the PDF, released by a void; an expense
// takes the client's total_cost budget across its alert threshold; the summary report
// shows the expenses apart from time.
import { ExpenseText } from '@workmesh/platform';
import { eventually, pngFile, pngHeaderThenScript, readPdf } from '@workmesh/testing';
import type { RegisteredUser, System } from './system-harness';
import { trackingTeam, type TrackingTeam } from './tracking-team';

export function describeTrackingExpenses(system: System): void {
  describe('expenses end to end', () => {
    let team: TrackingTeam;
    let member: RegisteredUser;
    const { http } = system;
    const owner = () => team.owner.user.token;
    const PERIOD = { from: '2026-08-01', to: '2026-08-31' };
    const categories: Record<'mileage' | 'hotel' | 'permit', number> = {
      mileage: 0,
      hotel: 0,
      permit: 0,
    };
    const expenses: Record<'mileage' | 'hotel' | 'permit', number> = {
      mileage: 0,
      hotel: 0,
      permit: 0,
    };

    /** A multipart expense/create of the member with a receipt file. */
    const createWithReceipt = (fields: Record<string, string>, receipt: Buffer, name: string) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('receipt', new Blob([receipt], { type: 'image/png' }), name);
      return system.gatewayFetch('/api/v3/expense/create', {
        method: 'POST',
        headers: { authorization: `Bearer ${member.user.token}` },
        body: form,
      });
    };
    const memberExpenses = async () =>
      (
        await http(
          'GET',
          `/api/v3/expense/list?from=${PERIOD.from}&to=${PERIOD.to}`,
          undefined,
          member.user.token,
        )
      ).body;

    beforeAll(async () => {
      team = await trackingTeam(system);
      member = await team.joinedMember();
      const settings = await http(
        'POST',
        `/api/v3/client/${team.clientId}/invoice-settings/update`,
        { tax_rate: 8.875, include_expense: 'yes' },
        owner(),
      );
      expect(settings.status).toBe(200);
      expect(settings.body).toMatchObject({ tax_rate: 8.875, include_expense: 'yes' });
    }, 60_000);

    it('records expenses as JSON and multipart, keeps the receipt private to its route, refuses an impostor', async () => {
      for (const [key, body] of [
        ['mileage', { name: 'Mileage', unit_name: 'km', unit_price: 0.355 }],
        ['hotel', { name: 'Hotel' }],
        ['permit', { name: 'Permit fee', untaxed: true }],
      ] as const) {
        const made = await http('POST', '/api/v3/expense-category/create', body, owner());
        expect(made.status).toBe(201);
        expect(made.body).toMatchObject({ ...body, untaxed: key === 'permit' });
        categories[key] = made.body.id;
      }
      // Members record expenses, never categories.
      const refusedCategory = await http(
        'POST',
        '/api/v3/expense-category/create',
        { name: 'Snacks' },
        member.user.token,
      );
      expect(refusedCategory.status).toBe(403);

      const post = (body: Record<string, unknown>) =>
        http(
          'POST',
          '/api/v3/expense/create',
          { project_id: team.projectId, ...body },
          member.user.token,
        );
      // 42.5 km × 0.355 = 15.0875 → 15.09, rounded half up once, when written.
      const mileage = await post({
        date: '2026-08-05',
        category_id: categories.mileage,
        quantity: 42.5,
        notes: 'Client visit',
      });
      expect(mileage.status).toBe(201);
      expect(mileage.body).toMatchObject({
        user_id: member.user.id,
        client_id: team.clientId,
        category_name: 'Mileage',
        quantity: 42.5,
        unit_price: 0.355,
        unit_name: 'km',
        amount: 15.09,
        currency: 'USD',
        billable: true,
        untaxed: false,
        receipt: null,
        locked: false,
      });
      expenses.mileage = mileage.body.id;
      const permit = await post({
        date: '2026-08-07',
        category_id: categories.permit,
        amount: 50,
        notes: 'Parking permit',
      });
      expect(permit.status).toBe(201);
      expect(permit.body).toMatchObject({ amount: 50, untaxed: true });
      expenses.permit = permit.body.id;

      const png = pngFile();
      const fields = {
        project_id: String(team.projectId),
        category_id: String(categories.hotel),
        date: '2026-08-06',
        amount: '189.99',
        notes: 'Two nights',
      };
      const hotel = await createWithReceipt(fields, png, 'hotel.png');
      expect(hotel.status).toBe(201);
      const hotelBody = (await hotel.json()) as { id: number };
      expect(hotelBody).toMatchObject({
        amount: 189.99,
        category_name: 'Hotel',
        receipt: { filename: 'hotel.png', content_type: 'image/png', size: png.length },
      });
      expenses.hotel = hotelBody.id;

      // A PNG's header and then a script is no PNG, whatever its name says: nothing written.
      const impostor = await createWithReceipt(fields, pngHeaderThenScript(), 'receipt.png');
      expect(impostor.status).toBe(403);
      expect(await impostor.json()).toEqual({
        error: 403,
        message: ExpenseText.RECEIPT_TYPE_NOT_ALLOWED,
      });
      const listed = await memberExpenses();
      expect(listed.expenses.map((expense: { id: number }) => expense.id).sort()).toEqual(
        Object.values(expenses).sort(),
      );
      expect(listed.totals).toEqual([
        { currency: 'USD', amount: 255.08, billable_amount: 255.08, count: 3 },
      ]);

      const download = await system.gatewayFetch(`/api/v3/expense/${expenses.hotel}/receipt`, {
        headers: { authorization: `Bearer ${member.user.token}` },
      });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('image/png');
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
      expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true);
      // Another organization does not reach it.
      const stranger = await system.register();
      const hidden = await system.gatewayFetch(`/api/v3/expense/${expenses.hotel}/receipt`, {
        headers: { authorization: `Bearer ${stranger.user.token}` },
      });
      expect(hidden.status).toBe(404);
    });

    it('invoices time and expenses together: tax on the taxed lines only, expenses locked until the void', async () => {
      // 1.5 h at the member's bill rate of 100.
      const entry = await team.createEntry(member, '2026-08-04T13:00:00Z', '2026-08-04T14:30:00Z');
      expect(entry.status).toBe(201);
      const created = await http(
        'POST',
        '/api/v3/invoice/create',
        { client_id: team.clientId, ...PERIOD },
        owner(),
      );
      expect(created.status).toBe(201);
      const invoice = created.body;
      // Line              cents  taxed
      // time 1.5 h × 100  15000  yes
      // mileage            1509  yes
      // hotel             18999  yes
      // permit fee         5000  no
      // subtotal 40508; taxed 35508 × 8.875 % = 3151.335 → 3151; total 43659.
      expect(invoice).toMatchObject({
        subtotal: 405.08,
        tax_rate: 8.875,
        tax_amount: 31.51,
        total: 436.59,
        time_entry_ids: [entry.body.id],
      });
      expect([...invoice.expense_ids].sort()).toEqual(Object.values(expenses).sort());
      expect(
        invoice.lines.map((line: Record<string, unknown>) => [
          line.kind,
          line.expense_id ?? null,
          line.quantity,
          line.unit_price,
          line.amount,
          line.taxed,
        ]),
      ).toEqual([
        ['time', null, 1.5, 100, 150, true],
        ['expense', expenses.mileage, 1, 15.09, 15.09, true],
        ['expense', expenses.hotel, 1, 189.99, 189.99, true],
        ['expense', expenses.permit, 1, 50, 50, false],
      ]);
      // 42.5 × 0.36 (the price to the cent) would not make 15.09: the line bills 1 × the
      // amount and says the quantity and the price.
      expect(invoice.lines[1].description).toBe('Mileage: Client visit (42.5 km × 0.355)');

      for (const id of Object.values(expenses)) {
        const expense = await http('GET', `/api/v3/expense/${id}`, undefined, member.user.token);
        expect(expense.body).toMatchObject({
          locked: true,
          locked_reason: 'invoiced',
          invoice_id: invoice.id,
        });
      }
      const change = { notes: 'changed' };
      const lockedAnswer = {
        status: 409,
        body: { error: 409, message: ExpenseText.EXPENSE_LOCKED },
      };
      const update = (id: number, token: string) =>
        http('POST', `/api/v3/expense/${id}/update`, change, token);
      expect(await update(expenses.hotel, member.user.token)).toEqual(lockedAnswer);
      expect(await update(expenses.permit, owner())).toEqual(lockedAnswer);
      expect(
        await http('POST', `/api/v3/expense/${expenses.mileage}/delete`, {}, member.user.token),
      ).toEqual(lockedAnswer);

      const pdf = await system.gatewayFetch(`/api/v3/invoice/${invoice.id}/pdf`, {
        headers: { authorization: `Bearer ${owner()}` },
      });
      expect(pdf.status).toBe(200);
      const read = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
      // A long description wraps in its column: compare the words, whatever the breaks.
      const text = read.text.replace(/\s+/g, ' ');
      for (const expected of [
        'Expense 2026-08-05 · Mileage: Client visit (42.5 km × 0.355)',
        'Expense 2026-08-06 · Hotel: Two nights',
        'Expense 2026-08-07 · Permit fee: Parking permit (untaxed)',
        '$15.09',
        '$189.99',
        '$50.00',
        '$31.51',
        '$436.59',
      ])
        expect(text).toContain(expected);

      const voided = await http('POST', `/api/v3/invoice/${invoice.id}/void`, {}, owner());
      expect(voided.body).toMatchObject({ status: 'void' });
      const released = await http(
        'GET',
        `/api/v3/expense/${expenses.hotel}`,
        undefined,
        member.user.token,
      );
      expect(released.body).toMatchObject({ locked: false, locked_reason: null, invoice_id: null });
      const changed = await update(expenses.hotel, member.user.token);
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ notes: 'changed', amount: 189.99 });
    });

    it("counts expenses in the client's total_cost budget (an expense crosses notifyAt and alerts) and in the summary report", async () => {
      const budget = await http(
        'POST',
        `/api/v3/client/${team.clientId}/budget/update`,
        { budgetType: 'total_cost', rate: 'bill', cost: 1000, notifyAt: 50 },
        owner(),
      );
      expect(budget.status).toBe(200);
      const readBudget = async () =>
        (await http('GET', `/api/v3/client/${team.clientId}/budget`, undefined, owner())).body;
      // The hour and a half (150.00, counted from its event) and the three expenses (255.08,
      // summed at each reading): 40.5 %, under the threshold.
      await eventually(
        async () => (await readBudget()).used_time_cost === 150,
        15_000,
        "the entry's budget use",
      );
      expect(await readBudget()).toMatchObject({
        currency: 'USD',
        used_time_cost: 150,
        used_expense_cost: 255.08,
        used_cost: 405.08,
        used_percent: 40.51,
      });

      const dinner = await http(
        'POST',
        '/api/v3/expense/create',
        {
          project_id: team.projectId,
          category_id: categories.hotel,
          date: '2026-08-20',
          amount: 100,
        },
        member.user.token,
      );
      expect(dinner.status).toBe(201);
      expect(await readBudget()).toMatchObject({
        used_time_cost: 150,
        used_expense_cost: 355.08,
        used_cost: 505.08,
        used_percent: 50.51,
      });
      const bodyOf = (hook: { body: string }) => JSON.parse(hook.body);
      const [alert] = await system.operatorHooks.waitFor(
        1,
        (received) =>
          bodyOf(received).event === 'budget_alert' &&
          bodyOf(received).payload?.client_id === team.clientId,
        15_000,
      );
      expect(bodyOf(alert!).payload).toMatchObject({
        team_id: team.teamId,
        threshold: 50,
        used_percent: 50.51,
        used_cost: 505.08,
      });

      // The summary report adds the expenses apart from time, by the day each is dated.
      const report = await http(
        'GET',
        `/api/v3/report/summary?from=2026-08-01&to=2026-09-01&group_by=day&include=expenses`,
        undefined,
        owner(),
      );
      expect(report.status).toBe(200);
      const usd = (amount: number) => [
        { currency: 'USD', amount, billable_amount: amount, count: 1 },
      ];
      expect(
        report.body.groups.map((group: { key: string; seconds: number; expenses: unknown[] }) => [
          group.key,
          group.seconds,
          group.expenses,
        ]),
      ).toEqual([
        ['2026-08-04', 5400, []],
        ['2026-08-05', 0, usd(15.09)],
        ['2026-08-06', 0, usd(189.99)],
        ['2026-08-07', 0, usd(50)],
        ['2026-08-20', 0, usd(100)],
      ]);
      expect(report.body.totals).toEqual([
        { currency: 'USD', billable_amount: 150, cost_amount: 60 },
      ]);
      expect(report.body.expense_totals).toEqual([
        { currency: 'USD', amount: 355.08, billable_amount: 355.08, count: 4 },
      ]);
    });
  });
}
