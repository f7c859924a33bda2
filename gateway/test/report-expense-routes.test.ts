// The report routes with include=expenses (issue 35) through a real gRPC stub of the
// tracking service: include passes to the service (which refuses any other value: 400),
// the JSON answer carries the expenses apart from time, and the CSV of each report adds
// them in columns and rows of their own (read back strictly as RFC 4180).
import { invalidArgument, Reason } from '@workmesh/platform';
import request from 'supertest';
import { DETAILED_CSV_COLUMNS, SUMMARY_CSV_COLUMNS } from '../src/report-csv';
import { EXPENSE_SUMMARY_COLUMNS } from '../src/report-expense-csv';
import { bearer, startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';
import { readCsv } from './rfc4180-reader';
import { AMOUNTS, TIME_ENTRY } from './tracking-fixtures';

let gateway: GatewayUnderTest;
beforeAll(async () => {
  gateway = await startGatewayUnderTest();
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

const tracking = () => gateway.trackingService;
const get = (path: string, query: Record<string, string> = {}) =>
  request(gateway.app).get(path).set('Authorization', bearer()).query(query);

const RANGE = { from: '2026-11-01', to: '2026-12-01', timezone: 'UTC' };
const USD_EXPENSES = { currency: 'USD', amount: 52.5, billable_amount: 42.5, count: 2 };
const JPY_EXPENSES = { currency: 'JPY', amount: 1200, billable_amount: 1200, count: 1 };

const SUMMARY = {
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-12-01T00:00:00.000Z',
  timezone: 'UTC',
  group_by: 'project',
  groups: [
    {
      key: '4',
      name: 'Website',
      seconds: 3600,
      billable_seconds: 3600,
      amounts: [{ currency: 'USD', billable_amount: 100, cost_amount: 40 }],
      sub_groups: [],
      expenses: [USD_EXPENSES],
    },
    {
      key: '5',
      name: 'Tokyo trip',
      seconds: 0,
      billable_seconds: 0,
      amounts: [],
      sub_groups: [],
      expenses: [JPY_EXPENSES],
    },
  ],
  totals: [{ currency: 'USD', billable_amount: 100, cost_amount: 40 }],
  seconds: 3600,
  billable_seconds: 3600,
  expense_totals: [JPY_EXPENSES, USD_EXPENSES],
};

const EXPENSE = {
  id: 77,
  team_id: 9,
  user_id: 7,
  project_id: 4,
  client_id: 2,
  category_id: 3,
  category_name: 'Hotel',
  date: '2026-11-24',
  amount: 42.5,
  currency: 'USD',
  notes: '=cmd',
  billable: true,
  untaxed: false,
  locked: false,
  project_name: 'Website',
  client_name: 'Acme',
  created_by: 7,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
};

describe('GET /api/v3/report/summary?include=expenses', () => {
  it('passes include to the service and answers the expenses apart from time', async () => {
    const calls = tracking().answer('SummaryReport', SUMMARY);

    const response = await get('/api/v3/report/summary', {
      ...RANGE,
      group_by: 'project',
      include: 'expenses',
    });

    expect(response.status).toBe(200);
    expect(calls[0]!.message).toMatchObject({ include: 'expenses' });
    expect(response.body.expense_totals).toEqual([JPY_EXPENSES, USD_EXPENSES]);
    expect(response.body.groups[1]).toMatchObject({ seconds: 0, expenses: [JPY_EXPENSES] });
  });

  it("answers 400 with the service's message for another include", async () => {
    const message = 'The include must be expenses.';
    const calls = tracking().refuse(
      'SummaryReport',
      invalidArgument(Reason.INVALID_PARAMETERS, message, { include: [message] }),
    );

    const response = await get('/api/v3/report/summary', {
      ...RANGE,
      group_by: 'project',
      include: 'invoices',
    });

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 400, message });
    expect(calls[0]!.message).toMatchObject({ include: 'invoices' });
  });

  it('as CSV: expense columns after the time ones, each group with one row per expense currency', async () => {
    tracking().answer('SummaryReport', SUMMARY);

    const response = await get('/api/v3/report/summary', {
      ...RANGE,
      group_by: 'project',
      include: 'expenses',
      format: 'csv',
    });

    const empty = (n: number) => Array.from({ length: n }, () => '');
    expect(readCsv(response.text)).toEqual([
      [...SUMMARY_CSV_COLUMNS, ...EXPENSE_SUMMARY_COLUMNS],
      ['4', 'Website', '', '', '3600', '1.00', '3600', 'USD', '100.00', '40.00', ...empty(4)],
      ['4', 'Website', '', '', ...empty(6), 'USD', '52.50', '42.50', '2'],
      ['5', 'Tokyo trip', '', '', '0', '0.00', '0', '', '', '', ...empty(4)],
      ['5', 'Tokyo trip', '', '', ...empty(6), 'JPY', '1200', '1200', '1'],
    ]);
  });

  it('without include the CSV has no expense columns', async () => {
    tracking().answer('SummaryReport', SUMMARY);

    const response = await get('/api/v3/report/summary', {
      ...RANGE,
      group_by: 'project',
      format: 'csv',
    });

    expect(readCsv(response.text)[0]).toEqual(SUMMARY_CSV_COLUMNS);
  });
});

describe('GET /api/v3/report/detailed?include=expenses', () => {
  const DETAILED = {
    from: '2026-11-01T00:00:00.000Z',
    to: '2026-12-01T00:00:00.000Z',
    timezone: 'UTC',
    time_entries: [TIME_ENTRY],
    totals: AMOUNTS,
    seconds: 5400,
    billable_seconds: 5400,
    page_info: { page: 1, per_page: 50, total: 1 },
    expenses: [EXPENSE],
    expense_page_info: { page: 1, per_page: 50, total: 1 },
    expense_totals: [{ currency: 'USD', amount: 42.5, billable_amount: 42.5, count: 1 }],
  };

  it('answers the page of expenses and their totals beside the entries', async () => {
    const calls = tracking().answer('DetailedReport', DETAILED);

    const response = await get('/api/v3/report/detailed', { ...RANGE, include: 'expenses' });

    expect(response.status).toBe(200);
    expect(calls[0]!.message).toMatchObject({ include: 'expenses' });
    expect(response.body.expenses).toEqual([expect.objectContaining({ id: 77, amount: 42.5 })]);
    expect(response.body.expense_page_info).toEqual({ page: 1, per_page: 50, total: 1 });
  });

  it('as CSV: a kind column, the entries then the expenses, expense columns of their own', async () => {
    tracking().answer('DetailedReport', DETAILED);

    const response = await get('/api/v3/report/detailed', {
      ...RANGE,
      include: 'expenses',
      format: 'csv',
    });

    const [header, entry, expense] = readCsv(response.text);
    expect(header.slice(0, DETAILED_CSV_COLUMNS.length + 1)).toEqual([
      'kind',
      ...DETAILED_CSV_COLUMNS,
    ]);
    expect(header).toEqual(expect.arrayContaining(['category_name', 'date', 'amount', 'notes']));
    const cell = (row: string[], column: string) => row[header.indexOf(column)];
    expect(cell(entry, 'kind')).toBe('time_entry');
    expect(cell(entry, 'category_name')).toBe('');
    expect(cell(expense, 'kind')).toBe('expense');
    expect(cell(expense, 'id')).toBe('77');
    expect(cell(expense, 'project_name')).toBe('Website');
    expect(cell(expense, 'duration')).toBe('');
    expect(cell(expense, 'category_name')).toBe('Hotel');
    expect(cell(expense, 'amount')).toBe('42.50');
    // Text a spreadsheet would run is guarded.
    expect(cell(expense, 'notes')).toBe("'=cmd");
  });
});
