// Automatic invoicing and reminders (issue 20): after each period (weekly, bi-weekly,
// monthly in the team's zone) plus delay_days, the period's invoice is made and sent
// without anyone asking, exactly once, with two replicas running and across restarts;
// reminder_days after its due date an unpaid invoice is mailed again, once. The passes
// run every 100 ms here; the test's clock decides what is due.
import type { InvoiceEventData } from '@workmesh/platform';
import {
  changesRecordedFor,
  eventually,
  metricValue,
  scrapeMetrics,
  sleep,
} from '@workmesh/testing';
import { asOwner, invoicesForFile, type InvoiceTeam } from './invoices-harness';

const h = invoicesForFile({ scheduleIntervalMs: 100, leaseMs: 1000 });

afterEach(() => h.clock.real());

function tracked(team: InvoiceTeam, start: string, hours: number) {
  return h.tracking.addEntry({
    team_id: team.teamId,
    user_id: team.member.id,
    client_id: team.clientId,
    project_name: 'Support',
    start,
    seconds: hours * 3600,
    bill_rate: 90,
  });
}

/**
 * The client's events of a type, one per event id: the outbox delivers at least once (two
 * replicas' relays may both publish a record; consumers dedupe on the id), so "once"
 * means one event id, never two events for one change.
 */
const ofClient = (type: string, team: InvoiceTeam) => {
  const events = h.events.all<InvoiceEventData>(type, (data) => data.client_id === team.clientId);
  return events.filter((event, index) => events.findIndex((e) => e.id === event.id) === index);
};

const runsOf = (team: InvoiceTeam) =>
  h.db
    .collection('auto_invoice_runs')
    .find({ client_id: team.clientId })
    .sort({ period_from: 1 })
    .toArray();

/** Enough passes for anything due to have happened (and to have happened twice, were it to). */
const severalPasses = () => sleep(800);

const weekly = (delayDays = 1) =>
  h.team({
    client: { invoices: { autoInvoice: 'on', frequency: 'weekly', delay_days: delayDays } },
  });

describe('automatic invoicing', () => {
  it('invoices the period once it ended plus delay_days, once, across a restart', async () => {
    const team = weekly(1);
    tracked(team, '2026-11-17T09:00:00Z', 2);
    tracked(team, '2026-11-20T09:00:00Z', 1);
    tracked(team, '2026-11-24T09:00:00Z', 4); // the next week: not this invoice's
    // Monday: last week (11-16…11-22) is due on Tuesday 00:00; the week before has no time.
    h.clock.set('2026-11-23T12:00:00Z');
    await eventually(
      async () => (await runsOf(team)).some((run) => run.status === 'empty'),
      10_000,
      'the week before last found empty',
    );
    expect(ofClient('invoice.created', team)).toHaveLength(0);

    await h.restart(async () => h.clock.set('2026-11-24T00:00:01Z'));
    const sent = await h.events.waitFor<InvoiceEventData>(
      'invoice.sent',
      (data) => data.client_id === team.clientId,
      10_000,
    );
    expect(sent.data).toMatchObject({
      period_from: '2026-11-16',
      period_to: '2026-11-22',
      issue_date: '2026-11-24',
      automatic: true,
      total: 270,
      status: 'sent',
    });

    await severalPasses();
    await h.restart();
    await severalPasses();
    expect(ofClient('invoice.created', team)).toHaveLength(1);
    expect(ofClient('invoice.sent', team)).toHaveLength(1);
    expect((await runsOf(team)).map((run) => [run.period_from, run.status])).toEqual([
      ['2026-11-09', 'empty'],
      ['2026-11-16', 'invoiced'],
    ]);
    const invoice = await h.client.GetInvoice({ invoice_id: sent.data.invoice_id }, asOwner(team));
    expect(invoice).toMatchObject({ status: 'sent', automatic: true, created_by: 0 });
    // This process (started after the send) made nothing more; the runs it saw were done.
    const metrics = await scrapeMetrics(h.metricsPort);
    expect(metricValue(metrics, 'invoices_changes_total', { change: 'created' })).toBeNull();
    expect(invoice.time_entry_ids).toHaveLength(2);
    // The audit (docs/audit.md): one change each for the creation and the send, with no
    // actor (no caller).
    const changes = await changesRecordedFor(h.db, team.teamId);
    expect(changes.map((change) => change.data.action)).toEqual([
      'invoice.auto_created',
      'invoice.auto_sent',
    ]);
    for (const change of changes) {
      expect(change.actor).toBeUndefined();
      expect(change.data.object_id).toBe(String(invoice.id));
    }
  });

  it('makes one invoice with two replicas looking at once', async () => {
    const team = weekly(0);
    for (let day = 16; day <= 22; day += 1) tracked(team, `2026-11-${day}T10:00:00Z`, 1);
    const second = await h.replica();
    try {
      h.clock.set('2026-11-23T00:00:00Z');
      await h.events.waitFor(
        'invoice.sent',
        (data: InvoiceEventData) => data.client_id === team.clientId,
        10_000,
      );
      await severalPasses();
    } finally {
      await second.stop();
    }
    expect(ofClient('invoice.created', team)).toHaveLength(1);
    expect(ofClient('invoice.sent', team)).toHaveLength(1);
    const billed = h.tracking.claims
      .filter((claim) => claim.entryIds.length > 0)
      .flatMap((claim) => claim.entryIds)
      .filter((id) => h.tracking.entry(id)?.client_id === team.clientId);
    expect(billed).toHaveLength(7);
  });

  it("never bills the team's own internal client", async () => {
    const team = h.team({
      client: {
        isInternalClient: true,
        invoices: { autoInvoice: 'on', frequency: 'weekly', delay_days: 0 },
      },
    });
    tracked(team, '2026-11-17T09:00:00Z', 2);
    h.clock.set('2026-11-23T00:00:00Z');
    await severalPasses();
    expect(ofClient('invoice.created', team)).toHaveLength(0);
    expect(await runsOf(team)).toEqual([]);
  });

  it('monthly: the calendar month in the team zone', async () => {
    const team = h.team({
      timezone: 'America/New_York',
      client: { invoices: { autoInvoice: 'on', frequency: 'monthly', delay_days: 0 } },
    });
    tracked(team, '2026-11-01T03:00:00Z', 1); // October 31 in New York
    tracked(team, '2026-11-15T15:00:00Z', 1);
    tracked(team, '2026-12-01T03:00:00Z', 1); // still November 30 in New York
    h.clock.set('2026-12-01T04:59:00Z'); // 23:59 on November 30 in New York
    const october = await h.events.waitFor<InvoiceEventData>(
      'invoice.created',
      (data) => data.client_id === team.clientId,
      10_000,
    );
    expect(october.data).toMatchObject({ period_from: '2026-10-01', period_to: '2026-10-31' });
    expect(october.data.total).toBe(90);
    await severalPasses();
    expect(ofClient('invoice.created', team)).toHaveLength(1);

    h.clock.set('2026-12-01T05:00:00Z');
    const created = await h.events.waitFor<InvoiceEventData>(
      'invoice.created',
      (data) => data.client_id === team.clientId && data.period_from === '2026-11-01',
      10_000,
    );
    expect(created.data).toMatchObject({ period_from: '2026-11-01', period_to: '2026-11-30' });
    expect(created.data.total).toBe(180);
  });

  it("finishes a run whose replica died once the run's lease has passed", async () => {
    const team = weekly(0);
    tracked(team, '2026-11-18T10:00:00Z', 1);
    h.clock.set('2026-11-23T00:00:00Z');
    const invoiceId = 900_000 + team.teamId;
    // What a replica that died right after taking the run leaves behind.
    await h.db.collection('auto_invoice_runs').insertOne({
      _id: `${team.teamId}:${team.clientId}:2026-11-16` as never,
      team_id: team.teamId,
      client_id: team.clientId,
      period_from: '2026-11-16',
      period_to: '2026-11-22',
      invoice_id: invoiceId,
      status: 'running',
      lease_until: new Date('2026-11-23T00:00:01Z'),
    });
    await severalPasses();
    expect(ofClient('invoice.created', team)).toHaveLength(0);

    h.clock.set('2026-11-23T00:00:02Z');
    const sent = await h.events.waitFor<InvoiceEventData>(
      'invoice.sent',
      (data) => data.client_id === team.clientId,
      10_000,
    );
    expect(sent.data.invoice_id).toBe(invoiceId);
    await severalPasses();
    expect(ofClient('invoice.sent', team)).toHaveLength(1);
  });
});

describe('payment reminders', () => {
  it('mail an unpaid invoice again reminder_days after its due date, once; a paid one never', async () => {
    const team = h.team({ client: { invoices: { net_term: 0, reminder_days: '2' } } });
    tracked(team, '2026-11-02T09:00:00Z', 1);
    tracked(team, '2026-11-03T09:00:00Z', 1);
    h.clock.set('2026-11-10T08:00:00Z');
    const unpaid = await h.client.CreateInvoice(
      { client_id: team.clientId, from: '2026-11-02', to: '2026-11-02', issue_date: '2026-11-10' },
      asOwner(team),
    );
    const paid = await h.client.CreateInvoice(
      { client_id: team.clientId, from: '2026-11-03', to: '2026-11-03', issue_date: '2026-11-10' },
      asOwner(team),
    );
    for (const invoice of [unpaid, paid])
      await h.client.SendInvoice({ invoice_id: invoice.id }, asOwner(team));
    await h.client.MarkInvoicePaid({ invoice_id: paid.id }, asOwner(team));
    const second = await h.replica();
    try {
      h.clock.set('2026-11-11T23:59:59Z'); // due 11-10 + 2 days = 11-12 00:00
      await severalPasses();
      expect(ofClient('invoice.reminder_due', team)).toHaveLength(0);

      h.clock.set('2026-11-12T00:00:00Z');
      const reminder = await h.events.waitFor<InvoiceEventData>(
        'invoice.reminder_due',
        (data) => data.client_id === team.clientId,
        10_000,
      );
      expect(reminder.data).toMatchObject({ invoice_id: unpaid.id, status: 'sent' });
      await severalPasses();
    } finally {
      await second.stop();
    }
    expect(ofClient('invoice.reminder_due', team)).toHaveLength(1);
    const shown = await h.client.GetInvoice({ invoice_id: unpaid.id }, asOwner(team));
    expect(shown.reminder_sent_at).toBe('2026-11-12T00:00:00.000Z');
    expect(shown.status).toBe('overdue');
    const reminders = (await changesRecordedFor(h.db, team.teamId)).filter(
      (change) => change.data.action === 'invoice.reminder_sent',
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      data: {
        object_id: String(unpaid.id),
        changes: { reminder_sent_at: { before: null, after: '2026-11-12T00:00:00.000Z' } },
      },
    });
    expect(reminders[0].actor).toBeUndefined();
  });
});

describe('the sweep', () => {
  it('gives up a creation that died after claiming its entries: released and removed', async () => {
    const team = h.team();
    const entry = tracked(team, '2026-11-02T09:00:00Z', 1);
    const invoiceId = 950_000 + team.teamId;
    // Claimed for an invoice whose creation never finished.
    h.tracking.claimFor(team.teamId, invoiceId, [entry.id]);
    await h.db.collection('invoices').insertOne({
      _id: invoiceId as never,
      team_id: team.teamId,
      client_id: team.clientId,
      status: 'pending',
      pending_until: new Date(Date.now() - 1000),
    });
    await eventually(
      async () =>
        (await h.db.collection('invoices').countDocuments({ _id: invoiceId as never })) === 0,
      10_000,
      'the pending invoice removed',
    );
    expect(h.tracking.entry(entry.id)).toMatchObject({ invoice_id: null, locked: false });
  });
});
