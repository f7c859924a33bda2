// The session routes (docs/auth.md, "Sessions") through a real gRPC stub of identity: the
// caller's session reaches identity, the answers are presented, errors are shape A, and the
// replica that served a deletion forgets the caller before its next request.
import { permissionDenied, recordNotFound, Reason, unauthenticated } from '@workmesh/platform';
import request from 'supertest';
import { bearer, CALLER, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const SESSION = {
  id: CALLER.sessionId,
  created_at: '2026-11-28T10:00:00.000Z',
  last_seen_at: '2026-11-28T10:05:00.000Z',
  ip: '203.0.113.7',
  user_agent: 'Laptop/1.0',
  current: true,
};

describe('GET /api/v3/user/sessions', () => {
  it("asks identity with the caller's session and answers a page of sessions, unset fields null", async () => {
    const calls = gateway.identity.answer('ListSessions', {
      sessions: [
        SESSION,
        {
          id: 'other',
          created_at: SESSION.created_at,
          last_seen_at: SESSION.created_at,
          current: false,
        },
      ],
      page_info: { page: 1, per_page: 20, total: 2 },
    });

    const response = await request(gateway.app)
      .get('/api/v3/user/sessions?per_page=20')
      .set('Authorization', bearer());

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: [
        SESSION,
        {
          id: 'other',
          created_at: SESSION.created_at,
          last_seen_at: SESSION.created_at,
          ip: null,
          user_agent: null,
          current: false,
        },
      ],
      page: 1,
      per_page: 20,
      total: 2,
    });
    expect(calls[0]!.context.caller).toMatchObject({
      userId: CALLER.userId,
      sessionId: CALLER.sessionId,
    });
  });

  it('answers 403 in shape A when identity says the caller has no signed-in session', async () => {
    gateway.identity.refuse(
      'ListSessions',
      permissionDenied(Reason.SESSION_REQUIRED, 'This action needs a signed-in session'),
    );
    const response = await request(gateway.app)
      .get('/api/v3/user/sessions')
      .set('Authorization', bearer());
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 403, message: 'This action needs a signed-in session' });
  });

  it('answers 401 without a token, before asking identity', async () => {
    const calls = gateway.identity.answer('ListSessions', { sessions: [] });
    const response = await request(gateway.app).get('/api/v3/user/sessions');
    expect(response.status).toBe(401);
    expect(calls).toHaveLength(0);
  });
});

describe('POST /api/v3/user/sessions/{id}/delete', () => {
  it('passes the id and answers the confirmation', async () => {
    const calls = gateway.identity.answer('DeleteSession', {
      success: 'Session deleted',
      deleted: 1,
    });
    const response = await request(gateway.app)
      .post('/api/v3/user/sessions/abcDEF123_-x/delete')
      .set('Authorization', bearer());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: 'Session deleted', deleted: 1 });
    expect(calls[0]!.message.id).toBe('abcDEF123_-x');
  });

  it("answers 404 in shape A for a session that is not the caller's", async () => {
    gateway.identity.refuse('DeleteSession', recordNotFound(Reason.SESSION_NOT_FOUND));
    const response = await request(gateway.app)
      .post('/api/v3/user/sessions/someone-elses/delete')
      .set('Authorization', bearer());
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 404, message: 'Session not found' });
  });

  it('the replica that served the deletion asks identity again at the very next request, with no event', async () => {
    let revoked = false;
    let resolutions = 0;
    gateway.identity.behaviour.ResolveCaller = async (resolve) => {
      resolutions++;
      if (revoked) throw unauthenticated('TOKEN_REVOKED', 'session revoked');
      return {
        user_id: resolve.user_id,
        current_team_id: CALLER.teamId,
        email: 'ada@example.com',
        name: 'Ada',
      };
    };
    gateway.identity.behaviour.DeleteSession = async () => {
      revoked = true;
      return { success: 'Session deleted', deleted: 1 };
    };
    gateway.teams.answer('ListTeams', { teams: [] });
    const getTeams = () =>
      request(gateway.app).get('/api/v3/team/getTeams').set('Authorization', bearer());
    expect((await getTeams()).status).toBe(200);

    const deleted = await request(gateway.app)
      .post(`/api/v3/user/sessions/${CALLER.sessionId}/delete`)
      .set('Authorization', bearer());
    expect(deleted.status).toBe(200);

    expect((await getTeams()).status).toBe(401);
    expect(resolutions).toBe(2);
  });
});

describe('POST /api/v3/user/sessions/delete-others', () => {
  it('answers how many sessions were ended', async () => {
    const calls = gateway.identity.answer('DeleteOtherSessions', {
      success: 'Sessions deleted',
      deleted: 3,
    });
    const response = await request(gateway.app)
      .post('/api/v3/user/sessions/delete-others')
      .set('Authorization', bearer());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: 'Sessions deleted', deleted: 3 });
    expect(calls[0]!.context.caller!.sessionId).toBe(CALLER.sessionId);
  });
});
