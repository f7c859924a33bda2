// Automatic invoicing and reminders for teams outside UTC (docs/invoices.md): a period is
// the calendar week or month of the team's zone, from local midnight to local midnight,
// and a reminder falls due at local midnight of due date + reminder_days, across DST
// changes (New York: EDT UTC-4 until 2026-11-01 02:00, EST UTC-5 from then until
// 2027-03-14; EST until 2026-03-08 02:00) and in Kolkata (+05:30, no DST). The service's
// own passes never run here (a 1 h interval): the test runs a pass instance itself at the
// exact instant and at the millisecond before it, so "not yet" is proven without waiting.
// Every instant below is worked out by hand.
import { asOwner, invoicesForFile, type InvoiceTeam } from './invoices-harness';
import { scheduleInstance, type ScheduleInstance } from './schedule-instances';

const h = invoicesForFile({ scheduleIntervalMs: 3_600_000 });

let passes: ScheduleInstance;
beforeAll(async () => {
  passes = await scheduleInstance(h);
});
afterAll(() => passes.close());
afterEach(() => h.clock.real());

/** A team in the zone whose client is invoiced automatically as soon as a period ended. */
function autoTeam(timezone: string, frequency: 'weekly' | 'monthly', invoices = {}) {
  return h.team({
    timezone,
    client: { invoices: { autoInvoice: 'on', frequency, delay_days: 0, net_term: 0, ...invoices } },
  });
}

/** The client no longer invoiced automatically: later tests' clocks leave it alone. */
function autoOff(team: InvoiceTeam) {
  h.clients.setClient(team.teamId, {
    id: team.clientId,
    email: `billing.${team.clientId}@example.com`,
    invoices: { autoInvoice: 'off' },
  });
}

/** One hour of the team's member for its client from `start` (100 an hour). */
const tracked = (team: InvoiceTeam, start: string) =>
  h.tracking.addEntry({
    team_id: team.teamId,
    user_id: team.member.id,
    client_id: team.clientId,
    start,
    seconds: 3600,
    bill_rate: 100,
  }).id;

/** The stored invoice, as far as these tests read it. */
type StoredInvoice = { _id: number } & Record<string, unknown>;

const invoicesOf = (team: InvoiceTeam) =>
  h.db
    .collection<StoredInvoice>('invoices')
    .find({ client_id: team.clientId })
    .sort({ _id: 1 })
    .toArray();

/** The automatic pass at an instant; answers the client's invoices (period, entries) then. */
async function autoPassAt(team: InvoiceTeam, instant: string) {
  h.clock.set(instant);
  await passes.autoInvoicePass();
  return (await invoicesOf(team)).map((invoice) => ({
    period: `${invoice.period_from}…${invoice.period_to}`,
    entries: invoice.time_entry_ids as number[],
  }));
}

/** The reminder pass at an instant; answers the ids of the client's invoices reminded. */
async function remindedAt(team: InvoiceTeam, instant: string) {
  h.clock.set(instant);
  await passes.reminderPass();
  return passes
    .recorded('invoice.reminder_due', team.clientId)
    .map((event) => event.data.invoice_id);
}

describe('automatic invoicing in the team zone', () => {
  it('New York, the week DST ends: local midnight to local midnight, due at 05:00Z', async () => {
    h.clock.set('2026-10-20T12:00:00Z'); // before the weeks below ended
    const team = autoTeam('America/New_York', 'weekly');
    // The week Monday 10-26 … Sunday 11-01 is [10-26T04:00Z (EDT), 11-02T05:00Z (EST)).
    const sundayBefore = tracked(team, '2026-10-26T03:30:00Z'); // 10-25 23:30 EDT: out
    const mondayStart = tracked(team, '2026-10-26T04:15:00Z'); // 10-26 00:15 EDT: in
    const repeatedHour = tracked(team, '2026-11-01T06:30:00Z'); // 11-01 01:30 EST (twice): in
    const sundayLate = tracked(team, '2026-11-02T04:30:00Z'); // 11-01 23:30 EST (UTC Monday): in
    const nextMonday = tracked(team, '2026-11-02T05:15:00Z'); // 11-02 00:15 EST: out

    // At 11-02T04:59:59.999Z it is still Sunday in New York: only the week before is due.
    expect(await autoPassAt(team, '2026-11-02T04:59:59.999Z')).toEqual([
      { period: '2026-10-19…2026-10-25', entries: [sundayBefore] },
    ]);
    expect(await autoPassAt(team, '2026-11-02T05:00:00Z')).toEqual([
      { period: '2026-10-19…2026-10-25', entries: [sundayBefore] },
      { period: '2026-10-26…2026-11-01', entries: [mondayStart, repeatedHour, sundayLate] },
    ]);
    // The next week (EST throughout) starts with the 00:15 entry and is due 11-09T05:00Z.
    expect(await autoPassAt(team, '2026-11-09T04:59:59.999Z')).toHaveLength(2);
    expect((await autoPassAt(team, '2026-11-09T05:00:00Z'))[2]).toEqual({
      period: '2026-11-02…2026-11-08',
      entries: [nextMonday],
    });
    const dstWeek = (await invoicesOf(team))[1];
    expect(dstWeek).toMatchObject({ issue_date: '2026-11-02', total_cents: 300_00 });
    autoOff(team);
  });

  it('New York, the week DST begins: due at 04:00Z (EDT), not at 05:00Z', async () => {
    h.clock.set('2026-02-20T12:00:00Z');
    const team = autoTeam('America/New_York', 'weekly');
    // The week Monday 03-02 … Sunday 03-08 is [03-02T05:00Z (EST), 03-09T04:00Z (EDT)).
    const sundayBefore = tracked(team, '2026-03-02T04:30:00Z'); // 03-01 23:30 EST: out
    const mondayStart = tracked(team, '2026-03-02T05:15:00Z'); // 03-02 00:15 EST: in
    const sundayLate = tracked(team, '2026-03-09T03:30:00Z'); // 03-08 23:30 EDT: in
    tracked(team, '2026-03-09T04:15:00Z'); // 03-09 00:15 EDT: next week's

    expect(await autoPassAt(team, '2026-03-09T03:59:59.999Z')).toEqual([
      { period: '2026-02-23…2026-03-01', entries: [sundayBefore] },
    ]);
    expect((await autoPassAt(team, '2026-03-09T04:00:00Z'))[1]).toEqual({
      period: '2026-03-02…2026-03-08',
      entries: [mondayStart, sundayLate],
    });
    autoOff(team);
  });

  it('Kolkata, monthly: the month from 18:30Z, issued, due and reminded on local dates', async () => {
    h.clock.set('2026-10-20T12:00:00Z');
    const team = autoTeam('Asia/Kolkata', 'monthly', { reminder_days: '1' });
    // November in Kolkata is [10-31T18:30Z, 11-30T18:30Z).
    const octoberLast = tracked(team, '2026-10-31T18:00:00Z'); // 10-31 23:30 IST: October
    const novemberFirst = tracked(team, '2026-10-31T18:45:00Z'); // 11-01 00:15 IST: in
    const novemberLast = tracked(team, '2026-11-30T18:00:00Z'); // 11-30 23:30 IST: in
    tracked(team, '2026-11-30T18:45:00Z'); // 12-01 00:15 IST: December's

    expect(await autoPassAt(team, '2026-11-30T18:29:59.999Z')).toEqual([
      { period: '2026-10-01…2026-10-31', entries: [octoberLast] },
    ]);
    expect((await autoPassAt(team, '2026-11-30T18:30:00Z'))[1]).toEqual({
      period: '2026-11-01…2026-11-30',
      entries: [novemberFirst, novemberLast],
    });
    const [october, november] = await invoicesOf(team);
    // Made at 18:30Z on 11-30 (UTC), which is already December 1 in Kolkata.
    expect(november).toMatchObject({ issue_date: '2026-12-01', due_date: '2026-12-01' });
    expect(october).toMatchObject({ issue_date: '2026-11-30', due_date: '2026-11-30' });
    // Reminders at local midnight of due date + 1 day: 12-01 and 12-02 00:00 IST.
    expect(october.reminder_at).toEqual(new Date('2026-11-30T18:30:00Z'));
    expect(november.reminder_at).toEqual(new Date('2026-12-01T18:30:00Z'));
    expect(await remindedAt(team, '2026-11-30T18:29:59.999Z')).toEqual([]);
    expect(await remindedAt(team, '2026-12-01T18:29:59.999Z')).toEqual([october._id]);
    expect(await remindedAt(team, '2026-12-01T18:30:00Z')).toEqual([october._id, november._id]);
    autoOff(team);
  });
});

describe('payment reminders in the team zone', () => {
  /** An invoice of one hour, issued and due (net 0) on `dueDate`, sent on that day. */
  async function sentInvoice(team: InvoiceTeam, dueDate: string) {
    tracked(team, `${dueDate}T15:00:00Z`);
    h.clock.set(`${dueDate}T16:00:00Z`);
    const made = await h.client.CreateInvoice(
      { client_id: team.clientId, from: dueDate, to: dueDate, issue_date: dueDate },
      asOwner(team),
    );
    await h.client.SendInvoice({ invoice_id: made.id }, asOwner(team));
    return made.id;
  }

  const reminderTeam = (timezone: string, reminderDays: string) =>
    h.team({ timezone, client: { invoices: { net_term: 0, reminder_days: reminderDays } } });

  it('New York: local midnight of due date + reminder_days, across both DST changes', async () => {
    const team = reminderTeam('America/New_York', '2');
    // Due Saturday 10-31 (EDT), sent then: reminded 11-02 00:00 EST = 05:00Z, not at
    // 00:00Z (the UTC date) nor at 04:00Z (the offset when it was sent).
    const autumn = await sentInvoice(team, '2026-10-31');
    // Due 03-07 (EST): reminded 03-09 00:00 EDT = 04:00Z, not at 05:00Z.
    const spring = await sentInvoice(team, '2026-03-07');
    const reminderAt = async (id: number) =>
      (await invoicesOf(team)).find((invoice) => invoice._id === id)?.reminder_at;
    expect(await reminderAt(autumn)).toEqual(new Date('2026-11-02T05:00:00Z'));
    expect(await reminderAt(spring)).toEqual(new Date('2026-03-09T04:00:00Z'));

    expect(await remindedAt(team, '2026-03-09T03:59:59.999Z')).toEqual([]);
    expect(await remindedAt(team, '2026-03-09T04:00:00Z')).toEqual([spring]);
    expect(await remindedAt(team, '2026-11-02T04:59:59.999Z')).toEqual([spring]);
    expect(await remindedAt(team, '2026-11-02T05:00:00Z')).toEqual([spring, autumn]);
    // Again later: once each.
    expect(await remindedAt(team, '2026-11-20T00:00:00Z')).toEqual([spring, autumn]);
  });

  it('Kolkata: due the day before a week and month start, reminded at 18:30Z', async () => {
    const team = reminderTeam('Asia/Kolkata', '1');
    // Due Sunday 11-29; + 1 day is Monday 11-30 00:00 IST = 11-29T18:30Z. Due Monday 11-30;
    // + 1 day is Tuesday 12-01 00:00 IST = 11-30T18:30Z, still November 30 in UTC.
    const weekEnd = await sentInvoice(team, '2026-11-29');
    const monthEnd = await sentInvoice(team, '2026-11-30');
    expect(await remindedAt(team, '2026-11-29T18:29:59.999Z')).toEqual([]);
    expect(await remindedAt(team, '2026-11-29T18:30:00Z')).toEqual([weekEnd]);
    expect(await remindedAt(team, '2026-11-30T18:29:59.999Z')).toEqual([weekEnd]);
    expect(await remindedAt(team, '2026-11-30T18:30:00Z')).toEqual([weekEnd, monthEnd]);
    const shown = await h.client.GetInvoice({ invoice_id: monthEnd }, asOwner(team));
    expect(shown).toMatchObject({
      reminder_sent_at: '2026-11-30T18:30:00.000Z',
      status: 'overdue',
    });
  });
});
