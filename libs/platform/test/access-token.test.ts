import jwt from 'jsonwebtoken';
import { signAccessToken, verifyAccessToken } from '../src';

const settings = {
  secret: 's'.repeat(40),
  issuer: 'workmesh-identity',
  audience: 'workmesh-api',
  ttlSeconds: 3600,
};
const SID = 'AbCdEfGhIjKlMnOpQrStUv';

describe('access tokens', () => {
  it('verifies a token it signed and returns the user id, token version and session id', () => {
    const token = signAccessToken({ userId: 12, tokenVersion: 3, sessionId: SID }, settings);
    expect(verifyAccessToken(token, settings)).toEqual({
      userId: 12,
      tokenVersion: 3,
      sessionId: SID,
    });
  });

  it('refuses a token signed with another secret', () => {
    const token = signAccessToken(
      { userId: 12, tokenVersion: 0, sessionId: SID },
      { ...settings, secret: 'x'.repeat(40) },
    );
    expect(verifyAccessToken(token, settings)).toBeUndefined();
  });

  it('refuses an unsigned token (alg "none") even with the right claims', () => {
    const token = jwt.sign({ ver: 0 }, '', {
      algorithm: 'none',
      subject: '12',
      issuer: settings.issuer,
      audience: settings.audience,
    });
    expect(verifyAccessToken(token, settings)).toBeUndefined();
  });

  it('refuses a token signed with HS512 instead of the pinned HS256', () => {
    const token = jwt.sign({ ver: 0 }, settings.secret, {
      algorithm: 'HS512',
      subject: '12',
      issuer: settings.issuer,
      audience: settings.audience,
    });
    expect(verifyAccessToken(token, settings)).toBeUndefined();
  });

  it.each([
    ['issuer', { issuer: 'someone-else' }],
    ['audience', { audience: 'another-api' }],
  ])('refuses a token with the wrong %s', (_name, override) => {
    const token = signAccessToken(
      { userId: 12, tokenVersion: 0, sessionId: SID },
      { ...settings, ...override },
    );
    expect(verifyAccessToken(token, settings)).toBeUndefined();
  });

  it('refuses an expired token', () => {
    const token = jwt.sign({ ver: 0, exp: Math.floor(Date.now() / 1000) - 10 }, settings.secret, {
      algorithm: 'HS256',
      subject: '12',
      issuer: settings.issuer,
      audience: settings.audience,
    });
    expect(verifyAccessToken(token, settings)).toBeUndefined();
  });

  it('refuses a token without a token version', () => {
    const token = jwt.sign({}, settings.secret, {
      algorithm: 'HS256',
      subject: '12',
      issuer: settings.issuer,
      audience: settings.audience,
    });
    expect(verifyAccessToken(token, settings)).toBeUndefined();
  });

  it('refuses a token without a session id (issued before sessions; docs/auth.md)', () => {
    const token = jwt.sign({ ver: 0 }, settings.secret, {
      algorithm: 'HS256',
      subject: '12',
      issuer: settings.issuer,
      audience: settings.audience,
    });
    expect(verifyAccessToken(token, settings)).toBeUndefined();
  });

  it('refuses a token whose session id is not a session id', () => {
    const token = jwt.sign({ ver: 0, sid: '$where: 1' }, settings.secret, {
      algorithm: 'HS256',
      subject: '12',
      issuer: settings.issuer,
      audience: settings.audience,
    });
    expect(verifyAccessToken(token, settings)).toBeUndefined();
  });
});
