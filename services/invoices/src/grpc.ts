// gRPC handlers of workmesh.invoices.v1.Invoices: proto request → use case → proto
// response. No rules here; errors are DomainErrors that the platform turns into statuses.
import {
  bindService,
  invoicesProto,
  pageInfoOf,
  type InvoicesDefinition,
  type ServiceBinding,
} from '@workmesh/platform';
import type { InvoicesUseCases, InvoiceView } from './invoices';
import { toInvoiceMessage } from './invoice-views';

export const INVOICES_SERVICE_NAME = 'workmesh.invoices.v1.Invoices';

const message = ({ invoice, today }: InvoiceView) => toInvoiceMessage(invoice, today);

export function invoicesGrpcService(invoices: InvoicesUseCases): ServiceBinding {
  return bindService<InvoicesDefinition>(INVOICES_SERVICE_NAME, invoicesProto().Invoices.service, {
    CreateInvoice: async (request, context) =>
      message(await invoices.createInvoice(context.caller, request)),
    ListInvoices: async (request, context) => {
      const { page, today } = await invoices.listInvoices(context.caller, request);
      return {
        invoices: page.items.map((invoice) => toInvoiceMessage(invoice, today)),
        page_info: pageInfoOf(page),
      };
    },
    GetInvoice: async (request, context) =>
      message(await invoices.getInvoice(context.caller, request)),
    UpdateInvoice: async (request, context) =>
      message(await invoices.updateInvoice(context.caller, request)),
    SendInvoice: async (request, context) =>
      message(await invoices.sendInvoiceNow(context.caller, request)),
    MarkInvoicePaid: async (request, context) =>
      message(await invoices.markPaid(context.caller, request)),
    VoidInvoice: async (request, context) =>
      message(await invoices.voidInvoice(context.caller, request)),
    GetInvoicePdf: (request, context) => invoices.invoicePdf(context.caller, request),
    GetInvoicePdfForTeam: (request) => invoices.invoicePdfForTeam(request),
  });
}
