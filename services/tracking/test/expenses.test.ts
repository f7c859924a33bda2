// Expenses through the service: create (JSON fields, a receipt kept in the object store
// and served back), amounts in the client's currency places, unit categories, billable
// from the project; who may do what; tenancy; locks by an approved week (and unlocked by
// a rejection); the list's filters, paging and totals; events and audit records.
import {
  checkEventData,
  ExpenseCreated,
  ExpenseText,
  Reason,
  type DomainEvent,
} from '@workmesh/platform';
import { changesRecordedBy } from '@workmesh/testing';
import { Client as MinioClient } from 'minio';
import {
  asManager,
  asMember,
  asOwner,
  failureOf,
  trackingForFile,
  type TeamFixture,
} from './tracking-harness';
import { htmlPage, jpegFile, pdfFile, pngFile, pngHeaderThenScript } from './receipt-files';

const h = trackingForFile();

const DAY = '2026-03-03'; // in 2026-W10, Mon 2 – Sun 8 March 2026

async function categoryOf(fixture: TeamFixture, fields: Record<string, unknown> = {}) {
  return h.client.CreateExpenseCategory(
    { name: `Category ${Math.random().toString(36).slice(2, 8)}`, ...fields },
    asManager(fixture),
  );
}

async function expense(
  fixture: TeamFixture,
  fields: Record<string, unknown> = {},
  caller = asMember(fixture),
) {
  const category = (fields.category_id as number | undefined) ?? (await categoryOf(fixture)).id;
  return h.client.CreateExpense(
    { date: DAY, project_id: fixture.project.id, amount: 12.5, ...fields, category_id: category },
    caller,
  );
}

/** The object key the expense's record keeps (null without a receipt). */
async function storedKeyOf(id: number): Promise<string | null> {
  const stored = await h.db
    .collection<{ _id: number; receipt: { key: string } | null }>('expenses')
    .findOne({ _id: id });
  return stored?.receipt?.key ?? null;
}

const objectStore = () =>
  new MinioClient({
    endPoint: '127.0.0.1',
    port: h.s3.port,
    useSSL: false,
    accessKey: h.s3.accessKey,
    secretKey: h.s3.secretKey,
    pathStyle: true,
  });

/** Whether the object store holds the key (the bucket tracking was configured with). */
async function objectExists(key: string): Promise<boolean> {
  try {
    await objectStore().statObject(h.config.MINIO_BUCKET, key);
    return true;
  } catch {
    return false;
  }
}

/** The keys stored under the team's receipts/ folder. */
async function teamReceiptKeys(teamId: number): Promise<string[]> {
  const keys: string[] = [];
  const listing = objectStore().listObjectsV2(h.config.MINIO_BUCKET, `receipts/${teamId}/`, true);
  for await (const item of listing) keys.push((item as { name: string }).name);
  return keys;
}

const receipt = (data: Buffer, filename: string, content_type = 'image/png') => ({
  data,
  filename,
  content_type,
});

describe('CreateExpense', () => {
  it('a member records one: amount in the client currency, billable from the project, names kept', async () => {
    const fixture = h.team();
    const category = await categoryOf(fixture, { untaxed: true });

    const created = await expense(fixture, { category_id: category.id, notes: 'Taxi' });

    expect(created).toEqual({
      id: expect.any(Number),
      team_id: fixture.teamId,
      user_id: fixture.members[0].id,
      project_id: fixture.project.id,
      client_id: fixture.client.id,
      category_id: category.id,
      category_name: category.name,
      date: DAY,
      amount: 12.5,
      currency: 'USD',
      notes: 'Taxi',
      billable: true,
      untaxed: true,
      locked: false,
      project_name: fixture.project.name,
      client_name: fixture.client.name,
      created_by: fixture.members[0].id,
      tag_ids: [],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await h.client.GetExpense({ expense_id: created.id }, asMember(fixture))).toEqual(
      created,
    );
  });

  it('amounts take the currency places: JPY 0, KWD 3; more places → 400', async () => {
    const fixture = h.team();
    const yen = h.clients.project(fixture.teamId, 'Tokyo', {
      client: { id: 7001, name: 'Tokyo client', currency: 'JPY' },
      isBillable: false,
    });
    const dinar = h.clients.project(fixture.teamId, 'Kuwait', {
      client: { id: 7002, name: 'Kuwait client', currency: 'KWD' },
      isBillable: true,
    });

    const inYen = await expense(fixture, { project_id: yen.id, amount: 1500 });
    const inDinar = await expense(fixture, { project_id: dinar.id, amount: 1.125 });
    const halfYen = await failureOf(expense(fixture, { project_id: yen.id, amount: 10.5 }));
    const cents = await failureOf(expense(fixture, { amount: 1.005 }));

    expect(inYen).toMatchObject({ amount: 1500, currency: 'JPY', billable: false });
    expect(inDinar).toMatchObject({ amount: 1.125, currency: 'KWD' });
    expect(halfYen.fields).toEqual({
      amount: ['The amount may have at most 0 decimal places in JPY.'],
    });
    expect(cents.fields).toEqual({
      amount: ['The amount may have at most 2 decimal places in USD.'],
    });
  });

  it('a unit category: quantity × unit price, rounded half up; amount refused, quantity required', async () => {
    const fixture = h.team();
    const mileage = await categoryOf(fixture, {
      name: 'Mileage',
      unit_name: 'km',
      unit_price: 0.355,
    });

    const trip = await expense(fixture, {
      category_id: mileage.id,
      amount: undefined,
      quantity: 42.5,
    });
    const withAmount = await failureOf(expense(fixture, { category_id: mileage.id, quantity: 1 }));
    const without = await failureOf(
      expense(fixture, { category_id: mileage.id, amount: undefined }),
    );

    // 42.5 × 0.355 = 15.0875 → 15.09
    expect(trip).toMatchObject({
      amount: 15.09,
      quantity: 42.5,
      unit_price: 0.355,
      unit_name: 'km',
    });
    expect(withAmount.fields).toEqual({
      amount: [
        'The amount is computed from the quantity for this category: give a quantity instead.',
      ],
    });
    expect(without.fields).toEqual({
      quantity: ['The quantity field is required for this category.'],
    });
  });

  it('400s name each bad field: a date that is not a day, a negative amount, no project', async () => {
    const fixture = h.team();
    const category = await categoryOf(fixture);

    const error = await failureOf(
      h.client.CreateExpense(
        { date: '2026-02-30', amount: -1, category_id: category.id },
        asMember(fixture),
      ),
    );

    expect(error.kind).toBe('invalid_argument');
    expect(error.fields).toEqual({
      date: ['The date must be a date in the format YYYY-MM-DD.'],
      project_id: ['The project_id field is required.'],
      amount: ['The amount must be a number greater than 0.'],
    });
  });

  it('a manager creates one for a member; a member not for another; not for a non-member', async () => {
    const fixture = h.team();
    const other = h.team();

    const forMember = await expense(
      fixture,
      { user_id: fixture.members[1].id },
      asManager(fixture),
    );
    const byMember = await failureOf(
      expense(fixture, { user_id: fixture.members[1].id }, asMember(fixture)),
    );
    const outsider = await failureOf(
      expense(fixture, { user_id: other.members[0].id }, asOwner(fixture)),
    );

    expect(forMember).toMatchObject({
      user_id: fixture.members[1].id,
      created_by: fixture.managers[0].id,
    });
    expect(byMember.kind).toBe('permission_denied');
    expect(outsider.fields).toEqual({ user_id: ['The user must be a member of the team.'] });
  });
});

describe('Receipts', () => {
  it.each([
    ['PNG', pngFile(), 'taxi.png', 'image/png'],
    ['JPEG', jpegFile(), 'hotel.jpg', 'image/jpeg'],
    ['PDF', pdfFile(), 'flight.pdf', 'application/pdf'],
  ])('a %s receipt is stored and served back with its type', async (_kind, data, name, type) => {
    const fixture = h.team();

    const created = await expense(fixture, { receipt: receipt(data, name, 'text/html') });
    const file = await h.client.GetExpenseReceipt({ expense_id: created.id }, asManager(fixture));

    expect(created.receipt).toEqual({ filename: name, content_type: type, size: data.length });
    expect(Buffer.from(file.content).equals(data)).toBe(true);
    expect(file).toMatchObject({ filename: name, content_type: type });
  });

  it.each([
    ['an HTML page named .png', htmlPage()],
    ['a PNG header followed by a <script>', pngHeaderThenScript()],
  ])('%s is refused: 403 with the issue text, nothing saved', async (_what, data) => {
    const fixture = h.team();

    const error = await failureOf(expense(fixture, { receipt: receipt(data, 'receipt.png') }));
    const list = await h.client.ListExpenses({}, asMember(fixture));

    expect(error.kind).toBe('permission_denied');
    expect(error.reason).toBe(Reason.RECEIPT_TYPE_NOT_ALLOWED);
    expect(error.message).toBe('The receipt must be a file of type: png, jpg, jpeg, pdf.');
    expect(list.expenses).toEqual([]);
  });

  it('a receipt over RECEIPT_MAX_BYTES is refused with FILE_TOO_LARGE', async () => {
    const fixture = h.team();
    const big = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(70 * 1024),
      Buffer.from('%%EOF'),
    ]);

    const error = await failureOf(expense(fixture, { receipt: receipt(big, 'big.pdf') }));

    expect(error.kind).toBe('resource_exhausted');
    expect(error.reason).toBe(Reason.FILE_TOO_LARGE);
    expect(error.message).toBe('The receipt may not be greater than 64 kilobytes.');
  });

  it('update replaces or removes it; no receipt → 404; another member cannot read it', async () => {
    const fixture = h.team();
    const created = await expense(fixture, { receipt: receipt(pngFile(), 'a.png') });
    const firstKey = await storedKeyOf(created.id);
    expect(firstKey).toMatch(new RegExp(`^receipts/${fixture.teamId}/[0-9a-f]{32}\\.png$`));
    expect(await objectExists(firstKey!)).toBe(true);
    expect(await teamReceiptKeys(fixture.teamId)).toEqual([firstKey]);

    const replaced = await h.client.UpdateExpense(
      { expense_id: created.id, receipt: receipt(pdfFile(), 'b.pdf') },
      asMember(fixture),
    );
    const byOther = await failureOf(
      h.client.GetExpenseReceipt({ expense_id: created.id }, asMember(fixture, 1)),
    );
    const removed = await h.client.UpdateExpense(
      { expense_id: created.id, remove_receipt: true },
      asMember(fixture),
    );
    const none = await failureOf(
      h.client.GetExpenseReceipt({ expense_id: created.id }, asMember(fixture)),
    );

    expect(replaced.receipt).toEqual({
      filename: 'b.pdf',
      content_type: 'application/pdf',
      size: pdfFile().length,
    });
    expect(byOther.reason).toBe(Reason.EXPENSE_NOT_FOUND);
    expect(removed.receipt).toBeUndefined();
    expect(none.reason).toBe(Reason.RECEIPT_NOT_FOUND);
    // The replaced object is deleted once the change commits; so is the second on removal.
    expect(await objectExists(firstKey!)).toBe(false);
    expect(await storedKeyOf(created.id)).toBeNull();
  });
});

describe('Permissions and tenancy', () => {
  it("a member sees and changes only their own; a manager anyone's; another team's is not found", async () => {
    const fixture = h.team();
    const other = h.team();
    const mine = await expense(fixture);
    const theirs = await expense(other);

    const byOtherMember = await failureOf(
      h.client.UpdateExpense({ expense_id: mine.id, notes: 'x' }, asMember(fixture, 1)),
    );
    const byManager = await h.client.UpdateExpense(
      { expense_id: mine.id, notes: 'checked', amount: 20 },
      asManager(fixture),
    );
    const crossTeam = await failureOf(
      h.client.GetExpense({ expense_id: theirs.id }, asOwner(fixture)),
    );
    const crossDelete = await failureOf(
      h.client.DeleteExpense({ expense_id: theirs.id }, asOwner(fixture)),
    );
    const listOther = await failureOf(
      h.client.ListExpenses({ user_id: fixture.members[1].id }, asMember(fixture)),
    );

    expect(byOtherMember.reason).toBe(Reason.EXPENSE_NOT_FOUND);
    expect(byManager).toMatchObject({ notes: 'checked', amount: 20 });
    expect(crossTeam.kind).toBe('not_found');
    expect(crossTeam.reason).toBe(Reason.EXPENSE_NOT_FOUND);
    expect(crossDelete.reason).toBe(Reason.EXPENSE_NOT_FOUND);
    expect(listOther.kind).toBe('permission_denied');
  });

  it('delete removes it (expense.deleted)', async () => {
    const fixture = h.team();
    const created = await expense(fixture);

    const answer = await h.client.DeleteExpense({ expense_id: created.id }, asMember(fixture));
    const gone = await failureOf(
      h.client.GetExpense({ expense_id: created.id }, asMember(fixture)),
    );

    expect(answer.success).toBe('Expense deleted');
    expect(gone.reason).toBe(Reason.EXPENSE_NOT_FOUND);
    await h.events.waitFor<{ id: number }>('expense.deleted', (data) => data.id === created.id);
  });
});

describe('Locked with an approved week', () => {
  it('approving locks the week’s expenses: writes 409 "This expense is locked"; rejecting unlocks', async () => {
    const fixture = h.team();
    const inWeek = await expense(fixture, { date: '2026-03-08' }); // Sunday of 2026-W10
    const nextWeek = await expense(fixture, { date: '2026-03-09' });
    await h.client.ApproveTimesheet(
      { user_id: fixture.members[0].id, week: '2026-W10' },
      asManager(fixture),
    );

    const locked = await h.client.GetExpense({ expense_id: inWeek.id }, asMember(fixture));
    const update = await failureOf(
      h.client.UpdateExpense({ expense_id: inWeek.id, notes: 'late' }, asManager(fixture)),
    );
    const remove = await failureOf(
      h.client.DeleteExpense({ expense_id: inWeek.id }, asMember(fixture)),
    );
    const create = await failureOf(
      expense(fixture, { date: '2026-03-02', receipt: receipt(pdfFile(), 'late.pdf') }),
    );
    const moveIn = await failureOf(
      h.client.UpdateExpense({ expense_id: nextWeek.id, date: '2026-03-04' }, asMember(fixture)),
    );
    const event = await h.events.waitFor<{ id: number; locked: boolean }>(
      'expense.updated',
      (data) => data.id === inWeek.id && data.locked,
    );

    expect(locked).toMatchObject({ locked: true, locked_reason: 'approved' });
    for (const error of [update, remove, create, moveIn]) {
      expect(error.kind).toBe('failed_precondition');
      expect(error.reason).toBe(Reason.EXPENSE_LOCKED);
      expect(error.message).toBe(ExpenseText.EXPENSE_LOCKED);
    }
    expect(update.message).toBe('This expense is locked');
    // The refused create's receipt, stored before its transaction, is removed again.
    expect(await teamReceiptKeys(fixture.teamId)).toEqual([]);
    expect(event.data).toMatchObject({ locked_reason: 'approved' });

    await h.client.RejectTimesheet(
      { user_id: fixture.members[0].id, week: '2026-W10', comment: 'Redo' },
      asManager(fixture),
    );
    const unlocked = await h.client.UpdateExpense(
      { expense_id: inWeek.id, notes: 'fixed' },
      asMember(fixture),
    );
    expect(unlocked).toMatchObject({ locked: false, notes: 'fixed' });
    expect(unlocked.locked_reason).toBeUndefined();
  });
});

describe('ListExpenses', () => {
  it('filters, pages newest date first, and totals per currency of all that match', async () => {
    const fixture = h.team();
    const meals = await categoryOf(fixture);
    const travel = await categoryOf(fixture);
    const yen = h.clients.project(fixture.teamId, 'Osaka', {
      client: { id: 7100, name: 'Osaka client', currency: 'JPY' },
      isBillable: true,
    });
    const a = await expense(fixture, { category_id: meals.id, date: '2026-04-01', amount: 10 });
    const b = await expense(fixture, { category_id: travel.id, date: '2026-04-03', amount: 5.25 });
    const c = await expense(fixture, {
      category_id: meals.id,
      date: '2026-04-02',
      amount: 7,
      billable: false,
    });
    await expense(fixture, {
      category_id: meals.id,
      project_id: yen.id,
      date: '2026-04-02',
      amount: 900,
    });
    const others = await expense(
      fixture,
      { category_id: meals.id, date: '2026-04-02' },
      asMember(fixture, 1),
    );

    const page1 = await h.client.ListExpenses(
      { from: '2026-04-01', to: '2026-04-03', project_id: fixture.project.id, per_page: 2 },
      asManager(fixture),
    );
    const page2 = await h.client.ListExpenses(
      {
        from: '2026-04-01',
        to: '2026-04-03',
        project_id: fixture.project.id,
        per_page: 2,
        page: 2,
      },
      asManager(fixture),
    );
    const own = await h.client.ListExpenses({ category_id: meals.id }, asMember(fixture));
    const billable = await h.client.ListExpenses(
      { billable: false, user_id: fixture.members[0].id },
      asManager(fixture),
    );
    const all = await h.client.ListExpenses({ invoiced: false }, asOwner(fixture));
    const badRange = await failureOf(
      h.client.ListExpenses({ from: '2026-04-03', to: '2026-04-01' }, asOwner(fixture)),
    );

    expect(page1.expenses.map((found) => found.id)).toEqual([b.id, others.id]);
    expect(page1.page_info).toEqual({ page: 1, per_page: 2, total: 4 });
    expect(page2.expenses.map((found) => found.id)).toEqual([c.id, a.id]);
    expect(page1.totals).toEqual([
      { currency: 'USD', amount: 34.75, billable_amount: 27.75, count: 4 },
    ]);
    expect(own.expenses.every((found) => found.user_id === fixture.members[0].id)).toBe(true);
    expect(own.page_info?.total).toBe(3);
    expect(billable.expenses.map((found) => found.id)).toEqual([c.id]);
    expect(all.totals).toEqual([
      { currency: 'JPY', amount: 900, billable_amount: 900, count: 1 },
      { currency: 'USD', amount: 34.75, billable_amount: 27.75, count: 4 },
    ]);
    expect(badRange.fields).toEqual({ to: ['The to must be a date on or after the from.'] });
  });
});

describe('Events and audit', () => {
  it('expense.created carries the expense as the API shows it, valid against its contract', async () => {
    const fixture = h.team();
    const created = await expense(fixture, { receipt: receipt(pngFile(), 'r.png') });

    const event = await h.events.waitFor<{ id: number }>(
      'expense.created',
      (data) => data.id === created.id,
    );

    expect(checkEventData(ExpenseCreated.schema, event as DomainEvent).problem).toBeUndefined();
    expect(event.data).toMatchObject({
      id: created.id,
      amount: 12.5,
      currency: 'USD',
      task_id: null,
      receipt: { filename: 'r.png', content_type: 'image/png', size: pngFile().length },
      revision: 1,
    });
    expect(JSON.stringify(event.data)).not.toContain('receipts/'); // never the object key
  });

  it('an update records expense.updated and a change.recorded with the changed fields', async () => {
    const fixture = h.team();
    const created = await expense(fixture);

    await h.client.UpdateExpense({ expense_id: created.id, amount: 30 }, asMember(fixture));

    const updated = await h.events.waitFor<{ id: number; amount: number; revision: number }>(
      'expense.updated',
      (data) => data.id === created.id,
    );
    expect(updated.data).toMatchObject({ amount: 30, revision: 2 });
    const { recorded } = await changesRecordedBy(h.db, fixture.teamId, () =>
      h.client.UpdateExpense({ expense_id: created.id, notes: 'Audited' }, asMember(fixture)),
    );
    expect(recorded.map((event) => [event.data.action, event.data.object_type])).toEqual([
      ['expense.updated', 'expense'],
    ]);
    expect(recorded[0]!.data.changes).toMatchObject({ notes: { before: '', after: 'Audited' } });
  });
});
