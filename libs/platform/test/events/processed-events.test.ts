import { randomUUID } from 'node:crypto';
import { NotYet, ProcessedEvents } from '../../src/events';
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

  describe('applying an event once', () => {
    const event = () => ({ id: randomUUID() });
    const transactional = () => database.connection;

    test('runs the work the first time and answers its result', async () => {
      const processed = new ProcessedEvents(database.connection, 'identity.team-events');

      const outcome = await processed.applyOnce(transactional(), event(), async () => 'done');

      expect(outcome).toEqual({ applied: true, result: 'done' });
    });

    test('does not run the work again for an event applied before', async () => {
      const processed = new ProcessedEvents(database.connection, 'identity.team-events');
      const once = event();
      await processed.applyOnce(transactional(), once, async () => 'done');
      const work = jest.fn(async () => 'again');

      const outcome = await processed.applyOnce(transactional(), once, work);

      expect(outcome).toEqual({ applied: false });
      expect(work).not.toHaveBeenCalled();
    });

    test('undoes the claim when the work fails, so the event can be applied later', async () => {
      const processed = new ProcessedEvents(database.connection, 'identity.team-events');
      const once = event();
      const failing = processed.applyOnce(transactional(), once, async () => {
        throw new Error('write failed');
      });
      await expect(failing).rejects.toThrow('write failed');

      const outcome = await processed.applyOnce(transactional(), once, async () => 'done');

      expect(outcome).toEqual({ applied: true, result: 'done' });
    });

    /** A transaction that has claimed the event and stays open (as a killed process leaves it). */
    async function holdClaim(processed: ProcessedEvents, eventId: string) {
      const session = await database.connection.startSession();
      session.startTransaction();
      expect(await processed.claim(eventId, session)).toBe(true);
      return session;
    }

    test('while another open transaction holds the claim, defers (NotYet) without running the work; applies once it is aborted', async () => {
      const processed = new ProcessedEvents(database.connection, 'identity.team-events');
      const once = event();
      const holder = await holdClaim(processed, once.id);
      const work = jest.fn(async () => 'done');

      const deferred = await processed.applyOnce(transactional(), once, work).catch((e) => e);
      await holder.abortTransaction();
      await holder.endSession();
      const outcome = await processed.applyOnce(transactional(), once, work);

      expect(deferred).toBeInstanceOf(NotYet);
      expect(outcome).toEqual({ applied: true, result: 'done' });
      expect(work).toHaveBeenCalledTimes(1);
    });

    test('when the holder of the claim commits, the deferred event is found applied', async () => {
      const processed = new ProcessedEvents(database.connection, 'identity.team-events');
      const once = event();
      const holder = await holdClaim(processed, once.id);

      const deferred = await processed
        .applyOnce(transactional(), once, async () => 'done')
        .catch((e) => e);
      await holder.commitTransaction();
      await holder.endSession();

      expect(deferred).toBeInstanceOf(NotYet);
      expect(await processed.applyOnce(transactional(), once, async () => 'again')).toEqual({
        applied: false,
      });
    });
  });
});
