// SummaryReport: entries that start in [from, to) grouped by each dimension (and a
// sub-group), filters, members' own time only, days and weeks across DST changes, totals
// the sum of the groups in exact minor units per currency (never summed across currencies),
// and clear errors for bad requests.
import { Reason } from '@workmesh/platform';
import { as, failureOf, project, reportsForFile, type ReportTeam } from './reports-harness';

const h = reportsForFile();

const NOVEMBER = { from: '2026-11-01', to: '2026-12-01', timezone: 'UTC' };

const hoursLater = (start: string, hours: number) =>
  new Date(new Date(start).getTime() + hours * 3_600_000).toISOString();

describe('SummaryReport groups', () => {
  let team: ReportTeam;
  const design = project('Design');
  const build = project('Build', { id: 0, name: '' });
  const task = { id: 4001, name: 'Wireframes' };

  beforeAll(async () => {
    team = h.team();
    const [alice, bob] = team.members;
    // alice: 1 h Design (task), 2 h Build non-billable; bob: 30 min Design; owner: 1 h Design.
    await h.entry(team, {
      user: alice,
      project: design,
      task,
      start: '2026-11-02T09:00:00Z',
      end: '2026-11-02T10:00:00Z',
    });
    await h.entry(team, {
      user: alice,
      project: build,
      start: '2026-11-03T09:00:00Z',
      end: '2026-11-03T11:00:00Z',
      billable: false,
    });
    await h.entry(team, {
      user: bob,
      project: design,
      start: '2026-11-03T12:00:00Z',
      end: '2026-11-03T12:30:00Z',
    });
    await h.entry(team, {
      user: team.owner,
      project: design,
      start: '2026-11-09T08:00:00Z',
      end: '2026-11-09T09:00:00Z',
    });
  });

  it('by project: each project with its seconds and amounts, sorted by name; totals are their sum', async () => {
    const report = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'project' },
      as(team.owner, team.teamId),
    );

    expect(report.groups.map(({ sub_groups: _, ...group }) => group)).toEqual([
      {
        key: String(build.id),
        name: 'Build',
        seconds: 7200,
        billable_seconds: 0,
        amounts: [{ currency: 'USD', billable_amount: 0, cost_amount: 80 }],
        expenses: [], // none without include=expenses
      },
      {
        key: String(design.id),
        name: 'Design',
        seconds: 9000,
        billable_seconds: 9000,
        amounts: [{ currency: 'USD', billable_amount: 250, cost_amount: 100 }],
        expenses: [],
      },
    ]);
    expect(report.totals).toEqual([{ currency: 'USD', billable_amount: 250, cost_amount: 180 }]);
    expect(report.seconds).toBe(16200);
    expect(report.billable_seconds).toBe(9000);
    expect(report).toMatchObject({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
      timezone: 'UTC',
      group_by: 'project',
    });
    expect(report.sub_group).toBeUndefined();
  });

  it("by user: each user's name from identity", async () => {
    const report = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'user' },
      as(team.manager, team.teamId),
    );

    const [alice, bob] = team.members;
    expect(report.groups.map((group) => [group.key, group.name, group.seconds])).toEqual([
      [String(alice.id), alice.name, 10800],
      [String(bob.id), bob.name, 1800],
      [String(team.owner.id), team.owner.name, 3600],
    ]);
  });

  it('by client and by task: a project without a client and an entry without a task have groups of their own', async () => {
    const byClient = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'client' },
      as(team.owner, team.teamId),
    );
    const byTask = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'task' },
      as(team.owner, team.teamId),
    );

    expect(byClient.groups.map((group) => [group.key, group.name, group.seconds])).toEqual([
      ['none', '(no client)', 7200],
      [String(design.clientId), design.clientName, 9000],
    ]);
    expect(byTask.groups.map((group) => [group.key, group.name, group.seconds])).toEqual([
      ['none', '(no task)', 12600],
      [String(task.id), 'Wireframes', 3600],
    ]);
  });

  it('by billable: yes and no', async () => {
    const report = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'billable' },
      as(team.owner, team.teamId),
    );

    expect(report.groups.map((group) => [group.key, group.name, group.seconds])).toEqual([
      ['yes', 'Billable', 9000],
      ['no', 'Non-billable', 7200],
    ]);
  });

  it('by day: local dates in date order, with readable names', async () => {
    const report = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'day' },
      as(team.owner, team.teamId),
    );

    expect(report.groups.map((group) => [group.key, group.name, group.seconds])).toEqual([
      ['2026-11-02', 'Mon, 2 Nov 2026', 3600],
      ['2026-11-03', 'Tue, 3 Nov 2026', 9000],
      ['2026-11-09', 'Mon, 9 Nov 2026', 3600],
    ]);
  });

  it('by week: ISO weeks from the team week start, monday', async () => {
    const report = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'week' },
      as(team.owner, team.teamId),
    );

    expect(report.groups.map((group) => [group.key, group.name, group.seconds])).toEqual([
      ['2026-W45', '2 Nov – 8 Nov 2026', 12600],
      ['2026-W46', '9 Nov – 15 Nov 2026', 3600],
    ]);
  });

  it('with a sub-group: each group divided, the sub-groups adding up to their group', async () => {
    const report = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'project', sub_group: 'user' },
      as(team.owner, team.teamId),
    );

    const [alice, bob] = team.members;
    const design = report.groups.find((group) => group.name === 'Design')!;
    expect(
      design.sub_groups.map((group) => [
        group.name,
        group.seconds,
        group.amounts.map((amounts) => amounts.billable_amount),
      ]),
    ).toEqual([
      [alice.name, 3600, [100]],
      [bob.name, 1800, [50]],
      [team.owner.name, 3600, [100]],
    ]);
    expect(design.sub_groups.every((group) => group.sub_groups.length === 0)).toBe(true);
    expect(report.sub_group).toBe('user');
    for (const group of report.groups)
      expect(group.sub_groups.reduce((sum, sub) => sum + sub.seconds, 0)).toBe(group.seconds);
  });
});

describe('SummaryReport names from the entries', () => {
  it("names a group by its latest-starting entry's snapshot, whatever the order entries were written in", async () => {
    const team = h.team();
    const [alice] = team.members;
    const site = project('Site');
    // Written in this order: the latest-starting entry (the 20th) has the name of the first
    // written; the last written (the 15th) starts after the first and carries another name.
    const seeds: Array<[string, string, string]> = [
      ['Site v2', 'Client v2', '2026-11-10T09:00:00Z'],
      ['Site v2', 'Client v2', '2026-11-20T09:00:00Z'],
      ['Site v1', 'Client v1', '2026-11-15T09:00:00Z'],
    ];
    for (const [name, clientName, start] of seeds)
      await h.entry(team, {
        user: alice,
        project: { ...site, name, clientName },
        start,
        end: hoursLater(start, 1),
      });

    const byProject = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'project', sub_group: 'day' },
      as(team.owner, team.teamId),
    );
    expect(byProject.groups.map((group) => [group.key, group.name, group.seconds])).toEqual([
      [String(site.id), 'Site v2', 10800],
    ]);
    const byClient = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'client' },
      as(team.owner, team.teamId),
    );
    expect(byClient.groups.map((group) => [group.key, group.name])).toEqual([
      [String(site.clientId), 'Client v2'],
    ]);
    // As a sub-group, each day's project is named by that day's own entries.
    const byDay = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'day', sub_group: 'project' },
      as(team.owner, team.teamId),
    );
    expect(
      byDay.groups.map((group) => [group.key, group.sub_groups.map((sub) => sub.name)]),
    ).toEqual([
      ['2026-11-10', ['Site v2']],
      ['2026-11-15', ['Site v1']],
      ['2026-11-20', ['Site v2']],
    ]);
  });
});

describe('SummaryReport periods and filters', () => {
  let team: ReportTeam;
  const alpha = project('Alpha');
  const beta = project('Beta');
  const task = { id: 4100, name: 'Review' };

  beforeAll(async () => {
    team = h.team();
    const [alice, bob] = team.members;
    // Starts before `from`, ends inside: not counted (entries count by their start).
    await h.entry(team, {
      user: alice,
      project: alpha,
      start: '2026-10-31T23:00:00Z',
      end: '2026-11-01T01:00:00Z',
    });
    // Starts exactly at `from`: counted.
    await h.entry(team, {
      user: alice,
      project: alpha,
      task,
      start: '2026-11-01T00:00:00Z',
      end: '2026-11-01T01:00:00Z',
    });
    await h.entry(team, {
      user: bob,
      project: beta,
      start: '2026-11-10T00:00:00Z',
      end: '2026-11-10T02:00:00Z',
      billable: false,
    });
    // Starts exactly at `to`: not counted.
    await h.entry(team, {
      user: bob,
      project: beta,
      start: '2026-12-01T00:00:00Z',
      end: '2026-12-01T04:00:00Z',
    });
  });

  const total = async (filters: Record<string, unknown>) =>
    (
      await h.client.SummaryReport(
        { ...NOVEMBER, group_by: 'project', ...filters },
        as(team.owner, team.teamId),
      )
    ).seconds;

  it('counts the entries that start in [from, to)', async () => {
    expect(await total({})).toBe(3600 + 7200);
  });

  it('filters by user, project, client, task and billable', async () => {
    const [alice, bob] = team.members;
    expect(await total({ user_id: alice.id })).toBe(3600);
    expect(await total({ user_id: bob.id })).toBe(7200);
    expect(await total({ project_id: beta.id })).toBe(7200);
    expect(await total({ client_id: alpha.clientId })).toBe(3600);
    expect(await total({ task_id: task.id })).toBe(3600);
    expect(await total({ billable: false })).toBe(7200);
    expect(await total({ billable: true })).toBe(3600);
  });

  it('takes instants as well as dates', async () => {
    expect(await total({ from: '2026-11-01T00:30:00Z', to: '2026-11-30T00:00:00+01:00' })).toBe(
      7200,
    );
  });

  it('counts a running entry up to now', async () => {
    const runner = h.team();
    const start = new Date(Date.now() - 2 * 3_600_000);
    await h.entry(runner, { user: runner.members[0], project: alpha, start: start.toISOString() });
    const today = new Date().toISOString().slice(0, 10);
    const report = await h.client.SummaryReport(
      {
        from: hoursLater(`${today}T00:00:00Z`, -72),
        to: hoursLater(`${today}T00:00:00Z`, 48),
        group_by: 'user',
      },
      as(runner.owner, runner.teamId),
    );
    const elapsed = Math.floor((Date.now() - start.getTime()) / 1000);
    expect(report.seconds).toBeGreaterThanOrEqual(7200);
    expect(report.seconds).toBeLessThanOrEqual(elapsed);
  });

  it("never shows another team's entries", async () => {
    const other = h.team();
    await h.entry(other, {
      user: other.members[0],
      project: alpha,
      start: '2026-11-05T00:00:00Z',
      end: '2026-11-05T05:00:00Z',
    });
    expect(await total({})).toBe(3600 + 7200);
  });
});

describe('SummaryReport for members', () => {
  let team: ReportTeam;
  const alpha = project('Alpha');

  beforeAll(async () => {
    team = h.team();
    for (const [index, user] of [team.owner, ...team.members].entries())
      await h.entry(team, {
        user,
        project: alpha,
        start: `2026-11-0${index + 2}T09:00:00Z`,
        end: `2026-11-0${index + 2}T10:00:00Z`,
      });
  });

  it('a member gets their own time only', async () => {
    const [alice] = team.members;
    const report = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'user' },
      as(alice, team.teamId),
    );
    expect(report.groups.map((group) => group.key)).toEqual([String(alice.id)]);
    expect(report.seconds).toBe(3600);
  });

  it('a member asking for their own user_id gets it', async () => {
    const [alice] = team.members;
    const report = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'user', user_id: alice.id },
      as(alice, team.teamId),
    );
    expect(report.seconds).toBe(3600);
  });

  it("a member asking for another member's time is refused, as the entry list refuses it", async () => {
    const [alice, bob] = team.members;
    const failure = await failureOf(
      h.client.SummaryReport(
        { ...NOVEMBER, group_by: 'user', user_id: bob.id },
        as(alice, team.teamId),
      ),
    );
    expect(failure.kind).toBe('permission_denied');
  });

  it('someone outside the team is refused', async () => {
    const stranger = h.identity.register('Stranger');
    const failure = await failureOf(
      h.client.SummaryReport({ ...NOVEMBER, group_by: 'user' }, as(stranger, team.teamId)),
    );
    expect(failure.kind).toBe('permission_denied');
  });
});

describe('SummaryReport across DST changes (America/New_York)', () => {
  const work = project('Work');

  it('places entries on both sides of the 2026-11-01 fall back on their local days', async () => {
    const team = h.team({ timezone: 'America/New_York' });
    const [alice] = team.members;
    const starts = [
      '2026-11-01T03:59:00Z', // 23:59 EDT, Oct 31
      '2026-11-01T05:30:00Z', // 01:30 EDT, Nov 1 (first time)
      '2026-11-01T06:30:00Z', // 01:30 EST, Nov 1 (second time)
      '2026-11-02T04:30:00Z', // 23:30 EST, Nov 1 (a fixed EDT offset would say Nov 2, 00:30)
      '2026-11-02T05:00:00Z', // 00:00 EST, Nov 2
    ];
    for (const start of starts)
      await h.entry(team, { user: alice, project: work, start, end: hoursLater(start, 0.25) });

    // No timezone given: the team's.
    const report = await h.client.SummaryReport(
      { from: '2026-10-31', to: '2026-11-03', group_by: 'day' },
      as(team.owner, team.teamId),
    );

    expect(report.timezone).toBe('America/New_York');
    expect(report.from).toBe('2026-10-31T04:00:00.000Z');
    expect(report.to).toBe('2026-11-03T05:00:00.000Z');
    expect(report.groups.map((group) => [group.key, group.seconds])).toEqual([
      ['2026-10-31', 900],
      ['2026-11-01', 2700],
      ['2026-11-02', 900],
    ]);
  });

  it('places entries on both sides of the 2026-03-08 spring forward on their local days', async () => {
    const team = h.team();
    const [alice] = team.members;
    const starts = [
      '2026-03-08T04:30:00Z', // 23:30 EST, Mar 7
      '2026-03-08T06:59:00Z', // 01:59 EST, Mar 8
      '2026-03-08T07:00:00Z', // 03:00 EDT, Mar 8
      '2026-03-09T03:30:00Z', // 23:30 EDT, Mar 8
      '2026-03-09T04:30:00Z', // 00:30 EDT, Mar 9 (a fixed EST offset would say Mar 8, 23:30)
    ];
    for (const start of starts)
      await h.entry(team, { user: alice, project: work, start, end: hoursLater(start, 0.25) });

    const report = await h.client.SummaryReport(
      { from: '2026-03-07', to: '2026-03-10', timezone: 'America/New_York', group_by: 'day' },
      as(team.owner, team.teamId),
    );

    expect(report.from).toBe('2026-03-07T05:00:00.000Z');
    expect(report.to).toBe('2026-03-10T04:00:00.000Z');
    expect(report.groups.map((group) => [group.key, group.seconds])).toEqual([
      ['2026-03-07', 900],
      ['2026-03-08', 2700],
      ['2026-03-09', 900],
    ]);
  });

  it("weeks from the team's week start (sunday) in its zone", async () => {
    const team = h.team({ timezone: 'America/New_York', week_start: 'sunday' });
    const [alice] = team.members;
    const starts = [
      '2026-11-08T04:30:00Z', // Sat 7 Nov, 23:30 EST: the week from Sun 1 Nov (holds Mon 2 Nov, W45)
      '2026-11-08T05:30:00Z', // Sun 8 Nov, 00:30 EST: the week from Sun 8 Nov (holds Mon 9 Nov, W46)
    ];
    for (const start of starts)
      await h.entry(team, { user: alice, project: work, start, end: hoursLater(start, 0.5) });

    const report = await h.client.SummaryReport(
      { from: '2026-11-01', to: '2026-11-15', group_by: 'week', sub_group: 'day' },
      as(team.owner, team.teamId),
    );

    expect(
      report.groups.map((group) => [group.key, group.name, group.sub_groups.map((day) => day.key)]),
    ).toEqual([
      ['2026-W45', '1 Nov – 7 Nov 2026', ['2026-11-07']],
      ['2026-W46', '8 Nov – 14 Nov 2026', ['2026-11-08']],
    ]);
  });
});

describe('SummaryReport money', () => {
  it('sums amounts in whole cents: three 10-cent entries total 0.30, not 0.30000000000000004', async () => {
    const team = h.team();
    const [alice] = team.members;
    const tiny = project('Tiny');
    for (const minute of [0, 2, 4])
      await h.entry(team, {
        user: alice,
        project: tiny,
        start: `2026-11-02T09:0${minute}:00Z`,
        end: `2026-11-02T09:0${minute + 1}:00Z`,
        billRate: 6,
        payRate: 6,
      });

    const report = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'day', sub_group: 'user' },
      as(team.owner, team.teamId),
    );

    expect(report.groups[0].amounts).toEqual([
      { currency: 'USD', billable_amount: 0.3, cost_amount: 0.3 },
    ]);
    expect(report.totals).toEqual([{ currency: 'USD', billable_amount: 0.3, cost_amount: 0.3 }]);
    expect(report.seconds).toBe(180);
    expect(report.billable_seconds).toBe(180);
  });
});

describe('SummaryReport money in several currencies', () => {
  let team: ReportTeam;
  const acme = project('Acme site', { name: 'Acme Inc.' });
  const berlin = project('Berlin shop', { name: 'Berlin GmbH' });

  beforeAll(async () => {
    team = h.team();
    const [alice, bob] = team.members;
    // Acme bills in USD, Berlin in EUR; the team pays in USD (40/h).
    await h.entry(team, {
      user: alice,
      project: acme,
      start: '2026-11-02T09:00:00Z',
      end: '2026-11-02T11:00:00Z',
      billRate: 100,
    });
    await h.entry(team, {
      user: alice,
      project: berlin,
      start: '2026-11-03T09:00:00Z',
      end: '2026-11-03T12:00:00Z',
      billRate: 150,
      currency: 'EUR',
    });
    await h.entry(team, {
      user: bob,
      project: berlin,
      start: '2026-11-04T09:00:00Z',
      end: '2026-11-04T10:30:00Z',
      billRate: 150,
      currency: 'EUR',
    });
  });

  it('over a USD and an EUR client: two totals, each exact, never their sum', async () => {
    const report = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'user' },
      as(team.owner, team.teamId),
    );

    // EUR: 3 h + 1.5 h at 150; USD: 2 h at 100 billed, 6.5 h at 40 paid.
    expect(report.totals).toEqual([
      { currency: 'EUR', billable_amount: 675, cost_amount: 0 },
      { currency: 'USD', billable_amount: 200, cost_amount: 260 },
    ]);
    expect(report.totals.map((row) => row.billable_amount)).not.toContain(875);
    expect(report.seconds).toBe(6.5 * 3600);
    expect(report.billable_seconds).toBe(6.5 * 3600);
  });

  it("each group has a row per currency its entries are in, the client's bill and the team's cost", async () => {
    const report = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'client', sub_group: 'user' },
      as(team.owner, team.teamId),
    );

    const [alice, bob] = team.members;
    expect(
      report.groups.map((group) => [
        group.name,
        group.amounts,
        group.sub_groups.map((sub) => [sub.name, sub.amounts]),
      ]),
    ).toEqual([
      [
        'Acme Inc.',
        [{ currency: 'USD', billable_amount: 200, cost_amount: 80 }],
        [[alice.name, [{ currency: 'USD', billable_amount: 200, cost_amount: 80 }]]],
      ],
      [
        'Berlin GmbH',
        [
          { currency: 'EUR', billable_amount: 675, cost_amount: 0 },
          { currency: 'USD', billable_amount: 0, cost_amount: 180 },
        ],
        [
          [
            alice.name,
            [
              { currency: 'EUR', billable_amount: 450, cost_amount: 0 },
              { currency: 'USD', billable_amount: 0, cost_amount: 120 },
            ],
          ],
          [
            bob.name,
            [
              { currency: 'EUR', billable_amount: 225, cost_amount: 0 },
              { currency: 'USD', billable_amount: 0, cost_amount: 60 },
            ],
          ],
        ],
      ],
    ]);
  });

  it("filtered to one client, only that client's currencies show", async () => {
    const report = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'project', client_id: acme.clientId },
      as(team.owner, team.teamId),
    );
    expect(report.totals).toEqual([{ currency: 'USD', billable_amount: 200, cost_amount: 80 }]);
  });

  it("amounts have each currency's places: JPY none, KWD three", async () => {
    const other = h.team();
    const [carol] = other.members;
    // 1 h 20 min at ¥1,000 is ¥1,333 (whole yen); 1 h at 12.345 KWD is 12.345, paid in KWD.
    await h.entry(other, {
      user: carol,
      project: project('Tokyo app'),
      start: '2026-11-05T09:00:00Z',
      end: '2026-11-05T10:20:00Z',
      billRate: 1000,
      currency: 'JPY',
      payRate: 4.5,
      costCurrency: 'KWD',
    });
    await h.entry(other, {
      user: carol,
      project: project('Kuwait portal'),
      start: '2026-11-06T09:00:00Z',
      end: '2026-11-06T10:00:00Z',
      billRate: 12.345,
      currency: 'KWD',
      payRate: 4.5,
      costCurrency: 'KWD',
    });

    const report = await h.client.SummaryReport(
      { ...NOVEMBER, group_by: 'project' },
      as(other.owner, other.teamId),
    );

    expect(report.totals).toEqual([
      { currency: 'JPY', billable_amount: 1333, cost_amount: 0 },
      { currency: 'KWD', billable_amount: 12.345, cost_amount: 10.5 },
    ]);
  });
});

describe('SummaryReport validation', () => {
  let team: ReportTeam;
  beforeAll(() => {
    team = h.team();
  });

  const failing = async (request: Record<string, unknown>) =>
    failureOf(h.client.SummaryReport(request, as(team.owner, team.teamId)));

  it.each([
    [{ to: '2026-12-01', group_by: 'day' }, 'from', 'The from field is required.'],
    [{ from: '2026-11-01', group_by: 'day' }, 'to', 'The to field is required.'],
    [
      { from: '2026-02-30', to: '2026-03-10', group_by: 'day' },
      'from',
      'The from must be an ISO 8601 date (YYYY-MM-DD) or date-time.',
    ],
    [
      { from: 'yesterday', to: '2026-03-10', group_by: 'day' },
      'from',
      'The from must be an ISO 8601 date (YYYY-MM-DD) or date-time.',
    ],
    [
      { from: '2026-11-02', to: '2026-11-02', group_by: 'day' },
      'to',
      'The to must be after the from.',
    ],
    [
      { from: '2026-11-02', to: '2026-11-01', group_by: 'day' },
      'to',
      'The to must be after the from.',
    ],
    [
      { from: '2026-01-01', to: '2027-01-03', group_by: 'day' },
      'to',
      'A report covers at most 366 days.',
    ],
    [{ from: '2026-11-01', to: '2026-12-01' }, 'group_by', 'The group_by field is required.'],
    [
      { from: '2026-11-01', to: '2026-12-01', group_by: 'month' },
      'group_by',
      'The group_by must be one of user, project, client, task, day, week, billable, tag.',
    ],
    [
      { from: '2026-11-01', to: '2026-12-01', group_by: 'day', sub_group: 'day' },
      'sub_group',
      'The sub_group must differ from the group_by.',
    ],
  ])('%j: INVALID_PARAMETERS on %s', async (request, field, message) => {
    const failure = await failing(request);
    expect(failure.kind).toBe('invalid_argument');
    expect(failure.reason).toBe(Reason.INVALID_PARAMETERS);
    expect(failure.message).toBe(message);
    expect(failure.fields?.[field]).toEqual([message]);
  });

  it('a year of 366 days is accepted', async () => {
    const report = await h.client.SummaryReport(
      { from: '2028-01-01', to: '2029-01-01', group_by: 'day' },
      as(team.owner, team.teamId),
    );
    expect(report.groups).toEqual([]);
    expect(report.totals).toEqual([]);
    expect(report.seconds).toBe(0);
  });

  it('a zone that is not IANA: INVALID_TIMEZONE', async () => {
    const failure = await failing({
      from: '2026-11-01',
      to: '2026-12-01',
      group_by: 'day',
      timezone: 'Mars/Olympus',
    });
    expect(failure.kind).toBe('invalid_argument');
    expect(failure.reason).toBe(Reason.INVALID_TIMEZONE);
  });
});
