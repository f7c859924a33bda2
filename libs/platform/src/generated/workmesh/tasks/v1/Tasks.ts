// Original file: proto/tasks.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  AssigneeChange as _workmesh_tasks_v1_AssigneeChange,
  AssigneeChange__Output as _workmesh_tasks_v1_AssigneeChange__Output,
} from '../../../workmesh/tasks/v1/AssigneeChange';
import type {
  CreateTaskRequest as _workmesh_tasks_v1_CreateTaskRequest,
  CreateTaskRequest__Output as _workmesh_tasks_v1_CreateTaskRequest__Output,
} from '../../../workmesh/tasks/v1/CreateTaskRequest';
import type {
  DeleteTaskResponse as _workmesh_tasks_v1_DeleteTaskResponse,
  DeleteTaskResponse__Output as _workmesh_tasks_v1_DeleteTaskResponse__Output,
} from '../../../workmesh/tasks/v1/DeleteTaskResponse';
import type {
  ListTasksRequest as _workmesh_tasks_v1_ListTasksRequest,
  ListTasksRequest__Output as _workmesh_tasks_v1_ListTasksRequest__Output,
} from '../../../workmesh/tasks/v1/ListTasksRequest';
import type {
  ListTasksResponse as _workmesh_tasks_v1_ListTasksResponse,
  ListTasksResponse__Output as _workmesh_tasks_v1_ListTasksResponse__Output,
} from '../../../workmesh/tasks/v1/ListTasksResponse';
import type {
  Task as _workmesh_tasks_v1_Task,
  Task__Output as _workmesh_tasks_v1_Task__Output,
} from '../../../workmesh/tasks/v1/Task';
import type {
  TaskRef as _workmesh_tasks_v1_TaskRef,
  TaskRef__Output as _workmesh_tasks_v1_TaskRef__Output,
} from '../../../workmesh/tasks/v1/TaskRef';
import type {
  UpdateAssigneeRequest as _workmesh_tasks_v1_UpdateAssigneeRequest,
  UpdateAssigneeRequest__Output as _workmesh_tasks_v1_UpdateAssigneeRequest__Output,
} from '../../../workmesh/tasks/v1/UpdateAssigneeRequest';
import type {
  UpdateTaskRequest as _workmesh_tasks_v1_UpdateTaskRequest,
  UpdateTaskRequest__Output as _workmesh_tasks_v1_UpdateTaskRequest__Output,
} from '../../../workmesh/tasks/v1/UpdateTaskRequest';

export interface TasksClient extends grpc.Client {
  /**
   * POST /api/taskmanager/v1/task/create
   */
  CreateTask(
    argument: _workmesh_tasks_v1_CreateTaskRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  CreateTask(
    argument: _workmesh_tasks_v1_CreateTaskRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  CreateTask(
    argument: _workmesh_tasks_v1_CreateTaskRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  CreateTask(
    argument: _workmesh_tasks_v1_CreateTaskRequest,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/taskmanager/v1/task/create
   */
  createTask(
    argument: _workmesh_tasks_v1_CreateTaskRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  createTask(
    argument: _workmesh_tasks_v1_CreateTaskRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  createTask(
    argument: _workmesh_tasks_v1_CreateTaskRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  createTask(
    argument: _workmesh_tasks_v1_CreateTaskRequest,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/taskmanager/v1/task/:taskId/delete
   */
  DeleteTask(
    argument: _workmesh_tasks_v1_TaskRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_DeleteTaskResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteTask(
    argument: _workmesh_tasks_v1_TaskRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tasks_v1_DeleteTaskResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteTask(
    argument: _workmesh_tasks_v1_TaskRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_DeleteTaskResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteTask(
    argument: _workmesh_tasks_v1_TaskRef,
    callback: grpc.requestCallback<_workmesh_tasks_v1_DeleteTaskResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/taskmanager/v1/task/:taskId/delete
   */
  deleteTask(
    argument: _workmesh_tasks_v1_TaskRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_DeleteTaskResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteTask(
    argument: _workmesh_tasks_v1_TaskRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tasks_v1_DeleteTaskResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteTask(
    argument: _workmesh_tasks_v1_TaskRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_DeleteTaskResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteTask(
    argument: _workmesh_tasks_v1_TaskRef,
    callback: grpc.requestCallback<_workmesh_tasks_v1_DeleteTaskResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/taskmanager/v1/task/:taskId
   */
  GetTask(
    argument: _workmesh_tasks_v1_TaskRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  GetTask(
    argument: _workmesh_tasks_v1_TaskRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  GetTask(
    argument: _workmesh_tasks_v1_TaskRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  GetTask(
    argument: _workmesh_tasks_v1_TaskRef,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/taskmanager/v1/task/:taskId
   */
  getTask(
    argument: _workmesh_tasks_v1_TaskRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  getTask(
    argument: _workmesh_tasks_v1_TaskRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  getTask(
    argument: _workmesh_tasks_v1_TaskRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  getTask(
    argument: _workmesh_tasks_v1_TaskRef,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/taskmanager/v1/task/list?project_id=&page=&per_page=
   */
  ListTasks(
    argument: _workmesh_tasks_v1_ListTasksRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_ListTasksResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListTasks(
    argument: _workmesh_tasks_v1_ListTasksRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tasks_v1_ListTasksResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListTasks(
    argument: _workmesh_tasks_v1_ListTasksRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_ListTasksResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListTasks(
    argument: _workmesh_tasks_v1_ListTasksRequest,
    callback: grpc.requestCallback<_workmesh_tasks_v1_ListTasksResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/taskmanager/v1/task/list?project_id=&page=&per_page=
   */
  listTasks(
    argument: _workmesh_tasks_v1_ListTasksRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_ListTasksResponse__Output>,
  ): grpc.ClientUnaryCall;
  listTasks(
    argument: _workmesh_tasks_v1_ListTasksRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tasks_v1_ListTasksResponse__Output>,
  ): grpc.ClientUnaryCall;
  listTasks(
    argument: _workmesh_tasks_v1_ListTasksRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_ListTasksResponse__Output>,
  ): grpc.ClientUnaryCall;
  listTasks(
    argument: _workmesh_tasks_v1_ListTasksRequest,
    callback: grpc.requestCallback<_workmesh_tasks_v1_ListTasksResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/taskmanager/v1/task/updateAssignee/:taskId
   */
  UpdateAssignee(
    argument: _workmesh_tasks_v1_UpdateAssigneeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_AssigneeChange__Output>,
  ): grpc.ClientUnaryCall;
  UpdateAssignee(
    argument: _workmesh_tasks_v1_UpdateAssigneeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tasks_v1_AssigneeChange__Output>,
  ): grpc.ClientUnaryCall;
  UpdateAssignee(
    argument: _workmesh_tasks_v1_UpdateAssigneeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_AssigneeChange__Output>,
  ): grpc.ClientUnaryCall;
  UpdateAssignee(
    argument: _workmesh_tasks_v1_UpdateAssigneeRequest,
    callback: grpc.requestCallback<_workmesh_tasks_v1_AssigneeChange__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/taskmanager/v1/task/updateAssignee/:taskId
   */
  updateAssignee(
    argument: _workmesh_tasks_v1_UpdateAssigneeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_AssigneeChange__Output>,
  ): grpc.ClientUnaryCall;
  updateAssignee(
    argument: _workmesh_tasks_v1_UpdateAssigneeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tasks_v1_AssigneeChange__Output>,
  ): grpc.ClientUnaryCall;
  updateAssignee(
    argument: _workmesh_tasks_v1_UpdateAssigneeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_AssigneeChange__Output>,
  ): grpc.ClientUnaryCall;
  updateAssignee(
    argument: _workmesh_tasks_v1_UpdateAssigneeRequest,
    callback: grpc.requestCallback<_workmesh_tasks_v1_AssigneeChange__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/taskmanager/v1/task/:taskId/update
   */
  UpdateTask(
    argument: _workmesh_tasks_v1_UpdateTaskRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  UpdateTask(
    argument: _workmesh_tasks_v1_UpdateTaskRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  UpdateTask(
    argument: _workmesh_tasks_v1_UpdateTaskRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  UpdateTask(
    argument: _workmesh_tasks_v1_UpdateTaskRequest,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/taskmanager/v1/task/:taskId/update
   */
  updateTask(
    argument: _workmesh_tasks_v1_UpdateTaskRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  updateTask(
    argument: _workmesh_tasks_v1_UpdateTaskRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  updateTask(
    argument: _workmesh_tasks_v1_UpdateTaskRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
  updateTask(
    argument: _workmesh_tasks_v1_UpdateTaskRequest,
    callback: grpc.requestCallback<_workmesh_tasks_v1_Task__Output>,
  ): grpc.ClientUnaryCall;
}

export interface TasksHandlers extends grpc.UntypedServiceImplementation {
  /**
   * POST /api/taskmanager/v1/task/create
   */
  CreateTask: grpc.handleUnaryCall<
    _workmesh_tasks_v1_CreateTaskRequest__Output,
    _workmesh_tasks_v1_Task
  >;

  /**
   * POST /api/taskmanager/v1/task/:taskId/delete
   */
  DeleteTask: grpc.handleUnaryCall<
    _workmesh_tasks_v1_TaskRef__Output,
    _workmesh_tasks_v1_DeleteTaskResponse
  >;

  /**
   * GET /api/taskmanager/v1/task/:taskId
   */
  GetTask: grpc.handleUnaryCall<_workmesh_tasks_v1_TaskRef__Output, _workmesh_tasks_v1_Task>;

  /**
   * GET /api/taskmanager/v1/task/list?project_id=&page=&per_page=
   */
  ListTasks: grpc.handleUnaryCall<
    _workmesh_tasks_v1_ListTasksRequest__Output,
    _workmesh_tasks_v1_ListTasksResponse
  >;

  /**
   * POST /api/taskmanager/v1/task/updateAssignee/:taskId
   */
  UpdateAssignee: grpc.handleUnaryCall<
    _workmesh_tasks_v1_UpdateAssigneeRequest__Output,
    _workmesh_tasks_v1_AssigneeChange
  >;

  /**
   * POST /api/taskmanager/v1/task/:taskId/update
   */
  UpdateTask: grpc.handleUnaryCall<
    _workmesh_tasks_v1_UpdateTaskRequest__Output,
    _workmesh_tasks_v1_Task
  >;
}

export interface TasksDefinition extends grpc.ServiceDefinition {
  CreateTask: MethodDefinition<
    _workmesh_tasks_v1_CreateTaskRequest,
    _workmesh_tasks_v1_Task,
    _workmesh_tasks_v1_CreateTaskRequest__Output,
    _workmesh_tasks_v1_Task__Output
  >;
  DeleteTask: MethodDefinition<
    _workmesh_tasks_v1_TaskRef,
    _workmesh_tasks_v1_DeleteTaskResponse,
    _workmesh_tasks_v1_TaskRef__Output,
    _workmesh_tasks_v1_DeleteTaskResponse__Output
  >;
  GetTask: MethodDefinition<
    _workmesh_tasks_v1_TaskRef,
    _workmesh_tasks_v1_Task,
    _workmesh_tasks_v1_TaskRef__Output,
    _workmesh_tasks_v1_Task__Output
  >;
  ListTasks: MethodDefinition<
    _workmesh_tasks_v1_ListTasksRequest,
    _workmesh_tasks_v1_ListTasksResponse,
    _workmesh_tasks_v1_ListTasksRequest__Output,
    _workmesh_tasks_v1_ListTasksResponse__Output
  >;
  UpdateAssignee: MethodDefinition<
    _workmesh_tasks_v1_UpdateAssigneeRequest,
    _workmesh_tasks_v1_AssigneeChange,
    _workmesh_tasks_v1_UpdateAssigneeRequest__Output,
    _workmesh_tasks_v1_AssigneeChange__Output
  >;
  UpdateTask: MethodDefinition<
    _workmesh_tasks_v1_UpdateTaskRequest,
    _workmesh_tasks_v1_Task,
    _workmesh_tasks_v1_UpdateTaskRequest__Output,
    _workmesh_tasks_v1_Task__Output
  >;
}
