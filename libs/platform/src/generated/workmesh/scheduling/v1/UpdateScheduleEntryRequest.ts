// Original file: proto/scheduling.proto

import type { Long } from '@grpc/proto-loader';

export interface UpdateScheduleEntryRequest {
  id?: number | string | Long;
  /**
   * Date-times with a zone offset (or UTC `YYYY-MM-DD HH:MM:SS`), stored in UTC.
   */
  start_date?: string;
  end_date?: string;
  minimum_hours?: number | string;
  title?: string;
  _id?: 'id';
  _start_date?: 'start_date';
  _end_date?: 'end_date';
  _minimum_hours?: 'minimum_hours';
  _title?: 'title';
}

export interface UpdateScheduleEntryRequest__Output {
  id?: number;
  /**
   * Date-times with a zone offset (or UTC `YYYY-MM-DD HH:MM:SS`), stored in UTC.
   */
  start_date?: string;
  end_date?: string;
  minimum_hours?: number;
  title?: string;
}
