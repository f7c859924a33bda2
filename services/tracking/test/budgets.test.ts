// Client budgets that count and alert (issue 19). Use counts the client's entries in the
// period (from startDate, the month in the team's zone when it resets monthly), billable
// ones unless include_non_billable_time, cost at the snapshotted bill or pay rate, no
// cost for members on fixed pay, a running timer up to now; it is kept from the time-entry
// events and equals a fresh recount; thresholds alert once per period and re-arm.
import { Reason, type BudgetThresholdReachedData } from '@workmesh/platform';
import { eventually, type StubBudget } from '@workmesh/testing';
import { amountCents } from '../src/models/time-entry-amounts';
import { localDayOf, monthOf, startOfLocalDay } from '../src/week';
import {
  as,
  asManager,
  asMember,
  asOwner,
  failureOf,
  RATES,
  trackingForFile,
  type TeamFixture,
} from './tracking-harness';

const h = trackingForFile();

const HOUR = 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** Whole hours back from now, so entries of one test never overlap. */
const base = () => Math.floor(Date.now() / HOUR) * HOUR - 30 * 24 * HOUR;

function budgeted(budget: StubBudget, size?: { managers?: number; members?: number }): TeamFixture {
  const fixture = h.team(size);
  h.clients.setBudget(fixture.teamId, fixture.client, budget);
  return fixture;
}

const budgetOf = (fixture: TeamFixture) =>
  h.client.GetClientBudget({ client_id: fixture.client.id }, asOwner(fixture));

/** Waits until the budget shows `hours` used (the events have been applied). */
async function usedHoursReach(fixture: TeamFixture, hours: number) {
  await eventually(
    async () => (await budgetOf(fixture)).used_hours === hours,
    10_000,
    `${hours} h used`,
  );
  return budgetOf(fixture);
}

const entry = (fixture: TeamFixture, startMs: number, hours: number, extra = {}) => ({
  project_id: fixture.project.id,
  start: iso(startMs),
  end: iso(startMs + hours * HOUR),
  ...extra,
});

const alertsOf = (fixture: TeamFixture) =>
  h.events.all<BudgetThresholdReachedData>(
    'client.budget_threshold_reached',
    (data) => data.client_id === fixture.client.id && data.team_id === fixture.teamId,
  );

describe('GetClientBudget', () => {
  it('shows the settings and what billable entries used, at the bill rate', async () => {
    const fixture = budgeted({
      budgetType: 'total_cost',
      cost: 1000,
      notifyAt: 90,
      include_non_billable_time: false,
    });
    const at = base();
    // The non-billable entry first: once the billable one shows, both events were applied
    // (counting the non-billable 1.5 h would never show exactly 2).
    await h.client.CreateTimeEntry(
      entry(fixture, at + 3 * HOUR, 1.5, { billable: false }),
      asMember(fixture),
    );
    await h.client.CreateTimeEntry(entry(fixture, at, 2), asMember(fixture));

    const budget = await usedHoursReach(fixture, 2);

    expect(budget).toMatchObject({
      client_id: fixture.client.id,
      budgetType: 'total_cost',
      rate: 'bill',
      cost: 1000,
      hours: 0,
      notifyAt: 90,
      reset: 'never',
      include_non_billable_time: false,
      used_hours: 2,
    });
  });

  it('counts non-billable time when include_non_billable_time, at the pay rate when rate is pay', async () => {
    const fixture = budgeted({ cost: 1000, rate: 'pay', include_non_billable_time: true });
    const at = base();
    await h.client.CreateTimeEntry(entry(fixture, at, 2), asMember(fixture));
    await h.client.CreateTimeEntry(
      entry(fixture, at + 3 * HOUR, 1, { billable: false }),
      asMember(fixture),
    );

    const budget = await usedHoursReach(fixture, 3);

    expect(budget.used_cost).toBe(3 * RATES.hourly_rate);
    expect(budget.used_percent).toBe(15);
    expect(budget.period_from).toBeUndefined();
    expect(budget.period_to).toBeUndefined();
  });

  it('leaves non-billable time out unless include_non_billable_time', async () => {
    const fixture = budgeted({
      hours: 10,
      budgetType: 'hours_cost',
      include_non_billable_time: false,
    });
    const at = base();
    await h.client.CreateTimeEntry(entry(fixture, at, 1, { billable: false }), asMember(fixture));
    await h.client.CreateTimeEntry(entry(fixture, at + 2 * HOUR, 2), asMember(fixture));

    const budget = await usedHoursReach(fixture, 2);

    expect(budget.used_percent).toBe(20);
    expect(budget.used_cost).toBe(2 * RATES.bill_rate);
  });

  it('counts hours but no cost for a member on fixed pay', async () => {
    const fixture = budgeted({ cost: 1000 });
    h.teams.setPay(fixture, fixture.members[0], { ...RATES, pay_type: 'fixed' });
    await h.client.CreateTimeEntry(entry(fixture, base(), 4), asMember(fixture));

    const budget = await usedHoursReach(fixture, 4);

    expect(budget.used_cost).toBe(0);
  });

  it('counts entries from startDate only', async () => {
    const at = base();
    const startDate = new Date(at + 24 * HOUR).toISOString().slice(0, 10);
    const fixture = budgeted({ hours: 10, budgetType: 'hours_cost', startDate });
    await h.client.CreateTimeEntry(entry(fixture, at, 1), asMember(fixture));
    await h.client.CreateTimeEntry(entry(fixture, at + 2 * 24 * HOUR, 2), asMember(fixture));

    const budget = await usedHoursReach(fixture, 2);

    expect(budget.startDate).toBe(startDate);
    expect(budget.period_from).toBe(`${startDate}T00:00:00.000Z`);
  });

  it('counts a running timer up to now', async () => {
    const fixture = budgeted({ hours: 1000, budgetType: 'hours_cost' });
    await h.client.StartTimer({ project_id: fixture.project.id }, asMember(fixture));

    // 120/h: a cent every 30 s of the hour's 12,000 cents → 3 cents after a second.
    await eventually(
      async () => (await budgetOf(fixture)).used_cost > 0,
      10_000,
      'the running timer counted',
    );
  });

  it('is for owners and managers; another team asks in vain', async () => {
    const fixture = budgeted({ cost: 100 });
    const other = h.team();

    const member = await failureOf(
      h.client.GetClientBudget({ client_id: fixture.client.id }, asMember(fixture)),
    );
    const manager = await h.client.GetClientBudget(
      { client_id: fixture.client.id },
      asManager(fixture),
    );
    const stranger = await failureOf(
      h.client.GetClientBudget({ client_id: fixture.client.id }, as(other.owner, other.teamId)),
    );

    expect(member.kind).toBe('permission_denied');
    expect(manager.client_id).toBe(fixture.client.id);
    expect(stranger).toMatchObject({ kind: 'not_found', reason: Reason.CLIENT_NOT_FOUND });
  });
});

describe('Budget alerts', () => {
  it('alerts once at notifyAt and once at 100 % when concurrent entries cross both', async () => {
    const fixture = budgeted({ budgetType: 'hours_cost', hours: 10, notifyAt: 80 }, { members: 5 });
    const at = base();

    await Promise.all(
      fixture.members.map((_, index) =>
        h.client.CreateTimeEntry(entry(fixture, at, 2.5), asMember(fixture, index)),
      ),
    );
    await usedHoursReach(fixture, 12.5);
    await h.events.waitFor(
      'client.budget_threshold_reached',
      (data: { client_id: number; threshold: number }) =>
        data.client_id === fixture.client.id && data.threshold === 100,
    );
    // One more entry past 100 % alerts nothing new.
    await h.client.CreateTimeEntry(entry(fixture, at + 3 * HOUR, 1), asMember(fixture));
    await usedHoursReach(fixture, 13.5);

    const alerts = alertsOf(fixture).map((event) => event.data);
    expect(alerts.map((data) => data.threshold).sort()).toEqual([100, 80]);
    expect(alerts.find((data) => data.threshold === 100)).toMatchObject({
      team_id: fixture.teamId,
      client_name: fixture.client.name,
      budget_type: 'hours_cost',
      limit_hours: 10,
      period_from: null,
      period_to: null,
    });
  });

  it('re-arms a threshold when an edit takes use back below it', async () => {
    const fixture = budgeted({ budgetType: 'total_cost', cost: 1000, notifyAt: 50 });
    const at = base();
    // 120/h bill: 5 h = 600 (60 %).
    const big = await h.client.CreateTimeEntry(entry(fixture, at, 5), asMember(fixture));
    await eventually(async () => alertsOf(fixture).length === 1, 10_000, 'the 50 % alert');

    await h.client.UpdateTimeEntry(
      { time_entry_id: big.id, end: iso(at + 3 * HOUR) },
      asMember(fixture),
    );
    await usedHoursReach(fixture, 3);
    expect(alertsOf(fixture)).toHaveLength(1);
    await h.client.UpdateTimeEntry(
      { time_entry_id: big.id, end: iso(at + 6 * HOUR) },
      asMember(fixture),
    );

    await eventually(async () => alertsOf(fixture).length === 2, 10_000, 'the 50 % alert again');
    expect(alertsOf(fixture).map((event) => event.data.threshold)).toEqual([50, 50]);
  });

  it('resets monthly in the team zone: a new month counts afresh and alerts again', async () => {
    const zone = 'America/New_York';
    const fixture = budgeted({
      budgetType: 'hours_cost',
      hours: 2,
      notifyAt: 100,
      reset: 'monthly',
    });
    h.teams.changeSettings(fixture, { timezone: zone });
    const thisMonth = monthOf(localDayOf(new Date(), zone));
    const monthStart = startOfLocalDay(thisMonth.first, zone).getTime();
    // 23:00 to 01:00 local across the boundary would be one entry in the old month; two
    // entries, each 2 h, one ending at the boundary and one starting at it.
    await h.client.CreateTimeEntry(entry(fixture, monthStart - 2 * HOUR, 2), asMember(fixture));
    await h.client.CreateTimeEntry(entry(fixture, monthStart, 2), asMember(fixture, 1));

    const budget = await usedHoursReach(fixture, 2);
    await eventually(async () => alertsOf(fixture).length === 2, 10_000, 'one alert per month');

    expect(budget.period_from).toBe(iso(monthStart));
    expect(budget.period_to).toBe(startOfLocalDay(thisMonth.next, zone).toISOString());
    expect(budget.timezone).toBe(zone);
    const periods = alertsOf(fixture).map((event) => event.data.period_from);
    expect(periods).toContain(iso(monthStart));
    expect(periods).toHaveLength(2);
    expect(new Set(periods).size).toBe(2);
  });
});

describe('Budget use kept from events', () => {
  it('equals a fresh recount after a random run of creates, edits, deletes and rate changes', async () => {
    const fixture = budgeted(
      { budgetType: 'total_cost', cost: 100_000, rate: 'bill', include_non_billable_time: false },
      { members: 3 },
    );
    let seed = 19;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const at = base();
    const ids: number[] = [];
    for (let step = 0; step < 30; step += 1) {
      const who = Math.floor(random() * 3);
      const roll = random();
      if (roll < 0.15)
        h.teams.setPay(fixture, fixture.members[who], {
          hourly_rate: Math.round(random() * 9000) / 100,
          bill_rate: Math.round(random() * 15000) / 100,
          pay_type: random() < 0.2 ? 'fixed' : 'hourly',
        });
      else if (roll < 0.6 || ids.length === 0) {
        const created = await h.client.CreateTimeEntry(
          entry(fixture, at + step * 2 * HOUR, 0.25 + Math.floor(random() * 7) / 4, {
            billable: random() < 0.7,
          }),
          asMember(fixture, who),
        );
        ids.push(created.id);
      } else if (roll < 0.85) {
        const id = ids[Math.floor(random() * ids.length)];
        const current = await h.client.GetTimeEntry({ time_entry_id: id }, asOwner(fixture));
        await h.client.UpdateTimeEntry(
          {
            time_entry_id: id,
            end: iso(Date.parse(current.start) + (1 + Math.floor(random() * 6)) * 900_000),
            billable: random() < 0.7,
          },
          asOwner(fixture),
        );
      } else {
        const [id] = ids.splice(Math.floor(random() * ids.length), 1);
        await h.client.DeleteTimeEntry({ time_entry_id: id }, asOwner(fixture));
      }
    }

    const listed = await h.client.ListTimeEntries(
      { client_id: fixture.client.id, per_page: 100 },
      asOwner(fixture),
    );
    const billable = listed.time_entries.filter((item) => item.billable);
    const seconds = billable.reduce((sum, item) => sum + item.duration, 0);
    const cents = billable.reduce(
      (sum, item) =>
        sum +
        (item.pay_type === 'fixed'
          ? 0
          : amountCents(Math.round(item.bill_rate * 100), item.duration)),
      0,
    );
    await eventually(
      async () => {
        const budget = await budgetOf(fixture);
        return (
          budget.used_hours === Math.round((seconds / 3600) * 100) / 100 &&
          Math.round(budget.used_cost * 100) === cents
        );
      },
      15_000,
      `the kept use to equal the recount (${seconds} s, ${cents} cents): ${JSON.stringify(await budgetOf(fixture))}`,
    ).catch(async (error: Error) => {
      throw new Error(`${error.message}; kept: ${JSON.stringify(await budgetOf(fixture))}`);
    });
    expect(listed.page_info?.total).toBe(ids.length);
  });
});
