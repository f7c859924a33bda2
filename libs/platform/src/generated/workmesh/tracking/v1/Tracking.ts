// Original file: proto/tracking.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  AttendanceReport as _workmesh_tracking_v1_AttendanceReport,
  AttendanceReport__Output as _workmesh_tracking_v1_AttendanceReport__Output,
} from '../../../workmesh/tracking/v1/AttendanceReport';
import type {
  AttendanceReportRequest as _workmesh_tracking_v1_AttendanceReportRequest,
  AttendanceReportRequest__Output as _workmesh_tracking_v1_AttendanceReportRequest__Output,
} from '../../../workmesh/tracking/v1/AttendanceReportRequest';
import type {
  ClaimInvoiceEntriesRequest as _workmesh_tracking_v1_ClaimInvoiceEntriesRequest,
  ClaimInvoiceEntriesRequest__Output as _workmesh_tracking_v1_ClaimInvoiceEntriesRequest__Output,
} from '../../../workmesh/tracking/v1/ClaimInvoiceEntriesRequest';
import type {
  ClaimInvoiceEntriesResponse as _workmesh_tracking_v1_ClaimInvoiceEntriesResponse,
  ClaimInvoiceEntriesResponse__Output as _workmesh_tracking_v1_ClaimInvoiceEntriesResponse__Output,
} from '../../../workmesh/tracking/v1/ClaimInvoiceEntriesResponse';
import type {
  ClaimInvoiceExpensesRequest as _workmesh_tracking_v1_ClaimInvoiceExpensesRequest,
  ClaimInvoiceExpensesRequest__Output as _workmesh_tracking_v1_ClaimInvoiceExpensesRequest__Output,
} from '../../../workmesh/tracking/v1/ClaimInvoiceExpensesRequest';
import type {
  ClaimInvoiceExpensesResponse as _workmesh_tracking_v1_ClaimInvoiceExpensesResponse,
  ClaimInvoiceExpensesResponse__Output as _workmesh_tracking_v1_ClaimInvoiceExpensesResponse__Output,
} from '../../../workmesh/tracking/v1/ClaimInvoiceExpensesResponse';
import type {
  ClientBudget as _workmesh_tracking_v1_ClientBudget,
  ClientBudget__Output as _workmesh_tracking_v1_ClientBudget__Output,
} from '../../../workmesh/tracking/v1/ClientBudget';
import type {
  ClientBudgetRef as _workmesh_tracking_v1_ClientBudgetRef,
  ClientBudgetRef__Output as _workmesh_tracking_v1_ClientBudgetRef__Output,
} from '../../../workmesh/tracking/v1/ClientBudgetRef';
import type {
  CreateExpenseRequest as _workmesh_tracking_v1_CreateExpenseRequest,
  CreateExpenseRequest__Output as _workmesh_tracking_v1_CreateExpenseRequest__Output,
} from '../../../workmesh/tracking/v1/CreateExpenseRequest';
import type {
  CreateExportRequest as _workmesh_tracking_v1_CreateExportRequest,
  CreateExportRequest__Output as _workmesh_tracking_v1_CreateExportRequest__Output,
} from '../../../workmesh/tracking/v1/CreateExportRequest';
import type {
  CreateImportRequest as _workmesh_tracking_v1_CreateImportRequest,
  CreateImportRequest__Output as _workmesh_tracking_v1_CreateImportRequest__Output,
} from '../../../workmesh/tracking/v1/CreateImportRequest';
import type {
  CreateTimeEntryRequest as _workmesh_tracking_v1_CreateTimeEntryRequest,
  CreateTimeEntryRequest__Output as _workmesh_tracking_v1_CreateTimeEntryRequest__Output,
} from '../../../workmesh/tracking/v1/CreateTimeEntryRequest';
import type {
  CreateUserExportRequest as _workmesh_tracking_v1_CreateUserExportRequest,
  CreateUserExportRequest__Output as _workmesh_tracking_v1_CreateUserExportRequest__Output,
} from '../../../workmesh/tracking/v1/CreateUserExportRequest';
import type {
  DeleteExpenseResponse as _workmesh_tracking_v1_DeleteExpenseResponse,
  DeleteExpenseResponse__Output as _workmesh_tracking_v1_DeleteExpenseResponse__Output,
} from '../../../workmesh/tracking/v1/DeleteExpenseResponse';
import type {
  DeleteTimeEntryResponse as _workmesh_tracking_v1_DeleteTimeEntryResponse,
  DeleteTimeEntryResponse__Output as _workmesh_tracking_v1_DeleteTimeEntryResponse__Output,
} from '../../../workmesh/tracking/v1/DeleteTimeEntryResponse';
import type {
  DetailedReport as _workmesh_tracking_v1_DetailedReport,
  DetailedReport__Output as _workmesh_tracking_v1_DetailedReport__Output,
} from '../../../workmesh/tracking/v1/DetailedReport';
import type {
  DetailedReportRequest as _workmesh_tracking_v1_DetailedReportRequest,
  DetailedReportRequest__Output as _workmesh_tracking_v1_DetailedReportRequest__Output,
} from '../../../workmesh/tracking/v1/DetailedReportRequest';
import type {
  Expense as _workmesh_tracking_v1_Expense,
  Expense__Output as _workmesh_tracking_v1_Expense__Output,
} from '../../../workmesh/tracking/v1/Expense';
import type {
  ExpenseCategory as _workmesh_tracking_v1_ExpenseCategory,
  ExpenseCategory__Output as _workmesh_tracking_v1_ExpenseCategory__Output,
} from '../../../workmesh/tracking/v1/ExpenseCategory';
import type {
  ExpenseCategoryFields as _workmesh_tracking_v1_ExpenseCategoryFields,
  ExpenseCategoryFields__Output as _workmesh_tracking_v1_ExpenseCategoryFields__Output,
} from '../../../workmesh/tracking/v1/ExpenseCategoryFields';
import type {
  ExpenseCategoryRef as _workmesh_tracking_v1_ExpenseCategoryRef,
  ExpenseCategoryRef__Output as _workmesh_tracking_v1_ExpenseCategoryRef__Output,
} from '../../../workmesh/tracking/v1/ExpenseCategoryRef';
import type {
  ExpenseReceipt as _workmesh_tracking_v1_ExpenseReceipt,
  ExpenseReceipt__Output as _workmesh_tracking_v1_ExpenseReceipt__Output,
} from '../../../workmesh/tracking/v1/ExpenseReceipt';
import type {
  ExpenseRef as _workmesh_tracking_v1_ExpenseRef,
  ExpenseRef__Output as _workmesh_tracking_v1_ExpenseRef__Output,
} from '../../../workmesh/tracking/v1/ExpenseRef';
import type {
  ExportJob as _workmesh_tracking_v1_ExportJob,
  ExportJob__Output as _workmesh_tracking_v1_ExportJob__Output,
} from '../../../workmesh/tracking/v1/ExportJob';
import type {
  ExportRef as _workmesh_tracking_v1_ExportRef,
  ExportRef__Output as _workmesh_tracking_v1_ExportRef__Output,
} from '../../../workmesh/tracking/v1/ExportRef';
import type {
  GetCurrentTimerRequest as _workmesh_tracking_v1_GetCurrentTimerRequest,
  GetCurrentTimerRequest__Output as _workmesh_tracking_v1_GetCurrentTimerRequest__Output,
} from '../../../workmesh/tracking/v1/GetCurrentTimerRequest';
import type {
  ImportJob as _workmesh_tracking_v1_ImportJob,
  ImportJob__Output as _workmesh_tracking_v1_ImportJob__Output,
} from '../../../workmesh/tracking/v1/ImportJob';
import type {
  ImportRef as _workmesh_tracking_v1_ImportRef,
  ImportRef__Output as _workmesh_tracking_v1_ImportRef__Output,
} from '../../../workmesh/tracking/v1/ImportRef';
import type {
  ListExpenseCategoriesRequest as _workmesh_tracking_v1_ListExpenseCategoriesRequest,
  ListExpenseCategoriesRequest__Output as _workmesh_tracking_v1_ListExpenseCategoriesRequest__Output,
} from '../../../workmesh/tracking/v1/ListExpenseCategoriesRequest';
import type {
  ListExpenseCategoriesResponse as _workmesh_tracking_v1_ListExpenseCategoriesResponse,
  ListExpenseCategoriesResponse__Output as _workmesh_tracking_v1_ListExpenseCategoriesResponse__Output,
} from '../../../workmesh/tracking/v1/ListExpenseCategoriesResponse';
import type {
  ListExpensesRequest as _workmesh_tracking_v1_ListExpensesRequest,
  ListExpensesRequest__Output as _workmesh_tracking_v1_ListExpensesRequest__Output,
} from '../../../workmesh/tracking/v1/ListExpensesRequest';
import type {
  ListExpensesResponse as _workmesh_tracking_v1_ListExpensesResponse,
  ListExpensesResponse__Output as _workmesh_tracking_v1_ListExpensesResponse__Output,
} from '../../../workmesh/tracking/v1/ListExpensesResponse';
import type {
  ListImportErrorsRequest as _workmesh_tracking_v1_ListImportErrorsRequest,
  ListImportErrorsRequest__Output as _workmesh_tracking_v1_ListImportErrorsRequest__Output,
} from '../../../workmesh/tracking/v1/ListImportErrorsRequest';
import type {
  ListImportErrorsResponse as _workmesh_tracking_v1_ListImportErrorsResponse,
  ListImportErrorsResponse__Output as _workmesh_tracking_v1_ListImportErrorsResponse__Output,
} from '../../../workmesh/tracking/v1/ListImportErrorsResponse';
import type {
  ListImportsRequest as _workmesh_tracking_v1_ListImportsRequest,
  ListImportsRequest__Output as _workmesh_tracking_v1_ListImportsRequest__Output,
} from '../../../workmesh/tracking/v1/ListImportsRequest';
import type {
  ListImportsResponse as _workmesh_tracking_v1_ListImportsResponse,
  ListImportsResponse__Output as _workmesh_tracking_v1_ListImportsResponse__Output,
} from '../../../workmesh/tracking/v1/ListImportsResponse';
import type {
  ListTagsRequest as _workmesh_tracking_v1_ListTagsRequest,
  ListTagsRequest__Output as _workmesh_tracking_v1_ListTagsRequest__Output,
} from '../../../workmesh/tracking/v1/ListTagsRequest';
import type {
  ListTagsResponse as _workmesh_tracking_v1_ListTagsResponse,
  ListTagsResponse__Output as _workmesh_tracking_v1_ListTagsResponse__Output,
} from '../../../workmesh/tracking/v1/ListTagsResponse';
import type {
  ListTimeEntriesRequest as _workmesh_tracking_v1_ListTimeEntriesRequest,
  ListTimeEntriesRequest__Output as _workmesh_tracking_v1_ListTimeEntriesRequest__Output,
} from '../../../workmesh/tracking/v1/ListTimeEntriesRequest';
import type {
  ListTimeEntriesResponse as _workmesh_tracking_v1_ListTimeEntriesResponse,
  ListTimeEntriesResponse__Output as _workmesh_tracking_v1_ListTimeEntriesResponse__Output,
} from '../../../workmesh/tracking/v1/ListTimeEntriesResponse';
import type {
  Rates as _workmesh_tracking_v1_Rates,
  Rates__Output as _workmesh_tracking_v1_Rates__Output,
} from '../../../workmesh/tracking/v1/Rates';
import type {
  RatesRef as _workmesh_tracking_v1_RatesRef,
  RatesRef__Output as _workmesh_tracking_v1_RatesRef__Output,
} from '../../../workmesh/tracking/v1/RatesRef';
import type {
  RatesUpdate as _workmesh_tracking_v1_RatesUpdate,
  RatesUpdate__Output as _workmesh_tracking_v1_RatesUpdate__Output,
} from '../../../workmesh/tracking/v1/RatesUpdate';
import type {
  RejectTimesheetRequest as _workmesh_tracking_v1_RejectTimesheetRequest,
  RejectTimesheetRequest__Output as _workmesh_tracking_v1_RejectTimesheetRequest__Output,
} from '../../../workmesh/tracking/v1/RejectTimesheetRequest';
import type {
  ReleaseInvoiceEntriesRequest as _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
  ReleaseInvoiceEntriesRequest__Output as _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest__Output,
} from '../../../workmesh/tracking/v1/ReleaseInvoiceEntriesRequest';
import type {
  ReleaseInvoiceEntriesResponse as _workmesh_tracking_v1_ReleaseInvoiceEntriesResponse,
  ReleaseInvoiceEntriesResponse__Output as _workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output,
} from '../../../workmesh/tracking/v1/ReleaseInvoiceEntriesResponse';
import type {
  StartTimerRequest as _workmesh_tracking_v1_StartTimerRequest,
  StartTimerRequest__Output as _workmesh_tracking_v1_StartTimerRequest__Output,
} from '../../../workmesh/tracking/v1/StartTimerRequest';
import type {
  StopTimerRequest as _workmesh_tracking_v1_StopTimerRequest,
  StopTimerRequest__Output as _workmesh_tracking_v1_StopTimerRequest__Output,
} from '../../../workmesh/tracking/v1/StopTimerRequest';
import type {
  SummaryReport as _workmesh_tracking_v1_SummaryReport,
  SummaryReport__Output as _workmesh_tracking_v1_SummaryReport__Output,
} from '../../../workmesh/tracking/v1/SummaryReport';
import type {
  SummaryReportRequest as _workmesh_tracking_v1_SummaryReportRequest,
  SummaryReportRequest__Output as _workmesh_tracking_v1_SummaryReportRequest__Output,
} from '../../../workmesh/tracking/v1/SummaryReportRequest';
import type {
  Tag as _workmesh_tracking_v1_Tag,
  Tag__Output as _workmesh_tracking_v1_Tag__Output,
} from '../../../workmesh/tracking/v1/Tag';
import type {
  TagFields as _workmesh_tracking_v1_TagFields,
  TagFields__Output as _workmesh_tracking_v1_TagFields__Output,
} from '../../../workmesh/tracking/v1/TagFields';
import type {
  TagRef as _workmesh_tracking_v1_TagRef,
  TagRef__Output as _workmesh_tracking_v1_TagRef__Output,
} from '../../../workmesh/tracking/v1/TagRef';
import type {
  TimeEntry as _workmesh_tracking_v1_TimeEntry,
  TimeEntry__Output as _workmesh_tracking_v1_TimeEntry__Output,
} from '../../../workmesh/tracking/v1/TimeEntry';
import type {
  TimeEntryRef as _workmesh_tracking_v1_TimeEntryRef,
  TimeEntryRef__Output as _workmesh_tracking_v1_TimeEntryRef__Output,
} from '../../../workmesh/tracking/v1/TimeEntryRef';
import type {
  Timesheet as _workmesh_tracking_v1_Timesheet,
  Timesheet__Output as _workmesh_tracking_v1_Timesheet__Output,
} from '../../../workmesh/tracking/v1/Timesheet';
import type {
  TimesheetRef as _workmesh_tracking_v1_TimesheetRef,
  TimesheetRef__Output as _workmesh_tracking_v1_TimesheetRef__Output,
} from '../../../workmesh/tracking/v1/TimesheetRef';
import type {
  UpdateExpenseCategoryRequest as _workmesh_tracking_v1_UpdateExpenseCategoryRequest,
  UpdateExpenseCategoryRequest__Output as _workmesh_tracking_v1_UpdateExpenseCategoryRequest__Output,
} from '../../../workmesh/tracking/v1/UpdateExpenseCategoryRequest';
import type {
  UpdateExpenseRequest as _workmesh_tracking_v1_UpdateExpenseRequest,
  UpdateExpenseRequest__Output as _workmesh_tracking_v1_UpdateExpenseRequest__Output,
} from '../../../workmesh/tracking/v1/UpdateExpenseRequest';
import type {
  UpdateRatesRequest as _workmesh_tracking_v1_UpdateRatesRequest,
  UpdateRatesRequest__Output as _workmesh_tracking_v1_UpdateRatesRequest__Output,
} from '../../../workmesh/tracking/v1/UpdateRatesRequest';
import type {
  UpdateTagRequest as _workmesh_tracking_v1_UpdateTagRequest,
  UpdateTagRequest__Output as _workmesh_tracking_v1_UpdateTagRequest__Output,
} from '../../../workmesh/tracking/v1/UpdateTagRequest';
import type {
  UpdateTimeEntryRequest as _workmesh_tracking_v1_UpdateTimeEntryRequest,
  UpdateTimeEntryRequest__Output as _workmesh_tracking_v1_UpdateTimeEntryRequest__Output,
} from '../../../workmesh/tracking/v1/UpdateTimeEntryRequest';

export interface TrackingClient extends grpc.Client {
  /**
   * POST /api/v3/timesheet/approve (owners and managers)
   */
  ApproveTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  ApproveTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  ApproveTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  ApproveTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/timesheet/approve (owners and managers)
   */
  approveTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  approveTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  approveTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  approveTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/report/attendance (issue 36; format=csv): per member and day, scheduled
   * against tracked time, time off and holidays (from scheduling), in the member's zone.
   */
  AttendanceReport(
    argument: _workmesh_tracking_v1_AttendanceReportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_AttendanceReport__Output>,
  ): grpc.ClientUnaryCall;
  AttendanceReport(
    argument: _workmesh_tracking_v1_AttendanceReportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_AttendanceReport__Output>,
  ): grpc.ClientUnaryCall;
  AttendanceReport(
    argument: _workmesh_tracking_v1_AttendanceReportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_AttendanceReport__Output>,
  ): grpc.ClientUnaryCall;
  AttendanceReport(
    argument: _workmesh_tracking_v1_AttendanceReportRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_AttendanceReport__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/report/attendance (issue 36; format=csv): per member and day, scheduled
   * against tracked time, time off and holidays (from scheduling), in the member's zone.
   */
  attendanceReport(
    argument: _workmesh_tracking_v1_AttendanceReportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_AttendanceReport__Output>,
  ): grpc.ClientUnaryCall;
  attendanceReport(
    argument: _workmesh_tracking_v1_AttendanceReportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_AttendanceReport__Output>,
  ): grpc.ClientUnaryCall;
  attendanceReport(
    argument: _workmesh_tracking_v1_AttendanceReportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_AttendanceReport__Output>,
  ): grpc.ClientUnaryCall;
  attendanceReport(
    argument: _workmesh_tracking_v1_AttendanceReportRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_AttendanceReport__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Internal (invoices, issue 20): marks the client's uninvoiced time entries in the
   * period with the invoice and locks them (locked_reason invoiced), in one transaction,
   * and answers them. Again with the same invoice_id it answers the entries it marked
   * then (a retry). FAILED_PRECONDITION INVOICE_TIMER_RUNNING while one of them runs.
   */
  ClaimInvoiceEntries(
    argument: _workmesh_tracking_v1_ClaimInvoiceEntriesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClaimInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ClaimInvoiceEntries(
    argument: _workmesh_tracking_v1_ClaimInvoiceEntriesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClaimInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ClaimInvoiceEntries(
    argument: _workmesh_tracking_v1_ClaimInvoiceEntriesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClaimInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ClaimInvoiceEntries(
    argument: _workmesh_tracking_v1_ClaimInvoiceEntriesRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClaimInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Internal (invoices, issue 20): marks the client's uninvoiced time entries in the
   * period with the invoice and locks them (locked_reason invoiced), in one transaction,
   * and answers them. Again with the same invoice_id it answers the entries it marked
   * then (a retry). FAILED_PRECONDITION INVOICE_TIMER_RUNNING while one of them runs.
   */
  claimInvoiceEntries(
    argument: _workmesh_tracking_v1_ClaimInvoiceEntriesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClaimInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  claimInvoiceEntries(
    argument: _workmesh_tracking_v1_ClaimInvoiceEntriesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClaimInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  claimInvoiceEntries(
    argument: _workmesh_tracking_v1_ClaimInvoiceEntriesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClaimInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  claimInvoiceEntries(
    argument: _workmesh_tracking_v1_ClaimInvoiceEntriesRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClaimInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Internal (invoices, issue 35): marks the client's billable, uninvoiced expenses dated
   * in [from, to] with the invoice and locks them, in one transaction, and answers them.
   * Again with the same invoice_id it answers the expenses it marked then (a retry).
   */
  ClaimInvoiceExpenses(
    argument: _workmesh_tracking_v1_ClaimInvoiceExpensesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClaimInvoiceExpensesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ClaimInvoiceExpenses(
    argument: _workmesh_tracking_v1_ClaimInvoiceExpensesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClaimInvoiceExpensesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ClaimInvoiceExpenses(
    argument: _workmesh_tracking_v1_ClaimInvoiceExpensesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClaimInvoiceExpensesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ClaimInvoiceExpenses(
    argument: _workmesh_tracking_v1_ClaimInvoiceExpensesRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClaimInvoiceExpensesResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Internal (invoices, issue 35): marks the client's billable, uninvoiced expenses dated
   * in [from, to] with the invoice and locks them, in one transaction, and answers them.
   * Again with the same invoice_id it answers the expenses it marked then (a retry).
   */
  claimInvoiceExpenses(
    argument: _workmesh_tracking_v1_ClaimInvoiceExpensesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClaimInvoiceExpensesResponse__Output>,
  ): grpc.ClientUnaryCall;
  claimInvoiceExpenses(
    argument: _workmesh_tracking_v1_ClaimInvoiceExpensesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClaimInvoiceExpensesResponse__Output>,
  ): grpc.ClientUnaryCall;
  claimInvoiceExpenses(
    argument: _workmesh_tracking_v1_ClaimInvoiceExpensesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClaimInvoiceExpensesResponse__Output>,
  ): grpc.ClientUnaryCall;
  claimInvoiceExpenses(
    argument: _workmesh_tracking_v1_ClaimInvoiceExpensesRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClaimInvoiceExpensesResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Expenses (issue 35): a member's spending on a project, billed to its client like time.
   * POST /api/v3/expense/create (JSON, or multipart with a `receipt`)
   */
  CreateExpense(
    argument: _workmesh_tracking_v1_CreateExpenseRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  CreateExpense(
    argument: _workmesh_tracking_v1_CreateExpenseRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  CreateExpense(
    argument: _workmesh_tracking_v1_CreateExpenseRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  CreateExpense(
    argument: _workmesh_tracking_v1_CreateExpenseRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Expenses (issue 35): a member's spending on a project, billed to its client like time.
   * POST /api/v3/expense/create (JSON, or multipart with a `receipt`)
   */
  createExpense(
    argument: _workmesh_tracking_v1_CreateExpenseRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  createExpense(
    argument: _workmesh_tracking_v1_CreateExpenseRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  createExpense(
    argument: _workmesh_tracking_v1_CreateExpenseRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  createExpense(
    argument: _workmesh_tracking_v1_CreateExpenseRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/expense-category/create (owners and managers)
   */
  CreateExpenseCategory(
    argument: _workmesh_tracking_v1_ExpenseCategoryFields,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseCategory__Output>,
  ): grpc.ClientUnaryCall;
  CreateExpenseCategory(
    argument: _workmesh_tracking_v1_ExpenseCategoryFields,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseCategory__Output>,
  ): grpc.ClientUnaryCall;
  CreateExpenseCategory(
    argument: _workmesh_tracking_v1_ExpenseCategoryFields,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseCategory__Output>,
  ): grpc.ClientUnaryCall;
  CreateExpenseCategory(
    argument: _workmesh_tracking_v1_ExpenseCategoryFields,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseCategory__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/expense-category/create (owners and managers)
   */
  createExpenseCategory(
    argument: _workmesh_tracking_v1_ExpenseCategoryFields,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseCategory__Output>,
  ): grpc.ClientUnaryCall;
  createExpenseCategory(
    argument: _workmesh_tracking_v1_ExpenseCategoryFields,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseCategory__Output>,
  ): grpc.ClientUnaryCall;
  createExpenseCategory(
    argument: _workmesh_tracking_v1_ExpenseCategoryFields,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseCategory__Output>,
  ): grpc.ClientUnaryCall;
  createExpenseCategory(
    argument: _workmesh_tracking_v1_ExpenseCategoryFields,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseCategory__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/export (owners): 202 with the queued job; the zip when done.
   */
  CreateExport(
    argument: _workmesh_tracking_v1_CreateExportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  CreateExport(
    argument: _workmesh_tracking_v1_CreateExportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  CreateExport(
    argument: _workmesh_tracking_v1_CreateExportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  CreateExport(
    argument: _workmesh_tracking_v1_CreateExportRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/export (owners): 202 with the queued job; the zip when done.
   */
  createExport(
    argument: _workmesh_tracking_v1_CreateExportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  createExport(
    argument: _workmesh_tracking_v1_CreateExportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  createExport(
    argument: _workmesh_tracking_v1_CreateExportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  createExport(
    argument: _workmesh_tracking_v1_CreateExportRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Data in and out (docs/data-portability.md). Imports and exports are durable jobs run
   * by a lease-holding worker of any tracking replica; they survive a restart.
   * POST /api/v3/import (owners and managers; multipart `file`): 202 with the queued job.
   * The file is stored first, then read as a stream; a dry run writes nothing but the job.
   */
  CreateImport(
    argument: _workmesh_tracking_v1_CreateImportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ImportJob__Output>,
  ): grpc.ClientUnaryCall;
  CreateImport(
    argument: _workmesh_tracking_v1_CreateImportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ImportJob__Output>,
  ): grpc.ClientUnaryCall;
  CreateImport(
    argument: _workmesh_tracking_v1_CreateImportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ImportJob__Output>,
  ): grpc.ClientUnaryCall;
  CreateImport(
    argument: _workmesh_tracking_v1_CreateImportRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ImportJob__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Data in and out (docs/data-portability.md). Imports and exports are durable jobs run
   * by a lease-holding worker of any tracking replica; they survive a restart.
   * POST /api/v3/import (owners and managers; multipart `file`): 202 with the queued job.
   * The file is stored first, then read as a stream; a dry run writes nothing but the job.
   */
  createImport(
    argument: _workmesh_tracking_v1_CreateImportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ImportJob__Output>,
  ): grpc.ClientUnaryCall;
  createImport(
    argument: _workmesh_tracking_v1_CreateImportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ImportJob__Output>,
  ): grpc.ClientUnaryCall;
  createImport(
    argument: _workmesh_tracking_v1_CreateImportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ImportJob__Output>,
  ): grpc.ClientUnaryCall;
  createImport(
    argument: _workmesh_tracking_v1_CreateImportRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ImportJob__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Tags (issue 36; docs/time-tracking.md, "Tags"): the team's labels of time entries and
   * expenses. Owners and managers write them; every member reads them.
   * POST /api/v3/tag/create
   */
  CreateTag(
    argument: _workmesh_tracking_v1_TagFields,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  CreateTag(
    argument: _workmesh_tracking_v1_TagFields,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  CreateTag(
    argument: _workmesh_tracking_v1_TagFields,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  CreateTag(
    argument: _workmesh_tracking_v1_TagFields,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Tags (issue 36; docs/time-tracking.md, "Tags"): the team's labels of time entries and
   * expenses. Owners and managers write them; every member reads them.
   * POST /api/v3/tag/create
   */
  createTag(
    argument: _workmesh_tracking_v1_TagFields,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  createTag(
    argument: _workmesh_tracking_v1_TagFields,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  createTag(
    argument: _workmesh_tracking_v1_TagFields,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  createTag(
    argument: _workmesh_tracking_v1_TagFields,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/time-entry/create (manual entry)
   */
  CreateTimeEntry(
    argument: _workmesh_tracking_v1_CreateTimeEntryRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  CreateTimeEntry(
    argument: _workmesh_tracking_v1_CreateTimeEntryRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  CreateTimeEntry(
    argument: _workmesh_tracking_v1_CreateTimeEntryRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  CreateTimeEntry(
    argument: _workmesh_tracking_v1_CreateTimeEntryRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/time-entry/create (manual entry)
   */
  createTimeEntry(
    argument: _workmesh_tracking_v1_CreateTimeEntryRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  createTimeEntry(
    argument: _workmesh_tracking_v1_CreateTimeEntryRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  createTimeEntry(
    argument: _workmesh_tracking_v1_CreateTimeEntryRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  createTimeEntry(
    argument: _workmesh_tracking_v1_CreateTimeEntryRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/user/export: the caller's own data across every service (any signed-in user)
   */
  CreateUserExport(
    argument: _workmesh_tracking_v1_CreateUserExportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  CreateUserExport(
    argument: _workmesh_tracking_v1_CreateUserExportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  CreateUserExport(
    argument: _workmesh_tracking_v1_CreateUserExportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  CreateUserExport(
    argument: _workmesh_tracking_v1_CreateUserExportRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/user/export: the caller's own data across every service (any signed-in user)
   */
  createUserExport(
    argument: _workmesh_tracking_v1_CreateUserExportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  createUserExport(
    argument: _workmesh_tracking_v1_CreateUserExportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  createUserExport(
    argument: _workmesh_tracking_v1_CreateUserExportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  createUserExport(
    argument: _workmesh_tracking_v1_CreateUserExportRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/expense/{id}/delete
   */
  DeleteExpense(
    argument: _workmesh_tracking_v1_ExpenseRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteExpenseResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteExpense(
    argument: _workmesh_tracking_v1_ExpenseRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteExpenseResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteExpense(
    argument: _workmesh_tracking_v1_ExpenseRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteExpenseResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteExpense(
    argument: _workmesh_tracking_v1_ExpenseRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteExpenseResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/expense/{id}/delete
   */
  deleteExpense(
    argument: _workmesh_tracking_v1_ExpenseRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteExpenseResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteExpense(
    argument: _workmesh_tracking_v1_ExpenseRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteExpenseResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteExpense(
    argument: _workmesh_tracking_v1_ExpenseRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteExpenseResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteExpense(
    argument: _workmesh_tracking_v1_ExpenseRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteExpenseResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/expense-category/{id}/delete (owners and managers; refused while
   * expenses use it: archive it instead)
   */
  DeleteExpenseCategory(
    argument: _workmesh_tracking_v1_ExpenseCategoryRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteExpenseResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteExpenseCategory(
    argument: _workmesh_tracking_v1_ExpenseCategoryRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteExpenseResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteExpenseCategory(
    argument: _workmesh_tracking_v1_ExpenseCategoryRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteExpenseResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteExpenseCategory(
    argument: _workmesh_tracking_v1_ExpenseCategoryRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteExpenseResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/expense-category/{id}/delete (owners and managers; refused while
   * expenses use it: archive it instead)
   */
  deleteExpenseCategory(
    argument: _workmesh_tracking_v1_ExpenseCategoryRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteExpenseResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteExpenseCategory(
    argument: _workmesh_tracking_v1_ExpenseCategoryRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteExpenseResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteExpenseCategory(
    argument: _workmesh_tracking_v1_ExpenseCategoryRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteExpenseResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteExpenseCategory(
    argument: _workmesh_tracking_v1_ExpenseCategoryRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteExpenseResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/tag/{id}/delete: removed from every entry and expense that carries it
   */
  DeleteTag(
    argument: _workmesh_tracking_v1_TagRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteTimeEntryResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteTag(
    argument: _workmesh_tracking_v1_TagRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteTimeEntryResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteTag(
    argument: _workmesh_tracking_v1_TagRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteTimeEntryResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteTag(
    argument: _workmesh_tracking_v1_TagRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteTimeEntryResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/tag/{id}/delete: removed from every entry and expense that carries it
   */
  deleteTag(
    argument: _workmesh_tracking_v1_TagRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteTimeEntryResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteTag(
    argument: _workmesh_tracking_v1_TagRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteTimeEntryResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteTag(
    argument: _workmesh_tracking_v1_TagRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteTimeEntryResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteTag(
    argument: _workmesh_tracking_v1_TagRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteTimeEntryResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/time-entry/{id}/delete
   */
  DeleteTimeEntry(
    argument: _workmesh_tracking_v1_TimeEntryRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteTimeEntryResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteTimeEntry(
    argument: _workmesh_tracking_v1_TimeEntryRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteTimeEntryResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteTimeEntry(
    argument: _workmesh_tracking_v1_TimeEntryRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteTimeEntryResponse__Output>,
  ): grpc.ClientUnaryCall;
  DeleteTimeEntry(
    argument: _workmesh_tracking_v1_TimeEntryRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteTimeEntryResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/time-entry/{id}/delete
   */
  deleteTimeEntry(
    argument: _workmesh_tracking_v1_TimeEntryRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteTimeEntryResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteTimeEntry(
    argument: _workmesh_tracking_v1_TimeEntryRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteTimeEntryResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteTimeEntry(
    argument: _workmesh_tracking_v1_TimeEntryRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteTimeEntryResponse__Output>,
  ): grpc.ClientUnaryCall;
  deleteTimeEntry(
    argument: _workmesh_tracking_v1_TimeEntryRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DeleteTimeEntryResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/report/detailed (paged)
   */
  DetailedReport(
    argument: _workmesh_tracking_v1_DetailedReportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DetailedReport__Output>,
  ): grpc.ClientUnaryCall;
  DetailedReport(
    argument: _workmesh_tracking_v1_DetailedReportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DetailedReport__Output>,
  ): grpc.ClientUnaryCall;
  DetailedReport(
    argument: _workmesh_tracking_v1_DetailedReportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DetailedReport__Output>,
  ): grpc.ClientUnaryCall;
  DetailedReport(
    argument: _workmesh_tracking_v1_DetailedReportRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DetailedReport__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/report/detailed (paged)
   */
  detailedReport(
    argument: _workmesh_tracking_v1_DetailedReportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DetailedReport__Output>,
  ): grpc.ClientUnaryCall;
  detailedReport(
    argument: _workmesh_tracking_v1_DetailedReportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DetailedReport__Output>,
  ): grpc.ClientUnaryCall;
  detailedReport(
    argument: _workmesh_tracking_v1_DetailedReportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DetailedReport__Output>,
  ): grpc.ClientUnaryCall;
  detailedReport(
    argument: _workmesh_tracking_v1_DetailedReportRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_DetailedReport__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/client/{id}/budget: the client's budget settings (clients') and their use
   * in the current period (issue 19; owners and managers).
   */
  GetClientBudget(
    argument: _workmesh_tracking_v1_ClientBudgetRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClientBudget__Output>,
  ): grpc.ClientUnaryCall;
  GetClientBudget(
    argument: _workmesh_tracking_v1_ClientBudgetRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClientBudget__Output>,
  ): grpc.ClientUnaryCall;
  GetClientBudget(
    argument: _workmesh_tracking_v1_ClientBudgetRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClientBudget__Output>,
  ): grpc.ClientUnaryCall;
  GetClientBudget(
    argument: _workmesh_tracking_v1_ClientBudgetRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClientBudget__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/client/{id}/budget: the client's budget settings (clients') and their use
   * in the current period (issue 19; owners and managers).
   */
  getClientBudget(
    argument: _workmesh_tracking_v1_ClientBudgetRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClientBudget__Output>,
  ): grpc.ClientUnaryCall;
  getClientBudget(
    argument: _workmesh_tracking_v1_ClientBudgetRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClientBudget__Output>,
  ): grpc.ClientUnaryCall;
  getClientBudget(
    argument: _workmesh_tracking_v1_ClientBudgetRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClientBudget__Output>,
  ): grpc.ClientUnaryCall;
  getClientBudget(
    argument: _workmesh_tracking_v1_ClientBudgetRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ClientBudget__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/timer/current
   */
  GetCurrentTimer(
    argument: _workmesh_tracking_v1_GetCurrentTimerRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  GetCurrentTimer(
    argument: _workmesh_tracking_v1_GetCurrentTimerRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  GetCurrentTimer(
    argument: _workmesh_tracking_v1_GetCurrentTimerRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  GetCurrentTimer(
    argument: _workmesh_tracking_v1_GetCurrentTimerRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/timer/current
   */
  getCurrentTimer(
    argument: _workmesh_tracking_v1_GetCurrentTimerRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  getCurrentTimer(
    argument: _workmesh_tracking_v1_GetCurrentTimerRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  getCurrentTimer(
    argument: _workmesh_tracking_v1_GetCurrentTimerRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  getCurrentTimer(
    argument: _workmesh_tracking_v1_GetCurrentTimerRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/expense/{id}
   */
  GetExpense(
    argument: _workmesh_tracking_v1_ExpenseRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  GetExpense(
    argument: _workmesh_tracking_v1_ExpenseRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  GetExpense(
    argument: _workmesh_tracking_v1_ExpenseRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  GetExpense(
    argument: _workmesh_tracking_v1_ExpenseRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/expense/{id}
   */
  getExpense(
    argument: _workmesh_tracking_v1_ExpenseRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  getExpense(
    argument: _workmesh_tracking_v1_ExpenseRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  getExpense(
    argument: _workmesh_tracking_v1_ExpenseRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  getExpense(
    argument: _workmesh_tracking_v1_ExpenseRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/expense/{id}/receipt: the stored file (NOT_FOUND when it has none).
   */
  GetExpenseReceipt(
    argument: _workmesh_tracking_v1_ExpenseRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseReceipt__Output>,
  ): grpc.ClientUnaryCall;
  GetExpenseReceipt(
    argument: _workmesh_tracking_v1_ExpenseRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseReceipt__Output>,
  ): grpc.ClientUnaryCall;
  GetExpenseReceipt(
    argument: _workmesh_tracking_v1_ExpenseRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseReceipt__Output>,
  ): grpc.ClientUnaryCall;
  GetExpenseReceipt(
    argument: _workmesh_tracking_v1_ExpenseRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseReceipt__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/expense/{id}/receipt: the stored file (NOT_FOUND when it has none).
   */
  getExpenseReceipt(
    argument: _workmesh_tracking_v1_ExpenseRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseReceipt__Output>,
  ): grpc.ClientUnaryCall;
  getExpenseReceipt(
    argument: _workmesh_tracking_v1_ExpenseRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseReceipt__Output>,
  ): grpc.ClientUnaryCall;
  getExpenseReceipt(
    argument: _workmesh_tracking_v1_ExpenseRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseReceipt__Output>,
  ): grpc.ClientUnaryCall;
  getExpenseReceipt(
    argument: _workmesh_tracking_v1_ExpenseRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseReceipt__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/export/{id} (owners): the job, with a link that expires once done
   */
  GetExport(
    argument: _workmesh_tracking_v1_ExportRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  GetExport(
    argument: _workmesh_tracking_v1_ExportRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  GetExport(
    argument: _workmesh_tracking_v1_ExportRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  GetExport(
    argument: _workmesh_tracking_v1_ExportRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/export/{id} (owners): the job, with a link that expires once done
   */
  getExport(
    argument: _workmesh_tracking_v1_ExportRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  getExport(
    argument: _workmesh_tracking_v1_ExportRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  getExport(
    argument: _workmesh_tracking_v1_ExportRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  getExport(
    argument: _workmesh_tracking_v1_ExportRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/import/{id}
   */
  GetImport(
    argument: _workmesh_tracking_v1_ImportRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ImportJob__Output>,
  ): grpc.ClientUnaryCall;
  GetImport(
    argument: _workmesh_tracking_v1_ImportRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ImportJob__Output>,
  ): grpc.ClientUnaryCall;
  GetImport(
    argument: _workmesh_tracking_v1_ImportRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ImportJob__Output>,
  ): grpc.ClientUnaryCall;
  GetImport(
    argument: _workmesh_tracking_v1_ImportRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ImportJob__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/import/{id}
   */
  getImport(
    argument: _workmesh_tracking_v1_ImportRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ImportJob__Output>,
  ): grpc.ClientUnaryCall;
  getImport(
    argument: _workmesh_tracking_v1_ImportRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ImportJob__Output>,
  ): grpc.ClientUnaryCall;
  getImport(
    argument: _workmesh_tracking_v1_ImportRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ImportJob__Output>,
  ): grpc.ClientUnaryCall;
  getImport(
    argument: _workmesh_tracking_v1_ImportRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ImportJob__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Rates (issue 34; owners and managers): GET /api/v3/team/rates,
   * /team/members/{user_id}/rates, /client/{id}/rates, /project/{id}/rates and
   * /project/{id}/members/{user_id}/rates: a level's rate in force today and its history.
   */
  GetRates(
    argument: _workmesh_tracking_v1_RatesRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Rates__Output>,
  ): grpc.ClientUnaryCall;
  GetRates(
    argument: _workmesh_tracking_v1_RatesRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Rates__Output>,
  ): grpc.ClientUnaryCall;
  GetRates(
    argument: _workmesh_tracking_v1_RatesRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Rates__Output>,
  ): grpc.ClientUnaryCall;
  GetRates(
    argument: _workmesh_tracking_v1_RatesRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Rates__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Rates (issue 34; owners and managers): GET /api/v3/team/rates,
   * /team/members/{user_id}/rates, /client/{id}/rates, /project/{id}/rates and
   * /project/{id}/members/{user_id}/rates: a level's rate in force today and its history.
   */
  getRates(
    argument: _workmesh_tracking_v1_RatesRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Rates__Output>,
  ): grpc.ClientUnaryCall;
  getRates(
    argument: _workmesh_tracking_v1_RatesRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Rates__Output>,
  ): grpc.ClientUnaryCall;
  getRates(
    argument: _workmesh_tracking_v1_RatesRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Rates__Output>,
  ): grpc.ClientUnaryCall;
  getRates(
    argument: _workmesh_tracking_v1_RatesRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Rates__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/tag/{id}
   */
  GetTag(
    argument: _workmesh_tracking_v1_TagRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  GetTag(
    argument: _workmesh_tracking_v1_TagRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  GetTag(
    argument: _workmesh_tracking_v1_TagRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  GetTag(
    argument: _workmesh_tracking_v1_TagRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/tag/{id}
   */
  getTag(
    argument: _workmesh_tracking_v1_TagRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  getTag(
    argument: _workmesh_tracking_v1_TagRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  getTag(
    argument: _workmesh_tracking_v1_TagRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  getTag(
    argument: _workmesh_tracking_v1_TagRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/time-entry/{id}
   */
  GetTimeEntry(
    argument: _workmesh_tracking_v1_TimeEntryRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  GetTimeEntry(
    argument: _workmesh_tracking_v1_TimeEntryRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  GetTimeEntry(
    argument: _workmesh_tracking_v1_TimeEntryRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  GetTimeEntry(
    argument: _workmesh_tracking_v1_TimeEntryRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/time-entry/{id}
   */
  getTimeEntry(
    argument: _workmesh_tracking_v1_TimeEntryRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  getTimeEntry(
    argument: _workmesh_tracking_v1_TimeEntryRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  getTimeEntry(
    argument: _workmesh_tracking_v1_TimeEntryRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  getTimeEntry(
    argument: _workmesh_tracking_v1_TimeEntryRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/timesheet?user_id=&week=
   */
  GetTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  GetTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  GetTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  GetTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/timesheet?user_id=&week=
   */
  getTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  getTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  getTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  getTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/user/export/{id} (only the user who asked)
   */
  GetUserExport(
    argument: _workmesh_tracking_v1_ExportRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  GetUserExport(
    argument: _workmesh_tracking_v1_ExportRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  GetUserExport(
    argument: _workmesh_tracking_v1_ExportRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  GetUserExport(
    argument: _workmesh_tracking_v1_ExportRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/user/export/{id} (only the user who asked)
   */
  getUserExport(
    argument: _workmesh_tracking_v1_ExportRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  getUserExport(
    argument: _workmesh_tracking_v1_ExportRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  getUserExport(
    argument: _workmesh_tracking_v1_ExportRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;
  getUserExport(
    argument: _workmesh_tracking_v1_ExportRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExportJob__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/expense-category/list (everyone in the team; archived ones on request)
   */
  ListExpenseCategories(
    argument: _workmesh_tracking_v1_ListExpenseCategoriesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListExpenseCategoriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListExpenseCategories(
    argument: _workmesh_tracking_v1_ListExpenseCategoriesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListExpenseCategoriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListExpenseCategories(
    argument: _workmesh_tracking_v1_ListExpenseCategoriesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListExpenseCategoriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListExpenseCategories(
    argument: _workmesh_tracking_v1_ListExpenseCategoriesRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListExpenseCategoriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/expense-category/list (everyone in the team; archived ones on request)
   */
  listExpenseCategories(
    argument: _workmesh_tracking_v1_ListExpenseCategoriesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListExpenseCategoriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  listExpenseCategories(
    argument: _workmesh_tracking_v1_ListExpenseCategoriesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListExpenseCategoriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  listExpenseCategories(
    argument: _workmesh_tracking_v1_ListExpenseCategoriesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListExpenseCategoriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  listExpenseCategories(
    argument: _workmesh_tracking_v1_ListExpenseCategoriesRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListExpenseCategoriesResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/expense/list (paged; ?format=csv is the gateway's)
   */
  ListExpenses(
    argument: _workmesh_tracking_v1_ListExpensesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListExpensesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListExpenses(
    argument: _workmesh_tracking_v1_ListExpensesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListExpensesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListExpenses(
    argument: _workmesh_tracking_v1_ListExpensesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListExpensesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListExpenses(
    argument: _workmesh_tracking_v1_ListExpensesRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListExpensesResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/expense/list (paged; ?format=csv is the gateway's)
   */
  listExpenses(
    argument: _workmesh_tracking_v1_ListExpensesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListExpensesResponse__Output>,
  ): grpc.ClientUnaryCall;
  listExpenses(
    argument: _workmesh_tracking_v1_ListExpensesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListExpensesResponse__Output>,
  ): grpc.ClientUnaryCall;
  listExpenses(
    argument: _workmesh_tracking_v1_ListExpensesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListExpensesResponse__Output>,
  ): grpc.ClientUnaryCall;
  listExpenses(
    argument: _workmesh_tracking_v1_ListExpensesRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListExpensesResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/import/{id}/errors (paged; ?format=csv is the gateway's)
   */
  ListImportErrors(
    argument: _workmesh_tracking_v1_ListImportErrorsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListImportErrorsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListImportErrors(
    argument: _workmesh_tracking_v1_ListImportErrorsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListImportErrorsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListImportErrors(
    argument: _workmesh_tracking_v1_ListImportErrorsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListImportErrorsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListImportErrors(
    argument: _workmesh_tracking_v1_ListImportErrorsRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListImportErrorsResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/import/{id}/errors (paged; ?format=csv is the gateway's)
   */
  listImportErrors(
    argument: _workmesh_tracking_v1_ListImportErrorsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListImportErrorsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listImportErrors(
    argument: _workmesh_tracking_v1_ListImportErrorsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListImportErrorsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listImportErrors(
    argument: _workmesh_tracking_v1_ListImportErrorsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListImportErrorsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listImportErrors(
    argument: _workmesh_tracking_v1_ListImportErrorsRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListImportErrorsResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/import/list (owners and managers; newest first, paged)
   */
  ListImports(
    argument: _workmesh_tracking_v1_ListImportsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListImportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListImports(
    argument: _workmesh_tracking_v1_ListImportsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListImportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListImports(
    argument: _workmesh_tracking_v1_ListImportsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListImportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListImports(
    argument: _workmesh_tracking_v1_ListImportsRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListImportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/import/list (owners and managers; newest first, paged)
   */
  listImports(
    argument: _workmesh_tracking_v1_ListImportsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListImportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listImports(
    argument: _workmesh_tracking_v1_ListImportsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListImportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listImports(
    argument: _workmesh_tracking_v1_ListImportsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListImportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listImports(
    argument: _workmesh_tracking_v1_ListImportsRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListImportsResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/tag/list
   */
  ListTags(
    argument: _workmesh_tracking_v1_ListTagsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListTagsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListTags(
    argument: _workmesh_tracking_v1_ListTagsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListTagsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListTags(
    argument: _workmesh_tracking_v1_ListTagsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListTagsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListTags(
    argument: _workmesh_tracking_v1_ListTagsRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListTagsResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/tag/list
   */
  listTags(
    argument: _workmesh_tracking_v1_ListTagsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListTagsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listTags(
    argument: _workmesh_tracking_v1_ListTagsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListTagsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listTags(
    argument: _workmesh_tracking_v1_ListTagsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListTagsResponse__Output>,
  ): grpc.ClientUnaryCall;
  listTags(
    argument: _workmesh_tracking_v1_ListTagsRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListTagsResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/time-entry/list
   */
  ListTimeEntries(
    argument: _workmesh_tracking_v1_ListTimeEntriesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListTimeEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListTimeEntries(
    argument: _workmesh_tracking_v1_ListTimeEntriesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListTimeEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListTimeEntries(
    argument: _workmesh_tracking_v1_ListTimeEntriesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListTimeEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListTimeEntries(
    argument: _workmesh_tracking_v1_ListTimeEntriesRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListTimeEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/time-entry/list
   */
  listTimeEntries(
    argument: _workmesh_tracking_v1_ListTimeEntriesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListTimeEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  listTimeEntries(
    argument: _workmesh_tracking_v1_ListTimeEntriesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListTimeEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  listTimeEntries(
    argument: _workmesh_tracking_v1_ListTimeEntriesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListTimeEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  listTimeEntries(
    argument: _workmesh_tracking_v1_ListTimeEntriesRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ListTimeEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/timesheet/reject (owners and managers; comment mailed to the member)
   */
  RejectTimesheet(
    argument: _workmesh_tracking_v1_RejectTimesheetRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  RejectTimesheet(
    argument: _workmesh_tracking_v1_RejectTimesheetRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  RejectTimesheet(
    argument: _workmesh_tracking_v1_RejectTimesheetRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  RejectTimesheet(
    argument: _workmesh_tracking_v1_RejectTimesheetRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/timesheet/reject (owners and managers; comment mailed to the member)
   */
  rejectTimesheet(
    argument: _workmesh_tracking_v1_RejectTimesheetRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  rejectTimesheet(
    argument: _workmesh_tracking_v1_RejectTimesheetRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  rejectTimesheet(
    argument: _workmesh_tracking_v1_RejectTimesheetRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  rejectTimesheet(
    argument: _workmesh_tracking_v1_RejectTimesheetRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Internal (invoices, a voided invoice or a creation that did not finish): the
   * invoice's entries are unmarked and unlocked (approved ones stay locked as approved).
   * Idempotent: nothing left to release answers released 0.
   */
  ReleaseInvoiceEntries(
    argument: _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ReleaseInvoiceEntries(
    argument: _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ReleaseInvoiceEntries(
    argument: _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ReleaseInvoiceEntries(
    argument: _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Internal (invoices, a voided invoice or a creation that did not finish): the
   * invoice's entries are unmarked and unlocked (approved ones stay locked as approved).
   * Idempotent: nothing left to release answers released 0.
   */
  releaseInvoiceEntries(
    argument: _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  releaseInvoiceEntries(
    argument: _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  releaseInvoiceEntries(
    argument: _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  releaseInvoiceEntries(
    argument: _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Internal (invoices, void or an unfinished creation): the invoice's expenses are
   * unmarked and unlocked (those of approved weeks stay locked). Idempotent.
   */
  ReleaseInvoiceExpenses(
    argument: _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ReleaseInvoiceExpenses(
    argument: _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ReleaseInvoiceExpenses(
    argument: _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ReleaseInvoiceExpenses(
    argument: _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Internal (invoices, void or an unfinished creation): the invoice's expenses are
   * unmarked and unlocked (those of approved weeks stay locked). Idempotent.
   */
  releaseInvoiceExpenses(
    argument: _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  releaseInvoiceExpenses(
    argument: _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  releaseInvoiceExpenses(
    argument: _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;
  releaseInvoiceExpenses(
    argument: _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/timer/start: stops the caller's running timer (same instant, same
   * transaction) and starts a new one.
   */
  StartTimer(
    argument: _workmesh_tracking_v1_StartTimerRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  StartTimer(
    argument: _workmesh_tracking_v1_StartTimerRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  StartTimer(
    argument: _workmesh_tracking_v1_StartTimerRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  StartTimer(
    argument: _workmesh_tracking_v1_StartTimerRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/timer/start: stops the caller's running timer (same instant, same
   * transaction) and starts a new one.
   */
  startTimer(
    argument: _workmesh_tracking_v1_StartTimerRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  startTimer(
    argument: _workmesh_tracking_v1_StartTimerRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  startTimer(
    argument: _workmesh_tracking_v1_StartTimerRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  startTimer(
    argument: _workmesh_tracking_v1_StartTimerRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/timer/stop
   */
  StopTimer(
    argument: _workmesh_tracking_v1_StopTimerRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  StopTimer(
    argument: _workmesh_tracking_v1_StopTimerRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  StopTimer(
    argument: _workmesh_tracking_v1_StopTimerRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  StopTimer(
    argument: _workmesh_tracking_v1_StopTimerRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/timer/stop
   */
  stopTimer(
    argument: _workmesh_tracking_v1_StopTimerRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  stopTimer(
    argument: _workmesh_tracking_v1_StopTimerRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  stopTimer(
    argument: _workmesh_tracking_v1_StopTimerRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  stopTimer(
    argument: _workmesh_tracking_v1_StopTimerRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/timesheet/submit (the caller's own week)
   */
  SubmitTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  SubmitTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  SubmitTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  SubmitTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/timesheet/submit (the caller's own week)
   */
  submitTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  submitTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  submitTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;
  submitTimesheet(
    argument: _workmesh_tracking_v1_TimesheetRef,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Timesheet__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/report/summary
   */
  SummaryReport(
    argument: _workmesh_tracking_v1_SummaryReportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_SummaryReport__Output>,
  ): grpc.ClientUnaryCall;
  SummaryReport(
    argument: _workmesh_tracking_v1_SummaryReportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_SummaryReport__Output>,
  ): grpc.ClientUnaryCall;
  SummaryReport(
    argument: _workmesh_tracking_v1_SummaryReportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_SummaryReport__Output>,
  ): grpc.ClientUnaryCall;
  SummaryReport(
    argument: _workmesh_tracking_v1_SummaryReportRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_SummaryReport__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/report/summary
   */
  summaryReport(
    argument: _workmesh_tracking_v1_SummaryReportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_SummaryReport__Output>,
  ): grpc.ClientUnaryCall;
  summaryReport(
    argument: _workmesh_tracking_v1_SummaryReportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_SummaryReport__Output>,
  ): grpc.ClientUnaryCall;
  summaryReport(
    argument: _workmesh_tracking_v1_SummaryReportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_SummaryReport__Output>,
  ): grpc.ClientUnaryCall;
  summaryReport(
    argument: _workmesh_tracking_v1_SummaryReportRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_SummaryReport__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/expense/{id}/update (a receipt given replaces the stored one)
   */
  UpdateExpense(
    argument: _workmesh_tracking_v1_UpdateExpenseRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  UpdateExpense(
    argument: _workmesh_tracking_v1_UpdateExpenseRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  UpdateExpense(
    argument: _workmesh_tracking_v1_UpdateExpenseRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  UpdateExpense(
    argument: _workmesh_tracking_v1_UpdateExpenseRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/expense/{id}/update (a receipt given replaces the stored one)
   */
  updateExpense(
    argument: _workmesh_tracking_v1_UpdateExpenseRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  updateExpense(
    argument: _workmesh_tracking_v1_UpdateExpenseRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  updateExpense(
    argument: _workmesh_tracking_v1_UpdateExpenseRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;
  updateExpense(
    argument: _workmesh_tracking_v1_UpdateExpenseRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Expense__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/expense-category/{id}/update (owners and managers)
   */
  UpdateExpenseCategory(
    argument: _workmesh_tracking_v1_UpdateExpenseCategoryRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseCategory__Output>,
  ): grpc.ClientUnaryCall;
  UpdateExpenseCategory(
    argument: _workmesh_tracking_v1_UpdateExpenseCategoryRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseCategory__Output>,
  ): grpc.ClientUnaryCall;
  UpdateExpenseCategory(
    argument: _workmesh_tracking_v1_UpdateExpenseCategoryRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseCategory__Output>,
  ): grpc.ClientUnaryCall;
  UpdateExpenseCategory(
    argument: _workmesh_tracking_v1_UpdateExpenseCategoryRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseCategory__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/expense-category/{id}/update (owners and managers)
   */
  updateExpenseCategory(
    argument: _workmesh_tracking_v1_UpdateExpenseCategoryRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseCategory__Output>,
  ): grpc.ClientUnaryCall;
  updateExpenseCategory(
    argument: _workmesh_tracking_v1_UpdateExpenseCategoryRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseCategory__Output>,
  ): grpc.ClientUnaryCall;
  updateExpenseCategory(
    argument: _workmesh_tracking_v1_UpdateExpenseCategoryRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseCategory__Output>,
  ): grpc.ClientUnaryCall;
  updateExpenseCategory(
    argument: _workmesh_tracking_v1_UpdateExpenseCategoryRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_ExpenseCategory__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST …/rates/update: a new rate from effective_from (history kept); with apply_from the
   * unlocked, uninvoiced entries from that date are repriced; dry_run saves nothing.
   */
  UpdateRates(
    argument: _workmesh_tracking_v1_UpdateRatesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_RatesUpdate__Output>,
  ): grpc.ClientUnaryCall;
  UpdateRates(
    argument: _workmesh_tracking_v1_UpdateRatesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_RatesUpdate__Output>,
  ): grpc.ClientUnaryCall;
  UpdateRates(
    argument: _workmesh_tracking_v1_UpdateRatesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_RatesUpdate__Output>,
  ): grpc.ClientUnaryCall;
  UpdateRates(
    argument: _workmesh_tracking_v1_UpdateRatesRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_RatesUpdate__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST …/rates/update: a new rate from effective_from (history kept); with apply_from the
   * unlocked, uninvoiced entries from that date are repriced; dry_run saves nothing.
   */
  updateRates(
    argument: _workmesh_tracking_v1_UpdateRatesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_RatesUpdate__Output>,
  ): grpc.ClientUnaryCall;
  updateRates(
    argument: _workmesh_tracking_v1_UpdateRatesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_RatesUpdate__Output>,
  ): grpc.ClientUnaryCall;
  updateRates(
    argument: _workmesh_tracking_v1_UpdateRatesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_RatesUpdate__Output>,
  ): grpc.ClientUnaryCall;
  updateRates(
    argument: _workmesh_tracking_v1_UpdateRatesRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_RatesUpdate__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/tag/{id}/update
   */
  UpdateTag(
    argument: _workmesh_tracking_v1_UpdateTagRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  UpdateTag(
    argument: _workmesh_tracking_v1_UpdateTagRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  UpdateTag(
    argument: _workmesh_tracking_v1_UpdateTagRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  UpdateTag(
    argument: _workmesh_tracking_v1_UpdateTagRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/tag/{id}/update
   */
  updateTag(
    argument: _workmesh_tracking_v1_UpdateTagRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  updateTag(
    argument: _workmesh_tracking_v1_UpdateTagRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  updateTag(
    argument: _workmesh_tracking_v1_UpdateTagRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;
  updateTag(
    argument: _workmesh_tracking_v1_UpdateTagRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_Tag__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/time-entry/{id}/update
   */
  UpdateTimeEntry(
    argument: _workmesh_tracking_v1_UpdateTimeEntryRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  UpdateTimeEntry(
    argument: _workmesh_tracking_v1_UpdateTimeEntryRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  UpdateTimeEntry(
    argument: _workmesh_tracking_v1_UpdateTimeEntryRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  UpdateTimeEntry(
    argument: _workmesh_tracking_v1_UpdateTimeEntryRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/time-entry/{id}/update
   */
  updateTimeEntry(
    argument: _workmesh_tracking_v1_UpdateTimeEntryRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  updateTimeEntry(
    argument: _workmesh_tracking_v1_UpdateTimeEntryRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  updateTimeEntry(
    argument: _workmesh_tracking_v1_UpdateTimeEntryRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
  updateTimeEntry(
    argument: _workmesh_tracking_v1_UpdateTimeEntryRequest,
    callback: grpc.requestCallback<_workmesh_tracking_v1_TimeEntry__Output>,
  ): grpc.ClientUnaryCall;
}

export interface TrackingHandlers extends grpc.UntypedServiceImplementation {
  /**
   * POST /api/v3/timesheet/approve (owners and managers)
   */
  ApproveTimesheet: grpc.handleUnaryCall<
    _workmesh_tracking_v1_TimesheetRef__Output,
    _workmesh_tracking_v1_Timesheet
  >;

  /**
   * GET /api/v3/report/attendance (issue 36; format=csv): per member and day, scheduled
   * against tracked time, time off and holidays (from scheduling), in the member's zone.
   */
  AttendanceReport: grpc.handleUnaryCall<
    _workmesh_tracking_v1_AttendanceReportRequest__Output,
    _workmesh_tracking_v1_AttendanceReport
  >;

  /**
   * Internal (invoices, issue 20): marks the client's uninvoiced time entries in the
   * period with the invoice and locks them (locked_reason invoiced), in one transaction,
   * and answers them. Again with the same invoice_id it answers the entries it marked
   * then (a retry). FAILED_PRECONDITION INVOICE_TIMER_RUNNING while one of them runs.
   */
  ClaimInvoiceEntries: grpc.handleUnaryCall<
    _workmesh_tracking_v1_ClaimInvoiceEntriesRequest__Output,
    _workmesh_tracking_v1_ClaimInvoiceEntriesResponse
  >;

  /**
   * Internal (invoices, issue 35): marks the client's billable, uninvoiced expenses dated
   * in [from, to] with the invoice and locks them, in one transaction, and answers them.
   * Again with the same invoice_id it answers the expenses it marked then (a retry).
   */
  ClaimInvoiceExpenses: grpc.handleUnaryCall<
    _workmesh_tracking_v1_ClaimInvoiceExpensesRequest__Output,
    _workmesh_tracking_v1_ClaimInvoiceExpensesResponse
  >;

  /**
   * Expenses (issue 35): a member's spending on a project, billed to its client like time.
   * POST /api/v3/expense/create (JSON, or multipart with a `receipt`)
   */
  CreateExpense: grpc.handleUnaryCall<
    _workmesh_tracking_v1_CreateExpenseRequest__Output,
    _workmesh_tracking_v1_Expense
  >;

  /**
   * POST /api/v3/expense-category/create (owners and managers)
   */
  CreateExpenseCategory: grpc.handleUnaryCall<
    _workmesh_tracking_v1_ExpenseCategoryFields__Output,
    _workmesh_tracking_v1_ExpenseCategory
  >;

  /**
   * POST /api/v3/export (owners): 202 with the queued job; the zip when done.
   */
  CreateExport: grpc.handleUnaryCall<
    _workmesh_tracking_v1_CreateExportRequest__Output,
    _workmesh_tracking_v1_ExportJob
  >;

  /**
   * Data in and out (docs/data-portability.md). Imports and exports are durable jobs run
   * by a lease-holding worker of any tracking replica; they survive a restart.
   * POST /api/v3/import (owners and managers; multipart `file`): 202 with the queued job.
   * The file is stored first, then read as a stream; a dry run writes nothing but the job.
   */
  CreateImport: grpc.handleUnaryCall<
    _workmesh_tracking_v1_CreateImportRequest__Output,
    _workmesh_tracking_v1_ImportJob
  >;

  /**
   * Tags (issue 36; docs/time-tracking.md, "Tags"): the team's labels of time entries and
   * expenses. Owners and managers write them; every member reads them.
   * POST /api/v3/tag/create
   */
  CreateTag: grpc.handleUnaryCall<
    _workmesh_tracking_v1_TagFields__Output,
    _workmesh_tracking_v1_Tag
  >;

  /**
   * POST /api/v3/time-entry/create (manual entry)
   */
  CreateTimeEntry: grpc.handleUnaryCall<
    _workmesh_tracking_v1_CreateTimeEntryRequest__Output,
    _workmesh_tracking_v1_TimeEntry
  >;

  /**
   * POST /api/v3/user/export: the caller's own data across every service (any signed-in user)
   */
  CreateUserExport: grpc.handleUnaryCall<
    _workmesh_tracking_v1_CreateUserExportRequest__Output,
    _workmesh_tracking_v1_ExportJob
  >;

  /**
   * POST /api/v3/expense/{id}/delete
   */
  DeleteExpense: grpc.handleUnaryCall<
    _workmesh_tracking_v1_ExpenseRef__Output,
    _workmesh_tracking_v1_DeleteExpenseResponse
  >;

  /**
   * POST /api/v3/expense-category/{id}/delete (owners and managers; refused while
   * expenses use it: archive it instead)
   */
  DeleteExpenseCategory: grpc.handleUnaryCall<
    _workmesh_tracking_v1_ExpenseCategoryRef__Output,
    _workmesh_tracking_v1_DeleteExpenseResponse
  >;

  /**
   * POST /api/v3/tag/{id}/delete: removed from every entry and expense that carries it
   */
  DeleteTag: grpc.handleUnaryCall<
    _workmesh_tracking_v1_TagRef__Output,
    _workmesh_tracking_v1_DeleteTimeEntryResponse
  >;

  /**
   * POST /api/v3/time-entry/{id}/delete
   */
  DeleteTimeEntry: grpc.handleUnaryCall<
    _workmesh_tracking_v1_TimeEntryRef__Output,
    _workmesh_tracking_v1_DeleteTimeEntryResponse
  >;

  /**
   * GET /api/v3/report/detailed (paged)
   */
  DetailedReport: grpc.handleUnaryCall<
    _workmesh_tracking_v1_DetailedReportRequest__Output,
    _workmesh_tracking_v1_DetailedReport
  >;

  /**
   * GET /api/v3/client/{id}/budget: the client's budget settings (clients') and their use
   * in the current period (issue 19; owners and managers).
   */
  GetClientBudget: grpc.handleUnaryCall<
    _workmesh_tracking_v1_ClientBudgetRef__Output,
    _workmesh_tracking_v1_ClientBudget
  >;

  /**
   * GET /api/v3/timer/current
   */
  GetCurrentTimer: grpc.handleUnaryCall<
    _workmesh_tracking_v1_GetCurrentTimerRequest__Output,
    _workmesh_tracking_v1_TimeEntry
  >;

  /**
   * GET /api/v3/expense/{id}
   */
  GetExpense: grpc.handleUnaryCall<
    _workmesh_tracking_v1_ExpenseRef__Output,
    _workmesh_tracking_v1_Expense
  >;

  /**
   * GET /api/v3/expense/{id}/receipt: the stored file (NOT_FOUND when it has none).
   */
  GetExpenseReceipt: grpc.handleUnaryCall<
    _workmesh_tracking_v1_ExpenseRef__Output,
    _workmesh_tracking_v1_ExpenseReceipt
  >;

  /**
   * GET /api/v3/export/{id} (owners): the job, with a link that expires once done
   */
  GetExport: grpc.handleUnaryCall<
    _workmesh_tracking_v1_ExportRef__Output,
    _workmesh_tracking_v1_ExportJob
  >;

  /**
   * GET /api/v3/import/{id}
   */
  GetImport: grpc.handleUnaryCall<
    _workmesh_tracking_v1_ImportRef__Output,
    _workmesh_tracking_v1_ImportJob
  >;

  /**
   * Rates (issue 34; owners and managers): GET /api/v3/team/rates,
   * /team/members/{user_id}/rates, /client/{id}/rates, /project/{id}/rates and
   * /project/{id}/members/{user_id}/rates: a level's rate in force today and its history.
   */
  GetRates: grpc.handleUnaryCall<
    _workmesh_tracking_v1_RatesRef__Output,
    _workmesh_tracking_v1_Rates
  >;

  /**
   * GET /api/v3/tag/{id}
   */
  GetTag: grpc.handleUnaryCall<_workmesh_tracking_v1_TagRef__Output, _workmesh_tracking_v1_Tag>;

  /**
   * GET /api/v3/time-entry/{id}
   */
  GetTimeEntry: grpc.handleUnaryCall<
    _workmesh_tracking_v1_TimeEntryRef__Output,
    _workmesh_tracking_v1_TimeEntry
  >;

  /**
   * GET /api/v3/timesheet?user_id=&week=
   */
  GetTimesheet: grpc.handleUnaryCall<
    _workmesh_tracking_v1_TimesheetRef__Output,
    _workmesh_tracking_v1_Timesheet
  >;

  /**
   * GET /api/v3/user/export/{id} (only the user who asked)
   */
  GetUserExport: grpc.handleUnaryCall<
    _workmesh_tracking_v1_ExportRef__Output,
    _workmesh_tracking_v1_ExportJob
  >;

  /**
   * GET /api/v3/expense-category/list (everyone in the team; archived ones on request)
   */
  ListExpenseCategories: grpc.handleUnaryCall<
    _workmesh_tracking_v1_ListExpenseCategoriesRequest__Output,
    _workmesh_tracking_v1_ListExpenseCategoriesResponse
  >;

  /**
   * GET /api/v3/expense/list (paged; ?format=csv is the gateway's)
   */
  ListExpenses: grpc.handleUnaryCall<
    _workmesh_tracking_v1_ListExpensesRequest__Output,
    _workmesh_tracking_v1_ListExpensesResponse
  >;

  /**
   * GET /api/v3/import/{id}/errors (paged; ?format=csv is the gateway's)
   */
  ListImportErrors: grpc.handleUnaryCall<
    _workmesh_tracking_v1_ListImportErrorsRequest__Output,
    _workmesh_tracking_v1_ListImportErrorsResponse
  >;

  /**
   * GET /api/v3/import/list (owners and managers; newest first, paged)
   */
  ListImports: grpc.handleUnaryCall<
    _workmesh_tracking_v1_ListImportsRequest__Output,
    _workmesh_tracking_v1_ListImportsResponse
  >;

  /**
   * GET /api/v3/tag/list
   */
  ListTags: grpc.handleUnaryCall<
    _workmesh_tracking_v1_ListTagsRequest__Output,
    _workmesh_tracking_v1_ListTagsResponse
  >;

  /**
   * GET /api/v3/time-entry/list
   */
  ListTimeEntries: grpc.handleUnaryCall<
    _workmesh_tracking_v1_ListTimeEntriesRequest__Output,
    _workmesh_tracking_v1_ListTimeEntriesResponse
  >;

  /**
   * POST /api/v3/timesheet/reject (owners and managers; comment mailed to the member)
   */
  RejectTimesheet: grpc.handleUnaryCall<
    _workmesh_tracking_v1_RejectTimesheetRequest__Output,
    _workmesh_tracking_v1_Timesheet
  >;

  /**
   * Internal (invoices, a voided invoice or a creation that did not finish): the
   * invoice's entries are unmarked and unlocked (approved ones stay locked as approved).
   * Idempotent: nothing left to release answers released 0.
   */
  ReleaseInvoiceEntries: grpc.handleUnaryCall<
    _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest__Output,
    _workmesh_tracking_v1_ReleaseInvoiceEntriesResponse
  >;

  /**
   * Internal (invoices, void or an unfinished creation): the invoice's expenses are
   * unmarked and unlocked (those of approved weeks stay locked). Idempotent.
   */
  ReleaseInvoiceExpenses: grpc.handleUnaryCall<
    _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest__Output,
    _workmesh_tracking_v1_ReleaseInvoiceEntriesResponse
  >;

  /**
   * POST /api/v3/timer/start: stops the caller's running timer (same instant, same
   * transaction) and starts a new one.
   */
  StartTimer: grpc.handleUnaryCall<
    _workmesh_tracking_v1_StartTimerRequest__Output,
    _workmesh_tracking_v1_TimeEntry
  >;

  /**
   * POST /api/v3/timer/stop
   */
  StopTimer: grpc.handleUnaryCall<
    _workmesh_tracking_v1_StopTimerRequest__Output,
    _workmesh_tracking_v1_TimeEntry
  >;

  /**
   * POST /api/v3/timesheet/submit (the caller's own week)
   */
  SubmitTimesheet: grpc.handleUnaryCall<
    _workmesh_tracking_v1_TimesheetRef__Output,
    _workmesh_tracking_v1_Timesheet
  >;

  /**
   * GET /api/v3/report/summary
   */
  SummaryReport: grpc.handleUnaryCall<
    _workmesh_tracking_v1_SummaryReportRequest__Output,
    _workmesh_tracking_v1_SummaryReport
  >;

  /**
   * POST /api/v3/expense/{id}/update (a receipt given replaces the stored one)
   */
  UpdateExpense: grpc.handleUnaryCall<
    _workmesh_tracking_v1_UpdateExpenseRequest__Output,
    _workmesh_tracking_v1_Expense
  >;

  /**
   * POST /api/v3/expense-category/{id}/update (owners and managers)
   */
  UpdateExpenseCategory: grpc.handleUnaryCall<
    _workmesh_tracking_v1_UpdateExpenseCategoryRequest__Output,
    _workmesh_tracking_v1_ExpenseCategory
  >;

  /**
   * POST …/rates/update: a new rate from effective_from (history kept); with apply_from the
   * unlocked, uninvoiced entries from that date are repriced; dry_run saves nothing.
   */
  UpdateRates: grpc.handleUnaryCall<
    _workmesh_tracking_v1_UpdateRatesRequest__Output,
    _workmesh_tracking_v1_RatesUpdate
  >;

  /**
   * POST /api/v3/tag/{id}/update
   */
  UpdateTag: grpc.handleUnaryCall<
    _workmesh_tracking_v1_UpdateTagRequest__Output,
    _workmesh_tracking_v1_Tag
  >;

  /**
   * POST /api/v3/time-entry/{id}/update
   */
  UpdateTimeEntry: grpc.handleUnaryCall<
    _workmesh_tracking_v1_UpdateTimeEntryRequest__Output,
    _workmesh_tracking_v1_TimeEntry
  >;
}

export interface TrackingDefinition extends grpc.ServiceDefinition {
  ApproveTimesheet: MethodDefinition<
    _workmesh_tracking_v1_TimesheetRef,
    _workmesh_tracking_v1_Timesheet,
    _workmesh_tracking_v1_TimesheetRef__Output,
    _workmesh_tracking_v1_Timesheet__Output
  >;
  AttendanceReport: MethodDefinition<
    _workmesh_tracking_v1_AttendanceReportRequest,
    _workmesh_tracking_v1_AttendanceReport,
    _workmesh_tracking_v1_AttendanceReportRequest__Output,
    _workmesh_tracking_v1_AttendanceReport__Output
  >;
  ClaimInvoiceEntries: MethodDefinition<
    _workmesh_tracking_v1_ClaimInvoiceEntriesRequest,
    _workmesh_tracking_v1_ClaimInvoiceEntriesResponse,
    _workmesh_tracking_v1_ClaimInvoiceEntriesRequest__Output,
    _workmesh_tracking_v1_ClaimInvoiceEntriesResponse__Output
  >;
  ClaimInvoiceExpenses: MethodDefinition<
    _workmesh_tracking_v1_ClaimInvoiceExpensesRequest,
    _workmesh_tracking_v1_ClaimInvoiceExpensesResponse,
    _workmesh_tracking_v1_ClaimInvoiceExpensesRequest__Output,
    _workmesh_tracking_v1_ClaimInvoiceExpensesResponse__Output
  >;
  CreateExpense: MethodDefinition<
    _workmesh_tracking_v1_CreateExpenseRequest,
    _workmesh_tracking_v1_Expense,
    _workmesh_tracking_v1_CreateExpenseRequest__Output,
    _workmesh_tracking_v1_Expense__Output
  >;
  CreateExpenseCategory: MethodDefinition<
    _workmesh_tracking_v1_ExpenseCategoryFields,
    _workmesh_tracking_v1_ExpenseCategory,
    _workmesh_tracking_v1_ExpenseCategoryFields__Output,
    _workmesh_tracking_v1_ExpenseCategory__Output
  >;
  CreateExport: MethodDefinition<
    _workmesh_tracking_v1_CreateExportRequest,
    _workmesh_tracking_v1_ExportJob,
    _workmesh_tracking_v1_CreateExportRequest__Output,
    _workmesh_tracking_v1_ExportJob__Output
  >;
  CreateImport: MethodDefinition<
    _workmesh_tracking_v1_CreateImportRequest,
    _workmesh_tracking_v1_ImportJob,
    _workmesh_tracking_v1_CreateImportRequest__Output,
    _workmesh_tracking_v1_ImportJob__Output
  >;
  CreateTag: MethodDefinition<
    _workmesh_tracking_v1_TagFields,
    _workmesh_tracking_v1_Tag,
    _workmesh_tracking_v1_TagFields__Output,
    _workmesh_tracking_v1_Tag__Output
  >;
  CreateTimeEntry: MethodDefinition<
    _workmesh_tracking_v1_CreateTimeEntryRequest,
    _workmesh_tracking_v1_TimeEntry,
    _workmesh_tracking_v1_CreateTimeEntryRequest__Output,
    _workmesh_tracking_v1_TimeEntry__Output
  >;
  CreateUserExport: MethodDefinition<
    _workmesh_tracking_v1_CreateUserExportRequest,
    _workmesh_tracking_v1_ExportJob,
    _workmesh_tracking_v1_CreateUserExportRequest__Output,
    _workmesh_tracking_v1_ExportJob__Output
  >;
  DeleteExpense: MethodDefinition<
    _workmesh_tracking_v1_ExpenseRef,
    _workmesh_tracking_v1_DeleteExpenseResponse,
    _workmesh_tracking_v1_ExpenseRef__Output,
    _workmesh_tracking_v1_DeleteExpenseResponse__Output
  >;
  DeleteExpenseCategory: MethodDefinition<
    _workmesh_tracking_v1_ExpenseCategoryRef,
    _workmesh_tracking_v1_DeleteExpenseResponse,
    _workmesh_tracking_v1_ExpenseCategoryRef__Output,
    _workmesh_tracking_v1_DeleteExpenseResponse__Output
  >;
  DeleteTag: MethodDefinition<
    _workmesh_tracking_v1_TagRef,
    _workmesh_tracking_v1_DeleteTimeEntryResponse,
    _workmesh_tracking_v1_TagRef__Output,
    _workmesh_tracking_v1_DeleteTimeEntryResponse__Output
  >;
  DeleteTimeEntry: MethodDefinition<
    _workmesh_tracking_v1_TimeEntryRef,
    _workmesh_tracking_v1_DeleteTimeEntryResponse,
    _workmesh_tracking_v1_TimeEntryRef__Output,
    _workmesh_tracking_v1_DeleteTimeEntryResponse__Output
  >;
  DetailedReport: MethodDefinition<
    _workmesh_tracking_v1_DetailedReportRequest,
    _workmesh_tracking_v1_DetailedReport,
    _workmesh_tracking_v1_DetailedReportRequest__Output,
    _workmesh_tracking_v1_DetailedReport__Output
  >;
  GetClientBudget: MethodDefinition<
    _workmesh_tracking_v1_ClientBudgetRef,
    _workmesh_tracking_v1_ClientBudget,
    _workmesh_tracking_v1_ClientBudgetRef__Output,
    _workmesh_tracking_v1_ClientBudget__Output
  >;
  GetCurrentTimer: MethodDefinition<
    _workmesh_tracking_v1_GetCurrentTimerRequest,
    _workmesh_tracking_v1_TimeEntry,
    _workmesh_tracking_v1_GetCurrentTimerRequest__Output,
    _workmesh_tracking_v1_TimeEntry__Output
  >;
  GetExpense: MethodDefinition<
    _workmesh_tracking_v1_ExpenseRef,
    _workmesh_tracking_v1_Expense,
    _workmesh_tracking_v1_ExpenseRef__Output,
    _workmesh_tracking_v1_Expense__Output
  >;
  GetExpenseReceipt: MethodDefinition<
    _workmesh_tracking_v1_ExpenseRef,
    _workmesh_tracking_v1_ExpenseReceipt,
    _workmesh_tracking_v1_ExpenseRef__Output,
    _workmesh_tracking_v1_ExpenseReceipt__Output
  >;
  GetExport: MethodDefinition<
    _workmesh_tracking_v1_ExportRef,
    _workmesh_tracking_v1_ExportJob,
    _workmesh_tracking_v1_ExportRef__Output,
    _workmesh_tracking_v1_ExportJob__Output
  >;
  GetImport: MethodDefinition<
    _workmesh_tracking_v1_ImportRef,
    _workmesh_tracking_v1_ImportJob,
    _workmesh_tracking_v1_ImportRef__Output,
    _workmesh_tracking_v1_ImportJob__Output
  >;
  GetRates: MethodDefinition<
    _workmesh_tracking_v1_RatesRef,
    _workmesh_tracking_v1_Rates,
    _workmesh_tracking_v1_RatesRef__Output,
    _workmesh_tracking_v1_Rates__Output
  >;
  GetTag: MethodDefinition<
    _workmesh_tracking_v1_TagRef,
    _workmesh_tracking_v1_Tag,
    _workmesh_tracking_v1_TagRef__Output,
    _workmesh_tracking_v1_Tag__Output
  >;
  GetTimeEntry: MethodDefinition<
    _workmesh_tracking_v1_TimeEntryRef,
    _workmesh_tracking_v1_TimeEntry,
    _workmesh_tracking_v1_TimeEntryRef__Output,
    _workmesh_tracking_v1_TimeEntry__Output
  >;
  GetTimesheet: MethodDefinition<
    _workmesh_tracking_v1_TimesheetRef,
    _workmesh_tracking_v1_Timesheet,
    _workmesh_tracking_v1_TimesheetRef__Output,
    _workmesh_tracking_v1_Timesheet__Output
  >;
  GetUserExport: MethodDefinition<
    _workmesh_tracking_v1_ExportRef,
    _workmesh_tracking_v1_ExportJob,
    _workmesh_tracking_v1_ExportRef__Output,
    _workmesh_tracking_v1_ExportJob__Output
  >;
  ListExpenseCategories: MethodDefinition<
    _workmesh_tracking_v1_ListExpenseCategoriesRequest,
    _workmesh_tracking_v1_ListExpenseCategoriesResponse,
    _workmesh_tracking_v1_ListExpenseCategoriesRequest__Output,
    _workmesh_tracking_v1_ListExpenseCategoriesResponse__Output
  >;
  ListExpenses: MethodDefinition<
    _workmesh_tracking_v1_ListExpensesRequest,
    _workmesh_tracking_v1_ListExpensesResponse,
    _workmesh_tracking_v1_ListExpensesRequest__Output,
    _workmesh_tracking_v1_ListExpensesResponse__Output
  >;
  ListImportErrors: MethodDefinition<
    _workmesh_tracking_v1_ListImportErrorsRequest,
    _workmesh_tracking_v1_ListImportErrorsResponse,
    _workmesh_tracking_v1_ListImportErrorsRequest__Output,
    _workmesh_tracking_v1_ListImportErrorsResponse__Output
  >;
  ListImports: MethodDefinition<
    _workmesh_tracking_v1_ListImportsRequest,
    _workmesh_tracking_v1_ListImportsResponse,
    _workmesh_tracking_v1_ListImportsRequest__Output,
    _workmesh_tracking_v1_ListImportsResponse__Output
  >;
  ListTags: MethodDefinition<
    _workmesh_tracking_v1_ListTagsRequest,
    _workmesh_tracking_v1_ListTagsResponse,
    _workmesh_tracking_v1_ListTagsRequest__Output,
    _workmesh_tracking_v1_ListTagsResponse__Output
  >;
  ListTimeEntries: MethodDefinition<
    _workmesh_tracking_v1_ListTimeEntriesRequest,
    _workmesh_tracking_v1_ListTimeEntriesResponse,
    _workmesh_tracking_v1_ListTimeEntriesRequest__Output,
    _workmesh_tracking_v1_ListTimeEntriesResponse__Output
  >;
  RejectTimesheet: MethodDefinition<
    _workmesh_tracking_v1_RejectTimesheetRequest,
    _workmesh_tracking_v1_Timesheet,
    _workmesh_tracking_v1_RejectTimesheetRequest__Output,
    _workmesh_tracking_v1_Timesheet__Output
  >;
  ReleaseInvoiceEntries: MethodDefinition<
    _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
    _workmesh_tracking_v1_ReleaseInvoiceEntriesResponse,
    _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest__Output,
    _workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output
  >;
  ReleaseInvoiceExpenses: MethodDefinition<
    _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
    _workmesh_tracking_v1_ReleaseInvoiceEntriesResponse,
    _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest__Output,
    _workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output
  >;
  StartTimer: MethodDefinition<
    _workmesh_tracking_v1_StartTimerRequest,
    _workmesh_tracking_v1_TimeEntry,
    _workmesh_tracking_v1_StartTimerRequest__Output,
    _workmesh_tracking_v1_TimeEntry__Output
  >;
  StopTimer: MethodDefinition<
    _workmesh_tracking_v1_StopTimerRequest,
    _workmesh_tracking_v1_TimeEntry,
    _workmesh_tracking_v1_StopTimerRequest__Output,
    _workmesh_tracking_v1_TimeEntry__Output
  >;
  SubmitTimesheet: MethodDefinition<
    _workmesh_tracking_v1_TimesheetRef,
    _workmesh_tracking_v1_Timesheet,
    _workmesh_tracking_v1_TimesheetRef__Output,
    _workmesh_tracking_v1_Timesheet__Output
  >;
  SummaryReport: MethodDefinition<
    _workmesh_tracking_v1_SummaryReportRequest,
    _workmesh_tracking_v1_SummaryReport,
    _workmesh_tracking_v1_SummaryReportRequest__Output,
    _workmesh_tracking_v1_SummaryReport__Output
  >;
  UpdateExpense: MethodDefinition<
    _workmesh_tracking_v1_UpdateExpenseRequest,
    _workmesh_tracking_v1_Expense,
    _workmesh_tracking_v1_UpdateExpenseRequest__Output,
    _workmesh_tracking_v1_Expense__Output
  >;
  UpdateExpenseCategory: MethodDefinition<
    _workmesh_tracking_v1_UpdateExpenseCategoryRequest,
    _workmesh_tracking_v1_ExpenseCategory,
    _workmesh_tracking_v1_UpdateExpenseCategoryRequest__Output,
    _workmesh_tracking_v1_ExpenseCategory__Output
  >;
  UpdateRates: MethodDefinition<
    _workmesh_tracking_v1_UpdateRatesRequest,
    _workmesh_tracking_v1_RatesUpdate,
    _workmesh_tracking_v1_UpdateRatesRequest__Output,
    _workmesh_tracking_v1_RatesUpdate__Output
  >;
  UpdateTag: MethodDefinition<
    _workmesh_tracking_v1_UpdateTagRequest,
    _workmesh_tracking_v1_Tag,
    _workmesh_tracking_v1_UpdateTagRequest__Output,
    _workmesh_tracking_v1_Tag__Output
  >;
  UpdateTimeEntry: MethodDefinition<
    _workmesh_tracking_v1_UpdateTimeEntryRequest,
    _workmesh_tracking_v1_TimeEntry,
    _workmesh_tracking_v1_UpdateTimeEntryRequest__Output,
    _workmesh_tracking_v1_TimeEntry__Output
  >;
}
