// Expenses in client budgets (issue 35): a total_cost budget counts the client's billable
// expenses in its currency (shown apart: used_time_cost, used_expense_cost; used_cost their
// sum), and an expense event that takes use across notifyAt fires the threshold alert; an
// hours budget ignores expenses. Expenses are written to the database as tracking keeps
// them and their expense.created event published as their use cases record it (their own
// API is another part's).
import { ExpenseCreated, type BudgetThresholdReachedData } from '@workmesh/platform';
import { eventually, type StubBudget } from '@workmesh/testing';
import { toExpense, toExpenseData, type ExpenseDocument } from '../src/models';
import { asMember, asOwner, RATES, trackingForFile, type TeamFixture } from './tracking-harness';

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

/** An expense written as the expenses store writes it, and its expense.created published. */
async function spent(fixture: TeamFixture, fields: Partial<ExpenseDocument>) {
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
    revision: 1,
    created_at: now,
    updated_at: now,
    ...fields,
  };
  await h.db.collection('expenses').insertOne(document as never);
  await h.publish(ExpenseCreated.make(toExpenseData(toExpense(document))));
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
    await spent(fixture, { amount_minor: 12_345 });
    await spent(fixture, { amount_minor: 50_000, billable: false });
    await spent(fixture, { amount_minor: 70_000, currency: 'EUR' });

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

    await spent(fixture, { amount_minor: 30_000 }); // + 300: 54 %

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
    await spent(fixture, { amount_minor: 1_000 }); // 55 %: no second alert of 50
    await eventually(
      async () => (await budgetOf(fixture)).used_expense_cost === 310,
      10_000,
      '310 of expenses',
    );
    expect(alertsOf(fixture).map((event) => event.data.threshold)).toEqual([50]);
  });

  it('an hours budget ignores expenses', async () => {
    const fixture = budgeted({ budgetType: 'hours_cost', hours: 10, notifyAt: 80 });
    await twoHours(fixture);
    await spent(fixture, { amount_minor: 99_900 });

    const budget = await budgetOf(fixture);

    expect(budget).toMatchObject({ used_hours: 2, used_expense_cost: 0, used_percent: 20 });
    expect(budget.used_cost).toBe(budget.used_time_cost);
  });
});
