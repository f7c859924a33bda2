// Rates (issue 34): five bill levels and two pay levels with effective dates and history,
// the migration of the invitations' rates, the snapshot an entry takes, repricing with
// apply_from (dry run first), and money in the client's currency (rate_missing until the
// client has a rate of its own). Through the real service, its MongoDB and RabbitMQ, with
// stub teams and clients.
import {
  asManager,
  asMember,
  failureOf,
  trackingForFile,
  type TeamFixture,
} from './tracking-harness';

const h = trackingForFile();

/** An entry of member `index` on the project, [start, start + hours). */
const entry = (fixture: TeamFixture, project: number, start: string, hours = 1, index = 0) =>
  h.client.CreateTimeEntry(
    {
      project_id: project,
      start,
      end: new Date(Date.parse(start) + hours * 3_600_000).toISOString(),
    },
    asMember(fixture, index),
  );

const rateRows = (teamId: number) =>
  h.db.collection('rate_changes').find({ team_id: teamId }).sort({ _id: 1 }).toArray();

describe('rates: levels, dates and the migration of the invitations', () => {
  it("migrates a member's invitation rates to a member rate from the day they joined, once", async () => {
    const fixture = h.team();
    const member = fixture.members[0];
    h.teams.setPay(fixture.teamId, member, {
      hourly_rate: 40,
      bill_rate: 95.5,
      joined_at: '2026-02-10T15:00:00.000Z',
    });

    const rates = await h.client.GetRates(
      { level: 'member', user_id: member.id },
      asManager(fixture),
    );
    await h.client.GetRates({ level: 'member', user_id: member.id }, asManager(fixture));

    expect(rates).toEqual(
      expect.objectContaining({
        level: 'member',
        user_id: member.id,
        currency: 'USD',
        pay_currency: 'USD',
        bill_rate: 95.5,
        bill_rate_effective_from: '2026-02-10',
        pay_rate: 40,
        pay_rate_effective_from: '2026-02-10',
      }),
    );
    expect(rates.history).toEqual([
      expect.objectContaining({
        bill_rate: 95.5,
        pay_rate: 40,
        effective_from: '2026-02-10',
        created_by: 0,
      }),
    ]);
    expect(rates.applied).toEqual(
      expect.objectContaining({ bill_rate: 95.5, bill_level: 'member', rate_missing: false }),
    );
    const rows = await rateRows(fixture.teamId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(
      expect.objectContaining({ bill_rate: 9550, pay_rate: 4000, origin: 'invitation' }),
    );
    // An entry before the join date keeps the invitation's rates, as before issue 34.
    const early = await entry(fixture, fixture.project.id, '2026-01-20T09:00:00Z');
    expect(early).toEqual(expect.objectContaining({ bill_rate: 95.5, pay_rate: 40 }));
  });

  it('bills the same member 100 on one project and 150 on another the same day', async () => {
    const fixture = h.team();
    const member = fixture.members[0];
    const other = h.clients.project(fixture.teamId, 'Project B', {
      client: fixture.client,
      isBillable: true,
    });
    await h.client.UpdateRates(
      {
        level: 'project',
        project_id: fixture.project.id,
        bill_rate: 100,
        effective_from: '2026-01-01',
      },
      asManager(fixture),
    );
    await h.client.UpdateRates(
      {
        level: 'project_member',
        project_id: other.id,
        user_id: member.id,
        bill_rate: 150,
        effective_from: '2026-01-01',
      },
      asManager(fixture),
    );

    const onA = await entry(fixture, fixture.project.id, '2026-03-03T09:00:00Z');
    const onB = await entry(fixture, other.id, '2026-03-03T11:00:00Z');
    const another = await entry(fixture, other.id, '2026-03-03T11:00:00Z', 1, 1);

    expect(onA).toEqual(
      expect.objectContaining({ bill_rate: 100, billable_amount: 100, rate_missing: false }),
    );
    expect(onB).toEqual(expect.objectContaining({ bill_rate: 150, billable_amount: 150 }));
    // The project-member rate is the member's only: another member bills the team's 120.
    expect(another.bill_rate).toBe(120);
    // Pay rates are not set per project: both entries cost the member's 50.
    expect([onA.pay_rate, onB.pay_rate]).toEqual([50, 50]);
    // Moving an entry to the other project takes that project's rate at its start.
    const moved = await h.client.UpdateTimeEntry(
      { time_entry_id: onA.id, project_id: other.id },
      asMember(fixture),
    );
    expect(moved.bill_rate).toBe(150);
  });

  it('a rate changed from a date applies to entries from that date only, and keeps its history', async () => {
    const fixture = h.team();
    const member = fixture.members[0];
    const before = await entry(fixture, fixture.project.id, '2026-04-01T09:00:00Z');

    const update = await h.client.UpdateRates(
      { level: 'member', user_id: member.id, bill_rate: 200, effective_from: '2026-04-01' },
      asManager(fixture),
    );

    expect(update.dry_run).toBe(false);
    expect(update.repricing).toBeUndefined();
    const lastDay = await entry(fixture, fixture.project.id, '2026-03-31T22:00:00Z');
    const firstDay = await entry(fixture, fixture.project.id, '2026-04-01T11:00:00Z');
    expect(lastDay.bill_rate).toBe(120);
    expect(firstDay.bill_rate).toBe(200);
    // Written before the change: kept as snapshotted.
    expect(
      (await h.client.GetTimeEntry({ time_entry_id: before.id }, asMember(fixture))).bill_rate,
    ).toBe(120);
    const rates = await h.client.GetRates(
      { level: 'member', user_id: member.id },
      asManager(fixture),
    );
    expect(
      rates.history.map((change) => [change.effective_from, change.bill_rate ?? null]),
    ).toEqual([
      ['2026-04-01', 200],
      ['2026-01-01', 120],
    ]);
    expect(rates.history[0].created_by).toBe(fixture.managers[0].id);
  });

  it('the team default applies below the member, and pay rates only at team and member', async () => {
    const fixture = h.team();
    const member = fixture.members[0];
    h.teams.setPay(fixture.teamId, member, {}); // invited without rates
    await h.client.UpdateRates(
      { level: 'team', bill_rate: 80, pay_rate: 30, effective_from: '2026-01-01' },
      asManager(fixture),
    );

    const created = await entry(fixture, fixture.project.id, '2026-05-04T09:00:00Z');

    expect(created).toEqual(
      expect.objectContaining({ bill_rate: 80, pay_rate: 30, rate_missing: false }),
    );
    const refused = await failureOf(
      h.client.UpdateRates(
        {
          level: 'project',
          project_id: fixture.project.id,
          pay_rate: 30,
          effective_from: '2026-01-01',
        },
        asManager(fixture),
      ),
    );
    expect(refused.fields).toEqual({
      pay_rate: ['The pay_rate can only be set on the team and member rates.'],
    });
  });
});

describe('rates: repricing with apply_from', () => {
  it('counts with dry_run, then reprices exactly the unlocked, uninvoiced entries', async () => {
    const fixture = h.team();
    const member = fixture.members[0];
    const open = await entry(fixture, fixture.project.id, '2026-06-01T09:00:00Z', 2);
    const approved = await entry(fixture, fixture.project.id, '2026-06-09T09:00:00Z');
    const invoiced = await entry(fixture, fixture.project.id, '2026-06-16T09:00:00Z');
    const later = await entry(fixture, fixture.project.id, '2026-06-17T09:00:00Z', 0.5);
    const earlier = await entry(fixture, fixture.project.id, '2026-05-29T09:00:00Z');
    await h.client.ApproveTimesheet({ user_id: member.id, week: '2026-W24' }, asManager(fixture));
    await h.client.ClaimInvoiceEntries({
      team_id: fixture.teamId,
      client_id: fixture.client.id,
      invoice_id: 77,
      from: '2026-06-16T00:00:00Z',
      to: '2026-06-17T00:00:00Z',
      include_non_billable: false,
    });
    const change = {
      level: 'member',
      user_id: member.id,
      bill_rate: 130,
      effective_from: '2026-06-01',
      apply_from: '2026-06-01',
    };

    const dry = await h.client.UpdateRates({ ...change, dry_run: true }, asManager(fixture));

    expect(dry.dry_run).toBe(true);
    // open: 2 h × +10, later: 0.5 h × +10; pay unchanged.
    expect(dry.repricing).toEqual({
      apply_from: '2026-06-01',
      entries: 2,
      changes: [{ currency: 'USD', billable_amount: 25, cost_amount: 0 }],
    });
    expect(dry.rates?.bill_rate).toBe(130);
    // A dry run saves nothing.
    expect(
      (await h.client.GetTimeEntry({ time_entry_id: open.id }, asMember(fixture))).bill_rate,
    ).toBe(120);
    const unchanged = await h.client.GetRates(
      { level: 'member', user_id: member.id },
      asManager(fixture),
    );
    expect(unchanged.history).toHaveLength(1);

    const applied = await h.client.UpdateRates(change, asManager(fixture));

    expect(applied.repricing).toEqual(dry.repricing);
    const rateOf = async (id: number) =>
      (await h.client.GetTimeEntry({ time_entry_id: id }, asMember(fixture))).bill_rate;
    expect(await rateOf(open.id)).toBe(130);
    expect(await rateOf(later.id)).toBe(130);
    expect(await rateOf(approved.id)).toBe(120);
    expect(await rateOf(invoiced.id)).toBe(120);
    expect(await rateOf(earlier.id)).toBe(120);
    for (const id of [open.id, later.id]) {
      const event = await h.events.waitFor<{ id: number; bill_rate: number }>(
        'time_entry.repriced',
        (data) => data.id === id,
      );
      expect(event.data.bill_rate).toBe(130);
    }
    // Applied again: nothing left to reprice.
    const again = await h.client.UpdateRates({ ...change, dry_run: true }, asManager(fixture));
    expect(again.repricing?.entries).toBe(0);
  });

  it('refuses apply_from before effective_from, and callers who are not owners or managers', async () => {
    const fixture = h.team();
    const early = await failureOf(
      h.client.UpdateRates(
        { level: 'team', bill_rate: 10, effective_from: '2026-06-01', apply_from: '2026-05-31' },
        asManager(fixture),
      ),
    );
    expect(early.fields).toEqual({
      apply_from: ['The apply_from must be a date on or after the effective_from.'],
    });
    const member = await failureOf(h.client.GetRates({ level: 'team' }, asMember(fixture)));
    expect(member.reason).toBe('PERMISSION_DENIED');
    const badDate = await failureOf(
      h.client.UpdateRates(
        { level: 'team', bill_rate: 10, effective_from: '2026-02-30' },
        asManager(fixture),
      ),
    );
    expect(badDate.fields).toEqual({
      effective_from: ['The effective_from must be a date in the format YYYY-MM-DD.'],
    });
    const nothing = await failureOf(
      h.client.UpdateRates({ level: 'team', effective_from: '2026-02-03' }, asManager(fixture)),
    );
    expect(nothing.message).toBe('The bill_rate or the pay_rate is required.');
    expect(await rateRows(fixture.teamId)).toHaveLength(0);
  });
});

describe('rates: money in the client currency', () => {
  it('bills 0 with rate_missing for a client in another currency until it has a rate of its own', async () => {
    const fixture = h.team();
    const euroClient = { id: fixture.client.id + 500_000, name: 'Euro client', currency: 'EUR' };
    h.clients.setClient(fixture.teamId, { ...euroClient });
    const project = h.clients.project(fixture.teamId, 'Euro project', {
      client: euroClient,
      isBillable: true,
    });

    const missing = await entry(fixture, project.id, '2026-07-01T09:00:00Z');

    expect(missing).toEqual(
      expect.objectContaining({
        currency: 'EUR',
        cost_currency: 'USD',
        bill_rate: 0,
        billable_amount: 0,
        rate_missing: true,
        pay_rate: 50,
        cost_amount: 50,
      }),
    );
    const set = await h.client.UpdateRates(
      { level: 'client', client_id: euroClient.id, bill_rate: 90.5, effective_from: '2026-07-01' },
      asManager(fixture),
    );
    expect(set.rates).toEqual(expect.objectContaining({ currency: 'EUR', bill_rate: 90.5 }));
    const billed = await entry(fixture, project.id, '2026-07-02T09:00:00Z', 2);
    expect(billed).toEqual(
      expect.objectContaining({
        currency: 'EUR',
        bill_rate: 90.5,
        billable_amount: 181,
        rate_missing: false,
      }),
    );
  });

  it("refuses a rate with more places than the client's currency has", async () => {
    const fixture = h.team();
    const yenClient = { id: fixture.client.id + 600_000, name: 'Yen client', currency: 'JPY' };
    h.clients.setClient(fixture.teamId, { ...yenClient });

    const refused = await failureOf(
      h.client.UpdateRates(
        {
          level: 'client',
          client_id: yenClient.id,
          bill_rate: 1234.5,
          effective_from: '2026-07-01',
        },
        asManager(fixture),
      ),
    );

    expect(refused.fields).toEqual({
      bill_rate: ['The bill_rate must have at most 0 decimal places in JPY.'],
    });
    const missingClient = await failureOf(
      h.client.GetRates({ level: 'client', client_id: 999_999_999 }, asManager(fixture)),
    );
    expect(missingClient.reason).toBe('CLIENT_NOT_FOUND');
  });
});
