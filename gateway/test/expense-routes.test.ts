// The expense routes (issue 35) through a real gRPC stub of the tracking service: what each
// request becomes (JSON, or multipart with its `receipt` file), the statuses and error
// presentations the issue fixes (403 receipt type, 409 locked, 413 over the upload
// limit), the list as RFC 4180 CSV, the receipt downloaded as an attachment with its
// stored type and nosniff, and the category routes.
import {
  DomainError,
  ExpenseText,
  failedPrecondition,
  permissionDenied,
  Reason,
} from '@workmesh/platform';
import request from 'supertest';
import { EXPENSES_CSV_COLUMNS } from '../src/routes/expenses.presenters';
import { bearer, CALLER, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';
import { readCsv } from './rfc4180-reader';

const MAX_UPLOAD_BYTES = 2048;

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest({ MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES) });
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const EXPENSE = {
  id: 31,
  team_id: CALLER.teamId,
  user_id: CALLER.userId,
  project_id: 4,
  client_id: 2,
  category_id: 3,
  category_name: 'Taxi',
  date: '2026-11-23',
  amount: 12.5,
  currency: 'USD',
  notes: '=cmd typed by a member',
  billable: true,
  untaxed: false,
  receipt: { filename: 'taxi.png', content_type: 'image/png', size: 14 },
  locked: false,
  project_name: 'Website, relaunch',
  client_name: 'Acme',
  created_by: CALLER.userId,
  created_at: '2026-11-23T10:31:00.000Z',
  updated_at: '2026-11-23T10:31:00.000Z',
};

/** The expense as the API shows it: every field, null where unset. */
const EXPENSE_BODY = {
  ...EXPENSE,
  task_id: null,
  quantity: null,
  unit_price: null,
  unit_name: null,
  locked_reason: null,
  invoice_id: null,
  task_name: null,
  tag_ids: [],
};

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0x00, 0xff, 0xfe, 0x80, 0xc3, 0x28]),
]);

const authorized = (method: 'get' | 'post', path: string) =>
  request(gateway.app)[method](path).set('Authorization', bearer());

describe('POST /api/v3/expense/create', () => {
  it('JSON: 201 with the Expense, the fields converted for the service', async () => {
    const calls = gateway.trackingService.answer('CreateExpense', EXPENSE);

    const response = await authorized('post', '/api/v3/expense/create').send({
      date: '2026-11-23',
      project_id: 4,
      category_id: '3',
      amount: '12.50',
      notes: 'Taxi',
    });

    expect(response.status).toBe(201);
    expect(response.body).toEqual(EXPENSE_BODY);
    expect(calls[0]!.message).toMatchObject({
      date: '2026-11-23',
      project_id: 4,
      category_id: 3,
      amount: 12.5,
      notes: 'Taxi',
    });
    expect(calls[0]!.message.receipt).toBeUndefined();
  });

  it('multipart: the receipt reaches the service byte for byte with its name and declared type', async () => {
    const calls = gateway.trackingService.answer('CreateExpense', EXPENSE);

    const response = await authorized('post', '/api/v3/expense/create')
      .field('date', '2026-11-23')
      .field('project_id', '4')
      .field('category_id', '3')
      .field('amount', '12.5')
      .attach('receipt', PNG, { filename: 'taxi.png', contentType: 'image/png' });

    expect(response.status).toBe(201);
    const receipt = calls[0]!.message.receipt!;
    expect(Buffer.from(receipt.data).equals(PNG)).toBe(true);
    expect(receipt).toMatchObject({ filename: 'taxi.png', content_type: 'image/png' });
    expect(calls[0]!.message).toMatchObject({ project_id: 4, amount: 12.5 });
  });

  it('a receipt over MAX_UPLOAD_BYTES: 413, the service never called', async () => {
    const calls = gateway.trackingService.answer('CreateExpense', EXPENSE);

    const response = await authorized('post', '/api/v3/expense/create')
      .field('date', '2026-11-23')
      .attach('receipt', Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), 'big.pdf');

    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      error: 413,
      message: 'The receipt may not be greater than 2 kilobytes.',
    });
    expect(calls).toHaveLength(0);
  });

  it("the service's refusals: 403 receipt type, 409 locked, 413 over its own limit (shape A)", async () => {
    const cases: [Error, number, string][] = [
      [
        permissionDenied(Reason.RECEIPT_TYPE_NOT_ALLOWED, ExpenseText.RECEIPT_TYPE_NOT_ALLOWED),
        403,
        'The receipt must be a file of type: png, jpg, jpeg, pdf.',
      ],
      [
        failedPrecondition(Reason.EXPENSE_LOCKED, ExpenseText.EXPENSE_LOCKED),
        409,
        'This expense is locked',
      ],
      [
        new DomainError(
          'resource_exhausted',
          Reason.FILE_TOO_LARGE,
          'The receipt may not be greater than 1 kilobytes.',
        ),
        413,
        'The receipt may not be greater than 1 kilobytes.',
      ],
    ];
    for (const [error, status, message] of cases) {
      gateway.trackingService.refuse('CreateExpense', error);
      const response = await authorized('post', '/api/v3/expense/create')
        .field('date', '2026-11-23')
        .attach('receipt', Buffer.from('<html>'), 'receipt.png');
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ error: status, message });
    }
  });
});

describe('expense reads and writes by id', () => {
  it('GET, update (multipart too) and delete name the expense by its path id', async () => {
    const get = gateway.trackingService.answer('GetExpense', EXPENSE);
    const update = gateway.trackingService.answer('UpdateExpense', EXPENSE);
    const remove = gateway.trackingService.answer('DeleteExpense', { success: 'Expense deleted' });

    const got = await authorized('get', '/api/v3/expense/31');
    const updated = await authorized('post', '/api/v3/expense/31/update')
      .field('notes', 'x')
      .field('remove_receipt', 'true');
    const deleted = await authorized('post', '/api/v3/expense/31/delete');

    expect(got.status).toBe(200);
    expect(got.body).toEqual(EXPENSE_BODY);
    expect(updated.status).toBe(200);
    expect(update[0]!.message).toMatchObject({ expense_id: 31, notes: 'x', remove_receipt: true });
    expect(deleted.body).toEqual({ success: 'Expense deleted' });
    expect(get[0]!.message.expense_id).toBe(31);
    expect(remove[0]!.message.expense_id).toBe(31);
  });

  it('GET receipt: the bytes, their stored type, nosniff, attachment', async () => {
    gateway.trackingService.answer('GetExpenseReceipt', {
      content: PNG,
      filename: 'taxi "late".png',
      content_type: 'image/png',
    });

    const response = await authorized('get', '/api/v3/expense/31/receipt').buffer(true);

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe('attachment; filename="taxi__late_.png"');
    expect(Buffer.from(response.body as Buffer).equals(PNG)).toBe(true);
  });

  it('GET receipt of a type outside the three is sent as application/octet-stream', async () => {
    gateway.trackingService.answer('GetExpenseReceipt', {
      content: Buffer.from('<html>'),
      filename: 'x.html',
      content_type: 'text/html',
    });

    const response = await authorized('get', '/api/v3/expense/31/receipt');

    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('404 for an expense the service does not find; 409 locked on delete', async () => {
    gateway.trackingService.refuse(
      'GetExpense',
      new DomainError('not_found', Reason.EXPENSE_NOT_FOUND, 'Expense not found'),
    );
    gateway.trackingService.refuse(
      'DeleteExpense',
      failedPrecondition(Reason.EXPENSE_LOCKED, ExpenseText.EXPENSE_LOCKED),
    );

    const missing = await authorized('get', '/api/v3/expense/999');
    const locked = await authorized('post', '/api/v3/expense/31/delete');

    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 404, message: 'Expense not found' });
    expect(locked.status).toBe(409);
    expect(locked.body).toEqual({ error: 409, message: 'This expense is locked' });
  });
});

describe('GET /api/v3/expense/list', () => {
  const LIST = {
    expenses: [EXPENSE, { ...EXPENSE, id: 32, amount: 1500, currency: 'JPY', receipt: undefined }],
    page_info: { page: 2, per_page: 2, total: 5 },
    totals: [{ currency: 'USD', amount: 12.5, billable_amount: 12.5, count: 1 }],
  };

  it('JSON: the page, its totals; filters and paging converted', async () => {
    const calls = gateway.trackingService.answer('ListExpenses', LIST);

    const response = await authorized(
      'get',
      '/api/v3/expense/list?user_id=7&from=2026-11-01&to=2026-11-30&billable=true&invoiced=false&page=2&per_page=2',
    );

    expect(response.status).toBe(200);
    expect(response.body.page_info).toEqual({ page: 2, per_page: 2, total: 5 });
    expect(response.body.totals).toEqual(LIST.totals);
    expect(response.body.expenses).toHaveLength(2);
    expect(calls[0]!.message).toMatchObject({
      user_id: 7,
      from: '2026-11-01',
      to: '2026-11-30',
      billable: true,
      invoiced: false,
      page: 2,
      per_page: 2,
    });
  });

  it('?format=csv: RFC 4180, money with the currency places, formulas guarded, attachment', async () => {
    gateway.trackingService.answer('ListExpenses', LIST);

    const response = await authorized('get', '/api/v3/expense/list?format=csv');

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="expenses.csv"');
    const [header, first, second] = readCsv(response.text);
    expect(header).toEqual(EXPENSES_CSV_COLUMNS);
    const column = (row: string[], name: string) => row[EXPENSES_CSV_COLUMNS.indexOf(name)];
    expect(column(first!, 'amount')).toBe('12.50');
    expect(column(first!, 'notes')).toBe("'=cmd typed by a member");
    expect(column(first!, 'receipt')).toBe('taxi.png');
    expect(column(first!, 'project_name')).toBe('Website, relaunch');
    expect(column(second!, 'amount')).toBe('1500');
    expect(column(second!, 'receipt')).toBe('');
  });
});

describe('expense categories', () => {
  const CATEGORY = {
    id: 3,
    team_id: CALLER.teamId,
    name: 'Mileage',
    unit_name: 'km',
    unit_price: 0.3,
    untaxed: false,
    archived: false,
    created_at: '2026-11-23T10:31:00.000Z',
    updated_at: '2026-11-23T10:31:00.000Z',
  };

  it('create 201; list as a page; update nests the body under fields; delete 409 while used', async () => {
    const create = gateway.trackingService.answer('CreateExpenseCategory', CATEGORY);
    gateway.trackingService.answer('ListExpenseCategories', {
      categories: [CATEGORY],
      page_info: { page: 1, per_page: 20, total: 1 },
    });
    const update = gateway.trackingService.answer('UpdateExpenseCategory', CATEGORY);
    gateway.trackingService.refuse(
      'DeleteExpenseCategory',
      failedPrecondition(Reason.EXPENSE_CATEGORY_IN_USE, ExpenseText.CATEGORY_IN_USE),
    );

    const created = await authorized('post', '/api/v3/expense-category/create').send({
      name: 'Mileage',
      unit_name: 'km',
      unit_price: 0.3,
    });
    const listed = await authorized('get', '/api/v3/expense-category/list');
    await authorized('post', '/api/v3/expense-category/3/update').send({ archived: true });
    const deleted = await authorized('post', '/api/v3/expense-category/3/delete');

    expect(created.status).toBe(201);
    expect(created.body).toEqual(CATEGORY);
    expect(create[0]!.message).toMatchObject({ name: 'Mileage', unit_price: 0.3 });
    expect(listed.body).toEqual({ data: [CATEGORY], page: 1, per_page: 20, total: 1 });
    expect(update[0]!.message).toMatchObject({ category_id: 3, fields: { archived: true } });
    expect(deleted.status).toBe(409);
    expect(deleted.body).toEqual({
      error: 409,
      message: 'This expense category is used by expenses; archive it instead',
    });
  });
});
