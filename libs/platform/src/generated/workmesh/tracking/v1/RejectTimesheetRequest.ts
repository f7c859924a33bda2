// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface RejectTimesheetRequest {
  user_id?: number | string | Long;
  week?: string;
  comment?: string;
  _user_id?: 'user_id';
  _week?: 'week';
  _comment?: 'comment';
}

export interface RejectTimesheetRequest__Output {
  user_id?: number;
  week?: string;
  comment?: string;
}
