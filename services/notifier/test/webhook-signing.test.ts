// The pieces of an attempt that need no broker: the signature (checked against the
// standardwebhooks package's own signer) and reading a receiver's Retry-After.
import { Webhook } from 'standardwebhooks';
import { parseRetryAfter } from '../src/webhook-sender';
import { newSigningSecret, signedHeaders, webhookSignature } from '../src/webhook-signing';

describe('webhookSignature', () => {
  it('is the signature standardwebhooks computes for the same secret, id, time and body', () => {
    const secret = newSigningSecret();
    const at = new Date('2026-03-01T09:15:30Z');
    const body = '{"event":"new_client","payload":{"id":1},"criteria":{"team_id":2}}';

    expect(webhookSignature(secret, 'evt-1', at.getTime() / 1000, body)).toBe(
      new Webhook(secret).sign('evt-1', at, body),
    );
  });

  it('makes headers that standardwebhooks verifies, and rejects once the body changes', () => {
    const secret = newSigningSecret();
    const body = '{"event":"new_schedule"}';
    const headers = signedHeaders(secret, 'evt-2', body, new Date());

    expect(new Webhook(secret).verify(body, headers)).toEqual({ event: 'new_schedule' });
    expect(() => new Webhook(secret).verify('{"event":"new_client"}', headers)).toThrow();
  });

  it('makes a new secret each time: whsec_ and 24 random bytes', () => {
    const secrets = new Set(Array.from({ length: 20 }, newSigningSecret));

    expect(secrets.size).toBe(20);
    for (const secret of secrets)
      expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(24);
  });
});

describe('parseRetryAfter', () => {
  const now = new Date('2026-03-01T09:00:00Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the time until it, never negative', () => {
    expect(parseRetryAfter('Sun, 01 Mar 2026 09:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 08:00:00 GMT', now)).toBe(0);
  });

  it('ignores what is absent or unreadable', () => {
    expect(parseRetryAfter(undefined, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
  });
});
