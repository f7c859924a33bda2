// Holiday calendars (docs/time-off.md, Holidays): dates one per date and sorted, seeding
// a year's public holidays of a country from date-holidays, the team's default calendar
// (one at a time), and members who follow a calendar of their own (one each).
import { asMember, asOwner, failureOf, schedulingForFile } from './scheduling-harness';

const h = schedulingForFile();

type CalendarFields = Parameters<typeof h.client.CreateHolidayCalendar>[0];
const calendar = (fields: Partial<CalendarFields> = {}): CalendarFields => ({
  name: `Holidays ${Math.random().toString(36).slice(2, 8)}`,
  dates: [],
  user_ids: [],
  ...fields,
});

describe('creating a holiday calendar', () => {
  it('stores the dates sorted, one per date', async () => {
    const fixture = h.team();

    const created = await h.client.CreateHolidayCalendar(
      calendar({
        dates: [
          { date: '2030-12-25', name: 'Christmas' },
          { date: '2030-01-01', name: 'New Year' },
        ],
      }),
      asOwner(fixture),
    );

    expect(created.dates).toEqual([
      { date: '2030-01-01', name: 'New Year' },
      { date: '2030-12-25', name: 'Christmas' },
    ]);
    expect(created.default).toBe(false);
  });

  it('seeds the public holidays of US 2026 as date-holidays lists them (observed 3 July too)', async () => {
    const fixture = h.team();

    const created = await h.client.CreateHolidayCalendar(
      calendar({ country: 'us', seed_year: 2026, dates: [{ date: '2026-12-24', name: 'Eve' }] }),
      asOwner(fixture),
    );

    expect(created.country).toBe('US');
    expect(created.dates).toContainEqual({
      date: '2026-07-03',
      name: 'Independence Day (substitute day)',
    });
    expect(created.dates).toContainEqual({ date: '2026-07-04', name: 'Independence Day' });
    expect(created.dates).toContainEqual({ date: '2026-12-24', name: 'Eve' });
    expect(created.dates).toContainEqual({ date: '2026-11-26', name: 'Thanksgiving Day' });
    const dates = created.dates.map((holiday) => holiday.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('a date given wins over the seeded holiday of that date', async () => {
    const fixture = h.team();

    const created = await h.client.CreateHolidayCalendar(
      calendar({ country: 'US', seed_year: 2026, dates: [{ date: '2026-12-25', name: 'Xmas' }] }),
      asOwner(fixture),
    );

    expect(created.dates.filter((holiday) => holiday.date === '2026-12-25')).toEqual([
      { date: '2026-12-25', name: 'Xmas' },
    ]);
  });

  it('an unknown country or region is 400 HOLIDAY_REGION_UNKNOWN', async () => {
    const fixture = h.team();

    const country = await failureOf(
      h.client.CreateHolidayCalendar(calendar({ country: 'XX' }), asOwner(fixture)),
    );
    const region = await failureOf(
      h.client.CreateHolidayCalendar(calendar({ country: 'US', region: 'ZZ' }), asOwner(fixture)),
    );

    expect(country).toMatchObject({ kind: 'invalid_argument', reason: 'HOLIDAY_REGION_UNKNOWN' });
    expect(region).toMatchObject({
      reason: 'HOLIDAY_REGION_UNKNOWN',
      fields: { region: expect.any(Array) },
    });
  });

  it('a date given twice, or not a date, is 400', async () => {
    const fixture = h.team();

    const twice = await failureOf(
      h.client.CreateHolidayCalendar(
        calendar({
          dates: [
            { date: '2030-01-01', name: 'a' },
            { date: '2030-01-01', name: 'b' },
          ],
        }),
        asOwner(fixture),
      ),
    );
    const invalid = await failureOf(
      h.client.CreateHolidayCalendar(
        calendar({ dates: [{ date: '2030-02-30', name: 'a' }] }),
        asOwner(fixture),
      ),
    );

    expect(twice.message).toBe('A calendar has one holiday per date: a date is given twice.');
    expect(invalid.message).toBe('Each holiday date must be a valid YYYY-MM-DD date.');
  });

  it('a member may read calendars but not create one', async () => {
    const fixture = h.team({ members: 1 });
    const created = await h.client.CreateHolidayCalendar(calendar(), asOwner(fixture));

    const read = await h.client.GetHolidayCalendar({ calendar_id: created.id }, asMember(fixture));
    const error = await failureOf(h.client.CreateHolidayCalendar(calendar(), asMember(fixture)));

    expect(read.id).toBe(created.id);
    expect(error.kind).toBe('permission_denied');
  });
});

describe('the default calendar', () => {
  it('making one the default unsets the other', async () => {
    const fixture = h.team();
    const first = await h.client.CreateHolidayCalendar(
      calendar({ name: 'First', default: true }),
      asOwner(fixture),
    );
    const second = await h.client.CreateHolidayCalendar(
      calendar({ name: 'Second' }),
      asOwner(fixture),
    );

    await h.client.UpdateHolidayCalendar(
      {
        calendar_id: second.id,
        fields: { default: true, dates: [], user_ids: [] },
        replace_dates: false,
        replace_user_ids: false,
      },
      asOwner(fixture),
    );

    const list = await h.client.ListHolidayCalendars({}, asOwner(fixture));
    expect(list.calendars.map((one) => [one.id, one.default])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
  });
});

describe('calendars written at once', () => {
  it('two calendars made the default at once leave exactly one default', async () => {
    const fixture = h.team();

    await Promise.all(
      ['One', 'Two', 'Three'].map((name) =>
        h.client.CreateHolidayCalendar(calendar({ name, default: true }), asOwner(fixture)),
      ),
    );

    const list = await h.client.ListHolidayCalendars({}, asOwner(fixture));
    expect(list.calendars.filter((one) => one.default)).toHaveLength(1);
  });
});

describe('members on a calendar', () => {
  it('a member named on two calendars is refused (409)', async () => {
    const fixture = h.team({ members: 1 });
    const [member] = fixture.members;
    await h.client.CreateHolidayCalendar(calendar({ user_ids: [member.id] }), asOwner(fixture));

    const error = await failureOf(
      h.client.CreateHolidayCalendar(calendar({ user_ids: [member.id] }), asOwner(fixture)),
    );

    expect(error).toMatchObject({
      kind: 'already_exists',
      reason: 'HOLIDAY_CALENDAR_MEMBER_TAKEN',
      fields: { user_ids: [String(member.id)] },
    });
  });

  it('update merges dates unless replace_dates; a name taken in another case is 409', async () => {
    const fixture = h.team();
    await h.client.CreateHolidayCalendar(calendar({ name: 'Taken' }), asOwner(fixture));
    const created = await h.client.CreateHolidayCalendar(
      calendar({ dates: [{ date: '2030-01-01', name: 'New Year' }] }),
      asOwner(fixture),
    );

    const merged = await h.client.UpdateHolidayCalendar(
      {
        calendar_id: created.id,
        fields: { dates: [{ date: '2030-05-01', name: 'May Day' }], user_ids: [] },
        replace_dates: false,
        replace_user_ids: false,
      },
      asOwner(fixture),
    );
    const replaced = await h.client.UpdateHolidayCalendar(
      {
        calendar_id: created.id,
        fields: { dates: [{ date: '2030-06-01', name: 'June' }], user_ids: [] },
        replace_dates: true,
        replace_user_ids: false,
      },
      asOwner(fixture),
    );
    const error = await failureOf(
      h.client.UpdateHolidayCalendar(
        {
          calendar_id: created.id,
          fields: { name: 'TAKEN', dates: [], user_ids: [] },
          replace_dates: false,
          replace_user_ids: false,
        },
        asOwner(fixture),
      ),
    );

    expect(merged.dates.map((one) => one.date)).toEqual(['2030-01-01', '2030-05-01']);
    expect(replaced.dates.map((one) => one.date)).toEqual(['2030-06-01']);
    expect(error.reason).toBe('HOLIDAY_CALENDAR_NAME_TAKEN');
  });

  it('delete removes the calendar; another team cannot touch it', async () => {
    const [fixture, other] = [h.team(), h.team()];
    const created = await h.client.CreateHolidayCalendar(calendar(), asOwner(fixture));

    const foreign = await failureOf(
      h.client.DeleteHolidayCalendar({ calendar_id: created.id }, asOwner(other)),
    );
    await h.client.DeleteHolidayCalendar({ calendar_id: created.id }, asOwner(fixture));
    const gone = await failureOf(
      h.client.GetHolidayCalendar({ calendar_id: created.id }, asOwner(fixture)),
    );

    expect(foreign.reason).toBe('HOLIDAY_CALENDAR_NOT_FOUND');
    expect(gone.reason).toBe('HOLIDAY_CALENDAR_NOT_FOUND');
  });
});
