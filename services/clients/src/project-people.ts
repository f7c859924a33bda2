// The people and groups a project names must belong to its team (spec: project_manager
// and users are members; groups are the team's). Teams is asked: GetMembership per
// user id (several at a time), ResolveGroups for the group ids.
import { invalidArgument, Reason, recordNotFound } from '@workmesh/platform';
import type { TeamsDirectory } from './teams-directory';

/** Membership questions in flight at once per request. */
const MEMBERSHIP_CONCURRENCY = 16;

async function mapConcurrently<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * NOT_TEAM_MEMBERS naming every id of the lists that is not a member of the team
 * (per list in the field violations), unless all are.
 */
export async function requireTeamMembers(
  teams: TeamsDirectory,
  teamId: number,
  lists: Record<string, number[] | undefined>,
): Promise<void> {
  const ids = [...new Set(Object.values(lists).flatMap((list) => list ?? []))];
  const roles = await mapConcurrently(ids, MEMBERSHIP_CONCURRENCY, (id) =>
    teams.roleOf(teamId, id),
  );
  const outsiders = new Set(ids.filter((_userId, index) => roles[index] === null));
  if (outsiders.size === 0) return;
  const fields: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(lists)) {
    const notMembers = (list ?? []).filter((id) => outsiders.has(id));
    if (notMembers.length > 0)
      fields[field] = [`These users are not members of the team: ${notMembers.join(', ')}.`];
  }
  throw invalidArgument(
    Reason.NOT_TEAM_MEMBERS,
    `These users are not members of the team: ${[...outsiders].join(', ')}.`,
    fields,
  );
}

/** GROUPS_NOT_FOUND unless every id is a group of the team (spec: schedule add's text). */
export async function requireTeamGroups(
  teams: TeamsDirectory,
  teamId: number,
  groupIds: number[] | undefined,
): Promise<void> {
  if (!groupIds || groupIds.length === 0) return;
  const missing = await teams.missingGroups(teamId, groupIds);
  if (missing.length > 0) throw recordNotFound(Reason.GROUPS_NOT_FOUND);
}
