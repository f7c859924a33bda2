// The logged-in client a command works with: the stored login (or WORKMESH_TOKEN), the SDK
// client on it, and the zone times are read and shown in.
import { createClient, type WorkmeshClient } from '@workmesh/client';
import { configPath, readLogin, type StoredLogin } from './config';
import { NotLoggedInError } from './errors';
import { isValidZone, systemZone } from './time';

export const DEFAULT_URL = 'http://localhost:8080';
/** One attempt's limit: a person waits at a prompt, not for a minute. */
const TIMEOUT_MS = 30_000;

export interface Session {
  client: WorkmeshClient;
  login: StoredLogin;
  /** The IANA zone days, weeks and clock times are meant in. */
  zone: string;
}

/** The gateway to log in to: the flag, else WORKMESH_URL, else the local default. */
export function gatewayUrl(flag?: string): string {
  return (flag || process.env.WORKMESH_URL || DEFAULT_URL).replace(/\/+$/, '');
}

export function clientFor(url: string, token?: string): WorkmeshClient {
  return createClient({ baseUrl: url, token, timeoutMs: TIMEOUT_MS });
}

/**
 * The login to act with. WORKMESH_TOKEN (with WORKMESH_URL) wins over the stored one, so a
 * CI job needs no config file; otherwise the stored login, or "not logged in" (exit 3).
 */
export function currentLogin(): StoredLogin {
  const token = process.env.WORKMESH_TOKEN;
  if (token) return { url: gatewayUrl(), token, kind: 'api-token' };
  const login = readLogin(configPath());
  if (!login) throw new NotLoggedInError();
  return login;
}

/**
 * The user's zone: the one their account had at login (the API's `timezone`), else the
 * team's when a token could read it then, else this machine's (TZ, or the system's).
 */
export function zoneOf(login: StoredLogin): string {
  if (login.timezone && isValidZone(login.timezone)) return login.timezone;
  return systemZone();
}

export function openSession(): Session {
  const login = currentLogin();
  return { login, client: clientFor(login.url, login.token), zone: zoneOf(login) };
}
