// A year's public holidays of a country (and region) from the date-holidays package
// (docs/time-off.md, Holidays): pure JavaScript with its data bundled, so seeding needs
// no network. Only type 'public' counts; one name per date (the first listed).
import Holidays from 'date-holidays';
import { invalidArgument, Reason } from '@workmesh/platform';
import type { HolidayDateRecord } from './models';

export const unknownRegionError = (field: 'country' | 'region', message: string) =>
  invalidArgument(Reason.HOLIDAY_REGION_UNKNOWN, message, { [field]: [message] });

/** The public holidays of the year, sorted by date; unknown country or region: 400. */
export function publicHolidays(
  country: string,
  region: string | null,
  year: number,
): HolidayDateRecord[] {
  const holidays = new Holidays();
  if (!(country in holidays.getCountries()))
    throw unknownRegionError('country', `The country ${country} is not known for holidays.`);
  if (region !== null && !(region in (holidays.getStates(country) ?? {})))
    throw unknownRegionError(
      'region',
      `The region ${region} is not known for holidays of ${country}.`,
    );
  holidays.init(country, region ?? undefined);
  const byDate = new Map<string, string>();
  for (const holiday of holidays.getHolidays(year)) {
    if (holiday.type !== 'public') continue;
    const date = holiday.date.slice(0, 10);
    if (!byDate.has(date)) byDate.set(date, holiday.name.slice(0, 200));
  }
  return [...byDate]
    .map(([date, name]) => ({ date, name }))
    .sort((a, b) => a.date.localeCompare(b.date));
}
