// Who may do what with a team's clients and projects. Teams owns roles, so every
// check asks it (platform: authorizeInTeam); the role matrix is here, in one place.
import {
  MEMBER_ROLES as ANY_MEMBER,
  OWNER_OR_MANAGER,
  roleMatrixCheck,
  type TeamRole,
} from '@workmesh/platform';

export { permissionDeniedError, type TeamAccess } from '@workmesh/platform';

/** The role matrix: the roles that may take each action in their team. */
export const ALLOWED_ROLES = {
  createClient: OWNER_OR_MANAGER,
  updateClient: OWNER_OR_MANAGER,
  deleteClient: OWNER_OR_MANAGER,
  updateClientInvoiceSettings: OWNER_OR_MANAGER,
  updateClientBudget: OWNER_OR_MANAGER,
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

/**
 * The caller and their role in the team (default: their current team), when they may
 * take the action there; UNAUTHENTICATED without a caller, PERMISSION_DENIED otherwise
 * (not a member, a role that may not, or no team at all: a caller without a current
 * team acts in none).
 */
export const authorize = roleMatrixCheck(ALLOWED_ROLES);
