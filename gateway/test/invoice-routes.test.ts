// The invoice routes (issue 20) through a real gRPC stub of the invoices service: what
// each request becomes, the statuses, the error presentations the issue fixes, and the
// PDF answered as a document, not JSON.
import { failedPrecondition, InvoiceText, notFound, permissionDenied } from '@workmesh/platform';
import request from 'supertest';
import { bearer, CALLER, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const invoices = () => gateway.invoicesService;

const post = (path: string, body: object = {}) =>
  request(gateway.app).post(path).set('Authorization', bearer()).send(body);
const get = (path: string, query: Record<string, string> = {}) =>
  request(gateway.app).get(path).set('Authorization', bearer()).query(query);

const INVOICE = {
  id: 41,
  team_id: CALLER.teamId,
  client_id: 2,
  client_name: 'Acme',
  number: 'INV-2026-0007',
  status: 'draft',
  period_from: '2026-11-01',
  period_to: '2026-11-30',
  issue_date: '2026-12-01',
  due_date: '2026-12-31',
  net_term: 30,
  currency: 'USD',
  line_item: 'project-date',
  amount_based_on: 'hourly',
  lines: [
    {
      id: 1,
      description: 'Website — 2026-11-02',
      quantity: 1.5,
      unit_price: 45,
      amount: 67.5,
      project_id: 4,
      date: '2026-11-02',
      time_entry_count: 2,
    },
  ],
  subtotal: 67.5,
  tax_rate: 10,
  tax_amount: 6.75,
  total: 74.25,
  notes: 'Thanks',
  time_entry_ids: [31, 32],
  automatic: false,
  created_by: CALLER.userId,
  created_at: '2026-12-01T10:00:00.000Z',
  updated_at: '2026-12-01T10:00:00.000Z',
};

describe('POST /api/v3/invoice/create', () => {
  it('answers 201 with the draft, from the fields and the caller', async () => {
    const calls = invoices().answer('CreateInvoice', INVOICE);
    const response = await post('/api/v3/invoice/create', {
      client_id: '2',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: 41,
      number: 'INV-2026-0007',
      total: 74.25,
      sent_at: null,
      paid_at: null,
    });
    expect(response.body.lines[0]).toMatchObject({ quantity: 1.5, unit_price: 45, task_id: null });
    expect(calls[0]!.message).toEqual({ client_id: 2, from: '2026-11-01', to: '2026-11-30' });
    expect(calls[0]!.context.caller).toEqual({
      userId: CALLER.userId,
      teamId: CALLER.teamId,
      sessionId: CALLER.sessionId,
    });
  });

  it("answers 409 'There is no uninvoiced time in this period' in shape A", async () => {
    invoices().refuse(
      'CreateInvoice',
      failedPrecondition('NO_UNINVOICED_TIME', 'whatever the service says'),
    );
    const response = await post('/api/v3/invoice/create', {
      client_id: 2,
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 409, message: InvoiceText.NO_UNINVOICED_TIME });
  });

  it('answers 409 while a timer of the period runs', async () => {
    invoices().refuse(
      'CreateInvoice',
      failedPrecondition('INVOICE_TIMER_RUNNING', InvoiceText.TIMER_RUNNING),
    );
    const response = await post('/api/v3/invoice/create', { client_id: 2 });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(InvoiceText.TIMER_RUNNING);
  });

  it("answers 404 for another team's client and 403 for a member", async () => {
    invoices().refuse('CreateInvoice', notFound('CLIENT_NOT_FOUND', 'Client not found'));
    expect((await post('/api/v3/invoice/create', { client_id: 9 })).body).toEqual({
      error: 404,
      message: 'Client not found',
    });
    invoices().refuse('CreateInvoice', permissionDenied('PERMISSION_DENIED', 'denied'));
    expect((await post('/api/v3/invoice/create', { client_id: 9 })).status).toBe(403);
  });
});

describe('invoice reads and actions', () => {
  it('GET /invoice/list passes paging and filters, answers a page', async () => {
    const calls = invoices().answer('ListInvoices', {
      invoices: [INVOICE],
      page_info: { page: 2, per_page: 1, total: 3 },
    });
    const response = await get('/api/v3/invoice/list', {
      page: '2',
      per_page: '1',
      client_id: '2',
      status: 'overdue',
    });
    expect(response.status).toBe(200);
    expect(calls[0]!.message).toEqual({ page: 2, per_page: 1, client_id: 2, status: 'overdue' });
    expect(response.body).toMatchObject({ page: 2, per_page: 1, total: 3 });
    expect(response.body.data.map((invoice: { id: number }) => invoice.id)).toEqual([41]);
  });

  it.each([
    ['GET', '/api/v3/invoice/41', 'GetInvoice'],
    ['POST', '/api/v3/invoice/41/send', 'SendInvoice'],
    ['POST', '/api/v3/invoice/41/void', 'VoidInvoice'],
    ['POST', '/api/v3/invoice/41/mark-paid', 'MarkInvoicePaid'],
    ['POST', '/api/v3/invoice/41/update', 'UpdateInvoice'],
  ] as const)('%s %s calls %s for the id', async (method, path, rpc) => {
    const calls = invoices().answer(rpc, INVOICE);
    const response = method === 'GET' ? await get(path) : await post(path);
    expect(response.status).toBe(200);
    expect(calls[0]!.message).toMatchObject({ invoice_id: 41 });
  });

  it('update passes notes, dates and line descriptions', async () => {
    const calls = invoices().answer('UpdateInvoice', INVOICE);
    await post('/api/v3/invoice/41/update', {
      notes: 'Net 15',
      due_date: '2026-12-16',
      lines: [{ id: 1, description: 'Relaunch' }],
    });
    expect(calls[0]!.message).toEqual({
      invoice_id: 41,
      notes: 'Net 15',
      due_date: '2026-12-16',
      lines: [{ id: 1, description: 'Relaunch' }],
    });
  });

  it("answers 404 'Invoice not found' and 409 with the service's text for a wrong status", async () => {
    invoices().refuse('GetInvoice', notFound('INVOICE_NOT_FOUND', 'gone'));
    expect((await get('/api/v3/invoice/41')).body).toEqual({
      error: 404,
      message: InvoiceText.NOT_FOUND,
    });
    invoices().refuse(
      'VoidInvoice',
      failedPrecondition('INVOICE_STATUS_CONFLICT', InvoiceText.CANNOT_VOID),
    );
    const response = await post('/api/v3/invoice/41/void');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 409, message: InvoiceText.CANNOT_VOID });
  });

  it('GET /invoice/{id}/pdf answers the document as application/pdf', async () => {
    const document = Buffer.from('%PDF-1.3 fake bytes\n%%EOF');
    invoices().answer('GetInvoicePdf', { content: document, filename: 'INV-2026-0007.pdf' });
    const response = await get('/api/v3/invoice/41/pdf')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="INV-2026-0007.pdf"');
    expect(Buffer.compare(response.body as Buffer, document)).toBe(0);
  });

  it('the PDF of an unknown invoice is a JSON 404', async () => {
    invoices().refuse('GetInvoicePdf', notFound('INVOICE_NOT_FOUND', 'gone'));
    const response = await get('/api/v3/invoice/41/pdf');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 404, message: InvoiceText.NOT_FOUND });
  });
});
