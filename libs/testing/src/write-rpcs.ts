// The write rpcs of a service as the HTTP description names them: every operation of the
// committed gateway/openapi.yaml whose method is not GET, by the rpc it calls (`x-grpc:
// <service>.<Rpc>`). Each service's audit test walks it, so a new write operation without
// an audit case fails that service's test (docs/audit.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { ChangeRecordedData, Connection, DomainEvent } from '@workmesh/platform';

const OPENAPI_FILE = path.resolve(__dirname, '../../../gateway/openapi.yaml');

type PathItem = Record<string, { 'x-grpc'?: string } | undefined>;

/** The rpcs of `service` that some non-GET operation of the description calls, sorted. */
export function gatewayWriteRpcs(service: string): string[] {
  const document = parse(readFileSync(OPENAPI_FILE, 'utf8')) as {
    paths: Record<string, PathItem>;
  };
  const rpcs = new Set<string>();
  for (const item of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const [owner, rpc] = (operation?.['x-grpc'] ?? '').split('.');
      if (method !== 'get' && owner === service && rpc) rpcs.add(rpc);
    }
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

/** What one write's change.recorded must say (services' audit-changes tests). */
export interface ExpectedChange {
  source: string;
  actorUserId: number;
  teamId: number;
  action: string;
  objectType: string;
  objectId: string;
  subjectUserId: number;
  /** Each named field's change (matched as an object: `{after}`, `{before, after}`, `{before}`). */
  changes: Readonly<Record<string, Record<string, unknown>>>;
  /** Fields that must not be among the changes, besides created_at and secret-looking names. */
  absent?: readonly string[];
}

/**
 * Exactly one change was recorded, and it says what `expected` says; answers it. Jest's
 * global `expect`: importing @jest/globals would throw when a bench (outside Jest) loads
 * @workmesh/testing.
 */
export function expectOneChange(recorded: readonly Recorded[], expected: ExpectedChange): Recorded {
  expect(recorded).toHaveLength(1);
  const event = recorded[0]!;
  expect(event).toMatchObject({
    source: expected.source,
    actor: { user_id: expected.actorUserId },
    data: {
      team_id: expected.teamId,
      action: expected.action,
      object_type: expected.objectType,
      object_id: expected.objectId,
      subject_user_id: expected.subjectUserId,
    },
  });
  const changes = event.data.changes;
  for (const [field, change] of Object.entries(expected.changes)) {
    expect(changes).toHaveProperty([field]);
    expect(changes[field]).toMatchObject(change);
  }
  expect(changedFieldNames(changes).filter((name) => SECRET_FIELD_NAME.test(name))).toEqual([]);
  for (const field of ['created_at', ...(expected.absent ?? [])])
    expect(changes).not.toHaveProperty([field]);
  return event;
}
