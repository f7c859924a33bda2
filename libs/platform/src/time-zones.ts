// IANA zone names, checked one way for every service that takes one (teams' settings,
// tracking's entries). Intl knows the zones of the runtime's ICU data.

/**
 * The zone in its canonical spelling ("europe/paris" → "Europe/Paris"), or null when it is
 * not an IANA zone name. Offsets ("+01:00") are refused: a zone is a place, with its DST.
 */
export function canonicalTimezone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(name) || name.length > 64)
    return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
