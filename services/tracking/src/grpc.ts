// gRPC handlers of workmesh.tracking.v1.Tracking: proto request → use case → proto
// response. No rules here; errors are DomainErrors that the platform turns into statuses.
import {
  bindService,
  pageInfoOf,
  trackingProto,
  type ServiceBinding,
  type TrackingDefinition,
} from '@workmesh/platform';
import { toTimeEntryMessage, toTimesheetMessage } from './models';
import type { TimeEntriesUseCases } from './time-entries';
import type { TimesheetsUseCases } from './timesheets';
import { notYetImplemented } from './not-yet-implemented';

export const TRACKING_SERVICE_NAME = 'workmesh.tracking.v1.Tracking';

export interface TrackingServiceUseCases {
  timeEntries: TimeEntriesUseCases;
  timesheets: TimesheetsUseCases;
}

export function trackingGrpcService({
  timeEntries,
  timesheets,
}: TrackingServiceUseCases): ServiceBinding {
  return bindService<TrackingDefinition>(TRACKING_SERVICE_NAME, trackingProto().Tracking.service, {
    StartTimer: async (request, context) =>
      toTimeEntryMessage(await timeEntries.startTimer(context.caller, request)),
    StopTimer: async (_request, context) =>
      toTimeEntryMessage(await timeEntries.stopTimer(context.caller)),
    GetCurrentTimer: async (_request, context) =>
      toTimeEntryMessage(await timeEntries.currentTimer(context.caller)),
    CreateTimeEntry: async (request, context) =>
      toTimeEntryMessage(await timeEntries.createTimeEntry(context.caller, request)),
    ListTimeEntries: async (request, context) => {
      const page = await timeEntries.listTimeEntries(context.caller, request);
      const now = new Date();
      return {
        time_entries: page.items.map((entry) => toTimeEntryMessage(entry, now)),
        page_info: pageInfoOf(page),
      };
    },
    GetTimeEntry: async (request, context) =>
      toTimeEntryMessage(await timeEntries.getTimeEntry(context.caller, request)),
    UpdateTimeEntry: async (request, context) =>
      toTimeEntryMessage(await timeEntries.updateTimeEntry(context.caller, request)),
    DeleteTimeEntry: (request, context) => timeEntries.deleteTimeEntry(context.caller, request),

    GetTimesheet: async (request, context) =>
      toTimesheetMessage(await timesheets.getTimesheet(context.caller, request)),
    SubmitTimesheet: async (request, context) =>
      toTimesheetMessage(await timesheets.submitTimesheet(context.caller, request)),
    ApproveTimesheet: async (request, context) =>
      toTimesheetMessage(await timesheets.approveTimesheet(context.caller, request)),
    RejectTimesheet: async (request, context) =>
      toTimesheetMessage(await timesheets.rejectTimesheet(context.caller, request)),

    // ---- Not yet implemented: reports (reports.ts) ----
    // Each answers UNIMPLEMENTED until its use cases are wired here.
    SummaryReport: notYetImplemented('SummaryReport'),
    DetailedReport: notYetImplemented('DetailedReport'),
  });
}
