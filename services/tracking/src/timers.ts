// Timers (issue 18, Time entries): start, stop and read the caller's running entry, and
// the scheduled stop at the weekly limit (limit-stops.ts). Every write runs in the user's
// turn (time-entry-access.ts) and records its events (outbox).
import { type Caller, type DomainEvent } from '@workmesh/platform';
import type { TrackingDependencies } from './dependencies';
import {
  entryCreatedChanges,
  entryUpdatedChanges,
  TIMER_AUTO_STOPPED,
  timeEntryChangeRecorded,
  TRACKING_AUDIT_ACTIONS,
  timeEntryCreated,
  timeEntryUpdated,
  timerStarted,
  timerStopped,
  timerStoppedAtLimit,
} from './events';
import { toTimeEntryData, type TimeEntryRecord } from './models';
import { authorizeMember } from './permissions';
import type { RequestOf } from './models/proto-messages';
import type { EntryAccess } from './time-entry-access';
import { teamZone } from './timesheets';
import { formatWeekName, weekNameOf } from './week';
import { tagUses } from './tags';
import { newTimeEntryRecord, timerNotRunningError, validatedStartTimer } from './time-entry-rules';

const ONE_MILLISECOND = 1;

/**
 * Inside a write's transaction: stops the user's running timer at `at`, if any; answers
 * its events (timer.stopped, time_entry.updated, and its own change for the audit).
 */
async function stopRunning(
  repository: TrackingDependencies['repository'],
  teamId: number,
  userId: number,
  at: Date,
): Promise<DomainEvent[]> {
  const running = await repository.timeEntries.findRunning(teamId, userId);
  const stopped = running && (await repository.timeEntries.stop(teamId, running.id, at));
  if (!running || !stopped) return [];
  const data = toTimeEntryData(stopped, at);
  return [
    timerStopped(data),
    timeEntryUpdated(data),
    // One record per object: the timer stopped here has its own.
    timeEntryChangeRecorded(
      TRACKING_AUDIT_ACTIONS.StopTimer,
      stopped,
      entryUpdatedChanges(running, stopped),
    ),
  ];
}

/** The caller's timer: start (stopping the running one), stop, and the current one. */
export function timers(deps: TrackingDependencies, shared: EntryAccess) {
  const { repository, outbox, logger, teams } = deps;
  const {
    now,
    requireWeekNotApproved,
    limits,
    projectOf,
    taskOf,
    ratesOf,
    snapshotRates,
    zoneFor,
    requireNoOverlap,
    inUsersTurn,
  } = shared;

  /**
   * POST timer/start (any member; tags too): stops the running timer now, starts a new one,
   * in one transaction. time_entry.created, timer.started (the stopped: timer.stopped, updated).
   */
  async function startTimer(
    caller: Caller | undefined,
    request: RequestOf<'StartTimer'>,
  ): Promise<TimeEntryRecord> {
    const { caller: who, teamId } = await authorizeMember(teams, caller);
    const input = validatedStartTimer(request);
    const tagIds = await tagUses(deps).usableTagIds(teamId, input.tag_ids);
    const project = await projectOf(teamId, input.project_id);
    const task = input.task_id === null ? null : await taskOf(teamId, input.task_id, project.id);
    const rates = await ratesOf(teamId, who.userId);
    const settings = await teams.settingsOf(teamId);
    const timezone = await zoneFor(teamId, who.userId);
    const ratesNow = await snapshotRates(teamId, who.userId, rates, project, now(), settings);
    const id = await repository.nextId('time_entries');

    const started = await inUsersTurn(teamId, who.userId, async () => {
      const at = now();
      const events = await stopRunning(repository, teamId, who.userId, at);
      await requireWeekNotApproved(teamId, who.userId, at, settings);
      await limits.requireTimerMayStart(teamId, who.userId, rates.weeklyLimitHours, settings, at);
      // The new timer covers [now, now]: anything else reaching past now overlaps it.
      await requireNoOverlap(
        teamId,
        who.userId,
        { start: at, end: new Date(at.getTime() + ONE_MILLISECOND), now: at },
        settings.allowOverlappingTimeEntries,
      );
      const entry = await repository.timeEntries.insert(
        newTimeEntryRecord({
          id,
          teamId,
          userId: who.userId,
          project,
          task,
          rates: ratesNow,
          payType: rates.payType,
          timezone,
          source: 'timer',
          start: at,
          end: null,
          description: input.description,
          billable: input.billable,
          tagIds,
        }),
      );
      await limits.scheduleLimitStop(teamId, who.userId, rates.weeklyLimitHours, settings, at);
      const data = toTimeEntryData(entry, at);
      events.push(
        timeEntryCreated(data),
        timerStarted(data),
        timeEntryChangeRecorded(
          TRACKING_AUDIT_ACTIONS.StartTimer,
          entry,
          entryCreatedChanges(entry),
        ),
      );
      await outbox.record(...events);
      return entry;
    });
    outbox.kick();
    logger.info({ team_id: teamId, time_entry_id: started.id, by: who.userId }, 'timer started');
    return started;
  }

  /** POST timer/stop: ends the caller's running entry now, or 404 "No timer is running". */
  async function stopTimer(caller: Caller | undefined): Promise<TimeEntryRecord> {
    const { caller: who, teamId } = await authorizeMember(teams, caller);
    if (!(await repository.timeEntries.findRunning(teamId, who.userId)))
      throw timerNotRunningError();
    const stopped = await inUsersTurn(teamId, who.userId, async () => {
      const at = now();
      const running = await repository.timeEntries.findRunning(teamId, who.userId);
      const entry = running && (await repository.timeEntries.stop(teamId, running.id, at));
      if (!entry) throw timerNotRunningError();
      const data = toTimeEntryData(entry, at);
      await outbox.record(
        timerStopped(data),
        timeEntryUpdated(data),
        timeEntryChangeRecorded(
          TRACKING_AUDIT_ACTIONS.StopTimer,
          entry,
          entryUpdatedChanges(running, entry),
        ),
      );
      return entry;
    });
    outbox.kick();
    logger.info({ team_id: teamId, time_entry_id: stopped.id, by: who.userId }, 'timer stopped');
    return stopped;
  }

  /** GET timer/current: the caller's running entry, or 404 "No timer is running". */
  async function currentTimer(caller: Caller | undefined): Promise<TimeEntryRecord> {
    const { caller: who, teamId } = await authorizeMember(teams, caller);
    const running = await repository.timeEntries.findRunning(teamId, who.userId);
    if (!running) throw timerNotRunningError();
    return running;
  }

  return { startTimer, stopTimer, currentTimer };
}

/** The stop of a running timer at the instant its week reached the member's weekly limit. */
export function limitStops(deps: TrackingDependencies, shared: EntryAccess) {
  const { repository, outbox, logger, teams } = deps;
  const { weeklyLimitOf, inUsersTurn } = shared;

  /**
   * The scheduled stop (limit-stops.ts): the running entry ends at its limit_stop_at, the
   * instant its week reached the weekly limit, if it is still running and due; the member
   * is mailed (timer.stopped_at_limit). Several replicas may try: the stop is conditional
   * on the entry still running, in the user's turn, so it happens once. Answers whether
   * this call stopped it.
   */
  async function stopAtLimit(due: TimeEntryRecord): Promise<boolean> {
    const { team_id: teamId, user_id: userId } = due;
    const limitHours = await weeklyLimitOf(teamId, userId);
    const settings = await teams.settingsOf(teamId, { userId, teamId });
    const stopped = await inUsersTurn(teamId, userId, async () => {
      const at = deps.now();
      const running = await repository.timeEntries.findRunning(teamId, userId);
      if (running?.id !== due.id || !running.limit_stop_at || running.limit_stop_at > at)
        return null;
      if (limitHours <= 0) {
        // The limit was taken away since the stop was planned.
        await repository.timeEntries.setLimitStop(teamId, running.id, null);
        return null;
      }
      const entry = await repository.timeEntries.stop(teamId, running.id, running.limit_stop_at);
      if (!entry) return null;
      const data = toTimeEntryData(entry, at);
      const week = formatWeekName(weekNameOf(entry.start, teamZone(settings), settings.weekStart));
      await outbox.record(
        timerStopped(data),
        timeEntryUpdated(data),
        timerStoppedAtLimit({
          team_id: teamId,
          user_id: userId,
          weekly_limit: limitHours,
          week,
          time_entry: data,
        }),
        timeEntryChangeRecorded(TIMER_AUTO_STOPPED, entry, entryUpdatedChanges(running, entry)),
      );
      return entry;
    });
    if (!stopped) return false;
    outbox.kick();
    logger.info(
      { team_id: teamId, time_entry_id: stopped.id, user_id: userId, end: stopped.end },
      'timer stopped at the weekly limit',
    );
    return true;
  }

  return { stopAtLimit };
}
