import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  CreateInvoiceRequest as _workmesh_invoices_v1_CreateInvoiceRequest,
  CreateInvoiceRequest__Output as _workmesh_invoices_v1_CreateInvoiceRequest__Output,
} from './workmesh/invoices/v1/CreateInvoiceRequest';
import type {
  Invoice as _workmesh_invoices_v1_Invoice,
  Invoice__Output as _workmesh_invoices_v1_Invoice__Output,
} from './workmesh/invoices/v1/Invoice';
import type {
  InvoiceForTeamRequest as _workmesh_invoices_v1_InvoiceForTeamRequest,
  InvoiceForTeamRequest__Output as _workmesh_invoices_v1_InvoiceForTeamRequest__Output,
} from './workmesh/invoices/v1/InvoiceForTeamRequest';
import type {
  InvoiceLine as _workmesh_invoices_v1_InvoiceLine,
  InvoiceLine__Output as _workmesh_invoices_v1_InvoiceLine__Output,
} from './workmesh/invoices/v1/InvoiceLine';
import type {
  InvoicePdf as _workmesh_invoices_v1_InvoicePdf,
  InvoicePdf__Output as _workmesh_invoices_v1_InvoicePdf__Output,
} from './workmesh/invoices/v1/InvoicePdf';
import type {
  InvoiceRef as _workmesh_invoices_v1_InvoiceRef,
  InvoiceRef__Output as _workmesh_invoices_v1_InvoiceRef__Output,
} from './workmesh/invoices/v1/InvoiceRef';
import type {
  InvoicesClient as _workmesh_invoices_v1_InvoicesClient,
  InvoicesDefinition as _workmesh_invoices_v1_InvoicesDefinition,
} from './workmesh/invoices/v1/Invoices';
import type {
  LineChange as _workmesh_invoices_v1_LineChange,
  LineChange__Output as _workmesh_invoices_v1_LineChange__Output,
} from './workmesh/invoices/v1/LineChange';
import type {
  ListInvoicesRequest as _workmesh_invoices_v1_ListInvoicesRequest,
  ListInvoicesRequest__Output as _workmesh_invoices_v1_ListInvoicesRequest__Output,
} from './workmesh/invoices/v1/ListInvoicesRequest';
import type {
  ListInvoicesResponse as _workmesh_invoices_v1_ListInvoicesResponse,
  ListInvoicesResponse__Output as _workmesh_invoices_v1_ListInvoicesResponse__Output,
} from './workmesh/invoices/v1/ListInvoicesResponse';
import type {
  MarkInvoicePaidRequest as _workmesh_invoices_v1_MarkInvoicePaidRequest,
  MarkInvoicePaidRequest__Output as _workmesh_invoices_v1_MarkInvoicePaidRequest__Output,
} from './workmesh/invoices/v1/MarkInvoicePaidRequest';
import type {
  PageInfo as _workmesh_invoices_v1_PageInfo,
  PageInfo__Output as _workmesh_invoices_v1_PageInfo__Output,
} from './workmesh/invoices/v1/PageInfo';
import type {
  UpdateInvoiceRequest as _workmesh_invoices_v1_UpdateInvoiceRequest,
  UpdateInvoiceRequest__Output as _workmesh_invoices_v1_UpdateInvoiceRequest__Output,
} from './workmesh/invoices/v1/UpdateInvoiceRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  workmesh: {
    invoices: {
      v1: {
        CreateInvoiceRequest: MessageTypeDefinition<
          _workmesh_invoices_v1_CreateInvoiceRequest,
          _workmesh_invoices_v1_CreateInvoiceRequest__Output
        >;
        Invoice: MessageTypeDefinition<
          _workmesh_invoices_v1_Invoice,
          _workmesh_invoices_v1_Invoice__Output
        >;
        InvoiceForTeamRequest: MessageTypeDefinition<
          _workmesh_invoices_v1_InvoiceForTeamRequest,
          _workmesh_invoices_v1_InvoiceForTeamRequest__Output
        >;
        InvoiceLine: MessageTypeDefinition<
          _workmesh_invoices_v1_InvoiceLine,
          _workmesh_invoices_v1_InvoiceLine__Output
        >;
        InvoiceLineKind: EnumTypeDefinition;
        InvoicePdf: MessageTypeDefinition<
          _workmesh_invoices_v1_InvoicePdf,
          _workmesh_invoices_v1_InvoicePdf__Output
        >;
        InvoiceRef: MessageTypeDefinition<
          _workmesh_invoices_v1_InvoiceRef,
          _workmesh_invoices_v1_InvoiceRef__Output
        >;
        InvoiceStatus: EnumTypeDefinition;
        Invoices: SubtypeConstructor<typeof grpc.Client, _workmesh_invoices_v1_InvoicesClient> & {
          service: _workmesh_invoices_v1_InvoicesDefinition;
        };
        LineChange: MessageTypeDefinition<
          _workmesh_invoices_v1_LineChange,
          _workmesh_invoices_v1_LineChange__Output
        >;
        ListInvoicesRequest: MessageTypeDefinition<
          _workmesh_invoices_v1_ListInvoicesRequest,
          _workmesh_invoices_v1_ListInvoicesRequest__Output
        >;
        ListInvoicesResponse: MessageTypeDefinition<
          _workmesh_invoices_v1_ListInvoicesResponse,
          _workmesh_invoices_v1_ListInvoicesResponse__Output
        >;
        MarkInvoicePaidRequest: MessageTypeDefinition<
          _workmesh_invoices_v1_MarkInvoicePaidRequest,
          _workmesh_invoices_v1_MarkInvoicePaidRequest__Output
        >;
        PageInfo: MessageTypeDefinition<
          _workmesh_invoices_v1_PageInfo,
          _workmesh_invoices_v1_PageInfo__Output
        >;
        UpdateInvoiceRequest: MessageTypeDefinition<
          _workmesh_invoices_v1_UpdateInvoiceRequest,
          _workmesh_invoices_v1_UpdateInvoiceRequest__Output
        >;
      };
    };
  };
}
