// Weekly limits that hold (issue 19). A member's weekly_limit (hours; 0 or absent: none)
// applies to the team's week (week_start, team zone); an entry counts in the week it
// starts in, a running timer up to now. A manual entry (or an edit) that would take the
// week past the limit is refused (409 A "Weekly limit of N hours reached") unless an owner
// or manager overrides it for that entry; a timer is not started once the limit is
// reached, and a running one is stopped at the instant it reaches it: its due time is
// kept on the entry (limit_stop_at) and recomputed at every write of the member's
// entries, in the same transaction (limit-stops.ts stops it).
import {
  failedPrecondition,
  permissionDeniedError,
  Reason,
  weeklyLimitReachedText,
  type TeamAccess,
} from '@workmesh/platform';
import type { TrackingDependencies } from './dependencies';
import { seesTeamEntries } from './permissions';
import type { TrackingTeamSettings } from './teams-directory';
import { teamZone } from './timesheets';
import { weekSpanOf } from './week';

export const weeklyLimitReachedError = (hours: number) =>
  failedPrecondition(Reason.WEEKLY_LIMIT_REACHED, weeklyLimitReachedText(hours));

/** Only owners and managers may let an entry pass the limit. */
export function requireMayOverride(access: TeamAccess, override: boolean): void {
  if (override && !seesTeamEntries(access)) throw permissionDeniedError();
}

const limitSeconds = (hours: number): number => Math.round(hours * 3600);

export function weeklyLimits({ repository }: Pick<TrackingDependencies, 'repository'>) {
  /** Seconds of the user's week (the one `instant` is in) but for `exceptId`. */
  async function weekSeconds(
    teamId: number,
    userId: number,
    instant: Date,
    settings: TrackingTeamSettings,
    now: Date,
    exceptId?: number,
  ): Promise<number> {
    const week = weekSpanOf(instant, teamZone(settings), settings.weekStart);
    return repository.timeEntries.secondsStartingIn(teamId, userId, {
      from: week.from,
      to: week.to,
      now,
      exceptId,
    });
  }

  /**
   * Inside the user's turn: an entry of `seconds` starting at `start` (replacing
   * `replacing`, which held `replacedSeconds` of the same week when it was in it) keeps
   * the week within the limit, or the caller overrides (answered: true when the override
   * was needed). A week already past the limit may still shrink.
   */
  async function requireWithinLimit(check: {
    teamId: number;
    userId: number;
    limitHours: number;
    start: Date;
    seconds: number;
    settings: TrackingTeamSettings;
    now: Date;
    override: boolean;
    replacing?: { id: number; start: Date; seconds: number };
  }): Promise<boolean> {
    if (check.limitHours <= 0) return false;
    const { teamId, userId, settings, now, replacing } = check;
    const others = await weekSeconds(teamId, userId, check.start, settings, now, replacing?.id);
    const total = others + check.seconds;
    const sameWeek =
      replacing !== undefined &&
      weekSpanOf(replacing.start, teamZone(settings), settings.weekStart).week ===
        weekSpanOf(check.start, teamZone(settings), settings.weekStart).week;
    const before = others + (sameWeek ? replacing.seconds : 0);
    if (total <= limitSeconds(check.limitHours) || total <= before) return false;
    if (!check.override) throw weeklyLimitReachedError(check.limitHours);
    return true;
  }

  /** Inside the user's turn: a timer may start now unless the week has reached the limit. */
  async function requireTimerMayStart(
    teamId: number,
    userId: number,
    limitHours: number,
    settings: TrackingTeamSettings,
    now: Date,
  ): Promise<void> {
    if (limitHours <= 0) return;
    if ((await weekSeconds(teamId, userId, now, settings, now)) >= limitSeconds(limitHours))
      throw weeklyLimitReachedError(limitHours);
  }

  /**
   * Inside the user's turn, after their write: when their running timer (if any) reaches
   * the limit, given the week's other entries (never before now: a week an override took
   * past the limit stops it at once).
   */
  async function scheduleLimitStop(
    teamId: number,
    userId: number,
    limitHours: number,
    settings: TrackingTeamSettings,
    now: Date,
  ): Promise<void> {
    const running = await repository.timeEntries.findRunning(teamId, userId);
    if (!running) return;
    let stopAt: Date | null = null;
    if (limitHours > 0) {
      const others = await weekSeconds(teamId, userId, running.start, settings, now, running.id);
      const reachedAt = running.start.getTime() + (limitSeconds(limitHours) - others) * 1000;
      stopAt = new Date(Math.max(reachedAt, now.getTime()));
    }
    if ((stopAt?.getTime() ?? null) !== (running.limit_stop_at?.getTime() ?? null))
      await repository.timeEntries.setLimitStop(teamId, running.id, stopAt);
  }

  return { requireWithinLimit, requireTimerMayStart, scheduleLimitStop };
}
