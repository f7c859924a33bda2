// Original file: proto/scheduling.proto

import type { Long } from '@grpc/proto-loader';

export interface HolidayCalendarRef {
  calendar_id?: number | string | Long;
  _calendar_id?: 'calendar_id';
}

export interface HolidayCalendarRef__Output {
  calendar_id?: number;
}
