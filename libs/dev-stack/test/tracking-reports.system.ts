// The reports' end-to-end cases (issue 18), run by tracking.system.test.ts on its stack:
// days across the New York DST change, members' own time only, CSV, detailed paging.
import type { RegisteredUser, System } from './system-harness';
import { trackingTeam, ZONE, type TrackingTeam } from './tracking-team';

interface GroupAnswer {
  key: string;
  seconds: number;
  billable_seconds: number;
  amounts: { currency: string; billable_amount: number; cost_amount: number }[];
}

export function describeTrackingReports(system: System): void {
  describe('time tracking reports end to end', () => {
    let team: TrackingTeam;
    let member: RegisteredUser;
    const { http } = system;

    beforeAll(async () => {
      team = await trackingTeam(system);
      member = await team.joinedMember();
      // America/New_York moves to EDT at 2026-03-08 07:00 UTC. Half an hour before
      // midnight on both sides: one offset for the whole range puts one of them on the
      // wrong day (EST: 03-07 and 03-08; EDT: 03-08 and 03-09).
      for (const [start, end] of [
        ['2026-03-08T04:30:00Z', '2026-03-08T05:00:00Z'], // Saturday 23:30 EST
        ['2026-03-09T04:30:00Z', '2026-03-09T05:00:00Z'], // Monday 00:30 EDT
      ]) {
        expect((await team.createEntry(member, start!, end!)).status).toBe(201);
      }
      // The owner's own hour: in the team's reports, never in the member's.
      expect(
        (await team.createEntry(team.owner, '2026-03-08T15:00:00Z', '2026-03-08T16:00:00Z')).status,
      ).toBe(201);
    }, 60_000);

    const summary = (user: RegisteredUser, query: string) =>
      http('GET', `/api/v3/report/summary?${query}`, undefined, user.user.token);
    const RANGE = `from=2026-03-07&to=2026-03-10&timezone=${encodeURIComponent(ZONE)}`;

    it("buckets days in the zone at each entry's own instant, across the DST change", async () => {
      const report = await summary(member, `${RANGE}&group_by=day`);
      expect(report.status).toBe(200);
      expect(report.body.groups.map((group: GroupAnswer) => [group.key, group.seconds])).toEqual([
        ['2026-03-07', 1800],
        ['2026-03-09', 1800],
      ]);
      expect(report.body.totals).toEqual([
        { currency: 'USD', billable_amount: 100, cost_amount: 40 },
      ]);
      expect(report.body.seconds).toBe(3600);
      expect(report.body.billable_seconds).toBe(3600);
    });

    it("gives a member their own time only, and the owner the team's by user", async () => {
      const own = await summary(member, `${RANGE}&group_by=user`);
      expect(own.body.groups.map((group: GroupAnswer) => group.key)).toEqual([
        String(member.user.id),
      ]);
      const teams = await summary(team.owner, `${RANGE}&group_by=user`);
      expect(teams.body.groups.map((group: GroupAnswer) => group.key).sort()).toEqual(
        [String(member.user.id), String(team.owner.user.id)].sort(),
      );
      expect(teams.body.seconds).toBe(7200);
    });

    it('answers the summary and the detailed report as RFC 4180 CSV', async () => {
      for (const [report, header] of [
        ['summary', 'group_key,group_name,sub_group_key,sub_group_name,seconds,hours'],
        ['detailed', 'id,user_id,project_id,client_id'],
      ] as const) {
        const response = await system.gatewayFetch(
          `/api/v3/report/${report}?${RANGE}&group_by=day&format=csv`,
          { headers: { authorization: `Bearer ${member.user.token}` } },
        );
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        const text = await response.text();
        expect(text.split('\r\n')[0]).toMatch(new RegExp(`^${header}`));
        expect(text.split('\r\n').filter(Boolean)).toHaveLength(3); // header and two rows
      }
    });

    it('pages the detailed report with the totals of every entry', async () => {
      const page = await http(
        'GET',
        `/api/v3/report/detailed?${RANGE}&per_page=1`,
        undefined,
        member.user.token,
      );
      expect(page.status).toBe(200);
      expect(page.body.time_entries).toHaveLength(1);
      expect(page.body.page_info).toMatchObject({ per_page: 1, total: 2 });
      expect(page.body.seconds).toBe(3600);
    });
  });
}
