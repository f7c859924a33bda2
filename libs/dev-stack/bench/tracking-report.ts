// The reports' bench scenario (issue 18): a month of entries for a 50-member team, about
// 25,000, written into the tracking database through the service's own store and record
// builder, and the summary report (by project, then day, in America/New_York) as the
// service runs it, called in-process. system-bench times the same report through the
// gateway against this in-process call; summary-report-quick.ts times only the latter.
import type { Caller, TeamRole } from '@workmesh/platform';
import {
  newTimeEntryRecord,
  reportsUseCases,
  toSummaryReportMessage,
  type TrackingDependencies,
  type TrackingRepository,
} from '@workmesh/tracking';

export const REPORT_MEMBERS = 50;
export const REPORT_ENTRIES = 25_000;
export const REPORT_PROJECTS = 20;
/** March 2026: the month holds the America/New_York spring-forward day. */
export const REPORT_QUERY = {
  from: '2026-03-01',
  to: '2026-04-01',
  timezone: 'America/New_York',
  group_by: 'project',
  sub_group: 'day',
} as const;
const MONTH_START = Date.UTC(2026, 2, 1, 5); // 00:00 EST
const MONTH_DAYS = 31;

/**
 * REPORT_ENTRIES entries of REPORT_MEMBERS users (the owner and 49 more ids: a report by
 * project and day never asks who they are) spread over the month, 20-40 minutes each,
 * back to back per user and day. Inserts `concurrency` at a time.
 */
export async function seedMonthOfEntries(
  repository: TrackingRepository,
  team: { teamId: number; ownerId: number },
  concurrency = 16,
): Promise<number> {
  const userIds = [
    team.ownerId,
    ...Array.from({ length: REPORT_MEMBERS - 1 }, (_, i) => 9_000_000 + i),
  ];
  const perUserDay = Math.ceil(REPORT_ENTRIES / (REPORT_MEMBERS * MONTH_DAYS));
  const { first } = await repository.reserveIds('time_entries', REPORT_ENTRIES);
  const records = Array.from({ length: REPORT_ENTRIES }, (_, index) => {
    const user = index % REPORT_MEMBERS;
    const slot = Math.floor(index / REPORT_MEMBERS);
    const day = slot % MONTH_DAYS;
    const turn = Math.floor(slot / MONTH_DAYS) % perUserDay;
    const start = MONTH_START + day * 86_400_000 + 8 * 3_600_000 + turn * 45 * 60_000;
    const minutes = 20 + ((index * 7) % 21);
    const projectIndex = (user + turn) % REPORT_PROJECTS;
    return newTimeEntryRecord({
      id: first + index,
      teamId: team.teamId,
      userId: userIds[user],
      project: {
        id: 1 + projectIndex,
        name: `Bench project ${projectIndex + 1}`,
        clientId: 1 + (projectIndex % 5),
        clientName: `Bench client ${(projectIndex % 5) + 1}`,
        isBillable: projectIndex % 4 !== 0,
      },
      task: null,
      rates: {
        role: 'member',
        billRateCents: 12_000,
        payRateCents: 5_000,
        payType: 'hourly',
        weeklyLimitHours: 0,
      },
      timezone: 'America/New_York',
      source: 'manual',
      start: new Date(start),
      end: new Date(start + minutes * 60_000),
      description: '',
    });
  });
  for (let at = 0; at < records.length; at += concurrency)
    await Promise.all(
      records.slice(at, at + concurrency).map((record) => repository.timeEntries.insert(record)),
    );
  return records.length;
}

/** What the report asks of teams, answered in-process (the caller is the team's owner). */
export interface InProcessTeams {
  roleOf(teamId: number, userId: number): Promise<TeamRole | null>;
  settingsOf(teamId: number): Promise<{ timezone: string; weekStart: string }>;
}

/** The summary report use case as the service wires it, with teams answered in-process. */
export function inProcessSummaryReport(repository: TrackingRepository, teams: InProcessTeams) {
  const deps = {
    repository,
    teams: {
      ...teams,
      settingsOf: async (teamId: number) => ({
        ...(await teams.settingsOf(teamId)),
        allowOverlappingTimeEntries: false,
      }),
    },
    identity: { namesOf: async () => new Map<number, string>() },
    now: () => new Date(),
  } as unknown as TrackingDependencies; // the report use case reads only these
  const reports = reportsUseCases(deps);
  return async (caller: Caller) =>
    toSummaryReportMessage(await reports.summaryReport(caller, { ...REPORT_QUERY }));
}
