// gRPC handlers of workmesh.tracking.v1.Tracking: proto request → use case → proto
// response. No rules here; errors are DomainErrors that the platform turns into statuses.
import {
  bindService,
  DomainError,
  Reason,
  pageInfoOf,
  trackingProto,
  type ServiceBinding,
  type TrackingDefinition,
} from '@workmesh/platform';
import { toClientBudgetMessage, type BudgetUseCases } from './budget-use';
import type { InvoiceEntriesUseCases } from './invoice-entries';
import type { InvoiceExpensesUseCases } from './invoice-expenses';
import { toExpenseMessage, toTimeEntryMessage, toTimesheetMessage } from './models';
import { toDetailedReportMessage, toSummaryReportMessage } from './report-messages';
import type { RatesUseCases } from './rates';
import type { ReportsUseCases } from './reports';
import type { TimeEntriesUseCases } from './time-entries';
import type { TimesheetsUseCases } from './timesheets';

/** Placeholder until the expenses branch's handlers are merged (it replaces these). */
const expenseRecordsNotHere = () => {
  const refuse = async (): Promise<never> => {
    throw new DomainError('unimplemented', Reason.SERVICE_UNAVAILABLE, 'Not implemented');
  };
  return {
    CreateExpense: refuse,
    ListExpenses: refuse,
    GetExpense: refuse,
    UpdateExpense: refuse,
    DeleteExpense: refuse,
    GetExpenseReceipt: refuse,
    CreateExpenseCategory: refuse,
    ListExpenseCategories: refuse,
    UpdateExpenseCategory: refuse,
    DeleteExpenseCategory: refuse,
  };
};

export const TRACKING_SERVICE_NAME = 'workmesh.tracking.v1.Tracking';

export interface TrackingServiceUseCases {
  timeEntries: TimeEntriesUseCases;
  timesheets: TimesheetsUseCases;
  reports: ReportsUseCases;
  budgets: BudgetUseCases;
  invoiceEntries: InvoiceEntriesUseCases;
  invoiceExpenses: InvoiceExpensesUseCases;
  rates: RatesUseCases;
}

export function trackingGrpcService({
  timeEntries,
  timesheets,
  reports,
  budgets,
  invoiceEntries,
  invoiceExpenses,
  rates,
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

    SummaryReport: async (request, context) =>
      toSummaryReportMessage(await reports.summaryReport(context.caller, request)),
    DetailedReport: async (request, context) =>
      toDetailedReportMessage(await reports.detailedReport(context.caller, request)),

    GetRates: (request, context) => rates.getRates(context.caller, request),
    UpdateRates: (request, context) => rates.updateRates(context.caller, request),

    GetClientBudget: async (request, context) =>
      toClientBudgetMessage(await budgets.getClientBudget(context.caller, request)),

    // Internal (invoices): no caller; the team is the request's.
    ClaimInvoiceEntries: async (request) => {
      const entries = await invoiceEntries.claimInvoiceEntries(request);
      const now = new Date();
      return { time_entries: entries.map((entry) => toTimeEntryMessage(entry, now)) };
    },
    ReleaseInvoiceEntries: (request) => invoiceEntries.releaseInvoiceEntries(request),
    ClaimInvoiceExpenses: async (request) => ({
      expenses: (await invoiceExpenses.claimInvoiceExpenses(request)).map(toExpenseMessage),
    }),
    ReleaseInvoiceExpenses: (request) => invoiceExpenses.releaseInvoiceExpenses(request),
    // The expense records' rpcs are the expenses branch's (i35-expenses): not here yet.
    ...expenseRecordsNotHere(),
  });
}
