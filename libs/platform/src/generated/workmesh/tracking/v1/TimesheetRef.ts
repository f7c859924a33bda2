// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface TimesheetRef {
  /**
   * default the caller
   */
  user_id?: number | string | Long;
  /**
   * ISO week name, e.g. 2026-W48
   */
  week?: string;
  _user_id?: 'user_id';
  _week?: 'week';
}

export interface TimesheetRef__Output {
  /**
   * default the caller
   */
  user_id?: number;
  /**
   * ISO week name, e.g. 2026-W48
   */
  week?: string;
}
