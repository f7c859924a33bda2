// Rates (issue 34), the rules: which rate is in force for an entry, how a level and an
// update are validated, and how a level's rates are shown. Pure: no I/O.
//
// Bill rates are set at five levels, the most specific with a rate in force winning:
// member on a project > project > client > member > team; pay (cost) rates at member >
// team. A level's rate in force on a day is its row with the latest effective_from on or
// before that day (the latest written among equals). The rates of a member's invitation
// (the migration's rows) also apply before their date: an entry dated before the join
// kept them before issue 34 and keeps them. A row applies only in its currency: client,
// project and project-member rates are in the client's, team and member rates in the
// team's, so a client in another currency bills 0 (rate_missing) until it has one of its
// own. Pay rates are always the team's currency.
import {
  dayOfIsoDate,
  fromMinorUnits,
  Joi,
  minorDigits,
  PAY_RATE_LEVELS,
  RATE_BOUNDS,
  RATE_LEVELS,
  toMinorUnits,
  type RateLevel,
} from '@workmesh/platform';
import type { RateChangeRecord } from './models/rates';
import type { RateChange, Rates } from './models/proto-messages';
import { positiveId, validated } from './request-validation';
import { fieldError } from './time-entry-rules';

/** Bill levels, most specific first. */
export const BILL_LEVELS: readonly RateLevel[] = [
  'project_member',
  'project',
  'client',
  'member',
  'team',
];
/** Pay levels, most specific first. */
export const PAY_LEVELS: readonly RateLevel[] = ['member', 'team'];

/** Whom an entry's rates are read for, in which currencies, on which day of the team's zone. */
export interface RateScope {
  userId: number;
  /** 0: the project has no client. */
  clientId: number;
  projectId: number;
  /** The bill currency: the client's (the team's when no client). */
  currency: string;
  /** The pay currency: the team's. */
  costCurrency: string;
  /** YYYY-MM-DD in the team's zone. */
  date: string;
}

/** The rates an entry snapshots: minor units per hour. */
export interface ResolvedRates {
  billRate: number;
  billLevel: RateLevel | null;
  payRate: number;
  payLevel: RateLevel | null;
  currency: string;
  costCurrency: string;
  /** No level sets a bill rate in `currency` on the day: the entry bills 0. */
  rateMissing: boolean;
}

/** Whether the row is of the level and of the scope's member, client or project. */
function ofScope(row: RateChangeRecord, level: RateLevel, scope: RateScope): boolean {
  if (row.level !== level) return false;
  switch (level) {
    case 'team':
      return true;
    case 'member':
      return row.user_id === scope.userId;
    case 'client':
      return scope.clientId > 0 && row.client_id === scope.clientId;
    case 'project':
      return row.project_id === scope.projectId;
    case 'project_member':
      return row.project_id === scope.projectId && row.user_id === scope.userId;
  }
}

const later = (a: RateChangeRecord, b: RateChangeRecord) =>
  a.effective_from > b.effective_from || (a.effective_from === b.effective_from && a.id > b.id);

/**
 * The row in force on the day among one level's rows: the latest on or before it; before
 * all of them, the first invitation row (an invitation's rates had no start).
 */
export function rowInForce(rows: RateChangeRecord[], date: string): RateChangeRecord | null {
  let best: RateChangeRecord | null = null;
  for (const row of rows) if (row.effective_from <= date && (!best || later(row, best))) best = row;
  if (best) return best;
  let first: RateChangeRecord | null = null;
  for (const row of rows)
    if (
      row.origin === 'invitation' &&
      (!first ||
        row.effective_from < first.effective_from ||
        (row.effective_from === first.effective_from && row.id > first.id))
    )
      first = row;
  return first;
}

function resolveOne(
  rows: RateChangeRecord[],
  levels: readonly RateLevel[],
  scope: RateScope,
  kind: 'bill' | 'pay',
): { rate: number; level: RateLevel } | null {
  for (const level of levels) {
    const candidates = rows.filter((row) =>
      kind === 'bill'
        ? row.bill_rate !== null && row.currency === scope.currency && ofScope(row, level, scope)
        : row.pay_rate !== null &&
          row.pay_currency === scope.costCurrency &&
          ofScope(row, level, scope),
    );
    const row = rowInForce(candidates, scope.date);
    if (row) return { rate: (kind === 'bill' ? row.bill_rate : row.pay_rate) as number, level };
  }
  return null;
}

/** The bill and pay rates in force for the scope, read from the team's rows. */
export function resolveRates(rows: RateChangeRecord[], scope: RateScope): ResolvedRates {
  const bill = resolveOne(rows, BILL_LEVELS, scope, 'bill');
  const pay = resolveOne(rows, PAY_LEVELS, scope, 'pay');
  return {
    billRate: bill?.rate ?? 0,
    billLevel: bill?.level ?? null,
    payRate: pay?.rate ?? 0,
    payLevel: pay?.level ?? null,
    currency: scope.currency,
    costCurrency: scope.costCurrency,
    rateMissing: bill === null,
  };
}

// ——— Requests ———

/** A level and its ids, as GetRates and UpdateRates name it. */
export interface RatesRefInput {
  level: RateLevel;
  user_id?: number;
  client_id?: number;
  project_id?: number;
}

export interface UpdateRatesInput extends RatesRefInput {
  bill_rate?: number;
  pay_rate?: number;
  effective_from: string;
  apply_from?: string;
  dry_run: boolean;
}

const calendarDate = (name: string) =>
  Joi.string()
    .custom((value: string, helpers) =>
      dayOfIsoDate(value) === undefined ? helpers.error('any.invalid') : value,
    )
    .messages({
      'any.required': `The ${name} field is required.`,
      '*': `The ${name} must be a date in the format YYYY-MM-DD.`,
    });

const rate = (name: string) =>
  Joi.number()
    .min(RATE_BOUNDS.minimum)
    .max(RATE_BOUNDS.maximum)
    .messages({
      '*': `The ${name} must be a number between ${RATE_BOUNDS.minimum} and ${RATE_BOUNDS.maximum}.`,
    });

const refFields = {
  level: Joi.string()
    .valid(...RATE_LEVELS)
    .required()
    .messages({ '*': `The level must be one of ${RATE_LEVELS.join(', ')}.` }),
  user_id: positiveId('user_id'),
  client_id: positiveId('client_id'),
  project_id: positiveId('project_id'),
};

const IDS_OF_LEVEL: Record<RateLevel, ReadonlyArray<'user_id' | 'client_id' | 'project_id'>> = {
  team: [],
  member: ['user_id'],
  client: ['client_id'],
  project: ['project_id'],
  project_member: ['project_id', 'user_id'],
};

/** The level's ids are given, and no other. */
function checkedRef<T extends RatesRefInput>(input: T): T {
  const wanted = IDS_OF_LEVEL[input.level];
  for (const id of wanted)
    if (input[id] === undefined) throw fieldError(id, `The ${id} field is required.`);
  const ref = { ...input };
  for (const id of ['user_id', 'client_id', 'project_id'] as const)
    if (!wanted.includes(id)) delete ref[id];
  return ref;
}

export function validatedRatesRef(request: unknown): RatesRefInput {
  return checkedRef(validated<RatesRefInput>(Joi.object(refFields), request));
}

const updateRatesSchema = Joi.object({
  ...refFields,
  bill_rate: rate('bill_rate'),
  pay_rate: rate('pay_rate'),
  effective_from: calendarDate('effective_from').required(),
  apply_from: calendarDate('apply_from'),
  dry_run: Joi.boolean().default(false).messages({ '*': 'The dry_run must be true or false.' }),
});

/**
 * The update, checked against the level: a bill or pay rate is given; pay rates only at
 * the team and member levels; apply_from not before effective_from. Rates are checked
 * against their currency's places by `inMinorUnits`.
 */
export function validatedUpdateRates(request: unknown): UpdateRatesInput {
  const input = checkedRef(validated<UpdateRatesInput>(updateRatesSchema, request));
  if (input.bill_rate === undefined && input.pay_rate === undefined)
    throw fieldError('bill_rate', 'The bill_rate or the pay_rate is required.');
  if (input.pay_rate !== undefined && !PAY_RATE_LEVELS.includes(input.level))
    throw fieldError('pay_rate', 'The pay_rate can only be set on the team and member rates.');
  if (input.apply_from !== undefined && input.apply_from < input.effective_from)
    throw fieldError('apply_from', 'The apply_from must be a date on or after the effective_from.');
  return input;
}

/** A rate in minor units of its currency, or 400 when it has more places than the currency. */
export function inMinorUnits(
  field: 'bill_rate' | 'pay_rate',
  value: number,
  currency: string,
): number {
  const minor = toMinorUnits(value, currency);
  if (minor === null) {
    const places = minorDigits(currency);
    throw fieldError(
      field,
      `The ${field} must have at most ${places} decimal place${places === 1 ? '' : 's'} in ${currency}.`,
    );
  }
  return minor;
}

// ——— Presentation ———

/** Where a level's rows are, its currencies, and its rows (oldest first). */
export interface LevelRates {
  ref: RatesRefInput;
  currency: string;
  payCurrency: string;
  rows: RateChangeRecord[];
  /** What applies today through the levels, for the level's member (or no member). */
  applied: ResolvedRates | null;
  today: string;
}

const toRateChangeMessage = (row: RateChangeRecord): RateChange => ({
  id: row.id,
  ...(row.bill_rate === null ? {} : { bill_rate: fromMinorUnits(row.bill_rate, row.currency) }),
  ...(row.pay_rate === null ? {} : { pay_rate: fromMinorUnits(row.pay_rate, row.pay_currency) }),
  effective_from: row.effective_from,
  created_at: row.created_at.toISOString(),
  created_by: row.created_by,
});

/** The level's rates as GetRates answers them: in force today, the history newest first. */
export function toRatesMessage(level: LevelRates): Rates {
  const { ref, today } = level;
  const billRows = level.rows.filter(
    (row) => row.bill_rate !== null && row.currency === level.currency,
  );
  const payRows = level.rows.filter(
    (row) => row.pay_rate !== null && row.pay_currency === level.payCurrency,
  );
  const bill = rowInForce(billRows, today);
  const pay = rowInForce(payRows, today);
  const history = [...level.rows].sort((a, b) => (later(a, b) ? -1 : 1));
  const applied = level.applied;
  return {
    level: ref.level,
    ...(ref.user_id === undefined ? {} : { user_id: ref.user_id }),
    ...(ref.client_id === undefined ? {} : { client_id: ref.client_id }),
    ...(ref.project_id === undefined ? {} : { project_id: ref.project_id }),
    currency: level.currency,
    pay_currency: level.payCurrency,
    ...(bill
      ? {
          bill_rate: fromMinorUnits(bill.bill_rate as number, bill.currency),
          bill_rate_effective_from: bill.effective_from,
        }
      : {}),
    ...(pay
      ? {
          pay_rate: fromMinorUnits(pay.pay_rate as number, pay.pay_currency),
          pay_rate_effective_from: pay.effective_from,
        }
      : {}),
    history: history.map(toRateChangeMessage),
    applied: applied
      ? {
          ...(applied.rateMissing
            ? {}
            : {
                bill_rate: fromMinorUnits(applied.billRate, applied.currency),
                bill_level: applied.billLevel as string,
              }),
          ...(applied.payLevel === null
            ? {}
            : {
                pay_rate: fromMinorUnits(applied.payRate, applied.costCurrency),
                pay_level: applied.payLevel,
              }),
          rate_missing: applied.rateMissing,
        }
      : { rate_missing: true },
    today,
  };
}
