// Who may manage a team's webhooks. Teams owns roles, so every check asks it (platform:
// authorizeInTeam); the role matrix is here, in one place.
import { OWNER_OR_MANAGER, roleMatrixCheck, type TeamRole } from '@workmesh/platform';

/** The role matrix: the roles that may take each action in their team. */
export const ALLOWED_ROLES = {
  createWebhook: OWNER_OR_MANAGER,
  listWebhooks: OWNER_OR_MANAGER,
  deleteWebhook: OWNER_OR_MANAGER,
  listDeliveries: OWNER_OR_MANAGER,
  replayDelivery: OWNER_OR_MANAGER,
} as const satisfies Record<string, readonly TeamRole[]>;

export type Action = keyof typeof ALLOWED_ROLES;

/**
 * The caller and their role in their current team, when they may take the action there;
 * UNAUTHENTICATED without a caller, PERMISSION_DENIED "permission denied" otherwise (not
 * a member, a role that may not, or no current team).
 */
export const authorize = roleMatrixCheck(ALLOWED_ROLES);
