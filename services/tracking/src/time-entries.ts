// Time entries (issue 18, Time entries): create, list, get, update and delete entries;
// the timer's operations are in timers.ts, what they share in time-entry-access.ts.
// Field rules live in time-entry-rules.ts, who may in permissions.ts. Every write runs in
// one transaction that first bumps the user's entry clock (their writes are serialized,
// so the overlap check and the one running timer hold under concurrency) and records its
// events (outbox).
import { permissionDeniedError, type Caller } from '@workmesh/platform';
import type { TrackingDependencies } from './dependencies';
import {
  entryCreatedChanges,
  entryDeletedChanges,
  entryUpdatedChanges,
  timeEntryChangeRecorded,
  timeEntryCreated,
  timeEntryDeleted,
  timeEntryUpdated,
  TRACKING_AUDIT_ACTIONS,
} from './events';
import { toTimeEntryData, type TimeEntryFilter, type TimeEntryRecord } from './models';
import { authorizeMember, requireMayWriteFor, seesTeamEntries } from './permissions';
import type { RequestOf } from './models/proto-messages';
import { pageOf, windowOf, type Page } from './request-validation';
import type { TeamTask } from './tasks-directory';
import { entryAccess, type EntryAccess } from './time-entry-access';
import { limitStops, timers } from './timers';
import { durationSeconds } from './models/time-entry-amounts';
import { requireMayOverride } from './weekly-limits';
import { tagFilterOf } from './tag-rules';
import { tagUses } from './tags';
import {
  newTimeEntryRecord,
  taskOfOtherProjectError,
  timeEntryChanges,
  timeEntryLockedError,
  timeEntryNotFoundError,
  validatedCreateTimeEntry,
  validatedListTimeEntries,
  validatedTimeEntryRef,
  validatedUpdateTimeEntry,
} from './time-entry-rules';

/** Create: a manual entry, the caller's or (owners, managers) a member's. */
function entryCreation(deps: TrackingDependencies, shared: EntryAccess) {
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
  const tags = tagUses(deps);

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
    const tagIds = await tags.usableTagIds(teamId, input.tag_ids);
    const rates = await ratesOf(teamId, userId);
    const project = await projectOf(teamId, input.project_id);
    const task = input.task_id === null ? null : await taskOf(teamId, input.task_id, project.id);
    const settings = await teams.settingsOf(teamId);
    const timezone = await zoneFor(teamId, userId, input.timezone);
    const entryRatesAtStart = await snapshotRates(
      teamId,
      userId,
      rates,
      project,
      input.start,
      settings,
    );
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
          rates: entryRatesAtStart,
          payType: rates.payType,
          timezone,
          source: 'manual',
          start: input.start,
          end: input.end,
          description: input.description,
          billable: input.billable,
          limitOverridden,
          tagIds,
        }),
      );
      await limits.scheduleLimitStop(teamId, userId, rates.weeklyLimitHours, settings, at);
      await outbox.record(
        timeEntryCreated(toTimeEntryData(entry, at)),
        timeEntryChangeRecorded(
          TRACKING_AUDIT_ACTIONS.CreateTimeEntry,
          entry,
          entryCreatedChanges(entry),
        ),
      );
      return entry;
    });
    outbox.kick();
    logger.info(
      { team_id: teamId, time_entry_id: created.id, user_id: userId, by: access.caller.userId },
      'time entry created',
    );
    return created;
  }

  return { createTimeEntry };
}

/** Reads: the list and one entry, as the caller may see them. */
function entryReads(deps: TrackingDependencies, shared: EntryAccess) {
  const { repository, teams } = deps;
  const { visibleEntry } = shared;

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
      tags: tagFilterOf(input),
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

  return { listTimeEntries, getTimeEntry };
}

/** Update: the fields given, rechecked in the user's turn. */
function entryUpdates(deps: TrackingDependencies, shared: EntryAccess) {
  const { repository, outbox, logger, teams } = deps;
  const {
    now,
    requireWeekNotApproved,
    limits,
    projectOf,
    taskOf,
    weeklyLimitOf,
    entryRates,
    visibleEntry,
    requireNoOverlap,
    inUsersTurn,
  } = shared;
  const tags = tagUses(deps);

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
    // Tags it already carries may stay though archived; new ones must be usable.
    if (input.tag_ids !== undefined) await tags.usableTagIds(teamId, input.tag_ids, before.tag_ids);
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
    // Moved to another project: the rates in force for it at the entry's start (issue 34).
    const projectRates =
      project && project.id !== before.project_id
        ? await entryRates({
            teamId,
            userId: before.user_id,
            member: await teams.memberOf(teamId, before.user_id),
            project,
            start: input.start ?? before.start,
            settings,
          })
        : undefined;

    const { entry, changed } = await inUsersTurn(teamId, before.user_id, async () => {
      const at = now();
      const current = await repository.timeEntries.findInTeam(teamId, before.id);
      if (!current) throw timeEntryNotFoundError();
      if (current.locked) throw timeEntryLockedError();
      const changes = timeEntryChanges(current, input, { project, projectRates, task, now: at });
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
      await outbox.record(
        timeEntryUpdated(toTimeEntryData(updated, at)),
        timeEntryChangeRecorded(
          TRACKING_AUDIT_ACTIONS.UpdateTimeEntry,
          updated,
          entryUpdatedChanges(current, updated),
        ),
      );
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

  return { updateTimeEntry };
}

/** Delete: an unlocked entry, its weekly limit stop planned again. */
function entryRemoval(deps: TrackingDependencies, shared: EntryAccess) {
  const { repository, outbox, logger, teams } = deps;
  const { now, limits, weeklyLimitOf, visibleEntry, inUsersTurn } = shared;

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
      await outbox.record(
        timeEntryDeleted(toTimeEntryData(deleted, at)),
        timeEntryChangeRecorded(
          TRACKING_AUDIT_ACTIONS.DeleteTimeEntry,
          deleted,
          entryDeletedChanges(deleted),
        ),
      );
    });
    outbox.kick();
    logger.info(
      { team_id: teamId, time_entry_id: before.id, by: access.caller.userId },
      'time entry deleted',
    );
    return { success: 'Time entry deleted' };
  }

  return { deleteTimeEntry };
}

export function timeEntriesUseCases(deps: TrackingDependencies) {
  // One shared state (the users' turns, the weekly limits) for every operation.
  const shared = entryAccess(deps);
  return {
    /** Timesheets take the same turn for their status changes (timesheets.ts). */
    inUsersTurn: shared.inUsersTurn,
    ...timers(deps, shared),
    ...entryCreation(deps, shared),
    ...entryReads(deps, shared),
    ...entryUpdates(deps, shared),
    ...entryRemoval(deps, shared),
    ...limitStops(deps, shared),
  };
}

export type TimeEntriesUseCases = ReturnType<typeof timeEntriesUseCases>;
