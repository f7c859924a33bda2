// What the time-off tests share: policy fields with the contract's defaults spelled out,
// and days picked by weekday so the tests read the same in any year.
import type { SchedulingClient } from './scheduling-harness';

export type PolicyFields = Parameters<SchedulingClient['CreateTimeOffPolicy']>[0];
export type CreateRequest = Parameters<SchedulingClient['CreateTimeOffRequest']>[0];

/** A days policy: 20 a year, yearly, approval required. */
export const policy = (fields: Partial<PolicyFields> = {}): PolicyFields => ({
  name: `Vacation ${Math.random().toString(36).slice(2, 8)}`,
  allowance: 20,
  user_ids: [],
  group_ids: [],
  ...fields,
});

/** The weekdays (Monday to Friday) of a month, YYYY-MM-DD. */
export function weekdaysOf(year: number, month: number): string[] {
  const days: string[] = [];
  for (let day = 1; day <= 31; day++) {
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() !== month - 1) break;
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

/** The current year in UTC (the stub teams' zone). */
export const thisYear = () => new Date().getUTCFullYear();
