// Original file: proto/tasks.proto

/**
 * A task's status (a string on the wire, as teams.proto says of its enums).
 */
export const TaskStatus = {
  open: 'open',
  completed: 'completed',
} as const;

/**
 * A task's status (a string on the wire, as teams.proto says of its enums).
 */
export type TaskStatus = 'open' | 0 | 'completed' | 1;

/**
 * A task's status (a string on the wire, as teams.proto says of its enums).
 */
export type TaskStatus__Output = (typeof TaskStatus)[keyof typeof TaskStatus];
