// Original file: proto/tracking.proto

import type { Long } from '@grpc/proto-loader';

export interface TimeEntryRef {
  time_entry_id?: number | string | Long;
  _time_entry_id?: 'time_entry_id';
}

export interface TimeEntryRef__Output {
  time_entry_id?: number;
}
