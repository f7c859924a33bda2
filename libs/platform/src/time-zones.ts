// IANA zone names, checked one way for every service that takes one (teams' settings,
// tracking's entries). Intl knows the zones of the runtime's ICU data.

/**
 * The zone in its canonical spelling ("europe/paris" → "Europe/Paris"), or null when it is
 * not an IANA zone name. Offsets ("+01:00") are refused: a zone is a place, with its DST.
 * A name ICU knows as a link keeps the name given: ICU's data (Node 20's) resolves
 * Asia/Kolkata to Asia/Calcutta and Europe/Kyiv to Europe/Kiev, the names IANA retired, and
 * a newer runtime does not; the same zone must read the same on every Node.
 */
export function canonicalTimezone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(name) || name.length > 64)
    return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions()
      .timeZone;
    return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
  } catch {
    return null;
  }
}
