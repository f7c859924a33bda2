// After an invitation is sent: accepting it (once, by the invited user, before it
// expires), revoking it, sending it again, and listing a team's invitations.
import { as, failureOf, teamsForFile } from './teams-harness';
import { expireInvitation, sha256, unregisteredEmail } from './invitation-records';

const h = teamsForFile();

const INVALID = {
  kind: 'invalid_argument',
  reason: 'INVITATION_INVALID',
  message: 'This invitation is invalid or has expired.',
};

describe('AcceptInvitation', () => {
  it('makes the invited user a member with the role and pay of the invitation', async () => {
    const fixture = await h.team();
    const invitee = h.newUser();
    const { token } = await h.pendingInvitation(fixture, invitee.email, {
      role: 'manager',
      pay_type: 'fixed',
      pay_period: 'monthly',
      pay_rate: 8000,
      job_title: 'Lead',
    });

    const answer = await h.client.AcceptInvitation({ token }, as(invitee));

    expect(answer.success).toBe('Invitation accepted');
    expect(answer.member).toMatchObject({
      team_id: fixture.teamId,
      user_id: invitee.id,
      role: 'manager',
      name: invitee.name,
      email: invitee.email,
      pay: {
        job_title: 'Lead',
        pay_type: 'fixed',
        pay_period: 'monthly',
        pay_rate: 8000,
        hourly_rate: 50,
      },
    });
    expect(
      await h.client.GetMembership({ team_id: fixture.teamId, user_id: invitee.id }),
    ).toMatchObject({ role: 'manager' });
  });

  it('marks the invitation accepted with the time of acceptance', async () => {
    const fixture = await h.team();
    const invitee = h.newUser();
    const { id, token } = await h.pendingInvitation(fixture, invitee.email);

    await h.client.AcceptInvitation({ token }, as(invitee));

    const { invitations } = await h.client.ListInvitations(
      { team_id: fixture.teamId },
      as(fixture.owner),
    );
    const accepted = invitations.find((item) => item.id === id);
    expect(accepted?.status).toBe('accepted');
    expect(Date.now() - Date.parse(accepted?.accepted_at ?? '')).toBeLessThan(10_000);
  });

  it("publishes team.member_added via 'invitation'", async () => {
    const fixture = await h.team();
    const invitee = h.newUser();
    const { token } = await h.pendingInvitation(fixture, invitee.email);

    await h.client.AcceptInvitation({ token }, as(invitee));

    const event = await h.events.waitFor<{ user_id: number }>(
      'team.member_added',
      (data) => data.user_id === invitee.id,
    );
    expect(event.data).toEqual({
      team_id: fixture.teamId,
      team_name: `Team of ${fixture.owner.name}`,
      user_id: invitee.id,
      email: invitee.email,
      role: 'member',
      via: 'invitation',
      invited_by: fixture.owner.id,
    });
  });

  it('accepts an invitation only once: the second attempt is INVITATION_INVALID', async () => {
    const fixture = await h.team();
    const invitee = h.newUser();
    const { token } = await h.pendingInvitation(fixture, invitee.email);
    await h.client.AcceptInvitation({ token }, as(invitee));

    const error = await failureOf(h.client.AcceptInvitation({ token }, as(invitee)));

    expect(error).toMatchObject(INVALID);
  });

  it('makes one membership when the same token is accepted twice at once', async () => {
    const fixture = await h.team();
    const invitee = h.newUser();
    const { token } = await h.pendingInvitation(fixture, invitee.email);

    const outcomes = await Promise.allSettled([
      h.client.AcceptInvitation({ token }, as(invitee)),
      h.client.AcceptInvitation({ token }, as(invitee)),
    ]);

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(
      await h.db
        .collection('memberships')
        .countDocuments({ team_id: fixture.teamId, user_id: invitee.id }),
    ).toBe(1);
  });

  it('refuses an expired invitation with INVITATION_INVALID', async () => {
    const fixture = await h.team();
    const invitee = h.newUser();
    const { id, token } = await h.pendingInvitation(fixture, invitee.email);
    await expireInvitation(h.db, id);

    const error = await failureOf(h.client.AcceptInvitation({ token }, as(invitee)));

    expect(error).toMatchObject(INVALID);
  });

  it.each([
    ['an unknown token', 'x'.repeat(43)],
    ['an empty token', ''],
    ['no token', undefined],
  ])('refuses %s with INVITATION_INVALID', async (_case, token) => {
    const error = await failureOf(h.client.AcceptInvitation({ token }, as(h.newUser())));

    expect(error).toMatchObject(INVALID);
  });

  it('refuses the token hash in place of the token', async () => {
    const fixture = await h.team();
    const invitee = h.newUser();
    const { token } = await h.pendingInvitation(fixture, invitee.email);

    const error = await failureOf(h.client.AcceptInvitation({ token: sha256(token) }, as(invitee)));

    expect(error).toMatchObject(INVALID);
  });

  it('refuses another user with PERMISSION_DENIED INVITATION_NOT_FOR_YOU, and the invited user can still accept', async () => {
    const fixture = await h.team();
    const invitee = h.newUser();
    const { token } = await h.pendingInvitation(fixture, invitee.email);

    const error = await failureOf(h.client.AcceptInvitation({ token }, as(h.newUser())));
    const answer = await h.client.AcceptInvitation({ token }, as(invitee));

    expect(error).toMatchObject({ kind: 'permission_denied', reason: 'INVITATION_NOT_FOR_YOU' });
    expect(answer.member?.user_id).toBe(invitee.id);
  });

  it('answers UNAUTHENTICATED without a caller', async () => {
    const error = await failureOf(h.client.AcceptInvitation({ token: 'whatever' }));

    expect(error).toMatchObject({ kind: 'unauthenticated', reason: 'UNAUTHENTICATED' });
  });
});

describe('GetInvitationByToken', () => {
  it('shows the holder of the link whom it invites to which team, as what, and by whom, without a caller', async () => {
    const fixture = await h.team();
    const email = unregisteredEmail();
    const { token } = await h.pendingInvitation(fixture, email, { role: 'manager' });

    const preview = await h.client.GetInvitationByToken({ token });

    expect(preview).toEqual({
      team_id: fixture.teamId,
      team_name: `Team of ${fixture.owner.name}`,
      email,
      role: 'manager',
      status: 'pending',
      expires_at: expect.any(String) as string,
      invited_by_name: fixture.owner.name,
    });
    expect(Date.parse(preview.expires_at)).toBeGreaterThan(Date.now());
  });

  it.each([
    ['accepted', 'accept'],
    ['revoked', 'revoke'],
    ['expired', 'expire'],
  ])('says the invitation is %s once it is', async (status, done) => {
    const fixture = await h.team();
    const invitee = h.newUser();
    const { id, token } = await h.pendingInvitation(fixture, invitee.email);
    if (done === 'accept') await h.client.AcceptInvitation({ token }, as(invitee));
    if (done === 'revoke')
      await h.client.RevokeInvitation(
        { team_id: fixture.teamId, invitation_id: id },
        as(fixture.owner),
      );
    if (done === 'expire') await expireInvitation(h.db, id);

    const preview = await h.client.GetInvitationByToken({ token });

    expect(preview.status).toBe(status);
  });

  it('leaves the inviter unnamed when identity cannot say, and still answers', async () => {
    const fixture = await h.team();
    const { token } = await h.pendingInvitation(fixture, unregisteredEmail());
    const restore = h.identity.fail('GetUser');
    try {
      const preview = await h.client.GetInvitationByToken({ token });

      expect(preview.status).toBe('pending');
      expect(preview.invited_by_name).toBeUndefined();
    } finally {
      restore();
    }
  });

  it.each([
    ['an unknown token', 'x'.repeat(43)],
    ['the token hash', 'hash'],
    ['a token as long as any made, naming nothing', 'z'.repeat(200)],
  ])('answers NOT_FOUND INVITATION_NOT_FOUND for %s', async (_case, given) => {
    const fixture = await h.team();
    const { token } = await h.pendingInvitation(fixture, unregisteredEmail());

    const error = await failureOf(
      h.client.GetInvitationByToken({ token: given === 'hash' ? sha256(token) : given }),
    );

    expect(error).toMatchObject({
      kind: 'not_found',
      reason: 'INVITATION_NOT_FOUND',
      message: 'Invitation not found',
    });
  });

  it.each([
    ['an empty token', '', 'The token field is required.'],
    ['a blank token', '   ', 'The token field is required.'],
    ['no token', undefined, 'The token field is required.'],
    [
      'a token longer than any made',
      'y'.repeat(201),
      'The token may not be greater than 200 characters.',
    ],
  ])('refuses %s with INVALID_ARGUMENT', async (_case, token, message) => {
    const error = await failureOf(h.client.GetInvitationByToken({ token }));

    expect(error).toMatchObject({ kind: 'invalid_argument', message });
  });

  it('a resent invitation is found by its new token only', async () => {
    const fixture = await h.team();
    const { id, token } = await h.pendingInvitation(fixture, unregisteredEmail());
    await h.client.ResendInvitation(
      { team_id: fixture.teamId, invitation_id: id },
      as(fixture.owner),
    );

    const error = await failureOf(h.client.GetInvitationByToken({ token }));

    expect(error).toMatchObject({ kind: 'not_found', reason: 'INVITATION_NOT_FOUND' });
  });
});

describe('RevokeInvitation', () => {
  it('revokes a pending invitation, after which its link no longer works', async () => {
    const fixture = await h.team();
    const invitee = h.newUser();
    const { id, token } = await h.pendingInvitation(fixture, invitee.email);

    const revoked = await h.client.RevokeInvitation(
      { team_id: fixture.teamId, invitation_id: id },
      as(fixture.owner),
    );
    const error = await failureOf(h.client.AcceptInvitation({ token }, as(invitee)));

    expect(revoked).toMatchObject({ id, status: 'revoked', email: invitee.email });
    expect(error).toMatchObject(INVALID);
  });

  it("uses the caller's current team when team_id is unset", async () => {
    const fixture = await h.team();
    const { id } = await h.pendingInvitation(fixture, unregisteredEmail());

    const revoked = await h.client.RevokeInvitation(
      { invitation_id: id },
      as(fixture.owner, fixture.teamId),
    );

    expect(revoked.status).toBe('revoked');
  });

  it.each([
    ['revoked', 'revoke'],
    ['accepted', 'accept'],
  ])(
    'refuses an invitation already %s with FAILED_PRECONDITION INVITATION_NOT_PENDING',
    async (_case, done) => {
      const fixture = await h.team();
      const invitee = h.newUser();
      const { id, token } = await h.pendingInvitation(fixture, invitee.email);
      if (done === 'accept') await h.client.AcceptInvitation({ token }, as(invitee));
      else
        await h.client.RevokeInvitation(
          { team_id: fixture.teamId, invitation_id: id },
          as(fixture.owner),
        );

      const error = await failureOf(
        h.client.RevokeInvitation(
          { team_id: fixture.teamId, invitation_id: id },
          as(fixture.owner),
        ),
      );

      expect(error).toMatchObject({
        kind: 'failed_precondition',
        reason: 'INVITATION_NOT_PENDING',
      });
    },
  );

  it('answers NOT_FOUND INVITATION_NOT_FOUND for an unknown invitation', async () => {
    const fixture = await h.team();

    const error = await failureOf(
      h.client.RevokeInvitation(
        { team_id: fixture.teamId, invitation_id: 999_999 },
        as(fixture.owner),
      ),
    );

    expect(error).toMatchObject({ kind: 'not_found', reason: 'INVITATION_NOT_FOUND' });
  });
});

describe('ResendInvitation', () => {
  it('gives a pending invitation a new token: the old link stops working and the new one works', async () => {
    const fixture = await h.team();
    const invitee = h.newUser();
    const { id, token: oldToken } = await h.pendingInvitation(fixture, invitee.email);

    await h.client.ResendInvitation(
      { team_id: fixture.teamId, invitation_id: id },
      as(fixture.owner),
    );

    const events = await waitForSends(id, 2);
    const newToken = events[1].data.accept_token;
    expect(newToken).not.toBe(oldToken);
    expect(
      await failureOf(h.client.AcceptInvitation({ token: oldToken }, as(invitee))),
    ).toMatchObject(INVALID);
    expect((await h.client.AcceptInvitation({ token: newToken }, as(invitee))).success).toBe(
      'Invitation accepted',
    );
  });

  it('makes an expired invitation pending again with a new expiry and a new team.invitation_sent', async () => {
    const fixture = await h.team();
    const { id } = await h.pendingInvitation(fixture, unregisteredEmail());
    await expireInvitation(h.db, id);

    const resent = await h.client.ResendInvitation(
      { team_id: fixture.teamId, invitation_id: id },
      as(fixture.owner),
    );

    expect(resent.status).toBe('pending');
    expect(Date.parse(resent.expires_at)).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    const [, second] = await waitForSends(id, 2);
    expect(second.data.expires_at).toBe(resent.expires_at);
    const stored = await h.db.collection('invitations').findOne({ _id: id as never });
    expect(stored?.token_hash).toBe(sha256(second.data.accept_token));
  });

  it.each(['accepted', 'revoked'])(
    'refuses an %s invitation with INVITATION_NOT_PENDING',
    async (state) => {
      const fixture = await h.team();
      const invitee = h.newUser();
      const { id, token } = await h.pendingInvitation(fixture, invitee.email);
      if (state === 'accepted') await h.client.AcceptInvitation({ token }, as(invitee));
      else
        await h.client.RevokeInvitation(
          { team_id: fixture.teamId, invitation_id: id },
          as(fixture.owner),
        );

      const error = await failureOf(
        h.client.ResendInvitation(
          { team_id: fixture.teamId, invitation_id: id },
          as(fixture.owner),
        ),
      );

      expect(error).toMatchObject({
        kind: 'failed_precondition',
        reason: 'INVITATION_NOT_PENDING',
      });
    },
  );

  it('refuses a manager resending an invitation of an owner with PERMISSION_DENIED', async () => {
    const fixture = await h.team({ managers: 1 });
    const { id } = await h.pendingInvitation(fixture, unregisteredEmail(), { role: 'owner' });

    const error = await failureOf(
      h.client.ResendInvitation(
        { team_id: fixture.teamId, invitation_id: id },
        as(fixture.managers[0]),
      ),
    );

    expect(error).toMatchObject({ kind: 'permission_denied', reason: 'PERMISSION_DENIED' });
  });

  it('answers NOT_FOUND INVITATION_NOT_FOUND for an unknown invitation', async () => {
    const fixture = await h.team();

    const error = await failureOf(
      h.client.ResendInvitation(
        { team_id: fixture.teamId, invitation_id: 999_999 },
        as(fixture.owner),
      ),
    );

    expect(error).toMatchObject({ kind: 'not_found', reason: 'INVITATION_NOT_FOUND' });
  });
});

describe('ListInvitations', () => {
  it('lists newest first, one page at a time, with the total', async () => {
    const fixture = await h.team();
    const ids: number[] = [];
    for (let index = 0; index < 5; index++)
      ids.push((await h.pendingInvitation(fixture, unregisteredEmail())).id);

    const first = await h.client.ListInvitations(
      { team_id: fixture.teamId, page: 1, per_page: 2 },
      as(fixture.owner),
    );
    const last = await h.client.ListInvitations(
      { team_id: fixture.teamId, page: 3, per_page: 2 },
      as(fixture.owner),
    );

    expect(first.invitations.map((item) => item.id)).toEqual([ids[4], ids[3]]);
    expect(first.page_info).toEqual({ page: 1, per_page: 2, total: 5 });
    expect(last.invitations.map((item) => item.id)).toEqual([ids[0]]);
  });

  it('answers page 1 of 20 by default', async () => {
    const fixture = await h.team();

    const { page_info } = await h.client.ListInvitations(
      { team_id: fixture.teamId },
      as(fixture.owner),
    );

    expect(page_info).toEqual({ page: 1, per_page: 20, total: 0 });
  });

  it.each(['pending', 'accepted', 'revoked', 'expired'])(
    'lists only the %s ones when asked for that status',
    async (status) => {
      const fixture = await h.team();
      const invitee = h.newUser();
      const accepted = await h.pendingInvitation(fixture, invitee.email);
      await h.client.AcceptInvitation({ token: accepted.token }, as(invitee));
      const revoked = await h.pendingInvitation(fixture, unregisteredEmail());
      await h.client.RevokeInvitation(
        { team_id: fixture.teamId, invitation_id: revoked.id },
        as(fixture.owner),
      );
      const expired = await h.pendingInvitation(fixture, unregisteredEmail());
      await expireInvitation(h.db, expired.id);
      const pending = await h.pendingInvitation(fixture, unregisteredEmail());
      const idOf: Record<string, number> = {
        pending: pending.id,
        accepted: accepted.id,
        revoked: revoked.id,
        expired: expired.id,
      };

      const { invitations, page_info } = await h.client.ListInvitations(
        { team_id: fixture.teamId, status },
        as(fixture.owner),
      );

      expect(invitations.map((item) => [item.id, item.status])).toEqual([[idOf[status], status]]);
      expect(page_info?.total).toBe(1);
    },
  );

  it.each([
    ['page 0', { page: 0 }, 'page'],
    ['per_page 0', { per_page: 0 }, 'per_page'],
    ['per_page over 100', { per_page: 101 }, 'per_page'],
    ['an unknown status', { status: 'lost' }, 'status'],
  ])('refuses %s with INVALID_ARGUMENT', async (_case, fields, field) => {
    const fixture = await h.team();

    const error = await failureOf(
      h.client.ListInvitations({ team_id: fixture.teamId, ...fields }, as(fixture.owner)),
    );

    expect(error.kind).toBe('invalid_argument');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
  });
});

/** The team.invitation_sent events of an invitation, once there are `count` of them. */
async function waitForSends(invitationId: number, count: number) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const sends = h.events.all<{ invitation_id: number; accept_token: string; expires_at: string }>(
      'team.invitation_sent',
      (data) => data.invitation_id === invitationId,
    );
    if (sends.length >= count) return sends;
    if (Date.now() > deadline) throw new Error(`only ${sends.length} sends of ${invitationId}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
