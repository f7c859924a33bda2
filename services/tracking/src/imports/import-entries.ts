// Imported rows as time entries (docs/import-matching.md): written as a manual entry is
// (newTimeEntryRecord), with source `import`, the import's id and the row's source key.
// Rates are snapshotted as for any entry: the file's hourly bill and cost rates when it
// gives them (a bill rate must be in the currency the project bills in: its client's,
// else the team's; a cost rate in the team's), else the rate book's rates in force at the
// entry's start. billable is the row's, else the project's default. Amounts follow from
// rate × duration in integer minor units, as for every entry. Pure: the writer looks up
// what these need.
import type {
  BudgetEntryRecord,
  HeldEntryRecord,
  NewImportedEntry,
  RateChangeRecord,
} from '../models';
import { durationSeconds } from '../models/time-entry-amounts';
import { contributionOf } from '../budget-rules';
import { resolveRates } from '../rate-rules';
import type { MemberRates, TrackingTeamSettings } from '../teams-directory';
import { newTimeEntryRecord } from '../time-entry-rules';
import { teamZone } from '../timesheets';
import { localDateAt, weekNameAt } from './import-calendar';
import type { ImportProject, ImportTask } from './import-directory';
import type { ImportedEntry, ImportJobContext } from './import-rows';

/** An entry as the row resolves it, before its person's id and rates: what is held for an invitee. */
export type EntryParts = Omit<HeldEntryRecord, 'email' | 'line' | 'requested_by'>;

/** The source key an entry carries: unique per team (the import's source and the row's key). */
export const sourceKeyOf = (job: Pick<ImportJobContext, 'source'>, entry: ImportedEntry): string =>
  `${job.source}:${entry.sourceKey}`;

/** The currency the project's entries bill in: its client's, the team's without a client. */
export const billCurrencyOf = (
  project: Pick<ImportProject, 'clientId' | 'clientCurrency'>,
  settings: TrackingTeamSettings,
): string =>
  project.clientId > 0 && project.clientCurrency ? project.clientCurrency : settings.currency;

/** Why the row's rates cannot be kept, or null. */
export function rateRefusal(
  entry: Pick<ImportedEntry, 'billRate' | 'costRate'>,
  project: ImportProject,
  settings: TrackingTeamSettings,
): string | null {
  const billCurrency = billCurrencyOf(project, settings);
  if (entry.billRate && entry.billRate.currency !== billCurrency) {
    const biller =
      project.clientId > 0 && project.clientName ? `client ${project.clientName}` : 'the team';
    return `The rate is in ${entry.billRate.currency}, but ${biller} bills in ${billCurrency}; give the rate in ${billCurrency}, or leave it out to use the team's rates.`;
  }
  if (entry.costRate && entry.costRate.currency !== settings.currency)
    return `The cost rate is in ${entry.costRate.currency}, but the team pays in ${settings.currency}; give it in ${settings.currency}, or leave it out to use the team's rates.`;
  return null;
}

/** The row's entry but its person. */
export function entryPartsOf(
  job: Pick<ImportJobContext, 'importId' | 'teamId' | 'source'>,
  entry: ImportedEntry,
  project: ImportProject,
  task: ImportTask | null,
  tagIds: number[],
): EntryParts {
  return {
    team_id: job.teamId,
    import_id: job.importId,
    source_key: sourceKeyOf(job, entry),
    project: {
      id: project.id,
      name: project.name,
      clientId: project.clientId,
      clientName: project.clientName,
      clientCurrency: project.clientCurrency,
      isBillable: project.isBillable,
    },
    task_id: task?.id ?? null,
    task_name: task?.name ?? null,
    tag_ids: tagIds,
    description: entry.description,
    start: entry.start,
    end: entry.end,
    timezone: entry.timezone,
    billable: entry.billable ?? project.isBillable,
    bill_rate: entry.billRate ? { ...entry.billRate } : null,
    cost_rate: entry.costRate ? { ...entry.costRate } : null,
  };
}

/** The team's zone (teamZone reads the zone database each time: once per zone here). */
const zones = new Map<string, string>();
function zoneOf(settings: TrackingTeamSettings): string {
  let zone = zones.get(settings.timezone);
  if (zone === undefined) {
    zone = teamZone(settings);
    if (zones.size < 1000) zones.set(settings.timezone, zone);
  }
  return zone;
}

/** The ISO week (in the team's zone and week start) the entry lands in: its timesheet's. */
export const weekOfEntry = (start: Date, settings: TrackingTeamSettings): string =>
  weekNameAt(start, zoneOf(settings), settings.weekStart);

/** The entry of the member, its rates snapshotted (the file's, else the rate book's). */
export function importedEntryRecord(
  parts: EntryParts,
  making: {
    id: number;
    userId: number;
    member: MemberRates | null;
    settings: TrackingTeamSettings;
    rateRows: readonly RateChangeRecord[];
  },
): NewImportedEntry {
  const { project } = parts;
  const currency = billCurrencyOf(project, making.settings);
  const book = resolveRates([...making.rateRows], {
    userId: making.userId,
    clientId: project.clientId,
    projectId: project.id,
    currency,
    costCurrency: making.settings.currency,
    date: localDateAt(parts.start, zoneOf(making.settings)),
  });
  const rates = {
    ...book,
    billRate: parts.bill_rate?.minor ?? book.billRate,
    payRate: parts.cost_rate?.minor ?? book.payRate,
    rateMissing: parts.bill_rate ? false : book.rateMissing,
  };
  const record = newTimeEntryRecord({
    id: making.id,
    teamId: parts.team_id,
    userId: making.userId,
    project: { ...project },
    task:
      parts.task_id === null
        ? null
        : {
            id: parts.task_id,
            name: parts.task_name ?? '',
            projectId: project.id,
            teamId: parts.team_id,
          },
    rates,
    payType: making.member?.payType ?? 'hourly',
    timezone: parts.timezone,
    source: 'import',
    start: parts.start,
    end: parts.end,
    description: parts.description,
    billable: parts.billable,
    tagIds: parts.tag_ids,
  });
  return { ...record, import_id: parts.import_id, source_key: parts.source_key };
}

/** What an entry written without events adds to its client's budget use (budget-use.ts). */
export function budgetPartOf(
  entry: Pick<
    NewImportedEntry,
    | 'id'
    | 'team_id'
    | 'client_id'
    | 'start'
    | 'end'
    | 'billable'
    | 'bill_rate_cents'
    | 'pay_rate_cents'
    | 'pay_type'
  >,
): BudgetEntryRecord {
  const end = entry.end ?? entry.start;
  return {
    id: entry.id,
    team_id: entry.team_id,
    client_id: entry.client_id,
    start: entry.start,
    running: false,
    billable: entry.billable,
    contribution: contributionOf({
      seconds: durationSeconds(entry.start, end, end),
      bill_rate_cents: entry.bill_rate_cents,
      pay_rate_cents: entry.pay_rate_cents,
      pay_type: entry.pay_type,
    }),
    revision: 1,
    deleted: false,
  };
}
