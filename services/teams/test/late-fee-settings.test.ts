// Late-fee settings (issue 35): late_fee_type (percent | fixed), late_fee_value (a percent
// 0–100 with 2 decimals, or an amount in the team currency's places; 0 charges none),
// late_fee_after_days (0–365), late_fee_repeat (once | monthly), late_fee_max_times
// (1–120): defaults, stored, read by GetTeamSettings and GetTeamProfile, refused with
// INVALID_SETTINGS naming the field when out of their rules, changing nothing.
import { Reason } from '@workmesh/platform';
import { as, failureOf, teamsForFile } from './teams-harness';

const h = teamsForFile();

const DEFAULTS = {
  late_fee_type: 'percent',
  late_fee_value: 0,
  late_fee_after_days: 0,
  late_fee_repeat: 'once',
  late_fee_max_times: 1,
};

describe('late-fee settings', () => {
  it('default to percent 0 (no fee), after 0 days, once, at most 1, also for settings stored without them', async () => {
    const fixture = await h.team();

    expect(
      await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner)),
    ).toMatchObject(DEFAULTS);
    expect((await h.client.GetTeamProfile({ team_id: fixture.teamId })).settings).toMatchObject(
      DEFAULTS,
    );
    await h.db
      .collection('team_settings')
      .updateOne(
        { _id: fixture.teamId as never },
        { $unset: Object.fromEntries(Object.keys(DEFAULTS).map((field) => [field, ''])) },
      );
    expect(
      await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner)),
    ).toMatchObject(DEFAULTS);
  });

  it('are stored as given and read by GetTeamSettings and GetTeamProfile', async () => {
    const fixture = await h.team({ managers: 1 });
    const changes = {
      late_fee_type: 'percent',
      late_fee_value: 12.75,
      late_fee_after_days: 365,
      late_fee_repeat: 'monthly',
      late_fee_max_times: 120,
    };

    const settings = await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, ...changes },
      as(fixture.managers[0]),
    );

    expect(settings).toMatchObject(changes);
    expect(
      await h.db.collection('team_settings').findOne({ _id: fixture.teamId as never }),
    ).toMatchObject(changes);
    expect((await h.client.GetTeamProfile({ team_id: fixture.teamId })).settings).toMatchObject(
      changes,
    );
  });

  it("take a fixed amount in the team currency's places (JPY none, KWD three)", async () => {
    const fixture = await h.team();
    await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, currency: 'KWD', late_fee_type: 'fixed', late_fee_value: 1.25 },
      as(fixture.owner),
    );
    const kwd = await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, late_fee_value: 2.125 },
      as(fixture.owner),
    );
    expect(kwd).toMatchObject({ currency: 'KWD', late_fee_type: 'fixed', late_fee_value: 2.125 });

    const yen = await failureOf(
      h.client.UpdateTeamSettings({ team_id: fixture.teamId, currency: 'JPY' }, as(fixture.owner)),
    );
    expect(yen).toMatchObject({ kind: 'invalid_argument', reason: Reason.INVALID_SETTINGS });
    expect(yen.message).toBe('The late_fee_value must have at most 0 decimal places in JPY.');
    expect(Object.keys(yen.fields ?? {})).toEqual(['late_fee_value']);
    expect(
      await h.client.UpdateTeamSettings(
        { team_id: fixture.teamId, currency: 'JPY', late_fee_value: 500 },
        as(fixture.owner),
      ),
    ).toMatchObject({ currency: 'JPY', late_fee_value: 500 });
  });

  const PERCENT =
    'The late_fee_value must be a percent between 0 and 100 with at most 2 decimal places.';
  it.each([
    ['a percent over 100', { late_fee_value: 100.01 }, 'late_fee_value', PERCENT],
    ['a percent with 3 decimals', { late_fee_value: 1.125 }, 'late_fee_value', PERCENT],
    [
      'a negative value',
      { late_fee_value: -1 },
      'late_fee_value',
      'The late_fee_value must be a number of at least 0.',
    ],
    [
      'a fixed amount with 3 decimals in USD',
      { late_fee_type: 'fixed', late_fee_value: 1.005 },
      'late_fee_value',
      'The late_fee_value must have at most 2 decimal places in USD.',
    ],
    [
      'another type',
      { late_fee_type: 'daily' },
      'late_fee_type',
      'The late_fee_type must be one of: percent, fixed.',
    ],
    [
      'another repeat',
      { late_fee_repeat: 'weekly' },
      'late_fee_repeat',
      'The late_fee_repeat must be one of: once, monthly.',
    ],
    [
      'after_days over 365',
      { late_fee_after_days: 366 },
      'late_fee_after_days',
      'The late_fee_after_days must be a whole number of days between 0 and 365.',
    ],
    [
      'max_times 0',
      { late_fee_max_times: 0 },
      'late_fee_max_times',
      'The late_fee_max_times must be a whole number between 1 and 120.',
    ],
    [
      'max_times over 120',
      { late_fee_max_times: 121 },
      'late_fee_max_times',
      'The late_fee_max_times must be a whole number between 1 and 120.',
    ],
  ])(
    'refuse %s with INVALID_SETTINGS naming the field, changing nothing',
    async (_case, changes, field, message) => {
      const fixture = await h.team();

      const error = await failureOf(
        h.client.UpdateTeamSettings(
          { team_id: fixture.teamId, default_net_term: 10, ...changes },
          as(fixture.owner),
        ),
      );

      expect(error).toMatchObject({ kind: 'invalid_argument', reason: Reason.INVALID_SETTINGS });
      expect(error.message).toBe(message);
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
      expect(
        await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner)),
      ).toMatchObject({ ...DEFAULTS, default_net_term: 30 });
    },
  );

  it('may not be changed by a member', async () => {
    const fixture = await h.team({ members: 1 });

    const error = await failureOf(
      h.client.UpdateTeamSettings(
        { team_id: fixture.teamId, late_fee_value: 5 },
        as(fixture.members[0]),
      ),
    );

    expect(error).toMatchObject({ kind: 'permission_denied' });
    expect(
      (await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner)))
        .late_fee_value,
    ).toBe(0);
  });
});
