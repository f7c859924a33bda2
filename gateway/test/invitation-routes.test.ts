// The invitation routes: the spec's sendInvitation (both paths, its exact error rows,
// ip/agent for audit) and the accept, revoke, resend and list, through a real
// gRPC stub of teams.
import {
  alreadyExists,
  createLogger,
  failedPrecondition,
  invalidArgument,
  notFound,
  permissionDenied,
  Reason,
} from '@workmesh/platform';
import request from 'supertest';
import { createGatewayApp } from '../src/app';
import { bearer, CALLER, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';
import { INVITATION, INVITATION_BODY, MEMBER, MEMBER_BODY, PAGE_INFO } from './team-fixtures';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const SEND_PATHS = ['/api/v3/mobile/invitation/sendInvitation', '/api/v3/team/sendInvitation'];
const SENT = {
  success: 'Invitation sent to grace@example.com',
  outcome: 'invited',
  invitation_id: 31,
};
const INVITATION_FIELDS = {
  team_id: 12,
  email: 'grace@example.com',
  role: 'member',
  job_title: 'Designer',
  pay_rate: 2000,
  bill_rate: 60,
  weekly_limit: 40,
  pay_type: 'fixed',
  pay_period: 'monthly',
};

const sendInvitation = (body: object, path = SEND_PATHS[0]!) =>
  request(gateway.app).post(path).set('Authorization', bearer()).send(body);

describe('POST sendInvitation', () => {
  it.each(SEND_PATHS)(
    '%s answers 200 with the success message and the invitation id (no member_id)',
    async (path) => {
      gateway.teams.answer('SendInvitation', SENT);
      const response = await sendInvitation(INVITATION_FIELDS, path);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: 'Invitation sent to grace@example.com',
        invitation_id: 31,
        member_id: null,
      });
    },
  );

  it('answers the member_id of a registered user added directly', async () => {
    gateway.teams.answer('SendInvitation', {
      success: 'grace@example.com has been added to the team',
      outcome: 'added',
      invitation_id: 32,
      member_id: 14,
    });
    const response = await sendInvitation(INVITATION_FIELDS);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: 'grace@example.com has been added to the team',
      invitation_id: 32,
      member_id: 14,
    });
  });

  it('passes every Invitation field to teams, and the caller in metadata', async () => {
    const calls = gateway.teams.answer('SendInvitation', SENT);
    await sendInvitation(INVITATION_FIELDS, SEND_PATHS[1]);
    expect(calls[0]!.message).toMatchObject(INVITATION_FIELDS);
    expect(calls[0]!.context.caller).toEqual({
      userId: CALLER.userId,
      teamId: CALLER.teamId,
      sessionId: CALLER.sessionId,
    });
  });

  it("fills ip with the client's address and agent with its user-agent when the body has neither", async () => {
    const calls = gateway.teams.answer('SendInvitation', SENT);
    await sendInvitation(INVITATION_FIELDS).set('User-Agent', 'WorkmeshMobile/2.1 (iOS 19)');
    expect(calls[0]!.message).toMatchObject({
      ip: '127.0.0.1',
      agent: 'WorkmeshMobile/2.1 (iOS 19)',
    });
  });

  it('keeps the ip and agent the body gives', async () => {
    const calls = gateway.teams.answer('SendInvitation', SENT);
    await sendInvitation({ ...INVITATION_FIELDS, ip: '198.51.100.4', agent: 'Reception desk' }).set(
      'User-Agent',
      'curl/8.0',
    );
    expect(calls[0]!.message).toMatchObject({ ip: '198.51.100.4', agent: 'Reception desk' });
  });

  it('leaves agent unset when the request has no user-agent', async () => {
    const calls = gateway.teams.answer('SendInvitation', SENT);
    await sendInvitation(INVITATION_FIELDS);
    expect(calls[0]!.message.agent).toBeUndefined();
  });

  it('ignores X-Forwarded-For by default (TRUST_PROXY false): anyone could write it', async () => {
    const calls = gateway.teams.answer('SendInvitation', SENT);
    await sendInvitation(INVITATION_FIELDS).set('X-Forwarded-For', '203.0.113.9');
    expect(calls[0]!.message.ip).toBe('127.0.0.1');
  });

  it('takes the client from X-Forwarded-For when TRUST_PROXY trusts the proxy in front', async () => {
    const behindProxy = createGatewayApp(
      { ...gateway.config, TRUST_PROXY: 'loopback' },
      createLogger('gateway-test', 'silent'),
      gateway.clients,
    );
    const calls = gateway.teams.answer('SendInvitation', SENT);
    await request(behindProxy)
      .post(SEND_PATHS[0]!)
      .set('Authorization', bearer())
      .set('X-Forwarded-For', '203.0.113.9')
      .send(INVITATION_FIELDS);
    expect(calls[0]!.message.ip).toBe('203.0.113.9');
  });

  describe("answers the spec's error rows exactly", () => {
    it.each([
      [
        'team_id missing',
        invalidArgument('TEAM_ID_MISSING', 'team_id is required'),
        400,
        { error: 'team_id missing' },
      ],
      [
        'caller is not owner or manager',
        permissionDenied('PERMISSION_DENIED', 'only owners and managers may invite'),
        403,
        { error: 'permission denied' },
      ],
      [
        'team does not exist',
        notFound('TEAM_NOT_FOUND', 'no team 12'),
        404,
        { error: 404, message: 'Team not found' },
      ],
      [
        'bad email',
        invalidArgument('INVALID_EMAIL', 'email is not valid'),
        400,
        { error: 400, message: 'Invalid email address' },
      ],
      [
        'role outside the allowed values',
        invalidArgument('INVALID_ROLE', 'role must be owner, manager or member'),
        400,
        { error: 400, message: 'Invalid role specified' },
      ],
    ])('%s', async (_condition, error, status, body) => {
      gateway.teams.refuse('SendInvitation', error);
      const response = await sendInvitation(INVITATION_FIELDS);
      expect(response.status).toBe(status);
      expect(response.body).toEqual(body);
    });
  });

  describe("answers the service's message in shape A where the spec shows no row", () => {
    it.each([
      [
        'pay settings refused',
        invalidArgument(
          'INVALID_PAY_SETTINGS',
          'The pay_period must be weekly, bi-weekly, twice per month or monthly.',
        ),
        400,
      ],
      [
        'already a member',
        alreadyExists('ALREADY_MEMBER', 'grace@example.com is already a member of this team.'),
        409,
      ],
      [
        'invitation pending',
        failedPrecondition(
          'INVITATION_PENDING',
          'grace@example.com already has a pending invitation.',
        ),
        409,
      ],
    ])('%s', async (_condition, error, status) => {
      gateway.teams.refuse('SendInvitation', error);
      const response = await sendInvitation(INVITATION_FIELDS);
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ error: status, message: error.message });
    });
  });

  it('answers any permission refusal as the spec\'s "permission denied"', async () => {
    gateway.teams.refuse(
      'SendInvitation',
      permissionDenied(Reason.NOT_A_MEMBER, 'members may not invite'),
    );
    const response = await sendInvitation(INVITATION_FIELDS);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'permission denied' });
  });

  it.each([[''], [null]])(
    'sends no team_id when it is %j, so the answer is "team_id missing"',
    async (teamId) => {
      const calls = gateway.teams.refuse(
        'SendInvitation',
        invalidArgument('TEAM_ID_MISSING', 'team_id is required'),
      );
      const response = await sendInvitation({ ...INVITATION_FIELDS, team_id: teamId });
      expect(calls[0]!.message.team_id).toBeUndefined();
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'team_id missing' });
    },
  );

  it('accepts a numeric string team_id (form posts)', async () => {
    const calls = gateway.teams.answer('SendInvitation', SENT);
    await sendInvitation({ ...INVITATION_FIELDS, team_id: '12' });
    expect(calls[0]!.message.team_id).toBe(12);
  });

  it.each([['abc'], [1.5], [[12]], [{ id: 12 }]])(
    'answers 400 "Invalid request parameters" for team_id %j, without calling teams',
    async (teamId) => {
      const calls = gateway.teams.answer('SendInvitation', SENT);
      const response = await sendInvitation({ ...INVITATION_FIELDS, team_id: teamId });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 400, message: 'Invalid request parameters' });
      expect(calls).toHaveLength(0);
    },
  );

  it.each([
    [{ pay_rate: 'lots' }, 'The pay_rate must be a number.'],
    [{ email: 5 }, 'The email must be a string.'],
    [{ weekly_limit: true }, 'The weekly_limit must be a number.'],
  ])('answers 400 with the field message for %j, without calling teams', async (wrong, message) => {
    const calls = gateway.teams.answer('SendInvitation', SENT);
    const response = await sendInvitation({ ...INVITATION_FIELDS, ...wrong });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message });
    expect(calls).toHaveLength(0);
  });

  it('answers "Invalid request parameters" when team_id and another field are both wrong', async () => {
    const response = await sendInvitation({
      ...INVITATION_FIELDS,
      team_id: 'abc',
      pay_rate: 'lots',
    });
    expect(response.body).toEqual({ error: 400, message: 'Invalid request parameters' });
  });

  it.each(SEND_PATHS)('%s answers 401 without a token, without calling teams', async (path) => {
    const calls = gateway.teams.answer('SendInvitation', SENT);
    const response = await request(gateway.app).post(path).send(INVITATION_FIELDS);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: 401,
      message: 'Invalid or missing authentication token',
    });
    expect(calls).toHaveLength(0);
  });
});

describe('GET /api/v3/team/invitation', () => {
  const PREVIEW = {
    team_id: 12,
    team_name: 'Design',
    email: 'grace@example.com',
    role: 'member',
    status: 'pending',
    expires_at: '2026-12-04T10:00:00.000Z',
    invited_by_name: 'Ada Lovelace',
  };

  it('is public: passes the token, no caller, and answers the preview', async () => {
    const calls = gateway.teams.answer('GetInvitationByToken', PREVIEW);

    const response = await request(gateway.app)
      .get('/api/v3/team/invitation')
      .query({ token: 'tok&en/1' });

    expect(response.status).toBe(200);
    expect(response.body).toEqual(PREVIEW);
    expect(calls[0]!.message).toEqual({ token: 'tok&en/1' });
    expect(calls[0]!.context.caller).toBeUndefined();
  });

  it('answers invited_by_name null when the service does not know it', async () => {
    const { invited_by_name: _name, ...unnamed } = PREVIEW;
    gateway.teams.answer('GetInvitationByToken', unnamed);

    const response = await request(gateway.app).get('/api/v3/team/invitation?token=abc');

    expect(response.body).toEqual({ ...unnamed, invited_by_name: null });
  });

  it("answers 404 with the service's message for a token that names nothing", async () => {
    gateway.teams.refuse(
      'GetInvitationByToken',
      notFound(Reason.INVITATION_NOT_FOUND, 'Invitation not found'),
    );

    const response = await request(gateway.app).get('/api/v3/team/invitation?token=abc');

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 404, message: 'Invitation not found' });
  });

  it('refuses a token given twice with 400, without a call', async () => {
    const calls = gateway.teams.answer('GetInvitationByToken', PREVIEW);

    const response = await request(gateway.app).get('/api/v3/team/invitation?token=a&token=b');

    expect(response.status).toBe(400);
    expect(calls).toHaveLength(0);
  });
});

describe('POST /api/v3/team/acceptInvitation', () => {
  const accept = (body: object) =>
    request(gateway.app)
      .post('/api/v3/team/acceptInvitation')
      .set('Authorization', bearer())
      .send(body);

  it('passes the token and answers the success message and the new membership', async () => {
    const calls = gateway.teams.answer('AcceptInvitation', {
      success: 'You joined Design',
      member: MEMBER,
    });
    const response = await accept({ token: 'accept-token-abc' });
    expect(calls[0]!.message).toEqual({ token: 'accept-token-abc' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: 'You joined Design', member: MEMBER_BODY });
  });

  it("answers 409 with the service's message for an invitation no longer pending", async () => {
    gateway.teams.refuse(
      'AcceptInvitation',
      failedPrecondition(Reason.INVITATION_NOT_PENDING, 'This invitation has expired.'),
    );
    const response = await accept({ token: 'accept-token-abc' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 409, message: 'This invitation has expired.' });
  });

  it("answers 403 with the service's message when the invitation is for another email", async () => {
    gateway.teams.refuse(
      'AcceptInvitation',
      permissionDenied(Reason.INVITATION_NOT_FOR_YOU, 'This invitation was sent to another email.'),
    );
    const response = await accept({ token: 'accept-token-abc' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: 403,
      message: 'This invitation was sent to another email.',
    });
  });
});

describe.each([
  ['/api/v3/team/revokeInvitation', 'RevokeInvitation' as const, 'revoked'],
  ['/api/v3/team/resendInvitation', 'ResendInvitation' as const, 'pending'],
])('POST %s', (path, rpc, status) => {
  const call = (body: object) =>
    request(gateway.app).post(path).set('Authorization', bearer()).send(body);

  it('passes team_id and invitation_id and answers the Invitation record', async () => {
    const calls = gateway.teams.answer(rpc, { ...INVITATION, status });
    const response = await call({ team_id: 12, invitation_id: 31 });
    expect(calls[0]!.message).toEqual({ team_id: 12, invitation_id: 31 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...INVITATION_BODY, status });
  });

  it("leaves team_id unset when it is omitted (the caller's current team)", async () => {
    const calls = gateway.teams.answer(rpc, INVITATION);
    await call({ invitation_id: 31 });
    expect(calls[0]!.message).toEqual({ invitation_id: 31 });
  });

  it("answers 404 with the service's message for an invitation of no team of the caller", async () => {
    gateway.teams.refuse(rpc, notFound('INVITATION_NOT_FOUND', 'Invitation not found'));
    const response = await call({ invitation_id: 99 });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 404, message: 'Invitation not found' });
  });

  it('answers 400 with the field message for a non-integer invitation_id', async () => {
    const response = await call({ invitation_id: 'thirty-one' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'The invitation_id must be an integer.' });
  });
});

describe('GET /api/v3/team/invitations', () => {
  const list = (query: Record<string, string> = {}) =>
    request(gateway.app)
      .get('/api/v3/team/invitations')
      .set('Authorization', bearer())
      .query(query);

  it('answers the page of invitations with page, per_page and total from the service', async () => {
    gateway.teams.answer('ListInvitations', {
      invitations: [INVITATION],
      page_info: { page: 2, per_page: 1, total: 3 },
    });
    const response = await list({ page: '2', per_page: '1' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [INVITATION_BODY], page: 2, per_page: 1, total: 3 });
  });

  it('converts the query strictly: team_id, status, page and per_page', async () => {
    const calls = gateway.teams.answer('ListInvitations', {
      invitations: [],
      page_info: PAGE_INFO,
    });
    await list({ team_id: '12', status: 'pending', page: '2', per_page: '50' });
    expect(calls[0]!.message).toEqual({ team_id: 12, status: 'pending', page: 2, per_page: 50 });
  });

  it('leaves paging to the service when the query has none (its defaults answer)', async () => {
    const calls = gateway.teams.answer('ListInvitations', {
      invitations: [],
      page_info: PAGE_INFO,
    });
    const response = await list();
    expect(calls[0]!.message).toEqual({});
    expect(response.body).toEqual({ data: [], page: 1, per_page: 20, total: 1 });
  });

  it('answers 400 with the field message for page=abc', async () => {
    const response = await list({ page: 'abc' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'The page must be an integer.' });
  });

  it('answers 400 "Invalid request parameters" for team_id=abc', async () => {
    const response = await list({ team_id: 'abc' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'Invalid request parameters' });
  });

  it("answers 403 with the service's message for a member who is not owner or manager", async () => {
    gateway.teams.refuse(
      'ListInvitations',
      permissionDenied('PERMISSION_DENIED', 'Only owners and managers may see invitations.'),
    );
    const response = await list();
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: 403,
      message: 'Only owners and managers may see invitations.',
    });
  });
});
