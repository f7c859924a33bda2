// Original file: proto/tasks.proto

import type { Long } from '@grpc/proto-loader';

export interface TaskRef {
  task_id?: number | string | Long;
  _task_id?: 'task_id';
}

export interface TaskRef__Output {
  task_id?: number;
}
