// Personal access tokens in identity (docs/auth.md, "Personal access tokens"):
// CreateToken, ListTokens, DeleteToken, ResolveToken and TouchTokens against the
// embedded MongoDB, the real RabbitMQ and the stub teams service (which holds roles).
import { status } from '@grpc/grpc-js';
import { personalAccessTokenHash } from '@workmesh/platform';
import { failureOf, identityForFile, type Harness } from './identity-harness';
import { registration } from './registrations';

describe('identity personal access tokens', () => {
  const identity = identityForFile();
  let counter = 0;

  /** A registered user, in their organization (teams' stub: its owner). */
  const register = async () => (await identity.client.Register(registration())).user!;
  const asCaller = (user: { id: number; current_team_id: number }, extra = {}) => ({
    caller: { userId: user.id, teamId: user.current_team_id, ...extra },
  });
  const create = async (
    user: { id: number; current_team_id: number },
    fields: Record<string, unknown> = {},
  ) =>
    identity.client.CreateToken(
      { name: `token ${++counter}`, scopes: ['time:read', 'time:write'], ...fields },
      asCaller(user),
    );
  const db = (h: Harness) => h.db.collection('access_tokens');

  describe('CreateToken', () => {
    it('answers the token with its secret once: wm_pat_…, prefix its first 12 characters, 90 days by default', async () => {
      const user = await register();
      const before = Date.now();
      const answer = await create(user, { name: 'CI' });
      expect(answer.token).toMatch(/^wm_pat_[0-9A-Za-z]{49}$/);
      expect(answer.access_token).toMatchObject({
        name: 'CI',
        user_id: user.id,
        team_id: user.current_team_id,
        prefix: answer.token!.slice(0, 12),
        scopes: ['time:read', 'time:write'],
      });
      const expires = Date.parse(answer.access_token!.expires_at!);
      expect(expires - before).toBeGreaterThanOrEqual(90 * 24 * 3600 * 1000 - 1000);
      expect(expires - before).toBeLessThan(90 * 24 * 3600 * 1000 + 60_000);
    });

    it('stores only the keyed hash of the secret, never the secret', async () => {
      const user = await register();
      const { token, access_token } = await create(user);
      const stored = await db(identity).findOne({ user_id: user.id, name: access_token!.name });
      expect(stored!.secret_hash).toBe(
        personalAccessTokenHash(token!, identity.config.TOKEN_HASH_SECRET),
      );
      expect(JSON.stringify(stored)).not.toContain(token!.slice(7));
    });

    it('records token.created for the audit log, without the secret or its hash', async () => {
      const changes = await identity.listen(['change.recorded']);
      const user = await register();
      const { token, access_token } = await create(user, { name: 'audited' });
      const event = await changes.waitFor(
        'change.recorded',
        (data: { object_id: string }) => data.object_id === access_token!.id,
      );
      expect(event.data).toMatchObject({
        action: 'token.created',
        object_type: 'token',
        team_id: user.current_team_id,
        subject_user_id: user.id,
        changes: { name: { after: 'audited' }, prefix: { after: access_token!.prefix } },
      });
      expect(JSON.stringify(event)).not.toContain(token!.slice(12));
      expect(JSON.stringify(event.data)).not.toContain('secret_hash');
    });

    it('refuses a second token of the same name of one user (ALREADY_EXISTS), another user may use it', async () => {
      const user = await register();
      await create(user, { name: 'deploy' });
      const error = await failureOf(create(user, { name: 'deploy' }));
      expect(error).toMatchObject({ code: status.ALREADY_EXISTS, reason: 'TOKEN_NAME_TAKEN' });
      await expect(create(await register(), { name: 'deploy' })).resolves.toBeDefined();
    });

    it('gives a revoked token’s name back', async () => {
      const user = await register();
      const first = await create(user, { name: 'reused' });
      await identity.client.DeleteToken({ id: first.access_token!.id }, asCaller(user));
      await expect(create(user, { name: 'reused' })).resolves.toBeDefined();
    });

    it.each([
      ['an empty name', { name: '  ' }, 'name'],
      ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name'],
      ['no scopes', { scopes: [] }, 'scopes'],
      ['an unknown scope', { scopes: ['time:delete'] }, 'scopes'],
      ['an unknown area', { scopes: ['payroll:read'] }, 'scopes'],
      ['an instant in the past', { expires_at: '2020-01-01T00:00:00Z' }, 'expires_at'],
      [
        'an instant more than a year ahead',
        { expires_at: new Date(Date.now() + 400 * 86400e3).toISOString() },
        'expires_at',
      ],
      ['no instant', { expires_at: 'next week' }, 'expires_at'],
    ])('refuses %s (INVALID_ARGUMENT, the field named)', async (_what, fields, field) => {
      const user = await register();
      const error = await failureOf(create(user, fields));
      expect(error.code).toBe(status.INVALID_ARGUMENT);
      expect(Object.keys(error.fields ?? {})).toContain(field);
    });

    it('takes an expiry up to a year ahead', async () => {
      const user = await register();
      const at = new Date(Date.now() + 364 * 86400e3).toISOString();
      const answer = await create(user, { expires_at: at });
      expect(answer.access_token!.expires_at).toBe(at);
    });

    it('is refused to a caller authenticated with a token (a signed-in session only)', async () => {
      const user = await register();
      const error = await failureOf(
        identity.client.CreateToken(
          { name: 'nested', scopes: ['time:read'] },
          asCaller(user, { tokenId: 'aaaaaaaaaaaaaaaaaaaaaaaa' }),
        ),
      );
      expect(error).toMatchObject({ code: status.PERMISSION_DENIED, reason: 'SESSION_REQUIRED' });
    });
  });

  describe('ResolveToken', () => {
    it('answers who the token acts for: its owner, its team, its id and scopes', async () => {
      const user = await register();
      const { token, access_token } = await create(user, { scopes: ['invoices:read'] });
      await expect(identity.client.ResolveToken({ token })).resolves.toEqual({
        user_id: user.id,
        team_id: user.current_team_id,
        token_id: access_token!.id,
        scopes: ['invoices:read'],
        expires_at: access_token!.expires_at,
        two_factor_missing: false,
      });
    });

    it('refuses an unknown token, a revoked one and an expired one (UNAUTHENTICATED)', async () => {
      const user = await register();
      const revoked = await create(user);
      await identity.client.DeleteToken({ id: revoked.access_token!.id }, asCaller(user));
      const expired = await create(user);
      await db(identity).updateOne(
        { name: expired.access_token!.name, user_id: user.id },
        { $set: { expires_at: new Date(Date.now() - 1000) } },
      );
      const unknown = `wm_pat_${'0'.repeat(43)}000000`;
      for (const token of [revoked.token, expired.token, unknown]) {
        const error = await failureOf(identity.client.ResolveToken({ token }));
        expect(error.code).toBe(status.UNAUTHENTICATED);
      }
    });

    it("refuses the tokens made before their owner's password reset", async () => {
      const user = await register();
      const { token } = await create(user);
      await identity.db
        .collection('users')
        .updateOne({ _id: user.id as never }, { $inc: { token_version: 1 } });
      const error = await failureOf(identity.client.ResolveToken({ token }));
      expect(error.code).toBe(status.UNAUTHENTICATED);
    });
  });

  describe('ListTokens and DeleteToken', () => {
    it("lists the caller's tokens, newest first, never a secret", async () => {
      const user = await register();
      const first = await create(user, { name: 'first' });
      const second = await create(user, { name: 'second' });
      const page = await identity.client.ListTokens({}, asCaller(user));
      expect(page.tokens!.map((t) => t.name)).toEqual(['second', 'first']);
      expect(page.page_info).toEqual({ page: 1, per_page: 20, total: 2 });
      const text = JSON.stringify(page);
      expect(text).not.toContain(first.token!.slice(12));
      expect(text).not.toContain(second.token!.slice(12));
      expect(text).not.toContain('hash');
    });

    it("lets an owner list and revoke a member's tokens of the team; a member may not do it to another", async () => {
      const owner = await register();
      const member = await register();
      const other = await register();
      const team = owner.current_team_id;
      identity.teams.setRole(team, member, 'member');
      identity.teams.setRole(team, other, 'member');
      const inTeam = (user: { id: number }) => ({ ...user, current_team_id: team });
      const memberToken = await create(inTeam(member), { name: 'member script' });

      const listed = await identity.client.ListTokens({ user_id: member.id }, asCaller(owner));
      expect(listed.tokens!.map((t) => t.id)).toEqual([memberToken.access_token!.id]);

      const refused = await failureOf(
        identity.client.ListTokens({ user_id: member.id }, asCaller(inTeam(other))),
      );
      expect(refused).toMatchObject({ code: status.PERMISSION_DENIED });
      const notTheirs = await failureOf(
        identity.client.DeleteToken({ id: memberToken.access_token!.id }, asCaller(inTeam(other))),
      );
      expect(notTheirs).toMatchObject({ code: status.NOT_FOUND, reason: 'TOKEN_NOT_FOUND' });

      const revocations = await identity.listen(['token.revoked']);
      await identity.client.DeleteToken({ id: memberToken.access_token!.id }, asCaller(owner));
      const event = await revocations.waitFor(
        'token.revoked',
        (data: { token_id: string }) => data.token_id === memberToken.access_token!.id,
      );
      expect(event.data).toEqual({
        token_id: memberToken.access_token!.id,
        user_id: member.id,
        team_id: team,
      });
      expect((await identity.client.ListTokens({}, asCaller(inTeam(member)))).tokens).toEqual([]);
    });

    it('answers NOT_FOUND for a token revoked already, or no token at all', async () => {
      const user = await register();
      const { access_token } = await create(user);
      await identity.client.DeleteToken({ id: access_token!.id }, asCaller(user));
      for (const id of [access_token!.id, 'ffffffffffffffffffffffff', 'not-an-id']) {
        const error = await failureOf(identity.client.DeleteToken({ id }, asCaller(user)));
        expect(error).toMatchObject({ code: status.NOT_FOUND, reason: 'TOKEN_NOT_FOUND' });
      }
    });
  });

  describe('a removal from the team', () => {
    it("revokes the removed member's tokens of that team, with token.revoked", async () => {
      const owner = await register();
      const member = await register();
      const team = owner.current_team_id;
      identity.teams.setRole(team, member, 'member');
      const { token, access_token } = await create({ ...member, current_team_id: team });
      const revocations = await identity.listen(['token.revoked']);
      identity.teams.removeMember(team, member.id);
      await identity.publishTeamEvent('team.member_removed', {
        team_id: team,
        user_id: member.id,
        removed_by: owner.id,
      });
      await revocations.waitFor(
        'token.revoked',
        (data: { token_id: string }) => data.token_id === access_token!.id,
      );
      const error = await failureOf(identity.client.ResolveToken({ token }));
      expect(error.code).toBe(status.UNAUTHENTICATED);
    });
  });

  describe('TouchTokens', () => {
    it('records the last use, never moving it back', async () => {
      const user = await register();
      const { access_token } = await create(user);
      const later = '2030-01-01T10:01:00.000Z';
      await identity.client.TouchTokens({
        uses: [{ token_id: access_token!.id, last_used_at: later, last_used_ip: '203.0.113.9' }],
      });
      await identity.client.TouchTokens({
        uses: [
          {
            token_id: access_token!.id,
            last_used_at: '2030-01-01T10:00:00.000Z',
            last_used_ip: '10.0.0.1',
          },
        ],
      });
      const [listed] = (await identity.client.ListTokens({}, asCaller(user))).tokens!;
      expect(listed).toMatchObject({ last_used_at: later, last_used_ip: '203.0.113.9' });
    });
  });
});
