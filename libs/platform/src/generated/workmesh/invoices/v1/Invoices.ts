// Original file: proto/invoices.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  CreateInvoiceRequest as _workmesh_invoices_v1_CreateInvoiceRequest,
  CreateInvoiceRequest__Output as _workmesh_invoices_v1_CreateInvoiceRequest__Output,
} from '../../../workmesh/invoices/v1/CreateInvoiceRequest';
import type {
  Invoice as _workmesh_invoices_v1_Invoice,
  Invoice__Output as _workmesh_invoices_v1_Invoice__Output,
} from '../../../workmesh/invoices/v1/Invoice';
import type {
  InvoiceForTeamRequest as _workmesh_invoices_v1_InvoiceForTeamRequest,
  InvoiceForTeamRequest__Output as _workmesh_invoices_v1_InvoiceForTeamRequest__Output,
} from '../../../workmesh/invoices/v1/InvoiceForTeamRequest';
import type {
  InvoicePdf as _workmesh_invoices_v1_InvoicePdf,
  InvoicePdf__Output as _workmesh_invoices_v1_InvoicePdf__Output,
} from '../../../workmesh/invoices/v1/InvoicePdf';
import type {
  InvoiceRef as _workmesh_invoices_v1_InvoiceRef,
  InvoiceRef__Output as _workmesh_invoices_v1_InvoiceRef__Output,
} from '../../../workmesh/invoices/v1/InvoiceRef';
import type {
  ListInvoicesRequest as _workmesh_invoices_v1_ListInvoicesRequest,
  ListInvoicesRequest__Output as _workmesh_invoices_v1_ListInvoicesRequest__Output,
} from '../../../workmesh/invoices/v1/ListInvoicesRequest';
import type {
  ListInvoicesResponse as _workmesh_invoices_v1_ListInvoicesResponse,
  ListInvoicesResponse__Output as _workmesh_invoices_v1_ListInvoicesResponse__Output,
} from '../../../workmesh/invoices/v1/ListInvoicesResponse';
import type {
  MarkInvoicePaidRequest as _workmesh_invoices_v1_MarkInvoicePaidRequest,
  MarkInvoicePaidRequest__Output as _workmesh_invoices_v1_MarkInvoicePaidRequest__Output,
} from '../../../workmesh/invoices/v1/MarkInvoicePaidRequest';
import type {
  UpdateInvoiceRequest as _workmesh_invoices_v1_UpdateInvoiceRequest,
  UpdateInvoiceRequest__Output as _workmesh_invoices_v1_UpdateInvoiceRequest__Output,
} from '../../../workmesh/invoices/v1/UpdateInvoiceRequest';

export interface InvoicesClient extends grpc.Client {
  /**
   * POST /api/v3/invoice/create: a draft from the client's uninvoiced time in the period.
   */
  CreateInvoice(
    argument: _workmesh_invoices_v1_CreateInvoiceRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  CreateInvoice(
    argument: _workmesh_invoices_v1_CreateInvoiceRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  CreateInvoice(
    argument: _workmesh_invoices_v1_CreateInvoiceRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  CreateInvoice(
    argument: _workmesh_invoices_v1_CreateInvoiceRequest,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/invoice/create: a draft from the client's uninvoiced time in the period.
   */
  createInvoice(
    argument: _workmesh_invoices_v1_CreateInvoiceRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  createInvoice(
    argument: _workmesh_invoices_v1_CreateInvoiceRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  createInvoice(
    argument: _workmesh_invoices_v1_CreateInvoiceRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  createInvoice(
    argument: _workmesh_invoices_v1_CreateInvoiceRequest,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/invoice/{id}
   */
  GetInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  GetInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  GetInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  GetInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/invoice/{id}
   */
  getInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  getInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  getInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  getInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/invoice/{id}/pdf
   */
  GetInvoicePdf(
    argument: _workmesh_invoices_v1_InvoiceRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_InvoicePdf__Output>,
  ): grpc.ClientUnaryCall;
  GetInvoicePdf(
    argument: _workmesh_invoices_v1_InvoiceRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_invoices_v1_InvoicePdf__Output>,
  ): grpc.ClientUnaryCall;
  GetInvoicePdf(
    argument: _workmesh_invoices_v1_InvoiceRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_InvoicePdf__Output>,
  ): grpc.ClientUnaryCall;
  GetInvoicePdf(
    argument: _workmesh_invoices_v1_InvoiceRef,
    callback: grpc.requestCallback<_workmesh_invoices_v1_InvoicePdf__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/invoice/{id}/pdf
   */
  getInvoicePdf(
    argument: _workmesh_invoices_v1_InvoiceRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_InvoicePdf__Output>,
  ): grpc.ClientUnaryCall;
  getInvoicePdf(
    argument: _workmesh_invoices_v1_InvoiceRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_invoices_v1_InvoicePdf__Output>,
  ): grpc.ClientUnaryCall;
  getInvoicePdf(
    argument: _workmesh_invoices_v1_InvoiceRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_InvoicePdf__Output>,
  ): grpc.ClientUnaryCall;
  getInvoicePdf(
    argument: _workmesh_invoices_v1_InvoiceRef,
    callback: grpc.requestCallback<_workmesh_invoices_v1_InvoicePdf__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Internal (notifier, mailing a sent invoice or a reminder): a team's invoice's PDF,
   * without a caller. NOT_FOUND when the team has no such invoice.
   */
  GetInvoicePdfForTeam(
    argument: _workmesh_invoices_v1_InvoiceForTeamRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_InvoicePdf__Output>,
  ): grpc.ClientUnaryCall;
  GetInvoicePdfForTeam(
    argument: _workmesh_invoices_v1_InvoiceForTeamRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_invoices_v1_InvoicePdf__Output>,
  ): grpc.ClientUnaryCall;
  GetInvoicePdfForTeam(
    argument: _workmesh_invoices_v1_InvoiceForTeamRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_InvoicePdf__Output>,
  ): grpc.ClientUnaryCall;
  GetInvoicePdfForTeam(
    argument: _workmesh_invoices_v1_InvoiceForTeamRequest,
    callback: grpc.requestCallback<_workmesh_invoices_v1_InvoicePdf__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Internal (notifier, mailing a sent invoice or a reminder): a team's invoice's PDF,
   * without a caller. NOT_FOUND when the team has no such invoice.
   */
  getInvoicePdfForTeam(
    argument: _workmesh_invoices_v1_InvoiceForTeamRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_InvoicePdf__Output>,
  ): grpc.ClientUnaryCall;
  getInvoicePdfForTeam(
    argument: _workmesh_invoices_v1_InvoiceForTeamRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_invoices_v1_InvoicePdf__Output>,
  ): grpc.ClientUnaryCall;
  getInvoicePdfForTeam(
    argument: _workmesh_invoices_v1_InvoiceForTeamRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_InvoicePdf__Output>,
  ): grpc.ClientUnaryCall;
  getInvoicePdfForTeam(
    argument: _workmesh_invoices_v1_InvoiceForTeamRequest,
    callback: grpc.requestCallback<_workmesh_invoices_v1_InvoicePdf__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * GET /api/v3/invoice/list (paged; client_id and status filters)
   */
  ListInvoices(
    argument: _workmesh_invoices_v1_ListInvoicesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_ListInvoicesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListInvoices(
    argument: _workmesh_invoices_v1_ListInvoicesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_invoices_v1_ListInvoicesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListInvoices(
    argument: _workmesh_invoices_v1_ListInvoicesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_ListInvoicesResponse__Output>,
  ): grpc.ClientUnaryCall;
  ListInvoices(
    argument: _workmesh_invoices_v1_ListInvoicesRequest,
    callback: grpc.requestCallback<_workmesh_invoices_v1_ListInvoicesResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * GET /api/v3/invoice/list (paged; client_id and status filters)
   */
  listInvoices(
    argument: _workmesh_invoices_v1_ListInvoicesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_ListInvoicesResponse__Output>,
  ): grpc.ClientUnaryCall;
  listInvoices(
    argument: _workmesh_invoices_v1_ListInvoicesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_invoices_v1_ListInvoicesResponse__Output>,
  ): grpc.ClientUnaryCall;
  listInvoices(
    argument: _workmesh_invoices_v1_ListInvoicesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_ListInvoicesResponse__Output>,
  ): grpc.ClientUnaryCall;
  listInvoices(
    argument: _workmesh_invoices_v1_ListInvoicesRequest,
    callback: grpc.requestCallback<_workmesh_invoices_v1_ListInvoicesResponse__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/invoice/{id}/mark-paid
   */
  MarkInvoicePaid(
    argument: _workmesh_invoices_v1_MarkInvoicePaidRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  MarkInvoicePaid(
    argument: _workmesh_invoices_v1_MarkInvoicePaidRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  MarkInvoicePaid(
    argument: _workmesh_invoices_v1_MarkInvoicePaidRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  MarkInvoicePaid(
    argument: _workmesh_invoices_v1_MarkInvoicePaidRequest,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/invoice/{id}/mark-paid
   */
  markInvoicePaid(
    argument: _workmesh_invoices_v1_MarkInvoicePaidRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  markInvoicePaid(
    argument: _workmesh_invoices_v1_MarkInvoicePaidRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  markInvoicePaid(
    argument: _workmesh_invoices_v1_MarkInvoicePaidRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  markInvoicePaid(
    argument: _workmesh_invoices_v1_MarkInvoicePaidRequest,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/invoice/{id}/send: mails the client's email with the PDF attached.
   */
  SendInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  SendInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  SendInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  SendInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/invoice/{id}/send: mails the client's email with the PDF attached.
   */
  sendInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  sendInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  sendInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  sendInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/invoice/{id}/update (draft only)
   */
  UpdateInvoice(
    argument: _workmesh_invoices_v1_UpdateInvoiceRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  UpdateInvoice(
    argument: _workmesh_invoices_v1_UpdateInvoiceRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  UpdateInvoice(
    argument: _workmesh_invoices_v1_UpdateInvoiceRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  UpdateInvoice(
    argument: _workmesh_invoices_v1_UpdateInvoiceRequest,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/invoice/{id}/update (draft only)
   */
  updateInvoice(
    argument: _workmesh_invoices_v1_UpdateInvoiceRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  updateInvoice(
    argument: _workmesh_invoices_v1_UpdateInvoiceRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  updateInvoice(
    argument: _workmesh_invoices_v1_UpdateInvoiceRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  updateInvoice(
    argument: _workmesh_invoices_v1_UpdateInvoiceRequest,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * POST /api/v3/invoice/{id}/void: releases its time entries.
   */
  VoidInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  VoidInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  VoidInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  VoidInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * POST /api/v3/invoice/{id}/void: releases its time entries.
   */
  voidInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  voidInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  voidInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
  voidInvoice(
    argument: _workmesh_invoices_v1_InvoiceRef,
    callback: grpc.requestCallback<_workmesh_invoices_v1_Invoice__Output>,
  ): grpc.ClientUnaryCall;
}

export interface InvoicesHandlers extends grpc.UntypedServiceImplementation {
  /**
   * POST /api/v3/invoice/create: a draft from the client's uninvoiced time in the period.
   */
  CreateInvoice: grpc.handleUnaryCall<
    _workmesh_invoices_v1_CreateInvoiceRequest__Output,
    _workmesh_invoices_v1_Invoice
  >;

  /**
   * GET /api/v3/invoice/{id}
   */
  GetInvoice: grpc.handleUnaryCall<
    _workmesh_invoices_v1_InvoiceRef__Output,
    _workmesh_invoices_v1_Invoice
  >;

  /**
   * GET /api/v3/invoice/{id}/pdf
   */
  GetInvoicePdf: grpc.handleUnaryCall<
    _workmesh_invoices_v1_InvoiceRef__Output,
    _workmesh_invoices_v1_InvoicePdf
  >;

  /**
   * Internal (notifier, mailing a sent invoice or a reminder): a team's invoice's PDF,
   * without a caller. NOT_FOUND when the team has no such invoice.
   */
  GetInvoicePdfForTeam: grpc.handleUnaryCall<
    _workmesh_invoices_v1_InvoiceForTeamRequest__Output,
    _workmesh_invoices_v1_InvoicePdf
  >;

  /**
   * GET /api/v3/invoice/list (paged; client_id and status filters)
   */
  ListInvoices: grpc.handleUnaryCall<
    _workmesh_invoices_v1_ListInvoicesRequest__Output,
    _workmesh_invoices_v1_ListInvoicesResponse
  >;

  /**
   * POST /api/v3/invoice/{id}/mark-paid
   */
  MarkInvoicePaid: grpc.handleUnaryCall<
    _workmesh_invoices_v1_MarkInvoicePaidRequest__Output,
    _workmesh_invoices_v1_Invoice
  >;

  /**
   * POST /api/v3/invoice/{id}/send: mails the client's email with the PDF attached.
   */
  SendInvoice: grpc.handleUnaryCall<
    _workmesh_invoices_v1_InvoiceRef__Output,
    _workmesh_invoices_v1_Invoice
  >;

  /**
   * POST /api/v3/invoice/{id}/update (draft only)
   */
  UpdateInvoice: grpc.handleUnaryCall<
    _workmesh_invoices_v1_UpdateInvoiceRequest__Output,
    _workmesh_invoices_v1_Invoice
  >;

  /**
   * POST /api/v3/invoice/{id}/void: releases its time entries.
   */
  VoidInvoice: grpc.handleUnaryCall<
    _workmesh_invoices_v1_InvoiceRef__Output,
    _workmesh_invoices_v1_Invoice
  >;
}

export interface InvoicesDefinition extends grpc.ServiceDefinition {
  CreateInvoice: MethodDefinition<
    _workmesh_invoices_v1_CreateInvoiceRequest,
    _workmesh_invoices_v1_Invoice,
    _workmesh_invoices_v1_CreateInvoiceRequest__Output,
    _workmesh_invoices_v1_Invoice__Output
  >;
  GetInvoice: MethodDefinition<
    _workmesh_invoices_v1_InvoiceRef,
    _workmesh_invoices_v1_Invoice,
    _workmesh_invoices_v1_InvoiceRef__Output,
    _workmesh_invoices_v1_Invoice__Output
  >;
  GetInvoicePdf: MethodDefinition<
    _workmesh_invoices_v1_InvoiceRef,
    _workmesh_invoices_v1_InvoicePdf,
    _workmesh_invoices_v1_InvoiceRef__Output,
    _workmesh_invoices_v1_InvoicePdf__Output
  >;
  GetInvoicePdfForTeam: MethodDefinition<
    _workmesh_invoices_v1_InvoiceForTeamRequest,
    _workmesh_invoices_v1_InvoicePdf,
    _workmesh_invoices_v1_InvoiceForTeamRequest__Output,
    _workmesh_invoices_v1_InvoicePdf__Output
  >;
  ListInvoices: MethodDefinition<
    _workmesh_invoices_v1_ListInvoicesRequest,
    _workmesh_invoices_v1_ListInvoicesResponse,
    _workmesh_invoices_v1_ListInvoicesRequest__Output,
    _workmesh_invoices_v1_ListInvoicesResponse__Output
  >;
  MarkInvoicePaid: MethodDefinition<
    _workmesh_invoices_v1_MarkInvoicePaidRequest,
    _workmesh_invoices_v1_Invoice,
    _workmesh_invoices_v1_MarkInvoicePaidRequest__Output,
    _workmesh_invoices_v1_Invoice__Output
  >;
  SendInvoice: MethodDefinition<
    _workmesh_invoices_v1_InvoiceRef,
    _workmesh_invoices_v1_Invoice,
    _workmesh_invoices_v1_InvoiceRef__Output,
    _workmesh_invoices_v1_Invoice__Output
  >;
  UpdateInvoice: MethodDefinition<
    _workmesh_invoices_v1_UpdateInvoiceRequest,
    _workmesh_invoices_v1_Invoice,
    _workmesh_invoices_v1_UpdateInvoiceRequest__Output,
    _workmesh_invoices_v1_Invoice__Output
  >;
  VoidInvoice: MethodDefinition<
    _workmesh_invoices_v1_InvoiceRef,
    _workmesh_invoices_v1_Invoice,
    _workmesh_invoices_v1_InvoiceRef__Output,
    _workmesh_invoices_v1_Invoice__Output
  >;
}
