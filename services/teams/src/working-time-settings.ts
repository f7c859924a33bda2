// Working-time settings (issue 36; docs/teams.md, "Settings"): the days a team works where
// a member's schedule does not say (time off counts only these; the attendance report
// expects hours on them), the hours a working day counts in hours-unit time off, and how
// late a first start may be before the attendance report calls it late. The single fields'
// rules are joi's (settingsChanges in team-settings.ts spreads them).
import {
  HOURS_PER_DAY_BOUNDS,
  Joi,
  LATE_START_THRESHOLD_MINUTES,
  toMinorUnits,
  WORKING_DAYS,
  type WorkingDay,
} from '@workmesh/platform';

const WORKING_DAYS_TEXT = `The working_days must be distinct days of: ${WORKING_DAYS.join(', ')}.`;
const HOURS_PER_DAY_TEXT = `The hours_per_day must be a number of hours between ${HOURS_PER_DAY_BOUNDS.minimum} and ${HOURS_PER_DAY_BOUNDS.maximum} with at most 2 decimal places.`;
const LATE_START_TEXT = `The late_start_threshold_minutes must be a whole number of minutes between ${LATE_START_THRESHOLD_MINUTES.minimum} and ${LATE_START_THRESHOLD_MINUTES.maximum}.`;

/** Days in week order, Sunday first, as the calendar has them (whatever order they came in). */
export const inWeekOrder = (days: readonly WorkingDay[]): WorkingDay[] =>
  WORKING_DAYS.filter((day) => days.includes(day));

export const workingTimeSettingsRules = {
  // [] is the default again (Monday to Friday): the stored days are removed.
  working_days: Joi.array()
    .items(Joi.string().valid(...WORKING_DAYS))
    .unique()
    .max(WORKING_DAYS.length)
    .custom((days: WorkingDay[]) => inWeekOrder(days))
    .messages({ '*': WORKING_DAYS_TEXT }),
  hours_per_day: Joi.number()
    .min(HOURS_PER_DAY_BOUNDS.minimum)
    .max(HOURS_PER_DAY_BOUNDS.maximum)
    // 2 decimals, as an amount in cents is exact.
    .custom((hours: number, helpers) =>
      toMinorUnits(hours, 'USD') === null ? helpers.error('any.invalid') : hours,
    )
    .messages({ '*': HOURS_PER_DAY_TEXT }),
  late_start_threshold_minutes: Joi.number()
    .integer()
    .min(LATE_START_THRESHOLD_MINUTES.minimum)
    .max(LATE_START_THRESHOLD_MINUTES.maximum)
    .messages({ '*': LATE_START_TEXT }),
};

/**
 * The settings' fields of an update request: working_days only when the gateway says the
 * body gave them (proto3 cannot tell an absent list from an empty one).
 */
export function givenWorkingDays<
  T extends { working_days?: string[]; replace_working_days?: boolean },
>(request: T): Omit<T, 'working_days' | 'replace_working_days'> & { working_days?: string[] } {
  const { working_days: workingDays, replace_working_days: given, ...fields } = request;
  return given ? { ...fields, working_days: workingDays ?? [] } : fields;
}
