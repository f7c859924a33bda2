// Client budgets that count and alert (issue 19). The use is kept current from the
// time-entry events (budget-events.ts), not recounted on every read: each event's entry
// replaces what it added before (budget_entries, in the order of its revisions) in its
// client's period counters (budget_uses), and the thresholds reached are decided in the
// same transaction, whose client.budget_threshold_reached events leave through the
// outbox: once per threshold and period, re-armed when use falls back below. Counters
// kept under other settings or another team zone are counted afresh from budget_entries.
// A total_cost budget counts billable expenses too (issue 35, expense-budget.ts): summed
// at each reading, their events decide alerts as entries' do.
import {
  BudgetThresholdReached,
  fromMinorUnits,
  Joi,
  toMinorUnits,
  permissionDeniedError,
  Reason,
  recordNotFound,
  type Caller,
  type TimeEntryData,
} from '@workmesh/platform';
import {
  alertDecision,
  budgetInCurrency,
  budgetPeriodAt,
  budgetUseOf,
  contributionOf,
  inPeriod,
  shownUse,
  type BudgetPeriod,
  type BudgetSettings,
  type BudgetUse,
} from './budget-rules';
import type { TrackingDependencies } from './dependencies';
import { budgetDaysOf, countsExpenses, expenseEventConsumer } from './expense-budget';
import type { BudgetEntryRecord, UseCounters } from './models';
import { authorizeMember, seesTeamEntries } from './permissions';
import type { RequestOf } from './models/proto-messages';
import { positiveId, validated } from './request-validation';
import { durationSeconds } from './models/time-entry-amounts';
import { teamZone } from './timesheets';

export const clientNotFoundError = () => recordNotFound(Reason.CLIENT_NOT_FOUND);

/** A client's budget now: its settings, period and use. */
export interface ClientBudgetView {
  settings: BudgetSettings;
  period: BudgetPeriod;
  timezone: string;
  use: BudgetUse;
}

const budgetRefSchema = Joi.object({ client_id: positiveId('client_id').required() });

/** An entry event's entry as the budget counts it (a running one: nothing yet). */
export function budgetEntryOf(data: TimeEntryData, deleted: boolean): BudgetEntryRecord {
  const start = new Date(data.start);
  const end = data.end === null ? null : new Date(data.end);
  return {
    id: data.id,
    team_id: data.team_id,
    client_id: data.client_id,
    start,
    running: end === null,
    billable: data.billable,
    contribution: contributionOf({
      seconds: end === null ? 0 : durationSeconds(start, end, end),
      bill_rate_cents: toMinorUnits(data.bill_rate, data.currency) ?? 0,
      pay_rate_cents: toMinorUnits(data.pay_rate, data.cost_currency) ?? 0,
      pay_type: data.pay_type,
    }),
    revision: data.revision,
    deleted,
  };
}

/** What both share: the team's zone and a period's use, counted afresh when it must be. */
function budgetAccess(deps: TrackingDependencies) {
  const { repository, teams, clients } = deps;

  /**
   * The clients' budgets (those that have one) in their currencies, and the team's zone
   * (asked as `userId`: teams answers members); UTC when no client has a budget.
   */
  async function budgetsOf(teamId: number, clientIds: number[], userId: number) {
    const budgets = new Map<number, BudgetSettings>();
    for (const clientId of clientIds) {
      const settings = await clients.budgetOf(teamId, clientId);
      if (settings) budgets.set(clientId, settings);
    }
    if (budgets.size === 0) return { budgets, timezone: 'UTC' };
    const team = await teams.settingsOf(teamId, { userId, teamId });
    for (const [clientId, settings] of budgets)
      budgets.set(clientId, budgetInCurrency(settings, team.currency));
    return { budgets, timezone: teamZone(team) };
  }

  /** Counters of the period under the settings: kept ones, or counted afresh (and kept). */
  async function freshCounters(
    settings: BudgetSettings,
    period: BudgetPeriod,
  ): Promise<{ counters: UseCounters; alerted: number[] }> {
    const { teamId, clientId } = settings;
    const kept = await repository.budgetUses.find(teamId, clientId, period.key);
    if (kept && kept.fingerprint === period.fingerprint) return kept;
    const counters = await repository.budgetEntries.sumOf(teamId, clientId, period);
    await repository.budgetUses.replaceCounters({
      team_id: teamId,
      client_id: clientId,
      period_key: period.key,
      fingerprint: period.fingerprint,
      counters,
    });
    return { counters, alerted: kept?.alerted ?? [] };
  }

  /** The use in the period: its counters, and its running timers up to now while it lasts. */
  async function useIn(
    settings: BudgetSettings,
    period: BudgetPeriod,
    counters: UseCounters,
    now: Date,
  ): Promise<BudgetUse> {
    const timers = inPeriod(period, now)
      ? await repository.timeEntries.runningOfClient(settings.teamId, settings.clientId)
      : [];
    const running = timers
      .filter((entry) => inPeriod(period, entry.start))
      .map((entry) => ({
        billable: entry.billable,
        contribution: contributionOf({
          ...entry,
          seconds: durationSeconds(entry.start, null, now),
        }),
      }));
    const expenseCents = countsExpenses(settings)
      ? await repository.expenses.billableSum(
          settings.teamId,
          settings.clientId,
          budgetDaysOf(settings, period),
          settings.currency,
        )
      : 0;
    return budgetUseOf(settings, counters, running, expenseCents);
  }

  return { budgetsOf, freshCounters, useIn };
}

export type BudgetAccess = ReturnType<typeof budgetAccess>;

/** Decides the thresholds of budgets (budget_uses.alerted) and records their alerts. */
/** The thresholds a period's use reaches: decided, alerted once. */
function budgetAlerts(deps: TrackingDependencies, shared: BudgetAccess) {
  const { repository, outbox, logger } = deps;
  const { freshCounters, useIn } = shared;

  /** Inside the transaction: the thresholds the period's use reaches now alert (once). */
  async function alertIfReached(
    settings: BudgetSettings,
    period: BudgetPeriod,
    timezone: string,
    now: Date,
  ) {
    const { counters, alerted } = await freshCounters(settings, period);
    const use = await useIn(settings, period, counters, now);
    const decision = alertDecision(settings, use, alerted);
    if (decision.alerted.join() !== alerted.join())
      await repository.budgetUses.setAlerted(
        settings.teamId,
        settings.clientId,
        period.key,
        decision.alerted,
      );
    const shown = shownUse(settings, use);
    for (const threshold of decision.alertNow) {
      await outbox.record(
        BudgetThresholdReached.make({
          client_id: settings.clientId,
          team_id: settings.teamId,
          client_name: settings.clientName,
          budget_type: settings.budgetType,
          threshold,
          used_percent: shown.used_percent ?? 0,
          used_hours: shown.used_hours,
          used_cost: shown.used_cost,
          limit_hours: settings.hours,
          limit_cost: fromMinorUnits(settings.costCents, settings.currency),
          currency: settings.currency,
          period_from: period.from?.toISOString() ?? null,
          period_to: period.to?.toISOString() ?? null,
          timezone,
        }),
      );
      logger.info(
        { team_id: settings.teamId, client_id: settings.clientId, threshold, period: period.key },
        'budget threshold reached',
      );
    }
  }

  return { alertIfReached };
}

export type BudgetAlerts = ReturnType<typeof budgetAlerts>;

/** Applies time-entry events to the use, and alerts at the thresholds. */
function budgetEventConsumer(
  deps: TrackingDependencies,
  shared: BudgetAccess,
  { alertIfReached }: BudgetAlerts,
) {
  const { repository, outbox } = deps;
  const { budgetsOf, freshCounters } = shared;

  /**
   * The consumer's work for one time-entry event: the entry's part in its client's use
   * replaced by its new one (a revision not newer than the one applied changes nothing;
   * a deletion ends it whatever came before),
   * then the thresholds of the periods touched and of the current one decided.
   */
  async function applyEntryEvent(data: TimeEntryData, deleted: boolean): Promise<void> {
    const teamId = data.team_id;
    const stale = (applied: BudgetEntryRecord | null) =>
      applied !== null && (applied.deleted || (!deleted && applied.revision >= data.revision));
    const applied = await repository.budgetEntries.find(data.id);
    if (stale(applied)) return;
    const clientIds = [...new Set([applied?.client_id ?? 0, data.client_id])].filter(
      (id) => id > 0,
    );
    const { budgets, timezone } = await budgetsOf(teamId, clientIds, data.user_id);
    const entry = budgetEntryOf(data, deleted);

    await repository.transaction(async () => {
      const now = deps.now();
      const before = await repository.budgetEntries.find(data.id);
      // A deletion ends the entry whatever its revision (it carries the last one).
      if (stale(before)) return;
      await repository.budgetEntries.put(entry);
      const counted = new Set<string>();
      const touched = new Map<string, { settings: BudgetSettings; period: BudgetPeriod }>();
      for (const [part, sign] of [
        [before, -1],
        [entry, 1],
      ] as const) {
        const settings = part && budgets.get(part.client_id);
        if (!part || !settings || part.deleted || part.running) continue;
        const period = budgetPeriodAt(settings, part.start, timezone);
        if (!inPeriod(period, part.start)) continue;
        const key = `${part.client_id}:${period.key}`;
        touched.set(key, { settings, period });
        if (counted.has(key)) continue;
        const added = await repository.budgetUses.add(
          {
            teamId,
            clientId: part.client_id,
            periodKey: period.key,
            fingerprint: period.fingerprint,
          },
          part.billable,
          part.contribution,
          sign,
        );
        // Not kept under these settings: counted afresh, this entry's new part included.
        if (!added) {
          await freshCounters(settings, period);
          counted.add(key);
        }
      }
      for (const settings of budgets.values()) {
        const period = budgetPeriodAt(settings, now, timezone);
        touched.set(`${settings.clientId}:${period.key}`, { settings, period });
      }
      for (const { settings, period } of touched.values())
        await alertIfReached(settings, period, timezone, now);
    });
    outbox.kick();
  }

  return { applyEntryEvent };
}

/** A client's budget now. */
function budgetReads(deps: TrackingDependencies, shared: BudgetAccess) {
  const { repository, teams, clients } = deps;
  const { freshCounters, useIn } = shared;

  /** GET client/:id/budget (owners and managers): the settings and their use now. */
  async function getClientBudget(
    caller: Caller | undefined,
    request: RequestOf<'GetClientBudget'>,
  ): Promise<ClientBudgetView> {
    const access = await authorizeMember(teams, caller);
    if (!seesTeamEntries(access)) throw permissionDeniedError();
    const { client_id } = validated<{ client_id: number }>(budgetRefSchema, request);
    const found = await clients.budgetOf(access.teamId, client_id);
    if (!found) throw clientNotFoundError();
    const team = await teams.settingsOf(access.teamId);
    const timezone = teamZone(team);
    const settings = budgetInCurrency(found, team.currency);
    const now = deps.now();
    const period = budgetPeriodAt(settings, now, timezone);
    const kept = await repository.budgetUses.find(access.teamId, client_id, period.key);
    const counters =
      kept && kept.fingerprint === period.fingerprint
        ? kept.counters
        : (await repository.transaction(() => freshCounters(settings, period))).counters;
    return { settings, period, timezone, use: await useIn(settings, period, counters, now) };
  }

  return { getClientBudget };
}

export function budgetUseCases(deps: TrackingDependencies) {
  const shared = budgetAccess(deps);
  const alerts = budgetAlerts(deps, shared);
  return {
    ...budgetEventConsumer(deps, shared, alerts),
    ...expenseEventConsumer(deps, shared, alerts),
    ...budgetReads(deps, shared),
  };
}

export type BudgetUseCases = ReturnType<typeof budgetUseCases>;

/** The proto's ClientBudget: the settings as clients shows them, and their use. */
export function toClientBudgetMessage({ settings, period, timezone, use }: ClientBudgetView) {
  const shown = shownUse(settings, use);
  return {
    client_id: settings.clientId,
    budgetType: settings.budgetType,
    rate: settings.rate,
    cost: fromMinorUnits(settings.costCents, settings.currency),
    hours: settings.hours,
    notifyAt: settings.notifyAt,
    reset: settings.reset,
    ...(settings.startDate === null ? {} : { startDate: settings.startDate }),
    include_non_billable_time: settings.includeNonBillable,
    used_hours: shown.used_hours,
    used_cost: shown.used_cost,
    used_time_cost: shown.used_time_cost,
    used_expense_cost: shown.used_expense_cost,
    ...(shown.used_percent === null ? {} : { used_percent: shown.used_percent }),
    ...(period.from === null ? {} : { period_from: period.from.toISOString() }),
    ...(period.to === null ? {} : { period_to: period.to.toISOString() }),
    timezone,
    currency: settings.currency,
  };
}
