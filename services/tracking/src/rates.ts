// Rates (issue 34; ADR 0099): a level's rates and their history (GetRates), a new rate from
// a date (UpdateRates) and, when asked with apply_from, the repricing of the unlocked,
// uninvoiced entries it reaches. The rates an entry snapshots, and the migration of the
// invitations' rates, are rate-book.ts's; the rules (which rate is in force, validation,
// presentation) are in rate-rules.ts.
import {
  fromMinorUnits,
  localDateOf,
  dayOfIsoDate,
  permissionDeniedError,
  Reason,
  recordNotFound,
  startOfLocalDay,
  CurrencyTotals,
  type Caller,
  type TeamAccess,
} from '@workmesh/platform';
import { clientNotFoundError } from './budget-use';
import type { RateBook } from './rate-book';
import type { TrackingDependencies } from './dependencies';
import {
  ratesChangeRecorded,
  TIME_ENTRY_REPRICED,
  timeEntryChangeRecorded,
  timeEntryRepriced,
  entryUpdatedChanges,
} from './events';
import {
  toTimeEntryData,
  type RateChangeRecord,
  type RepricingScope,
  type TimeEntryRecord,
} from './models';
import { billableMinor, costMinor, durationSeconds } from './models/time-entry-amounts';
import type { RequestOf } from './models/proto-messages';
import { authorizeMember, seesTeamEntries } from './permissions';
import {
  inMinorUnits,
  resolveRates,
  toRatesMessage,
  validatedRatesRef,
  validatedUpdateRates,
  type LevelRates,
  type RatesRefInput,
  type RateScope,
} from './rate-rules';
import type { TrackingTeamSettings } from './teams-directory';
import { projectNotFoundError, rateChanges } from './time-entry-rules';
import { teamZone } from './timesheets';

/** A level as found: its currencies, the scope its applied rates are read for, its entries. */
interface LevelContext {
  ref: RatesRefInput;
  currency: string;
  settings: TrackingTeamSettings;
  /** Applied rates today: the level's member, client and project (0 where none). */
  scope: Omit<RateScope, 'date'>;
  /** The entries the level's rates reach. */
  entries: RepricingScope;
  objectId: string;
}

/** Adds the change of an entry's amounts (after − before) to the totals, each in its currency. */
function addAmountChange(
  totals: CurrencyTotals,
  before: TimeEntryRecord,
  after: TimeEntryRecord,
  seconds: number,
): void {
  totals.add(
    before.currency,
    'billable',
    billableMinor(after, seconds) - billableMinor(before, seconds),
  );
  totals.add(before.cost_currency, 'cost', costMinor(after, seconds) - costMinor(before, seconds));
}

/** A level's access (owners and managers), its context and its rows. */
function rateLevels(deps: TrackingDependencies, book: RateBook) {
  const { repository, teams, clients } = deps;

  async function requireManager(caller: Caller | undefined): Promise<TeamAccess> {
    const access = await authorizeMember(teams, caller);
    if (!seesTeamEntries(access)) throw permissionDeniedError();
    return access;
  }

  /** The level's member (migrated), client or project, or not found. */
  async function levelContext(teamId: number, ref: RatesRefInput): Promise<LevelContext> {
    const settings = await teams.settingsOf(teamId);
    const teamCurrency = settings.currency;
    let userId = 0;
    let clientId = 0;
    let projectId = 0;
    let currency = teamCurrency;
    if (ref.user_id !== undefined) {
      const member = await teams.memberOf(teamId, ref.user_id);
      if (!member) throw recordNotFound(Reason.MEMBER_NOT_FOUND);
      await book.ensureInvitationRates(teamId, ref.user_id, member, settings);
      userId = ref.user_id;
    }
    if (ref.client_id !== undefined) {
      const client = await clients.clientOf(teamId, ref.client_id);
      if (!client) throw clientNotFoundError();
      clientId = client.id;
      currency = client.currency;
    }
    if (ref.project_id !== undefined) {
      const project = await clients.projectOfTeam(teamId, ref.project_id);
      if (!project) throw projectNotFoundError();
      projectId = project.id;
      clientId = project.clientId;
      currency = book.billCurrencyOf(project, settings);
    }
    const entries: RepricingScope = {};
    if (ref.user_id !== undefined) entries.userId = ref.user_id;
    if (ref.client_id !== undefined) entries.clientId = ref.client_id;
    if (ref.project_id !== undefined) entries.projectId = ref.project_id;
    const objectId = [ref.level, ref.project_id, ref.client_id, ref.user_id]
      .filter((part) => part !== undefined)
      .join(':');
    return {
      ref,
      currency,
      settings,
      scope: { userId, clientId, projectId, currency, costCurrency: teamCurrency },
      entries,
      objectId,
    };
  }

  /** The rows of exactly this level and its ids. */
  const ofLevel = (rows: RateChangeRecord[], context: LevelContext) =>
    rows.filter(
      (row) =>
        row.level === context.ref.level &&
        row.user_id === (context.ref.user_id ?? 0) &&
        row.project_id === (context.ref.project_id ?? 0) &&
        (context.ref.level !== 'client' || row.client_id === context.ref.client_id),
    );

  function levelRates(context: LevelContext, rows: RateChangeRecord[]): LevelRates {
    const today = localDateOf(deps.now(), teamZone(context.settings));
    return {
      ref: context.ref,
      currency: context.currency,
      payCurrency: context.settings.currency,
      rows: ofLevel(rows, context),
      applied: resolveRates(rows, { ...context.scope, date: today }),
      today,
    };
  }

  const rowsOf = (teamId: number, context: LevelContext) =>
    repository.rateChanges.applicable(teamId, {
      userId: context.scope.userId,
      clientId: context.scope.clientId,
      projectId: context.scope.projectId,
    });

  return { requireManager, levelContext, levelRates, rowsOf };
}

/** Repricing from apply_from: the plan (what would change) and applying it. */
function entryRepricing(deps: TrackingDependencies, book: RateBook) {
  const { repository, teams, outbox, logger } = deps;

  /**
   * The entries the rows reprice from apply_from: each entry's rates resolved again at its
   * start (its currencies kept), the ones that differ, and the change of their amounts.
   */
  async function repricingPlan(
    teamId: number,
    context: LevelContext,
    applyFrom: string,
    rows: RateChangeRecord[],
  ) {
    const zone = teamZone(context.settings);
    const from = startOfLocalDay(dayOfIsoDate(applyFrom)!, zone);
    const entries = await repository.timeEntries.repriceable(teamId, context.entries, from);
    // Every member reached has their invitation rates migrated before anything is resolved.
    const users = [...new Set(entries.map((entry) => entry.user_id))];
    const members = new Set<number>();
    for (const userId of users) {
      const member = await teams.memberOf(teamId, userId);
      if (!member) continue; // no longer a member: their entries are left as they are
      await book.ensureInvitationRates(teamId, userId, member, context.settings);
      members.add(userId);
    }
    const all = [...(await repository.rateChanges.ofTeam(teamId)), ...rows];
    const now = deps.now();
    const totals = new CurrencyTotals();
    const plan: Array<{ entry: TimeEntryRecord; changes: ReturnType<typeof rateChanges> }> = [];
    for (const entry of entries) {
      if (!members.has(entry.user_id)) continue;
      const rates = resolveRates(all, {
        userId: entry.user_id,
        clientId: entry.client_id,
        projectId: entry.project_id,
        currency: entry.currency,
        costCurrency: entry.cost_currency,
        date: localDateOf(entry.start, zone),
      });
      const changes = rateChanges(entry, rates);
      if (Object.keys(changes).length === 0) continue;
      addAmountChange(
        totals,
        entry,
        { ...entry, ...changes },
        durationSeconds(entry.start, entry.end, now),
      );
      plan.push({ entry, changes });
    }
    return { plan, totals };
  }

  /**
   * Reprices what the plan from apply_from names, read after the update's row was written:
   * each entry in a transaction of its own with its events (a concurrent change wins).
   */
  async function apply(teamId: number, context: LevelContext, applyFrom: string) {
    const fresh = await repricingPlan(teamId, context, applyFrom, []);
    let repriced = 0;
    const totals = new CurrencyTotals();
    const now = deps.now();
    for (const { entry, changes } of fresh.plan) {
      const written = await repository.transaction(async () => {
        const updated = await repository.timeEntries.reprice(entry, changes);
        if (!updated) return null;
        await outbox.record(
          timeEntryRepriced(toTimeEntryData(updated, now)),
          timeEntryChangeRecorded(
            TIME_ENTRY_REPRICED,
            updated,
            entryUpdatedChanges(entry, updated),
          ),
        );
        return updated;
      });
      if (!written) continue;
      repriced++;
      addAmountChange(totals, entry, written, durationSeconds(entry.start, entry.end, now));
    }
    outbox.kick();
    logger.info(
      { team_id: teamId, object: context.objectId, apply_from: applyFrom, repriced },
      'time entries repriced',
    );
    return { repriced, totals };
  }

  return { plan: repricingPlan, apply };
}

/** GetRates and UpdateRates (owners and managers). */
export function ratesUseCases(deps: TrackingDependencies, book: RateBook) {
  const { repository, outbox, logger } = deps;
  const { requireManager, levelContext, levelRates, rowsOf } = rateLevels(deps, book);
  const repricing = entryRepricing(deps, book);

  /** GET …/rates: the level's rates in force today, their history, what applies today. */
  async function getRates(caller: Caller | undefined, request: RequestOf<'GetRates'>) {
    const access = await requireManager(caller);
    const context = await levelContext(access.teamId, validatedRatesRef(request));
    return toRatesMessage(levelRates(context, await rowsOf(access.teamId, context)));
  }

  /**
   * POST …/rates/update: a new row from effective_from (dry_run: none); with apply_from,
   * the entries it reaches from that date repriced (dry_run: counted only), each with
   * time_entry.repriced.
   */
  async function updateRates(caller: Caller | undefined, request: RequestOf<'UpdateRates'>) {
    const access = await requireManager(caller);
    const { teamId } = access;
    const input = validatedUpdateRates(request);
    const context = await levelContext(teamId, input);
    const billRate =
      input.bill_rate === undefined
        ? null
        : inMinorUnits('bill_rate', input.bill_rate, context.currency);
    const payRate =
      input.pay_rate === undefined
        ? null
        : inMinorUnits('pay_rate', input.pay_rate, context.settings.currency);
    const change: RateChangeRecord = {
      // A dry run's row is the latest of its day without taking an id.
      id: input.dry_run ? Number.MAX_SAFE_INTEGER : await repository.nextId('rate_changes'),
      team_id: teamId,
      level: input.level,
      user_id: input.user_id ?? 0,
      client_id: context.scope.clientId,
      project_id: input.project_id ?? 0,
      bill_rate: billRate,
      pay_rate: payRate,
      currency: context.currency,
      pay_currency: context.settings.currency,
      effective_from: input.effective_from,
      origin: 'update',
      created_by: access.caller.userId,
      created_at: deps.now(),
    };
    const before = await rowsOf(teamId, context);
    const rows = [...before, change];
    // A dry run resolves with its row added; a real update once its row is written.
    const plan =
      input.apply_from && input.dry_run
        ? await repricing.plan(teamId, context, input.apply_from, [change])
        : null;

    if (!input.dry_run) {
      await repository.transaction(async () => {
        await repository.rateChanges.insert(change);
        await outbox.record(ratesChangeRecorded(change, context.objectId));
      });
      outbox.kick();
      logger.info(
        { team_id: teamId, level: input.level, object: context.objectId, by: access.caller.userId },
        'rates updated',
      );
    }
    const done =
      input.apply_from && !input.dry_run
        ? await repricing.apply(teamId, context, input.apply_from)
        : { repriced: plan?.plan.length ?? 0, totals: plan?.totals ?? new CurrencyTotals() };
    return {
      rates: toRatesMessage(levelRates(context, input.dry_run ? rows : [...before, change])),
      ...(input.apply_from
        ? {
            repricing: {
              apply_from: input.apply_from,
              entries: done.repriced,
              changes: totalsRows(done.totals),
            },
          }
        : {}),
      dry_run: input.dry_run,
    };
  }

  return { getRates, updateRates };
}

/** The changes per currency, as decimals (negative when amounts fall); a currency unchanged: no row. */
const totalsRows = (totals: CurrencyTotals) =>
  totals.currencies
    .filter(
      (currency) =>
        totals.minor(currency, 'billable') !== 0 || totals.minor(currency, 'cost') !== 0,
    )
    .map((currency) => ({
      currency,
      billable_amount: fromMinorUnits(totals.minor(currency, 'billable'), currency),
      cost_amount: fromMinorUnits(totals.minor(currency, 'cost'), currency),
    }));

export type RatesUseCases = ReturnType<typeof ratesUseCases>;
