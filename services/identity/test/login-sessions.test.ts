// Login sessions (docs/auth.md, "Sessions"): each login opens one, whose id its token
// carries; ResolveCaller refuses a revoked or unknown one and writes last_seen_at at most
// once a minute; the user lists theirs and ends one or all others; a password reset ends
// them all. Sign-ins, failed sign-ins and deletions leave change.recorded in the outbox.
import { status } from '@grpc/grpc-js';
import { newRequestId, withRequestContext, type DomainEvent } from '@workmesh/platform';
import { failureOf, identityForFile, resolveRequestOf } from './identity-harness';
import { registration } from './registrations';

const CLIENT = { ip: '203.0.113.7', userAgent: 'SessionsTest/1.0 (X11)' };

describe('identity login sessions', () => {
  const identity = identityForFile();

  /** A call made as the gateway makes it for an HTTP client at CLIENT's address. */
  const fromClient = <T>(call: () => Promise<T>) =>
    withRequestContext(
      { requestId: newRequestId(), clientIp: CLIENT.ip, userAgent: CLIENT.userAgent },
      call,
    );

  const register = async () => {
    const request = registration();
    const registered = await identity.client.Register(request);
    return { request, user: registered.user!, token: registered.token };
  };

  const login = async (request: { email: string; password: string }) =>
    fromClient(() => identity.client.Login({ email: request.email, password: request.password }));

  /** The caller the gateway passes for a token: its user and session. */
  const callerOf = (token: string) => {
    const { user_id, session_id } = resolveRequestOf(token);
    return { caller: { userId: user_id, sessionId: session_id } };
  };

  const outboxEvents = async (filter: Record<string, unknown>): Promise<DomainEvent[]> =>
    (await identity.db.collection('outbox').find(filter).toArray()).map(
      (record) => record.event as DomainEvent,
    );

  it('lists the sessions of each login, newest first, with the address and agent, marking the current one', async () => {
    const { request, token: registered } = await register();
    const first = await login(request);
    const second = await login(request);

    const page = await identity.client.ListSessions({}, callerOf(first.token));

    const ids = [second, first].map((session) => resolveRequestOf(session.token).session_id);
    expect(page.sessions!.map((session) => session.id)).toEqual([
      ...ids,
      resolveRequestOf(registered).session_id,
    ]);
    expect(page.sessions!.map((session) => session.current)).toEqual([false, true, false]);
    expect(page.sessions![0]).toMatchObject({ ip: CLIENT.ip, user_agent: CLIENT.userAgent });
    expect(page.page_info).toEqual({ page: 1, per_page: 20, total: 3 });
  });

  it('refuses a token of a session identity never issued, or of another user', async () => {
    const ada = await register();
    const bob = await register();

    const unknown = await failureOf(
      identity.client.ResolveCaller({
        ...resolveRequestOf(ada.token),
        session_id: 'AAAAAAAAAAAAAAAAAAAAAA',
      }),
    );
    const borrowed = await failureOf(
      identity.client.ResolveCaller({
        ...resolveRequestOf(ada.token),
        session_id: resolveRequestOf(bob.token).session_id,
      }),
    );

    expect(unknown).toMatchObject({ code: status.UNAUTHENTICATED, reason: 'TOKEN_REVOKED' });
    expect(borrowed).toMatchObject({ code: status.UNAUTHENTICATED, reason: 'TOKEN_REVOKED' });
  });

  it("ends one of the caller's sessions: its token is refused, the gateways are told, the deletion is recorded", async () => {
    const revocations = await identity.listen(['session.revoked']);
    const { request, user, token } = await register();
    const other = await login(request);
    const otherId = resolveRequestOf(other.token).session_id;

    const answer = await identity.client.DeleteSession({ id: otherId }, callerOf(token));

    expect(answer).toEqual({ success: 'Session deleted', deleted: 1 });
    const refused = await failureOf(identity.client.ResolveCaller(resolveRequestOf(other.token)));
    expect(refused).toMatchObject({ code: status.UNAUTHENTICATED });
    await expect(identity.client.ResolveCaller(resolveRequestOf(token))).resolves.toMatchObject({
      user_id: user.id,
    });
    const event = await revocations.waitFor(
      'session.revoked',
      (data: { user_id: number }) => data.user_id === user.id,
    );
    expect(event.data).toEqual({ user_id: user.id, session_ids: [otherId] });
    const [deleted] = await outboxEvents({
      'event.data.action': 'session.deleted',
      'event.data.object_id': otherId,
    });
    expect(deleted!.data).toMatchObject({
      team_id: 0,
      object_type: 'session',
      subject_user_id: user.id,
      changes: { id: { before: otherId }, ip: { before: CLIENT.ip } },
    });
    expect(deleted!.actor).toMatchObject({
      user_id: user.id,
      session_id: resolveRequestOf(token).session_id,
    });
  });

  it("answers NOT_FOUND for another user's session, and leaves it working", async () => {
    const ada = await register();
    const bob = await register();

    const error = await failureOf(
      identity.client.DeleteSession(
        { id: resolveRequestOf(bob.token).session_id },
        callerOf(ada.token),
      ),
    );

    expect(error).toMatchObject({
      code: status.NOT_FOUND,
      reason: 'SESSION_NOT_FOUND',
      message: 'Session not found',
    });
    await expect(identity.client.ResolveCaller(resolveRequestOf(bob.token))).resolves.toMatchObject(
      { user_id: bob.user.id },
    );
  });

  it('ends every other session and keeps the current one', async () => {
    const { request, token } = await register();
    const others = [await login(request), await login(request)];

    const answer = await identity.client.DeleteOtherSessions({}, callerOf(token));

    expect(answer).toEqual({ success: 'Sessions deleted', deleted: 2 });
    for (const other of others) {
      const refused = await failureOf(identity.client.ResolveCaller(resolveRequestOf(other.token)));
      expect(refused).toMatchObject({ code: status.UNAUTHENTICATED });
    }
    const page = await identity.client.ListSessions({}, callerOf(token));
    expect(page.sessions!.map((session) => session.current)).toEqual([true]);
  });

  it('a password reset ends every session of the user, and records which', async () => {
    const { request, user, token } = await register();
    const other = await login(request);

    await identity.client.RequestPasswordReset({ email: request.email });

    const [recorded] = await outboxEvents({
      'event.data.action': 'user.password_reset_requested',
      'event.data.subject_user_id': user.id,
    });
    expect(recorded!.data).toMatchObject({
      team_id: user.current_team_id,
      object_type: 'user',
      object_id: String(user.id),
    });
    expect(
      (recorded!.data as { changes: { session_ids: { before: string[] } } }).changes.session_ids
        .before,
    ).toEqual(
      expect.arrayContaining([token, other.token].map((t) => resolveRequestOf(t).session_id)),
    );

    const after = await login(request);
    const page = await identity.client.ListSessions({}, callerOf(after.token));
    expect(page.sessions!.map((session) => session.id)).toEqual([
      resolveRequestOf(after.token).session_id,
    ]);
    const stored = await identity.db
      .collection('sessions')
      .findOne({ _id: resolveRequestOf(token).session_id as never });
    expect(stored?.revoked_at).toBeInstanceOf(Date);
  });

  it('writes last_seen_at at most once a minute, not on every resolution', async () => {
    const { token } = await register();
    const resolve = resolveRequestOf(token);
    const sessions = identity.db.collection('sessions');
    const lastSeen = async () =>
      (await sessions.findOne({ _id: resolve.session_id as never }))!.last_seen_at as Date;
    const opened = await lastSeen();

    await identity.client.ResolveCaller(resolve);
    await identity.client.ResolveCaller(resolve);
    expect(await lastSeen()).toEqual(opened);

    const longAgo = new Date(Date.now() - 5 * 60_000);
    await sessions.updateOne(
      { _id: resolve.session_id as never },
      { $set: { last_seen_at: longAgo } },
    );
    await identity.client.ResolveCaller(resolve);
    const touched = await lastSeen();
    expect(touched.getTime()).toBeGreaterThan(Date.now() - 10_000);
    await identity.client.ResolveCaller(resolve);
    expect(await lastSeen()).toEqual(touched);
  });

  it('refuses the session rpcs to a caller without a signed-in session (a personal access token)', async () => {
    const { user } = await register();

    const error = await failureOf(
      identity.client.ListSessions({}, { caller: { userId: user.id, tokenId: 'tok_1' } }),
    );

    expect(error).toMatchObject({
      code: status.PERMISSION_DENIED,
      reason: 'SESSION_REQUIRED',
      message: 'This action needs a signed-in session',
    });
  });

  it('records login.succeeded with the user and the new session as the actor', async () => {
    const { request, user } = await register();

    const session = await login(request);

    const sessionId = resolveRequestOf(session.token).session_id;
    const [event] = await outboxEvents({
      'event.data.action': 'login.succeeded',
      'event.data.object_id': sessionId,
    });
    expect(event).toMatchObject({
      type: 'change.recorded',
      source: 'identity',
      actor: { user_id: user.id, session_id: sessionId, ip: CLIENT.ip },
      data: {
        team_id: user.current_team_id,
        object_type: 'session',
        subject_user_id: user.id,
        changes: { id: { after: sessionId }, user_agent: { after: CLIENT.userAgent } },
      },
    });
    expect(JSON.stringify(event)).not.toContain(request.password);
    expect(JSON.stringify(event)).not.toContain(session.token);
  });

  it('records login.failed for a known email with its user and team, never the password', async () => {
    const { request, user } = await register();
    const wrong = 'not the password at all';

    await failureOf(login({ email: request.email, password: wrong }));

    const [event] = await outboxEvents({
      'event.data.action': 'login.failed',
      'event.data.subject_user_id': user.id,
    });
    expect(event!.data).toEqual({
      team_id: user.current_team_id,
      action: 'login.failed',
      object_type: 'user',
      object_id: String(user.id),
      changes: { ip: { after: CLIENT.ip }, user_agent: { after: CLIENT.userAgent } },
      subject_user_id: user.id,
    });
    expect(event!.actor).toBeUndefined();
    expect(JSON.stringify(event)).not.toContain(wrong);
  });

  it('records login.failed for an unknown email in team 0, naming nobody and not the address', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    const password = 'a guessed password 123';
    const before = await identity.db.collection('outbox').countDocuments({
      'event.data.action': 'login.failed',
      'event.data.subject_user_id': 0,
    });

    await failureOf(login({ email, password }));

    const failures = await outboxEvents({
      'event.data.action': 'login.failed',
      'event.data.subject_user_id': 0,
    });
    expect(failures).toHaveLength(before + 1);
    const event = failures.at(-1)!;
    expect(event.data).toMatchObject({ team_id: 0, object_type: 'user', object_id: '' });
    expect(JSON.stringify(event)).not.toContain(password);
    expect(JSON.stringify(event)).not.toContain(email);
  });
});
