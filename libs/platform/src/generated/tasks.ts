import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  AssigneeChange as _workmesh_tasks_v1_AssigneeChange,
  AssigneeChange__Output as _workmesh_tasks_v1_AssigneeChange__Output,
} from './workmesh/tasks/v1/AssigneeChange';
import type {
  CreateTaskRequest as _workmesh_tasks_v1_CreateTaskRequest,
  CreateTaskRequest__Output as _workmesh_tasks_v1_CreateTaskRequest__Output,
} from './workmesh/tasks/v1/CreateTaskRequest';
import type {
  DeleteTaskResponse as _workmesh_tasks_v1_DeleteTaskResponse,
  DeleteTaskResponse__Output as _workmesh_tasks_v1_DeleteTaskResponse__Output,
} from './workmesh/tasks/v1/DeleteTaskResponse';
import type {
  ListTasksRequest as _workmesh_tasks_v1_ListTasksRequest,
  ListTasksRequest__Output as _workmesh_tasks_v1_ListTasksRequest__Output,
} from './workmesh/tasks/v1/ListTasksRequest';
import type {
  ListTasksResponse as _workmesh_tasks_v1_ListTasksResponse,
  ListTasksResponse__Output as _workmesh_tasks_v1_ListTasksResponse__Output,
} from './workmesh/tasks/v1/ListTasksResponse';
import type {
  PageInfo as _workmesh_tasks_v1_PageInfo,
  PageInfo__Output as _workmesh_tasks_v1_PageInfo__Output,
} from './workmesh/tasks/v1/PageInfo';
import type {
  Task as _workmesh_tasks_v1_Task,
  Task__Output as _workmesh_tasks_v1_Task__Output,
} from './workmesh/tasks/v1/Task';
import type {
  TaskRef as _workmesh_tasks_v1_TaskRef,
  TaskRef__Output as _workmesh_tasks_v1_TaskRef__Output,
} from './workmesh/tasks/v1/TaskRef';
import type {
  TasksClient as _workmesh_tasks_v1_TasksClient,
  TasksDefinition as _workmesh_tasks_v1_TasksDefinition,
} from './workmesh/tasks/v1/Tasks';
import type {
  UpdateAssigneeRequest as _workmesh_tasks_v1_UpdateAssigneeRequest,
  UpdateAssigneeRequest__Output as _workmesh_tasks_v1_UpdateAssigneeRequest__Output,
} from './workmesh/tasks/v1/UpdateAssigneeRequest';
import type {
  UpdateTaskRequest as _workmesh_tasks_v1_UpdateTaskRequest,
  UpdateTaskRequest__Output as _workmesh_tasks_v1_UpdateTaskRequest__Output,
} from './workmesh/tasks/v1/UpdateTaskRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  workmesh: {
    tasks: {
      v1: {
        AssigneeChange: MessageTypeDefinition<
          _workmesh_tasks_v1_AssigneeChange,
          _workmesh_tasks_v1_AssigneeChange__Output
        >;
        CreateTaskRequest: MessageTypeDefinition<
          _workmesh_tasks_v1_CreateTaskRequest,
          _workmesh_tasks_v1_CreateTaskRequest__Output
        >;
        DeleteTaskResponse: MessageTypeDefinition<
          _workmesh_tasks_v1_DeleteTaskResponse,
          _workmesh_tasks_v1_DeleteTaskResponse__Output
        >;
        ListTasksRequest: MessageTypeDefinition<
          _workmesh_tasks_v1_ListTasksRequest,
          _workmesh_tasks_v1_ListTasksRequest__Output
        >;
        ListTasksResponse: MessageTypeDefinition<
          _workmesh_tasks_v1_ListTasksResponse,
          _workmesh_tasks_v1_ListTasksResponse__Output
        >;
        PageInfo: MessageTypeDefinition<
          _workmesh_tasks_v1_PageInfo,
          _workmesh_tasks_v1_PageInfo__Output
        >;
        Task: MessageTypeDefinition<_workmesh_tasks_v1_Task, _workmesh_tasks_v1_Task__Output>;
        TaskRef: MessageTypeDefinition<
          _workmesh_tasks_v1_TaskRef,
          _workmesh_tasks_v1_TaskRef__Output
        >;
        TaskStatus: EnumTypeDefinition;
        Tasks: SubtypeConstructor<typeof grpc.Client, _workmesh_tasks_v1_TasksClient> & {
          service: _workmesh_tasks_v1_TasksDefinition;
        };
        UpdateAssigneeRequest: MessageTypeDefinition<
          _workmesh_tasks_v1_UpdateAssigneeRequest,
          _workmesh_tasks_v1_UpdateAssigneeRequest__Output
        >;
        UpdateTaskRequest: MessageTypeDefinition<
          _workmesh_tasks_v1_UpdateTaskRequest,
          _workmesh_tasks_v1_UpdateTaskRequest__Output
        >;
      };
    };
  };
}
