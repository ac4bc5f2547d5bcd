import { formatIndianNumber } from './indian-digits';

// Display formats shared by every page (zod-free: the browser imports them).

/** 45000 → '45,000 km' (Indian digit grouping). */
export const formatKm = (km: number) => `${formatIndianNumber(km)} km`;

/**
 * Written out, not from Intl: ICU's en-IN spells September 'Sept', and every date on the site
 * reads '24 Nov 2026' (decision 0151).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * India's clocks: UTC+05:30 all year, no daylight saving, since October 1945 (decision 0196).
 * Dates are shown as a person in India reads them, whatever the server's or phone's zone. Added
 * by hand rather than by an Intl formatter with timeZone 'Asia/Kolkata': building that formatter
 * loaded ICU's zone and locale data during every page's boot in the browser.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

function indiaParts(value: string | Date) {
  // A calendar date ('2026-11-24', an offence or a due date) has no zone: shown as written.
  const calendar = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (calendar) {
    return { year: calendar[1]!, month: Number(calendar[2]), day: Number(calendar[3]), time: '' };
  }
  const instant = (typeof value === 'string' ? new Date(value) : value).getTime();
  // As Intl did: an unreadable date is an error, not 'NaN NaN'.
  if (Number.isNaN(instant)) throw new RangeError(`Invalid date: ${String(value)}`);
  // The UTC fields of the shifted instant are the wall clock in India.
  const india = new Date(instant + IST_OFFSET_MS);
  const hours = india.getUTCHours();
  const minutes = String(india.getUTCMinutes()).padStart(2, '0');
  return {
    year: String(india.getUTCFullYear()),
    month: india.getUTCMonth() + 1,
    day: india.getUTCDate(),
    time: `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`,
  };
}

/** '24 Nov 2026' (IST) from an ISO instant, a calendar date or a Date. */
export function formatDate(value: string | Date): string {
  const { year, month, day } = indiaParts(value);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** '24 Nov 2026, 4:30 pm' (IST whatever the server's zone). */
export function formatDateTime(value: string | Date): string {
  const parts = indiaParts(value);
  const date = `${parts.day} ${MONTHS[parts.month - 1]} ${parts.year}`;
  return parts.time ? `${date}, ${parts.time}` : date;
}
