// Original file: proto/tracking.proto

/**
 * What a summary report groups its entries (and each group's sub-groups) by.
 */
export const ReportGrouping = {
  user: 'user',
  project: 'project',
  client: 'client',
  task: 'task',
  day: 'day',
  week: 'week',
  billable: 'billable',
  /**
   * an entry counts in each of its tags' groups (issue 36)
   */
  tag: 'tag',
} as const;

/**
 * What a summary report groups its entries (and each group's sub-groups) by.
 */
export type ReportGrouping =
  | 'user'
  | 0
  | 'project'
  | 1
  | 'client'
  | 2
  | 'task'
  | 3
  | 'day'
  | 4
  | 'week'
  | 5
  | 'billable'
  | 6
  /**
   * an entry counts in each of its tags' groups (issue 36)
   */
  | 'tag'
  | 7;

/**
 * What a summary report groups its entries (and each group's sub-groups) by.
 */
export type ReportGrouping__Output = (typeof ReportGrouping)[keyof typeof ReportGrouping];
