// Tags end to end, run by tracking.system.test.ts on its stack: the real tracking service
// and gateway. The owner creates the team's tags; a member tags time entries (JSON) and an
// expense (a multipart form, tag_ids "1,2"); the summary grouped by tag counts the entry
// carrying two tags in both groups and once in the totals; a rename shows at once in the
// report and the detailed CSV's `tags` column; a delete takes the tag off the entries.
import type { RegisteredUser, System } from './system-harness';
import { trackingTeam, type TrackingTeam } from './tracking-team';

export function describeTrackingTags(system: System): void {
  describe('tags end to end', () => {
    let team: TrackingTeam;
    let member: RegisteredUser;
    const { http } = system;
    const owner = () => team.owner.user.token;
    const RANGE = 'from=2026-09-01&to=2026-10-01&timezone=UTC';
    const tags = { alpha: 0, beta: 0 };
    let both = 0;

    beforeAll(async () => {
      team = await trackingTeam(system);
      member = await team.joinedMember();
      for (const [key, name] of [
        ['alpha', 'Alpha'],
        ['beta', 'Beta'],
      ] as const) {
        const made = await http('POST', '/api/v3/tag/create', { name }, owner());
        expect(made.status).toBe(201);
        tags[key] = made.body.id;
      }
    }, 60_000);

    it('owners create tags (a name taken in any case is 409); members tag their entries', async () => {
      const taken = await http('POST', '/api/v3/tag/create', { name: 'ALPHA' }, owner());
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ error: 409, message: 'A tag with this name already exists' });
      const byMember = await http(
        'POST',
        '/api/v3/tag/create',
        { name: 'Mine' },
        member.user.token,
      );
      expect(byMember.status).toBe(403);

      const entry = await team.createEntry(member, '2026-09-01T09:00:00Z', '2026-09-01T10:00:00Z', {
        tag_ids: `${tags.beta},${tags.alpha}`,
      });
      expect(entry.status).toBe(201);
      expect(entry.body.tag_ids).toEqual([tags.alpha, tags.beta]);
      both = entry.body.id;
      const alphaOnly = await team.createEntry(
        member,
        '2026-09-02T09:00:00Z',
        '2026-09-02T09:30:00Z',
        { tag_ids: [tags.alpha] },
      );
      expect(alphaOnly.status).toBe(201);

      const form = new FormData();
      const category = await http(
        'POST',
        '/api/v3/expense-category/create',
        { name: 'Taxi' },
        owner(),
      );
      for (const [key, value] of Object.entries({
        date: '2026-09-01',
        project_id: String(team.projectId),
        category_id: String(category.body.id),
        amount: '20',
        tag_ids: `${tags.alpha},${tags.beta}`,
      }))
        form.append(key, value);
      const expense = await system.gatewayFetch('/api/v3/expense/create', {
        method: 'POST',
        headers: { authorization: `Bearer ${member.user.token}` },
        body: form,
      });
      expect(expense.status).toBe(201);
      expect(((await expense.json()) as { tag_ids: number[] }).tag_ids).toEqual([
        tags.alpha,
        tags.beta,
      ]);
    });

    it('the summary by tag counts the two-tag entry in both groups, the totals once', async () => {
      const report = await http(
        'GET',
        `/api/v3/report/summary?${RANGE}&group_by=tag&include=expenses`,
        undefined,
        owner(),
      );
      expect(report.status).toBe(200);
      expect(
        report.body.groups.map((group: { name: string; seconds: number }) => [
          group.name,
          group.seconds,
        ]),
      ).toEqual([
        ['Alpha', 5400],
        ['Beta', 3600],
      ]);
      expect(report.body.groups_overlap).toBe(true);
      expect(report.body.seconds).toBe(5400);
      // Bill rate 100/h: 1.5 h once, not 2.5 h.
      expect(report.body.totals).toEqual([
        { currency: 'USD', billable_amount: 150, cost_amount: 60 },
      ]);
      expect(report.body.expense_totals).toEqual([
        { currency: 'USD', amount: 20, billable_amount: 20, count: 1 },
      ]);
    });

    it('a rename shows at once in the report and the CSV; a delete takes the tag off', async () => {
      const renamed = await http(
        'POST',
        `/api/v3/tag/${tags.beta}/update`,
        { name: 'Bravo' },
        owner(),
      );
      expect(renamed.status).toBe(200);

      const csv = await system.gatewayFetch(
        `/api/v3/report/detailed?${RANGE}&tag_ids=${tags.beta}&format=csv`,
        { headers: { authorization: `Bearer ${owner()}` } },
      );
      const [header, row, ...rest] = (await csv.text()).split('\r\n').filter(Boolean);
      expect(rest).toEqual([]);
      const column = header!.split(',').indexOf('tags');
      expect(row!.split(',')[column]).toBe('Alpha; Bravo');

      const deleted = await http('POST', `/api/v3/tag/${tags.alpha}/delete`, {}, owner());
      expect(deleted.body).toEqual({ success: 'Tag deleted' });
      const entry = await http('GET', `/api/v3/time-entry/${both}`, undefined, member.user.token);
      expect(entry.body.tag_ids).toEqual([tags.beta]);
      const report = await http(
        'GET',
        `/api/v3/report/summary?${RANGE}&group_by=tag`,
        undefined,
        owner(),
      );
      expect(
        report.body.groups.map((group: { key: string; name: string }) => [group.key, group.name]),
      ).toEqual([
        ['', '(no tag)'],
        [String(tags.beta), 'Bravo'],
      ]);
    });
  });
}
