// Original file: proto/tracking.proto

/**
 * How a time entry was made.
 */
export const EntrySource = {
  timer: 'timer',
  manual: 'manual',
  /**
   * brought in by an import (docs/data-portability.md)
   */
  import: 'import',
} as const;

/**
 * How a time entry was made.
 */
export type EntrySource =
  | 'timer'
  | 0
  | 'manual'
  | 1
  /**
   * brought in by an import (docs/data-portability.md)
   */
  | 'import'
  | 2;

/**
 * How a time entry was made.
 */
export type EntrySource__Output = (typeof EntrySource)[keyof typeof EntrySource];
