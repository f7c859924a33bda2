// Original file: proto/scheduling.proto

import type {
  HolidayCalendar as _workmesh_scheduling_v1_HolidayCalendar,
  HolidayCalendar__Output as _workmesh_scheduling_v1_HolidayCalendar__Output,
} from '../../../workmesh/scheduling/v1/HolidayCalendar';
import type {
  PageInfo as _workmesh_scheduling_v1_PageInfo,
  PageInfo__Output as _workmesh_scheduling_v1_PageInfo__Output,
} from '../../../workmesh/scheduling/v1/PageInfo';

export interface ListHolidayCalendarsResponse {
  calendars?: _workmesh_scheduling_v1_HolidayCalendar[];
  page_info?: _workmesh_scheduling_v1_PageInfo | null;
}

export interface ListHolidayCalendarsResponse__Output {
  calendars: _workmesh_scheduling_v1_HolidayCalendar__Output[];
  page_info: _workmesh_scheduling_v1_PageInfo__Output | null;
}
