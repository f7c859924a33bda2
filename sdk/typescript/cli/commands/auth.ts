// `workmesh login` and `workmesh logout`: getting a token (password, two-factor code, or an
// API token given as is) and keeping it in the config file. The token is never printed.
import { WorkmeshError, type WorkmeshClient } from '@workmesh/client';
import type { Command } from 'commander';
import { configPath, removeLogin, writeLogin, type StoredLogin } from '../config';
import { UsageError } from '../errors';
import { emit, printNote, type OutputOptions } from '../output';
import { valueOrAsk } from '../prompt';
import { clientFor, gatewayUrl } from '../session';
import { runAction } from './run';

interface LoginOptions extends OutputOptions {
  url?: string;
  email?: string;
  password?: string;
  token?: string;
  code?: string;
}

interface UserSession {
  id: number;
  email: string;
  timezone: string;
  token: string;
}

/** A 6-digit TOTP code; anything else is taken for a recovery code. */
const TOTP_CODE = /^\d{6}$/;

export function registerAuthCommands(program: Command): void {
  program
    .command('login')
    .description('Log in and store the token in the config file')
    .option('--url <gateway>', 'the gateway (default: $WORKMESH_URL, else http://localhost:8080)')
    .option('--email <email>', 'your email (asked on a terminal when missing)')
    .option('--password <password>', 'your password (asked without echo on a terminal)')
    .option('--code <code>', 'a two-factor code, or a recovery code, when your account has 2FA')
    .option('--token <token>', 'store an API token (wm_pat_…) instead of logging in')
    .option('--json', 'print the result as JSON')
    .addHelpText('after', `\nThe login is stored in ${configPath()} (mode 0600).`)
    .action(runAction<LoginOptions>(login, { loggingIn: true }));

  program
    .command('logout')
    .description('Forget the stored login')
    .option('--json', 'print the result as JSON')
    .action(runAction<OutputOptions>(logout));
}

async function login(options: LoginOptions): Promise<void> {
  const url = gatewayUrl(options.url);
  if (!/^https?:\/\//.test(url)) throw new UsageError(`--url must be an http(s) URL, not "${url}"`);
  if (options.token && (options.email || options.password || options.code)) {
    throw new UsageError('--token replaces --email, --password and --code: give one or the other');
  }
  const stored = options.token
    ? await loginWithToken(url, options.token)
    : await loginWithPassword(url, options);
  const file = configPath();
  writeLogin(stored, file);
  emit(
    options,
    {
      url,
      kind: stored.kind,
      email: stored.email ?? null,
      user_id: stored.user_id ?? null,
      config: file,
    },
    () => [
      stored.email ? `Logged in to ${url} as ${stored.email}.` : `API token stored for ${url}.`,
      `Login kept in ${file}.`,
    ],
  );
}

async function loginWithPassword(url: string, options: LoginOptions): Promise<StoredLogin> {
  const email = await valueOrAsk(options.email, 'Email: ', '--email');
  const password = await valueOrAsk(options.password, 'Password: ', '--password', { secret: true });
  const client = clientFor(url);
  const answer = (await client.login({ email, password })) as
    UserSession | { two_factor_required: true; challenge: string };
  const session =
    'challenge' in answer ? await completeTwoFactor(client, answer.challenge, options) : answer;
  const team = await teamSettings(clientFor(url, session.token));
  return {
    url,
    token: session.token,
    kind: 'session',
    email: session.email,
    user_id: session.id,
    timezone: session.timezone,
    week_start: team?.week_start,
  };
}

/** The password was right and the account has two-factor sign-in: answer the challenge. */
async function completeTwoFactor(
  client: WorkmeshClient,
  challenge: string,
  options: LoginOptions,
): Promise<UserSession> {
  const code = (
    await valueOrAsk(options.code, 'Two-factor code (or a recovery code): ', '--code')
  ).trim();
  const answer = TOTP_CODE.test(code)
    ? await client.verifyTwoFactor({ challenge, code })
    : await client.verifyTwoFactor({ challenge, recovery_code: code });
  return answer as UserSession;
}

/**
 * An API token is checked with one call before it is stored: reading the running timer
 * (time:read). "No timer" and a missing scope still prove the token is known; 401 does not.
 * A running timer also tells whose token it is (the API has no "who am I" for tokens).
 */
async function loginWithToken(url: string, token: string): Promise<StoredLogin> {
  const client = clientFor(url, token.trim());
  let userId: number | undefined;
  try {
    userId = (await client.getCurrentTimer()).user_id;
  } catch (error) {
    if (!(error instanceof WorkmeshError) || (error.status !== 404 && error.status !== 403)) {
      throw error;
    }
    if (error.status === 403) printNote(`Note: ${error.message}; commands needing it will fail.`);
  }
  const team = await teamSettings(client);
  return {
    url,
    token: token.trim(),
    kind: 'api-token',
    user_id: userId,
    timezone: team?.timezone,
    week_start: team?.week_start,
  };
}

/** The team's zone and first day of the week, when the login may read its settings. */
async function teamSettings(
  client: WorkmeshClient,
): Promise<{ timezone?: string; week_start?: string } | undefined> {
  try {
    const settings = await client.getTeamSettings({});
    return { timezone: settings.timezone, week_start: settings.week_start };
  } catch {
    return undefined;
  }
}

async function logout(options: OutputOptions): Promise<void> {
  const file = configPath();
  const removed = removeLogin(file);
  emit(options, { logged_out: removed, config: file }, () => [
    removed ? `Logged out (removed ${file}).` : 'Not logged in: nothing to remove.',
  ]);
}
