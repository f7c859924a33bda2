// Expense categories through the service: owners and managers manage them, everyone in
// the team lists them; names unique per team whatever their case (409); a unit name and
// price together; archived ones hidden unless asked and taking no new expenses; delete
// refused (409) while expenses use one; another team's category is not found.
import { ExpenseText, Reason } from '@workmesh/platform';
import {
  asManager,
  asMember,
  asOwner,
  failureOf,
  trackingForFile,
  type TeamFixture,
} from './tracking-harness';

const h = trackingForFile();

const create = (
  fixture: TeamFixture,
  fields: Record<string, unknown>,
  caller = asManager(fixture),
) => h.client.CreateExpenseCategory(fields, caller);

describe('CreateExpenseCategory', () => {
  it('a manager creates one; the owner a unit category (km at 0.30)', async () => {
    const fixture = h.team();

    const travel = await create(fixture, { name: 'Travel' });
    const mileage = await create(
      fixture,
      { name: 'Mileage', unit_name: 'km', unit_price: 0.3, untaxed: true },
      asOwner(fixture),
    );

    expect(travel).toEqual({
      id: expect.any(Number),
      team_id: fixture.teamId,
      name: 'Travel',
      untaxed: false,
      archived: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(mileage).toMatchObject({
      name: 'Mileage',
      unit_name: 'km',
      unit_price: 0.3,
      untaxed: true,
    });
  });

  it('a member may not: 403', async () => {
    const fixture = h.team();
    const error = await failureOf(create(fixture, { name: 'Meals' }, asMember(fixture)));
    expect(error.kind).toBe('permission_denied');
  });

  it('a name the team has in any case: 409; another team may use it', async () => {
    const fixture = h.team();
    const other = h.team();
    await create(fixture, { name: 'Hotels' });

    const error = await failureOf(create(fixture, { name: '  HOTELS ' }));
    const elsewhere = await create(other, { name: 'Hotels' });

    expect(error.kind).toBe('already_exists');
    expect(error.reason).toBe(Reason.EXPENSE_CATEGORY_NAME_TAKEN);
    expect(error.message).toBe(ExpenseText.CATEGORY_NAME_TAKEN);
    expect(elsewhere.team_id).toBe(other.teamId);
  });

  it('400s: no name, a unit name without its price, a price of 4 places', async () => {
    const fixture = h.team();

    const noName = await failureOf(create(fixture, {}));
    const half = await failureOf(create(fixture, { name: 'Km', unit_name: 'km' }));
    const places = await failureOf(
      create(fixture, { name: 'Km', unit_name: 'km', unit_price: 0.1234 }),
    );

    expect(noName.fields).toEqual({ name: ['The name field is required.'] });
    expect(half.fields).toEqual({
      unit_name: ['The unit_name and unit_price must be given together.'],
    });
    expect(places.fields).toEqual({
      unit_price: ['The unit_price may have at most 3 decimal places.'],
    });
  });
});

describe('ListExpenseCategories, UpdateExpenseCategory, DeleteExpenseCategory', () => {
  it('everyone lists them by name; archived ones only when asked', async () => {
    const fixture = h.team();
    await create(fixture, { name: 'Travel' });
    await create(fixture, { name: 'accommodation' });
    const old = await create(fixture, { name: 'Fax' });
    await h.client.UpdateExpenseCategory(
      { category_id: old.id, fields: { archived: true } },
      asManager(fixture),
    );

    const shown = await h.client.ListExpenseCategories({}, asMember(fixture));
    const all = await h.client.ListExpenseCategories(
      { include_archived: true, per_page: 2, page: 1 },
      asMember(fixture),
    );

    expect(shown.categories.map((category) => category.name)).toEqual(['accommodation', 'Travel']);
    expect(shown.page_info).toEqual({ page: 1, per_page: 20, total: 2 });
    expect(all.categories.map((category) => category.name)).toEqual(['accommodation', 'Fax']);
    expect(all.page_info?.total).toBe(3);
  });

  it('update renames (409 on a taken name) and clears the unit with unit_name ""', async () => {
    const fixture = h.team();
    await create(fixture, { name: 'Meals' });
    const mileage = await create(fixture, { name: 'Mileage', unit_name: 'km', unit_price: 0.5 });

    const taken = await failureOf(
      h.client.UpdateExpenseCategory(
        { category_id: mileage.id, fields: { name: 'meals' } },
        asManager(fixture),
      ),
    );
    const cleared = await h.client.UpdateExpenseCategory(
      { category_id: mileage.id, fields: { name: 'Car', unit_name: '' } },
      asManager(fixture),
    );

    expect(taken.reason).toBe(Reason.EXPENSE_CATEGORY_NAME_TAKEN);
    expect(cleared).toMatchObject({ name: 'Car' });
    expect(cleared.unit_name).toBeUndefined();
    expect(cleared.unit_price).toBeUndefined();
  });

  it("another team's category is not found; a member may not update or delete", async () => {
    const fixture = h.team();
    const other = h.team();
    const theirs = await create(other, { name: 'Theirs' });
    const ours = await create(fixture, { name: 'Ours' });

    const update = await failureOf(
      h.client.UpdateExpenseCategory(
        { category_id: theirs.id, fields: { name: 'Mine' } },
        asManager(fixture),
      ),
    );
    const remove = await failureOf(
      h.client.DeleteExpenseCategory({ category_id: theirs.id }, asOwner(fixture)),
    );
    const byMember = await failureOf(
      h.client.DeleteExpenseCategory({ category_id: ours.id }, asMember(fixture)),
    );

    expect(update.reason).toBe(Reason.EXPENSE_CATEGORY_NOT_FOUND);
    expect(remove.reason).toBe(Reason.EXPENSE_CATEGORY_NOT_FOUND);
    expect(byMember.kind).toBe('permission_denied');
  });

  it('delete is refused while an expense uses it (409); an archived one takes no new expense', async () => {
    const fixture = h.team();
    const used = await create(fixture, { name: 'Used' });
    const unused = await create(fixture, { name: 'Unused' });
    const expense = {
      date: '2026-03-03',
      project_id: fixture.project.id,
      category_id: used.id,
      amount: 12.5,
    };
    await h.client.CreateExpense(expense, asMember(fixture));

    const inUse = await failureOf(
      h.client.DeleteExpenseCategory({ category_id: used.id }, asManager(fixture)),
    );
    const deleted = await h.client.DeleteExpenseCategory(
      { category_id: unused.id },
      asManager(fixture),
    );
    await h.client.UpdateExpenseCategory(
      { category_id: used.id, fields: { archived: true } },
      asManager(fixture),
    );
    const archived = await failureOf(h.client.CreateExpense(expense, asMember(fixture)));

    expect(inUse.kind).toBe('failed_precondition');
    expect(inUse.reason).toBe(Reason.EXPENSE_CATEGORY_IN_USE);
    expect(inUse.message).toBe(ExpenseText.CATEGORY_IN_USE);
    expect(deleted.success).toBe('Expense category deleted');
    expect(archived.reason).toBe(Reason.EXPENSE_CATEGORY_ARCHIVED);
  });
});
