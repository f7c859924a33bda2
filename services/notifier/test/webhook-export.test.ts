// A team's export of its webhook subscriptions (Portability, kind `webhooks`,
// docs/exports.md): the team's subscriptions only, as the API shows them, never their
// signing secrets; pages follow one another by id.
import { portabilityClient } from '@workmesh/platform';
import { jsonLines } from '@workmesh/testing';
import { webhooksForFile } from './webhooks-harness';

const h = webhooksForFile();

describe("Portability: a team's webhooks", () => {
  it("pages the team's subscriptions without their secrets, and none of another team's", async () => {
    const fixture = h.teams.team();
    const other = h.teams.team();
    const first = await h.subscribe(fixture, 'new_time_entry');
    const second = await h.subscribe(fixture, 'new_client');
    await h.subscribe(other, 'new_time_entry');

    const client = portabilityClient(`127.0.0.1:${h.app.port}`, { deadlineMs: 5000 });
    try {
      const scope = { kind: 'webhooks', team_id: fixture.teamId, user_id: 0 };
      const one = await client.ExportRecords({ ...scope, limit: 1 });
      expect(one.records).toBe(1);
      const two = await client.ExportRecords({ ...scope, limit: 1, after: one.next_after });
      expect(two.next_after).toBe('');

      const records = [...jsonLines(one.jsonl), ...jsonLines(two.jsonl)];
      expect(records.map((record) => record.id)).toEqual([first.id, second.id]);
      expect(records.map((record) => record.team_id)).toEqual([fixture.teamId, fixture.teamId]);
      const text = Buffer.concat([one.jsonl, two.jsonl]).toString('utf8');
      expect(text).not.toContain('secret');
      expect(text).not.toContain(first.secret);
    } finally {
      client.close();
    }
  });
});
