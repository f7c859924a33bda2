import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  AppliedRates as _workmesh_tracking_v1_AppliedRates,
  AppliedRates__Output as _workmesh_tracking_v1_AppliedRates__Output,
} from './workmesh/tracking/v1/AppliedRates';
import type {
  AttendanceDay as _workmesh_tracking_v1_AttendanceDay,
  AttendanceDay__Output as _workmesh_tracking_v1_AttendanceDay__Output,
} from './workmesh/tracking/v1/AttendanceDay';
import type {
  AttendanceMember as _workmesh_tracking_v1_AttendanceMember,
  AttendanceMember__Output as _workmesh_tracking_v1_AttendanceMember__Output,
} from './workmesh/tracking/v1/AttendanceMember';
import type {
  AttendanceReport as _workmesh_tracking_v1_AttendanceReport,
  AttendanceReport__Output as _workmesh_tracking_v1_AttendanceReport__Output,
} from './workmesh/tracking/v1/AttendanceReport';
import type {
  AttendanceReportRequest as _workmesh_tracking_v1_AttendanceReportRequest,
  AttendanceReportRequest__Output as _workmesh_tracking_v1_AttendanceReportRequest__Output,
} from './workmesh/tracking/v1/AttendanceReportRequest';
import type {
  ClaimInvoiceEntriesRequest as _workmesh_tracking_v1_ClaimInvoiceEntriesRequest,
  ClaimInvoiceEntriesRequest__Output as _workmesh_tracking_v1_ClaimInvoiceEntriesRequest__Output,
} from './workmesh/tracking/v1/ClaimInvoiceEntriesRequest';
import type {
  ClaimInvoiceEntriesResponse as _workmesh_tracking_v1_ClaimInvoiceEntriesResponse,
  ClaimInvoiceEntriesResponse__Output as _workmesh_tracking_v1_ClaimInvoiceEntriesResponse__Output,
} from './workmesh/tracking/v1/ClaimInvoiceEntriesResponse';
import type {
  ClaimInvoiceExpensesRequest as _workmesh_tracking_v1_ClaimInvoiceExpensesRequest,
  ClaimInvoiceExpensesRequest__Output as _workmesh_tracking_v1_ClaimInvoiceExpensesRequest__Output,
} from './workmesh/tracking/v1/ClaimInvoiceExpensesRequest';
import type {
  ClaimInvoiceExpensesResponse as _workmesh_tracking_v1_ClaimInvoiceExpensesResponse,
  ClaimInvoiceExpensesResponse__Output as _workmesh_tracking_v1_ClaimInvoiceExpensesResponse__Output,
} from './workmesh/tracking/v1/ClaimInvoiceExpensesResponse';
import type {
  ClientBudget as _workmesh_tracking_v1_ClientBudget,
  ClientBudget__Output as _workmesh_tracking_v1_ClientBudget__Output,
} from './workmesh/tracking/v1/ClientBudget';
import type {
  ClientBudgetRef as _workmesh_tracking_v1_ClientBudgetRef,
  ClientBudgetRef__Output as _workmesh_tracking_v1_ClientBudgetRef__Output,
} from './workmesh/tracking/v1/ClientBudgetRef';
import type {
  CreateExpenseRequest as _workmesh_tracking_v1_CreateExpenseRequest,
  CreateExpenseRequest__Output as _workmesh_tracking_v1_CreateExpenseRequest__Output,
} from './workmesh/tracking/v1/CreateExpenseRequest';
import type {
  CreateExportRequest as _workmesh_tracking_v1_CreateExportRequest,
  CreateExportRequest__Output as _workmesh_tracking_v1_CreateExportRequest__Output,
} from './workmesh/tracking/v1/CreateExportRequest';
import type {
  CreateImportRequest as _workmesh_tracking_v1_CreateImportRequest,
  CreateImportRequest__Output as _workmesh_tracking_v1_CreateImportRequest__Output,
} from './workmesh/tracking/v1/CreateImportRequest';
import type {
  CreateTimeEntryRequest as _workmesh_tracking_v1_CreateTimeEntryRequest,
  CreateTimeEntryRequest__Output as _workmesh_tracking_v1_CreateTimeEntryRequest__Output,
} from './workmesh/tracking/v1/CreateTimeEntryRequest';
import type {
  CreateUserExportRequest as _workmesh_tracking_v1_CreateUserExportRequest,
  CreateUserExportRequest__Output as _workmesh_tracking_v1_CreateUserExportRequest__Output,
} from './workmesh/tracking/v1/CreateUserExportRequest';
import type {
  CurrencyAmounts as _workmesh_tracking_v1_CurrencyAmounts,
  CurrencyAmounts__Output as _workmesh_tracking_v1_CurrencyAmounts__Output,
} from './workmesh/tracking/v1/CurrencyAmounts';
import type {
  DayTotals as _workmesh_tracking_v1_DayTotals,
  DayTotals__Output as _workmesh_tracking_v1_DayTotals__Output,
} from './workmesh/tracking/v1/DayTotals';
import type {
  DeleteExpenseResponse as _workmesh_tracking_v1_DeleteExpenseResponse,
  DeleteExpenseResponse__Output as _workmesh_tracking_v1_DeleteExpenseResponse__Output,
} from './workmesh/tracking/v1/DeleteExpenseResponse';
import type {
  DeleteTimeEntryResponse as _workmesh_tracking_v1_DeleteTimeEntryResponse,
  DeleteTimeEntryResponse__Output as _workmesh_tracking_v1_DeleteTimeEntryResponse__Output,
} from './workmesh/tracking/v1/DeleteTimeEntryResponse';
import type {
  DetailedReport as _workmesh_tracking_v1_DetailedReport,
  DetailedReport__Output as _workmesh_tracking_v1_DetailedReport__Output,
} from './workmesh/tracking/v1/DetailedReport';
import type {
  DetailedReportRequest as _workmesh_tracking_v1_DetailedReportRequest,
  DetailedReportRequest__Output as _workmesh_tracking_v1_DetailedReportRequest__Output,
} from './workmesh/tracking/v1/DetailedReportRequest';
import type {
  Expense as _workmesh_tracking_v1_Expense,
  Expense__Output as _workmesh_tracking_v1_Expense__Output,
} from './workmesh/tracking/v1/Expense';
import type {
  ExpenseCategory as _workmesh_tracking_v1_ExpenseCategory,
  ExpenseCategory__Output as _workmesh_tracking_v1_ExpenseCategory__Output,
} from './workmesh/tracking/v1/ExpenseCategory';
import type {
  ExpenseCategoryFields as _workmesh_tracking_v1_ExpenseCategoryFields,
  ExpenseCategoryFields__Output as _workmesh_tracking_v1_ExpenseCategoryFields__Output,
} from './workmesh/tracking/v1/ExpenseCategoryFields';
import type {
  ExpenseCategoryRef as _workmesh_tracking_v1_ExpenseCategoryRef,
  ExpenseCategoryRef__Output as _workmesh_tracking_v1_ExpenseCategoryRef__Output,
} from './workmesh/tracking/v1/ExpenseCategoryRef';
import type {
  ExpenseReceipt as _workmesh_tracking_v1_ExpenseReceipt,
  ExpenseReceipt__Output as _workmesh_tracking_v1_ExpenseReceipt__Output,
} from './workmesh/tracking/v1/ExpenseReceipt';
import type {
  ExpenseReceiptInfo as _workmesh_tracking_v1_ExpenseReceiptInfo,
  ExpenseReceiptInfo__Output as _workmesh_tracking_v1_ExpenseReceiptInfo__Output,
} from './workmesh/tracking/v1/ExpenseReceiptInfo';
import type {
  ExpenseRef as _workmesh_tracking_v1_ExpenseRef,
  ExpenseRef__Output as _workmesh_tracking_v1_ExpenseRef__Output,
} from './workmesh/tracking/v1/ExpenseRef';
import type {
  ExpenseTotal as _workmesh_tracking_v1_ExpenseTotal,
  ExpenseTotal__Output as _workmesh_tracking_v1_ExpenseTotal__Output,
} from './workmesh/tracking/v1/ExpenseTotal';
import type {
  ExportJob as _workmesh_tracking_v1_ExportJob,
  ExportJob__Output as _workmesh_tracking_v1_ExportJob__Output,
} from './workmesh/tracking/v1/ExportJob';
import type {
  ExportPart as _workmesh_tracking_v1_ExportPart,
  ExportPart__Output as _workmesh_tracking_v1_ExportPart__Output,
} from './workmesh/tracking/v1/ExportPart';
import type {
  ExportRef as _workmesh_tracking_v1_ExportRef,
  ExportRef__Output as _workmesh_tracking_v1_ExportRef__Output,
} from './workmesh/tracking/v1/ExportRef';
import type {
  GetCurrentTimerRequest as _workmesh_tracking_v1_GetCurrentTimerRequest,
  GetCurrentTimerRequest__Output as _workmesh_tracking_v1_GetCurrentTimerRequest__Output,
} from './workmesh/tracking/v1/GetCurrentTimerRequest';
import type {
  ImportColumnMapping as _workmesh_tracking_v1_ImportColumnMapping,
  ImportColumnMapping__Output as _workmesh_tracking_v1_ImportColumnMapping__Output,
} from './workmesh/tracking/v1/ImportColumnMapping';
import type {
  ImportCreatedRecords as _workmesh_tracking_v1_ImportCreatedRecords,
  ImportCreatedRecords__Output as _workmesh_tracking_v1_ImportCreatedRecords__Output,
} from './workmesh/tracking/v1/ImportCreatedRecords';
import type {
  ImportJob as _workmesh_tracking_v1_ImportJob,
  ImportJob__Output as _workmesh_tracking_v1_ImportJob__Output,
} from './workmesh/tracking/v1/ImportJob';
import type {
  ImportRef as _workmesh_tracking_v1_ImportRef,
  ImportRef__Output as _workmesh_tracking_v1_ImportRef__Output,
} from './workmesh/tracking/v1/ImportRef';
import type {
  ImportRowError as _workmesh_tracking_v1_ImportRowError,
  ImportRowError__Output as _workmesh_tracking_v1_ImportRowError__Output,
} from './workmesh/tracking/v1/ImportRowError';
import type {
  ImportUpload as _workmesh_tracking_v1_ImportUpload,
  ImportUpload__Output as _workmesh_tracking_v1_ImportUpload__Output,
} from './workmesh/tracking/v1/ImportUpload';
import type {
  ImportUserMapping as _workmesh_tracking_v1_ImportUserMapping,
  ImportUserMapping__Output as _workmesh_tracking_v1_ImportUserMapping__Output,
} from './workmesh/tracking/v1/ImportUserMapping';
import type {
  ListExpenseCategoriesRequest as _workmesh_tracking_v1_ListExpenseCategoriesRequest,
  ListExpenseCategoriesRequest__Output as _workmesh_tracking_v1_ListExpenseCategoriesRequest__Output,
} from './workmesh/tracking/v1/ListExpenseCategoriesRequest';
import type {
  ListExpenseCategoriesResponse as _workmesh_tracking_v1_ListExpenseCategoriesResponse,
  ListExpenseCategoriesResponse__Output as _workmesh_tracking_v1_ListExpenseCategoriesResponse__Output,
} from './workmesh/tracking/v1/ListExpenseCategoriesResponse';
import type {
  ListExpensesRequest as _workmesh_tracking_v1_ListExpensesRequest,
  ListExpensesRequest__Output as _workmesh_tracking_v1_ListExpensesRequest__Output,
} from './workmesh/tracking/v1/ListExpensesRequest';
import type {
  ListExpensesResponse as _workmesh_tracking_v1_ListExpensesResponse,
  ListExpensesResponse__Output as _workmesh_tracking_v1_ListExpensesResponse__Output,
} from './workmesh/tracking/v1/ListExpensesResponse';
import type {
  ListImportErrorsRequest as _workmesh_tracking_v1_ListImportErrorsRequest,
  ListImportErrorsRequest__Output as _workmesh_tracking_v1_ListImportErrorsRequest__Output,
} from './workmesh/tracking/v1/ListImportErrorsRequest';
import type {
  ListImportErrorsResponse as _workmesh_tracking_v1_ListImportErrorsResponse,
  ListImportErrorsResponse__Output as _workmesh_tracking_v1_ListImportErrorsResponse__Output,
} from './workmesh/tracking/v1/ListImportErrorsResponse';
import type {
  ListImportsRequest as _workmesh_tracking_v1_ListImportsRequest,
  ListImportsRequest__Output as _workmesh_tracking_v1_ListImportsRequest__Output,
} from './workmesh/tracking/v1/ListImportsRequest';
import type {
  ListImportsResponse as _workmesh_tracking_v1_ListImportsResponse,
  ListImportsResponse__Output as _workmesh_tracking_v1_ListImportsResponse__Output,
} from './workmesh/tracking/v1/ListImportsResponse';
import type {
  ListTagsRequest as _workmesh_tracking_v1_ListTagsRequest,
  ListTagsRequest__Output as _workmesh_tracking_v1_ListTagsRequest__Output,
} from './workmesh/tracking/v1/ListTagsRequest';
import type {
  ListTagsResponse as _workmesh_tracking_v1_ListTagsResponse,
  ListTagsResponse__Output as _workmesh_tracking_v1_ListTagsResponse__Output,
} from './workmesh/tracking/v1/ListTagsResponse';
import type {
  ListTimeEntriesRequest as _workmesh_tracking_v1_ListTimeEntriesRequest,
  ListTimeEntriesRequest__Output as _workmesh_tracking_v1_ListTimeEntriesRequest__Output,
} from './workmesh/tracking/v1/ListTimeEntriesRequest';
import type {
  ListTimeEntriesResponse as _workmesh_tracking_v1_ListTimeEntriesResponse,
  ListTimeEntriesResponse__Output as _workmesh_tracking_v1_ListTimeEntriesResponse__Output,
} from './workmesh/tracking/v1/ListTimeEntriesResponse';
import type {
  PageInfo as _workmesh_tracking_v1_PageInfo,
  PageInfo__Output as _workmesh_tracking_v1_PageInfo__Output,
} from './workmesh/tracking/v1/PageInfo';
import type {
  RateChange as _workmesh_tracking_v1_RateChange,
  RateChange__Output as _workmesh_tracking_v1_RateChange__Output,
} from './workmesh/tracking/v1/RateChange';
import type {
  Rates as _workmesh_tracking_v1_Rates,
  Rates__Output as _workmesh_tracking_v1_Rates__Output,
} from './workmesh/tracking/v1/Rates';
import type {
  RatesRef as _workmesh_tracking_v1_RatesRef,
  RatesRef__Output as _workmesh_tracking_v1_RatesRef__Output,
} from './workmesh/tracking/v1/RatesRef';
import type {
  RatesUpdate as _workmesh_tracking_v1_RatesUpdate,
  RatesUpdate__Output as _workmesh_tracking_v1_RatesUpdate__Output,
} from './workmesh/tracking/v1/RatesUpdate';
import type {
  ReceiptUpload as _workmesh_tracking_v1_ReceiptUpload,
  ReceiptUpload__Output as _workmesh_tracking_v1_ReceiptUpload__Output,
} from './workmesh/tracking/v1/ReceiptUpload';
import type {
  RejectTimesheetRequest as _workmesh_tracking_v1_RejectTimesheetRequest,
  RejectTimesheetRequest__Output as _workmesh_tracking_v1_RejectTimesheetRequest__Output,
} from './workmesh/tracking/v1/RejectTimesheetRequest';
import type {
  ReleaseInvoiceEntriesRequest as _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
  ReleaseInvoiceEntriesRequest__Output as _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest__Output,
} from './workmesh/tracking/v1/ReleaseInvoiceEntriesRequest';
import type {
  ReleaseInvoiceEntriesResponse as _workmesh_tracking_v1_ReleaseInvoiceEntriesResponse,
  ReleaseInvoiceEntriesResponse__Output as _workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output,
} from './workmesh/tracking/v1/ReleaseInvoiceEntriesResponse';
import type {
  ReportGroup as _workmesh_tracking_v1_ReportGroup,
  ReportGroup__Output as _workmesh_tracking_v1_ReportGroup__Output,
} from './workmesh/tracking/v1/ReportGroup';
import type {
  Repricing as _workmesh_tracking_v1_Repricing,
  Repricing__Output as _workmesh_tracking_v1_Repricing__Output,
} from './workmesh/tracking/v1/Repricing';
import type {
  StartTimerRequest as _workmesh_tracking_v1_StartTimerRequest,
  StartTimerRequest__Output as _workmesh_tracking_v1_StartTimerRequest__Output,
} from './workmesh/tracking/v1/StartTimerRequest';
import type {
  StopTimerRequest as _workmesh_tracking_v1_StopTimerRequest,
  StopTimerRequest__Output as _workmesh_tracking_v1_StopTimerRequest__Output,
} from './workmesh/tracking/v1/StopTimerRequest';
import type {
  SummaryReport as _workmesh_tracking_v1_SummaryReport,
  SummaryReport__Output as _workmesh_tracking_v1_SummaryReport__Output,
} from './workmesh/tracking/v1/SummaryReport';
import type {
  SummaryReportRequest as _workmesh_tracking_v1_SummaryReportRequest,
  SummaryReportRequest__Output as _workmesh_tracking_v1_SummaryReportRequest__Output,
} from './workmesh/tracking/v1/SummaryReportRequest';
import type {
  Tag as _workmesh_tracking_v1_Tag,
  Tag__Output as _workmesh_tracking_v1_Tag__Output,
} from './workmesh/tracking/v1/Tag';
import type {
  TagFields as _workmesh_tracking_v1_TagFields,
  TagFields__Output as _workmesh_tracking_v1_TagFields__Output,
} from './workmesh/tracking/v1/TagFields';
import type {
  TagRef as _workmesh_tracking_v1_TagRef,
  TagRef__Output as _workmesh_tracking_v1_TagRef__Output,
} from './workmesh/tracking/v1/TagRef';
import type {
  TimeEntry as _workmesh_tracking_v1_TimeEntry,
  TimeEntry__Output as _workmesh_tracking_v1_TimeEntry__Output,
} from './workmesh/tracking/v1/TimeEntry';
import type {
  TimeEntryRef as _workmesh_tracking_v1_TimeEntryRef,
  TimeEntryRef__Output as _workmesh_tracking_v1_TimeEntryRef__Output,
} from './workmesh/tracking/v1/TimeEntryRef';
import type {
  Timesheet as _workmesh_tracking_v1_Timesheet,
  Timesheet__Output as _workmesh_tracking_v1_Timesheet__Output,
} from './workmesh/tracking/v1/Timesheet';
import type {
  TimesheetAbsence as _workmesh_tracking_v1_TimesheetAbsence,
  TimesheetAbsence__Output as _workmesh_tracking_v1_TimesheetAbsence__Output,
} from './workmesh/tracking/v1/TimesheetAbsence';
import type {
  TimesheetRef as _workmesh_tracking_v1_TimesheetRef,
  TimesheetRef__Output as _workmesh_tracking_v1_TimesheetRef__Output,
} from './workmesh/tracking/v1/TimesheetRef';
import type {
  Totals as _workmesh_tracking_v1_Totals,
  Totals__Output as _workmesh_tracking_v1_Totals__Output,
} from './workmesh/tracking/v1/Totals';
import type {
  TrackingClient as _workmesh_tracking_v1_TrackingClient,
  TrackingDefinition as _workmesh_tracking_v1_TrackingDefinition,
} from './workmesh/tracking/v1/Tracking';
import type {
  UpdateExpenseCategoryRequest as _workmesh_tracking_v1_UpdateExpenseCategoryRequest,
  UpdateExpenseCategoryRequest__Output as _workmesh_tracking_v1_UpdateExpenseCategoryRequest__Output,
} from './workmesh/tracking/v1/UpdateExpenseCategoryRequest';
import type {
  UpdateExpenseRequest as _workmesh_tracking_v1_UpdateExpenseRequest,
  UpdateExpenseRequest__Output as _workmesh_tracking_v1_UpdateExpenseRequest__Output,
} from './workmesh/tracking/v1/UpdateExpenseRequest';
import type {
  UpdateRatesRequest as _workmesh_tracking_v1_UpdateRatesRequest,
  UpdateRatesRequest__Output as _workmesh_tracking_v1_UpdateRatesRequest__Output,
} from './workmesh/tracking/v1/UpdateRatesRequest';
import type {
  UpdateTagRequest as _workmesh_tracking_v1_UpdateTagRequest,
  UpdateTagRequest__Output as _workmesh_tracking_v1_UpdateTagRequest__Output,
} from './workmesh/tracking/v1/UpdateTagRequest';
import type {
  UpdateTimeEntryRequest as _workmesh_tracking_v1_UpdateTimeEntryRequest,
  UpdateTimeEntryRequest__Output as _workmesh_tracking_v1_UpdateTimeEntryRequest__Output,
} from './workmesh/tracking/v1/UpdateTimeEntryRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  workmesh: {
    tracking: {
      v1: {
        AppliedRates: MessageTypeDefinition<
          _workmesh_tracking_v1_AppliedRates,
          _workmesh_tracking_v1_AppliedRates__Output
        >;
        AttendanceDay: MessageTypeDefinition<
          _workmesh_tracking_v1_AttendanceDay,
          _workmesh_tracking_v1_AttendanceDay__Output
        >;
        AttendanceMember: MessageTypeDefinition<
          _workmesh_tracking_v1_AttendanceMember,
          _workmesh_tracking_v1_AttendanceMember__Output
        >;
        AttendanceReport: MessageTypeDefinition<
          _workmesh_tracking_v1_AttendanceReport,
          _workmesh_tracking_v1_AttendanceReport__Output
        >;
        AttendanceReportRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_AttendanceReportRequest,
          _workmesh_tracking_v1_AttendanceReportRequest__Output
        >;
        ClaimInvoiceEntriesRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_ClaimInvoiceEntriesRequest,
          _workmesh_tracking_v1_ClaimInvoiceEntriesRequest__Output
        >;
        ClaimInvoiceEntriesResponse: MessageTypeDefinition<
          _workmesh_tracking_v1_ClaimInvoiceEntriesResponse,
          _workmesh_tracking_v1_ClaimInvoiceEntriesResponse__Output
        >;
        ClaimInvoiceExpensesRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_ClaimInvoiceExpensesRequest,
          _workmesh_tracking_v1_ClaimInvoiceExpensesRequest__Output
        >;
        ClaimInvoiceExpensesResponse: MessageTypeDefinition<
          _workmesh_tracking_v1_ClaimInvoiceExpensesResponse,
          _workmesh_tracking_v1_ClaimInvoiceExpensesResponse__Output
        >;
        ClientBudget: MessageTypeDefinition<
          _workmesh_tracking_v1_ClientBudget,
          _workmesh_tracking_v1_ClientBudget__Output
        >;
        ClientBudgetRef: MessageTypeDefinition<
          _workmesh_tracking_v1_ClientBudgetRef,
          _workmesh_tracking_v1_ClientBudgetRef__Output
        >;
        CreateExpenseRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_CreateExpenseRequest,
          _workmesh_tracking_v1_CreateExpenseRequest__Output
        >;
        CreateExportRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_CreateExportRequest,
          _workmesh_tracking_v1_CreateExportRequest__Output
        >;
        CreateImportRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_CreateImportRequest,
          _workmesh_tracking_v1_CreateImportRequest__Output
        >;
        CreateTimeEntryRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_CreateTimeEntryRequest,
          _workmesh_tracking_v1_CreateTimeEntryRequest__Output
        >;
        CreateUserExportRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_CreateUserExportRequest,
          _workmesh_tracking_v1_CreateUserExportRequest__Output
        >;
        CurrencyAmounts: MessageTypeDefinition<
          _workmesh_tracking_v1_CurrencyAmounts,
          _workmesh_tracking_v1_CurrencyAmounts__Output
        >;
        DayTotals: MessageTypeDefinition<
          _workmesh_tracking_v1_DayTotals,
          _workmesh_tracking_v1_DayTotals__Output
        >;
        DeleteExpenseResponse: MessageTypeDefinition<
          _workmesh_tracking_v1_DeleteExpenseResponse,
          _workmesh_tracking_v1_DeleteExpenseResponse__Output
        >;
        DeleteTimeEntryResponse: MessageTypeDefinition<
          _workmesh_tracking_v1_DeleteTimeEntryResponse,
          _workmesh_tracking_v1_DeleteTimeEntryResponse__Output
        >;
        DetailedReport: MessageTypeDefinition<
          _workmesh_tracking_v1_DetailedReport,
          _workmesh_tracking_v1_DetailedReport__Output
        >;
        DetailedReportRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_DetailedReportRequest,
          _workmesh_tracking_v1_DetailedReportRequest__Output
        >;
        EntrySource: EnumTypeDefinition;
        Expense: MessageTypeDefinition<
          _workmesh_tracking_v1_Expense,
          _workmesh_tracking_v1_Expense__Output
        >;
        ExpenseCategory: MessageTypeDefinition<
          _workmesh_tracking_v1_ExpenseCategory,
          _workmesh_tracking_v1_ExpenseCategory__Output
        >;
        ExpenseCategoryFields: MessageTypeDefinition<
          _workmesh_tracking_v1_ExpenseCategoryFields,
          _workmesh_tracking_v1_ExpenseCategoryFields__Output
        >;
        ExpenseCategoryRef: MessageTypeDefinition<
          _workmesh_tracking_v1_ExpenseCategoryRef,
          _workmesh_tracking_v1_ExpenseCategoryRef__Output
        >;
        ExpenseReceipt: MessageTypeDefinition<
          _workmesh_tracking_v1_ExpenseReceipt,
          _workmesh_tracking_v1_ExpenseReceipt__Output
        >;
        ExpenseReceiptInfo: MessageTypeDefinition<
          _workmesh_tracking_v1_ExpenseReceiptInfo,
          _workmesh_tracking_v1_ExpenseReceiptInfo__Output
        >;
        ExpenseRef: MessageTypeDefinition<
          _workmesh_tracking_v1_ExpenseRef,
          _workmesh_tracking_v1_ExpenseRef__Output
        >;
        ExpenseTotal: MessageTypeDefinition<
          _workmesh_tracking_v1_ExpenseTotal,
          _workmesh_tracking_v1_ExpenseTotal__Output
        >;
        ExportJob: MessageTypeDefinition<
          _workmesh_tracking_v1_ExportJob,
          _workmesh_tracking_v1_ExportJob__Output
        >;
        ExportPart: MessageTypeDefinition<
          _workmesh_tracking_v1_ExportPart,
          _workmesh_tracking_v1_ExportPart__Output
        >;
        ExportRef: MessageTypeDefinition<
          _workmesh_tracking_v1_ExportRef,
          _workmesh_tracking_v1_ExportRef__Output
        >;
        GetCurrentTimerRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_GetCurrentTimerRequest,
          _workmesh_tracking_v1_GetCurrentTimerRequest__Output
        >;
        ImportColumnMapping: MessageTypeDefinition<
          _workmesh_tracking_v1_ImportColumnMapping,
          _workmesh_tracking_v1_ImportColumnMapping__Output
        >;
        ImportCreatedRecords: MessageTypeDefinition<
          _workmesh_tracking_v1_ImportCreatedRecords,
          _workmesh_tracking_v1_ImportCreatedRecords__Output
        >;
        ImportJob: MessageTypeDefinition<
          _workmesh_tracking_v1_ImportJob,
          _workmesh_tracking_v1_ImportJob__Output
        >;
        ImportRef: MessageTypeDefinition<
          _workmesh_tracking_v1_ImportRef,
          _workmesh_tracking_v1_ImportRef__Output
        >;
        ImportRowError: MessageTypeDefinition<
          _workmesh_tracking_v1_ImportRowError,
          _workmesh_tracking_v1_ImportRowError__Output
        >;
        ImportSource: EnumTypeDefinition;
        ImportUpload: MessageTypeDefinition<
          _workmesh_tracking_v1_ImportUpload,
          _workmesh_tracking_v1_ImportUpload__Output
        >;
        ImportUserMapping: MessageTypeDefinition<
          _workmesh_tracking_v1_ImportUserMapping,
          _workmesh_tracking_v1_ImportUserMapping__Output
        >;
        JobStatus: EnumTypeDefinition;
        ListExpenseCategoriesRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_ListExpenseCategoriesRequest,
          _workmesh_tracking_v1_ListExpenseCategoriesRequest__Output
        >;
        ListExpenseCategoriesResponse: MessageTypeDefinition<
          _workmesh_tracking_v1_ListExpenseCategoriesResponse,
          _workmesh_tracking_v1_ListExpenseCategoriesResponse__Output
        >;
        ListExpensesRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_ListExpensesRequest,
          _workmesh_tracking_v1_ListExpensesRequest__Output
        >;
        ListExpensesResponse: MessageTypeDefinition<
          _workmesh_tracking_v1_ListExpensesResponse,
          _workmesh_tracking_v1_ListExpensesResponse__Output
        >;
        ListImportErrorsRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_ListImportErrorsRequest,
          _workmesh_tracking_v1_ListImportErrorsRequest__Output
        >;
        ListImportErrorsResponse: MessageTypeDefinition<
          _workmesh_tracking_v1_ListImportErrorsResponse,
          _workmesh_tracking_v1_ListImportErrorsResponse__Output
        >;
        ListImportsRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_ListImportsRequest,
          _workmesh_tracking_v1_ListImportsRequest__Output
        >;
        ListImportsResponse: MessageTypeDefinition<
          _workmesh_tracking_v1_ListImportsResponse,
          _workmesh_tracking_v1_ListImportsResponse__Output
        >;
        ListTagsRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_ListTagsRequest,
          _workmesh_tracking_v1_ListTagsRequest__Output
        >;
        ListTagsResponse: MessageTypeDefinition<
          _workmesh_tracking_v1_ListTagsResponse,
          _workmesh_tracking_v1_ListTagsResponse__Output
        >;
        ListTimeEntriesRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_ListTimeEntriesRequest,
          _workmesh_tracking_v1_ListTimeEntriesRequest__Output
        >;
        ListTimeEntriesResponse: MessageTypeDefinition<
          _workmesh_tracking_v1_ListTimeEntriesResponse,
          _workmesh_tracking_v1_ListTimeEntriesResponse__Output
        >;
        PageInfo: MessageTypeDefinition<
          _workmesh_tracking_v1_PageInfo,
          _workmesh_tracking_v1_PageInfo__Output
        >;
        RateChange: MessageTypeDefinition<
          _workmesh_tracking_v1_RateChange,
          _workmesh_tracking_v1_RateChange__Output
        >;
        RateLevel: EnumTypeDefinition;
        Rates: MessageTypeDefinition<
          _workmesh_tracking_v1_Rates,
          _workmesh_tracking_v1_Rates__Output
        >;
        RatesRef: MessageTypeDefinition<
          _workmesh_tracking_v1_RatesRef,
          _workmesh_tracking_v1_RatesRef__Output
        >;
        RatesUpdate: MessageTypeDefinition<
          _workmesh_tracking_v1_RatesUpdate,
          _workmesh_tracking_v1_RatesUpdate__Output
        >;
        ReceiptUpload: MessageTypeDefinition<
          _workmesh_tracking_v1_ReceiptUpload,
          _workmesh_tracking_v1_ReceiptUpload__Output
        >;
        RejectTimesheetRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_RejectTimesheetRequest,
          _workmesh_tracking_v1_RejectTimesheetRequest__Output
        >;
        ReleaseInvoiceEntriesRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest,
          _workmesh_tracking_v1_ReleaseInvoiceEntriesRequest__Output
        >;
        ReleaseInvoiceEntriesResponse: MessageTypeDefinition<
          _workmesh_tracking_v1_ReleaseInvoiceEntriesResponse,
          _workmesh_tracking_v1_ReleaseInvoiceEntriesResponse__Output
        >;
        ReportGroup: MessageTypeDefinition<
          _workmesh_tracking_v1_ReportGroup,
          _workmesh_tracking_v1_ReportGroup__Output
        >;
        ReportGrouping: EnumTypeDefinition;
        Repricing: MessageTypeDefinition<
          _workmesh_tracking_v1_Repricing,
          _workmesh_tracking_v1_Repricing__Output
        >;
        StartTimerRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_StartTimerRequest,
          _workmesh_tracking_v1_StartTimerRequest__Output
        >;
        StopTimerRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_StopTimerRequest,
          _workmesh_tracking_v1_StopTimerRequest__Output
        >;
        SummaryReport: MessageTypeDefinition<
          _workmesh_tracking_v1_SummaryReport,
          _workmesh_tracking_v1_SummaryReport__Output
        >;
        SummaryReportRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_SummaryReportRequest,
          _workmesh_tracking_v1_SummaryReportRequest__Output
        >;
        Tag: MessageTypeDefinition<_workmesh_tracking_v1_Tag, _workmesh_tracking_v1_Tag__Output>;
        TagFields: MessageTypeDefinition<
          _workmesh_tracking_v1_TagFields,
          _workmesh_tracking_v1_TagFields__Output
        >;
        TagMatch: EnumTypeDefinition;
        TagRef: MessageTypeDefinition<
          _workmesh_tracking_v1_TagRef,
          _workmesh_tracking_v1_TagRef__Output
        >;
        TimeEntry: MessageTypeDefinition<
          _workmesh_tracking_v1_TimeEntry,
          _workmesh_tracking_v1_TimeEntry__Output
        >;
        TimeEntryRef: MessageTypeDefinition<
          _workmesh_tracking_v1_TimeEntryRef,
          _workmesh_tracking_v1_TimeEntryRef__Output
        >;
        Timesheet: MessageTypeDefinition<
          _workmesh_tracking_v1_Timesheet,
          _workmesh_tracking_v1_Timesheet__Output
        >;
        TimesheetAbsence: MessageTypeDefinition<
          _workmesh_tracking_v1_TimesheetAbsence,
          _workmesh_tracking_v1_TimesheetAbsence__Output
        >;
        TimesheetRef: MessageTypeDefinition<
          _workmesh_tracking_v1_TimesheetRef,
          _workmesh_tracking_v1_TimesheetRef__Output
        >;
        TimesheetStatus: EnumTypeDefinition;
        Totals: MessageTypeDefinition<
          _workmesh_tracking_v1_Totals,
          _workmesh_tracking_v1_Totals__Output
        >;
        Tracking: SubtypeConstructor<typeof grpc.Client, _workmesh_tracking_v1_TrackingClient> & {
          service: _workmesh_tracking_v1_TrackingDefinition;
        };
        UpdateExpenseCategoryRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_UpdateExpenseCategoryRequest,
          _workmesh_tracking_v1_UpdateExpenseCategoryRequest__Output
        >;
        UpdateExpenseRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_UpdateExpenseRequest,
          _workmesh_tracking_v1_UpdateExpenseRequest__Output
        >;
        UpdateRatesRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_UpdateRatesRequest,
          _workmesh_tracking_v1_UpdateRatesRequest__Output
        >;
        UpdateTagRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_UpdateTagRequest,
          _workmesh_tracking_v1_UpdateTagRequest__Output
        >;
        UpdateTimeEntryRequest: MessageTypeDefinition<
          _workmesh_tracking_v1_UpdateTimeEntryRequest,
          _workmesh_tracking_v1_UpdateTimeEntryRequest__Output
        >;
      };
    };
  };
}
