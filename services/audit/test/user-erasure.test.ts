// audit's consumer of user.erased (docs/account-erasure.md) against the embedded MongoDB:
// names and addresses leave the records' changes, the person's own network address and
// browser are emptied, the chain is sealed again and still verifies, another person's
// records are untouched, and a replay of the event changes nothing.
import { UserErased } from '@workmesh/platform';
import { startTestMongo, type TestMongo } from '@workmesh/testing';
import mongoose, { type Connection } from 'mongoose';
import { canonicalJson, ChainCheck, chained } from '../src/audit-chain';
import { auditRepository, type AuditRecord } from '../src/models';
import { auditUserErasureHandler } from '../src/user-erasure';

const ERASED = 41;
const OTHER = 42;
const TEAM = 7;

let mongo: TestMongo;
let connection: Connection;
let repository: ReturnType<typeof auditRepository>;

const fieldsOf = (index: number, actor: number, changes: object, subject = 0) => ({
  id: `record-${index}`,
  team_id: TEAM,
  action: 'member.added',
  object_type: 'member',
  object_id: String(subject || actor),
  actor: { user_id: actor },
  ip: `198.51.100.${actor}`,
  user_agent: `browser of ${actor}`,
  request_id: `r${index}`,
  occurred_at: '2026-11-28T10:00:00.000Z',
  recorded_at: '2026-11-28T10:00:00.100Z',
  changes: canonicalJson(changes),
  subject_user_id: subject,
  event_id: `event-${index}`,
});

async function records(): Promise<AuditRecord[]> {
  const all: AuditRecord[] = [];
  for await (const record of repository.records.inChainOrder(TEAM)) all.push(record);
  return all;
}

beforeAll(async () => {
  mongo = await startTestMongo();
  connection = await mongoose.createConnection(mongo.urlFor('audit_erasure')).asPromise();
  repository = auditRepository(connection);
  await repository.ensureCollections();
  let previous: AuditRecord | null = null;
  const rows = [
    fieldsOf(
      1,
      OTHER,
      { name: { after: 'Otto Other' }, email: { after: 'otto@example.com' } },
      OTHER,
    ),
    fieldsOf(
      2,
      OTHER,
      { name: { after: 'Erna Erased' }, email: { after: 'erna@example.com' } },
      ERASED,
    ),
    fieldsOf(3, ERASED, { description: { after: 'Erna Erased took a note' } }),
    fieldsOf(4, OTHER, { role: { before: 'member', after: 'manager' } }, OTHER),
  ];
  for (const row of rows) {
    const record: AuditRecord = chained(row, previous);
    await repository.records.insert(record);
    previous = record;
  }
}, 60_000);

afterAll(async () => {
  await connection?.dropDatabase();
  await connection?.close();
  await mongo?.stop();
});

it("erases the person's names, addresses and own network traces, and seals the chain again", async () => {
  const handler = auditUserErasureHandler({ repository });
  const event = UserErased.make({
    user_id: ERASED,
    display_name: `Deleted user #${ERASED}`,
    erased_at: new Date().toISOString(),
  });
  const delivery = { attempt: 1 } as never;
  await handler(event, delivery);
  const after = await records();
  const text = JSON.stringify(after);
  expect(text).not.toContain('Erna Erased');
  expect(text).not.toContain('erna@example.com');
  expect(text).toContain(`Deleted user #${ERASED} took a note`);
  expect(text).toContain(`deleted-${ERASED}@erased.invalid`);
  expect(after[2]).toMatchObject({ ip: '', user_agent: '', actor: { user_id: ERASED } });
  // Another person's records keep everything.
  expect(after[0]).toMatchObject({ ip: `198.51.100.${OTHER}` });
  expect(after[0]!.changes).toContain('Otto Other');
  expect(after[0]!.hash).toBe((await repository.records.findByEvent('event-1'))!.hash);

  const check = new ChainCheck(null);
  for (const record of after) check.next(record);
  expect(check.brokenAt).toBeUndefined();
  expect(check.count).toBe(4);

  // A replay (a new copy of the event, or the same one) changes nothing.
  await handler(event, delivery);
  await handler({ ...event, id: `${event.id}-copy` }, delivery);
  expect(await records()).toEqual(after);
});
