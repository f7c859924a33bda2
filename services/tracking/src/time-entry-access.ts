// What the time entry and timer operations share (time-entries.ts, timers.ts): the user's
// turn of the entry writes (their clock first, then the work, in one transaction), the
// project, task, rates and zone an entry takes, the entry a caller may see, and the
// checks every write makes (no overlap, no approved week, the weekly limit).
import { canonicalTimezone, turnsPerKey, type TeamAccess } from '@workmesh/platform';
import type { TeamProject } from './clients-directory';
import type { TrackingDependencies } from './dependencies';
import type { TimeEntryRecord } from './models';
import { mayTouch } from './permissions';
import type { TeamTask } from './tasks-directory';
import { rateBook } from './rate-book';
import type { MemberRates, TrackingTeamSettings } from './teams-directory';
import { approvedWeekGuard } from './timesheets';
import { weeklyLimits } from './weekly-limits';
import {
  projectNotFoundError,
  taskNotFoundError,
  taskOfOtherProjectError,
  timeEntryNotFoundError,
  timeEntryOverlapError,
  userNotMemberError,
  wholeSecond,
} from './time-entry-rules';

/**
 * The shared state (the turns per user, the weekly limits) is made once here and passed
 * to every operation's factory: one turn per user across all of them.
 */
export function entryAccess(deps: TrackingDependencies) {
  const { repository, teams, clients, tasks, identity } = deps;
  const now = () => wholeSecond(deps.now());
  /** Timesheets' hook: no entry starts in an approved week (after the user's clock). */
  const requireWeekNotApproved = approvedWeekGuard(deps);
  const inTurn = turnsPerKey();
  const limits = weeklyLimits(deps);
  /** The rates an entry snapshots (rates.ts). */
  const book = rateBook(deps);

  /** The team's project (clients), or PROJECT_NOT_FOUND. */
  async function projectOf(teamId: number, projectId: number): Promise<TeamProject> {
    const project = await clients.projectOfTeam(teamId, projectId);
    if (!project) throw projectNotFoundError();
    return project;
  }

  /** The team's task (tasks), of the project, or TASK_NOT_FOUND / not of the project. */
  async function taskOf(teamId: number, taskId: number, projectId: number): Promise<TeamTask> {
    const task = await tasks.taskOfTeam(teamId, taskId);
    if (!task) throw taskNotFoundError();
    if (task.projectId !== projectId) throw taskOfOtherProjectError();
    return task;
  }

  /** The member's weekly limit in hours (0: none, or no longer a member). */
  async function weeklyLimitOf(teamId: number, userId: number): Promise<number> {
    return (await teams.memberOf(teamId, userId))?.weeklyLimitHours ?? 0;
  }

  /** The member's role, pay type, weekly limit and invitation (teams GetMember), or not a member. */
  async function ratesOf(teamId: number, userId: number): Promise<MemberRates> {
    const rates = await teams.memberOf(teamId, userId);
    if (!rates) throw userNotMemberError();
    return rates;
  }

  /** Spec: the entry's zone is the one given, else the user's, else the team's, else UTC. */
  async function zoneFor(teamId: number, userId: number, given?: string): Promise<string> {
    if (given) return given;
    const users = await identity.timezoneOf(userId);
    const usersZone = users ? canonicalTimezone(users) : null;
    if (usersZone) return usersZone;
    return canonicalTimezone((await teams.settingsOf(teamId)).timezone) ?? 'UTC';
  }

  /** The entry if the caller may see it; another team's or (for a member) another's: not found. */
  async function visibleEntry(access: TeamAccess, id: number): Promise<TimeEntryRecord> {
    const entry = await repository.timeEntries.findInTeam(access.teamId, id);
    if (!entry || !mayTouch(access, entry)) throw timeEntryNotFoundError();
    return entry;
  }

  /** Spec: a user's entries may not overlap unless the team allows it. */
  async function requireNoOverlap(
    teamId: number,
    userId: number,
    span: { start: Date; end: Date; now: Date; exceptId?: number },
    allowOverlapping: boolean,
  ): Promise<void> {
    if (allowOverlapping) return;
    if (await repository.timeEntries.findOverlapping(teamId, userId, span))
      throw timeEntryOverlapError();
  }

  /** A write of the user's entries: their clock first, then the work, in one transaction. */
  async function inUsersTurn<T>(
    teamId: number,
    userId: number,
    work: () => Promise<T>,
  ): Promise<T> {
    return inTurn(`${teamId}:${userId}`, async () => {
      await repository.entryClocks.ensure(teamId, userId);
      return repository.transaction(async () => {
        await repository.entryClocks.bump(teamId, userId);
        return work();
      });
    });
  }

  return {
    now,
    requireWeekNotApproved,
    limits,
    projectOf,
    taskOf,
    weeklyLimitOf,
    ratesOf,
    entryRates: book.entryRates,
    /** The rates in force at `start` for the member's entry on the project (rates.ts). */
    snapshotRates: (
      teamId: number,
      userId: number,
      member: MemberRates | null,
      project: TeamProject,
      start: Date,
      settings: TrackingTeamSettings,
    ) => book.entryRates({ teamId, userId, member, project, start, settings }),
    zoneFor,
    visibleEntry,
    requireNoOverlap,
    inUsersTurn,
  };
}

export type EntryAccess = ReturnType<typeof entryAccess>;
