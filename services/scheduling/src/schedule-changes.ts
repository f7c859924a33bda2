// Changes to stored entries (docs/scheduling.md, routes, Delete): an
// owner or manager updates one occurrence, or deletes one (`this`) or one member's
// occurrences of a SID from one on (`future`; spec, schedule delete). Every query is
// scoped by the caller's team: another team's entry is "not found".
import {
  deletedChanges,
  invalidArgument,
  Reason,
  recordNotFound,
  updatedChanges,
  type Caller,
} from '@workmesh/platform';
import type { SchedulingDependencies } from './dependencies';
import {
  entryChanges,
  requireEntryTimes,
  validatedDelete,
  validatedEntryUpdate,
} from './entry-rules';
import {
  ENTRY_AUDIT_OMIT,
  SCHEDULING_AUDIT_ACTIONS,
  scheduleDeleted,
  schedulingChangeRecorded,
} from './events';
import type { ScheduleEntryRecord } from './models';
import { withTimeOffFlags } from './member-calendars';
import { authorizeScheduleManager } from './permissions';
import type { RequestOf } from './models/proto-messages';

export const SCHEDULE_DELETED_MESSAGE = 'Schedule deleted successfully';

export const scheduleNotFoundError = () => recordNotFound(Reason.SCHEDULE_NOT_FOUND);
export const scheduleMismatchError = () =>
  invalidArgument(
    Reason.SCHEDULE_MISMATCH,
    'The schedule entry does not belong to the given sid and member_id.',
  );

export interface DeleteScheduleResult {
  message: string;
  status: 200;
  deleted: number;
}

export function scheduleChangeUseCases({
  repository,
  outbox,
  logger,
  teams,
}: SchedulingDependencies) {
  /**
   * POST schedule/:id/update (owner, manager): this occurrence only. Start and end
   * stay in order and at most ENTRY_MAX_HOURS apart; minimum_hours 0–24 rounded to 2
   * decimals; title at most 255. Only a real change is written (updated_at moves).
   */
  async function updateScheduleEntry(
    caller: Caller | undefined,
    request: RequestOf<'UpdateScheduleEntry'>,
  ): Promise<ScheduleEntryRecord> {
    const { caller: who, teamId } = await authorizeScheduleManager(teams, caller);
    const input = validatedEntryUpdate(request);

    const { entry, changed } = await repository.transaction(async () => {
      const current = await repository.entries.findInTeam(teamId, input.id);
      if (!current) throw scheduleNotFoundError();
      requireEntryTimes(input.start ?? current.start, input.end ?? current.end);
      const changes = entryChanges(current, input);
      if (Object.keys(changes).length === 0) return { entry: current, changed: false };
      const updated = await repository.entries.update(teamId, current.id, changes);
      if (!updated) throw scheduleNotFoundError();
      await outbox.record(
        schedulingChangeRecorded(
          SCHEDULING_AUDIT_ACTIONS.UpdateScheduleEntry,
          { team_id: teamId, object_type: 'schedule_entry', object_id: String(updated.id) },
          updatedChanges({ ...current }, { ...updated }, ENTRY_AUDIT_OMIT),
          updated.user_id,
        ),
      );
      return { entry: updated, changed: true };
    });
    if (changed) {
      outbox.kick();
      logger.info(
        { team_id: teamId, entry_id: entry.id, by: who.userId },
        'schedule entry updated',
      );
    }
    const [shown] = await withTimeOffFlags(repository, teamId, [entry]);
    return shown;
  }

  /**
   * POST schedule/delete (owner, manager). `this`: the entry. `future`: the entry and
   * every entry of that SID and member starting at or after it (the entry must be of
   * that SID and member). schedule.deleted in the same transaction.
   */
  async function deleteSchedule(
    caller: Caller | undefined,
    request: RequestOf<'DeleteSchedule'>,
  ): Promise<DeleteScheduleResult> {
    const { caller: who, teamId } = await authorizeScheduleManager(teams, caller);
    const input = validatedDelete(request);

    const event = await repository.transaction(async () => {
      const entry = await repository.entries.findInTeam(teamId, input.id);
      if (!entry) throw scheduleNotFoundError();
      if (input.type === 'future' && (entry.sid !== input.sid || entry.user_id !== input.member_id))
        throw scheduleMismatchError();
      const ids =
        input.type === 'this'
          ? [entry.id]
          : await repository.entries.idsFrom(teamId, entry.sid, entry.user_id, entry.start);
      const deleted = await repository.entries.deleteMany(teamId, ids);
      if (deleted !== ids.length) throw scheduleNotFoundError(); // deleted meanwhile
      const data = {
        team_id: teamId,
        sid: entry.sid,
        user_id: entry.user_id,
        ids,
        type: input.type,
      };
      await outbox.record(
        scheduleDeleted(data),
        schedulingChangeRecorded(
          SCHEDULING_AUDIT_ACTIONS.DeleteSchedule,
          { team_id: teamId, object_type: 'schedule', object_id: entry.sid },
          deletedChanges({ ...entry, entry_ids: ids }, [
            ...ENTRY_AUDIT_OMIT,
            'id',
            'sid',
            'team_id',
          ]),
          entry.user_id,
        ),
      );
      return data;
    });
    outbox.kick();
    logger.info(
      {
        team_id: teamId,
        sid: event.sid,
        type: event.type,
        deleted: event.ids.length,
        by: who.userId,
      },
      'schedule deleted',
    );
    return { message: SCHEDULE_DELETED_MESSAGE, status: 200, deleted: event.ids.length };
  }

  return { updateScheduleEntry, deleteSchedule };
}

export type ScheduleChangeUseCases = ReturnType<typeof scheduleChangeUseCases>;
