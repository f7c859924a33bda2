// Rate limits of login, reset requests and registration: counted in identity's
// database, so two replicas on one database count the same attempts. The client's
// address travels in gRPC metadata, as the gateway sends it.
import { status } from '@grpc/grpc-js';
import { withRequestContext } from '@workmesh/platform';
import { hashedCounterKey } from '../src/models';
import { failureOf, identityForFile, type IdentityClient } from './identity-harness';
import { registration, uniqueEmail } from './registrations';

/** A call made as the gateway makes it for a client at `ip`. */
const from = <T>(ip: string, call: () => Promise<T>): Promise<T> =>
  withRequestContext({ requestId: `limits-${ip}`, clientIp: ip }, call);

const tooManyRequests = {
  code: status.RESOURCE_EXHAUSTED,
  reason: 'TOO_MANY_REQUESTS',
  message: 'Too many requests',
};

let address = 0;
/** An address no other test of the file uses (per-address counters outlive a test). */
const newIp = () => `198.51.100.${++address}`;

describe('identity attempt limits', () => {
  const identity = identityForFile({
    LOGIN_FAILURES_PER_IP: '30',
    RESET_REQUESTS_PER_EMAIL: '3',
    RESET_REQUESTS_PER_IP: '5',
    REGISTRATIONS_PER_IP: '3',
  });

  const registered = async () => {
    const request = registration();
    await identity.client.Register(request);
    return request;
  };

  const wrongLogin = (client: IdentityClient, ip: string, email: string) =>
    failureOf(from(ip, () => client.Login({ email, password: 'not the password' })));

  describe('failed logins', () => {
    it('refuses the 11th failed login of one email and address, counted across two replicas', async () => {
      const replica = await identity.startReplica({ LOGIN_FAILURES_PER_IP: '30' });
      try {
        const { email, password } = await registered();
        const ip = newIp();
        for (let attempt = 0; attempt < 10; attempt++) {
          const client = attempt % 2 === 0 ? identity.client : replica.client;
          expect(await wrongLogin(client, ip, email)).toMatchObject({
            code: status.UNAUTHENTICATED,
            reason: 'INVALID_CREDENTIALS',
          });
        }

        for (const client of [identity.client, replica.client]) {
          const refused = await wrongLogin(client, ip, email);
          expect(refused).toMatchObject(tooManyRequests);
          expect(refused.retryAfterSeconds).toBeGreaterThan(0);
          expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
        }
        // The right password too: the limit does not tell whether a guess was right.
        expect(
          await failureOf(from(ip, () => identity.client.Login({ email, password }))),
        ).toMatchObject(tooManyRequests);
        // Another address is not held up by this one's guesses.
        const session = await from(newIp(), () => replica.client.Login({ email, password }));
        expect(session.user!.email).toBe(email);
      } finally {
        await replica.stop();
      }
    });

    it('forgets the failures of an email and address at a successful login', async () => {
      const { email, password } = await registered();
      const ip = newIp();
      for (let attempt = 0; attempt < 9; attempt++) await wrongLogin(identity.client, ip, email);
      await from(ip, () => identity.client.Login({ email, password }));

      for (let attempt = 0; attempt < 10; attempt++) {
        expect(await wrongLogin(identity.client, ip, email)).toMatchObject({
          reason: 'INVALID_CREDENTIALS',
        });
      }
      expect(await wrongLogin(identity.client, ip, email)).toMatchObject(tooManyRequests);
    });

    it('refuses an address that sprayed failed logins over many emails', async () => {
      const ip = newIp();
      for (let attempt = 0; attempt < 30; attempt++) {
        expect(await wrongLogin(identity.client, ip, uniqueEmail('spray'))).toMatchObject({
          reason: 'INVALID_CREDENTIALS',
        });
      }
      expect(await wrongLogin(identity.client, ip, uniqueEmail('spray'))).toMatchObject(
        tooManyRequests,
      );
    });
  });

  describe('reset requests', () => {
    it('refuses the 4th reset request for one email, whichever address it comes from', async () => {
      const email = uniqueEmail('reset');
      for (let attempt = 0; attempt < 3; attempt++) {
        expect(
          await failureOf(from(newIp(), () => identity.client.RequestPasswordReset({ email }))),
        ).toMatchObject({ code: status.NOT_FOUND, reason: 'EMAIL_UNKNOWN' });
      }
      const refused = await failureOf(
        from(newIp(), () => identity.client.RequestPasswordReset({ email })),
      );
      expect(refused).toMatchObject(tooManyRequests);
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    });

    it('refuses the 6th reset request from one address, whatever the emails', async () => {
      const ip = newIp();
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(
          await failureOf(
            from(ip, () => identity.client.RequestPasswordReset({ email: uniqueEmail('r') })),
          ),
        ).toMatchObject({ reason: 'EMAIL_UNKNOWN' });
      }
      expect(
        await failureOf(
          from(ip, () => identity.client.RequestPasswordReset({ email: uniqueEmail('r') })),
        ),
      ).toMatchObject(tooManyRequests);
    });
  });

  describe('registrations', () => {
    it('refuses the 4th registration from one address, and creates no account for it', async () => {
      const ip = newIp();
      for (let attempt = 0; attempt < 3; attempt++) {
        await from(ip, () => identity.client.Register(registration()));
      }
      const refusedRequest = registration();
      const refused = await failureOf(from(ip, () => identity.client.Register(refusedRequest)));
      expect(refused).toMatchObject(tooManyRequests);
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(
        await identity.db.collection('users').countDocuments({ email: refusedRequest.email }),
      ).toBe(0);
      // Another address still registers.
      await from(newIp(), () => identity.client.Register(registration()));
    });
  });
});

describe('attempt counters on the embedded MongoDB', () => {
  const identity = identityForFile({ REGISTRATIONS_PER_IP: '100' });
  const counters = () => identity.db.collection('attempt_counters');
  // rate-limiter-flexible stores `<counter name>:<key>`; the key is hashed (names nobody).
  const storedKey = (counter: string, key: string) => `${counter}:${hashedCounterKey(key)}`;

  it('counts every one of concurrent first attempts at one key (the racing upserts meet the unique key)', async () => {
    const ip = newIp();
    await Promise.all(
      Array.from({ length: 12 }, () =>
        failureOf(from(ip, () => identity.client.RequestPasswordReset({ email: uniqueEmail() }))),
      ),
    );
    const stored = await counters().findOne({ key: storedKey('reset-requests-ip', ip) });
    expect(stored).toMatchObject({ points: 12 });
  });

  it('starts a new window once the stored counter has expired, before MongoDB removed it', async () => {
    const email = uniqueEmail('expired');
    for (let attempt = 0; attempt < 5; attempt++)
      await failureOf(from(newIp(), () => identity.client.RequestPasswordReset({ email })));
    expect(
      await failureOf(from(newIp(), () => identity.client.RequestPasswordReset({ email }))),
    ).toMatchObject(tooManyRequests);

    // The window ended: the expiry is past, and the TTL monitor has not run yet.
    await counters().updateOne(
      { key: storedKey('reset-requests-email', email) },
      { $set: { expire: new Date(Date.now() - 1000) } },
    );

    expect(
      await failureOf(from(newIp(), () => identity.client.RequestPasswordReset({ email }))),
    ).toMatchObject({ reason: 'EMAIL_UNKNOWN' });
    const stored = await counters().findOne({ key: storedKey('reset-requests-email', email) });
    expect(stored).toMatchObject({ points: 1 });
    expect((stored!.expire as Date).getTime()).toBeGreaterThan(Date.now());
  });
});
