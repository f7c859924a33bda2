// A report as the proto's messages: groups, the summary and the detailed page; money
// turned into decimals (each currency's places) only here, one row per currency, sorted by
// code (issue 34: never summed across currencies).
import { pageInfoOf } from '@workmesh/platform';
import { toTimeEntryMessage, type TimeEntryRecord } from './models';
import type { ResponseOf } from './models/proto-messages';
import type { Sums, SummedGroup } from './report-grouping';
import type { Grouping } from './report-rules';
import type { Page } from './request-validation';

type SummaryReportMessage = ResponseOf<'SummaryReport'>;
type ReportGroupMessage = NonNullable<SummaryReportMessage['groups']>[number];

export const toReportGroupMessage = (group: SummedGroup): ReportGroupMessage => ({
  key: group.key,
  name: group.name,
  seconds: group.seconds,
  billable_seconds: group.billableSeconds,
  amounts: group.money.rows(),
  sub_groups: group.subGroups.map(toReportGroupMessage),
});

/**
 * A report's totals as the API shows them: seconds summed (time has no currency), money
 * one row per currency met (none when no entry counts).
 */
const totalsFields = (totals: Sums) => ({
  totals: totals.money.rows(),
  seconds: totals.seconds,
  billable_seconds: totals.billableSeconds,
});

/** What the summary report use case answers. */
export interface SummaryReportResult {
  from: Date;
  to: Date;
  timezone: string;
  groupBy: Grouping;
  subGroup?: Grouping;
  groups: SummedGroup[];
  totals: Sums;
}

/** What the detailed report use case answers. */
export interface DetailedReportResult {
  from: Date;
  to: Date;
  timezone: string;
  page: Page<TimeEntryRecord>;
  totals: Sums;
  /** The instant running entries are shown at (their duration up to it). */
  now: Date;
}

/** The summary report's reply. */
export const toSummaryReportMessage = (report: SummaryReportResult): SummaryReportMessage => ({
  from: report.from.toISOString(),
  to: report.to.toISOString(),
  timezone: report.timezone,
  group_by: report.groupBy,
  ...(report.subGroup === undefined ? {} : { sub_group: report.subGroup }),
  groups: report.groups.map(toReportGroupMessage),
  ...totalsFields(report.totals),
});

/** The detailed report's reply: running entries shown at `now`. */
export const toDetailedReportMessage = (
  report: DetailedReportResult,
): ResponseOf<'DetailedReport'> => ({
  from: report.from.toISOString(),
  to: report.to.toISOString(),
  timezone: report.timezone,
  time_entries: report.page.items.map((entry) => toTimeEntryMessage(entry, report.now)),
  ...totalsFields(report.totals),
  page_info: pageInfoOf(report.page),
});
