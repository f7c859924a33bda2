// The audit routes through a real gRPC stub of the audit service: the list with each
// record's changes as an object and its cursor, the CSV form, verify, and a refusal in
// shape A; every answer checked against openapi.yaml.
import { invalidArgument, permissionDenied } from '@workmesh/platform';
import request, { type Response } from 'supertest';
import { ResponseValidator } from '../src/openapi/response-validator';
import { bearer, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

let gateway: GatewayUnderTest;
const validator = ResponseValidator.load();
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

async function get(path: string): Promise<Response> {
  const response = await request(gateway.app).get(path).set('Authorization', bearer());
  const contentType = response.headers['content-type'] as string | undefined;
  validator.assertValid({
    method: 'GET',
    path: path.split('?')[0],
    status: response.status,
    contentType,
    body: contentType?.includes('json') ? response.body : response.text || undefined,
  });
  return response;
}

const RECORD = {
  id: '6747f0a1c2d3e4f5a6b7c8d9',
  team_id: 9,
  seq: 12,
  action: 'client.updated',
  object_type: 'client',
  object_id: '7',
  actor: { user_id: 3, session_id: 'a1b2c3' },
  ip: '203.0.113.9',
  user_agent: 'Mozilla/5.0',
  request_id: 'req-1',
  occurred_at: '2026-11-28T10:00:00.000Z',
  recorded_at: '2026-11-28T10:00:00.050Z',
  changes: '{"name":{"after":"Acme Ltd","before":"Acme"}}',
  subject_user_id: 0,
  event_id: 'e-1',
  prev_hash: 'a'.repeat(64),
  hash: 'b'.repeat(64),
};

describe('GET /api/v3/audit/list', () => {
  it('answers the records with their changes as objects, and the next cursor', async () => {
    const calls = gateway.auditService.answer('ListRecords', {
      records: [RECORD],
      next_cursor: '12',
    });

    const response = await get('/api/v3/audit/list?action=client.updated&limit=1&actor=3');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      records: [
        {
          ...RECORD,
          actor: { user_id: 3, session_id: 'a1b2c3', token_id: null },
          changes: { name: { before: 'Acme', after: 'Acme Ltd' } },
        },
      ],
      next_cursor: '12',
    });
    expect(calls[0].message).toMatchObject({ action: 'client.updated', limit: 1, actor: 3 });
  });

  it('answers null as the cursor of the last page', async () => {
    gateway.auditService.answer('ListRecords', { records: [] });

    const response = await get('/api/v3/audit/list');

    expect(response.body).toEqual({ records: [], next_cursor: null });
  });

  it('answers the page as CSV with ?format=csv, without passing format on', async () => {
    const calls = gateway.auditService.answer('ListRecords', { records: [RECORD] });

    const response = await get('/api/v3/audit/list?format=csv');

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row] = response.text.split('\r\n');
    expect(header).toBe(
      'id,seq,occurred_at,action,object_type,object_id,actor_user_id,actor_session_id,actor_token_id,ip,user_agent,request_id,subject_user_id,changes,hash',
    );
    expect(row).toContain('6747f0a1c2d3e4f5a6b7c8d9,12,2026-11-28T10:00:00.000Z,client.updated');
    expect(row).toContain('"{""name"":{""after"":""Acme Ltd"",""before"":""Acme""}}"');
    expect(calls[0].message).not.toHaveProperty('format');
  });

  it("answers a member's refusal as 403 shape A", async () => {
    gateway.auditService.refuse(
      'ListRecords',
      permissionDenied('PERMISSION_DENIED', 'You do not have permission to perform this action.'),
    );

    const response = await get('/api/v3/audit/list');

    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: 403,
      message: 'You do not have permission to perform this action.',
    });
  });

  it('answers a bad filter as 400 shape A with its message', async () => {
    gateway.auditService.refuse(
      'ListRecords',
      invalidArgument(
        'INVALID_PARAMETERS',
        'The from must be an ISO 8601 instant (e.g. 2026-11-28T10:00:00Z).',
        {
          from: ['The from must be an ISO 8601 instant (e.g. 2026-11-28T10:00:00Z).'],
        },
      ),
    );

    const response = await get('/api/v3/audit/list?from=yesterday');

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'The from must be an ISO 8601 instant (e.g. 2026-11-28T10:00:00Z).',
    );
  });
});

describe('GET /api/v3/audit/verify', () => {
  it('answers the verdict: valid with the count, or the first broken record', async () => {
    gateway.auditService.answer('VerifyChain', { valid: true, records: 5 });
    expect((await get('/api/v3/audit/verify')).body).toEqual({ valid: true, records: 5 });

    gateway.auditService.answer('VerifyChain', { valid: false, records: 5, broken_at: RECORD.id });
    expect((await get('/api/v3/audit/verify')).body).toEqual({
      valid: false,
      records: 5,
      broken_at: RECORD.id,
    });
  });
});
