// Late-fee settings (issue 35): what a team charges a client with late_fee = yes for an
// invoice left unpaid past its due date (the invoices service charges them). The single
// fields' rules are joi's (settingsChanges in team-settings.ts spreads them); the value is
// checked against the type and currency the settings will have once changed.
import {
  invalidArgument,
  Joi,
  LATE_FEE_AFTER_DAYS,
  LATE_FEE_MAX_TIMES,
  LATE_FEE_REPEATS,
  LATE_FEE_TYPES,
  minorDigits,
  PERCENT_BOUNDS,
  Reason,
  toMinorUnits,
} from '@workmesh/platform';
import type { TeamSettingsChanges, TeamSettingsRecord } from './models';

export const LATE_FEE_PERCENT_MAX = PERCENT_BOUNDS.maximum;
const LATE_FEE_AFTER_DAYS_MAX = LATE_FEE_AFTER_DAYS.maximum;
const LATE_FEE_MAX_TIMES_MAX = LATE_FEE_MAX_TIMES.maximum;

export const lateFeeSettingsRules = {
  late_fee_type: Joi.string()
    .valid(...LATE_FEE_TYPES)
    .messages({ '*': `The late_fee_type must be one of: ${LATE_FEE_TYPES.join(', ')}.` }),
  late_fee_value: Joi.number()
    .min(0)
    .messages({ '*': 'The late_fee_value must be a number of at least 0.' }),
  late_fee_after_days: Joi.number()
    .integer()
    .min(0)
    .max(LATE_FEE_AFTER_DAYS_MAX)
    .messages({
      '*': `The late_fee_after_days must be a whole number of days between 0 and ${LATE_FEE_AFTER_DAYS_MAX}.`,
    }),
  late_fee_repeat: Joi.string()
    .valid(...LATE_FEE_REPEATS)
    .messages({ '*': `The late_fee_repeat must be one of: ${LATE_FEE_REPEATS.join(', ')}.` }),
  late_fee_max_times: Joi.number()
    .integer()
    .min(LATE_FEE_MAX_TIMES.minimum)
    .max(LATE_FEE_MAX_TIMES_MAX)
    .messages({
      '*': `The late_fee_max_times must be a whole number between ${LATE_FEE_MAX_TIMES.minimum} and ${LATE_FEE_MAX_TIMES_MAX}.`,
    }),
};

/** A percent with at most 2 decimals, 0 (no fee) to 100. */
const isPercent = (value: number): boolean =>
  value >= 0 && value <= LATE_FEE_PERCENT_MAX && toMinorUnits(value, 'USD') !== null;

/**
 * The value against the type and currency the settings have once changed (either may be
 * changed in the same request, or be the stored one): INVALID_SETTINGS naming
 * late_fee_value when it does not fit.
 */
export function checkLateFeeValue(before: TeamSettingsRecord, changes: TeamSettingsChanges): void {
  if (
    changes.late_fee_value === undefined &&
    changes.late_fee_type === undefined &&
    changes.currency === undefined
  )
    return;
  const type = changes.late_fee_type ?? before.late_fee_type;
  const value = changes.late_fee_value ?? before.late_fee_value;
  const currency = changes.currency ?? before.currency;
  let problem: string | null = null;
  if (type === 'percent' && !isPercent(value))
    problem = `The late_fee_value must be a percent between 0 and ${LATE_FEE_PERCENT_MAX} with at most 2 decimal places.`;
  else if (type === 'fixed' && toMinorUnits(value, currency) === null)
    problem = `The late_fee_value must have at most ${minorDigits(currency)} decimal places in ${currency}.`;
  if (problem)
    throw invalidArgument(Reason.INVALID_SETTINGS, problem, { late_fee_value: [problem] });
}
