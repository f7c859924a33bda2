// What tracking asks teams: GetMember (role and pay settings, NOT_FOUND when not a
// member) and the time-tracking settings (timezone IANA, week_start, overlap).
import { Reason, SpecText } from '@workmesh/platform';
import { as, failureOf, teamsForFile } from './teams-harness';

const h = teamsForFile();

describe('GetMember', () => {
  it("answers an invited member's role and pay, hourly_rate derived for fixed pay", async () => {
    const fixture = await h.team();
    const invitee = h.newUser();
    await h.client.UpdateTeamSettings(
      { team_id: fixture.teamId, add_registered_users_directly: true },
      as(fixture.owner),
    );
    await h.client.SendInvitation(
      {
        team_id: fixture.teamId,
        email: invitee.email,
        role: 'manager',
        pay_type: 'fixed',
        pay_period: 'bi-weekly',
        pay_rate: 2000,
        bill_rate: 60,
      },
      as(fixture.owner),
    );

    const member = await h.client.GetMember({ team_id: fixture.teamId, user_id: invitee.id });

    expect(member).toMatchObject({ team_id: fixture.teamId, user_id: invitee.id, role: 'manager' });
    expect(member.pay).toMatchObject({ pay_type: 'fixed', hourly_rate: 25, bill_rate: 60 });
  });

  it('answers the default pay settings for the owner who made the team', async () => {
    const fixture = await h.team();

    const member = await h.client.GetMember({ team_id: fixture.teamId, user_id: fixture.owner.id });

    expect(member.role).toBe('owner');
    expect(member.pay).toMatchObject({ pay_type: 'hourly', hourly_rate: 0 });
  });

  it('answers NOT_FOUND for a user who is not a member', async () => {
    const fixture = await h.team();

    const error = await failureOf(
      h.client.GetMember({ team_id: fixture.teamId, user_id: h.newUser().id }),
    );

    expect(error.kind).toBe('not_found');
    expect(error.reason).toBe(Reason.MEMBERSHIP_NOT_FOUND);
  });
});

describe('Time-tracking settings', () => {
  it('default to UTC, monday, overlapping entries not allowed', async () => {
    const fixture = await h.team();

    const settings = await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner));

    expect(settings).toMatchObject({
      timezone: 'UTC',
      week_start: 'monday',
      allow_overlapping_time_entries: false,
    });
  });

  it('change when given; the zone is stored in its canonical spelling', async () => {
    const fixture = await h.team();

    const settings = await h.client.UpdateTeamSettings(
      {
        team_id: fixture.teamId,
        timezone: 'america/new_york',
        week_start: 'sunday',
        allow_overlapping_time_entries: true,
      },
      as(fixture.owner),
    );

    expect(settings).toMatchObject({
      timezone: 'America/New_York',
      week_start: 'sunday',
      allow_overlapping_time_entries: true,
    });
    expect(await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner))).toEqual(
      settings,
    );
  });

  it('refuses a zone that is not IANA and a week_start that is not a day, changing nothing', async () => {
    const fixture = await h.team();

    const zone = await failureOf(
      h.client.UpdateTeamSettings(
        { team_id: fixture.teamId, timezone: 'Mars/Olympus', week_start: 'sunday' },
        as(fixture.owner),
      ),
    );
    const day = await failureOf(
      h.client.UpdateTeamSettings(
        { team_id: fixture.teamId, week_start: 'Mon' },
        as(fixture.owner),
      ),
    );

    expect(zone.reason).toBe(Reason.INVALID_SETTINGS);
    expect(zone.message).toBe(SpecText.INVALID_TIMEZONE);
    expect(day.message).toBe(
      'The week_start must be one of: monday, tuesday, wednesday, thursday, friday, saturday, sunday.',
    );
    const settings = await h.client.GetTeamSettings({ team_id: fixture.teamId }, as(fixture.owner));
    expect(settings.week_start).toBe('monday');
  });
});
