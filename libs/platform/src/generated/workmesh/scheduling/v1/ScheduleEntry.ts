// Original file: proto/scheduling.proto

import type { Long } from '@grpc/proto-loader';

/**
 * One entry: one member, one occurrence. Dates are UTC `YYYY-MM-DD HH:MM:SS`.
 */
export interface ScheduleEntry {
  id?: number | string | Long;
  sid?: string;
  user_id?: number | string | Long;
  team_id?: number | string | Long;
  title?: string;
  start_date?: string;
  end_date?: string;
  minimum_hours?: number | string;
  repetition?: string;
  day_repeat?: string;
  timezone?: string;
  created_by?: number | string | Long;
  created_at?: string;
  updated_at?: string;
  /**
   * The member has approved time off on the entry's day (its start's date in its timezone):
   * a conflict to resolve, shown, not refused (issue 36).
   */
  time_off?: boolean;
}

/**
 * One entry: one member, one occurrence. Dates are UTC `YYYY-MM-DD HH:MM:SS`.
 */
export interface ScheduleEntry__Output {
  id: number;
  sid: string;
  user_id: number;
  team_id: number;
  title: string;
  start_date: string;
  end_date: string;
  minimum_hours: number;
  repetition: string;
  day_repeat: string;
  timezone: string;
  created_by: number;
  created_at: string;
  updated_at: string;
  /**
   * The member has approved time off on the entry's day (its start's date in its timezone):
   * a conflict to resolve, shown, not refused (issue 36).
   */
  time_off: boolean;
}
