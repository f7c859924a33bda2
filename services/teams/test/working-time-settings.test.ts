// The working-time settings (time off and attendance): working_days (sun … sat, Monday to
// Friday unless set), hours_per_day (0.5..24, 2 decimals, 8 unless set) and
// late_start_threshold_minutes (0..720, 5 unless set), through the real service.
import { Reason, WORKING_DAYS } from '@workmesh/platform';
import { as, failureOf, teamsForFile } from './teams-harness';

const h = teamsForFile();

describe('working-time settings', () => {
  it('default to Monday to Friday, 8 hours a day and a 5-minute late-start threshold', async () => {
    const fixture = await h.team();

    const settings = await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner));

    expect(settings).toMatchObject({
      working_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      hours_per_day: 8,
      late_start_threshold_minutes: 5,
    });
  });

  it('change when given; the days are stored in week order, Sunday first', async () => {
    const fixture = await h.team();

    const settings = await h.client.UpdateTeamSettings(
      {
        team_id: fixture.teamId,
        working_days: ['thu', 'sun', 'mon', 'tue', 'wed'],
        replace_working_days: true,
        hours_per_day: 7.25,
        late_start_threshold_minutes: 0,
      },
      as(fixture.owner),
    );

    expect(settings).toMatchObject({
      working_days: ['sun', 'mon', 'tue', 'wed', 'thu'],
      hours_per_day: 7.25,
      late_start_threshold_minutes: 0,
    });
    expect(await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner))).toEqual(
      settings,
    );
  });

  it.each(WORKING_DAYS)('take %s, every day of the platform list', async (day) => {
    const fixture = await h.team();

    const settings = await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, working_days: [day], replace_working_days: true },
      as(fixture.owner),
    );

    expect(settings.working_days).toEqual([day]);
  });

  it('keep the working days when the request does not say it gives them; an empty list is the default again', async () => {
    const fixture = await h.team({ managers: 1 });
    const [manager] = fixture.managers;
    await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, working_days: ['sat', 'sun'], replace_working_days: true },
      as(manager!),
    );

    const untouched = await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, working_days: [], hours_per_day: 6 },
      as(manager!),
    );
    const reset = await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, working_days: [], replace_working_days: true },
      as(manager!),
    );

    expect(untouched).toMatchObject({ working_days: ['sun', 'sat'], hours_per_day: 6 });
    expect(reset).toMatchObject({
      working_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      hours_per_day: 6,
    });
  });

  it.each([
    [
      'an unknown day',
      { working_days: ['mon', 'monday'], replace_working_days: true },
      'working_days',
      'The working_days must be distinct days of: sun, mon, tue, wed, thu, fri, sat.',
    ],
    [
      'a day twice',
      { working_days: ['mon', 'mon'], replace_working_days: true },
      'working_days',
      'The working_days must be distinct days of: sun, mon, tue, wed, thu, fri, sat.',
    ],
    [
      'hours_per_day under half an hour',
      { hours_per_day: 0.25 },
      'hours_per_day',
      'The hours_per_day must be a number of hours between 0.5 and 24 with at most 2 decimal places.',
    ],
    [
      'hours_per_day over 24',
      { hours_per_day: 24.5 },
      'hours_per_day',
      'The hours_per_day must be a number of hours between 0.5 and 24 with at most 2 decimal places.',
    ],
    [
      'hours_per_day with 3 decimals',
      { hours_per_day: 7.125 },
      'hours_per_day',
      'The hours_per_day must be a number of hours between 0.5 and 24 with at most 2 decimal places.',
    ],
    [
      'a threshold over 12 hours',
      { late_start_threshold_minutes: 721 },
      'late_start_threshold_minutes',
      'The late_start_threshold_minutes must be a whole number of minutes between 0 and 720.',
    ],
    [
      'a negative threshold',
      { late_start_threshold_minutes: -1 },
      'late_start_threshold_minutes',
      'The late_start_threshold_minutes must be a whole number of minutes between 0 and 720.',
    ],
  ])(
    'refuse %s with INVALID_SETTINGS naming the field, changing nothing',
    async (_case, fields, field, message) => {
      const fixture = await h.team();

      const error = await failureOf(
        h.client.UpdateTeamSettings(
          { team_id: fixture.teamId, week_start: 'sunday', ...fields },
          as(fixture.owner),
        ),
      );

      expect(error.kind).toBe('invalid_argument');
      expect(error.reason).toBe(Reason.INVALID_SETTINGS);
      expect(error.message).toBe(message);
      expect(error.fields).toEqual({ [field]: [message] });
      const settings = await h.client.GetTeamSettings(
        { team_id: fixture.teamId },
        as(fixture.owner),
      );
      expect(settings).toMatchObject({
        week_start: 'monday',
        working_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
        hours_per_day: 8,
        late_start_threshold_minutes: 5,
      });
    },
  );

  it('are not a member’s to change', async () => {
    const fixture = await h.team({ members: 1 });

    const error = await failureOf(
      h.client.UpdateTeamSettings(
        { team_id: fixture.teamId, hours_per_day: 6 },
        as(fixture.members[0]!),
      ),
    );

    expect(error.kind).toBe('permission_denied');
  });
});
