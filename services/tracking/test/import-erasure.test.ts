// Tracking's part of account erasure for imports (docs/account-erasure.md), against the
// embedded MongoDB: the erased person's joins and the rows held under their email are
// deleted, refused rows quoting their address or name are redacted, and another person's
// records are untouched; a second run changes nothing.
import { randomUUID } from 'node:crypto';
import { startTestMongo, type TestMongo } from '@workmesh/testing';
import mongoose, { type Connection } from 'mongoose';
import { eraseImportTraces } from '../src/models/import-erasure';

const ERASED = 51;
const OTHER = 52;
const now = new Date();

let mongo: TestMongo;
let connection: Connection;

beforeAll(async () => {
  mongo = await startTestMongo();
  connection = await mongoose.createConnection(mongo.urlFor('tracking_import_erasure')).asPromise();
  const db = connection.db!;
  await db.collection('import_joins').insertMany([
    { _id: `1:erna@example.com`, team_id: 1, email: 'erna@example.com', user_id: ERASED },
    { _id: `1:otto@example.com`, team_id: 1, email: 'otto@example.com', user_id: OTHER },
  ] as never[]);
  await db.collection('held_import_entries').insertMany([
    { team_id: 2, email: 'erna@example.com', description: 'held for erna' },
    { team_id: 2, email: 'otto@example.com', description: 'held for otto' },
  ]);
  await db.collection('import_errors').insertMany([
    {
      import_id: 1,
      line: 2,
      reason: 'No member matches ERNA@example.com.',
      excerpt: 'erna@example.com,Acme,Design',
    },
    {
      import_id: 1,
      line: 3,
      reason: 'The row has no project.',
      excerpt: 'otto@example.com,,Review',
    },
  ]);
  const id = randomUUID();
  await db.collection('outbox').insertOne({
    _id: id,
    type: 'team.member_added',
    event: {
      id,
      type: 'team.member_added',
      occurred_at: now.toISOString(),
      source: 'tracking',
      data: { user_id: ERASED, email: 'erna@example.com', name: 'Erna Erased' },
    },
    occurred_at: now,
    published_at: now,
    attempts: 1,
  } as never);
}, 60_000);

afterAll(async () => {
  await connection?.dropDatabase();
  await connection?.close();
  await mongo?.stop();
});

it("deletes the erased person's joins and held rows, redacts refused rows naming them, leaves others alone", async () => {
  const snapshot = async () => {
    const db = connection.db!;
    const all = await Promise.all(
      ['import_joins', 'held_import_entries', 'import_errors', 'outbox'].map((name) =>
        db
          .collection(name)
          .find({}, { projection: { _id: 0 } })
          .toArray(),
      ),
    );
    return JSON.stringify(all);
  };
  await eraseImportTraces(connection, ERASED);
  const after = await snapshot();
  expect(after.toLowerCase()).not.toContain('erna@example.com');
  expect(after).not.toContain('Erna Erased');
  expect(after).toContain('otto@example.com');
  expect(after).toContain('held for otto');
  expect(after).not.toContain('held for erna');
  const errors = await connection
    .db!.collection('import_errors')
    .find()
    .sort({ line: 1 })
    .toArray();
  expect(errors[0]).toMatchObject({
    reason: `No member matches deleted-${ERASED}@erased.invalid.`,
    excerpt: `deleted-${ERASED}@erased.invalid,Acme,Design`,
  });
  await eraseImportTraces(connection, ERASED);
  expect(await snapshot()).toBe(after);
});
