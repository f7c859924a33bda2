// `report` (the summary report of a week or a month, grouped) and `timesheet submit`.
import type { components } from '@workmesh/client';
import { Option, type Command } from 'commander';
import { UsageError } from '../errors';
import { bold, columns, emit, green, type OutputOptions } from '../output';
import { openSession } from '../session';
import {
  addDays,
  customRange,
  dateIn,
  formatDate,
  formatDuration,
  isoWeek,
  monthRange,
  parseWeek,
  weekRange,
  type CalendarDate,
  type DayRange,
} from '../time';
import { runAction } from './run';

type SummaryReport = components['schemas']['SummaryReport'];
type CurrencyAmounts = components['schemas']['CurrencyAmounts'];
type Timesheet = components['schemas']['Timesheet'];

/** The summary report's groupings (its `group_by`). */
export const GROUPINGS = [
  'project',
  'user',
  'client',
  'task',
  'day',
  'week',
  'billable',
  'tag',
] as const;
type Grouping = (typeof GROUPINGS)[number];

interface ReportOptions extends OutputOptions {
  week?: boolean;
  month?: boolean;
  from?: string;
  to?: string;
  by: Grouping;
}

interface SubmitOptions extends OutputOptions {
  week?: string;
}

const json = new Option('--json', 'print the result as JSON');

export function registerReportCommands(program: Command): void {
  program
    .command('report')
    .description(
      'The summary report: tracked time and billable amounts, grouped (default: this week by project)',
    )
    .option('--week', 'this week, Monday to Sunday (the default)')
    .option('--month', 'this calendar month')
    .option('--from <date>', 'from this day (YYYY-MM-DD)')
    .option('--to <date>', 'to this day, included (YYYY-MM-DD; default: today)')
    .addOption(new Option('--by <grouping>', 'group by').choices(GROUPINGS).default('project'))
    .addOption(json)
    .action(runAction<ReportOptions>(report));

  const timesheet = program.command('timesheet').description('Weekly timesheets');
  timesheet
    .command('submit')
    .description("Submit a week's timesheet for approval (default: this week)")
    .option('--week <week>', 'the ISO week (2026-W48) or a day in it (YYYY-MM-DD)')
    .addOption(json)
    .action(runAction<SubmitOptions>(submitTimesheet));
}

/** The days a report covers: this week unless --month or --from/--to say otherwise. */
export function reportRange(
  options: ReportOptions,
  today: CalendarDate,
  weekStart?: string,
): DayRange {
  const chosen = [options.week, options.month, options.from !== undefined].filter(Boolean).length;
  if (chosen > 1) throw new UsageError('use one of --week, --month, --from');
  if (options.to !== undefined && options.from === undefined)
    throw new UsageError('--to needs --from');
  if (options.month) return monthRange(today);
  if (options.from !== undefined) return customRange(options.from, options.to, today);
  return weekRange(today, weekStart);
}

async function report(options: ReportOptions): Promise<void> {
  const session = openSession();
  const range = reportRange(options, dateIn(Date.now(), session.zone), session.login.week_start);
  // Days are sent as dates: the API reads them in `timezone`, `to` exclusive.
  const answer = await session.client.summaryReport({
    from: formatDate(range.from),
    to: formatDate(range.to),
    timezone: session.zone,
    group_by: options.by,
  });
  emit(options, answer, () => reportLines(answer, range));
}

function reportLines(answer: SummaryReport, range: DayRange): string[] {
  const heading = `${formatDate(range.from)} to ${formatDate(addDays(range.to, -1))} by ${answer.group_by} (${answer.timezone})`;
  if (answer.groups.length === 0) return [heading, 'No time tracked'];
  const rows = answer.groups.map((group) => [
    group.name || group.key || '(none)',
    formatDuration(group.seconds),
    `billable ${formatDuration(group.billable_seconds)}`,
    formatAmounts(group.amounts),
  ]);
  rows.push([
    bold('Total'),
    bold(formatDuration(answer.seconds)),
    `billable ${formatDuration(answer.billable_seconds)}`,
    formatAmounts(answer.totals),
  ]);
  return [heading, ...columns(rows)];
}

/** `USD 150.00, EUR 20.00`: billable amounts, never summed across currencies. */
export function formatAmounts(amounts: CurrencyAmounts[]): string {
  return amounts
    .filter((row) => row.billable_amount !== 0)
    .map((row) => `${row.currency} ${formatMoney(row.billable_amount, row.currency)}`)
    .join(', ');
}

function formatMoney(amount: number, currency: string): string {
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
      .minimumFractionDigits!;
  } catch {
    // an unknown code: two places
  }
  return amount.toFixed(digits);
}

async function submitTimesheet(options: SubmitOptions): Promise<void> {
  const session = openSession();
  const week = options.week ? parseWeek(options.week) : isoWeek(dateIn(Date.now(), session.zone));
  const sheet: Timesheet = await session.client.submitTimesheet({ week });
  const seconds = sheet.totals?.seconds ?? 0;
  emit(options, sheet, () => [
    `${green('Submitted')} timesheet ${sheet.week}: ${formatDuration(seconds)} in ${sheet.time_entries.length} entries (status: ${sheet.status})`,
  ]);
}
