// Imports end to end (docs/imports.md), through the gateway only: a Clockify export (the
// parsers' fixture) imported with the counts and amounts of the file, the same file again
// creating nothing, a dry run writing nothing, the refused rows as CSV with their lines,
// and the tracking process killed (SIGKILL) mid-file, restarted, its import resumed and
// done with each entry written once. Run by imports.system.test.ts on a stack of its own
// (the kill would disturb other files' tests).
import { eventually } from '@workmesh/testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../src';
import type { RegisteredUser, System } from './system-harness';

const FIXTURE = path.join(
  repositoryRoot(),
  'services/tracking/test/fixtures/imports/clockify-detailed-12h.csv',
);
const HEADER =
  '"Project","Client","Description","Task","User","Group","Email","Tags","Billable","Start Date","Start Time","End Date","End Time","Duration (h)","Duration (decimal)","Billable Rate (USD)","Billable Amount (USD)"';

/** `count` 15-minute Clockify rows of one person, 20 minutes apart from 2026-02-02 on, described `<label> <n>`. */
export function clockifyRows(count: number, email: string, label: string): string {
  const lines = [HEADER];
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = (date: Date) => {
    const hours = date.getUTCHours();
    return `${pad(hours % 12 || 12)}:${pad(date.getUTCMinutes())}:00 ${hours < 12 ? 'AM' : 'PM'}`;
  };
  const day = (date: Date) =>
    `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
  for (let n = 0; n < count; n++) {
    const start = new Date(Date.UTC(2026, 1, 2) + n * 20 * 60_000);
    const end = new Date(start.getTime() + 15 * 60_000);
    lines.push(
      `"Bulk","Bulk Client","${label} ${n + 1}","","Owner","","${email}","","Yes","${day(start)}","${clock(start)}","${day(end)}","${clock(end)}","00:15:00","0.25","100.00","25.00"`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export function describeImports(system: System): void {
  const { http } = system;
  let owner: RegisteredUser;
  const token = () => owner.user.token;

  beforeAll(async () => {
    owner = await system.register();
  }, 60_000);

  /** POST /api/v3/import as a multipart form. */
  async function upload(file: string | Buffer, fields: Record<string, string>) {
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'export.csv');
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const response = await system.gatewayFetch('/api/v3/import', {
      method: 'POST',
      headers: { authorization: `Bearer ${token()}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  }

  const job = async (id: number) =>
    (await http('GET', `/api/v3/import/${id}`, undefined, token())).body;

  /** The import once done or failed. */
  async function ended(id: number, timeoutMs = 60_000): Promise<Record<string, any>> {
    let last: Record<string, any> = {};
    await eventually(
      async () => {
        last = await job(id);
        return last.status === 'done' || last.status === 'failed';
      },
      timeoutMs,
      `import ${id} to end`,
    );
    return last;
  }

  /** Every entry of the owner between two instants, page by page. */
  async function entriesBetween(from: string, to: string) {
    const all: Record<string, any>[] = [];
    for (let page = 1; ; page++) {
      const answer = await http(
        'GET',
        `/api/v3/time-entry/list?from=${from}&to=${to}&per_page=100&page=${page}`,
        undefined,
        token(),
      );
      expect(answer.status).toBe(200);
      all.push(...answer.body.data);
      if (answer.body.data.length < 100) return all;
    }
  }

  const fixtureUserMap = () =>
    JSON.stringify([
      { source: 'peter.tester@example.test', user_id: owner.user.id },
      { source: 'ana.lima@example.test', user_id: owner.user.id },
    ]);
  const JANUARY = ['2026-01-14T00:00:00Z', '2026-01-19T00:00:00Z'] as const;

  describe('imports end to end', () => {
    let firstId: number;

    it('imports a Clockify export: the counts and amounts of the file', async () => {
      const created = await upload(readFileSync(FIXTURE), {
        source: 'clockify',
        timezone: 'America/New_York',
        user_map: fixtureUserMap(),
      });
      expect(created.status).toBe(202);
      expect(created.body).toMatchObject({ status: 'queued', source: 'clockify', dry_run: false });
      firstId = created.body.id;
      const done = await ended(firstId);
      expect(done).toMatchObject({
        status: 'done',
        rows_read: 12,
        created: 4,
        matched: 0,
        skipped: 2,
        errored: 6,
        progress: 100,
      });
      const entries = await entriesBetween(...JANUARY);
      expect(entries).toHaveLength(4);
      const homepage = entries.find((entry) => entry.description === 'Homepage layout');
      expect(homepage).toMatchObject({
        start: '2026-01-15T19:30:00.000Z',
        end: '2026-01-15T21:00:00.000Z',
        billable: true,
        bill_rate: 95.5,
        billable_amount: 143.25,
        currency: 'USD',
      });
      expect(entries.find((entry) => entry.description === 'Night deploy')).toMatchObject({
        billable_amount: 1250,
      });
      const list = await http('GET', '/api/v3/import/list', undefined, token());
      expect(list.body.data.map((item: { id: number }) => item.id)).toContain(firstId);
    });

    it('lists the refused rows as CSV with their lines', async () => {
      const response = await system.gatewayFetch(`/api/v3/import/${firstId}/errors?format=csv`, {
        headers: { authorization: `Bearer ${token()}` },
      });
      expect(response.status).toBe(200);
      const lines = (await response.text()).split('\r\n');
      expect(lines[0]).toBe('line,reason,excerpt');
      expect(lines.slice(1, 7).map((line) => Number(line.split(',')[0]))).toEqual([
        7, 8, 9, 10, 11, 12,
      ]);
      expect(lines[2]).toContain('The entry ends before it starts');
      const page = await http(
        'GET',
        `/api/v3/import/${firstId}/errors?per_page=2`,
        undefined,
        token(),
      );
      expect(page.body).toMatchObject({ total: 6, per_page: 2 });
      expect(page.body.data[0]).toMatchObject({ line: 7 });
    });

    it('the same file again creates nothing; a dry run writes nothing', async () => {
      const again = await upload(readFileSync(FIXTURE), {
        source: 'clockify',
        timezone: 'America/New_York',
        user_map: fixtureUserMap(),
      });
      expect(await ended(again.body.id)).toMatchObject({ status: 'done', created: 0, matched: 4 });
      const dry = await upload(clockifyRows(5, owner.email, 'Dry'), {
        source: 'clockify',
        timezone: 'UTC',
        dry_run: 'true',
      });
      expect(await ended(dry.body.id)).toMatchObject({ status: 'done', dry_run: true, created: 5 });
      expect(await entriesBetween(...JANUARY)).toHaveLength(4);
      expect(await entriesBetween('2026-02-01T00:00:00Z', '2026-02-04T00:00:00Z')).toHaveLength(0);
    });

    it('a kill -9 of tracking mid-file: restarted, the import ends done and each entry exists once', async () => {
      const rows = 3000;
      const created = await upload(clockifyRows(rows, owner.email, 'Bulk'), {
        source: 'clockify',
        timezone: 'UTC',
      });
      expect(created.status).toBe(202);
      const id: number = created.body.id;
      let seen: Record<string, any> = {};
      await eventually(
        async () => {
          seen = await job(id);
          return seen.rows_read > 0 || seen.status === 'done';
        },
        60_000,
        'the first batch stored',
      );
      const pid = system.stack.pids().tracking!;
      process.kill(pid, 'SIGKILL');
      expect(seen.status).toBe('running'); // killed mid-file, not after
      await eventually(() => system.stack.pids().tracking === undefined, 10_000, 'tracking gone');
      await system.stack.startProcess('tracking');
      const done = await ended(id, 120_000);
      expect(done).toMatchObject({ status: 'done', rows_read: rows, created: rows, errored: 0 });
      const entries = await entriesBetween('2026-02-01T00:00:00Z', '2026-03-20T00:00:00Z');
      const descriptions = new Set(entries.map((entry) => entry.description));
      expect(entries).toHaveLength(rows);
      expect(descriptions.size).toBe(rows);
    }, 240_000);
  });
}
