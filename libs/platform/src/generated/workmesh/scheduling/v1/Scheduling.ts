// Original file: proto/scheduling.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  AddScheduleRequest as _workmesh_scheduling_v1_AddScheduleRequest,
  AddScheduleRequest__Output as _workmesh_scheduling_v1_AddScheduleRequest__Output,
} from '../../../workmesh/scheduling/v1/AddScheduleRequest';
import type {
  AddScheduleResponse as _workmesh_scheduling_v1_AddScheduleResponse,
  AddScheduleResponse__Output as _workmesh_scheduling_v1_AddScheduleResponse__Output,
} from '../../../workmesh/scheduling/v1/AddScheduleResponse';
import type {
  DeleteScheduleRequest as _workmesh_scheduling_v1_DeleteScheduleRequest,
  DeleteScheduleRequest__Output as _workmesh_scheduling_v1_DeleteScheduleRequest__Output,
} from '../../../workmesh/scheduling/v1/DeleteScheduleRequest';
import type {
  DeleteScheduleResponse as _workmesh_scheduling_v1_DeleteScheduleResponse,
  DeleteScheduleResponse__Output as _workmesh_scheduling_v1_DeleteScheduleResponse__Output,
} from '../../../workmesh/scheduling/v1/DeleteScheduleResponse';
import type {
  ListScheduleBySidRequest as _workmesh_scheduling_v1_ListScheduleBySidRequest,
  ListScheduleBySidRequest__Output as _workmesh_scheduling_v1_ListScheduleBySidRequest__Output,
} from '../../../workmesh/scheduling/v1/ListScheduleBySidRequest';
import type {
  ListUserScheduleRequest as _workmesh_scheduling_v1_ListUserScheduleRequest,
  ListUserScheduleRequest__Output as _workmesh_scheduling_v1_ListUserScheduleRequest__Output,
} from '../../../workmesh/scheduling/v1/ListUserScheduleRequest';
import type {
  ScheduleEntry as _workmesh_scheduling_v1_ScheduleEntry,
  ScheduleEntry__Output as _workmesh_scheduling_v1_ScheduleEntry__Output,
} from '../../../workmesh/scheduling/v1/ScheduleEntry';
import type {
  ScheduleEntryPage as _workmesh_scheduling_v1_ScheduleEntryPage,
  ScheduleEntryPage__Output as _workmesh_scheduling_v1_ScheduleEntryPage__Output,
} from '../../../workmesh/scheduling/v1/ScheduleEntryPage';
import type {
  UpdateScheduleEntryRequest as _workmesh_scheduling_v1_UpdateScheduleEntryRequest,
  UpdateScheduleEntryRequest__Output as _workmesh_scheduling_v1_UpdateScheduleEntryRequest__Output,
} from '../../../workmesh/scheduling/v1/UpdateScheduleEntryRequest';

export interface SchedulingClient extends grpc.Client {
  /**
   * POST /api/v1/timemanagement/schedule/add (alias /api/v3/schedule/create)
   */
  AddSchedule(
    argument: _workmesh_scheduling_v1_AddScheduleRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_AddScheduleResponse__Output>,
  ): grpc.ClientUnaryCall;
  AddSchedule(
    argument: _workmesh_scheduling_v1_AddScheduleRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_AddScheduleResponse__Output>,
  ): grpc.ClientUnaryCall;
  AddSchedule(
    argument: _workmesh_scheduling_v1_AddScheduleRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_AddScheduleResponse__Output>,
  ): grpc.ClientUnaryCall;
  AddSchedule(
    argument: _workmesh_scheduling_v1_AddScheduleRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_AddScheduleResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v1/timemanagement/schedule/add (alias /api/v3/schedule/create)
   */
  addSchedule(
    argument: _workmesh_scheduling_v1_AddScheduleRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_AddScheduleResponse__Output>,
  ): grpc.ClientUnaryCall;
  addSchedule(
    argument: _workmesh_scheduling_v1_AddScheduleRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_AddScheduleResponse__Output>,
  ): grpc.ClientUnaryCall;
  addSchedule(
    argument: _workmesh_scheduling_v1_AddScheduleRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_AddScheduleResponse__Output>,
  ): grpc.ClientUnaryCall;
  addSchedule(
    argument: _workmesh_scheduling_v1_AddScheduleRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_AddScheduleResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v1/timemanagement/schedule/delete
   */
  DeleteSchedule(
    argument: _workmesh_scheduling_v1_DeleteScheduleRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteScheduleResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteSchedule(
    argument: _workmesh_scheduling_v1_DeleteScheduleRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteScheduleResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteSchedule(
    argument: _workmesh_scheduling_v1_DeleteScheduleRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteScheduleResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteSchedule(
    argument: _workmesh_scheduling_v1_DeleteScheduleRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteScheduleResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v1/timemanagement/schedule/delete
   */
  deleteSchedule(
    argument: _workmesh_scheduling_v1_DeleteScheduleRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteScheduleResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteSchedule(
    argument: _workmesh_scheduling_v1_DeleteScheduleRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteScheduleResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteSchedule(
    argument: _workmesh_scheduling_v1_DeleteScheduleRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteScheduleResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteSchedule(
    argument: _workmesh_scheduling_v1_DeleteScheduleRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteScheduleResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v1/timemanagement/schedule/sid/:sid?page=&per_page=
   */
  ListScheduleBySid(
    argument: _workmesh_scheduling_v1_ListScheduleBySidRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntryPage__Output>,
  ): grpc.ClientUnaryCall;
  ListScheduleBySid(
    argument: _workmesh_scheduling_v1_ListScheduleBySidRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntryPage__Output>,
  ): grpc.ClientUnaryCall;
  ListScheduleBySid(
    argument: _workmesh_scheduling_v1_ListScheduleBySidRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntryPage__Output>,
  ): grpc.ClientUnaryCall;
  ListScheduleBySid(
    argument: _workmesh_scheduling_v1_ListScheduleBySidRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntryPage__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v1/timemanagement/schedule/sid/:sid?page=&per_page=
   */
  listScheduleBySid(
    argument: _workmesh_scheduling_v1_ListScheduleBySidRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntryPage__Output>,
  ): grpc.ClientUnaryCall;
  listScheduleBySid(
    argument: _workmesh_scheduling_v1_ListScheduleBySidRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntryPage__Output>,
  ): grpc.ClientUnaryCall;
  listScheduleBySid(
    argument: _workmesh_scheduling_v1_ListScheduleBySidRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntryPage__Output>,
  ): grpc.ClientUnaryCall;
  listScheduleBySid(
    argument: _workmesh_scheduling_v1_ListScheduleBySidRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntryPage__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v1/timemanagement/schedule/user/:userId?from=&to=&page=&per_page=
   */
  ListUserSchedule(
    argument: _workmesh_scheduling_v1_ListUserScheduleRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntryPage__Output>,
  ): grpc.ClientUnaryCall;
  ListUserSchedule(
    argument: _workmesh_scheduling_v1_ListUserScheduleRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntryPage__Output>,
  ): grpc.ClientUnaryCall;
  ListUserSchedule(
    argument: _workmesh_scheduling_v1_ListUserScheduleRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntryPage__Output>,
  ): grpc.ClientUnaryCall;
  ListUserSchedule(
    argument: _workmesh_scheduling_v1_ListUserScheduleRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntryPage__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v1/timemanagement/schedule/user/:userId?from=&to=&page=&per_page=
   */
  listUserSchedule(
    argument: _workmesh_scheduling_v1_ListUserScheduleRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntryPage__Output>,
  ): grpc.ClientUnaryCall;
  listUserSchedule(
    argument: _workmesh_scheduling_v1_ListUserScheduleRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntryPage__Output>,
  ): grpc.ClientUnaryCall;
  listUserSchedule(
    argument: _workmesh_scheduling_v1_ListUserScheduleRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntryPage__Output>,
  ): grpc.ClientUnaryCall;
  listUserSchedule(
    argument: _workmesh_scheduling_v1_ListUserScheduleRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntryPage__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v1/timemanagement/schedule/:id/update: one occurrence's times
   */
  UpdateScheduleEntry(
    argument: _workmesh_scheduling_v1_UpdateScheduleEntryRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntry__Output>,
  ): grpc.ClientUnaryCall;
  UpdateScheduleEntry(
    argument: _workmesh_scheduling_v1_UpdateScheduleEntryRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntry__Output>,
  ): grpc.ClientUnaryCall;
  UpdateScheduleEntry(
    argument: _workmesh_scheduling_v1_UpdateScheduleEntryRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntry__Output>,
  ): grpc.ClientUnaryCall;
  UpdateScheduleEntry(
    argument: _workmesh_scheduling_v1_UpdateScheduleEntryRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntry__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v1/timemanagement/schedule/:id/update: one occurrence's times
   */
  updateScheduleEntry(
    argument: _workmesh_scheduling_v1_UpdateScheduleEntryRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntry__Output>,
  ): grpc.ClientUnaryCall;
  updateScheduleEntry(
    argument: _workmesh_scheduling_v1_UpdateScheduleEntryRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntry__Output>,
  ): grpc.ClientUnaryCall;
  updateScheduleEntry(
    argument: _workmesh_scheduling_v1_UpdateScheduleEntryRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntry__Output>,
  ): grpc.ClientUnaryCall;
  updateScheduleEntry(
    argument: _workmesh_scheduling_v1_UpdateScheduleEntryRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ScheduleEntry__Output>,
  ): grpc.ClientUnaryCall;
}

export interface SchedulingHandlers extends grpc.UntypedServiceImplementation {
  /**
   * POST /api/v1/timemanagement/schedule/add (alias /api/v3/schedule/create)
   */
  AddSchedule: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_AddScheduleRequest__Output,
    _workmesh_scheduling_v1_AddScheduleResponse
  >;

  /**
   * POST /api/v1/timemanagement/schedule/delete
   */
  DeleteSchedule: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_DeleteScheduleRequest__Output,
    _workmesh_scheduling_v1_DeleteScheduleResponse
  >;

  /**
   * GET /api/v1/timemanagement/schedule/sid/:sid?page=&per_page=
   */
  ListScheduleBySid: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_ListScheduleBySidRequest__Output,
    _workmesh_scheduling_v1_ScheduleEntryPage
  >;

  /**
   * GET /api/v1/timemanagement/schedule/user/:userId?from=&to=&page=&per_page=
   */
  ListUserSchedule: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_ListUserScheduleRequest__Output,
    _workmesh_scheduling_v1_ScheduleEntryPage
  >;

  /**
   * POST /api/v1/timemanagement/schedule/:id/update: one occurrence's times
   */
  UpdateScheduleEntry: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_UpdateScheduleEntryRequest__Output,
    _workmesh_scheduling_v1_ScheduleEntry
  >;
}

export interface SchedulingDefinition extends grpc.ServiceDefinition {
  AddSchedule: MethodDefinition<
    _workmesh_scheduling_v1_AddScheduleRequest,
    _workmesh_scheduling_v1_AddScheduleResponse,
    _workmesh_scheduling_v1_AddScheduleRequest__Output,
    _workmesh_scheduling_v1_AddScheduleResponse__Output
  >;
  DeleteSchedule: MethodDefinition<
    _workmesh_scheduling_v1_DeleteScheduleRequest,
    _workmesh_scheduling_v1_DeleteScheduleResponse,
    _workmesh_scheduling_v1_DeleteScheduleRequest__Output,
    _workmesh_scheduling_v1_DeleteScheduleResponse__Output
  >;
  ListScheduleBySid: MethodDefinition<
    _workmesh_scheduling_v1_ListScheduleBySidRequest,
    _workmesh_scheduling_v1_ScheduleEntryPage,
    _workmesh_scheduling_v1_ListScheduleBySidRequest__Output,
    _workmesh_scheduling_v1_ScheduleEntryPage__Output
  >;
  ListUserSchedule: MethodDefinition<
    _workmesh_scheduling_v1_ListUserScheduleRequest,
    _workmesh_scheduling_v1_ScheduleEntryPage,
    _workmesh_scheduling_v1_ListUserScheduleRequest__Output,
    _workmesh_scheduling_v1_ScheduleEntryPage__Output
  >;
  UpdateScheduleEntry: MethodDefinition<
    _workmesh_scheduling_v1_UpdateScheduleEntryRequest,
    _workmesh_scheduling_v1_ScheduleEntry,
    _workmesh_scheduling_v1_UpdateScheduleEntryRequest__Output,
    _workmesh_scheduling_v1_ScheduleEntry__Output
  >;
}
