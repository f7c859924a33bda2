// Who may do what with a team's clients and projects. Teams owns roles, so every
// check asks it (GetMembership); the role matrix is here, in one place.
import { permissionDenied, type Caller, type TeamRole } from '@workmesh/platform';
import { requireCaller } from './request-validation';
import type { TeamsDirectory } from './teams-directory';

export const PERMISSION_DENIED = 'PERMISSION_DENIED';
export const permissionDeniedError = () => permissionDenied(PERMISSION_DENIED, 'permission denied');

const OWNER_OR_MANAGER: readonly TeamRole[] = ['owner', 'manager'];
const ANY_MEMBER: readonly TeamRole[] = ['owner', 'manager', 'member'];

/** The role matrix: the roles that may take each action in their team. */
export const ALLOWED_ROLES = {
  createClient: OWNER_OR_MANAGER,
  updateClient: OWNER_OR_MANAGER,
  deleteClient: OWNER_OR_MANAGER,
  updateClientInvoiceSettings: OWNER_OR_MANAGER,
  listClients: ANY_MEMBER,
  getClient: ANY_MEMBER,
  getClientInvoiceSettings: ANY_MEMBER,
  createProject: OWNER_OR_MANAGER,
  updateProject: OWNER_OR_MANAGER,
  deleteProject: OWNER_OR_MANAGER,
  listProjects: ANY_MEMBER,
  getProject: ANY_MEMBER,
} as const satisfies Record<string, readonly TeamRole[]>;

export type Action = keyof typeof ALLOWED_ROLES;

export interface TeamAccess {
  caller: Caller;
  teamId: number;
  role: TeamRole;
}

/**
 * The caller and their role in the team, when they may take the action there;
 * UNAUTHENTICATED without a caller, PERMISSION_DENIED otherwise (not a member, a role
 * that may not, or no team at all: a caller without a current team acts in none).
 */
export async function authorize(
  teams: TeamsDirectory,
  caller: Caller | undefined,
  action: Action,
  teamId: number | undefined = caller?.teamId,
): Promise<TeamAccess> {
  const who = requireCaller(caller);
  if (teamId === undefined) throw permissionDeniedError();
  const role = await teams.roleOf(teamId, who.userId);
  const allowed: readonly TeamRole[] = ALLOWED_ROLES[action];
  if (!role || !allowed.includes(role)) throw permissionDeniedError();
  return { caller: who, teamId, role };
}
