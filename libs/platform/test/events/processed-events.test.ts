import { randomUUID } from 'node:crypto';
import { ProcessedEvents } from '../../src/events';
import { openTestDatabase, type TestDatabase } from './mongo-fixture';

describe('processed events (consumer dedupe)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  test('an event id is claimed the first time only', async () => {
    const processed = new ProcessedEvents(database.connection, 'notifier.mail');
    const eventId = randomUUID();

    const first = await processed.claim(eventId);
    const second = await processed.claim(eventId);

    expect([first, second]).toEqual([true, false]);
  });

  test('two consumers each claim the same event once', async () => {
    const mail = new ProcessedEvents(database.connection, 'notifier.mail');
    const webhooks = new ProcessedEvents(database.connection, 'notifier.webhooks');
    const eventId = randomUUID();

    expect(await mail.claim(eventId)).toBe(true);
    expect(await webhooks.claim(eventId)).toBe(true);
  });

  test('a claim made in a transaction that aborts is undone, so the event can be handled again', async () => {
    const processed = new ProcessedEvents(database.connection, 'notifier.mail');
    const eventId = randomUUID();

    const transaction = database.connection.transaction(async (session) => {
      expect(await processed.claim(eventId, session)).toBe(true);
      throw new Error('sending failed');
    });

    await expect(transaction).rejects.toThrow('sending failed');
    expect(await processed.claim(eventId)).toBe(true);
  });

  test('a repeated claim inside a transaction answers false without aborting it', async () => {
    const processed = new ProcessedEvents(database.connection, 'notifier.mail');
    const eventId = randomUUID();
    await processed.claim(eventId);

    const claimedAgain = await database.connection.transaction(async (session) =>
      processed.claim(eventId, session),
    );

    expect(claimedAgain).toBe(false);
  });
});
