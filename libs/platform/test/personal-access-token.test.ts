import {
  hasValidChecksum,
  looksLikePersonalAccessToken,
  newPersonalAccessToken,
  PERSONAL_ACCESS_TOKEN_LENGTH,
  personalAccessTokenDigest,
  personalAccessTokenHash,
} from '../src';

/** The secret with one character of the given part replaced by another base62 character. */
function withCharacterChanged(secret: string, index: number): string {
  const replacement = secret[index] === 'a' ? 'b' : 'a';
  return secret.slice(0, index) + replacement + secret.slice(index + 1);
}

describe('personal access tokens', () => {
  it('are wm_pat_, 43 base62 characters of randomness and a 6-character checksum', () => {
    const { secret, prefix } = newPersonalAccessToken();
    expect(secret).toMatch(/^wm_pat_[0-9A-Za-z]{49}$/);
    expect(secret).toHaveLength(PERSONAL_ACCESS_TOKEN_LENGTH);
    expect(prefix).toBe(secret.slice(0, 12));
    expect(looksLikePersonalAccessToken(secret)).toBe(true);
  });

  it('are different every time', () => {
    const secrets = new Set(Array.from({ length: 200 }, () => newPersonalAccessToken().secret));
    expect(secrets.size).toBe(200);
  });

  it('pass the checksum check as made', () => {
    for (let i = 0; i < 50; i++)
      expect(hasValidChecksum(newPersonalAccessToken().secret)).toBe(true);
  });

  it('fail the checksum check with a typo in the random part', () => {
    const { secret } = newPersonalAccessToken();
    expect(hasValidChecksum(withCharacterChanged(secret, 20))).toBe(false);
  });

  it('fail the checksum check with a tampered checksum', () => {
    const { secret } = newPersonalAccessToken();
    expect(hasValidChecksum(withCharacterChanged(secret, secret.length - 1))).toBe(false);
  });

  it.each([
    ['too short', (s: string) => s.slice(0, -1)],
    ['too long', (s: string) => `${s}a`],
    ['another mark', (s: string) => s.replace('wm_pat_', 'wm_pak_')],
    ['a character outside base62', (s: string) => `${s.slice(0, 10)}-${s.slice(11)}`],
  ])('fail the check when %s', (_what, change) => {
    expect(hasValidChecksum(change(newPersonalAccessToken().secret))).toBe(false);
  });

  it('hash with the key: another key, another hash; the digest is not the secret', () => {
    const { secret } = newPersonalAccessToken();
    expect(personalAccessTokenHash(secret, 'k'.repeat(32))).toMatch(/^[0-9a-f]{64}$/);
    expect(personalAccessTokenHash(secret, 'k'.repeat(32))).not.toBe(
      personalAccessTokenHash(secret, 'j'.repeat(32)),
    );
    expect(personalAccessTokenDigest(secret)).not.toContain(secret.slice(7, 20));
  });
});
