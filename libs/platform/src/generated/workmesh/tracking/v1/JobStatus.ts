// Original file: proto/tracking.proto

/**
 * An import's or an export's state: waiting for a worker, being worked on, ended.
 */
export const JobStatus = {
  queued: 'queued',
  running: 'running',
  done: 'done',
  failed: 'failed',
} as const;

/**
 * An import's or an export's state: waiting for a worker, being worked on, ended.
 */
export type JobStatus = 'queued' | 0 | 'running' | 1 | 'done' | 2 | 'failed' | 3;

/**
 * An import's or an export's state: waiting for a worker, being worked on, ended.
 */
export type JobStatus__Output = (typeof JobStatus)[keyof typeof JobStatus];
