// Reports with include=expenses (issue 35): the expenses dated in the report's days, with
// its filters (members their own only), summed per currency apart from time: per summary
// group (a group only expenses make shows no time) and in expense_totals; the detailed
// report pages them alongside the entries. Expenses are written to the store as the
// expenses' use cases would (their API is another part's).
import { Reason } from '@workmesh/platform';
import type { ExpenseRecord } from '../src/models';
import {
  as,
  failureOf,
  project,
  reportsForFile,
  type EntryProject,
  type ReportTeam,
  type User,
} from './reports-harness';

const h = reportsForFile();

const NOVEMBER = { from: '2026-11-01', to: '2026-12-01', timezone: 'UTC' };

async function spent(
  team: ReportTeam,
  user: User,
  where: EntryProject,
  date: string,
  amountMinor: number,
  extra: Partial<ExpenseRecord> = {},
): Promise<ExpenseRecord> {
  return h.repository.expenses.insert({
    id: await h.repository.nextId('expenses'),
    team_id: team.teamId,
    user_id: user.id,
    project_id: where.id,
    client_id: where.clientId,
    task_id: null,
    category_id: 1,
    category_name: 'Travel',
    date,
    amount_minor: amountMinor,
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
    project_name: where.name,
    client_name: where.clientName,
    task_name: null,
    created_by: user.id,
    tag_ids: [],
    ...extra,
  });
}

describe('reports with include=expenses', () => {
  let team: ReportTeam;
  const design = project('Design');
  const travel = project('Travel only');

  beforeAll(async () => {
    team = h.team();
    const [alice, bob] = team.members;
    await h.entry(team, {
      user: alice,
      project: design,
      start: '2026-11-02T09:00:00Z',
      end: '2026-11-02T10:00:00Z',
    });
    await spent(team, alice, design, '2026-11-02', 4_250);
    await spent(team, alice, design, '2026-11-30', 1_000, { billable: false });
    await spent(team, bob, travel, '2026-11-05', 20_000);
    await spent(team, bob, travel, '2026-11-06', 7_000, { currency: 'EUR' });
    // Outside November: not counted.
    await spent(team, alice, design, '2026-10-31', 99_900);
    await spent(team, alice, design, '2026-12-01', 99_900);
  });

  it('summary by project: expenses per group and in expense_totals, per currency, apart from time', async () => {
    const report = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'project', include: 'expenses' },
      as(team.owner, team.teamId),
    );

    expect(report.groups.map((g) => [g.name, g.seconds, g.expenses])).toEqual([
      ['Design', 3600, [{ currency: 'USD', amount: 52.5, billable_amount: 42.5, count: 2 }]],
      [
        'Travel only',
        0,
        [
          { currency: 'EUR', amount: 70, billable_amount: 70, count: 1 },
          { currency: 'USD', amount: 200, billable_amount: 200, count: 1 },
        ],
      ],
    ]);
    expect(report.expense_totals).toEqual([
      { currency: 'EUR', amount: 70, billable_amount: 70, count: 1 },
      { currency: 'USD', amount: 252.5, billable_amount: 242.5, count: 3 },
    ]);
    // Time's totals are time's alone.
    expect(report.totals).toEqual([{ currency: 'USD', billable_amount: 100, cost_amount: 40 }]);
  });

  it('summary by user and day: a user only expenses name is named by identity; days by date', async () => {
    const report = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'user', sub_group: 'day', include: 'expenses' },
      as(team.owner, team.teamId),
    );

    const bob = report.groups.find((g) => g.key === String(team.members[1].id))!;
    expect(bob).toMatchObject({ name: team.members[1].name, seconds: 0 });
    expect(bob.sub_groups.map((g) => [g.key, g.name, g.expenses.length])).toEqual([
      ['2026-11-05', 'Thu, 5 Nov 2026', 1],
      ['2026-11-06', 'Fri, 6 Nov 2026', 1],
    ]);
  });

  it('without include: no expenses anywhere', async () => {
    const report = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'project' },
      as(team.owner, team.teamId),
    );

    expect(report.groups.map((g) => g.name)).toEqual(['Design']);
    expect(report.groups[0].expenses).toEqual([]);
    expect(report.expense_totals).toEqual([]);
  });

  it("a member's report holds their own expenses only; filters apply to expenses", async () => {
    const [alice] = team.members;
    const own = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'project', include: 'expenses' },
      as(alice, team.teamId),
    );
    expect(own.expense_totals).toEqual([
      { currency: 'USD', amount: 52.5, billable_amount: 42.5, count: 2 },
    ]);

    const unbillable = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'billable', include: 'expenses', billable: false },
      as(team.owner, team.teamId),
    );
    expect(unbillable.groups.map((g) => [g.key, g.expenses])).toEqual([
      ['no', [{ currency: 'USD', amount: 10, billable_amount: 0, count: 1 }]],
    ]);
  });

  it('the detailed report pages the expenses alongside the entries, with their totals', async () => {
    const first = await h.client.DetailedReport(
      { ...NOVEMBER, include: 'expenses', per_page: 2, page: 1 },
      as(team.owner, team.teamId),
    );
    const second = await h.client.DetailedReport(
      { ...NOVEMBER, include: 'expenses', per_page: 2, page: 2 },
      as(team.owner, team.teamId),
    );

    expect(first.time_entries).toHaveLength(1);
    expect(first.expenses.map((e) => e.date)).toEqual(['2026-11-02', '2026-11-05']);
    expect(second.expenses.map((e) => [e.date, e.currency, e.amount])).toEqual([
      ['2026-11-06', 'EUR', 70],
      ['2026-11-30', 'USD', 10],
    ]);
    expect(first.expense_page_info).toMatchObject({ total: 4, page: 1, per_page: 2 });
    expect(second.expense_totals).toEqual(first.expense_totals);
    expect(first.expense_totals).toHaveLength(2);
  });

  it('refuses an include other than expenses', async () => {
    const failure = await failureOf(
      h.client.DetailedReport({ ...NOVEMBER, include: 'invoices' }, as(team.owner, team.teamId)),
    );

    expect(failure).toMatchObject({ kind: 'invalid_argument', reason: Reason.INVALID_PARAMETERS });
    expect(failure.fields).toEqual({ include: ['The include must be expenses.'] });
  });
});
