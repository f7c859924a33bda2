// Original file: proto/scheduling.proto

import type {
  ScheduleEntry as _workmesh_scheduling_v1_ScheduleEntry,
  ScheduleEntry__Output as _workmesh_scheduling_v1_ScheduleEntry__Output,
} from '../../../workmesh/scheduling/v1/ScheduleEntry';
import type {
  PageInfo as _workmesh_scheduling_v1_PageInfo,
  PageInfo__Output as _workmesh_scheduling_v1_PageInfo__Output,
} from '../../../workmesh/scheduling/v1/PageInfo';

export interface ScheduleEntryPage {
  entries?: _workmesh_scheduling_v1_ScheduleEntry[];
  page_info?: _workmesh_scheduling_v1_PageInfo | null;
}

export interface ScheduleEntryPage__Output {
  entries: _workmesh_scheduling_v1_ScheduleEntry__Output[];
  page_info: _workmesh_scheduling_v1_PageInfo__Output | null;
}
