// Original file: proto/scheduling.proto

import type {
  HolidayCalendarFields as _workmesh_scheduling_v1_HolidayCalendarFields,
  HolidayCalendarFields__Output as _workmesh_scheduling_v1_HolidayCalendarFields__Output,
} from '../../../workmesh/scheduling/v1/HolidayCalendarFields';
import type { Long } from '@grpc/proto-loader';

export interface UpdateHolidayCalendarRequest {
  calendar_id?: number | string | Long;
  fields?: _workmesh_scheduling_v1_HolidayCalendarFields | null;
  replace_dates?: boolean;
  replace_user_ids?: boolean;
  _calendar_id?: 'calendar_id';
}

export interface UpdateHolidayCalendarRequest__Output {
  calendar_id?: number;
  fields: _workmesh_scheduling_v1_HolidayCalendarFields__Output | null;
  replace_dates: boolean;
  replace_user_ids: boolean;
}
