// A report as the proto's messages: totals, groups, the summary and the detailed page;
// money turned into dollars only here.
import { pageInfoOf } from '@workmesh/platform';
import { toTimeEntryMessage, type TimeEntryRecord } from './models';
import type { ResponseOf } from './models/proto-messages';
import { dollars } from './models/time-entry-amounts';
import type { Sums, SummedGroup } from './report-grouping';
import type { Grouping } from './report-rules';
import type { Page } from './request-validation';

type SummaryReportMessage = ResponseOf<'SummaryReport'>;
type ReportGroupMessage = NonNullable<SummaryReportMessage['groups']>[number];
type TotalsMessage = NonNullable<SummaryReportMessage['totals']>;

/** Sums as the API shows them: seconds, and dollars with 2 decimals. */
export const toTotalsMessage = (sums: Sums): TotalsMessage => ({
  seconds: sums.seconds,
  billable_seconds: sums.billableSeconds,
  billable_amount: dollars(sums.billableCents),
  cost_amount: dollars(sums.costCents),
});

export const toReportGroupMessage = (group: SummedGroup): ReportGroupMessage => ({
  key: group.key,
  name: group.name,
  ...toTotalsMessage(group),
  sub_groups: group.subGroups.map(toReportGroupMessage),
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
  totals: toTotalsMessage(report.totals),
});

/** The detailed report's reply: running entries shown at `now`. */
export const toDetailedReportMessage = (
  report: DetailedReportResult,
): ResponseOf<'DetailedReport'> => ({
  from: report.from.toISOString(),
  to: report.to.toISOString(),
  timezone: report.timezone,
  time_entries: report.page.items.map((entry) => toTimeEntryMessage(entry, report.now)),
  totals: toTotalsMessage(report.totals),
  page_info: pageInfoOf(report.page),
});
