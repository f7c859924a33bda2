// Original file: proto/scheduling.proto

import type { Long } from '@grpc/proto-loader';

/**
 * The spec's Schedule fields. members and groupsId arrive as lists (the gateway takes
 * the spec's comma-separated strings, or arrays); the rest as the client sent them.
 */
export interface AddScheduleRequest {
  date_from?: string;
  time_from?: string;
  time_to?: string;
  timezone?: string;
  minimum_hours?: number | string;
  /**
   * platform's SCHEDULE_REPETITIONS
   */
  repetition?: string;
  members?: (number | string | Long)[];
  groupsId?: (number | string | Long)[];
  /**
   * "mon,wed,fri"
   */
  day_repeat?: string;
  until?: string;
  title?: string;
  _date_from?: 'date_from';
  _time_from?: 'time_from';
  _time_to?: 'time_to';
  _timezone?: 'timezone';
  _minimum_hours?: 'minimum_hours';
  _repetition?: 'repetition';
  _day_repeat?: 'day_repeat';
  _until?: 'until';
  _title?: 'title';
}

/**
 * The spec's Schedule fields. members and groupsId arrive as lists (the gateway takes
 * the spec's comma-separated strings, or arrays); the rest as the client sent them.
 */
export interface AddScheduleRequest__Output {
  date_from?: string;
  time_from?: string;
  time_to?: string;
  timezone?: string;
  minimum_hours?: number;
  /**
   * platform's SCHEDULE_REPETITIONS
   */
  repetition?: string;
  members: number[];
  groupsId: number[];
  /**
   * "mon,wed,fri"
   */
  day_repeat?: string;
  until?: string;
  title?: string;
}
