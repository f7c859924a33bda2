// Original file: proto/teams.proto

/**
 * A user's role in a team. `client` is identity's only (a client's own login):
 * memberships hold one of the first three.
 */
export const TeamRole = {
  owner: 'owner',
  manager: 'manager',
  member: 'member',
  client: 'client',
} as const;

/**
 * A user's role in a team. `client` is identity's only (a client's own login):
 * memberships hold one of the first three.
 */
export type TeamRole = 'owner' | 0 | 'manager' | 1 | 'member' | 2 | 'client' | 3;

/**
 * A user's role in a team. `client` is identity's only (a client's own login):
 * memberships hold one of the first three.
 */
export type TeamRole__Output = (typeof TeamRole)[keyof typeof TeamRole];
