// Money settings (issue 34): the team's currency (ISO 4217, USD unless set, stored upper
// case) and locale (BCP 47, en-US unless set, stored canonical), read by GetTeamSettings and
// GetTeamProfile, changed by owners and managers through UpdateTeamSettings and audited.
import { Reason } from '@workmesh/platform';
import { changesRecordedBy } from '@workmesh/testing';
import { TEAMS_AUDIT_ACTIONS } from '../src/events';
import { as, failureOf, teamsForFile } from './teams-harness';

const h = teamsForFile();

const INVALID_CURRENCY = 'The currency must be an ISO 4217 currency code.';
const INVALID_LOCALE = 'The locale must be a BCP 47 language tag.';

describe('currency and locale', () => {
  it('default to USD and en-US in GetTeamSettings and GetTeamProfile', async () => {
    const fixture = await h.team();

    const settings = await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner));
    const profile = await h.client.GetTeamProfile({ team_id: fixture.teamId });

    expect(settings).toMatchObject({ currency: 'USD', locale: 'en-US' });
    expect(profile.settings).toMatchObject({ currency: 'USD', locale: 'en-US' });
  });

  it('read as USD and en-US for settings stored before issue 34 (without the fields)', async () => {
    const fixture = await h.team();
    await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, default_net_term: 14 },
      as(fixture.owner),
    );
    await h.db
      .collection('team_settings')
      .updateOne({ _id: fixture.teamId as never }, { $unset: { currency: '', locale: '' } });
    const stored = await h.db.collection('team_settings').findOne({ _id: fixture.teamId as never });
    expect(stored).not.toHaveProperty('currency');

    const settings = await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner));

    expect(settings).toMatchObject({ currency: 'USD', locale: 'en-US', default_net_term: 14 });
  });

  it('change when given: the currency in any case stored upper case, the locale canonical', async () => {
    const fixture = await h.team();

    const settings = await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, currency: 'eur', locale: 'de-de' },
      as(fixture.owner),
    );

    expect(settings).toMatchObject({ currency: 'EUR', locale: 'de-DE' });
    expect(
      await h.db.collection('team_settings').findOne({ _id: fixture.teamId as never }),
    ).toMatchObject({ currency: 'EUR', locale: 'de-DE' });
    expect(await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner))).toEqual(
      settings,
    );
    expect((await h.client.GetTeamProfile({ team_id: fixture.teamId })).settings).toMatchObject({
      currency: 'EUR',
      locale: 'de-DE',
    });
  });

  it('keep the other settings when only one of them is given', async () => {
    const fixture = await h.team();
    await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, currency: 'JPY', locale: 'ja-JP' },
      as(fixture.owner),
    );

    const settings = await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, locale: 'en-GB' },
      as(fixture.owner),
    );

    expect(settings).toMatchObject({ currency: 'JPY', locale: 'en-GB' });
  });

  it('may be changed by a manager, not by a member', async () => {
    const fixture = await h.team({ managers: 1, members: 1 });

    const byManager = await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, currency: 'KWD' },
      as(fixture.managers[0]),
    );
    const byMember = await failureOf(
      h.client.UpdateTeamSettings(
        { team_id: fixture.teamId, currency: 'EUR' },
        as(fixture.members[0]),
      ),
    );

    expect(byManager.currency).toBe('KWD');
    expect(byMember).toMatchObject({ kind: 'permission_denied', reason: 'PERMISSION_DENIED' });
    expect(
      (await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner))).currency,
    ).toBe('KWD');
  });

  it.each([
    ['a code that is not ISO 4217', 'ABC'],
    ['a name', 'Dollar'],
    ['a symbol', '$'],
    ['two letters', 'US'],
    ['an empty text', ''],
  ])('refuse %s with INVALID_SETTINGS, changing nothing', async (_case, currency) => {
    const fixture = await h.team();

    const error = await failureOf(
      h.client.UpdateTeamSettings(
        { team_id: fixture.teamId, currency, default_net_term: 10 },
        as(fixture.owner),
      ),
    );

    expect(error).toMatchObject({ kind: 'invalid_argument', reason: Reason.INVALID_SETTINGS });
    expect(error.message).toBe(INVALID_CURRENCY);
    expect(Object.keys(error.fields ?? {})).toEqual(['currency']);
    expect(
      await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner)),
    ).toMatchObject({ currency: 'USD', default_net_term: 30 });
  });

  it.each([['not a locale'], ['en_US_'], ['x'.repeat(40)], ['']])(
    'refuse the locale %j with INVALID_SETTINGS, changing nothing',
    async (locale) => {
      const fixture = await h.team();

      const error = await failureOf(
        h.client.UpdateTeamSettings({ team_id: fixture.teamId, locale }, as(fixture.owner)),
      );

      expect(error).toMatchObject({ kind: 'invalid_argument', reason: Reason.INVALID_SETTINGS });
      expect(error.message).toBe(INVALID_LOCALE);
      expect(
        (await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner))).locale,
      ).toBe('en-US');
    },
  );

  it('are audited like the other settings: one change with before and after', async () => {
    const fixture = await h.team();
    await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner));

    const { recorded } = await changesRecordedBy(h.db, fixture.teamId, () =>
      h.client.UpdateTeamSettings(
        { team_id: fixture.teamId, currency: 'chf', locale: 'fr-CH' },
        as(fixture.owner),
      ),
    );

    expect(recorded).toHaveLength(1);
    expect(recorded[0].data).toMatchObject({
      action: TEAMS_AUDIT_ACTIONS.UpdateTeamSettings,
      object_type: 'team_settings',
      changes: {
        currency: { before: 'USD', after: 'CHF' },
        locale: { before: 'en-US', after: 'fr-CH' },
      },
    });
  });

  it('the same currency given again (in another case) records no change', async () => {
    const fixture = await h.team();
    await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, currency: 'EUR' },
      as(fixture.owner),
    );

    const { recorded } = await changesRecordedBy(h.db, fixture.teamId, () =>
      h.client.UpdateTeamSettings({ team_id: fixture.teamId, currency: 'eur' }, as(fixture.owner)),
    );

    expect(recorded).toEqual([]);
  });
});
