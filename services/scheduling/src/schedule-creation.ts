// AddSchedule (spec, Schedule; docs/scheduling.md, Add): the
// caller, a member of their current team, assigns a schedule to members and groups of
// it. The schedule is expanded once into its occurrences (schedule-expansion.ts), and
// stored as one entry per member per occurrence, in UTC, in one transaction with one
// schedule.created event per member.
import {
  createdChanges,
  invalidArgument,
  Reason,
  recordNotFound,
  type Caller,
} from '@workmesh/platform';
import type { SchedulingDependencies } from './dependencies';
import {
  SCHEDULING_AUDIT_ACTIONS,
  scheduleCreated,
  schedulingChangeRecorded,
  type ScheduleCreatedData,
} from './events';
import type { IdBlock, NewScheduleEntry } from './models';
import { authorizeMember } from './permissions';
import type { RequestOf } from './models/proto-messages';
import { formatUtc } from './schedule-dates';
import { expandSchedule, type Occurrence } from './schedule-expansion';
import { expansionOf, validatedAddSchedule, type ScheduleInput } from './schedule-rules';
import { newSid } from './sid';

export const SCHEDULE_ADDED = 'Schedule added successfully';
export const MAX_ENTRIES = 250_000;
/** Entries written per insert: large enough to amortise round trips, small enough for memory. */
export const INSERT_BATCH_SIZE = 5000;

export const NOT_TEAM_MEMBERS_MESSAGE = 'One or more members are not members of the team.';

export const groupsNotFoundError = () => recordNotFound(Reason.GROUPS_NOT_FOUND);
export const notTeamMembersError = (userIds: number[]) =>
  invalidArgument(Reason.NOT_TEAM_MEMBERS, NOT_TEAM_MEMBERS_MESSAGE, {
    members: userIds.map(String),
  });
export const noOccurrencesError = () =>
  invalidArgument(
    Reason.NO_OCCURRENCES,
    'The schedule has no occurrence between date_from and until.',
  );
export const tooManyEntriesError = () =>
  invalidArgument(Reason.TOO_MANY_ENTRIES, `A schedule may have at most ${MAX_ENTRIES} entries.`);

export interface AddScheduleResult {
  success: string;
  sid: string;
  /** How many entries were stored (members × occurrences). */
  entries: number;
}

/** Everything an entry is made of, but its id and member. */
interface SchedulePlan {
  teamId: number;
  createdBy: number;
  sid: string;
  input: ScheduleInput;
  members: number[];
  occurrences: Occurrence[];
  ids: IdBlock;
  at: Date;
}

/**
 * The entries, member by member (so a member's entries have consecutive ids), in
 * batches of INSERT_BATCH_SIZE plain objects: only one batch exists at a time.
 */
function* entryBatches(plan: SchedulePlan): Generator<NewScheduleEntry[]> {
  const { input, occurrences, at } = plan;
  const starts = occurrences.map((occurrence) => formatUtc(occurrence.start));
  const ends = occurrences.map((occurrence) => formatUtc(occurrence.end));
  let id = plan.ids.first;
  let batch: NewScheduleEntry[] = [];
  for (const userId of plan.members) {
    for (let index = 0; index < occurrences.length; index++) {
      batch.push({
        id: id++,
        sid: plan.sid,
        user_id: userId,
        team_id: plan.teamId,
        title: input.title,
        start_date: starts[index],
        end_date: ends[index],
        start: occurrences[index].start,
        end: occurrences[index].end,
        minimum_hours: input.minimumHours,
        repetition: input.repetition,
        day_repeat: input.dayRepeat,
        timezone: input.timezone,
        created_by: plan.createdBy,
        created_at: at,
        updated_at: at,
      });
      if (batch.length === INSERT_BATCH_SIZE) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield batch;
}

/** schedule.created of one member: the spec's new_schedule payload, plus timezone, entries, created_by. */
function createdEvent(plan: SchedulePlan, userId: number) {
  const first = plan.occurrences[0];
  const last = plan.occurrences[plan.occurrences.length - 1];
  const data: ScheduleCreatedData = {
    user_id: userId,
    team_id: plan.teamId,
    sid: plan.sid,
    title: plan.input.title,
    hours: plan.input.minimumHours,
    shift_start: formatUtc(first.start).slice(11),
    shift_end: formatUtc(first.end).slice(11),
    start_date: formatUtc(first.start),
    end_date: formatUtc(last.end),
    repetition: plan.input.repetition,
    day_repeat: plan.input.dayRepeat,
    timezone: plan.input.timezone,
    entries: plan.occurrences.length,
    created_by: plan.createdBy,
    retrieved_at: formatUtc(plan.at),
  };
  return scheduleCreated(data);
}

/** change.recorded of the schedule: its settings, the members and groups given, its entries. */
function scheduleChange(plan: SchedulePlan) {
  const { input } = plan;
  const first = plan.occurrences[0];
  const last = plan.occurrences[plan.occurrences.length - 1];
  return schedulingChangeRecorded(
    SCHEDULING_AUDIT_ACTIONS.AddSchedule,
    { team_id: plan.teamId, object_type: 'schedule', object_id: plan.sid },
    createdChanges({
      title: input.title,
      start_date: formatUtc(first.start),
      end_date: formatUtc(last.end),
      minimum_hours: input.minimumHours,
      repetition: input.repetition,
      day_repeat: input.dayRepeat,
      timezone: input.timezone,
      members: plan.members,
      groups: input.groupIds,
      entries: plan.occurrences.length * plan.members.length,
    }),
    plan.members.length === 1 ? plan.members[0] : 0,
  );
}

export function scheduleCreationUseCases({
  repository,
  outbox,
  logger,
  teams,
}: SchedulingDependencies) {
  /**
   * Spec, Schedule rule 1 and the contract's Members: members ∪ the members and
   * managers of groupsId (every group the team's, else GROUPS_NOT_FOUND), each once,
   * every one a member of the team (else NOT_TEAM_MEMBERS naming them); none at all:
   * the caller.
   */
  async function assignedMembers(
    teamId: number,
    callerId: number,
    input: ScheduleInput,
  ): Promise<number[]> {
    const groups = await teams.peopleOfGroups(teamId, input.groupIds);
    if (groups.missingGroupIds.length > 0) throw groupsNotFoundError();
    const members = [...new Set([...input.members, ...groups.userIds])];
    // The caller's membership is already known: no need to ask again.
    if (members.length === 0) return [callerId];
    const outsiders = await teams.nonMembers(teamId, members);
    if (outsiders.length > 0) throw notTeamMembersError(outsiders);
    return members;
  }

  /**
   * POST schedule/add (any member of the team). The checks run in the contract's order;
   * nothing is written or emitted unless all pass. The SID is the one of an entry of the
   * team with the same start and end as the first occurrence (spec, Schedule rule 2),
   * else a new one.
   */
  async function addSchedule(
    caller: Caller | undefined,
    request: RequestOf<'AddSchedule'>,
  ): Promise<AddScheduleResult> {
    const { caller: who, teamId } = await authorizeMember(teams, caller);
    const input = validatedAddSchedule(request);
    const members = await assignedMembers(teamId, who.userId, input);

    const occurrences = expandSchedule(expansionOf(input));
    if (occurrences.length === 0) throw noOccurrencesError();
    const total = occurrences.length * members.length;
    if (total > MAX_ENTRIES) throw tooManyEntriesError();

    // Taken outside the transaction (which the driver may run more than once).
    const ids = await repository.reserveIds('schedule_entries', total);
    const at = new Date();
    const [first] = occurrences;

    const sid = await repository.transaction(async () => {
      const sid = (await repository.entries.sidAt(teamId, first.start, first.end)) ?? newSid();
      const plan: SchedulePlan = {
        teamId,
        createdBy: who.userId,
        sid,
        input,
        members,
        occurrences,
        ids,
        at,
      };
      for (const batch of entryBatches(plan)) await repository.entries.insertBatch(batch);
      await outbox.record(
        ...members.map((userId) => createdEvent(plan, userId)),
        scheduleChange(plan),
      );
      return sid;
    });
    outbox.kick();
    logger.info(
      { team_id: teamId, sid, members: members.length, entries: total, by: who.userId },
      'schedule added',
    );
    return { success: SCHEDULE_ADDED, sid, entries: total };
  }

  return { addSchedule };
}

export type ScheduleCreationUseCases = ReturnType<typeof scheduleCreationUseCases>;
