// tracking's one subscription to its own events: the time-entry events keep budget use
// current (budget-use.ts); the expense events (issue 35) decide the alerts an expense's
// write may reach (expense-budget.ts). Each applies once whatever RabbitMQ delivers again: an
// entry's part is replaced only by a later revision of it, in the transaction that
// records the alerts. A process handles them one at a time (prefetch 1); two replicas
// writing one client's counters conflict and the later transaction is retried. A failure
// (clients or teams down, MongoDB away) is thrown: the bus retries with backoff, then
// dead-letters the event to `tracking.budget-use.dlq`.
import {
  ExpenseCreated,
  ExpenseDeleted,
  ExpenseUpdated,
  readEventData,
  TimeEntryCreated,
  TimeEntryDeleted,
  TRACKING_BUDGET_USE,
  type EventBus,
  type EventHandler,
} from '@workmesh/platform';
import type { BudgetUseCases } from './budget-use';
import { expenseBudgetChange } from './expense-budget';

export const BUDGET_USE_QUEUE = TRACKING_BUDGET_USE.queue;
export const BUDGET_EVENT_TYPES = [...TRACKING_BUDGET_USE.routingKeys];

const EXPENSE_EVENT_TYPES = new Set<string>([
  ExpenseCreated.type,
  ExpenseUpdated.type,
  ExpenseDeleted.type,
]);

export function budgetEventHandler(budgets: BudgetUseCases): EventHandler {
  return async (event) => {
    if (EXPENSE_EVENT_TYPES.has(event.type))
      return expenseBudgetChange(budgets, readEventData(ExpenseCreated.schema, event));
    // The three carry the same data (the entry); only a deletion ends it.
    const data = readEventData(TimeEntryCreated.schema, event);
    await budgets.applyEntryEvent(data, event.type === TimeEntryDeleted.type);
  };
}

export async function subscribeToEntryEvents(
  bus: EventBus,
  budgets: BudgetUseCases,
): Promise<void> {
  await bus.subscribe({
    queue: BUDGET_USE_QUEUE,
    routingKeys: BUDGET_EVENT_TYPES,
    prefetch: 1,
    handler: budgetEventHandler(budgets),
  });
}
