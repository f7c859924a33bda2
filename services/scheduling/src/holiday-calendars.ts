// Holiday calendars (docs/time-off.md, Holidays): owners and managers create, update and
// delete them; every member reads them. A calendar may be seeded with a year's public
// holidays of a country (and region); `default` makes it the team's calendar (the other
// default is unset in the same transaction); user_ids follow it instead of the default.
import {
  asUniqueIndexViolation,
  createdChanges,
  deletedChanges,
  updatedChanges,
  type Caller,
} from '@workmesh/platform';
import type { SchedulingDependencies } from './dependencies';
import { SCHEDULING_AUDIT_ACTIONS, schedulingChangeRecorded } from './events';
import {
  calendarChanges,
  calendarMemberTakenError,
  calendarNameTakenError,
  calendarNotFoundError,
  seededDates,
  validatedCalendarFields,
  validatedCalendarRef,
} from './holiday-rules';
import { teamCalendarsLock, type HolidayCalendarRecord } from './models';
import type { RequestOf } from './models/proto-messages';
import { authorizeMember, authorizeTimeOffManager } from './permissions';
import {
  pageOf,
  pagingFields,
  validated,
  windowOf,
  type Page,
  type Paging,
} from './request-validation';
import { requireTeamMembers } from './time-off-access';
import { todayIn, yearOf } from './time-off-dates';
import { fieldError } from './time-off-policy-rules';
import { Joi } from '@workmesh/platform';

export const CALENDAR_DELETED_MESSAGE = 'Holiday calendar deleted successfully';

const CALENDAR_AUDIT_OMIT = ['created_at', 'id', 'team_id'] as const;

const listCalendarsSchema = Joi.object({ ...pagingFields });

async function nameChecked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (asUniqueIndexViolation(error)) throw calendarNameTakenError();
    throw error;
  }
}

const calendarChange = (
  action: keyof typeof SCHEDULING_AUDIT_ACTIONS,
  calendar: HolidayCalendarRecord,
  changes: ReturnType<typeof createdChanges>,
) =>
  schedulingChangeRecorded(
    SCHEDULING_AUDIT_ACTIONS[action],
    { team_id: calendar.team_id, object_type: 'holiday_calendar', object_id: String(calendar.id) },
    changes,
    0,
  );

/** Create and update. */
function calendarWrites({ repository, outbox, logger, teams }: SchedulingDependencies) {
  const calendars = repository.holidayCalendars;

  /** The year seeding defaults to: the current one in the team's zone. */
  async function currentYear(teamId: number): Promise<number> {
    const { timezone } = await teams.calendarSettings(teamId);
    return yearOf(todayIn(timezone));
  }

  /** Members named here must be the team's and on no other calendar (409). */
  async function requireFreeMembers(teamId: number, userIds: number[], exceptId: number | null) {
    if (userIds.length === 0) return;
    await requireTeamMembers(teams, teamId, userIds, 'user_ids');
    const others = await calendars.namingAny(teamId, userIds, exceptId);
    const taken = userIds.filter((id) => others.some((other) => other.user_ids.includes(id)));
    if (taken.length > 0) throw calendarMemberTakenError(taken);
  }

  /** POST time-off/holidays/create (owners, managers). */
  async function createHolidayCalendar(
    caller: Caller | undefined,
    request: RequestOf<'CreateHolidayCalendar'>,
  ): Promise<HolidayCalendarRecord> {
    const { caller: who, teamId } = await authorizeTimeOffManager(teams, caller);
    const input = validatedCalendarFields(request);
    if (input.name === undefined) throw fieldError('name', 'The name field is required.');
    const name = input.name;
    const dates = seededDates(input.dates, input, await currentYear(teamId));
    if (await calendars.findByName(teamId, name)) throw calendarNameTakenError();
    const id = await repository.nextId('holiday_calendars');
    const calendar = await nameChecked(() =>
      repository.transaction(async () => {
        await repository.writeLocks.touch(teamCalendarsLock(teamId));
        await requireFreeMembers(teamId, input.user_ids, null);
        if (input.default) await calendars.unsetDefault(teamId, id);
        const inserted = await calendars.insert({
          id,
          team_id: teamId,
          name,
          dates,
          country: input.country ?? null,
          region: input.region ?? null,
          default: input.default ?? false,
          user_ids: input.user_ids,
          created_by: who.userId,
        });
        await outbox.record(
          calendarChange(
            'CreateHolidayCalendar',
            inserted,
            createdChanges({ ...inserted }, CALENDAR_AUDIT_OMIT),
          ),
        );
        return inserted;
      }),
    );
    outbox.kick();
    logger.info({ team_id: teamId, calendar_id: id, by: who.userId }, 'holiday calendar created');
    return calendar;
  }

  /** POST time-off/holidays/:id/update (owners, managers): only real changes are written. */
  async function updateHolidayCalendar(
    caller: Caller | undefined,
    request: RequestOf<'UpdateHolidayCalendar'>,
  ): Promise<HolidayCalendarRecord> {
    const { caller: who, teamId } = await authorizeTimeOffManager(teams, caller);
    const { calendar_id } = validatedCalendarRef({ calendar_id: request.calendar_id });
    const input = {
      ...validatedCalendarFields(request.fields),
      replace_dates: request.replace_dates === true,
      replace_user_ids: request.replace_user_ids === true,
    };
    const year = await currentYear(teamId);
    const { calendar, changed } = await nameChecked(() =>
      repository.transaction(async () => {
        const current = await calendars.findInTeam(teamId, calendar_id);
        if (!current) throw calendarNotFoundError();
        const changes = calendarChanges(current, input, year);
        if (Object.keys(changes).length === 0) return { calendar: current, changed: false };
        await repository.writeLocks.touch(teamCalendarsLock(teamId));
        if (changes.name !== undefined) {
          const named = await calendars.findByName(teamId, changes.name);
          if (named && named.id !== current.id) throw calendarNameTakenError();
        }
        if (changes.user_ids) await requireFreeMembers(teamId, changes.user_ids, current.id);
        if (changes.default) await calendars.unsetDefault(teamId, current.id);
        const updated = await calendars.update(teamId, current.id, changes);
        if (!updated) throw calendarNotFoundError();
        await outbox.record(
          calendarChange(
            'UpdateHolidayCalendar',
            updated,
            updatedChanges({ ...current }, { ...updated }, CALENDAR_AUDIT_OMIT),
          ),
        );
        return { calendar: updated, changed: true };
      }),
    );
    if (changed) {
      outbox.kick();
      logger.info({ team_id: teamId, calendar_id, by: who.userId }, 'holiday calendar updated');
    }
    return calendar;
  }

  return { createHolidayCalendar, updateHolidayCalendar };
}

/** List, get and delete. */
function calendarReads({ repository, outbox, logger, teams }: SchedulingDependencies) {
  const calendars = repository.holidayCalendars;

  /** GET time-off/holidays/list (any member): by name. */
  async function listHolidayCalendars(
    caller: Caller | undefined,
    request: RequestOf<'ListHolidayCalendars'>,
  ): Promise<Page<HolidayCalendarRecord>> {
    const { teamId } = await authorizeMember(teams, caller);
    const input = validated<Paging>(listCalendarsSchema, request);
    return pageOf(await calendars.page(teamId, windowOf(input)), input);
  }

  /** GET time-off/holidays/:id (any member). */
  async function getHolidayCalendar(
    caller: Caller | undefined,
    request: RequestOf<'GetHolidayCalendar'>,
  ): Promise<HolidayCalendarRecord> {
    const { teamId } = await authorizeMember(teams, caller);
    const calendar = await calendars.findInTeam(teamId, validatedCalendarRef(request).calendar_id);
    if (!calendar) throw calendarNotFoundError();
    return calendar;
  }

  /** POST time-off/holidays/:id/delete (owners, managers). */
  async function deleteHolidayCalendar(
    caller: Caller | undefined,
    request: RequestOf<'DeleteHolidayCalendar'>,
  ): Promise<{ success: string }> {
    const { caller: who, teamId } = await authorizeTimeOffManager(teams, caller);
    const { calendar_id } = validatedCalendarRef(request);
    await repository.transaction(async () => {
      const deleted = await calendars.delete(teamId, calendar_id);
      if (!deleted) throw calendarNotFoundError();
      await outbox.record(
        calendarChange(
          'DeleteHolidayCalendar',
          deleted,
          deletedChanges({ ...deleted }, CALENDAR_AUDIT_OMIT),
        ),
      );
    });
    outbox.kick();
    logger.info({ team_id: teamId, calendar_id, by: who.userId }, 'holiday calendar deleted');
    return { success: CALENDAR_DELETED_MESSAGE };
  }

  return { listHolidayCalendars, getHolidayCalendar, deleteHolidayCalendar };
}

export function holidayCalendarUseCases(deps: SchedulingDependencies) {
  return { ...calendarWrites(deps), ...calendarReads(deps) };
}

export type HolidayCalendarUseCases = ReturnType<typeof holidayCalendarUseCases>;
