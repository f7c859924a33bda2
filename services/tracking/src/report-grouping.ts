// How a report's entries are summed and bucketed in one pass: the sums (money in integer
// minor units, per currency: issue 34, never summed across currencies), the groupings' keys
// and names, and the summary's accumulator. The report's days and weeks are
// report-calendar.ts's.
import { CurrencyTotals } from '@workmesh/platform';
import type { ReportNames, ReportRow, ReportRowField } from './models';
import { addEntryMoney, durationSeconds } from './models/time-entry-amounts';
import type { Grouping } from './report-rules';
import { NO_TAG } from './tag-rules';
import type { GroupLabel, ReportCalendar } from './report-calendar';
import type { WeekDay } from './week';

/** The groups every report names the same way. */
export const NO_TASK = { key: 'none', name: '(no task)' };
export const NO_CLIENT = { key: 'none', name: '(no client)' };
export const BILLABLE = { key: 'yes', name: 'Billable' };
export const NOT_BILLABLE = { key: 'no', name: 'Non-billable' };
export { NO_TAG };

/**
 * Seconds and money of some entries. Time has no currency: seconds are summed across all
 * of them; money is kept per currency in minor units (billable amounts in each entry's
 * currency, costs in its cost currency), one row per currency met.
 */
export interface Sums {
  seconds: number;
  billableSeconds: number;
  money: CurrencyTotals;
}

const noSums = (): Sums => ({ seconds: 0, billableSeconds: 0, money: new CurrencyTotals() });

/** Adds one entry over `seconds`, its amounts rounded as the entry shows them. */
function addEntry(sums: Sums, row: ReportRow, seconds: number): void {
  sums.seconds += seconds;
  if (row.billable) sums.billableSeconds += seconds;
  addEntryMoney(sums.money, row, seconds);
}

/** Adds sums to others, currency by currency (a currency met in `sums` gets a row). */
function addSums(into: Sums, sums: Sums): void {
  into.seconds += sums.seconds;
  into.billableSeconds += sums.billableSeconds;
  for (const currency of sums.money.currencies) {
    into.money.add(currency, 'billable', sums.money.minor(currency, 'billable'));
    into.money.add(currency, 'cost', sums.money.minor(currency, 'cost'));
  }
}

/** The totals of all the entries (the detailed report's, over every page), batch by batch. */
export function totalsAccumulator(now: Date) {
  const sums = noSums();
  return {
    add(rows: readonly ReportRow[]): void {
      // A running entry counts up to now.
      for (const row of rows) addEntry(sums, row, durationSeconds(row.start, row.end, now));
    },
    totals: (): Sums => sums,
  };
}

/** What labelling needs besides the entry: the calendar and the team's week start. */
export interface GroupingContext {
  calendar: ReportCalendar;
  weekStart: WeekDay;
}

/** Where groups get their names once the pass is done (each asked once per report). */
export interface GroupNaming {
  /** The names the entries snapshotted, by entry id (project, client and task groups). */
  entryNames(entryIds: number[]): Promise<ReadonlyMap<number, ReportNames>>;
  /** Users' names by id (identity); a user it does not know is "User <id>". */
  userNames(userIds: number[]): Promise<ReadonlyMap<number, string>>;
  /** Tags' current names by id (a rename shows at once); one unknown is "Tag <id>". */
  tagNames(tagIds: number[]): Promise<ReadonlyMap<number, string>>;
}

/**
 * The entry fields a grouping reads (days, weeks and billable read only the base fields);
 * groupings named by the entries' snapshots read the entry's id, to name each group from
 * one entry afterwards.
 */
const GROUPING_FIELDS: Record<Grouping, readonly ReportRowField[]> = {
  user: ['user_id'],
  project: ['id', 'project_id'],
  client: ['id', 'client_id'],
  task: ['id', 'task_id'],
  day: [],
  week: [],
  billable: [],
  tag: ['tag_ids'],
};

/** The entry fields the summary reads for its groupings. */
export const reportFieldsOf = (
  groupings: ReadonlyArray<Grouping | undefined>,
): ReportRowField[] => [
  ...new Set(groupings.flatMap((grouping) => (grouping ? GROUPING_FIELDS[grouping] : []))),
];

/** A group's name from the names its latest-starting entry snapshotted (by its key). */
const ENTRY_NAMED: Partial<Record<Grouping, (key: string, names: ReportNames) => string>> = {
  project: (key, names) => names.project_name || `Project ${key}`,
  client: (key, names) => names.client_name || `Client ${key}`,
  task: (key, names) => names.task_name || `Task ${key}`,
};

/**
 * The label of an entry in a grouping. User, project, client and task groups (other than
 * "none") get their name once the pass is done (users from identity, the others from their
 * latest-starting entry, ENTRY_NAMED): here it is empty.
 */
export function groupLabelOf(
  grouping: Grouping,
  row: ReportRow,
  context: GroupingContext,
): GroupLabel {
  switch (grouping) {
    case 'user':
      return { key: String(row.user_id), name: '' };
    case 'project':
      return { key: String(row.project_id), name: '' };
    case 'client':
      return row.client_id ? { key: String(row.client_id), name: '' } : NO_CLIENT;
    case 'task':
      return row.task_id === null ? NO_TASK : { key: String(row.task_id), name: '' };
    case 'day':
      return context.calendar.dayLabelOf(context.calendar.dayOf(row.start));
    case 'week':
      return context.calendar.weekLabelOf(context.calendar.dayOf(row.start), context.weekStart);
    case 'billable':
      return row.billable ? BILLABLE : NOT_BILLABLE;
    case 'tag': // an entry is in each of its tags' groups (groupLabelsOf): here the first
      return tagLabelsOf(row.tag_ids)[0];
  }
}

/** The groups of an entry's tags (named afterwards, name ''), or the untagged group. */
export const tagLabelsOf = (tagIds: readonly number[]): GroupLabel[] =>
  tagIds.length === 0 ? [NO_TAG] : tagIds.map((id) => ({ key: String(id), name: '' }));

/** Whether a grouping puts an entry in several groups: tags (the groups overlap). */
export const overlaps = (grouping: Grouping | undefined): boolean => grouping === 'tag';

/** Every group of an entry in a grouping: one, but for tags one per tag. */
export const groupLabelsOf = (
  grouping: Grouping,
  row: ReportRow,
  context: GroupingContext,
): GroupLabel[] =>
  overlaps(grouping) ? tagLabelsOf(row.tag_ids) : [groupLabelOf(grouping, row, context)];

/** A group being summed: its name is the latest-starting entry's (names are snapshots). */
export interface SummedGroup extends GroupLabel, Sums {
  subGroups: SummedGroup[];
}

interface GroupAccumulator {
  label: GroupLabel;
  /** The latest start among the group's entries, and the first entry read that has it. */
  namedAt: number;
  namedBy: number;
  sums: Sums;
  subGroups?: Map<string, GroupAccumulator>;
}

function accumulatorFor(
  groups: Map<string, GroupAccumulator>,
  label: GroupLabel,
  row: ReportRow,
  startedAt: number,
  withSubGroups: boolean,
): GroupAccumulator {
  let group = groups.get(label.key);
  if (!group) {
    group = {
      label,
      namedAt: startedAt,
      namedBy: row.id,
      sums: noSums(),
      subGroups: withSubGroups ? new Map() : undefined,
    };
    groups.set(label.key, group);
  } else if (startedAt > group.namedAt) {
    group.namedAt = startedAt;
    group.namedBy = row.id;
  }
  return group;
}

/** The entries that name the groups (and sub-groups) whose grouping takes entries' names. */
function namingEntries(
  groups: Map<string, GroupAccumulator>,
  grouping: Grouping,
  subGroup: Grouping | undefined,
  into: number[],
): number[] {
  for (const group of groups.values()) {
    if (ENTRY_NAMED[grouping] && group.label.name === '') into.push(group.namedBy);
    if (group.subGroups && subGroup) namingEntries(group.subGroups, subGroup, undefined, into);
  }
  return into;
}

/** The ids the groups (and sub-groups) of `named` (users or tags) stand for. */
function namedIds(
  named: 'user' | 'tag',
  groups: Map<string, GroupAccumulator>,
  grouping: Grouping,
  subGroup: Grouping | undefined,
  into: Set<number>,
): Set<number> {
  for (const group of groups.values()) {
    if (grouping === named && group.label.name === '') into.add(Number(group.label.key));
    if (group.subGroups && subGroup) namedIds(named, group.subGroups, subGroup, undefined, into);
  }
  return into;
}

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Day and week groups in calendar order (their keys sort so); the others by name, then key. */
export const groupOrder = (grouping: Grouping) =>
  grouping === 'day' || grouping === 'week'
    ? (a: GroupLabel, b: GroupLabel) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
    : (a: GroupLabel, b: GroupLabel) =>
        byName.compare(a.name, b.name) || byName.compare(a.key, b.key);

const NO_NAMES: ReportNames = { project_name: '', client_name: '', task_name: null };

interface GroupNames {
  entries: ReadonlyMap<number, ReportNames>;
  users: ReadonlyMap<number, string>;
  tags: ReadonlyMap<number, string>;
}

function nameOf(group: GroupAccumulator, grouping: Grouping, names: GroupNames): string {
  if (group.label.name !== '') return group.label.name;
  const key = group.label.key;
  if (grouping === 'user') return names.users.get(Number(key)) ?? `User ${key}`;
  if (grouping === 'tag') return names.tags.get(Number(key)) ?? `Tag ${key}`;
  const named = ENTRY_NAMED[grouping];
  return named ? named(key, names.entries.get(group.namedBy) ?? NO_NAMES) : '';
}

function finished(
  groups: Map<string, GroupAccumulator>,
  names: GroupNames,
  grouping: Grouping,
  subGroup?: Grouping,
): SummedGroup[] {
  return [...groups.values()]
    .map((group) => ({
      key: group.label.key,
      name: nameOf(group, grouping, names),
      ...group.sums,
      subGroups: group.subGroups && subGroup ? finished(group.subGroups, names, subGroup) : [],
    }))
    .sort(groupOrder(grouping));
}

export interface Summary {
  groups: SummedGroup[];
  totals: Sums;
  /** Grouped by tag: an entry counts in each of its tags' groups, the totals once. */
  groupsOverlap: boolean;
}

/**
 * The entries grouped (and sub-grouped) in one pass, batch by batch as the store reads
 * them (`add`), then named and ordered (`finish`). A group's sums are its entries' (its
 * sub-groups' sums add up to it, currency by currency); the totals are the sum of the
 * groups, currency by currency. Project, client and task groups are named by the names
 * their latest-starting entry snapshotted (the first read of those starting together),
 * user groups by identity; each asked once.
 */
export function summaryAccumulator(
  grouping: { groupBy: Grouping; subGroup?: Grouping },
  context: GroupingContext,
  now: Date,
) {
  const groups = new Map<string, GroupAccumulator>();
  const withSubGroups = grouping.subGroup !== undefined;
  const groupsOverlap = overlaps(grouping.groupBy) || overlaps(grouping.subGroup);
  // Overlapping groups do not add up to the totals: these count every entry once.
  const totals = noSums();

  /** An entry in every group (and sub-group) of its labels: a grouping by tag. */
  function addOverlapping(rows: readonly ReportRow[]): void {
    for (const row of rows) {
      const startedAt = row.start.getTime();
      const seconds = durationSeconds(row.start, row.end, now);
      addEntry(totals, row, seconds);
      for (const label of groupLabelsOf(grouping.groupBy, row, context)) {
        const group = accumulatorFor(groups, label, row, startedAt, withSubGroups);
        addEntry(group.sums, row, seconds);
        if (!group.subGroups || !grouping.subGroup) continue;
        for (const subLabel of groupLabelsOf(grouping.subGroup, row, context))
          addEntry(
            accumulatorFor(group.subGroups, subLabel, row, startedAt, false).sums,
            row,
            seconds,
          );
      }
    }
  }

  return {
    add(rows: readonly ReportRow[]): void {
      // The one-group-per-entry loop below stays as it was: the reports' hot path.
      if (groupsOverlap) return addOverlapping(rows);
      for (const row of rows) {
        const startedAt = row.start.getTime();
        // A running entry counts up to now.
        const seconds = durationSeconds(row.start, row.end, now);
        const group = accumulatorFor(
          groups,
          groupLabelOf(grouping.groupBy, row, context),
          row,
          startedAt,
          withSubGroups,
        );
        addEntry(group.sums, row, seconds);
        if (group.subGroups && grouping.subGroup)
          addEntry(
            accumulatorFor(
              group.subGroups,
              groupLabelOf(grouping.subGroup, row, context),
              row,
              startedAt,
              false,
            ).sums,
            row,
            seconds,
          );
      }
    },
    async finish(naming: GroupNaming): Promise<Summary> {
      const entryIds = namingEntries(groups, grouping.groupBy, grouping.subGroup, []);
      const idsOf = (named: 'user' | 'tag') => [
        ...namedIds(named, groups, grouping.groupBy, grouping.subGroup, new Set()),
      ];
      const userIds = idsOf('user');
      const tagIds = idsOf('tag');
      const [entries, users, tags] = await Promise.all([
        entryIds.length > 0 ? naming.entryNames(entryIds) : new Map<number, ReportNames>(),
        userIds.length > 0 ? naming.userNames(userIds) : new Map<number, string>(),
        tagIds.length > 0 ? naming.tagNames(tagIds) : new Map<number, string>(),
      ]);
      const names = { entries, users, tags };
      const summed = finished(groups, names, grouping.groupBy, grouping.subGroup);
      if (!groupsOverlap) for (const group of summed) addSums(totals, group);
      return { groups: summed, totals, groupsOverlap };
    },
  };
}
