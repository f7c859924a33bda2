// Reports (issue 18, Reports): the summary (entries grouped, and sub-grouped, with
// totals) and the detailed report (the entries, paged, with the totals of all of them).
// An entry counts when it starts in [from, to); members get their own time only (asking
// for another user is refused, as the entry list refuses it). The rules are in
// report-rules.ts; the store reads only the fields a report needs.
import {
  canonicalTimezone,
  permissionDeniedError,
  type Caller,
  type TeamAccess,
} from '@workmesh/platform';
import type { TrackingDependencies } from './dependencies';
import { authorizeMember, seesTeamEntries } from './permissions';
import type { RequestOf } from './models/proto-messages';
import {
  reportCalendar,
  reportFieldsOf,
  summaryAccumulator,
  totalsAccumulator,
} from './report-grouping';
import type { DetailedReportResult, SummaryReportResult } from './report-messages';
import {
  reportFilterOf,
  reportPeriod,
  validatedDetailedReport,
  validatedSummaryReport,
  type ReportQueryInput,
} from './report-rules';
import { pageOf, windowOf } from './request-validation';
import { WEEK_DAYS, type WeekDay } from './week';

const isWeekDay = (day: string): day is WeekDay => (WEEK_DAYS as readonly string[]).includes(day);

export function reportsUseCases(deps: TrackingDependencies) {
  const { repository, teams, identity } = deps;

  /** Members see their own time: another user_id is refused, none is themselves. */
  function reportUserOf(access: TeamAccess, userId: number | undefined): number | undefined {
    if (seesTeamEntries(access)) return userId;
    if (userId !== undefined && userId !== access.caller.userId) throw permissionDeniedError();
    return access.caller.userId;
  }

  /** The report's zone (given, else the team's, else UTC) and the team's week start. */
  async function calendarSettings(
    teamId: number,
    input: ReportQueryInput,
    needsWeekStart: boolean,
  ): Promise<{ zone: string; weekStart: WeekDay }> {
    if (input.timezone && !needsWeekStart) return { zone: input.timezone, weekStart: 'monday' };
    const settings = await teams.settingsOf(teamId);
    const weekStart = settings.weekStart.toLowerCase();
    return {
      zone: input.timezone ?? canonicalTimezone(settings.timezone) ?? 'UTC',
      weekStart: isWeekDay(weekStart) ? weekStart : 'monday',
    };
  }

  /** GET report/summary. */
  async function summaryReport(
    caller: Caller | undefined,
    request: RequestOf<'SummaryReport'>,
  ): Promise<SummaryReportResult> {
    const access = await authorizeMember(teams, caller);
    const input = validatedSummaryReport(request);
    const userId = reportUserOf(access, input.user_id);
    const groupings = [input.group_by, input.sub_group];
    const { zone, weekStart } = await calendarSettings(
      access.teamId,
      input,
      groupings.includes('week'),
    );
    const period = reportPeriod(input, zone);
    const summary = summaryAccumulator(
      { groupBy: input.group_by, subGroup: input.sub_group },
      { calendar: reportCalendar(period, zone), weekStart },
      deps.now(),
    );
    await repository.timeEntries.reportRows(
      access.teamId,
      reportFilterOf(input, period, userId),
      reportFieldsOf(groupings),
      (rows) => summary.add(rows),
    );
    const { groups, totals } = await summary.finish({
      entryNames: (entryIds) => repository.timeEntries.reportNamesOf(access.teamId, entryIds),
      userNames: (userIds) => identity.namesOf(userIds),
    });
    return {
      ...period,
      timezone: zone,
      groupBy: input.group_by,
      subGroup: input.sub_group,
      groups,
      totals,
    };
  }

  /** GET report/detailed: one page of the entries by start, the totals of all of them. */
  async function detailedReport(
    caller: Caller | undefined,
    request: RequestOf<'DetailedReport'>,
  ): Promise<DetailedReportResult> {
    const access = await authorizeMember(teams, caller);
    const input = validatedDetailedReport(request);
    const userId = reportUserOf(access, input.user_id);
    const { zone } = await calendarSettings(access.teamId, input, false);
    const period = reportPeriod(input, zone);
    const filter = reportFilterOf(input, period, userId);
    const now = deps.now();
    const totals = totalsAccumulator(now);
    const [total, items] = await Promise.all([
      repository.timeEntries.reportRows(access.teamId, filter, [], (rows) => totals.add(rows)),
      repository.timeEntries.reportPage(access.teamId, filter, windowOf(input)),
    ]);
    return {
      ...period,
      timezone: zone,
      page: pageOf({ items, total }, input),
      totals: totals.totals(),
      now,
    };
  }

  return { summaryReport, detailedReport };
}

export type ReportsUseCases = ReturnType<typeof reportsUseCases>;
