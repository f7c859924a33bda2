// DetailedReport: the entries that start in [from, to), sorted by start, paged like the
// other lists, with the totals of all of them (not just the page); members their own.
import { Reason } from '@workmesh/platform';
import { as, failureOf, project, reportsForFile, type ReportTeam } from './reports-harness';

const h = reportsForFile();

const NOVEMBER = { from: '2026-11-01', to: '2026-12-01', timezone: 'UTC' };

describe('DetailedReport', () => {
  let team: ReportTeam;
  const alpha = project('Alpha');
  /** Ids of alice's entries in start order, and bob's one. */
  const aliceIds: number[] = [];
  let bobId = 0;

  beforeAll(async () => {
    team = h.team();
    const [alice, bob] = team.members;
    // Written out of order: the report sorts by start. Each 1 h, 100/h billed, 40/h paid.
    for (const day of [5, 2, 9, 3, 7]) {
      const start = `2026-11-0${day}T10:00:00Z`;
      await h.entry(team, { user: alice, project: alpha, start, end: `2026-11-0${day}T11:00:00Z` });
    }
    const entries = await h.client.DetailedReport(
      { ...NOVEMBER, user_id: alice.id, per_page: 100 },
      as(team.owner, team.teamId),
    );
    aliceIds.push(...entries.time_entries.map((entry) => entry.id));
    bobId = (
      await h.entry(team, {
        user: bob,
        project: alpha,
        start: '2026-11-04T10:00:00Z',
        end: '2026-11-04T10:30:00Z',
        billable: false,
      })
    ).id;
    // Outside the period: never listed nor counted.
    await h.entry(team, {
      user: alice,
      project: alpha,
      start: '2026-12-01T00:00:00Z',
      end: '2026-12-01T01:00:00Z',
    });
  });

  it('lists the entries by start, one page at a time, with the totals of all of them', async () => {
    const first = await h.client.DetailedReport(
      { ...NOVEMBER, page: 1, per_page: 4 },
      as(team.owner, team.teamId),
    );
    const second = await h.client.DetailedReport(
      { ...NOVEMBER, page: 2, per_page: 4 },
      as(team.owner, team.teamId),
    );

    expect([...first.time_entries, ...second.time_entries].map((entry) => entry.start)).toEqual([
      '2026-11-02T10:00:00.000Z',
      '2026-11-03T10:00:00.000Z',
      '2026-11-04T10:00:00.000Z',
      '2026-11-05T10:00:00.000Z',
      '2026-11-07T10:00:00.000Z',
      '2026-11-09T10:00:00.000Z',
    ]);
    expect(first.page_info).toEqual({ page: 1, per_page: 4, total: 6 });
    expect(second.page_info).toEqual({ page: 2, per_page: 4, total: 6 });
    for (const page of [first, second]) {
      expect(page.totals).toEqual([{ currency: 'USD', billable_amount: 500, cost_amount: 220 }]);
      expect(page.seconds).toBe(5 * 3600 + 1800);
      expect(page.billable_seconds).toBe(5 * 3600);
    }
    expect(first).toMatchObject({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
      timezone: 'UTC',
    });
  });

  it('shows the entries as the entry API does (amounts, names, ids)', async () => {
    const report = await h.client.DetailedReport(
      { ...NOVEMBER, per_page: 100 },
      as(team.owner, team.teamId),
    );
    const bobs = report.time_entries.find((entry) => entry.id === bobId)!;
    expect(bobs).toMatchObject({
      user_id: team.members[1].id,
      project_id: alpha.id,
      project_name: 'Alpha',
      client_id: alpha.clientId,
      client_name: alpha.clientName,
      duration: 1800,
      billable: false,
      billable_amount: 0,
      cost_amount: 20,
      end: '2026-11-04T10:30:00.000Z',
    });
    expect(bobs.task_id).toBeUndefined();
  });

  it('a page past the end is empty, with the totals', async () => {
    const report = await h.client.DetailedReport(
      { ...NOVEMBER, page: 3, per_page: 4 },
      as(team.owner, team.teamId),
    );
    expect(report.time_entries).toEqual([]);
    expect(report.page_info).toEqual({ page: 3, per_page: 4, total: 6 });
    expect(report.seconds).toBe(5 * 3600 + 1800);
  });

  it('filters as the summary does', async () => {
    const report = await h.client.DetailedReport(
      { ...NOVEMBER, billable: false },
      as(team.owner, team.teamId),
    );
    expect(report.time_entries.map((entry) => entry.id)).toEqual([bobId]);
    expect(report.seconds).toBe(1800);
  });

  it('a member gets their own entries and totals only', async () => {
    const [alice] = team.members;
    const report = await h.client.DetailedReport(
      { ...NOVEMBER, per_page: 2 },
      as(alice, team.teamId),
    );
    expect(report.time_entries.map((entry) => entry.id)).toEqual(aliceIds.slice(0, 2));
    expect(report.page_info!.total).toBe(5);
    expect(report.seconds).toBe(5 * 3600);
  });

  it("shows each entry's currencies, and totals per currency over every page, never summed", async () => {
    const other = h.team();
    const [carol] = other.members;
    const berlin = project('Berlin shop', { name: 'Berlin GmbH' });
    await h.entry(other, {
      user: carol,
      project: alpha,
      start: '2026-11-02T09:00:00Z',
      end: '2026-11-02T10:00:00Z',
    });
    await h.entry(other, {
      user: carol,
      project: berlin,
      start: '2026-11-03T09:00:00Z',
      end: '2026-11-03T11:00:00Z',
      billRate: 120,
      currency: 'EUR',
    });

    const report = await h.client.DetailedReport(
      { ...NOVEMBER, per_page: 1, page: 2 },
      as(other.owner, other.teamId),
    );

    expect(report.time_entries).toHaveLength(1);
    expect(report.time_entries[0]).toMatchObject({
      project_id: berlin.id,
      billable_amount: 240,
      cost_amount: 80,
      currency: 'EUR',
      cost_currency: 'USD',
      rate_missing: false,
    });
    expect(report.totals).toEqual([
      { currency: 'EUR', billable_amount: 240, cost_amount: 0 },
      { currency: 'USD', billable_amount: 100, cost_amount: 120 },
    ]);
    expect(report.seconds).toBe(3 * 3600);
  });

  it("a member asking for another member's entries is refused", async () => {
    const [alice, bob] = team.members;
    const failure = await failureOf(
      h.client.DetailedReport({ ...NOVEMBER, user_id: bob.id }, as(alice, team.teamId)),
    );
    expect(failure.kind).toBe('permission_denied');
  });

  it.each([
    [{ per_page: 101 }, 'per_page', 'The per_page must be an integer from 1 to 100.'],
    [{ page: 0 }, 'page', 'The page must be an integer of at least 1.'],
    [
      { from: '2026-11-31' },
      'from',
      'The from must be an ISO 8601 date (YYYY-MM-DD) or date-time.',
    ],
    [{ to: '2026-10-01' }, 'to', 'The to must be after the from.'],
  ])('%j: INVALID_PARAMETERS on %s', async (change, field, message) => {
    const failure = await failureOf(
      h.client.DetailedReport({ ...NOVEMBER, ...change }, as(team.owner, team.teamId)),
    );
    expect(failure.reason).toBe(Reason.INVALID_PARAMETERS);
    expect(failure.fields?.[field]).toEqual([message]);
  });
});
