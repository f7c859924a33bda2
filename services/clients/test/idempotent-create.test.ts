// An Idempotency-Key on CreateClient against the real service (its database, its outbox,
// RabbitMQ): a retry answers the first reply with one record and one client.created
// event; another request under the key is refused; concurrent calls with one key write once.
import { Reason, type IdempotencyRequest } from '@workmesh/platform';
import { asOwner, clientsForFile, failureOf } from './clients-harness';
import { freshEmail } from './fresh-values';

const h = clientsForFile();

let serial = 0;
const keyed = (hash: string): IdempotencyRequest => ({
  scope: 'user:test',
  key: `key-${process.pid}-${++serial}`,
  hash,
});

/** Waits for a later create's event: the events of earlier creates have arrived by then. */
async function settledEvents(fixture: ReturnType<typeof h.teams.team>) {
  const later = await h.client.CreateClient(
    { fields: { name: 'Later', email: freshEmail() } },
    asOwner(fixture),
  );
  await h.events.waitFor<{ id: number }>('client.created', (data) => data.id === later.id);
}

describe('CreateClient with an Idempotency-Key', () => {
  it('answers a retry the first reply again: one record, one client.created event', async () => {
    const fixture = h.teams.team();
    const email = freshEmail();
    const idempotency = keyed('hash-a');
    const request = { fields: { name: 'Once', email } };

    const first = await h.client.CreateClient(request, { ...asOwner(fixture), idempotency });
    const again = await h.client.CreateClient(request, { ...asOwner(fixture), idempotency });

    expect(again).toEqual(first);
    expect(await h.db.collection('clients').countDocuments({ email })).toBe(1);
    await settledEvents(fixture);
    expect(
      h.events.all<{ email: string }>('client.created', (data) => data.email === email),
    ).toHaveLength(1);
  });

  it('refuses the key with another request (IDEMPOTENCY_KEY_REUSED) and writes nothing more', async () => {
    const fixture = h.teams.team();
    const email = freshEmail();
    const idempotency = keyed('hash-a');
    await h.client.CreateClient(
      { fields: { name: 'First', email } },
      { ...asOwner(fixture), idempotency },
    );

    const error = await failureOf(
      h.client.CreateClient(
        { fields: { name: 'Second', email: freshEmail() } },
        { ...asOwner(fixture), idempotency: { ...idempotency, hash: 'hash-b' } },
      ),
    );
    expect(error.reason).toBe(Reason.IDEMPOTENCY_KEY_REUSED);
    expect(await h.db.collection('clients').countDocuments({ team_id: fixture.teamId })).toBe(1);
  });

  it('writes once for concurrent calls with one key: the others replay or are IDEMPOTENCY_KEY_IN_PROGRESS', async () => {
    const fixture = h.teams.team();
    const email = freshEmail();
    const idempotency = keyed('hash-c');
    const request = { fields: { name: 'Racing', email } };

    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        h.client.CreateClient(request, { ...asOwner(fixture), idempotency }),
      ),
    );

    const answered = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    const refused = outcomes.flatMap((o) =>
      o.status === 'rejected' ? [(o.reason as { reason?: string }).reason] : [],
    );
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(new Set(answered.map((client) => client.id)).size).toBe(1);
    expect(refused.every((reason) => reason === Reason.IDEMPOTENCY_KEY_IN_PROGRESS)).toBe(true);
    expect(await h.db.collection('clients').countDocuments({ email })).toBe(1);
    await settledEvents(fixture);
    expect(
      h.events.all<{ email: string }>('client.created', (data) => data.email === email),
    ).toHaveLength(1);
    // Once the first call finished, a retry replays it.
    expect(await h.client.CreateClient(request, { ...asOwner(fixture), idempotency })).toEqual(
      answered[0],
    );
  });

  it('keeps the key of a refused create free: the retry runs again', async () => {
    const fixture = h.teams.team({ members: 1 });
    const email = freshEmail();
    const idempotency = keyed('hash-d');
    const request = { fields: { name: 'Taken', email } };
    await h.client.CreateClient({ fields: { name: 'Holder', email } }, asOwner(fixture));

    for (let i = 0; i < 2; i++) {
      const error = await failureOf(
        h.client.CreateClient(request, { ...asOwner(fixture), idempotency }),
      );
      expect(error.reason).toBe(Reason.EMAIL_TAKEN);
    }
  });
});
