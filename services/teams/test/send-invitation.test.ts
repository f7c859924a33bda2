// SendInvitation (POST /api/v3/mobile/invitation/sendInvitation and its alias): the
// spec's checks in order with their exact answers, pay derivation, and the outcome the
// team's feature settings choose (an email with an accept link, or a direct add).
import { WORKING_DAYS } from '@workmesh/platform';
import { as, failureOf, teamsForFile } from './teams-harness';
import { expireInvitation, sha256, unregisteredEmail } from './invitation-records';

const h = teamsForFile();

const invite = (fields: Record<string, unknown>) => ({
  email: unregisteredEmail(),
  role: 'member',
  ...fields,
});

const storedInvitation = (id: number) =>
  h.db.collection('invitations').findOne({ _id: id as never });

describe('SendInvitation: the checks, in the order of the spec', () => {
  it('answers UNAUTHENTICATED without a caller', async () => {
    const { teamId } = await h.team();

    const error = await failureOf(h.client.SendInvitation(invite({ team_id: teamId })));

    expect(error).toMatchObject({ kind: 'unauthenticated', reason: 'UNAUTHENTICATED' });
  });

  it("refuses a missing team_id with TEAM_ID_MISSING 'team_id missing', even when the caller has a current team", async () => {
    const { teamId, owner } = await h.team();

    const error = await failureOf(h.client.SendInvitation(invite({}), as(owner, teamId)));

    expect(error).toMatchObject({
      kind: 'invalid_argument',
      reason: 'TEAM_ID_MISSING',
      message: 'team_id missing',
    });
  });

  it("answers NOT_FOUND TEAM_NOT_FOUND 'Team not found' for a team that does not exist", async () => {
    const caller = h.newUser();

    const error = await failureOf(
      h.client.SendInvitation(invite({ team_id: 987_654 }), as(caller)),
    );

    expect(error).toMatchObject({
      kind: 'not_found',
      reason: 'TEAM_NOT_FOUND',
      message: 'Team not found',
    });
  });

  it.each([
    ['a member', 'member'],
    ['an outsider', 'outsider'],
  ])(
    "answers PERMISSION_DENIED 'permission denied' to %s, before looking at the email",
    async (_case, who) => {
      const fixture = await h.team({ members: 1 });
      const caller = who === 'member' ? fixture.members[0] : h.newUser();

      const error = await failureOf(
        h.client.SendInvitation(
          { team_id: fixture.teamId, email: 'not an email', role: 'member' },
          as(caller),
        ),
      );

      expect(error).toMatchObject({
        kind: 'permission_denied',
        reason: 'PERMISSION_DENIED',
        message: 'permission denied',
      });
    },
  );

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['without a domain', 'jane@'],
    ['without an @', 'jane.example.com'],
    ['with spaces inside', 'jane doe@example.com'],
  ])(
    "refuses an email %s with INVALID_EMAIL 'Invalid email address', before looking at the role",
    async (_case, email) => {
      const { teamId, owner } = await h.team();

      const error = await failureOf(
        h.client.SendInvitation({ team_id: teamId, email, role: 'boss' }, as(owner)),
      );

      expect(error).toMatchObject({
        kind: 'invalid_argument',
        reason: 'INVALID_EMAIL',
        message: 'Invalid email address',
      });
      expect(error.fields).toEqual({ email: ['Invalid email address'] });
    },
  );

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['admin', 'admin'],
    ['client (a user role, not a team role)', 'client'],
    ['in capitals', 'MEMBER'],
  ])(
    "refuses a role %s with INVALID_ROLE 'Invalid role specified', before looking at pay",
    async (_case, role) => {
      const { teamId, owner } = await h.team();

      const error = await failureOf(
        h.client.SendInvitation(invite({ team_id: teamId, role, pay_rate: -5 }), as(owner)),
      );

      expect(error).toMatchObject({
        kind: 'invalid_argument',
        reason: 'INVALID_ROLE',
        message: 'Invalid role specified',
      });
    },
  );

  it('refuses a manager inviting an owner with PERMISSION_DENIED', async () => {
    const fixture = await h.team({ managers: 1 });

    const error = await failureOf(
      h.client.SendInvitation(
        invite({ team_id: fixture.teamId, role: 'owner' }),
        as(fixture.managers[0]),
      ),
    );

    expect(error).toMatchObject({ kind: 'permission_denied', reason: 'PERMISSION_DENIED' });
  });

  it('lets an owner invite an owner and a manager invite a manager', async () => {
    const fixture = await h.team({ managers: 1 });

    const byOwner = await h.client.SendInvitation(
      invite({ team_id: fixture.teamId, role: 'owner' }),
      as(fixture.owner),
    );
    const byManager = await h.client.SendInvitation(
      invite({ team_id: fixture.teamId, role: 'manager' }),
      as(fixture.managers[0]),
    );

    expect([byOwner.outcome, byManager.outcome]).toEqual(['invited', 'invited']);
  });
});

describe('SendInvitation: pay settings', () => {
  it.each([
    ['pay_rate below 0', { pay_rate: -1 }, 'pay_rate'],
    ['pay_rate over 1,000,000', { pay_rate: 1_000_000.01 }, 'pay_rate'],
    ['bill_rate below 0', { bill_rate: -0.01 }, 'bill_rate'],
    ['bill_rate over 1,000,000', { bill_rate: 2_000_000 }, 'bill_rate'],
    ['weekly_limit below 0', { weekly_limit: -1 }, 'weekly_limit'],
    ['weekly_limit over the 168 hours of a week', { weekly_limit: 168.5 }, 'weekly_limit'],
    ['a pay_type other than hourly or fixed', { pay_type: 'salary' }, 'pay_type'],
    ['an unknown pay_period', { pay_period: 'daily' }, 'pay_period'],
    ['a pay_rate that is not a number', { pay_rate: Number.NaN }, 'pay_rate'],
  ])(
    'refuses %s with INVALID_PAY_SETTINGS and a message naming the field',
    async (_case, fields, field) => {
      const { teamId, owner } = await h.team();

      const error = await failureOf(
        h.client.SendInvitation(invite({ team_id: teamId, ...fields }), as(owner)),
      );

      expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_PAY_SETTINGS' });
      expect(error.message).toContain(field);
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
    },
  );

  it('names every bad field at once', async () => {
    const { teamId, owner } = await h.team();

    const error = await failureOf(
      h.client.SendInvitation(
        invite({ team_id: teamId, pay_rate: -1, bill_rate: -1, weekly_limit: 200 }),
        as(owner),
      ),
    );

    expect(Object.keys(error.fields ?? {}).sort()).toEqual([
      'bill_rate',
      'pay_rate',
      'weekly_limit',
    ]);
  });

  it('accepts the bounds: rates of 0 and 1,000,000, weekly limits of 0 and 168', async () => {
    const { teamId, owner } = await h.team();

    const low = await h.client.SendInvitation(
      invite({ team_id: teamId, pay_rate: 0, bill_rate: 0, weekly_limit: 0 }),
      as(owner),
    );
    const high = await h.client.SendInvitation(
      invite({ team_id: teamId, pay_rate: 1_000_000, bill_rate: 1_000_000, weekly_limit: 168 }),
      as(owner),
    );

    expect([low.outcome, high.outcome]).toEqual(['invited', 'invited']);
  });

  it.each([
    ['weekly', 2000, 50],
    ['bi-weekly', 4000, 50],
    ['twice per month', 3000, 37.5],
    ['monthly', 5000, 31.25],
    ['weekly', 1001, 25.03], // 25.025 rounds half up to 2 decimals
    ['monthly', 1000, 6.25],
  ])(
    'derives the hourly rate of fixed pay per %s period: %d → %d',
    async (pay_period, pay_rate, hourly_rate) => {
      const { teamId, owner } = await h.team();

      const { invitation_id } = await h.client.SendInvitation(
        invite({ team_id: teamId, pay_type: 'fixed', pay_period, pay_rate }),
        as(owner),
      );

      expect((await storedInvitation(Number(invitation_id)))?.pay).toMatchObject({
        pay_type: 'fixed',
        pay_period,
        pay_rate,
        hourly_rate,
      });
    },
  );

  it('keeps pay_rate as the hourly rate when pay is hourly, and defaults to hourly and weekly', async () => {
    const { teamId, owner } = await h.team();

    const { invitation_id } = await h.client.SendInvitation(
      invite({ team_id: teamId, pay_rate: 42.5 }),
      as(owner),
    );

    expect((await storedInvitation(Number(invitation_id)))?.pay).toMatchObject({
      pay_type: 'hourly',
      pay_period: 'weekly',
      pay_rate: 42.5,
      hourly_rate: 42.5,
    });
  });

  it('sets currency USD, Sunday to Saturday as working days, daily tracking on and the weekly limit on', async () => {
    const { teamId, owner } = await h.team();

    const { invitation_id } = await h.client.SendInvitation(
      invite({
        team_id: teamId,
        job_title: 'Designer',
        pay_rate: 30,
        bill_rate: 90,
        weekly_limit: 20,
      }),
      as(owner),
    );

    expect((await storedInvitation(Number(invitation_id)))?.pay).toEqual({
      job_title: 'Designer',
      pay_rate: 30,
      bill_rate: 90,
      weekly_limit: 20,
      pay_type: 'hourly',
      pay_period: 'weekly',
      hourly_rate: 30,
      currency: 'USD',
      working_days: [...WORKING_DAYS],
      weekly_limit_enabled: true,
      daily_tracking_enabled: true,
    });
    expect(WORKING_DAYS).toEqual(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
  });

  it.each([
    ['no weekly limit is given', {}],
    ['the weekly limit is 0', { weekly_limit: 0 }],
  ])('leaves the weekly limit off when %s', async (_case, fields) => {
    const { teamId, owner } = await h.team();

    const { invitation_id } = await h.client.SendInvitation(
      invite({ team_id: teamId, ...fields }),
      as(owner),
    );

    expect((await storedInvitation(Number(invitation_id)))?.pay.weekly_limit_enabled).toBe(false);
  });
});

describe('SendInvitation: what is recorded', () => {
  it.each([
    [true, true],
    [false, false],
  ])(
    'records the terms as accepted by the inviter (%s) when the team has terms enabled = %s',
    async (accepted, termsEnabled) => {
      const { teamId, owner } = await h.team();
      await h.client.UpdateTeamSettings(
        { team_id: teamId, terms_enabled: termsEnabled },
        as(owner),
      );

      const { invitation_id } = await h.client.SendInvitation(
        invite({ team_id: teamId }),
        as(owner),
      );

      const { invitations } = await h.client.ListInvitations({ team_id: teamId }, as(owner));
      expect(invitations.find((item) => item.id === invitation_id)).toMatchObject({
        terms_accepted_by_inviter: accepted,
      });
    },
  );

  it('stores the ip and user agent for audit', async () => {
    const { teamId, owner } = await h.team();

    const { invitation_id } = await h.client.SendInvitation(
      invite({ team_id: teamId, ip: '203.0.113.9', agent: 'WorkmeshMobile/3.1 (iOS 17)' }),
      as(owner),
    );

    expect(await storedInvitation(Number(invitation_id))).toMatchObject({
      ip: '203.0.113.9',
      agent: 'WorkmeshMobile/3.1 (iOS 17)',
      invited_by: owner.id,
    });
  });

  it('keeps the first 100 characters of the ip and 1000 of the agent, never half a character', async () => {
    const { teamId, owner } = await h.team();

    const { invitation_id } = await h.client.SendInvitation(
      invite({ team_id: teamId, ip: ` ${'😀'.repeat(101)} `, agent: `${'a'.repeat(999)}😀😀` }),
      as(owner),
    );

    expect(await storedInvitation(Number(invitation_id))).toMatchObject({
      ip: '😀'.repeat(100),
      agent: `${'a'.repeat(999)}😀`,
    });
  });

  it('takes a job_title of 255 characters as sent and refuses 256, padding counted', async () => {
    const { teamId, owner } = await h.team();

    const { invitation_id } = await h.client.SendInvitation(
      invite({ team_id: teamId, job_title: ` ${'j'.repeat(253)} ` }),
      as(owner),
    );
    const error = await failureOf(
      h.client.SendInvitation(
        invite({ team_id: teamId, job_title: ` ${'j'.repeat(255)}` }),
        as(owner),
      ),
    );

    expect((await storedInvitation(Number(invitation_id)))?.pay.job_title).toBe('j'.repeat(253));
    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_PAY_SETTINGS' });
    expect(error.fields).toEqual({
      job_title: ['The job_title may not be greater than 255 characters.'],
    });
  });

  it('stores the email trimmed and lowercased', async () => {
    const { teamId, owner } = await h.team();

    const { invitation_id } = await h.client.SendInvitation(
      invite({ team_id: teamId, email: '  Jane.Doe@Example.COM ' }),
      as(owner),
    );

    expect((await storedInvitation(Number(invitation_id)))?.email).toBe('jane.doe@example.com');
  });
});

describe('SendInvitation: an email with an accept link', () => {
  it("answers 'Invitation sent successfully' and keeps the invitation pending for 7 days", async () => {
    const { teamId, owner } = await h.team();
    const before = Date.now();

    const answer = await h.client.SendInvitation(invite({ team_id: teamId }), as(owner));

    expect(answer).toMatchObject({ success: 'Invitation sent successfully', outcome: 'invited' });
    const stored = await storedInvitation(Number(answer.invitation_id));
    expect(stored?.status).toBe('pending');
    const ttl = (stored?.expires_at as Date).getTime() - before;
    expect(ttl).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 1000);
    expect(ttl).toBeLessThanOrEqual(7 * 24 * 3600 * 1000 + 5000);
  });

  it('answers the id of the pending invitation it stored, and no member_id', async () => {
    const { teamId, owner } = await h.team();
    const email = unregisteredEmail();

    const answer = await h.client.SendInvitation(invite({ team_id: teamId, email }), as(owner));

    const { invitations } = await h.client.ListInvitations({ team_id: teamId }, as(owner));
    const stored = invitations.find((item) => item.email === email);
    expect(answer.invitation_id).toBe(stored?.id);
    expect(stored?.status).toBe('pending');
    expect(answer.member_id).toBeUndefined();
  });

  it('publishes team.invitation_sent with the raw accept token, whose SHA-256 alone is stored', async () => {
    const { teamId, owner } = await h.team();
    const email = unregisteredEmail();

    const { invitation_id } = await h.client.SendInvitation(
      { team_id: teamId, email, role: 'manager' },
      as(owner),
    );

    const event = await h.events.waitFor<Record<string, unknown>>(
      'team.invitation_sent',
      (data) => data.invitation_id === Number(invitation_id),
    );
    const stored = await storedInvitation(Number(invitation_id));
    expect(event).toMatchObject({ source: 'teams' });
    expect(event.data).toEqual({
      invitation_id: Number(invitation_id),
      team_id: teamId,
      team_name: `Team of ${owner.name}`,
      email,
      role: 'manager',
      inviter_user_id: owner.id,
      inviter_name: owner.name,
      accept_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expires_at: (stored?.expires_at as Date).toISOString(),
    });
    expect(stored?.token_hash).toBe(sha256(event.data.accept_token as string));
    expect(JSON.stringify(stored)).not.toContain(event.data.accept_token as string);
  });

  it("sends the invitation with '' as the inviter name when identity does not answer GetUser", async () => {
    const { teamId, owner } = await h.team();
    const restore = h.identity.fail('GetUser');
    let invitationId: number;
    try {
      invitationId = Number(
        (await h.client.SendInvitation(invite({ team_id: teamId }), as(owner))).invitation_id,
      );
    } finally {
      restore();
    }

    const event = await h.events.waitFor<{ invitation_id: number; inviter_name: string }>(
      'team.invitation_sent',
      (data) => data.invitation_id === invitationId,
    );
    expect(event.data.inviter_name).toBe('');
  });

  it('invites a registered user by email when the team does not add registered users directly', async () => {
    const { teamId, owner } = await h.team();
    const registered = h.newUser();

    const answer = await h.client.SendInvitation(
      { team_id: teamId, email: registered.email, role: 'member' },
      as(owner),
    );

    expect(answer.outcome).toBe('invited');
    await expect(
      h.client.GetMembership({ team_id: teamId, user_id: registered.id }),
    ).rejects.toMatchObject({ reason: 'MEMBERSHIP_NOT_FOUND' });
  });

  it('invites an unregistered email by email even when the team adds registered users directly', async () => {
    const { teamId, owner } = await h.team({ addDirectly: true });

    const answer = await h.client.SendInvitation(invite({ team_id: teamId }), as(owner));

    expect(answer).toMatchObject({ success: 'Invitation sent successfully', outcome: 'invited' });
  });

  it('answers ALREADY_EXISTS INVITATION_PENDING while an invitation to the email is pending', async () => {
    const { teamId, owner } = await h.team();
    const email = unregisteredEmail();
    await h.client.SendInvitation({ team_id: teamId, email, role: 'member' }, as(owner));

    const error = await failureOf(
      h.client.SendInvitation(
        { team_id: teamId, email: email.toUpperCase(), role: 'manager' },
        as(owner),
      ),
    );

    expect(error).toMatchObject({ kind: 'already_exists', reason: 'INVITATION_PENDING' });
  });

  it('sends a new invitation once the pending one has expired, and the old one reads expired', async () => {
    const { teamId, owner } = await h.team();
    const email = unregisteredEmail();
    const first = await h.client.SendInvitation(
      { team_id: teamId, email, role: 'member' },
      as(owner),
    );
    await expireInvitation(h.db, Number(first.invitation_id));

    const second = await h.client.SendInvitation(
      { team_id: teamId, email, role: 'member' },
      as(owner),
    );

    const { invitations } = await h.client.ListInvitations({ team_id: teamId }, as(owner));
    expect(invitations.map((item) => [item.id, item.status])).toEqual([
      [second.invitation_id, 'pending'],
      [first.invitation_id, 'expired'],
    ]);
  });

  it('makes one pending invitation when two sends for one email run at once', async () => {
    const { teamId, owner } = await h.team();
    const email = unregisteredEmail();

    const outcomes = await Promise.allSettled(
      [1, 2].map(() =>
        h.client.SendInvitation({ team_id: teamId, email, role: 'member' }, as(owner)),
      ),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await h.db.collection('invitations').countDocuments({ team_id: teamId, email })).toBe(1);
  });
});

describe('SendInvitation: a registered user added directly', () => {
  it("adds the user with role and pay, and answers '<email> has been added to the team'", async () => {
    const { teamId, owner } = await h.team({ addDirectly: true });
    const registered = h.newUser();

    const answer = await h.client.SendInvitation(
      { team_id: teamId, email: registered.email, role: 'manager', pay_rate: 25, weekly_limit: 30 },
      as(owner),
    );

    expect(answer).toMatchObject({
      success: `${registered.email} has been added to the team`,
      outcome: 'added',
    });
    const { members } = await h.client.ListMembers({ team_id: teamId }, as(owner));
    expect(members.find((member) => member.user_id === registered.id)).toMatchObject({
      role: 'manager',
      name: registered.name,
      email: registered.email,
      pay: { pay_rate: 25, hourly_rate: 25, weekly_limit: 30, weekly_limit_enabled: true },
    });
    expect((await storedInvitation(Number(answer.invitation_id)))?.status).toBe('accepted');
  });

  it("answers the new member's user id as member_id, beside the accepted invitation's id", async () => {
    const { teamId, owner } = await h.team({ addDirectly: true });
    const registered = h.newUser();

    const answer = await h.client.SendInvitation(
      { team_id: teamId, email: registered.email, role: 'member' },
      as(owner),
    );

    expect(answer.member_id).toBe(registered.id);
    const { members } = await h.client.ListMembers({ team_id: teamId }, as(owner));
    expect(members.map((member) => member.user_id)).toContain(answer.member_id);
    expect((await storedInvitation(Number(answer.invitation_id)))?.status).toBe('accepted');
  });

  it("publishes team.member_added via 'direct' (and no invitation mail)", async () => {
    const { teamId, owner } = await h.team({ addDirectly: true });
    const registered = h.newUser();

    const { invitation_id } = await h.client.SendInvitation(
      { team_id: teamId, email: registered.email, role: 'member' },
      as(owner),
    );

    const event = await h.events.waitFor<{ user_id: number }>(
      'team.member_added',
      (data) => data.user_id === registered.id,
    );
    expect(event.data).toEqual({
      team_id: teamId,
      team_name: `Team of ${owner.name}`,
      user_id: registered.id,
      email: registered.email,
      role: 'member',
      via: 'direct',
      invited_by: owner.id,
    });
    expect(
      h.events.all<{ invitation_id: number }>(
        'team.invitation_sent',
        (data) => data.invitation_id === Number(invitation_id),
      ),
    ).toEqual([]);
  });

  it('answers ALREADY_EXISTS ALREADY_MEMBER for a member of the team', async () => {
    const fixture = await h.team({ members: 1 });

    const error = await failureOf(
      h.client.SendInvitation(
        { team_id: fixture.teamId, email: fixture.members[0].email, role: 'manager' },
        as(fixture.owner),
      ),
    );

    expect(error).toMatchObject({ kind: 'already_exists', reason: 'ALREADY_MEMBER' });
  });

  it('answers UNAVAILABLE and writes nothing when identity cannot say whether the email is registered', async () => {
    const { teamId, owner } = await h.team({ addDirectly: true });
    const email = unregisteredEmail();
    const restore = h.identity.fail('FindUserByEmail');

    const error = await failureOf(
      h.client.SendInvitation({ team_id: teamId, email, role: 'member' }, as(owner)),
    ).finally(restore);

    expect(error.kind).toBe('unavailable');
    expect(await h.db.collection('invitations').countDocuments({ email })).toBe(0);
  });
});
