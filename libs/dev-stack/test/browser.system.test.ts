// In a real browser (Debian's Chromium, driven by playwright-core), against the system
// started as `npm start` starts it: the link of an invitation mail opens the gateway's
// default accept page, which shows the invitation and accepts it; and /docs (Swagger UI)
// authorizes with a bearer token and runs "Try it out" with the description's examples
// as they stand. CI installs Chromium (.ci/run) and requires these tests; elsewhere they
// are skipped, saying why, when no Chromium is found. The SDK's browser build runs here too.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { linkIn, useSystem } from './system-harness';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
if (!available && process.env.REQUIRE_BROWSER) {
  throw new Error(`REQUIRE_BROWSER is set but there is no Chromium at ${CHROMIUM}`);
}
/** Without Chromium the tests are skipped, and their names say why. */
const SKIP_NOTE = available
  ? ''
  : ` [skipped: no Chromium at ${CHROMIUM}; apt-get install chromium]`;
const describeInBrowser = (name: string, tests: () => void) =>
  (available ? describe : describe.skip)(`${name}${SKIP_NOTE}`, tests);

/** Chromium as the machine allows it: headless, no sandbox as root, no calls home. */
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const system = useSystem({ name: 'browser' });
const { http, register, uniqueEmail } = system;

let browser: Browser;
/** A context of its own per test: nothing stored (Swagger UI's authorization) carries over. */
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
beforeAll(async () => {
  if (!available) return;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
}, 60_000);
afterAll(() => browser?.close());
beforeEach(async () => {
  if (!available) return;
  context = await browser.newContext();
  page = await context.newPage();
  pageErrors.length = 0;
  page.on('pageerror', (error) => pageErrors.push(error.message));
});
afterEach(() => context?.close());

describeInBrowser('the invitation link, in a browser', () => {
  it('opens the default accept page, which shows the invitation and accepts it for the invitee', async () => {
    const owner = await register();
    const inviteeEmail = uniqueEmail();
    const sent = await http(
      'POST',
      '/api/v3/mobile/invitation/sendInvitation',
      { team_id: owner.user.current_team_id, email: inviteeEmail, role: 'manager' },
      owner.user.token,
    );
    expect(sent.status).toBe(200);
    const invitee = await register(inviteeEmail);
    const teams = await http('GET', '/api/v3/team/getTeams', undefined, owner.user.token);
    const team = teams.body.find(
      (entry: { id: number }) => entry.id === owner.user.current_team_id,
    ) as { name: string };
    const mail = await system.mail.waitFor((message) => message.to.includes(inviteeEmail));
    const link = linkIn(mail, /http\S+accept-invitation\?token=[\w-]+/);

    await page.goto(link);

    const shown = page.locator('#invitation');
    await shown.waitFor({ state: 'visible' });
    expect(await shown.textContent()).toBe(
      `${owner.user.name} invited ${inviteeEmail} to join ${team.name} as a manager.`,
    );
    expect(await page.inputValue('#email')).toBe(inviteeEmail);
    await page.fill('#password', invitee.password);
    await page.click('#accept-button');
    const result = page.locator('#result');
    await result.filter({ hasText: 'You are a' }).waitFor();
    expect(await result.textContent()).toBe(
      `Invitation accepted You are a manager of team ${owner.user.current_team_id}.`,
    );
    expect(await page.isHidden('#accept-form')).toBe(true);

    const members = await http(
      'GET',
      `/api/v3/team/members?team_id=${owner.user.current_team_id}`,
      undefined,
      owner.user.token,
    );
    expect(
      members.body.data.find((member: { user_id: number }) => member.user_id === invitee.user.id),
    ).toMatchObject({ role: 'manager' });

    // The link again: the invitation is shown as used, and nothing can be submitted.
    await page.goto(link);
    await page.locator('#result').filter({ hasText: 'already been accepted' }).waitFor();
    expect(await page.isHidden('#accept-form')).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});

/** Opens an operation of /docs by its tag and operationId, and turns on "Try it out". */
async function tryOut(tag: string, operationId: string) {
  const block = page.locator(`#operations-${tag.replace(/\s/g, '_')}-${operationId}`);
  // Tags start folded (docExpansion none): unfold the operation's.
  if ((await block.count()) === 0) await page.locator(`[data-tag="${tag}"]`).first().click();
  await block.locator('.opblock-summary').first().click();
  await block.locator('.try-out__btn').click();
  return block;
}

/**
 * Executes the operation as its form stands: the status Swagger UI shows, and (to read
 * when it is not the expected one) the request it sent and the answer it got.
 */
async function execute(block: ReturnType<Page['locator']>) {
  await block.locator('.execute').click();
  const status = block.locator('.live-responses-table .response .response-col_status').first();
  await status.waitFor();
  return {
    status: (await status.textContent())!.trim(),
    exchange: await block.locator('.curl, .live-responses-table .microlight').allTextContents(),
  };
}

/**
 * Opens /docs and enters the login token under "Authorize", in the first of the two
 * schemes the dialog offers (bearerAuth; the second is personalAccessToken).
 */
async function openDocsAuthorized(token: string) {
  await page.goto(`${system.stack.gatewayUrl}/docs`);
  await page.locator('.btn.authorize').first().click();
  const loginScheme = page.locator('form').filter({ hasText: 'bearerAuth (http, Bearer)' });
  await loginScheme.locator('input').fill(token);
  await loginScheme.locator('.auth-btn-wrapper .authorize').click();
  await page.locator('.btn-done').first().click();
}

describeInBrowser('/docs (Swagger UI), in a browser', () => {
  // Both forms carry the same example email, and a client's email is unique: each case
  // deletes the client it made.
  it.each([
    ['as JSON', 'application/json'],
    ['as a multipart form (the logo left empty)', 'multipart/form-data'],
  ])(
    'authorizes with a bearer token, and "Try it out" creates a client from the examples as they stand, %s',
    async (_case, contentType) => {
      const owner = await register();
      await openDocsAuthorized(owner.user.token);

      const block = await tryOut('Clients and projects', 'createClient');
      await block.locator('.body-param-content-type select').selectOption(contentType);
      expect(await execute(block)).toMatchObject({ status: '201' });

      const clients = await http('GET', '/api/v3/client/list', undefined, owner.user.token);
      expect(clients.body.total).toBe(1);
      expect(pageErrors).toEqual([]);
      const [made] = clients.body.data as { id: number }[];
      const deleted = await http(
        'POST',
        `/api/v3/client/${made!.id}/delete`,
        undefined,
        owner.user.token,
      );
      expect(deleted.status).toBe(200);
    },
  );

  it('keeps the authorization across a reload (persistAuthorization)', async () => {
    const owner = await register();
    await openDocsAuthorized(owner.user.token);

    await page.reload();

    const block = await tryOut('Teams', 'listTeams');
    expect(await execute(block)).toMatchObject({ status: '200' });
  });
});

// The SDK's browser build (sdk/typescript/esm, the `browser` export condition) loaded as
// plain ES modules from the gateway's own origin (served by the test, so no CORS is
// involved), with an import map for openapi-fetch: no bundler, no Node built-in.
const SDK_ESM = path.join(__dirname, '..', '..', '..', 'sdk', 'typescript', 'esm');
const OPENAPI_FETCH = require.resolve('openapi-fetch').replace(/index\.cjs$/, 'index.mjs');
const SDK_PAGE = `<!doctype html><html><head><script type="importmap">
{ "imports": { "openapi-fetch": "/sdk-under-test/openapi-fetch.mjs" } }
</script></head><body></body></html>`;

describeInBrowser('the SDK in a browser', () => {
  it('runs as plain ES modules: signs in, creates a client with an Idempotency-Key, pages, and throws WorkmeshError', async () => {
    const owner = await register();
    await page.route('**/sdk-under-test/**', async (route) => {
      const file = new URL(route.request().url()).pathname.replace('/sdk-under-test/', '');
      const body =
        file === 'index.html'
          ? SDK_PAGE
          : readFileSync(file === 'openapi-fetch.mjs' ? OPENAPI_FETCH : path.join(SDK_ESM, file));
      await route.fulfill({
        status: 200,
        contentType: file.endsWith('.html') ? 'text/html' : 'text/javascript',
        body,
      });
    });
    await page.goto(`${system.stack.gatewayUrl}/sdk-under-test/index.html`);

    const outcome = await page.evaluate(
      async ({ email, password, baseUrl }) => {
        const sdk = await import('/sdk-under-test/browser.js' as string);
        const client = sdk.createClient({ baseUrl });
        const login = await client.login({ email, password });
        client.setToken(login.token);
        const created = await client.createClient({ name: 'Browser Co', email: `b-${email}` });
        const names: string[] = [];
        for await (const entry of client.paginate.listClients({ per_page: 1 }))
          names.push(entry.name);
        let refusal: unknown;
        try {
          await client.stopTimer();
        } catch (error) {
          const e = error as { name: string; status: number; reason: string };
          refusal = {
            name: e.name,
            status: e.status,
            reason: e.reason,
            isError: error instanceof sdk.WorkmeshError,
          };
        }
        return { created: created.success.name, names, refusal, hasVerify: 'verifyWebhook' in sdk };
      },
      { email: owner.email, password: owner.password, baseUrl: system.stack.gatewayUrl },
    );

    expect(outcome).toEqual({
      created: 'Browser Co',
      names: ['Browser Co'],
      refusal: { name: 'WorkmeshError', status: 404, reason: 'TIMER_NOT_RUNNING', isError: true },
      hasVerify: false,
    });
    expect(pageErrors).toEqual([]);
  });
});
