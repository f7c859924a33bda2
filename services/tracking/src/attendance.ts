// The attendance report (docs/attendance.md): per member and day of a range, the time
// their shifts schedule against the time they tracked, with approved time off and holidays
// from scheduling, each member's days read in their own zone (the `timezone` asked, else
// the member's, else the team's). Owners and managers see any member, a group's members or
// the whole team; members only themselves. The rules are in attendance-rules.ts.
import {
  canonicalTimezone,
  permissionDeniedError,
  Reason,
  recordNotFound,
  type Caller,
  type TeamAccess,
} from '@workmesh/platform';
import {
  datesOf,
  memberAttendance,
  MAX_ATTENDANCE_DAYS,
  validatedAttendanceReport,
  type AttendanceReportInput,
  type MemberAttendance,
  type TrackedSpan,
} from './attendance-rules';
import type { TrackingDependencies } from './dependencies';
import type { RequestOf } from './models/proto-messages';
import { authorizeMember, seesTeamEntries } from './permissions';
import { memberNotFoundError } from './timesheet-rules';
import { teamZone } from './timesheets';
import { dayOfIsoDate, isoDateOf, startOfLocalDay } from './week';

export interface AttendanceReportResult {
  from: string;
  to: string;
  lateThresholdMinutes: number;
  members: MemberAttendance[];
}

/**
 * The days asked of scheduling: the range and a day on each side (a shift that starts on a
 * local day may start on the UTC date before or after it), within MAX_ATTENDANCE_DAYS.
 */
function calendarDays(from: string, to: string): { from: string; to: string } {
  const first = dayOfIsoDate(from)!;
  const last = dayOfIsoDate(to)!;
  if (last - first + 3 > MAX_ATTENDANCE_DAYS) return { from, to };
  return { from: isoDateOf(first - 1), to: isoDateOf(last + 1) };
}

export function attendanceUseCases(deps: TrackingDependencies) {
  const { repository, teams, identity, scheduling } = deps;

  /**
   * Whose attendance: members only their own (another user_id or a group: 403); owners and
   * managers a member (404 when not of the team), a group's members (404 when not a group
   * of the team) or, by default, every member of the team.
   */
  async function subjectsOf(access: TeamAccess, input: AttendanceReportInput): Promise<number[]> {
    const self = access.caller.userId;
    if (!seesTeamEntries(access)) {
      if (input.group_id !== undefined) throw permissionDeniedError();
      if (input.user_id !== undefined && input.user_id !== self) throw permissionDeniedError();
      return [self];
    }
    const members = new Set(await teams.memberIdsOf(access.teamId));
    let subjects = [...members];
    if (input.group_id !== undefined) {
      const group = await teams.groupMemberIdsOf(access.teamId, input.group_id);
      if (!group) throw recordNotFound(Reason.GROUP_NOT_FOUND);
      subjects = group.filter((userId) => members.has(userId));
    }
    if (input.user_id === undefined) return subjects;
    if (!members.has(input.user_id)) throw memberNotFoundError();
    return subjects.filter((userId) => userId === input.user_id);
  }

  /** Each member's entries that may start in the range: [earliest local start, latest local end). */
  async function trackedSpans(
    teamId: number,
    userIds: readonly number[],
    zones: readonly string[],
    input: AttendanceReportInput,
  ): Promise<Map<number, TrackedSpan[]>> {
    const spans = new Map(userIds.map((userId) => [userId, [] as TrackedSpan[]]));
    if (userIds.length === 0) return spans;
    const first = dayOfIsoDate(input.from)!;
    const next = dayOfIsoDate(input.to)! + 1;
    const from = new Date(Math.min(...zones.map((zone) => startOfLocalDay(first, zone).getTime())));
    const to = new Date(Math.max(...zones.map((zone) => startOfLocalDay(next, zone).getTime())));
    // One member: the {team_id, user_id, start} index; several: the team's entries of the range.
    const userId = userIds.length === 1 ? userIds[0] : undefined;
    await repository.timeEntries.reportRows(teamId, { userId, from, to }, ['user_id'], (rows) => {
      for (const row of rows) spans.get(row.user_id)?.push({ start: row.start, end: row.end });
    });
    return spans;
  }

  /** GET report/attendance. */
  async function attendanceReport(
    caller: Caller | undefined,
    request: RequestOf<'AttendanceReport'>,
  ): Promise<AttendanceReportResult> {
    const access = await authorizeMember(teams, caller);
    const input = validatedAttendanceReport(request);
    const subjects = await subjectsOf(access, input);
    const settings = await teams.settingsOf(access.teamId);
    const [profiles, calendars] = await Promise.all([
      identity.profilesOf(subjects),
      scheduling.calendarsOf(access.teamId, subjects, calendarDays(input.from, input.to)),
    ]);
    const fallbackZone = teamZone(settings);
    const people = subjects.map((userId) => {
      const profile = profiles.get(userId);
      // Identity's spelling when it is a zone (platform's canonicalTimezone keeps IANA's names).
      const ownZone =
        profile?.timezone && canonicalTimezone(profile.timezone) ? profile.timezone : null;
      return {
        userId,
        name: profile?.name ?? '',
        timezone: input.timezone ?? ownZone ?? fallbackZone,
      };
    });
    const spans = await trackedSpans(
      access.teamId,
      subjects,
      [...new Set(people.map((person) => person.timezone))],
      input,
    );
    const dates = datesOf(input.from, input.to);
    const now = deps.now();
    const attendanceSettings = {
      hoursPerDay: settings.hoursPerDay,
      lateStartThresholdMinutes: settings.lateStartThresholdMinutes,
    };
    const members = people
      .map((person) =>
        memberAttendance({
          ...person,
          dates,
          calendar: calendars.get(person.userId)!,
          entries: spans.get(person.userId) ?? [],
          settings: attendanceSettings,
          now,
        }),
      )
      .sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId);
    return {
      from: input.from,
      to: input.to,
      lateThresholdMinutes: settings.lateStartThresholdMinutes,
      members,
    };
  }

  return { attendanceReport };
}

export type AttendanceUseCases = ReturnType<typeof attendanceUseCases>;
