// Strict conversion of JSON to proto messages: wrong types are refused with field
// messages, never coerced; numeric strings and "true"/"false" are accepted; unknown
// fields are ignored; null is absent. First the converter over the real protos, then
// what a route answers for a refused body.
import { DomainError } from '@workmesh/platform';
import request from 'supertest';
import { ProtoMessages } from '../src/json-to-proto';
import { bearer, startGatewayUnderTest, USER, type GatewayUnderTest } from './gateway-harness';

const messages = ProtoMessages.load();

/** The field violations the conversion refused the input with. */
function refusal(typeName: string, input: unknown): DomainError {
  try {
    messages.toMessage(typeName, input);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('the input was accepted');
}

describe('the converter', () => {
  it('accepts a numeric string for a 64-bit integer field', () => {
    expect(
      messages.toMessage('workmesh.teams.v1.GetMembershipRequest', { team_id: '12', user_id: 3 }),
    ).toEqual({ team_id: 12, user_id: 3 });
  });

  it('refuses a fraction for an integer field', () => {
    expect(refusal('workmesh.teams.v1.GetMembershipRequest', { team_id: 1.5 }).fields).toEqual({
      team_id: ['The team_id must be an integer.'],
    });
  });

  it('refuses a string that is not a whole number for an integer field', () => {
    expect(refusal('workmesh.teams.v1.GetMembershipRequest', { team_id: '12abc' }).fields).toEqual({
      team_id: ['The team_id must be an integer.'],
    });
  });

  it('refuses a value outside the range of an int32 field', () => {
    expect(
      refusal('workmesh.identity.v1.ResolveCallerRequest', { token_version: 2 ** 31 }).fields,
    ).toEqual({
      token_version: ['The token_version is out of range.'],
    });
  });

  it('accepts "true" and "false" for a boolean field', () => {
    expect(
      messages.toMessage('workmesh.teams.v1.DeleteOrganizationResponse', { deleted: 'false' }),
    ).toEqual({ deleted: false });
  });

  it('accepts "1" and "0" for a boolean field (a form\'s checkbox or select)', () => {
    expect(
      messages.toMessage('workmesh.clients.v1.ClientFields', { org_notes: '1', org_net_term: '0' }),
    ).toEqual({ org_notes: true, org_net_term: false });
  });

  it('refuses the JSON numbers 1 and 0 for a boolean field', () => {
    expect(refusal('workmesh.clients.v1.ClientFields', { org_notes: 1 }).fields).toEqual({
      org_notes: ['The org_notes field must be true or false.'],
    });
  });

  it('refuses other strings for a boolean field', () => {
    expect(
      refusal('workmesh.teams.v1.DeleteOrganizationResponse', { deleted: 'yes' }).fields,
    ).toEqual({
      deleted: ['The deleted field must be true or false.'],
    });
  });

  it('refuses a number for a string field instead of turning it into text', () => {
    expect(refusal('workmesh.teams.v1.CreateTeamRequest', { name: 5 }).fields).toEqual({
      name: ['The name must be a string.'],
    });
  });

  it('names a nested field by its path', () => {
    expect(refusal('workmesh.identity.v1.RegisterRequest', { team: { name: 5 } }).fields).toEqual({
      'team.name': ['The team.name must be a string.'],
    });
  });

  it('refuses a scalar where a message is expected', () => {
    expect(refusal('workmesh.identity.v1.RegisterRequest', { team: 'Acme' }).fields).toEqual({
      team: ['The team must be an object.'],
    });
  });

  it('converts a repeated field element by element', () => {
    expect(
      messages.toMessage('workmesh.teams.v1.ListTeamsResponse', {
        teams: [{ id: '4', name: 'Ops' }],
      }),
    ).toEqual({ teams: [{ id: 4, name: 'Ops' }] });
  });

  it('accepts a comma-separated string for a list of integers', () => {
    expect(
      messages.toMessage('workmesh.teams.v1.CreateGroupRequest', { member_ids: ' 1, 2,3 ' }),
    ).toEqual({ member_ids: [1, 2, 3] });
  });

  it('reads an empty string as an empty list of integers', () => {
    expect(messages.toMessage('workmesh.teams.v1.CreateGroupRequest', { member_ids: '' })).toEqual({
      member_ids: [],
    });
  });

  it('names the element of a comma-separated list that is not an integer', () => {
    expect(refusal('workmesh.teams.v1.CreateGroupRequest', { member_ids: '1,,3' }).fields).toEqual({
      'member_ids.1': ['The member_ids.1 must be an integer.'],
    });
  });

  it('takes no comma-separated string for a list of strings', () => {
    expect(refusal('workmesh.teams.v1.PaySettings', { working_days: 'mon,tue' }).fields).toEqual({
      working_days: ['The working_days must be an array.'],
    });
  });

  it('refuses a single value where a list is expected', () => {
    expect(refusal('workmesh.teams.v1.ListTeamsResponse', { teams: { id: 4 } }).fields).toEqual({
      teams: ['The teams must be an array.'],
    });
  });

  it('reports every offending field at once, the first as the message', () => {
    const error = refusal('workmesh.identity.v1.LoginRequest', { email: 1, password: false });
    expect(error.fields).toEqual({
      email: ['The email must be a string.'],
      password: ['The password must be a string.'],
    });
    expect(error.message).toBe('The email must be a string.');
  });

  it('ignores unknown and $-prefixed fields and treats null as absent', () => {
    expect(
      messages.toMessage('workmesh.identity.v1.LoginRequest', {
        email: 'a@b.co',
        password: null,
        admin: true,
        $where: '1',
      }),
    ).toEqual({ email: 'a@b.co' });
  });

  it('refuses a body that is not an object', () => {
    const error = refusal('workmesh.identity.v1.LoginRequest', ['a@b.co']);
    expect(error.kind).toBe('invalid_argument');
    expect(error.fields).toBeUndefined();
  });
});

describe('a route given a body of the wrong types', () => {
  let gateway: GatewayUnderTest;
  beforeAll(async () => {
    gateway = await startGatewayUnderTest();
  });
  afterAll(() => gateway.close());
  beforeEach(() => gateway.reset());

  it('createTeam answers 400 in shape A naming the field, without calling teams', async () => {
    let called = false;
    gateway.teams.behaviour.CreateTeam = async () => {
      called = true;
      return { id: 1, name: '5', created_at: '', owner_user_id: 7, role: 'owner' };
    };
    const response = await request(gateway.app)
      .post('/api/v3/mobile/team/createTeam')
      .set('Authorization', bearer())
      .send({ name: 5 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'The name must be a string.' });
    expect(called).toBe(false);
  });

  it('login answers 400 "Invalid request parameters" for an email given as a list', async () => {
    const response = await request(gateway.app)
      .post('/api/v3/user/login')
      .send({ email: ['x'], password: 'pw' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'Invalid request parameters' });
  });

  it('register answers 400 in shape C with the field message', async () => {
    const response = await request(gateway.app)
      .post('/api/v3/user/register')
      .send({ name: 'Ada', email: ['x'], password: 'pw', c_password: 'pw' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { email: ['The email must be a string.'] } });
  });

  it('login answers 400 "Invalid request parameters" for a JSON array body', async () => {
    const response = await request(gateway.app)
      .post('/api/v3/user/login')
      .send([{ email: 'a@b.co' }]);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 400, message: 'Invalid request parameters' });
  });

  it('login passes only the fields of its message on to identity', async () => {
    let received: unknown;
    gateway.identity.behaviour.Login = async (message) => {
      received = message;
      return { user: USER, token: 't' };
    };
    await request(gateway.app)
      .post('/api/v3/user/login')
      .send({ email: 'a@b.co', password: 'pw', role: 'admin', $where: 'sleep(1)' });
    expect(received).toEqual({ email: 'a@b.co', password: 'pw' });
  });
});
