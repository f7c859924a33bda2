// canonicalTimezone: one spelling of a zone whatever the runtime's ICU data.
import { canonicalTimezone } from '../src/time-zones';

describe('canonicalTimezone', () => {
  it('fixes the case of a zone name', () => {
    expect(canonicalTimezone('europe/paris')).toBe('Europe/Paris');
    expect(canonicalTimezone('america/new_york')).toBe('America/New_York');
    expect(canonicalTimezone('UTC')).toBe('UTC');
  });

  it("keeps IANA's current names that older ICU data resolves to retired links", () => {
    // Node 20's ICU answers Asia/Calcutta and Europe/Kiev for these; newer runtimes do not.
    expect(canonicalTimezone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimezone('Europe/Kyiv')).toBe('Europe/Kyiv');
    expect(canonicalTimezone('Asia/Calcutta')).toBe('Asia/Calcutta');
  });

  it('refuses what is no zone: unknown names, offsets, over-long or malformed text', () => {
    expect(canonicalTimezone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimezone('+01:00')).toBeNull();
    expect(canonicalTimezone('')).toBeNull();
    expect(canonicalTimezone(`Europe/${'x'.repeat(70)}`)).toBeNull();
    expect(canonicalTimezone('Europe//Paris')).toBeNull();
  });
});
