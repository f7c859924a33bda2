// Original file: proto/tasks.proto

import type {
  Task as _workmesh_tasks_v1_Task,
  Task__Output as _workmesh_tasks_v1_Task__Output,
} from '../../../workmesh/tasks/v1/Task';
import type {
  PageInfo as _workmesh_tasks_v1_PageInfo,
  PageInfo__Output as _workmesh_tasks_v1_PageInfo__Output,
} from '../../../workmesh/tasks/v1/PageInfo';

export interface ListTasksResponse {
  tasks?: _workmesh_tasks_v1_Task[];
  page_info?: _workmesh_tasks_v1_PageInfo | null;
}

export interface ListTasksResponse__Output {
  tasks: _workmesh_tasks_v1_Task__Output[];
  page_info: _workmesh_tasks_v1_PageInfo__Output | null;
}
