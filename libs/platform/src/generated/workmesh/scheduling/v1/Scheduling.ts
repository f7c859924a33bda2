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
  CreateTimeOffRequestRequest as _workmesh_scheduling_v1_CreateTimeOffRequestRequest,
  CreateTimeOffRequestRequest__Output as _workmesh_scheduling_v1_CreateTimeOffRequestRequest__Output,
} from '../../../workmesh/scheduling/v1/CreateTimeOffRequestRequest';
import type {
  DeleteScheduleRequest as _workmesh_scheduling_v1_DeleteScheduleRequest,
  DeleteScheduleRequest__Output as _workmesh_scheduling_v1_DeleteScheduleRequest__Output,
} from '../../../workmesh/scheduling/v1/DeleteScheduleRequest';
import type {
  DeleteScheduleResponse as _workmesh_scheduling_v1_DeleteScheduleResponse,
  DeleteScheduleResponse__Output as _workmesh_scheduling_v1_DeleteScheduleResponse__Output,
} from '../../../workmesh/scheduling/v1/DeleteScheduleResponse';
import type {
  DeleteTimeOffResponse as _workmesh_scheduling_v1_DeleteTimeOffResponse,
  DeleteTimeOffResponse__Output as _workmesh_scheduling_v1_DeleteTimeOffResponse__Output,
} from '../../../workmesh/scheduling/v1/DeleteTimeOffResponse';
import type {
  HolidayCalendar as _workmesh_scheduling_v1_HolidayCalendar,
  HolidayCalendar__Output as _workmesh_scheduling_v1_HolidayCalendar__Output,
} from '../../../workmesh/scheduling/v1/HolidayCalendar';
import type {
  HolidayCalendarFields as _workmesh_scheduling_v1_HolidayCalendarFields,
  HolidayCalendarFields__Output as _workmesh_scheduling_v1_HolidayCalendarFields__Output,
} from '../../../workmesh/scheduling/v1/HolidayCalendarFields';
import type {
  HolidayCalendarRef as _workmesh_scheduling_v1_HolidayCalendarRef,
  HolidayCalendarRef__Output as _workmesh_scheduling_v1_HolidayCalendarRef__Output,
} from '../../../workmesh/scheduling/v1/HolidayCalendarRef';
import type {
  ListHolidayCalendarsRequest as _workmesh_scheduling_v1_ListHolidayCalendarsRequest,
  ListHolidayCalendarsRequest__Output as _workmesh_scheduling_v1_ListHolidayCalendarsRequest__Output,
} from '../../../workmesh/scheduling/v1/ListHolidayCalendarsRequest';
import type {
  ListHolidayCalendarsResponse as _workmesh_scheduling_v1_ListHolidayCalendarsResponse,
  ListHolidayCalendarsResponse__Output as _workmesh_scheduling_v1_ListHolidayCalendarsResponse__Output,
} from '../../../workmesh/scheduling/v1/ListHolidayCalendarsResponse';
import type {
  ListScheduleBySidRequest as _workmesh_scheduling_v1_ListScheduleBySidRequest,
  ListScheduleBySidRequest__Output as _workmesh_scheduling_v1_ListScheduleBySidRequest__Output,
} from '../../../workmesh/scheduling/v1/ListScheduleBySidRequest';
import type {
  ListTimeOffPoliciesRequest as _workmesh_scheduling_v1_ListTimeOffPoliciesRequest,
  ListTimeOffPoliciesRequest__Output as _workmesh_scheduling_v1_ListTimeOffPoliciesRequest__Output,
} from '../../../workmesh/scheduling/v1/ListTimeOffPoliciesRequest';
import type {
  ListTimeOffPoliciesResponse as _workmesh_scheduling_v1_ListTimeOffPoliciesResponse,
  ListTimeOffPoliciesResponse__Output as _workmesh_scheduling_v1_ListTimeOffPoliciesResponse__Output,
} from '../../../workmesh/scheduling/v1/ListTimeOffPoliciesResponse';
import type {
  ListTimeOffRequestsRequest as _workmesh_scheduling_v1_ListTimeOffRequestsRequest,
  ListTimeOffRequestsRequest__Output as _workmesh_scheduling_v1_ListTimeOffRequestsRequest__Output,
} from '../../../workmesh/scheduling/v1/ListTimeOffRequestsRequest';
import type {
  ListTimeOffRequestsResponse as _workmesh_scheduling_v1_ListTimeOffRequestsResponse,
  ListTimeOffRequestsResponse__Output as _workmesh_scheduling_v1_ListTimeOffRequestsResponse__Output,
} from '../../../workmesh/scheduling/v1/ListTimeOffRequestsResponse';
import type {
  ListUserScheduleRequest as _workmesh_scheduling_v1_ListUserScheduleRequest,
  ListUserScheduleRequest__Output as _workmesh_scheduling_v1_ListUserScheduleRequest__Output,
} from '../../../workmesh/scheduling/v1/ListUserScheduleRequest';
import type {
  MemberCalendars as _workmesh_scheduling_v1_MemberCalendars,
  MemberCalendars__Output as _workmesh_scheduling_v1_MemberCalendars__Output,
} from '../../../workmesh/scheduling/v1/MemberCalendars';
import type {
  MemberCalendarsRequest as _workmesh_scheduling_v1_MemberCalendarsRequest,
  MemberCalendarsRequest__Output as _workmesh_scheduling_v1_MemberCalendarsRequest__Output,
} from '../../../workmesh/scheduling/v1/MemberCalendarsRequest';
import type {
  ReviewTimeOffRequestRequest as _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
  ReviewTimeOffRequestRequest__Output as _workmesh_scheduling_v1_ReviewTimeOffRequestRequest__Output,
} from '../../../workmesh/scheduling/v1/ReviewTimeOffRequestRequest';
import type {
  ScheduleEntry as _workmesh_scheduling_v1_ScheduleEntry,
  ScheduleEntry__Output as _workmesh_scheduling_v1_ScheduleEntry__Output,
} from '../../../workmesh/scheduling/v1/ScheduleEntry';
import type {
  ScheduleEntryPage as _workmesh_scheduling_v1_ScheduleEntryPage,
  ScheduleEntryPage__Output as _workmesh_scheduling_v1_ScheduleEntryPage__Output,
} from '../../../workmesh/scheduling/v1/ScheduleEntryPage';
import type {
  TimeOffBalances as _workmesh_scheduling_v1_TimeOffBalances,
  TimeOffBalances__Output as _workmesh_scheduling_v1_TimeOffBalances__Output,
} from '../../../workmesh/scheduling/v1/TimeOffBalances';
import type {
  TimeOffBalancesRequest as _workmesh_scheduling_v1_TimeOffBalancesRequest,
  TimeOffBalancesRequest__Output as _workmesh_scheduling_v1_TimeOffBalancesRequest__Output,
} from '../../../workmesh/scheduling/v1/TimeOffBalancesRequest';
import type {
  TimeOffPolicy as _workmesh_scheduling_v1_TimeOffPolicy,
  TimeOffPolicy__Output as _workmesh_scheduling_v1_TimeOffPolicy__Output,
} from '../../../workmesh/scheduling/v1/TimeOffPolicy';
import type {
  TimeOffPolicyFields as _workmesh_scheduling_v1_TimeOffPolicyFields,
  TimeOffPolicyFields__Output as _workmesh_scheduling_v1_TimeOffPolicyFields__Output,
} from '../../../workmesh/scheduling/v1/TimeOffPolicyFields';
import type {
  TimeOffPolicyRef as _workmesh_scheduling_v1_TimeOffPolicyRef,
  TimeOffPolicyRef__Output as _workmesh_scheduling_v1_TimeOffPolicyRef__Output,
} from '../../../workmesh/scheduling/v1/TimeOffPolicyRef';
import type {
  TimeOffRequest as _workmesh_scheduling_v1_TimeOffRequest,
  TimeOffRequest__Output as _workmesh_scheduling_v1_TimeOffRequest__Output,
} from '../../../workmesh/scheduling/v1/TimeOffRequest';
import type {
  TimeOffRequestRef as _workmesh_scheduling_v1_TimeOffRequestRef,
  TimeOffRequestRef__Output as _workmesh_scheduling_v1_TimeOffRequestRef__Output,
} from '../../../workmesh/scheduling/v1/TimeOffRequestRef';
import type {
  UpdateHolidayCalendarRequest as _workmesh_scheduling_v1_UpdateHolidayCalendarRequest,
  UpdateHolidayCalendarRequest__Output as _workmesh_scheduling_v1_UpdateHolidayCalendarRequest__Output,
} from '../../../workmesh/scheduling/v1/UpdateHolidayCalendarRequest';
import type {
  UpdateScheduleEntryRequest as _workmesh_scheduling_v1_UpdateScheduleEntryRequest,
  UpdateScheduleEntryRequest__Output as _workmesh_scheduling_v1_UpdateScheduleEntryRequest__Output,
} from '../../../workmesh/scheduling/v1/UpdateScheduleEntryRequest';
import type {
  UpdateTimeOffPolicyRequest as _workmesh_scheduling_v1_UpdateTimeOffPolicyRequest,
  UpdateTimeOffPolicyRequest__Output as _workmesh_scheduling_v1_UpdateTimeOffPolicyRequest__Output,
} from '../../../workmesh/scheduling/v1/UpdateTimeOffPolicyRequest';

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
   * POST /api/v3/time-off/request/{id}/approve (owners and managers; pending only)
   */
  ApproveTimeOffRequest(
    argument: _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  ApproveTimeOffRequest(
    argument: _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  ApproveTimeOffRequest(
    argument: _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  ApproveTimeOffRequest(
    argument: _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/time-off/request/{id}/approve (owners and managers; pending only)
   */
  approveTimeOffRequest(
    argument: _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  approveTimeOffRequest(
    argument: _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  approveTimeOffRequest(
    argument: _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  approveTimeOffRequest(
    argument: _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/time-off/request/{id}/cancel (the member, pending or approved, before its
   * first day starts in the member's zone)
   */
  CancelTimeOffRequest(
    argument: _workmesh_scheduling_v1_TimeOffRequestRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  CancelTimeOffRequest(
    argument: _workmesh_scheduling_v1_TimeOffRequestRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  CancelTimeOffRequest(
    argument: _workmesh_scheduling_v1_TimeOffRequestRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  CancelTimeOffRequest(
    argument: _workmesh_scheduling_v1_TimeOffRequestRef,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/time-off/request/{id}/cancel (the member, pending or approved, before its
   * first day starts in the member's zone)
   */
  cancelTimeOffRequest(
    argument: _workmesh_scheduling_v1_TimeOffRequestRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  cancelTimeOffRequest(
    argument: _workmesh_scheduling_v1_TimeOffRequestRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  cancelTimeOffRequest(
    argument: _workmesh_scheduling_v1_TimeOffRequestRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  cancelTimeOffRequest(
    argument: _workmesh_scheduling_v1_TimeOffRequestRef,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/time-off/holidays/create
   */
  CreateHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarFields,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  CreateHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarFields,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  CreateHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarFields,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  CreateHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarFields,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/time-off/holidays/create
   */
  createHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarFields,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  createHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarFields,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  createHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarFields,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  createHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarFields,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Time off (issue 36; docs/time-off.md). Policies and holiday calendars: owners and
   * managers write them, every member reads them.
   * POST /api/v3/time-off/policy/create
   */
  CreateTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyFields,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  CreateTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyFields,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  CreateTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyFields,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  CreateTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyFields,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Time off (issue 36; docs/time-off.md). Policies and holiday calendars: owners and
   * managers write them, every member reads them.
   * POST /api/v3/time-off/policy/create
   */
  createTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyFields,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  createTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyFields,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  createTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyFields,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  createTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyFields,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/time-off/request/create: the caller's own request (owners and managers may
   * name a member with user_id)
   */
  CreateTimeOffRequest(
    argument: _workmesh_scheduling_v1_CreateTimeOffRequestRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  CreateTimeOffRequest(
    argument: _workmesh_scheduling_v1_CreateTimeOffRequestRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  CreateTimeOffRequest(
    argument: _workmesh_scheduling_v1_CreateTimeOffRequestRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  CreateTimeOffRequest(
    argument: _workmesh_scheduling_v1_CreateTimeOffRequestRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/time-off/request/create: the caller's own request (owners and managers may
   * name a member with user_id)
   */
  createTimeOffRequest(
    argument: _workmesh_scheduling_v1_CreateTimeOffRequestRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  createTimeOffRequest(
    argument: _workmesh_scheduling_v1_CreateTimeOffRequestRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  createTimeOffRequest(
    argument: _workmesh_scheduling_v1_CreateTimeOffRequestRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  createTimeOffRequest(
    argument: _workmesh_scheduling_v1_CreateTimeOffRequestRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/time-off/holidays/{id}/delete
   */
  DeleteHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteTimeOffResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteTimeOffResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteTimeOffResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarRef,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteTimeOffResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/time-off/holidays/{id}/delete
   */
  deleteHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteTimeOffResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteTimeOffResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteTimeOffResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarRef,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteTimeOffResponse__Output>,
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
   * POST /api/v3/time-off/policy/{id}/delete: refused (409) while it has pending or
   * approved requests that have not ended; archived otherwise (its history stays)
   */
  DeleteTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteTimeOffResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteTimeOffResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteTimeOffResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyRef,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteTimeOffResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/time-off/policy/{id}/delete: refused (409) while it has pending or
   * approved requests that have not ended; archived otherwise (its history stays)
   */
  deleteTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteTimeOffResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteTimeOffResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteTimeOffResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyRef,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_DeleteTimeOffResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/time-off/holidays/{id}
   */
  GetHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  GetHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  GetHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  GetHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarRef,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/time-off/holidays/{id}
   */
  getHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  getHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  getHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  getHolidayCalendar(
    argument: _workmesh_scheduling_v1_HolidayCalendarRef,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * For tracking (attendance report, timesheet week; no HTTP route): each member's
   * schedule entries, approved time off, holidays and working days in a range of days.
   */
  GetMemberCalendars(
    argument: _workmesh_scheduling_v1_MemberCalendarsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_MemberCalendars__Output>,
  ): grpc.ClientUnaryCall;
  GetMemberCalendars(
    argument: _workmesh_scheduling_v1_MemberCalendarsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_MemberCalendars__Output>,
  ): grpc.ClientUnaryCall;
  GetMemberCalendars(
    argument: _workmesh_scheduling_v1_MemberCalendarsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_MemberCalendars__Output>,
  ): grpc.ClientUnaryCall;
  GetMemberCalendars(
    argument: _workmesh_scheduling_v1_MemberCalendarsRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_MemberCalendars__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * For tracking (attendance report, timesheet week; no HTTP route): each member's
   * schedule entries, approved time off, holidays and working days in a range of days.
   */
  getMemberCalendars(
    argument: _workmesh_scheduling_v1_MemberCalendarsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_MemberCalendars__Output>,
  ): grpc.ClientUnaryCall;
  getMemberCalendars(
    argument: _workmesh_scheduling_v1_MemberCalendarsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_MemberCalendars__Output>,
  ): grpc.ClientUnaryCall;
  getMemberCalendars(
    argument: _workmesh_scheduling_v1_MemberCalendarsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_MemberCalendars__Output>,
  ): grpc.ClientUnaryCall;
  getMemberCalendars(
    argument: _workmesh_scheduling_v1_MemberCalendarsRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_MemberCalendars__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/time-off/balances?user_id=&year=
   */
  GetTimeOffBalances(
    argument: _workmesh_scheduling_v1_TimeOffBalancesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffBalances__Output>,
  ): grpc.ClientUnaryCall;
  GetTimeOffBalances(
    argument: _workmesh_scheduling_v1_TimeOffBalancesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffBalances__Output>,
  ): grpc.ClientUnaryCall;
  GetTimeOffBalances(
    argument: _workmesh_scheduling_v1_TimeOffBalancesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffBalances__Output>,
  ): grpc.ClientUnaryCall;
  GetTimeOffBalances(
    argument: _workmesh_scheduling_v1_TimeOffBalancesRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffBalances__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/time-off/balances?user_id=&year=
   */
  getTimeOffBalances(
    argument: _workmesh_scheduling_v1_TimeOffBalancesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffBalances__Output>,
  ): grpc.ClientUnaryCall;
  getTimeOffBalances(
    argument: _workmesh_scheduling_v1_TimeOffBalancesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffBalances__Output>,
  ): grpc.ClientUnaryCall;
  getTimeOffBalances(
    argument: _workmesh_scheduling_v1_TimeOffBalancesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffBalances__Output>,
  ): grpc.ClientUnaryCall;
  getTimeOffBalances(
    argument: _workmesh_scheduling_v1_TimeOffBalancesRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffBalances__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/time-off/policy/{id}
   */
  GetTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  GetTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  GetTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  GetTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyRef,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/time-off/policy/{id}
   */
  getTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  getTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  getTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  getTimeOffPolicy(
    argument: _workmesh_scheduling_v1_TimeOffPolicyRef,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/time-off/request/{id}
   */
  GetTimeOffRequest(
    argument: _workmesh_scheduling_v1_TimeOffRequestRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  GetTimeOffRequest(
    argument: _workmesh_scheduling_v1_TimeOffRequestRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  GetTimeOffRequest(
    argument: _workmesh_scheduling_v1_TimeOffRequestRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  GetTimeOffRequest(
    argument: _workmesh_scheduling_v1_TimeOffRequestRef,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/time-off/request/{id}
   */
  getTimeOffRequest(
    argument: _workmesh_scheduling_v1_TimeOffRequestRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  getTimeOffRequest(
    argument: _workmesh_scheduling_v1_TimeOffRequestRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  getTimeOffRequest(
    argument: _workmesh_scheduling_v1_TimeOffRequestRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  getTimeOffRequest(
    argument: _workmesh_scheduling_v1_TimeOffRequestRef,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/time-off/holidays/list
   */
  ListHolidayCalendars(
    argument: _workmesh_scheduling_v1_ListHolidayCalendarsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListHolidayCalendarsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListHolidayCalendars(
    argument: _workmesh_scheduling_v1_ListHolidayCalendarsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListHolidayCalendarsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListHolidayCalendars(
    argument: _workmesh_scheduling_v1_ListHolidayCalendarsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListHolidayCalendarsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListHolidayCalendars(
    argument: _workmesh_scheduling_v1_ListHolidayCalendarsRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListHolidayCalendarsResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/time-off/holidays/list
   */
  listHolidayCalendars(
    argument: _workmesh_scheduling_v1_ListHolidayCalendarsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListHolidayCalendarsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listHolidayCalendars(
    argument: _workmesh_scheduling_v1_ListHolidayCalendarsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListHolidayCalendarsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listHolidayCalendars(
    argument: _workmesh_scheduling_v1_ListHolidayCalendarsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListHolidayCalendarsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listHolidayCalendars(
    argument: _workmesh_scheduling_v1_ListHolidayCalendarsRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListHolidayCalendarsResponse__Output>,
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
   * GET /api/v3/time-off/policy/list
   */
  ListTimeOffPolicies(
    argument: _workmesh_scheduling_v1_ListTimeOffPoliciesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListTimeOffPoliciesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListTimeOffPolicies(
    argument: _workmesh_scheduling_v1_ListTimeOffPoliciesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListTimeOffPoliciesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListTimeOffPolicies(
    argument: _workmesh_scheduling_v1_ListTimeOffPoliciesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListTimeOffPoliciesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListTimeOffPolicies(
    argument: _workmesh_scheduling_v1_ListTimeOffPoliciesRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListTimeOffPoliciesResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/time-off/policy/list
   */
  listTimeOffPolicies(
    argument: _workmesh_scheduling_v1_ListTimeOffPoliciesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListTimeOffPoliciesResponse__Output>,
  ): grpc.ClientUnaryCall;
  listTimeOffPolicies(
    argument: _workmesh_scheduling_v1_ListTimeOffPoliciesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListTimeOffPoliciesResponse__Output>,
  ): grpc.ClientUnaryCall;
  listTimeOffPolicies(
    argument: _workmesh_scheduling_v1_ListTimeOffPoliciesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListTimeOffPoliciesResponse__Output>,
  ): grpc.ClientUnaryCall;
  listTimeOffPolicies(
    argument: _workmesh_scheduling_v1_ListTimeOffPoliciesRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListTimeOffPoliciesResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/time-off/request/list: members their own; owners and managers anyone's
   */
  ListTimeOffRequests(
    argument: _workmesh_scheduling_v1_ListTimeOffRequestsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListTimeOffRequestsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListTimeOffRequests(
    argument: _workmesh_scheduling_v1_ListTimeOffRequestsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListTimeOffRequestsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListTimeOffRequests(
    argument: _workmesh_scheduling_v1_ListTimeOffRequestsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListTimeOffRequestsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListTimeOffRequests(
    argument: _workmesh_scheduling_v1_ListTimeOffRequestsRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListTimeOffRequestsResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/time-off/request/list: members their own; owners and managers anyone's
   */
  listTimeOffRequests(
    argument: _workmesh_scheduling_v1_ListTimeOffRequestsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListTimeOffRequestsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listTimeOffRequests(
    argument: _workmesh_scheduling_v1_ListTimeOffRequestsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListTimeOffRequestsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listTimeOffRequests(
    argument: _workmesh_scheduling_v1_ListTimeOffRequestsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListTimeOffRequestsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listTimeOffRequests(
    argument: _workmesh_scheduling_v1_ListTimeOffRequestsRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_ListTimeOffRequestsResponse__Output>,
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
   * POST /api/v3/time-off/request/{id}/reject (owners and managers; pending only)
   */
  RejectTimeOffRequest(
    argument: _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  RejectTimeOffRequest(
    argument: _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  RejectTimeOffRequest(
    argument: _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  RejectTimeOffRequest(
    argument: _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/time-off/request/{id}/reject (owners and managers; pending only)
   */
  rejectTimeOffRequest(
    argument: _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  rejectTimeOffRequest(
    argument: _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  rejectTimeOffRequest(
    argument: _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;
  rejectTimeOffRequest(
    argument: _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffRequest__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/time-off/holidays/{id}/update
   */
  UpdateHolidayCalendar(
    argument: _workmesh_scheduling_v1_UpdateHolidayCalendarRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  UpdateHolidayCalendar(
    argument: _workmesh_scheduling_v1_UpdateHolidayCalendarRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  UpdateHolidayCalendar(
    argument: _workmesh_scheduling_v1_UpdateHolidayCalendarRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  UpdateHolidayCalendar(
    argument: _workmesh_scheduling_v1_UpdateHolidayCalendarRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/time-off/holidays/{id}/update
   */
  updateHolidayCalendar(
    argument: _workmesh_scheduling_v1_UpdateHolidayCalendarRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  updateHolidayCalendar(
    argument: _workmesh_scheduling_v1_UpdateHolidayCalendarRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  updateHolidayCalendar(
    argument: _workmesh_scheduling_v1_UpdateHolidayCalendarRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
  ): grpc.ClientUnaryCall;
  updateHolidayCalendar(
    argument: _workmesh_scheduling_v1_UpdateHolidayCalendarRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_HolidayCalendar__Output>,
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

  /**
   * POST /api/v3/time-off/policy/{id}/update
   */
  UpdateTimeOffPolicy(
    argument: _workmesh_scheduling_v1_UpdateTimeOffPolicyRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  UpdateTimeOffPolicy(
    argument: _workmesh_scheduling_v1_UpdateTimeOffPolicyRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  UpdateTimeOffPolicy(
    argument: _workmesh_scheduling_v1_UpdateTimeOffPolicyRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  UpdateTimeOffPolicy(
    argument: _workmesh_scheduling_v1_UpdateTimeOffPolicyRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/time-off/policy/{id}/update
   */
  updateTimeOffPolicy(
    argument: _workmesh_scheduling_v1_UpdateTimeOffPolicyRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  updateTimeOffPolicy(
    argument: _workmesh_scheduling_v1_UpdateTimeOffPolicyRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  updateTimeOffPolicy(
    argument: _workmesh_scheduling_v1_UpdateTimeOffPolicyRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
  ): grpc.ClientUnaryCall;
  updateTimeOffPolicy(
    argument: _workmesh_scheduling_v1_UpdateTimeOffPolicyRequest,
    callback: grpc.requestCallback<_workmesh_scheduling_v1_TimeOffPolicy__Output>,
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
   * POST /api/v3/time-off/request/{id}/approve (owners and managers; pending only)
   */
  ApproveTimeOffRequest: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_ReviewTimeOffRequestRequest__Output,
    _workmesh_scheduling_v1_TimeOffRequest
  >;

  /**
   * POST /api/v3/time-off/request/{id}/cancel (the member, pending or approved, before its
   * first day starts in the member's zone)
   */
  CancelTimeOffRequest: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_TimeOffRequestRef__Output,
    _workmesh_scheduling_v1_TimeOffRequest
  >;

  /**
   * POST /api/v3/time-off/holidays/create
   */
  CreateHolidayCalendar: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_HolidayCalendarFields__Output,
    _workmesh_scheduling_v1_HolidayCalendar
  >;

  /**
   * Time off (issue 36; docs/time-off.md). Policies and holiday calendars: owners and
   * managers write them, every member reads them.
   * POST /api/v3/time-off/policy/create
   */
  CreateTimeOffPolicy: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_TimeOffPolicyFields__Output,
    _workmesh_scheduling_v1_TimeOffPolicy
  >;

  /**
   * POST /api/v3/time-off/request/create: the caller's own request (owners and managers may
   * name a member with user_id)
   */
  CreateTimeOffRequest: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_CreateTimeOffRequestRequest__Output,
    _workmesh_scheduling_v1_TimeOffRequest
  >;

  /**
   * POST /api/v3/time-off/holidays/{id}/delete
   */
  DeleteHolidayCalendar: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_HolidayCalendarRef__Output,
    _workmesh_scheduling_v1_DeleteTimeOffResponse
  >;

  /**
   * POST /api/v1/timemanagement/schedule/delete
   */
  DeleteSchedule: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_DeleteScheduleRequest__Output,
    _workmesh_scheduling_v1_DeleteScheduleResponse
  >;

  /**
   * POST /api/v3/time-off/policy/{id}/delete: refused (409) while it has pending or
   * approved requests that have not ended; archived otherwise (its history stays)
   */
  DeleteTimeOffPolicy: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_TimeOffPolicyRef__Output,
    _workmesh_scheduling_v1_DeleteTimeOffResponse
  >;

  /**
   * GET /api/v3/time-off/holidays/{id}
   */
  GetHolidayCalendar: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_HolidayCalendarRef__Output,
    _workmesh_scheduling_v1_HolidayCalendar
  >;

  /**
   * For tracking (attendance report, timesheet week; no HTTP route): each member's
   * schedule entries, approved time off, holidays and working days in a range of days.
   */
  GetMemberCalendars: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_MemberCalendarsRequest__Output,
    _workmesh_scheduling_v1_MemberCalendars
  >;

  /**
   * GET /api/v3/time-off/balances?user_id=&year=
   */
  GetTimeOffBalances: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_TimeOffBalancesRequest__Output,
    _workmesh_scheduling_v1_TimeOffBalances
  >;

  /**
   * GET /api/v3/time-off/policy/{id}
   */
  GetTimeOffPolicy: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_TimeOffPolicyRef__Output,
    _workmesh_scheduling_v1_TimeOffPolicy
  >;

  /**
   * GET /api/v3/time-off/request/{id}
   */
  GetTimeOffRequest: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_TimeOffRequestRef__Output,
    _workmesh_scheduling_v1_TimeOffRequest
  >;

  /**
   * GET /api/v3/time-off/holidays/list
   */
  ListHolidayCalendars: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_ListHolidayCalendarsRequest__Output,
    _workmesh_scheduling_v1_ListHolidayCalendarsResponse
  >;

  /**
   * GET /api/v1/timemanagement/schedule/sid/:sid?page=&per_page=
   */
  ListScheduleBySid: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_ListScheduleBySidRequest__Output,
    _workmesh_scheduling_v1_ScheduleEntryPage
  >;

  /**
   * GET /api/v3/time-off/policy/list
   */
  ListTimeOffPolicies: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_ListTimeOffPoliciesRequest__Output,
    _workmesh_scheduling_v1_ListTimeOffPoliciesResponse
  >;

  /**
   * GET /api/v3/time-off/request/list: members their own; owners and managers anyone's
   */
  ListTimeOffRequests: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_ListTimeOffRequestsRequest__Output,
    _workmesh_scheduling_v1_ListTimeOffRequestsResponse
  >;

  /**
   * GET /api/v1/timemanagement/schedule/user/:userId?from=&to=&page=&per_page=
   */
  ListUserSchedule: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_ListUserScheduleRequest__Output,
    _workmesh_scheduling_v1_ScheduleEntryPage
  >;

  /**
   * POST /api/v3/time-off/request/{id}/reject (owners and managers; pending only)
   */
  RejectTimeOffRequest: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_ReviewTimeOffRequestRequest__Output,
    _workmesh_scheduling_v1_TimeOffRequest
  >;

  /**
   * POST /api/v3/time-off/holidays/{id}/update
   */
  UpdateHolidayCalendar: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_UpdateHolidayCalendarRequest__Output,
    _workmesh_scheduling_v1_HolidayCalendar
  >;

  /**
   * POST /api/v1/timemanagement/schedule/:id/update: one occurrence's times
   */
  UpdateScheduleEntry: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_UpdateScheduleEntryRequest__Output,
    _workmesh_scheduling_v1_ScheduleEntry
  >;

  /**
   * POST /api/v3/time-off/policy/{id}/update
   */
  UpdateTimeOffPolicy: grpc.handleUnaryCall<
    _workmesh_scheduling_v1_UpdateTimeOffPolicyRequest__Output,
    _workmesh_scheduling_v1_TimeOffPolicy
  >;
}

export interface SchedulingDefinition extends grpc.ServiceDefinition {
  AddSchedule: MethodDefinition<
    _workmesh_scheduling_v1_AddScheduleRequest,
    _workmesh_scheduling_v1_AddScheduleResponse,
    _workmesh_scheduling_v1_AddScheduleRequest__Output,
    _workmesh_scheduling_v1_AddScheduleResponse__Output
  >;
  ApproveTimeOffRequest: MethodDefinition<
    _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
    _workmesh_scheduling_v1_TimeOffRequest,
    _workmesh_scheduling_v1_ReviewTimeOffRequestRequest__Output,
    _workmesh_scheduling_v1_TimeOffRequest__Output
  >;
  CancelTimeOffRequest: MethodDefinition<
    _workmesh_scheduling_v1_TimeOffRequestRef,
    _workmesh_scheduling_v1_TimeOffRequest,
    _workmesh_scheduling_v1_TimeOffRequestRef__Output,
    _workmesh_scheduling_v1_TimeOffRequest__Output
  >;
  CreateHolidayCalendar: MethodDefinition<
    _workmesh_scheduling_v1_HolidayCalendarFields,
    _workmesh_scheduling_v1_HolidayCalendar,
    _workmesh_scheduling_v1_HolidayCalendarFields__Output,
    _workmesh_scheduling_v1_HolidayCalendar__Output
  >;
  CreateTimeOffPolicy: MethodDefinition<
    _workmesh_scheduling_v1_TimeOffPolicyFields,
    _workmesh_scheduling_v1_TimeOffPolicy,
    _workmesh_scheduling_v1_TimeOffPolicyFields__Output,
    _workmesh_scheduling_v1_TimeOffPolicy__Output
  >;
  CreateTimeOffRequest: MethodDefinition<
    _workmesh_scheduling_v1_CreateTimeOffRequestRequest,
    _workmesh_scheduling_v1_TimeOffRequest,
    _workmesh_scheduling_v1_CreateTimeOffRequestRequest__Output,
    _workmesh_scheduling_v1_TimeOffRequest__Output
  >;
  DeleteHolidayCalendar: MethodDefinition<
    _workmesh_scheduling_v1_HolidayCalendarRef,
    _workmesh_scheduling_v1_DeleteTimeOffResponse,
    _workmesh_scheduling_v1_HolidayCalendarRef__Output,
    _workmesh_scheduling_v1_DeleteTimeOffResponse__Output
  >;
  DeleteSchedule: MethodDefinition<
    _workmesh_scheduling_v1_DeleteScheduleRequest,
    _workmesh_scheduling_v1_DeleteScheduleResponse,
    _workmesh_scheduling_v1_DeleteScheduleRequest__Output,
    _workmesh_scheduling_v1_DeleteScheduleResponse__Output
  >;
  DeleteTimeOffPolicy: MethodDefinition<
    _workmesh_scheduling_v1_TimeOffPolicyRef,
    _workmesh_scheduling_v1_DeleteTimeOffResponse,
    _workmesh_scheduling_v1_TimeOffPolicyRef__Output,
    _workmesh_scheduling_v1_DeleteTimeOffResponse__Output
  >;
  GetHolidayCalendar: MethodDefinition<
    _workmesh_scheduling_v1_HolidayCalendarRef,
    _workmesh_scheduling_v1_HolidayCalendar,
    _workmesh_scheduling_v1_HolidayCalendarRef__Output,
    _workmesh_scheduling_v1_HolidayCalendar__Output
  >;
  GetMemberCalendars: MethodDefinition<
    _workmesh_scheduling_v1_MemberCalendarsRequest,
    _workmesh_scheduling_v1_MemberCalendars,
    _workmesh_scheduling_v1_MemberCalendarsRequest__Output,
    _workmesh_scheduling_v1_MemberCalendars__Output
  >;
  GetTimeOffBalances: MethodDefinition<
    _workmesh_scheduling_v1_TimeOffBalancesRequest,
    _workmesh_scheduling_v1_TimeOffBalances,
    _workmesh_scheduling_v1_TimeOffBalancesRequest__Output,
    _workmesh_scheduling_v1_TimeOffBalances__Output
  >;
  GetTimeOffPolicy: MethodDefinition<
    _workmesh_scheduling_v1_TimeOffPolicyRef,
    _workmesh_scheduling_v1_TimeOffPolicy,
    _workmesh_scheduling_v1_TimeOffPolicyRef__Output,
    _workmesh_scheduling_v1_TimeOffPolicy__Output
  >;
  GetTimeOffRequest: MethodDefinition<
    _workmesh_scheduling_v1_TimeOffRequestRef,
    _workmesh_scheduling_v1_TimeOffRequest,
    _workmesh_scheduling_v1_TimeOffRequestRef__Output,
    _workmesh_scheduling_v1_TimeOffRequest__Output
  >;
  ListHolidayCalendars: MethodDefinition<
    _workmesh_scheduling_v1_ListHolidayCalendarsRequest,
    _workmesh_scheduling_v1_ListHolidayCalendarsResponse,
    _workmesh_scheduling_v1_ListHolidayCalendarsRequest__Output,
    _workmesh_scheduling_v1_ListHolidayCalendarsResponse__Output
  >;
  ListScheduleBySid: MethodDefinition<
    _workmesh_scheduling_v1_ListScheduleBySidRequest,
    _workmesh_scheduling_v1_ScheduleEntryPage,
    _workmesh_scheduling_v1_ListScheduleBySidRequest__Output,
    _workmesh_scheduling_v1_ScheduleEntryPage__Output
  >;
  ListTimeOffPolicies: MethodDefinition<
    _workmesh_scheduling_v1_ListTimeOffPoliciesRequest,
    _workmesh_scheduling_v1_ListTimeOffPoliciesResponse,
    _workmesh_scheduling_v1_ListTimeOffPoliciesRequest__Output,
    _workmesh_scheduling_v1_ListTimeOffPoliciesResponse__Output
  >;
  ListTimeOffRequests: MethodDefinition<
    _workmesh_scheduling_v1_ListTimeOffRequestsRequest,
    _workmesh_scheduling_v1_ListTimeOffRequestsResponse,
    _workmesh_scheduling_v1_ListTimeOffRequestsRequest__Output,
    _workmesh_scheduling_v1_ListTimeOffRequestsResponse__Output
  >;
  ListUserSchedule: MethodDefinition<
    _workmesh_scheduling_v1_ListUserScheduleRequest,
    _workmesh_scheduling_v1_ScheduleEntryPage,
    _workmesh_scheduling_v1_ListUserScheduleRequest__Output,
    _workmesh_scheduling_v1_ScheduleEntryPage__Output
  >;
  RejectTimeOffRequest: MethodDefinition<
    _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
    _workmesh_scheduling_v1_TimeOffRequest,
    _workmesh_scheduling_v1_ReviewTimeOffRequestRequest__Output,
    _workmesh_scheduling_v1_TimeOffRequest__Output
  >;
  UpdateHolidayCalendar: MethodDefinition<
    _workmesh_scheduling_v1_UpdateHolidayCalendarRequest,
    _workmesh_scheduling_v1_HolidayCalendar,
    _workmesh_scheduling_v1_UpdateHolidayCalendarRequest__Output,
    _workmesh_scheduling_v1_HolidayCalendar__Output
  >;
  UpdateScheduleEntry: MethodDefinition<
    _workmesh_scheduling_v1_UpdateScheduleEntryRequest,
    _workmesh_scheduling_v1_ScheduleEntry,
    _workmesh_scheduling_v1_UpdateScheduleEntryRequest__Output,
    _workmesh_scheduling_v1_ScheduleEntry__Output
  >;
  UpdateTimeOffPolicy: MethodDefinition<
    _workmesh_scheduling_v1_UpdateTimeOffPolicyRequest,
    _workmesh_scheduling_v1_TimeOffPolicy,
    _workmesh_scheduling_v1_UpdateTimeOffPolicyRequest__Output,
    _workmesh_scheduling_v1_TimeOffPolicy__Output
  >;
}
