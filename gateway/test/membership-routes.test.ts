// The membership routes: members list, role change, removal, switching the
// current team (identity), and team settings, through real gRPC stubs.
import {
  failedPrecondition,
  invalidArgument,
  notFound,
  permissionDenied,
} from '@workmesh/platform';
import request from 'supertest';
import {
  bearer,
  CALLER,
  startGatewayUnderTest,
  USER,
  type GatewayUnderTest,
} from './gateway-harness';
import { MEMBER, MEMBER_BODY, PAGE_INFO, TEAM_SETTINGS, TEAM_SETTINGS_BODY } from './team-fixtures';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const post = (path: string, body: object) =>
  request(gateway.app).post(path).set('Authorization', bearer()).send(body);
const get = (path: string, query: Record<string, string> = {}) =>
  request(gateway.app).get(path).set('Authorization', bearer()).query(query);

describe('GET /api/v3/team/members', () => {
  it('answers the page of members, unset name and pay fields as null', async () => {
    gateway.teams.answer('ListMembers', {
      members: [MEMBER],
      page_info: { page: 1, per_page: 20, total: 1 },
    });
    const response = await get('/api/v3/team/members');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [MEMBER_BODY], page: 1, per_page: 20, total: 1 });
  });

  it('passes team_id, page and per_page from the query as integers', async () => {
    const calls = gateway.teams.answer('ListMembers', { members: [], page_info: PAGE_INFO });
    await get('/api/v3/team/members', { team_id: '12', page: '3', per_page: '100' });
    expect(calls[0]!.message).toEqual({ team_id: 12, page: 3, per_page: 100 });
  });

  it('passes an empty ?team_id= as no team_id (the current team)', async () => {
    const calls = gateway.teams.answer('ListMembers', { members: [], page_info: PAGE_INFO });
    await get('/api/v3/team/members', { team_id: '' });
    expect(calls[0]!.message).toEqual({});
  });

  it("answers the service's refusal of per_page over 100 in shape A", async () => {
    gateway.teams.refuse(
      'ListMembers',
      invalidArgument('VALIDATION_FAILED', 'The per_page may not be greater than 100.'),
    );
    const response = await get('/api/v3/team/members', { per_page: '500' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 400,
      message: 'The per_page may not be greater than 100.',
    });
  });
});

describe('POST /api/v3/team/updateMemberRole', () => {
  it('passes team_id, user_id and role and answers the Member record', async () => {
    const calls = gateway.teams.answer('ChangeMemberRole', MEMBER);
    const response = await post('/api/v3/team/updateMemberRole', {
      team_id: 12,
      user_id: 8,
      role: 'manager',
    });
    expect(calls[0]!.message).toEqual({ team_id: 12, user_id: 8, role: 'manager' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(MEMBER_BODY);
  });

  it("answers 409 with the service's message when the last owner would be demoted", async () => {
    gateway.teams.refuse(
      'ChangeMemberRole',
      failedPrecondition('LAST_OWNER', 'A team needs at least one owner.'),
    );
    const response = await post('/api/v3/team/updateMemberRole', { user_id: 7, role: 'member' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 409, message: 'A team needs at least one owner.' });
  });

  it("answers 403 with the service's message when a manager tries to make an owner", async () => {
    gateway.teams.refuse(
      'ChangeMemberRole',
      permissionDenied('PERMISSION_DENIED', 'Only owners may grant the owner role.'),
    );
    const response = await post('/api/v3/team/updateMemberRole', { user_id: 8, role: 'owner' });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 403, message: 'Only owners may grant the owner role.' });
  });

  it('answers 400 with the field message for a role given as a number', async () => {
    const response = await post('/api/v3/team/updateMemberRole', { user_id: 8, role: 2 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'The role must be a string.' });
  });
});

describe('POST /api/v3/team/removeMember', () => {
  it('passes team_id and user_id and answers only the success message', async () => {
    const calls = gateway.teams.answer('RemoveMember', { success: 'Member removed' });
    const response = await post('/api/v3/team/removeMember', { team_id: 12, user_id: 8 });
    expect(calls[0]!.message).toEqual({ team_id: 12, user_id: 8 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: 'Member removed' });
  });

  it("answers 404 with the service's message for a user who is not a member", async () => {
    gateway.teams.refuse('RemoveMember', notFound('MEMBER_NOT_FOUND', 'Member not found'));
    const response = await post('/api/v3/team/removeMember', { user_id: 99 });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 404, message: 'Member not found' });
  });

  it('answers 400 "Invalid request parameters" for team_id "abc", without calling teams', async () => {
    const calls = gateway.teams.answer('RemoveMember', { success: 'Member removed' });
    const response = await post('/api/v3/team/removeMember', { team_id: 'abc', user_id: 8 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'Invalid request parameters' });
    expect(calls).toHaveLength(0);
  });
});

describe('POST /api/v3/user/switchTeam', () => {
  it('passes team_id to identity, with the caller, and answers the User record', async () => {
    const calls = gateway.identity.answer('SwitchTeam', { ...USER, current_team_id: 12 });
    const response = await post('/api/v3/user/switchTeam', { team_id: 12 });
    expect(calls[0]!.message).toEqual({ team_id: 12 });
    expect(calls[0]!.context.caller).toEqual({
      userId: CALLER.userId,
      teamId: CALLER.teamId,
      sessionId: CALLER.sessionId,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...USER,
      current_team_id: 12,
      two_factor_confirmed_at: null,
      email_verified_at: null,
      phone: null,
    });
  });

  it("answers 403 in shape A with identity's message when the caller is not a member of the team", async () => {
    gateway.identity.refuse(
      'SwitchTeam',
      permissionDenied('NOT_A_MEMBER', 'You are not a member of this team.'),
    );
    const response = await post('/api/v3/user/switchTeam', { team_id: 13 });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 403, message: 'You are not a member of this team.' });
  });

  it('answers 400 "Invalid request parameters" for team_id "abc"', async () => {
    const response = await post('/api/v3/user/switchTeam', { team_id: 'abc' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'Invalid request parameters' });
  });
});

/** What an update without working_days carries: the empty list, and the flag saying it was not given. */
const WORKING_DAYS_NOT_GIVEN = { working_days: [], replace_working_days: false };

describe('team settings', () => {
  it('GET /api/v3/team/settings answers the TeamSettings record, unset fields null', async () => {
    const calls = gateway.teams.answer('GetTeamSettings', TEAM_SETTINGS);
    const response = await get('/api/v3/team/settings', { team_id: '12' });
    expect(calls[0]!.message).toEqual({ team_id: 12 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(TEAM_SETTINGS_BODY);
  });

  it('POST /api/v3/team/settings/update passes the given settings only, booleans from "true"/"false"', async () => {
    const calls = gateway.teams.answer('UpdateTeamSettings', TEAM_SETTINGS);
    const response = await post('/api/v3/team/settings/update', {
      add_registered_users_directly: 'false',
      terms_enabled: true,
      default_net_term: 45,
    });
    expect(calls[0]!.message).toEqual({
      add_registered_users_directly: false,
      terms_enabled: true,
      default_net_term: 45,
      ...WORKING_DAYS_NOT_GIVEN,
    });
    expect(response.body).toEqual(TEAM_SETTINGS_BODY);
  });

  it('POST /api/v3/team/settings/update answers 400 with the field message for a non-boolean', async () => {
    const response = await post('/api/v3/team/settings/update', { terms_enabled: 'sometimes' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 400,
      message: 'The terms_enabled field must be true or false.',
    });
  });

  it('POST /api/v3/team/settings/update passes the time-tracking settings', async () => {
    const calls = gateway.teams.answer('UpdateTeamSettings', TEAM_SETTINGS);
    const response = await post('/api/v3/team/settings/update', {
      timezone: 'America/New_York',
      week_start: 'sunday',
      allow_overlapping_time_entries: 'true',
    });
    expect(calls[0]!.message).toEqual({
      timezone: 'America/New_York',
      week_start: 'sunday',
      allow_overlapping_time_entries: true,
      ...WORKING_DAYS_NOT_GIVEN,
    });
    expect(response.body).toMatchObject({
      timezone: 'America/New_York',
      week_start: 'sunday',
      allow_overlapping_time_entries: true,
    });
  });

  it('POST /api/v3/team/settings/update passes the currency and locale as given (issue 34)', async () => {
    const calls = gateway.teams.answer('UpdateTeamSettings', TEAM_SETTINGS);
    const response = await post('/api/v3/team/settings/update', {
      currency: 'eur',
      locale: 'de-de',
    });
    expect(calls[0]!.message).toEqual({
      currency: 'eur',
      locale: 'de-de',
      ...WORKING_DAYS_NOT_GIVEN,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ currency: 'EUR', locale: 'de-DE' });
  });

  it("POST /api/v3/team/settings/update answers 400 with the service's message for a currency that is not ISO 4217", async () => {
    const message = 'The currency must be an ISO 4217 currency code.';
    gateway.teams.refuse(
      'UpdateTeamSettings',
      invalidArgument('INVALID_SETTINGS', message, { currency: [message] }),
    );
    const response = await post('/api/v3/team/settings/update', { currency: 'Dollar' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message });
  });

  it('POST /api/v3/team/settings/update passes the invoice number format as given', async () => {
    const calls = gateway.teams.answer('UpdateTeamSettings', {
      ...TEAM_SETTINGS,
      invoice_number_format: 'ACME-{YY}{MM}-{seq:3}',
    });
    const response = await post('/api/v3/team/settings/update', {
      invoice_number_format: 'ACME-{YY}{MM}-{seq:3}',
    });
    expect(calls[0]!.message).toEqual({
      invoice_number_format: 'ACME-{YY}{MM}-{seq:3}',
      ...WORKING_DAYS_NOT_GIVEN,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ invoice_number_format: 'ACME-{YY}{MM}-{seq:3}' });
  });

  it('POST /api/v3/team/settings/update passes an empty invoice number format (a reset) on', async () => {
    const calls = gateway.teams.answer('UpdateTeamSettings', TEAM_SETTINGS);
    await post('/api/v3/team/settings/update', { invoice_number_format: '' });
    expect(calls[0]!.message).toEqual({ invoice_number_format: '', ...WORKING_DAYS_NOT_GIVEN });
  });

  it("POST /api/v3/team/settings/update answers 400 with the service's message for a bad invoice number format", async () => {
    const message =
      'The invoice_number_format must contain exactly one {seq} or {seq:N} (N from 1 to 10).';
    gateway.teams.refuse(
      'UpdateTeamSettings',
      invalidArgument('INVALID_SETTINGS', message, { invoice_number_format: [message] }),
    );
    const response = await post('/api/v3/team/settings/update', {
      invoice_number_format: 'INV-{YYYY}',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message });
  });

  it("POST /api/v3/team/settings/update answers 403 with the service's message for a member", async () => {
    gateway.teams.refuse(
      'UpdateTeamSettings',
      permissionDenied('PERMISSION_DENIED', 'Only owners and managers may change settings.'),
    );
    const response = await post('/api/v3/team/settings/update', { terms_enabled: false });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: 403,
      message: 'Only owners and managers may change settings.',
    });
  });
});
