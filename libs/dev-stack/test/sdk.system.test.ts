// The SDK against the whole system started the way `npm start` starts it: the first five
// minutes of its README, every operation of the description called through it, retries of
// the gateway's real 429s, a create whose answer is lost retried without a second record,
// paging, the answer kinds, and a real webhook delivery verified; and the command line's
// cases (cli.system.ts) on the same stack.
import { startWebhookReceiver, type WebhookReceiver } from '@workmesh/testing';
import { Webhook } from 'standardwebhooks';
import YAML from 'yaml';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  OPERATIONS,
  verifyWebhook,
  WebhookVerificationError,
  WorkmeshError,
  type OperationId,
  type WorkmeshClient,
} from '@workmesh/client';
import { describeCli } from './cli.system';
import { useSystem } from './system-harness';

// The second gateway replica has a low per-caller limit, so that the gateway's own 429s
// (with Retry-After) are easy to reach; the first keeps the default.
const RATE_LIMIT = 40;
const system = useSystem({
  name: 'sdk',
  gatewayReplicas: 2,
  envFor: {
    'gateway-2': { API_REQUESTS_PER_CALLER: String(RATE_LIMIT), API_RATE_WINDOW_SECONDS: '1' },
  },
});
// The `workmesh` command line, on the same stack.
describeCli(system);

let hooks: WebhookReceiver;
beforeAll(async () => {
  hooks = await startWebhookReceiver();
});
afterAll(() => hooks?.close());

/** A new user with their own organization, signed in through the SDK. */
async function signedUp(): Promise<{
  client: WorkmeshClient;
  email: string;
  teamId: number;
  token: string;
}> {
  const client = system.sdk();
  const email = system.uniqueEmail();
  const user = await client.register({
    name: 'Grace Hopper',
    email,
    password: 'correct horse battery',
    c_password: 'correct horse battery',
  });
  client.setToken(user.token);
  return { client, email, teamId: user.current_team_id, token: user.token };
}

describe('the first five minutes (README)', () => {
  it('signs in, makes a client and a project, starts and stops a timer and lists the entry, typed end to end', async () => {
    const { client: anonymous, email } = await signedUp();
    const client = system.sdk();
    const login = await client.login({ email, password: 'correct horse battery' });
    // The answer is the user with a token, or a second-factor challenge when 2FA is on.
    if (!('token' in login)) throw new Error('no second factor was turned on');
    client.setToken(login.token);
    expect(anonymous).not.toBe(client);

    const { success: acme } = await client.createClient({
      name: 'Acme',
      email: system.uniqueEmail(),
    });
    const project = await client.createProject({
      project: 'Website',
      key: 'WEB',
      client_id: acme.id,
    });
    const running = await client.startTimer({ project_id: project.id, description: 'Writing' });
    expect(running).toMatchObject({ project_id: project.id, description: 'Writing', end: null });
    const stopped = await client.stopTimer();
    expect(stopped.id).toBe(running.id);
    expect(stopped.end).toEqual(expect.any(String));

    const page = await client.listTimeEntries({ project_id: project.id });
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      id: running.id,
      project_name: 'Website',
      client_name: 'Acme',
    });
  });

  it('refuses with a WorkmeshError carrying the status, the spec text and the reason', async () => {
    const { client } = await signedUp();
    const error = (await client.stopTimer().catch((e: unknown) => e)) as WorkmeshError;
    expect(error).toBeInstanceOf(WorkmeshError);
    expect(error.status).toBe(404);
    expect(error.message).toEqual(expect.any(String));
    expect(error.reason).toMatch(/^[A-Z_]+$/);
    expect(error.requestId).toEqual(expect.any(String));

    await expect(
      system.sdk().login({ email: system.uniqueEmail(), password: 'wrong password' }),
    ).rejects.toMatchObject({ name: 'WorkmeshError', status: 401 });
  });
});

describe('retries and idempotency', () => {
  it("retries the gateway's 429 after its Retry-After: a burst past the caller's limit all succeeds", async () => {
    const { token } = await signedUp();
    const client = system.sdk(token, system.stack.gatewayUrls[1]);
    const burst = await Promise.all(
      Array.from({ length: RATE_LIMIT + 20 }, () => client.listTags()),
    );
    expect(burst).toHaveLength(RATE_LIMIT + 20);

    // Without retries the same burst meets the limit: 429, its Retry-After and the spec's text.
    const refused = await Promise.allSettled(
      Array.from({ length: RATE_LIMIT + 20 }, () => client.listTags(undefined, { retry: false })),
    );
    const tooMany = refused
      .filter((r) => r.status === 'rejected')
      .map((r) => r.reason as WorkmeshError);
    expect(tooMany.length).toBeGreaterThan(0);
    expect(tooMany[0]).toMatchObject({ status: 429, message: 'Too many requests' });
    expect(tooMany[0].retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it('a create whose answer is lost is sent again under the same Idempotency-Key: one client, not two', async () => {
    const { client: owner, token } = await signedUp();
    let dropped = 0;
    const keys: string[] = [];
    const lossy = system.sdk(undefined, undefined, {
      fetch: async (input: Request | string | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        keys.push(request.headers.get('idempotency-key') ?? '');
        const response = await system.validatingFetch(request);
        if (request.method === 'POST' && dropped === 0) {
          dropped += 1;
          await response.arrayBuffer();
          throw new TypeError('fetch failed: the connection closed before the answer');
        }
        return response;
      },
    });
    lossy.setToken(token);
    const { success: created } = await lossy.createClient({
      name: 'Lost Answer Ltd',
      email: 'lost@example.com',
    });
    expect(dropped).toBe(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const named: number[] = [];
    for await (const client of owner.paginate.listClients({ search: 'Lost Answer' }))
      if (client.name === 'Lost Answer Ltd') named.push(client.id);
    expect(named).toEqual([created.id]);
  });
});

describe('paging and answer kinds', () => {
  it('iterates every record of a paged list', async () => {
    const { client } = await signedUp();
    for (const name of ['alpha', 'beta', 'gamma', 'delta', 'epsilon'])
      await client.createTag({ name });
    const names: string[] = [];
    for await (const tag of client.paginate.listTags({ per_page: 2 })) names.push(tag.name);
    expect(names.sort()).toEqual(['alpha', 'beta', 'delta', 'epsilon', 'gamma']);
  });

  it('reads a report as JSON, as CSV text and as a stream of CSV', async () => {
    const { client } = await signedUp();
    const { success: acme } = await client.createClient({
      name: 'Acme',
      email: system.uniqueEmail(),
    });
    const project = await client.createProject({
      project: 'Reports',
      key: 'REP',
      client_id: acme.id,
    });
    await client.createTimeEntry({
      project_id: project.id,
      start: '2026-03-02T09:00:00Z',
      end: '2026-03-02T10:30:00Z',
    });
    const range = {
      from: '2026-03-01',
      to: '2026-03-31',
      group_by: 'project' as const,
      timezone: 'UTC',
    };
    const json = await client.summaryReport(range);
    expect(json.seconds).toBe(5400);
    const csv = await client.summaryReport({ ...range, format: 'csv' }, { as: 'text' });
    expect(csv.split('\n')[0]).toMatch(/^group_key,group_name,/);
    expect(csv).toContain('Reports');
    const stream = await client.summaryReport({ ...range, format: 'csv' }, { as: 'stream' });
    expect(await new Response(stream).text()).toBe(csv);
  });
});

describe('webhooks', () => {
  it('verifies a real delivery into the typed event; a changed body, another secret or an old timestamp is refused', async () => {
    const { client } = await signedUp();
    const subscription = await client.createWebhook({ event: 'new_client', target_url: hooks.url });
    const secret = (subscription as { secret: string }).secret;
    expect(secret).toMatch(/^whsec_/);
    const { success: acme } = await client.createClient({
      name: 'Hooked',
      email: 'hooked@example.com',
    });
    const [delivery] = await hooks.waitFor(1, (hook) => hook.body.includes('"Hooked"'), 15_000);

    const event = verifyWebhook(delivery.body, delivery.headers, secret);
    expect(event.event).toBe('new_client');
    if (event.event !== 'new_client') throw new Error('narrowed above');
    expect(event.payload.id).toBe(acme.id);
    expect(event.payload.name).toBe('Hooked');
    // The bytes as received work as well as the text.
    expect(verifyWebhook(Buffer.from(delivery.body), delivery.headers, secret).event).toBe(
      'new_client',
    );

    expect(() =>
      verifyWebhook(delivery.body.replace('Hooked', 'Hacked'), delivery.headers, secret),
    ).toThrow(WebhookVerificationError);
    const otherSecret = `whsec_${Buffer.from('another secret of 24 bytes!!').toString('base64')}`;
    expect(() => verifyWebhook(delivery.body, delivery.headers, otherSecret)).toThrow(
      WebhookVerificationError,
    );
    // A delivery signed correctly ten minutes ago (a replay) is too old.
    const id = String(delivery.headers['webhook-id']);
    const old = new Date(Date.now() - 10 * 60_000);
    const signature = new Webhook(secret).sign(id, old, delivery.body);
    expect(() =>
      verifyWebhook(
        delivery.body,
        {
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(old.getTime() / 1000)),
          'webhook-signature': signature,
        },
        secret,
      ),
    ).toThrow('Message timestamp too old');
  });
});

describe('every operation of the description', () => {
  it('is callable through the SDK: with its example input each answers a documented status (never 500)', async () => {
    const { client } = await signedUp();
    const description = YAML.parse(
      readFileSync(path.join(__dirname, '..', '..', '..', 'gateway', 'openapi.yaml'), 'utf8'),
    ) as OpenApi;
    const outcomes: Record<string, number> = {};
    // Last: what would end this user's session or account if the example were right.
    const last = new Set<OperationId>(['deleteOtherSessions', 'deleteSession', 'deleteAccount']);
    const ids = (Object.keys(OPERATIONS) as OperationId[]).sort(
      (a, b) => Number(last.has(a)) - Number(last.has(b)),
    );
    for (const id of ids) {
      const input = exampleInput(description, id);
      const call = (
        client as unknown as Record<string, (i: object, o: object) => Promise<unknown>>
      )[id];
      try {
        await call(input, {
          as: (OPERATIONS[id].answer as readonly string[]).includes('json') ? undefined : 'bytes',
        });
        outcomes[id] = 200;
      } catch (error) {
        if (!(error instanceof WorkmeshError) || error.status === 0) throw error;
        outcomes[id] = error.status;
      }
    }
    expect(Object.keys(outcomes)).toHaveLength(Object.keys(OPERATIONS).length);
    // readiness answers 503 while a part of the system is not ready: an answer about the
    // system, documented as such, not a failure of the call.
    const failed = Object.entries(outcomes).filter(
      ([id, status]) => status >= 500 && !(id === 'readiness' && status === 503),
    );
    expect(failed).toEqual([]);
    // Most examples describe records that are not there: what matters is that each call
    // reached its route (no 404 `Not found` of an unknown path, no 405) and was answered as
    // documented (the harness's fetch checks every answer against the description).
    expect(Object.values(outcomes).filter((status) => status < 300).length).toBeGreaterThan(40);
  }, 120_000);
});

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { example?: Record<string, unknown> }> };
      }
    >
  >;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: { example?: unknown; type?: string | string[] };
}

/** The description's example of an operation's input: path and query parameters, then the body. */
function exampleInput(description: OpenApi, id: OperationId): Record<string, unknown> {
  const spec = OPERATIONS[id];
  const operation = description.paths[spec.path][spec.method.toLowerCase()];
  const input: Record<string, unknown> = {};
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    const example = parameter.example ?? parameter.schema?.example;
    if (example !== undefined) input[parameter.name] = example;
    else if (parameter.in === 'path' || parameter.required) input[parameter.name] = 1;
  }
  const body = operation.requestBody?.content?.['application/json']?.example;
  return { ...body, ...input };
}
