// The invoices service's routes (issue 20): client invoices built from tracked time, in
// the house style (`/invoice/create`, `/invoice/list`, `/invoice/{id}`, its actions). How
// their answers are presented: invoices.presenters.ts; what openapi.yaml says of them:
// invoices.docs.ts. `invoice/list` and `invoice/create` come before `invoice/:id`, which
// would otherwise take them for an id. Owners and managers only; another team's invoice
// or client is 404.
import { Reason } from '@workmesh/platform';
import type { RpcName } from '../downstream-clients';
import type { Route } from '../http-route';
import { page } from '../reply-presentation';
import { INVOICES_NOTES as NOTES } from './invoices.docs';
import { errorsOf, invoicePdf } from './invoices.presenters';
import { route, type RouteDefinition } from './route';

function invoiceRoute<M extends RpcName<'invoices'>>(
  definition: Omit<RouteDefinition<'invoices', M>, 'service' | 'auth'>,
): Route {
  return route({ ...definition, service: 'invoices', auth: true });
}

const BY_ID = { params: { id: 'invoice_id' } } as const;

export const INVOICES_ROUTES: readonly Route[] = [
  invoiceRoute({
    method: 'POST',
    paths: ['/api/v3/invoice/create'],
    rpc: 'CreateInvoice',
    idempotent: true,
    source: 'body',
    selectors: ['client_id'],
    successStatus: 201,
    errors: errorsOf(
      Reason.CLIENT_NOT_FOUND,
      Reason.NO_UNINVOICED_TIME,
      Reason.INVOICE_TIMER_RUNNING,
      Reason.INVOICE_TOO_LARGE,
    ),
    notes: NOTES.CreateInvoice,
  }),
  invoiceRoute({
    method: 'GET',
    paths: ['/api/v3/invoice/list'],
    rpc: 'ListInvoices',
    source: 'query',
    selectors: ['client_id'],
    reply: page,
    errors: errorsOf(),
    notes: NOTES.ListInvoices,
  }),
  invoiceRoute({
    method: 'GET',
    paths: ['/api/v3/invoice/:id'],
    rpc: 'GetInvoice',
    source: 'none',
    ...BY_ID,
    errors: errorsOf(Reason.INVOICE_NOT_FOUND),
    notes: NOTES.GetInvoice,
  }),
  invoiceRoute({
    method: 'POST',
    paths: ['/api/v3/invoice/:id/update'],
    rpc: 'UpdateInvoice',
    source: 'body',
    ...BY_ID,
    errors: errorsOf(Reason.INVOICE_NOT_FOUND, Reason.INVOICE_STATUS_CONFLICT),
    notes: NOTES.UpdateInvoice,
  }),
  invoiceRoute({
    method: 'POST',
    paths: ['/api/v3/invoice/:id/send'],
    rpc: 'SendInvoice',
    source: 'body',
    ...BY_ID,
    errors: errorsOf(Reason.INVOICE_NOT_FOUND, Reason.INVOICE_STATUS_CONFLICT),
    notes: NOTES.SendInvoice,
  }),
  invoiceRoute({
    method: 'POST',
    paths: ['/api/v3/invoice/:id/mark-paid'],
    rpc: 'MarkInvoicePaid',
    source: 'body',
    ...BY_ID,
    errors: errorsOf(Reason.INVOICE_NOT_FOUND, Reason.INVOICE_STATUS_CONFLICT),
    notes: NOTES.MarkInvoicePaid,
  }),
  invoiceRoute({
    method: 'POST',
    paths: ['/api/v3/invoice/:id/void'],
    rpc: 'VoidInvoice',
    source: 'body',
    ...BY_ID,
    errors: errorsOf(Reason.INVOICE_NOT_FOUND, Reason.INVOICE_STATUS_CONFLICT),
    notes: NOTES.VoidInvoice,
  }),
  invoiceRoute({
    method: 'GET',
    paths: ['/api/v3/invoice/:id/pdf'],
    rpc: 'GetInvoicePdf',
    source: 'none',
    ...BY_ID,
    fileReply: invoicePdf,
    errors: errorsOf(Reason.INVOICE_NOT_FOUND),
    notes: NOTES.GetInvoicePdf,
  }),
];
