// The gateway's environment: TRUST_PROXY decides whose word X-Forwarded-For is, so a
// value express would misread must stop the process at start-up; MAX_UPLOAD_BYTES
// bounds a logo that must fit in one gRPC message; IDEMPOTENCY_HASH_SECRET keys the
// request hashes stored with Idempotency-Keys.
import { loadGatewayConfig } from '../src/config';

const SECRETS = {
  JWT_SECRET: 'gateway-test-secret-0123456789abcdef0123',
  IDEMPOTENCY_HASH_SECRET: 'gateway-idempotency-secret-0123456789abcdef',
};

const withTrustProxy = (TRUST_PROXY?: string) =>
  loadGatewayConfig({ ...SECRETS, TRUST_PROXY }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('is false unless set: the client is the socket peer', () => {
    expect(withTrustProxy()).toBe(false);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['loopback', 'loopback'],
    ['loopback,10.0.0.0/8, fd00::/8', 'loopback, 10.0.0.0/8, fd00::/8'],
    ['10.1.2.0/255.255.255.0', '10.1.2.0/255.255.255.0'],
  ])('reads %j as %j', (value, expected) => {
    expect(withTrustProxy(value)).toEqual(expected);
  });

  it.each([['yes'], ['-1'], ['10.0.0.0/33'], ['10.0.0.1,'], ['proxy.internal']])(
    'stops start-up for %j, naming the variable',
    (value) => {
      expect(() => withTrustProxy(value)).toThrow(/TRUST_PROXY must be true, false, a hop count/);
    },
  );
});

describe('MAX_UPLOAD_BYTES', () => {
  const withMaxUpload = (MAX_UPLOAD_BYTES?: string) =>
    loadGatewayConfig({ ...SECRETS, MAX_UPLOAD_BYTES }).MAX_UPLOAD_BYTES;

  it('is 5 MB unless set', () => {
    expect(withMaxUpload()).toBe(5 * 1024 * 1024);
  });

  it.each([['512'], ['1.5kb'], [String(64 * 1024 * 1024)]])(
    'stops start-up for %j, naming the variable',
    (value) => {
      expect(() => withMaxUpload(value)).toThrow(/MAX_UPLOAD_BYTES must be a number of bytes/);
    },
  );
});

describe('IDEMPOTENCY_HASH_SECRET', () => {
  it('is required: replicas must share it, so no default could be right', () => {
    expect(() => loadGatewayConfig({ JWT_SECRET: SECRETS.JWT_SECRET })).toThrow(
      /IDEMPOTENCY_HASH_SECRET is required/,
    );
  });

  it('stops start-up when shorter than 32 characters', () => {
    expect(() => loadGatewayConfig({ ...SECRETS, IDEMPOTENCY_HASH_SECRET: 'short' })).toThrow(
      /IDEMPOTENCY_HASH_SECRET must be at least 32 characters/,
    );
  });
});
