// Reports (issue 18, Reports): the summary (entries grouped, and sub-grouped, with
// totals) and the detailed report (the entries, paged, with the totals of all of them).
// An entry counts when it starts in [from, to); members get their own time only (asking
// for another user is refused, as the entry list refuses it). The rules are in
// report-rules.ts; the store reads only the fields a report needs. With include=expenses
// (issue 35) the expenses dated in the report's days are added apart from time
// (report-expenses.ts).
import {
  canonicalTimezone,
  permissionDeniedError,
  type Caller,
  type TeamAccess,
} from '@workmesh/platform';
import type { TrackingDependencies } from './dependencies';
import { authorizeMember, seesTeamEntries } from './permissions';
import type { RequestOf } from './models/proto-messages';
import { reportCalendar } from './report-calendar';
import { reportFieldsOf, summaryAccumulator, totalsAccumulator } from './report-grouping';
import { expenseReportFilterOf, withExpenseGroups } from './report-expenses';
import type { DetailedReportResult, SummaryReportResult } from './report-messages';
import {
  reportFilterOf,
  reportPeriod,
  validatedDetailedReport,
  validatedSummaryReport,
  type ReportQueryInput,
} from './report-rules';
import { pageOf, windowOf } from './request-validation';
import { tagUses } from './tags';
import { WEEK_DAYS, type WeekDay } from './week';

const isWeekDay = (day: string): day is WeekDay => (WEEK_DAYS as readonly string[]).includes(day);

/** Members see their own time: another user_id is refused, none is themselves. */
function reportUserOf(access: TeamAccess, userId: number | undefined): number | undefined {
  if (seesTeamEntries(access)) return userId;
  if (userId !== undefined && userId !== access.caller.userId) throw permissionDeniedError();
  return access.caller.userId;
}

export function reportsUseCases(deps: TrackingDependencies) {
  const { repository, teams, identity } = deps;
  const tags = tagUses(deps);

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
    const grouping = { groupBy: input.group_by, subGroup: input.sub_group };
    const context = { calendar: reportCalendar(period, zone), weekStart };
    const summary = summaryAccumulator(grouping, context, deps.now());
    await repository.timeEntries.reportRows(
      access.teamId,
      reportFilterOf(input, period, userId),
      reportFieldsOf(groupings),
      (rows) => summary.add(rows),
    );
    const userNames = (userIds: number[]) => identity.namesOf(userIds);
    // Tag groups take the tags' current names: a rename shows at once.
    const tagNames = (tagIds: number[]) => tags.tagNamesOf(access.teamId, tagIds);
    const { groups, totals, groupsOverlap } = await summary.finish({
      entryNames: (entryIds) => repository.timeEntries.reportNamesOf(access.teamId, entryIds),
      userNames,
      tagNames,
    });
    const report = {
      ...period,
      timezone: zone,
      groupBy: input.group_by,
      subGroup: input.sub_group,
      groups,
      totals,
      groupsOverlap,
    };
    if (!input.include) return report;
    const expenses = await repository.expenses.reportExpenses(
      access.teamId,
      expenseReportFilterOf(input, period, zone, userId),
    );
    const added = await withExpenseGroups(groups, expenses, grouping, context, {
      userNames,
      tagNames,
    });
    return { ...report, groups: added.groups, expenseTotals: added.totals.rows() };
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
    const report = {
      ...period,
      timezone: zone,
      page: pageOf({ items, total }, input),
      totals: totals.totals(),
      now,
    };
    // The page's tags with their names now (the CSV shows names; entries keep ids).
    const tagsOfPage = (carried: ReadonlyArray<{ tag_ids: number[] }>) =>
      tags.tagsOf(
        access.teamId,
        carried.flatMap((item) => item.tag_ids),
      );
    if (!input.include) return { ...report, tags: await tagsOfPage(items) };
    // The expenses are paged alike (the same page and per_page), apart from the entries.
    const expenseFilter = expenseReportFilterOf(input, period, zone, userId);
    const [expensePage, expenseTotals] = await Promise.all([
      repository.expenses.reportExpensePage(access.teamId, expenseFilter, windowOf(input)),
      repository.expenses.reportExpenseTotals(access.teamId, expenseFilter),
    ]);
    return {
      ...report,
      tags: await tagsOfPage([...items, ...expensePage.items]),
      expenses: { page: pageOf(expensePage, input), totals: expenseTotals },
    };
  }

  return { summaryReport, detailedReport };
}

export type ReportsUseCases = ReturnType<typeof reportsUseCases>;
