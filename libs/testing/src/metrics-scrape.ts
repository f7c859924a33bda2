// Reading a process's Prometheus metrics as a test does: one scrape of its admin port,
// and the value of one series out of the text.

/** The text of GET /metrics on the admin port (throws unless 200). */
export async function scrapeMetrics(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  if (response.status !== 200) throw new Error(`GET /metrics answered ${response.status}`);
  return response.text();
}

/** The value of the first series of `name` whose labels contain every given label; null when none. */
export function metricValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | null {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = match[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => given.includes(`${key}="${value}"`)))
      return Number(match[3]);
  }
  return null;
}
