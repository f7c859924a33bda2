// The stored login: `{ url, token, … }` in the OS user's config directory, readable by that
// user only (the token is a password's equal: the file is 0600, a directory we make 0700).
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CliError } from './errors';

export interface StoredLogin {
  /** The gateway, e.g. `http://localhost:8080`. */
  url: string;
  /** A login (session) token, or a personal access token (`wm_pat_…`). */
  token: string;
  kind: 'session' | 'api-token';
  /** Who logged in (a session login tells; a token does not). */
  email?: string;
  user_id?: number;
  /** The user's zone at login (a session login), else the team's when the token may read it. */
  timezone?: string;
  /** The team's first day of the week at login (`monday`, …), when its settings were readable. */
  week_start?: string;
}

export interface ConfigLocation {
  env?: NodeJS.ProcessEnv;
  platform?: NodeJS.Platform;
  home?: string;
}

/**
 * Where the login is kept: `WORKMESH_CONFIG` when set (tests, several accounts), else the
 * platform's per-user config directory.
 */
export function configPath({
  env = process.env,
  platform = process.platform,
  home = os.homedir(),
}: ConfigLocation = {}): string {
  if (env.WORKMESH_CONFIG) return path.resolve(env.WORKMESH_CONFIG);
  const join = platform === 'win32' ? path.win32.join : path.posix.join;
  return join(configDirectory(env, platform, home), 'workmesh', 'config.json');
}

function configDirectory(env: NodeJS.ProcessEnv, platform: NodeJS.Platform, home: string): string {
  if (platform === 'win32') return env.APPDATA || path.win32.join(home, 'AppData', 'Roaming');
  if (platform === 'darwin') return path.posix.join(home, 'Library', 'Application Support');
  return env.XDG_CONFIG_HOME || path.posix.join(home, '.config');
}

/** The stored login, or undefined when there is none. A damaged file is an error. */
export function readLogin(file = configPath()): StoredLogin | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CliError(`${file} is not JSON: run \`workmesh login\` again`);
  }
  const login = parsed as Partial<StoredLogin>;
  if (typeof login?.url !== 'string' || typeof login.token !== 'string') {
    throw new CliError(`${file} holds no url and token: run \`workmesh login\` again`);
  }
  return login as StoredLogin;
}

/**
 * Writes the login through a temporary file created 0600 then renamed, so the token is never
 * readable by others, not even for a moment, and a crash leaves the old file whole.
 */
export function writeLogin(login: StoredLogin, file = configPath()): void {
  const directory = path.dirname(file);
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  // Our own directory (…/workmesh) is tightened even when it existed; a directory named by
  // WORKMESH_CONFIG is the user's choice and is left as it is.
  if (path.basename(directory) === 'workmesh') chmodSync(directory, 0o700);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(login, null, 2)}\n`, { mode: 0o600 });
  // The mode of a new file is masked by the umask; make it exactly 0600.
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

/** Removes the stored login; true when there was one. */
export function removeLogin(file = configPath()): boolean {
  try {
    rmSync(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
