// Team settings: feature settings (how invitations work) and the organization's
// invoice defaults; made with defaults on first read, changed by owners and managers.
import { as, failureOf, teamsForFile } from './teams-harness';

const h = teamsForFile();

describe('GetTeamSettings', () => {
  it('answers the defaults on first read and stores them', async () => {
    const fixture = await h.team();
    expect(
      await h.db.collection('team_settings').countDocuments({ _id: fixture.teamId as never }),
    ).toBe(0);

    const settings = await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner));

    expect(settings).toMatchObject({
      team_id: fixture.teamId,
      add_registered_users_directly: false,
      terms_enabled: false,
      default_net_term: 30,
    });
    expect(settings.terms_text).toBeUndefined();
    expect(settings.default_invoice_notes).toBeUndefined();
    expect(
      await h.db.collection('team_settings').countDocuments({ _id: fixture.teamId as never }),
    ).toBe(1);
  });
});

describe('UpdateTeamSettings', () => {
  it('changes only the fields given', async () => {
    const fixture = await h.team();
    await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, default_invoice_notes: 'Thank you!', default_net_term: 15 },
      as(fixture.owner),
    );

    const settings = await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, terms_enabled: true, terms_text: 'Be nice.' },
      as(fixture.owner),
    );

    expect(settings).toMatchObject({
      add_registered_users_directly: false,
      terms_enabled: true,
      terms_text: 'Be nice.',
      default_invoice_notes: 'Thank you!',
      default_net_term: 15,
    });
    expect(await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner))).toEqual(
      settings,
    );
  });

  it('clears a text given as empty', async () => {
    const fixture = await h.team();
    await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, terms_text: 'Old' },
      as(fixture.owner),
    );

    const settings = await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, terms_text: '' },
      as(fixture.owner),
    );

    expect(settings.terms_text).toBeUndefined();
  });

  it.each([0, 365])('accepts a default net term of %d days', async (days) => {
    const fixture = await h.team();

    const settings = await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, default_net_term: days },
      as(fixture.owner),
    );

    expect(settings.default_net_term).toBe(days);
  });

  it.each([
    ['a default net term below 0', { default_net_term: -1 }, 'default_net_term'],
    ['a default net term over 365', { default_net_term: 366 }, 'default_net_term'],
    ['terms over 10,000 characters', { terms_text: 't'.repeat(10_001) }, 'terms_text'],
    [
      'invoice notes over 5,000 characters',
      { default_invoice_notes: 'n'.repeat(5_001) },
      'default_invoice_notes',
    ],
  ])('refuses %s with INVALID_SETTINGS naming the field', async (_case, fields, field) => {
    const fixture = await h.team();

    const error = await failureOf(
      h.client.UpdateTeamSettings({ team_id: fixture.teamId, ...fields }, as(fixture.owner)),
    );

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: 'INVALID_SETTINGS' });
    expect(error.message).toContain(field);
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
  });

  it('accepts terms of exactly 10,000 characters and notes of 5,000', async () => {
    const fixture = await h.team();

    const settings = await h.client.UpdateTeamSettings(
      {
        team_id: fixture.teamId,
        terms_text: 't'.repeat(10_000),
        default_invoice_notes: 'n'.repeat(5_000),
      },
      as(fixture.owner),
    );

    expect([settings.terms_text?.length, settings.default_invoice_notes?.length]).toEqual([
      10_000, 5_000,
    ]);
  });
});
