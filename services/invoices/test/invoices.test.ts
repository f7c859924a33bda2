// Client invoices from tracked time (issue 20), through the service's gRPC interface:
// a draft of the client's uninvoiced time in the period, its lines and totals, its number
// (per team, gap-free under concurrency), its entries claimed once, the statuses and
// their events, the PDF read back, roles and tenancy.
import { InvoiceText, Reason, type InvoiceEventData } from '@workmesh/platform';
import { metricValue, readPdf, scrapeMetrics } from '@workmesh/testing';
import {
  asManager,
  asMember,
  asOwner,
  failureOf,
  invoicesForFile,
  type InvoiceTeam,
} from './invoices-harness';

const h = invoicesForFile({ scheduleIntervalMs: 60_000 });

/** Billable time of the team's client: `hours` from `start` at `rate` dollars an hour. */
function tracked(team: InvoiceTeam, start: string, hours: number, rate = 100, extra = {}) {
  return h.tracking.addEntry({
    team_id: team.teamId,
    user_id: team.member.id,
    client_id: team.clientId,
    project_id: 11,
    project_name: 'Website',
    start,
    seconds: Math.round(hours * 3600),
    bill_rate: rate,
    ...extra,
  });
}

const create = (team: InvoiceTeam, from = '2026-11-01', to = '2026-11-30', extra = {}) =>
  h.client.CreateInvoice({ client_id: team.clientId, from, to, ...extra }, asOwner(team));

const eventsOf = (type: string, invoiceId: number) =>
  h.events.all<InvoiceEventData>(type, (data) => data.invoice_id === invoiceId);

describe('CreateInvoice', () => {
  it("makes a draft of the client's uninvoiced billable time in the period, lines by project and day", async () => {
    const team = h.team({ client: { invoices: { tax_rate: 10, net_term: 15, notes: 'Thanks!' } } });
    const first = tracked(team, '2026-11-02T09:00:00Z', 1.5, 80);
    const second = tracked(team, '2026-11-02T14:00:00Z', 0.5, 80);
    const third = tracked(team, '2026-11-03T09:00:00Z', 2, 120);
    tracked(team, '2026-12-01T09:00:00Z', 1); // after the period
    tracked(team, '2026-11-04T09:00:00Z', 1, 100, { billable: false });

    const invoice = await create(team, '2026-11-01', '2026-11-30', { issue_date: '2026-12-01' });

    expect(invoice).toMatchObject({
      status: 'draft',
      number: 'INV-2026-0001',
      client_id: team.clientId,
      period_from: '2026-11-01',
      period_to: '2026-11-30',
      issue_date: '2026-12-01',
      due_date: '2026-12-16',
      net_term: 15,
      currency: 'USD',
      line_item: 'project-date',
      notes: 'Thanks!',
      subtotal: 400,
      tax_rate: 10,
      tax_amount: 40,
      total: 440,
      automatic: false,
      created_by: team.owner.id,
    });
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        id: 1,
        description: 'Website — 2026-11-02',
        quantity: 2,
        unit_price: 80,
        amount: 160,
        date: '2026-11-02',
        time_entry_count: 2,
      }),
      expect.objectContaining({ id: 2, quantity: 2, unit_price: 120, amount: 240 }),
    ]);
    expect(invoice.time_entry_ids.sort()).toEqual([first.id, second.id, third.id].sort());
    for (const id of invoice.time_entry_ids)
      expect(h.tracking.entry(id)).toMatchObject({
        invoice_id: invoice.id,
        locked: true,
        locked_reason: 'invoiced',
      });
    const created = await h.events.waitFor<InvoiceEventData>(
      'invoice.created',
      (data) => data.invoice_id === invoice.id,
    );
    expect(created.data).toMatchObject({
      team_id: team.teamId,
      number: 'INV-2026-0001',
      status: 'draft',
      total: 440,
      client_email: `billing.${team.clientId}@example.com`,
      team_name: `Team ${team.teamId}`,
    });
  });

  it('includes non-billable time at no charge when the client says include_non_billable_time yes', async () => {
    const team = h.team({ client: { invoices: { include_non_billable_time: 'yes' } } });
    tracked(team, '2026-11-02T09:00:00Z', 1, 50);
    tracked(team, '2026-11-02T11:00:00Z', 1, 50, { billable: false });
    const invoice = await create(team);
    expect(invoice.lines.map((line) => [line.description, line.amount])).toEqual([
      ['Website — 2026-11-02', 50],
      ['Website — 2026-11-02 (non-billable)', 0],
    ]);
    expect(invoice.total).toBe(50);
  });

  it('bills fixedPrice as one line when amountBasedOn is fixed', async () => {
    const team = h.team({ client: { invoices: { amountBasedOn: 'fixed', fixedPrice: 1234.56 } } });
    tracked(team, '2026-11-02T09:00:00Z', 3);
    const invoice = await create(team);
    expect(invoice.lines).toEqual([
      expect.objectContaining({ quantity: 1, unit_price: 1234.56, amount: 1234.56 }),
    ]);
    expect(invoice).toMatchObject({ amount_based_on: 'fixed', subtotal: 1234.56, total: 1234.56 });
  });

  it("takes the organization's notes and payment terms when the client inherits them", async () => {
    const team = h.team({ client: { invoices: { org_notes: true, org_net_term: true } } });
    h.teams.changeSettings(team.teamId, {
      default_invoice_notes: 'Org notes',
      default_net_term: 45,
    });
    tracked(team, '2026-11-02T09:00:00Z', 1);
    const invoice = await create(team, '2026-11-01', '2026-11-30', { issue_date: '2026-12-01' });
    expect(invoice).toMatchObject({ notes: 'Org notes', net_term: 45, due_date: '2027-01-15' });
  });

  it("answers 'There is no uninvoiced time in this period' when nothing is left to bill", async () => {
    const team = h.team();
    tracked(team, '2026-10-02T09:00:00Z', 1);
    const failure = await failureOf(create(team));
    expect(failure.reason).toBe(Reason.NO_UNINVOICED_TIME);
    expect(failure.message).toBe(InvoiceText.NO_UNINVOICED_TIME);
    const { invoices } = await h.client.ListInvoices({}, asOwner(team));
    expect(invoices).toEqual([]);
  });

  it('does not bill the same entries twice', async () => {
    const team = h.team();
    tracked(team, '2026-11-02T09:00:00Z', 1);
    await create(team);
    const failure = await failureOf(create(team));
    expect(failure.reason).toBe(Reason.NO_UNINVOICED_TIME);
  });

  it("is refused while one of the period's entries is a running timer", async () => {
    const team = h.team();
    tracked(team, '2026-11-02T09:00:00Z', 1);
    tracked(team, '2026-11-03T09:00:00Z', 1, 100, { end: null });
    const failure = await failureOf(create(team));
    expect(failure.reason).toBe(Reason.INVOICE_TIMER_RUNNING);
    expect(failure.message).toBe(InvoiceText.TIMER_RUNNING);
  });

  it('reads the period in the team time zone', async () => {
    const team = h.team({ timezone: 'America/New_York' });
    // 2026-12-01 03:00Z is still November 30 in New York; 2026-11-01 03:00Z is October 31.
    const inside = tracked(team, '2026-12-01T03:00:00Z', 1);
    tracked(team, '2026-11-01T03:00:00Z', 1);
    const invoice = await create(team);
    expect(invoice.time_entry_ids).toEqual([inside.id]);
    expect(invoice.lines[0].date).toBe('2026-11-30');
  });

  it("numbers the team's invoices 1, 2, 3… without gaps, however many are made at once", async () => {
    const team = h.team();
    const clients = Array.from({ length: 8 }, (_, index) => {
      const clientId = 90_000 + team.teamId * 10 + index;
      h.clients.setClient(team.teamId, { id: clientId, name: `Client ${clientId}` });
      tracked({ ...team, clientId }, '2026-11-02T09:00:00Z', 1);
      return clientId;
    });
    const made = await Promise.all(
      clients.map((clientId) =>
        h.client.CreateInvoice(
          { client_id: clientId, from: '2026-11-01', to: '2026-11-30', issue_date: '2026-12-01' },
          asOwner(team),
        ),
      ),
    );
    expect(made.map((invoice) => invoice.number).sort()).toEqual(
      Array.from({ length: 8 }, (_, index) => `INV-2026-000${index + 1}`),
    );
  });

  it('makes one invoice of one period asked for at once, and bills no entry twice', async () => {
    const team = h.team();
    for (let day = 2; day <= 9; day += 1) tracked(team, `2026-11-0${day}T09:00:00Z`, 1);
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => create(team)));
    const made = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(made).toHaveLength(1);
    const { invoices } = await h.client.ListInvoices({}, asOwner(team));
    expect(invoices).toHaveLength(1);
    expect(invoices[0].time_entry_ids).toHaveLength(8);
    const billed = h.tracking.claims
      .filter((claim) => claim.entryIds.length > 0)
      .flatMap((claim) => claim.entryIds);
    expect(new Set(billed).size).toBe(billed.length);
  });

  it('follows the team number format', async () => {
    const team = h.team();
    h.teams.changeSettings(team.teamId, { invoice_number_format: 'ACME/{YY}{MM}/{seq:3}' });
    tracked(team, '2026-11-02T09:00:00Z', 1);
    const invoice = await create(team, '2026-11-01', '2026-11-30', { issue_date: '2026-12-01' });
    expect(invoice.number).toBe('ACME/2612/001');
  });

  it.each([
    [{ from: '2026-11-30', to: '2026-11-01' }, 'The to must be a date after or equal to from.'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'The from must be a date in the format YYYY-MM-DD.'],
    [{ from: '2025-01-01', to: '2026-06-01' }, 'The period may not be longer than 366 days.'],
    [{ to: '2026-06-01' }, 'The from field is required.'],
  ])('refuses %j: %s', async (period, message) => {
    const team = h.team();
    const failure = await failureOf(
      h.client.CreateInvoice({ client_id: team.clientId, ...period }, asOwner(team)),
    );
    expect(failure.reason).toBe(Reason.INVALID_PARAMETERS);
    expect(failure.message).toBe(message);
  });

  it("is for owners and managers of the client's team", async () => {
    const team = h.team();
    const other = h.team();
    tracked(team, '2026-11-02T09:00:00Z', 1);
    expect(
      (
        await failureOf(
          h.client.CreateInvoice(
            { client_id: team.clientId, from: '2026-11-01', to: '2026-11-30' },
            asMember(team),
          ),
        )
      ).reason,
    ).toBe(Reason.PERMISSION_DENIED);
    expect((await failureOf(create({ ...other, clientId: team.clientId }))).reason).toBe(
      Reason.CLIENT_NOT_FOUND,
    );
    const invoice = await h.client.CreateInvoice(
      { client_id: team.clientId, from: '2026-11-01', to: '2026-11-30' },
      asManager(team),
    );
    expect(invoice.created_by).toBe(team.manager.id);
  });

  it('leaves no half-made invoice when tracking is down', async () => {
    const team = h.team();
    tracked(team, '2026-11-02T09:00:00Z', 1);
    const recover = h.tracking.fail('ClaimInvoiceEntries');
    try {
      expect((await failureOf(create(team))).reason).toBe(Reason.TRACKING_UNAVAILABLE);
    } finally {
      recover();
    }
    expect(await h.db.collection('invoices').countDocuments({ team_id: team.teamId })).toBe(0);
    expect((await create(team)).number).toBe('INV-2026-0001');
  });
});

describe('the life of an invoice', () => {
  async function draft() {
    const team = h.team({ client: { invoices: { net_term: 10, reminder_days: '3' } } });
    tracked(team, '2026-11-02T09:00:00Z', 2, 75);
    const invoice = await create(team, '2026-11-01', '2026-11-30', { issue_date: '2026-12-01' });
    return { team, invoice };
  }

  it('a draft takes new notes, dates and line descriptions; amounts stay', async () => {
    const { team, invoice } = await draft();
    const updated = await h.client.UpdateInvoice(
      {
        invoice_id: invoice.id,
        notes: 'Net 20',
        issue_date: '2026-12-02',
        lines: [{ id: 1, description: 'Website relaunch' }],
      },
      asOwner(team),
    );
    expect(updated).toMatchObject({
      notes: 'Net 20',
      issue_date: '2026-12-02',
      due_date: '2026-12-12',
      total: 150,
    });
    expect(updated.lines[0]).toMatchObject({ description: 'Website relaunch', amount: 150 });
    const unknownLine = await failureOf(
      h.client.UpdateInvoice(
        { invoice_id: invoice.id, lines: [{ id: 9, description: 'x' }] },
        asOwner(team),
      ),
    );
    expect(unknownLine.message).toBe('There is no line 9 on this invoice.');
    const early = await failureOf(
      h.client.UpdateInvoice({ invoice_id: invoice.id, due_date: '2026-11-01' }, asOwner(team)),
    );
    expect(early.message).toBe('The due_date must be a date after or equal to issue_date.');
  });

  it('takes line changes as the description says: id and a description of 1 to 500 characters once trimmed, each line once', async () => {
    const { team, invoice } = await draft();
    const update = (lines: { id?: number; description?: string }[]) =>
      h.client.UpdateInvoice({ invoice_id: invoice.id, lines }, asOwner(team));
    const refusals: { line: string; reason: unknown }[] = [];
    for (const line of [
      { id: 1, description: '' },
      { id: 1, description: '   ' },
      { id: 1, description: 'x'.repeat(501) },
      { id: 0, description: 'x' },
      { id: -1, description: 'x' },
      { description: 'x' },
      { id: 1 },
    ]) {
      const error = await failureOf(update([line]));
      refusals.push({ line: JSON.stringify(line).slice(0, 40), reason: error.reason });
    }
    const twice = await failureOf(
      update([
        { id: 1, description: 'a' },
        { id: 1, description: 'b' },
      ]),
    );
    expect(refusals).toEqual(
      refusals.map(({ line }) => ({ line, reason: Reason.INVALID_PARAMETERS })),
    );
    expect(twice.message).toBe('A line may be changed once per request.');
    const longest = await update([{ id: 1, description: ` ${'x'.repeat(498)} ` }]);
    expect(longest.lines[0]!.description).toBe('x'.repeat(498));
    // The limit bounds the text as sent: padding counts.
    const padded = await failureOf(update([{ id: 1, description: ` ${'x'.repeat(500)}` }]));
    expect(padded.reason).toBe(Reason.INVALID_PARAMETERS);
  });

  it('takes notes of 5000 characters and refuses 5001, an emoji counting one', async () => {
    const { team, invoice } = await draft();
    const notes = (text: string) =>
      h.client.UpdateInvoice({ invoice_id: invoice.id, notes: text }, asOwner(team));

    const ascii = await notes('n'.repeat(5000));
    const astral = await notes('😀'.repeat(5000));
    const tooLong = await failureOf(notes('😀'.repeat(5001)));

    expect([ascii.notes, astral.notes]).toEqual(['n'.repeat(5000), '😀'.repeat(5000)]);
    expect(tooLong).toMatchObject({
      reason: Reason.INVALID_PARAMETERS,
      message: 'The notes may not be greater than 5000 characters.',
    });
  });

  it('sent: mailed through invoice.sent, no longer changed, paid once', async () => {
    const { team, invoice } = await draft();
    const sent = await h.client.SendInvoice({ invoice_id: invoice.id }, asOwner(team));
    expect(sent.status).toBe('sent');
    expect(sent.sent_at).toBeDefined();
    const event = await h.events.waitFor<InvoiceEventData>(
      'invoice.sent',
      (data) => data.invoice_id === invoice.id,
    );
    expect(event.data).toMatchObject({ status: 'sent', number: invoice.number, total: 150 });

    const update = await failureOf(
      h.client.UpdateInvoice({ invoice_id: invoice.id, notes: 'late' }, asOwner(team)),
    );
    expect(update.message).toBe(InvoiceText.ONLY_DRAFT_UPDATE);

    const future = await failureOf(
      h.client.MarkInvoicePaid({ invoice_id: invoice.id, paid_at: '2999-01-01' }, asOwner(team)),
    );
    expect(future.message).toBe('The paid_at may not be in the future.');
    h.clock.set('2026-12-06T00:00:00Z');
    const paid = await h.client
      .MarkInvoicePaid({ invoice_id: invoice.id, paid_at: '2026-12-05T10:00:00Z' }, asOwner(team))
      .finally(() => h.clock.real());
    expect(paid).toMatchObject({ status: 'paid', paid_at: '2026-12-05T10:00:00.000Z' });
    await h.events.waitFor(
      'invoice.paid',
      (data: InvoiceEventData) => data.invoice_id === invoice.id,
    );
    expect(
      (await failureOf(h.client.MarkInvoicePaid({ invoice_id: invoice.id }, asOwner(team))))
        .message,
    ).toBe(InvoiceText.CANNOT_MARK_PAID);
    expect(
      (await failureOf(h.client.VoidInvoice({ invoice_id: invoice.id }, asOwner(team)))).message,
    ).toBe(InvoiceText.CANNOT_VOID);
    expect(eventsOf('invoice.paid', invoice.id)).toHaveLength(1);
    const metrics = await scrapeMetrics(h.metricsPort);
    for (const change of ['created', 'sent', 'paid'])
      expect(
        metricValue(metrics, 'invoices_changes_total', { change, automatic: 'false' }),
      ).toBeGreaterThanOrEqual(1);
  });

  it('a draft cannot be marked paid', async () => {
    const { team, invoice } = await draft();
    const failure = await failureOf(
      h.client.MarkInvoicePaid({ invoice_id: invoice.id }, asOwner(team)),
    );
    expect(failure.reason).toBe(Reason.INVOICE_STATUS_CONFLICT);
  });

  it('void: its entries are released and may be invoiced again, under the next number', async () => {
    const { team, invoice } = await draft();
    const voided = await h.client.VoidInvoice({ invoice_id: invoice.id }, asOwner(team));
    expect(voided).toMatchObject({ status: 'void', number: invoice.number });
    for (const id of invoice.time_entry_ids)
      expect(h.tracking.entry(id)).toMatchObject({ invoice_id: null, locked: false });
    await h.events.waitFor(
      'invoice.voided',
      (data: InvoiceEventData) => data.invoice_id === invoice.id,
    );
    expect(
      (await failureOf(h.client.SendInvoice({ invoice_id: invoice.id }, asOwner(team)))).message,
    ).toBe(InvoiceText.CANNOT_SEND);

    const again = await create(team, '2026-11-01', '2026-11-30', { issue_date: '2026-12-01' });
    expect(again.number).toBe('INV-2026-0002');
    expect(again.time_entry_ids).toEqual(invoice.time_entry_ids);
  });

  it('overdue once sent and past its due date, in the list filters too', async () => {
    const { team, invoice } = await draft(); // due 2026-12-11
    await h.client.SendInvoice({ invoice_id: invoice.id }, asOwner(team));
    h.clock.set('2026-12-11T12:00:00Z');
    try {
      expect((await h.client.GetInvoice({ invoice_id: invoice.id }, asOwner(team))).status).toBe(
        'sent',
      );
      h.clock.set('2026-12-12T00:00:00Z');
      expect((await h.client.GetInvoice({ invoice_id: invoice.id }, asOwner(team))).status).toBe(
        'overdue',
      );
      const overdue = await h.client.ListInvoices({ status: 'overdue' }, asOwner(team));
      expect(overdue.invoices.map((found) => found.id)).toEqual([invoice.id]);
      const sent = await h.client.ListInvoices({ status: 'sent' }, asOwner(team));
      expect(sent.invoices).toEqual([]);
    } finally {
      h.clock.real();
    }
  });

  it('its PDF reads the team, client, number, lines, tax and total', async () => {
    const team = h.team({
      client: { invoices: { tax_rate: 8.875, notes: 'Bank transfer, please.' } },
    });
    tracked(team, '2026-11-02T09:00:00Z', 1.5, 45);
    tracked(team, '2026-11-02T15:00:00Z', 0.75, 67.5);
    const invoice = await create(team, '2026-11-01', '2026-11-30', { issue_date: '2026-12-01' });
    const pdf = await h.client.GetInvoicePdf({ invoice_id: invoice.id }, asOwner(team));
    expect(pdf.filename).toBe('INV-2026-0001.pdf');
    const { text } = await readPdf(pdf.content);
    for (const expected of [
      'INV-2026-0001',
      `Team ${team.teamId}`,
      `Client ${team.clientId}`,
      '1 Main Street',
      'Website — 2026-11-02',
      '1.50',
      '$45.00',
      '$67.50',
      '$50.63', // 0.75 h × 67.50 = 50.625, half up
      '$118.13', // 67.50 + 50.63
      '$10.48', // 8.875 % of 118.13 = 10.484
      '$128.61',
      'Bank transfer, please.',
    ])
      expect(text).toContain(expected);
    expect(invoice).toMatchObject({ subtotal: 118.13, tax_amount: 10.48, total: 128.61 });
  });
});

describe('reading invoices', () => {
  it("lists the team's invoices newest first, paged, by client and status", async () => {
    const team = h.team();
    const otherClient = 80_000 + team.teamId;
    h.clients.setClient(team.teamId, { id: otherClient, name: 'Other' });
    tracked(team, '2026-10-02T09:00:00Z', 1);
    tracked(team, '2026-11-02T09:00:00Z', 1);
    tracked({ ...team, clientId: otherClient }, '2026-11-02T09:00:00Z', 1);
    const october = await create(team, '2026-10-01', '2026-10-31');
    const november = await create(team);
    const other = await h.client.CreateInvoice(
      { client_id: otherClient, from: '2026-11-01', to: '2026-11-30' },
      asOwner(team),
    );
    await h.client.SendInvoice({ invoice_id: november.id }, asOwner(team));

    const all = await h.client.ListInvoices({ per_page: 2 }, asOwner(team));
    expect(all.invoices.map((invoice) => invoice.id)).toEqual([other.id, november.id]);
    expect(all.page_info).toEqual({ page: 1, per_page: 2, total: 3 });
    const byClient = await h.client.ListInvoices({ client_id: team.clientId }, asOwner(team));
    expect(byClient.invoices.map((invoice) => invoice.id)).toEqual([november.id, october.id]);
    const drafts = await h.client.ListInvoices({ status: 'draft' }, asOwner(team));
    expect(drafts.invoices.map((invoice) => invoice.id)).toEqual([other.id, october.id]);
    const blank = await h.client.ListInvoices({ status: '' }, asOwner(team));
    expect(blank.page_info?.total).toBe(3);
    const bad = await failureOf(h.client.ListInvoices({ status: 'lost' }, asOwner(team)));
    expect(bad.message).toBe('The status must be one of draft, sent, paid, void, overdue.');
  });

  it("another team's invoice is not found; members may not read invoices", async () => {
    const team = h.team();
    const other = h.team();
    tracked(team, '2026-11-02T09:00:00Z', 1);
    const invoice = await create(team);
    for (const call of [
      h.client.GetInvoice({ invoice_id: invoice.id }, asOwner(other)),
      h.client.GetInvoicePdf({ invoice_id: invoice.id }, asOwner(other)),
      h.client.VoidInvoice({ invoice_id: invoice.id }, asOwner(other)),
    ]) {
      const failure = await failureOf(call);
      expect(failure.reason).toBe(Reason.INVOICE_NOT_FOUND);
      expect(failure.message).toBe(InvoiceText.NOT_FOUND);
    }
    expect(
      (await failureOf(h.client.GetInvoice({ invoice_id: invoice.id }, asMember(team)))).reason,
    ).toBe(Reason.PERMISSION_DENIED);
    expect((await h.client.ListInvoices({}, asOwner(other))).invoices).toEqual([]);
    // The notifier's call names the team.
    const forTeam = await h.client.GetInvoicePdfForTeam({
      invoice_id: invoice.id,
      team_id: team.teamId,
    });
    expect(Buffer.from(forTeam.content).subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (
        await failureOf(
          h.client.GetInvoicePdfForTeam({ invoice_id: invoice.id, team_id: other.teamId }),
        )
      ).reason,
    ).toBe(Reason.INVOICE_NOT_FOUND);
    const unnamed = await failureOf(h.client.GetInvoicePdfForTeam({ invoice_id: invoice.id }));
    expect(unnamed).toMatchObject({
      reason: Reason.INVALID_PARAMETERS,
      message: 'The team_id field is required.',
    });
  });
});
