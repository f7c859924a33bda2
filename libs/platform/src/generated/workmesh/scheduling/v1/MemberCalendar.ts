// Original file: proto/scheduling.proto

import type {
  ScheduleEntry as _workmesh_scheduling_v1_ScheduleEntry,
  ScheduleEntry__Output as _workmesh_scheduling_v1_ScheduleEntry__Output,
} from '../../../workmesh/scheduling/v1/ScheduleEntry';
import type {
  TimeOffDay as _workmesh_scheduling_v1_TimeOffDay,
  TimeOffDay__Output as _workmesh_scheduling_v1_TimeOffDay__Output,
} from '../../../workmesh/scheduling/v1/TimeOffDay';
import type {
  HolidayDate as _workmesh_scheduling_v1_HolidayDate,
  HolidayDate__Output as _workmesh_scheduling_v1_HolidayDate__Output,
} from '../../../workmesh/scheduling/v1/HolidayDate';
import type { Long } from '@grpc/proto-loader';

export interface MemberCalendar {
  user_id?: number | string | Long;
  /**
   * sun … sat: the membership's (fewer than 7), else the team's
   */
  working_days?: string[];
  /**
   * schedule entries starting in the range
   */
  shifts?: _workmesh_scheduling_v1_ScheduleEntry[];
  /**
   * approved time off on working days in the range
   */
  time_off?: _workmesh_scheduling_v1_TimeOffDay[];
  /**
   * the member's calendar's dates in the range
   */
  holidays?: _workmesh_scheduling_v1_HolidayDate[];
}

export interface MemberCalendar__Output {
  user_id: number;
  /**
   * sun … sat: the membership's (fewer than 7), else the team's
   */
  working_days: string[];
  /**
   * schedule entries starting in the range
   */
  shifts: _workmesh_scheduling_v1_ScheduleEntry__Output[];
  /**
   * approved time off on working days in the range
   */
  time_off: _workmesh_scheduling_v1_TimeOffDay__Output[];
  /**
   * the member's calendar's dates in the range
   */
  holidays: _workmesh_scheduling_v1_HolidayDate__Output[];
}
