// The lists of a team's schedule entries (docs/scheduling.md, routes,
// Lists): a user's entries starting in a window, by start; a SID's entries, by start
// then user. Any member of the team may read; every query is scoped by the caller's
// current team, so another team's entries never show (its user's list is empty).
import type { Caller } from '@workmesh/platform';
import type { SchedulingDependencies } from './dependencies';
import { validatedListScheduleBySid, validatedListUserSchedule } from './entry-rules';
import type { ScheduleEntryRecord } from './models';
import { authorizeMember } from './permissions';
import type { RequestOf } from './models/proto-messages';
import { pageOf, windowOf, type Page } from './request-validation';
import { withTimeOffFlags } from './member-calendars';

/** A page with each entry's time_off flag (one query for the page). */
async function flagged(
  repository: SchedulingDependencies['repository'],
  teamId: number,
  found: { items: ScheduleEntryRecord[]; total: number },
) {
  return { ...found, items: await withTimeOffFlags(repository, teamId, found.items) };
}

export function scheduleQueryUseCases({ repository, teams }: SchedulingDependencies) {
  /** GET schedule/user/:userId?from&to&page&per_page */
  async function listUserSchedule(
    caller: Caller | undefined,
    request: RequestOf<'ListUserSchedule'>,
  ): Promise<Page<ScheduleEntryRecord>> {
    const { teamId } = await authorizeMember(teams, caller);
    const input = validatedListUserSchedule(request);
    return pageOf(
      await flagged(
        repository,
        teamId,
        await repository.entries.pageOfUser(teamId, input.user_id, input.window, windowOf(input)),
      ),
      input,
    );
  }

  /** GET schedule/sid/:sid?page&per_page (an unknown SID is an empty page). */
  async function listScheduleBySid(
    caller: Caller | undefined,
    request: RequestOf<'ListScheduleBySid'>,
  ): Promise<Page<ScheduleEntryRecord>> {
    const { teamId } = await authorizeMember(teams, caller);
    const input = validatedListScheduleBySid(request);
    return pageOf(
      await flagged(
        repository,
        teamId,
        await repository.entries.pageOfSid(teamId, input.sid, windowOf(input)),
      ),
      input,
    );
  }

  return { listUserSchedule, listScheduleBySid };
}

export type ScheduleQueryUseCases = ReturnType<typeof scheduleQueryUseCases>;
