import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  AddScheduleRequest as _workmesh_scheduling_v1_AddScheduleRequest,
  AddScheduleRequest__Output as _workmesh_scheduling_v1_AddScheduleRequest__Output,
} from './workmesh/scheduling/v1/AddScheduleRequest';
import type {
  AddScheduleResponse as _workmesh_scheduling_v1_AddScheduleResponse,
  AddScheduleResponse__Output as _workmesh_scheduling_v1_AddScheduleResponse__Output,
} from './workmesh/scheduling/v1/AddScheduleResponse';
import type {
  CreateTimeOffRequestRequest as _workmesh_scheduling_v1_CreateTimeOffRequestRequest,
  CreateTimeOffRequestRequest__Output as _workmesh_scheduling_v1_CreateTimeOffRequestRequest__Output,
} from './workmesh/scheduling/v1/CreateTimeOffRequestRequest';
import type {
  DeleteScheduleRequest as _workmesh_scheduling_v1_DeleteScheduleRequest,
  DeleteScheduleRequest__Output as _workmesh_scheduling_v1_DeleteScheduleRequest__Output,
} from './workmesh/scheduling/v1/DeleteScheduleRequest';
import type {
  DeleteScheduleResponse as _workmesh_scheduling_v1_DeleteScheduleResponse,
  DeleteScheduleResponse__Output as _workmesh_scheduling_v1_DeleteScheduleResponse__Output,
} from './workmesh/scheduling/v1/DeleteScheduleResponse';
import type {
  DeleteTimeOffResponse as _workmesh_scheduling_v1_DeleteTimeOffResponse,
  DeleteTimeOffResponse__Output as _workmesh_scheduling_v1_DeleteTimeOffResponse__Output,
} from './workmesh/scheduling/v1/DeleteTimeOffResponse';
import type {
  HolidayCalendar as _workmesh_scheduling_v1_HolidayCalendar,
  HolidayCalendar__Output as _workmesh_scheduling_v1_HolidayCalendar__Output,
} from './workmesh/scheduling/v1/HolidayCalendar';
import type {
  HolidayCalendarFields as _workmesh_scheduling_v1_HolidayCalendarFields,
  HolidayCalendarFields__Output as _workmesh_scheduling_v1_HolidayCalendarFields__Output,
} from './workmesh/scheduling/v1/HolidayCalendarFields';
import type {
  HolidayCalendarRef as _workmesh_scheduling_v1_HolidayCalendarRef,
  HolidayCalendarRef__Output as _workmesh_scheduling_v1_HolidayCalendarRef__Output,
} from './workmesh/scheduling/v1/HolidayCalendarRef';
import type {
  HolidayDate as _workmesh_scheduling_v1_HolidayDate,
  HolidayDate__Output as _workmesh_scheduling_v1_HolidayDate__Output,
} from './workmesh/scheduling/v1/HolidayDate';
import type {
  ListHolidayCalendarsRequest as _workmesh_scheduling_v1_ListHolidayCalendarsRequest,
  ListHolidayCalendarsRequest__Output as _workmesh_scheduling_v1_ListHolidayCalendarsRequest__Output,
} from './workmesh/scheduling/v1/ListHolidayCalendarsRequest';
import type {
  ListHolidayCalendarsResponse as _workmesh_scheduling_v1_ListHolidayCalendarsResponse,
  ListHolidayCalendarsResponse__Output as _workmesh_scheduling_v1_ListHolidayCalendarsResponse__Output,
} from './workmesh/scheduling/v1/ListHolidayCalendarsResponse';
import type {
  ListScheduleBySidRequest as _workmesh_scheduling_v1_ListScheduleBySidRequest,
  ListScheduleBySidRequest__Output as _workmesh_scheduling_v1_ListScheduleBySidRequest__Output,
} from './workmesh/scheduling/v1/ListScheduleBySidRequest';
import type {
  ListTimeOffPoliciesRequest as _workmesh_scheduling_v1_ListTimeOffPoliciesRequest,
  ListTimeOffPoliciesRequest__Output as _workmesh_scheduling_v1_ListTimeOffPoliciesRequest__Output,
} from './workmesh/scheduling/v1/ListTimeOffPoliciesRequest';
import type {
  ListTimeOffPoliciesResponse as _workmesh_scheduling_v1_ListTimeOffPoliciesResponse,
  ListTimeOffPoliciesResponse__Output as _workmesh_scheduling_v1_ListTimeOffPoliciesResponse__Output,
} from './workmesh/scheduling/v1/ListTimeOffPoliciesResponse';
import type {
  ListTimeOffRequestsRequest as _workmesh_scheduling_v1_ListTimeOffRequestsRequest,
  ListTimeOffRequestsRequest__Output as _workmesh_scheduling_v1_ListTimeOffRequestsRequest__Output,
} from './workmesh/scheduling/v1/ListTimeOffRequestsRequest';
import type {
  ListTimeOffRequestsResponse as _workmesh_scheduling_v1_ListTimeOffRequestsResponse,
  ListTimeOffRequestsResponse__Output as _workmesh_scheduling_v1_ListTimeOffRequestsResponse__Output,
} from './workmesh/scheduling/v1/ListTimeOffRequestsResponse';
import type {
  ListUserScheduleRequest as _workmesh_scheduling_v1_ListUserScheduleRequest,
  ListUserScheduleRequest__Output as _workmesh_scheduling_v1_ListUserScheduleRequest__Output,
} from './workmesh/scheduling/v1/ListUserScheduleRequest';
import type {
  MemberCalendar as _workmesh_scheduling_v1_MemberCalendar,
  MemberCalendar__Output as _workmesh_scheduling_v1_MemberCalendar__Output,
} from './workmesh/scheduling/v1/MemberCalendar';
import type {
  MemberCalendars as _workmesh_scheduling_v1_MemberCalendars,
  MemberCalendars__Output as _workmesh_scheduling_v1_MemberCalendars__Output,
} from './workmesh/scheduling/v1/MemberCalendars';
import type {
  MemberCalendarsRequest as _workmesh_scheduling_v1_MemberCalendarsRequest,
  MemberCalendarsRequest__Output as _workmesh_scheduling_v1_MemberCalendarsRequest__Output,
} from './workmesh/scheduling/v1/MemberCalendarsRequest';
import type {
  PageInfo as _workmesh_scheduling_v1_PageInfo,
  PageInfo__Output as _workmesh_scheduling_v1_PageInfo__Output,
} from './workmesh/scheduling/v1/PageInfo';
import type {
  ReviewTimeOffRequestRequest as _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
  ReviewTimeOffRequestRequest__Output as _workmesh_scheduling_v1_ReviewTimeOffRequestRequest__Output,
} from './workmesh/scheduling/v1/ReviewTimeOffRequestRequest';
import type {
  ScheduleEntry as _workmesh_scheduling_v1_ScheduleEntry,
  ScheduleEntry__Output as _workmesh_scheduling_v1_ScheduleEntry__Output,
} from './workmesh/scheduling/v1/ScheduleEntry';
import type {
  ScheduleEntryPage as _workmesh_scheduling_v1_ScheduleEntryPage,
  ScheduleEntryPage__Output as _workmesh_scheduling_v1_ScheduleEntryPage__Output,
} from './workmesh/scheduling/v1/ScheduleEntryPage';
import type {
  SchedulingClient as _workmesh_scheduling_v1_SchedulingClient,
  SchedulingDefinition as _workmesh_scheduling_v1_SchedulingDefinition,
} from './workmesh/scheduling/v1/Scheduling';
import type {
  TimeOffBalance as _workmesh_scheduling_v1_TimeOffBalance,
  TimeOffBalance__Output as _workmesh_scheduling_v1_TimeOffBalance__Output,
} from './workmesh/scheduling/v1/TimeOffBalance';
import type {
  TimeOffBalances as _workmesh_scheduling_v1_TimeOffBalances,
  TimeOffBalances__Output as _workmesh_scheduling_v1_TimeOffBalances__Output,
} from './workmesh/scheduling/v1/TimeOffBalances';
import type {
  TimeOffBalancesRequest as _workmesh_scheduling_v1_TimeOffBalancesRequest,
  TimeOffBalancesRequest__Output as _workmesh_scheduling_v1_TimeOffBalancesRequest__Output,
} from './workmesh/scheduling/v1/TimeOffBalancesRequest';
import type {
  TimeOffDay as _workmesh_scheduling_v1_TimeOffDay,
  TimeOffDay__Output as _workmesh_scheduling_v1_TimeOffDay__Output,
} from './workmesh/scheduling/v1/TimeOffDay';
import type {
  TimeOffPolicy as _workmesh_scheduling_v1_TimeOffPolicy,
  TimeOffPolicy__Output as _workmesh_scheduling_v1_TimeOffPolicy__Output,
} from './workmesh/scheduling/v1/TimeOffPolicy';
import type {
  TimeOffPolicyFields as _workmesh_scheduling_v1_TimeOffPolicyFields,
  TimeOffPolicyFields__Output as _workmesh_scheduling_v1_TimeOffPolicyFields__Output,
} from './workmesh/scheduling/v1/TimeOffPolicyFields';
import type {
  TimeOffPolicyRef as _workmesh_scheduling_v1_TimeOffPolicyRef,
  TimeOffPolicyRef__Output as _workmesh_scheduling_v1_TimeOffPolicyRef__Output,
} from './workmesh/scheduling/v1/TimeOffPolicyRef';
import type {
  TimeOffRequest as _workmesh_scheduling_v1_TimeOffRequest,
  TimeOffRequest__Output as _workmesh_scheduling_v1_TimeOffRequest__Output,
} from './workmesh/scheduling/v1/TimeOffRequest';
import type {
  TimeOffRequestRef as _workmesh_scheduling_v1_TimeOffRequestRef,
  TimeOffRequestRef__Output as _workmesh_scheduling_v1_TimeOffRequestRef__Output,
} from './workmesh/scheduling/v1/TimeOffRequestRef';
import type {
  UpdateHolidayCalendarRequest as _workmesh_scheduling_v1_UpdateHolidayCalendarRequest,
  UpdateHolidayCalendarRequest__Output as _workmesh_scheduling_v1_UpdateHolidayCalendarRequest__Output,
} from './workmesh/scheduling/v1/UpdateHolidayCalendarRequest';
import type {
  UpdateScheduleEntryRequest as _workmesh_scheduling_v1_UpdateScheduleEntryRequest,
  UpdateScheduleEntryRequest__Output as _workmesh_scheduling_v1_UpdateScheduleEntryRequest__Output,
} from './workmesh/scheduling/v1/UpdateScheduleEntryRequest';
import type {
  UpdateTimeOffPolicyRequest as _workmesh_scheduling_v1_UpdateTimeOffPolicyRequest,
  UpdateTimeOffPolicyRequest__Output as _workmesh_scheduling_v1_UpdateTimeOffPolicyRequest__Output,
} from './workmesh/scheduling/v1/UpdateTimeOffPolicyRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  workmesh: {
    scheduling: {
      v1: {
        AddScheduleRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_AddScheduleRequest,
          _workmesh_scheduling_v1_AddScheduleRequest__Output
        >;
        AddScheduleResponse: MessageTypeDefinition<
          _workmesh_scheduling_v1_AddScheduleResponse,
          _workmesh_scheduling_v1_AddScheduleResponse__Output
        >;
        CreateTimeOffRequestRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_CreateTimeOffRequestRequest,
          _workmesh_scheduling_v1_CreateTimeOffRequestRequest__Output
        >;
        DeleteScheduleRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_DeleteScheduleRequest,
          _workmesh_scheduling_v1_DeleteScheduleRequest__Output
        >;
        DeleteScheduleResponse: MessageTypeDefinition<
          _workmesh_scheduling_v1_DeleteScheduleResponse,
          _workmesh_scheduling_v1_DeleteScheduleResponse__Output
        >;
        DeleteScope: EnumTypeDefinition;
        DeleteTimeOffResponse: MessageTypeDefinition<
          _workmesh_scheduling_v1_DeleteTimeOffResponse,
          _workmesh_scheduling_v1_DeleteTimeOffResponse__Output
        >;
        HalfDay: EnumTypeDefinition;
        HolidayCalendar: MessageTypeDefinition<
          _workmesh_scheduling_v1_HolidayCalendar,
          _workmesh_scheduling_v1_HolidayCalendar__Output
        >;
        HolidayCalendarFields: MessageTypeDefinition<
          _workmesh_scheduling_v1_HolidayCalendarFields,
          _workmesh_scheduling_v1_HolidayCalendarFields__Output
        >;
        HolidayCalendarRef: MessageTypeDefinition<
          _workmesh_scheduling_v1_HolidayCalendarRef,
          _workmesh_scheduling_v1_HolidayCalendarRef__Output
        >;
        HolidayDate: MessageTypeDefinition<
          _workmesh_scheduling_v1_HolidayDate,
          _workmesh_scheduling_v1_HolidayDate__Output
        >;
        ListHolidayCalendarsRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_ListHolidayCalendarsRequest,
          _workmesh_scheduling_v1_ListHolidayCalendarsRequest__Output
        >;
        ListHolidayCalendarsResponse: MessageTypeDefinition<
          _workmesh_scheduling_v1_ListHolidayCalendarsResponse,
          _workmesh_scheduling_v1_ListHolidayCalendarsResponse__Output
        >;
        ListScheduleBySidRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_ListScheduleBySidRequest,
          _workmesh_scheduling_v1_ListScheduleBySidRequest__Output
        >;
        ListTimeOffPoliciesRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_ListTimeOffPoliciesRequest,
          _workmesh_scheduling_v1_ListTimeOffPoliciesRequest__Output
        >;
        ListTimeOffPoliciesResponse: MessageTypeDefinition<
          _workmesh_scheduling_v1_ListTimeOffPoliciesResponse,
          _workmesh_scheduling_v1_ListTimeOffPoliciesResponse__Output
        >;
        ListTimeOffRequestsRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_ListTimeOffRequestsRequest,
          _workmesh_scheduling_v1_ListTimeOffRequestsRequest__Output
        >;
        ListTimeOffRequestsResponse: MessageTypeDefinition<
          _workmesh_scheduling_v1_ListTimeOffRequestsResponse,
          _workmesh_scheduling_v1_ListTimeOffRequestsResponse__Output
        >;
        ListUserScheduleRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_ListUserScheduleRequest,
          _workmesh_scheduling_v1_ListUserScheduleRequest__Output
        >;
        MemberCalendar: MessageTypeDefinition<
          _workmesh_scheduling_v1_MemberCalendar,
          _workmesh_scheduling_v1_MemberCalendar__Output
        >;
        MemberCalendars: MessageTypeDefinition<
          _workmesh_scheduling_v1_MemberCalendars,
          _workmesh_scheduling_v1_MemberCalendars__Output
        >;
        MemberCalendarsRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_MemberCalendarsRequest,
          _workmesh_scheduling_v1_MemberCalendarsRequest__Output
        >;
        PageInfo: MessageTypeDefinition<
          _workmesh_scheduling_v1_PageInfo,
          _workmesh_scheduling_v1_PageInfo__Output
        >;
        ReviewTimeOffRequestRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_ReviewTimeOffRequestRequest,
          _workmesh_scheduling_v1_ReviewTimeOffRequestRequest__Output
        >;
        ScheduleEntry: MessageTypeDefinition<
          _workmesh_scheduling_v1_ScheduleEntry,
          _workmesh_scheduling_v1_ScheduleEntry__Output
        >;
        ScheduleEntryPage: MessageTypeDefinition<
          _workmesh_scheduling_v1_ScheduleEntryPage,
          _workmesh_scheduling_v1_ScheduleEntryPage__Output
        >;
        Scheduling: SubtypeConstructor<
          typeof grpc.Client,
          _workmesh_scheduling_v1_SchedulingClient
        > & { service: _workmesh_scheduling_v1_SchedulingDefinition };
        TimeOffAccrual: EnumTypeDefinition;
        TimeOffBalance: MessageTypeDefinition<
          _workmesh_scheduling_v1_TimeOffBalance,
          _workmesh_scheduling_v1_TimeOffBalance__Output
        >;
        TimeOffBalances: MessageTypeDefinition<
          _workmesh_scheduling_v1_TimeOffBalances,
          _workmesh_scheduling_v1_TimeOffBalances__Output
        >;
        TimeOffBalancesRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_TimeOffBalancesRequest,
          _workmesh_scheduling_v1_TimeOffBalancesRequest__Output
        >;
        TimeOffDay: MessageTypeDefinition<
          _workmesh_scheduling_v1_TimeOffDay,
          _workmesh_scheduling_v1_TimeOffDay__Output
        >;
        TimeOffPolicy: MessageTypeDefinition<
          _workmesh_scheduling_v1_TimeOffPolicy,
          _workmesh_scheduling_v1_TimeOffPolicy__Output
        >;
        TimeOffPolicyFields: MessageTypeDefinition<
          _workmesh_scheduling_v1_TimeOffPolicyFields,
          _workmesh_scheduling_v1_TimeOffPolicyFields__Output
        >;
        TimeOffPolicyRef: MessageTypeDefinition<
          _workmesh_scheduling_v1_TimeOffPolicyRef,
          _workmesh_scheduling_v1_TimeOffPolicyRef__Output
        >;
        TimeOffRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_TimeOffRequest,
          _workmesh_scheduling_v1_TimeOffRequest__Output
        >;
        TimeOffRequestRef: MessageTypeDefinition<
          _workmesh_scheduling_v1_TimeOffRequestRef,
          _workmesh_scheduling_v1_TimeOffRequestRef__Output
        >;
        TimeOffStatus: EnumTypeDefinition;
        TimeOffUnit: EnumTypeDefinition;
        UpdateHolidayCalendarRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_UpdateHolidayCalendarRequest,
          _workmesh_scheduling_v1_UpdateHolidayCalendarRequest__Output
        >;
        UpdateScheduleEntryRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_UpdateScheduleEntryRequest,
          _workmesh_scheduling_v1_UpdateScheduleEntryRequest__Output
        >;
        UpdateTimeOffPolicyRequest: MessageTypeDefinition<
          _workmesh_scheduling_v1_UpdateTimeOffPolicyRequest,
          _workmesh_scheduling_v1_UpdateTimeOffPolicyRequest__Output
        >;
      };
    };
  };
}
