// The client's own rules against a real local HTTP server that answers as scripted: how a
// call becomes a request, retries and their bounds, the Idempotency-Key kept across
// retries, errors in the three shapes, paging and the answer kinds.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, OPERATIONS, WorkmeshError } from '../src';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  at: number;
}
type Answer = { status: number; headers?: Record<string, string>; body?: string | Buffer };

let server: Server;
let baseUrl: string;
let seen: Seen[];
let script: ((request: Seen, index: number) => Answer) | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      seen.push(request);
      const answer = script?.(request, seen.length - 1) ?? { status: 200, body: '{}' };
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  script = undefined;
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers,
  body: JSON.stringify(body),
});

describe('the operations', () => {
  it('has one method per operationId of the description, and a paging iterator for each paged list', () => {
    const client = createClient({ baseUrl });
    const ids = Object.keys(OPERATIONS);
    expect(ids.length).toBeGreaterThan(100);
    for (const id of ids)
      expect(typeof (client as unknown as Record<string, unknown>)[id]).toBe('function');
    expect(Object.keys(client.paginate).sort()).toEqual(
      ids.filter((id) => OPERATIONS[id as keyof typeof OPERATIONS].paging !== null).sort(),
    );
  });

  it('puts path parameters in the path, query parameters in the query (lists comma-joined), the rest in a JSON body, with the bearer token', async () => {
    script = () => json(200, { id: 7 });
    const client = createClient({ baseUrl, token: 'tok-1' });
    await client.updateTimeEntry({ id: 7, description: 'Review', tag_ids: [1, 2] });
    await client.listTimeEntries({ project_id: 4, tag_ids: [1, 2], billable: true });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/v3/time-entry/7/update' });
    expect(JSON.parse(seen[0].body)).toEqual({ description: 'Review', tag_ids: [1, 2] });
    expect(seen[0].headers['content-type']).toBe('application/json');
    expect(seen[0].headers.authorization).toBe('Bearer tok-1');
    expect(seen[1].method).toBe('GET');
    const query = new URL(seen[1].url, baseUrl).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      project_id: '4',
      tag_ids: '1,2',
      billable: 'true',
    });
  });

  it('refuses a call without a path parameter before sending anything', async () => {
    const client = createClient({ baseUrl });
    await expect((client.getTimeEntry as (i: object) => Promise<unknown>)({})).rejects.toThrow(
      'id is required',
    );
    expect(seen).toHaveLength(0);
  });

  it('sends no token to an operation that takes none (login), and the new one after setToken', async () => {
    script = () => json(200, { token: 'x' });
    const client = createClient({ baseUrl, token: 'old' });
    await client.login({ email: 'a@example.com', password: 'pw' });
    client.setToken('new');
    await client.getCurrentTimer();
    expect(seen[0].headers.authorization).toBeUndefined();
    expect(seen[1].headers.authorization).toBe('Bearer new');
  });

  it('sends a file field as multipart/form-data, the other fields as text', async () => {
    script = () => json(202, { id: 'job' });
    const client = createClient({ baseUrl, token: 't' });
    await client.createImport({
      source: 'clockify',
      file: { data: 'Project,Description\nA,B\n', filename: 'report.csv', contentType: 'text/csv' },
    });
    expect(seen[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].body).toContain('name="source"\r\n\r\nclockify');
    expect(seen[0].body).toContain('filename="report.csv"');
    expect(seen[0].body).toContain('Project,Description\nA,B\n');
  });
});

describe('errors', () => {
  it('throws one WorkmeshError with the status, the spec text, the reason header and the request id (shape A)', async () => {
    script = () =>
      json(
        409,
        { error: 409, message: 'This time entry overlaps another one' },
        {
          'workmesh-error-reason': 'TIME_ENTRY_OVERLAP',
          'x-request-id': 'req-1',
        },
      );
    const error = await createClient({ baseUrl, token: 't' })
      .createTimeEntry({
        project_id: 1,
        start: '2026-01-01T09:00:00Z',
        end: '2026-01-01T10:00:00Z',
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkmeshError);
    expect(error).toMatchObject({
      status: 409,
      message: 'This time entry overlaps another one',
      reason: 'TIME_ENTRY_OVERLAP',
      shape: 'A',
      requestId: 'req-1',
      operationId: 'createTimeEntry',
    });
    expect(seen).toHaveLength(1); // a 409 is an answer, not retried
  });

  it('reads shape B (`{ error: text }`) and shape C (field messages)', async () => {
    const client = createClient({ baseUrl });
    script = () => json(400, { error: "project key can't be empty!" });
    await expect(client.login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      shape: 'B',
      message: "project key can't be empty!",
    });
    script = () => json(422, { error: { email: ['The email has already been taken.'] } });
    const error = (await client
      .register({ name: 'A', email: 'a@b.c', password: 'pw', c_password: 'pw' })
      .catch((e: unknown) => e)) as WorkmeshError;
    expect(error.shape).toBe('C');
    expect(error.fields).toEqual({ email: ['The email has already been taken.'] });
    expect(error.message).toBe('email: The email has already been taken.');
  });

  it('a gateway out of reach is a WorkmeshError with status 0, after the retries of a safe call', async () => {
    const client = createClient({
      baseUrl: 'http://127.0.0.1:9',
      retry: { retries: 1, baseDelayMs: 1 },
    });
    await expect(client.liveness()).rejects.toMatchObject({ name: 'WorkmeshError', status: 0 });
  });
});

describe('retries', () => {
  it('retries a 429 after its Retry-After, keeping the Idempotency-Key, and answers the success', async () => {
    script = (_r, index) =>
      index === 0
        ? json(429, { error: 429, message: 'Too many requests' }, { 'retry-after': '1' })
        : json(201, { id: 3, name: 'Acme' });
    const client = createClient({ baseUrl, token: 't' });
    const created = await client.createClient({ name: 'Acme', email: 'billing@acme.example' });
    expect(created).toMatchObject({ id: 3 });
    expect(seen).toHaveLength(2);
    const key = seen[0].headers['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1].headers['idempotency-key']).toBe(key);
    expect(seen[1].at - seen[0].at).toBeGreaterThanOrEqual(950);
  });

  it('sends a new key for each logical call, and the caller’s own key when given', async () => {
    script = () => json(201, { id: 1 });
    const client = createClient({ baseUrl, token: 't' });
    await client.createClient({ name: 'A', email: 'a@example.com' });
    await client.createClient({ name: 'B', email: 'a@example.com' });
    await client.createClient(
      { name: 'C', email: 'a@example.com' },
      { idempotencyKey: 'order-42' },
    );
    const keys = seen.map((request) => request.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(3);
    expect(keys[2]).toBe('order-42');
  });

  it('gives up after the configured retries, throwing the last refusal', async () => {
    script = () =>
      json(503, { error: 503, message: 'Service unavailable' }, { 'retry-after': '0' });
    const client = createClient({ baseUrl, token: 't', retry: { retries: 2 } });
    await expect(client.getCurrentTimer()).rejects.toMatchObject({
      status: 503,
      retryAfterSeconds: 0,
    });
    expect(seen).toHaveLength(3);
  });

  it('does not wait for a Retry-After past its bound: the 429 is thrown at once', async () => {
    script = () =>
      json(429, { error: 429, message: 'Too many requests' }, { 'retry-after': '120' });
    const client = createClient({ baseUrl, token: 't', retry: { maxDelayMs: 5_000 } });
    const started = Date.now();
    await expect(client.getCurrentTimer()).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 120,
    });
    expect(seen).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('does not repeat a call that is not safe to repeat when a 503 names no wait (login), nor any call with retry off', async () => {
    script = () => json(503, { error: 503, message: 'Service unavailable' });
    const client = createClient({ baseUrl });
    await expect(client.login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 503,
    });
    expect(seen).toHaveLength(1);
    script = () => json(429, { error: 429, message: 'Too many requests' }, { 'retry-after': '0' });
    await expect(client.getCurrentTimer(undefined, { retry: false })).rejects.toMatchObject({
      status: 429,
    });
    expect(seen).toHaveLength(2);
  });

  it('repeats a call whose Idempotency-Key is still in progress, with the same key', async () => {
    script = (_r, index) =>
      index === 0
        ? json(
            409,
            { error: 409, message: 'A request with this Idempotency-Key is still in progress.' },
            {
              'workmesh-error-reason': 'IDEMPOTENCY_KEY_IN_PROGRESS',
            },
          )
        : json(201, { id: 9 });
    const client = createClient({ baseUrl, token: 't', retry: { baseDelayMs: 10 } });
    await expect(client.startTimer({ project_id: 1 })).resolves.toMatchObject({ id: 9 });
    expect(seen[1].headers['idempotency-key']).toBe(seen[0].headers['idempotency-key']);
  });

  it('an abort ends the call during its wait', async () => {
    script = () => json(429, { error: 429, message: 'Too many requests' }, { 'retry-after': '5' });
    const controller = new AbortController();
    const client = createClient({ baseUrl, token: 't' });
    setTimeout(() => controller.abort(new Error('stopped by the caller')), 100);
    await expect(client.getCurrentTimer(undefined, { signal: controller.signal })).rejects.toThrow(
      'stopped by the caller',
    );
    expect(seen).toHaveLength(1);
  });
});

describe('paging and answers', () => {
  it('iterates every record of a paged list, page by page, until total', async () => {
    const all = Array.from({ length: 7 }, (_, i) => ({ id: i + 1 }));
    script = (request) => {
      const query = new URL(request.url, baseUrl).searchParams;
      const page = Number(query.get('page'));
      const perPage = Number(query.get('per_page'));
      return json(200, {
        data: all.slice((page - 1) * perPage, page * perPage),
        page,
        per_page: perPage,
        total: 7,
      });
    };
    const client = createClient({ baseUrl, token: 't' });
    const ids: number[] = [];
    for await (const tag of client.paginate.listTags({ per_page: 3 })) ids.push(tag.id);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(seen.map((r) => new URL(r.url, baseUrl).searchParams.get('page'))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it("pages the detailed report's entries by its page_info total", async () => {
    const all = Array.from({ length: 5 }, (_, i) => ({ id: i + 1 }));
    script = (request) => {
      const query = new URL(request.url, baseUrl).searchParams;
      const page = Number(query.get('page'));
      const perPage = Number(query.get('per_page'));
      return json(200, {
        time_entries: all.slice((page - 1) * perPage, page * perPage),
        page_info: { page, per_page: perPage, total: 5 },
        totals: [{ currency: 'USD', billable_amount: 0, cost_amount: 0 }],
      });
    };
    const client = createClient({ baseUrl, token: 't' });
    const ids: number[] = [];
    for await (const entry of client.paginate.detailedReport({
      from: '2026-03-01',
      to: '2026-03-31',
      per_page: 2,
    }))
      ids.push(entry.id);
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(seen).toHaveLength(3);
  });

  it('follows a cursor until the list ends (the audit log)', async () => {
    script = (request) => {
      const cursor = new URL(request.url, baseUrl).searchParams.get('cursor');
      return cursor === null
        ? json(200, { records: [{ seq: 3 }, { seq: 2 }], next_cursor: 'c2' })
        : json(200, { records: [{ seq: 1 }], next_cursor: null });
    };
    const seqs: number[] = [];
    for await (const record of createClient({ baseUrl, token: 't' }).paginate.listRecords())
      seqs.push((record as { seq: number }).seq);
    expect(seqs).toEqual([3, 2, 1]);
  });

  it("gives the status and headers beside the body with { as: 'response' }", async () => {
    script = () =>
      json(201, { id: 11, description: 'Writing' }, { location: '/api/v3/time-entry/11' });
    const client = createClient({ baseUrl, token: 't' });
    const answer = await client.startTimer({ project_id: 1 }, { as: 'response' });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('location')).toBe('/api/v3/time-entry/11');
    expect(answer.data.id).toBe(11);
  });

  it('reads CSV as text or a stream, and a PDF as bytes', async () => {
    script = (request) =>
      request.url.includes('/pdf')
        ? {
            status: 200,
            headers: { 'content-type': 'application/pdf' },
            body: Buffer.from('%PDF-1.7 fake'),
          }
        : {
            status: 200,
            headers: { 'content-type': 'text/csv; charset=utf-8' },
            body: 'project,hours\nA,1.5\n',
          };
    const client = createClient({ baseUrl, token: 't' });
    const text = await client.summaryReport(
      { from: '2026-01-01', to: '2026-01-31', group_by: 'project', format: 'csv' },
      { as: 'text' },
    );
    expect(text).toBe('project,hours\nA,1.5\n');
    const stream = await client.summaryReport(
      { from: '2026-01-01', to: '2026-01-31', group_by: 'project', format: 'csv' },
      { as: 'stream' },
    );
    expect(await new Response(stream).text()).toBe('project,hours\nA,1.5\n');
    const pdf = await client.getInvoicePdf({ id: 5 });
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
