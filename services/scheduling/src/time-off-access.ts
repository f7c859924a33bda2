// What every time-off use case checks of the people it names (docs/time-off.md, Who
// may): named members must be the team's (400 NOT_TEAM_MEMBERS, as schedules answer),
// named groups the team's (404 GROUPS_NOT_FOUND); and what it reads of teams about a
// member: their working days and join date, with the team's zone and hours per day.
import { invalidArgument, Reason, recordNotFound } from '@workmesh/platform';
import type { TeamCalendarSettings, TeamsDirectory } from './teams-directory';
import { dayOfInstantIn, workingDaysOf } from './time-off-dates';

export const NOT_MEMBERS_MESSAGE = 'One or more users are not members of the team.';

/** A working day of a member counts this many hours in hours-unit time off unless scheduled. */
export const DEFAULT_HOURS_PER_DAY = 8;

export async function requireTeamMembers(
  teams: TeamsDirectory,
  teamId: number,
  userIds: number[],
  field: string,
): Promise<void> {
  if (userIds.length === 0) return;
  const outsiders = await teams.nonMembers(teamId, userIds);
  if (outsiders.length > 0)
    throw invalidArgument(Reason.NOT_TEAM_MEMBERS, NOT_MEMBERS_MESSAGE, {
      [field]: outsiders.map(String),
    });
}

export async function requireTeamGroups(
  teams: TeamsDirectory,
  teamId: number,
  groupIds: number[],
): Promise<void> {
  if (groupIds.length === 0) return;
  const { missingGroupIds } = await teams.peopleOfGroups(teamId, groupIds);
  if (missingGroupIds.length > 0) throw recordNotFound(Reason.GROUPS_NOT_FOUND);
}

/** A member as time off reckons them. */
export interface MemberCalendarFacts {
  userId: number;
  /** The team's zone: the days of time off are its days. */
  timezone: string;
  /** sun … sat: the membership's, else the team's, else Monday to Friday. */
  workingDays: string[];
  /** A working day's hours when no shift says (the team's hours_per_day, else 8). */
  hoursPerDay: number;
  /** The join date in the team's zone (YYYY-MM-DD). */
  joinedOn: string;
}

export const teamHoursPerDay = (settings: TeamCalendarSettings): number =>
  settings.hours_per_day > 0 ? settings.hours_per_day : DEFAULT_HOURS_PER_DAY;

/** The member's facts, or NOT_FOUND MEMBERSHIP_NOT_FOUND when they are not the team's. */
export async function memberFacts(
  teams: TeamsDirectory,
  teamId: number,
  userId: number,
): Promise<MemberCalendarFacts> {
  const [settings, membership] = await Promise.all([
    teams.calendarSettings(teamId),
    teams.membership(teamId, userId),
  ]);
  if (!membership) throw recordNotFound(Reason.MEMBERSHIP_NOT_FOUND);
  const joined = new Date(membership.joined_at);
  return {
    userId,
    timezone: settings.timezone,
    workingDays: workingDaysOf(membership.working_days, settings.working_days),
    hoursPerDay: teamHoursPerDay(settings),
    joinedOn: Number.isNaN(joined.getTime())
      ? '1970-01-01'
      : dayOfInstantIn(joined, settings.timezone),
  };
}
