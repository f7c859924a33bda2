// Late fees (issue 35). A sent invoice of a client with invoice setting late_fee = yes,
// unpaid at the start of the local day due_date + late_fee_after_days + 1 (the team's
// zone), gets a late-fee line: late_fee_value percent of its total at that moment (tax
// and earlier fees included), rounded half up to the minor unit, or the fixed amount.
// Monthly: step n falls due n calendar months after step 0's day, until
// late_fee_max_times fees. The line is not taxed: the fee is added to the total after tax.
//
// Exactly once: the instant of the next step is stored on the invoice
// (late_fee_next_at); the pass adds a fee with a conditional update (still sent, still at
// that step, still due then) in the same transaction as invoice.late_fee_added, so of two
// replicas one wins, and a restart finds the step done. The team's settings and the
// client's late_fee are read again when a step falls due: a changed step instant is
// rescheduled instead of charged early; a client with late_fee = no (or a team charging
// nothing) ends the schedule without a fee.
import {
  dayOfIsoDate,
  isoDateOf,
  minorDigits,
  startOfLocalDay,
  toMinorUnits,
  type DayNumber,
} from '@workmesh/platform';
import type { InvoicingClient } from './clients-directory';
import type { InvoicesDependencies } from './dependencies';
import {
  INVOICES_SCHEDULED_AUDIT_ACTIONS,
  invoiceChangeRecorded,
  invoiceLateFeeAdded,
} from './events';
import { toInvoiceEventData } from './invoice-views';
import type { InvoiceLineRecord, InvoiceRecord } from './models';
import type { InvoicingTeam, LateFeeSettings } from './teams-directory';

/** The day `months` calendar months after `date` (YYYY-MM-DD), on the month's last day when shorter. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** How many fees the settings charge at most: once is 1. */
export const maxFeesOf = (settings: LateFeeSettings): number =>
  settings.repeat === 'monthly' ? settings.maxTimes : 1;

/**
 * When step `step` (0-based) of the invoice's late fees falls due: the start of the local
 * day due_date + after_days + 1, plus `step` calendar months; null when no such step is
 * charged (beyond max_times).
 */
export function lateFeeStepAt(
  invoice: Pick<InvoiceRecord, 'due_date' | 'timezone'>,
  settings: LateFeeSettings,
  step: number,
): Date | null {
  if (step >= maxFeesOf(settings)) return null;
  const first = isoDateOf((dayOfIsoDate(invoice.due_date) as DayNumber) + settings.afterDays + 1);
  return startOfLocalDay(dayOfIsoDate(addMonths(first, step)) as DayNumber, invoice.timezone);
}

/** Whether the team charges a fee at all (a value of 0 charges none). */
export const chargesLateFees = (settings: LateFeeSettings): boolean => settings.value > 0;

/** late_fee_next_at when an invoice is first sent: step 0, if the client and team charge fees. */
export function firstLateFeeAt(
  invoice: InvoiceRecord,
  team: InvoicingTeam | null,
  client: InvoicingClient | null,
): Date | null {
  if (!team || !client?.lateFee || !chargesLateFees(team.lateFee)) return null;
  return lateFeeStepAt(invoice, team.lateFee, 0);
}

/** x × percent % (2 decimals), rounded half up to the minor unit, for x ≥ 0: exact in integers. */
export const percentOf = (minor: number, percent: number): number => {
  const hundredths = Math.round(percent * 100);
  return Math.floor((2 * minor * hundredths + 10_000) / 20_000);
};

export type LateFeeAmount = { minor: number; problem?: undefined } | { problem: string };

/**
 * The fee on the invoice now, in its currency's minor units. A fixed fee is set in the
 * team's currency: an invoice in another currency is charged none (no conversion; logged).
 */
export function lateFeeAmount(
  invoice: InvoiceRecord,
  settings: LateFeeSettings,
  teamCurrency: string,
): LateFeeAmount {
  if (settings.type === 'percent') return { minor: percentOf(invoice.total_cents, settings.value) };
  if (invoice.currency !== teamCurrency)
    return {
      problem: `a fixed late fee is in the team's ${teamCurrency}, the invoice in ${invoice.currency}: no fee`,
    };
  const minor = toMinorUnits(settings.value, teamCurrency);
  if (minor === null)
    return {
      problem: `the fixed late fee has more than ${minorDigits(teamCurrency)} decimal places`,
    };
  return { minor };
}

/** The late-fee line: one of the fee's amount, untaxed. */
export function lateFeeLine(
  invoice: InvoiceRecord,
  settings: LateFeeSettings,
  minor: number,
  day: string,
): InvoiceLineRecord {
  const what = settings.type === 'percent' ? `Late fee (${settings.value}%)` : 'Late fee';
  return {
    id: invoice.lines.length + 1,
    description: `${what}, ${day}`,
    quantityHundredths: 100,
    unitPriceCents: minor,
    amountCents: minor,
    project_id: null,
    user_id: null,
    task_id: null,
    date: day,
    time_entry_count: 0,
    kind: 'late_fee',
    taxed: false,
  };
}

/** The pass: every sent invoice whose next late fee is due gets it, once. */
export function lateFeeCharging(deps: InvoicesDependencies) {
  const { repository, outbox, teams, clients, logger, metrics } = deps;

  /** Ends (or moves) the schedule of the invoice's step without a fee. */
  const reschedule = (invoice: InvoiceRecord, dueAt: Date, next: Date | null) =>
    repository.invoices.changeLateFeeStep(
      invoice.team_id,
      invoice.id,
      { applied: invoice.late_fees_applied, dueAt },
      { late_fee_next_at: next },
    );

  async function chargeOne(invoice: InvoiceRecord, dueAt: Date): Promise<void> {
    const [team, client] = await Promise.all([
      teams.teamOf(invoice.team_id),
      clients.clientOf(invoice.team_id, invoice.client_id),
    ]);
    const step = invoice.late_fees_applied;
    if (!team || !client?.lateFee || !chargesLateFees(team.lateFee)) {
      await reschedule(invoice, dueAt, null);
      logger.info(
        { invoice_id: invoice.id },
        'no late fee charged: the client or team charges none',
      );
      return;
    }
    const settings = team.lateFee;
    const at = lateFeeStepAt(invoice, settings, step);
    const now = deps.now();
    // The settings changed since it was scheduled: the step's instant as they say now.
    if (at === null || at.getTime() > now.getTime()) {
      await reschedule(invoice, dueAt, at);
      return;
    }
    const amount = lateFeeAmount(invoice, settings, team.currency);
    if (amount.problem !== undefined || amount.minor === 0) {
      await reschedule(invoice, dueAt, null);
      logger.warn({ invoice_id: invoice.id, problem: amount.problem }, 'no late fee charged');
      return;
    }
    const day = addMonths(
      isoDateOf((dayOfIsoDate(invoice.due_date) as DayNumber) + settings.afterDays + 1),
      step,
    );
    const charged = await repository.transaction(async () => {
      const changed = await repository.invoices.changeLateFeeStep(
        invoice.team_id,
        invoice.id,
        { applied: step, dueAt },
        {
          lines: [...invoice.lines, lateFeeLine(invoice, settings, amount.minor, day)],
          total_cents: invoice.total_cents + amount.minor,
          late_fees_applied: step + 1,
          late_fee_next_at: lateFeeStepAt(invoice, settings, step + 1),
        },
      );
      if (!changed) return null;
      await outbox.record(invoiceLateFeeAdded(toInvoiceEventData(changed)));
      const recorded = invoiceChangeRecorded(
        INVOICES_SCHEDULED_AUDIT_ACTIONS.lateFee,
        changed,
        invoice,
      );
      if (recorded) await outbox.record(recorded);
      return changed;
    });
    outbox.kick();
    if (charged) {
      metrics.invoice('late_fee', charged.automatic);
      logger.info({ invoice_id: invoice.id, step: step + 1, fee: amount.minor }, 'late fee added');
    }
  }

  async function lateFeePass(batch: number): Promise<void> {
    const due = await repository.invoices.lateFeesDue(deps.now(), batch);
    for (const invoice of due) {
      try {
        await chargeOne(invoice, invoice.late_fee_next_at as Date);
      } catch (err) {
        // Nothing was changed: a later pass (here or on another replica) tries again.
        logger.warn({ err, invoice_id: invoice.id }, 'a late fee could not be charged');
      }
    }
  }

  return { lateFeePass };
}
