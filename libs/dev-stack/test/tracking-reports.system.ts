// The reports' end-to-end cases (issue 18), run by tracking.system.test.ts on its stack and
// driven through the SDK (`@workmesh/client`, `system.sdk`), every answer checked against
// gateway/openapi.yaml: days across the New York DST change, members' own time only, CSV,
// detailed paging.
import type { Input } from '@workmesh/client';
import type { RegisteredUser, System } from './system-harness';
import { trackingTeam, ZONE, type TrackingTeam } from './tracking-team';

export function describeTrackingReports(system: System): void {
  describe('time tracking reports end to end', () => {
    let team: TrackingTeam;
    let member: RegisteredUser;

    beforeAll(async () => {
      team = await trackingTeam(system);
      member = await team.joinedMember();
      // America/New_York moves to EDT at 2026-03-08 07:00 UTC. Half an hour before
      // midnight on both sides: one offset for the whole range puts one of them on the
      // wrong day (EST: 03-07 and 03-08; EDT: 03-08 and 03-09).
      for (const [start, end] of [
        ['2026-03-08T04:30:00Z', '2026-03-08T05:00:00Z'], // Saturday 23:30 EST
        ['2026-03-09T04:30:00Z', '2026-03-09T05:00:00Z'], // Monday 00:30 EDT
      ] as const) {
        await team.addEntry(member, start, end);
      }
      // The owner's own hour: in the team's reports, never in the member's.
      await team.addEntry(team.owner, '2026-03-08T15:00:00Z', '2026-03-08T16:00:00Z');
    }, 60_000);

    const RANGE = { from: '2026-03-07', to: '2026-03-10', timezone: ZONE };
    const summary = (user: RegisteredUser, query: Pick<Input<'summaryReport'>, 'group_by'>) =>
      team.sdk(user).summaryReport({ ...RANGE, ...query });

    it("buckets days in the zone at each entry's own instant, across the DST change", async () => {
      const report = await summary(member, { group_by: 'day' });
      expect(report.groups.map((group) => [group.key, group.seconds])).toEqual([
        ['2026-03-07', 1800],
        ['2026-03-09', 1800],
      ]);
      expect(report.totals).toEqual([{ currency: 'USD', billable_amount: 100, cost_amount: 40 }]);
      expect(report.seconds).toBe(3600);
      expect(report.billable_seconds).toBe(3600);
    });

    it("gives a member their own time only, and the owner the team's by user", async () => {
      const own = await summary(member, { group_by: 'user' });
      expect(own.groups.map((group) => group.key)).toEqual([String(member.user.id)]);
      const teams = await summary(team.owner, { group_by: 'user' });
      expect(teams.groups.map((group) => group.key).sort()).toEqual(
        [String(member.user.id), String(team.owner.user.id)].sort(),
      );
      expect(teams.seconds).toBe(7200);
    });

    it('answers the summary and the detailed report as RFC 4180 CSV', async () => {
      // The SDK reads the CSV as text and hides the headers; its fetch (the harness's,
      // checked against the description) is wrapped to see the answer's content type and
      // its charset, which the description's media type does not fix.
      let contentType: string | null | undefined;
      const asMember = system.sdk(member.user.token, undefined, {
        fetch: async (input, init) => {
          const response = await system.validatingFetch(input, init);
          contentType = response.headers.get('content-type');
          return response;
        },
      });
      const query = { ...RANGE, group_by: 'day', format: 'csv' } as const;
      for (const [read, header] of [
        [
          () => asMember.summaryReport(query, { as: 'text' }),
          'group_key,group_name,sub_group_key,sub_group_name,seconds,hours',
        ],
        [() => asMember.detailedReport(query, { as: 'text' }), 'id,user_id,project_id,client_id'],
      ] as const) {
        contentType = null;
        const text = await read();
        expect(contentType).toBe('text/csv; charset=utf-8');
        expect(text.split('\r\n')[0]).toMatch(new RegExp(`^${header}`));
        expect(text.split('\r\n').filter(Boolean)).toHaveLength(3); // header and two rows
      }
    });

    it('pages the detailed report with the totals of every entry', async () => {
      const page = await team.sdk(member).detailedReport({ ...RANGE, per_page: 1 });
      expect(page.time_entries).toHaveLength(1);
      expect(page.page_info).toMatchObject({ per_page: 1, total: 2 });
      expect(page.seconds).toBe(3600);
    });
  });
}
