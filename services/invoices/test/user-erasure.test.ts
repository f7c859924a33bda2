// invoices' consumer of user.erased (docs/account-erasure.md) against the embedded
// MongoDB: the lines naming the person read "Deleted user #id", amounts and other lines
// stay, another person's lines are untouched, a replay changes nothing.
import { randomUUID } from 'node:crypto';
import { UserErased } from '@workmesh/platform';
import { startTestMongo, type TestMongo } from '@workmesh/testing';
import mongoose, { type Connection } from 'mongoose';
import { invoicesRepository } from '../src/models';
import { invoicesUserErasureHandler, nameInLine } from '../src/user-erasure';

const ERASED = 41;
const OTHER = 42;

let mongo: TestMongo;
let connection: Connection;
let repository: ReturnType<typeof invoicesRepository>;

const line = (id: number, userId: number | null, description: string, amountCents: number) => ({
  id,
  description,
  quantityHundredths: 100,
  unitPriceCents: amountCents,
  amountCents,
  project_id: 5,
  user_id: userId,
  task_id: null,
  date: null,
  time_entry_count: 1,
});

beforeAll(async () => {
  mongo = await startTestMongo();
  connection = await mongoose.createConnection(mongo.urlFor('invoices_erasure')).asPromise();
  repository = invoicesRepository(connection);
  await repository.ensureCollections();
  await connection.collection('invoices').insertOne({
    _id: 1,
    team_id: 9,
    line_item: 'project-user',
    total_cents: 35_000,
    lines: [
      line(1, ERASED, 'Website — Erna Erased', 10_000),
      line(2, ERASED, 'Website — Erna Erased (non-billable)', 0),
      line(3, OTHER, 'Website — Otto Other', 25_000),
    ],
  } as never);
}, 60_000);

afterAll(async () => {
  await connection?.dropDatabase();
  await connection?.close();
  await mongo?.stop();
});

it('reads the name in a line by user, and by project and user', () => {
  expect(nameInLine('Ann Lee')).toBe('Ann Lee');
  expect(nameInLine('Web — Ann Lee (non-billable)')).toBe('Ann Lee');
});

it("renames the person's lines and keeps the amounts; a replay changes nothing", async () => {
  const handler = invoicesUserErasureHandler(repository);
  const event = UserErased.make({
    user_id: ERASED,
    display_name: `Deleted user #${ERASED}`,
    erased_at: new Date().toISOString(),
  });
  await handler(event, { attempt: 1 } as never);
  const invoice = await connection.collection('invoices').findOne({ _id: 1 as never });
  expect(invoice!.lines.map((entry: { description: string }) => entry.description)).toEqual([
    `Website — Deleted user #${ERASED}`,
    `Website — Deleted user #${ERASED} (non-billable)`,
    'Website — Otto Other',
  ]);
  expect(invoice!.lines.map((entry: { amountCents: number }) => entry.amountCents)).toEqual([
    10_000, 0, 25_000,
  ]);
  expect(invoice!.total_cents).toBe(35_000);

  await handler(event, { attempt: 1 } as never);
  await handler({ ...event, id: randomUUID() }, { attempt: 1 } as never);
  expect(await connection.collection('invoices').findOne({ _id: 1 as never })).toEqual(invoice);
});
