// Original file: proto/identity.proto

/**
 * The areas a personal access token's scopes name: `<area>:read` (GET routes) and
 * `<area>:write` (the others). `clients` covers clients, projects and budgets; `team`
 * members, invitations, groups, settings and the audit log.
 */
export const TokenArea = {
  time: 'time',
  timesheets: 'timesheets',
  reports: 'reports',
  clients: 'clients',
  tasks: 'tasks',
  schedules: 'schedules',
  invoices: 'invoices',
  team: 'team',
  webhooks: 'webhooks',
  /**
   * time-off policies, holidays, requests and balances (issue 36)
   */
  time_off: 'time_off',
} as const;

/**
 * The areas a personal access token's scopes name: `<area>:read` (GET routes) and
 * `<area>:write` (the others). `clients` covers clients, projects and budgets; `team`
 * members, invitations, groups, settings and the audit log.
 */
export type TokenArea =
  | 'time'
  | 0
  | 'timesheets'
  | 1
  | 'reports'
  | 2
  | 'clients'
  | 3
  | 'tasks'
  | 4
  | 'schedules'
  | 5
  | 'invoices'
  | 6
  | 'team'
  | 7
  | 'webhooks'
  | 8
  /**
   * time-off policies, holidays, requests and balances (issue 36)
   */
  | 'time_off'
  | 9;

/**
 * The areas a personal access token's scopes name: `<area>:read` (GET routes) and
 * `<area>:write` (the others). `clients` covers clients, projects and budgets; `team`
 * members, invitations, groups, settings and the audit log.
 */
export type TokenArea__Output = (typeof TokenArea)[keyof typeof TokenArea];
