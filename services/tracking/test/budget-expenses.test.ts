// Expenses in client budgets (issue 35): a total_cost budget counts the client's billable
// expenses in its currency (shown apart: used_time_cost, used_expense_cost; used_cost their
// sum), and an expense event that takes use across notifyAt fires the threshold alert; an
// hours budget ignores expenses. Expenses are written through the service (CreateExpense,
// UpdateExpense, DeleteExpense): their events reach the budget consumer through the outbox
// and the bus. An expense in another currency than the client's cannot be written through
// the API (its currency is its client's): it is put in the store as an older one would be.
import { type BudgetThresholdReachedData } from '@workmesh/platform';
import { eventually, type StubBudget } from '@workmesh/testing';
import type { ExpenseDocument } from '../src/models';
import {
  asManager,
  asMember,
  asOwner,
  RATES,
  trackingForFile,
  type TeamFixture,
} from './tracking-harness';

const h = trackingForFile();

const HOUR = 3600_000;
let expenseSerial = 80_000;

function budgeted(budget: StubBudget): TeamFixture {
  const fixture = h.team();
  h.clients.setBudget(fixture.teamId, fixture.client, budget);
  return fixture;
}

const budgetOf = (fixture: TeamFixture) =>
  h.client.GetClientBudget({ client_id: fixture.client.id }, asOwner(fixture));

/** Two billable hours of the member (2 × the bill rate), applied to the budget. */
async function twoHours(fixture: TeamFixture) {
  const start = Math.floor(Date.now() / HOUR) * HOUR - 40 * 24 * HOUR;
  await h.client.CreateTimeEntry(
    {
      project_id: fixture.project.id,
      start: new Date(start).toISOString(),
      end: new Date(start + 2 * HOUR).toISOString(),
    },
    asMember(fixture),
  );
  await eventually(async () => (await budgetOf(fixture)).used_hours === 2, 10_000, '2 h used');
}

/** A billable (unless said) expense of the member through the service. */
async function spent(fixture: TeamFixture, amount: number, billable = true) {
  const category = await h.client.CreateExpenseCategory(
    { name: `Travel ${++expenseSerial}` },
    asManager(fixture),
  );
  return h.client.CreateExpense(
    {
      date: '2026-01-15',
      project_id: fixture.project.id,
      category_id: category.id,
      amount,
      billable,
    },
    asMember(fixture),
  );
}

/** An expense in the store as tracking keeps it (one the API could not write). */
async function stored(fixture: TeamFixture, fields: Partial<ExpenseDocument>) {
  const now = new Date();
  const document: ExpenseDocument = {
    _id: ++expenseSerial,
    team_id: fixture.teamId,
    user_id: fixture.members[0].id,
    project_id: fixture.project.id,
    client_id: fixture.client.id,
    task_id: null,
    category_id: 1,
    category_name: 'Travel',
    date: '2026-01-15',
    amount_minor: 10_000,
    currency: 'USD',
    quantity: null,
    unit_price: null,
    unit_name: null,
    notes: '',
    billable: true,
    untaxed: false,
    receipt: null,
    locked: false,
    locked_reason: null,
    invoice_id: null,
    locked_before_invoice: null,
    project_name: fixture.project.name,
    client_name: fixture.client.name,
    task_name: null,
    created_by: fixture.members[0].id,
    tag_ids: [],
    revision: 1,
    created_at: now,
    updated_at: now,
    ...fields,
  };
  await h.db.collection('expenses').insertOne(document as never);
}

const alertsOf = (fixture: TeamFixture) =>
  h.events.all<BudgetThresholdReachedData>(
    'client.budget_threshold_reached',
    (data) => data.client_id === fixture.client.id && data.team_id === fixture.teamId,
  );

describe('expenses in client budgets', () => {
  it('a total_cost budget counts billable expenses in its currency, shown apart from time', async () => {
    const fixture = budgeted({ budgetType: 'total_cost', cost: 1000, notifyAt: 80 });
    await twoHours(fixture);
    await spent(fixture, 123.45);
    await spent(fixture, 500, false);
    await stored(fixture, { amount_minor: 70_000, currency: 'EUR' });

    const budget = await budgetOf(fixture);

    const time = 2 * RATES.bill_rate;
    expect(budget).toMatchObject({
      used_time_cost: time,
      used_expense_cost: 123.45,
      used_cost: time + 123.45,
      used_percent: Math.round((time + 123.45) * 10) / 100,
    });
  });

  it('an expense that takes use across notifyAt fires the threshold alert, once', async () => {
    const fixture = budgeted({ budgetType: 'total_cost', cost: 1000, notifyAt: 50 });
    await twoHours(fixture); // 240 of 1000: 24 %
    expect(alertsOf(fixture)).toEqual([]);

    const expense = await spent(fixture, 300); // + 300: 54 %

    const alert = await h.events.waitFor<BudgetThresholdReachedData>(
      'client.budget_threshold_reached',
      (data) => data.client_id === fixture.client.id && data.team_id === fixture.teamId,
    );
    expect(alert.data).toMatchObject({
      threshold: 50,
      budget_type: 'total_cost',
      used_cost: 540,
      used_percent: 54,
      limit_cost: 1000,
    });
    await h.client.UpdateExpense({ expense_id: expense.id, amount: 310 }, asMember(fixture));
    expect((await budgetOf(fixture)).used_expense_cost).toBe(310); // 55 %: alerted already
    // Deleted: back to 24 % (re-armed); written again: 50 alerts a second time.
    await h.client.DeleteExpense({ expense_id: expense.id }, asMember(fixture));
    expect((await budgetOf(fixture)).used_cost).toBe(240);
    await eventually(
      async () => {
        const use = await h.db
          .collection('budget_uses')
          .findOne({ team_id: fixture.teamId, client_id: fixture.client.id });
        return use !== null && (use.alerted as number[]).length === 0;
      },
      10_000,
      'the deletion re-arming 50',
    );
    await spent(fixture, 260);
    await eventually(async () => alertsOf(fixture).length === 2, 10_000, 'the second alert of 50');
    expect(alertsOf(fixture).map((event) => event.data.threshold)).toEqual([50, 50]);
  });

  it('an hours budget ignores expenses', async () => {
    const fixture = budgeted({ budgetType: 'hours_cost', hours: 10, notifyAt: 80 });
    await twoHours(fixture);
    await spent(fixture, 999);

    const budget = await budgetOf(fixture);

    expect(budget).toMatchObject({ used_hours: 2, used_expense_cost: 0, used_percent: 20 });
    expect(budget.used_cost).toBe(budget.used_time_cost);
  });
});
