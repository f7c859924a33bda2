// GetTeamProfile: a team and its settings for a service that has no caller of the team —
// how the invoices service reads the team's name, invoice defaults and number format
// when it makes a scheduled invoice.
import { Reason } from '@workmesh/platform';
import { as, failureOf, teamsForFile } from './teams-harness';

const h = teamsForFile();

describe('GetTeamProfile', () => {
  it('answers the team without a role, and its settings as GetTeamSettings answers them', async () => {
    const owner = h.newUser('owner');
    const team = await h.client.CreateOrganization({
      owner_user_id: owner.id,
      name: 'Acme',
      description: 'Anvils and rockets',
      request_key: `profile-${owner.id}`,
    });
    await h.client.UpdateTeamSettings(
      {
        team_id: team.id,
        default_invoice_notes: 'Thank you!',
        default_net_term: 14,
        invoice_number_format: 'ACME-{YY}{MM}-{seq:3}',
      },
      as(owner),
    );

    const profile = await h.client.GetTeamProfile({ team_id: team.id });

    expect(profile.team).toEqual({
      id: team.id,
      name: 'Acme',
      description: 'Anvils and rockets',
      created_at: team.created_at,
      owner_user_id: owner.id,
      role: '',
    });
    expect(profile.settings).toEqual(
      await h.client.GetTeamSettings({ team_id: team.id }, as(owner)),
    );
    expect(profile.settings).toMatchObject({
      default_invoice_notes: 'Thank you!',
      default_net_term: 14,
      invoice_number_format: 'ACME-{YY}{MM}-{seq:3}',
    });
  });

  it('answers the default settings of a team that never read them, stored as GetTeamSettings stores them', async () => {
    const fixture = await h.team();

    const profile = await h.client.GetTeamProfile({ team_id: fixture.teamId });

    expect(profile.settings).toMatchObject({
      team_id: fixture.teamId,
      default_net_term: 30,
      timezone: 'UTC',
      week_start: 'monday',
      invoice_number_format: 'INV-{YYYY}-{seq:4}',
    });
    expect(profile.team?.description).toBeUndefined();
    expect(await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner))).toEqual(
      profile.settings,
    );
  });

  it('answers NOT_FOUND TEAM_NOT_FOUND for a team that does not exist', async () => {
    const error = await failureOf(h.client.GetTeamProfile({ team_id: 987_654 }));

    expect(error).toMatchObject({ kind: 'not_found', reason: Reason.TEAM_NOT_FOUND });
    expect(await h.db.collection('team_settings').countDocuments({ _id: 987_654 as never })).toBe(
      0,
    );
  });

  it('refuses a team_id that is not a positive id with INVALID_ARGUMENT', async () => {
    const error = await failureOf(h.client.GetTeamProfile({ team_id: 0 }));

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: Reason.INVALID_REQUEST });
  });
});
