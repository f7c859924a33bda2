// The write rpcs of a service as the gateway's route table names them: every route of
// gateway/src/routes/*.ts whose method is not GET, with the service it calls. Read from
// the source text, so a service's component test (which does not load the gateway)
// fails when a new write route has no audit case (docs/audit.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChangeRecordedData, Connection, DomainEvent } from '@workmesh/platform';

const ROUTES_DIR = path.resolve(__dirname, '../../../gateway/src/routes');

/** One route definition's text: from `route({` / `<name>Route({` to the next. */
const ROUTE_START = /\b[a-z]*[rR]oute\(\{/g;

/**
 * The rpcs of `service` that some non-GET gateway route calls, sorted. A route without a
 * `service:` field (a helper such as teamRoute fills it) counts as the file's own service
 * (routes/<service>.ts).
 */
export function gatewayWriteRpcs(service: string): string[] {
  const rpcs = new Set<string>();
  for (const file of readdirSync(ROUTES_DIR)) {
    if (!/^[a-z-]+\.ts$/.test(file)) continue;
    const text = readFileSync(path.join(ROUTES_DIR, file), 'utf8');
    const fileService = file.replace(/\.ts$/, '');
    const starts = [...text.matchAll(ROUTE_START)].map((match) => match.index ?? 0);
    starts.forEach((start, index) => {
      const chunk = text.slice(start, starts[index + 1] ?? text.length);
      const method = /\bmethod:\s*'([A-Z]+)'/.exec(chunk)?.[1];
      const rpc = /\brpc:\s*'([A-Za-z]+)'/.exec(chunk)?.[1];
      const routeService = /\bservice:\s*'([a-z-]+)'/.exec(chunk)?.[1] ?? fileService;
      if (method && rpc && method !== 'GET' && routeService === service) rpcs.add(rpc);
    });
  }
  return [...rpcs].sort();
}

type Recorded = DomainEvent<ChangeRecordedData>;

/** A team's change.recorded events in a service's outbox, oldest first. */
export async function changesRecordedFor(db: Connection, teamId: number): Promise<Recorded[]> {
  const records = await db
    .collection<{ event: Recorded }>('outbox')
    .find({ type: 'change.recorded', 'event.data.team_id': teamId })
    .sort({ occurred_at: 1, _id: 1 })
    .toArray();
  return records.map((record) => record.event);
}

/** The change.recorded events a write adds to the team's, and what the write answered. */
export async function changesRecordedBy<T>(
  db: Connection,
  teamId: number,
  write: () => Promise<T>,
): Promise<{ recorded: Recorded[]; answer: T }> {
  const before = new Set((await changesRecordedFor(db, teamId)).map((event) => event.id));
  const answer = await write();
  const recorded = (await changesRecordedFor(db, teamId)).filter((event) => !before.has(event.id));
  return { recorded, answer };
}

/** Field names no change may carry (as platform's audit-changes.ts drops them). */
export const SECRET_FIELD_NAME = /(password|secret|token|hash|totp|recovery|otp|api_key)/i;

/** Every field name in the changes, nested ones included ('pay.rate'). */
export function changedFieldNames(changes: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(changes).flatMap(([field, value]) => [
    `${prefix}${field}`,
    ...(typeof value === 'object' && value !== null && !Array.isArray(value)
      ? changedFieldNames(value as Record<string, unknown>, `${prefix}${field}.`)
      : []),
  ]);
}
