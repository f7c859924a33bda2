// The invoices service's scheduled work (issue 20), one pass every
// INVOICE_SCHEDULE_INTERVAL_MS (platform's everyInterval). Everything that makes it happen
// once is in MongoDB, never in this process's memory:
// - automatic invoicing: a run per client and period under a unique key and a lease
//   (auto_invoice_runs), the invoice's id fixed by the run, each step idempotent;
// - reminders: the due instant stored on the sent invoice, marked sent in the same
//   transaction as its event, only while unmarked;
// - late fees (late-fees.ts): the next step's instant stored on the sent invoice, the fee
//   added with a conditional update in the same transaction as its event;
// - the sweep: pending creations past their lease are given up (abandoned, released,
//   removed).
import { everyInterval, type Logger } from '@workmesh/platform';
import type { InvoicingClient } from './clients-directory';
import type { InvoicesDependencies } from './dependencies';
import {
  INVOICES_SCHEDULED_AUDIT_ACTIONS,
  invoiceChangeRecorded,
  invoiceReminderDue,
} from './events';
import { latestDuePeriod } from './invoice-periods';
import { isNoUninvoicedTime } from './invoice-making';
import { lateFeeCharging } from './late-fees';
import type { InvoicesUseCases } from './invoices';
import { toInvoiceEventData } from './invoice-views';
import { autoRunKey } from './models';
import type { InvoicingTeam } from './teams-directory';

/** Clients read per ListAutoInvoiceClients call; invoices per pass of reminders and the sweep. */
const BATCH = 100;

export interface InvoiceSchedules {
  autoInvoicePass(): Promise<void>;
  reminderPass(): Promise<void>;
  /** Late fees due (late-fees.ts). */
  lateFeePass(): Promise<void>;
  sweepPass(): Promise<void>;
  /** Starts the passes; the returned function stops them. */
  start(intervalMs: number, logger: Logger): () => Promise<void>;
}

/** Automatic invoicing: per client of a team, its latest due period, once (a run's lease). */
function autoInvoicing(deps: InvoicesDependencies, invoices: InvoicesUseCases) {
  const { repository, clients, teams, logger, metrics } = deps;

  async function autoInvoicePass(): Promise<void> {
    const teamsSeen = new Map<number, InvoicingTeam | null>();
    for (let afterId = 0; ;) {
      const batch = await clients.autoInvoiceClients(afterId, BATCH);
      for (const client of batch) {
        // The team's own internal client is not one to bill.
        if (client.internal) continue;
        if (!teamsSeen.has(client.teamId))
          teamsSeen.set(client.teamId, await teams.teamOf(client.teamId));
        const team = teamsSeen.get(client.teamId);
        if (!team) continue;
        try {
          await invoiceDuePeriod(team, client);
        } catch (err) {
          // The run's lease lets a later pass (here or on another replica) try again.
          metrics.autoRun('failed');
          logger.warn({ err, client_id: client.id, team_id: team.id }, 'automatic invoice failed');
        }
      }
      if (batch.length < BATCH) return;
      afterId = batch[batch.length - 1].id;
    }
  }

  async function invoiceDuePeriod(team: InvoicingTeam, client: InvoicingClient): Promise<void> {
    const now = deps.now();
    const period = latestDuePeriod(
      now,
      client.frequency,
      client.delayDays,
      team.timezone,
      team.weekStart,
    );
    const key = autoRunKey(team.id, client.id, period.first);
    const known = await repository.autoRuns.find(key);
    if (known && (known.status !== 'running' || known.lease_until > now)) return;
    const run = await repository.autoRuns.take(
      {
        key,
        team_id: team.id,
        client_id: client.id,
        period_from: period.first,
        period_to: period.last,
        invoice_id: known?.invoice_id ?? (await repository.nextId('invoices')),
      },
      now,
      deps.leaseMs,
    );
    if (!run) return;
    let invoice;
    try {
      invoice = await invoices.makeInvoice({
        team,
        client,
        from: run.period_from,
        to: run.period_to,
        createdBy: 0,
        automatic: true,
        invoiceId: run.invoice_id,
      });
    } catch (error) {
      if (!isNoUninvoicedTime(error)) throw error;
      await repository.autoRuns.finish(key, 'empty');
      metrics.autoRun('empty');
      return;
    }
    // Only a draft is sent: a run repeated after its send changes nothing.
    if (invoice.status === 'draft')
      await invoices.sendInvoice(invoice, ['draft'], INVOICES_SCHEDULED_AUDIT_ACTIONS.autoSend);
    await repository.autoRuns.finish(key, 'invoiced');
    metrics.autoRun('invoiced');
    logger.info({ invoice_id: invoice.id, key }, 'automatic invoice made and sent');
  }

  return { autoInvoicePass };
}

/** The upkeep of sent and unfinished invoices: reminders due, and the sweep of stale ones. */
function invoiceUpkeep(deps: InvoicesDependencies) {
  const { repository, tracking, outbox, logger, metrics } = deps;

  async function reminderPass(): Promise<void> {
    const due = await repository.invoices.remindersDue(deps.now(), BATCH);
    for (const invoice of due) {
      const reminded = await repository.transaction(async () => {
        const marked = await repository.invoices.markReminded(
          invoice.team_id,
          invoice.id,
          deps.now(),
        );
        if (!marked) return null;
        await outbox.record(invoiceReminderDue(toInvoiceEventData(marked)));
        const recorded = invoiceChangeRecorded(
          INVOICES_SCHEDULED_AUDIT_ACTIONS.reminder,
          marked,
          invoice,
        );
        if (recorded) await outbox.record(recorded);
        return marked;
      });
      outbox.kick();
      if (reminded) metrics.invoice('reminded', reminded.automatic);
    }
  }

  async function sweepPass(): Promise<void> {
    const stale = await repository.invoices.stalePending(deps.now(), BATCH);
    for (const invoice of stale) {
      // Abandoned first: the creation, if still alive, can no longer make it a draft; if it
      // made it a draft first, its entries are its own and nothing is released.
      const abandoned =
        invoice.status === 'abandoned' ||
        (await repository.invoices.transition(invoice.team_id, invoice.id, ['pending'], {
          status: 'abandoned',
        })) !== null;
      if (!abandoned) continue;
      await tracking.releaseEntries(invoice.team_id, invoice.id);
      await tracking.releaseExpenses(invoice.team_id, invoice.id);
      await repository.invoices.removePending(invoice.team_id, invoice.id);
      metrics.invoice('abandoned', invoice.automatic);
      logger.warn({ invoice_id: invoice.id }, 'an unfinished invoice creation was given up');
    }
  }

  return { reminderPass, sweepPass };
}

export function invoiceSchedules(
  deps: InvoicesDependencies,
  invoices: InvoicesUseCases,
): InvoiceSchedules {
  const { autoInvoicePass } = autoInvoicing(deps, invoices);
  const { reminderPass, sweepPass } = invoiceUpkeep(deps);
  const { lateFeePass: chargeLateFees } = lateFeeCharging(deps);
  const lateFeePass = () => chargeLateFees(BATCH);
  return {
    autoInvoicePass,
    reminderPass,
    lateFeePass,
    sweepPass,
    start(intervalMs, passLogger) {
      return everyInterval(
        intervalMs,
        async () => {
          await sweepPass();
          await autoInvoicePass();
          await reminderPass();
          await lateFeePass();
        },
        passLogger,
        'invoice schedules',
      );
    },
  };
}
