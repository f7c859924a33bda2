// gRPC handlers of workmesh.scheduling.v1.Scheduling: proto request → use case → proto
// response. No rules here; errors are DomainErrors that the platform turns into statuses.
import {
  bindService,
  pageInfoOf,
  schedulingProto,
  type SchedulingDefinition,
  type ServiceBinding,
} from '@workmesh/platform';
import type { HolidayCalendarUseCases } from './holiday-calendars';
import type { MemberCalendarUseCases } from './member-calendars';
import {
  toHolidayCalendarMessage,
  toScheduleEntryMessage,
  toTimeOffPolicyMessage,
  toTimeOffRequestMessage,
  type ScheduleEntryRecord,
} from './models';
import type { ScheduleEntryPageMessage } from './models/proto-messages';
import type { Page } from './request-validation';
import type { ScheduleChangeUseCases } from './schedule-changes';
import type { ScheduleCreationUseCases } from './schedule-creation';
import type { ScheduleQueryUseCases } from './schedule-queries';
import type { TimeOffBalanceUseCases } from './time-off-balances';
import type { TimeOffPolicyUseCases } from './time-off-policies';
import type { TimeOffRequestUseCases } from './time-off-requests';
import type { TimeOffReviewUseCases } from './time-off-reviews';

export const SCHEDULING_SERVICE_NAME = 'workmesh.scheduling.v1.Scheduling';

const toEntryPageMessage = (page: Page<ScheduleEntryRecord>): ScheduleEntryPageMessage => ({
  entries: page.items.map(toScheduleEntryMessage),
  page_info: pageInfoOf(page),
});

export interface SchedulingServiceUseCases {
  creation: ScheduleCreationUseCases;
  queries: ScheduleQueryUseCases;
  changes: ScheduleChangeUseCases;
  policies: TimeOffPolicyUseCases;
  calendars: HolidayCalendarUseCases;
  requests: TimeOffRequestUseCases;
  reviews: TimeOffReviewUseCases;
  balances: TimeOffBalanceUseCases;
  memberCalendars: MemberCalendarUseCases;
}

export function schedulingGrpcService({
  creation,
  queries,
  changes,
  policies,
  calendars,
  requests,
  reviews,
  balances,
  memberCalendars,
}: SchedulingServiceUseCases): ServiceBinding {
  return bindService<SchedulingDefinition>(
    SCHEDULING_SERVICE_NAME,
    schedulingProto().Scheduling.service,
    {
      AddSchedule: (request, context) => creation.addSchedule(context.caller, request),
      ListUserSchedule: async (request, context) =>
        toEntryPageMessage(await queries.listUserSchedule(context.caller, request)),
      ListScheduleBySid: async (request, context) =>
        toEntryPageMessage(await queries.listScheduleBySid(context.caller, request)),
      UpdateScheduleEntry: async (request, context) =>
        toScheduleEntryMessage(await changes.updateScheduleEntry(context.caller, request)),
      DeleteSchedule: (request, context) => changes.deleteSchedule(context.caller, request),

      CreateTimeOffPolicy: async (request, context) =>
        toTimeOffPolicyMessage(await policies.createTimeOffPolicy(context.caller, request)),
      ListTimeOffPolicies: async (request, context) => {
        const page = await policies.listTimeOffPolicies(context.caller, request);
        return { policies: page.items.map(toTimeOffPolicyMessage), page_info: pageInfoOf(page) };
      },
      GetTimeOffPolicy: async (request, context) =>
        toTimeOffPolicyMessage(await policies.getTimeOffPolicy(context.caller, request)),
      UpdateTimeOffPolicy: async (request, context) =>
        toTimeOffPolicyMessage(await policies.updateTimeOffPolicy(context.caller, request)),
      DeleteTimeOffPolicy: (request, context) =>
        policies.deleteTimeOffPolicy(context.caller, request),

      CreateHolidayCalendar: async (request, context) =>
        toHolidayCalendarMessage(await calendars.createHolidayCalendar(context.caller, request)),
      ListHolidayCalendars: async (request, context) => {
        const page = await calendars.listHolidayCalendars(context.caller, request);
        return { calendars: page.items.map(toHolidayCalendarMessage), page_info: pageInfoOf(page) };
      },
      GetHolidayCalendar: async (request, context) =>
        toHolidayCalendarMessage(await calendars.getHolidayCalendar(context.caller, request)),
      UpdateHolidayCalendar: async (request, context) =>
        toHolidayCalendarMessage(await calendars.updateHolidayCalendar(context.caller, request)),
      DeleteHolidayCalendar: (request, context) =>
        calendars.deleteHolidayCalendar(context.caller, request),

      CreateTimeOffRequest: async (request, context) =>
        toTimeOffRequestMessage(await requests.createTimeOffRequest(context.caller, request)),
      ListTimeOffRequests: async (request, context) => {
        const page = await requests.listTimeOffRequests(context.caller, request);
        return { requests: page.items.map(toTimeOffRequestMessage), page_info: pageInfoOf(page) };
      },
      GetTimeOffRequest: async (request, context) =>
        toTimeOffRequestMessage(await requests.getTimeOffRequest(context.caller, request)),
      ApproveTimeOffRequest: async (request, context) =>
        toTimeOffRequestMessage(await reviews.approveTimeOffRequest(context.caller, request)),
      RejectTimeOffRequest: async (request, context) =>
        toTimeOffRequestMessage(await reviews.rejectTimeOffRequest(context.caller, request)),
      CancelTimeOffRequest: async (request, context) =>
        toTimeOffRequestMessage(await reviews.cancelTimeOffRequest(context.caller, request)),
      GetTimeOffBalances: (request, context) =>
        balances.getTimeOffBalances(context.caller, request),
      GetMemberCalendars: async (request) => {
        const { members } = await memberCalendars.getMemberCalendars(request);
        return {
          members: members.map((member) => ({
            ...member,
            shifts: member.shifts.map(toScheduleEntryMessage),
          })),
        };
      },
    },
  );
}
