// Audit (issue 33, docs/audit.md): every write rpc of the teams service that a gateway
// route calls records exactly one change.recorded in its transaction, with the action
// declared in TEAMS_AUDIT_ACTIONS, the object, the team and the changed fields, never an
// invitation's token or its hash; a write that fails, or changes nothing, records none.
// The cases are checked against the gateway's route table: a new write route without a
// case fails here.
import {
  changedFieldNames,
  changesRecordedBy,
  changesRecordedFor,
  gatewayWriteRpcs,
  SECRET_FIELD_NAME,
} from '@workmesh/testing';
import { TEAMS_AUDIT_ACTIONS } from '../src/events';
import { as, failureOf, teamsForFile, type TeamFixture, type User } from './teams-harness';

const h = teamsForFile();

let emails = 0;
const freshEmail = () => `audited.${Date.now().toString(36)}.${emails++}@example.com`;

interface Arranged {
  write: () => Promise<unknown>;
  /** The object's id; absent: the write's answer says it (`id`, or `invitation_id`). */
  id?: number;
  /** Who acts (default the owner). */
  actor?: User;
  subject?: number;
}

interface Case {
  action: string;
  object_type: string;
  arrange(fixture: TeamFixture): Promise<Arranged>;
  changes: Record<string, { before?: unknown; after?: unknown }>;
}

const owner = (fixture: TeamFixture) => as(fixture.owner);

const newGroup = (fixture: TeamFixture, name = 'Support') =>
  h.client.CreateGroup({ team_id: fixture.teamId, name }, owner(fixture));

const CASES: Record<string, Case> = {
  CreateTeam: {
    action: TEAMS_AUDIT_ACTIONS.CreateTeam,
    object_type: 'team',
    // Checked on its own below: its team exists only once it is written.
    arrange: () => Promise.reject(new Error('CreateTeam has a test of its own')),
    changes: {},
  },
  SendInvitation: {
    action: TEAMS_AUDIT_ACTIONS.SendInvitation,
    object_type: 'invitation',
    async arrange(fixture) {
      const email = freshEmail();
      return {
        write: () =>
          h.client.SendInvitation(
            { team_id: fixture.teamId, email, role: 'manager' },
            owner(fixture),
          ),
      };
    },
    changes: { role: { after: 'manager' }, status: { after: 'pending' } },
  },
  AcceptInvitation: {
    action: TEAMS_AUDIT_ACTIONS.AcceptInvitation,
    object_type: 'invitation',
    async arrange(fixture) {
      const user = h.newUser('invitee');
      const { id, token } = await h.pendingInvitation(fixture, user.email);
      return {
        id,
        actor: user,
        write: () => h.client.AcceptInvitation({ token }, as(user)),
      };
    },
    changes: { status: { before: 'pending', after: 'accepted' } },
  },
  RevokeInvitation: {
    action: TEAMS_AUDIT_ACTIONS.RevokeInvitation,
    object_type: 'invitation',
    async arrange(fixture) {
      const { id } = await h.pendingInvitation(fixture, freshEmail());
      return {
        id,
        write: () =>
          h.client.RevokeInvitation({ team_id: fixture.teamId, invitation_id: id }, owner(fixture)),
      };
    },
    changes: { status: { before: 'pending', after: 'revoked' } },
  },
  ResendInvitation: {
    action: TEAMS_AUDIT_ACTIONS.ResendInvitation,
    object_type: 'invitation',
    async arrange(fixture) {
      const { id } = await h.pendingInvitation(fixture, freshEmail());
      await new Promise((resolve) => setTimeout(resolve, 5)); // a later expiry
      return {
        id,
        write: () =>
          h.client.ResendInvitation({ team_id: fixture.teamId, invitation_id: id }, owner(fixture)),
      };
    },
    changes: { expires_at: {} },
  },
  ChangeMemberRole: {
    action: TEAMS_AUDIT_ACTIONS.ChangeMemberRole,
    object_type: 'member',
    async arrange(fixture) {
      const [member] = fixture.members;
      return {
        id: member.id,
        subject: member.id,
        write: () =>
          h.client.ChangeMemberRole(
            { team_id: fixture.teamId, user_id: member.id, role: 'manager' },
            owner(fixture),
          ),
      };
    },
    changes: { role: { before: 'member', after: 'manager' } },
  },
  RemoveMember: {
    action: TEAMS_AUDIT_ACTIONS.RemoveMember,
    object_type: 'member',
    async arrange(fixture) {
      const [member] = fixture.members;
      return {
        id: member.id,
        subject: member.id,
        write: () =>
          h.client.RemoveMember({ team_id: fixture.teamId, user_id: member.id }, owner(fixture)),
      };
    },
    changes: { role: { before: 'member' }, user_id: {} },
  },
  CreateGroup: {
    action: TEAMS_AUDIT_ACTIONS.CreateGroup,
    object_type: 'group',
    async arrange(fixture) {
      return { write: () => newGroup(fixture, 'Created') };
    },
    changes: { name: { after: 'Created' } },
  },
  UpdateGroup: {
    action: TEAMS_AUDIT_ACTIONS.UpdateGroup,
    object_type: 'group',
    async arrange(fixture) {
      const group = await newGroup(fixture, 'Before');
      return {
        id: group.id,
        write: () =>
          h.client.UpdateGroup(
            { team_id: fixture.teamId, group_id: group.id, name: 'After' },
            owner(fixture),
          ),
      };
    },
    changes: { name: { before: 'Before', after: 'After' } },
  },
  DeleteGroup: {
    action: TEAMS_AUDIT_ACTIONS.DeleteGroup,
    object_type: 'group',
    async arrange(fixture) {
      const group = await newGroup(fixture, 'Gone');
      return {
        id: group.id,
        write: () =>
          h.client.DeleteGroup({ team_id: fixture.teamId, group_id: group.id }, owner(fixture)),
      };
    },
    changes: { name: { before: 'Gone' } },
  },
  UpdateTeamSettings: {
    action: TEAMS_AUDIT_ACTIONS.UpdateTeamSettings,
    object_type: 'team_settings',
    async arrange(fixture) {
      return {
        id: fixture.teamId,
        write: () =>
          h.client.UpdateTeamSettings(
            { team_id: fixture.teamId, terms_enabled: true, default_net_term: 45 },
            owner(fixture),
          ),
      };
    },
    changes: { terms_enabled: { before: false, after: true }, default_net_term: { after: 45 } },
  },
};

/** Neither the field names nor the values of a change carry a secret. */
function expectNoSecret(changes: Record<string, unknown>) {
  const names = changedFieldNames(changes);
  expect(names.filter((name) => SECRET_FIELD_NAME.test(name))).toEqual([]);
  expect(names).not.toContain('created_at');
}

describe('change.recorded of the teams write rpcs', () => {
  it('has a case for every write rpc the gateway routes to the teams service', () => {
    expect(Object.keys(CASES).sort()).toEqual(gatewayWriteRpcs('teams'));
  });

  it.each(gatewayWriteRpcs('teams').filter((rpc) => rpc !== 'CreateTeam'))(
    '%s records exactly one change',
    async (rpc: string) => {
      const audit = CASES[rpc];
      expect(audit).toBeDefined();
      const fixture = await h.team({ members: 1 });
      const arranged = await audit.arrange(fixture);

      const { recorded, answer } = await changesRecordedBy(h.db, fixture.teamId, arranged.write);

      expect(recorded).toHaveLength(1);
      const [event] = recorded;
      const given = answer as { id?: number; invitation_id?: number | string };
      expect(event).toMatchObject({
        source: 'teams',
        actor: { user_id: (arranged.actor ?? fixture.owner).id },
        data: {
          team_id: fixture.teamId,
          action: audit.action,
          object_type: audit.object_type,
          object_id: String(arranged.id ?? given.id ?? given.invitation_id),
          subject_user_id: arranged.subject ?? 0,
        },
      });
      for (const [field, change] of Object.entries(audit.changes))
        expect(event.data.changes[field]).toMatchObject(change);
      expectNoSecret(event.data.changes);
    },
  );

  it('CreateTeam records exactly one change, in the new team', async () => {
    const user = h.newUser('founder');

    const team = await h.client.CreateTeam({ name: 'Audited team' }, as(user));

    const recorded = await changesRecordedFor(h.db, team.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      actor: { user_id: user.id },
      data: {
        team_id: team.id,
        action: TEAMS_AUDIT_ACTIONS.CreateTeam,
        object_type: 'team',
        object_id: String(team.id),
        changes: { name: { after: 'Audited team' }, owner_user_id: { after: user.id } },
        subject_user_id: 0,
      },
    });
    expectNoSecret(recorded[0].data.changes);
  });

  it('an invitation sent and accepted never records its token or its hash', async () => {
    const fixture = await h.team();
    const user = h.newUser('invitee');
    const { id, token } = await h.pendingInvitation(fixture, user.email);
    await h.client.AcceptInvitation({ token }, as(user));

    const recorded = (await changesRecordedFor(h.db, fixture.teamId)).filter(
      (event) => event.data.object_type === 'invitation' && event.data.object_id === String(id),
    );
    expect(recorded.map((event) => event.data.action)).toEqual([
      'invitation.sent',
      'invitation.accepted',
    ]);
    const stored = await h.db.collection('invitations').findOne({ _id: id as never });
    for (const event of recorded) {
      expect(JSON.stringify(event)).not.toContain(token);
      expect(JSON.stringify(event)).not.toContain(String(stored?.token_hash));
    }
  });

  it('a registered user added at once records member.added, not invitation.sent', async () => {
    const fixture = await h.team({ addDirectly: true });
    const user = h.newUser('direct');

    const { recorded } = await changesRecordedBy(h.db, fixture.teamId, () =>
      h.client.SendInvitation(
        { team_id: fixture.teamId, email: user.email, role: 'member' },
        owner(fixture),
      ),
    );

    expect(recorded).toHaveLength(1);
    expect(recorded[0].data).toMatchObject({
      action: TEAMS_AUDIT_ACTIONS.SendInvitationAddedDirectly,
      object_type: 'member',
      object_id: String(user.id),
      subject_user_id: user.id,
      changes: { role: { after: 'member' }, user_id: { after: user.id } },
    });
  });
});

describe('what records no change', () => {
  it('a write refused (the last owner removed, a taken group name) records nothing', async () => {
    const fixture = await h.team();
    await newGroup(fixture, 'Taken');

    const { recorded } = await changesRecordedBy(h.db, fixture.teamId, async () => {
      await failureOf(
        h.client.RemoveMember(
          { team_id: fixture.teamId, user_id: fixture.owner.id },
          owner(fixture),
        ),
      );
      await failureOf(newGroup(fixture, 'Taken'));
    });

    expect(recorded).toEqual([]);
  });

  it('an update that changes nothing records nothing', async () => {
    const fixture = await h.team({ members: 1 });
    const group = await newGroup(fixture, 'Same');

    const { recorded } = await changesRecordedBy(h.db, fixture.teamId, async () => {
      await h.client.UpdateTeamSettings(
        { team_id: fixture.teamId, terms_enabled: false },
        owner(fixture),
      );
      await h.client.UpdateGroup(
        { team_id: fixture.teamId, group_id: group.id, name: 'Same' },
        owner(fixture),
      );
      await h.client.ChangeMemberRole(
        { team_id: fixture.teamId, user_id: fixture.members[0].id, role: 'member' },
        owner(fixture),
      );
    });

    expect(recorded).toEqual([]);
  });
});
