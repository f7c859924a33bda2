// The expenses of StubTracking (issue 35): kept and claimed for an invoice as tracking
// does it (ClaimInvoiceExpenses: the client's billable, uninvoiced expenses dated in the
// days, in the invoice's currency, unlocked or approved; the same invoice again answers the
// same; ReleaseInvoiceExpenses puts each back to the lock it had).
import type { RpcResponse, TrackingDefinition } from '@workmesh/platform';

type ExpenseMessage = RpcResponse<TrackingDefinition, 'GetExpense'>;

/** An expense as the stub keeps it: what an invoice reads of it, and its lock. */
export interface StubExpense {
  id: number;
  team_id: number;
  user_id: number;
  project_id: number;
  project_name: string;
  client_id: number;
  task_id: number | null;
  category_id: number;
  category_name: string;
  /** YYYY-MM-DD */
  date: string;
  /** A decimal with the currency's places (as the proto). */
  amount: number;
  currency: string;
  quantity: number | null;
  unit_price: number | null;
  unit_name: string | null;
  notes: string;
  billable: boolean;
  untaxed: boolean;
  locked: boolean;
  locked_reason: 'approved' | 'invoiced' | null;
  invoice_id: number | null;
  locked_before_invoice: 'approved' | null;
}

export type NewStubExpense = Pick<StubExpense, 'team_id' | 'user_id' | 'client_id' | 'date'> &
  Partial<Omit<StubExpense, 'id'>>;

export class StubExpenses {
  private readonly expenses = new Map<number, StubExpense>();
  /** Every expense claim answered, in order. */
  readonly claims: Array<{ invoiceId: number; expenseIds: number[]; currency?: string }> = [];

  constructor(private nextId: number) {}

  add(expense: NewStubExpense): StubExpense {
    const stored: StubExpense = {
      project_id: 1,
      project_name: 'Project',
      task_id: null,
      category_id: 1,
      category_name: 'Travel',
      amount: 10,
      currency: 'USD',
      quantity: null,
      unit_price: null,
      unit_name: null,
      notes: '',
      billable: true,
      untaxed: false,
      locked: false,
      locked_reason: null,
      invoice_id: null,
      locked_before_invoice: null,
      ...expense,
      id: this.nextId++,
    };
    this.expenses.set(stored.id, stored);
    return { ...stored };
  }

  get(id: number): StubExpense | undefined {
    const found = this.expenses.get(id);
    return found && { ...found };
  }

  private message(expense: StubExpense): ExpenseMessage {
    const at = `${expense.date}T00:00:00.000Z`;
    return {
      id: expense.id,
      team_id: expense.team_id,
      user_id: expense.user_id,
      project_id: expense.project_id,
      client_id: expense.client_id,
      ...(expense.task_id === null ? {} : { task_id: expense.task_id }),
      category_id: expense.category_id,
      category_name: expense.category_name,
      date: expense.date,
      amount: expense.amount,
      currency: expense.currency,
      ...(expense.quantity === null ? {} : { quantity: expense.quantity }),
      ...(expense.unit_price === null ? {} : { unit_price: expense.unit_price }),
      ...(expense.unit_name === null ? {} : { unit_name: expense.unit_name }),
      notes: expense.notes,
      billable: expense.billable,
      untaxed: expense.untaxed,
      locked: expense.locked,
      ...(expense.locked_reason === null ? {} : { locked_reason: expense.locked_reason }),
      ...(expense.invoice_id === null ? {} : { invoice_id: expense.invoice_id }),
      project_name: expense.project_name,
      client_name: '',
      created_by: expense.user_id,
      created_at: at,
      updated_at: at,
    };
  }

  claim(request: {
    team_id: number;
    client_id: number;
    from: string;
    to: string;
    invoice_id: number;
    currency: string;
  }): { expenses: ExpenseMessage[] } {
    const byDate = (a: StubExpense, b: StubExpense) => a.date.localeCompare(b.date) || a.id - b.id;
    const ofTeam = [...this.expenses.values()].filter((e) => e.team_id === request.team_id);
    const earlier = ofTeam.filter((expense) => expense.invoice_id === request.invoice_id);
    if (earlier.length > 0)
      return { expenses: earlier.sort(byDate).map((expense) => this.message(expense)) };
    const claimed = ofTeam
      .filter(
        (expense) =>
          expense.client_id === request.client_id &&
          expense.date >= request.from &&
          expense.date <= request.to &&
          expense.billable &&
          expense.invoice_id === null &&
          (!request.currency || expense.currency === request.currency) &&
          (!expense.locked || expense.locked_reason === 'approved'),
      )
      .sort(byDate);
    for (const expense of claimed) {
      expense.locked_before_invoice = expense.locked_reason === 'approved' ? 'approved' : null;
      Object.assign(expense, {
        invoice_id: request.invoice_id,
        locked: true,
        locked_reason: 'invoiced',
      });
    }
    this.claims.push({
      invoiceId: request.invoice_id,
      expenseIds: claimed.map((expense) => expense.id),
      currency: request.currency,
    });
    return { expenses: claimed.map((expense) => this.message(expense)) };
  }

  release(teamId: number, invoiceId: number): { released: number } {
    let released = 0;
    for (const expense of this.expenses.values()) {
      if (expense.team_id !== teamId || expense.invoice_id !== invoiceId) continue;
      expense.invoice_id = null;
      expense.locked = expense.locked_before_invoice !== null;
      expense.locked_reason = expense.locked_before_invoice;
      expense.locked_before_invoice = null;
      released += 1;
    }
    return { released };
  }
}
