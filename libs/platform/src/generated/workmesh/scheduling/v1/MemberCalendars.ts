// Original file: proto/scheduling.proto

import type {
  MemberCalendar as _workmesh_scheduling_v1_MemberCalendar,
  MemberCalendar__Output as _workmesh_scheduling_v1_MemberCalendar__Output,
} from '../../../workmesh/scheduling/v1/MemberCalendar';

export interface MemberCalendars {
  members?: _workmesh_scheduling_v1_MemberCalendar[];
}

export interface MemberCalendars__Output {
  members: _workmesh_scheduling_v1_MemberCalendar__Output[];
}
