// Scheduled work proven with two replicas on one database and broker (docs/invoices.md,
// automatic invoicing and reminders): the service's own process and a second replica run
// their passes every 100 ms, and at most due instants two more pass instances
// (schedule-instances.ts) are run at the same moment, so that contenders race for real
// rather than by timer luck. "Once" is counted where it is exact: the outbox records in MongoDB
// (one per event id) plus the events the pass instances recorded, after every process has
// been stopped, which waits for any pass still in flight.
import { eventually } from '@workmesh/testing';
import { addDays } from '../src/invoice-periods';
import { asOwner, invoicesForFile, type InvoiceTeam } from './invoices-harness';
import { scheduleInstance, type ScheduleInstance } from './schedule-instances';

const h = invoicesForFile({ scheduleIntervalMs: 100, leaseMs: 1000 });

afterEach(() => h.clock.real());

/** Two more contenders, run at the same moment as each other and as the replicas' timers. */
async function racers(): Promise<[ScheduleInstance, ScheduleInstance]> {
  return Promise.all([scheduleInstance(h), scheduleInstance(h)]);
}

/** How many events of a type were recorded for the client, by any process: exact, by id. */
async function recordedOnce(type: string, clientId: number, contenders: ScheduleInstance[]) {
  const relayed = await h.db
    .collection('outbox')
    .countDocuments({ type, 'event.data.client_id': clientId });
  return relayed + contenders.reduce((sum, c) => sum + c.recorded(type, clientId).length, 0);
}

/** The team's runs of automatic invoicing for the period starting on `first`. */
const runsOf = (team: InvoiceTeam, first: string, status?: string) =>
  h.db.collection('auto_invoice_runs').countDocuments({
    team_id: team.teamId,
    period_from: first,
    ...(status ? { status } : {}),
  });

const invoicesOf = (filter: Record<string, unknown>) =>
  h.db.collection('invoices').find(filter).sort({ number: 1 }).toArray();

/** A second client of the team, invoiced weekly as soon as the week ended. */
function secondWeeklyClient(team: InvoiceTeam): number {
  const clientId = 8000 + team.teamId;
  h.clients.setClient(team.teamId, {
    id: clientId,
    name: `Client ${clientId}`,
    email: `billing.${clientId}@example.com`,
    address: { billing_address1: '2 Main Street', city: 'Springfield', zipcode: '12345' },
    invoices: { autoInvoice: 'on', frequency: 'weekly', delay_days: 0 },
  });
  return clientId;
}

function tracked(team: InvoiceTeam, clientId: number, start: string, hours: number) {
  return h.tracking.addEntry({
    team_id: team.teamId,
    user_id: team.member.id,
    client_id: clientId,
    start,
    seconds: hours * 3600,
    bill_rate: 100,
  }).id;
}

describe('automatic invoicing with two replicas', () => {
  it('makes one invoice per client per week over three New York weeks, numbered without gaps', async () => {
    // The clock before any of these weeks ended: the replicas look from the moment the
    // clients are set (at the real time a later week could already be due).
    h.clock.set('2026-10-19T12:00:00Z');
    // A team in New York: the weeks (and their due instants) are local ones.
    const team = h.team({
      timezone: 'America/New_York',
      client: { invoices: { autoInvoice: 'on', frequency: 'weekly', delay_days: 0 } },
    });
    const clientIds = [team.clientId, secondWeeklyClient(team)];
    const weeks = [
      { first: '2026-10-19', last: '2026-10-25', dueAt: '2026-10-26T04:00:00Z' },
      // The week DST ends (11-01): due at midnight EST.
      { first: '2026-10-26', last: '2026-11-01', dueAt: '2026-11-02T05:00:00Z' },
      { first: '2026-11-02', last: '2026-11-08', dueAt: '2026-11-09T05:00:00Z' },
    ];
    // Per client and week: one entry on the Wednesday (1 h for the first client, 2 h for the
    // second), so each invoice's entries and total say which period it billed.
    const entryOf = new Map<string, number>();
    for (const week of weeks)
      clientIds.forEach((clientId, index) => {
        const wednesday = addDays(week.first, 2);
        const id = tracked(team, clientId, `${wednesday}T10:00:00Z`, index + 1);
        entryOf.set(`${clientId}:${week.first}`, id);
      });
    let second = await h.replica();
    const contenders = await racers();
    try {
      for (const [index, week] of weeks.entries()) {
        // Before the last week: one replica restarted, the other replaced by a new one.
        if (index === 2) {
          await h.restart();
          await second.stop();
          second = await h.replica();
        }
        // A millisecond before local midnight every contender still finds the week open.
        h.clock.set(new Date(Date.parse(week.dueAt) - 1));
        await Promise.all(contenders.map((contender) => contender.autoInvoicePass()));
        expect(await runsOf(team, week.first)).toBe(0);
        h.clock.set(week.dueAt);
        // The DST week is left to the two replicas' own timers; the others are raced by the
        // two instances at once as well (they usually win: they look first).
        if (index !== 1)
          await Promise.all(contenders.map((contender) => contender.autoInvoicePass()));
        await eventually(
          async () => (await runsOf(team, week.first, 'invoiced')) === clientIds.length,
          20_000,
          `both clients' invoices of the week of ${week.first}`,
        );
      }
    } finally {
      // Stopping waits for any pass still running: nothing is counted before it is done.
      await second.stop();
      await h.restart();
      await Promise.all(contenders.map((contender) => contender.close()));
    }

    const invoices = await invoicesOf({ team_id: team.teamId });
    expect(invoices.map((invoice) => invoice.number)).toEqual(
      [1, 2, 3, 4, 5, 6].map((seq) => `INV-2026-000${seq}`),
    );
    for (const [index, clientId] of clientIds.entries()) {
      const ofClient = invoices.filter((invoice) => invoice.client_id === clientId);
      expect(ofClient.map((invoice) => [invoice.period_from, invoice.period_to])).toEqual(
        weeks.map((week) => [week.first, week.last]),
      );
      for (const invoice of ofClient) {
        expect(invoice).toMatchObject({ status: 'sent', automatic: true });
        expect(invoice.time_entry_ids).toEqual([entryOf.get(`${clientId}:${invoice.period_from}`)]);
        expect(invoice.total_cents).toBe((index + 1) * 100_00);
      }
      expect(await recordedOnce('invoice.created', clientId, contenders)).toBe(3);
      expect(await recordedOnce('invoice.sent', clientId, contenders)).toBe(3);
    }
    // Every entry billed once, by one invoice.
    const claimed = h.tracking.claims.flatMap((claim) => claim.entryIds);
    expect(new Set(claimed).size).toBe(entryOf.size);
    expect([...entryOf.values()].every((id) => claimed.includes(id))).toBe(true);
  });
});

describe('payment reminders with two replicas', () => {
  it('mails each unpaid invoice once, racing at the due instant and after a restart', async () => {
    const team = h.team({ client: { invoices: { net_term: 0, reminder_days: '2' } } });
    const days = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'];
    for (const day of days) tracked(team, team.clientId, `${day}T09:00:00Z`, 1);
    h.clock.set('2026-11-10T08:00:00Z');
    const made: number[] = [];
    for (const day of days) {
      const invoice = await h.client.CreateInvoice(
        { client_id: team.clientId, from: day, to: day, issue_date: '2026-11-10' },
        asOwner(team),
      );
      await h.client.SendInvoice({ invoice_id: invoice.id }, asOwner(team));
      made.push(invoice.id);
    }
    const [paid, ...unpaid] = made;
    await h.client.MarkInvoicePaid({ invoice_id: paid }, asOwner(team));
    const remindedAt = async () =>
      (await invoicesOf({ _id: { $in: made } })).map((invoice) => invoice.reminder_sent_at);

    let sentinelId = 0;
    let second = await h.replica();
    const contenders = await racers();
    try {
      // Due 11-10, + 2 days: reminded from 11-12 00:00 (UTC team), by whoever is first.
      h.clock.set('2026-11-12T00:00:00Z');
      await Promise.all(contenders.map((contender) => contender.reminderPass()));
      await eventually(
        async () => (await remindedAt()).filter((at) => at !== null).length === unpaid.length,
        20_000,
        'the three unpaid invoices reminded',
      );
      // A day later, after a restart and with the other replica replaced: nothing again.
      await h.restart(async () => h.clock.set('2026-11-13T00:00:00Z'));
      await second.stop();
      second = await h.replica();
      await Promise.all(contenders.map((contender) => contender.reminderPass()));
      // A pass of the restarted processes has looked when a sentinel due now is reminded:
      // the same query would have found the others had they been due again.
      tracked(team, team.clientId, '2026-11-06T09:00:00Z', 1);
      const sentinel = await h.client.CreateInvoice(
        {
          client_id: team.clientId,
          from: '2026-11-06',
          to: '2026-11-06',
          issue_date: '2026-11-06',
        },
        asOwner(team),
      );
      sentinelId = sentinel.id;
      await h.client.SendInvoice({ invoice_id: sentinelId }, asOwner(team));
      await eventually(
        async () => (await invoicesOf({ _id: sentinelId }))[0].reminder_sent_at !== null,
        20_000,
        'the sentinel reminded by a restarted replica',
      );
    } finally {
      await second.stop();
      await h.restart();
      await Promise.all(contenders.map((contender) => contender.close()));
    }

    expect(await remindedAt()).toEqual([
      null,
      ...unpaid.map(() => new Date('2026-11-12T00:00:00Z')),
    ]);
    // One invoice.reminder_due per unpaid invoice (plus the sentinel's), none for the paid one.
    const reminders = await h.db
      .collection('outbox')
      .find({ type: 'invoice.reminder_due', 'event.data.client_id': team.clientId })
      .toArray();
    const remindedIds = [
      ...reminders.map((record) => record.event.data.invoice_id as number),
      ...contenders.flatMap((contender) =>
        contender.recorded('invoice.reminder_due', team.clientId).map((e) => e.data.invoice_id),
      ),
    ];
    expect(remindedIds.sort((a, b) => a - b)).toEqual([...unpaid, sentinelId]);
  });
});
