// Rate limits of the unauthenticated entry points, against password guessing and
// mail flooding: failed logins per email and address and per address, reset requests
// per email and per address, registrations per address. The counters live in
// identity's database (shared by all replicas); the address is the HTTP client's, as
// the gateway passes it on. A call without one (another service) has no per-address limit.
import {
  currentContext,
  Reason,
  TOO_MANY_REQUESTS_MESSAGE,
  tooManyRequests,
} from '@workmesh/platform';
import type { IdentityConfig } from './config';
import type { AttemptCounter, IdentityRepository } from './models';

export interface AttemptLimits {
  /**
   * Refuses a login while the email (from this address) or the address has used up
   * its failed logins; the failures are counted by loginFailed.
   */
  checkLogin(email: string): Promise<void>;
  loginFailed(email: string): Promise<void>;
  /** A successful login forgets the failures of its email and address. */
  loginSucceeded(email: string): Promise<void>;
  /** Counts a reset request, refused past the limit of its email or address. */
  countResetRequest(email: string): Promise<void>;
  /** Counts a registration, refused past the limit of its address. */
  countRegistration(): Promise<void>;
}

const refuse = (retryAfterSeconds: number) =>
  tooManyRequests(Reason.TOO_MANY_REQUESTS, TOO_MANY_REQUESTS_MESSAGE, retryAfterSeconds);

const clientIp = () => currentContext()?.clientIp;

/** Refuses when any counter went over its limit, with the longest wait. */
async function countAll(counters: Array<[AttemptCounter, string | undefined]>) {
  const waits = await Promise.all(
    counters.map(([counter, key]) => (key === undefined ? 0 : counter.count(key))),
  );
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw refuse(wait);
}

export function attemptLimits(
  repository: Pick<IdentityRepository, 'attemptCounter'>,
  config: IdentityConfig,
): AttemptLimits {
  const counter = (name: string, points: number, windowSeconds: number) =>
    repository.attemptCounter({ name, points, windowSeconds });
  const loginByEmailIp = counter(
    'login-failures-email-ip',
    config.LOGIN_FAILURES_PER_EMAIL_IP,
    config.LOGIN_FAILURE_WINDOW_SECONDS,
  );
  const loginByIp = counter(
    'login-failures-ip',
    config.LOGIN_FAILURES_PER_IP,
    config.LOGIN_FAILURE_WINDOW_SECONDS,
  );
  const resetByEmail = counter(
    'reset-requests-email',
    config.RESET_REQUESTS_PER_EMAIL,
    config.RESET_REQUEST_WINDOW_SECONDS,
  );
  const resetByIp = counter(
    'reset-requests-ip',
    config.RESET_REQUESTS_PER_IP,
    config.RESET_REQUEST_WINDOW_SECONDS,
  );
  const registrationByIp = counter(
    'registrations-ip',
    config.REGISTRATIONS_PER_IP,
    config.REGISTRATION_WINDOW_SECONDS,
  );
  // Without an address (a call from another service) the email alone is the key.
  const emailIpKey = (email: string) => `${email}|${clientIp() ?? ''}`;

  return {
    async checkLogin(email) {
      const ip = clientIp();
      const waits = await Promise.all([
        loginByEmailIp.blockedForSeconds(emailIpKey(email)),
        ip === undefined ? 0 : loginByIp.blockedForSeconds(ip),
      ]);
      const wait = Math.max(...waits);
      if (wait > 0) throw refuse(wait);
    },
    async loginFailed(email) {
      // The failure itself is answered 401; the next attempt is the one refused.
      await Promise.all([
        loginByEmailIp.count(emailIpKey(email)),
        clientIp() === undefined ? 0 : loginByIp.count(clientIp()!),
      ]);
    },
    async loginSucceeded(email) {
      await loginByEmailIp.reset(emailIpKey(email));
    },
    countResetRequest: (email) =>
      countAll([
        [resetByEmail, email],
        [resetByIp, clientIp()],
      ]),
    countRegistration: () => countAll([[registrationByIp, clientIp()]]),
  };
}
