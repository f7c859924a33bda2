// notifier's consumer of user.erased (docs/account-erasure.md) against the embedded
// MongoDB: the mails to the person (by recipient id, then by those addresses) keep the
// erased address, webhook bodies naming them are redacted, another person's entries are
// untouched, and a replay changes nothing.
import { randomUUID } from 'node:crypto';
import { newEvent, UserErased } from '@workmesh/platform';
import { startTestMongo, type TestMongo } from '@workmesh/testing';
import mongoose, { type Connection } from 'mongoose';
import { notifierRepository } from '../src/models';
import { notifierUserErasureHandler, recipientUserIdOf } from '../src/user-erasure';

const ERASED = 41;
const OTHER = 42;

let mongo: TestMongo;
let connection: Connection;
let repository: ReturnType<typeof notifierRepository>;

const now = new Date();
const mail = (id: string, to: string, userId: number | null) => ({
  _id: id,
  event_type: 'x',
  template: null,
  to,
  user_id: userId,
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: now,
  updated_at: now,
  finished_at: now,
});
const hook = (id: number, payload: Record<string, unknown>) => ({
  _id: id,
  event_id: randomUUID(),
  event_type: 'team.member_added',
  event: 'member_added',
  team_id: 2,
  target: 'https://example.com/hook',
  body: JSON.stringify({ event: 'member_added', payload }),
  status: 'delivered',
  attempts: 1,
  created_at: now,
  updated_at: now,
});

beforeAll(async () => {
  mongo = await startTestMongo();
  connection = await mongoose.createConnection(mongo.urlFor('notifier_erasure')).asPromise();
  repository = notifierRepository(connection);
  await repository.ensureCollections();
  await connection.collection('mail_deliveries').insertMany([
    // The invitation went out before they had an account: no user id.
    mail('invitation', 'erna@example.com', null),
    mail('verification', 'erna@example.com', ERASED),
    mail('other', 'otto@example.com', OTHER),
  ] as never[]);
  await connection
    .collection('webhook_deliveries')
    .insertMany([
      hook(1, { user_id: ERASED, email: 'erna@example.com', name: 'Erna Erased' }),
      hook(2, { user_id: OTHER, email: 'otto@example.com', note: 'Erna Erased said hi' }),
      hook(3, { user_id: OTHER, email: 'otto@example.com', name: 'Otto Other' }),
    ] as never[]);
}, 60_000);

afterAll(async () => {
  await connection?.dropDatabase();
  await connection?.close();
  await mongo?.stop();
});

it("reads a mail's recipient id from its event", () => {
  expect(recipientUserIdOf(newEvent('user.registered', { user_id: 7 }, 'identity'))).toBe(7);
  expect(
    recipientUserIdOf(
      newEvent('task.assignee_changed', { assignee_user_id: 8, changed_by: 3 }, 'tasks'),
    ),
  ).toBe(8);
  expect(
    recipientUserIdOf(newEvent('invoice.sent', { client_email: 'a@b.c' }, 'invoices')),
  ).toBeNull();
});

it('erases the addresses and the bodies naming the person; a replay changes nothing', async () => {
  const handler = notifierUserErasureHandler(repository);
  const event = UserErased.make({
    user_id: ERASED,
    display_name: `Deleted user #${ERASED}`,
    erased_at: now.toISOString(),
  });
  await handler(event, { attempt: 1 } as never);
  const snapshot = async () => ({
    mails: await connection.collection('mail_deliveries').find({}).sort({ _id: 1 }).toArray(),
    hooks: await connection.collection('webhook_deliveries').find({}).sort({ _id: 1 }).toArray(),
  });
  const after = await snapshot();
  const text = JSON.stringify(after);
  expect(text).not.toContain('erna@example.com');
  expect(text).not.toContain('Erna Erased');
  expect(after.mails.map((entry) => [entry._id, entry.to])).toEqual([
    ['invitation', `deleted-${ERASED}@erased.invalid`],
    ['other', 'otto@example.com'],
    ['verification', `deleted-${ERASED}@erased.invalid`],
  ]);
  expect(JSON.parse(after.hooks[1]!.body).payload.note).toBe(`Deleted user #${ERASED} said hi`);
  expect(after.hooks[2]!.body).toContain('Otto Other');

  await handler(event, { attempt: 1 } as never);
  await handler({ ...event, id: randomUUID() }, { attempt: 1 } as never);
  expect(await snapshot()).toEqual(after);
});
