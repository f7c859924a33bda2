// Overload of password hashing and calls the caller has given up on: past the hashing
// pool and its queue a registration is refused at once (UNAVAILABLE HASHING_BUSY with a
// Retry-After) and writes nothing; a registration whose deadline passed before its
// commit writes nothing either (its organization is deleted again).
import { status } from '@grpc/grpc-js';
import { RemoteCallError } from '@workmesh/platform';
import { eventually, StubTeams } from '@workmesh/testing';
import { failureOf, identityForFile, logger } from './identity-harness';
import { registration } from './registrations';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Teams whose CreateOrganization makes the organization, then answers only when released. */
class HeldTeams extends StubTeams {
  private held = deferred();
  /** Resolves when a CreateOrganization is waiting to answer. */
  readonly waiting = deferred();

  release(): void {
    this.held.resolve();
  }

  protected override binding() {
    const binding = super.binding();
    const create = binding.implementation.CreateOrganization!;
    binding.implementation.CreateOrganization = async (request, context) => {
      const answer = await create(request, context);
      this.waiting.resolve();
      await this.held.promise;
      return answer;
    };
    return binding;
  }
}

describe('identity under hashing overload', () => {
  const identity = identityForFile({ HASHING_CONCURRENCY: '1', HASHING_QUEUE: '2' });

  it('answers 16 concurrent registrations with a session or a fast HASHING_BUSY, and a refused one leaves no account', async () => {
    const requests = Array.from({ length: 16 }, () => registration());
    const outcomes = await Promise.allSettled(
      requests.map((request) => identity.client.Register(request)),
    );

    const refused = outcomes.flatMap((outcome, index) =>
      outcome.status === 'rejected' ? [{ error: outcome.reason as unknown, index }] : [],
    );
    for (const { error } of refused) {
      expect(error).toBeInstanceOf(RemoteCallError);
      expect(error).toMatchObject({ code: status.UNAVAILABLE, reason: 'HASHING_BUSY' });
      expect((error as RemoteCallError).retryAfterSeconds).toBeGreaterThan(0);
    }
    // One hashing and two waiting: the other arrivals find the queue full.
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThan(16);

    const users = identity.db.collection('users');
    for (const [index, outcome] of outcomes.entries()) {
      const stored = await users.countDocuments({ email: requests[index]!.email });
      expect(stored).toBe(outcome.status === 'fulfilled' ? 1 : 0);
    }
    // Refused before an organization was made for it.
    const refusedIds = new Set(refused.map(({ index }) => requests[index]!.email));
    expect(refusedIds.size).toBe(refused.length);
    expect(identity.teams.created).toHaveLength(
      identity.teams.deleted.length + 16 - refused.length,
    );
  });

  it('writes no account for a registration whose deadline passed before its commit', async () => {
    const teams = new HeldTeams({ firstTeamId: 50_000 });
    await teams.start(logger);
    const replica = await identity.startReplica({ TEAMS_GRPC_ADDRESS: teams.address });
    try {
      const request = registration();
      const call = failureOf(replica.client.Register(request, { deadlineMs: 1_000 }));
      await teams.waiting.promise;
      // The caller gives up while the organization is being made.
      expect(await call).toMatchObject({ code: status.DEADLINE_EXCEEDED });
      teams.release();

      // Identity finishes its part, refuses to commit, and deletes the organization again.
      await eventually(() => teams.deleted.length === 1, 10_000, 'the organization to be deleted');
      expect(teams.deleted[0]).toMatchObject({ team_id: teams.created[0]!.id });
      expect(await identity.db.collection('users').countDocuments({ email: request.email })).toBe(
        0,
      );
      expect(
        await identity.db
          .collection('outbox')
          .countDocuments({ 'event.data.email': request.email }),
      ).toBe(0);
    } finally {
      await replica.stop();
      await teams.stop();
    }
  });
});
