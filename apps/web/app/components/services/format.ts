import { formatIndianNumber } from '@carsetu/contracts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2020-09-02' → '2 Sep 2020' (no time zone games: the date is a calendar date). */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

export const formatPaise = (paise: number) => `₹${formatIndianNumber(Math.round(paise / 100))}`;

export function formatAge(age: { years: number; months: number }): string {
  const parts = [];
  if (age.years > 0) parts.push(`${age.years} year${age.years === 1 ? '' : 's'}`);
  if (age.months > 0 || age.years === 0)
    parts.push(`${age.months} month${age.months === 1 ? '' : 's'}`);
  return parts.join(' ');
}
