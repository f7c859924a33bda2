// gRPC handlers of workmesh.tracking.v1.Tracking: proto request → use case → proto
// response. No rules here; errors are DomainErrors that the platform turns into statuses.
import {
  bindService,
  pageInfoOf,
  trackingProto,
  type ServiceBinding,
  type ServiceImplementation,
  type TrackingDefinition,
} from '@workmesh/platform';
import type { AttendanceUseCases } from './attendance';
import { toAttendanceReportMessage } from './attendance-messages';
import { toClientBudgetMessage, type BudgetUseCases } from './budget-use';
import type { ExpenseCategoriesUseCases } from './expense-categories';
import type { ExpensesUseCases } from './expenses';
import { exportHandlers } from './exports/export-grpc';
import type { ExportJobsUseCases } from './exports/export-jobs';
import type { InvoiceEntriesUseCases } from './invoice-entries';
import type { InvoiceExpensesUseCases } from './invoice-expenses';
import type { ImportJobsUseCases } from './imports/import-jobs';
import {
  toExpenseCategoryMessage,
  toExpenseMessage,
  toImportMessage,
  toTagMessage,
  toTimeEntryMessage,
  toTimesheetMessage,
} from './models';
import { toDetailedReportMessage, toSummaryReportMessage } from './report-messages';
import type { RatesUseCases } from './rates';
import type { TagsUseCases } from './tags';
import type { ReportsUseCases } from './reports';
import type { TimeEntriesUseCases } from './time-entries';
import type { TimesheetsUseCases } from './timesheets';

export const TRACKING_SERVICE_NAME = 'workmesh.tracking.v1.Tracking';

export interface TrackingServiceUseCases {
  timeEntries: TimeEntriesUseCases;
  timesheets: TimesheetsUseCases;
  reports: ReportsUseCases;
  budgets: BudgetUseCases;
  invoiceEntries: InvoiceEntriesUseCases;
  invoiceExpenses: InvoiceExpensesUseCases;
  rates: RatesUseCases;
  expenses: ExpensesUseCases;
  expenseCategories: ExpenseCategoriesUseCases;
  attendance: AttendanceUseCases;
  tags: TagsUseCases;
  exports: ExportJobsUseCases;
  imports: ImportJobsUseCases;
}

/** The tags' handlers (issue 36). */
function tagHandlers(
  tags: TagsUseCases,
): Pick<
  ServiceImplementation<TrackingDefinition>,
  'CreateTag' | 'ListTags' | 'GetTag' | 'UpdateTag' | 'DeleteTag'
> {
  return {
    CreateTag: async (request, context) =>
      toTagMessage(await tags.createTag(context.caller, request)),
    ListTags: async (request, context) => {
      const page = await tags.listTags(context.caller, request);
      return { tags: page.items.map(toTagMessage), page_info: pageInfoOf(page) };
    },
    GetTag: async (request, context) => toTagMessage(await tags.getTag(context.caller, request)),
    UpdateTag: async (request, context) =>
      toTagMessage(await tags.updateTag(context.caller, request)),
    DeleteTag: (request, context) => tags.deleteTag(context.caller, request),
  };
}

/** The imports' handlers (docs/imports.md). */
function importHandlers(
  imports: ImportJobsUseCases,
): Pick<
  ServiceImplementation<TrackingDefinition>,
  'CreateImport' | 'ListImports' | 'GetImport' | 'ListImportErrors'
> {
  return {
    CreateImport: async (request, context) =>
      toImportMessage(await imports.createImport(context.caller, request)),
    ListImports: async (request, context) => {
      const page = await imports.listImports(context.caller, request);
      return { imports: page.items.map(toImportMessage), page_info: pageInfoOf(page) };
    },
    GetImport: async (request, context) =>
      toImportMessage(await imports.getImport(context.caller, request)),
    ListImportErrors: async (request, context) => {
      const page = await imports.listImportErrors(context.caller, request);
      return { errors: page.items, page_info: pageInfoOf(page) };
    },
  };
}

export function trackingGrpcService({
  timeEntries,
  timesheets,
  reports,
  budgets,
  invoiceEntries,
  invoiceExpenses,
  rates,
  expenses,
  expenseCategories,
  attendance,
  tags,
  exports,
  imports,
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
    // Attendance (issue 36).
    AttendanceReport: async (request, context) =>
      toAttendanceReportMessage(await attendance.attendanceReport(context.caller, request)),

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

    // Expenses (issue 35).
    CreateExpense: async (request, context) =>
      toExpenseMessage(await expenses.createExpense(context.caller, request)),
    ListExpenses: async (request, context) => {
      const page = await expenses.listExpenses(context.caller, request);
      return {
        expenses: page.items.map(toExpenseMessage),
        page_info: pageInfoOf(page),
        totals: page.totals,
        tags: page.tags.map(toTagMessage),
      };
    },
    GetExpense: async (request, context) =>
      toExpenseMessage(await expenses.getExpense(context.caller, request)),
    UpdateExpense: async (request, context) =>
      toExpenseMessage(await expenses.updateExpense(context.caller, request)),
    DeleteExpense: (request, context) => expenses.deleteExpense(context.caller, request),
    GetExpenseReceipt: (request, context) => expenses.getExpenseReceipt(context.caller, request),
    CreateExpenseCategory: async (request, context) =>
      toExpenseCategoryMessage(
        await expenseCategories.createExpenseCategory(context.caller, request),
      ),
    ListExpenseCategories: async (request, context) => {
      const page = await expenseCategories.listExpenseCategories(context.caller, request);
      return {
        categories: page.items.map(toExpenseCategoryMessage),
        page_info: pageInfoOf(page),
      };
    },
    UpdateExpenseCategory: async (request, context) =>
      toExpenseCategoryMessage(
        await expenseCategories.updateExpenseCategory(context.caller, request),
      ),
    DeleteExpenseCategory: (request, context) =>
      expenseCategories.deleteExpenseCategory(context.caller, request),

    // Internal (invoices): no caller; the team is the request's.
    ClaimInvoiceExpenses: async (request) => ({
      expenses: (await invoiceExpenses.claimInvoiceExpenses(request)).map(toExpenseMessage),
    }),
    ReleaseInvoiceExpenses: (request) => invoiceExpenses.releaseInvoiceExpenses(request),

    ...tagHandlers(tags),
    ...importHandlers(imports),
    ...exportHandlers(exports),
  });
}
