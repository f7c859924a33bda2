// Late fees (issue 35): a sent invoice of a client with late_fee = yes, unpaid at the
// start of the local day due_date + late_fee_after_days + 1 (the team's zone), gets a
// late-fee line (percent of its total then, half up to the minor unit, or the team's fixed
// amount), once per step (monthly up to late_fee_max_times), with two replicas running and
// across a restart; invoice.late_fee_added in the same transaction. The passes run every
// 100 ms here; the test's clock decides what is due. Every instant below is worked out by
// hand (New York: EDT UTC-4 until 2026-11-01 02:00, EST UTC-5 until 2027-03-14 02:00).
import { mongoose, type DomainEvent, type InvoiceEventData } from '@workmesh/platform';
import { changesRecordedFor, eventually, readPdf, sleep } from '@workmesh/testing';
import { clientsDirectory } from '../src/clients-directory';
import type { InvoicesDependencies } from '../src/dependencies';
import { lateFeeCharging } from '../src/late-fees';
import { invoicesRepository } from '../src/models';
import { teamsDirectory } from '../src/teams-directory';
import { asOwner, invoicesForFile, logger, type InvoiceTeam } from './invoices-harness';

const h = invoicesForFile({ scheduleIntervalMs: 100, leaseMs: 1000 });

afterEach(() => h.clock.real());

/** Enough passes for anything due to have happened (and to have happened twice, were it to). */
const severalPasses = () => sleep(800);

interface LateFeeOptions {
  timezone?: string;
  settings?: Record<string, unknown>;
  invoices?: Record<string, unknown>;
  currency?: string;
}

/** A team charging late fees (10 % once unless given) and its client with late_fee = yes. */
function lateFeeTeam({ timezone = 'UTC', settings, invoices, currency }: LateFeeOptions = {}) {
  const team = h.team({
    timezone,
    client: {
      ...(currency ? { currency } : {}),
      invoices: { net_term: 0, late_fee: 'yes', ...invoices },
    },
  });
  h.teams.changeSettings(team.teamId, {
    late_fee_type: 'percent',
    late_fee_value: 10,
    late_fee_after_days: 0,
    late_fee_repeat: 'once',
    late_fee_max_times: 1,
    ...settings,
  });
  return team;
}

/** The client's invoice settings changed in clients (its other fields as the harness set them). */
function setClientInvoices(team: InvoiceTeam, invoices: Record<string, unknown>) {
  h.clients.setClient(team.teamId, {
    id: team.clientId,
    name: `Client ${team.clientId}`,
    email: `billing.${team.clientId}@example.com`,
    company: `Client ${team.clientId} Ltd`,
    address: { billing_address1: '1 Main Street', city: 'Springfield', zipcode: '12345' },
    invoices: { net_term: 0, ...invoices },
  });
}

/** An invoice of one hour at `rate`, issued (and due: net 0) on `dueDate`, sent at `sentAt`. */
async function sentInvoice(
  team: InvoiceTeam,
  dueDate: string,
  sentAt: string,
  { rate = 100, currency }: { rate?: number; currency?: string } = {},
) {
  const day = '2026-10-05';
  h.tracking.addEntry({
    team_id: team.teamId,
    user_id: team.member.id,
    client_id: team.clientId,
    project_name: 'Support',
    start: `${day}T15:00:00Z`,
    seconds: 3600,
    bill_rate: rate,
    ...(currency ? { currency } : {}),
  });
  h.clock.set(sentAt);
  const made = await h.client.CreateInvoice(
    { client_id: team.clientId, from: day, to: day, issue_date: dueDate },
    asOwner(team),
  );
  return h.client.SendInvoice({ invoice_id: made.id }, asOwner(team));
}

/** The invoice's invoice.late_fee_added events, one per event id (the outbox is at least once). */
function feeEventsOf(invoiceId: number) {
  const events = h.events.all<InvoiceEventData>(
    'invoice.late_fee_added',
    (data) => data.invoice_id === invoiceId,
  );
  return events.filter((event, index) => events.findIndex((e) => e.id === event.id) === index);
}

/** Waits for the invoice's `count`th fee event, and answers it. */
async function waitForFee(invoiceId: number, count: number) {
  await eventually(
    async () => feeEventsOf(invoiceId).length >= count,
    10_000,
    `late fee ${count} of invoice ${invoiceId}`,
  );
  return feeEventsOf(invoiceId)[count - 1];
}

const show = (team: InvoiceTeam, invoiceId: number) =>
  h.client.GetInvoice({ invoice_id: invoiceId }, asOwner(team));

const feeLinesOf = (invoice: { lines: Array<{ kind: string }> }) =>
  invoice.lines.filter((line) => line.kind === 'late_fee');

/**
 * Another instance of the late-fee pass on the same database, with its own connection, the
 * real teams and clients directories (to the stubs) and an outbox that keeps what it records.
 */
async function passInstance() {
  const connection = await mongoose.createConnection(h.config.MONGO_URL).asPromise();
  const recorded: DomainEvent[] = [];
  const teams = teamsDirectory(h.teams.address, { deadlineMs: 5000 });
  const clients = clientsDirectory(h.clients.address, { deadlineMs: 5000 });
  const deps: InvoicesDependencies = {
    repository: invoicesRepository(connection),
    outbox: {
      record: async (...events: DomainEvent[]) => {
        recorded.push(...events);
      },
      kick: () => undefined,
    },
    logger,
    teams,
    clients,
    tracking: {} as InvoicesDependencies['tracking'],
    identity: {} as InvoicesDependencies['identity'],
    metrics: { invoice: () => undefined, autoRun: () => undefined },
    leaseMs: 1000,
    now: h.clock.now,
  };
  const { lateFeePass } = lateFeeCharging(deps);
  return {
    pass: () => lateFeePass(100),
    fees: () => recorded.filter((event) => event.type === 'invoice.late_fee_added'),
    async close() {
      teams.close();
      clients.close();
      await connection.close();
    },
  };
}

describe('a late fee', () => {
  it('is added once when two pass instances on one database run at the same moment', async () => {
    const team = lateFeeTeam();
    const sent = await sentInvoice(team, '2026-11-10', '2026-11-10T08:00:00Z');
    const [first, second] = await Promise.all([passInstance(), passInstance()]);
    try {
      h.clock.set('2026-11-11T00:00:00Z');
      await Promise.all([first.pass(), second.pass(), first.pass(), second.pass()]);
      await severalPasses(); // the service's own pass, a third contender
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
    const shown = await show(team, sent.id);
    expect(feeLinesOf(shown)).toHaveLength(1);
    expect(shown).toMatchObject({ total: 110, late_fees_applied: 1 });
    const charged = [...first.fees(), ...second.fees()].filter(
      (event) => (event.data as InvoiceEventData).invoice_id === sent.id,
    );
    expect(charged.length + feeEventsOf(sent.id).length).toBe(1);
  });

  it('is added once at the start of the day after the due date, with two replicas and across a restart', async () => {
    const team = lateFeeTeam();
    const sent = await sentInvoice(team, '2026-11-10', '2026-11-10T08:00:00Z');
    expect(sent).toMatchObject({
      late_fees_applied: 0,
      late_fee_next_at: '2026-11-11T00:00:00.000Z',
    });
    expect(sent.lines).toEqual([expect.objectContaining({ kind: 'time', taxed: true })]);

    const second = await h.replica();
    try {
      h.clock.set('2026-11-10T23:59:59.999Z');
      await severalPasses();
      expect(feeEventsOf(sent.id)).toHaveLength(0);

      h.clock.set('2026-11-11T00:00:00.000Z');
      const event = await waitForFee(sent.id, 1);
      expect(event.data).toMatchObject({ invoice_id: sent.id, status: 'sent', total: 110 });
      await severalPasses();
    } finally {
      await second.stop();
    }
    await h.restart();
    await severalPasses();

    expect(feeEventsOf(sent.id)).toHaveLength(1);
    const shown = await show(team, sent.id);
    expect(shown).toMatchObject({ subtotal: 100, tax_amount: 0, total: 110, late_fees_applied: 1 });
    expect(shown.late_fee_next_at).toBeUndefined();
    expect(shown.lines).toHaveLength(2);
    expect(shown.lines[1]).toMatchObject({
      id: 2,
      kind: 'late_fee',
      taxed: false,
      description: 'Late fee (10%), 2026-11-11',
      quantity: 1,
      unit_price: 10,
      amount: 10,
      time_entry_count: 0,
    });
    const audited = (await changesRecordedFor(h.db, team.teamId)).filter(
      (change) => change.data.action === 'invoice.late_fee_added',
    );
    expect(audited).toHaveLength(1);
    expect(audited[0].actor).toBeUndefined();

    // The PDF lists the fee and the new total.
    const pdf = await h.client.GetInvoicePdf({ invoice_id: sent.id }, asOwner(team));
    const { text } = await readPdf(pdf.content);
    for (const expected of ['Late fee (10%), 2026-11-11', 'Late fees', '$10.00', '$110.00'])
      expect(text).toContain(expected);
  });

  it.each([
    // Due Sat 2026-10-31: the fee day is Sun 11-01, whose midnight is still EDT (the clocks
    // go back at 02:00); a month later 12-01 00:00 EST.
    ['November', '2026-10-31', '2026-11-01T04:00:00.000Z', '2026-12-01T05:00:00.000Z'],
    // Due Sun 2027-03-14 (the clocks go forward at 02:00): the fee day Mon 03-15 00:00 EDT,
    // not 24 hours after the due date's midnight EST (03-15 05:00Z); then 04-15 00:00 EDT.
    ['March', '2027-03-14', '2027-03-15T04:00:00.000Z', '2027-04-15T04:00:00.000Z'],
  ])(
    'falls due at midnight of the local day in New York across the %s DST change, monthly up to max_times',
    async (_change, dueDate, firstAt, secondAt) => {
      const team = lateFeeTeam({
        timezone: 'America/New_York',
        settings: { late_fee_repeat: 'monthly', late_fee_max_times: 2 },
      });
      const sent = await sentInvoice(team, dueDate, `${dueDate}T16:00:00Z`);
      expect(sent.late_fee_next_at).toBe(firstAt);

      h.clock.set(new Date(new Date(firstAt).getTime() - 1)); // 23:59:59.999 local
      await severalPasses();
      expect(feeEventsOf(sent.id)).toHaveLength(0);

      h.clock.set(firstAt);
      await waitForFee(sent.id, 1);
      expect(await show(team, sent.id)).toMatchObject({
        total: 110,
        late_fees_applied: 1,
        late_fee_next_at: secondAt,
      });

      h.clock.set(new Date(new Date(secondAt).getTime() - 1));
      await severalPasses();
      expect(feeEventsOf(sent.id)).toHaveLength(1);

      h.clock.set(secondAt);
      await waitForFee(sent.id, 2);
      h.clock.set(new Date(new Date(secondAt).getTime() + 40 * 86_400_000));
      await severalPasses();

      expect(feeEventsOf(sent.id)).toHaveLength(2);
      const shown = await show(team, sent.id);
      // 100 + 10 = 110; 10 % of 110 = 11: 121. max_times 2: no third.
      expect(shown).toMatchObject({ total: 121, late_fees_applied: 2 });
      expect(shown.late_fee_next_at).toBeUndefined();
      expect(feeLinesOf(shown).map((line) => line)).toEqual([
        expect.objectContaining({ amount: 10 }),
        expect.objectContaining({ amount: 11 }),
      ]);
    },
  );

  it('is a percent of the total with tax and earlier fees, half up to the cent; marked paid, the total paid includes the fees', async () => {
    const team = lateFeeTeam({
      settings: { late_fee_value: 5, late_fee_repeat: 'monthly', late_fee_max_times: 2 },
      invoices: { tax_rate: 1 },
    });
    // 1 h × 10.00 = 10.00; 1 % tax = 0.10; total 10.10.
    const sent = await sentInvoice(team, '2026-11-10', '2026-11-10T08:00:00Z', { rate: 10 });
    expect(sent.total).toBe(10.1);

    h.clock.set('2026-11-11T00:00:00Z');
    await waitForFee(sent.id, 1);
    h.clock.set('2026-12-11T00:00:00Z');
    await waitForFee(sent.id, 2);
    h.clock.set('2027-01-11T00:00:00Z');
    await severalPasses();

    const shown = await show(team, sent.id);
    // 5 % of 10.10 = 0.505 → 0.51 (half up); 5 % of 10.61 = 0.5305 → 0.53; 10.61 + 0.53.
    expect(feeLinesOf(shown)).toEqual([
      expect.objectContaining({ amount: 0.51, description: 'Late fee (5%), 2026-11-11' }),
      expect.objectContaining({ amount: 0.53, description: 'Late fee (5%), 2026-12-11' }),
    ]);
    expect(shown).toMatchObject({ subtotal: 10, tax_amount: 0.1, total: 11.14 });
    expect(feeEventsOf(sent.id)).toHaveLength(2);

    const paid = await h.client.MarkInvoicePaid({ invoice_id: sent.id }, asOwner(team));
    expect(paid).toMatchObject({ status: 'paid', total: 11.14 });
    const paidEvent = await h.events.waitFor<InvoiceEventData>(
      'invoice.paid',
      (data) => data.invoice_id === sent.id,
      10_000,
    );
    expect(paidEvent.data.total).toBe(11.14);
  });

  it("is the team's fixed amount in its currency; none on an invoice in another currency", async () => {
    const team = lateFeeTeam({
      settings: { late_fee_type: 'fixed', late_fee_value: 25, currency: 'USD' },
    });
    const sent = await sentInvoice(team, '2026-11-10', '2026-11-10T08:00:00Z');
    const euros = lateFeeTeam({
      settings: { late_fee_type: 'fixed', late_fee_value: 25, currency: 'USD' },
      currency: 'EUR',
    });
    const inEuros = await sentInvoice(euros, '2026-11-10', '2026-11-10T08:00:00Z', {
      currency: 'EUR',
    });
    expect(inEuros).toMatchObject({
      currency: 'EUR',
      late_fee_next_at: '2026-11-11T00:00:00.000Z',
    });

    h.clock.set('2026-11-11T00:00:00Z');
    await waitForFee(sent.id, 1);
    await severalPasses();

    expect(await show(team, sent.id)).toMatchObject({ total: 125, late_fees_applied: 1 });
    expect(feeLinesOf(await show(team, sent.id))).toEqual([
      expect.objectContaining({ amount: 25, description: 'Late fee, 2026-11-11' }),
    ]);
    const euroShown = await show(euros, inEuros.id);
    expect(feeEventsOf(inEuros.id)).toHaveLength(0);
    expect(euroShown).toMatchObject({ total: 100, late_fees_applied: 0 });
    expect(euroShown.late_fee_next_at).toBeUndefined();
  });
});

describe('no late fee', () => {
  it('on an invoice paid or voided before the moment', async () => {
    const team = lateFeeTeam();
    const paid = await sentInvoice(team, '2026-11-10', '2026-11-10T08:00:00Z');
    const voided = await sentInvoice(team, '2026-11-10', '2026-11-10T08:00:00Z');
    const settled = await h.client.MarkInvoicePaid({ invoice_id: paid.id }, asOwner(team));
    const gone = await h.client.VoidInvoice({ invoice_id: voided.id }, asOwner(team));
    expect(settled.late_fee_next_at).toBeUndefined();
    expect(gone.late_fee_next_at).toBeUndefined();

    h.clock.set('2026-11-20T00:00:00Z');
    await severalPasses();

    for (const invoice of [paid, voided]) {
      expect(feeEventsOf(invoice.id)).toHaveLength(0);
      const shown = await show(team, invoice.id);
      expect(shown).toMatchObject({ total: 100, late_fees_applied: 0 });
      expect(feeLinesOf(shown)).toEqual([]);
    }
  });

  it('for a client with late_fee = no, nor for one changed to no before the moment (read then)', async () => {
    const never = lateFeeTeam({ invoices: { late_fee: 'no' } });
    const notCharged = await sentInvoice(never, '2026-11-10', '2026-11-10T08:00:00Z');
    expect(notCharged.late_fee_next_at).toBeUndefined();
    const changed = lateFeeTeam();
    const scheduled = await sentInvoice(changed, '2026-11-10', '2026-11-10T08:00:00Z');
    expect(scheduled.late_fee_next_at).toBe('2026-11-11T00:00:00.000Z');
    setClientInvoices(changed, { late_fee: 'no' });

    h.clock.set('2026-11-11T00:00:00Z');
    await severalPasses();

    expect(feeEventsOf(notCharged.id)).toHaveLength(0);
    expect(feeEventsOf(scheduled.id)).toHaveLength(0);
    const shown = await show(changed, scheduled.id);
    expect(shown).toMatchObject({ total: 100, late_fees_applied: 0 });
    expect(shown.late_fee_next_at).toBeUndefined();
  });

  it('before the moment the changed settings give: rescheduled, then charged then', async () => {
    const team = lateFeeTeam();
    const sent = await sentInvoice(team, '2026-11-10', '2026-11-10T08:00:00Z');
    expect(sent.late_fee_next_at).toBe('2026-11-11T00:00:00.000Z');
    h.teams.changeSettings(team.teamId, { late_fee_after_days: 3 });

    h.clock.set('2026-11-11T00:00:00Z');
    await severalPasses();
    expect(feeEventsOf(sent.id)).toHaveLength(0);
    expect((await show(team, sent.id)).late_fee_next_at).toBe('2026-11-14T00:00:00.000Z');

    h.clock.set('2026-11-14T00:00:00Z');
    await waitForFee(sent.id, 1);
    expect(await show(team, sent.id)).toMatchObject({ total: 110, late_fees_applied: 1 });
  });
});
