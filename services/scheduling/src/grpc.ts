// gRPC handlers of workmesh.scheduling.v1.Scheduling: proto request → use case → proto
// response. (i36 integration: bindStubService until the time-off and tag handlers land.) No rules here; errors are DomainErrors that the platform turns into statuses.
import {
  bindStubService,
  pageInfoOf,
  schedulingProto,
  type SchedulingDefinition,
  type ServiceBinding,
} from '@workmesh/platform';
import { toScheduleEntryMessage, type ScheduleEntryRecord } from './models';
import type { ScheduleEntryPageMessage } from './models/proto-messages';
import type { Page } from './request-validation';
import type { ScheduleChangeUseCases } from './schedule-changes';
import type { ScheduleCreationUseCases } from './schedule-creation';
import type { ScheduleQueryUseCases } from './schedule-queries';

export const SCHEDULING_SERVICE_NAME = 'workmesh.scheduling.v1.Scheduling';

const toEntryPageMessage = (page: Page<ScheduleEntryRecord>): ScheduleEntryPageMessage => ({
  entries: page.items.map(toScheduleEntryMessage),
  page_info: pageInfoOf(page),
});

export interface SchedulingServiceUseCases {
  creation: ScheduleCreationUseCases;
  queries: ScheduleQueryUseCases;
  changes: ScheduleChangeUseCases;
}

export function schedulingGrpcService({
  creation,
  queries,
  changes,
}: SchedulingServiceUseCases): ServiceBinding {
  return bindStubService<SchedulingDefinition>(
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
    },
  );
}
