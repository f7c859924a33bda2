// An invoice's expense lines (issue 35), pure: no I/O. When the client's include_expense
// is yes, the period's billable, uninvoiced expenses in the invoice's currency (tracking
// claims them, as it claims time) are billed one line each, after the time: described by
// the category and the notes, on the expense's day, quantity 1 (or the unit quantity of a
// unit category, e.g. 42.5 km, when the line's places hold it exactly) and the expense's
// amount as recorded (tracking already rounded quantity × unit price to the minor unit:
// nothing is rounded again here). A line
// of an untaxed category is not taxed (the invoice's tax is on its taxed subtotal).
import { minorDigits } from '@workmesh/platform';
import type { InvoiceLineRecord } from './models';

/** What an invoice bills of an expense: tracking's expense as claimed. */
export interface BilledExpense {
  id: number;
  user_id: number;
  project_id: number;
  task_id: number | null;
  /** YYYY-MM-DD, the team's zone. */
  date: string;
  category_name: string;
  notes: string;
  /** Minor units of the invoice's currency. */
  amountMinor: number;
  /** A unit category's quantity (42.5 km), else null. */
  quantity: number | null;
  /** A unit category's price per unit (a decimal of the currency), else null. */
  unitPrice: number | null;
  /** A unit category's unit (km), else null. */
  unit_name: string | null;
  untaxed: boolean;
}

/** How an expense line reads: its category, then its notes. */
export const expenseDescription = (expense: BilledExpense): string => {
  const notes = expense.notes.trim();
  return notes ? `${expense.category_name}: ${notes}` : expense.category_name;
};

/**
 * A unit category's quantity and price as a line's (quantity in hundredths, price in minor
 * units), or null when either has more places than a line keeps (42.5 km × 0.355 USD, or
 * 12.125 km): shown rounded, quantity × unit price would no longer make the amount.
 */
function unitsOnLine(
  expense: BilledExpense,
  currency: string,
): { quantityHundredths: number; unitPriceMinor: number } | null {
  if (expense.quantity === null || expense.unitPrice === null) return null;
  const hundredths = expense.quantity * 100;
  const minor = expense.unitPrice * 10 ** minorDigits(currency);
  const whole = (value: number) => Math.abs(value - Math.round(value)) < 1e-6;
  return whole(hundredths) && whole(minor)
    ? { quantityHundredths: Math.round(hundredths), unitPriceMinor: Math.round(minor) }
    : null;
}

/** A unit expense's quantity and price as written in a description: `42.5 km × 0.355`. */
const unitsText = (expense: BilledExpense): string =>
  ` (${expense.quantity}${expense.unit_name ? ` ${expense.unit_name}` : ''} × ${expense.unitPrice})`;

/**
 * The expense lines, numbered on from `firstId`, by day then expense id. A unit
 * category's line shows its quantity and unit price when the line's places hold them
 * exactly; otherwise (and for any other category) it is 1 × the amount, a unit expense's
 * quantity and price then written after its description.
 */
export function expenseLines(
  expenses: readonly BilledExpense[],
  currency: string,
  firstId: number,
): InvoiceLineRecord[] {
  return [...expenses]
    .sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1))
    .map((expense, index) => {
      const units = unitsOnLine(expense, currency);
      const unitsApart = units === null && expense.quantity !== null && expense.unitPrice !== null;
      return {
        id: firstId + index,
        description: expenseDescription(expense) + (unitsApart ? unitsText(expense) : ''),
        quantityHundredths: units?.quantityHundredths ?? 100,
        unitPriceCents: units?.unitPriceMinor ?? expense.amountMinor,
        amountCents: expense.amountMinor,
        project_id: expense.project_id,
        user_id: expense.user_id,
        task_id: expense.task_id,
        date: expense.date,
        time_entry_count: 0,
        kind: 'expense',
        expense_id: expense.id,
        taxed: !expense.untaxed,
      };
    });
}
