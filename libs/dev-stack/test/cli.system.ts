// The `workmesh` command line end to end (run on the SDK's stack: sdk.system.test.ts): the BUILT command (dist/cli/main.js, `npx tsc -b`
// first) run as a process against the whole stack (libs/dev-stack's harness), its output and
// exit codes read as a script would. Each run has its own config file (WORKMESH_CONFIG) and
// TZ=Asia/Tokyo, while the users live in New York: times shown in New York prove the user's
// zone is used, not the machine's.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type WorkmeshClient } from '@workmesh/client';
import { totpCode } from '@workmesh/testing';
import type { RegisteredUser, System } from './system-harness';
import { runCli } from './cli-runner';

export function describeCli(system: System): void {
  const ZONE = 'America/New_York';

  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'workmesh-cli-'));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  const cli = (config: string, args: string[], env: Record<string, string> = {}) =>
    runCli(tmp, config, args, env);
  const configFile = (name: string) => path.join(tmp, name, 'config.json');
  const url = () => system.stack.gatewayUrl;
  const sdk = (token?: string): WorkmeshClient => createClient({ baseUrl: url(), token });

  /** A New York user who owns a team with the project Website (WEB). */
  async function userWithProject(): Promise<RegisteredUser> {
    const user = await system.register(undefined, undefined, { timezone: ZONE });
    const client = sdk(user.user.token);
    // The team's weeks in the user's zone too: the timesheet's week is the one `log` shows.
    await client.updateTeamSettings({ timezone: ZONE, week_start: 'monday' });
    await client.createProject({ project: 'Website', key: 'WEB' });
    return user;
  }

  /** The day in New York now, as YYYY-MM-DD. */
  const todayInZone = () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());

  describe('workmesh command line', () => {
    let user: RegisteredUser;
    let config: string;

    beforeAll(async () => {
      user = await userWithProject();
      config = configFile('main');
    });

    it('answers --help for every command, with the exit codes', async () => {
      const commands = [
        [],
        ['login'],
        ['logout'],
        ['start'],
        ['stop'],
        ['status'],
        ['log'],
        ['entries', 'add'],
        ['report'],
        ['timesheet', 'submit'],
      ];
      const runs = await Promise.all(
        commands.map((command) => cli(config, [...command, '--help'])),
      );
      runs.forEach((run, index) => {
        expect({ command: commands[index], code: run.code }).toEqual({
          command: commands[index],
          code: 0,
        });
        expect(run.stdout).toContain(`Usage: workmesh ${commands[index]!.join(' ')}`.trimEnd());
        expect(run.stdout).toContain('3  not logged in');
      });
      expect(runs[1]!.stdout).toContain('--code <code>');
      expect(runs[7]!.stdout).toContain('START-END');
      expect(runs[8]!.stdout).toMatch(
        /--by <grouping>\s+group by \(choices: "project", "user", "client", "task",\s+"day"/,
      );
    });

    it('ends usage errors with 2, before any call', async () => {
      const missingProject = await cli(config, ['start', 'writing']);
      expect(missingProject.code).toBe(2);
      expect(missingProject.stderr).toContain(
        "required option '-p, --project <project>' not specified",
      );
      expect((await cli(config, ['frobnicate'])).code).toBe(2);
      const badUrl = await cli(config, ['login', '--url', 'localhost:8080', '--token', 'x']);
      expect(badUrl).toMatchObject({ code: 2, stderr: expect.stringContaining('http(s) URL') });
      expect((await cli(config, ['report', '--by', 'planet'])).code).toBe(2);
      const badSpan = await cli(config, ['entries', 'add', '9:00-25:00', '-p', 'WEB']);
      expect(badSpan.code).toBe(2);
      expect(badSpan.stderr).toContain('"25:00" is not a time of day');
    });

    it('ends with 3 when not logged in', async () => {
      const run = await cli(configFile('nobody'), ['status']);
      expect(run.code).toBe(3);
      expect(run.stderr).toContain('Not logged in: run `workmesh login` first.');
      const json = await cli(configFile('nobody'), ['log', '--json']);
      expect(json.code).toBe(3);
      expect(JSON.parse(json.stderr)).toEqual({
        error: { exit_code: 3, message: expect.stringContaining('Not logged in') },
      });
    });

    it('ends with 4 when the gateway does not answer', async () => {
      const run = await cli(configFile('nowhere'), [
        'login',
        '--url',
        'http://127.0.0.1:9',
        '--email',
        'a@example.com',
        '--password',
        'x',
      ]);
      expect(run.code).toBe(4);
      expect(run.stderr).toContain('No answer from http://127.0.0.1:9');
    });

    it('refuses a wrong password with 1 and the API’s message, as text and as JSON', async () => {
      const args = ['login', '--url', url(), '--email', user.email, '--password', 'wrong password'];
      const run = await cli(configFile('wrong'), args);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('These credentials do not match our records.');
      const json = await cli(configFile('wrong'), [...args, '--json']);
      expect(json.code).toBe(1);
      expect(JSON.parse(json.stderr).error).toMatchObject({
        status: 401,
        message: 'These credentials do not match our records.',
        exit_code: 1,
      });
      expect(() => statSync(configFile('wrong'))).toThrow();
    });

    it('logs in with a password, keeps the token in a 0600 file and never prints it', async () => {
      const run = await cli(config, [
        'login',
        '--url',
        url(),
        '--email',
        user.email,
        '--password',
        user.password,
      ]);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toContain(`Logged in to ${url()} as ${user.email}.`);
      expect(statSync(config).mode & 0o777).toBe(0o600);
      expect(statSync(path.dirname(config)).mode & 0o777).toBe(0o700);
      const stored = JSON.parse(readFileSync(config, 'utf8'));
      expect(stored).toMatchObject({
        url: url(),
        kind: 'session',
        email: user.email,
        timezone: ZONE,
      });
      expect(run.stdout).not.toContain(stored.token);
      // The stored token works.
      expect(await sdk(stored.token).listProjects()).toMatchObject({ total: 1 });
    });

    it('starts, shows and stops the timer', async () => {
      const started = await cli(config, ['start', 'writing', '-p', 'web']);
      expect(started.code).toBe(0);
      expect(started.stdout).toMatch(/^Started "writing" on Website at \d\d:\d\d\n$/);
      const status = await cli(config, ['status']);
      expect(status.stdout).toMatch(
        /^Running: "writing" on Website\nSince \d\d:\d\d, 0m so far\n$/,
      );
      const statusJson = JSON.parse((await cli(config, ['status', '--json'])).stdout);
      expect(statusJson).toMatchObject({
        running: true,
        entry: { description: 'writing', project_name: 'Website', end: null },
      });
      // The clock shown is New York's, not the process's Tokyo.
      const nyClock = new Intl.DateTimeFormat('en-GB', {
        timeZone: ZONE,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
      expect(status.stdout).toContain(`Since ${nyClock.format(new Date(statusJson.entry.start))}`);
      // Starting another stops this one, and says so.
      const second = await cli(config, ['start', 'editing', '-p', 'WEB']);
      expect(second.code).toBe(0);
      expect(second.stdout).toMatch(
        /^Stopped "writing" on Website after 0m\nStarted "editing" on Website at \d\d:\d\d\n$/,
      );
      const stopped = await cli(config, ['stop', '--json']);
      expect(JSON.parse(stopped.stdout)).toMatchObject({
        id: expect.any(Number),
        description: 'editing',
        end: expect.any(String),
      });
      expect((await cli(config, ['status'])).stdout).toBe('No timer running\n');
      expect(JSON.parse((await cli(config, ['status', '--json'])).stdout)).toEqual({
        running: false,
        entry: null,
      });
      const stopAgain = await cli(config, ['stop']);
      expect(stopAgain.code).toBe(1);
      expect(stopAgain.stderr).toContain('No timer is running (TIMER_NOT_RUNNING)');
    });

    it('refuses an unknown project with 1, listing the keys', async () => {
      const run = await cli(config, ['start', 'x', '-p', 'nope']);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('No project "nope" (keys: WEB)');
    });

    it('adds an entry in the user’s zone; log --week shows it with a total; report --week totals it', async () => {
      const today = todayInZone();
      // Early in the night, the timer's entries (now) would overlap 00:30–02:00: use the evening.
      const nyHour = Number(
        new Intl.DateTimeFormat('en-GB', {
          timeZone: ZONE,
          hour: '2-digit',
          hourCycle: 'h23',
        }).format(new Date()),
      );
      const [startHour, span, shown] =
        nyHour < 3 ? [20, '20:30-22:00', '20:30–22:00'] : [0, '0:30-2:00', '00:30–02:00'];
      const added = await cli(config, [
        'entries',
        'add',
        span,
        '-p',
        'Website',
        '-m',
        'review',
        '--date',
        today,
        '--json',
      ]);
      expect(added.code).toBe(0);
      const entry = JSON.parse(added.stdout);
      // hh:30 New York time that day, whatever the process's TZ (Tokyo).
      const [y, m, d] = today.split('-').map(Number);
      const offsetHours = Date.UTC(y!, m! - 1, d!, startHour, 30) - Date.parse(entry.start);
      expect([-4, -5].map((h) => h * 3_600_000)).toContain(offsetHours);
      expect(entry).toMatchObject({
        description: 'review',
        duration: 5400,
        timezone: ZONE,
        source: 'manual',
      });

      const log = await cli(config, ['log', '--week']);
      expect(log.code).toBe(0);
      expect(log.stdout).toContain(`(${ZONE})`);
      expect(log.stdout).toMatch(new RegExp(`${shown} +1h 30m +Website +review`));
      expect(log.stdout).toMatch(/Total 1h 30m\n$/); // the timer's seconds add under a minute
      const logJson = JSON.parse((await cli(config, ['log', '--json'])).stdout);
      expect(logJson.entries.map((e: { description: string }) => e.description)).toEqual(
        expect.arrayContaining(['review', 'writing']),
      );

      const report = await cli(config, ['report', '--week', '--by', 'project']);
      expect(report.code).toBe(0);
      expect(report.stdout).toMatch(/by project \(America\/New_York\)/);
      expect(report.stdout).toMatch(/Website +1h 30m +billable /);
      expect(report.stdout).toMatch(/Total +1h 30m/);
      const reportJson = JSON.parse(
        (await cli(config, ['report', '--json', '--by', 'day'])).stdout,
      );
      expect(reportJson).toMatchObject({ group_by: 'day', timezone: ZONE });
      expect(reportJson.groups.map((g: { key: string }) => g.key)).toContain(today);
      expect(reportJson.seconds).toBeGreaterThanOrEqual(5400);
    });

    it('submits this week’s timesheet; a second submit is the API’s 409', async () => {
      const run = await cli(config, ['timesheet', 'submit', '--json']);
      expect(run.code).toBe(0);
      const sheet = JSON.parse(run.stdout);
      expect(sheet).toMatchObject({
        status: 'submitted',
        week: expect.stringMatching(/^\d{4}-W\d{2}$/),
      });
      expect(sheet.time_entries.length).toBeGreaterThanOrEqual(2);
      const again = await cli(config, ['timesheet', 'submit', '--week', sheet.week]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('(TIMESHEET_STATUS_CONFLICT)');
    });

    it("log's week starts on the team's week_start, read at login (Sunday here)", async () => {
      const owner = await system.register(undefined, undefined, { timezone: ZONE });
      await sdk(owner.user.token).updateTeamSettings({ timezone: ZONE, week_start: 'sunday' });
      const sundayConfig = configFile('sunday-team');
      const login = await cli(sundayConfig, [
        'login',
        '--url',
        url(),
        '--email',
        owner.email,
        '--password',
        owner.password,
      ]);
      expect(login.code).toBe(0);

      const week = JSON.parse((await cli(sundayConfig, ['log', '--json'])).stdout);
      const today = new Date(`${todayInZone()}T12:00:00Z`);
      const sunday = new Date(today.getTime() - today.getUTCDay() * 24 * 3600_000);
      expect(week.from).toBe(sunday.toISOString().slice(0, 10));
      expect(new Date(`${week.to}T12:00:00Z`).getUTCDay()).toBe(6);
    });

    it('logout forgets the login; a stored login the API refuses (401) ends with 3', async () => {
      const logout = await cli(config, ['logout']);
      expect(logout).toMatchObject({ code: 0, stdout: `Logged out (removed ${config}).\n` });
      expect(() => statSync(config)).toThrow();
      expect((await cli(config, ['status'])).code).toBe(3);

      writeFileSync(
        config,
        JSON.stringify({ url: url(), token: 'expired.or.forged', kind: 'session' }),
      );
      const refused = await cli(config, ['status']);
      expect(refused.code).toBe(3);
      expect(refused.stderr).toContain('Invalid or missing authentication token');
      expect(refused.stderr).toContain('run `workmesh login` again');
      const json = await cli(config, ['log', '--json']);
      expect(json.code).toBe(3);
      expect(JSON.parse(json.stderr).error).toMatchObject({ status: 401, exit_code: 3 });
    });

    it('logs in a two-factor user with --code (TOTP or recovery code), or asks for it in vain off a terminal', async () => {
      const twoFactor = await system.register(undefined, undefined, { timezone: ZONE });
      const client = sdk(twoFactor.user.token);
      const { secret } = await client.enableTwoFactor({});
      const { recovery_codes: recovery } = await client.confirmTwoFactor({
        code: totpCode(secret, Date.now(), -1),
      });
      const file = configFile('two-factor');
      const base = [
        'login',
        '--url',
        url(),
        '--email',
        twoFactor.email,
        '--password',
        twoFactor.password,
      ];

      const noCode = await cli(file, base);
      expect(noCode.code).toBe(2);
      expect(noCode.stderr).toContain('--code is required when not on a terminal');
      const wrong = await cli(file, [...base, '--code', '000000']);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain('The two-factor code is invalid.');
      const good = await cli(file, [...base, '--code', totpCode(secret), '--json']);
      expect(good.code).toBe(0);
      expect(JSON.parse(good.stdout)).toMatchObject({
        kind: 'session',
        email: twoFactor.email,
        user_id: twoFactor.user.id,
      });
      expect((await cli(file, ['status'])).stdout).toBe('No timer running\n');
      // A code that is not six digits is sent as a recovery code.
      const byRecovery = await cli(file, [...base, '--code', recovery[0]!]);
      expect(byRecovery.code).toBe(0);
      expect(byRecovery.stdout).toContain(`as ${twoFactor.email}`);
    });

    it('stores an API token with --token after one call; a bad token is refused', async () => {
      const owner = await userWithProject();
      const created = await sdk(owner.user.token).createToken({
        name: 'cli',
        scopes: ['time:read', 'time:write', 'clients:read', 'reports:read', 'timesheets:write'],
      });
      const file = configFile('token');
      const run = await cli(file, ['login', '--url', url(), '--token', created.token]);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`API token stored for ${url()}.`);
      expect(run.stdout + run.stderr).not.toContain(created.token);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
        kind: 'api-token',
        token: created.token,
      });
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const started = await cli(file, ['start', 'with a token', '-p', 'WEB', '--json']);
      expect(JSON.parse(started.stdout)).toMatchObject({
        description: 'with a token',
        user_id: owner.user.id,
      });
      // Logging in again while a timer runs learns whose token it is.
      expect((await cli(file, ['login', '--url', url(), '--token', created.token])).code).toBe(0);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ user_id: owner.user.id });
      expect((await cli(file, ['stop'])).code).toBe(0);
      // WORKMESH_TOKEN (with WORKMESH_URL) acts without any config file.
      const fromEnv = await cli(configFile('none'), ['status'], {
        WORKMESH_TOKEN: created.token,
        WORKMESH_URL: url(),
      });
      expect(fromEnv).toMatchObject({ code: 0, stdout: 'No timer running\n' });

      const bad = await cli(configFile('bad-token'), [
        'login',
        '--url',
        url(),
        '--token',
        'wm_pat_not-a-real-token',
      ]);
      expect(bad.code).toBe(1);
      expect(() => statSync(configFile('bad-token'))).toThrow();
    });
  });
}
