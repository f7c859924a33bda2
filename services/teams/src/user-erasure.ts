// What the teams service does for an account's erasure (docs/account-erasure.md):
// before it, identity asks which teams the person owns alone while others remain
// (ListSoleOwnerships: those must change hands first); after it, user.erased makes
// teams forget the person's address. Memberships stay: they hold only ids, the role and
// the pay settings the team's records (rates, reports, timesheets) are read with, and
// the member shows as "Deleted user #id" (identity answers that name).
import {
  erasedUserEmail,
  namesInEvents,
  redactEventsNaming,
  redactText,
  userErasureHandler,
  type EventHandler,
} from '@workmesh/platform';
import type { TeamsDependencies } from './dependencies';

type Deps = Pick<TeamsDependencies, 'repository'>;

/** The teams the user owns alone while other members remain, ascending by id. */
export async function soleOwnerships(
  userId: number,
  deps: Deps,
): Promise<{ team_ids: number[]; team_names: string[] }> {
  const { memberships, teams } = deps.repository;
  const owned = (await memberships.ofUser(userId)).filter((m) => m.role === 'owner');
  const soleIds: number[] = [];
  for (const { team_id } of owned) {
    const [owners, others] = await Promise.all([
      memberships.countOwners(team_id),
      memberships.countOthers(team_id, userId),
    ]);
    if (owners === 1 && others > 0) soleIds.push(team_id);
  }
  soleIds.sort((a, b) => a - b);
  const byId = new Map((await teams.findMany(soleIds)).map((team) => [team.id, team.name]));
  return { team_ids: soleIds, team_names: soleIds.map((id) => byId.get(id) ?? `#${id}`) };
}

/**
 * Erases the person's traces: invitations to their address (pending ones withdrawn,
 * others keep the erased address), the address and browser their own invitations were
 * sent from, their name in the teams they made, and the outbox's events naming them.
 */
/** The default name registration gives an organization: "<owner's name>'s Organization". */
const DEFAULT_ORGANIZATION_NAME = /^(.+)'s Organization$/;

type MadeTeam = { _id: number; name: string; description?: string; request_key?: string };

/**
 * The person's name as the organization their registration made still shows it (unless
 * renamed since): registration named it after them.
 */
function nameInOrganization(teams: MadeTeam[], userId: number): string[] {
  const organization = teams.find((team) => team.request_key === `registration:${userId}`);
  const match = organization ? DEFAULT_ORGANIZATION_NAME.exec(organization.name) : null;
  return match ? [match[1]!.trim()] : [];
}

export async function eraseUser(userId: number, deps: Deps): Promise<void> {
  const Invitation = deps.repository.invitations.model;
  const Team = deps.repository.teams.model;
  const connection = Invitation.db;
  const made = await Team.find(
    { owner_user_id: userId },
    { name: 1, description: 1, request_key: 1 },
  ).lean<MadeTeam[]>();
  const names = [
    ...new Set([...(await namesInEvents(connection, userId)), ...nameInOrganization(made, userId)]),
  ];
  const emails = names.filter((name) => name.includes('@')).map((email) => email.toLowerCase());
  const theirs = { $or: [{ accepted_by: userId }, { email: { $in: emails } }] };
  await Invitation.deleteMany({ ...theirs, status: 'pending' });
  // Conditional writes: a replay finds nothing to change (not even updated_at).
  await Invitation.updateMany(
    { ...theirs, email: { $ne: erasedUserEmail(userId) } },
    { $set: { email: erasedUserEmail(userId) } },
  );
  await Invitation.updateMany(
    { invited_by: userId, $or: [{ ip: { $exists: true } }, { agent: { $exists: true } }] },
    { $unset: { ip: 1, agent: 1 } },
  );
  // The teams they made keep their names, less the person's ("Deleted user #7's Organization").
  for (const team of made) {
    const renamed = {
      name: redactText(team.name, userId, names),
      description: redactText(team.description ?? '', userId, names),
    };
    if (renamed.name !== team.name || renamed.description !== (team.description ?? ''))
      await Team.updateOne({ _id: team._id }, { $set: renamed });
  }
  await redactEventsNaming(connection, userId, names);
}

export function teamsUserErasureHandler(deps: Deps): EventHandler {
  return userErasureHandler({
    connection: deps.repository.invitations.model.db,
    store: deps.repository,
    consumer: 'teams.user-erasure',
    erase: (userId) => eraseUser(userId, deps),
  });
}
