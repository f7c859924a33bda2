// Original file: proto/tracking.proto

/**
 * Where a rate is set. Bill rates: team → member → client → project → project_member, the
 * most specific wins; pay rates: team → member.
 */
export const RateLevel = {
  team: 'team',
  member: 'member',
  client: 'client',
  project: 'project',
  project_member: 'project_member',
} as const;

/**
 * Where a rate is set. Bill rates: team → member → client → project → project_member, the
 * most specific wins; pay rates: team → member.
 */
export type RateLevel =
  'team' | 0 | 'member' | 1 | 'client' | 2 | 'project' | 3 | 'project_member' | 4;

/**
 * Where a rate is set. Bill rates: team → member → client → project → project_member, the
 * most specific wins; pay rates: team → member.
 */
export type RateLevel__Output = (typeof RateLevel)[keyof typeof RateLevel];
