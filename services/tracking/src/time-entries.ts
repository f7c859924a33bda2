// Time entries and timers (issue 18, Time entries): start, stop and read the timer;
// create, list, get, update and delete entries. Field rules live in time-entry-rules.ts,
// who may in permissions.ts. Every write runs in one transaction that first bumps the
// user's entry clock (their writes are serialized, so the overlap check and the one
// running timer hold under concurrency) and records its events (outbox).
import {
  canonicalTimezone,
  permissionDeniedError,
  turnsPerKey,
  type Caller,
  type DomainEvent,
  type TeamAccess,
} from '@workmesh/platform';
import type { TeamProject } from './clients-directory';
import type { TrackingDependencies } from './dependencies';
import {
  timeEntryCreated,
  timeEntryDeleted,
  timeEntryUpdated,
  timerStarted,
  timerStopped,
  timerStoppedAtLimit,
} from './events';
import { toTimeEntryData, type TimeEntryFilter, type TimeEntryRecord } from './models';
import { authorizeMember, mayTouch, requireMayWriteFor, seesTeamEntries } from './permissions';
import type { RequestOf } from './models/proto-messages';
import { pageOf, windowOf, type Page } from './request-validation';
import type { TeamTask } from './tasks-directory';
import type { MemberRates } from './teams-directory';
import { approvedWeekGuard, teamZone } from './timesheets';
import { durationSeconds } from './models/time-entry-amounts';
import { formatWeekName, weekNameOf } from './week';
import { requireMayOverride, weeklyLimits } from './weekly-limits';
import {
  newTimeEntryRecord,
  projectNotFoundError,
  taskNotFoundError,
  taskOfOtherProjectError,
  timeEntryChanges,
  timeEntryLockedError,
  timeEntryNotFoundError,
  timeEntryOverlapError,
  timerNotRunningError,
  userNotMemberError,
  validatedCreateTimeEntry,
  validatedListTimeEntries,
  validatedStartTimer,
  validatedTimeEntryRef,
  validatedUpdateTimeEntry,
  wholeSecond,
} from './time-entry-rules';

const ONE_MILLISECOND = 1;

export function timeEntriesUseCases(deps: TrackingDependencies) {
  const { repository, outbox, logger, teams, clients, tasks, identity } = deps;
  const now = () => wholeSecond(deps.now());
  /** Timesheets' hook: no entry starts in an approved week (after the user's clock). */
  const requireWeekNotApproved = approvedWeekGuard(deps);
  const inTurn = turnsPerKey();
  const limits = weeklyLimits(deps);

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

  /** The member's rates (teams GetMember), or the user is not a member. */
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

  /**
   * POST timer/start (any member): stops the running timer at this instant and starts a
   * new one, in one transaction. time_entry.created and timer.started (and for the one
   * stopped timer.stopped and time_entry.updated).
   */
  async function startTimer(
    caller: Caller | undefined,
    request: RequestOf<'StartTimer'>,
  ): Promise<TimeEntryRecord> {
    const { caller: who, teamId } = await authorizeMember(teams, caller);
    const input = validatedStartTimer(request);
    const project = await projectOf(teamId, input.project_id);
    const task = input.task_id === null ? null : await taskOf(teamId, input.task_id, project.id);
    const rates = await ratesOf(teamId, who.userId);
    const settings = await teams.settingsOf(teamId);
    const timezone = await zoneFor(teamId, who.userId);
    const id = await repository.nextId('time_entries');

    const started = await inUsersTurn(teamId, who.userId, async () => {
      const at = now();
      const events: DomainEvent[] = [];
      const running = await repository.timeEntries.findRunning(teamId, who.userId);
      if (running) {
        const stopped = await repository.timeEntries.stop(teamId, running.id, at);
        if (stopped) {
          const data = toTimeEntryData(stopped, at);
          events.push(timerStopped(data), timeEntryUpdated(data));
        }
      }
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
          rates,
          timezone,
          source: 'timer',
          start: at,
          end: null,
          description: input.description,
          billable: input.billable,
        }),
      );
      await limits.scheduleLimitStop(teamId, who.userId, rates.weeklyLimitHours, settings, at);
      const data = toTimeEntryData(entry, at);
      events.push(timeEntryCreated(data), timerStarted(data));
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
      await outbox.record(timerStopped(data), timeEntryUpdated(data));
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

  /**
   * POST time-entry/create (manual): the caller's entry, or (owners, managers) a
   * member's. time_entry.created.
   */
  async function createTimeEntry(
    caller: Caller | undefined,
    request: RequestOf<'CreateTimeEntry'>,
  ): Promise<TimeEntryRecord> {
    const access = await authorizeMember(teams, caller);
    const { teamId } = access;
    const input = validatedCreateTimeEntry(request);
    const userId = input.user_id ?? access.caller.userId;
    requireMayWriteFor(access, userId);
    requireMayOverride(access, input.override_limit);
    const rates = await ratesOf(teamId, userId);
    const project = await projectOf(teamId, input.project_id);
    const task = input.task_id === null ? null : await taskOf(teamId, input.task_id, project.id);
    const settings = await teams.settingsOf(teamId);
    const timezone = await zoneFor(teamId, userId, input.timezone);
    const id = await repository.nextId('time_entries');

    const created = await inUsersTurn(teamId, userId, async () => {
      const at = now();
      await requireWeekNotApproved(teamId, userId, input.start, settings);
      await requireNoOverlap(
        teamId,
        userId,
        { start: input.start, end: input.end, now: at },
        settings.allowOverlappingTimeEntries,
      );
      const limitOverridden = await limits.requireWithinLimit({
        teamId,
        userId,
        limitHours: rates.weeklyLimitHours,
        start: input.start,
        seconds: durationSeconds(input.start, input.end, at),
        settings,
        now: at,
        override: input.override_limit,
      });
      const entry = await repository.timeEntries.insert(
        newTimeEntryRecord({
          id,
          teamId,
          userId,
          project,
          task,
          rates,
          timezone,
          source: 'manual',
          start: input.start,
          end: input.end,
          description: input.description,
          billable: input.billable,
          limitOverridden,
        }),
      );
      await limits.scheduleLimitStop(teamId, userId, rates.weeklyLimitHours, settings, at);
      await outbox.record(timeEntryCreated(toTimeEntryData(entry, at)));
      return entry;
    });
    outbox.kick();
    logger.info(
      { team_id: teamId, time_entry_id: created.id, user_id: userId, by: access.caller.userId },
      'time entry created',
    );
    return created;
  }

  /** GET time-entry/list: members their own entries, owners and managers the team's. */
  async function listTimeEntries(
    caller: Caller | undefined,
    request: RequestOf<'ListTimeEntries'>,
  ): Promise<Page<TimeEntryRecord>> {
    const access = await authorizeMember(teams, caller);
    const input = validatedListTimeEntries(request);
    if (
      !seesTeamEntries(access) &&
      input.user_id !== undefined &&
      input.user_id !== access.caller.userId
    )
      throw permissionDeniedError();
    const filter: TimeEntryFilter = {
      userId: seesTeamEntries(access) ? input.user_id : access.caller.userId,
      projectId: input.project_id,
      clientId: input.client_id,
      taskId: input.task_id,
      billable: input.billable,
      running: input.running,
      from: input.from,
      to: input.to,
    };
    return pageOf(
      await repository.timeEntries.page(access.teamId, filter, windowOf(input), deps.now()),
      input,
    );
  }

  /** GET time-entry/:id. */
  async function getTimeEntry(
    caller: Caller | undefined,
    request: RequestOf<'GetTimeEntry'>,
  ): Promise<TimeEntryRecord> {
    const access = await authorizeMember(teams, caller);
    return visibleEntry(access, validatedTimeEntryRef(request).time_entry_id);
  }

  /**
   * POST time-entry/:id/update: the fields given (task_id 0 clears the task). Locked →
   * 409. Only a real change is written; time_entry.updated with it.
   */
  async function updateTimeEntry(
    caller: Caller | undefined,
    request: RequestOf<'UpdateTimeEntry'>,
  ): Promise<TimeEntryRecord> {
    const access = await authorizeMember(teams, caller);
    const { teamId } = access;
    const input = validatedUpdateTimeEntry(request);
    requireMayOverride(access, input.override_limit);
    const before = await visibleEntry(access, input.time_entry_id);
    if (before.locked) throw timeEntryLockedError();
    const project =
      input.project_id === undefined ? undefined : await projectOf(teamId, input.project_id);
    const projectId = project?.id ?? before.project_id;
    let task: TeamTask | null | undefined;
    if (input.task_id === 0) task = null;
    else if (input.task_id !== undefined) task = await taskOf(teamId, input.task_id, projectId);
    else if (project && before.task_id !== null && project.id !== before.project_id)
      throw taskOfOtherProjectError(); // the kept task is of the old project
    const settings = await teams.settingsOf(teamId);
    const limitHours = await weeklyLimitOf(teamId, before.user_id);

    const { entry, changed } = await inUsersTurn(teamId, before.user_id, async () => {
      const at = now();
      const current = await repository.timeEntries.findInTeam(teamId, before.id);
      if (!current) throw timeEntryNotFoundError();
      if (current.locked) throw timeEntryLockedError();
      const changes = timeEntryChanges(current, input, { project, task, now: at });
      if (Object.keys(changes).length === 0) return { entry: current, changed: false };
      if (changes.start !== undefined)
        await requireWeekNotApproved(teamId, current.user_id, changes.start, settings);
      if (changes.start !== undefined || changes.end !== undefined)
        await requireNoOverlap(
          teamId,
          current.user_id,
          {
            start: changes.start ?? current.start,
            end: changes.end ?? current.end ?? at,
            now: at,
            exceptId: current.id,
          },
          settings.allowOverlappingTimeEntries,
        );
      if (changes.start !== undefined || changes.end !== undefined) {
        const start = changes.start ?? current.start;
        const overridden = await limits.requireWithinLimit({
          teamId,
          userId: current.user_id,
          limitHours,
          start,
          seconds: durationSeconds(start, changes.end ?? current.end, at),
          settings,
          now: at,
          override: input.override_limit,
          replacing: {
            id: current.id,
            start: current.start,
            seconds: durationSeconds(current.start, current.end, at),
          },
        });
        if (overridden) changes.limit_overridden = true;
      }
      const updated = await repository.timeEntries.updateUnlocked(teamId, current.id, changes);
      if (!updated) throw timeEntryLockedError(); // found and unlocked above, same transaction
      await limits.scheduleLimitStop(teamId, current.user_id, limitHours, settings, at);
      await outbox.record(timeEntryUpdated(toTimeEntryData(updated, at)));
      return { entry: updated, changed: true };
    });
    if (changed) {
      outbox.kick();
      logger.info(
        { team_id: teamId, time_entry_id: entry.id, by: access.caller.userId },
        'time entry updated',
      );
    }
    return entry;
  }

  /** POST time-entry/:id/delete: an unlocked entry (locked → 409). time_entry.deleted. */
  async function deleteTimeEntry(
    caller: Caller | undefined,
    request: RequestOf<'DeleteTimeEntry'>,
  ): Promise<{ success: string }> {
    const access = await authorizeMember(teams, caller);
    const { teamId } = access;
    const before = await visibleEntry(access, validatedTimeEntryRef(request).time_entry_id);
    if (before.locked) throw timeEntryLockedError();
    const limitHours = await weeklyLimitOf(teamId, before.user_id);
    const settings = limitHours > 0 ? await teams.settingsOf(teamId) : undefined;

    await inUsersTurn(teamId, before.user_id, async () => {
      const at = now();
      const current = await repository.timeEntries.findInTeam(teamId, before.id);
      if (!current) throw timeEntryNotFoundError();
      if (current.locked) throw timeEntryLockedError();
      const deleted = await repository.timeEntries.deleteUnlocked(teamId, current.id);
      if (!deleted) throw timeEntryLockedError();
      if (settings)
        await limits.scheduleLimitStop(teamId, before.user_id, limitHours, settings, at);
      await outbox.record(timeEntryDeleted(toTimeEntryData(deleted, at)));
    });
    outbox.kick();
    logger.info(
      { team_id: teamId, time_entry_id: before.id, by: access.caller.userId },
      'time entry deleted',
    );
    return { success: 'Time entry deleted' };
  }

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

  return {
    /** Timesheets take the same turn for their status changes (timesheets.ts). */
    inUsersTurn,
    startTimer,
    stopTimer,
    currentTimer,
    createTimeEntry,
    listTimeEntries,
    getTimeEntry,
    updateTimeEntry,
    deleteTimeEntry,
    stopAtLimit,
  };
}

export type TimeEntriesUseCases = ReturnType<typeof timeEntriesUseCases>;
