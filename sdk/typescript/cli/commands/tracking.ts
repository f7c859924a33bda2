// The timer (`start`, `stop`, `status`), the week's entries (`log`) and manual entries
// (`entries add`). Times are read and shown in the user's zone (session.ts).
import { WorkmeshError, type components } from '@workmesh/client';
import { Option, type Command } from 'commander';
import { UsageError } from '../errors';
import { bold, columns, dim, emit, green, type OutputOptions } from '../output';
import { findProject, findTask } from '../projects';
import { openSession, type Session } from '../session';
import {
  addDays,
  customRange,
  dateIn,
  formatClock,
  formatDate,
  formatDayHeading,
  formatDuration,
  formatSpan,
  parseDate,
  parseSpan,
  rangeInstants,
  weekRange,
  zonedInstant,
  type CalendarDate,
  type DayRange,
} from '../time';
import { runAction } from './run';

export type TimeEntry = components['schemas']['TimeEntry'];

interface StartOptions extends OutputOptions {
  project: string;
  task?: string;
  billable?: boolean;
}

interface LogOptions extends OutputOptions {
  week?: boolean;
  today?: boolean;
  from?: string;
  to?: string;
}

interface AddOptions extends OutputOptions {
  project: string;
  task?: string;
  message?: string;
  date?: string;
  billable?: boolean;
}

const json = new Option('--json', 'print the result as JSON');

export function registerTrackingCommands(program: Command): void {
  program
    .command('start')
    .description('Start the timer (a running timer is stopped first)')
    .argument('[description]', 'what you are working on', '')
    .requiredOption('-p, --project <project>', 'the project: its key (any case) or its name')
    .option('-t, --task <task>', "one of the project's tasks: its name or id")
    .option('--billable', 'billable (default: as the project is)')
    .option('--no-billable', 'not billable')
    .addOption(json)
    .action(runAction<StartOptions>(start));

  program
    .command('stop')
    .description('Stop the running timer')
    .addOption(json)
    .action(runAction<OutputOptions>(stop));

  program
    .command('status')
    .description('Show the running timer and how long it has run')
    .addOption(json)
    .action(runAction<OutputOptions>(status));

  program
    .command('log')
    .description('List your time entries with a total (default: this week)')
    .option('--week', 'this week, Monday to Sunday (the default)')
    .option('--today', 'today')
    .option('--from <date>', 'from this day (YYYY-MM-DD)')
    .option('--to <date>', 'to this day, included (YYYY-MM-DD; default: today)')
    .addOption(json)
    .action(runAction<LogOptions>(log));

  const entries = program.command('entries').description('Manual time entries');
  entries
    .command('add')
    .description('Add a time entry, e.g. `workmesh entries add 9:00-10:30 -p WEB -m "review"`')
    .argument('<span>', 'START-END in 24-hour time, e.g. 9:00-10:30 (an earlier end: the next day)')
    .requiredOption('-p, --project <project>', 'the project: its key (any case) or its name')
    .option('-t, --task <task>', "one of the project's tasks: its name or id")
    .option('-m, --message <note>', 'the description')
    .option('--date <date>', 'the day (YYYY-MM-DD; default: today)')
    .option('--billable', 'billable (default: as the project is)')
    .option('--no-billable', 'not billable')
    .addOption(json)
    .action(runAction<AddOptions>(addEntry));
}

async function projectAndTask(session: Session, project: string, task?: string) {
  const found = await findProject(session.client, project);
  const foundTask = task ? await findTask(session.client, found.id, task) : undefined;
  return { project: found, task: foundTask };
}

async function start(options: StartOptions, [description = '']: string[]): Promise<void> {
  const session = openSession();
  const { project, task } = await projectAndTask(session, options.project, options.task);
  // The API stops a running timer when another starts; asked first so people are told.
  const previous = await runningTimer(session);
  const entry = await session.client.startTimer({
    project_id: project.id,
    task_id: task?.id,
    description,
    billable: options.billable,
  });
  const ranFor = previous && (Date.parse(entry.start) - Date.parse(previous.start)) / 1000;
  emit(options, entry, () => [
    ...(previous ? [`Stopped ${describe(previous)} after ${formatDuration(ranFor!)}`] : []),
    `${green('Started')} ${describe(entry)} at ${formatClock(entry.start, session.zone)}`,
  ]);
}

async function stop(options: OutputOptions): Promise<void> {
  const session = openSession();
  const entry = await session.client.stopTimer();
  emit(options, entry, () => [
    `Stopped ${describe(entry)}: ${formatSpan(entry.start, entry.end, session.zone)}, ${formatDuration(entry.duration)}`,
  ]);
}

async function status(options: OutputOptions): Promise<void> {
  const session = openSession();
  const entry = await runningTimer(session);
  if (!entry) {
    emit(options, { running: false, entry: null }, () => ['No timer running']);
    return;
  }
  const elapsed = elapsedSeconds(entry);
  emit(options, { running: true, elapsed_seconds: elapsed, entry }, () => [
    `Running: ${describe(entry)}`,
    `Since ${formatClock(entry.start, session.zone)}, ${bold(formatDuration(elapsed))} so far`,
  ]);
}

/** The running entry, or undefined when the API says none runs (404 TIMER_NOT_RUNNING). */
async function runningTimer(session: Session): Promise<TimeEntry | undefined> {
  try {
    return await session.client.getCurrentTimer();
  } catch (error) {
    if (error instanceof WorkmeshError && error.status === 404) return undefined;
    throw error;
  }
}

/** Seconds since the start, by this machine's clock (the answer's `duration` is as of then). */
function elapsedSeconds(entry: TimeEntry, now = Date.now()): number {
  return Math.max(entry.duration, Math.floor((now - Date.parse(entry.start)) / 1000));
}

/** A stopped entry's duration; a running one's time so far. */
function entrySeconds(entry: TimeEntry): number {
  return entry.end ? entry.duration : elapsedSeconds(entry);
}

/** `"writing" on Website` (with the task when there is one). */
function describe(entry: TimeEntry): string {
  const what = entry.description ? `"${entry.description}"` : '(no description)';
  const task = entry.task_name ? ` / ${entry.task_name}` : '';
  return `${what} on ${entry.project_name}${task}`;
}

/** The days `log` covers: this week unless --today or --from/--to say otherwise. */
export function logRange(options: LogOptions, today: CalendarDate, weekStart?: string): DayRange {
  const chosen = [options.week, options.today, options.from !== undefined].filter(Boolean).length;
  if (chosen > 1) throw new UsageError('use one of --week, --today, --from');
  if (options.to !== undefined && options.from === undefined)
    throw new UsageError('--to needs --from');
  if (options.today) return { from: today, to: addDays(today, 1) };
  if (options.from !== undefined) return customRange(options.from, options.to, today);
  return weekRange(today, weekStart);
}

async function log(options: LogOptions): Promise<void> {
  const session = openSession();
  const range = logRange(options, dateIn(Date.now(), session.zone), session.login.week_start);
  const { from, to } = rangeInstants(range, session.zone);
  const entries: TimeEntry[] = [];
  for await (const entry of session.client.paginate.listTimeEntries({
    from: from.toISOString(),
    to: to.toISOString(),
    // Owners and managers would see the team's entries: `log` is the caller's own.
    user_id: session.login.user_id,
  })) {
    entries.push(entry);
  }
  entries.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const total = entries.reduce((sum, entry) => sum + entrySeconds(entry), 0);
  emit(
    options,
    {
      from: formatDate(range.from),
      to: formatDate(addDays(range.to, -1)),
      timezone: session.zone,
      total_seconds: total,
      entries,
    },
    () => logLines(entries, total, range, session.zone),
  );
}

function logLines(entries: TimeEntry[], total: number, range: DayRange, zone: string): string[] {
  const heading = `${formatDate(range.from)} to ${formatDate(addDays(range.to, -1))} (${zone})`;
  if (entries.length === 0) return [heading, 'No time entries'];
  const lines = [heading];
  let day = '';
  let rows: string[][] = [];
  const flush = () => lines.push(...columns(rows).map((row) => `  ${row}`));
  for (const entry of entries) {
    const entryDay = formatDayHeading(dateIn(Date.parse(entry.start), zone));
    if (entryDay !== day) {
      flush();
      rows = [];
      day = entryDay;
      lines.push(bold(day));
    }
    rows.push([
      formatSpan(entry.start, entry.end, zone),
      formatDuration(entrySeconds(entry)),
      entry.project_name,
      entry.description || dim('(no description)'),
    ]);
  }
  flush();
  lines.push(`${bold('Total')} ${formatDuration(total)}`);
  return lines;
}

async function addEntry(options: AddOptions, [spanText = '']: string[]): Promise<void> {
  const span = parseSpan(spanText);
  const session = openSession();
  const day = options.date ? parseDate(options.date) : dateIn(Date.now(), session.zone);
  const { project, task } = await projectAndTask(session, options.project, options.task);
  const entry = await session.client.createTimeEntry({
    project_id: project.id,
    task_id: task?.id,
    start: zonedInstant(day, span.start, session.zone).toISOString(),
    end: zonedInstant(day, span.end, session.zone).toISOString(),
    description: options.message,
    billable: options.billable,
    timezone: session.zone,
  });
  emit(options, entry, () => [
    `${green('Added')} ${describe(entry)} on ${formatDate(day)}: ${formatSpan(entry.start, entry.end, session.zone)}, ${formatDuration(entry.duration)}`,
  ]);
}
