// Exports end to end (docs/exports.md), run by tracking.system.test.ts on its stack: every
// real service's Portability, tracking's worker, the local S3 server and the gateway. A
// team with a client, a project, a task, a schedule, entries and an invoice exports
// through the gateway; the zip downloaded from its link holds what the API lists; the
// owner is mailed. A member's own export holds their profile and entries and nothing of
// the owner; nobody else reads it.
import { eventually, jsonLines, readZip } from '@workmesh/testing';
import type { HttpAnswer, RegisteredUser, System } from './system-harness';
import { trackingTeam, type TrackingTeam } from './tracking-team';

export function describeExports(system: System): void {
  describe('exports end to end', () => {
    let team: TrackingTeam;
    let member: RegisteredUser;
    let taskId: number;
    let invoice: { id: number; number: string | null };
    /** The owner's export, for the round trip. */
    let teamZip: Buffer;
    const { http } = system;
    const owner = () => team.owner.user.token;

    /** The export once it ended (done or failed). */
    async function ended(path: string, token: string): Promise<HttpAnswer> {
      let answer: HttpAnswer | undefined;
      await eventually(
        async () => {
          answer = await http('GET', path, undefined, token);
          return answer.status !== 200 || ['done', 'failed'].includes(answer.body.status);
        },
        60_000,
        `${path} to end`,
      );
      expect(answer!.status).toBe(200);
      expect(answer!.body.status).toBe('done');
      return answer!;
    }

    async function download(job: HttpAnswer): Promise<Buffer> {
      const response = await fetch(job.body.download_url);
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    }

    const zipOf = async (job: HttpAnswer) => readZip(await download(job));

    /** The October entries a user sees, earliest first. */
    async function octoberEntries(token: string): Promise<Array<Record<string, unknown>>> {
      const listed = await http(
        'GET',
        '/api/v3/time-entry/list?from=2026-10-01T00:00:00Z&to=2026-11-01T00:00:00Z&per_page=100',
        undefined,
        token,
      );
      expect(listed.status).toBe(200);
      return [...listed.body.data].sort((a, b) => String(a.start).localeCompare(String(b.start)));
    }

    beforeAll(async () => {
      team = await trackingTeam(system);
      member = await team.joinedMember();
      const task = await http(
        'POST',
        '/api/taskmanager/v1/task/create',
        { project_id: team.projectId, name: 'Export the launch plan' },
        owner(),
      );
      expect(task.status).toBe(201);
      taskId = task.body.id;
      const schedule = await http(
        'POST',
        '/api/v1/timemanagement/schedule/add',
        {
          date_from: '2026-10-05',
          time_from: '09:00',
          time_to: '17:00',
          timezone: 'America/New_York',
          minimum_hours: 8,
          repetition: 'never',
          members: String(member.user.id),
        },
        owner(),
      );
      expect(schedule.status).toBeLessThan(300);
      for (const [user, start, end] of [
        [team.owner, '2026-10-05T13:00:00Z', '2026-10-05T15:00:00Z'],
        [member, '2026-10-06T13:00:00Z', '2026-10-06T14:30:00Z'],
        [member, '2026-10-07T13:00:00Z', '2026-10-07T13:45:00Z'],
      ] as const) {
        const created = await team.createEntry(user, start, end, {
          description: `Work of ${start.slice(0, 10)}`,
          task_id: taskId,
        });
        expect(created.status).toBe(201);
      }
      const made = await http(
        'POST',
        '/api/v3/invoice/create',
        { client_id: team.clientId, from: '2026-10-01', to: '2026-10-31' },
        owner(),
      );
      expect(made.status).toBe(201);
      invoice = { id: made.body.id, number: made.body.number };
    }, 60_000);

    it("an owner's export holds what the API lists, the CSV and the invoice's PDF; the owner is mailed", async () => {
      const refused = await http('POST', '/api/v3/export', undefined, member.user.token);
      expect(refused.status).toBe(403);

      const queued = await http('POST', '/api/v3/export', undefined, owner());
      expect(queued.status).toBe(202);
      expect(queued.body).toMatchObject({ status: 'queued', team_id: team.teamId, user_id: 0 });
      const job = await ended(`/api/v3/export/${queued.body.id}`, owner());
      teamZip = await download(job);
      const files = await readZip(teamZip);

      const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8'));
      expect(manifest).toMatchObject({
        format: 'workmesh-export',
        version: 1,
        team_id: team.teamId,
      });
      const listed = await http(
        'GET',
        '/api/v3/time-entry/list?from=2026-10-01T00:00:00Z&to=2026-11-01T00:00:00Z&per_page=100',
        undefined,
        owner(),
      );
      const entries = jsonLines(files.get('time_entries.jsonl'));
      expect(entries.map((entry) => entry.id).sort()).toEqual(
        listed.body.data.map((entry: { id: number }) => entry.id).sort(),
      );
      expect(entries).toHaveLength(3);
      const ownersEntry = entries.find((entry) => entry.user_id === team.owner.user.id)!;
      expect(ownersEntry).toMatchObject({
        user_email: team.owner.email,
        duration: 7200,
        task_id: taskId,
      });
      expect(files.get('time_entries.csv')!.toString('utf8').split('\r\n')).toHaveLength(5);

      expect(jsonLines(files.get('clients.jsonl')).map((client) => client.id)).toContain(
        team.clientId,
      );
      expect(jsonLines(files.get('projects.jsonl')).map((project) => project.id)).toEqual([
        team.projectId,
      ]);
      expect(jsonLines(files.get('tasks.jsonl')).map((task) => task.id)).toEqual([taskId]);
      expect(jsonLines(files.get('schedules.jsonl'))).toEqual([
        expect.objectContaining({ user_id: member.user.id, team_id: team.teamId }),
      ]);
      expect(jsonLines(files.get('members.jsonl')).map((one) => one.email)).toEqual(
        expect.arrayContaining([team.owner.email, member.email]),
      );
      expect(jsonLines(files.get('invoices.jsonl')).map((one) => one.id)).toEqual([invoice.id]);
      const pdfs = [...files.keys()].filter((name) => name.startsWith('invoices/'));
      expect(pdfs).toEqual([`invoices/${invoice.number ?? `invoice-${invoice.id}`}.pdf`]);
      expect(files.get(pdfs[0]!)!.subarray(0, 5).toString()).toBe('%PDF-');
      expect(manifest.parts).toMatchObject({ time_entries: 3, tasks: 1, invoices: 1 });

      const mail = await system.mail.waitFor(
        (message) =>
          message.to.includes(team.owner.email) &&
          message.subject === `Your export ${queued.body.id} is ready`,
      );
      expect(mail.text).toContain(`/api/v3/export/${queued.body.id}`);
    });

    it('the export imported into an empty team (source workmesh) gives the same entries, amounts and names', async () => {
      const newcomer = await system.register();
      // Both people of the export are the new team's owner here: the entries do not overlap.
      const userMap = [team.owner.email, member.email].map((source) => ({
        source,
        user_id: newcomer.user.id,
      }));
      const form = new FormData();
      form.append('file', new Blob([teamZip], { type: 'application/zip' }), 'export.zip');
      form.append('source', 'workmesh');
      form.append('user_map', JSON.stringify(userMap));
      const response = await system.gatewayFetch('/api/v3/import', {
        method: 'POST',
        headers: { authorization: `Bearer ${newcomer.user.token}` },
        body: form,
      });
      expect(response.status).toBe(202);
      const importId = ((await response.json()) as { id: number }).id;
      let done: HttpAnswer | undefined;
      await eventually(
        async () => {
          done = await http('GET', `/api/v3/import/${importId}`, undefined, newcomer.user.token);
          return ['done', 'failed'].includes(done.body.status);
        },
        60_000,
        'the import to end',
      );
      expect(done!.body).toMatchObject({ status: 'done', created: 3, errored: 0 });

      const same = (entry: Record<string, unknown>) => ({
        start: entry.start,
        end: entry.end,
        duration: entry.duration,
        description: entry.description,
        billable: entry.billable,
        bill_rate: entry.bill_rate,
        billable_amount: entry.billable_amount,
        currency: entry.currency,
        project_name: entry.project_name,
        client_name: entry.client_name,
        task_name: entry.task_name,
      });
      const imported = await octoberEntries(newcomer.user.token);
      const original = await octoberEntries(owner());
      expect(imported.map(same)).toEqual(original.map(same));
      expect(imported.every((entry) => entry.user_id === newcomer.user.id)).toBe(true);
    });

    it("a member's own export holds their profile and entries and nothing of the owner; nobody else reads it", async () => {
      const queued = await http('POST', '/api/v3/user/export', undefined, member.user.token);
      expect(queued.status).toBe(202);
      expect(queued.body).toMatchObject({ team_id: 0, user_id: member.user.id });
      const job = await ended(`/api/v3/user/export/${queued.body.id}`, member.user.token);
      const files = await zipOf(job);

      expect(jsonLines(files.get('profile.jsonl'))).toEqual([
        expect.objectContaining({ id: member.user.id, email: member.email }),
      ]);
      const entries = jsonLines(files.get('time_entries.jsonl'));
      expect(entries).toHaveLength(2);
      expect(entries.every((entry) => entry.user_id === member.user.id)).toBe(true);
      expect(jsonLines(files.get('memberships.jsonl')).map((one) => one.team_id)).toContain(
        team.teamId,
      );
      expect(jsonLines(files.get('mails.jsonl')).length).toBeGreaterThan(0);
      const everything = [...files.values()].map((data) => data.toString('utf8')).join('\n');
      expect(everything).not.toContain(team.owner.email);
      expect(files.has('members.jsonl')).toBe(false);

      const byOwner = await http(
        'GET',
        `/api/v3/user/export/${queued.body.id}`,
        undefined,
        owner(),
      );
      expect(byOwner.status).toBe(404);
      const asTeamExport = await http(
        'GET',
        `/api/v3/export/${queued.body.id}`,
        undefined,
        owner(),
      );
      expect(asTeamExport.status).toBe(404);
    });
  });
}
