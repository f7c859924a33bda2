// The audit log end to end: change.recorded events, published as the services' relays
// publish them, read back through the real gateway and audit service, which asks the real
// teams service who is an owner or a manager.
import {
  changeRecorded,
  createLogger,
  type ChangeRecordedData,
  type DomainEvent,
  type EventActor,
} from '@workmesh/platform';
import { eventually, TestBus, TEST_AMQP_URL } from '@workmesh/testing';
import { randomUUID } from 'node:crypto';
import { useSystem, type RegisteredUser } from './system-harness';

const system = useSystem({ name: 'e2e-audit' });
const { http } = system;
const logger = createLogger('audit-system-test', process.env.TEST_LOG_LEVEL ?? 'silent');

let owner: RegisteredUser;
let manager: RegisteredUser;
let member: RegisteredUser;
let teamId: number;
let bus: TestBus;

const token = (user: RegisteredUser): string => user.user.token;
const userId = (user: RegisteredUser): number => user.user.id;

function change(data: Partial<ChangeRecordedData>, actor: EventActor): DomainEvent {
  const event = changeRecorded('identity', {
    team_id: teamId,
    action: 'login.succeeded',
    object_type: 'session',
    object_id: randomUUID(),
    changes: {},
    subject_user_id: 0,
    ...data,
  }) as DomainEvent;
  return { ...event, actor, request_id: `req-${event.id}` };
}

const list = (user: RegisteredUser, query: string) =>
  http('GET', `/api/v3/audit/list?${query}`, undefined, token(user));

beforeAll(async () => {
  owner = await system.register();
  teamId = owner.user.current_team_id;
  manager = await system.invitedMember(owner, 'manager');
  member = await system.invitedMember(owner, 'member');
  await system.switchTeam(manager, teamId);
  await system.switchTeam(member, teamId);
  bus = await TestBus.connect({ amqpUrl: TEST_AMQP_URL, prefix: system.prefix }, logger);
}, 120_000);

afterAll(async () => {
  await bus?.close();
});

describe('the audit log end to end', () => {
  it("shows an owner every record, a manager not the owner's sign-in, a member nothing; verify holds", async () => {
    const ownerSignIn = change(
      {},
      { user_id: userId(owner), ip: '203.0.113.1', user_agent: 'e2e' },
    );
    const managerSignIn = change({}, { user_id: userId(manager) });
    const clientChange = change(
      {
        action: 'client.updated',
        object_type: 'client',
        changes: { name: { before: 'Acme', after: 'Acme Ltd' } },
      },
      { user_id: userId(manager), session_id: 'e2e-session' },
    );
    for (const event of [ownerSignIn, managerSignIn, clientChange]) await bus.publish(event);
    const objectOf = (event: DomainEvent) => (event.data as ChangeRecordedData).object_id;

    await eventually(
      async () =>
        (await list(owner, `object_id=${objectOf(clientChange)}`)).body?.records?.length === 1,
      20_000,
      'the client change listed',
    );
    const client = await list(owner, `object_id=${objectOf(clientChange)}`);
    expect(client.body.records[0]).toMatchObject({
      team_id: teamId,
      action: 'client.updated',
      actor: { user_id: userId(manager), session_id: 'e2e-session' },
      changes: { name: { before: 'Acme', after: 'Acme Ltd' } },
      request_id: clientChange.request_id,
    });
    await eventually(
      async () => (await list(owner, 'action=login.succeeded')).body.records.length >= 2,
      20_000,
      'both sign-ins recorded',
    );

    const ownersView = await list(owner, `object_id=${objectOf(ownerSignIn)}`);
    expect(ownersView.body.records).toHaveLength(1);
    const managersView = await list(manager, `object_id=${objectOf(ownerSignIn)}`);
    expect(managersView.status).toBe(200);
    expect(managersView.body.records).toEqual([]);
    const managersOwn = await list(manager, `object_id=${objectOf(managerSignIn)}`);
    expect(managersOwn.body.records).toHaveLength(1);

    const refused = await list(member, '');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 403 });

    const verdict = await http('GET', '/api/v3/audit/verify', undefined, token(owner));
    expect(verdict.status).toBe(200);
    expect(verdict.body).toMatchObject({ valid: true });
    expect(verdict.body.records).toBeGreaterThanOrEqual(3);
    expect((await http('GET', '/api/v3/audit/verify', undefined, token(manager))).status).toBe(403);
  });

  it('records real writes through the gateway: the actor with its session or token, the changed fields, a failed sign-in', async () => {
    const sessions = await http('GET', '/api/v3/user/sessions', undefined, token(owner));
    expect(sessions.status).toBe(200);
    const sessionId = (sessions.body.data as { id: string; current: boolean }[]).find(
      (session) => session.current,
    )!.id;
    const email = system.uniqueEmail();
    const created = await http(
      'POST',
      '/api/v1/client/create',
      { name: 'Audited', email },
      token(owner),
    );
    expect(created.status).toBeLessThan(300);
    const clientId = String(created.body.success.id);

    const pat = await http(
      'POST',
      '/api/v3/token/create',
      { name: 'audit e2e', scopes: ['clients:write'] },
      token(owner),
    );
    expect(pat.status).toBe(201);
    const renamed = await http(
      'POST',
      `/api/v3/client/${clientId}/update`,
      { name: 'Audited Ltd', email },
      pat.body.token,
    );
    expect(renamed.status).toBe(200);
    const failed = await http('POST', '/api/v3/user/login', {
      email: owner.email,
      password: 'not the password',
    });
    expect(failed.status).toBe(401);

    const recordsOf = async (query: string) =>
      (await list(owner, query)).body.records as Record<string, any>[];
    await eventually(
      async () => (await recordsOf(`object_type=client&object_id=${clientId}`)).length === 2,
      20_000,
      "the client's create and update",
    );
    const [update, create] = await recordsOf(`object_type=client&object_id=${clientId}`);
    expect(create).toMatchObject({
      action: 'client.created',
      actor: { user_id: userId(owner), session_id: sessionId },
    });
    expect(create!.changes.name).toEqual({ after: 'Audited' });
    expect(update).toMatchObject({
      action: 'client.updated',
      actor: { user_id: userId(owner), token_id: pat.body.id },
      changes: { name: { before: 'Audited', after: 'Audited Ltd' } },
    });
    expect(update!.actor.session_id).toBeNull();
    const tokenMade = await recordsOf(`action=token.created&object_id=${pat.body.id}`);
    expect(tokenMade).toHaveLength(1);
    expect(JSON.stringify(tokenMade)).not.toContain(pat.body.token);
    await eventually(
      async () => (await recordsOf('action=login.failed')).length >= 1,
      20_000,
      'the failed sign-in',
    );
    expect(JSON.stringify(await recordsOf('action=login.failed'))).not.toContain(
      'not the password',
    );
    const verdict = await http('GET', '/api/v3/audit/verify', undefined, token(owner));
    expect(verdict.body).toMatchObject({ valid: true });
  });
});
